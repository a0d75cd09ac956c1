// The gateway in front of published servers (issue 27 items 2 and 4): the filesystem server at two versions in one
// gateway is a full tool-name collision set, published as `<server>__<name>` and each call answered by its own
// version; the same pair under one prefix is refused at start (by the bundled guard: e2e/gateway-published.test.ts). server-everything beside a fixture: completions are
// routed by published prompt name (sent upstream under the original) and by template URI, resources are read by
// URI, and one upstream's list change reaches the client, who sees it on the next list. Real processes throughout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, ROOT, tempDir } from '../helpers/cli-harness.js';
import { approveServer, useFsVersions } from '../helpers/fs-versions.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';

const nm = (...p: string[]) => path.join(ROOT, 'node_modules', ...p);
const EVERYTHING = nm('@modelcontextprotocol', 'server-everything', 'dist', 'index.js');

describe('gateway: the filesystem server at two versions', () => {
  const pair = useFsVersions();
  let g: InProcessGateway | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  it('publishes every colliding tool name once per version as <server>__<name> and routes each call to its own version', async () => {
    g = await startGatewayInProcess(['--config', pair.config(), '--approved-dir', path.join(pair.dir, 'approved'), '--store', path.join(pair.dir, 'store')], { cwd: pair.dir });
    const client = await g.legacy();
    const published = await toolNames(client);
    const of = (prefix: string) => published.filter((n) => n.startsWith(`${prefix}__`)).map((n) => n.slice(prefix.length + 2));
    // The two versions serve the same fourteen names: every one collides, and every one is published twice.
    expect(of('fsold')).toHaveLength(14);
    expect(of('fsnew')).toEqual(of('fsold'));
    expect(published).toHaveLength(28);
    // Same original name, two servers: each answers with its own allowed directory and its own files.
    expect(textOf(await client.callTool({ name: 'fsold__list_allowed_directories', arguments: {} }))).toContain(pair.older);
    expect(textOf(await client.callTool({ name: 'fsold__list_allowed_directories', arguments: {} }))).not.toContain(pair.newer);
    expect(textOf(await client.callTool({ name: 'fsnew__list_allowed_directories', arguments: {} }))).toContain(pair.newer);
    expect(textOf(await client.callTool({ name: 'fsold__read_file', arguments: { path: path.join(pair.older, 'a.txt') } }))).toBe('kept by 2025.8.21');
    expect(textOf(await client.callTool({ name: 'fsnew__read_file', arguments: { path: path.join(pair.newer, 'b.txt') } }))).toBe('kept by 2026.1.14');
    // The newer version refuses the older one's directory: the call really went to the other process.
    const crossed = await client.callTool({ name: 'fsnew__read_file', arguments: { path: path.join(pair.older, 'a.txt') } });
    expect(crossed.isError).toBe(true);
    expect(textOf(await client.callTool({ name: 'fsold__read_text_file', arguments: { path: path.join(pair.older, 'a.txt') } }))).toBe('kept by 2025.8.21');
  });
});

