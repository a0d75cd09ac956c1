// The guard's own entry: a long-running MCP server loads only what it needs, not every command's dependencies.
import { ContractError } from '../core/errors.js';
import { cleanTerminal } from '../render/text.js';
import { guardCommand } from './commands/guard.js';
import { processIo } from './io.js';

export async function runGuard(args: string[]): Promise<number> {
  const io = processIo();
  try {
    return await guardCommand(args, io);
  } catch (e) {
    if (!(e instanceof ContractError)) throw e;
    const line = cleanTerminal(e.message, 4000);
    io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
    if (e.detail) io.stderr(`${e.detail.trimEnd().split('\n').map((l) => cleanTerminal(l, 500)).join('\n')}\n`);
    return e.exitCode;
  }
}
