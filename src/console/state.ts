// What the console shows, read afresh from the disk for every page load and every store change: each server of the
// gateway config (with its approved snapshot, when it has one) and of the store directory, each with its store's
// records, and each profile of the config with what it selects. A file that cannot be read is one line on its server.
import { basename, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { approvedItems, type ApprovalState, type GuardStore } from '../core/approval/approval.js';
import { heldForReview } from '../core/approval/review.js';
import { codeKey, compareIdentity, describeIdentity } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import { readStoreFile, storeFile, storeFiles, type StoreKey } from '../guard/store.js';
import { readGatewayFile, type GatewayFile } from '../gateway/config-file.js';
import { baselineOf, declaredReplacements } from '../gateway/member.js';
import { collisionOf, neighboursOf } from '../gateway/ownership.js';
import { inProfile, type Profile } from '../gateway/profiles.js';
import { configOfServer } from '../core/shared/config.js';
import { readSnapshot } from '../storage/snapshot-file.js';
import type { ConsoleState, Counts, IdentityView, InstructionsView, ProfileView, ServerView, SourcesView } from './model.js';
import { approvedInstructionsText } from '../core/approval/instructions.js';
import { baselineWords, newerWords, summarizeSources } from '../core/approval/source.js';
import { wordDiff } from '../render/text-delta.js';
import { readHistory, type History } from './history.js';
import { recordView, visible, visibleLine } from './records.js';

export interface ConsoleSource {
  /** The store directory (absolute). */
  storeDir: string;
  key: StoreKey;
  /** The gateway config (absolute), when given. */
  config?: string;
  /** How the config is named in messages (as the user typed it). */
  configLabel?: string;
  home: string;
  version: string;
  now: () => Date;
}

const STATES: readonly ApprovalState[] = ['approved', 'stale', 'review_required', 'rejected', 'missing', 'discovered'];

export function emptyCounts(): Counts {
  return Object.fromEntries(STATES.map((s) => [s, 0])) as Counts;
}

/** One server as the console knows it: its store file, and from a config its name, snapshot and declared renames. */
interface Known {
  name: string;
  path: string;
  approved?: Snapshot;
  replaces: Map<string, string[]>;
  problem?: string;
}

async function fromConfig(src: ConsoleSource, file: GatewayFile): Promise<Known[]> {
  return Promise.all(
    file.servers.map(async (s) => {
      const replaces = declaredReplacements(configOfServer(file.config, s.name));
      if (!existsSync(s.snapshotPath)) return { name: s.name, path: storeFile(src.storeDir, s.name), replaces };
      try {
        const approved = await readSnapshot(s.snapshotPath);
        return { name: s.name, path: storeFile(src.storeDir, approved.server), approved, replaces };
      } catch (e) {
        return { name: s.name, path: storeFile(src.storeDir, s.name), replaces, problem: visible((e as Error).message) };
      }
    }),
  );
}

function identityView(store: GuardStore): IdentityView | undefined {
  const id = store.identity;
  if (!id) return undefined;
  const out: IdentityView = { state: id.state, changedFiles: [] };
  if (id.reason) out.reason = visible(id.reason);
  if (id.approved) out.approved = visible(describeIdentity(id.approved));
  if (id.approvedBy) out.approvedBy = id.approvedBy;
  if (id.approvedAt) out.approvedAt = id.approvedAt;
  if (id.live) out.live = visible(describeIdentity(id.live));
  if (id.live?.integrity) out.liveIntegrity = id.live.integrity;
  if (id.approved && id.live && id.state === 'held') out.changedFiles = (compareIdentity(id.approved, id.live).files ?? []).map(visibleLine);
  if (id.state === 'held') out.surfaceRead = id.live !== undefined && id.surfaceRead === codeKey(id.live);
  return out;
}

function sourcesView(store: GuardStore): SourcesView {
  const s = summarizeSources(store);
  const newer = newerWords(store.source);
  return {
    kind: store.source?.kind ?? 'unrecorded',
    baseline: visibleLine(baselineWords(store.source)),
    fromBaseline: s.fromBaseline,
    byPerson: s.byPerson,
    followed: s.followed,
    ...(s.lastPerson ? { lastPerson: visibleLine(`${s.lastPerson.who ? `by ${s.lastPerson.who} ` : ''}at ${s.lastPerson.at}`) } : {}),
    ...(newer ? { newer: visibleLine(newer) } : {}),
  };
}

function instructionsView(store: GuardStore): InstructionsView | undefined {
  const ins = store.instructions;
  if (!ins?.live) return undefined;
  const before = approvedInstructionsText(ins);
  const out: InstructionsView = { state: ins.state, digest: ins.live.digest, after: visible(ins.live.text) };
  if (before !== undefined) {
    out.before = visible(before);
    out.words = wordDiff(before, ins.live.text).map((r) => ({ op: r.op, text: visible(r.text) }));
  }
  return out;
}

async function serverView(k: Known, src: ConsoleSource, history: History): Promise<{ view: ServerView; store?: GuardStore }> {
  const base = { name: visibleLine(k.name), counts: emptyCounts(), held: 0, records: [], notes: [] as string[] };
  if (k.problem) return { view: { ...base, problem: k.problem } };
  if (!existsSync(k.path)) return { view: { ...base, problem: 'no store yet: the guard records what the server serves when it first starts' } };
  let store: GuardStore;
  try {
    store = await readStoreFile(k.path, src.key, (line) => base.notes.push(visible(line)));
  } catch (e) {
    return { view: { ...base, id: basename(k.path, '.json'), problem: visible((e as Error).message) } };
  }
  const now = src.now();
  const neighbours = await neighboursOf(k.path, () => undefined);
  const snapshotItems = k.approved ? approvedItems(k.approved, store.surface) : new Map();
  const records = Object.values(store.capabilities).map((r) =>
    recordView(r, store, {
      now,
      approvedItem: (ref) => snapshotItems.get(ref),
      collision: (ref) => (neighbours ? collisionOf(ref, neighbours.self, neighbours.others) : undefined),
      history: (ref) => history.of(store.server, ref),
    }),
  );
  const counts = emptyCounts();
  for (const r of records) counts[r.state]++;
  const view: ServerView = { ...base, id: basename(k.path, '.json'), name: visibleLine(k.approved ? k.name : store.server), surface: visibleLine(store.surface), counts, held: heldForReview(store).length, records };
  const identity = identityView(store);
  if (identity) view.identity = identity;
  const instructions = instructionsView(store);
  if (instructions) view.instructions = instructions;
  view.sources = sourcesView(store);
  return { view, store };
}

/** Per profile, what it selects of each config server's records, by state (as the gateway decides membership). */
function profileViews(profiles: Map<string, Profile>, read: ReadonlyArray<{ k: Known; store?: GuardStore }>): ProfileView[] {
  return [...profiles.values()].map((p) => {
    const counts = emptyCounts();
    for (const { k, store } of read) {
      if (!store) continue;
      const baseline = k.approved ? baselineOf(k.approved, store.surface) : new Set<string>();
      for (const rec of Object.values(store.capabilities)) {
        const byPerson = rec.state === 'approved' && rec.approval?.by === 'human';
        const candidate = { server: k.name, ref: rec.ref, known: baseline.has(rec.ref) || byPerson, replaces: [...(k.replaces.get(rec.ref) ?? []), ...(byPerson ? (rec.approval?.rebinds ?? []) : [])] };
        if (inProfile(p, candidate)) counts[rec.state]++;
      }
    }
    return { name: visibleLine(p.name), ...(p.host ? { host: p.host } : {}), counts };
  });
}

/** A path under the home directory as `~/...`: shorter, and the same on every machine of the user's. */
function shownDir(path: string, home: string): string {
  return home !== '' && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}

export async function readState(src: ConsoleSource): Promise<ConsoleState> {
  const problems: string[] = [];
  let file: GatewayFile | undefined;
  if (src.config) {
    try {
      file = readGatewayFile(src.config, src.configLabel ?? src.config, undefined, src.home);
    } catch (e) {
      problems.push(visible((e as Error).message));
    }
  }
  const known = file ? await fromConfig(src, file) : [];
  const claimed = new Set(known.map((k) => resolve(k.path)));
  // The store directory's other servers (a single guard's, another gateway's) are shown too: every decision is here.
  for (const path of storeFiles(src.storeDir)) if (!claimed.has(resolve(path))) known.push({ name: basename(path, '.json'), path, replaces: new Map() });
  const history = await readHistory(src.storeDir);
  const read = await Promise.all(known.map(async (k) => ({ k, ...(await serverView(k, src, history)) })));
  const state: ConsoleState = {
    version: src.version,
    store: visibleLine(shownDir(src.storeDir, src.home)),
    servers: read.map((r) => r.view),
    profiles: file ? profileViews(file.profiles, read.filter((r) => file!.servers.some((s) => s.name === r.k.name))) : [],
    problems,
  };
  if (src.config) state.config = visibleLine(src.configLabel ?? src.config);
  if (history.problem) state.auditProblem = history.problem;
  return state;
}
