// Usage and options of the consumer-side commands (verify, guard, approve, reject, status), merged into the CLI help.
import type { CliIo } from '../io.js';

const STORE: [string, string] = ['--store DIR', 'the guard store (default $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard)'];
const SERVER: [string, string] = ['-s, --server NAME', 'the server in the store (needed when the store holds several)'];

type Command = (args: string[], io: CliIo) => Promise<number>;

// Loaded when the command runs (as every command in main.ts), so the help text costs no import of the guard or SDK.
export const GUARD_COMMANDS: Record<string, () => Promise<Command>> = {
  verify: async () => (await import('./verify.js')).verifyCommand,
  guard: async () => (await import('./guard.js')).guardCommand,
  approve: async () => (await import('./approve.js')).approveCommand,
  reject: async () => (await import('./approve.js')).rejectCommand,
  status: async () => (await import('./approve.js')).statusCommand,
};

export const GUARD_HELP: Record<string, { usage: string[]; about: string; options: Array<[string, string]> }> = {
  verify: {
    usage: ['verify   --snapshot FILE [--json] -- <command> [args...]', "verify   --snapshot FILE --url URL [--header 'K: V'] [--json]"],
    about: 'Captures the live server and checks every approved capability in FILE is served with its approved digest: exit 0, or 1 listing what is stale, missing or new with the field-level diff.',
    options: [
      ['--snapshot FILE', 'the approved snapshot (with --config, default the server\'s snapshot)'],
      ['-c, --config FILE', 'servers, renames and severities (default mcp-contract.json when present)'],
      ['-s, --server NAME', 'only this server from the config'],
      ['--url URL', "verify an HTTP server (with --header 'K: V' and --transport)"],
      ['--via sdk|inspector', 'capture with the built-in client (default) or the MCP Inspector CLI'],
      ['--json', 'print the result as JSON'],
    ],
  },
  guard: {
    usage: [
      'guard    --approved FILE [--store DIR] [--policy KEY=follow|review] [--interval SEC] [--listen [HOST:]PORT] -- <command> [args...]',
      "guard    --approved FILE [--store DIR] --url URL [--header 'K: V']",
      'guard    --config FILE [--server NAME]... [--approved-dir DIR] [--profile NAME] [--profiles FILE] [--print-surface] [--store DIR] [--listen [HOST:]PORT]',
    ],
    about: 'An MCP server (stdio, or streamable HTTP with --listen) that starts the real server and publishes only capabilities whose live digest is approved; calls to new or changed ones are refused with the diff.',
    options: [
      ['--approved FILE', 'the approved snapshot: its capabilities are approved at their digests'],
      STORE,
      ['--surface NAME', 'the snapshot surface to guard (default "default", or its only one)'],
      ['--policy KEY=ACTION', 'follow or review per severity (safe, review, breaking), for new capabilities (new), or per rule id; default safe=follow, the rest review. Description and annotation changes, and any change that brings new model-visible text (a description, title, prose enum value or non-identifier name), are always reviewed; renames always need a manual approve'],
      ['--interval SEC', 're-capture period in seconds (default 300; 0 = only on list_changed and reconnect)'],
      ['--listen [HOST:]PORT', 'serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1)'],
      ['--request-timeout SEC', 'longest a forwarded request may run (default 3600)'],
      ['--max-age SEC', 'a call is checked against a capture at most this old (default 5; 0 = re-capture before every call)'],
      ['--run-as USER[:GROUP]', 'run the upstream as another user (Linux, setpriv), so it cannot read the store key or write the store'],
      ['--max-sessions N', 'with --listen: HTTP sessions open at once (default 32)'],
      ['--session-idle SEC', 'with --listen: close a session idle this long (default 600)'],
      ['--identity-policy P', 'which changed launch code may start without approve --identity: pin (default: none), worktree (a working tree under development), semver:RANGE (a new version of the same package inside RANGE)'],
      ['--url URL', "guard an HTTP server (with --header 'K: V', or --header NAME to read $MCP_CONTRACT_HEADER_NAME, and --transport)"],
      ['-c, --config FILE', 'an mcp-contract config or a client config (mcpServers, VS Code servers): one server is guarded alone; several, a client file or a profile start the gateway, which publishes every server\'s tools and prompts as <server>__<name>'],
      ['--approved-dir DIR', 'gateway: the approved snapshot of each server as DIR/<server>.json'],
      ['--profile NAME', 'gateway: publish only this profile (include / exclude patterns over <server>/<ref>)'],
      ['--profiles FILE', 'gateway: read the profiles object from FILE instead of the config'],
      ['--print-surface', 'gateway: print what the profile publishes as a snapshot (for mcp-contract diff) and exit'],
    ],
  },
  approve: {
    usage: ['approve  REF... [--store DIR] [--server NAME | --all] [--digest D] [--expires DATE]', 'approve  --all-safe [--store DIR] [--server NAME | --all]', 'approve  --identity [--store DIR] [--server NAME]'],
    about: 'Approves the definition the server serves now under each REF (tool:NAME, a bare name, or SERVER/REF for one server of a gateway\'s store), showing its diff; a running guard publishes it at once.',
    options: [
      STORE,
      SERVER,
      ['--digest D', 'approve only if the served definition still has this digest'],
      ['--expires DATE', 'the approval ends at this date or date-time'],
      ['--all', 'every server of the store directory (the gateway\'s): each REF where a server holds it, or --all-safe on each'],
      ['--all-safe', 'approve every changed capability whose changes are all safe (new ones, renames and text changes excluded)'],
      ['--identity', 'approve the launch code the guard last resolved (package and integrity, image digest, or working-tree manifest)'],
    ],
  },
  reject: {
    usage: ['reject   REF... [--store DIR] [--server NAME | --all]'],
    about: 'Holds the definition served now under each REF (or SERVER/REF) out of the publication until it changes again.',
    options: [STORE, SERVER, ['--all', 'every server of the store directory: each REF where a server holds it']],
  },
  status: {
    usage: ['status   [--store DIR] [--server NAME] [--all] [--json]'],
    about: 'Lists what the guard holds (stale, new, rejected, missing) with the field-level changes; --all also lists approved ones. Without --server, a store holding several servers (the gateway\'s) is shown server by server.',
    options: [STORE, ['-s, --server NAME', 'only this server of the store'], ['--all', 'also list approved capabilities'], ['--json', 'print the store as JSON']],
  },
};
