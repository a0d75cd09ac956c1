import type { Capability, ChangeSide, Finding, JsonValue, Kind, Snapshot } from '../shared/model.js';
import type { DeclaredRename } from './renames/match.js';
export declare const KIND_LABEL: Readonly<Record<Kind, string>>;
export declare function keyOfRef(ref: string): string;
export declare function quoteList(refs: readonly string[]): string;
export declare function sideOf(caps: readonly Capability[], pointer?: string, value?: JsonValue): ChangeSide;
/** A declared rename whose target is not served yet, seen on one surface. */
export interface MissingRename {
    surface: string;
    old: string;
    to: string[];
}
/** Everything one surface/kind comparison needs to know about the rest of the snapshots. */
export interface Context {
    findings: Finding[];
    renames: ReadonlyMap<string, DeclaredRename>;
    /** ref -> surfaces offering it, per side (complete observations only). */
    /** Built on first use: most diffs never move a capability between surfaces, and large catalogs pay for the index. */
    baseOffered: () => Map<string, string[]>;
    headOffered: () => Map<string, string[]>;
    /** Declared renames not yet in effect, in kinds that changed: reported as one row per diff, after every surface. */
    missing: Map<string, MissingRename>;
    /** config.policy.deprecatedDescriptionMarker, when set: a house marker read beside the default deprecation forms. */
    deprecatedMarker?: string;
    /** What a suggested `deprecations` entry gives as `since`: the head label when it is a version, else a placeholder. */
    sinceLabel: string;
    /** The tool names (lowercase) the head serves on a surface, built on first use: a text edit that starts naming one is not a plain rewording. */
    headTools: (surface: string) => ReadonlySet<string>;
}
/** The names (lowercase) of the tools a snapshot serves on each surface, computed per surface on first use. */
export declare function toolNamesBySurface(snap: Snapshot): (surface: string) => ReadonlySet<string>;
export declare function lazy<T>(make: () => T): () => T;
export declare function offeredIndex(snap: Snapshot): Map<string, string[]>;
