// Where a deprecation can be declared (config, a rename's alias, the server's own _meta or description) and how the
// declarations of one capability merge into the one the release policy judges. Pure: dates come in, nothing is read.
import { parseRef } from '../shared/canonical.js';
import type { Config, DeprecationEntry, RenameEntry } from '../shared/config.js';
import type { Capability, JsonObject, JsonValue, Kind, Snapshot } from '../shared/model.js';
import { KINDS } from '../shared/model.js';
import { deprecationNotice, successorNamed } from './deprecation-notice.js';

export type DeprecationSource = 'config' | 'alias' | 'meta' | 'description';

/** Config and alias declarations outrank what the server says about itself: the repository owner has the last word. */
const SOURCE_RANK: Readonly<Record<DeprecationSource, number>> = { config: 0, alias: 1, meta: 2, description: 3 };

/** One declaration, as found. */
export interface Deprecation {
  ref: string;
  source: DeprecationSource;
  /** Server-declared ones hold on the surface they were seen on; config and alias ones on every surface. */
  surface?: string;
  /** Which snapshot carried a server-declared deprecation (both when both did); `base` on an alias the base release already served. */
  seenIn?: Array<'base' | 'head'>;
  /** As written: an ISO date or a version. Absent when the declaration gave none. */
  since?: string;
  removeAfter?: string;
  replacedBy?: string;
  reason?: string;
}

/** The merged view of one capability's deprecation on one surface, with `since` resolved to a date when provable. */
export interface EffectiveDeprecation {
  ref: string;
  surface: string;
  sources: DeprecationSource[];
  since?: string;
  /** YYYY-MM-DD; absent when `since` is missing or a version with no known release date. */
  sinceDate?: string;
  /** Why `sinceDate` is missing, in words (for the finding message). */
  sinceUnknown?: string;
  /** The release the deprecation first shipped in, when the history says and it moved `sinceDate`; `(this release)` for a new one. */
  firstShipped?: string;
  removeAfter?: string;
  /** YYYY-MM-DD: `removeAfter` itself, or the release date of the version it names; absent when not yet released. */
  removeAfterDate?: string;
  /** Which declaration set removeAfter: an alias's date expiring reads differently from a deprecation's. */
  removeAfterSource?: DeprecationSource;
  replacedBy?: string;
  reason?: string;
}

export interface DeprecationInput {
  config: Config;
  base?: Snapshot;
  head?: Snapshot;
  /** version or tag -> YYYY-MM-DD release date (the CLI fills it from git tag dates). */
  versionDates?: Record<string, string>;
  /** The base snapshot's version: a server-declared deprecation with no date is at least as old as this release. */
  baseVersion?: string;
  /**
   * When each capability's deprecation first shipped, from the release history (git tags). Given, it is the measure:
   * a deprecation's age starts at the first release that carried it, whatever date it claims, and one no earlier
   * release carried starts at `releaseDay` (it ships now). Absent (no history to read), the declared dates hold.
   */
  published?: readonly PublishedDeprecation[];
  /** YYYY-MM-DD of the release being judged. */
  releaseDay?: string;
}

/** A release that carried a declaration of `ref` (on `surface`, for a server-declared one) and the day it shipped. */
export interface PublishedDeprecation {
  ref: string;
  surface?: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The tag or ref of that release. */
  release: string;
}

// ---------------------------------------------------------------- dates

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** The UTC calendar day of an instant: every comparison in the release policy is by whole UTC days. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (both YYYY-MM-DD); negative when `b` is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A version's release date, tolerant of a `v` prefix on either side (tags are usually `v1.2.3`, configs `1.2.3`). */
export function releaseDateOf(version: string, versionDates: Record<string, string> | undefined): string | undefined {
  if (!versionDates) return undefined;
  const bare = version.replace(/^v/i, '');
  for (const key of [version, bare, `v${bare}`]) {
    const d = versionDates[key];
    if (typeof d === 'string' && isIsoDate(d)) return d;
  }
  return undefined;
}

// ---------------------------------------------------------------- server-declared

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: JsonValue | undefined): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** `_meta[key]`: true, a since date/version string, or `{ since, removeAfter, replacedBy, reason }`. */
function fromMeta(definition: JsonObject, key: string): Omit<Deprecation, 'ref' | 'source'> | undefined {
  const meta = definition._meta;
  if (!isObject(meta) || !(key in meta)) return undefined;
  const v = meta[key];
  if (v === true) return {};
  if (typeof v === 'string') return v.trim() === '' ? {} : { since: v.trim() };
  if (isObject(v)) {
    return { since: str(v.since), removeAfter: str(v.removeAfter), replacedBy: str(v.replacedBy), reason: str(v.reason) };
  }
  return undefined;
}

