// Detection for one kind on one surface: a merge join of base and head items by ref. Same ref -> definition deltas
// (copies compared as a multiset); the rest is left for the continuity and lifecycle passes.
import type { Capability, Finding, JsonValue, Kind } from '../shared/model.js';
import { compareDefinitions, type DefinitionDelta } from './compare-definitions.js';
import { cueClassesOf, cuesAdded, riskyAdditions, riskyText, type RiskyMatch } from './risky-text.js';
import { TRIAGED_TEXT_RULES } from './rewording.js';
import { onlyWhitespaceDiffers, TEXT_EDIT_RULES } from './whitespace.js';
import { pushWireDeprecation } from './classify-deprecation.js';
import { showsLoss } from '../shared/lossless.js';
import { KIND_LABEL, keyOfRef, sideOf, type Context } from './classify-shared.js';

const byRefThenDigest = (a: Capability, b: Capability): number =>
  a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0;

/**
 * Items in ref order, copies of one ref (a server that lists a name twice) kept and ordered by digest: they are
 * compared as a multiset. The input is reused when already so.
 */
export function byRef(items: readonly Capability[]): Capability[] {
  let ordered = true;
  for (let i = 1; i < items.length && ordered; i++) ordered = byRefThenDigest(items[i - 1], items[i]) <= 0;
  if (ordered) return items as Capability[];
  return [...items].sort(byRefThenDigest);
}

/** The run of copies of `items[from].ref` starting at `from`. */
function copiesAt(items: readonly Capability[], from: number): Capability[] {
  let to = from + 1;
  while (to < items.length && items[to].ref === items[from].ref) to++;
  return items.slice(from, to);
}

/** Look-ups by binary search over ref-ordered items: only declared renames need them, so no hash map is built. */
export class SortedRefs {
  constructor(private readonly items: readonly Capability[]) {}

