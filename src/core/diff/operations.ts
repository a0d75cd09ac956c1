// What an identifier does, by its words: operation classes found through morphology (camelCase, snake_case and
// kebab-case split; plural, gerund and nominal endings taken off: `deleteAll`, `purging`, `removal`, `exec_cmd`), not a
// list of spellings. A past participle names a state (`deleted`, `archived`: a filter), never an operation. Also which
// boolean inputs guard something, and on which side their value is safe.
import type { JsonObject, JsonValue } from '../shared/model.js';
import { isJsonObject } from '../shared/json.js';

export type OperationClass = 'delete' | 'overwrite' | 'revoke' | 'transfer' | 'execute';

/** Stems of each class (a word is reduced to its stem before the look-up). */
const STEMS: Readonly<Record<OperationClass, readonly string[]>> = {
  // Making something be gone, in any register: plain, Unix, colloquial, legal.
  delete: ['delet', 'del', 'remov', 'rm', 'rmdir', 'drop', 'purg', 'eras', 'destroy', 'wip', 'truncat', 'unlink', 'prun', 'nuk', 'obliterat', 'clear', 'shred', 'evict', 'trash', 'uninstall', 'unpublish', 'expung', 'kill', 'terminat', 'discard', 'scrap', 'dispos', 'annul', 'eradicat', 'demolish', 'zap', 'flush', 'forget', 'unregister', 'deregister', 'decommission', 'dismantl', 'scrub', 'unset', 'delist', 'excis'],
  // Putting something in place of what was there.
  overwrite: ['overwrit', 'clobber', 'replac', 'reset', 'rewrit', 'forc', 'reinitializ', 'reinit', 'restor', 'rollback', 'revert', 'squash', 'rebas', 'reimag', 'reformat', 'supersed', 'superced', 'substitut'],
  // Taking a right or an access away.
  revoke: ['revok', 'disabl', 'deactivat', 'suspend', 'ban', 'unshar', 'downgrad', 'demot', 'invalidat', 'expir', 'blacklist', 'blocklist', 'denylist', 'deauthoriz', 'unauthoriz', 'unsubscrib', 'rescind'],
  // Handing something to someone else or somewhere else.
  transfer: ['transfer', 'mov', 'publish', 'shar', 'grant', 'invit', 'export', 'expos', 'upload', 'send', 'promot', 'assign', 'handover', 'giv', 'transmit', 'replicat', 'leak', 'exfiltrat', 'broadcast', 'donat', 'relinquish', 'cede'],
  // Running something the caller supplies.
  execute: ['exec', 'execut', 'run', 'eval', 'evaluat', 'spawn', 'shell', 'invok', 'script', 'cmd', 'command', 'sudo', 'launch', 'subprocess', 'bash', 'sh', 'powershell', 'pwsh', 'popen'],
};
const STEM_CLASS = new Map<string, OperationClass>(Object.entries(STEMS).flatMap(([cls, stems]) => stems.map((s) => [s, cls as OperationClass] as const)));

