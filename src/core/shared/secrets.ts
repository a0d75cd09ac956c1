// What is secret, for capture, CLI and Action alike: the values the config takes from the runner's environment
// (`${VAR}` references, wherever they are expanded), every header value, and credentials written into a URL. A
// literal in the config is not a secret (it is committed for everyone to read) and redacting it would edit ordinary
// text such as enum values. Redaction works on decoded string values, never on serialized JSON text.
import type { ServerConfig } from './config.js';

/** Shorter values would redact ordinary words and digits; a real token is longer. */
export const MIN_SECRET_LENGTH = 6;
const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `${VAR}` references in one config string, expanded from `env` (a missing variable expands to nothing). */
export function expandRefs(raw: string, env: Record<string, string | undefined>): string {
  return raw.replace(VAR, (_, name: string) => env[name] ?? '');
}

/** Username and password of a URL (decoded), when it has them. */
export function urlCredentials(url: string): string[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const part of [u.username, u.password]) {
    if (part === '') continue;
    out.push(part);
    try {
      out.push(decodeURIComponent(part));
    } catch {
      // Malformed escapes: the raw form is already listed.
    }
  }
  if (u.username && u.password) out.push(`${u.username}:${u.password}`);
  return out;
}

/**
 * A text with the userinfo of every URL in it removed (`https://user:token@host/` -> `https://host/`): for messages
 * that quote a URL the user gave, including an underlying library's error that repeats it.
 */
export function withoutUrlCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]{0,20}:\/\/)[^\s/@?#]{1,512}@/gi, '$1');
}

/** A URL fit to print: userinfo removed (query values may be secrets too, and are redacted like any text). */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.username === '' && u.password === '') return url;
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url.replace(/\/\/[^/@\s]*@/, '//');
  }
}

export function secretsOf(server: ServerConfig, env: Record<string, string | undefined>): string[] {
  const out = new Set<string>();
  const add = (v: string | undefined): void => {
    if (v !== undefined && v.length >= MIN_SECRET_LENGTH) out.add(v);
  };
  const refs = (raw: string | undefined): void => {
    if (typeof raw !== 'string') return;
    for (const m of raw.matchAll(VAR)) add(env[m[1]]);
  };
  const headers = (map: Record<string, string> | undefined): void => {
    for (const raw of Object.values(map ?? {})) {
      if (typeof raw !== 'string') continue;
      const value = expandRefs(raw, env);
      add(value);
      // A bearer header value also leaks through its token part alone.
      const parts = value.split(/\s+/);
      if (parts.length === 2) add(parts[1]);
    }
  };
  const url = (raw: string | undefined): void => {
    if (typeof raw !== 'string') return;
    refs(raw);
    // Userinfo is a credential whether literal or referenced; short usernames included, they sit next to the password.
    for (const c of urlCredentials(expandRefs(raw, env))) if (c.length >= 3) out.add(c);
  };
  const strings = (list: readonly string[] | undefined): void => list?.forEach(refs);
  const values = (map: Record<string, string> | undefined): void => Object.values(map ?? {}).forEach(refs);

  values(server.env);
  strings(server.args);
  url(server.url);
  headers(server.headers);
  // An OAuth entry names its secrets by variable: their values are secrets wherever they surface.
  for (const name of oauthVars(server)) add(env[name]);
  values(server.start?.env);
  strings(server.start?.args);
  url(server.start?.readyUrl);
  for (const s of Object.values(server.surfaces ?? {})) {
    values(s.env);
    strings(s.args);
    url(s.url);
    headers(s.headers);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** Names of the runner variables a server entry refers to as `${VAR}` (wherever they are expanded), and by `oauth`. */
export function referencedVars(server: ServerConfig): string[] {
  const texts: (string | undefined)[] = [server.url, server.start?.readyUrl];
  const maps = [server.env, server.headers, server.start?.env];
  const lists = [server.args, server.start?.args];
  for (const s of Object.values(server.surfaces ?? {})) {
    texts.push(s.url);
    maps.push(s.env, s.headers);
    lists.push(s.args);
  }
  for (const m of maps) texts.push(...Object.values(m ?? {}));
  for (const l of lists) texts.push(...(l ?? []));
  const out = new Set<string>(oauthVars(server));
  for (const t of texts) if (typeof t === 'string') for (const m of t.matchAll(VAR)) out.add(m[1]);
  return [...out].sort();
}

/** The runner variables a server's `oauth` entry names (a client secret, a private key). */
export function oauthVars(server: ServerConfig): string[] {
  return [server.oauth?.clientSecretEnv, server.oauth?.privateKeyEnv].filter((v): v is string => typeof v === 'string' && v !== '');
}

/** The forms a secret takes in text: as is, inside a JSON string, percent-encoded in a URL. */
export function secretForms(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]);
  return [...forms].filter((f) => f !== '');
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) for (const f of secretForms(s)) if (out.includes(f)) out = out.split(f).join('***');
  return out;
}

