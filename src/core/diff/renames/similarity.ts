// How alike two capabilities of one kind are, for rename suggestions: names compared as normalized words (camelCase,
// kebab and snake split; plurals and -ing folded; common API synonyms such as fetch/get/retrieve or database/data
// source made one word), descriptions and titles as words, inputs (tool properties, prompt arguments) as sets, tool
// annotation hints as agreement. Words shared by most items of the diff (a product prefix, boilerplate) weigh little.
import type { Capability } from '../../shared/model.js';
import { parseRef } from '../../shared/canonical.js';
import { ANNOTATION_DEFAULTS } from '../../shared/spec-defaults.js';
import { isJsonObject } from '../../shared/json.js';

export interface Features {
  ref: string;
  name: Set<string>;
  desc: Set<string>;
  props: Set<string>;
  /** Annotation hints with spec defaults filled in, when the tool declares any. */
  hints?: string;
  /** Resource template with its variable names blanked (`file:///{}/{}`). */
  shape?: string;
  /** The name's words in order, for containment (`browser_wait` in `browser_wait_for`). */
  seq: string[];
  /** Input enum/const values and input names, as words in order: where a merged tool lists the names it absorbed. */
  mentions: Mention[];
}

export interface Mention {
  words: readonly string[];
  /** The input it names or whose enum/const holds it. */
  input: string;
  /** An enum/const value (else the input's own name). */
  value: boolean;
}

const STOPWORDS = new Set(['a', 'an', 'the', 'of', 'to', 'as', 'for', 'in', 'on', 'by', 'with', 'and', 'or', 'from', 'into', 'at', 'is', 'be', 'this', 'that', 'it', 'its', 'can', 'will', 'are', 'all', 'one']);

// Verbs and nouns that APIs use interchangeably; each group collapses to its first word. Kept general on purpose:
// a synonym that only one server uses would bend every other server's suggestions.
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['get', 'fetch', 'retrieve', 'read', 'load', 'show', 'print', 'return', 'crawl', 'scrape', 'download'],
  ['list', 'enumerate', 'ls'],
  ['create', 'new', 'make', 'insert'],
  ['update', 'edit', 'modify', 'patch', 'change'],
  ['delete', 'remove', 'destroy', 'erase', 'rm', 'del'],
  ['search', 'find', 'query', 'lookup'],
  ['run', 'execute', 'exec', 'invoke', 'trigger', 'launch'],
  ['navigate', 'go', 'goto', 'visit'],
  ['save', 'write', 'store', 'export'],
  ['upload', 'attach'],
  ['database', 'db', 'datasource', 'datastore'],
  ['directory', 'dir', 'folder'],
  ['document', 'doc'],
  ['repository', 'repo'],
  ['image', 'img', 'picture'],
  ['environment', 'env'],
  ['message', 'msg'],
  ['argument', 'arg', 'param', 'parameter'],
  ['configuration', 'config', 'setting', 'settings'],
  ['information', 'info'],
  ['identifier', 'id'],
];
const SYNONYM = new Map<string, string>();
const folded = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const w of group) SYNONYM.set(w, group[0]).set(stem(w), group[0]);

/** Two-word phrases that name one thing ("data source" is what Notion now calls a database). */
const PHRASE_LIST: ReadonlyArray<[string, string, string]> = [
  ['data', 'source', 'database'],
  ['data', 'store', 'database'],
  ['look', 'up', 'search'],
];

/**
 * Light suffix folding: plurals, -ing and -ed, then a final -e, so `tabs`/`tab`, `crawling`/`crawl` and
 * `structured`/`structure` meet.
 */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

function undouble(w: string): string {
  return w.length > 3 && w[w.length - 1] === w[w.length - 2] && !'lsz'.includes(w[w.length - 1]) ? w.slice(0, -1) : w;
}

/** Normalized words of a name or text. */
export function words(text: string, minLength = 1): string[] {
  const raw = split(text);
  const stems = raw.map(fold);
  const out: string[] = [];
  for (let k = 0; k < raw.length; k++) {
    const phrase = k + 1 < raw.length && PHRASE_HEADS.has(stems[k]) ? PHRASES.get(`${stems[k]} ${stems[k + 1]}`) : undefined;
    if (phrase !== undefined) {
      out.push(phrase);
      k++;
      continue;
    }
    if (STOPWORDS.has(raw[k]) || raw[k].length < minLength) continue;
    out.push(stems[k]);
  }
  return out;
}

