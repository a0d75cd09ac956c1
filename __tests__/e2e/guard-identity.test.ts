// The guard verifies which code it launches: a working tree whose module changed behind an unchanged surface is not
// started; the client sees empty lists and one line naming no server text, until `approve --identity` (or a policy
// that follows a working tree or a semver range) lets the new code run. Real processes: dist/ guard, SDK client.
// A malformed --identity-policy, in-process: guard/identity.test.ts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { GuardStore } from '../../src/core/approval/approval.js';
import { cli, NODE, readJson, writeJson } from '../helpers/cli-harness.js';

import { GUARD_MODES, type GuardedServer } from '../helpers/guard-modes.js';
import { waitFor } from '../helpers/poll.js';
import { worktreeServer, type WorktreeServer } from '../helpers/identity-fixtures.js';
import { type Guarded, startGuard } from '../helpers/dist.js';

let g: Guarded | undefined;
afterEach(async () => {
  await g?.close();
  g = undefined;
});

async function names(guard: Guarded): Promise<string[]> {
  return (await guard.client.listTools()).tools.map((t) => t.name);
}

async function answer(guard: Guarded): Promise<string> {
  const r = (await guard.client.callTool({ name: 'answer', arguments: {} })) as { content: Array<{ text: string }> };
  return r.content[0].text;
}

async function approvedTree(): Promise<{ wt: WorktreeServer; args: (extra?: string[]) => string[]; store: string }> {
  const wt = worktreeServer();
  expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
  const store = path.join(wt.dir, 'store');
  return { wt, store, args: (extra = []) => ['--config', path.join(wt.dir, 'mcp-contract.json'), '--server', 'wt', '--store', store, '--interval', '0', ...extra] };
}

describe('guard launch identity', () => {
  it('follows a working tree under development with --identity-policy worktree (the contract gate still applies)', async () => {
    const { wt, args, store } = await approvedTree();
    wt.changeCode("export function answer() {\n  return 'edited';\n}\n");
    g = await startGuard(args(['--identity-policy', 'worktree']));
    expect(await answer(g)).toBe('edited');
    expect(readJson<GuardStore>(path.join(store, 'wt.json')).identity).toMatchObject({ state: 'approved', approvedBy: 'policy' });
  });

  it('holds a published package upgraded under the same name, and follows it inside a semver range', async () => {
    const { wt, store } = await approvedTree();
    const root = process.cwd();
    const memory = (v: string) => ({ command: process.execPath, args: [path.join(root, 'node_modules', v, 'dist', 'index.js')], snapshot: 'snapshots/m.json', env: { MEMORY_FILE_PATH: path.join(wt.dir, 'mem.json') } });
    const cfg = path.join(wt.dir, 'mcp-contract.json');
    writeJson(cfg, { servers: { m: memory('memory-2025-11-25') } });
    expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
    writeJson(cfg, { servers: { m: memory('memory-2026-1-26') } });
    const args = (extra: string[] = []) => ['--config', cfg, '--server', 'm', '--store', store, '--interval', '0', ...extra];
    g = await startGuard(args());
    expect(await names(g)).toEqual([]);
    expect(g.stderr()).toMatch(/launch identity held: the code changed: @modelcontextprotocol\/server-memory@2025\.11\.25 .*version 2025\.11\.25 -> 2026\.1\.26/);
    await g.close();
    g = await startGuard(args(['--identity-policy', 'semver:^2025.11.0']));
    expect(await names(g)).toEqual([]);
    await g.close();
    g = await startGuard(args(['--identity-policy', 'semver:>=2025.11.0 <2027']));
    expect((await names(g)).length).toBeGreaterThan(0);
    expect(readJson<GuardStore>(path.join(store, 'm.json')).identity).toMatchObject({ state: 'approved', approvedBy: 'policy', approved: { version: '2026.1.26' } });
  });
});

// Issue 51: the guard starts held code once, alone, to read what it serves. That start is an attack surface: the held
// code writes a sampling request and a log message to its stdout as soon as it loads. Neither reaches the client, the
// tool stays held, and status shows the surface read.
describe('reading what held code serves', () => {
  it("passes nothing of the held code to the client, even what it sends at start", async () => {
    const { wt, args, store } = await approvedTree();
    const marker = 'HELD-CODE-MARKER-7f3c';
    wt.changeCode(
      `const say = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');\n` +
        `setTimeout(() => { say({ id: 990, method: 'sampling/createMessage', params: { messages: [{ role: 'user', content: { type: 'text', text: '${marker}' } }], maxTokens: 5 } }); say({ method: 'notifications/message', params: { level: 'error', data: '${marker}' } }); }, 50);\n` +
        `export function answer() {\n  return '${marker}';\n}\n`,
    );
    g = await startGuard(args());
    expect(await names(g)).toEqual([]);
    const guard = g;
    await waitFor(async () => /the new code \(it serves the approved capabilities unchanged\), after review/.test((await cli(['status', '--store', store, '--server', 'wt'], { cwd: wt.dir })).stdout), { what: 'the held code read' });
    expect(await names(guard)).toEqual([]);
    expect(JSON.stringify(guard.messages)).not.toContain(marker);
    expect(readJson<GuardStore>(path.join(store, 'wt.json')).identity).toMatchObject({ state: 'held' });
  });
});

