// Text read as instructions: which data it tells the model to gather (a source) and where to put it (a sink). Words
// are classed, never phrases matched: imperative verbs of gathering and of placing, nouns of data, prepositions that
// point at a place. A sentence "Collect X, then put it into Y" moves data whatever its wording; a description of what
// the tool itself does ("Reads the file and returns ...") gives no order and moves nothing. One linear pass per text.

/** Where the data comes from. */
export type SourceClass = 'conversation' | 'environment' | 'credentials' | 'files' | 'memory' | 'tool-output';
/** Where the text tells the model to put it. */
export type SinkClass = 'tool-input' | 'tool-write' | 'reply' | 'url' | 'publication';

/**
 * Who is speaking about what: a text placed in a property or argument description is about that input (its own field is
 * a sink: "use X as the ID"), a text in an output schema is about this tool's result (its "it" is what the tool returned).
 */
export interface TextPlace {
  /** The input property or prompt argument the text describes. */
  field?: string;
  /** The text describes this tool's output. */
  output?: boolean;
}

export interface DataMovement {
  source: SourceClass;
  sink: SinkClass;
  /** The source and sink in words, with the name the text gives them: "another tool's output (`list_secrets`)". */
  sourceWords: string;
  sinkWords: string;
  /** The sentence(s) that say it, as written (bounded). */
  quote: string;
}

// ------------------------------------------------------------------ lexicons (base forms: an order, not a description)

/** Verbs of gathering: the model is told to get hold of something. */
const GATHER = new Set([
  'collect', 'gather', 'read', 'fetch', 'retrieve', 'get', 'grab', 'extract', 'obtain', 'take', 'pull', 'dump', 'capture', 'harvest',
  'scrape', 'call', 'run', 'invoke', 'query', 'list', 'look', 'open', 'load', 'compile', 'recall', 'find', 'copy', 'export', 'print', 'output',
  'summarize', 'summarise', 'go', 'review', 'scan', 'browse', 'enumerate', 'inspect', 'examine', 'check', 'use', 'record', 'note', 'save', 'log',
  // Getting hold of something by asking for it, or by going over it.
  'ask', 'consult', 'poll', 'request', 'glean', 'pick', 'lift', 'mine', 'crawl', 'skim', 'peek', 'snoop', 'sniff', 'scroll', 'search', 'dig', 'locate', 'identify',
]);
/** Verbs of placing: the model is told to put something somewhere. */
const PLACE = new Set([
  'put', 'paste', 'place', 'include', 'insert', 'append', 'prepend', 'attach', 'embed', 'pass', 'send', 'post', 'submit', 'fill', 'supply',
  'provide', 'add', 'write', 'set', 'copy', 'forward', 'upload', 'share', 'publish', 'encode', 'store', 'echo', 'mirror', 'relay', 'leave',
  'file', 'open', 'create', 'report', 'transmit', 'deliver', 'sync', 'push', 'log', 'record', 'save', 'give',
  // Handing something on, whatever the verb's register.
  'hand', 'feed', 'pipe', 'route', 'ship', 'dispatch', 'drop', 'stash', 'stick', 'plug', 'carry', 'bring', 'convey', 'transfer', 'dump', 'tuck',
  'inject', 'funnel', 'stuff', 'pack', 'bundle', 'inline', 'type', 'enter', 'transcribe', 'replicate', 'broadcast', 'email', 'mail',
]);
/** Verbs that place only through `as` ("use X as the ID", "treat X as the query"); with `to` they state a purpose. */
const PLACE_AS = new Set(['use', 'treat', 'take', 'supply', 'provide']);
/** Irregular participles of placing verbs (regular ones are read by taking `-ed`/`-d` off). */
const IRREGULAR_PARTICIPLE: Readonly<Record<string, string>> = { sent: 'send', put: 'put', written: 'write', set: 'set', given: 'give', left: 'leave', fed: 'feed', handed: 'hand', copied: 'copy', supplied: 'supply', embedded: 'embed', submitted: 'submit', uploaded: 'upload' };
/** Words that oblige a passive clause ("X is expected to be appended", "X must be included"): an order without an imperative. */
const OBLIGED = new Set(['must', 'should', 'shall', 'expected', 'required', 'supposed', 'needs', 'need', 'has', 'have', 'is', 'are', 'gets', 'get']);
/** Verbs whose object is the place and whose `with` brings the data: "fill `notes` with X", "enrich it with X". */
const FILL_WITH = new Set(['fill', 'populate', 'enrich', 'seed', 'pad', 'prefill', 'preload', 'augment', 'stuff', 'load', 'prime', 'annotate', 'decorate', 'extend']);
/** Verbs of saying: what the user said, typed or shared is the conversation. */
const SPOKEN = new Set(['said', 'says', 'typed', 'types', 'wrote', 'writes', 'written', 'mentioned', 'mentions', 'shared', 'shares', 'told', 'tells', 'asked', 'asks', 'entered', 'pasted', 'sent', 'provided', 'gave', 'discussed', 'disclosed', 'revealed']);
const AUXILIARY = new Set(['has', 'have', 'had', 'just', 'already']);
const SPEAKERS = new Set(['user', "user's", 'users', 'they', 'he', 'she', 'customer', 'human', 'person', 'client']);
/** Words that put an utterance in the past of the conversation, not in the call at hand. */
const EARLIER = new Set(['earlier', 'previously', 'before', 'prior', 'ago', 'far', 'session', 'chat', 'conversation', 'thread', 'history', 'past']);

