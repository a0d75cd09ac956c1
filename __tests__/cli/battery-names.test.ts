// Hostile names — duplicates, look-alikes by case or Unicode normalization, control, bidi and zero-width characters — are kept apart and flagged, never merged or shown raw.
import path from 'node:path';
import { HOSTILE, NODE, QUICK, cli, readJson, tempDir, writeJson } from '../helpers/cli-harness.js';
import type { Report, Snapshot } from '../../src/core/shared/model.js';
import { validateReport } from '../../src/render/json.js';

const dir = tempDir('names');
const obj = { type: 'object' };
const NFC = 'caf\u00e9';
const NFD = 'cafe\u0301';
const BIDI = 'admin\u202Etxt.exe';
const ZW = 'dele\u200Bte';
const CTRL = 'bell\u0007\u001b[2Jx';
const HTML = '<img src=x onerror=alert(1)>';
const hostile = [
  { name: 'search', description: 'first', inputSchema: obj },
  { name: 'search', description: 'second, listed again', inputSchema: obj },
  { name: 'Search', inputSchema: obj },
  { name: NFC, inputSchema: obj },
  { name: NFD, inputSchema: obj },
  { name: 'delete', inputSchema: obj },
  { name: ZW, inputSchema: obj },
  { name: BIDI, inputSchema: obj },
  { name: CTRL, inputSchema: obj },
  { name: HTML, inputSchema: obj },
];
const RAW_INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f\u200b\u202e]/;

async function snapshotOf(name: string, catalog: object): Promise<string> {
  const file = writeJson(path.join(dir, `${name}-catalog.json`), catalog);
  const cfg = writeJson(path.join(dir, `${name}.config.json`), {
    servers: { h: { command: NODE, args: [HOSTILE, `--catalog=${file}`], timeouts: QUICK, snapshot: `${name}.json` } },
  });
  const r = await cli(['snapshot', '--config', cfg], { cwd: dir });
  expect(r.code).toBe(0);
  return path.join(dir, `${name}.json`);
}

describe('hostile names', () => {
  let base = '';
  let head = '';
  beforeAll(async () => {
    base = await snapshotOf('base', { tools: [{ name: 'search', description: 'first', inputSchema: obj }] });
    head = await snapshotOf('head', { tools: hostile });
  });

  it('the snapshot keeps every name, every copy of a duplicate, and records each as a problem', () => {
    const tool = readJson<Snapshot>(head).surfaces.default!.kinds.tool;
    expect(tool.items.map((i) => i.ref).sort()).toEqual(hostile.map((t) => `tool:${t.name}`).sort());
    expect(tool.items.filter((i) => i.ref === 'tool:search').map((i) => i.definition.description).sort()).toEqual(['first', 'second, listed again']);
    const problems = (tool.observation.problems ?? []).map((p) => `${p.code} ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^duplicate-key name "search" listed again; every copy is kept and compared/),
        expect.stringMatching(/^lookalike-key name "Search" differs from "search"/),
        expect.stringContaining('lookalike-key name "cafe\\u0301" differs from "caf\\u00e9"'),
        expect.stringContaining('lookalike-key name "dele\\u200bte" differs from "delete"'),
      ]),
    );
  });

  it('text output flags look-alikes and invisible characters, and prints none of them raw', async () => {
    const r = await cli(['diff', base, head, '--fail-on', 'review'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/REVIEW\s+observation-problem/);
    expect(r.stdout).toContain('lookalike-key: name "Search" differs from "search"');
    expect(r.stdout).toContain('duplicate-key: name "search" listed again');
    expect(r.stdout).toContain('warning: contains invisible characters: U+202E (right-to-left override)');
    expect(r.stdout).toContain('warning: contains invisible characters: U+200B (zero width space)');
    expect(r.stdout).toMatch(/warning: contains invisible characters: U\+0007 \(control character\)/);
    expect(r.stdout).toContain('tool:admin⟨U+202E⟩txt.exe');
    expect(r.stdout).not.toMatch(RAW_INVISIBLE);
    expect(r.stdout).not.toContain('\u001b');
  });

  it('markdown output escapes them: no raw invisibles, no live HTML', async () => {
    const r = await cli(['diff', base, head, '--format', 'markdown'], { cwd: dir });
    // The added tools whose names no model host takes (invisible characters, `<img ...>`) are host-rejects-tool:
    // breaking, since one such tool fails a whole Anthropic request.
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('host-rejects-tool');
    expect(r.stdout).toContain('⚠️ **contains invisible characters**');
    expect(r.stdout).toContain('U+202E');
    expect(r.stdout).not.toMatch(RAW_INVISIBLE);
    // Inside a code span or fence the text is inert; anywhere else it would be live HTML.
    const prose = r.stdout.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(r.stdout).toContain('&#60;img src=x onerror=alert(1)&#62;</code>');
    expect(prose).not.toContain('<img');
    expect(r.stdout).toContain('lookalike-key');
  });

  it('the JSON report keeps the exact names (lossless) and validates', async () => {
    const r = await cli(['diff', base, head, '--format', 'json'], { cwd: dir });
    const report = validateReport(JSON.parse(r.stdout)) as Report;
    const added = report.changes.filter((c) => c.type === 'added').flatMap((c) => c.after!.refs);
    // Names a reader cannot see whole are new text to review (capability-added-risky-text), not a safe addition.
    expect(report.changes.filter((c) => c.rule === 'capability-added-risky-text').flatMap((c) => c.after!.refs).sort()).toEqual([BIDI, ZW].map((n) => `tool:${n}`).sort());
    expect(added.sort()).toEqual([NFC, NFD, BIDI, CTRL, HTML, 'Search', 'delete', ZW].map((n) => `tool:${n}`).sort());
  });
});
