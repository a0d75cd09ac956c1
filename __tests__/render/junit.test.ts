// JUnit XML for drift, read back by a real JUnit consumer (junit2json over xml2js): one suite per server, a failure
// per breaking or review change carrying rule id, message and fingerprint; hostile server text stays inert.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse, type TestSuites } from 'junit2json';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import { renderJunit } from '../../src/render/junit.js';
import { snapshotFrom, tool } from '../helpers/classify-fixtures.js';
import { cli, tempDir, writeJson } from '../helpers/cli-harness.js';

const HOSTILE = 'Reads <script>alert(1)</script> ]]> & "quoted" \u0001\u0007 end';

function reports() {
  const base = snapshotFrom({ server: 'alpha', surfaces: { default: { tools: [tool('fetch'), tool('gone'), tool('kept')] } } });
  const head = snapshotFrom({ server: 'alpha', surfaces: { default: { tools: [tool('fetch', {}, { description: HOSTILE }), tool('kept'), tool('added')] } } });
  const quiet = snapshotFrom({ server: 'beta', surfaces: { default: { tools: [tool('kept')] } } });
  return [diffSnapshots(base, head, {}, { base: 'main', head: 'HEAD' }), diffSnapshots(quiet, quiet, {}, { base: 'main', head: 'HEAD' })];
}

describe('JUnit drift report', () => {
  it('parses as JUnit with one suite per server and the gate-relevant changes as failures', async () => {
    const [alpha, beta] = reports();
    const parsed = (await parse(renderJunit([alpha, beta]))) as TestSuites;
    const suites = parsed.testsuite ?? [];
    expect(suites.map((s) => s.name)).toEqual(['alpha', 'beta']);
    const failing = alpha.changes.filter((c) => c.severity !== 'safe');
    expect(failing.length).toBeGreaterThan(1);
    const failures = (suites[0].testcase ?? []).flatMap((t) => t.failure ?? []);
    expect(failures.map((f) => f.type).sort()).toEqual(failing.map((c) => c.rule).sort());
    for (const c of failing) expect(failures.some((f) => f.inner?.includes(`fingerprint: ${c.fingerprint}`))).toBe(true);
    expect(suites[0].failures).toBe(new Set(failing.map((c) => `${c.surface} ${(c.after ?? c.before)?.refs[0]}`)).size);
    const safe = (suites[0].testcase ?? []).filter((t) => !t.failure);
    expect(safe.map((t) => t.name)).toContain('default tool:added');
    expect(suites[1]).toMatchObject({ tests: 1, failures: 0 });
  });

  it('keeps hostile server and tool names inert: escaped markup, control characters shown as visible text', async () => {
    const name = 'x<b>]]>&"\u0001\u001b';
    const base = snapshotFrom({ server: `srv${name}`, surfaces: { default: { tools: [tool(name)] } } });
    const head = snapshotFrom({ server: `srv${name}`, surfaces: { default: { tools: [] } } });
    const xml = renderJunit([diffSnapshots(base, head, {}, { base: 'main', head: 'HEAD' })]);
    expect(xml).not.toMatch(/<b>|]]>|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const parsed = (await parse(xml)) as TestSuites;
    const visible = 'x<b>]]>&"\\u0001\\u001b';
    expect(parsed.testsuite?.[0].name).toBe(`srv${visible}`);
    expect(parsed.testsuite?.[0].testcase?.[0].name).toBe(`default tool:${visible}`);
    expect(parsed.testsuite?.[0].testcase?.[0].failure?.[0].type).toBe('capability-removed');
  });
});

describe('diff --format junit', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir('junit')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints JUnit, writes it to an .xml --out, and keeps the gate exit code', async () => {
    const base = writeJson(path.join(dir, 'base.json'), snapshotFrom({ server: 'alpha', surfaces: { default: { tools: [tool('fetch'), tool('gone')] } } }));
    const head = writeJson(path.join(dir, 'head.json'), snapshotFrom({ server: 'alpha', surfaces: { default: { tools: [tool('fetch')] } } }));
    const printed = await cli(['diff', base, head, '--format', 'junit'], { cwd: dir });
    expect(printed.code).toBe(1);
    const suites = ((await parse(printed.stdout)) as TestSuites).testsuite ?? [];
    expect(suites[0].testcase?.[0].failure?.[0].type).toBe('capability-removed');
    const written = await cli(['diff', base, head, '--out', 'drift.xml'], { cwd: dir });
    expect(written.code).toBe(1);
    expect(((await parse(readFileSync(path.join(dir, 'drift.xml'), 'utf8'))) as TestSuites).testsuite?.[0].failures).toBe(1);
  });
});
