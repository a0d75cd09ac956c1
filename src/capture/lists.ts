// Turns raw list pages into a KindSnapshot: every malformed item becomes a visible problem, never a silent drop.
import { buildCapability, type Origin } from '../core/shared/canonical.js';
import type { Capability, JsonObject, Kind, KindSnapshot, Problem } from '../core/shared/model.js';
import { KIND_METHOD } from '../core/shared/model.js';
import type { ResourceFilter } from '../core/shared/config.js';
import { globMatcher } from './glob.js';
import { notCanonical } from '../core/shared/json.js';
import { wellFormedString } from '../core/shared/jcs.js';
import { redactValue } from '../core/shared/secrets.js';
import { surrogateFree, textOfResult } from '../rpc/lines.js';
import { keepPage, keptPage } from './page-digests.js';

export interface ListLimits {
  maxPages: number;
  maxItems: number;
}

/** A list that cannot be completed: the kind is recorded as failed with this one-line reason. */
export class ListFailure extends Error {}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Server text shown in a one-line message: quoted, control characters escaped, bounded. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Server text shown with every non-ASCII character as `\uXXXX`, so two look-alike names read differently. */
export function quoteAscii(value: string): string {
  return quote(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What a reader sees of a name: case, compatibility forms and invisible format characters folded away. */
export function foldKey(key: string): string {
  // Printable ASCII is its own NFKC form and holds no format character: most keys take this path.
  if (PRINTABLE_ASCII.test(key)) return key.toLowerCase();
  return key.normalize('NFKC').replace(/\p{Cf}/gu, '').toLowerCase();
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** `value` with every secret replaced by `***` in its keys and string values; its structure is never edited. */
export function redactJson<T>(value: T, secrets: readonly string[]): T {
  return redactValue(value, secrets);
}

/**
 * Deeper than any real schema, far shallower than the stack: canonical JSON, digests and the snapshot writer all
 * recurse, so an item nested deeper is recorded as a problem instead of overflowing the stack.
 */
export const MAX_ITEM_DEPTH = 512;

/**
 * One walk over a listed item, without recursion: `deep` when it nests deeper than `max` levels, `odd` when it has no
 * canonical JSON form (a number read as Infinity, a lone surrogate), else `ok`. Two walks cost a large list twice.
 */
export function itemShape(value: unknown, max: number, strings = true): 'deep' | 'odd' | 'ok' {
  // Stacks kept between calls and for-in over keys: a walk per listed item allocates nothing (see key-order.ts).
  const values = SHAPE_VALUES;
  const depths = SHAPE_DEPTHS;
  values.push(value);
  depths.push(0);
  let odd = false;
  while (values.length > 0) {
    const v = values.pop();
    const d = depths.pop()!;
    if (typeof v === 'string') {
      if (strings && !odd && !wellFormedString(v)) odd = true;
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) odd = true;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (d >= max) {
      values.length = 0;
      depths.length = 0;
      return 'deep';
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        values.push(v[i]);
        depths.push(d + 1);
      }
      continue;
    }
    for (const k in v) {
      if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
      if (strings && !odd && !wellFormedString(k)) odd = true;
      values.push((v as Record<string, unknown>)[k]);
      depths.push(d + 1);
    }
  }
  return odd ? 'odd' : 'ok';
}

const SHAPE_VALUES: unknown[] = [];
const SHAPE_DEPTHS: number[] = [];

export class KindCollector {
  /**
   * Listed items not yet digested, in order, duplicates included: a second copy is judged like the first, never
   * dropped. Emptied by digestNew, so a large list is held once (as built capabilities), not twice.
   */
  private items: JsonObject[] = [];
  /** Capabilities built so far, one per item in order (digestNew builds the rest). */
  private readonly built: Capability[] = [];
  /** The page accepted by acceptPage whose items takeItems has not read yet. */
  private waiting?: { list: unknown[]; page: number; strings: boolean; text: string | undefined };
  /**
   * The text of the one page whose items wait for digestNew, when they are exactly what that text lists (no secret
   * replaced, no filter applied): null when several pages wait or the text is unknown.
   */
  private waitingText: string | null | undefined;
  private readonly keys = new Set<string>();
  private readonly problems: Problem[] = [];
  private readonly cursors = new Set<string>();
  /** folded key -> first key with that fold: look-alike names are both kept and flagged, never merged. */
  private readonly folded = new Map<string, string>();
  private readonly include?: (uri: string) => boolean;
  private readonly exclude?: (uri: string) => boolean;
  private readonly keyField: string;
  private readonly field: string;
  private seen = 0;
  pages = 0;

  constructor(
    readonly kind: Kind,
    private readonly limits: ListLimits,
    filter?: ResourceFilter,
    /** Config secrets a hostile server may echo into its items: replaced before anything is kept or digested. */
    private readonly secrets: readonly string[] = [],
    /** CaptureOptions.reusePages: a page sent word for word before gets the capabilities built for it then. */
    private readonly reusePages = false,
  ) {
    this.keyField = KIND_METHOD[kind].keyField;
    this.field = KIND_METHOD[kind].field;
    if (kind === 'resource' && filter) {
      this.include = globMatcher(filter.uriPatterns ?? []);
      this.exclude = globMatcher(filter.excludePatterns ?? []);
    }
  }

  problem(p: Problem): void {
    this.problems.push(p);
  }

  /** Adds one page; returns the cursor of the next page, if any. */
  addPage(result: unknown): string | undefined {
    const next = this.acceptPage(result);
    this.takeItems();
    return next;
  }

  /**
   * Checks one page's shape, counts and cursor, and returns the cursor of the next page, if any; its items wait for
   * takeItems, so the next page can be asked for first.
   */
  acceptPage(result: unknown): string | undefined {
    const page = ++this.pages;
    if (!isObject(result)) throw new ListFailure(`page ${page}: result is not an object`);
    const list = result[this.field];
    if (!Array.isArray(list)) throw new ListFailure(`page ${page}: result has no "${this.field}" array`);
    this.seen += list.length;
    if (this.seen > this.limits.maxItems) {
      throw new ListFailure(`more than ${this.limits.maxItems} items (limits.maxItems)`);
    }
    // A page read from a line without an escaped surrogate holds no lone one: its strings need no check.
    this.waiting = { list, page, strings: !surrogateFree(result), text: textOfResult(result) };
    return this.nextCursor(result, page);
  }

  /** Reads the items of the page acceptPage took. */
  takeItems(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (!waiting) return;
    const { list, page, strings, text } = waiting;
    const plain = this.reusePages && this.secrets.length === 0 && !this.include && !this.exclude;
    this.waitingText = this.waitingText === undefined && plain && text !== undefined ? text : null;
    for (let index = 0; index < list.length; index++) {
      let item: unknown = list[index];
      if (this.secrets.length > 0 && isObject(item) && itemShape(item, MAX_ITEM_DEPTH, false) !== 'deep') item = redactJson(item, this.secrets);
      if (!isObject(item)) {
        this.problems.push({ code: 'item-not-object', message: `item is ${quote(item)}, not an object`, page, index });
        continue;
      }
      const key = item[this.keyField];
      if (typeof key !== 'string') {
        const shown = key === undefined ? 'missing' : `${quote(key)}, not a string`;
        this.problems.push({ code: 'item-missing-key', message: `item's "${this.keyField}" is ${shown}`, page, index });
        continue;
      }
      if (this.include && !this.include(key)) continue;
      if (this.exclude && this.exclude(key)) continue;
      // Leaving it out would later read as a removal; keeping it is unsafe (no bounded canonical form). The list fails.
      const shape = itemShape(item, MAX_ITEM_DEPTH, strings);
      if (shape === 'deep') throw new ListFailure(`page ${page}: ${this.keyField} ${quoteAscii(key)} nests deeper than ${MAX_ITEM_DEPTH} levels`);
      // No canonical form: kept and digested losslessly (core/shared/lossless.ts), and named as a problem the capture warns of.
      const bad = shape === 'odd' ? notCanonical(item) : undefined;
      if (bad !== undefined) {
        this.problems.push({ code: 'item-not-canonical', message: `${this.keyField} ${quoteAscii(key)}: ${bad}; kept with a lossless digest, shown with U+FFFD`, page, index });
      }
      const fold = foldKey(key);
      const twin = this.folded.get(fold);
      if (this.keys.has(key)) {
        // Clients disagree on which copy wins, so both are kept, digested and compared as a multiset.
        this.problems.push({ code: 'duplicate-key', message: `${this.keyField} ${quote(key)} listed again; every copy is kept and compared`, page, index });
      } else if (twin === undefined) this.folded.set(fold, key);
      else
        this.problems.push({
          code: 'lookalike-key',
          message: `${this.keyField} ${quoteAscii(key)} differs from ${quoteAscii(twin)} only by case, Unicode normalization or invisible characters; both are kept`,
          page,
          index,
        });
      this.keys.add(key);
      this.items.push(item);
    }
  }

  private nextCursor(result: Record<string, unknown>, page: number): string | undefined {
    const next = result.nextCursor;
    if (next === undefined || next === null) return undefined;
    if (typeof next !== 'string') throw new ListFailure(`page ${page}: nextCursor is ${quote(next)}, not a string`);
    if (this.cursors.has(next)) throw new ListFailure(`page ${page}: nextCursor ${quote(next)} was already used`);
    this.cursors.add(next);
    if (page >= this.limits.maxPages) throw new ListFailure(`more than ${this.limits.maxPages} pages (limits.maxPages)`);
    return next;
  }

  /** Digests the items added since the last call: run while the server builds the next page. */
  digestNew(origin: Origin, volatileMeta: readonly string[] | undefined): void {
    const text = this.waitingText;
    this.waitingText = undefined;
    const items = this.items;
    this.items = [];
    const again = typeof text === 'string' ? keptPage(text, this.kind, origin, volatileMeta) : undefined;
    if (again !== undefined && again.length === items.length) {
      for (const cap of again) this.built.push(cap);
      return;
    }
    const built = items.map((item) => buildCapability(this.kind, item, origin, { volatileMeta }));
    for (const cap of built) this.built.push(cap);
    if (typeof text === 'string') keepPage(text, this.kind, origin, volatileMeta, built);
  }

  complete(origin: Origin, volatileMeta: readonly string[] | undefined): KindSnapshot {
    this.digestNew(origin, volatileMeta);
    const items = this.built.slice();
    // Copies of one ref in digest order: the file does not change when a server reorders its duplicates.
    items.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0));
    const observation: KindSnapshot['observation'] = { state: 'complete', pages: this.pages };
    if (this.problems.length > 0) observation.problems = this.problems;
    return { observation, items };
  }

  failed(error: string): KindSnapshot {
    const observation: KindSnapshot['observation'] = { state: 'failed', error, pages: this.pages };
    if (this.problems.length > 0) observation.problems = this.problems;
    return { observation, items: [] };
  }
}

export function unsupported(error: string): KindSnapshot {
  return { observation: { state: 'unsupported', error }, items: [] };
}

export function failed(error: string): KindSnapshot {
  return { observation: { state: 'failed', error }, items: [] };
}
