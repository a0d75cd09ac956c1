// What code answers, as evidence next to what it declares: a launch target's identity (package and integrity, image
// digest, wheel hash, or a working tree's content manifest) and how two identities compare. Pure: src/identity/
// resolves identities from the disk; this file only models, compares and judges them.
import { canonicalJson, sha256 } from '../shared/canonical.js';
import type { IdentityKind, JsonObject, LaunchIdentity, Snapshot } from '../shared/model.js';

export type { IdentityKind, LaunchIdentity };

export type IdentityVerdict = 'same' | 'different' | 'unverified';

export interface IdentityComparison {
  verdict: IdentityVerdict;
  /** One line: what changed, or why the comparison cannot be made. */
  detail: string;
  /** Working-tree files added, removed or changed (sorted), when both sides have a manifest. */
  files?: string[];
}

/** The `sha256:` digest over a manifest's canonical JSON: one value that changes when any listed file does. */
export function manifestDigest(files: Record<string, string>): string {
  return `sha256:${sha256(canonicalJson(files as JsonObject))}`;
}

/** `@scope/pkg@1.2.3 (sha512-abcdef012345…)`: one short line for logs and reports. */
export function describeIdentity(id: LaunchIdentity): string {
  const what = id.kind === 'worktree' ? `working tree ${id.name}` : id.kind === 'container' ? `image ${id.name}` : id.version ? `${id.name}@${id.version}` : id.name;
  if (!id.integrity) return `${what} (unverified: ${id.unverified ?? 'no content hash'})`;
  const files = id.files ? `, ${Object.keys(id.files).length} files` : '';
  return `${what} (${shortHash(id.integrity)}${files})`;
}

export function shortHash(h: string): string {
  const m = /^(sha\d+)[-:=](.*)$/.exec(h);
  return m ? `${m[1]}:${m[2].slice(0, 12)}` : h.slice(0, 19);
}

function changedFiles(a: Record<string, string>, b: Record<string, string>): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) if (a[k] !== b[k]) out.push(k);
  return out.sort();
}

/** Compares the recorded identity with the live one. Two unpinned identities are never "same": names prove nothing. */
export function compareIdentity(before: LaunchIdentity | undefined, after: LaunchIdentity | undefined): IdentityComparison {
  if (!before) return { verdict: 'unverified', detail: 'no identity was recorded for the approved code' };
  if (!after) return { verdict: 'unverified', detail: 'the live launch target could not be resolved' };
  if (!after.integrity) return { verdict: 'unverified', detail: `the live code is unverified: ${after.unverified ?? 'no content hash'}` };
  if (!before.integrity) return { verdict: 'unverified', detail: `the recorded code was unverified: ${before.unverified ?? 'no content hash'}` };
  // Content-addressed: equal hashes are the same code wherever it was resolved from (names and paths are display).
  if (before.kind === after.kind && before.integrity === after.integrity) return { verdict: 'same', detail: describeIdentity(after) };
  const files = before.files && after.files ? changedFiles(before.files, after.files) : undefined;
  const version = before.version !== after.version ? `${before.version ?? '?'} -> ${after.version ?? '?'}` : undefined;
  const what =
    files && files.length > 0
      ? `${files.length} file${files.length === 1 ? '' : 's'} changed (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''})`
      : version
        ? `version ${version}`
        : before.name !== after.name
          ? `${before.name} -> ${after.name}`
          : `content hash ${shortHash(before.integrity)} -> ${shortHash(after.integrity)}`;
  const out: IdentityComparison = { verdict: 'different', detail: `${describeIdentity(before)} -> ${describeIdentity(after)}: ${what}` };
  if (files) out.files = files;
  return out;
}

// ------------------------------------------------------------------ the guard's identity policy

/**
 * `pin` (default): other code holds every capability until a person approves it. `semver RANGE`: a new version
 * of the same package inside the range is followed (its integrity is still recorded). `worktree`: a working tree
 * under development is followed as long as its entry stays the same (the contract gate still holds changed definitions).
 */
export type IdentityPolicy = { mode: 'pin' } | { mode: 'semver'; range: string } | { mode: 'worktree' };

export const DEFAULT_IDENTITY_POLICY: IdentityPolicy = { mode: 'pin' };

export function parseIdentityPolicy(text: string): IdentityPolicy | string {
  if (text === 'pin') return { mode: 'pin' };
  if (text === 'worktree') return { mode: 'worktree' };
  const m = /^semver:(.+)$/.exec(text);
  if (m) return parseRange(m[1]) ? { mode: 'semver', range: m[1] } : `"${m[1]}" is not a version range this reads (^1.2.3, ~1.2.3, 1.x, >=1.2.3 <2)`;
  return 'expected pin, worktree or semver:RANGE';
}

