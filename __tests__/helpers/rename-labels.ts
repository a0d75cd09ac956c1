// The labelled set of real renames (__tests__/fixtures/renames): loads each captured pair of versions, works out what
// the diff removed and added per kind, and scores any matcher's suggestions against the hand labels. Shared by the
// test and `npm run bench` (which compiles it), so both judge the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCapability } from '../../src/core/shared/canonical.js';
import type { Capability, JsonObject, Kind } from '../../src/core/shared/model.js';

export type LabelKind = 'rename' | 'none' | 'acceptable';

export interface Label {
  kind: Kind;
  from: string;
  to: string | null;
  label: LabelKind;
}

export interface NonRename {
  kind: Kind;
  from: string;
  to: string;
  note: string;
}

export interface LabelledDiff {
  id: string;
  labels: Label[];
  nonRenames: NonRename[];
  /** Per kind, what the real upgrade removed and added. */
  sides: Array<{ kind: Kind; removed: Capability[]; added: Capability[] }>;
}

export type Matcher = (removed: Capability[], added: Capability[]) => Map<string, { to: string; score: number }>;

const FIELDS: Array<[Kind, string]> = [
  ['tool', 'tools'],
  ['prompt', 'prompts'],
  ['resourceTemplate', 'resourceTemplates'],
];

const ref = (kind: Kind, key: string) => `${kind}:${key}`;

export function loadLabelledDiffs(root: string = process.cwd()): LabelledDiff[] {
  const dir = path.join(root, '__tests__', 'fixtures', 'renames');
  const read = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, JsonObject[] | undefined>;
  const file = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as {
    diffs: Array<{ id: string; from: string; to: string; labels: Label[]; nonRenames: NonRename[] }>;
  };
  return file.diffs.map((d) => labelledDiff(d.id, read(d.from), read(d.to), d.labels, d.nonRenames));
}

/** One labelled diff from two surfaces given as MCP list results (`tools`, `prompts`, `resourceTemplates`). */
export function labelledDiff(
  id: string,
  base: Record<string, JsonObject[] | undefined>,
  head: Record<string, JsonObject[] | undefined>,
  labels: Label[],
  nonRenames: NonRename[] = [],
): LabelledDiff {
  const sides: LabelledDiff['sides'] = [];
  for (const [kind, field] of FIELDS) {
    const origin = { server: id, surface: 'default' };
    const b = (base[field] ?? []).map((item) => buildCapability(kind, item, origin));
    const h = (head[field] ?? []).map((item) => buildCapability(kind, item, origin));
    const bRefs = new Set(b.map((c) => c.ref));
    const hRefs = new Set(h.map((c) => c.ref));
    sides.push({ kind, removed: b.filter((c) => !hRefs.has(c.ref)), added: h.filter((c) => !bRefs.has(c.ref)) });
  }
  return { id, labels, nonRenames, sides };
}

export interface Judged {
  diff: string;
  from: string;
  to: string;
  score: number;
  verdict: 'correct' | 'acceptable' | 'wrong';
}

export interface Evaluation {
  suggestions: Judged[];
  /** Labelled renames the matcher did not suggest. */
  missed: Array<{ diff: string; from: string; to: string }>;
  truePositives: number;
  falsePositives: number;
  precision: number;
  recall: number;
}

/** Runs the matcher on every labelled diff; a suggestion for a removed item nobody labelled is an error in the set. */
export function evaluate(diffs: readonly LabelledDiff[], matcher: Matcher): Evaluation {
  const suggestions: Judged[] = [];
  const missed: Evaluation['missed'] = [];
  let renames = 0;
  for (const d of diffs) {
    const labels = new Map(d.labels.map((l) => [ref(l.kind, l.from), l]));
    for (const side of d.sides) {
      for (const c of side.removed) if (!labels.has(c.ref)) throw new Error(`${d.id}: ${c.ref} was removed but is not labelled`);
      const found = matcher(side.removed, side.added);
      for (const [from, s] of found) {
        const l = labels.get(from)!;
        const expected = l.to === null ? null : ref(l.kind, l.to);
        const verdict = expected === s.to ? (l.label === 'rename' ? 'correct' : 'acceptable') : 'wrong';
        suggestions.push({ diff: d.id, from, to: s.to, score: s.score, verdict });
      }
      for (const l of d.labels) {
        if (l.kind !== side.kind || l.label !== 'rename') continue;
        renames++;
        const to = ref(l.kind, l.to!);
        if (found.get(ref(l.kind, l.from))?.to !== to) missed.push({ diff: d.id, from: ref(l.kind, l.from), to });
      }
    }
  }
  const truePositives = suggestions.filter((s) => s.verdict === 'correct').length;
  const falsePositives = suggestions.filter((s) => s.verdict === 'wrong').length;
  return {
    suggestions,
    missed,
    truePositives,
    falsePositives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: renames === 0 ? 1 : truePositives / renames,
  };
}
