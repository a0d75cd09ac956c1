// Counts o200k_base tokens exactly as gpt-tokenizer (and OpenAI's tiktoken) encodes ordinary text, from the ranks in
// the compact form scripts/o200k-ranks.mjs writes (o200k.bin: read in a millisecond, looked up by binary search, with
// no index to build). gpt-tokenizer's module (a 200,000-element array literal, then a Map of every
// token) took some 130 ms and 75 MB to load, paid on the PR path of every run that shows a context cost (issue 44).
//
// Text that spells a special token (`<|endoftext|>`) is counted as the ordinary text it is: a host's API tokenizes a
// tool's JSON that way, and gpt-tokenizer's default refuses such text with an exception a server could provoke.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PATTERN, RANKS_FILE, TOKENS } from './o200k-ranks.generated.js';
import { COUNT_BOUND_BYTES } from './tokenizer.js';

/** The ranks: every token's bytes, where each starts, and the ranks in the order of their bytes (three bytes each). */
interface Ranks {
  bytes: Uint8Array;
  starts: Int32Array;
  sorted: Uint8Array;
}

/**
 * The ranks file, beside this module: src/hosts/ in a checkout, beside the chunks of each bundle in dist/ (copied there by
 * scripts/bundle.mjs). Read as bytes, not parsed as script: 2.2 MB of source cost the PR path some 30 ms to compile.
 */
function load(): Ranks {
  const file = readFileSync(fileURLToPath(new URL(RANKS_FILE, import.meta.url)));
  const n = file.readUInt32LE(0);
  const table = 4 + (n + 1) * 4;
  // The starts are viewed in place where the file's memory is aligned and the machine little-endian, else copied.
  const view = file.byteOffset % 4 === 0 && new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const starts = view ? new Int32Array(file.buffer, file.byteOffset + 4, n + 1) : Int32Array.from({ length: n + 1 }, (_, r) => file.readInt32LE(4 + r * 4));
  const sorted = file.subarray(table, table + 3 * n);
  const bytes = file.subarray(table + 3 * n);
  if (n !== TOKENS || starts[n] !== bytes.length) throw new Error(`o200k_base: ${RANKS_FILE} is not the ranks this version was built with`);
  return { bytes, starts, sorted };
}

/** The rank of the token whose bytes are `piece[from, to)`, or -1: a binary search over the ranks in byte order. */
function rankOf(ranks: Ranks, piece: Uint8Array, from: number, to: number): number {
  const { bytes, starts, sorted } = ranks;
  let lo = 0;
  let hi = sorted.length / 3 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const r = (sorted[mid * 3] << 16) | (sorted[mid * 3 + 1] << 8) | sorted[mid * 3 + 2];
    const at = starts[r];
    const length = starts[r + 1] - at;
    let d = 0;
    for (let i = 0; d === 0 && i < length && from + i < to; i++) d = bytes[at + i] - piece[from + i];
    if (d === 0) d = length - (to - from);
    if (d === 0) return r;
    if (d < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Set by utf8 when the text held a lone surrogate (gpt-tokenizer then never looks the whole piece up). */
let lone = false;

/** UTF-8 of `text` into `out` (grown as needed); a lone surrogate is written as U+FFFD, as TextEncoder writes it. */
function utf8(text: string, out: { buf: Uint8Array }): number {
  lone = false;
  if (out.buf.length < text.length * 3) out.buf = new Uint8Array(text.length * 3);
  const b = out.buf;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) b[n++] = c;
    else if (c < 0x800) {
      b[n++] = 0xc0 | (c >> 6);
      b[n++] = 0x80 | (c & 63);
    } else {
      if (c >= 0xd800 && c <= 0xdfff) {
        const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          i++;
          b[n++] = 0xf0 | (c >> 18);
          b[n++] = 0x80 | ((c >> 12) & 63);
          b[n++] = 0x80 | ((c >> 6) & 63);
          b[n++] = 0x80 | (c & 63);
          continue;
        }
        c = 0xfffd;
        lone = true;
      }
      b[n++] = 0xe0 | (c >> 12);
      b[n++] = 0x80 | ((c >> 6) & 63);
      b[n++] = 0x80 | (c & 63);
    }
  }
  return n;
}

const NONE = 0x7fffffff;

/**
 * Tokens of one pre-tokenized piece (`piece[0, length)`): one when the piece is a token, else the byte-pair merge
 * tiktoken and gpt-tokenizer run (the adjacent pair of lowest rank merged first, the leftmost on a tie).
 */
