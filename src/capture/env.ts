// `${VAR}` references in config values, expanded from the runner's environment. Values are secrets: never echoed.
import { UsageError } from '../core/shared/errors.js';

const REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Expands every `${VAR}` in each value; a missing variable names the server and key, never the value. */
export function expandValues(
  values: Record<string, string> | undefined,
  env: Record<string, string | undefined>,
  where: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values ?? {})) {
    if (typeof raw !== 'string') throw new UsageError(`${where}: "${key}" must be a string`);
    out[key] = raw.replace(REF, (_m, name: string) => {
      const v = env[name];
      if (v === undefined) throw new UsageError(`${where}: "${key}" refers to \${${name}}, which is not set`);
      return v;
    });
  }
  return out;
}

/** Expands every `${VAR}` in one string (a URL, an argument); a missing variable names where, never the value. */
export function expandString(raw: string, env: Record<string, string | undefined>, where: string): string {
  return raw.replace(REF, (_m, name: string) => {
    const v = env[name];
    if (v === undefined) throw new UsageError(`${where} refers to \${${name}}, which is not set`);
    return v;
  });
}

export function expandList(list: readonly string[] | undefined, env: Record<string, string | undefined>, where: string): string[] {
  return (list ?? []).map((a, i) => expandString(a, env, `${where}[${i}]`));
}

export { redact } from '../core/shared/secrets.js';
