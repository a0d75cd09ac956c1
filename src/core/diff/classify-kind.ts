// One kind on one surface, as passes: the observation states, detection (the join by ref), declared continuity
// (renames and aliases applied after detection), then what is left as exposure moves, removals and additions.
import type { RuleId } from '../rules/rules.js';
import type { Capability, Finding, Kind, KindSnapshot, SurfaceSnapshot } from '../shared/model.js';
import { KIND_METHOD, KINDS } from '../shared/model.js';
import { planDeclared, suggestMatches, type ContinuityGroup } from './renames/match.js';
import { againstGrain } from './powers.js';
import { riskyText } from './risky-text.js';
import { KIND_LABEL, keyOfRef, quoteList, sideOf, type Context } from './classify-shared.js';
import { byRef, joinByRef, pushDefinitionDeltas, SortedRefs, type Joined } from './classify-join.js';
import { ifRenamed } from './rename-preview.js';
import { impersonates, reservedWidened, skeleton, telltales } from './look-alike.js';

type Common = { kind: string; surface: string; method: string; capability: string };

function emptyKind(): KindSnapshot {
  return { observation: { state: 'failed', error: 'missing from snapshot' }, items: [] };
}

export function compareKind(ctx: Context, surface: string, kind: Kind, bs: SurfaceSnapshot, hs: SurfaceSnapshot): void {
  const b = bs.kinds?.[kind] ?? emptyKind();
  const h = hs.kinds?.[kind] ?? emptyKind();
  const { method, capability } = KIND_METHOD[kind];
  const common: Common = { kind: KIND_LABEL[kind], surface, method, capability };
  if (!observationPass(ctx, surface, kind, b, h, hs.error, common)) return;
  const bItems = byRef(b.items);
  const hItems = byRef(h.items);
  const joined = joinByRef(ctx, surface, kind, bItems, hItems);
  const consumed = continuityPass(ctx, surface, kind, joined, new SortedRefs(bItems), new SortedRefs(hItems), common);
  lifecyclePass(ctx, surface, kind, joined, consumed, common, hItems);
}

