// The release gate: removals must have served out a deprecation window, and the version bump must match the drift.
// Pure: `now` and the release dates of past versions are passed in, so every verdict is reproducible in a test.
import { parseRef } from '../shared/canonical.js';
import type { Config } from '../shared/config.js';
import {
  addDays,
  collectDeprecations,
  dayOf,
  daysBetween,
  type Deprecation,
  type EffectiveDeprecation,
  effectiveDeprecation,
  type PublishedDeprecation,
  servedRefs,
} from './deprecations.js';
import type { Change, ChangeType, Kind, Report, Snapshot } from '../shared/model.js';
import { type ReleaseLevel, releaseRule } from './release-rules.js';
import { fillTemplate } from '../rules/rules.js';

export interface ReleaseFinding {
  id: string;
  level: ReleaseLevel;
  ref?: string;
  surface?: string;
  message: string;
  hint: string;
  /** The values the message was filled from, so a stored finding can be re-worded. */
  params: Record<string, string | number>;
}

export interface ReleaseResult {
  findings: ReleaseFinding[];
  errors: number;
  warnings: number;
  /** The versions compared (after defaulting to serverInfo.version). */
  baseVersion?: string;
  headVersion?: string;
  /** Deprecations of capabilities the head still serves (for release notes). */
  deprecations: EffectiveDeprecation[];
}

export interface ReleaseInput {
  report: Report;
  /** The last released snapshot. */
  base: Snapshot;
  head: Snapshot;
  config: Config;
  now: Date;
  baseVersion?: string;
  headVersion?: string;
  /** version or tag -> YYYY-MM-DD release date. */
  versionDates?: Record<string, string>;
  /** When each deprecation first shipped (git history); given, deprecation ages are measured from it. */
  published?: readonly PublishedDeprecation[];
}

export const DEFAULT_MIN_DEPRECATION_DAYS = 90;

export function windowDays(config: Config, kind: Kind | undefined): number {
  const byKind = kind ? config.policy?.minDeprecationDaysByKind?.[kind] : undefined;
  return byKind ?? config.policy?.minDeprecationDays ?? DEFAULT_MIN_DEPRECATION_DAYS;
}

// ---------------------------------------------------------------- versions

export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}

const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(s: string): Version | undefined {
  const m = SEMVER.exec(s.trim());
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ? m[4].split('.') : [] };
}

function comparePre(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release outranks its pre-releases
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const an = /^\d+$/.test(a[i]);
    const bn = /^\d+$/.test(b[i]);
    if (an && bn) {
      const d = Number(a[i]) - Number(b[i]);
      if (d !== 0) return Math.sign(d);
    } else if (an !== bn) return an ? -1 : 1;
    else if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}

/** Semver precedence: negative when a < b. */
export function compareVersions(a: Version, b: Version): number {
  return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch) || comparePre(a.prerelease, b.prerelease);
}

/**
 * How much compatibility a version step gives up, read the way Cargo reads it: in 0.x.y the minor is the breaking
 * digit and a patch bump may add features; in 0.0.z every bump is breaking. Leaving a pre-release for its release
 * (or another pre-release of it) counts as major: pre-releases promise nothing. `none` when head is not newer.
 */
export type BumpLevel = 'major' | 'minor' | 'patch' | 'none';

export function bumpLevel(base: Version, head: Version): BumpLevel {
  if (compareVersions(head, base) <= 0) return 'none';
  const sameCore = head.major === base.major && head.minor === base.minor && head.patch === base.patch;
  if (sameCore) return base.prerelease.length > 0 ? 'major' : 'patch';
  if (head.major !== base.major) return 'major';
  if (base.major === 0) {
    if (base.minor === 0) return 'major';
    if (head.minor !== base.minor) return 'major';
    return 'minor';
  }
  if (head.minor !== base.minor) return 'minor';
  return 'patch';
}

