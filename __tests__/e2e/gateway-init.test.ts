// `init --gateway CLIENT_FILE` (issue 27 item 1): the client's N server entries become the gateway's config, and
// the one entry that replaces them is printed ready to paste in the client's own shape. Pasted into the client's file
// and run as the client would run it (dist/, SDK client), after the printed `snapshot --config` step, it serves every
// server under `<server>__<name>`. The other shapes and bad input, in-process: gateway/init.test.ts.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';
import { startGuard } from '../helpers/dist.js';
import { parseJsonc } from '../../src/scan/jsonc.js';
import { readGatewayFile } from '../../src/gateway/config-file.js';

const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: {} } });

/** The JSON object printed between a line `{` and a line `}`: the block a user pastes. */
function pasted(stdout: string): Record<string, Record<string, { type?: string; command: string; args: string[]; env?: Record<string, string> }>> {
  const lines = stdout.split('\n');
  const start = lines.indexOf('{');
  const end = lines.indexOf('}', start);
  expect(start).toBeGreaterThanOrEqual(0);
  return JSON.parse(lines.slice(start, end + 1).join('\n'));
}

describe('init --gateway', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('gateway-init');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the servers of a Claude Desktop file and prints the one entry that replaces them; pasted and run, it serves them all', async () => {
    const notes = path.join(dir, 'notes.surface.json');
    const files = path.join(dir, 'files.surface.json');
    writeFileSync(notes, JSON.stringify({ tools: [tool('read'), tool('write')] }));
    writeFileSync(files, JSON.stringify({ tools: [tool('read'), tool('list')] }));
    const client = path.join(dir, 'claude_desktop_config.json');
    writeFileSync(
      client,
      `{
  // the user's own file, comments and all
  "globalShortcut": "Ctrl+Space",
  "mcpServers": {
    "notes": { "command": "${NODE}", "args": ["${SHIFTING}", "\${env:NOTES_SURFACE}"] },
    "files": { "command": "${NODE}", "args": ["${SHIFTING}", "${files}"] }
  }
}
