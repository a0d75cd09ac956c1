// The one door every server-to-client message passes, in the single guard and for each gateway member alike: is its
// server approved, may this client see that server at all, did the client declare what the message needs, and how
// many of that server's requests already wait for the client. What the protocol gives a server no reason to send
// (an unknown notification, a request for a capability nobody declared) is not passed on.
import type { JsonObject } from '../core/shared/model.js';
import { METHOD_NOT_FOUND, type Params } from '../rpc/messages.js';
import { INVALID_PARAMS_CODE, isObject, UPSTREAM_DOWN_CODE, WireError } from './wire.js';

/** How many of one upstream's requests may wait for the client at once, and for how long each may wait. */
export interface DoorLimits {
  maxPending: number;
  lifetimeMs: number;
}

/** The SDK's own request timeout (what an upstream's SDK waits for its sampling answer by default). */
export const DOOR_LIMITS: DoorLimits = { maxPending: 16, lifetimeMs: 60_000 };

/** Who sent a message, as the door judges it. */
export interface Sender {
  /** Why its server is not approved (its identity gate holds it, it has no approved snapshot); undefined: approved. */
  held: string | undefined;
  /** False when the client's profile shows nothing of this server. */
  visible: boolean;
  /** Its server declared `logging`: only then does it send log messages. */
  logs: boolean;
  /** The gateway's name for it: a log message's `logger` is put under it, so none can claim another's. */
  name?: string;
}

/**
 * A message turned away: why (a few fixed reasons, so a server sending endless method names is still a few lines), the
 * operator's line (written once per session and reason), and the upstream's answer.
 */
export interface TurnedAway {
  reason: 'held' | 'hidden' | 'unknown' | 'undeclared' | 'full' | 'forged';
  line: string;
  error: WireError;
}

type Caps = JsonObject;
const has = (caps: Caps, key: string): boolean => isObject(caps[key]);
const sub = (caps: Caps, key: string, field: string): boolean => isObject(caps[key]) && isObject((caps[key] as JsonObject)[field]);

/**
 * What the client did not declare that a server-to-client request needs, in the SDK's words (its server asserts them
 * before sending; its client answers an undeclared one "Method not found"); undefined when it declared all of it; null
 * for a method that is no request a server sends its client.
 */
function missing(method: string, params: JsonObject, caps: Caps): string | undefined | null {
  switch (method) {
    case 'sampling/createMessage':
      if (!has(caps, 'sampling')) return `Client does not support sampling (required for ${method})`;
      if ((params.tools !== undefined || params.toolChoice !== undefined) && !sub(caps, 'sampling', 'tools')) return 'Client does not support sampling tools capability.';
      return undefined;
    case 'elicitation/create': {
      if (!has(caps, 'elicitation')) return `Client does not support elicitation (required for ${method})`;
      if (params.mode === 'url') return sub(caps, 'elicitation', 'url') ? undefined : 'Client does not support url elicitation.';
      // An empty `elicitation` is the form mode of clients from before modes existed.
      const modes = caps.elicitation as JsonObject;
      return isObject(modes.form) || !isObject(modes.url) ? undefined : 'Client does not support form elicitation.';
    }
    case 'roots/list':
      return has(caps, 'roots') ? undefined : `Client does not support listing roots (required for ${method})`;
    default:
      return null;
  }
}

function notFound(message: string): WireError {
  return new WireError(METHOD_NOT_FOUND, message);
}

/** undefined when the upstream's request may reach the client, else why not and the error its upstream is answered with. */
export function refuseRequest(method: string, params: unknown, client: Caps, from: Sender): TurnedAway | undefined {
  const shown = JSON.stringify(method.slice(0, 80));
  if (from.held !== undefined) return { reason: 'held', line: `its requests to the client are refused while it is not approved (${from.held})`, error: notFound(`Method not found: ${shown} (this server is not approved)`) };
  if (!from.visible) return { reason: 'hidden', line: "its requests to the client are refused: the client's profile does not show this server", error: notFound(`Method not found: ${shown}`) };
  const why = missing(method, isObject(params) ? params : {}, client);
  if (why === null) return { reason: 'unknown', line: `${shown}, which is no request a server sends its client, was refused (and any other such)`, error: notFound(`Method not found: ${shown}`) };
  if (why !== undefined) return { reason: 'undeclared', line: `${shown} was refused: the client did not declare it (${why})`, error: notFound(why) };
  return undefined;
}