/** serverInfo.version of the `default` surface, else of the first surface (by name) that reports one. */
export function snapshotVersion(snapshot: Snapshot): string | undefined {
  const names = Object.keys(snapshot.surfaces).sort();
  const order = names.includes('default') ? ['default', ...names.filter((n) => n !== 'default')] : names;
  for (const n of order) {
    const v = snapshot.surfaces[n].server?.serverInfo?.version;
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
}

// ---------------------------------------------------------------- evaluation

/** Change types that can take a capability away from callers on a surface. */
const REMOVING: ReadonlySet<ChangeType> = new Set<ChangeType>(['removed', 'renamed', 'merged', 'split', 'exposure']);

function targets(change: Change): string {
  return (change.after?.refs ?? []).join(', ');
}

function actionOf(change: Change): string {
  const to = targets(change);
  switch (change.type) {
    case 'renamed':
      return to ? `renamed to ${to}` : 'renamed';
    case 'merged':
      return to ? `merged into ${to}` : 'merged';
    case 'split':
      return to ? `split into ${to}` : 'split';
    case 'exposure':
      return 'withdrawn';
    default:
      return 'removed';
  }
}

class Findings {
  readonly list: ReleaseFinding[] = [];
  private readonly seen = new Set<string>();

  add(id: string, params: Record<string, string | number>, ref?: string, surface?: string): void {
    const rule = releaseRule(id);
    const message = fillTemplate(rule.message, params);
    // A config deprecation applies on every surface; saying the same sentence once per surface adds nothing.
    const key = `${id}\u0000${ref ?? ''}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const f: ReleaseFinding = { id, level: rule.level, message, hint: fillTemplate(rule.hint, params), params };
    if (ref !== undefined) f.ref = ref;
    if (surface !== undefined) f.surface = surface;
    this.list.push(f);
  }
}

interface Ctx {
  input: ReleaseInput;
  today: string;
  all: Deprecation[];
  baseVersion?: string;
  out: Findings;
}

function checkRemoval(ctx: Ctx, ref: string, surface: string, action: string): void {
  const window = windowDays(ctx.input.config, parseRef(ref)?.kind);
  const params: Record<string, string | number> = { ref, surface, action, window };
  const dep = effectiveDeprecation(ctx.all, ref, surface, history(ctx.input, ctx.baseVersion, ctx.today));
  if (!dep) {
    ctx.out.add('removed-without-deprecation', params, ref, surface);
    return;
  }
  if (dep.sinceDate === undefined) {
    ctx.out.add('deprecation-age-unknown', { ...params, reason: dep.sinceUnknown ?? 'the deprecation gives no date' }, ref, surface);
  } else {
    const days = daysBetween(dep.sinceDate, ctx.today);
    if (days < window) {
      ctx.out.add(
        'deprecation-window-not-elapsed',
        { ...params, since: dep.sinceDate, days, earliest: addDays(dep.sinceDate, window) },
        ref,
        surface,
      );
    }
  }
  if (dep.removeAfter !== undefined && (dep.removeAfterDate === undefined || ctx.today <= dep.removeAfterDate)) {
    ctx.out.add('remove-after-in-future', { ...params, removeAfter: dep.removeAfter }, ref, surface);
  }
}

function checkStillServed(ctx: Ctx, dep: EffectiveDeprecation): void {
  const { ref, surface } = dep;
  const window = windowDays(ctx.input.config, parseRef(ref)?.kind);
  const base: Record<string, string | number> = { ref, surface, window };
  if (dep.removeAfterDate !== undefined && ctx.today > dep.removeAfterDate) {
    const alias = dep.removeAfterSource === 'alias';
    ctx.out.add(
      alias ? 'alias-expired-still-served' : 'deprecated-past-remove-after',
      { ...base, removeAfter: dep.removeAfter ?? dep.removeAfterDate, replacedBy: dep.replacedBy ?? 'its replacement' },
      ref,
      surface,
    );
  }
  if (dep.removeAfter === undefined) {
    const from = dep.sinceDate ?? ctx.today;
    const sinceText = dep.sinceDate ? `since ${dep.sinceDate}` : dep.since ? `since ${dep.since}` : 'no since date';
    const replacement = dep.replacedBy ? `, replaced by ${dep.replacedBy},` : '';
    ctx.out.add('deprecation-without-remove-after', { ...base, sinceText, replacement, earliest: addDays(from, window) }, ref, surface);
  } else if (dep.sinceDate !== undefined && dep.removeAfterDate !== undefined) {
    const days = daysBetween(dep.sinceDate, dep.removeAfterDate);
    if (days < window) {
      ctx.out.add(
        'remove-after-inside-window',
        { ...base, since: dep.sinceDate, removeAfter: dep.removeAfter, days, earliest: addDays(dep.sinceDate, window) },
        ref,
        surface,
      );
    }
  }
}

function checkVersions(ctx: Ctx, headVersion: string | undefined): void {
  const { report } = ctx.input;
  const breaking = report.changes.filter((c) => c.severity === 'breaking').length;
  const review = report.changes.filter((c) => c.severity === 'review').length;
  if (breaking === 0 && review === 0) return;
  const b = ctx.baseVersion !== undefined ? parseVersion(ctx.baseVersion) : undefined;
  const h = headVersion !== undefined ? parseVersion(headVersion) : undefined;
  for (const [side, raw, parsed] of [
    ['base', ctx.baseVersion, b],
    ['head', headVersion, h],
  ] as const) {
    if (!parsed) ctx.out.add('version-unparseable', { side, version: raw ?? '(none)' });
  }
  // Unknown versions fail closed for breaking changes: nothing proves the bump.
  const level: BumpLevel = b && h ? bumpLevel(b, h) : 'none';
  const versions = { base: ctx.baseVersion ?? 'unknown', head: headVersion ?? 'unknown' };
  if (breaking > 0 && level !== 'major') ctx.out.add('breaking-without-major', { ...versions, count: breaking });
  if (breaking === 0 && review > 0 && level !== 'major' && level !== 'minor') {
    ctx.out.add('review-without-minor', { ...versions, count: review });
  }
}

function history(input: ReleaseInput, baseVersion: string | undefined, today: string) {
  return { versionDates: input.versionDates, baseVersion, ...(input.published ? { published: input.published, releaseDay: today } : {}) };
}

export function evaluateRelease(input: ReleaseInput): ReleaseResult {
  const baseVersion = input.baseVersion ?? snapshotVersion(input.base);
  const headVersion = input.headVersion ?? snapshotVersion(input.head);
  const all = collectDeprecations({ config: input.config, base: input.base, head: input.head, versionDates: input.versionDates, baseVersion });
  const ctx: Ctx = { input, today: dayOf(input.now), all, baseVersion, out: new Findings() };
  const baseServed = servedRefs(input.base);
  const headServed = servedRefs(input.head);

  for (const change of input.report.changes) {
    if (!REMOVING.has(change.type)) continue;
    for (const ref of change.before?.refs ?? []) {
      if (!parseRef(ref)) continue;
      // Only a capability the base served on this surface and the head no longer serves there is taken away;
      // an alias kept under the old name, or an exposure that widened, takes nothing.
      if (!baseServed.get(change.surface)?.has(ref)) continue;
      if (headServed.get(change.surface)?.has(ref)) continue;
      checkRemoval(ctx, ref, change.surface, actionOf(change));
    }
  }

  // Deprecations of what the head still serves. A server-declared marker counts only if the head still carries it:
  // dropping the marker un-deprecates.
  const live = all.filter((d) => d.source === 'config' || d.source === 'alias' || d.seenIn?.includes('head'));
  const deprecations: EffectiveDeprecation[] = [];
  for (const [surface, refs] of [...headServed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const ref of [...new Set(live.map((d) => d.ref))].sort()) {
      if (!refs.has(ref)) continue;
      if (!live.some((d) => d.ref === ref && (d.surface === undefined || d.surface === surface))) continue;
      const dep = effectiveDeprecation(live, ref, surface, history(input, baseVersion, ctx.today));
      if (!dep) continue;
      deprecations.push(dep);
      checkStillServed(ctx, dep);
    }
  }

  checkVersions(ctx, headVersion);

  const findings = ctx.out.list;
  const result: ReleaseResult = {
    findings,
    errors: findings.filter((f) => f.level === 'error').length,
    warnings: findings.filter((f) => f.level === 'warning').length,
    deprecations,
  };
  if (baseVersion !== undefined) result.baseVersion = baseVersion;
  if (headVersion !== undefined) result.headVersion = headVersion;
  return result;
}