/**
 * What the user said is the conversation when the text takes all of it or reaches back for it ("anything the user
 * said earlier", "whatever they mentioned in this chat"); "the ID the user mentioned" is a value handed over for this call.
 */
function spokenAtLarge(toks: readonly Tok[], from: number, k: number): boolean {
  const around = toks.slice(from, Math.min(toks.length, k + 8));
  if (toks.slice(from, k).some((x) => IDENTIFIER.has(x.w))) return false;
  return around.some((x) => WHOLE.has(x.w) || x.w === 'anything' || x.w === 'whatever' || EARLIER.has(x.w));
}

/** Verbs that place their subject ("X belongs in the body", "X goes into the url"): an order said as a fact of place. */
const LOCATIVE = new Set(['belongs', 'belong', 'goes', 'go', 'fits', 'lives']);
/** Verbs of a tool giving something back, in a relative clause: "whatever `list_files` returned". */
const RETURNED = new Set(['returned', 'returns', 'return', 'gave', 'gives', 'produced', 'produces', 'printed', 'prints', 'yielded', 'yields', 'output', 'outputs', 'showed', 'shows', 'reported', 'reports', 'fetched', 'found']);
/** Words an order may open with before its verb ("First, ...", "Please always ..."). */
const LEAD = new Set(['first', 'then', 'also', 'always', 'please', 'now', 'next', 'finally', 'just', 'simply', 'silently', 'quietly', 'automatically', 'immediately', 'afterwards', 'additionally', 'later', 'subsequently', 'again', 'and', 'so']);
/** Who the text addresses when it speaks to the model. */
const AGENT = new Set(['you', 'assistant', 'agent', 'model', 'llm', 'ai', 'bot', 'copilot', 'client']);
const PERMIT = new Set(['can', 'may', 'could', 'might']);
/** Words after which a base verb is an order: "you must collect", "make sure to pass". */
const MODAL = new Set(['must', 'should', 'shall']);
const TO_ORDER = new Set(['sure', 'remember', 'forget', 'need', 'needs', 'have', 'has', 'required', 'want', 'important', 'necessary', 'instructed', 'expected', 'asked', 'supposed', 'is', 'are', 'ought']);
/** Prepositions that point at where the data goes. */
const TOWARD = new Set(['into', 'in', 'inside', 'to', 'as', 'within', 'onto', 'under', 'via', 'through', 'on']);

/** Nouns naming a thing by reference, not its contents: "the conversation id", "the file path". */
const IDENTIFIER = new Set(['id', 'ids', 'identifier', 'identifiers', 'name', 'names', 'path', 'paths', 'title', 'titles', 'uri', 'uris', 'url', 'urls', 'cursor', 'handle', 'slug', 'number', 'count', 'size', 'type', 'format', 'length', 'index', 'offset', 'extension', 'mode']);
/** Nouns of the payload of a result (what another tool gave back). */
const PAYLOAD = new Set(['output', 'outputs', 'result', 'results', 'response', 'responses', 'contents', 'content', 'data', 'everything', 'text', 'body', 'bodies', 'values', 'listing', 'dump', 'return']);
/** Words that widen a gathering to all of something. */
const WHOLE = new Set(['all', 'every', 'entire', 'full', 'complete', 'whole', 'raw', 'verbatim', 'everything', 'any', 'each']);
/** Files a person would call private. */
const PRIVATE_FILE = new Set(['private', 'hidden', 'config', 'configuration', 'dotfiles', 'dotfile', 'home', 'local', 'personal', 'system', 'other', 'ssh', 'keychain']);