/**
 * Lower-case ASCII words: split at anything but letters and digits, at a lower-to-upper step (`getTiny`) and before
 * the last capital of an acronym followed by lower case (`HTMLParser`). One pass, no regular expressions: this runs
 * on every description of a large diff.
 */
function split(text: string): string[] {
  const out: string[] = [];
  // Lower-cased once; case is read from the original. Some non-ASCII letters change length when lower-cased: then
  // the indices no longer line up and each word is lower-cased on its own.
  const whole = text.toLowerCase();
  const lower = whole.length === text.length ? whole : undefined;
  const word = (from: number, to: number) => (lower !== undefined ? lower.slice(from, to) : text.slice(from, to).toLowerCase());
  let start = -1;
  let prev = 0;
  for (let k = 0; k <= text.length; k++) {
    const t = k < text.length ? kindOf(text.charCodeAt(k)) : 0;
    if (t === 0) {
      if (start >= 0) out.push(word(start, k));
      start = -1;
    } else if (start < 0) start = k;
    else if (t === 2 && (prev === 1 || prev === 3 || (prev === 2 && k + 1 < text.length && kindOf(text.charCodeAt(k + 1)) === 1))) {
      out.push(word(start, k));
      start = k;
    }
    prev = t;
  }
  return out;
}

/** 1 lower-case ASCII letter, 2 upper-case, 3 digit, 0 anything else. */
function kindOf(c: number): number {
  return c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 3 : 0;
}

/** Phrases keyed by their folded words, as words() sees them. */
const PHRASES = new Map(PHRASE_LIST.map(([a, b, to]) => [`${fold(a)} ${fold(b)}`, to]));
const PHRASE_HEADS = new Set(PHRASE_LIST.map(([a]) => fold(a)));

/** A word as compared: its synonym group, else its stem's group, else its stem. */
function fold(w: string): string {
  let f = folded.get(w);
  if (f === undefined) {
    const s = stem(w);
    f = SYNONYM.get(w) ?? SYNONYM.get(s) ?? s;
    // Bounded: a 10,000-tool diff repeats the same few thousand words.
    if (folded.size >= 50_000) folded.clear();
    folded.set(w, f);
  }
  return f;
}

/** `{name}` of a URI template; a `{` inside ends the attempt, so a run of `{` is read once (not once per brace). */
export const TEMPLATE_VARS = /\{[^{}]*\}/g;

const HINT_KEYS = Object.keys(ANNOTATION_DEFAULTS).sort();

function hintsOf(annotations: unknown): string | undefined {
  if (!isJsonObject(annotations)) return undefined;
  if (!HINT_KEYS.some((k) => k in annotations)) return undefined;
  return HINT_KEYS.map((k) => ((typeof annotations[k] === 'boolean' ? annotations[k] : ANNOTATION_DEFAULTS[k]) ? '1' : '0')).join('');
}

/** An input's name as compared (`database_id` and `dataSourceId` alike); cached like fold(). */
function inputKey(name: string): string {
  let k = inputKeys.get(name);
  if (k === undefined) {
    k = words(name.slice(0, 200)).join('_') || name.toLowerCase();
    if (inputKeys.size >= 50_000) inputKeys.clear();
    inputKeys.set(name, k);
  }
  return k;
}
const inputKeys = new Map<string, string>();

const DEFAULT_HINTS = hintsOf(Object.fromEntries(Object.entries(ANNOTATION_DEFAULTS)))!;

