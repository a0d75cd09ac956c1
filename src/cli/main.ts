// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.
import { ContractError, EXIT } from '../core/errors.js';
import { checkCommand } from './commands/check.js';
import { diffCommand } from './commands/diff.js';
import { releaseCommand } from './commands/release.js';
import { badgeCommand } from './commands/badge.js';
import { rulesCommand } from './commands/rules.js';
import { docsCommand } from './commands/docs.js';
import { snapshotCommand } from './commands/snapshot.js';
import type { CliIo } from './io.js';
import pkg from '../../package.json' with { type: 'json' };
import { cleanTerminal } from '../render/text.js';

export const VERSION: string = pkg.version;

const COMMANDS: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  snapshot: snapshotCommand,
  check: checkCommand,
  diff: diffCommand,
  release: releaseCommand,
  badge: badgeCommand,
  rules: rulesCommand,
  docs: docsCommand,
};

export const USAGE = `mcp-contract ${VERSION}: keep an MCP server's capability surface honest

usage:
  mcp-contract snapshot [--config FILE] [--server NAME] [--via sdk|inspector] [--json]
  mcp-contract snapshot --out FILE [--name NAME] -- <command> [args...]
  mcp-contract snapshot --out FILE --url URL [--header 'K: V']
  mcp-contract check    [--config FILE] [--server NAME] [--update] [--json]
  mcp-contract check    --snapshot FILE [--update] -- <command> [args...]
  mcp-contract diff     BASE HEAD [--format text|markdown|json] [--fail-on breaking|review|safe|none] [--out FILE]
                        (BASE/HEAD: a snapshot file, git:REF:PATH, or live with --server NAME)
  mcp-contract release  [--since REF|FILE] [--date YYYY-MM-DD] [--live] [--format text|markdown|json|changelog]
  mcp-contract badge    [--server NAME] [--svg FILE] [--endpoint FILE] [--live]
  mcp-contract rules    [--format text|md|json]

exit codes: 0 ok, 1 drift (or release errors), 2 usage or config error, 3 capture failure
`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  if (command === '--version' || command === '-v') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const fn = COMMANDS[command];
  if (!fn) {
    io.stderr(`mcp-contract: unknown command "${command}" (try --help)\n`);
    return EXIT.usage;
  }
  try {
    return await fn(rest, io);
  } catch (e) {
    if (e instanceof ContractError) {
      // Messages and details quote server text (errors, stderr tails): no escape sequence reaches the terminal.
      const line = cleanTerminal(e.message, 4000);
      io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
      if (e.detail) io.stderr(`${e.detail.trimEnd().split('\n').map((l) => cleanTerminal(l, 500)).join('\n')}\n`);
      return e.exitCode;
    }
    // An unexpected failure is a bug: one line plus where, not a wall of stack.
    const err = e as Error;
    const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
    const where = frame ? ` (in ${frame.trim().slice(3)})` : '';
    io.stderr(`mcp-contract: internal error: ${cleanTerminal(`${err?.message ?? String(e)}${where}`, 500)}\n`);
    return EXIT.capture + 1;
  }
}