/** Names that say the value is a credential (env keys, header names, option names). */
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|auth|credential|private[-_]?key|access[-_]?key|client[-_]?key|session|cookie|bearer|(^|[-_])pat($|[-_]))/i;
/** Whether a variable or option name says its value is a credential (GITHUB_TOKEN, API_KEY, DB_PASSWORD). */
export function isCredentialName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Shapes of well-known credentials, whatever they are called. */
const SHAPES =
  'gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\\w{20,}|sk-[A-Za-z0-9_-]{16,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|glpat-[\\w-]{16,}|ntn_[A-Za-z0-9]{12,}|eyJ[\\w-]{8,}\\.[\\w-]{8,}\\.[\\w-]{8,}';
const SECRET_SHAPE = new RegExp(`(${SHAPES})`);
/** `${VAR}`, `${env:VAR}`, `${input:id}`, `$VAR`, `%VAR%`: the value lives elsewhere. */
const REFERENCE = /\$\{[^}]+\}|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%/;
/** Documentation placeholders are not credentials. */
const PLACEHOLDER = /^<.*>$|^\[.*\]$|your[-_ ]|^x{4,}$|changeme|^(true|false|\d+)$/i;

/** Whether a config value written as `name` = `value` looks like a credential stored in plain text. */
export function looksSecret(name: string, value: string): boolean {
  if (SECRET_SHAPE.test(value) && !REFERENCE.test(value)) return true;
  if (value.length < MIN_SECRET_LENGTH || REFERENCE.test(value) || PLACEHOLDER.test(value.trim())) return false;
  if (!SECRET_NAME.test(name)) return false;
  // A lowercase word (AUTH_MODE=browser, TOKEN_TYPE=bearer) is a setting, not a credential.
  if (/^[a-z]+([-_.][a-z]+)*$/.test(value)) return false;
  // A plain URL or path under a secret-sounding name (AUTH_URL, TOKEN_FILE) is not the secret itself.
  if (/^https?:\/\/[^@\s]*$/i.test(value) || /^(\/|~|\.\.?\/|[A-Za-z]:\\)/.test(value)) return false;
  return true;
}

/** A credential shape anywhere in a text (global, for finding every one). */
const SHAPE_ANYWHERE = new RegExp(`(?<![A-Za-z0-9_-])(?:${SHAPES})`, 'g');
/** JSON longer than this inside one config value is not parsed for secrets (the file-size cap bounds it anyway). */
const MAX_EMBEDDED_JSON = 65_536;

function unquote(v: string): string {
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    return v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v.slice(1, -1);
  }
  return v;
}

/** A URL in text; it starts only where a scheme can (not inside a word), so a long word is read once, not once per letter. */
export const URL_IN_TEXT = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'<>`]+/g;

/** Userinfo and secret-named query values of every URL in the text, raw and decoded. */
function urlSecrets(text: string, add: (v: string) => void): void {
  for (const m of text.matchAll(URL_IN_TEXT)) {
    let u: URL;
    try {
      u = new URL(m[0]);
    } catch {
      continue;
    }
    // The password is the credential; a username alone (a token as user, `https://TOKEN@host`) is one too.
    const user = u.password !== '' ? u.password : u.username;
    if (user !== '') for (const v of [user, safeDecode(user)]) add(v);
    for (const [key, value] of u.searchParams) {
      if (looksSecret(key, value)) for (const v of [value, encodeURIComponent(value)]) add(v);
    }
    // URLSearchParams decodes `+` and escapes: also take the raw text between `=` and `&`.
    for (const q of u.search.slice(1).split('&')) {
      const eq = q.indexOf('=');
      if (eq > 0 && looksSecret(safeDecode(q.slice(0, eq)), safeDecode(q.slice(eq + 1)))) add(q.slice(eq + 1));
    }
  }
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v.replace(/\+/g, ' '));
  } catch {
    return v;
  }
}

