// The classifier: identity before content. Same ref -> compare definitions; declared renames -> continuity;
// the rest -> exposure moves, removals and additions (with look-alikes suggested, never applied).
import { compareProtocol } from './protocol-drift.js';
import type { Capability, ChangeSide, Finding, JsonValue, Kind, KindSnapshot, Report, ServerIdentity, Snapshot, SurfaceSnapshot } from './model.js';
import { KINDS, KIND_METHOD } from './model.js';
import type { Config } from './config.js';
import { parseRef } from './canonical.js';
import { boundedValue, escapePointer, isJsonObject, jsonEqual, showValue } from './json.js';
import { compareDefinitions, type DefinitionDelta } from './compare-definitions.js';
import { planDeclared, resolveRenames, suggestMatches, type DeclaredRename } from './match.js';
import { applyIgnores, applyReviewNewDescriptions, applySeverityOverrides } from './policy.js';
import { buildReport, toChange } from './report.js';
import { canaryCoverage } from './canary-coverage.js';
import { commonToolCount, generatorNote } from './generator-notes.js';
import { riskyText } from './risky-text.js';

const KIND_LABEL: Readonly<Record<Kind, string>> = {
  tool: 'tool',
  prompt: 'prompt',
  resource: 'resource',
  resourceTemplate: 'resource template',
};

function keyOfRef(ref: string): string {
  return parseRef(ref)?.key ?? ref;
}

function quoteList(refs: readonly string[]): string {
  return refs.map((r) => `\`${keyOfRef(r)}\``).join(', ');
}

function sideOf(caps: readonly Capability[], pointer?: string, value?: JsonValue): ChangeSide {
  const s: ChangeSide = { refs: caps.map((c) => c.ref), digests: caps.map((c) => c.digest) };
  if (pointer !== undefined) s.pointer = pointer;
  const v = boundedValue(value);
  if (v !== undefined) s.value = v;
  return s;
}

function emptyKind(): KindSnapshot {
  return { observation: { state: 'failed', error: 'missing from snapshot' }, items: [] };
}

/** Everything one surface/kind comparison needs to know about the rest of the snapshots. */
interface Context {
  findings: Finding[];
  renames: ReadonlyMap<string, DeclaredRename>;
  /** ref -> surfaces offering it, per side (complete observations only). */
  /** Built on first use: most diffs never move a capability between surfaces, and large catalogs pay for the index. */
  baseOffered: () => Map<string, string[]>;
  headOffered: () => Map<string, string[]>;
  /** Old refs already reported by rename-target-missing (reported once, not per surface). */
  missingReported: Set<string>;
}

const byRefThenDigest = (a: Capability, b: Capability): number =>
  a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0;

/**
 * Items in ref order, copies of one ref (a server that lists a name twice) kept and ordered by digest: they are
 * compared as a multiset. The input is reused when already so.
 */
function byRef(items: readonly Capability[]): Capability[] {
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
class SortedRefs {
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

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function offeredIndex(snap: Snapshot): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of Object.keys(snap.surfaces).sort()) {
    const s = snap.surfaces[name];
    for (const kind of KINDS) {
      const ks = s.kinds?.[kind];
      if (!ks || ks.observation.state !== 'complete') continue;
      for (const c of ks.items) {
        const list = out.get(c.ref) ?? [];
        // A duplicated ref is still one offer on this surface.
        if (list[list.length - 1] !== name) list.push(name);
        out.set(c.ref, list);
      }
    }
  }
  return out;
}

