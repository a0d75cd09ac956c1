// Orders about the model's other orders, read by the classes of their words, not by phrases: an OVERRIDE is a sentence
// that names earlier guidance (instructions, rules, what the model was told) and voids or outranks it ("no longer
// applies", "set aside", "outranks", "is superseded"); SECRECY is a sentence that tells the model not to tell a person
// (a negation before a verb of telling, a person in the sentence), or to keep something hidden from or between. A
// sentence that names guidance without voiding it ("the rules below apply"), or voids something that is no guidance
// ("the earlier snapshot is superseded"), orders nothing. Clauses end at `.`, `;`, `!`, `?` and line breaks.

/** Nouns of guidance the model was given, and participles of having been given it ("what you were told"). */
const GUIDANCE = new Set([
  'instruction', 'instructions', 'rule', 'rules', 'guidance', 'guideline', 'guidelines', 'direction', 'directions', 'directive', 'directives',
  'prompt', 'prompts', 'orders', 'constraints', 'restrictions', 'policies', 'told', 'said', 'guardrails', 'safeguards', 'system',
]);
/** Words that place the guidance before this text, or make it the model's own. */
const PRIOR = new Set(['earlier', 'before', 'previous', 'previously', 'prior', 'original', 'initial', 'start', 'beginning', 'above', 'your', 'received', 'told']);
/**
 * Nouns that are guidance only when a word just before them makes them earlier or the model's own ("your previous
 * orders"): on their own they are a tool's data ("cancel all open orders", "any existing firewall rules are replaced").
 */
const DATA_NOUNS = new Set(['orders', 'rule', 'rules', 'policies', 'restrictions', 'constraints']);
const OWNING = new Set(['previous', 'previously', 'earlier', 'prior', 'above', 'original', 'your', 'system', 'initial']);
/** Words that void or outrank: the guidance stops counting. */
const VOID = new Set([
  'ignore', 'ignored', 'ignoring', 'disregard', 'disregarded', 'forget', 'forgotten', 'override', 'overrides', 'overridden', 'supersede', 'supersedes',
  'superseded', 'outrank', 'outranks', 'void', 'voided', 'null', 'cancel', 'cancels', 'cancelled', 'canceled', 'revoked', 'discard', 'discarded', 'aside',
  'precedence', 'outweigh', 'outweighs', 'trump', 'trumps', 'obsolete', 'invalid', 'irrelevant', 'moot', 'suspended', 'lifted', 'waived', 'replaces', 'replaced',
]);
/** "no longer applies / counts / holds": a void said with a negated verb of validity. */
const VALIDITY = new Set(['apply', 'applies', 'applying', 'count', 'counts', 'counting', 'hold', 'holds', 'holding', 'matter', 'matters', 'mattering', 'valid', 'binding', 'relevant', 'stand', 'stands']);
/** Words that end a validity ("no longer", "stop applying", "cease to count"). */
const ENDING = new Set(['longer', 'stop', 'stops', 'cease', 'ceases', 'to']);

const TELL = new Set([
  'tell', 'told', 'telling', 'mention', 'mentioned', 'mentioning', 'inform', 'informed', 'informing', 'notify', 'notified', 'reveal', 'revealed',
  'disclose', 'disclosed', 'say', 'said', 'explain', 'alert', 'alerted', 'warn', 'warned', 'know', 'aware',
]);
const NEGATION = new Set(['not', 'never', 'no', 'without', 'nor', 'avoid', 'refrain']);
const PERSON = new Set(['user', "user's", 'users', 'person', 'human', 'people', 'anyone', 'anybody', 'them', 'operator', 'owner', 'reader', 'customer', 'requester', 'keyboard']);
const HIDE = new Set(['hide', 'conceal', 'concealed', 'withhold', 'withheld']);

const wordsOf = (clause: string): string[] => clause.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
const negates = (w: string): boolean => NEGATION.has(w) || w.endsWith("n't");

/** Where a clause ends: `.`, `;`, `!`, `?` before a space (a list marker "1." never ends one), or a line break. */
export const CLAUSE_END = /(?<!\b\d{1,2})[.;!?](?=\s|$)|\n/;
/** The readers' own cap: a model-read text is a few KB; a longer one is read in its first 64 KB. */
const READ_CAP = 65_536;

/** Clauses of a text, trimmed. */
function clausesOf(text: string): string[] {
  return text.slice(0, READ_CAP).split(CLAUSE_END).map((s) => s.trim()).filter((s) => s !== '');
}

const quoted = (clause: string): string => (clause.length > 200 ? `${clause.slice(0, 199)}…` : clause);

