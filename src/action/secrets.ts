// Config env and header values are secrets. `add-mask` only masks the runner's log; the PR comment, the job summary,
// the outputs and the report file are not log lines, so everything the action writes passes through `scrub`.
import * as core from '@actions/core';
import { redact } from '../core/shared/secrets.js';

const known = new Set<string>();
let ordered: string[] = [];

/** Registers values to mask in the log and to scrub from everything else this run writes. */
export function protect(values: readonly string[]): void {
  for (const v of values) {
    if (v === '' || known.has(v)) continue;
    known.add(v);
    core.setSecret(v);
  }
  // Longest first, so a secret containing another is replaced whole.
  ordered = [...known].sort((a, b) => b.length - a.length);
}

export function scrub(text: string): string {
  return ordered.length === 0 ? text : redact(text, ordered);
}

/** A copy of JSON data with every string (keys included) scrubbed. */
export function scrubDeep<T>(value: T): T {
  if (ordered.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [scrub(k), walk(x)]));
    return v;
  };
  return walk(value) as T;
}
