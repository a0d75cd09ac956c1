// `verify` passes only when every approved capability is served with its approved digest; exit codes as `check`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, firstLine, hasStack, NODE, tempDir } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
const note = { name: 'read_note', description: 'Read one note.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } };
const base = { serverInfo: { name: 'shifting', version: '1.0.0' }, tools: [echo, note] };

/** The snapshot of `base`, taken once: every case approves the same surface and serves a different one. */
let approvedText: Promise<string> | undefined;
function approvedBase(): Promise<string> {
  approvedText ??= (async () => {
    const dir = tempDir('verify-approved');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify(base));
    const approved = path.join(dir, 'approved.json');
    expect((await cli(['snapshot', '--out', approved, '--', NODE, SHIFTING, surface], { cwd: dir })).code).toBe(0);
    return readFileSync(approved, 'utf8');
  })();
  return approvedText;
}

async function approvedThen(live: unknown, args: string[] = []) {
  const dir = tempDir('verify');
  const surface = path.join(dir, 'surface.json');
  const approved = path.join(dir, 'approved.json');
  writeFileSync(approved, await approvedBase());
  writeFileSync(surface, JSON.stringify(live));
  return cli(['verify', '--snapshot', approved, ...args, '--', NODE, SHIFTING, surface], { cwd: dir });
}

describe('mcp-contract verify', () => {
  it('exits 0 when every approved capability is served with its digest, whatever the key order', async () => {
    const reordered = { inputSchema: { required: ['id'], properties: { id: { type: 'string' } }, type: 'object' }, name: 'read_note', description: 'Read one note.' };
    const r = await approvedThen({ ...base, tools: [reordered, echo] });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server: 2 approved in approved.json: 2 ok, 0 stale, 0 missing; 0 new (not approved)');
  });

  it('exits 1 for a changed definition and lists the field-level diff; a new capability is listed but does not fail', async () => {
    const r = await approvedThen({ ...base, tools: [echo, { ...note, description: 'Read one note and mail it out.' }, { name: 'extra', inputSchema: { type: 'object' } }] });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('1 ok, 1 stale, 0 missing; 1 new (not approved)');
    expect(r.stdout).toMatch(/STALE {3}tool:read_note {2}[0-9a-f]{12} -> [0-9a-f]{12}/);
    expect(r.stdout).toContain('review description-changed /description');
    expect(r.stdout).toContain('before: "Read one note."');
    expect(r.stdout).toContain('after:  "Read one note and mail it out."');
    expect(r.stdout).toContain('NEW     tool:extra');
    const onlyNew = await approvedThen({ ...base, tools: [echo, note, { name: 'extra', inputSchema: { type: 'object' } }] });
    expect(onlyNew.code).toBe(0);
    expect(onlyNew.stdout).toContain('NEW     tool:extra');
  });

  it('exits 1 for a missing capability and says what the classifier makes of it, also as JSON', async () => {
    const r = await approvedThen({ ...base, tools: [echo] }, ['--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.servers[0].entries).toEqual([
      expect.objectContaining({ ref: 'tool:read_note', status: 'missing', changes: [expect.objectContaining({ rule: 'capability-removed' })] }),
    ]);
  });

  it('exits 3 when the server does not start and 2 for a missing snapshot, each with one line', async () => {
    const dir = tempDir('verify-bad');
    writeFileSync(path.join(dir, 'approved.json'), '{}');
    const noSnap = await cli(['verify', '--snapshot', 'nope.json', '--', NODE, SHIFTING, 'x.json'], { cwd: dir });
    expect(noSnap.code).toBe(2);
    expect(firstLine(noSnap)).toContain('nope.json: cannot read snapshot (no such file)');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify(base));
    expect((await cli(['snapshot', '--out', 'ok.json', '--', NODE, SHIFTING, surface], { cwd: dir })).code).toBe(0);
    const dead = await cli(['verify', '--snapshot', 'ok.json', '--', NODE, path.join(dir, 'missing.mjs')], { cwd: dir });
    expect(dead.code).toBe(3);
    expect(firstLine(dead)).toBe('mcp-contract: server "server": initialize failed: server exited (exit code 1): MCP error -32000: Connection closed');
    expect(hasStack(firstLine(dead))).toBe(false);
  });
});
