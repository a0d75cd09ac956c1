// `mcp-contract consent`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, STORE } from './shared.js';

export const CONSENT = command({
  name: 'consent',
  about:
    "Carries the user's saved decisions across a server's change: Claude Code permissions, Gemini CLI includeTools/excludeTools, Codex enabled_tools/disabled_tools and approval modes, VS Code tool sets and the gateway's profiles. Denies follow every successor; an allow follows only a declared rename (or an approved rebind) to a tool that can do no more; wildcards that now cover new tools are reported.",
  usage: ['{from} {to} [{config}] [{store}] [{server}] [{as}] [{root}] [{file}]... [{write}]'],
  options: [
    { name: 'from', value: 'SNAPSHOT', help: "the server before the change: a snapshot file, git:REF:PATH, live (the config's server), live:NAME, or store (with --to store: what the --store approved, and what it saw served last)" },
    { name: 'to', value: 'SNAPSHOT', help: 'the server after the change, as --from' },
    {
      ...CONFIG,
      help: "the declared renames, merges and splits, and the gateway's profiles (default mcp-contract.json in --root when present). A user of a server may write one for it: a file holding only \"renames\" (such as {\"renames\": {\"tool:read_file\": \"tool:read_text_file\"}}) is a whole config",
    },
    { ...STORE, help: "also carry the renames a person approved in the guard's store (its signed manual rebinds); the store --from store and --to store read" },
    { name: 'server', short: 's', value: 'NAME', help: "the config's server for a live side; the store's server with --from store" },
    { name: 'as', value: 'KEY', help: "the server's name in the clients' files (default: the snapshots' server name); rules of other servers are never touched" },
    { name: 'root', value: 'DIR', help: "the project whose .claude/, .gemini/ and .codex/ settings are read with the user's own (default the current directory)" },
    { name: 'file', value: 'PATH', repeat: true, help: 'read only these settings files (the client is known from the name and place)' },
    { name: 'write', help: 'apply the carries in place (a backup beside each file); default: print the plan and a diff' },
  ],
  formats: { text: '', json: '', sarif: 'SARIF 2.1.0, each outcome on its rule\'s line' },
});
