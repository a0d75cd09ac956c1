// `mcp-contract scan`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { OUT } from './shared.js';

export const SCAN = command({
  name: 'scan',
  about:
    'Reads MCP client configurations (Claude Desktop, VS Code, Cursor, .mcp.json, mcp-contract.json) and reports what they show about each launch (observed) and which evidence they cannot give (unverified).',
  usage: ['[PATH...] [{root}] [{user}]'],
  operands: [
    { name: 'PATH', repeat: true, help: 'configuration files, or directories holding .vscode/mcp.json, .cursor/mcp.json, .mcp.json, mcp-contract.json (default: the workspace)' },
  ],
  options: [
    { name: 'root', value: 'DIR', help: 'the workspace: where path arguments should stay and where mcp-contract.json is looked up (default the current directory)' },
    { name: 'user', help: "also read the user's own client configurations (Claude Desktop, Cursor, VS Code) under the home directory" },
    { ...OUT, help: 'write the report to FILE and print only the summary line' },
  ],
  formats: { text: '', markdown: '', json: '', sarif: 'SARIF 2.1.0 for code scanning' },
  failOn: {
    subject: 'an observed finding',
    mapping: 'its level error counts as breaking, warning as review, note as safe; unverified layers never fail',
    default: 'breaking',
    aliases: { error: 'breaking', warning: 'review', note: 'safe' },
    aliasNote: "scan's words before the one vocabulary, kept for workflows that pass them",
  },
});