const CREDENTIAL = new Set([
  'credential', 'credentials', 'password', 'passwords', 'passphrase', 'passphrases', 'secret', 'secrets', 'cookie', 'cookies', 'apikey', 'apikeys',
  'keychain', 'wallet', 'mnemonic', 'bearer', 'oauth', 'jwt', 'pat', 'otp', 'totp',
]);
/** `token`, `key`, `session` are credentials only with the right neighbour ("access token", "API key"), not "page token". */
const CREDENTIAL_QUALIFIED: Readonly<Record<string, ReadonlySet<string>>> = {
  token: new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'github', 'npm', 'personal', 'secret', 'oauth', 'id', 'user', 'your']),
  tokens: new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'github', 'npm', 'personal', 'secret', 'oauth', 'user', 'your', 'all', 'any']),
  key: new Set(['api', 'ssh', 'private', 'secret', 'access', 'signing', 'encryption', 'license', 'your']),
  keys: new Set(['api', 'ssh', 'private', 'secret', 'access', 'signing', 'encryption', 'your', 'all', 'any']),
  session: new Set(['active', 'current', 'login', 'browser', 'your', 'user']),
};
const CONVERSATION = new Set(['conversation', 'conversations', 'transcript', 'transcripts', 'dialogue', 'dialog', 'chat', 'chats']);
/** "messages", "prompt", "history": the conversation when it is the user's or the earlier one. */
/** Who said it or when: an utterance noun after one of these is the conversation ("the user's previous turns"). */
const SPEAKER_OR_PAST = new Set(['user', "user's", 'users', "users'", 'human', 'previous', 'earlier', 'prior', 'past', 'last', 'recent', 'preceding', 'former', 'chat', 'conversation']);
/** Nouns of what someone said: the conversation when a speaker or a past qualifies them (one or two words before). */
const UTTERANCES = ['turns', 'questions', 'requests', 'replies', 'answers', 'exchanges', 'utterances', 'statements', 'remarks', 'words'];
const CONVERSATION_QUALIFIED: Readonly<Record<string, ReadonlySet<string>>> = {
  ...Object.fromEntries(UTTERANCES.map((u) => [u, SPEAKER_OR_PAST])),
  messages: new Set([...SPEAKER_OR_PAST, 'all', 'their', 'the']),
  prompt: new Set(['user', "user's", 'original', 'system', 'initial', 'full', 'exact', 'verbatim']),
  prompts: new Set([...SPEAKER_OR_PAST, 'all', 'system']),
  history: new Set(['chat', 'conversation', 'message', 'messages', 'browsing', 'browser', 'search', 'shell', 'command', 'terminal']),
  instructions: new Set(['system', 'your', 'hidden']),
};
const ENVIRONMENT = new Set(['environment', 'env', 'envvars', 'hostname', 'whoami']);
const MEMORY = new Set(['memory', 'memories', 'remember', 'remembered']);
/** Words of another tool as the gathered thing. */
const TOOLS = new Set(['tool', 'tools', 'server', 'servers', 'function', 'functions', 'plugin', 'plugins', 'integration', 'integrations']);

const SINK_INPUT = new Set(['argument', 'arguments', 'parameter', 'parameters', 'param', 'params', 'field', 'fields', 'input', 'inputs', 'property', 'request', 'payload', 'call', 'body', 'title', 'subject']);
const SINK_REPLY = new Set(['reply', 'replies', 'answer', 'answers', 'response']);
const SINK_URL = new Set(['url', 'urls', 'uri', 'uris', 'link', 'links', 'query', 'querystring', 'address', 'webhook', 'endpoint', 'href', 'hyperlink', 'image', 'pixel']);
const SINK_PUBLICATION = new Set([
  'issue', 'issues', 'comment', 'comments', 'post', 'posts', 'gist', 'gists', 'pr', 'ticket', 'tickets', 'discussion', 'channel', 'thread', 'tweet',
  'wiki', 'public', 'publicly', 'email', 'mail', 'status', 'forum', 'pastebin', 'repository', 'repo', 'commit', 'slack', 'discord', 'message',
]);

// ------------------------------------------------------------------ tokens

interface Tok {
  /** Lowercase word, or the name inside quotes/backticks. */
  w: string;
  /** A name the text sets apart: `code`, 'quoted', snake_case or kebab-case, a path or an address. */
  name: boolean;
  /** Starts at this offset of the sentence (for the quote). */
  at: number;
}