export function diffSnapshots(base: Snapshot, head: Snapshot, config: Config, labels: { base: string; head: string }): Report {
  const ctx: Context = {
    findings: [],
    renames: resolveRenames(config.renames),
    baseOffered: lazy(() => offeredIndex(base)),
    headOffered: lazy(() => offeredIndex(head)),
    missingReported: new Set(),
  };
  if (base.server !== head.server) {
    ctx.findings.push({
      rule: 'snapshot-origin-changed',
      kind: 'config',
      surface: '*',
      before: { refs: [], value: base.server },
      after: { refs: [], value: head.server },
      params: { before: base.server, after: head.server },
    });
  }
  const names = [...new Set([...Object.keys(base.surfaces), ...Object.keys(head.surfaces)])].sort();
  for (const surface of names) {
    const b = base.surfaces[surface];
    const h = head.surfaces[surface];
    if (b === undefined) {
      ctx.findings.push({ rule: 'surface-added', kind: 'server', surface, params: { surface } });
      continue;
    }
    if (h === undefined) {
      ctx.findings.push({ rule: 'surface-removed', kind: 'server', surface, params: { surface } });
      continue;
    }
    compareServer(ctx, surface, b.server, h.server);
    ctx.findings.push(...compareProtocol(surface, b, h));
    const first = ctx.findings.length;
    for (const kind of KINDS) compareKind(ctx, surface, kind, b, h);
    const note = generatorNote(surface, ctx.findings.slice(first), () => commonToolCount(b, h));
    if (note !== undefined) ctx.findings.push(note);
  }
  const definitions = lazy(() => headDefinitions(head));
  const changes = applyReviewNewDescriptions(ctx.findings.map(toChange), config.policy?.reviewNewDescriptions, (ref) => definitions().get(ref));
  const adjusted = applySeverityOverrides(changes, config.severity);
  const { changes: kept, ignored } = applyIgnores(adjusted, config.ignore);
  const report = buildReport(head.server, labels, kept, ignored);
  const coverage = canaryCoverage(head);
  if (coverage) report.canaries = coverage;
  return report;
}

/** ref -> its first head definition on any surface (built only when a policy needs it). */
function headDefinitions(head: Snapshot): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  for (const name of Object.keys(head.surfaces).sort()) {
    for (const kind of KINDS) for (const c of head.surfaces[name].kinds?.[kind]?.items ?? []) if (!out.has(c.ref)) out.set(c.ref, c.definition);
  }
  return out;
}

// ------------------------------------------------------------------ server identity

function compareServer(ctx: Context, surface: string, b: ServerIdentity | undefined, h: ServerIdentity | undefined): void {
  if (!b || !h) return; // a surface that never initialized shows up as failed observations
  const push = (rule: string, pointer: string, x: JsonValue | undefined, y: JsonValue | undefined) => {
    const before: ChangeSide = { refs: [], pointer };
    const after: ChangeSide = { refs: [], pointer };
    const bx = boundedValue(x);
    const by = boundedValue(y);
    if (bx !== undefined) before.value = bx;
    if (by !== undefined) after.value = by;
    ctx.findings.push({ rule, kind: 'server', surface, before, after, params: { surface, pointer, before: showValue(x), after: showValue(y) } });
  };
  const bi = isJsonObject(b.serverInfo) ? b.serverInfo : {};
  const hi = isJsonObject(h.serverInfo) ? h.serverInfo : {};
  for (const k of [...new Set([...Object.keys(bi), ...Object.keys(hi)])].sort()) {
    if (jsonEqual(bi[k], hi[k])) continue;
    const rule = k === 'name' ? 'server-name-changed' : k === 'version' ? 'server-version-changed' : 'server-info-changed';
    push(rule, `/serverInfo/${escapePointer(k)}`, bi[k], hi[k]);
  }
  if (b.protocolVersion !== h.protocolVersion) {
    const dated = /^\d{4}-\d{2}-\d{2}$/;
    const up = dated.test(b.protocolVersion) && dated.test(h.protocolVersion) && h.protocolVersion > b.protocolVersion;
    push(up ? 'server-protocol-version-upgraded' : 'server-protocol-version-changed', '/protocolVersion', b.protocolVersion, h.protocolVersion);
  }
  if (b.instructions !== h.instructions) push('server-instructions-changed', '/instructions', b.instructions, h.instructions);
  const bf = capabilityFlags(b.capabilities);
  const hf = capabilityFlags(h.capabilities);
  for (const [p, v] of hf) {
    if (!bf.has(p)) push('server-capability-added', p, undefined, v);
    else if (!jsonEqual(bf.get(p), v)) push('server-info-changed', p, bf.get(p), v);
  }
  for (const [p, v] of bf) if (!hf.has(p)) push('server-capability-removed', p, v, undefined);
}

/** Advertised capability flags as pointers: `/capabilities/tools`, `/capabilities/tools/listChanged` (false = absent). */
function capabilityFlags(caps: JsonValue | undefined): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  if (!isJsonObject(caps)) return out;
  for (const k of Object.keys(caps)) {
    const v = caps[k];
    // Extensions (2026-07-28) are compared from server/discover by protocol-drift.ts, once, by name.
    if (v === false || v === null || k === 'extensions') continue;
    const p = `/capabilities/${escapePointer(k)}`;
    out.set(p, true);
    if (!isJsonObject(v)) continue;
    for (const sk of Object.keys(v)) {
      const sv = v[sk];
      if (sv === false || sv === null) continue;
      out.set(`${p}/${escapePointer(sk)}`, isJsonObject(sv) || Array.isArray(sv) ? (boundedValue(sv) ?? true) : sv);
    }
  }
  return out;
}

