// The MACs that sign the store's decisions; the key file itself is read by storage/store-key-file.ts.
import { createHmac } from 'node:crypto';
import { canonicalJson } from '../core/shared/canonical.js';
import type { CapabilityRecord, GuardStore } from '../core/approval/approval.js';
import type { JsonValue } from '../core/shared/model.js';

export { KEY_FILE, storeKey, type StoreKey } from '../storage/store-key-file.js';
import type { StoreKey } from '../storage/store-key-file.js';

/**
 * The store's audit anchor as its decisions' MACs bind it (absent in stores written before it: their MACs still
 * verify): deleting the anchor, which needs no key, turns every decision of the store into an unsigned one.
 */
function anchored(store: GuardStore): { audit?: JsonValue } {
  const a = store.audit;
  return a ? { audit: { ...(a.origin !== undefined ? { origin: a.origin } : {}), seq: a.seq, last: a.last } } : {};
}

/** The MAC of one record's decisions, bound to its server, surface, ref and the store's audit anchor. */
export function macOf(key: StoreKey, store: GuardStore, rec: CapabilityRecord): string {
  const body: JsonValue = { server: store.server, surface: store.surface, ref: rec.ref, approval: (rec.approval ?? null) as JsonValue, rejected: rec.rejected ?? [], ...anchored(store) };
  return `hmac-sha256:${createHmac('sha256', key.bytes).update(canonicalJson(body)).digest('hex')}`;
}

/** The MAC of the instructions a person approved, bound to its server and surface. */
export function instructionsMacOf(key: StoreKey, store: GuardStore): string {
  const body: JsonValue = { server: store.server, surface: store.surface, instructions: (store.instructions?.approved ?? null) as unknown as JsonValue };
  return `hmac-sha256:${createHmac('sha256', key.bytes).update(canonicalJson(body)).digest('hex')}`;
}

/** The MAC of the approved launch identity, bound to its server and surface. */
export function identityMacOf(key: StoreKey, store: GuardStore): string {
  const body: JsonValue = { server: store.server, surface: store.surface, identity: (store.identity?.approved ?? null) as unknown as JsonValue, ...anchored(store) };
  return `hmac-sha256:${createHmac('sha256', key.bytes).update(canonicalJson(body)).digest('hex')}`;
}

/** The MAC of the store's audit anchor on its own (a store with no decision yet anchors its log too). */
export function anchorMacOf(key: StoreKey, store: GuardStore): string {
  const body: JsonValue = { server: store.server, surface: store.surface, ...anchored(store) };
  return `hmac-sha256:${createHmac('sha256', key.bytes).update(canonicalJson(body)).digest('hex')}`;
}

/** The MAC of where the baseline approvals came from, bound to its server, surface and audit anchor. */
export function sourceMacOf(key: StoreKey, store: GuardStore): string {
  const source = store.source ? { ...store.source } : undefined;
  if (source) delete source.mac;
  const body: JsonValue = { server: store.server, surface: store.surface, source: (source ?? null) as unknown as JsonValue, ...anchored(store) };
  return `hmac-sha256:${createHmac('sha256', key.bytes).update(canonicalJson(body)).digest('hex')}`;
}