/** `NAME=value` and `--name=value` / `--name value` in a script or argument, and JSON after `NAME=`. */
function assignmentSecrets(text: string, add: (v: string) => void): void {
  const re = /(?:^|[\s;&|(])(?:export\s+)?(-{0,2}[A-Za-z_][\w-]*)(=|\s+(?=[^\s-]))("(?:[^"\\]|\\.)*"|'[^']*'|[^\s;&|]*)/g;
  for (const m of text.matchAll(re)) {
    const name = m[1].replace(/^-+/, '');
    // A space-separated value belongs to an option only (`--token X`), never to a word (`echo X`).
    if (m[2] !== '=' && !m[1].startsWith('-')) continue;
    const value = unquote(m[3]);
    if (looksSecret(name, value)) add(value);
    const rest = text.slice((m.index ?? 0) + m[0].length - m[3].length);
    if (m[2] === '=' && /^[{[]/.test(rest)) jsonSecrets(rest, add);
  }
}

/** `Password=`/`Pwd=` in ADO.NET, ODBC and JDBC connection strings; `{...}` quoting keeps `;` inside. */
function connectionSecrets(text: string, add: (v: string) => void): void {
  for (const m of text.matchAll(/(?:^|[;?&\s])(?:password|pwd)\s*=\s*(\{[^}]*\}|"[^"]*"|'[^']*'|[^;&\s]+)/gi)) {
    const raw = m[1];
    const value = raw.startsWith('{') ? raw.slice(1, -1) : unquote(raw);
    if (value.length >= 4 && !REFERENCE.test(value)) add(value);
  }
}

/** Credential-named members of a JSON text (headers maps, client options), at any depth. */
function jsonSecrets(text: string, add: (v: string) => void): void {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed) || trimmed.length > MAX_EMBEDDED_JSON) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return;
  }
  const walk = (v: unknown, key: string, depth: number): void => {
    if (depth > 32) return;
    if (typeof v === 'string') {
      const token = /^(bearer|token|basic)\s+(.+)$/i.exec(v)?.[2];
      if (looksSecret(key, token ?? v)) add(token ?? v);
      for (const s of embeddedSecrets(v, depth + 1)) add(s);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key, depth + 1));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k, depth + 1);
  };
  walk(parsed, '', 0);
}

/**
 * Secrets written inside a longer config value: URL userinfo and credential query values, `NAME=value` in shell
 * scripts, connection-string passwords, credential members of JSON-valued variables, bearer tokens and well-known
 * token shapes. Each is returned as written (and decoded where a URL encodes it), for the caller to flag and redact.
 */
export function embeddedSecrets(text: string, depth = 0): string[] {
  const out = new Set<string>();
  const add = (v: string): void => {
    if (v.length >= 4 && !REFERENCE.test(v) && !PLACEHOLDER.test(v.trim())) out.add(v);
  };
  if (depth > 4) return [];
  urlSecrets(text, add);
  assignmentSecrets(text, add);
  connectionSecrets(text, add);
  jsonSecrets(text, add);
  for (const m of text.matchAll(/\b(?:bearer|basic)\s+([A-Za-z0-9._~+/=-]{8,})/gi)) if (!/^[a-z]+$/.test(m[1])) add(m[1]);
  for (const m of text.matchAll(SHAPE_ANYWHERE)) add(m[0]);
  return [...out].sort((a, b) => b.length - a.length);
}

/**
 * One pass over the text for many secrets (a scan of hundreds of configs finds hundreds): every place where any
 * secret starts is found with a single lookahead pattern and the union of their spans becomes `***`, so overlapping
 * secrets leave no tail behind either.
 */
export function makeRedactor(secrets: readonly string[]): (text: string) => string {
  const list = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  if (list.length === 0) return (text) => text;
  const pattern = new RegExp(`(?=(${list.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))`, 'g');
  return (text) => {
    let out = '';
    let from = 0;
    let end = -1;
    let start = -1;
    // exec, not matchAll: matchAll copies (and recompiles) the pattern on every call.
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      pattern.lastIndex = m.index + 1;
      const s = m.index;
      const e = s + m[1].length;
      if (start >= 0 && s <= end) end = Math.max(end, e);
      else {
        if (start >= 0) {
          out += `${text.slice(from, start)}***`;
          from = end;
        }
        start = s;
        end = e;
      }
    }
    if (start < 0) return text;
    return `${out}${text.slice(from, start)}***${text.slice(end)}`;
  };
}

/**
 * A copy of JSON data with every secret replaced by `***` in its string values and keys: the structure, numbers,
 * booleans and nulls are never touched. Returns `value` itself when nothing needed replacing.
 */
export function redactValue<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  return mapStrings(value, (s) => redact(s, secrets));
}

/** A copy of JSON data with `fn` applied to every string value and key (the same object when nothing changed). */
export function mapStrings<T>(value: T, fn: (text: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fn(v);
    if (Array.isArray(v)) {
      const copy = v.map(walk);
      return copy.some((x, i) => x !== v[i]) ? copy : v;
    }
    if (v !== null && typeof v === 'object') {
      let changed = false;
      const entries = Object.entries(v).map(([k, x]) => {
        const k2 = fn(k);
        const x2 = walk(x);
        if (k2 !== k || x2 !== x) changed = true;
        return [k2, x2] as const;
      });
      return changed ? Object.fromEntries(entries) : v;
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * Redacts printed text. A whole JSON document (what `--json` prints) is redacted value by value and printed again
 * the same way, so a secret that looks like a number or a keyword cannot break it; any other text by replacement.
 */
export function redactText(text: string, secrets: readonly string[]): string {
  if (secrets.length === 0) return text;
  const trimmed = text.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && redact(text, secrets) !== text) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      const clean = redactValue(parsed, secrets);
      const indent = /^[{[]\n( +)/.exec(trimmed)?.[1].length ?? 0;
      return `${JSON.stringify(clean, null, indent)}${text.endsWith('\n') ? '\n' : ''}`;
    } catch {
      // Not JSON after all: plain replacement below.
    }
  }
  return redact(text, secrets);
}
