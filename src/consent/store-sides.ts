// A guard store read as consent's two sides, so the rebind a person just approved can be carried without any snapshot
// file: the tools the store holds approvals for, and the tools the guard last saw served. A tool approved as the new
// name of others (a rebind) was not there before the rename: it is on the served side only, and the approval's
// rebinds say which old tool it continues.
import type { GuardStore } from '../core/approval/approval.js';
import type { Capability } from '../core/shared/model.js';

const TOOL = 'tool:';

export interface StoreSides {
  approved: Map<string, Capability>;
  served: Map<string, Capability>;
}

export function storeSides(store: GuardStore): StoreSides {
  const approved = new Map<string, Capability>();
  const served = new Map<string, Capability>();
  for (const r of Object.values(store.capabilities)) {
    if (!r.ref.startsWith(TOOL)) continue;
    const name = r.ref.slice(TOOL.length);
    if (r.approval && !r.approval.rebinds?.length) approved.set(name, { ref: r.ref, digest: r.approval.digest, definition: r.approval.definition });
    if (r.live) served.set(name, { ref: r.ref, digest: r.live.digest, definition: r.live.definition });
  }
  return { approved, served };
}

/** Old tool -> the tools a person approved as its new name (signed human approvals only; the reader verified them). */
export function storeRebinds(store: GuardStore): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const rec of Object.values(store.capabilities)) {
    if (rec.approval?.by !== 'human' || !rec.ref.startsWith(TOOL)) continue;
    for (const old of rec.approval.rebinds ?? []) {
      if (!old.startsWith(TOOL)) continue;
      const name = old.slice(TOOL.length);
      out.set(name, [...(out.get(name) ?? []), rec.ref.slice(TOOL.length)]);
    }
  }
  return out;
}