// ------------------------------------------------------------------ one kind on one surface

function compareKind(ctx: Context, surface: string, kind: Kind, bs: SurfaceSnapshot, hs: SurfaceSnapshot): void {
  const b = bs.kinds?.[kind] ?? emptyKind();
  const h = hs.kinds?.[kind] ?? emptyKind();
  const label = KIND_LABEL[kind];
  const { method, capability } = KIND_METHOD[kind];
  const common = { kind: label, surface, method, capability };
  const bState = b.observation.state;
  const hState = h.observation.state;

  if (hState === 'failed') {
    ctx.findings.push({
      rule: 'observation-failed',
      kind,
      surface,
      before: { refs: [], value: bState },
      after: { refs: [], value: hState },
      params: { ...common, error: h.observation.error ?? hs.error ?? 'no reason recorded' },
    });
    return;
  }
  // A problem the base already had is not news: only problems new in the head are reported.
  const known = new Set((b.observation.problems ?? []).map((p) => `${p.code}\u0000${p.message}`));
  for (const [i, p] of (h.observation.problems ?? []).entries()) {
    if (known.has(`${p.code}\u0000${p.message}`)) continue;
    const where = [p.page !== undefined ? `page ${p.page}` : '', p.index !== undefined ? `item ${p.index}` : ''].filter(Boolean).join(', ');
    ctx.findings.push({
      rule: 'observation-problem',
      kind,
      surface,
      after: { refs: [], pointer: `/problems/${i}`, value: { code: p.code, message: p.message } },
      params: { ...common, code: p.code, problem: where ? `${p.message} (${where})` : p.message },
    });
  }
  if (bState === 'failed') {
    if (hState === 'complete') {
      ctx.findings.push({
        rule: 'observation-recovered',
        kind,
        surface,
        before: { refs: [], value: bState },
        after: { refs: [], value: hState },
        params: { ...common, count: h.items.length },
      });
    }
    return;
  }
  if (hState === 'unsupported') {
    if (bState === 'complete') {
      for (const c of b.items) {
        ctx.findings.push({ rule: 'capability-removed-kind-unsupported', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
      }
    }
    return;
  }

  // Items are sorted by ref in every snapshot this tool writes: a merge join walks both lists once, in order, which
  // keeps large catalogs linear and cache-friendly (hash maps of 10,000 refs were the slowest part).
  const bItems = byRef(b.items);
  const hItems = byRef(h.items);
  const baseMap = new SortedRefs(bItems);
  const headMap = new SortedRefs(hItems);
  const onlyBase: Capability[] = [];
  const onlyHead: Capability[] = [];
  let digestsDiffer = false;

  // (1) Same ref on both sides: the copies of each ref as a multiset of digests.
  for (let i = 0, j = 0; i < bItems.length || j < hItems.length; ) {
    const bc = bItems[i];
    const hc = hItems[j];
    if (bc !== undefined && hc !== undefined && bc.ref === hc.ref) {
      const bCopies = copiesAt(bItems, i);
      const hCopies = copiesAt(hItems, j);
      if (bCopies.length === 1 && hCopies.length === 1) {
        if (hc.digest !== bc.digest) {
          digestsDiffer = true;
          pushDefinitionDeltas(ctx, surface, kind, bc, hc);
        }
      } else if (compareCopies(ctx, surface, kind, bCopies, hCopies)) digestsDiffer = true;
      i += bCopies.length;
      j += hCopies.length;
    } else if (hc === undefined || (bc !== undefined && bc.ref < hc.ref)) {
      const copies = copiesAt(bItems, i);
      onlyBase.push(bc);
      i += copies.length;
    } else {
      const copies = copiesAt(hItems, j);
      // The copy that reads risky stands for a new ref, so a poisoned second copy is not hidden behind a plain first.
      onlyHead.push(copies.length > 1 ? (copies.find((x) => riskyText(x.definition) !== undefined) ?? hc) : hc);
      if (copies.length > 1) pushCopies(ctx, surface, kind, 0, copies);
      j += copies.length;
    }
  }

  // (2) Declared continuity.
  const plan = planDeclared(kind, baseMap, headMap, ctx.renames);
  const consumed = new Set<string>();
  // A rename declared ahead of time is only worth a word when this kind actually changed; otherwise every
  // unrelated PR would carry it.
  const kindChanged = digestsDiffer || onlyBase.length > 0 || onlyHead.length > 0;
  for (const m of kindChanged ? plan.missing : []) {
    if (ctx.missingReported.has(m.old)) continue;
    ctx.missingReported.add(m.old);
    ctx.findings.push({
      rule: 'rename-target-missing',
      kind: 'config',
      surface,
      before: { refs: [m.old] },
      after: { refs: m.to },
      params: { from: keyOfRef(m.old), to: m.to.map(keyOfRef).join('`, `') },
    });
  }
  for (const g of plan.groups) {
    const olds = g.olds.map((r) => baseMap.get(r)!);
    const news = g.news.map((r) => headMap.get(r)!);
    for (const r of g.olds) consumed.add(r);
    for (const r of g.news) if (!baseMap.has(r)) consumed.add(r);
    const rule =
      g.type === 'renamed'
        ? g.aliased
          ? 'capability-renamed-with-alias'
          : 'capability-renamed'
        : g.type === 'merged'
          ? g.aliased
            ? 'capabilities-merged-with-alias'
            : 'capabilities-merged'
          : g.aliased
            ? 'capability-split-with-alias'
            : 'capability-split';
    const from = g.type === 'merged' ? quoteList(g.olds) : keyOfRef(g.olds[0]);
    const to = g.type === 'split' ? quoteList(g.news) : keyOfRef(g.news[0]);
    ctx.findings.push({ rule, kind, surface, before: sideOf(olds), after: sideOf(news), params: { ...common, from, to, name: keyOfRef(g.olds[0]) } });
    if (g.type === 'renamed') pushDefinitionDeltas(ctx, surface, kind, olds[0], news[0]);
  }

  // (3) What is left: exposure moves, then removals and additions with suggestions.
  const removed: Capability[] = [];
  const added: Capability[] = [];
  for (const c of onlyBase) {
    const ref = c.ref;
    if (consumed.has(ref)) continue;
    const elsewhere = (ctx.headOffered().get(ref) ?? []).filter((s) => s !== surface);
    if (elsewhere.length > 0) {
      ctx.findings.push({
        rule: 'capability-exposure-narrowed',
        kind,
        surface,
        before: sideOf([c]),
        params: { ...common, name: keyOfRef(ref), surfaces: elsewhere.map((s) => `\`${s}\``).join(', ') },
      });
    } else removed.push(c);
  }
  for (const c of onlyHead) {
    const ref = c.ref;
    if (consumed.has(ref)) continue;
    const before = (ctx.baseOffered().get(ref) ?? []).filter((s) => s !== surface);
    if (before.length > 0) {
      ctx.findings.push({ rule: 'capability-exposure-widened', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(ref) } });
    } else added.push(c);
  }
  const { hints, targets } = suggestMatches(removed, added);
  for (const c of removed) {
    const f: Finding = { rule: 'capability-removed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
    const target = targets.get(c.ref);
    if (target && f.params) {
      f.params.suggestion = target.to;
      f.params.similarity = target.score;
    }
    const hint = hints.get(c.ref);
    if (hint) f.hint = hint;
    ctx.findings.push(f);
  }
  for (const c of added) {
    // New model-visible text that reads like poisoning is reviewed like a changed description would be.
    const risky = riskyText(c.definition);
    const f: Finding = risky
      ? { rule: 'capability-added-risky-text', kind, surface, after: sideOf([c], risky.pointer), params: { ...common, name: keyOfRef(c.ref), pointer: risky.pointer, what: risky.what } }
      : { rule: 'capability-added', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
    const hint = hints.get(c.ref);
    if (hint) f.hint = hint;
    ctx.findings.push(f);
  }
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

function pushDefinitionDeltas(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void {
  let deltas: DefinitionDelta[];
  try {
    deltas = compareDefinitions(kind, bc.definition, hc.definition);
  } catch (e) {
    // Defensive: a definition shape nothing here expected is a review, never a crash.
    deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: (e as Error).message } }];
  }
  const label = KIND_LABEL[kind];
  for (const d of deltas) {
    ctx.findings.push({
      rule: d.rule,
      kind,
      surface,
      before: sideOf([bc], d.pointer, d.before),
      after: sideOf([hc], d.pointer, d.after),
      params: { kind: label, surface, name: keyOfRef(bc.ref), pointer: d.pointer || '/', ...d.params },
    });
  }
}