const DATE_OR_VERSION = String.raw`(\d{4}-\d{2}-\d{2}|v?\d+\.\d+\.\d+[0-9A-Za-z.+-]*)`;
const SINCE_RE = new RegExp(String.raw`\bsince\s+${DATE_OR_VERSION}`, 'i');
const REMOVE_RE = new RegExp(String.raw`\b(?:remove[sd]?\s+after|until|removal\s+after)\s+(\d{4}-\d{2}-\d{2})`, 'i');
// One `\s*` per side of the bracket: two in a row would split a run of spaces every way (quadratic).
const BARE_DATE_RE = new RegExp(String.raw`^\s*(?:[(\[]\s*)?${DATE_OR_VERSION}`);
/** The date patterns a notice is read with (exported so a test runs each on adversarial text). */
export const NOTICE_DATES: readonly RegExp[] = [SINCE_RE, REMOVE_RE, BARE_DATE_RE];

/**
 * A deprecation the capability states in its own description or title (deprecation-notice.ts: the default forms, and
 * the configured house marker): dates are read only from the text right after the marker, up to the first sentence
 * end, so a date elsewhere in a long description is never mistaken for the deprecation date; the successor when the
 * notice names one.
 */
function fromDescription(cap: Capability, marker: string | undefined, served: (ref: string) => boolean): Omit<Deprecation, 'ref' | 'source'> | undefined {
  const notice = deprecationNotice(cap.definition, marker);
  if (notice === undefined) return undefined;
  const rest = notice.rest;
  const paren = /^\s*[(\[]([^)\]]*)[)\]]/.exec(rest);
  const head = paren ? paren[1] : (/^[^\n.]*(?:\.\d[^\n.]*)*/.exec(rest)?.[0] ?? '');
  const since = SINCE_RE.exec(head)?.[1] ?? (paren ? BARE_DATE_RE.exec(paren[1])?.[1] : undefined);
  const removeAfter = REMOVE_RE.exec(head)?.[1];
  return { since, removeAfter, replacedBy: successorNamed(rest, cap.ref, served, notice.text) };
}

function serverDeclared(snapshot: Snapshot, which: 'base' | 'head', config: Config): Deprecation[] {
  const metaKey = config.policy?.deprecatedMetaKey;
  // Descriptions are always read (the default forms); the configured marker adds a house style.
  const marker = config.policy?.deprecatedDescriptionMarker?.trim() || undefined;
  const out: Deprecation[] = [];
  for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
    const refs = new Set(KINDS.flatMap((kind) => (snap.kinds[kind]?.items ?? []).map((c) => c.ref)));
    const served = (ref: string) => refs.has(ref);
    for (const kind of KINDS) {
      for (const cap of snap.kinds[kind]?.items ?? []) {
        const m = metaKey ? fromMeta(cap.definition, metaKey) : undefined;
        if (m) out.push({ ...clean(m), ref: cap.ref, source: 'meta', surface, seenIn: [which] });
        const d = fromDescription(cap, marker, served);
        if (d) out.push({ ...clean(d), ref: cap.ref, source: 'description', surface, seenIn: [which] });
      }
    }
  }
  return out;
}

