import { type Origin } from '../core/shared/canonical.js';
import type { Kind, KindSnapshot, Problem } from '../core/shared/model.js';
import type { ResourceFilter } from '../core/shared/config.js';
export interface ListLimits {
    maxPages: number;
    maxItems: number;
}
/** A list that cannot be completed: the kind is recorded as failed with this one-line reason. */
export declare class ListFailure extends Error {
}
/** Server text shown in a one-line message: quoted, control characters escaped, bounded. */
export declare function quote(value: unknown): string;
/** Server text shown with every non-ASCII character as `\uXXXX`, so two look-alike names read differently. */
export declare function quoteAscii(value: string): string;
/** What a reader sees of a name: case, compatibility forms and invisible format characters folded away. */
export declare function foldKey(key: string): string;
/** `value` with every secret replaced by `***` in its keys and string values; its structure is never edited. */
export declare function redactJson<T>(value: T, secrets: readonly string[]): T;
/**
 * Deeper than any real schema, far shallower than the stack: canonical JSON, digests and the snapshot writer all
 * recurse, so an item nested deeper is recorded as a problem instead of overflowing the stack.
 */
export declare const MAX_ITEM_DEPTH = 512;
/**
 * One walk over a listed item, without recursion: `deep` when it nests deeper than `max` levels, `odd` when it has no
 * canonical JSON form (a number read as Infinity, a lone surrogate), else `ok`. Two walks cost a large list twice.
 */
export declare function itemShape(value: unknown, max: number, strings?: boolean): 'deep' | 'odd' | 'ok';
export declare class KindCollector {
    readonly kind: Kind;
    private readonly limits;
    /** Config secrets a hostile server may echo into its items: replaced before anything is kept or digested. */
    private readonly secrets;
    /** CaptureOptions.reusePages: a page sent word for word before gets the capabilities built for it then. */
    private readonly reusePages;
    /**
     * Listed items not yet digested, in order, duplicates included: a second copy is judged like the first, never
     * dropped. Emptied by digestNew, so a large list is held once (as built capabilities), not twice.
     */
    private items;
    /** Capabilities built so far, one per item in order (digestNew builds the rest). */
    private readonly built;
    /** The page accepted by acceptPage whose items takeItems has not read yet. */
    private waiting?;
    /**
     * The text of the one page whose items wait for digestNew, when they are exactly what that text lists (no secret
     * replaced, no filter applied): null when several pages wait or the text is unknown.
     */
    private waitingText;
    private readonly keys;
    private readonly problems;
    private readonly cursors;
    /** folded key -> first key with that fold: look-alike names are both kept and flagged, never merged. */
    private readonly folded;
    private readonly include?;
    private readonly exclude?;
    private readonly keyField;
    private readonly field;
    private seen;
    pages: number;
    constructor(kind: Kind, limits: ListLimits, filter?: ResourceFilter, 
    /** Config secrets a hostile server may echo into its items: replaced before anything is kept or digested. */
    secrets?: readonly string[], 
    /** CaptureOptions.reusePages: a page sent word for word before gets the capabilities built for it then. */
    reusePages?: boolean);
    problem(p: Problem): void;
    /** Adds one page; returns the cursor of the next page, if any. */
    addPage(result: unknown): string | undefined;
    /**
     * Checks one page's shape, counts and cursor, and returns the cursor of the next page, if any; its items wait for
     * takeItems, so the next page can be asked for first.
     */
    acceptPage(result: unknown): string | undefined;
    /** Reads the items of the page acceptPage took. */
    takeItems(): void;
    private nextCursor;
    /** Digests the items added since the last call: run while the server builds the next page. */
    digestNew(origin: Origin, volatileMeta: readonly string[] | undefined): void;
    complete(origin: Origin, volatileMeta: readonly string[] | undefined): KindSnapshot;
    failed(error: string): KindSnapshot;
}
export declare function unsupported(error: string): KindSnapshot;
export declare function failed(error: string): KindSnapshot;
