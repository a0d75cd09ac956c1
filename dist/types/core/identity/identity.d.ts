import type { IdentityKind, LaunchIdentity, Snapshot } from '../shared/model.js';
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
export declare function manifestDigest(files: Record<string, string>): string;
/** `@scope/pkg@1.2.3 (sha512-abcdef012345…)`: one short line for logs and reports. */
export declare function describeIdentity(id: LaunchIdentity): string;
export declare function shortHash(h: string): string;
/** Compares the recorded identity with the live one. Two unpinned identities are never "same": names prove nothing. */
export declare function compareIdentity(before: LaunchIdentity | undefined, after: LaunchIdentity | undefined): IdentityComparison;
/**
 * `pin` (default): other code holds every capability until a person approves it. `semver RANGE`: a new version
 * of the same package inside the range is followed (its integrity is still recorded). `worktree`: a working tree
 * under development is followed as long as its entry stays the same (the contract gate still holds changed definitions).
 */
export type IdentityPolicy = {
    mode: 'pin';
} | {
    mode: 'semver';
    range: string;
} | {
    mode: 'worktree';
};
export declare const DEFAULT_IDENTITY_POLICY: IdentityPolicy;
export declare function parseIdentityPolicy(text: string): IdentityPolicy | string;
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
export declare function decideIdentity(approved: LaunchIdentity | undefined, live: LaunchIdentity, policy: IdentityPolicy): IdentityDecision;
/** One string naming a resolved code: its content hash, else (unpinned) its description. */
export declare function codeKey(id: LaunchIdentity): string;
/** Applies a decision to the stored record (pure: the caller persists it). */
export declare function recordDecision(previous: IdentityRecord | undefined, baseline: LaunchIdentity | undefined, live: LaunchIdentity, d: IdentityDecision, now: Date): IdentityRecord;
/** A person approves the code the guard last resolved: `mcp-contract approve --identity`. */
export declare function approveIdentityRecord(previous: IdentityRecord | undefined, now: Date): IdentityRecord;
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
/** Whether `version` is inside `range` (npm's common forms). A pre-release only matches a range naming one. */
export declare function satisfies(version: string, range: string): boolean;
/** The snapshot without its identity: what `check`, the Action and `badge` compare (identity is evidence, not contract). */
export declare function withoutIdentity(snapshot: Snapshot): Snapshot;
/**
 * The note `check` and the PR comment print when the recorded code and the live code differ: with an unchanged
 * contract it is the cue for canaries (the declared surface cannot show a behaviour change). Undefined when the code
 * is the same, or when either side is unpinned (names prove nothing either way).
 */
export declare function codeNote(recorded: Snapshot, live: Snapshot, contractChanged: boolean): string | undefined;