  get(ref: string): Capability | undefined {
    let lo = 0;
    let hi = this.items.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = this.items[mid].ref;
      if (r === ref) return this.items[mid];
      if (r < ref) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  has(ref: string): boolean {
    return this.get(ref) !== undefined;
  }
}

/** What the join leaves for the later passes. */
export interface Joined {
  onlyBase: Capability[];
  onlyHead: Capability[];
  /** Some ref on both sides changed its definition (or its copies). */
  digestsDiffer: boolean;
}

/**
 * Items are sorted by ref in every snapshot this tool writes: a merge join walks both lists once, in order, which
 * keeps large catalogs linear and cache-friendly (hash maps of 10,000 refs were the slowest part).
 */
export function joinByRef(ctx: Context, surface: string, kind: Kind, bItems: readonly Capability[], hItems: readonly Capability[]): Joined {
  const out: Joined = { onlyBase: [], onlyHead: [], digestsDiffer: false };
  for (let i = 0, j = 0; i < bItems.length || j < hItems.length; ) {
    const bc = bItems[i];
    const hc = hItems[j];
    if (bc !== undefined && hc !== undefined && bc.ref === hc.ref) {
      const bCopies = copiesAt(bItems, i);
      const hCopies = copiesAt(hItems, j);
      if (bCopies.length === 1 && hCopies.length === 1) {
        if (hc.digest !== bc.digest) {
          out.digestsDiffer = true;
          pushDefinitionDeltas(ctx, surface, kind, bc, hc);
        }
      } else if (compareCopies(ctx, surface, kind, bCopies, hCopies)) out.digestsDiffer = true;
      i += bCopies.length;
      j += hCopies.length;
    } else if (hc === undefined || (bc !== undefined && bc.ref < hc.ref)) {
      out.onlyBase.push(bc);
      i += copiesAt(bItems, i).length;
    } else {
      const copies = copiesAt(hItems, j);
      // The copy that reads risky stands for a new ref, so a poisoned second copy is not hidden behind a plain first.
      out.onlyHead.push(copies.length > 1 ? (copies.find((x) => riskyText(x.definition) !== undefined) ?? hc) : hc);
      if (copies.length > 1) pushCopies(ctx, surface, kind, 0, copies);
      j += copies.length;
    }
  }
  return out;
}

/** A ref listed more (or fewer) times than before: said once, with the head's copies. */
function pushCopies(ctx: Context, surface: string, kind: Kind, before: number, copies: readonly Capability[]): void {
  const rule = copies.length > before ? 'capability-duplicated' : 'capability-duplicate-removed';
  const f: Finding = {
    rule,
    kind,
    surface,
    before: { refs: before > 0 ? [copies[0].ref] : [], value: before },
    after: { ...sideOf(copies), value: copies.length },
    params: { kind: KIND_LABEL[kind], surface, name: keyOfRef(copies[0].ref), count: copies.length, before },
  };
  ctx.findings.push(f);
}

/**
 * Copies of one ref on both sides, compared as multisets of digests: equal copies cancel out; each copy left in the
 * head is compared with one left in the base (or with the base's first copy when the head has more), so a second copy
 * that turned malicious is reported like any changed definition. Returns whether anything differed.
 */
function compareCopies(ctx: Context, surface: string, kind: Kind, base: readonly Capability[], head: readonly Capability[]): boolean {
  const left = new Map<string, number>();
  for (const c of base) left.set(c.digest, (left.get(c.digest) ?? 0) + 1);
  const extraHead: Capability[] = [];
  for (const c of head) {
    const n = left.get(c.digest) ?? 0;
    if (n > 0) left.set(c.digest, n - 1);
    else extraHead.push(c);
  }
  const extraBase = base.filter((c) => {
    const n = left.get(c.digest) ?? 0;
    if (n === 0) return false;
    left.set(c.digest, n - 1);
    return true;
  });
  extraHead.forEach((h, k) => {
    const b = extraBase[k] ?? base[0];
    if (b.digest !== h.digest) pushDefinitionDeltas(ctx, surface, kind, b, h);
  });
  if (head.length !== base.length && (head.length > 1 || base.length > 1)) pushCopies(ctx, surface, kind, base.length, head);
  return extraHead.length > 0 || extraBase.length > 0;
}

export function pushDefinitionDeltas(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void {
  let deltas: DefinitionDelta[];
  try {
    deltas = compareDefinitions(kind, bc.definition, hc.definition);
  } catch (e) {
    // Defensive: a definition shape nothing here expected is a review, never a crash.
    deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: (e as Error).message } }];
  }
  // Digests taken losslessly can differ where the stored display text does not (a lone surrogate swapped for another).
  if (deltas.length === 0 && (showsLoss(bc.definition) || showsLoss(hc.definition))) {
    deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: 'changed where the stored text shows U+FFFD' } }];
  }
  const label = KIND_LABEL[kind];
  for (const d of deltas) {
    const rule = TEXT_EDIT_RULES.has(d.rule) && onlyWhitespaceDiffers(d.before, d.after) ? 'text-whitespace-changed' : d.rule;
    const params: Finding['params'] = { kind: label, surface, name: keyOfRef(bc.ref), pointer: d.pointer || '/', ...d.params };
    if (TRIAGED_TEXT_RULES.has(rule)) params.cues = addedCues(ctx, surface, bc, hc, d.after);
    ctx.findings.push({ rule, kind, surface, before: sideOf([bc], d.pointer, d.before), after: sideOf([hc], d.pointer, d.after), params });
  }
  if (deltas.length === 0) return;
  pushRiskyAdditions(ctx, surface, kind, bc, hc);
  pushWireDeprecation(ctx, surface, kind, bc, hc);
}

// Text edits triaged by what they add: `params.cues` lists the cue classes the new text brings ([]: a plain rewording).

/**
 * The cue classes one edited string adds, screened by the one risky-text detector against the whole old definition
 * (a passage moved from elsewhere in it is not news), with the server's other tools named. Text taken away adds none.
 */
function addedCues(ctx: Context, surface: string, bc: Capability, hc: Capability, after: JsonValue | undefined): string[] {
  if (typeof after !== 'string') return [];
  const edited = { name: keyOfRef(hc.ref), description: after };
  return cueClassesOf([...cuesAdded(bc.definition, edited, ctx.headTools(surface)).values()].flat());
}

/** Risky passages the edit added, each its own review row beside the description or schema row that shows the edit. */
function pushRiskyAdditions(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void {
  for (const r of riskyAdditions(bc.definition, hc.definition)) ctx.findings.push(riskyFinding(r, kind, surface, KIND_LABEL[kind], keyOfRef(hc.ref), sideOf([hc], r.pointer)));
}

/** The row of one risky passage: an instruction moving data has its own rule naming source and sink; any other cue is risky text. */
export function riskyFinding(r: RiskyMatch, kind: Finding['kind'], surface: string, label: string, name: string, after: Finding['after']): Finding {
  const params: Finding['params'] = { kind: label, surface, name, pointer: r.pointer, what: r.what, cue: r.cue };
  if (r.movement === undefined) return { rule: 'risky-text-added', kind, surface, after, params };
  const m = r.movement;
  return { rule: 'text-data-movement-added', kind, surface, after, params: { ...params, source: m.sourceWords, sink: m.sinkWords, sourceClass: m.source, sinkClass: m.sink, quote: m.quote } };
}
