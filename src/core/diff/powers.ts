// What a tool can do, as far as its definition says, for rename suggestions: a suggestion never maps a tool onto one
// that can do less or more than it. Read from three places, each with the reason shown when a pair is refused:
//   - its annotation hints (readOnlyHint, destructiveHint: self-set claims, compared as claims);
//   - its inputs (an enum value that deletes, a flag that overwrites, a free-form command or content to write);
//   - what its description says it does: the verb it opens with ("Gets ...", "Starts ...", "Deletes ..."), which
//     settles a name word that is both a noun and a verb (`pipelines_run`: a run read back, or a run started).
// Name words count only when nothing above says the tool only reads. Pure and bounded: a few words per text.
import type { Capability, JsonObject } from '../shared/model.js';
import { isJsonObject } from '../shared/json.js';
import { DESTRUCTIVE, destroysBecause, identifierWords, wordOperation, writesBecause } from './operations.js';

/** What one side can do: whether it only reads, whether it acts (changes, sends, runs), whether it destroys. */
export interface Powers {
  /** Why it only reads (a readOnlyHint, a description opening with a reading verb), when nothing it takes acts. */
  readsOnly?: string;
  /** Why it acts, when it does. */
  acts?: string;
  /** Why it destroys (deletes, overwrites, revokes), when it does. */
  destroys?: string;
  /** Why it only adds (a description opening with `Creates`, `Adds`), when nothing destroys. */
  addsOnly?: string;
}

/** Verbs a description opens with when the tool reads (stems, as `lead()` reduces them). */
const READ_VERBS = new Set(['get', 'list', 'read', 'retriev', 'fetch', 'return', 'search', 'find', 'look', 'lookup', 'show', 'view', 'describ', 'inspect', 'query', 'check', 'count', 'browse', 'obtain', 'peek', 'preview', 'summariz', 'explain', 'download', 'diff', 'compar', 'validat', 'verify', 'analyz', 'print', 'display']);
/** Verbs a description opens with when the tool adds something and takes nothing away. */
const ADD_VERBS = new Set(['creat', 'add', 'insert', 'append', 'register', 'new', 'mak', 'generat', 'comment', 'post', 'submit', 'upload', 'attach', 'tag', 'label', 'star', 'fork', 'invit', 'schedul', 'queu', 'enqueu']);
/** Verbs a description opens with when the tool acts otherwise (changes, runs, sends): beside ADD_VERBS and the operation classes. */
const ACT_VERBS = new Set(['updat', 'edit', 'modify', 'modifi', 'set', 'put', 'patch', 'writ', 'sav', 'stor', 'chang', 'renam', 'mov', 'merg', 'push', 'commit', 'start', 'trigger', 'run', 'launch', 'execut', 'invok', 'deploy', 'restart', 'stop', 'cancel', 'approv', 'reject', 'clos', 'reopen', 'assign', 'send', 'publish', 'click', 'typ', 'fill', 'press', 'drag', 'hover', 'navigat', 'install', 'configur', 'enabl', 'lock', 'unlock', 'apply', 'toggl', 'rerun', 'retry', 'dispatch', 'perform', 'resolv', 'checkout', 'checkin']);
/** Particles that make `check` an act: a branch checked out, a file checked in (not a status checked). */
const CHECK_PARTICLES = new Set(['out', 'in']);
/** Words before the verb that say nothing of it ("Use this tool to", "Allows you to", "Tool for ..."). */
const FILLER = new Set(['this', 'tool', 'the', 'a', 'an', 'use', 'used', 'to', 'allows', 'allow', 'lets', 'let', 'you', 'will', 'can', 'helps', 'help', 'that', 'which', 'function', 'endpoint', 'it', 'method', 'for', 'please', 'quickly', 'simply', 'api', 'mcp', 'action']);
/** Free-form inputs that carry what the tool writes or runs: a lookup gaining one can do more. */
const ACTING_INPUTS = new Set(['command', 'commands', 'cmd', 'script', 'shell', 'content', 'contents', 'body', 'payload', 'patch']);

/** A word reduced as the verb tables are keyed: `Gets` -> get, `Creates` -> creat, `Retrieves` -> retriev. */
function verbStem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('sses') || w.endsWith('xes'))) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

type VerbClass = 'read' | 'add' | 'act' | 'destroy';

/** What one verb says: read, add, act or destroy (with the operation class), or nothing known. */
function verbClass(word: string): { cls: VerbClass; op?: string } | undefined {
  const stem = verbStem(word);
  const op = wordOperation(word);
  if (op !== undefined && DESTRUCTIVE.has(op)) return { cls: 'destroy', op };
  if (READ_VERBS.has(stem) || READ_VERBS.has(word)) return { cls: 'read' };
  if (ADD_VERBS.has(stem) || ADD_VERBS.has(word)) return { cls: 'add' };
  if (ACT_VERBS.has(stem) || ACT_VERBS.has(word) || op !== undefined) return { cls: 'act', ...(op ? { op } : {}) };
  return undefined;
}

