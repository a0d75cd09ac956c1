// A deprecation stated on the wire: a description or title that gains a deprecation notice (the forms servers ship,
// read by default, or the house marker policy.deprecatedDescriptionMarker names) is reported as a deprecation, naming
// the successor when the notice names one, with the config entry that records it for the release gate.
import type { Capability, Kind } from '../shared/model.js';
import { deprecationNotice, successorNamed } from '../release/deprecation-notice.js';
import { KIND_LABEL, keyOfRef, sideOf, type Context } from './classify-shared.js';

/**
 * The entry to paste: a served successor makes it a `renames` entry (the old name stays as an alias); otherwise a
 * `deprecations` entry, with the successor the notice names when it is not served here.
 */
function suggestedEntry(ref: string, successor: string | undefined, served: boolean, since: string): string {
  if (successor !== undefined && served) return JSON.stringify({ renames: { [ref]: { to: successor, alias: true } } });
  return JSON.stringify({ deprecations: { [ref]: successor === undefined ? { since } : { since, replacedBy: successor } } });
}

/** Pushes `capability-deprecated` when `hc` states a deprecation of its own and `bc` did not. */
export function pushWireDeprecation(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void {
  const notice = deprecationNotice(hc.definition, ctx.deprecatedMarker);
  if (notice === undefined || deprecationNotice(bc.definition, ctx.deprecatedMarker) !== undefined) return;
  const isServed = (ref: string) => (ctx.headOffered().get(ref) ?? []).includes(surface);
  const successor = successorNamed(notice.rest, hc.ref, isServed, notice.text);
  const served = successor !== undefined && isServed(successor);
  const where = notice.pointer === '/description' ? 'description' : 'title';
  const named = successor === undefined ? '' : `, naming \`${keyOfRef(successor)}\` as its ${served ? 'replacement' : 'successor (not served on this surface)'}`;
  const params: Record<string, string> = {
    kind: KIND_LABEL[kind],
    name: keyOfRef(hc.ref),
    where,
    replacement: named,
    suggestion: suggestedEntry(hc.ref, successor, served, ctx.sinceLabel),
  };
  if (successor !== undefined) params.replacedBy = successor;
  ctx.findings.push({ rule: 'capability-deprecated', kind, surface, before: sideOf([bc]), after: sideOf([hc], notice.pointer), params });
}
