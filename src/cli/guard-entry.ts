// The guard's own entry: a long-running MCP server loads only what it needs, not every command's dependencies.
import { ContractError, EXIT } from '../core/shared/errors.js';
import { cleanTerminal } from '../render/terminal.js';
import { guardCommand } from './commands/guard.js';
import { processIo } from './io.js';

export async function runGuard(args: string[]): Promise<number> {
  const io = processIo();
  try {
    return await guardCommand(args, io);
  } catch (e) {
    if (!(e instanceof ContractError)) {
      // A bug: one line and where, never a wall of stack (as every other command).
      const err = e as Error;
      const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
      io.stderr(`mcp-contract: internal error: ${cleanTerminal(`${err?.message ?? String(e)}${frame ? ` (in ${frame.trim().slice(3)})` : ''}`, 500)}\n`);
      return EXIT.capture + 1;
    }
    const line = cleanTerminal(e.message, 4000);
    io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
    if (e.detail) io.stderr(`${e.detail.trimEnd().split('\n').map((l) => cleanTerminal(l, 500)).join('\n')}\n`);
    return e.exitCode;
  }
}
