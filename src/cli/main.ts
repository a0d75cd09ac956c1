// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.
import { ContractError, EXIT, EXIT_DOCS } from '../core/shared/errors.js';
import { commandHelp, usageLines } from './help.js';
import { SPECS } from './specs/index.js';
import { untrustedBlock, type CliIo } from './io.js';
import { VERSION } from './version.js';
import { cleanTerminal } from '../render/terminal.js';
import { closest } from '../core/shared/closest.js';

export { VERSION };

type Command = (args: string[], io: CliIo) => Promise<number>;

// Each command is imported when it runs, so the bundle splits one chunk per command and `--version`, `rules` or
// `scan` never parse the MCP SDK, zod, ajv or the badge fonts (issue 21: start-up within 1.5x bare node).
export const COMMANDS: Record<string, () => Promise<Command>> = {
  init: async () => (await import('./commands/init.js')).initCommand,
  snapshot: async () => (await import('./commands/snapshot.js')).snapshotCommand,
  check: async () => (await import('./commands/check.js')).checkCommand,
  diff: async () => (await import('./commands/diff.js')).diffCommand,
  release: async () => (await import('./commands/release.js')).releaseCommand,
  badge: async () => (await import('./commands/badge.js')).badgeCommand,
  rules: async () => (await import('./commands/rules.js')).rulesCommand,
  docs: async () => (await import('./commands/docs.js')).docsCommand,
  scan: async () => (await import('./commands/scan.js')).scanCommand,
  consent: async () => (await import('./commands/consent.js')).consentCommand,
  verify: async () => (await import('./commands/verify.js')).verifyCommand,
  guard: async () => (await import('./commands/guard.js')).guardCommand,
  approve: async () => (await import('./commands/approve.js')).approveCommand,
  reject: async () => (await import('./commands/approve.js')).rejectCommand,
  status: async () => (await import('./commands/status.js')).statusCommand,
  console: async () => (await import('./commands/console.js')).consoleCommand,
  audit: async () => (await import('./commands/audit.js')).auditCommand,
  auth: async () => (await import('./commands/auth.js')).authCommand,
};

/** The overview `--help` prints: built when asked for, not on every command's start (it wraps every command's usage). */
export function usage(): string {
  return `mcp-contract ${VERSION}: keep an MCP server's capability surface honest

usage:
${Object.values(SPECS)
  .flatMap(usageLines)
  .map((l) => `  ${l}`)
  .join('\n')}

Run mcp-contract COMMAND --help for a command's options.
exit codes: ${EXIT_DOCS.map((e) => `${e.code} ${e.name}`).join(', ')}
`;
}

/** Everything before `--` belongs to us; `--help` after it is the server's argument. */
function asksForHelp(args: readonly string[]): boolean {
  const dd = args.indexOf('--');
  return (dd >= 0 ? args.slice(0, dd) : args).some((a) => a === '--help' || a === '-h');
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'help' && rest[0] !== undefined && SPECS[rest[0]]) {
    io.stdout(commandHelp(SPECS[rest[0]]));
    return EXIT.ok;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(usage());
    return command ? EXIT.ok : EXIT.usage;
  }
  if (command === '--version' || command === '-v') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const load = COMMANDS[command];
  if (!load) {
    const guess = closest(command, Object.keys(SPECS));
    io.stderr(`mcp-contract: unknown command "${cleanTerminal(command, 60)}" (${guess ? `did you mean ${guess}? ` : ''}try --help)\n`);
    return EXIT.usage;
  }
  if (SPECS[command] && asksForHelp(rest)) {
    io.stdout(commandHelp(SPECS[command]));
    return EXIT.ok;
  }
  try {
    return await (await load())(rest, io);
  } catch (e) {
    if (e instanceof ContractError) {
      // Messages and details quote server text (errors, stderr tails): no escape sequence reaches the terminal.
      const line = cleanTerminal(e.message, 4000);
      io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
      if (e.detail) io.stderr(untrustedBlock(io, e.detail.trimEnd().split('\n').map((l) => cleanTerminal(l, 500))));
      return e.exitCode;
    }
    // An unexpected failure is a bug: one line plus where, not a wall of stack.
    const err = e as Error;
    const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
    const where = frame ? ` (in ${frame.trim().slice(3)})` : '';
    io.stderr(`mcp-contract: internal error: ${cleanTerminal(`${err?.message ?? String(e)}${where}`, 500)}\n`);
    return EXIT.internal;
  }
}
