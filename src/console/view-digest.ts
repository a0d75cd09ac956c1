// What a console decision is bound to (issue 50 item 7): the whole view of a record the page drew, not only its ref
// and digest. A guard may re-capture between the drawing and the click: the server may then hold a different old name
// as the one this tool renames (the rebind the approval would record), the approval's scope may have been changed in
// a terminal, the launch code shown may be another. The page sends back the view digest it was drawn with; a decision
// whose view no longer holds is refused (409) and the page redraws.
import { createHash } from 'node:crypto';
import { rebindsOf, type GuardStore } from '../core/approval/approval.js';
import { canonicalJson } from '../core/shared/canonical.js';
import type { JsonValue } from '../core/shared/model.js';

/** The old names a record may be the new name of, as approveRecord would record them. */
export function rebindSet(store: GuardStore, ref: string): string[] {
  return rebindsOf(store.capabilities[ref]);
}

/**
 * sha256 over what the page shows of `ref` and decides on: its state, the digest served and approved, the rebind set
 * with what each old name's approval covered (its digest), the approval's scope and expiry, and the launch code shown.
 */
export function viewDigest(store: GuardStore, ref: string): string {
  const rec = store.capabilities[ref];
  const a = rec?.approval;
  const view: JsonValue = {
    ref,
    state: rec?.state ?? null,
    served: rec?.live?.digest ?? null,
    approved: a?.digest ?? null,
    rebind: rebindSet(store, ref).map((old) => [old, store.capabilities[old]?.approval?.digest ?? null]),
    scope: (a?.scope ?? null) as JsonValue,
    expires: a?.expires ?? null,
    identity: [store.identity?.state ?? null, store.identity?.live?.integrity ?? null, store.identity?.approved?.integrity ?? null],
  };
  return `sha256:${createHash('sha256').update(canonicalJson(view)).digest('hex')}`;
}
