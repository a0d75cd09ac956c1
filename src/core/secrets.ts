// Values from the config's env and headers (and the runner variables they reference) are treated as secrets:
// every output path redacts them, whatever a server echoes back.
import type { ServerConfig } from './config.js';

/** Shorter values would redact ordinary words and digits; a real token is longer. */
export const MIN_SECRET_LENGTH = 6;
const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function secretsOf(server: ServerConfig, env: Record<string, string | undefined>): string[] {
  const maps: Record<string, string>[] = [server.env ?? {}, server.headers ?? {}, server.start?.env ?? {}];
  for (const s of Object.values(server.surfaces ?? {})) maps.push(s.env ?? {}, s.headers ?? {});
  const out = new Set<string>();
  for (const m of maps)
    for (const raw of Object.values(m)) {
      const expanded = raw.replace(VAR, (_, name: string) => env[name] ?? '');
      for (const v of [raw, expanded]) if (v.length >= MIN_SECRET_LENGTH && !v.includes('${')) out.add(v);
      for (const m2 of raw.matchAll(VAR)) {
        const v = env[m2[1]];
        if (v && v.length >= MIN_SECRET_LENGTH) out.add(v);
      }
    }
  // A bearer header value also leaks through its token part alone.
  for (const v of [...out]) {
    const parts = v.split(/\s+/);
    if (parts.length === 2 && parts[1].length >= MIN_SECRET_LENGTH) out.add(parts[1]);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join('***');
  return out;
}

/** Names that say the value is a credential (env keys, header names, option names). */
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|auth|credential|private[-_]?key|access[-_]?key|client[-_]?key|session|cookie|bearer|(^|[-_])pat($|[-_]))/i;
/** Shapes of well-known credentials, whatever they are called. */
const SECRET_SHAPE =
  /(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,}|sk-[A-Za-z0-9_-]{16,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|glpat-[\w-]{16,}|eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,})/;
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
