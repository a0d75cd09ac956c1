// Values from the config's env and headers (and the runner variables they reference) are treated as secrets:
// every output path redacts them, whatever a server echoes back.
import type { ServerConfig } from './config.js';

/** Shorter values would redact ordinary words and digits; a real token is longer. */
const MIN_SECRET_LENGTH = 6;
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
