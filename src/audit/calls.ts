// The guard's side of the audit: one record per call it judged. A call it forwards is recorded before it goes (a
// forwarded call the log cannot take is refused instead: nothing runs unrecorded); a refusal never waits on the log.
import { canonicalJson, sha256 } from '../core/shared/canonical.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { redactValue } from '../core/shared/secrets.js';
import type { AuditLog } from './log.js';
import type { ArgumentsMode, CallDecision, CallEvent } from './model.js';

/** Arguments bigger than this (canonical JSON) are recorded by digest and size only, whatever the mode. */
export const MAX_ARGUMENT_BYTES = 4096;
export const REDACTED = '[redacted]';

export interface CallAuditOptions {
  log: AuditLog;
  server: string;
  arguments: ArgumentsMode;
  /** The server's secrets (its env values, header values, URL credentials): never recorded, in any mode. */
  secrets: readonly string[];
  /** One line on stderr when the log stops taking records, and one when it takes them again. */
  warn: (line: string) => void;
  now?: () => Date;
}

/** What a hook in the call path says about one call. */
export interface CallFacts {
  method: string;
  ref: string;
  digest?: string;
  /** The arguments' digest when the caller computed it already (the same sha256 of canonical JSON). */
  argumentsDigest?: string;
  /** The request's params as received (JSON off the wire). */
  params: Readonly<Record<string, unknown>> | undefined;
  decision: CallDecision;
  why?: string;
  rules?: string[];
}

/** What of a request is its arguments: a tool's or prompt's `arguments`, a resource's URI, else the params. */
function argumentsOf(method: string, received: CallFacts['params']): JsonValue {
  if (!received) return {};
  const params = received as JsonObject;
  if (method === 'tools/call' || method === 'prompts/get') return params.arguments ?? {};
  const rest = { ...params };
  delete rest._meta;
  return rest;
}

/** The shape with every value replaced: which keys a call set, never what it set them to. */
function redactedShape(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(redactedShape);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redactedShape(x)]));
  return v === null ? null : REDACTED;
}

export function shownArguments(args: JsonValue, mode: ArgumentsMode, secrets: readonly string[]): JsonValue | undefined {
  if (mode === 'none') return undefined;
  const shown = redactValue(mode === 'full' ? args : redactedShape(args), secrets);
  const bytes = Buffer.byteLength(canonicalJson(shown), 'utf8');
  return bytes > MAX_ARGUMENT_BYTES ? `[${bytes} bytes: recorded by digest only]` : shown;
}

export class CallAudit {
  private failing?: string;
  private readonly opts: CallAuditOptions;

  constructor(opts: CallAuditOptions) {
    this.opts = opts;
  }

  /** The one hook of the call path. Rejects (AuditWriteError) only for a call that would run: it must be refused. */
  async call(f: CallFacts): Promise<void> {
    const args = argumentsOf(f.method, f.params);
    let argumentsDigest = f.argumentsDigest;
    try {
      argumentsDigest ??= `sha256:${sha256(canonicalJson(args))}`;
    } catch {
      argumentsDigest = 'unhashable';
    }
    // Without the params (a refusal decided deep in the scope check) the record holds the digest alone.
    const shown = f.params === undefined ? undefined : shownArguments(args, this.opts.arguments, this.opts.secrets);
    const event: CallEvent = {
      kind: 'call',
      at: (this.opts.now?.() ?? new Date()).toISOString(),
      server: this.opts.server,
      method: f.method,
      ref: f.ref,
      ...(f.digest ? { digest: f.digest } : {}),
      argumentsDigest,
      ...(shown !== undefined ? { arguments: shown } : {}),
      decision: f.decision,
      ...(f.why ? { why: f.why } : {}),
      ...(f.rules?.length ? { rules: f.rules } : {}),
    };
    try {
      await this.opts.log.append(event);
      if (this.failing) this.opts.warn(`the audit log takes records again (${this.opts.log.dir}); calls are forwarded again`);
      this.failing = undefined;
    } catch (e) {
      const why = (e as Error).message;
      if (!this.failing) this.opts.warn(`${why}: every call is refused until it can be written (refusals go on unrecorded)`);
      this.failing = why;
      if (f.decision !== 'refused') throw e;
    }
  }
}
