// The gateway's own surface, as a host app with this profile sees it: every published list, after prefixes, profile
// and approvals, recorded as a snapshot. `mcp-contract diff` of two of them shows projection drift (what the gateway's
// renames and trims changed) beside the upstream drift each member's guard already reports.
import { buildCapability, keyOf } from '../core/shared/canonical.js';
import type { Capability, JsonObject, Kind, KindSnapshot, Snapshot } from '../core/shared/model.js';
import { KIND_METHOD, KINDS, SNAPSHOT_FORMAT } from '../core/shared/model.js';
import { CaptureError } from '../core/shared/errors.js';
import type { GatewaySession } from './router.js';

/** An empty surface of every kind, observed complete: a server with no approvals yet holds everything. */
export function emptyKinds(): Record<Kind, KindSnapshot> {
  return Object.fromEntries(KINDS.map((k) => [k, { observation: { state: 'complete' }, items: [] }])) as unknown as Record<Kind, KindSnapshot>;
}

export async function publishedSurface(session: GatewaySession, profile: string, version: string): Promise<Snapshot> {
  const signal = new AbortController().signal;
  const kinds = emptyKinds();
  const origin = { server: 'mcp-contract-gateway', surface: profile };
  for (const kind of KINDS) {
    const { method, field } = KIND_METHOD[kind];
    const r = await session.handle({ jsonrpc: '2.0', id: `surface:${kind}`, method }, signal);
    const items = Array.isArray(r[field]) ? (r[field] as JsonObject[]) : [];
    const caps: Capability[] = items.filter((i) => keyOf(kind, i) !== undefined).map((i) => buildCapability(kind, i, origin));
    caps.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
    kinds[kind] = { observation: { state: 'complete' }, items: caps };
  }
  // A member that is down lists nothing: recorded as complete, its capabilities would read as removed.
  const down = session.unavailable();
  if (down.length > 0) throw new CaptureError('mcp-contract-gateway', 'list', `upstream ${down.map((d) => `"${d}"`).join(', ')} unavailable; the published surface would be incomplete`);
  return {
    format: SNAPSHOT_FORMAT,
    server: 'mcp-contract-gateway',
    surfaces: { [profile]: { client: { name: 'mcp-contract-gateway', version, capabilities: {} }, kinds } },
  };
}