describe('gateway: completions, resources and list changes routed to their upstream', () => {
  let dir: string;
  let notes: string;
  let g: InProcessGateway | undefined;
  const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: {} } });
  beforeAll(async () => {
    dir = tempDir('gateway-routes');
    mkdirSync(path.join(dir, 'approved'));
    notes = path.join(dir, 'notes.surface.json');
    // A prompt of the same original name as everything's: completion must reach the server the published name names.
    writeFileSync(notes, JSON.stringify({ tools: [tool('read', 'Read a note.')], prompts: [{ name: 'completable-prompt', description: 'Not completable here.' }] }));
    await approveShifting(path.join(dir, 'approved', 'notes.json'), 'notes', notes, dir);
    await approveServer(dir, 'everything', [NODE, EVERYTHING, 'stdio']);
    writeFileSync(
      path.join(dir, '.mcp.json'),
      JSON.stringify({
        mcpServers: { everything: { command: NODE, args: [EVERYTHING, 'stdio'] }, notes: { command: NODE, args: [SHIFTING, notes] } },
        profiles: { narrow: { include: ['everything/tool:*', 'notes/*'] } },
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });
  const start = (extra: string[] = []) =>
    startGatewayInProcess(['--config', path.join(dir, '.mcp.json'), '--approved-dir', path.join(dir, 'approved'), '--store', path.join(dir, 'store'), ...extra], { cwd: dir });

  it('routes completion/complete by published prompt name and by template URI, and resources/read by URI', async () => {
    g = await start();
    for (const client of [await g.legacy(), await g.modern()]) {
      const prompts = (await client.listPrompts()).prompts.map((p) => p.name);
      expect(prompts).toEqual(expect.arrayContaining(['everything__completable-prompt', 'notes__completable-prompt']));
      const dept = await client.complete({ ref: { type: 'ref/prompt', name: 'everything__completable-prompt' }, argument: { name: 'department', value: 'Eng' } });
      expect(dept.completion.values).toEqual(['Engineering']);
      const member = await client.complete({ ref: { type: 'ref/prompt', name: 'everything__completable-prompt' }, argument: { name: 'name', value: '' }, context: { arguments: { department: 'Sales' } } });
      expect(member.completion.values).toEqual(['David', 'Eve', 'Frank']);
      // The same original name on the fixture, which has no completion handler: that server answered, not everything.
      await expect(client.complete({ ref: { type: 'ref/prompt', name: 'notes__completable-prompt' }, argument: { name: 'department', value: 'Eng' } })).rejects.toThrow(/-32601|not found|not support/i);
      const template = 'demo://resource/dynamic/text/{resourceId}';
      expect((await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toContain(template);
      expect((await client.complete({ ref: { type: 'ref/resource', uri: template }, argument: { name: 'resourceId', value: '7' } })).completion.values).toEqual(['7']);
      await expect(client.complete({ ref: { type: 'ref/resource', uri: 'demo://nowhere/{x}' }, argument: { name: 'x', value: '' } })).rejects.toThrow(/resource template "demo:\/\/nowhere\/\{x\}" is not published by this gateway/);
      expect((await client.readResource({ uri: 'demo://resource/dynamic/text/7' })).contents[0].uri).toBe('demo://resource/dynamic/text/7');
    }
  });

  it('refuses a completion for a prompt the profile leaves out, as it refuses the prompt itself', async () => {
    g = await start(['--profile', 'narrow']);
    const client = await g.legacy();
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['notes__completable-prompt']);
    await expect(client.complete({ ref: { type: 'ref/prompt', name: 'everything__completable-prompt' }, argument: { name: 'department', value: 'E' } })).rejects.toThrow(
      /prompt "everything__completable-prompt" is not published by this gateway/,
    );
    await expect(client.getPrompt({ name: 'everything__completable-prompt', arguments: { department: 'Sales', name: 'Eve' } })).rejects.toThrow(/is not published by this gateway/);
  });

  it('one upstream\'s list change reaches a 2025 client (notification) and a 2026-07-28 client (listen stream); each sees it on the next list', async () => {
    g = await start(['--policy', 'new=follow']);
    const legacy = await g.legacy();
    const modern = await g.modern();
    expect(await toolNames(legacy)).not.toContain('notes__added');
    let heardModern: () => void = () => undefined;
    const modernHeard = new Promise<void>((r) => (heardModern = r));
    modern.setNotificationHandler('notifications/tools/list_changed', () => heardModern());
    const sub = await modern.listen({ toolsListChanged: true });
    const legacyHeard = legacy.next('notifications/tools/list_changed');
    writeFileSync(notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('added', 'Added later.')], prompts: [{ name: 'completable-prompt', description: 'Not completable here.' }] }));
    spawnSync('pkill', ['-HUP', '-f', `${SHIFTING} ${notes}`]);
    await Promise.all([legacyHeard, modernHeard]);
    expect(await toolNames(legacy)).toContain('notes__added');
    expect(await toolNames(modern)).toContain('notes__added');
    expect(textOf(await legacy.callTool({ name: 'notes__added', arguments: {} }))).toBe('added {}');
    // The other upstream's tools are untouched by notes' change.
    expect((await toolNames(modern)).filter((n) => n.startsWith('everything__')).length).toBeGreaterThan(5);
    await sub.close();
  });
});
