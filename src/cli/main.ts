// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.
import { ContractError, EXIT, EXIT_DOCS } from '../core/shared/errors.js';
import { GUARD_COMMANDS, GUARD_HELP } from './commands/guard-help.js';
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
  ...GUARD_COMMANDS,
};

interface CommandHelp {
  /** Usage lines, without the leading `mcp-contract ` (the README's CLI block shows the same lines). */
  usage: string[];
  /** What the command does, one or two sentences. */
  about: string;
  options: Array<[string, string]>;
}

const CONFIG_OPT: [string, string] = ['-c, --config FILE', 'the config (default mcp-contract.json in the current directory)'];
const SERVER_OPT: [string, string] = ['-s, --server NAME', 'only this server from the config (repeatable; default all)'];
const CONCURRENCY_OPT: [string, string] = ['--concurrency N', "how many servers are built and captured at once (default: the machine's cores); output keeps the config's order"];
const VIA_OPT: [string, string] = ['--via sdk|inspector', 'capture with the built-in client (default) or the MCP Inspector CLI'];

export const COMMAND_HELP: Record<string, CommandHelp> = {
  init: {
    usage: [
      'init     [--config FILE] [--name NAME] [--workflow [--matrix N]] [--env NAME[=VALUE]]... -- <command> [args...]',
      "init     [--config FILE] [--name NAME] [--workflow] --url URL [--header 'K: V']",
      'init     --discover [DIR] [--config FILE] [--workflow [--matrix N]]',
      'init     --gateway CLIENT_FILE [--config FILE]',
    ],
    about: 'Adopts mcp-contract for one server: writes the config and the first snapshot (only when the capture is complete), and with --workflow the pull-request workflow.',
    options: [
      ['-c, --config FILE', 'the config to create (default mcp-contract.json; an existing file is never overwritten)'],
      ['--name NAME', "the server's name in the config (default: derived from the server's own serverInfo.name)"],
      ['--url URL', 'an HTTP server instead of a command after --'],
      ["--header 'K: V'", 'HTTP header for the capture; the config refers to an environment variable instead of the value'],
      ['--env NAME[=VALUE]', "environment variable the server needs (a token): used for the capture, written to the config as ${NAME}, never as its value; without =VALUE it is taken from this environment"],
      ['--transport T', 'streamable-http, sse, or auto (default)'],
      ['--workflow', 'also write .github/workflows/mcp-contract.yml (kept if it exists)'],
      ['--discover [DIR]', "one config entry per MCP server the repository's manifests declare (npm packages on an MCP SDK with a bin or start script; Python projects on mcp or fastmcp with __main__ or a console script), for review: nothing is started"],
      ['--matrix N', 'with --workflow: the capture job as an Actions matrix of N shards (shard: i/N), judged by one comment job'],
      ['--gateway CLIENT_FILE', "a client's config (Claude Desktop, Cursor, .mcp.json, VS Code): writes its servers to --config (default mcp-contract-gateway.json beside it, mode 0600) and prints the one entry that replaces them, running guard --config over them all; nothing is started"],
    ],
  },
  snapshot: {
    usage: [
      'snapshot [--config FILE] [--server NAME] [--via sdk|inspector] [--concurrency N] [--json]',
      'snapshot --out FILE [--name NAME] -- <command> [args...]',
      "snapshot --out FILE --url URL [--header 'K: V'] [--transport streamable-http|sse|auto]",
    ],
    about: 'Captures each server and writes its snapshot file; an incomplete observation is never written (exit 3).',
    options: [
      CONFIG_OPT,
      SERVER_OPT,
      ['-o, --out FILE', 'where to write the snapshot (required for an inline server)'],
      ['--name NAME', 'server name recorded in an inline snapshot (default: the name already in FILE, else "server")'],
      ['--url URL', 'capture an HTTP server instead of a command after --'],
      ["--header 'K: V'", 'HTTP header for --url (repeatable; values are redacted from all output)'],
      ['--transport T', 'streamable-http, sse, or auto (default: try streamable HTTP, then SSE)'],
      CONCURRENCY_OPT,
      VIA_OPT,
      ['--json', 'print what was written as JSON'],
    ],
  },
  check: {
    usage: ['check    [--config FILE] [--server NAME] [--update] [--no-canaries] [--base REF] [--concurrency N] [--format text|json|junit|sarif] [--out FILE]', 'check    --snapshot FILE [--update] -- <command> [args...]'],
    about:
      'Captures the live server and compares it with the committed snapshot, then runs its canaries in the same session: exit 0 when equal and every canary observed its expected result, 1 otherwise.',
    options: [
      CONFIG_OPT,
      SERVER_OPT,
      ['--snapshot FILE', 'the committed snapshot (required for an inline server after -- or --url)'],
      ['--update', 'rewrite the snapshot with the live surface instead of failing'],
      ['--no-canaries', "skip the config's canaries (the report then says behaviour is unverified)"],
      ['--base REF', 'in CI, the ref whose config grants canaries side effects (default origin/$GITHUB_BASE_REF)'],
      ['--url URL', "check an HTTP server (with --header 'K: V' and --transport as for snapshot)"],
      CONCURRENCY_OPT,
      VIA_OPT,
      ['-f, --format F', 'text (default), json (the result and the classified drift), junit (one suite per server) or sarif (SARIF 2.1.0 for code scanning)'],
      ['--json', 'the same as --format json'],
      ['-o, --out FILE', 'also write the result to FILE, in --format (else as its extension says: .json, .xml JUnit, .sarif, text)'],
    ],
  },
  diff: {
    usage: [
      'diff     BASE (HEAD | --live) [--config FILE] [--server NAME] [--format text|markdown|json|junit|sarif] [--fail-on breaking|review|safe|none] [--out FILE]',
    ],
    about:
      "Classifies BASE -> HEAD. Each side is a snapshot file, git:REF:PATH, live (captured from the config's server) or live:NAME (the config's server NAME); two live sides are captured at once, in this one process.",
    options: [
      ['--live', 'the head is the live server (same as HEAD = live)'],
      ['-c, --config FILE', 'renames, severity overrides and ignores (default mcp-contract.json when present); the servers for live'],
      ['-s, --server NAME', 'the server to capture for live'],
      ['live:NAME', "a side captured from the config's server NAME (diff live:old live:new compares two builds of one server)"],
      ['-f, --format F', 'text (default), markdown (the PR comment body; md also works), json, junit (JUnit XML) or sarif (SARIF 2.1.0, results at the capability line of the snapshot file)'],
      ['--fail-on S', 'exit 1 when a change is at least this severe: breaking (default), review, safe, none'],
      ['-o, --out FILE', 'also write the report to FILE, in --format (else as its extension says: .json, .md, .xml JUnit, .sarif, text)'],
      VIA_OPT,
    ],
  },
  release: {
    usage: ['release  [--config FILE] [--since REF|FILE] [--snapshot FILE] [--date YYYY-MM-DD] [--live] [--format text|markdown|json|changelog]'],
    about: 'Compares the last release with the head: removals must have served their deprecation window, the version bump must match the drift.',
    options: [
      CONFIG_OPT,
      SERVER_OPT,
      ['--since REF|FILE', 'the last release: a git tag or ref, or a snapshot file (default: the newest tag holding the snapshot)'],
      ['--snapshot FILE', 'the head snapshot (default: the server\'s snapshot in the config)'],
      ['--live', 'capture the head from the live server instead'],
      ['--date YYYY-MM-DD', 'the release date (default today)'],
      ['-f, --format F', 'text (default), markdown (md also works), json, or changelog (release notes)'],
    ],
  },
  badge: {
    usage: ['badge    [--config FILE] [--server NAME] [--svg FILE] [--endpoint FILE] [--live]'],
    about: 'Draws the README badge offline: badges/<server>.svg and a shields.io endpoint badges/<server>.json.',
    options: [
      CONFIG_OPT,
      SERVER_OPT,
      ['--svg FILE', 'where to write the SVG (one server only; default badges/<server>.svg)'],
      ['--endpoint FILE', 'where to write the shields.io endpoint JSON (one server only; default badges/<server>.json)'],
      ['--live', 'capture the live server: the badge turns red and the exit code 1 when the snapshot is stale'],
      ['--state S', 'draw a given state without capturing: ok, review, breaking, stale, unknown'],
      ['--label TEXT', 'the badge\'s left-hand text (default "mcp contract")'],
    ],
  },
  scan: {
    usage: ['scan     [PATH...] [--root DIR] [--user] [--format text|markdown|json|sarif] [--fail-on error|warning|note|none] [--out FILE]'],
    about:
      'Reads MCP client configurations (Claude Desktop, VS Code, Cursor, .mcp.json, mcp-contract.json) and reports what they show about each launch (observed) and which evidence they cannot give (unverified).',
    options: [
      ['PATH', 'configuration files, or directories holding .vscode/mcp.json, .cursor/mcp.json, .mcp.json, mcp-contract.json (default: the workspace)'],
      ['--root DIR', 'the workspace: where path arguments should stay and where mcp-contract.json is looked up (default the current directory)'],
      ['--user', "also read the user's own client configurations (Claude Desktop, Cursor, VS Code) under the home directory"],
      ['-f, --format F', 'text (default), markdown (md also works), json, or sarif (SARIF 2.1.0 for code scanning)'],
      ['--fail-on L', 'exit 1 when an observed finding is at least this level: error (default), warning, note, none'],
      ['-o, --out FILE', 'write the report to FILE and print only the summary line'],
    ],
  },
  rules: {
    usage: ['rules    [--format text|markdown|json]'],
    about: 'Prints the rule catalog: every rule id, its default severity and the kinds it applies to.',
    options: [['-f, --format F', 'text (default), markdown (the README table; md also works) or json']],
  },
  docs: {
    usage: ['docs     [--section rules|release-rules|scan-rules|canary-rules|exit-codes|inputs|outputs] [--readme FILE]'],
    about: "Regenerates the README's generated sections from the code (npm run docs), or prints one section.",
    options: [
      ['--section S', 'print only this generated section instead of rewriting the README'],
      ['--readme FILE', 'the README to regenerate (default README.md in the current directory)'],
    ],
  },
  ...GUARD_HELP,
};

