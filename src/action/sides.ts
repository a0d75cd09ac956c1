// The two sides a PR is judged between. Everything the gate trusts (the base config, the base snapshots, CODEOWNERS)
// is read up front through a reader that only sees the base commit, so nothing the PR's code does later can change
// it. `pr` mode reads through git, `comment` mode (no checkout) through the GitHub API; both judge the same way.
import { posix } from 'node:path';
import { diffSnapshots } from '../api/diff.js';
import type { Tokenizer } from '../api/tokenizer.js';
import { configChanges, gatingConfig } from '../core/diff/config-diff.js';
import { configOfServer, type Config } from '../core/shared/config.js';
import type { Change, Report, Snapshot } from '../core/shared/model.js';
import { SNAPSHOT_FORMAT } from '../core/shared/model.js';
import { CODEOWNERS_PATHS } from '../github/codeowners.js';
import { parseConfig } from '../storage/config-file.js';
import { parseSnapshot, sameSnapshot } from '../api/snapshot-files.js';
import { pairRenames, type ServerRename } from './server-renames.js';
import { codeNote } from '../core/identity/identity.js';

/** Reads a repository-relative path on one side; undefined when the file is not there. */
export type ReadFile = (path: string) => Promise<string | undefined>;

export interface ServerSide {
  name: string;
  /** Where the PR's config keeps the snapshot (annotations, the stale check). */
  headPath: string;
  /** Where the base config keeps it (the baseline, and whose code owners sign off); the head path for a new server. */
  basePath: string;
  inBase: boolean;
  baseline: Snapshot;
  /** The base key this server was paired with (a renamed key); its baseline is that key's. */
  renamedFrom?: string;
  /** The snapshot the PR commits at its head path; undefined when it commits none. */
  committed?: Snapshot;
}

export interface PrSides {
  configPath: string;
  base?: Config;
  head: Config;
  /** Servers from the head, everything that judges from the base. */
  gate: Config;
  servers: ServerSide[];
  /** Servers the PR deletes from the config: their baseline against nothing. */
  dropped: { name: string; basePath: string; baseline: Snapshot }[];
  /** CODEOWNERS text at the base commit; undefined when the base has none. */
  codeowners?: { path: string; text: string };
  /**
   * Paths whose base CODEOWNERS entry names who may sign off: the snapshot paths of the BASE config. A PR that moves
   * its snapshot does not move its approvers (the move is a config change to sign off). Head paths count only when
   * none of the judged servers exists on the base yet (first adoption: nothing to protect).
   */
  ownerPaths: string[];
  /**
   * Each server's own owner paths (its base snapshot path; for a server new in this PR, `ownerPaths`): with several
   * owner sets, each server's changes need one of its own owners, so an owner of one snapshot cannot sign off another.
   */
  ownerPathsByServer: Record<string, string[]>;
  configChanges: Change[];
  /** Server keys the PR renamed, each judged against the old key's baseline. */
  renames: ServerRename[];
}

export function emptySnapshot(server: string): Snapshot {
  return { format: SNAPSHOT_FORMAT, server, surfaces: {} };
}