export interface IdentityRecord {
  /** The identity a person, the policy, or the approved snapshot accepted. */
  approved?: LaunchIdentity;
  approvedBy?: 'human' | 'policy' | 'snapshot' | 'first-launch';
  approvedAt?: string;
  /** The identity the guard resolved before its last launch. */
  live?: LaunchIdentity;
  /** `held` while the live code waits for a person; `unverified` when neither side is pinned (it runs, and says so). */
  state: 'approved' | 'held' | 'unverified';
  /** One line: why it is held, followed or unverified. */
  reason?: string;
  /**
   * While held: the code (codeKey of `live`) whose capabilities the store's records hold, read by the guard starting it
   * alone to list them. Approving the upgrade in one step (`approve --all-held`, the console) needs it to equal the live
   * code's: a person sees what the new code serves before approving it. Not signed: it only says what was read.
   */
  surfaceRead?: string;
  /** The store's signature over `approved` (guard/store.ts); absent in memory once verified. */
  mac?: string;
}

export interface IdentityDecision {
  state: IdentityRecord['state'];
  reason: string;
  /** The live identity becomes the approved one (the policy followed it, or it is the first pinned identity). */
  adopt?: 'policy' | 'first-launch';
}

/**
 * Whether the live code may run under an approval of `approved`. Pinned and equal: it runs. Pinned and different:
 * held unless the policy follows it. A pinned approval whose live launch lost its pin: held (the proof went away).
 * Nothing pinned on either side: it runs as `unverified` (there is nothing to compare; status and scan say so).
 * No approval yet, or only an unpinned one: the first pinned identity is recorded (trust on first launch, logged).
 */
export function decideIdentity(approved: LaunchIdentity | undefined, live: LaunchIdentity, policy: IdentityPolicy): IdentityDecision {
  if (!approved || !approved.integrity) {
    if (!live.integrity) return { state: 'unverified', reason: `which code runs cannot be verified: ${live.unverified ?? 'no content hash'}` };
    return { state: 'approved', reason: `first pinned identity recorded: ${describeIdentity(live)}`, adopt: 'first-launch' };
  }
  const cmp = compareIdentity(approved, live);
  if (cmp.verdict === 'same') return { state: 'approved', reason: cmp.detail };
  if (cmp.verdict === 'unverified') return { state: 'held', reason: `the approved code was pinned (${describeIdentity(approved)}), but ${cmp.detail}` };
  if (policy.mode === 'worktree' && approved.kind === 'worktree' && live.kind === 'worktree' && approved.name === live.name)
    return { state: 'approved', reason: `working tree followed: ${cmp.detail}`, adopt: 'policy' };
  if (policy.mode === 'semver' && approved.kind === live.kind && approved.name === live.name && live.version && satisfies(live.version, policy.range))
    return { state: 'approved', reason: `version ${live.version} is inside ${policy.range}: ${cmp.detail}`, adopt: 'policy' };
  return { state: 'held', reason: `the code changed: ${cmp.detail}` };
}

/** One string naming a resolved code: its content hash, else (unpinned) its description. */
export function codeKey(id: LaunchIdentity): string {
  return id.integrity ?? describeIdentity(id);
}

/** Applies a decision to the stored record (pure: the caller persists it). */
export function recordDecision(previous: IdentityRecord | undefined, baseline: LaunchIdentity | undefined, live: LaunchIdentity, d: IdentityDecision, now: Date): IdentityRecord {
  const rec: IdentityRecord = { state: d.state, live, reason: d.reason };
  // The held code's surface, read before, still describes it while the same code stays held.
  if (d.state === 'held' && previous?.surfaceRead !== undefined && previous.surfaceRead === codeKey(live)) rec.surfaceRead = previous.surfaceRead;
  const approved = previous?.approved ?? baseline;
  if (approved) Object.assign(rec, { approved, approvedBy: previous?.approvedBy ?? 'snapshot' }, previous?.approvedAt ? { approvedAt: previous.approvedAt } : {});
  if (d.adopt) Object.assign(rec, { approved: live, approvedBy: d.adopt, approvedAt: now.toISOString() });
  return rec;
}

/** A person approves the code the guard last resolved: `mcp-contract approve --identity`. */
export function approveIdentityRecord(previous: IdentityRecord | undefined, now: Date): IdentityRecord {
  if (!previous?.live) throw new Error('the guard has not resolved a launch identity yet (start mcp-contract guard first)');
  return { approved: previous.live, approvedBy: 'human', approvedAt: now.toISOString(), live: previous.live, state: previous.live.integrity ? 'approved' : 'unverified' };
}

