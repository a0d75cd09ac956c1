// `check --format junit|sarif` over a config of several servers: one JUnit suite and SARIF entry per server, drift as
// failures located in each committed snapshot, a missing snapshot an error, never a pass; --out writes the file.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse, type TestSuites } from 'junit2json';
import { catalogServer, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';

const v1 = { serverInfo: { name: 'shop', version: '1.0.0' }, tools: [tool('search'), tool('gone')] };
const v2 = { serverInfo: { name: 'shop', version: '1.0.0' }, tools: [tool('search'), tool('fresh')] };

describe('check --format junit|sarif', () => {
  const dir = tempDir('checkfmt');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shop = path.join(dir, 'shop.json');
  const same = path.join(dir, 'same.json');
  writeJson(shop, v1);
  writeJson(same, v1);
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { shop: catalogServer(shop), same: catalogServer(same), later: catalogServer(same) } });

  beforeAll(async () => {
    expect((await cli(['snapshot', '--server', 'shop', '--server', 'same'], { cwd: dir })).code).toBe(0);
    writeJson(shop, v2);
  });

  it('writes one JUnit suite per server: drift fails, a missing snapshot errors, an unchanged server passes', async () => {
    const r = await cli(['check', '--format', 'junit'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([1, '']);
    const suites = ((await parse(r.stdout)) as TestSuites).testsuite ?? [];
    expect(suites.map((s) => [s.name, s.failures, s.errors])).toEqual([
      ['shop', 1, 0],
      ['same', 0, 0],
      ['later', 0, 1],
    ]);
    expect(suites[0].testcase?.flatMap((t) => t.failure ?? []).map((f) => f.type)).toEqual(['capability-removed']);
    expect(suites[2].testcase?.[0].error?.[0].message).toBe('no snapshot at snapshots/later.json');
  });

  it('writes SARIF at the lines of each committed snapshot, the missing one as a run notification', async () => {
    const r = await cli(['check', '--format', 'sarif'], { cwd: dir });
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
    const removed = results.find((x) => x.ruleId === 'capability-removed')!;
    const committed = readFileSync(path.join(dir, 'snapshots', 'shop.json'), 'utf8').split('\n');
    const loc = removed.locations[0].physicalLocation;
    expect(loc.artifactLocation.uri).toBe('snapshots/shop.json');
    expect(committed[loc.region.startLine - 1].trim()).toBe('"ref": "tool:gone"');
    expect(log.runs[0].invocations[0].executionSuccessful).toBe(false);
    expect(log.runs[0].invocations[0].toolExecutionNotifications[0].message.text).toBe('later: no snapshot at snapshots/later.json');
  });

  it('--out FILE.xml writes JUnit while the terminal keeps the text, and --json is --format json', async () => {
    const r = await cli(['check', '--out', 'check.xml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('shop: snapshots/shop.json does not match the live server');
    const suites = ((await parse(readFileSync(path.join(dir, 'check.xml'), 'utf8'))) as TestSuites).testsuite ?? [];
    expect(suites.map((s) => s.name)).toEqual(['shop', 'same', 'later']);
    const json = await cli(['check', '--json'], { cwd: dir });
    const asFormat = await cli(['check', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(json.stdout).servers.map((s: { status: string }) => s.status)).toEqual(['drift', 'ok', 'missing']);
    expect(asFormat.stdout).toBe(json.stdout);
    const bad = await cli(['check', '--format', 'html'], { cwd: dir });
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'mcp-contract check: --format must be one of text, json, junit, sarif (got "html")']);
  });
});
