// Builds snapshots for classifier tests from a compact description, through the real canonical.ts.
import { buildCapability } from '../../src/core/shared/canonical.js';
import type { EraObservation, JsonObject, Kind, KindSnapshot, Observation, ProtocolObservation, ServerIdentity, Snapshot, SurfaceSnapshot } from '../../src/core/shared/model.js';
import { KINDS, KIND_METHOD, SNAPSHOT_FORMAT } from '../../src/core/shared/model.js';

export interface CompactSurface {
  tools?: JsonObject[];
  prompts?: JsonObject[];
  resources?: JsonObject[];
  resourceTemplates?: JsonObject[];
  /** Non-complete observations per kind (items are then left empty, as capture does). */
  observations?: Partial<Record<Kind, Observation>>;
  /** Merged over a default identity; `null` means the server never initialized. */
  server?: Partial<ServerIdentity> | null;
  error?: string;
  /** Client capabilities the surface is captured with. */
  clientCapabilities?: JsonObject;
  /** Protocol eras; an era's `tools` (etc.) become its own lists, as when it serves a different surface. */
  protocol?: Omit<ProtocolObservation, 'eras'> & { eras: Partial<Record<'legacy' | 'modern', Omit<EraObservation, 'kinds'> & { tools?: JsonObject[] }>> };
}

export interface CompactSnapshot {
  server?: string;
  surfaces: Record<string, CompactSurface>;
}

export const DEFAULT_IDENTITY: ServerIdentity = {
  serverInfo: { name: 'demo', version: '1.0.0' },
  protocolVersion: '2025-06-18',
  capabilities: { tools: {}, prompts: {}, resources: {} },
};

function kindsFrom(s: CompactSurface, server: string, surface: string): Record<Kind, KindSnapshot> {
  const kinds = {} as Record<Kind, KindSnapshot>;
  for (const kind of KINDS) {
    const observation: Observation = s.observations?.[kind] ?? { state: 'complete' };
    const raw = (s[KIND_METHOD[kind].field as 'tools'] ?? []) as JsonObject[];
    const items =
      observation.state === 'complete'
        ? raw.map((item) => buildCapability(kind, item, { server, surface })).sort((a, b) => (a.ref < b.ref ? -1 : 1))
        : [];
    kinds[kind] = { observation, items };
  }
  return kinds;
}

function protocolFrom(p: NonNullable<CompactSurface['protocol']>, server: string, surface: string): ProtocolObservation {
  const eras: ProtocolObservation['eras'] = {};
  for (const [era, e] of Object.entries(p.eras) as ['legacy' | 'modern', NonNullable<(typeof p.eras)['legacy']>][]) {
    const { tools, ...rest } = e;
    eras[era] = tools ? { ...rest, kinds: kindsFrom({ tools }, server, surface) } : rest;
  }
  return { ...p, eras };
}

export function snapshotFrom(compact: CompactSnapshot): Snapshot {
  const server = compact.server ?? 'demo';
  const surfaces: Record<string, SurfaceSnapshot> = {};
  for (const [name, s] of Object.entries(compact.surfaces)) {
    const kinds = kindsFrom(s, server, name);
    const surface: SurfaceSnapshot = { client: { name: 'mcp-contract', version: '0.1.0', capabilities: s.clientCapabilities ?? {} }, kinds };
    if (s.protocol) surface.protocol = protocolFrom(s.protocol, server, name);
    if (s.server !== null) surface.server = { ...DEFAULT_IDENTITY, ...(s.server ?? {}) };
    if (s.error !== undefined) surface.error = s.error;
    surfaces[name] = surface;
  }
  return { format: SNAPSHOT_FORMAT, server, surfaces };
}

/** A tool with an object input schema of the given properties (all optional unless listed in `required`). */
export function tool(name: string, properties: Record<string, JsonObject> = {}, extra: JsonObject = {}, required: string[] = []): JsonObject {
  const inputSchema: JsonObject = { type: 'object', properties };
  if (required.length > 0) inputSchema.required = required;
  return { name, description: `${name} tool`, inputSchema, ...extra };
}
