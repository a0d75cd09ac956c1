// Capture records every list as complete, unsupported or failed against real server processes, and drops nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { captureServer, incompleteKinds } from '../../src/capture/capture.js';
import { KindCollector } from '../../src/capture/lists.js';
import { CaptureError, UsageError } from '../../src/core/shared/errors.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import { CATALOG, EVERYTHING, gone, MISBEHAVE, pidsFrom, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { expectEndedByTimeout } from '../helpers/poll.js';

const dir = tempDir();
const quick = { initializeMs: 1500, requestMs: 1500 };
// A loaded runner can take more than 1.5 s to start a fixture: only the step a test makes hang waits the short bound.
function misbehave(...args: string[]): ServerConfig {
  const hang = args.find((a) => a.startsWith('--hang='))?.slice('--hang='.length);
  const timeouts = { initializeMs: hang === 'initialize' ? quick.initializeMs : 15_000, requestMs: hang && hang !== 'initialize' ? quick.requestMs : 15_000 };
  return { command: process.execPath, args: [MISBEHAVE, ...args], timeouts };
}

function capture(server: ServerConfig, env: Record<string, string | undefined> = {}) {
  return captureServer('fx', server, { baseDir: dir, env });
}

describe('captureServer over stdio', () => {
  it('follows every page: 250 tools in pages of 50', async () => {
    const snap = await capture(misbehave('--tools=250', '--page=50'));
    const tool = snap.surfaces.default!.kinds.tool;
    expect(tool.observation).toEqual({ state: 'complete', pages: 5 });
    expect(tool.items).toHaveLength(250);
    expect(tool.items[0]!.ref).toBe('tool:tool_0000');
    expect(tool.items[249]!.ref).toBe('tool:tool_0249');
    expect(snap.surfaces.default!.server?.serverInfo).toEqual({ name: 'misbehave', version: '1.0.0' });
    expect(snap.surfaces.default!.client).toEqual({ name: 'mcp-contract', version: expect.any(String), capabilities: {} });
  });

  it('records malformed items as problems and keeps every good one', async () => {
    const snap = await capture(misbehave('--tools=3', '--malformed'));
    const tool = snap.surfaces.default!.kinds.tool;
    expect(tool.observation.state).toBe('complete');
    // The duplicate is kept beside the first copy: both are digested and compared.
    expect(tool.items.map((i) => i.ref)).toEqual(['tool:tool_0000', 'tool:tool_0000', 'tool:tool_0001', 'tool:tool_0002']);
    expect(tool.items.map((i) => i.definition.description).slice(0, 2).sort()).toEqual(expect.arrayContaining(['Tool number 0']));
    expect(tool.observation.problems?.map((p) => [p.code, p.index])).toEqual([
      ['item-not-object', 1],
      ['item-missing-key', 2],
      ['item-missing-key', 5],
      ['duplicate-key', 6],
    ]);
  });

  it('marks kinds without a capability, or answering -32601, unsupported — never empty-complete', async () => {
    const file = writeCatalog(dir, {
      capabilities: { tools: {}, prompts: {} },
      tools: [{ name: 'only', inputSchema: { type: 'object' } }],
    });
    const snap = await capture({ command: process.execPath, args: [CATALOG, file] });
    const kinds = snap.surfaces.default!.kinds;
    expect(kinds.tool.observation.state).toBe('complete');
    expect(kinds.prompt.observation).toEqual({ state: 'unsupported', error: 'prompts/list: method not found (-32601)' });
    expect(kinds.resource.observation).toEqual({ state: 'unsupported', error: 'capability "resources" not advertised' });
    expect(kinds.resourceTemplate.observation.state).toBe('unsupported');
    expect(incompleteKinds(snap)).toEqual([]);
  });

  it('records a failing list as failed and still lists the other kinds', async () => {
    const snap = await capture(misbehave('--resources', '--fail=resources/list'));
    const kinds = snap.surfaces.default!.kinds;
    expect(kinds.resource.observation.state).toBe('failed');
    expect(kinds.resource.observation.error).toContain('resources/list is broken today');
    expect(kinds.resourceTemplate.observation.state).toBe('complete');
    expect(kinds.resourceTemplate.items.map((i) => i.ref)).toEqual(['resourceTemplate:mem://{id}']);
    expect(incompleteKinds(snap)).toEqual([`default/resource: ${kinds.resource.observation.error}`]);
  });

  it('bounds a server that never answers initialize, and leaves no process behind', async () => {
    const pidfile = path.join(dir, 'hang.pid');
    const started = Date.now();
    const snap = await capture(misbehave('--hang=initialize', '--grandchild', `--pidfile=${pidfile}`));
    expectEndedByTimeout(Date.now() - started, quick.initializeMs);
    const surface = snap.surfaces.default!;
    expect(surface.error).toBe('initialize failed: timed out');
    expect(surface.server).toBeUndefined();
    for (const kind of Object.values(surface.kinds)) expect(kind.observation.state).toBe('failed');
    const pids = pidsFrom(pidfile);
    expect(pids).toHaveLength(2);
    expect(await gone(pids)).toBe(true);
  });

  it('bounds a list that never answers and keeps the others', async () => {
    const snap = await capture(misbehave('--prompts', '--hang=tools/list'));
    const kinds = snap.surfaces.default!.kinds;
    expect(kinds.tool.observation).toEqual({ state: 'failed', error: 'tools/list page 1: timed out', pages: 0 });
    expect(kinds.prompt.observation.state).toBe('complete');
  });

  it('records a crash after initialize as failed with the exit code', async () => {
    const snap = await capture(misbehave('--prompts', '--crash=tools/list'));
    const kinds = snap.surfaces.default!.kinds;
    expect(kinds.tool.observation.state).toBe('failed');
    expect(kinds.tool.observation.error).toContain('exit code 7');
    expect(kinds.prompt.observation.state).toBe('failed');
    expect(incompleteKinds(snap)).toHaveLength(2);
  });

  it('reports stdout garbage as problems without losing the lists', async () => {
    const snap = await capture(misbehave('--garbage', '--tools=2'));
    const tool = snap.surfaces.default!.kinds.tool;
    expect(tool.observation.state).toBe('complete');
    expect(tool.items).toHaveLength(2);
    expect(tool.observation.problems?.map((p) => p.code)).toEqual(['stdout-not-jsonrpc', 'stdout-not-jsonrpc']);
  });

  it('forwards ${VAR} env to the server and never writes the value anywhere', async () => {
    const secret = 'very-secret-token-9d1f';
    const logs: string[] = [];
    const server: ServerConfig = { ...misbehave('--echo-env=PROBE_TOKEN', '--tools=0'), env: { PROBE_TOKEN: 'Bearer ${RUNNER_SECRET}' } };
    const snap = await captureServer('fx', server, { baseDir: dir, env: { RUNNER_SECRET: secret }, log: (l) => logs.push(l) });
    const probe = snap.surfaces.default!.kinds.tool.items.find((i) => i.ref === 'tool:env_probe');
    expect(probe?.definition.description).toBe('PROBE_TOKEN is set');
    expect(JSON.stringify(snap)).not.toContain(secret);
    expect(logs.join('\n')).not.toContain(secret);

    const unset = await capture(misbehave('--echo-env=PROBE_TOKEN', '--tools=0'), { PROBE_TOKEN: secret });
    expect(unset.surfaces.default!.kinds.tool.items[0]!.definition.description).toBe('PROBE_TOKEN is unset');
  });

  it('names server and key when a ${VAR} is missing', async () => {
    const server: ServerConfig = { ...misbehave(), env: { TOKEN: '${NOPE_NOT_SET}' } };
    await expect(capture(server)).rejects.toThrow(UsageError);
    await expect(capture(server)).rejects.toThrow('server "fx" env: "TOKEN" refers to ${NOPE_NOT_SET}, which is not set');
  });

  it('runs the build first and fails with its output tail', async () => {
    const ok = await capture({ ...misbehave('--tools=1'), build: 'echo built > built.txt' });
    expect(existsSync(path.join(dir, 'built.txt'))).toBe(true);
    expect(ok.surfaces.default!.kinds.tool.items).toHaveLength(1);
    const err = await capture({ ...misbehave(), build: 'echo compile error here >&2; exit 4' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CaptureError);
    expect((err as CaptureError).message).toBe('server "fx": build failed: exit code 4');
    expect((err as CaptureError).detail).toContain('compile error here');
  });

  it('captures each surface in its own session with its own args and resource filter', async () => {
    const server: ServerConfig = {
      ...misbehave('--resources'),
      surfaces: {
        default: {},
        more: { args: ['--tools=5', '--prompts'] },
        noResources: { resources: { include: false } },
        filtered: { resources: { uriPatterns: ['other://*'] } },
      },
    };
    const snap = await capture(server);
    expect(Object.keys(snap.surfaces)).toEqual(['default', 'more', 'noResources', 'filtered']);
    expect(snap.surfaces.default!.kinds.tool.items).toHaveLength(3);
    expect(snap.surfaces.more!.kinds.tool.items).toHaveLength(5);
    expect(snap.surfaces.more!.kinds.prompt.observation.state).toBe('complete');
    expect(snap.surfaces.default!.kinds.prompt.observation.state).toBe('unsupported');
    expect(snap.surfaces.noResources!.kinds.resource.observation).toEqual({ state: 'unsupported', error: 'excluded by config' });
    expect(snap.surfaces.noResources!.kinds.resourceTemplate.observation.state).toBe('complete');
    expect(snap.surfaces.default!.kinds.resource.items).toHaveLength(1);
    expect(snap.surfaces.filtered!.kinds.resource.items).toHaveLength(0);
    const only = await captureServer('fx', server, { baseDir: dir, env: {}, surfaces: ['more'] });
    expect(Object.keys(only.surfaces)).toEqual(['more']);
  });

  it('sees the tools server-everything adds only for a client that declares roots', async () => {
    const base: ServerConfig = { command: process.execPath, args: [EVERYTHING, 'stdio'] };
    const plain = await capture(base);
    const roots = await capture({ ...base, client: { capabilities: { roots: { listChanged: true } } } });
    const refs = (s: typeof plain) => s.surfaces.default!.kinds.tool.items.map((i) => i.ref);
    expect(refs(plain)).not.toContain('tool:get-roots-list');
    expect(refs(roots)).toContain('tool:get-roots-list');
    expect(roots.surfaces.default!.client.capabilities).toEqual({ roots: { listChanged: true } });
    expect(plain.surfaces.default!.server?.instructions).toEqual(expect.any(String));
    expect(incompleteKinds(plain)).toEqual([]);
  });
});

describe('capture speed', () => {
  const tools = Array.from({ length: 1000 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing ${i} with care. `.repeat(4),
    inputSchema: {
      type: 'object',
      properties: { a: { type: 'string', description: 'first' }, b: { type: 'integer', minimum: 0 }, c: { type: 'array', items: { type: 'string' } } },
      required: ['a'],
    },
    outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
    annotations: { readOnlyHint: i % 2 === 0, openWorldHint: true },
  }));

  // Speed is a benchmark figure (npm run bench), never a timed test: these assert what is built, not how fast.
  it('turns 1,000 listed tools from ten pages into 1,000 capabilities', () => {
    const collector = new KindCollector('tool', { maxPages: 1000, maxItems: 50000 });
    for (let p = 0; p < 10; p++) collector.addPage({ tools: tools.slice(p * 100, p * 100 + 100), ...(p < 9 ? { nextCursor: String(p) } : {}) });
    const snap = collector.complete({ server: 's', surface: 'default' }, undefined);
    expect(snap.items).toHaveLength(1000);
    expect(new Set(snap.items.map((c) => c.ref)).size).toBe(1000);
  });

  it('captures a 1,000-tool server end to end', async () => {
    const file = writeCatalog(dir, { tools, pageSize: 100 }, 'big.json');
    const snap = await capture({ command: process.execPath, args: [CATALOG, file] });
    expect(snap.surfaces.default!.kinds.tool.items).toHaveLength(1000);
    expect(snap.surfaces.default!.kinds.tool.observation.pages).toBe(10);
  });

  it('fails a list whose cursor repeats, or whose single message passes limits.maxMessageBytes', async () => {
    const collector = new KindCollector('tool', { maxPages: 1000, maxItems: 50000 });
    collector.addPage({ tools: [], nextCursor: 'again' });
    expect(() => collector.addPage({ tools: [], nextCursor: 'again' })).toThrow('nextCursor "again" was already used');
    const file = writeCatalog(dir, { tools }, 'big3.json');
    const snap = await capture({ command: process.execPath, args: [CATALOG, file], limits: { maxMessageBytes: 10000 } });
    expect(snap.surfaces.default!.kinds.tool.observation.state).toBe('failed');
    expect(snap.surfaces.default!.kinds.tool.observation.error).toContain('exceeded limits.maxMessageBytes, 10000 bytes');
  });

  it('stops at limits.maxItems instead of growing without bound', async () => {
    const file = writeCatalog(dir, { tools, pageSize: 100 }, 'big2.json');
    const snap = await capture({ command: process.execPath, args: [CATALOG, file], limits: { maxItems: 250 } });
    expect(snap.surfaces.default!.kinds.tool.observation).toMatchObject({ state: 'failed', error: 'more than 250 items (limits.maxItems)' });
  });
});
