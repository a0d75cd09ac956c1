// The shipped Action in modes comment, check and release, with bad input and a configured secret, started as the runner
// starts it (`node dist/index.js`): the first case of each mode. The other cases run `run()` from src/ in-process
// (action/modes.test.ts); the set-up here (the fork run's artifact, the repositories) is in-process too.
import { startStub } from '../helpers/github-stub.js';
import { MARKER, PR, badConfigRepo, expectOneErrorLine, payload, removalRelease, servePull, useCommentMode, usePrRepo } from '../helpers/action-cases.js';
import { CATALOG_SERVER, SNAPSHOT_PATH, type TempRepo, commands, makePrRepo, removeLimit } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

describe('mode comment (the privileged half of the fork workflow)', () => {
  const m = useCommentMode();
  let artifactText: string;
  const { runComment } = m;
  beforeAll(() => ({ artifactText } = m));

  it("re-validates the artifact and posts the comment, with the PR's own sign-off state", async () => {
    const r = await runComment(artifactText, 'ok.json', runAction);
    expect(r.exitCode).toBe(1);
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(r.calls.some((c) => c.method === 'GET' && c.path === `/repos/acme/tools/pulls/${PR}`)).toBe(true);
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body.startsWith(MARKER)).toBe(true);
    expect(r.comments[0].body).toContain('/inputSchema/properties/limit');
    expect(r.comments[0].body).toContain('Needs sign-off from a code owner');
  });
});

describe('mode check', () => {
  const held = usePrRepo({ change: removeLimit });

  it('passes when the committed snapshot matches the live server', async () => {
    const r = await runAction({ cwd: held.pr.repo.dir, eventName: 'push', inputs: { mode: 'check', badge: 'badges' } });
    expect(r.exitCode).toBe(0);
    expect(r.outputs).toMatchObject({ verdict: 'pass', 'snapshot-stale': 'false', breaking: '0' });
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(JSON.parse(held.pr.repo.read('badges/catalog.json'))).toMatchObject({ schemaVersion: 1, color: 'brightgreen' });
    expect(held.pr.repo.read('badges/catalog.svg')).toContain('<svg');
  });
});

describe('mode release', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await removalRelease();
  });
  afterAll(() => repo.remove());

  it('fails a release that removes a capability nobody deprecated, naming it', async () => {
    const r = await runAction({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'release' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.summary).toContain('removed-without-deprecation');
    expect(r.summary).toContain('tool:stats');
    expect(commands(r.stdout, 'error').some((l) => l.includes('[removed-without-deprecation]') && l.includes(`file=${SNAPSHOT_PATH}`))).toBe(true);
  });
});

describe('bad input', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = badConfigRepo();
  });
  afterAll(() => repo.remove());

  it('an unknown mode: exit 1 and one error line naming the input', async () => {
    const r = await runAction({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'bogus' } });
    expect(r.exitCode).toBe(1);
    expectOneErrorLine(r, 'input "mode"', 'bogus');
    expect(r.outputs.verdict).toBe('fail');
  });
});

describe('a configured secret', () => {
  const PLANTED = 'planted-Secret-9f8e7d6c5b4a';
  // A server that leaks its API_TOKEN into a tool description, as a careless server might.
  const LEAKY = `import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const dir = mkdtempSync(join(tmpdir(), 'leaky-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
// The capture ends its server with SIGTERM, which skips 'exit' handlers unless the signal is handled.
process.once('SIGTERM', () => process.exit(143));
const file = join(dir, 'catalog.json');
writeFileSync(file, readFileSync('catalog.json', 'utf8').replaceAll('%API_TOKEN%', process.env.API_TOKEN ?? 'unset'));
process.argv[2] = file;
await import(pathToFileURL(${JSON.stringify(CATALOG_SERVER)}).href);
`;

  it('never reaches stdout (beyond add-mask), the summary, the outputs, the report or the comment', async () => {
    const config = { servers: { catalog: { command: process.execPath, args: ['leaky.mjs'], env: { API_TOKEN: '${SECRET_TOKEN}' }, snapshot: SNAPSHOT_PATH } } };
    const pr = await makePrRepo({
      baseConfig: config,
      baseFiles: { 'leaky.mjs': LEAKY },
      env: { SECRET_TOKEN: PLANTED },
      change: (c) => {
        removeLimit(c);
        const stats = c.tools?.find((t) => t.name === 'stats');
        if (stats) stats.description = 'Catalog statistics. Debug key: %API_TOKEN%';
      },
    });
    const stub = await startStub();
    try {
      servePull(stub, pr);
      const r = await runAction({
        cwd: pr.repo.dir,
        payload: payload(pr),
        stub,
        env: { SECRET_TOKEN: PLANTED },
      });
      expect(r.outputs.verdict).toBe('needs-signoff');
      // The leak reached the diff (so redaction had something to do) ...
      expect(r.reportText).toContain('Debug key: ***');
      expect(r.comments[0].body).toContain('Debug key: ***');
      // ... and the value is nowhere a person or a later step can read it.
      const stdout = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n');
      expect(stdout).not.toContain(PLANTED);
      expect(r.stdout).toContain(`::add-mask::${PLANTED}`);
      expect(r.stderr).not.toContain(PLANTED);
      expect(r.summary).not.toContain(PLANTED);
      expect(JSON.stringify(r.outputs)).not.toContain(PLANTED);
      expect(r.reportText).not.toContain(PLANTED);
      for (const c of r.comments) expect(c.body).not.toContain(PLANTED);
      for (const c of r.calls) expect(JSON.stringify(c.body ?? '')).not.toContain(PLANTED);
    } finally {
      await stub.close();
      pr.repo.remove();
    }
  });
});