/** The first clause that voids or outranks earlier guidance, or undefined. */
export function readOverride(text: string): string | undefined {
  for (const clause of clausesOf(text)) {
    const w = wordsOf(clause);
    // "the system" is guidance only as the system's prompt or rules, never as a computer system.
    const owned = (i: number): boolean => w.slice(Math.max(0, i - 2), i).some((y) => OWNING.has(y));
    // A data noun made the model's own ("the system rules", "your orders") is placed already; other guidance needs a PRIOR word.
    const placed = w.some((x, i) => DATA_NOUNS.has(x) && owned(i));
    const guided = w.some((x, i) => GUIDANCE.has(x) && !DATA_NOUNS.has(x) && (x !== 'system' || ['prompt', 'prompts', 'instructions', 'message'].includes(w[i + 1] ?? '')));
    if (!placed && !(guided && w.some((x) => PRIOR.has(x)))) continue;
    const voided = w.some((x, i) => VOID.has(x) || (VALIDITY.has(x) && w.slice(Math.max(0, i - 2), i).some((y) => (ENDING.has(y) && y !== 'to') || negates(y) || (y === 'to' && ENDING.has(w[i - 2] ?? '')))));
    if (voided) return quoted(clause);
  }
  return undefined;
}

/** Words before a negation that leave it an order: clause-initial ("Please don't"), chained ("and never"), the model told ("you must not"). */
const ORDERING = new Set(['and', 'but', 'then', 'so', 'or', 'you', 'must', 'should', 'shall', 'need', 'ought']);
/** Words of advice before "not to": "it is best not to mention", "be careful not to tell" order as much as "do not". */
const ADVISING = new Set(['best', 'better', 'important', 'wise', 'advisable', 'preferable', 'essential', 'crucial', 'careful', 'sure']);
/** Words skipped on the way back from a negation to what stands before it ("you will never", "there is no need"). */
const PASSING = new Set(['do', 'please', 'just', 'also', 'simply', 'kindly', 'ever', 'will', 'is', 'there', "there's"]);
/** Negations that order by themselves. */
const ORDERING_NEGATIONS = new Set(["mustn't", "shouldn't", "shan't", "needn't", 'without', 'nor']);
/** Words that open a condition: a negation inside one ("if you don't know the ID, ask the user") orders nothing. */
const CONDITION = new Set(['if', 'unless', 'when', 'whenever', 'whether', 'once', 'while']);

/**
 * Whether the negation at `j` is an order to the model: the clause opens with it ("Do not tell", "No need to"), it
 * follows `you`, a modal or a chaining word ("must never be informed", "and don't mention"), or it orders by itself
 * ("shouldn't"). A person as its subject ("the user is not notified", "won't be notified") is a description.
 */
function orders(w: readonly string[], j: number, start: number): boolean {
  const neg = w[j];
  if (ORDERING_NEGATIONS.has(neg)) return true;
  if (neg === 'no' && w[j + 1] !== 'need') return false;
  if (neg === 'not' && w[j + 1] === 'to' && ADVISING.has(w[j - 1] ?? '')) return true;
  let k = j - 1;
  while (k >= start && PASSING.has(w[k])) k--;
  return k < start || ORDERING.has(w[k]);
}

/** The first clause that tells the model to keep something from a person, or undefined. */
export function readSecrecy(text: string): string | undefined {
  for (const clause of clausesOf(text)) {
    const w = wordsOf(clause);
    // "keep it between you and the server": a secret shared with the model alone, whoever else is named. One pass.
    if (keptBetween(w)) return quoted(clause);
    if (!w.some((x) => PERSON.has(x))) continue;
    // A negation ordering the model within six words before a verb of telling: "don't mention", "no need to let
    // the user know", "must never be informed"; or a verb of hiding with a person in the clause ("hide it from the user").
    if (hushes(clause) || w.some((x) => HIDE.has(x))) return quoted(clause);
  }
  return undefined;
}

/** "keep ... between you": one pass, a `keep` seen before `between you` (not a search back from each `between`). */
function keptBetween(w: readonly string[]): boolean {
  let sawKeep = false;
  for (let i = 0; i < w.length; i++) {
    if (w[i] === 'keep') sawKeep = true;
    else if (sawKeep && w[i] === 'between' && w[i + 1] === 'you') return true;
  }
  return false;
}

/** Where a clause's parts end: a comma sets a condition ("If you don't know the ID,") apart from the order after it. */
export const PART_END = /,/;

/** Whether a part of the clause outside a condition orders the model not to tell. */
function hushes(clause: string): boolean {
  for (const part of clause.split(PART_END)) {
    const w = wordsOf(part);
    if (w.length === 0 || CONDITION.has(w[0])) continue;
    for (let i = 0; i < w.length; i++) {
      if (!TELL.has(w[i])) continue;
      for (let j = Math.max(0, i - 6); j < i; j++) if (negates(w[j]) && orders(w, j, 0)) return true;
    }
  }
  return false;
}