function clean<T extends object>(o: T): T {
  const out = {} as T;
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

// ---------------------------------------------------------------- config

/** A rename target written as a bare name takes the old ref's kind. */
function targetRef(oldRef: string, to: string): string {
  if (parseRef(to)) return to;
  const kind = parseRef(oldRef)?.kind ?? 'tool';
  return `${kind}:${to}`;
}

export function renameEntry(v: string | string[] | RenameEntry): RenameEntry {
  return typeof v === 'string' || Array.isArray(v) ? { to: v } : v;
}

/**
 * Renames that keep serving the old name: an entry with `aliasUntil`, or `alias: true`. When the base snapshot already
 * served the old and new names side by side on one surface, the alias was public in the base release (`seenIn: base`),
 * which dates it when nothing else does.
 */
export function aliasDeprecations(config: Config, base?: Snapshot): Deprecation[] {
  const baseServed = base ? [...servedRefs(base).values()] : [];
  const out: Deprecation[] = [];
  for (const [oldRef, raw] of Object.entries(config.renames ?? {})) {
    const e = renameEntry(raw);
    if (e.aliasUntil === undefined && e.alias !== true) continue;
    if (e.alias === false) continue;
    const to = (Array.isArray(e.to) ? e.to : [e.to]).map((t) => targetRef(oldRef, t));
    const inBase = baseServed.some((refs) => refs.has(oldRef) && to.every((t) => refs.has(t)));
    out.push(
      clean({
        ref: oldRef,
        source: 'alias' as const,
        seenIn: inBase ? (['base'] as Array<'base' | 'head'>) : undefined,
        removeAfter: e.aliasUntil,
        replacedBy: to.join(', '),
        reason: e.reason,
      }),
    );
  }
  return out;
}

function configDeprecations(config: Config): Deprecation[] {
  return Object.entries(config.deprecations ?? {}).map(([ref, e]: [string, DeprecationEntry]) =>
    clean({ ref, source: 'config' as const, since: e.since, removeAfter: e.removeAfter, replacedBy: e.replacedBy, reason: e.reason }),
  );
}

/** Every declaration from config, aliases and both snapshots' definitions, server-declared ones merged per surface. */
export function collectDeprecations(input: DeprecationInput): Deprecation[] {
  const declared = [
    ...(input.base ? serverDeclared(input.base, 'base', input.config) : []),
    ...(input.head ? serverDeclared(input.head, 'head', input.config) : []),
  ];
  // The same marker in base and head is one declaration seen twice; the base one is older evidence, so it leads.
  const merged = new Map<string, Deprecation>();
  for (const d of declared) {
    const key = `${d.source}\u0000${d.surface}\u0000${d.ref}`;
    const prev = merged.get(key);
    if (!prev) merged.set(key, { ...d });
    else {
      prev.seenIn = [...new Set([...(prev.seenIn ?? []), ...(d.seenIn ?? [])])];
      for (const f of ['since', 'removeAfter', 'replacedBy', 'reason'] as const) if (prev[f] === undefined && d[f] !== undefined) prev[f] = d[f];
    }
  }
  return [...configDeprecations(input.config), ...aliasDeprecations(input.config, input.base), ...merged.values()];
}

/**
 * The deprecation of `ref` on `surface`: each field from the highest-ranked declaration that has it
 * (config > alias > meta > description). `since` then resolves to a date: an ISO date as is; a version through
 * `versionDates`; a server-declared marker with no date that the base snapshot already carried dates from the base
 * release (it was public at least since then). Anything else leaves the age unknown.
 */
export function effectiveDeprecation(
  all: readonly Deprecation[],
  ref: string,
  surface: string,
  input: Pick<DeprecationInput, 'versionDates' | 'baseVersion' | 'published' | 'releaseDay'>,
): EffectiveDeprecation | undefined {
  const mine = all
    .filter((d) => d.ref === ref && (d.surface === undefined || d.surface === surface))
    .sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
  if (mine.length === 0) return undefined;
  const pick = <K extends 'since' | 'removeAfter' | 'replacedBy' | 'reason'>(k: K): string | undefined =>
    mine.find((d) => d[k] !== undefined)?.[k];
  const removeAfterFrom = mine.find((d) => d.removeAfter !== undefined);
  const eff: EffectiveDeprecation = clean({
    ref,
    surface,
    sources: [...new Set(mine.map((d) => d.source))],
    since: pick('since'),
    removeAfter: removeAfterFrom?.removeAfter,
    removeAfterSource: removeAfterFrom?.source,
    replacedBy: pick('replacedBy'),
    reason: pick('reason'),
  });
  if (eff.since !== undefined) {
    if (isIsoDate(eff.since)) eff.sinceDate = eff.since;
    else {
      const d = releaseDateOf(eff.since, input.versionDates);
      if (d) eff.sinceDate = d;
      else eff.sinceUnknown = `since "${eff.since}" is not a date and no release date is known for that version`;
    }
  } else {
    const inBase = mine.some((d) => d.seenIn?.includes('base'));
    const baseDate = inBase && input.baseVersion ? releaseDateOf(input.baseVersion, input.versionDates) : undefined;
    if (baseDate) eff.sinceDate = baseDate;
    else
      eff.sinceUnknown = inBase
        ? `the deprecation gives no date and no release date is known for the base version${input.baseVersion ? ` ${input.baseVersion}` : ''}`
        : 'the deprecation gives no date';
  }
  if (input.published !== undefined) {
    // A declared date cannot be older than the first release that told callers: backdating buys nothing.
    const first = input.published
      .filter((p) => p.ref === ref && (p.surface === undefined || p.surface === surface))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0];
    const shipped = first?.date ?? input.releaseDay;
    if (shipped !== undefined && (eff.sinceDate === undefined || eff.sinceDate < shipped)) {
      eff.sinceDate = shipped;
      eff.firstShipped = first?.release ?? '(this release)';
      delete eff.sinceUnknown;
    }
  }
  if (eff.removeAfter !== undefined) {
    // "remove after 2.0.0" holds once 2.0.0 has a release date; an unreleased version is still in the future.
    const d = isIsoDate(eff.removeAfter) ? eff.removeAfter : releaseDateOf(eff.removeAfter, input.versionDates);
    if (d) eff.removeAfterDate = d;
  }
  return eff;
}

export function kindOfRef(ref: string): Kind | undefined {
  return parseRef(ref)?.kind;
}

/** Refs served on each surface of a snapshot. */
export function servedRefs(snapshot: Snapshot): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
    const set = new Set<string>();
    for (const kind of KINDS) for (const cap of (snap.kinds[kind]?.items ?? []) as Capability[]) set.add(cap.ref);
    out.set(surface, set);
  }
  return out;
}
