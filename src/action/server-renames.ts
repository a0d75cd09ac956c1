// A server key renamed in the config (`servers.demo` -> `servers.demo2`, its snapshot moved with it) is the same
// server: it is judged against the old key's baseline, change by change, rather than as everything removed plus a new
// surface (which would hide a removed tool or a poisoned description in "surface removed / added").
import type { Snapshot } from '../core/shared/model.js';

export interface ServerRename {
  from: string;
  to: string;
  /** Why the two were paired, for the comment. */
  because: string;
}

/** The `serverInfo.name` every surface of a snapshot agrees on; undefined when none or they differ. */
function serverInfoName(snap: Snapshot | undefined): string | undefined {
  const names = new Set(Object.values(snap?.surfaces ?? {}).map((s) => s.server?.serverInfo?.name));
  const [only] = [...names];
  return names.size === 1 && typeof only === 'string' && only !== '' ? only : undefined;
}

/**
 * Pairs servers the PR adds with servers it removes: by the serverInfo name their snapshots share (each name on one
 * removed and one added server only), else when exactly one server is removed and one added.
 */
export function pairRenames(added: { name: string; committed?: Snapshot }[], removed: { name: string; baseline: Snapshot }[]): ServerRename[] {
  const out: ServerRename[] = [];
  const byInfo = (list: { name: string; snap?: Snapshot }[]) => {
    const m = new Map<string, string[]>();
    for (const x of list) {
      const n = serverInfoName(x.snap);
      if (n !== undefined) m.set(n, [...(m.get(n) ?? []), x.name]);
    }
    return m;
  };
  const addedInfo = byInfo(added.map((a) => ({ name: a.name, snap: a.committed })));
  const removedInfo = byInfo(removed.map((r) => ({ name: r.name, snap: r.baseline })));
  for (const [info, names] of addedInfo) {
    const from = removedInfo.get(info);
    if (names.length === 1 && from?.length === 1) out.push({ from: from[0], to: names[0], because: `both snapshots name the server "${info}" in serverInfo` });
  }
  if (out.length === 0 && added.length === 1 && removed.length === 1)
    out.push({ from: removed[0].name, to: added[0].name, because: 'it is the only server the pull request removes and the only one it adds' });
  return out;
}

/** One sentence per paired key for the comment; every name in it is server- or PR-controlled, so escaped. */
export function renameNotes(renames: readonly ServerRename[], escape: (text: string) => string): string[] {
  return renames.map((r) => escape(`Server "${r.to}" is compared with the base branch's server "${r.from}", renamed in the config: ${r.because}.`));
}
