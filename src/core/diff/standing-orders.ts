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
const PRIOR = new Set(['earlier', 'before', 'previous', 'previously', 'prior', 'original', 'initial', 'start', 'beginning', 'above', 'existing', 'your', 'received', 'given', 'told', 'other', 'any', 'all']);
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

/** Clauses of a text, trimmed: a list marker ("1.", "-") never ends one. */
function clausesOf(text: string): string[] {
  return text.split(/(?<!\b\d{1,2})[.;!?](?=\s|$)|\n/).map((s) => s.trim()).filter((s) => s !== '');
}

const quoted = (clause: string): string => (clause.length > 200 ? `${clause.slice(0, 199)}…` : clause);

/** The first clause that voids or outranks earlier guidance, or undefined. */
export function readOverride(text: string): string | undefined {
  for (const clause of clausesOf(text)) {
    const w = wordsOf(clause);
    // "the system" is guidance only as the system's prompt or rules, never as a computer system.
    const guided = w.some((x, i) => GUIDANCE.has(x) && (x !== 'system' || ['prompt', 'prompts', 'instructions', 'message'].includes(w[i + 1] ?? '')));
    if (!guided || !w.some((x) => PRIOR.has(x))) continue;
    const voided = w.some((x, i) => VOID.has(x) || (VALIDITY.has(x) && w.slice(Math.max(0, i - 2), i).some((y) => (ENDING.has(y) && y !== 'to') || negates(y) || (y === 'to' && ENDING.has(w[i - 2] ?? '')))));
    if (voided) return quoted(clause);
  }
  return undefined;
}

/** The first clause that tells the model to keep something from a person, or undefined. */
export function readSecrecy(text: string): string | undefined {
  for (const clause of clausesOf(text)) {
    const w = wordsOf(clause);
    // "keep it between you and the server": a secret shared with the model alone, whoever else is named.
    if (w.some((x, i) => x === 'between' && w[i + 1] === 'you' && w.slice(0, i).includes('keep'))) return quoted(clause);
    if (!w.some((x) => PERSON.has(x))) continue;
    // A negation within six words before a verb of telling: "don't mention", "no need to let the user know",
    // "shouldn't be told"; or a verb of hiding with a person in the clause ("hide it from the user").
    const hushed = w.some((x, i) => TELL.has(x) && w.slice(Math.max(0, i - 6), i).some(negates));
    if (hushed || w.some((x) => HIDE.has(x))) return quoted(clause);
  }
  return undefined;
}
