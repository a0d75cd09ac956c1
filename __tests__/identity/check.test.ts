// `check` records which code answered next to the contract, and says "same contract, different code" when only the
// code moved: the contract still passes (exit 0), and the note is the cue for canaries.
import path from 'node:path';
import type { Snapshot } from '../../src/core/shared/model.js';
import { cli, readJson, writeJson } from '../helpers/cli-harness.js';
import { worktreeServer } from '../helpers/identity-fixtures.js';

describe('check with a launch identity', () => {
  it('records a working tree manifest in the snapshot, passes an unchanged contract and notes the changed module', async () => {
    const wt = worktreeServer();
    expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
    const snap = readJson<Snapshot>(path.join(wt.dir, 'snapshots', 'wt.json'));
    expect(snap.identity).toMatchObject({ kind: 'worktree', name: 'server.mjs' });
    expect(Object.keys(snap.identity?.files ?? {})).toEqual(expect.arrayContaining(['server.mjs', 'answer.mjs', 'package-lock.json', 'npm:@modelcontextprotocol/sdk']));

    const same = await cli(['check'], { cwd: wt.dir });
    expect(same.code).toBe(0);
    expect(same.stdout).not.toMatch(/note:/);

    wt.changeCode("export function answer() {\n  return 'forty-three';\n}\n");
    const moved = await cli(['check'], { cwd: wt.dir });
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain('matches the live server');
    expect(moved.stdout).toMatch(/wt: note: same contract, different code: working tree server\.mjs .* 1 file changed \(answer\.mjs\).*only canaries can show/);
    const json = await cli(['check', '--json'], { cwd: wt.dir });
    expect(JSON.parse(json.stdout).servers[0]).toMatchObject({ status: 'ok', codeNote: expect.stringContaining('same contract, different code') });

    // verify says the same: every approved digest is served (exit 0), by different code.
    const verify = await cli(['verify'], { cwd: wt.dir });
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/identity: different code from the approved: working tree server\.mjs .*answer\.mjs/);
    const verifyJson = JSON.parse((await cli(['verify', '--json'], { cwd: wt.dir })).stdout);
    expect(verifyJson.servers[0].identity).toMatchObject({ verdict: 'different', files: ['answer.mjs'] });

    // --update records the new code; the next check has nothing to note.
    expect((await cli(['check', '--update'], { cwd: wt.dir })).stdout).toContain('updated snapshots/wt.json');
    expect((await cli(['check'], { cwd: wt.dir })).stdout).not.toMatch(/note:/);
  });

  it('still reads a snapshot written before identities were recorded, and notes nothing against it', async () => {
    const wt = worktreeServer();
    await cli(['snapshot'], { cwd: wt.dir });
    const file = path.join(wt.dir, 'snapshots', 'wt.json');
    const { identity: _gone, ...old } = readJson<Snapshot>(file);
    writeJson(file, old);
    wt.changeCode("export function answer() {\n  return 'other';\n}\n");
    const r = await cli(['check'], { cwd: wt.dir });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/note:/);
  });

  it('notes a published package moving from one version to another (npm aliases of server-memory)', async () => {
    const wt = worktreeServer();
    const root = process.cwd();
    const memory = (v: string) => ({ command: process.execPath, args: [path.join(root, 'node_modules', v, 'dist', 'index.js')], snapshot: 'snapshots/m.json', env: { MEMORY_FILE_PATH: path.join(wt.dir, 'mem.json') } });
    writeJson(path.join(wt.dir, 'mcp-contract.json'), { servers: { m: memory('memory-2025-11-25') } });
    expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
    expect(readJson<Snapshot>(path.join(wt.dir, 'snapshots', 'm.json')).identity).toMatchObject({ kind: 'npm', name: '@modelcontextprotocol/server-memory', version: '2025.11.25' });
    writeJson(path.join(wt.dir, 'mcp-contract.json'), { servers: { m: memory('memory-2026-1-26') } });
    const r = await cli(['check'], { cwd: wt.dir });
    expect(r.stdout).toMatch(/m: note: (same contract, different code|different code): @modelcontextprotocol\/server-memory@2025\.11\.25 .*-> @modelcontextprotocol\/server-memory@2026\.1\.26 .*version 2025\.11\.25 -> 2026\.1\.26/);
  });
});