/** The repository path of a server's snapshot under a config at `configPath`. */
export function snapshotRepoPath(configPath: string, config: Config, name: string): string {
  const rel = config.servers?.[name]?.snapshot ?? `snapshots/${name}.json`;
  return posix.normalize(posix.join(posix.dirname(configPath), rel.split('\\').join('/'))).replace(/^\.\//, '');
}

export interface SidesInput {
  configPath: string;
  head: Config;
  /** Server names to judge (already validated against the head config). */
  selected: string[];
  /** Which dropped servers to judge: all when empty. */
  only: string[];
  readBase: ReadFile;
  readHead: ReadFile;
  /** Names the base side in error messages, e.g. `git:1a2b3c4d5e6f`. */
  baseLabel: string;
  headLabel: string;
  /** Head paths as the caller resolved them (pr mode resolves against the checkout). */
  headPaths?: Record<string, string>;
}

export async function readSides(input: SidesInput): Promise<PrSides> {
  const { configPath, head } = input;
  const baseText = await input.readBase(configPath);
  const base = baseText === undefined ? undefined : parseConfig(baseText, `${input.baseLabel}:${configPath}`);
  const readBaseline = async (name: string, path: string): Promise<Snapshot> => {
    const text = await input.readBase(path);
    return text === undefined ? emptySnapshot(name) : parseSnapshot(text, `${input.baseLabel}:${path}`);
  };
  const servers: ServerSide[] = [];
  for (const name of input.selected) {
    const headPath = input.headPaths?.[name] ?? snapshotRepoPath(configPath, head, name);
    const inBase = base?.servers?.[name] !== undefined;
    const basePath = inBase && base ? snapshotRepoPath(configPath, base, name) : headPath;
    const committedText = await input.readHead(headPath);
    servers.push({
      name,
      headPath,
      basePath,
      inBase,
      baseline: await readBaseline(name, basePath),
      ...(committedText === undefined ? {} : { committed: parseSnapshot(committedText, `${input.headLabel}:${headPath}`) }),
    });
  }
  const dropped: PrSides['dropped'] = [];
  for (const name of Object.keys(base?.servers ?? {})) {
    if (name in (head.servers ?? {})) continue;
    if (input.only.length > 0 && !input.only.includes(name)) continue;
    const basePath = snapshotRepoPath(configPath, base as Config, name);
    dropped.push({ name, basePath, baseline: await readBaseline(name, basePath) });
  }
  const renames = pairRenames(servers.filter((s) => !s.inBase), dropped);
  for (const r of renames) {
    const side = servers.find((s) => s.name === r.to);
    const old = dropped.findIndex((d) => d.name === r.from);
    if (!side || old < 0) continue;
    // The base path's code owners sign off, as for a moved snapshot; the old key's baseline is the baseline.
    Object.assign(side, { inBase: true, basePath: dropped[old].basePath, baseline: dropped[old].baseline, renamedFrom: r.from });
    dropped.splice(old, 1);
  }
  let codeowners: PrSides['codeowners'];
  for (const path of CODEOWNERS_PATHS) {
    const text = await input.readBase(path);
    if (text !== undefined) {
      codeowners = { path, text };
      break;
    }
  }
  const fromBase = [...servers.filter((s) => s.inBase).map((s) => s.basePath), ...dropped.map((d) => d.basePath)];
  const ownerPaths = [...new Set(fromBase.length > 0 ? fromBase : servers.map((s) => s.headPath))];
  const ownerPathsByServer: Record<string, string[]> = Object.fromEntries([
    ...servers.map((s) => [s.name, s.inBase ? [s.basePath] : ownerPaths]),
    ...dropped.map((d) => [d.name, [d.basePath]]),
  ]);
  return {
    configPath,
    base,
    head,
    gate: gatingConfig(base, head),
    servers,
    dropped,
    ...(codeowners ? { codeowners } : {}),
    ownerPaths,
    ownerPathsByServer,
    configChanges: configChanges(base, head, configPath),
    renames,
  };
}

export interface Judgement {
  reports: Report[];
  /** Servers whose committed snapshot is not what they serve. */
  stale: string[];
  /** Per server whose code differs from the base branch's recorded identity: "same contract, different code" (raw text). */
  codeNotes: Array<{ server: string; note: string }>;
}

/** Classifies each live surface against its base snapshot with the base branch's policy. */
export function judge(sides: PrSides, live: ReadonlyMap<string, Snapshot>, baseRef: string, tokenizer: Tokenizer | undefined): Judgement {
  const short = baseRef.slice(0, 12);
  const reports: Report[] = [];
  const stale: string[] = [];
  const codeNotes: Judgement['codeNotes'] = [];
  for (const s of sides.servers) {
    const snap = live.get(s.name);
    if (!snap) throw new Error(`no live snapshot for server "${s.name}"`);
    const report = diffSnapshots(s.baseline, snap, { config: configOfServer(sides.gate, s.name), labels: { base: `git:${short}:${s.basePath}`, head: 'live' }, tokenizer });
    reports.push(report);
    const note = codeNote(s.baseline, snap, report.changes.length > 0);
    if (note) codeNotes.push({ server: s.name, note });
    // The recorded identity is evidence, not contract: a snapshot differing only there is not stale.
    if (s.committed === undefined || !sameSnapshot(s.committed, snap)) stale.push(s.name);
  }
  // A server the PR deletes from the config is not ungated: everything its baseline offered is reported removed.
  for (const d of sides.dropped) {
    reports.push(diffSnapshots(d.baseline, emptySnapshot(d.name), { config: sides.gate, labels: { base: `git:${short}:${d.basePath}`, head: 'removed from the config' }, tokenizer }));
  }
  if (sides.configChanges.length > 0) {
    const summary = { breaking: 0, review: 0, safe: 0 };
    for (const c of sides.configChanges) summary[c.severity]++;
    reports.push({
      format: 'mcp-contract-report/1',
      server: sides.configPath,
      base: `git:${short}:${sides.configPath}`,
      head: sides.configPath,
      summary,
      changes: sides.configChanges,
      ignored: [],
    });
  }
  return { reports, stale, codeNotes };
}
