// Protocol drift between two captures of one surface: which eras and versions a client can connect with, whether the
// two eras see the same surface, the modern era's extensions, and use of what MCP 2026-07-28 deprecates.
import type { RuleId } from '../rules/rules.js';
import type { EraObservation, Finding, JsonObject, ProtocolEra, SurfaceSnapshot } from '../shared/model.js';
import { PROTOCOL_ERAS } from '../shared/model.js';

export const FIRST_MODERN_VERSION = '2026-07-28';
/** 2026-07-28 deprecates roots, sampling, logging and HTTP+SSE; deprecated features stay for at least 12 months. */
export const DEPRECATION_DEADLINE = '2027-07-28';

/** Who can no longer connect when an era goes: the finding names them. */
export const ERA_CLIENTS: Readonly<Record<ProtocolEra, string>> = {
  legacy: 'clients that open with initialize (MCP 2025-11-25 and earlier, e.g. @modelcontextprotocol/sdk 1.x, and 2.x clients pinned to legacy)',
  modern: 'clients that speak only MCP 2026-07-28 (e.g. @modelcontextprotocol/client 2.x pinned to the modern era)',
};

export function eraOfVersion(version: string): ProtocolEra {
  return version >= FIRST_MODERN_VERSION ? 'modern' : 'legacy';
}

/** The eras a surface records; a snapshot from before format 2 knows only the era its session spoke. */
function erasOf(s: SurfaceSnapshot): Partial<Record<ProtocolEra, EraObservation>> {
  if (s.protocol) return s.protocol.eras;
  if (!s.server?.protocolVersion) return {};
  return { [eraOfVersion(s.server.protocolVersion)]: { state: 'served', versions: [s.server.protocolVersion] } };
}

function extensionsOf(e: EraObservation | undefined): string[] {
  const ext = e?.discover?.capabilities.extensions;
  return ext && typeof ext === 'object' && !Array.isArray(ext) ? Object.keys(ext as JsonObject).sort() : [];
}

/** What of the deprecated set a surface uses: server logging, HTTP+SSE, a client that must declare roots or sampling. */
export function deprecatedUse(s: SurfaceSnapshot): string[] {
  const out: string[] = [];
  if (s.server?.capabilities.logging !== undefined) out.push('logging (the server advertises the logging capability)');
  const transports = Object.values(s.protocol?.eras ?? {}).map((e) => e?.transport);
  if (transports.includes('sse')) out.push('HTTP+SSE (the surface is reached over the HTTP+SSE transport)');
  for (const cap of ['roots', 'sampling'] as const) {
    if (s.client.capabilities[cap] !== undefined) out.push(`${cap} (the surface is captured with a client declaring ${cap})`);
  }
  return out;
}

/** A short, stable description of what an era served differently, for the finding. */
function divergence(s: SurfaceSnapshot): string | undefined {
  const p = s.protocol;
  if (!p) return undefined;
  for (const era of PROTOCOL_ERAS) {
    const kinds = p.eras[era]?.kinds;
    if (kinds) return `${era}: ${Object.values(kinds).map((k) => k.items.map((c) => c.digest).join(',')).join(';')}`;
  }
  return undefined;
}

type Push = (rule: RuleId, params: Record<string, string>, pointer: string, before?: string, after?: string) => void;

function compareEras(push: Push, surface: string, b: Partial<Record<ProtocolEra, EraObservation>>, h: Partial<Record<ProtocolEra, EraObservation>>): void {
  for (const era of PROTOCOL_ERAS) {
    const was = b[era]?.state === 'served';
    const is = h[era]?.state === 'served';
    const versions = (b[era]?.versions ?? h[era]?.versions ?? []).join(', ') || era;
    // Removal needs the head to say the era is refused: an era left unobserved (pinned, failed) proves nothing.
    if (was && h[era]?.state === 'refused') push('protocol-era-removed', { surface, era, versions, clients: ERA_CLIENTS[era] }, `/protocol/eras/${era}`, 'served', 'refused');
    // Addition needs the base to have asked and been refused: a snapshot before format 2 never asked.
    else if (!was && is && b[era]?.state === 'refused') push('protocol-era-added', { surface, era, versions: (h[era]?.versions ?? []).join(', ') || era }, `/protocol/eras/${era}`, b[era]?.state ?? 'absent', 'served');
    // Within the modern era the server lists every version it speaks; the legacy era shows only the negotiated one.
    if (era === 'modern' && was && is) {
      const before = b[era]?.versions ?? [];
      const after = h[era]?.versions ?? [];
      for (const v of before) if (!after.includes(v)) push('protocol-version-removed', { surface, era, version: v, clients: `clients that speak only ${v}` }, `/protocol/eras/${era}/versions`, v);
      for (const v of after) if (!before.includes(v)) push('protocol-version-added', { surface, era, version: v }, `/protocol/eras/${era}/versions`, undefined, v);
      const be = extensionsOf(b[era]);
      const he = extensionsOf(h[era]);
      for (const x of he) if (!be.includes(x)) push('protocol-extension-added', { surface, extension: x }, '/protocol/eras/modern/discover/capabilities/extensions', undefined, x);
      for (const x of be) if (!he.includes(x)) push('protocol-extension-removed', { surface, extension: x }, '/protocol/eras/modern/discover/capabilities/extensions', x);
    }
  }
}

/** Findings for one surface present on both sides. */
export function compareProtocol(surface: string, b: SurfaceSnapshot, h: SurfaceSnapshot): Finding[] {
  const out: Finding[] = [];
  const push: Push = (rule, params, pointer, before, after) => {
    const finding: Finding = { rule, kind: 'server', surface, before: { refs: [], pointer }, after: { refs: [], pointer }, params };
    if (before !== undefined) finding.before!.value = before;
    if (after !== undefined) finding.after!.value = after;
    out.push(finding);
  };
  compareEras(push, surface, erasOf(b), erasOf(h));
  const bd = divergence(b);
  const hd = divergence(h);
  if (hd !== undefined && hd !== bd) push('protocol-eras-differ', { surface }, '/protocol/eras', undefined, 'differ');
  else if (hd === undefined && bd !== undefined && h.protocol?.eras.legacy?.state === 'served' && h.protocol.eras.modern?.state === 'served') {
    push('protocol-eras-agree', { surface }, '/protocol/eras', 'differ', 'agree');
  }
  const used = new Set(deprecatedUse(b));
  for (const feature of deprecatedUse(h)) {
    if (!used.has(feature)) push('protocol-deprecated-feature-used', { surface, feature, deadline: DEPRECATION_DEADLINE }, '/protocol', undefined, feature);
  }
  return out;
}
