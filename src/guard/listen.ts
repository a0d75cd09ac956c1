// `subscriptions/listen` (MCP 2026-07-28): how the guard hears list changes from a modern upstream, and how it tells a
// modern client of its own. In that era a server sends list changes only on an open listen stream, so without one the
// guard would learn of a change only from its interval or a call's freshness check.
import type { JsonObject } from '../core/shared/model.js';
import type { Session } from '../capture/connect.js';
import { isObject } from './wire.js';

export const LISTEN_METHOD = 'subscriptions/listen';
export const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';
export const SUBSCRIPTION_ID_KEY = 'io.modelcontextprotocol/subscriptionId';
/** The upstream listen request's id: a string, so the SDK Client (whose ids are numbers) never mistakes its answer. */
export const UPSTREAM_LISTEN_ID = 'mcp-contract-guard:listen';

const FILTER_BY_METHOD: Readonly<Record<string, string>> = {
  'notifications/tools/list_changed': 'toolsListChanged',
  'notifications/prompts/list_changed': 'promptsListChanged',
  'notifications/resources/list_changed': 'resourcesListChanged',
};
const CAPABILITY_BY_FILTER: Readonly<Record<string, string>> = { toolsListChanged: 'tools', promptsListChanged: 'prompts', resourcesListChanged: 'resources' };

/** The list-change filter a modern upstream offers (its discover capabilities), or undefined when it offers none. */
export function upstreamFilter(session: Session): JsonObject | undefined {
  if (session.era !== 'modern') return undefined;
  const caps = session.discover?.capabilities ?? {};
  const filter: JsonObject = {};
  for (const [field, cap] of Object.entries(CAPABILITY_BY_FILTER)) {
    const c = caps[cap];
    if (isObject(c) && c.listChanged === true) filter[field] = true;
  }
  return Object.keys(filter).length > 0 ? filter : undefined;
}

/**
 * Opens the listen stream on the upstream's own transport (on HTTP the answer is an event stream the transport reads
 * until the session closes). Its acknowledgement and closing answer are taken off the wire by `isListenEnvelope`;
 * the list changes it carries reach the session's notification handler like 2025-era ones.
 */
export async function listenUpstream(session: Session, filter: JsonObject, envelope: JsonObject): Promise<void> {
  await session.transport.send({ jsonrpc: '2.0', id: UPSTREAM_LISTEN_ID, method: LISTEN_METHOD, params: { _meta: envelope, notifications: filter } });
}

/** The listen stream's own traffic (acknowledgement, its answer), which is for the guard and never passed on. */
export function isListenEnvelope(m: { method?: string; id?: unknown }): boolean {
  return m.id === UPSTREAM_LISTEN_ID || (m.id === undefined && m.method === ACKNOWLEDGED);
}

/** What the guard honors of a client's filter: the three list changes it announces (never resource updates). */
export function honoredFilter(params: unknown): JsonObject {
  const asked = isObject(params) && isObject(params.notifications) ? params.notifications : {};
  const out: JsonObject = {};
  for (const field of Object.values(FILTER_BY_METHOD)) if (asked[field] === true) out[field] = true;
  return out;
}

export function accepts(filter: JsonObject, method: string): boolean {
  const field = FILTER_BY_METHOD[method];
  return field !== undefined && filter[field] === true;
}

/** A notification on subscription `id`, as the spec stamps it. */
export function stamped(method: string, id: string | number, params: JsonObject = {}): { method: string; params: JsonObject } {
  const meta = isObject(params._meta) ? params._meta : {};
  return { method, params: { ...params, _meta: { ...meta, [SUBSCRIPTION_ID_KEY]: id } } };
}

/** The answer that ends a subscription gracefully (the guard is closing). */
export function listenClosed(id: string | number): JsonObject {
  return { resultType: 'complete', _meta: { [SUBSCRIPTION_ID_KEY]: id } };
}