/** The verb at `k`, with the particle after it: "check out a branch" acts where "check the status" reads. */
function verbAt(words: readonly string[], k: number): { cls: VerbClass; op?: string } | undefined {
  if (words[k] === 'check' && CHECK_PARTICLES.has(words[k + 1] ?? '')) return { cls: 'act' };
  return verbClass(words[k]);
}

const RANK: Readonly<Record<VerbClass, number>> = { read: 0, add: 1, act: 2, destroy: 3 };

/** Where the opening sentence ends, a product label before a bar (`Notion | `), and what separates coordinated verbs. */
export const LEAD_END = /[.!?\n](?:\s|$)/;
export const PRODUCT_LABEL = /^[^|]{0,40}\|\s*/;
export const COORDINATION = /,|\/|\bor\b|\band\b/i;

/**
 * The verbs the description opens with (its first sentence, past filler), coordinated ones too: "List, create, close
 * or select a tab" is four verbs, and the tool does the most of them. Undefined when it opens with no known verb.
 */
export function leadVerbs(description: string): { words: string[]; cls: VerbClass; op?: string } | undefined {
  // A product label before a bar is no verb: `Notion | Delete a block`.
  const first = description.slice(0, 400).split(LEAD_END)[0].replace(PRODUCT_LABEL, '').replace(/[`*_]/g, ' ');
  // Coordinated verbs stand at the head of the parts a comma, `or`, `and` or a slash separate.
  const parts = first.split(COORDINATION).slice(0, 8);
  const seen: string[] = [];
  let most: { cls: VerbClass; op?: string } | undefined;
  for (const [n, part] of parts.entries()) {
    const words = identifierWords(part).slice(0, 10);
    if (words.length === 0) continue;
    let k = 0;
    while (n === 0 && k < words.length && (FILLER.has(words[k]) || /^\d/.test(words[k]))) k++;
    while (n > 0 && k < words.length && (words[k] === 'then' || words[k] === 'also')) k++;
    const c = k < words.length ? verbAt(words, k) : undefined;
    if (c === undefined) break;
    seen.push(words[k]);
    if (most === undefined || RANK[c.cls] > RANK[most.cls]) most = c;
  }
  return most === undefined ? undefined : { words: seen, ...most };
}

/** A free-form string input named for what is written or run (`command`, `content`, `body`), by its path. */
function actingInput(definition: JsonObject): string | undefined {
  const schema = definition.inputSchema;
  const props = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
  for (const [name, p] of Object.entries(props).slice(0, 200)) {
    if (!isJsonObject(p) || p.enum !== undefined || p.const !== undefined) continue;
    if (p.type !== undefined && p.type !== 'string') continue;
    const w = identifierWords(name);
    if (w.some((x) => ACTING_INPUTS.has(x))) return `its free-form input \`${name.slice(0, 60)}\``;
  }
  return undefined;
}

/** Inputs that choose what the tool does (`method`, `operation`, `action`): their enum values are operations. */
const SELECTORS = new Set(['method', 'operation', 'operations', 'op', 'action', 'actions', 'command', 'cmd', 'verb', 'task', 'mode', 'intent']);

/**
 * Input-only destruction: a flag that overwrites or deletes, or a destructive value of an input that selects the
 * operation. Another enum is a filter (`event: "delete"` lists runs a delete event started), and the name is read
 * apart, as weaker evidence.
 */
function inputsDestroy(definition: JsonObject, selectorsOnly: boolean): string | undefined {
  const schema = definition.inputSchema;
  const props = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
  const kept: JsonObject = {};
  for (const [name, p] of Object.entries(props).slice(0, 200)) {
    const selects = identifierWords(name).some((w) => SELECTORS.has(w));
    if (selectorsOnly && !selects) continue;
    kept[name] = selects || !isJsonObject(p) ? p : { ...p, enum: null };
  }
  return destroysBecause({ inputSchema: { type: 'object', properties: kept } });
}

/** What a tool can do, each with its reason. */
export function powersOf(definition: JsonObject): Powers {
  const ann = isJsonObject(definition.annotations) ? definition.annotations : undefined;
  const description = typeof definition.description === 'string' ? definition.description : '';
  const said = leadVerbs(description);
  const quoted = said === undefined ? '' : `its description opens with \`${said.words.join(', ')}\``;
  const claimsRead = ann?.readOnlyHint === true ? 'it declares readOnlyHint' : said?.cls === 'read' ? quoted : undefined;
  // Strong evidence of acting: the opening verb, an input that deletes or carries content, a destructive claim. A
  // declared read-only claim outranks what an input's name suggests (`count_tokens` reads its `content`); an input
  // that selects a destructive operation still counts against it.
  const declaredRead = ann?.readOnlyHint === true;
  const inputDestroys = inputsDestroy(definition, declaredRead);
  const input = declaredRead ? undefined : actingInput(definition);
  const declaredDestroys = ann !== undefined && ann.readOnlyHint !== true && ann.destructiveHint === true ? 'it declares destructiveHint' : undefined;
  const saidActs = said !== undefined && said.cls !== 'read' ? `${quoted}${said.op ? ` (${said.op})` : ''}` : undefined;
  // Name words (`run`, `delete`) only when nothing says the tool only reads: a read-only `pipelines_run` reads runs.
  const named = claimsRead === undefined ? writesBecause({ name: definition.name ?? '' }) : undefined;
  const namedDestroys = claimsRead === undefined ? destroysBecause({ name: definition.name ?? '' }) : undefined;
  const out: Powers = {};
  const acts = saidActs ?? inputDestroys ?? input ?? declaredDestroys ?? named;
  if (acts !== undefined) out.acts = acts;
  else if (claimsRead !== undefined) out.readsOnly = claimsRead;
  const destroys = (said?.cls === 'destroy' ? saidActs : undefined) ?? inputDestroys ?? declaredDestroys ?? namedDestroys;
  if (destroys !== undefined) out.destroys = destroys;
  else if (said?.cls === 'add') out.addsOnly = quoted;
  return out;
}

/**
 * Why `after` cannot continue `before`, or undefined: one only reads while the other acts, or one destroys while the
 * other only adds or reads. `superset`: the new tool absorbed others (it lists the old name), so it may do more than
 * the old one did, never less.
 */
export function powersDiffer(before: Powers, after: Powers, names: { from: string; to: string }, superset = false): string | undefined {
  const { from, to } = names;
  if (before.acts !== undefined && after.readsOnly !== undefined) return `\`${from}\` acts (${before.acts}) while \`${to}\` only reads (${after.readsOnly})`;
  if (before.destroys !== undefined && after.destroys === undefined && (after.readsOnly !== undefined || after.addsOnly !== undefined)) {
    return `\`${from}\` destroys (${before.destroys}) while \`${to}\` ${after.readsOnly ? `only reads (${after.readsOnly})` : `only adds (${after.addsOnly})`}`;
  }
  if (superset) return undefined;
  if (before.readsOnly !== undefined && after.acts !== undefined) return `\`${from}\` only reads (${before.readsOnly}) while \`${to}\` acts (${after.acts})`;
  if (after.destroys !== undefined && before.destroys === undefined && before.addsOnly !== undefined) return `\`${from}\` only adds (${before.addsOnly}) while \`${to}\` destroys (${after.destroys})`;
  return undefined;
}

/**
 * The claims both sides declare, compared as claims (when both declare annotations): a read-only claim on one side
 * only, or a destructive one (unset means destructive for a tool that is not read-only, the spec's default).
 */
export function claimsDiffer(x: JsonObject | undefined, y: JsonObject | undefined, names: { from: string; to: string }): string | undefined {
  if (x === undefined || y === undefined) return undefined;
  const ro = (h: JsonObject) => h.readOnlyHint === true;
  const say = (h: JsonObject) => (ro(h) ? 'declares readOnlyHint' : h.destructiveHint === false ? 'declares destructiveHint false' : 'may destroy (destructiveHint unset or true)');
  const destroys = (h: JsonObject) => !ro(h) && h.destructiveHint !== false;
  if (ro(x) !== ro(y) || destroys(x) !== destroys(y)) return `\`${names.from}\` ${say(x)} while \`${names.to}\` ${say(y)}`;
  return undefined;
}

/** powersOf per definition, read once however many pairs a tool is scored in. */
const read = new WeakMap<JsonObject, Powers>();
function powersCached(definition: JsonObject): Powers {
  let p = read.get(definition);
  if (p === undefined) {
    p = powersOf(definition);
    read.set(definition, p);
  }
  return p;
}

/**
 * Why the tool `after` is not `before` renamed, whatever their names share (the matcher's refusal, see
 * renames/match.ts): what their definitions say they do differs, or their declared claims do. `superset`: the new
 * tool lists the old name among its inputs (it absorbed others), so it may do more, never less. Tools only.
 */
export function againstGrain(before: Capability, after: Capability, superset: boolean): string | undefined {
  if (!before.ref.startsWith('tool:') || !after.ref.startsWith('tool:')) return undefined;
  const names = { from: before.ref.slice(5), to: after.ref.slice(5) };
  const x = before.definition;
  const y = after.definition;
  const claims = (d: JsonObject) => (isJsonObject(d.annotations) ? d.annotations : undefined);
  // What the definitions say first (it names the words read); the bare claims when only they differ.
  return powersDiffer(powersCached(x), powersCached(y), names, superset) ?? (superset ? undefined : claimsDiffer(claims(x), claims(y), names));
}