export function features(c: Capability): Features {
  const parsed = parseRef(c.ref);
  const kind = parsed?.kind;
  const key = parsed?.key ?? c.ref;
  const def = c.definition;
  const text: string[] = [];
  if (typeof def.description === 'string') text.push(def.description.slice(0, 2000));
  if (typeof def.title === 'string') text.push(def.title.slice(0, 200));
  if (isJsonObject(def.annotations) && typeof def.annotations.title === 'string') text.push(def.annotations.title.slice(0, 200));
  const props = new Set<string>();
  let shape: string | undefined;
  let nameText = key;
  if (kind === 'tool' && isJsonObject(def.inputSchema) && isJsonObject(def.inputSchema.properties)) {
    for (const p of Object.keys(def.inputSchema.properties).slice(0, 200)) props.add(inputKey(p));
  }
  if (kind === 'prompt' && Array.isArray(def.arguments)) {
    for (const a of def.arguments.slice(0, 200)) if (isJsonObject(a) && typeof a.name === 'string') props.add(inputKey(a.name));
  }
  if (kind === 'resourceTemplate') {
    shape = key.replace(TEMPLATE_VARS, '{}');
    nameText = key.replace(TEMPLATE_VARS, ' ');
  }
  if ((kind === 'resource' || kind === 'resourceTemplate') && typeof def.name === 'string') nameText = `${nameText} ${def.name}`;
  const hints = kind === 'tool' ? hintsOf(def.annotations) : undefined;
  const seq = words(nameText.slice(0, 500));
  const mentions = kind === 'tool' ? mentionsOf(def.inputSchema) : [];
  return { ref: c.ref, name: new Set(seq), desc: new Set(words(text.join(' '), 3)), props, hints, shape, seq, mentions };
}

/** Values and names read per tool for mentions: bounded, since a hostile schema can list anything. */
const MAX_MENTIONS = 200;

/**
 * Input names and string enum/const values of a tool's input schema (top level and one level down: a merged tool's
 * `method` enum, or an options object's). Only multi-word names can be matched against them (see evidenceFor).
 */
function mentionsOf(schema: unknown): Mention[] {
  const out: Mention[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!isJsonObject(node) || !isJsonObject(node.properties)) return;
    for (const [name, prop] of Object.entries(node.properties)) {
      if (out.length >= MAX_MENTIONS) return;
      out.push({ words: cachedWords(name), input: name, value: false });
      if (!isJsonObject(prop)) continue;
      const values = [...(Array.isArray(prop.enum) ? prop.enum : []), ...(prop.const !== undefined ? [prop.const] : [])];
      for (const v of values.slice(0, MAX_MENTIONS)) {
        if (typeof v === 'string' && out.length < MAX_MENTIONS) out.push({ words: cachedWords(v), input: name, value: true });
      }
      if (depth < 1) visit(prop, depth + 1);
    }
  };
  visit(schema, 0);
  return out;
}

/** words() of an input name or enum value; cached like inputKey(): the same few names recur on every tool. */
function cachedWords(text: string): readonly string[] {
  let w = mentionWords.get(text);
  if (w === undefined) {
    w = words(text.slice(0, 200));
    if (mentionWords.size >= 50_000) mentionWords.clear();
    mentionWords.set(text, w);
  }
  return w;
}
const mentionWords = new Map<string, readonly string[]>();

/** Why a pair is more than look-alike: the new tool lists the old name, or one name holds the other whole. */
export type Evidence = { kind: 'listed'; where: string } | { kind: 'contained' };

/** `part` occurs in `whole` as a contiguous run of words. */
function runIn(part: readonly string[], whole: readonly string[]): boolean {
  for (let k = 0; k + part.length <= whole.length; k++) {
    let m = 0;
    while (m < part.length && whole[k + m] === part[m]) m++;
    if (m === part.length) return true;
  }
  return false;
}

/**
 * Evidence that `added` continues `removed`. Names of one word are too common to count (`list`, `wait`): only a run
 * of two or more words does, so `get_workflow_run_logs` is found in an enum value `get_workflow_run_logs_url`.
 */
export function evidenceFor(removed: Features, added: Features): Evidence | undefined {
  if (removed.seq.length < 2) return undefined;
  for (const m of added.mentions) {
    if (runIn(removed.seq, m.words)) return { kind: 'listed', where: `the input ${m.value ? 'enum ' : ''}\`${m.input.slice(0, 60)}\`` };
  }
  if (added.seq.length < 2) return undefined;
  if (runIn(removed.seq, added.seq) || runIn(added.seq, removed.seq)) return { kind: 'contained' };
  return undefined;
}

