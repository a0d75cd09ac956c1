// Published names of the gateway: `<prefix>__<name>` for tools and prompts, made legal for the spec's tool-name rules
// (1–128 characters of A–Z a–z 0–9 _ - .) deterministically, so the same server and name publish the same name on every
// machine and adding a server never renames another's capability.
import { createHash } from 'node:crypto';

export const SEPARATOR = '__';
export const MAX_NAME = 128;
const ILLEGAL = /[^A-Za-z0-9_.-]/g;
const LEGAL = /^[A-Za-z0-9_.-]+$/;

/** A server's prefix: its own `prefix`, else its name, with illegal characters replaced. */
export function prefixOf(server: string, override?: string): string {
  return (override ?? server).replace(ILLEGAL, '_');
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/**
 * The published name. A legal name that fits passes as `<prefix>__<name>`; anything else is cleaned and cut, with a
 * hash of the original name appended, so two names that clean or cut alike still publish differently.
 */
export function publishedName(prefix: string, name: string): string {
  const plain = `${prefix}${SEPARATOR}${name}`;
  if (plain.length <= MAX_NAME && LEGAL.test(name)) return plain;
  const tail = `-${shortHash(name)}`;
  const clean = `${prefix}${SEPARATOR}${name.replace(ILLEGAL, '_')}`;
  return `${clean.slice(0, MAX_NAME - tail.length)}${tail}`;
}

/** The original name a published name stands for under `prefix`, when it is that prefix's plain (uncut) name. */
export function originalOf(prefix: string, shown: string): string | undefined {
  if (!shown.startsWith(`${prefix}${SEPARATOR}`)) return undefined;
  const original = shown.slice(prefix.length + SEPARATOR.length);
  return publishedName(prefix, original) === shown ? original : undefined;
}

/** Why a set of prefixes cannot share one gateway, or undefined. */
export function prefixProblem(prefixes: ReadonlyArray<{ server: string; prefix: string }>): string | undefined {
  const seen = new Map<string, string>();
  for (const { server, prefix } of prefixes) {
    if (prefix.length === 0) return `server "${server}": its prefix is empty; set "prefix"`;
    if (prefix.includes(SEPARATOR)) return `server "${server}": its prefix "${prefix}" contains "${SEPARATOR}", which would make published names ambiguous; set "prefix"`;
    if (prefix.length > 64) return `server "${server}": its prefix is over 64 characters; set a shorter "prefix"`;
    const other = seen.get(prefix);
    if (other !== undefined) return `servers "${other}" and "${server}" both publish under the prefix "${prefix}"; give one of them a "prefix"`;
    seen.set(prefix, server);
  }
  return undefined;
}
