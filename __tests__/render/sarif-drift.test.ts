// SARIF 2.1.0 for drift, validated against the official schema: one result per change at the capability's line in
// the committed snapshot, rules from the registry, fingerprints as partialFingerprints; hostile text stays inert.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import { RULES } from '../../src/core/rules/rules.js';
import { capabilityLine, capabilityLines, renderSarifDrift } from '../../src/render/sarif-drift.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { snapshotFrom, tool } from '../helpers/classify-fixtures.js';
import { cli, tempDir } from '../helpers/cli-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  partialFingerprints: Record<string, string>;
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number } } }>;
}

const HOSTILE = 'Reads [click](https://evil.example) <img src=x> @octocat & \u001b[31m also ::error::x';
const base = snapshotFrom({ server: 'alpha', surfaces: { default: { tools: [tool('fetch'), tool('gone'), tool('kept')] } } });
const head = snapshotFrom({ server: 'alpha', surfaces: { default: { tools: [tool('fetch', {}, { description: HOSTILE }), tool('kept'), tool('added')] } } });

describe('SARIF drift report', () => {
  it('validates against the 2.1.0 schema with one result per change, rules and fingerprints from the registry', () => {
    const report = diffSnapshots(base, head, {}, { base: 'main', head: 'HEAD' });
    const text = serializeSnapshot(head);
    const log = JSON.parse(renderSarifDrift([{ report, snapshot: { path: 'snapshots/alpha.json', text } }], { version: '1.0.0', root: '/repo' }));
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as SarifResult[];
    expect(results.map((r) => r.ruleId).sort()).toEqual(report.changes.map((c) => c.rule).sort());
    expect(results.map((r) => r.partialFingerprints['mcpContractDrift/v1']).sort()).toEqual(report.changes.map((c) => c.fingerprint).sort());
    const rules = log.runs[0].tool.driver.rules as Array<{ id: string }>;
    expect(rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    for (const r of results) expect(rules[r.ruleIndex].id).toBe(r.ruleId);
    // The registry's tags ride along, so code scanning can filter by subject, aspect and direction.
    const removedRule = (rules as Array<{ id: string; properties: { tags: string[] } }>).find((r) => r.id === 'capability-removed')!;
    expect(removedRule.properties.tags).toEqual(expect.arrayContaining(['capability', 'existence', 'removed']));
    const removed = results.find((r) => r.ruleId === 'capability-removed')!;
    expect(removed.level).toBe('error');
    // The added tool's result sits on its own `"ref"` line of the committed file.
    const added = results.find((r) => r.message.text.includes('tool:added'))!;
    const line = text.split('\n').findIndex((l) => l.trim() === '"ref": "tool:added"') + 1;
    expect(line).toBeGreaterThan(1);
    expect(added.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'snapshots/alpha.json', uriBaseId: '%SRCROOT%' }, region: { startLine: line } });
    expect(log.runs[0].originalUriBaseIds['%SRCROOT%'].uri).toBe('file:///repo/');
  });

  it('keeps server-controlled text inert: no markup, links, mentions, escapes or workflow commands', () => {
    const evil = snapshotFrom({ server: 'x<b>@team', surfaces: { default: { tools: [tool(`t${HOSTILE}`)] } } });
    const report = diffSnapshots(evil, snapshotFrom({ server: 'x<b>@team', surfaces: { default: { tools: [] } } }), {}, { base: 'main', head: 'HEAD' });
    const sarif = renderSarifDrift([{ report, snapshot: { path: 'snapshots/x.json', text: serializeSnapshot(evil) } }]);
    expect(sarif).not.toMatch(/[<>&\u001b]|@octocat|@team|(?<!\\)\[click(?<!\\)\]/);
    expect(sarif).not.toMatch(/^::/m);
    const log = JSON.parse(sarif);
    expect(sarifErrors(log)).toEqual([]);
    const msg = (log.runs[0].results as SarifResult[])[0].message.text;
    expect(msg).toContain('\\[click\\]');
    expect(msg).not.toContain('markdown');
  });

  it('finds a ref line only in the committed layout, so a description cannot forge one', () => {
    const forged = snapshotFrom({ server: 'a', surfaces: { default: { tools: [tool('real', {}, { description: '\n              "ref": "tool:ghost"' })] } } });
    const text = serializeSnapshot(forged);
    expect(capabilityLine(text, 'default', 'tool:ghost')).toBeUndefined();
    expect(capabilityLine(text, 'default', 'tool:real')).toBe(text.split('\n').findIndex((l) => l.includes('"ref": "tool:real"')) + 1);
    expect(capabilityLine(JSON.stringify(JSON.parse(text)), 'default', 'tool:real')).toBeUndefined();
  });
});

describe('SARIF drift report at scale', () => {
  it('places each of 10,000 changes at its capability line, from one index of the snapshot', () => {
    const tools = Array.from({ length: 10_000 }, (_, i) => tool(`t${i}`));
    const head = snapshotFrom({ server: 'big', surfaces: { default: { tools } } });
    const report = diffSnapshots(snapshotFrom({ server: 'big', surfaces: { default: { tools: [] } } }), head, {}, { base: 'main', head: 'HEAD' });
    const text = serializeSnapshot(head);
    expect(report.changes.length).toBeGreaterThanOrEqual(10_000);
    // Every capability's line comes from one index of the snapshot (capabilityLines), not a scan per change; its speed
    // is a bench figure, never a budget here (a loaded machine took 20 s for what a quiet one does in 2).
    expect(capabilityLines(text).size).toBe(10_000);
    const sarif = renderSarifDrift([{ report, snapshot: { path: 'snapshots/big.json', text } }]);
    const results = JSON.parse(sarif).runs[0].results as SarifResult[];
    const lines = text.split('\n');
    for (const i of [0, 4_999, 9_999]) {
      const r = results.find((x) => x.message.text.startsWith(`big default tool:t${i}:`))!;
      expect(lines[r.locations[0].physicalLocation.region.startLine - 1].trim()).toMatch(new RegExp(`^"ref": "tool:t${i}",?$`));
    }
  });
});

describe('diff --format sarif', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir('sarif')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('locates results in the head file relative to the working directory, writes .sarif --out, keeps the exit code', async () => {
    const basePath = path.join(dir, 'snapshots', 'base.json');
    const headPath = path.join(dir, 'head.json');
    mkdirSync(path.dirname(basePath), { recursive: true });
    writeFileSync(basePath, serializeSnapshot(base));
    writeFileSync(headPath, serializeSnapshot(head));
    const printed = await cli(['diff', 'snapshots/base.json', 'head.json', '--format', 'sarif'], { cwd: dir });
    expect(printed.code).toBe(1);
    const log = JSON.parse(printed.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as SarifResult[];
    expect(new Set(results.map((r) => r.locations[0].physicalLocation.artifactLocation.uri))).toEqual(new Set(['head.json']));
    const removed = results.find((r) => r.ruleId === 'capability-removed')!;
    // A removed capability has no line in the head: it points at the file's start.
    expect(removed.locations[0].physicalLocation.region.startLine).toBe(1);
    expect(log.runs[0].tool.driver.semanticVersion).toMatch(/^\d+\.\d+\.\d+/);
    const written = await cli(['diff', 'snapshots/base.json', 'head.json', '--out', 'drift.sarif'], { cwd: dir });
    expect(written.code).toBe(1);
    expect(JSON.parse(readFileSync(path.join(dir, 'drift.sarif'), 'utf8'))).toEqual(log);
  });
});
