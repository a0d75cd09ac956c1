// Where a server's approvals came from (issue 54 item 5): the guard's baseline (a verified signed release, or a
// snapshot captured from the server itself, which is trust on first use), a person's `approve`, or a policy's
// `follow`. The baseline's source is written into the store and signed with it (guard/store.ts), so editing the file
// cannot turn a first-use snapshot into a "signed release". Pure: the guard and status feed it the store and `now`.

/** What the summary reads of a store (structurally: approval.ts holds the store and imports this file's types). */
interface SourcedStore {
  source?: ApprovalSource;
  capabilities: Record<string, { state: string; approval?: { by: string; at: string; who?: string } }>;
}

/** A newer release of the same server that the registry lists and whose statement verified; never approved by it. */
export interface NewerRelease {
  version: string;
  /** sha256 of its verified statement. */
  statementDigest: string;
  /** Who signed it (the workflow, or a key's hint). */
  signer: string;
  checkedAt: string;
}

export interface SignedReleaseSource {
  kind: 'signed-release';
  /** The registry the entry was read from (its base URL). */
  registry: string;
  /** NAME@VERSION as the registry lists it. */
  release: string;
  /** Who signed, as the signature check verified it: the signing workflow (else repository), or a key's hint. */
  signer: string;
  /** sha256 of the verified statement's exact bytes. */
  statementDigest: string;
  /** When this guard last verified it. */
  verifiedAt: string;
  newer?: NewerRelease;
  /** The store's signature over the source (guard/store-key.ts); absent in memory once verified. */
  mac?: string;
}

export interface FirstUseSource {
  kind: 'first-use';
  /** The approved snapshot file, as the guard was given it. */
  snapshot: string;
  /** When a guard first served from this snapshot. */
  since: string;
  mac?: string;
}

/** A gateway member whose signed release did not verify: nothing is approved from it (every capability is held). */
export interface RefusedReleaseSource {
  kind: 'refused-release';
  release: string;
  /** The check that refused it, in one line. */
  reason: string;
  at: string;
  mac?: string;
}

export type ApprovalSource = SignedReleaseSource | FirstUseSource | RefusedReleaseSource;

/**
 * The source a guard starting now records: a first-use snapshot keeps the date it was first used. A signed release is
 * this start's verification whole (a newer release found by an earlier start and not found now is not carried).
 */
export function nextSource(previous: ApprovalSource | undefined, current: ApprovalSource): ApprovalSource {
  if (current.kind === 'first-use' && previous?.kind === 'first-use' && previous.snapshot === current.snapshot) return { ...current, since: previous.since };
  return current;
}

/** One server's approvals by where they came from, as status and the console show them. */
export interface SourceSummary {
  /** The baseline's source; absent when the store records none (a store written before, or a forged one dropped). */
  baseline?: ApprovalSource;
  /** Approved capabilities the baseline approves (not a decision of the store's). */
  fromBaseline: number;
  /** Approved by a person (`approve`, the console): the latest of them. */
  byPerson: number;
  lastPerson?: { who?: string; at: string };
  /** Followed by the change policy (safe=follow, reworded=follow). */
  followed: number;
}

export function summarizeSources(store: SourcedStore): SourceSummary {
  const out: SourceSummary = { fromBaseline: 0, byPerson: 0, followed: 0, ...(store.source ? { baseline: store.source } : {}) };
  for (const r of Object.values(store.capabilities)) {
    if (r.state !== 'approved') continue;
    if (!r.approval) out.fromBaseline++;
    else if (r.approval.by === 'follow') out.followed++;
    else {
      out.byPerson++;
      if (!out.lastPerson || r.approval.at > out.lastPerson.at) out.lastPerson = { at: r.approval.at, ...(r.approval.who ? { who: r.approval.who } : {}) };
    }
  }
  return out;
}

/** The baseline in words (plain text: callers escape it for their medium). */
export function baselineWords(source: ApprovalSource | undefined): string {
  if (!source) return 'a source not recorded (a store written before sources were recorded, or a source written without the store key, which is ignored)';
  if (source.kind === 'refused-release') return `a signed release that did not verify, so nothing: ${source.release} (${source.reason}; checked ${source.at})`;
  if (source.kind === 'first-use') return `first use: the approved snapshot ${source.snapshot}, captured from the server and signed by nobody (used since ${source.since})`;
  return `a verified signed release: ${source.release} from ${source.registry}, signed by ${source.signer}, statement ${source.statementDigest.slice(0, 19)}… (verified ${source.verifiedAt})`;
}

/** "a newer verified release ... is listed" when there is one. */
export function newerWords(source: ApprovalSource | undefined): string | undefined {
  if (source?.kind !== 'signed-release' || !source.newer) return undefined;
  const n = source.newer;
  return `a newer release, ${n.version}, is listed and its statement verified (signed by ${n.signer}, statement ${n.statementDigest.slice(0, 19)}…, checked ${n.checkedAt}); the guard serves ${source.release.slice(source.release.lastIndexOf('@') + 1)} and does not approve it by itself`;
}
