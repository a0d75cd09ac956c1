// Judges one canary result against what its config expects. Pure: the result arrives as data; schemas are compiled
// here with Ajv (a schema from the server or the config that cannot compile is a failure to report, not a crash).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { MatchTimeout, testBefore } from '../capture/bounded-match.js';
import type { CanaryConfig } from '../core/shared/config.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';

export interface CanaryFailure {
  rule: string;
  params: Record<string, string>;
}

/** When the current judgement must end (epoch ms); judging is synchronous, so one module-level value serves. */
let deadlineAt = Number.POSITIVE_INFINITY;

/** Ajv's `pattern` and `patternProperties` go through the same deadline as the `text` expectation. */
const boundedEngine: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const re = new RegExp(pattern, flags);
    return { test: (s: string) => testBefore(re, s, deadlineAt) };
  },
  { code: 'new RegExp' },
);

let ajv: Ajv | undefined;
function instance(): Ajv {
  // Tool schemas come in every draft and with unknown keywords; validation of the data is what matters here.
  ajv ??= new Ajv({ strict: false, allErrors: false, validateSchema: false, validateFormats: false, code: { regExp: boundedEngine } });
  return ajv;
}

/** Compiles a schema; `$schema`/`$id` are dropped so any draft's schema compiles and none collides with another. */
export function compileSchema(schema: JsonValue): ValidateFunction | string {
  try {
    const copy = typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? { ...schema } : schema;
    if (typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
      delete copy.$schema;
      delete copy.$id;
    }
    return instance().compile(copy as object | boolean);
  } catch (e) {
    return `the schema cannot be compiled (${(e as Error).message.split('\n')[0]})`;
  }
}

function describe(errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0];
  if (!e) return 'invalid';
  const at = e.instancePath === '' ? '/' : e.instancePath;
  const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : e.keyword === 'const' ? ` ${JSON.stringify(e.params.allowedValue)}` : '';
  return `${at} ${e.message ?? 'is invalid'}${extra}`;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The text parts of a tools/call result, joined by newlines. */
export function resultText(result: JsonObject): string {
  const content = Array.isArray(result.content) ? result.content : [];
  return content
    .filter((c): c is JsonObject => isObject(c) && c.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text as string)
    .join('\n');
}

function excerpt(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one === '' ? '(no text)' : `"${one.length > 120 ? `${one.slice(0, 117)}...` : one}"`;
}

/**
 * Every way the result misses the expectation; empty when it meets all of them. Matching stops at `deadline` (epoch
 * ms): a pattern still running then is a `canary-match-timeout`, never a hang past the capture's totalMs.
 */
export function judgeCanary(canary: CanaryConfig, tool: JsonObject, result: JsonObject, deadline = Number.POSITIVE_INFINITY): CanaryFailure[] {
  deadlineAt = deadline;
  try {
    return judge(canary, tool, result);
  } catch (e) {
    if (e instanceof MatchTimeout) return [{ rule: 'canary-match-timeout', params: { tool: canary.tool } }];
    throw e;
  } finally {
    deadlineAt = Number.POSITIVE_INFINITY;
  }
}

function judge(canary: CanaryConfig, tool: JsonObject, result: JsonObject): CanaryFailure[] {
  const name = canary.tool;
  const text = resultText(result);
  if (result.isError === true) return [{ rule: 'canary-tool-error', params: { tool: name, text: excerpt(text) } }];
  const out: CanaryFailure[] = [];
  const structured = result.structuredContent;
  if (canary.expect.outputSchema) {
    if (tool.outputSchema === undefined) out.push({ rule: 'canary-output-schema-missing', params: { tool: name } });
    else if (structured === undefined) out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: 'the result has no structuredContent' } });
    else {
      const v = compileSchema(tool.outputSchema);
      if (typeof v === 'string') out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: v } });
      else if (!v(structured)) out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: describe(v.errors) } });
    }
  }
  if (canary.expect.structuredContent !== undefined) {
    const v = compileSchema(canary.expect.structuredContent);
    if (structured === undefined) out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: 'the result has no structuredContent' } });
    else if (typeof v === 'string') out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: v } });
    else if (!v(structured)) out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: describe(v.errors) } });
  }
  if (canary.expect.text !== undefined && !testBefore(new RegExp(canary.expect.text), text, deadlineAt)) {
    out.push({ rule: 'canary-text-mismatch', params: { tool: name, pattern: canary.expect.text, text: excerpt(text) } });
  }
  return out;
}

/** Problems a canary's own config has, found before anything is started. */
export function canaryConfigProblem(canary: CanaryConfig): string | undefined {
  if (canary.expect.text !== undefined) {
    try {
      new RegExp(canary.expect.text);
    } catch (e) {
      return `/expect/text: not a valid regular expression (${(e as Error).message})`;
    }
  }
  if (canary.expect.structuredContent !== undefined) {
    const v = compileSchema(canary.expect.structuredContent);
    if (typeof v === 'string') return `/expect/structuredContent: ${v}`;
  }
  return undefined;
}
