// `diff` reads files, git:REF:PATH and live servers, renders text/markdown/json, gates on --fail-on, and honours declared renames.
import path from 'node:path';
import { catalogServer, cli, commitAll, firstLine, gitInit, hasStack, readJson, SERVERS, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { validateReport, validateReports } from '../../src/render/json.js';

const dir = tempDir('diff');
const catalog = path.join(dir, 'catalog.json');
const base = { tools: [tool('search'), tool('get_user', { id: { type: 'string' } }), tool('legacy')] };
// get_user -> fetch_user (same inputs), search gains an optional input (safe), legacy removed (breaking).
const head = { tools: [tool('search', { q: { type: 'string' }, limit: { type: 'integer' } }), tool('fetch_user', { id: { type: 'string' } })] };

beforeAll(async () => {
  gitInit(dir);
  writeJson(catalog, base);
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { s: catalogServer(catalog) } });
  expect((await cli(['snapshot', '--server', 's'], { cwd: dir })).code).toBe(0);
  commitAll(dir, 'base');
  writeJson(catalog, head);
  expect((await cli(['snapshot', '--out', 'head.json', '--server', 's'], { cwd: dir })).code).toBe(0);
});

describe('diff sides', () => {
  it('two files, text: lists the changes, exits 1 on breaking by default', async () => {
    const r = await cli(['diff', 'git:HEAD:snapshots/s.json', 'head.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/BREAKING\s+capability-removed\s+tool:legacy/);
    expect(r.stdout).toMatch(/tool:get_user/);
  });

  it('git:REF:PATH against the working file, and live against a file', async () => {
    const files = await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'json'], { cwd: dir });
    const viaGit = await cli(['diff', 'git:HEAD:snapshots/s.json', 'head.json', '--format', 'json'], { cwd: dir });
    const a = validateReport(JSON.parse(files.stdout));
    const b = validateReport(JSON.parse(viaGit.stdout));
    expect(b.changes.map((c) => c.fingerprint)).toEqual(a.changes.map((c) => c.fingerprint));
    const live = await cli(['diff', 'snapshots/s.json', 'live', '--server', 's', '--format', 'json'], { cwd: dir });
    expect(live.code).toBe(1);
    expect(validateReport(JSON.parse(live.stdout)).changes.map((c) => c.fingerprint)).toEqual(a.changes.map((c) => c.fingerprint));
    const flagged = await cli(['diff', 'snapshots/s.json', '--live', '--server', 's', '--format', 'json'], { cwd: dir });
    expect(validateReport(JSON.parse(flagged.stdout)).changes.map((c) => c.fingerprint)).toEqual(a.changes.map((c) => c.fingerprint));
  });

  it('live:OLD live:NEW: both builds captured at once in this one run, judged as snapshot + snapshot + diff would be', async () => {
    const two = tempDir('diff-two');
    const [oldCat, newCat] = [writeJson(path.join(two, 'old.json'), base), writeJson(path.join(two, 'new.json'), head)];
    const up = (n: string) => path.join(two, `${n}.up`);
    // Each server answers only after the other has started: run one after the other, the first times out (exit 3).
    const rendezvous = (mine: string, other: string, cat: string) => ({ ...catalogServer(cat), args: [path.join(SERVERS, 'rendezvous.mjs'), up(mine), up(other), cat] });
    writeJson(path.join(two, 'mcp-contract.json'), { servers: { old: rendezvous('old', 'new', oldCat), new: rendezvous('new', 'old', newCat) } });
    const r = await cli(['diff', 'live:old', 'live:new', '--format', 'json'], { cwd: two });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const report = validateReport(JSON.parse(r.stdout));
    const files = validateReport(JSON.parse((await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'json'], { cwd: dir })).stdout));
    // Recorded under one name (the head's): two builds of one server, so no origin change and the same verdict.
    expect(report.changes.map((c) => c.rule)).not.toContain('snapshot-origin-changed');
    const shape = (cs: typeof files.changes) => cs.map((c) => [c.rule, c.severity, c.message]);
    expect(shape(report.changes)).toEqual(shape(files.changes));
    expect(report.changes.length).toBeGreaterThan(1);
  });

  it('live:OLD live:NEW where the old build cannot start: exit 3, one line naming the old server (not the name it is recorded under)', async () => {
    const two = tempDir('diff-fail');
    writeJson(path.join(two, 'new.json'), head);
    writeJson(path.join(two, 'mcp-contract.json'), { servers: { old: { command: 'mcp-contract-no-such-binary' }, new: catalogServer(path.join(two, 'new.json')) } });
    const r = await cli(['diff', 'live:old', 'live:new'], { cwd: two });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/^mcp-contract: server "old": start failed: cannot start mcp-contract-no-such-binary/);
    expect(hasStack(r.stderr)).toBe(false);
    expect(r.stdout).toBe('');
  });

  it('live:NAME naming no configured server is one usage line', async () => {
    const r = await cli(['diff', 'live:nope', 'head.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toMatch(/nope/);
    expect(hasStack(r.stderr)).toBe(false);
    const empty = await cli(['diff', 'live:', 'head.json'], { cwd: dir });
    expect([empty.code, firstLine(empty)]).toEqual([2, 'mcp-contract diff: live: needs a server name (live:NAME)']);
  });

  it('--out writes the JSON report, which validates as a list of one', async () => {
    await cli(['diff', 'snapshots/s.json', 'head.json', '--out', 'report.json', '--fail-on', 'none'], { cwd: dir });
    const report = readJson(path.join(dir, 'report.json'));
    expect(() => validateReports([report])).not.toThrow();
  });
});