// The identity gate per server, through the single guard and through a gateway of it alone or beside two more: the
// same held lists, the same one refusal line, the same approve --identity.
describe.each(GUARD_MODES)('guard launch identity through %s', (_label, mode) => {
  it('runs the approved working tree, holds changed code with one line until approve --identity, then serves it', async () => {
    const { wt, args, store } = await approvedTree();
    const server: GuardedServer = { name: 'wt', command: NODE, args: ['server.mjs'], approved: path.join(wt.dir, 'snapshots', 'wt.json'), single: args() };
    const own = async (guard: Guarded): Promise<string[]> => mode.own(server, await names(guard));
    const call = async (guard: Guarded): Promise<string> => {
      const r = (await guard.client.callTool({ name: mode.tool(server, 'answer'), arguments: {} })) as { content: Array<{ text: string }> };
      return r.content[0].text;
    };
    g = await mode.start(server, wt.dir);
    expect(await own(g)).toEqual(['answer']);
    expect(await call(g)).toBe('forty-two');
    await g.close();
    expect(readJson<GuardStore>(path.join(store, 'wt.json')).identity).toMatchObject({ state: 'approved', approvedBy: 'snapshot' });

    wt.changeCode("export function answer() {\n  return 'forty-three (new code)';\n}\n");
    g = await mode.start(server, wt.dir);
    expect(await own(g)).toEqual([]);
    const err = await g.client.callTool({ name: mode.tool(server, 'answer'), arguments: {} }).then(
      () => undefined,
      (e: unknown) => e as McpError,
    );
    expect(err?.code).toBe(-32602);
    expect(err?.message).toBe('MCP error -32602: mcp-contract guard: the code behind "wt" is not the approved code; every capability is held until a person approves it');
    expect(JSON.stringify(g.messages)).not.toMatch(/forty|answer\.mjs/);
    expect(g.stderr().match(/launch identity held: the code changed: working tree server\.mjs .*answer\.mjs/g)).toHaveLength(1);
    const status = await cli(['status', '--verbose', '--store', store, '--server', 'wt'], { cwd: wt.dir });
    expect(status.stdout).toMatch(/identity: HELD/);
    expect(status.stdout).toMatch(/changed answer\.mjs/);
    expect(status.stdout).toMatch(/axes \(each observed or unverified; there is no total\):/);
    expect(status.stdout).toMatch(/ code mutability +observed +held: the code changed/);
    expect(status.stdout).toMatch(/ isolation +unverified +status reads only the guard store/);
    // Every hint names the store and the server it acts on (a gateway's store holds several), as stderr does.
    const hint = `mcp-contract approve --identity --store ${store} --server wt`;
    expect(status.stdout).toContain(`approve the new code with: ${hint}\n`);
    const short = (await cli(['status', '--store', store, '--server', 'wt'], { cwd: wt.dir })).stdout;
    expect(short).toMatch(/^ {2}CODE HELD +the code changed: working tree server\.mjs .*answer\.mjs/m);
    // The guard read what the new code serves (started alone): the same surface, so the one step approves the code.
    await waitFor(async () => /the new code \(it serves the approved capabilities unchanged\), after review: mcp-contract approve --all-held/.test((await cli(['status', '--store', store, '--server', 'wt'], { cwd: wt.dir })).stdout), { what: 'status to show the held code read' });
    expect(g.stderr()).toContain(`approve it with: ${hint}\n`);

    const changed = g.next('notifications/tools/list_changed');
    const approve = await cli(['approve', '--identity', '--store', store, '--server', 'wt'], { cwd: wt.dir });
    expect(approve.code).toBe(0);
    expect(approve.stdout).toMatch(/approved the code working tree server\.mjs/);
    await changed;
    const guard = g;
    await waitFor(async () => (await own(guard)).includes('answer'), { what: 'the approved code published' });
    expect(await call(g)).toBe('forty-three (new code)');
    expect(readJson<GuardStore>(path.join(store, 'wt.json')).identity).toMatchObject({ state: 'approved', approvedBy: 'human' });
    // In a gateway the other servers served throughout.
    if (mode.servers > 1) expect((await names(g)).filter((n) => n.startsWith('other'))).toEqual(['other1__echo', 'other2__echo']);
    await g.close();
    g = undefined;
    rmSync(wt.dir, { recursive: true, force: true });
  });
});