export const USAGE = `mcp-contract ${VERSION}: keep an MCP server's capability surface honest

usage:
${Object.values(COMMAND_HELP)
  .flatMap((h) => h.usage)
  .map((l) => `  mcp-contract ${l}`)
  .join('\n')}

Run mcp-contract COMMAND --help for a command's options.
exit codes: ${EXIT_DOCS.map((e) => `${e.code} ${e.name}`).join(', ')}
`;

/** `mcp-contract COMMAND --help`: the command's usage lines and every option it takes. */
export function commandHelp(command: string): string {
  const h = COMMAND_HELP[command];
  const width = Math.max(...h.options.map(([o]) => o.length));
  return [
    ...h.usage.map((l, i) => `${i === 0 ? 'usage: ' : '       '}mcp-contract ${l.replace(/^(\w+) +/, '$1 ')}`),
    '',
    h.about,
    '',
    'options:',
    ...h.options.map(([o, d]) => `  ${o.padEnd(width)}  ${d}`),
    '',
  ].join('\n');
}

/** Everything before `--` belongs to us; `--help` after it is the server's argument. */
function asksForHelp(args: readonly string[]): boolean {
  const dd = args.indexOf('--');
  return (dd >= 0 ? args.slice(0, dd) : args).some((a) => a === '--help' || a === '-h');
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'help' && rest[0] !== undefined && COMMAND_HELP[rest[0]]) {
    io.stdout(commandHelp(rest[0]));
    return EXIT.ok;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  if (command === '--version' || command === '-v') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const load = COMMANDS[command];
  if (!load) {
    const guess = closest(command, Object.keys(COMMAND_HELP));
    io.stderr(`mcp-contract: unknown command "${cleanTerminal(command, 60)}" (${guess ? `did you mean ${guess}? ` : ''}try --help)\n`);
    return EXIT.usage;
  }
  if (COMMAND_HELP[command] && asksForHelp(rest)) {
    io.stdout(commandHelp(command));
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