describe('formats and --fail-on', () => {
  it('markdown has a summary line and a table', async () => {
    const r = await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'markdown'], { cwd: dir });
    expect(r.stdout).toContain('### MCP contract:');
    expect(r.stdout).toMatch(/\| 🔴 breaking \| <code>tool:/);
  });

  it('thresholds: breaking/review/safe fail when something at or above exists; none never fails', async () => {
    const safeOnly = writeJson(path.join(dir, 'safe-head.json'), readJson(path.join(dir, 'snapshots', 's.json')));
    const codes = async (b: string, h: string) => {
      const out: Record<string, number> = {};
      for (const t of ['breaking', 'review', 'safe', 'none']) out[t] = (await cli(['diff', b, h, '--fail-on', t], { cwd: dir })).code;
      return out;
    };
    expect(await codes('snapshots/s.json', 'head.json')).toEqual({ breaking: 1, review: 1, safe: 1, none: 0 });
    expect(await codes('snapshots/s.json', safeOnly)).toEqual({ breaking: 0, review: 0, safe: 0, none: 0 });
    // Only additions: safe changes.
    const added = await cli(['diff', 'head.json', 'head.json'], { cwd: dir });
    expect(added.stdout).toContain('no contract changes');
    writeJson(catalog, { tools: [...head.tools, tool('extra')] });
    await cli(['snapshot', '--out', 'more.json', '--server', 's'], { cwd: dir });
    expect(await codes('head.json', 'more.json')).toEqual({ breaking: 0, review: 0, safe: 1, none: 0 });
    writeJson(catalog, head);
  });

  it('bad --format and --fail-on values are usage errors', async () => {
    for (const args of [['--format', 'html'], ['--fail-on', 'everything']]) {
      const r = await cli(['diff', 'snapshots/s.json', 'head.json', ...args], { cwd: dir });
      expect(r.code).toBe(2);
      expect(firstLine(r)).toMatch(/^mcp-contract diff: --(format|fail-on) must be one of/);
    }
  });
});

describe('renames', () => {
  it('undeclared: a removal plus an addition, with the rename suggested in the hint', async () => {
    const r = await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'json', '--config', 'mcp-contract.json'], { cwd: dir });
    const report = validateReport(JSON.parse(r.stdout));
    const removed = report.changes.find((c) => c.before?.refs.includes('tool:get_user'))!;
    expect(removed.rule).toMatch(/^capability-removed/);
    expect(removed.hint).toContain('fetch_user');
  });

  it('declared in a config with only renames (no servers): a rename instead, and that config is valid for diff', async () => {
    writeJson(path.join(dir, 'renames.json'), { renames: { 'tool:get_user': 'tool:fetch_user' } });
    const r = await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'json', '--config', 'renames.json'], { cwd: dir });
    expect(r.stderr).toBe('');
    const report = validateReport(JSON.parse(r.stdout));
    const renamed = report.changes.find((c) => c.before?.refs.includes('tool:get_user'))!;
    expect(renamed.rule).toMatch(/^capability-renamed/);
    expect(renamed.after?.refs).toEqual(['tool:fetch_user']);
  });

  it('a config with a bad rename is rejected with its pointer', async () => {
    writeJson(path.join(dir, 'bad-renames.json'), { renames: { 'tool:get_user': 'prompt:fetch_user' } });
    const r = await cli(['diff', 'snapshots/s.json', 'head.json', '--config', 'bad-renames.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toBe('mcp-contract: bad-renames.json: /renames/tool:get_user: cannot rename a tool to a prompt (prompt:fetch_user)');
    expect(hasStack(r.stderr)).toBe(false);
  });
});
