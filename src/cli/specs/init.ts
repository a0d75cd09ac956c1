// `mcp-contract init`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { HEADER, TRANSPORT, URL } from './shared.js';

export const INIT = command({
  name: 'init',
  about:
    'Adopts mcp-contract for one server: writes the config (with the install its lockfile names as setup) and the first snapshot (only when the capture is complete), and with --workflow the pull-request workflow. To carry your client rules across a rename of a server you only use, no init is needed: a mcp-contract.json holding just "renames" serves consent.',
  usage: [
    '[{config}] [{name}] [{workflow} [{matrix}]] [{env}]... -- <command> [args...]',
    '[{config}] [{name}] [{workflow} [{matrix}]] {url} [{header}]... [{transport}]',
    '{discover} [DIR] [{config}] [{workflow} [{matrix}]]',
    '{gateway} [{config}]',
  ],
  operands: [{ name: 'DIR', help: 'with --discover: the directory whose manifests are read (default the current directory)' }],
  options: [
    { name: 'config', short: 'c', value: 'FILE', help: 'the config to create (default mcp-contract.json; an existing file is never overwritten)' },
    { name: 'name', value: 'NAME', help: "the server's name in the config (default: derived from the server's own serverInfo.name)" },
    URL,
    { ...HEADER, help: 'HTTP header for the capture; the config refers to an environment variable instead of the value' },
    {
      name: 'env',
      value: 'NAME[=VALUE]',
      repeat: true,
      help: "environment variable the server needs (a token): used for the capture, written to the config as ${NAME}, never as its value; without =VALUE it is taken from this environment",
    },
    { ...TRANSPORT, help: 'for --url: streamable-http, sse, or auto (default)' },
    { name: 'workflow', help: 'also write .github/workflows/mcp-contract.yml (kept if it exists)' },
    {
      name: 'discover',
      help: "one config entry per MCP server the repository's manifests declare (npm packages on an MCP SDK with a bin or start script; Python projects on mcp or fastmcp with __main__ or a console script), for review: nothing is started",
    },
    { name: 'matrix', value: 'N', help: 'with --workflow: the capture job as an Actions matrix of N shards (shard: i/N), judged by one comment job' },
    {
      name: 'gateway',
      value: 'CLIENT_FILE',
      help: "a client's config (Claude Desktop, Cursor, .mcp.json, VS Code): writes its servers to --config (default mcp-contract-gateway.json beside it, mode 0600) and prints the one entry that replaces them, running guard --config over them all; nothing is started",
    },
  ],
});
