// The Action in modes comment, check and release, and with bad input, run from src/ in-process (action-inprocess.ts);
// the first case of each mode, the unknown mode and a configured secret run the shipped Action as the runner starts it
// in e2e/action-modes.test.ts, which asserts the same outputs, files and calls.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { OUTPUTS } from '../../src/action/outputs.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { MARKER, badConfigRepo, expectOneErrorLine, releasedRepo, removalRelease, useCommentMode, usePrRepo } from '../helpers/action-cases.js';
import { CONFIG_PATH, ROOT, SNAPSHOT_PATH, type TempRepo, actionYml, baseCatalog, baseConfig, commands, removeLimit, type PrRepo } from '../helpers/action-harness.js';

describe('mode comment (the privileged half of the fork workflow)', () => {
  const m = useCommentMode();
  let pr: PrRepo;
  let artifactText: string;
  const { runComment } = m;
  beforeAll(() => ({ pr, artifactText } = m));

  function tampered(edit: (a: Record<string, any>) => void): string {
    const a = JSON.parse(artifactText) as Record<string, any>;
    edit(a);
    return JSON.stringify(a);
  }

  it('rejects an artifact whose head commit is not the PR head, posting nothing', async () => {
    const r = await runComment(tampered((a) => (a.pr.headSha = pr.baseSha)), 'old-head.json');
    expect(r.exitCode).toBe(1);
    expectOneErrorLine(r, 'old-head.json', '/pr/headSha');
    expect(r.comments).toEqual([]);
    expect(r.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('rejects a report that fails the report schema, naming the field', async () => {
    const r = await runComment(tampered((a) => (a.reports[0].changes[0].severity = 'catastrophic')), 'bad-schema.json');
    expect(r.exitCode).toBe(1);
    expectOneErrorLine(r, 'bad-schema.json', '/reports/0');
    expect(r.comments).toEqual([]);
  });

  it('never posts markup carried by the artifact: it is escaped, or the artifact is refused', async () => {
    const evil = '<img src=x onerror=alert(1)> [click](https://evil.example/x) @alice <!-- mcp-contract:0000000000000000 --> </details>';
    const text = tampered((a) => {
      const c = a.reports[0].changes[0];
      c.message = evil;
      c.hint = evil;
      c.before.value = { description: evil };
      c.before.refs = [`tool:${evil}`];
      // What the comment is judged from: the captured surface. A tool the PR's server claims to serve, named and described by it.
      const surface = a.live.catalog.surfaces.default;
      const tool = JSON.parse(JSON.stringify(surface.kinds.tool.items[0]));
      tool.ref = 'tool:evil';
      tool.definition.name = 'evil';
      tool.definition.description = evil;
      surface.kinds.tool.items.push(tool);
    });
    const r = await runComment(text, 'evil.json');
    for (const body of [...r.comments.map((c) => c.body), r.summary]) {
      // Inside a fenced code block text is inert; everywhere else it must have been escaped.
      const fences = [...body.matchAll(/^(`{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm)].map((m) => m[0]);
      const prose = fences.reduce((rest, f) => rest.replace(f, ''), body);
      expect(prose).not.toContain('<img');
      expect(prose).not.toContain('](https://evil.example');
      expect(prose).not.toContain('@alice');
      expect(body).not.toContain('<!-- mcp-contract:0000000000000000');
      expect(body.split(MARKER).length - 1).toBeLessThanOrEqual(1);
      expect(prose.split('</details>').length).toBe(prose.split('<details>').length);
    }
    // The escaped text is there (so the check above looked at a rendered artifact, not an empty body).
    if (r.comments.length > 0) expect(r.comments[0].body).toContain('evil');
    else expectOneErrorLine(r, 'evil.json');
  });
});

describe('mode check', () => {
  const held = usePrRepo({ change: removeLimit });

  it('fails with snapshot-stale when the live server drifted from the committed snapshot', async () => {
    const catalog = held.pr.repo.read('catalog.json');
    try {
      const next = JSON.parse(catalog) as ReturnType<typeof baseCatalog>;
      next.tools = next.tools?.filter((t) => t.name !== 'stats');
      held.pr.repo.write('catalog.json', next);
      const r = await runActionInProcess({ cwd: held.pr.repo.dir, eventName: 'push', inputs: { mode: 'check' } });
      expect(r.exitCode).toBe(1);
      expect(r.outputs).toMatchObject({ verdict: 'fail', 'snapshot-stale': 'true' });
      expect(Number(r.outputs.breaking)).toBeGreaterThanOrEqual(1);
      expect(commands(r.stdout, 'error').some((l) => l.includes(`file=${SNAPSHOT_PATH}`))).toBe(true);
      expect(r.summary).toContain('npx mcp-contract snapshot --config mcp-contract.json');
      expect(r.summary).toContain('tool:stats');
    } finally {
      held.pr.repo.write('catalog.json', catalog);
    }
  });

  it('with badge writes the contract badge and, under hosts/, the host badge of the configured hosts', async () => {
    const r = await runActionInProcess({ cwd: held.pr.repo.dir, eventName: 'push', inputs: { mode: 'check', badge: 'badges' } });
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(held.pr.repo.read('badges/catalog.json'))).toMatchObject({ schemaVersion: 1, color: 'brightgreen' });
    expect(JSON.parse(held.pr.repo.read('badges/hosts/catalog.json'))).toEqual({ schemaVersion: 1, label: 'mcp hosts', message: 'anthropic ✓ openai ✓ mcp-http ✓', color: 'brightgreen' });
    expect(held.pr.repo.read('badges/hosts/catalog.svg')).toContain('<svg');
    expect(r.stdout).toContain('badge hosts/catalog: anthropic ✓ openai ✓ mcp-http ✓ (brightgreen)');
  });
});

describe('mode release', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await removalRelease();
  });
  afterAll(() => repo.remove());

  it('passes on the injected release date once the deprecation window has elapsed, and not before', async () => {
    // The deprecation ships first, in v1.1.0 (still serving stats); the removal comes in the next release.
    const removal = repo.read('catalog.json');
    repo.git('checkout', '-q', 'v1.0.0', '--', '.');
    repo.write(CONFIG_PATH, baseConfig({ deprecations: { 'tool:stats': { since: '2030-01-01', removeAfter: '2030-04-15', reason: 'use search' } } }));
    repo.git('add', '-A');
    repo.commitAt('deprecate stats', '2030-01-01T00:00:00Z');
    repo.git('tag', 'v1.1.0');
    repo.write('catalog.json', removal);
    await repo.snapshot();
    repo.commit('remove stats again');
    const early = await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'release', 'release-date': '2030-02-01' } });
    expect(early.outputs.verdict).toBe('fail');
    expect(early.summary).toContain('deprecation-window-not-elapsed');
    const late = await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'release', 'release-date': '2030-06-01' } });
    expect(late.exitCode).toBe(0);
    expect(late.outputs.verdict).toBe('pass');
    expect(commands(late.stdout, 'error')).toEqual([]);
  });
});

describe('mode release against the live server', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await releasedRepo();
    // The server drops `stats`, but the committed snapshot still lists it: the file says nothing changed.
    const next = baseCatalog();
    next.tools = next.tools?.filter((t) => t.name !== 'stats');
    repo.write('catalog.json', next);
    repo.commit('drop stats without updating the snapshot');
  });
  afterAll(() => repo.remove());

  it('fails a release whose committed snapshot is stale, and judges what really ships', async () => {
    const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'release' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.outputs['snapshot-stale']).toBe('true');
    expect(r.summary).toContain('does not match the live server');
    expect(r.summary).toContain('removed-without-deprecation');
    expect(commands(r.stdout, 'error').some((l) => l.includes('does not match the live server') && l.includes(`file=${SNAPSHOT_PATH}`))).toBe(true);
  });

  it('live: false judges the committed file alone and says so', async () => {
    const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'release', live: 'false' } });
    expect(r.exitCode).toBe(0);
    expect(r.outputs.verdict).toBe('pass');
    expect(r.summary).toContain('was not compared with the live server');
  });
});

describe('bad input', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = badConfigRepo();
  });
  afterAll(() => repo.remove());

  it('a concurrency that is not a whole number: one error line naming the input', async () => {
    const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'check', concurrency: 'many' } });
    expect(r.exitCode).toBe(1);
    expectOneErrorLine(r, 'input "concurrency"', 'expected a whole number from 1 to 256 (got "many")');
  });

  it('a config with an unknown key: one error line naming the file and the pointer', async () => {
    const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'check' } });
    expect(r.exitCode).toBe(1);
    expectOneErrorLine(r, CONFIG_PATH, '/servers/catalog', 'bogus');
    // The job summary is written on a failed run too, with the same line.
    expect(r.summary).toContain('the check could not run');
    expect(r.summary).toContain('/servers/catalog');
  });
});

describe('action.yml', () => {
  it('declares exactly the inputs the code reads', () => {
    const dir = path.join(ROOT, 'src', 'action');
    const read = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const src = readFileSync(path.join(dir, f), 'utf8');
      for (const m of src.matchAll(/(?:getInput|getBooleanInput|getMultilineInput|pick)\(\s*'([^']+)'/g)) read.add(m[1]);
    }
    expect([...actionYml('inputs').keys()].sort()).toEqual([...read].sort());
  });

  it('declares exactly the outputs the code writes', () => {
    expect([...actionYml('outputs').keys()].sort()).toEqual([...OUTPUTS].sort());
  });
});