const TOKEN = /`[^`\n]{1,80}`|'[\w./~-]{1,80}'|"[\w./~-]{1,80}"|[a-z][a-z0-9+.-]*:\/\/\S+|[~./$]*[\w$][\w./~$'-]*|,|:/gi;

function tokensOf(sentence: string): Tok[] {
  const out: Tok[] = [];
  for (const m of sentence.matchAll(TOKEN)) {
    let raw = m[0];
    const quoted = /^[`'"]/.test(raw) && raw.length > 2;
    if (quoted) raw = raw.slice(1, -1);
    else raw = raw.replace(/[.'-]+$/, '');
    if (raw === '') continue;
    const w = raw.toLowerCase();
    out.push({ w, name: quoted || /[_/~]|^\.|-[a-z]|:\/\//.test(w), at: m.index ?? 0 });
  }
  return out;
}

// ------------------------------------------------------------------ reading

const prevWord = (toks: readonly Tok[], i: number, n = 1): string => toks[i - n]?.w ?? '';

/** Whether the base verb at `i` gives an order: it opens its clause (after lead words) or follows a modal. */
function isOrder(toks: readonly Tok[], i: number, clauseOrder: boolean): boolean {
  let j = i - 1;
  // Lead words and adverbs ("Kindly", "carefully") open an order without changing it.
  while (j >= 0 && (LEAD.has(toks[j].w) || (toks[j].w.endsWith('ly') && !toks[j].name && /^[a-z]{3,}ly$/.test(toks[j].w))) && toks[j].w !== 'and') j--;
  if (j < 0 || toks[j].w === ',' || toks[j].w === ':') return true;
  if (toks[j].w === 'and') return clauseOrder;
  if (MODAL.has(toks[j].w)) return true;
  // Addressed to the agent, a permission is an invitation: "the assistant can enrich", "you may include".
  if (PERMIT.has(toks[j].w) && AGENT.has(prevWord(toks, j))) return true;
  // "you need to", "make sure to", "don't forget to"
  return toks[j].w === 'to' && TO_ORDER.has(prevWord(toks, j));
}

interface Source {
  cls: SourceClass;
  words: string;
  /** Says all of it ("the full output", "every file"), or private files. */
  whole: boolean;
}

/** A source noun at `k` of a span, judged by its neighbours. */
function sourceAt(toks: readonly Tok[], k: number, from: number): Source | undefined {
  const t = toks[k];
  const prev = prevWord(toks, k);
  const next = toks[k + 1]?.w ?? '';
  // "the conversation id", "the file path": a reference, not the thing.
  if (IDENTIFIER.has(next) && !PAYLOAD.has(t.w)) return undefined;
  const span = toks.slice(from, k);
  const whole = span.some((x) => WHOLE.has(x.w));
  if (t.name && /(?:^|\/)\.(?:env|ssh|aws|npmrc|netrc|pgpass|git-credentials|docker)\b|id_(?:rsa|ed25519|ecdsa)|credentials|secrets?\b/.test(t.w)) return { cls: 'credentials', words: `credentials (\`${t.w}\`)`, whole: true };
  if (t.w === '.env' || t.w === 'process.env') return { cls: 'environment', words: `the environment (\`${t.w}\`)`, whole: true };
  // A dotted name (`document.cookie`, `process.env.TOKEN`) is read by its parts.
  const parts = t.w.includes('.') ? t.w.split('.') : [];
  if (parts.some((x) => CREDENTIAL.has(x))) return { cls: 'credentials', words: `credentials (\`${t.w}\`)`, whole: true };
  if (parts.includes('env')) return { cls: 'environment', words: `the environment (\`${t.w}\`)`, whole: true };
  if (CREDENTIAL.has(t.w)) return { cls: 'credentials', words: `credentials (${t.w})`, whole: true };
  const q = CREDENTIAL_QUALIFIED[t.w];
  if (q !== undefined && q.has(prev)) return { cls: 'credentials', words: `credentials (${prev} ${t.w})`, whole: true };
  if (CONVERSATION.has(t.w)) return { cls: 'conversation', words: `the conversation (${t.w})`, whole: true };
  // "what the user typed", "anything they mentioned", "the user has shared": what someone said.
  const spoken = !SPEAKERS.has(t.w) ? undefined : SPOKEN.has(next) ? next : AUXILIARY.has(next) && SPOKEN.has(toks[k + 2]?.w ?? '') ? toks[k + 2].w : undefined;
  if (spoken !== undefined && spokenAtLarge(toks, from, k)) return { cls: 'conversation', words: `the conversation (what the ${t.w === 'they' ? 'user' : t.w} ${spoken})`, whole: true };
  const c = CONVERSATION_QUALIFIED[t.w];
  // A count between the qualifier and the noun ("the last 5 messages", "the previous three turns") qualifies nothing.
  let before = k - 1;
  while (before > from && NUMERAL(toks[before].w)) before--;
  const [p1, p2] = [toks[before]?.w ?? '', toks[before - 1]?.w ?? ''];
  if (c !== undefined && (c.has(p1) || (p2 !== 'the' && t.w !== 'messages' && c.has(p2)))) return { cls: 'conversation', words: `the conversation (${p1} ${t.w})`, whole: true };
  if (ENVIRONMENT.has(t.w) || (t.w === 'variables' && (prev === 'env' || prev === 'environment'))) return { cls: 'environment', words: 'the environment', whole: true };
  if (MEMORY.has(t.w) && !(t.w === 'memory' && (next === 'usage' || next === 'limit'))) return { cls: 'memory', words: "the model's memory", whole: true };
  if (t.w === 'file' || t.w === 'files' || t.w === 'documents' || t.w === 'directory' || t.w === 'folder' || (t.name && /^~\/|^\/(?:etc|home|users|root|var)\//.test(t.w))) {
    const privy = t.name || span.some((x) => PRIVATE_FILE.has(x.w)) || PRIVATE_FILE.has(next);
    return { cls: 'files', words: t.name ? `files (\`${t.w}\`)` : `${privy ? 'private ' : ''}files`, whole: whole || privy };
  }
  return undefined;
}

const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'fifty', 'hundred', 'few', 'several', 'dozen']);
const NUMERAL = (w: string): boolean => /^\d{1,6}$/.test(w) || NUMBER_WORDS.has(w);

/** Another tool's output in a span: "the output of `x`", "call every other tool", "whatever list_files returns". */
function toolOutput(toks: readonly Tok[], from: number, to: number, verb: string): Source | undefined {
  const span = toks.slice(from, to);
  const whole = span.some((x) => WHOLE.has(x.w));
  const named = span.find((x) => x.name && !/:\/\//.test(x.w) && !/^[~./]/.test(x.w));
  // This tool is one: tools in the plural ("the editor tools", "your plugins") are others.
  const others = span.some((x, i) => TOOLS.has(x.w) && (x.w.endsWith('s') || ['other', 'every', 'each', 'all', 'another', 'those', 'available', 'connected', 'installed'].includes(span[i - 1]?.w ?? '')));
  // "whatever `read_file` returned": a tool named with a verb of giving back names its result.
  const returned = span.some((x, i) => x.name && (RETURNED.has(span[i + 1]?.w ?? '') || RETURNED.has(span[i + 2]?.w ?? '')));
  const payload = returned || span.some((x) => PAYLOAD.has(x.w));
  // A name that ends in an identifier word (`discussion_id`, `page_url`) is a reference, as the bare word is.
  const ident = span.some((x) => (IDENTIFIER.has(x.w) && !x.name) || (x.name && IDENTIFIER.has(x.w.split(/[_-]/).pop() ?? '')));
  // The payload named as such ("the output of `x`", "its response body"), not an identifier of it: the result itself moves.
  const content = span.some((x) => PAYLOAD.has(x.w) && !['return', 'values', 'listing'].includes(x.w)) && !ident;
  const called = ['call', 'run', 'invoke', 'query', 'use', 'ask', 'consult', 'poll', 'request'].includes(verb);
  if (!(named || others)) return undefined;
  if (!called && !payload) return undefined;
  if (ident && !payload) return undefined;
  const label = named ? `another tool's output (\`${named.w}\`)` : "other tools' output";
  return { cls: 'tool-output', words: label, whole: whole || others || (named !== undefined && content) };
}

interface Sink {
  cls: SinkClass;
  words: string;
}

/** Another tool named as what does the placing: "save it with `write_file`", "via send_mail", "using post-comment". */
function instrumentIn(toks: readonly Tok[], from: number, to: number): Sink | undefined {
  for (let k = from + 1; k < to; k++) {
    const t = toks[k];
    if (t.name && !/:\/\/|^[~./]/.test(t.w) && ['with', 'via', 'using', 'through', 'by'].includes(toks[k - 1].w)) return { cls: 'tool-write', words: `another tool's write (\`${t.w}\`)` };
  }
  return undefined;
}

/** The field a property or argument text describes, as the words a text may call it by ("the ID" for `resourceId`). */
const FIELD_WORDS = new Map<string, ReadonlySet<string>>();
function fieldWords(field: string): ReadonlySet<string> {
  const known = FIELD_WORDS.get(field);
  if (known !== undefined) return known;
  if (FIELD_WORDS.size > 1_000) FIELD_WORDS.clear();
  const out = fieldWordsOf(field);
  FIELD_WORDS.set(field, out);
  return out;
}

function fieldWordsOf(field: string): Set<string> {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');
  return new Set([field.toLowerCase(), ...words, 'here', 'this', 'field', 'value', 'argument', 'parameter']);
}

/** The place a span after a preposition names. */
function sinkIn(toks: readonly Tok[], from: number, to: number, place: TextPlace = {}): Sink | undefined {
  const own = place.field === undefined ? undefined : fieldWords(place.field);
  for (let k = from; k < to; k++) {
    const t = toks[k];
    const prev = prevWord(toks, k);
    // In a property's own description, "as the query" or "here" is that property, whatever else the word could name.
    if (own !== undefined && own.has(t.w)) return { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` };
    if (/:\/\//.test(t.w) || /^[\w-]+(?:\.[\w-]+)+\/\S*$/.test(t.w)) return { cls: 'url', words: `an address (${t.w.slice(0, 60)})` };
    if (SINK_URL.has(t.w) && !(t.w === 'query' && toks[k + 1]?.w !== 'string' && prev !== 'the' && prev !== 'a')) return { cls: 'url', words: `a ${t.w}` };
    if (SINK_PUBLICATION.has(t.w) && !(t.w === 'message' && !['slack', 'public', 'discord', 'chat', 'team', 'channel'].includes(prev))) return { cls: 'publication', words: `a public place (${t.w})` };
    if (t.w === 'pull' && toks[k + 1]?.w === 'request') return { cls: 'publication', words: 'a public place (pull request)' };
    if (SINK_REPLY.has(t.w) && ['your', 'the', 'final', 'every', 'each', 'a'].includes(prev) && toks[k + 1]?.w !== 'of') return { cls: 'reply', words: 'the reply' };
    if (t.name) return { cls: 'tool-input', words: `this tool's input (\`${t.w}\`)` };
    if (SINK_INPUT.has(t.w) || (t.w === 'tool' && prev === 'this')) return { cls: 'tool-input', words: "this tool's input" };
  }
  return undefined;
}

/** Whether a source moved to a sink is worth a reviewer's eye: private data anywhere out; all of a result or a file out of the machine. */
function matters(s: Source, k: Sink): boolean {
  switch (s.cls) {
    case 'credentials':
    case 'environment':
      return true;
    case 'conversation':
    case 'memory':
      return k.cls !== 'reply';
    case 'files':
    case 'tool-output':
      return k.cls === 'url' || k.cls === 'publication' || ((k.cls === 'tool-input' || k.cls === 'tool-write') && s.whole);
  }
}

/** A list marker ("1.", "b.", "(2."): what stands between a sentence's start and a dot that ends no sentence. */
export const LIST_MARKER = /^\s*\(?(?:\d{1,2}|[a-z])$/i;

/** Sentences, keeping dotted words (`.env`, `example.com/x`) whole: a stop ends one only before a space or the end. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    // A list marker ("1.", "b.") opens its step; it ends no sentence.
    // Only a short head can be a marker: testing the whole head at each dot would read a dotted run once per dot.
    const marker = c === '.' && i - start <= 40 && LIST_MARKER.test(text.slice(start, i));
    const end = c === '\n' || (!marker && (c === '.' || c === '!' || c === '?' || c === ';') && (i + 1 === text.length || /\s/.test(text[i + 1])));
    if (end) {
      if (i > start) out.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const MAX_TEXT = 8_192;
/** An object that points back at what an earlier order gathered: "paste it", "attach its output", "add the contents". */
const PRONOUN = new Set(['it', 'them', 'this', 'that', 'these', 'those', 'everything', 'all', 'both', 'they', 'what', 'whatever', 'its', 'their']);
/** What a gathering makes of its data, pointed back at: "pass the summary", "attach a copy", "add the excerpt". */
const PRODUCT = new Set(['summary', 'summaries', 'copy', 'copies', 'digest', 'digests', 'excerpt', 'excerpts', 'extract', 'extracts', 'snippet', 'snippets', 'recap', 'transcript', 'list', 'dump', 'notes', 'backup']);
const DEMONSTRATIVE = new Set(['those', 'these', 'that', 'same', 'said', 'aforementioned']);
const DETERMINER = new Set(['the', 'a', 'an', 'its', 'their', 'this', 'that', 'these', 'those', 'your', 'our', 'my', 'his', 'her', 'of', 'every', 'each', 'any', 'some', 'no']);

/** The placing verb a participle comes from (`prepended` -> prepend, `sent` -> send), or undefined. */
function placedBy(w: string): string | undefined {
  const irregular = IRREGULAR_PARTICIPLE[w];
  if (irregular !== undefined) return PLACE.has(irregular) ? irregular : undefined;
  if (!w.endsWith('ed') || w.length < 5) return undefined;
  for (const base of [w.slice(0, -2), w.slice(0, -1), w.slice(0, -3)]) if (PLACE.has(base)) return base;
  return undefined;
}

/** A source pointed back at: an earlier sentence's, or (in an output schema's text) this tool's own result. */
function backReference(pending: Source | undefined, place: TextPlace): Source | undefined {
  return pending ?? (place.output ? { cls: 'tool-output', words: "this tool's result", whole: true } : undefined);
}

const refersBack = (toks: readonly Tok[]) => toks.some((t) => PRONOUN.has(t.w) || PAYLOAD.has(t.w) || PRODUCT.has(t.w));

interface Found {
  source: Source;
  sink: Sink;
  /** The source was named in this sentence (else it is pointed back at). */
  here: boolean;
}

/**
 * A passive order: "X is expected to be prepended to this field", "X must be included in the request". Obliged (a
 * modal or "expected/required to") and a participle of placing after `be`: a statement of what happens ("X is sent to
 * the server") obliges nothing and moves nothing.
 */
function passiveOrder(toks: readonly Tok[], pending: Source | undefined, place: TextPlace): Found | undefined {
  for (let p = 2; p < toks.length; p++) {
    if (toks[p - 1].w !== 'be' || placedBy(toks[p].w) === undefined) continue;
    const marker = toks.slice(Math.max(0, p - 4), p - 1).findIndex((t) => OBLIGED.has(t.w) && t.w !== 'is' && t.w !== 'are');
    const isTo = toks[p - 2]?.w === 'to' && (toks[p - 3]?.w === 'is' || toks[p - 3]?.w === 'are');
    if (marker < 0 && !isTo) continue;
    const subjectEnd = Math.max(0, p - 4) + (marker < 0 ? 0 : marker);
    let source: Source | undefined;
    for (let k = 0; k < subjectEnd && source === undefined; k++) source = sourceAt(toks, k, 0);
    const subject = toks.slice(0, subjectEnd);
    const from = source ?? (refersBack(subject) ? backReference(pending, place) : undefined);
    let prep = -1;
    for (let k = p + 1; k < toks.length && prep < 0; k++) if (TOWARD.has(toks[k].w)) prep = k;
    const sink = instrumentIn(toks, p, toks.length) ?? (prep < 0 ? undefined : sinkIn(toks, prep + 1, toks.length, place));
    if (from !== undefined && sink !== undefined && matters(from, sink)) return { source: from, sink, here: source !== undefined };
  }
  return undefined;
}

/** A word after a determiner that is no verb of ours, no preposition and no punctuation: a noun or an adjective. */
const isNoun = (w: string): boolean => w !== ',' && w !== ':' && !GATHER.has(w) && !PLACE.has(w) && !TOWARD.has(w);

/** Any verb read by its frame: "tack it onto X", "slip them into X" (a pronoun object, then a preposition of place). */
const OBJECT_PRONOUN = new Set(['it', 'them', 'this', 'that', 'these', 'those']);
const INTO = new Set(['into', 'onto', 'to', 'in', 'inside', 'under', 'within']);
const COPULA = new Set(['be', 'is', 'are', 'was', 'were']);
function placesPronoun(toks: readonly Tok[], i: number): boolean {
  return i + 2 < toks.length && OBJECT_PRONOUN.has(toks[i + 1].w) && INTO.has(toks[i + 2].w) && !toks[i].name && !COPULA.has(toks[i].w);
}

/** "Fill `notes` with X": the object is the place (a pronoun in a property's text is that property), `with` brings the source. */
function fillWith(toks: readonly Tok[], i: number, end: number, pending: Source | undefined, place: TextPlace): Found | undefined {
  const w = toks.slice(i + 1, end).findIndex((t) => t.w === 'with');
  if (w < 0) return undefined;
  const at = i + 1 + w;
  const object = toks.slice(i + 1, at);
  const pronoun = object.length > 0 && object.every((t) => ['it', 'this', 'that', 'the', 'field', 'value', 'argument', 'parameter'].includes(t.w));
  const sink = pronoun && place.field !== undefined ? { cls: 'tool-input' as const, words: `this tool's input (\`${place.field}\`)` } : sinkIn(toks, i + 1, at, place);
  if (sink === undefined) return undefined;
  let source: Source | undefined;
  for (let k = at + 1; k < end && source === undefined; k++) source = sourceAt(toks, k, at + 1);
  source ??= toolOutput(toks, at + 1, end, 'use');
  const from = source ?? (refersBack(toks.slice(at + 1, end)) ? backReference(pending, place) : undefined);
  return from !== undefined && matters(from, sink) ? { source: from, sink, here: source !== undefined } : undefined;
}

/**
 * An order said as a fact of place: "whatever `read_file` returned belongs here", "the user's notes go into the url".
 * The subject names the source (or points back at one); the verb of location and its preposition name the sink.
 */
function locativeOrder(toks: readonly Tok[], pending: Source | undefined, place: TextPlace): Found | undefined {
  for (let p = 1; p < toks.length; p++) {
    if (!LOCATIVE.has(toks[p].w) || toks[p].name) continue;
    const subject = toks.slice(0, p);
    let source: Source | undefined;
    for (let k = 0; k < p && source === undefined; k++) source = sourceAt(toks, k, 0);
    source ??= toolOutput(toks, 0, p, 'return');
    const from = source ?? (refersBack(subject) ? backReference(pending, place) : undefined);
    if (from === undefined) continue;
    let sink: Sink | undefined;
    if (TOWARD.has(toks[p + 1]?.w ?? '')) sink = sinkIn(toks, p + 2, toks.length, place);
    else if (toks[p + 1]?.w === 'here' && place.field !== undefined) sink = { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` };
    if (sink !== undefined && matters(from, sink)) return { source: from, sink, here: source !== undefined };
  }
  return undefined;
}

/**
 * The first instruction in `text` that moves private data to a place: a gathering (or a placing's object) that names
 * a source, then a placing toward a sink, in the same sentence or the next; or a passive order that obliges the data
 * to be placed there. `place` says which text this is (a property's, an output schema's). Undefined when the text
 * orders nothing.
 */
export function readDataMovement(text: string, place: TextPlace = {}): DataMovement | undefined {
  const sentences = sentencesOf(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
  let pending: { source: Source; sentence: number } | undefined;
  const said = (found: Found, si: number): DataMovement => {
    const quoteFrom = found.here || pending === undefined ? si : pending.sentence;
    const quote = sentences.slice(quoteFrom, si + 1).join(' ');
    return { source: found.source.cls, sink: found.sink.cls, sourceWords: found.source.words, sinkWords: found.sink.words, quote: quote.length > 240 ? `${quote.slice(0, 239)}…` : quote };
  };
  for (let si = 0; si < sentences.length; si++) {
    // A step's marker ("1.", "-", "b)") is read as nothing: the step's verb opens it, as an order.
    const toks = tokensOf(sentences[si].replace(/^(?:\(?(?:\d{1,2}|[a-z])[.)]|[-*•])\s+/i, ''));
    if (pending !== undefined && pending.sentence < si - 1) pending = undefined;
    // Positions of ordering verbs, in order; a clause's mood carries over "and" ("collect X and paste it").
    const orders: Array<{ i: number; verb: string }> = [];
    let mood = true;
    for (let i = 0; i < toks.length; i++) {
      const w = toks[i].w;
      if (w === ',' || w === ':') mood = true;
      if (!(GATHER.has(w) || PLACE.has(w) || PLACE_AS.has(w) || FILL_WITH.has(w) || placesPronoun(toks, i)) || toks[i].name) continue;
      // After a determiner the word is a noun ("the output", "a list"), and so after a determiner and a noun ("the chat
      // log", "the call result"): it neither orders nor ends an order.
      if (DETERMINER.has(prevWord(toks, i))) continue;
      if (i > 1 && DETERMINER.has(toks[i - 2].w) && !toks[i - 1].name && isNoun(toks[i - 1].w)) continue;
      if (isOrder(toks, i, mood)) orders.push({ i, verb: w });
      else if (i > 0 && !LEAD.has(prevWord(toks, i))) mood = false;
      if (orders.length > 0 && orders[orders.length - 1].i === i) mood = true;
    }
    for (let n = 0; n < orders.length; n++) {
      const { i, verb } = orders[n];
      const end = n + 1 < orders.length ? orders[n + 1].i : toks.length;
      if (FILL_WITH.has(verb)) {
        const filled = fillWith(toks, i, end, pending?.source, place);
        if (filled !== undefined) return said(filled, si);
      }
      const placing = placesPronoun(toks, i);
      const places = PLACE.has(verb) || PLACE_AS.has(verb) || placing;
      // Split the span at the first preposition toward a place (for a placing verb): object before, place after.
      // A verb that places only through `as` ("use X as the ID") takes no other preposition.
      const toward = (w: string) => (PLACE.has(verb) || placing ? TOWARD.has(w) : w === 'as');
      let prep = -1;
      if (places) for (let k = i + 1; k < end && prep < 0; k++) if (toward(toks[k].w) && k > i + 1) prep = k;
      const objectEnd = prep < 0 ? end : prep;
      let source: Source | undefined;
      for (let k = i + 1; k < objectEnd && source === undefined; k++) source = sourceAt(toks, k, i + 1);
      source ??= GATHER.has(verb) || prep >= 0 ? toolOutput(toks, i + 1, objectEnd, verb) : undefined;
      const instrument = PLACE.has(verb) || placing ? instrumentIn(toks, i, end) : undefined;
      const own = place.field !== undefined && places && toks.slice(i + 1, end).some((t) => t.w === 'here') ? { cls: 'tool-input' as const, words: `this tool's input (\`${place.field}\`)` } : undefined;
      const sink = instrument ?? (places && prep >= 0 ? sinkIn(toks, prep + 1, end, place) : undefined) ?? own;
      const object = toks.slice(i + 1, objectEnd);
      // "those files", "these results": the noun points back at what an earlier step gathered, as a pronoun would.
      if (source !== undefined && pending !== undefined && pending.source.cls === source.cls && object.some((t) => DEMONSTRATIVE.has(t.w))) source = pending.source;
      const from = source ?? (sink !== undefined && (refersBack(object) || objectEnd === i + 1) ? backReference(pending?.source, place) : undefined);
      if (from !== undefined && sink !== undefined && matters(from, sink)) return said({ source: from, sink, here: source !== undefined }, si);
      if (source !== undefined) pending = { source, sentence: si };
    }
    const stated = passiveOrder(toks, pending?.source, place) ?? locativeOrder(toks, pending?.source, place);
    if (stated !== undefined) return said(stated, si);
  }
  return undefined;
}
