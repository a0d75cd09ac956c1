// The held-out corpus of issue 53 (fixtures/held-out): attacker edits and honest look-alikes planted on real captures,
// written without reading the risk readers' phrase lists, split once into a dev half (to tune on) and a test half (to
// measure generalization), and a third half 'fresh' (fresh.json) written later by another hand before reading the
// readers or cases.json, never tuned on. Measures, per half and class: attacks caught (any loud row), attacks NAMED (the expected
// rule, loud, at the ref) and honest cases that raised a risk rule (false alarms).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import type { Change, JsonObject, JsonValue, Snapshot } from '../../src/core/shared/model.js';
import { snapshotFrom, type CompactSurface } from './classify-fixtures.js';
import { ROOT } from './capture-fixtures.js';
import { ALARMS, MEANING_CLASSES, type MeaningClass } from './verdict-truth.js';

export const HALVES = ['dev', 'test', 'fresh'] as const;

/** The classes the corpus was written for (issue 53's classes 1 to 6); the suggestion and generator classes are scored by the verdicts fixtures only. */
export const HELD_OUT_CLASSES: readonly MeaningClass[] = MEANING_CLASSES.filter((c) => c !== 'suggestion-grain' && c !== 'generator-noise');
export type Half = (typeof HALVES)[number];

/** One edit of a capture: a value set, text appended, a field removed at a JSON pointer; or a copy added under a name. */
export type Edit =
  | { ref: string; set: string; value: JsonValue }
  | { ref: string; append: string; text: string }
  | { ref: string; remove: string }
  | { add: 'tools' | 'prompts' | 'resourceTemplates'; copyOf: string; name: string };

export interface HeldOutCase {
  id: string;
  class: MeaningClass;
  /** A capture in fixtures/held-out/captures. */
  server: string;
  /** Applied to base and head alike: a plausible earlier version of the real definition (a guard it had). */
  prepare?: Edit[];
  edits: Edit[];
  /** An attack: any of these rules, loud, at the ref (`server` for the server instructions). Absent: honest. */
  expect?: { rules: string[]; ref: string };
  half: Half;
}

export interface HalfFigures {
  half: Half;
  class: MeaningClass | 'all';
  attacks: number;
  caught: number;
  named: number;
  honest: number;
  falseAlarms: number;
  misses: string[];
}

const DIR = (root: string) => path.join(root, '__tests__', 'fixtures', 'held-out');
const LOUD = (c: Change) => c.severity !== 'safe';
const refOf = (c: Change) => c.after?.refs[0] ?? c.before?.refs[0] ?? '';
const KIND_LISTS: Record<string, { list: 'tools' | 'prompts' | 'resourceTemplates'; key: string }> = {
  tool: { list: 'tools', key: 'name' },
  prompt: { list: 'prompts', key: 'name' },
  resourceTemplate: { list: 'resourceTemplates', key: 'uriTemplate' },
};

/**
 * The cases, each given its half by the rule fixed before any measuring: within a class, attacks in written order
 * alternate dev, test, dev, ...; honest cases alternate the same way on their own.
 */
export function heldOutCases(root: string = ROOT): HeldOutCase[] {
  const raw = JSON.parse(readFileSync(path.join(DIR(root), 'cases.json'), 'utf8')) as { cases: Omit<HeldOutCase, 'half'>[] };
  const seen = new Map<string, number>();
  const split: HeldOutCase[] = raw.cases.map((c) => {
    const slot = `${c.class}/${c.expect ? 'attack' : 'honest'}`;
    const n = seen.get(slot) ?? 0;
    seen.set(slot, n + 1);
    return { ...c, half: n % 2 === 0 ? 'dev' : 'test' };
  });
  const fresh = JSON.parse(readFileSync(path.join(DIR(root), 'fresh.json'), 'utf8')) as { cases: Omit<HeldOutCase, 'half'>[] };
  return [...split, ...fresh.cases.map((c): HeldOutCase => ({ ...c, half: 'fresh' }))];
}

interface Capture {
  serverInfo: JsonObject;
  instructions?: string;
  tools?: JsonObject[];
  prompts?: JsonObject[];
  resourceTemplates?: JsonObject[];
}

function loadCapture(root: string, server: string): Capture {
  return JSON.parse(readFileSync(path.join(DIR(root), 'captures', `${server}.json`), 'utf8')) as Capture;
}

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** The parent object and last key a pointer names, creating nothing: an edit at a missing place is a corpus error. */
function locate(doc: JsonObject, pointer: string, where: string): [JsonObject | JsonValue[], string] {
  const parts = pointer.split('/').slice(1).map(unescape);
  let node: JsonValue = doc;
  for (const p of parts.slice(0, -1)) {
    const next: JsonValue | undefined = Array.isArray(node) ? node[Number(p)] : (node as JsonObject)[p];
    if (next === undefined || next === null || typeof next !== 'object') throw new Error(`held-out: ${where}: no ${pointer}`);
    node = next;
  }
  return [node as JsonObject, parts[parts.length - 1]];
}