/** The guard's identity gate as its sessions see it (src/identity/gate.ts implements it). */
export interface IdentityCheck {
  /** Resolves the live identity before a launch or relaunch; undefined when it may run, else the one line for the client. */
  beforeLaunch(): Promise<string | undefined>;
  /** The current hold line, without resolving again. */
  held(): string | undefined;
  /** Called when a hold starts or ends (an approval arrived). */
  onChange(fn: () => void): () => void;
  /** The store changed (an approval in another process). */
  reload(): Promise<void>;
  /**
   * While the code is held: reads what it serves, once per held code in this process (read starts it alone, lists
   * its capabilities into the store, and stops it), then marks the store with the code it read. Absent: never read.
   */
  readHeldSurface?(read: () => Promise<void>): Promise<void>;
}

// ------------------------------------------------------------------ a small semver range reader

type Version = [number, number, number, string];
type Comparator = { op: '<' | '<=' | '>' | '>=' | '='; v: Version };

function parseVersion(text: string): Version | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : undefined;
}

function cmpVersion(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  if (a[3] === b[3]) return 0;
  if (a[3] === '') return 1;
  if (b[3] === '') return -1;
  return a[3] < b[3] ? -1 : 1;
}

/** One comparator set (space-separated), with ^, ~ and x-ranges expanded to bounds. */
function parseSet(text: string): Comparator[] | undefined {
  const out: Comparator[] = [];
  for (const part of text.trim().split(/\s+/)) {
    const m = /^(\^|~|<=|>=|<|>|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.-]+)?$/.exec(part);
    if (!m) return undefined;
    const [, op = '', a, b, c, pre = ''] = m;
    const wild = (s: string | undefined) => s === undefined || s === 'x' || s === '*';
    const M = Number(a);
    const mi = wild(b) ? 0 : Number(b);
    const p = wild(c) ? 0 : Number(c);
    const low: Version = [wild(a) ? 0 : M, mi, p, pre.slice(1)];
    if (wild(a)) continue;
    if (op === '^') {
      const up: Version = M > 0 || wild(b) ? [M + 1, 0, 0, ''] : mi > 0 || wild(c) ? [0, mi + 1, 0, ''] : [0, 0, p + 1, ''];
      out.push({ op: '>=', v: low }, { op: '<', v: [...up.slice(0, 3), '0'] as Version });
    } else if (op === '~' || (op === '' && (wild(b) || wild(c)))) {
      const up: Version = wild(b) ? [M + 1, 0, 0, '0'] : [M, mi + 1, 0, '0'];
      out.push({ op: '>=', v: low }, { op: '<', v: up });
    } else out.push({ op: (op || '=') as Comparator['op'], v: low });
  }
  return out;
}

function parseRange(range: string): Comparator[][] | undefined {
  const sets = range.split('||').map(parseSet);
  return sets.every((s): s is Comparator[] => s !== undefined) ? sets : undefined;
}

/** Whether `version` is inside `range` (npm's common forms). A pre-release only matches a range naming one. */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  const sets = parseRange(range);
  if (!v || !sets) return false;
  const test = (c: Comparator): boolean => {
    const d = cmpVersion(v, c.v);
    return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
  };
  return sets.some((set) => set.every(test) && (v[3] === '' || set.some((c) => c.v[3] !== '' && c.v[3] !== '0')));
}

// ------------------------------------------------------------------ identity next to a contract

/** The snapshot without its identity: what `check`, the Action and `badge` compare (identity is evidence, not contract). */
export function withoutIdentity(snapshot: Snapshot): Snapshot {
  if (snapshot.identity === undefined) return snapshot;
  const { identity: _identity, ...rest } = snapshot;
  return rest;
}

/**
 * The note `check` and the PR comment print when the recorded code and the live code differ: with an unchanged
 * contract it is the cue for canaries (the declared surface cannot show a behaviour change). Undefined when the code
 * is the same, or when either side is unpinned (names prove nothing either way).
 */
export function codeNote(recorded: Snapshot, live: Snapshot, contractChanged: boolean): string | undefined {
  if (!recorded.identity || !live.identity) return undefined;
  const cmp = compareIdentity(recorded.identity, live.identity);
  if (cmp.verdict !== 'different') return undefined;
  return contractChanged
    ? `different code: ${cmp.detail}`
    : `same contract, different code: ${cmp.detail}; the declared surface did not move, so only canaries can show whether behaviour did`;
}