/** Words of an identifier: `deleteAllRows` -> delete, all, rows; `force-push` -> force, push. */
export function identifierWords(text: string): string[] {
  return text
    .slice(0, 200)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** Candidate stems of a word: itself, then with one ending taken off (nominal, gerund, plural, agent, verbal e). */
function stemsOf(word: string): string[] {
  const out = [word];
  for (const end of ['ation', 'ition', 'ion', 'al', 'ing', 'es', 's', 'er', 'e']) if (word.length > end.length + 1 && word.endsWith(end)) out.push(word.slice(0, -end.length));
  return out;
}

/** The operation a word performs, or undefined; a past participle (`deleted`, `removed`) is a state, not an operation. */
export function wordOperation(word: string): OperationClass | undefined {
  // A word that is itself a stem (`shred`) is the verb, whatever its last letters.
  if (word.length > 4 && word.endsWith('ed') && !STEM_CLASS.has(word)) return undefined;
  for (const s of stemsOf(word)) {
    const cls = STEM_CLASS.get(s);
    if (cls !== undefined) return cls;
  }
  return undefined;
}

/** The first operation an identifier (an enum value, a tool name) names, with the word that names it. */
export function operationOf(identifier: string): { operation: OperationClass; word: string } | undefined {
  for (const w of identifierWords(identifier)) {
    const operation = wordOperation(w);
    if (operation !== undefined) return { operation, word: w };
  }
  return undefined;
}

/** Operation classes that take something away or hand it over: what makes a tool destructive. */
export const DESTRUCTIVE: ReadonlySet<OperationClass> = new Set(['delete', 'overwrite', 'revoke']);

// ------------------------------------------------------------------ booleans that guard

/** Words of a flag that is a safeguard when true (`dry_run`, `confirm`, `backup`). */
const SAFE_WHEN_TRUE = new Set(['dry', 'dryrun', 'confirm', 'confirmation', 'preview', 'safe', 'sandbox', 'sandboxed', 'validate', 'verify', 'verification', 'backup', 'readonly', 'protect', 'protected', 'ask', 'interactive', 'simulate', 'simulation', 'check', 'checks', 'strict', 'atomic']);
/** Words of a flag that is a danger when true (`force`, `overwrite`, `follow_symlinks`, `recursive`). */
const UNSAFE_WHEN_TRUE = new Set(['force', 'overwrite', 'clobber', 'recursive', 'recursively', 'symlinks', 'symlink', 'dereference', 'unsafe', 'insecure', 'bypass', 'yes', 'assume', 'auto', 'autoapprove', 'trust', 'trusted', 'permanent', 'permanently', 'hard', 'purge', 'delete', 'replace', 'allow', 'privileged', 'elevated', 'public']);
/** Words that negate the safeguard after them (`skip_verify`, `no_backup`, `disable_checks`). */
const NEGATORS = new Set(['no', 'skip', 'disable', 'without', 'ignore', 'dont', 'not', 'bypass']);

/** The value of a boolean input that is the safe side, and the word that says what it guards; undefined: it guards nothing. */
export function guardOf(name: string): { safe: boolean; word: string } | undefined {
  const words = identifierWords(name);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const negated = i > 0 && NEGATORS.has(words[i - 1]);
    if (SAFE_WHEN_TRUE.has(w)) return { safe: !negated, word: words.slice(Math.max(0, i - (negated ? 1 : 0)), i + 1).join(' ') };
    if (UNSAFE_WHEN_TRUE.has(w) && !NEGATORS.has(w)) return { safe: negated, word: words.slice(Math.max(0, i - (negated ? 1 : 0)), i + 1).join(' ') };
  }
  return undefined;
}

// ------------------------------------------------------------------ what a tool does

/** Methods of HTTP that generated tool names carry (OpenAPI operation ids: `post-search`, `put-page`). */
const HTTP_METHODS = new Set(['post', 'put', 'patch']);
/** Verbs of reading: after an HTTP method, they say what the call does. */
const READS = new Set(['search', 'query', 'list', 'find', 'lookup', 'read', 'retrieve', 'get', 'fetch', 'count', 'describe', 'view', 'show', 'filter']);

/** Why a tool writes, from its name and its input names (an operation that changes state), or undefined. */
export function writesBecause(definition: JsonObject): string | undefined {
  const name = typeof definition.name === 'string' ? definition.name : '';
  const words = identifierWords(name);
  // Not `save`: saving a copy of what was read (a screenshot, a PDF of the page) changes nothing that was read.
  const WRITE = new Set(['write', 'create', 'update', 'edit', 'set', 'put', 'post', 'insert', 'append', 'patch', 'modify', 'add', 'commit', 'push', 'merge']);
  // An HTTP method in a generated name is the transport when a verb of reading follows it (`API-post-search`: a
  // search sent as POST); before a noun it is the operation (`API-post-page` creates a page).
  const own = words.find((w, i) => (WRITE.has(w) || wordOperation(w) !== undefined) && !(HTTP_METHODS.has(w) && words.slice(i + 1).some((x) => READS.has(x))));
  if (own !== undefined) return `its name says \`${own}\``;
  const schema = definition.inputSchema;
  const props = isJsonObject(schema) && isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
  for (const p of props) {
    const op = operationOf(p);
    if (op !== undefined && DESTRUCTIVE.has(op.operation)) return `its input \`${p}\` says \`${op.word}\``;
    const g = guardOf(p);
    if (g !== undefined && /overwrite|force|delete|purge|replace/.test(g.word)) return `its input \`${p}\` says \`${g.word}\``;
  }
  return undefined;
}