/**
 * Word weights for one diff: a word found in most items of a side (`API`, `browser`, boilerplate) says little.
 * Counted per side, so in a one-to-one diff every word weighs the same and a word both sides share is not
 * discounted for being shared.
 */
export interface Weights {
  name: WordWeights;
  desc: WordWeights;
}

/** ln(1 + n / frequency), n being the larger side and the frequency a word's count on the side where it is commoner. */
export class WordWeights {
  constructor(
    private readonly removed: Map<string, number>,
    private readonly added: Map<string, number>,
    private readonly n: number,
  ) {}

  of(word: string): number {
    return Math.log(1 + this.n / Math.max(this.removed.get(word) ?? 1, this.added.get(word) ?? 1));
  }
}

export function weightsOf(removed: readonly Features[], added: readonly Features[]): Weights {
  const count = (side: readonly Features[], pick: (f: Features) => Set<string>): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const f of side) for (const t of pick(f)) counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
  };
  const n = Math.max(removed.length, added.length);
  const of = (pick: (f: Features) => Set<string>) => new WordWeights(count(removed, pick), count(added, pick), n);
  return { name: of((f) => f.name), desc: of((f) => f.desc) };
}

function weightedJaccard(a: Set<string>, b: Set<string>, w: WordWeights): number {
  let common = 0;
  let union = 0;
  for (const t of a) {
    const x = w.of(t);
    union += x;
    if (b.has(t)) common += x;
  }
  for (const t of b) if (!a.has(t)) union += w.of(t);
  return union === 0 ? 0 : common / union;
}

/** Weighted share of `a`'s words found in `b` or `c`. */
function coverage(a: Set<string>, b: Set<string>, c: Set<string>, w: WordWeights): number {
  let found = 0;
  let all = 0;
  for (const t of a) {
    const x = w.of(t);
    all += x;
    if (b.has(t) || c.has(t)) found += x;
  }
  return all === 0 ? 0 : found / all;
}

/** How close the names are; a new name made of words the old one's description used ("Choose files to upload" ->
 *  `file_upload`) counts, a little less than the same words in both names. */
function nameScore(x: Features, y: Features, w: Weights): number {
  const direct = weightedJaccard(x.name, y.name, w.name);
  const cross = Math.max(coverage(y.name, x.name, x.desc, w.name), coverage(x.name, y.name, y.desc, w.name));
  return Math.max(direct, CROSS_NAME_FACTOR * cross);
}

const CROSS_NAME_FACTOR = 0.8;

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / (a.size + b.size - common);
}

/** Share of the smaller set found in the larger: a tool that lost some inputs still overlaps fully with its past self. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / Math.min(a.size, b.size);
}

/** Similarity in [0, 1] of two capabilities of one kind, unrounded (the assignment needs the fine differences). */
export function similarity(x: Features, y: Features, w: Weights): number {
  // Weighted mean of the parts both sides can speak to: a prompt without arguments is not penalized for it.
  let total = 0.5 * nameScore(x, y, w);
  let weight = 0.5;
  if (x.desc.size > 0 || y.desc.size > 0) {
    total += 0.25 * weightedJaccard(x.desc, y.desc, w.desc);
    weight += 0.25;
  }
  if (x.props.size > 0 || y.props.size > 0) {
    total += 0.35 * (0.5 * jaccard(x.props, y.props) + 0.5 * overlap(x.props, y.props));
    weight += 0.35;
  }
  if (x.hints !== undefined || y.hints !== undefined) {
    total += (x.hints ?? DEFAULT_HINTS) === (y.hints ?? DEFAULT_HINTS) ? 0.05 : 0;
    weight += 0.05;
  }
  let score = total / weight;
  if (x.shape !== undefined && x.shape === y.shape) score = Math.max(score, 0.9);
  return score;
}

/** Keys that put two items in the same bucket when a diff is too large to compare every pair. */
export function blockingKeys(f: Features): string[] {
  const keys = [...f.name].map((t) => `n:${t}`);
  for (const p of f.props) keys.push(`p:${p}`);
  if (f.shape !== undefined) keys.push(`s:${f.shape}`);
  return keys;
}