/** Failed, recovered and unsupported observations, and new capture problems. False when items are not comparable. */
function observationPass(ctx: Context, surface: string, kind: Kind, b: KindSnapshot, h: KindSnapshot, headError: string | undefined, common: Common): boolean {
  const bState = b.observation.state;
  const hState = h.observation.state;
  if (hState === 'failed') {
    const error = h.observation.error ?? headError ?? 'no reason recorded';
    ctx.findings.push({ rule: 'observation-failed', kind, surface, before: { refs: [], value: bState }, after: { refs: [], value: hState }, params: { ...common, error } });
    return false;
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
      const params = { ...common, count: h.items.length };
      ctx.findings.push({ rule: 'observation-recovered', kind, surface, before: { refs: [], value: bState }, after: { refs: [], value: hState }, params });
    }
    return false;
  }
  if (hState === 'unsupported') {
    for (const c of bState === 'complete' ? b.items : []) {
      ctx.findings.push({ rule: 'capability-removed-kind-unsupported', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
    }
    return false;
  }
  return true;
}

function continuityRule(g: ContinuityGroup): RuleId {
  const base = g.type === 'renamed' ? 'capability-renamed' : g.type === 'merged' ? 'capabilities-merged' : 'capability-split';
  return g.aliased ? `${base}-with-alias` : base;
}

/** Declared renames, merges and splits applied to what detection left over. Returns the refs they account for. */
function continuityPass(ctx: Context, surface: string, kind: Kind, joined: Joined, baseMap: SortedRefs, headMap: SortedRefs, common: Common): Set<string> {
  const plan = planDeclared(kind, baseMap, headMap, ctx.renames);
  const consumed = new Set<string>();
  // A rename declared ahead of time is only worth a word when this kind actually changed; otherwise every
  // unrelated PR would carry it.
  const kindChanged = joined.digestsDiffer || joined.onlyBase.length > 0 || joined.onlyHead.length > 0;
  for (const m of kindChanged ? plan.missing : []) if (!ctx.missing.has(m.old)) ctx.missing.set(m.old, { surface, ...m });
  for (const g of plan.groups) {
    const olds = g.olds.map((r) => baseMap.get(r)!);
    const news = g.news.map((r) => headMap.get(r)!);
    for (const r of g.olds) consumed.add(r);
    for (const r of g.news) if (!baseMap.has(r)) consumed.add(r);
    const from = g.type === 'merged' ? quoteList(g.olds) : keyOfRef(g.olds[0]);
    const to = g.type === 'split' ? quoteList(g.news) : keyOfRef(g.news[0]);
    const params = { ...common, from, to, name: keyOfRef(g.olds[0]) };
    ctx.findings.push({ rule: continuityRule(g), kind, surface, before: sideOf(olds), after: sideOf(news), params });
    if (g.type === 'renamed') pushDefinitionDeltas(ctx, surface, kind, olds[0], news[0]);
  }
  return consumed;
}

/** What is left: exposure moves between surfaces, then removals and additions with look-alikes suggested. */
function lifecyclePass(ctx: Context, surface: string, kind: Kind, joined: Joined, consumed: ReadonlySet<string>, common: Common, headItems: readonly Capability[]): void {
  let removed: Capability[] = [];
  let added: Capability[] = [];
  for (const c of joined.onlyBase) {
    if (consumed.has(c.ref)) continue;
    const elsewhere = (ctx.headOffered().get(c.ref) ?? []).filter((s) => s !== surface);
    if (elsewhere.length === 0) removed.push(c);
    else {
      const surfaces = elsewhere.map((s) => `\`${s}\``).join(', ');
      ctx.findings.push({ rule: 'capability-exposure-narrowed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref), surfaces } });
    }
  }
  for (const c of joined.onlyHead) {
    if (consumed.has(c.ref)) continue;
    const before = (ctx.baseOffered().get(c.ref) ?? []).filter((s) => s !== surface);
    if (before.length === 0) added.push(c);
    else ctx.findings.push({ rule: 'capability-exposure-widened', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
  }
  // Names drawn like another name of this kind (removed or still served) impersonate it: their own rows, never offered
  // as renames. A template only widened to reserved expansion is the same template exposing more: its own row too.
  const lookAlikes = impersonations(ctx, surface, kind, removed, added, headItems, common);
  removed = removed.filter((c) => !lookAlikes.has(c.ref));
  added = added.filter((c) => !lookAlikes.has(c.ref));
  // A look-alike is offered only between names that really left and really arrived: a removed name the server still
  // serves as another kind, or an added one it already served as another kind, has a namesake (a sibling) and pairing
  // it would name a rename that did not happen. (The same kind on another surface is an exposure move, above.)
  const namesake = (c: Capability, offered: ReadonlyMap<string, string[]>) => KINDS.some((k) => k !== kind && offered.has(`${k}:${keyOfRef(c.ref)}`));
  // A suggestion never maps a tool onto one that can do less or more: the matcher refuses such pairs, and the hint
  // of the removal says which look-alike was refused and why (in the hint, not a param, so the row groups like every
  // other removal).
  const { hints, targets } = suggestMatches(
    removed.filter((c) => !namesake(c, ctx.headOffered())),
    added.filter((c) => !namesake(c, ctx.baseOffered())),
    againstGrain,
  );
  for (const c of removed) {
    const f: Finding = { rule: 'capability-removed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
    const target = targets.get(c.ref);
    if (target && f.params) {
      f.params.suggestion = target.to;
      f.params.similarity = target.score;
    }

    const neu = target === undefined ? undefined : added.find((a) => a.ref === target.to);
    const inside = neu === undefined ? undefined : ifRenamed(ctx, surface, kind, c, neu);
    const hint = [hints.get(c.ref), inside].filter((x) => x !== undefined).join(' ');
    if (hint) f.hint = hint;
    ctx.findings.push(f);
  }
  for (const c of added) {
    // New model-visible text that reads like poisoning is reviewed like a changed description would be.
    const risky = riskyText(c.definition);
    const params = { ...common, name: keyOfRef(c.ref) };
    const f: Finding = risky
      ? { rule: 'capability-added-risky-text', kind, surface, after: sideOf([c], risky.pointer), params: { ...params, pointer: risky.pointer, what: risky.what, cue: risky.cue } }
      : { rule: 'capability-added', kind, surface, after: sideOf([c]), params };
    const hint = hints.get(c.ref);
    if (hint) f.hint = hint;
    ctx.findings.push(f);
  }
}

/**
 * Added names drawn like a served or removed one (impersonation, breaking, with the code points), and templates that
 * only turned a variable to reserved expansion (an exposure change). Returns the refs they account for: the removed
 * original of an impersonation stays a removal; a widened template's old form is not.
 */
function impersonations(ctx: Context, surface: string, kind: Kind, removed: readonly Capability[], added: readonly Capability[], headItems: readonly Capability[], common: Common): Set<string> {
  const out = new Set<string>();
  if (added.length === 0) return out;
  // Only a name with a character outside ASCII can look like another: the rest never builds the look-up.
  let drawn: Map<string, Capability> | undefined;
  const lookUp = (): Map<string, Capability> => {
    if (drawn !== undefined) return drawn;
    // What a new name may be drawn like: what was removed, and what stays served (never the new names themselves).
    const fresh = new Set(added.map((c) => c.ref));
    drawn = new Map();
    for (const o of [...removed, ...headItems]) {
      const k = skeleton(keyOfRef(o.ref));
      if (!fresh.has(o.ref) && !drawn.has(k)) drawn.set(k, o);
    }
    return drawn;
  };
  for (const c of added) {
    const key = keyOfRef(c.ref);
    const candidate = telltales(key).length > 0 ? lookUp().get(skeleton(key)) : undefined;
    const target = candidate !== undefined && impersonates(key, keyOfRef(candidate.ref)) ? candidate : undefined;
    if (target !== undefined) {
      out.add(c.ref);
      const params = { ...common, name: key, target: keyOfRef(target.ref), codepoints: telltales(key).join(', ') };
      ctx.findings.push({ rule: 'capability-impersonates', kind, surface, before: sideOf([target]), after: sideOf([c]), params });
      continue;
    }
    if (kind !== 'resourceTemplate') continue;
    for (const o of removed) {
      const vars = reservedWidened(keyOfRef(o.ref), key);
      if (vars.length === 0 || out.has(o.ref)) continue;
      out.add(c.ref);
      out.add(o.ref);
      const params = { ...common, name: keyOfRef(o.ref), to: key, variables: vars.map((v) => `\`${v}\``).join(', ') };
      ctx.findings.push({ rule: 'resource-template-expansion-widened', kind, surface, before: sideOf([o]), after: sideOf([c]), params });
      break;
    }
  }
  return out;
}

