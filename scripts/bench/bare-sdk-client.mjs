// The end-to-end baseline of `npm run bench`: a bare MCP SDK client that only lists two servers (every list the
// server advertises, every page) and exits. No snapshot, no canonical JSON, no verdict: the floor for
// "capture the old build, capture the new one, judge". `bare-sdk-client.mjs SERVERS.json [--sequential]`, where the
// file holds [{ command, args }, { command, args }]; by default both are listed at once, as `diff live:a live:b` does.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

async function all(list, field) {
  const items = [];
  let cursor;
  do {
    const page = await list(cursor ? { cursor } : {});
    items.push(...page[field]);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function listServer({ command, args }) {
  const client = new Client({ name: 'bare', version: '0' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  const caps = client.getServerCapabilities() ?? {};
  const out = {};
  if (caps.tools) out.tools = await all((p) => client.listTools(p), 'tools');
  if (caps.prompts) out.prompts = await all((p) => client.listPrompts(p), 'prompts');
  if (caps.resources) {
    out.resources = await all((p) => client.listResources(p), 'resources');
    out.resourceTemplates = await all((p) => client.listResourceTemplates(p), 'resourceTemplates');
  }
  return out;
}

const servers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = [];
if (process.argv.includes('--sequential')) for (const s of servers) results.push(await listServer(s));
else results.push(...(await Promise.all(servers.map(listServer))));
process.stdout.write(`${results.map((r) => r.tools?.length ?? 0).join(' ')}\n`);
// Exiting closes the servers' stdin, which ends them; the SDK's graceful close would wait seconds per server.
process.exit(0);
