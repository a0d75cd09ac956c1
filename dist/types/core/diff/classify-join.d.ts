import type { Capability, Finding, Kind } from '../shared/model.js';
import { type RiskyMatch } from './risky-text.js';
import { type Context } from './classify-shared.js';
/**
 * Items in ref order, copies of one ref (a server that lists a name twice) kept and ordered by digest: they are
 * compared as a multiset. The input is reused when already so.
 */
export declare function byRef(items: readonly Capability[]): Capability[];
/** Look-ups by binary search over ref-ordered items: only declared renames need them, so no hash map is built. */
export declare class SortedRefs {
    private readonly items;
    constructor(items: readonly Capability[]);
    get(ref: string): Capability | undefined;
    has(ref: string): boolean;
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
export declare function joinByRef(ctx: Context, surface: string, kind: Kind, bItems: readonly Capability[], hItems: readonly Capability[]): Joined;
export declare function pushDefinitionDeltas(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void;
/** The row of one risky passage: an instruction moving data has its own rule naming source and sink; any other cue is risky text. */
export declare function riskyFinding(r: RiskyMatch, kind: Finding['kind'], surface: string, label: string, name: string, after: Finding['after']): Finding;
