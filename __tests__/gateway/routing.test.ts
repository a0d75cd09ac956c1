// Who serves a published name or URI (issue 39, high 3 and 4): the gateway's routing table, built from the config
// (prefixes) and each member's approvals, never from which server listed first or is up. A name two servers claim
// (`a` serves `_x` and `a!` serves `x`: both publish `a___x`) is held for both, unless exactly one of them holds it
// by standing (its approved snapshot, a person's approval) and the other is a newcomer `new=follow` let in: then the
// owner keeps it and the newcomer's is held (issue 50); a URI two servers' templates match is
// refused; a member that is down keeps its names and URIs (a request fails, it never reaches another server); and
// `approve` refuses to approve into such a collision. Beside each attack, every honest name and URI still answers.
// Real processes: the shifting fixture, one per server, each answering with its own name.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: {} } });
/** A server that exits at once: down from the start, however often it is restarted. */
const DOWN = { command: NODE, args: ['-e', 'process.exit(3)'] };

describe('gateway: one upstream never takes over another\'s published name', () => {
  let dir: string;
  let g: InProcessGateway | undefined;
  const surface = (name: string) => path.join(dir, `${name}.surface.json`);
  const serve = (name: string) => ({ command: NODE, args: [SHIFTING, surface(name)] });
  beforeEach(async () => {
    dir = tempDir('gateway-names');
    mkdirSync(path.join(dir, 'approved'));
    // `a` serves `_x`, published a___x; `a!` (prefix a_) was approved serving only `only_bang` and now also serves `x`
    // (a___x as well) and `y`.
    writeFileSync(surface('a'), JSON.stringify({ tools: [tool('_x'), tool('only_a')] }));
    writeFileSync(surface('bang'), JSON.stringify({ tools: [tool('only_bang')] }));
    await approveShifting(path.join(dir, 'approved', 'a.json'), 'a', surface('a'), dir);
    await approveShifting(path.join(dir, 'approved', 'a!.json'), 'a!', surface('bang'), dir);
    writeFileSync(surface('bang'), JSON.stringify({ tools: [tool('only_bang'), tool('x'), tool('y')] }));
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  const start = (servers: Record<string, unknown>, extra: string[] = []) =>
    startGatewayInProcess(['--config', writeJson(path.join(dir, '.mcp.json'), { mcpServers: servers }), '--approved-dir', path.join(dir, 'approved'), '--store', path.join(dir, 'store'), ...extra], { cwd: dir });
  const collisionLines = () => g!.log.join('\n').split('\n').filter((l) => l.includes('a___x'));

  it('a newcomer that new=follow let in never blocks the approved owner, in either file order: the owner keeps a___x, the newcomer\'s is held with one line', async () => {
    // Issue 50 (low): `new=follow` approved `a!`'s new `x`, whose published name is `a`'s approved `_x`; before, the
    // name was held for both, so a newcomer could make an owner's names unavailable.
    for (const servers of [{ 'a!': serve('bang'), a: serve('a') }, { a: serve('a'), 'a!': serve('bang') }]) {
      g = await start(servers, ['--policy', 'new=follow']);
      for (const client of [await g.legacy(), await g.modern()]) {
        const names = await toolNames(client);
        expect(names.filter((n) => n === 'a___x')).toHaveLength(1);
        expect(names).toEqual(expect.arrayContaining(['a__only_a', 'a___only_bang', 'a___y']));
        expect(textOf(await client.callTool({ name: 'a___x', arguments: {} }))).toBe('_x {}');
        expect(textOf(await client.callTool({ name: 'a___only_bang', arguments: {} }))).toBe('only_bang {}');
        expect(textOf(await client.callTool({ name: 'a___y', arguments: {} }))).toBe('y {}');
      }
      const lines = collisionLines().filter((l) => !l.startsWith('['));
      expect(lines).toHaveLength(2); // one line per session, not per call
      for (const l of lines) expect(l).toBe('server "a!" ("x") newly serves tool "a___x", which server "a" owns by approval; the owner keeps it and the newcomer\'s is held (give one server a "prefix", or reject it there)');
      await g.close();
      g = undefined;
    }
  });

  it('two newcomers, neither with standing, still hold the name for both with one line (neither wins by file order)', async () => {
    // The look-alike of the newcomer case: `a` approved without `_x`, so both servers' a___x came in by new=follow.
    writeFileSync(surface('a'), JSON.stringify({ tools: [tool('only_a')] }));
    await approveShifting(path.join(dir, 'approved', 'a.json'), 'a', surface('a'), dir);
    writeFileSync(surface('a'), JSON.stringify({ tools: [tool('_x'), tool('only_a')] }));
    g = await start({ a: serve('a'), 'a!': serve('bang') }, ['--policy', 'new=follow']);
    const client = await g.legacy();
    expect(await toolNames(client)).not.toContain('a___x');
    await expect(client.callTool({ name: 'a___x', arguments: {} })).rejects.toThrow(/a___x.*"a".*"a!"|a___x.*"a!".*"a"/);
    expect(textOf(await client.callTool({ name: 'a__only_a', arguments: {} }))).toBe('only_a {}');
    expect(textOf(await client.callTool({ name: 'a___y', arguments: {} }))).toBe('y {}');
    const lines = collisionLines().filter((l) => !l.startsWith('['));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/both publish tool "a___x"; it is held for both/);
  });

  it('while the owner is down, its approved name is not rerouted to the server that also serves it', async () => {
    g = await start({ a: DOWN, 'a!': serve('bang') }, ['--policy', 'new=follow']);
    const client = await g.legacy();
    expect(await toolNames(client)).toEqual(expect.arrayContaining(['a___only_bang', 'a___y']));
    const call = client.callTool({ name: 'a___x', arguments: { secret: 's3' } });
    await expect(call).rejects.toThrow(/a___x|not available|unavailable/);
    expect(textOf(await client.callTool({ name: 'a___y', arguments: {} }))).toBe('y {}');
  });

  it('approve refuses to approve into the collision, naming the other server; an unclaimed name approves and answers', async () => {
    g = await start({ a: serve('a'), 'a!': serve('bang') });
    const client = await g.legacy();
    expect(await toolNames(client)).toEqual(['a___only_bang', 'a___x', 'a__only_a']);
    expect(textOf(await client.callTool({ name: 'a___x', arguments: {} }))).toBe('_x {}');
    const store = path.join(dir, 'store');
    const refused = await cli(['approve', 'tool:x', '--store', store, '--server', 'a!'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/tool:x.*a___x.*server "a"/);
    // Written as profiles name it: the server's store is a_.json, and the same refusal.
    const scoped = await cli(['approve', 'a!/tool:x', '--store', store], { cwd: dir });
    expect(scoped.code).toBe(2);
    expect(scoped.stderr).toMatch(/a___x/);
    const ok = await cli(['approve', 'tool:y', '--store', store, '--server', 'a!'], { cwd: dir });
    expect(ok.code).toBe(0);
    await waitFor(async () => (await toolNames(client)).includes('a___y'), { what: 'a___y published after approve' });
    expect(textOf(await client.callTool({ name: 'a___y', arguments: {} }))).toBe('y {}');
    expect(textOf(await client.callTool({ name: 'a___x', arguments: {} }))).toBe('_x {}');
  });
});

describe('gateway: one upstream\'s template never captures another\'s URIs', () => {
  let dir: string;
  let g: InProcessGateway | undefined;
  const surface = (name: string) => path.join(dir, `${name}.surface.json`);
  const serve = (name: string) => ({ command: NODE, args: [SHIFTING, surface(name)] });
  const catalog = (name: string, resources: string[], templates: string[]) =>
    JSON.stringify({ serverInfo: { name, version: '1.0.0' }, tools: [], resources: resources.map((uri) => ({ uri, name: uri })), resourceTemplates: templates.map((uriTemplate) => ({ uriTemplate, name: uriTemplate })) });
  beforeEach(async () => {
    dir = tempDir('gateway-uris');
    mkdirSync(path.join(dir, 'approved'));
    writeFileSync(surface('notes'), catalog('notes', ['notes://index'], ['notes://{id}']));
    writeFileSync(surface('catch'), catalog('catch', [], ['{+anything}']));
    writeFileSync(surface('narrow'), catalog('narrow', [], ['narrow://{path}']));
    await approveShifting(path.join(dir, 'approved', 'notes.json'), 'notes', surface('notes'), dir);
    await approveShifting(path.join(dir, 'approved', 'catch.json'), 'catch', surface('catch'), dir);
    await approveShifting(path.join(dir, 'approved', 'narrow.json'), 'narrow', surface('narrow'), dir);
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  const start = (servers: Record<string, unknown>, extra: string[] = []) =>
    startGatewayInProcess(['--config', writeJson(path.join(dir, '.mcp.json'), { mcpServers: servers }), '--approved-dir', path.join(dir, 'approved'), '--store', path.join(dir, 'store'), ...extra], { cwd: dir });
  const read = async (client: Awaited<ReturnType<InProcessGateway['legacy']>>, uri: string) => (await client.readResource({ uri })).contents.map((c) => (c as { text?: string }).text).join('\n');

  it('a catch-all earlier in the file: a URI both templates match is refused with one line; listed resources and its own URIs still route', async () => {
    g = await start({ catch: serve('catch'), notes: serve('notes') });
    const legacy = await g.legacy();
    // resources/subscribe is a 2025-era method.
    await expect(legacy.subscribeResource({ uri: 'notes://42' })).rejects.toThrow(/notes:\/\/42/);
    for (const client of [legacy, await g.modern()]) {
      await expect(client.readResource({ uri: 'notes://42' })).rejects.toThrow(/notes:\/\/42.*"catch".*"notes"/);
      expect(await read(client as never, 'notes://index')).toBe('notes read notes://index');
      expect(await read(client as never, 'other://1')).toBe('catch read other://1');
    }
    expect(existsSync(`${surface('catch')}.subscribed`)).toBe(false);
    expect(g.log.filter((l) => l.includes('notes://42') && l.includes('{+anything}'))).toHaveLength(2); // one per session
  });

  it('while notes is down, its listed URI and its template\'s URIs are not rerouted to the catch-all', async () => {
    g = await start({ notes: DOWN, catch: serve('catch') });
    const client = await g.legacy();
    await expect(client.readResource({ uri: 'notes://index' })).rejects.toThrow(/not available|unavailable|not published/);
    await expect(client.readResource({ uri: 'notes://42' })).rejects.toThrow(/notes:\/\/42/);
    await expect(client.subscribeResource({ uri: 'notes://index' })).rejects.toThrow(/not available|unavailable|not published/);
    expect(existsSync(`${surface('catch')}.subscribed`) ? readFileSync(`${surface('catch')}.subscribed`, 'utf8') : '').not.toContain('notes://');
    expect(await read(client, 'other://1')).toBe('catch read other://1');
  });

  it('honest: templates that do not overlap each route their own URIs, whatever the order and whoever is up', async () => {
    g = await start({ narrow: serve('narrow'), notes: serve('notes') });
    const client = await g.legacy();
    expect(await read(client, 'notes://42')).toBe('notes read notes://42');
    expect(await read(client, 'notes://index')).toBe('notes read notes://index');
    expect(await read(client, 'narrow://a')).toBe('narrow read narrow://a');
    await client.subscribeResource({ uri: 'notes://42' });
    expect(readFileSync(`${surface('notes')}.subscribed`, 'utf8')).toBe('notes://42\n');
  });

  it('approve refuses a template that overlaps another server\'s, naming both; the overlap-free one approves', async () => {
    writeFileSync(surface('narrow'), catalog('narrow', [], ['narrow://{path}', '{+anything}', 'narrow://v2/{path}']));
    g = await start({ narrow: serve('narrow'), notes: serve('notes') });
    const client = await g.legacy();
    expect((await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual(['narrow://{path}', 'notes://{id}']);
    const store = path.join(dir, 'store');
    const refused = await cli(['approve', 'resourceTemplate:{+anything}', '--store', store, '--server', 'narrow'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/\{\+anything\}.*server "notes".*notes:\/\/\{id\}/);
    expect(readFileSync(path.join(store, 'narrow.json'), 'utf8')).not.toMatch(/"by":"human"/);
    // narrow://v2/{path} overlaps narrow's own template only: that is one server, no collision.
    expect((await cli(['approve', 'resourceTemplate:narrow://v2/{path}', '--store', store, '--server', 'narrow'], { cwd: dir })).code).toBe(0);
    expect(await read(client, 'notes://42')).toBe('notes read notes://42');
  });
});

describe('gateway: two servers whose names clean to one store file', () => {
  it('are refused at start with one line naming both (the second could never record a decision)', async () => {
    const dir = tempDir('gateway-store-names');
    try {
      const shifting = (prefix: string) => ({ command: NODE, args: [SHIFTING, path.join(dir, 'none.json')], prefix });
      const config = writeJson(path.join(dir, '.mcp.json'), { mcpServers: { 'a!': shifting('bang'), 'a?': shifting('what') } });
      await expect(startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir })).rejects.toThrow(
        /^\S*\.mcp\.json: servers "a!" and "a\?" would share one store file, a_\.json .*; rename one of them$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
