import type { Config, RenameEntry } from '../shared/config.js';
import type { JsonObject, Kind, Snapshot } from '../shared/model.js';
export type DeprecationSource = 'config' | 'alias' | 'meta' | 'description';
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
export declare function isIsoDate(s: string): boolean;
/** The UTC calendar day of an instant: every comparison in the release policy is by whole UTC days. */
export declare function dayOf(now: Date): string;
/** Whole days from `a` to `b` (both YYYY-MM-DD); negative when `b` is earlier. */
export declare function daysBetween(a: string, b: string): number;
export declare function addDays(day: string, n: number): string;
/** A version's release date, tolerant of a `v` prefix on either side (tags are usually `v1.2.3`, configs `1.2.3`). */
export declare function releaseDateOf(version: string, versionDates: Record<string, string> | undefined): string | undefined;
/**
 * Where the marker stands in a description: at the start (any case) or written as is later on, e.g. `DEPRECATED: use
 * x`, `DEPRECATED (since 2026-01-10, remove after 2026-07-01) ...`. Returns the text after it, or undefined.
 */
export declare function markerNotice(definition: JsonObject, marker: string): string | undefined;
/**
 * The capability a deprecation notice names as its replacement: the first word or `code span` of the notice's first
 * sentence that is the key of another capability of the same kind in `served`. Only names actually served count,
 * so prose ("Use the new API") never invents a replacement.
 */
export declare function replacementNamed(notice: string, selfRef: string, served: (ref: string) => boolean): string | undefined;
export declare function renameEntry(v: string | string[] | RenameEntry): RenameEntry;
/**
 * Renames that keep serving the old name: an entry with `aliasUntil`, or `alias: true`. When the base snapshot already
 * served the old and new names side by side on one surface, the alias was public in the base release (`seenIn: base`),
 * which dates it when nothing else does.
 */
export declare function aliasDeprecations(config: Config, base?: Snapshot): Deprecation[];
/** Every declaration from config, aliases and both snapshots' definitions, server-declared ones merged per surface. */
export declare function collectDeprecations(input: DeprecationInput): Deprecation[];
/**
 * The deprecation of `ref` on `surface`: each field from the highest-ranked declaration that has it
 * (config > alias > meta > description). `since` then resolves to a date: an ISO date as is; a version through
 * `versionDates`; a server-declared marker with no date that the base snapshot already carried dates from the base
 * release (it was public at least since then). Anything else leaves the age unknown.
 */
export declare function effectiveDeprecation(all: readonly Deprecation[], ref: string, surface: string, input: Pick<DeprecationInput, 'versionDates' | 'baseVersion' | 'published' | 'releaseDay'>): EffectiveDeprecation | undefined;
export declare function kindOfRef(ref: string): Kind | undefined;
/** Refs served on each surface of a snapshot. */
export declare function servedRefs(snapshot: Snapshot): Map<string, Set<string>>;
