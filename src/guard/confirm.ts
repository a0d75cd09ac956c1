// Per-call confirmation of a call outside its approval's scope: the elicitation that asks the user (naming the tool,
// the broken rule and the exact arguments, inert), and for a 2026-07-28 client, which is asked in band (SEP-2322: an
// input_required result, answered by the same call again), the request state that carries the question across: signed
// under a key of this guard process, bound to the ref, the arguments' digest and the served digest, good once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JsonObject } from '../core/shared/model.js';
import { inertJson, ruleText, type Violation } from './scope.js';
import { isObject } from './wire.js';

/** The key of our one input request in an input_required result (and of its answer in the retried call). */
export const CONFIRM_KEY = 'mcp-contract/out-of-scope';
const STATE_PREFIX = 'mcp-contract-scope.';

/** The elicitation/create params that ask for one call outside the scope. */
export function confirmationParams(server: string, ref: string, violation: Violation, args: JsonObject): JsonObject {
  const name = ref.slice(ref.indexOf(':') + 1);
  const message = [
    `mcp-contract guard: a call to tool ${inertJson(name)} of server ${inertJson(server)} is outside the scope its approval allows.`,
    `Scope rule broken: ${inertJson(ruleText(violation))}`,
    `Arguments: ${inertJson(args)}`,
    'Allow this one call? A yes covers these exact arguments once.',
  ].join('\n');
  return {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { allow: { type: 'boolean', title: 'Allow this one call', default: false } }, required: ['allow'] },
  };
}

/** Whether an elicitation result (or an input response) is a yes: accepted, with allow true. */
export function isYes(result: unknown): boolean {
  return isObject(result) && result.action === 'accept' && isObject(result.content) && result.content.allow === true;
}

/** What a confirmation is bound to. */
export interface Question {
  ref: string;
  argumentsDigest: string;
  servedDigest: string;
  rule: string;
  /**
   * Set on the state that carries a confirmed call through its upstream's own input_required rounds: the user said yes
   * already, and `upstream` is the upstream's requestState (if it gave one) to pass back to it.
   */
  continued?: { upstream?: string };
}

/** The request states this guard process issued; each redeemed once, within its lifetime. */
export class Confirmations {
  private readonly key = randomBytes(32);
  private readonly used = new Map<string, number>();

  constructor(private readonly lifetimeMs: number) {}

  /** Whether a call's requestState is one of ours (another is its upstream's, passed on untouched). */
  static ours(state: unknown): state is string {
    return typeof state === 'string' && state.startsWith(STATE_PREFIX);
  }

  issue(q: Question, now: number): string {
    const body = Buffer.from(JSON.stringify({ ...q, exp: now + this.lifetimeMs, nonce: randomBytes(12).toString('hex') })).toString('base64url');
    return `${STATE_PREFIX}${body}.${this.mac(body)}`;
  }

  /** The question a state asked, once; undefined when it is forged, expired or used. */
  redeem(state: string, now: number): Question | undefined {
    const [body, mac] = state.slice(STATE_PREFIX.length).split('.');
    if (!body || !mac) return undefined;
    const want = Buffer.from(this.mac(body));
    const got = Buffer.from(mac);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
    const q = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Question & { exp: number; nonce: string };
    for (const [n, exp] of this.used) if (exp <= now) this.used.delete(n);
    if (q.exp <= now || this.used.has(q.nonce)) return undefined;
    this.used.set(q.nonce, q.exp);
    return { ref: q.ref, argumentsDigest: q.argumentsDigest, servedDigest: q.servedDigest, rule: q.rule, ...(q.continued ? { continued: q.continued } : {}) };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
