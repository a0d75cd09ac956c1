// Pathological schemas — 10,000 levels deep, self-referential $ref, 100k-value enums, invalid JSON Schema — go through the CLI without a stack overflow or a throw: the unreadable ones as reviews, the self-referential one followed around its cycle to a precise verdict.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { HOSTILE, NODE, QUICK, cli, firstLine, hasStack, readJson, tempDir, writeJson } from '../helpers/cli-harness.js';
import { validateReport } from '../../src/render/json.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const dir = tempDir('schemas');
// JSON.stringify overflows at this depth, so the files are written as text.
const deep = (n: number, leaf: string) => '{"items":'.repeat(n) + leaf + '}'.repeat(n);
const digest = (c: string) => `"sha256:${c.repeat(64)}"`;

function snapshotText(variant: 0 | 1): string {
  const enumValues = JSON.stringify(Array.from({ length: 100_000 - variant }, (_, i) => `v${i}`));
  const leaf = variant ? '{"type":"integer"}' : '{"type":"string"}';
  const items = [
    `{"ref":"tool:deep","digest":${digest(variant ? 'a' : 'b')},"definition":{"name":"deep","inputSchema":{"type":"object","properties":{"p":${deep(10_000, leaf)}}}}}`,
    `{"ref":"tool:enum","digest":${digest(variant ? 'c' : 'd')},"definition":{"name":"enum","inputSchema":{"type":"object","properties":{"e":{"enum":${enumValues}}}}}}`,
    `{"ref":"tool:invalid","digest":${digest(variant ? 'e' : 'f')},"definition":{"name":"invalid","inputSchema":{"type":"object","properties":{"a":{"type":${42 + variant}}}}}}`,
    `{"ref":"tool:selfref","digest":${digest(variant ? '1' : '2')},"definition":{"name":"selfref","inputSchema":{"type":"object","$defs":{"n":{"type":"object","properties":{"next":{"$ref":"#/$defs/n"},"v":${leaf}}}},"properties":{"head":{"$ref":"#/$defs/n"}}}}}`,
  ];
  const none = '{"observation":{"state":"unsupported","error":"capability not advertised"},"items":[]}';
  const kinds = `{"tool":{"observation":{"state":"complete","pages":1},"items":[${items.join(',')}]},"prompt":${none},"resource":${none},"resourceTemplate":${none}}`;
  return `{"format":"mcp-contract/1","server":"h","surfaces":{"default":{"client":{"name":"c","version":"1","capabilities":{}},"server":{"serverInfo":{"name":"h","version":"1"},"protocolVersion":"2025-06-18","capabilities":{"tools":{}}},"kinds":${kinds}}}}`;
}

describe('pathological schemas through `diff`', () => {
  writeFileSync(path.join(dir, 'base.json'), snapshotText(0));
  writeFileSync(path.join(dir, 'head.json'), snapshotText(1));

  it('text: every hostile schema becomes a change, the unreadable ones review, the cycle is decided, nothing throws', async () => {
    const r = await cli(['diff', 'base.json', 'head.json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    // One rule on two tools is one row; each tool's own field is on its line.
    expect(r.stdout).toMatch(/REVIEW\s+tool-schema-not-comparable\s+2 tools: tool:deep, tool:invalid/);
    expect(r.stdout).toMatch(/\n\s+tool:deep: \/inputSchema\/properties\/p\/items\/items/);
    expect(r.stdout).toMatch(/\n\s+tool:invalid: \/inputSchema\/properties\/a\n/);
    // The recursive definition is compared once per pair of targets: the leaf's narrowing is found, the cycle ends.
    expect(r.stdout).toMatch(/BREAKING\s+tool-input-type-narrowed\s+tool:selfref \/inputSchema\/properties\/head\/properties\/v\/type/);
    expect(r.stdout).toMatch(/BREAKING\s+tool-input-enum-value-removed\s+tool:enum/);
    expect(r.stdout).toContain('no longer accepts "v99999"');
    // Lines stay readable: a 10,000-level pointer is cut short.
    expect(Math.max(...r.stdout.split('\n').map((l) => l.length))).toBeLessThan(700);
  });

  it('json: a valid, bounded report (no 100k-value enum or deep schema copied into it)', async () => {
    const r = await cli(['diff', 'base.json', 'head.json', '--format', 'json', '--fail-on', 'none'], { cwd: dir });
    expect(r.code).toBe(0);
    const report = validateReport(JSON.parse(r.stdout));
    expect(report.summary).toEqual({ breaking: 2, review: 2, safe: 0 });
    expect(r.stdout.length).toBeLessThan(100_000);
    expect(report.changes.find((c) => c.after?.refs[0] === 'tool:deep')?.message).toContain('nested deeper than');
  });

  it('markdown: renders without a throw or stack', async () => {
    const r = await cli(['diff', 'base.json', 'head.json', '--format', 'markdown'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(hasStack(r.stderr)).toBe(false);
    expect(r.stdout).toContain('tool-schema-not-comparable');
  });

  it('identical pathological files diff clean', async () => {
    const r = await cli(['diff', 'base.json', 'base.json', '--fail-on', 'safe'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('no contract changes');
  });
});

describe('pathological schemas at capture', () => {
  it('a server sending a 10,000-level schema: the list fails (never a silent removal), exit 3, no stack overflow, nothing written', async () => {
    const cfg = writeJson(path.join(dir, 'deep.config.json'), { servers: { h: { command: NODE, args: [HOSTILE, '--deep=10000'], timeouts: QUICK, snapshot: 'deep.json' } } });
    const r = await cli(['snapshot', '--config', cfg], { cwd: dir });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toContain('name "deep" nests deeper than');
    expect(hasStack(r.stderr)).toBe(false);
    expect(existsSync(path.join(dir, 'deep.json'))).toBe(false);
  });

  it('a 100-level schema is captured whole', async () => {
    const cfg = writeJson(path.join(dir, 'ok.config.json'), { servers: { h: { command: NODE, args: [HOSTILE, '--deep=100'], timeouts: QUICK, snapshot: 'ok.json' } } });
    expect((await cli(['snapshot', '--config', cfg], { cwd: dir })).code).toBe(0);
    expect(readJson<Snapshot>(path.join(dir, 'ok.json')).surfaces.default!.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:deep', 'tool:ok']);
  });
});
