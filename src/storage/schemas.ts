// The JSON Schemas that ship in the package, compiled once; bundled into dist by import so the Action needs no files beside it.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { UsageError } from '../core/shared/errors.js';
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import snapshotSchema from '../../schemas/snapshot.schema.json' with { type: 'json' };

export const SCHEMAS = { config: configSchema, snapshot: snapshotSchema } as const;

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv {
  if (!ajv) {
    // Our own schemas are checked against the draft-07 meta-schema by __tests__/schemas-valid.test.ts, so each run
    // skips compiling the meta-schema (about 40 ms of every CLI start that reads a config or snapshot; issue 21).
    ajv = new Ajv({ allErrors: false, strict: false, validateSchema: false });
    // Formats are checked loosely on purpose: ajv-formats would add a dependency for two patterns.
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
    ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  }
  return ajv;
}

export function validator(name: string, schema: object): ValidateFunction {
  let fn = compiled.get(name);
  if (!fn) {
    fn = instance().compile(schema);
    compiled.set(name, fn);
  }
  return fn;
}

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