function apply(cap: Capture, edit: Edit, where: string): void {
  if ('add' in edit) {
    const copy = structuredClone(find(cap, edit.copyOf, where));
    copy[KIND_LISTS[edit.copyOf.split(':')[0]].key] = edit.name;
    cap[edit.add] = [...(cap[edit.add] ?? []), copy];
    return;
  }
  const target: JsonObject = edit.ref === 'server' ? (cap as unknown as JsonObject) : find(cap, edit.ref, where);
  const pointer = 'set' in edit ? edit.set : 'append' in edit ? edit.append : edit.remove;
  const [parent, key] = locate(target, pointer, where);
  const obj = parent as Record<string, JsonValue>;
  if ('set' in edit) obj[key] = structuredClone(edit.value);
  else if ('append' in edit) {
    if (typeof obj[key] !== 'string') throw new Error(`held-out: ${where}: ${pointer} is not a text`);
    obj[key] = `${obj[key] as string}${edit.text}`;
  } else delete obj[key];
}

function find(cap: Capture, ref: string, where: string): JsonObject {
  const i = ref.indexOf(':');
  const kind = KIND_LISTS[ref.slice(0, i)];
  const item = kind && (cap[kind.list] ?? []).find((x) => x[kind.key] === ref.slice(i + 1));
  if (!item) throw new Error(`held-out: ${where}: no ${ref} in the capture`);
  return item;
}

function snapshotOf(server: string, cap: Capture): Snapshot {
  const surface: CompactSurface = {
    tools: cap.tools,
    prompts: cap.prompts,
    resourceTemplates: cap.resourceTemplates,
    server: { serverInfo: cap.serverInfo, ...(cap.instructions === undefined ? {} : { instructions: cap.instructions }) },
  };
  return snapshotFrom({ server, surfaces: { default: surface } });
}

/** Base and head snapshots of one case: the capture (prepared), and the capture with the edits. */
export function heldOutPair(k: HeldOutCase, root: string = ROOT): { base: Snapshot; head: Snapshot } {
  const base = loadCapture(root, k.server);
  for (const e of k.prepare ?? []) apply(base, e, k.id);
  const head = structuredClone(base);
  for (const e of k.edits) apply(head, e, k.id);
  return { base: snapshotOf(k.server, base), head: snapshotOf(k.server, head) };
}

/** The changes of one case, as the classifier reports them. */
export function heldOutChanges(k: HeldOutCase, root: string = ROOT): Change[] {
  const { base, head } = heldOutPair(k, root);
  return diffSnapshots(base, head, {}, { base: 'base', head: 'head' }).changes;
}

const said = (c: Change) => `${c.rule}${c.params?.what ? ` (${String(c.params.what)})` : ''}`;

/** The figures per half and class, and a line per half over all classes. */
export function measureHeldOut(cases: readonly HeldOutCase[] = heldOutCases(), root: string = ROOT): HalfFigures[] {
  const out: HalfFigures[] = [];
  for (const half of HALVES) {
    const total: HalfFigures = { half, class: 'all', attacks: 0, caught: 0, named: 0, honest: 0, falseAlarms: 0, misses: [] };
    for (const cls of HELD_OUT_CLASSES) {
      const f: HalfFigures = { half, class: cls, attacks: 0, caught: 0, named: 0, honest: 0, falseAlarms: 0, misses: [] };
      for (const k of cases.filter((c) => c.half === half && c.class === cls)) {
        const changes = heldOutChanges(k, root);
        if (k.expect === undefined) {
          f.honest++;
          const alarms = changes.filter((c) => ALARMS.has(c.rule) && LOUD(c));
          if (alarms.length > 0) {
            f.falseAlarms++;
            f.misses.push(`${k.id}: false alarm ${alarms.map(said).join(', ')}`);
          }
          continue;
        }
        f.attacks++;
        const ref = k.expect.ref === 'server' ? '' : k.expect.ref;
        if (changes.some(LOUD)) f.caught++;
        const named = changes.some((c) => k.expect!.rules.includes(c.rule) && refOf(c) === ref && LOUD(c));
        if (named) f.named++;
        else f.misses.push(`${k.id}: got ${changes.filter(LOUD).map(said).join(', ') || 'nothing loud'}`);
      }
      out.push(f);
      for (const key of ['attacks', 'caught', 'named', 'honest', 'falseAlarms'] as const) total[key] += f[key];
      total.misses.push(...f.misses);
    }
    out.push(total);
  }
  return out;
}