/** Why a tool destroys (delete, overwrite, revoke by its name or an input), or undefined. */
export function destroysBecause(definition: JsonObject): string | undefined {
  const name = typeof definition.name === 'string' ? definition.name : '';
  const op = operationOf(name);
  if (op !== undefined && DESTRUCTIVE.has(op.operation)) return `its name says \`${op.word}\` (${op.operation})`;
  const schema = definition.inputSchema;
  const props = isJsonObject(schema) && isJsonObject(schema.properties) ? (schema.properties as JsonObject) : {};
  for (const [p, s] of Object.entries(props)) {
    const g = guardOf(p);
    if (g !== undefined && !g.safe && /overwrite|delete|purge|replace|clobber/.test(g.word)) return `its input \`${p}\` can ${g.word}`;
    const values = isJsonObject(s) && Array.isArray(s.enum) ? (s.enum as JsonValue[]) : [];
    for (const v of values) {
      const o = typeof v === 'string' ? operationOf(v) : undefined;
      if (o !== undefined && DESTRUCTIVE.has(o.operation)) return `its input \`${p}\` accepts ${JSON.stringify(v)} (${o.operation})`;
    }
  }
  return destroysByText(typeof definition.description === 'string' ? definition.description : '');
}

const DENIAL = new Set(['not', 'never', 'no', 'without', 'cannot', 'nothing', 'neither', 'nor']);
/** Words after which a verb is an order or the tool's own act: a clause's start, a chain, an infinitive, a modal. */
const BEFORE_VERB = new Set([',', ';', ':', 'and', 'or', 'then', 'also', 'to', 'will', 'can', 'may', 'tool', 'this', 'it', 'permanently', 'irreversibly']);
/** Words after which a word is a noun's modifier, not a verb ("a clear summary", "the delete flag"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'your', 'each', 'every', 'any', 'some', 'our', 'his', 'her', 'of', 'for', 'on']);
/** Words that open a subordinate clause: its verb says when, not what the tool does ("when it expires"). */
const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'until', 'before', 'after', 'once', 'whether', 'unless', 'since']);

/**
 * Whether the word at `i` stands where the tool's own act is said: at a clause's start or after a chain, infinitive
 * or modal ("Delete the file", "and removes it", "used to revoke"), or a present-tense verb after its subject
 * ("permanently deletes"), never after a determiner ("a clear summary") nor inside a `when`/`if` clause.
 */
function predicate(words: readonly string[], i: number): boolean {
  const prev = words[i - 1];
  if (prev !== undefined && DETERMINERS.has(prev)) return false;
  for (let j = i - 1; j >= Math.max(0, i - 4) && !['.', ',', ';', ':'].includes(words[j]); j--) if (SUBORDINATORS.has(words[j])) return false;
  if (prev === undefined || prev === '.' || BEFORE_VERB.has(prev)) return true;
  return words[i].endsWith('s') && !prev.endsWith('s');
}

/**
 * Why a tool's own description says it destroys: a verb of deleting, overwriting or revoking that stands as a verb
 * of the tool's act (see `predicate`; "Gets a session and when it expires" says no revocation), is not a past
 * participle (a state: "lists deleted items") and has no denial in the four words before it ("never overwrites").
 */
export function destroysByText(description: string): string | undefined {
  const words = description.slice(0, 4_096).toLowerCase().match(/[a-z][a-z']*|[.,;:!?]/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    const op = wordOperation(words[i]);
    if (op === undefined || !DESTRUCTIVE.has(op) || !predicate(words, i)) continue;
    if (words.slice(Math.max(0, i - 4), i).some((w) => DENIAL.has(w) || w.endsWith("n't"))) continue;
    return `its description says \`${words[i]}\` (${op})`;
  }
  return undefined;
}
