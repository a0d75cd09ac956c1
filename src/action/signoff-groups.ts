// Sign-off per snapshot: servers whose snapshots have different code owners are signed off separately, so an owner
// of one server's snapshot cannot accept another server's breaking change.
import type { Report } from '../core/shared/model.js';
import { ownersFor } from '../github/codeowners.js';
import type { SignoffResult } from '../github/signoff.js';

export interface SignoffGroup {
  servers: string[];
  owners: string[];
  required: string[];
}

/**
 * The required fingerprints grouped by the owner set of their server. A change of a server with no own paths
 * (config changes) falls to the owners of every owner path, as when there is one group.
 */
export function signoffGroups(reports: readonly Report[], required: readonly string[], byServer: Readonly<Record<string, readonly string[]>>, allPaths: readonly string[], codeowners: string | undefined): SignoffGroup[] {
  const ownersOf = (paths: readonly string[]): string[] => [...new Set(paths.flatMap((p) => (codeowners ? ownersFor(codeowners, p) : [])))].sort();
  const wanted = new Set(required);
  const groups = new Map<string, SignoffGroup>();
  for (const report of reports) {
    const fingerprints = report.changes.map((c) => c.fingerprint).filter((f) => wanted.has(f));
    if (fingerprints.length === 0) continue;
    const owners = ownersOf(byServer[report.server] ?? allPaths);
    const key = owners.join('\n');
    const group = groups.get(key) ?? { servers: [], owners, required: [] };
    group.servers.push(report.server);
    group.required.push(...fingerprints);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ ...g, required: [...new Set(g.required)].sort() }));
}

/** One result for the run: satisfied only when every group is; reasons name their servers. */
export function combineSignoffs(groups: readonly SignoffGroup[], results: readonly SignoffResult[]): SignoffResult {
  const named = (g: SignoffGroup): string => g.servers.join(', ');
  return {
    mode: results[0].mode,
    satisfied: results.every((r) => r.satisfied),
    by: [...new Set(results.flatMap((r) => r.by ?? []))],
    owners: [...new Set(results.flatMap((r) => r.owners))],
    reasons: results.flatMap((r, i) => r.reasons.map((reason) => `${named(groups[i])}: ${reason}`)),
    groups: groups.map((g, i) => ({ servers: g.servers, owners: g.owners, satisfied: results[i].satisfied, ...(results[i].by ? { by: results[i].by } : {}) })),
  };
}