function merged(ranks: Ranks, piece: Uint8Array, length: number, starts: Int32Array, pairRanks: Int32Array): number {
  if (!lone && rankOf(ranks, piece, 0, length) !== -1) return 1;
  if (length > SHORT_PIECE) return mergedLong(ranks, piece, length);
  let parts = length + 1;
  for (let i = 0; i < parts; i++) {
    starts[i] = i;
    pairRanks[i] = i + 2 < parts ? rankOrNone(ranks, piece, i, i + 2) : NONE;
  }
  while (parts > 1) {
    let lowest = NONE;
    let at = -1;
    for (let i = 0; i < parts - 1; i++)
      if (pairRanks[i] < lowest) {
        lowest = pairRanks[i];
        at = i;
      }
    if (at === -1) break;
    starts.copyWithin(at + 1, at + 2, parts);
    pairRanks.copyWithin(at, at + 1, parts);
    parts--;
    pairRanks[at] = at + 2 < parts ? rankOrNone(ranks, piece, starts[at], starts[at + 2]) : NONE;
    if (at > 0) pairRanks[at - 1] = at + 1 < parts ? rankOrNone(ranks, piece, starts[at - 1], starts[at + 1]) : NONE;
  }
  return parts - 1;
}

/**
 * Past this many bytes a piece is merged through a heap: the scan above finds each merge by reading every pair, so one
 * long word (50 KB of `é` is a single piece) cost n² steps, 30 s. Below it the scan is the faster of the two.
 */
const SHORT_PIECE = 64;
/** A heap key: the pair's rank, then where its left part starts (the leftmost of equal ranks merges first). */
const AT = 2 ** 23;

/**
 * The same merge in n log n: parts as a linked list over their start offsets, each adjacent pair's rank in a min-heap
 * keyed by (rank, start). An entry is stale once its left part was merged away or its pair changed (a pair only ever
 * grows, so its rank never returns to an old value); stale entries are skipped when they surface.
 */
function mergedLong(ranks: Ranks, piece: Uint8Array, length: number): number {
  const next = new Int32Array(length + 1);
  const prev = new Int32Array(length + 1);
  const pair = new Int32Array(length + 1);
  for (let i = 0; i <= length; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const heap = new MinHeap(length);
  const rankPair = (i: number): void => {
    const j = next[i];
    pair[i] = j < length ? rankOrNone(ranks, piece, i, next[j]) : NONE;
    if (pair[i] !== NONE) heap.push(pair[i] * AT + i);
  };
  for (let i = 0; i < length; i++) rankPair(i);
  let parts = length;
  while (heap.size > 0) {
    const key = heap.pop();
    const i = key % AT;
    const rank = (key - i) / AT;
    if (next[i] === -1 || pair[i] !== rank) continue;
    const j = next[i];
    next[i] = next[j];
    prev[next[j]] = i;
    next[j] = -1;
    parts--;
    rankPair(i);
    if (prev[i] >= 0) rankPair(prev[i]);
  }
  return parts;
}

/** A binary min-heap of non-negative integers below 2^53. */
class MinHeap {
  private items: Float64Array;
  size = 0;
  constructor(capacity: number) {
    this.items = new Float64Array(Math.max(16, capacity));
  }
  push(v: number): void {
    if (this.size === this.items.length) {
      const grown = new Float64Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    const a = this.items;
    let k = this.size++;
    while (k > 0) {
      const up = (k - 1) >> 1;
      if (a[up] <= v) break;
      a[k] = a[up];
      k = up;
    }
    a[k] = v;
  }
  pop(): number {
    const a = this.items;
    const top = a[0];
    const last = a[--this.size];
    let k = 0;
    for (;;) {
      let c = 2 * k + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && a[c + 1] < a[c]) c++;
      if (a[c] >= last) break;
      a[k] = a[c];
      k = c;
    }
    a[k] = last;
    return top;
  }
}

function rankOrNone(ranks: Ranks, piece: Uint8Array, from: number, to: number): number {
  const r = rankOf(ranks, piece, from, to);
  return r === -1 ? NONE : r;
}

/** Pieces seen, by their text: a tool list repeats its keys and words thousands of times. Bounded, then started anew. */
const CACHE_MAX = 100_000;

/** A counter over the ranks, indexed once; counts are exact o200k_base counts of ordinary text. */
export function o200kCounter(): (text: string) => number {
  const ranks = load();
  const pattern = new RegExp(PATTERN, 'gu');
  const scratch = { buf: new Uint8Array(256) };
  let starts = new Int32Array(256);
  let pairRanks = new Int32Array(256);
  const cache = new Map<string, number>();
  return (text) => {
    // Past the bound a text counts as its bytes (tokenizer.ts): the work per text stays bounded whatever a server sends.
    if (text.length > COUNT_BOUND_BYTES / 4) {
      const bytes = Buffer.byteLength(text, 'utf8');
      if (bytes > COUNT_BOUND_BYTES) return bytes;
    }
    let total = 0;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const piece = m[0];
      const known = cache.get(piece);
      if (known !== undefined) {
        total += known;
        continue;
      }
      const length = utf8(piece, scratch);
      if (starts.length <= length) {
        starts = new Int32Array(length * 2 + 2);
        pairRanks = new Int32Array(length * 2 + 2);
      }
      const n = merged(ranks, scratch.buf, length, starts, pairRanks);
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(piece, n);
      total += n;
    }
    return total;
  };
}
