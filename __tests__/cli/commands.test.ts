// `rules`, `badge` and `release` through run(): the catalog in three formats, badge files written, and the release gate's --since default and --date window.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogServer, cli, commitAll, git, gitInit, readJson, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { RULES } from '../../src/core/rules/rules.js';

describe('rules', () => {
  it('text lists every rule id with its severity', async () => {
    const r = await cli(['rules'], { cwd: process.cwd() });
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(RULES.length);
    expect(r.stdout).toMatch(/^capability-removed\s+breaking\s/m);
  });
  it('md is a table and json parses to the registry', async () => {
    const md = await cli(['rules', '--format', 'md'], { cwd: process.cwd() });
    expect(md.stdout).toMatch(/^\|.*\|$/m);
    expect(md.stdout).toContain('capability-removed');
    const json = await cli(['rules', '--format', 'json'], { cwd: process.cwd() });
    expect((JSON.parse(json.stdout) as Array<{ id: string }>).map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    expect((await cli(['rules', '--format', 'yaml'], { cwd: process.cwd() })).code).toBe(2);
  });
});

describe('badge', () => {
  it('writes an SVG and a shields endpoint JSON from the committed snapshot', async () => {
    const dir = tempDir('badge');
    const catalog = writeJson(path.join(dir, 'catalog.json'), { tools: [tool('a'), tool('b')], prompts: [{ name: 'p' }] });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { shop: catalogServer(catalog) } });
    const none = await cli(['badge'], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('snapshots/shop.json: no snapshot to draw a badge from');
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    const r = await cli(['badge', '--svg', 'out/b.svg', '--endpoint', 'out/b.json'], { cwd: dir });
    expect(r.code).toBe(0);
    const svg = readFileSync(path.join(dir, 'out', 'b.svg'), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('2 tools');
    const endpoint = readJson<{ schemaVersion: number; message: string; color: string }>(path.join(dir, 'out', 'b.json'));
    expect(endpoint).toMatchObject({ schemaVersion: 1, color: 'brightgreen' });
    expect(endpoint.message).toContain('2 tools · 1 prompt');
    // --live compares with the server: a changed server makes the badge stale and exits 1.
    writeJson(catalog, { tools: [tool('a')], prompts: [{ name: 'p' }] });
    const live = await cli(['badge', '--live', '--endpoint', 'out/b.json', '--svg', 'out/b.svg'], { cwd: dir });
    expect(live.code).toBe(1);
    expect(readJson<{ color: string }>(path.join(dir, 'out', 'b.json')).color).toBe('red');
  });
});

describe('release', () => {
  const dir = tempDir('release');
  const catalog = path.join(dir, 'catalog.json');
  const release = (version: string, tools: object[]) => writeJson(catalog, { serverInfo: { name: 'shop', version }, tools });
  const config = (deprecations: object) =>
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { shop: catalogServer(catalog) }, deprecations });

  beforeAll(async () => {
    gitInit(dir);
    config({});
    release('1.0.0', [tool('search'), tool('old')]);
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    commitAll(dir, 'v1.0.0', '2025-12-01');
    git(dir, 'tag', 'v1.0.0');
    config({ 'tool:old': { since: '2026-01-01', replacedBy: 'tool:search' } });
    release('1.1.0', [tool('search'), tool('old'), tool('fresh')]);
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    commitAll(dir, 'v1.1.0', '2026-01-01');
    git(dir, 'tag', 'v1.1.0');
    release('2.0.0', [tool('search'), tool('fresh')]);
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
  });

  it('--since defaults to the newest tag that holds the snapshot', async () => {
    const r = await cli(['release', '--date', '2026-06-01'], { cwd: dir });
    expect(r.stdout).toContain('since v1.1.0');
    expect(r.stdout).toContain('1.1.0 -> 2.0.0');
    expect(r.code).toBe(0);
  });

  it('a removal one day before the deprecation window ends fails; one day after passes', async () => {
    // since 2026-01-01 + 90 days = 2026-04-01.
    const early = await cli(['release', '--date', '2026-03-31'], { cwd: dir });
    expect(early.code).toBe(1);
    expect(early.stdout).toMatch(/ERROR\s+\S+\s+tool:old/);
    const late = await cli(['release', '--date', '2026-04-02'], { cwd: dir });
    expect(late.code).toBe(0);
    const json = await cli(['release', '--date', '2026-03-31', '--format', 'json'], { cwd: dir });
    const parsed = JSON.parse(json.stdout) as { ok: boolean; servers: Array<{ since: string }> };
    expect(parsed.ok).toBe(false);
    expect(parsed.servers[0]!.since).toBe('v1.1.0');
  });

  it('--since an older tag compares against it; a bad --date or ref is a usage error', async () => {
    const r = await cli(['release', '--since', 'v1.0.0', '--date', '2026-06-01'], { cwd: dir });
    expect(r.stdout).toContain('since v1.0.0');
    expect(r.stdout).toContain('1.0.0 -> 2.0.0');
    const bad = await cli(['release', '--date', '31/03/2026'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--date must be YYYY-MM-DD');
    const ref = await cli(['release', '--since', 'v9.9.9'], { cwd: dir });
    expect(ref.code).toBe(2);
    expect(ref.stderr.split('\n')[0]).toContain('v9.9.9');
  });

  it('on the commit of the tag being released, the baseline is the release before it', async () => {
    const tagged = tempDir('release-tag');
    const cat = path.join(tagged, 'catalog.json');
    gitInit(tagged);
    writeJson(path.join(tagged, 'mcp-contract.json'), { servers: { shop: catalogServer(cat) } });
    writeJson(cat, { serverInfo: { name: 'shop', version: '1.0.0' }, tools: [tool('search'), tool('old')] });
    expect((await cli(['snapshot'], { cwd: tagged })).code).toBe(0);
    commitAll(tagged, 'v1.0.0', '2025-12-01');
    git(tagged, 'tag', 'v1.0.0');
    writeJson(cat, { serverInfo: { name: 'shop', version: '2.0.0' }, tools: [tool('search')] });
    expect((await cli(['snapshot'], { cwd: tagged })).code).toBe(0);
    commitAll(tagged, 'v2.0.0', '2026-01-01');
    git(tagged, 'tag', 'v2.0.0');
    // A job on the push of v2.0.0: HEAD is v2.0.0, so comparing with it would hide the undeprecated removal.
    const r = await cli(['release', '--date', '2026-06-01'], { cwd: tagged });
    expect(r.stdout).toContain('since v1.0.0');
    expect(r.stdout).toMatch(/removed-without-deprecation/);
    expect(r.code).toBe(1);
    // --snapshot picks the head to judge; the tags are still searched at the config's snapshot path.
    writeFileSync(path.join(tagged, 'candidate.json'), readFileSync(path.join(tagged, 'snapshots', 'shop.json')));
    const other = await cli(['release', '--snapshot', 'candidate.json', '--date', '2026-06-01'], { cwd: tagged });
    expect(other.stdout).toContain('since v1.0.0');
  });

  it('a version bump smaller than the drift is an error even after the window', async () => {
    release('1.2.0', [tool('search'), tool('fresh')]);
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    const r = await cli(['release', '--date', '2026-06-01'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('1.1.0 -> 1.2.0');
  });
});