/** Text reduced to its letters and digits (compatibility forms folded, case and every other character dropped). */
const bare = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * An upstream's elicitation that speaks in the guard's name: its message (or a field title of its form) names
 * "mcp-contract guard" however spaced, cased, punctuated or interleaved with invisible characters. Only the guard
 * asks in that name (its out-of-scope confirmations); a server copying that text word for word would have the user
 * answer what they take for the guard's question. undefined for any other request.
 */
export function forgedQuestion(method: string, params: unknown): TurnedAway | undefined {
  if (method !== 'elicitation/create' || !isObject(params)) return undefined;
  const schema = isObject(params.requestedSchema) && isObject(params.requestedSchema.properties) ? Object.values(params.requestedSchema.properties) : [];
  const texts = [params.message, ...schema.flatMap((p) => (isObject(p) ? [p.title, p.description] : []))].filter((t): t is string => typeof t === 'string');
  if (!texts.some((t) => bare(t).includes('mcpcontractguard'))) return undefined;
  return {
    reason: 'forged',
    line: 'an elicitation in the name of mcp-contract guard was refused (only the guard asks in its name)',
    error: new WireError(INVALID_PARAMS_CODE, 'elicitation refused: its text speaks in the name of mcp-contract guard, which only the guard itself may'),
  };
}

/** Notifications a server sends its client and the client capability (if any) they need; the rest are dropped. */
const NOTIFICATIONS: Readonly<Record<string, ((caps: Caps) => boolean) | undefined>> = {
  'notifications/message': undefined,
  'notifications/progress': undefined,
  'notifications/resources/updated': undefined,
  'notifications/elicitation/complete': (caps) => sub(caps, 'elicitation', 'url'),
};

/**
 * The params to pass on with an upstream's notification, or null to drop it: a held or hidden server's, an unknown
 * method, a log message from a server that did not declare logging. A gateway member's log message is attributed to
 * it: its `logger` becomes `<server>/<logger>` (or `<server>`), so none can name another server as its source.
 */
export function admitNotification(method: string, params: Params | undefined, client: Caps, from: Sender): Params | undefined | null {
  if (from.held !== undefined || !from.visible || !Object.hasOwn(NOTIFICATIONS, method)) return null;
  const needs = NOTIFICATIONS[method];
  if (needs && !needs(client)) return null;
  if (method !== 'notifications/message') return params;
  if (!from.logs || !isObject(params) || typeof params.level !== 'string') return null;
  if (from.name === undefined) return params;
  const logger = typeof params.logger === 'string' && params.logger !== '' ? `${from.name}/${params.logger}` : from.name;
  return { ...params, logger };
}

/**
 * One upstream's requests waiting for the client: at most maxPending at once (beyond, refused at once, so a flood
 * neither grows memory nor queues behind the client), each for at most lifetimeMs (its remaining time is passed in).
 */
export class Waiting {
  private count = 0;

  constructor(readonly limits: DoorLimits) {}

  /** undefined while one more request may wait, else its refusal. */
  full(): TurnedAway | undefined {
    if (this.count < this.limits.maxPending) return undefined;
    const line = `its requests beyond ${this.limits.maxPending} waiting for the client are refused`;
    return { reason: 'full', line, error: new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: ${this.limits.maxPending} requests of this server already wait for the client; refused`) };
  }

  /** fn given its deadline; counted as waiting until it settles. */
  async run<T>(fn: (deadline: number) => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await fn(Date.now() + this.limits.lifetimeMs);
    } finally {
      this.count--;
    }
  }
}
