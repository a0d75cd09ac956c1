// A deprecation stated on the wire: with policy.deprecatedDescriptionMarker set, a description that gains the marker
// is reported as a deprecation (naming the replacement when the notice names a served capability of the same kind),
// with the config entry that records it for the release gate.
import type { Capability, Kind } from '../shared/model.js';
import { markerNotice, replacementNamed } from '../release/deprecations.js';
import { KIND_LABEL, keyOfRef, sideOf, type Context } from './classify-shared.js';

/** The `renames` entry (a replacement named: the old name stays as an alias) or `deprecations` entry to paste. */
function suggestedEntry(ref: string, replacement: string | undefined, since: string): string {
  if (replacement !== undefined) return JSON.stringify({ renames: { [ref]: { to: replacement, alias: true } } });
  return JSON.stringify({ deprecations: { [ref]: { since } } });
}

/** Pushes `capability-deprecated` when `hc` carries the marker and `bc` did not. */
export function pushWireDeprecation(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void {
  const marker = ctx.deprecatedMarker;
  if (marker === undefined) return;
  const notice = markerNotice(hc.definition, marker);
  if (notice === undefined || markerNotice(bc.definition, marker) !== undefined) return;
  const replacement = replacementNamed(notice, hc.ref, (ref) => (ctx.headOffered().get(ref) ?? []).includes(surface));
  const params: Record<string, string> = {
    kind: KIND_LABEL[kind],
    name: keyOfRef(hc.ref),
    replacement: replacement === undefined ? '' : `, naming \`${keyOfRef(replacement)}\` as its replacement`,
    suggestion: suggestedEntry(hc.ref, replacement, ctx.sinceLabel),
  };
  if (replacement !== undefined) params.replacedBy = replacement;
  ctx.findings.push({ rule: 'capability-deprecated', kind, surface, before: sideOf([bc]), after: sideOf([hc], '/description'), params });
}
