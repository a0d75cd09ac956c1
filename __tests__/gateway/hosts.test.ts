// A gateway profile for one model host (issue 44): a tool that host would refuse (a top-level anyOf, a published name
// past its 64-character limit once the gateway's `<server>__` prefix is on it) is held with one line naming the tool,
// the check and the keyword, so the host's session keeps every other tool instead of failing whole. Without a host the
// same gateway publishes everything, as before.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';

const input = { type: 'object', properties: { id: { type: 'string' } } };
const READ = { name: 'read_note', description: 'Read one note by id.', inputSchema: input };
const PICK = { name: 'pick_note', description: 'Pick a note by id or by title.', inputSchema: { type: 'object', anyOf: [input, { type: 'object', properties: { title: { type: 'string' } } }] } };
// 58 characters: legal for the server, 65 once published as notes__<name>.
const LONG = { name: `summarize_${'notes_'.repeat(8)}`, description: 'Summarize.', inputSchema: input };

describe('gateway hold for a model host', () => {
  let dir: string;
  let config: string;
  const open: InProcessGateway[] = [];
  beforeAll(async () => {
    dir = tempDir('gateway-hosts');
    mkdirSync(path.join(dir, 'snapshots'));
    const surface = path.join(dir, 'notes.surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [READ, PICK, LONG] }));
    const files = path.join(dir, 'files.surface.json');
    writeFileSync(files, JSON.stringify({ tools: [{ name: 'list', description: 'List files.', inputSchema: { type: 'object' } }] }));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
    await approveShifting(path.join(dir, 'snapshots', 'files.json'), 'files', files, dir);
    config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: { notes: { command: NODE, args: [SHIFTING, surface] }, files: { command: NODE, args: [SHIFTING, files] } },
      profiles: { claude: { include: ['*/*'], host: 'anthropic' } },
    });
  });
  afterAll(async () => {
    for (const g of open.splice(0)) await g.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async (args: string[]): Promise<InProcessGateway> => {
    const g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store'), ...args], { cwd: dir });
    open.push(g);
    return g;
  };

  it('--host anthropic holds the refused tools, names each once, and the session keeps working', async () => {
    expect(LONG.name.length).toBeLessThanOrEqual(64);
    const g = await start(['--host', 'anthropic']);
    const client = await g.legacy();
    expect((await toolNames(client)).sort()).toEqual(['files__list', 'notes__read_note']);
    await toolNames(client);
    const held = g.log.filter((l) => l.includes('is held for Anthropic Messages API'));
    expect(held.sort()).toEqual([
      'tool "notes__pick_note" is held for Anthropic Messages API (profile "all"): oneOf, allOf or anyOf at the top level of input_schema, at /inputSchema/anyOf (check anthropic-top-level-combinator)',
      `tool "notes__${LONG.name}" is held for Anthropic Messages API (profile "all"): a tool name outside ^[a-zA-Z0-9_-]{1,64}$, at /name (check anthropic-tool-name)`,
    ]);
    expect(textOf(await client.callTool({ name: 'notes__read_note', arguments: { id: '1' } }))).toBe('read_note {"id":"1"}');
    // A held tool is not callable by name either: the refusal says why.
    await expect(client.callTool({ name: 'notes__pick_note', arguments: {} })).rejects.toThrow('tool "notes__pick_note" is held for Anthropic Messages API');
  });

  it('a profile\'s host holds the same way; without a host every tool is published', async () => {
    const claude = await start(['--profile', 'claude']);
    expect((await toolNames(await claude.legacy())).sort()).toEqual(['files__list', 'notes__read_note']);
    const all = await start([]);
    expect((await toolNames(await all.legacy())).sort()).toEqual(['files__list', 'notes__pick_note', 'notes__read_note', `notes__${LONG.name}`]);
    expect(all.log.some((l) => l.includes('is held for'))).toBe(false);
  });

  it('--print-surface says what the profile costs its host every request, held tools left out', async () => {
    const args = ['guard', '--config', config, '--store', path.join(dir, 'store'), '--print-surface'];
    const claude = await cli([...args, '--profile', 'claude'], { cwd: dir });
    expect(claude.code).toBe(0);
    expect(claude.stderr).toMatch(/^mcp-contract guard: profile "claude" publishes 2 tools: \d+ tokens per request, [\d,]+ bytes \(anthropic request form; o200k_base as a proxy: Anthropic publishes no offline tokenizer\)$/m);
    const all = await cli(args, { cwd: dir });
    expect(all.stderr).toMatch(/^mcp-contract guard: profile "all" publishes 4 tools: /m);
  });

  it('an unknown host is one usage line and exit 2, in the flag or in a profile', async () => {
    const flagged = await cli(['guard', '--config', config, '--host', 'claude'], { cwd: dir });
    expect([flagged.code, flagged.stderr.trim()]).toEqual([2, expect.stringMatching(/^mcp-contract guard: --host must be one of anthropic, openai, [^\n]+$/)]);
    writeJson(path.join(dir, 'bad-profiles.json'), { profiles: { x: { host: 'claude' } } });
    const profiled = await cli(['guard', '--config', config, '--profiles', 'bad-profiles.json', '--profile', 'x'], { cwd: dir });
    expect([profiled.code, profiled.stderr.trim()]).toEqual([
      2,
      'mcp-contract: bad-profiles.json: /profiles/x/host: unknown host "claude" (one of anthropic, openai, openai-strict, gemini, claude-directory, mcp-http)',
    ]);
  });
});
