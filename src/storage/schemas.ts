// The JSON Schemas that ship in the package. Their validators are compiled ahead of time (scripts/validators.mjs): a run
// that reads a snapshot or a config loads neither Ajv nor its compiler. The config's validator is its own module
// (config-validator.generated.ts, imported by config-file.ts), so what never reads a config never loads it.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { UsageError } from '../core/shared/errors.js';
import { snapshot } from './validators.generated.js';

/** The precompiled validator of the snapshot schema. */
export const SNAPSHOT_VALIDATOR = snapshot as unknown as ValidateFunction;

/** One line naming the JSON pointer and what is wrong there; the most specific error wins. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'invalid';
  // oneOf/anyOf wrap the useful error; prefer the deepest pointer.
  const sorted = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length);
  const e = sorted.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf') ?? sorted[0];
  const at = e.instancePath === '' ? '/' : e.instancePath;
  let what = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties') what = `unknown key "${String(e.params.additionalProperty)}"`;
  else if (e.keyword === 'enum') what = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  else if (e.keyword === 'const') what = `must be ${JSON.stringify(e.params.allowedValue)}`;
  return `${at}: ${what}`;
}

/** JSON text from a file, git or an artifact; a parse error names where it came from. */
export function parseJsonText(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    // V8's message quotes the text around the error: for a file that is not what it claims, those are its bytes.
    const message = (e as Error).message;
    const at = /position (\d+)/.exec(message)?.[1];
    const why = /Unexpected end of JSON input/.test(message) ? 'it ends too early' : at !== undefined ? `unexpected text at character ${at}` : 'unexpected text';
    throw new UsageError(`${label}: not valid JSON (${why})`);
  }
}
