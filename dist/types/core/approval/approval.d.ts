import type { InstructionsRecord } from './instructions.js';
import type { Capability, Change, JsonObject, JsonValue, ProtocolEra, Severity, Snapshot } from '../shared/model.js';
import type { Config } from '../shared/config.js';
import type { IdentityRecord } from '../identity/identity.js';
import type { ApprovalSource } from './source.js';
export declare const GUARD_STORE_FORMAT = "mcp-contract-guard/1";
export type ApprovalState = 'discovered' | 'review_required' | 'approved' | 'stale' | 'rejected' | 'missing';
/** What a change class does to a held capability (the seeds' follow / review / manual_rebind). */
export type PolicyAction = 'follow' | 'review' | 'manual_rebind';
export type PolicyKey = Severity | 'new';
export interface GuardPolicy {
    /** Per classifier severity, and `new` for a capability never approved under any name. */
    bySeverity: Record<PolicyKey, 'follow' | 'review'>;
    /** Per rule id; wins over the severity. Renames and description/annotation changes ignore both. */
    byRule: Record<string, 'follow' | 'review'>;
    /**
     * `follow`: a capability whose only changes are description or title edits that add no cue (and whitespace) is
     * followed. Absent or `review` (the default): every text change waits for a person.
     */
    reworded?: 'follow' | 'review';
    /** A call outside an approval's scope: `ask` the user (when the client can be asked; the default) or `deny` it. */
    outOfScope?: 'ask' | 'deny';
    /** A result whose structuredContent breaks the approved outputSchema: `refuse` it (the default) or `record` a finding. */
    outputMismatch?: 'refuse' | 'record';
    /** The longest (days) an approval of a tool of each side-effect class counts (`--max-approval-days`). */
    maxApprovalDays?: ApprovalLifetimes;
}
/** Side-effect classes of a tool by its annotations: what write, pay, message and network tools declare, or nothing. */
export interface ApprovalLifetimes {
    destructive?: number;
    openWorld?: number;
    unannotated?: number;
}
/** Safe contract changes re-enter the publication; everything else, and every new capability, waits for a human. */
export declare const DEFAULT_GUARD_POLICY: GuardPolicy;
export interface Approval {
    digest: string;
    definition: JsonObject;
    by: 'human' | 'follow';
    at: string;
    /** A person's approval: the OS user who ran approve (and who they said decided, `--by`), or the console's user. */
    who?: string;
    /** ISO date-time after which the approval no longer counts. */
    expires?: string;
    /** The digest it replaced, when followed or re-approved after a change. */
    from?: string;
    /** The changes a `follow` let through, for the audit trail. */
    followed?: HeldChange[];
    /**
     * A person approved this ref as the new name of these (a manual_rebind): what was decided for them, such as a
     * gateway profile's selection, carries to it. Signed with the rest of the approval.
     */
    rebinds?: string[];
    /**
     * A JSON Schema every call's arguments must also meet (`approve --scope`): it narrows the approved inputSchema.
     * Signed with the rest of the approval; a call outside it is confirmed by the user for that one call, or refused.
     */
    scope?: JsonObject;
    /**
     * `approve --session`: the id of the guard process this approval was given for. It counts in that process only and
     * ends with it (another process reads it as expired).
     */
    session?: string;
}
/** One classified change that holds a capability out (or that `follow` let through), as stored and shown. */
export interface HeldChange {
    rule: string;
    severity: Severity;
    action: PolicyAction;
    message: string;
    pointer?: string;
    before?: JsonValue;
    after?: JsonValue;
    /** Set when the change class always needs a person (description, annotations), whatever the policy says. */
    forced?: true;
    /** capability-renamed: the approved refs this one may be the new name of (declared, or a look-alike). */
    renamedFrom?: string[];
    /** A description or title edit: the cue classes its new words add ([]: a plain rewording). */
    cues?: string[];
    /** capability-deprecated: the successor its notice names (a ref), offered as the rebind when the guard holds it. */
    replacedBy?: string;
}
export interface CapabilityRecord {
    ref: string;
    state: ApprovalState;
    /** When it entered this state. */
    since: string;
    /** The definition the server serves now (absent while missing). */
    live?: {
        digest: string;
        definition: JsonObject;
    };
    /** The store's own approval (the approved snapshot's are not copied here). */
    approval?: Approval;
    /** Digests a human rejected. */
    rejected?: string[];
    /** Why it is not published. */
    changes?: HeldChange[];
    /** One line when no classified change explains the hold (expired approval, changed origin). */
    reason?: string;
    /** The store's signature over approval and rejected (guard/store.ts); absent in memory once verified. */
    mac?: string;
}
export interface GuardStore {
    format: typeof GUARD_STORE_FORMAT;
    server: string;
    surface: string;
    capabilities: Record<string, CapabilityRecord>;
    /** Which code the approvals hold for (issue 20): absent in stores written before identities were recorded. */
    identity?: IdentityRecord;
    /** The server's instructions when they are not the approved snapshot's, or a person approved others (issue 51). */
    instructions?: InstructionsRecord;
    /**
     * The audit chain this store has seen (issue 50 item 5), advanced at each store write: the chain's first record's
     * MAC (`origin`), the last seq and MAC then. Signed with the store's key and bound into every decision's MAC, so
     * removing the audit folder, or the anchor, is seen.
     */
    audit?: AuditAnchor;
    /**
     * Where the guard's baseline approvals came from (issue 54): a verified signed release or a first-use snapshot.
     * Signed with the store's key (guard/store.ts): one written without it is dropped on reading.
     */
    source?: ApprovalSource;
}
export interface AuditAnchor {
    origin?: string;
    seq: number;
    last: string;
    mac?: string;
}
/** The old names approving `rec` would record it as the new name of (its held possible renames), sorted. */
export declare function rebindsOf(rec: CapabilityRecord | undefined): string[];
export declare function emptyStore(server: string, surface: string): GuardStore;
/**
 * The approved snapshot's items for one surface in one era (by default the primary one), by ref: a dual-era server's
 * approval holds per era, each with the digests its era's capture computed (complete observations only: a failed
 * list approves nothing).
 */
export declare function approvedItems(snapshot: Snapshot, surface: string, era?: ProtocolEra): Map<string, Capability>;
/** Every ref the snapshot approves on a surface in any era (what a user knew of, whichever era a client speaks). */
export declare function approvedRefs(snapshot: Snapshot, surface: string): Set<string>;
/** The era a live capture of `surface` spoke (the guard's capture records it), undefined when it does not say. */
export declare function liveEra(live: Snapshot, surface: string): ProtocolEra | undefined;
/** Every digest that may be published under `ref` right now. */
export declare function approvedDigests(record: CapabilityRecord | undefined, fromSnapshot: Capability | undefined, now: Date): Set<string>;
export declare function actionFor(change: Change, policy: GuardPolicy): PolicyAction;
/** A held change `reworded=follow` and `approve --reworded` may take: a text edit that adds no cue. */
export declare function isCueFreeHeld(h: HeldChange): boolean;
/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
export declare function baselineSnapshot(approved: Snapshot, store: GuardStore, surface: string, era?: ProtocolEra): Snapshot;
export interface Reconciled {
    store: GuardStore;
    /** Refs whose state changed, with old -> new state, for the guard's log. */
    transitions: Array<{
        ref: string;
        from: ApprovalState | 'absent';
        to: ApprovalState | 'absent';
    }>;
}
/** The guard's reasons for a hold, keyed like the rule registry's messages (rules.ts holds the rule ids). */
export declare const HOLD_MESSAGES: {
    readonly 'capability-added': "A capability never approved before.";
    readonly 'capability-renamed': "It may be the new name of {from}; an approval never follows a rename.";
    readonly 'capability-successor': "It is the successor {from} names in its deprecation notice; approving it records the rebind (an approval never follows a rename).";
    readonly 'approval-expired': "the approval expired at {at}";
    readonly 'origin-changed': "the definition is unchanged but its origin (server name or surface) differs from the approved one";
    readonly 'session-ended': "the approval was for one guard process (approve --session), which has ended";
};
/**
 * Moves every capability of one surface to its state given the live capture. Kinds whose live observation is not
 * complete keep their records untouched: a failed list is never a removal.
 */
export declare function reconcile(approved: Snapshot, previous: GuardStore, live: Snapshot, policy: GuardPolicy, now: Date, 
/** Declared renames (and severity overrides) from the server's config, when the guard has one. */
config?: Config): Reconciled;
/** The digest published under `ref` (its live capture spoke `era`), or undefined when it is held out. */
export declare function publishedDigest(store: GuardStore, approved: Snapshot, ref: string, now: Date, era?: ProtocolEra): string | undefined;
export declare class DecisionError extends Error {
}
/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
export declare function approveRecord(store: GuardStore, ref: string, now: Date, 
/** scope: a schema sets it, null removes it, absent keeps the one the approval had. */
opts?: {
    digest?: string;
    expires?: string;
    scope?: JsonObject | null;
    session?: string;
    who?: string;
}): CapabilityRecord;
/** Holds the served definition of `ref` out until it changes again; the earlier approval is kept as the baseline. */
export declare function rejectRecord(store: GuardStore, ref: string, now: Date): CapabilityRecord;
/**
 * The successors a held capability's deprecation names that the guard holds as its rebind: approving one of them is
 * the person moving from `rec` to it (status and the guard print that command beside rec's own).
 */
export declare function heldSuccessors(store: GuardStore, rec: CapabilityRecord): string[];
/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
export declare function allSafe(store: GuardStore): string[];
/**
 * Held capabilities whose every change is a description or title edit adding no cue (or whitespace): what
 * `approve --reworded` approves, after showing them.
 */
export declare function allReworded(store: GuardStore): string[];
/** `safe=follow`, `breaking=review`, `new=follow`, `reworded=follow`, `RULE-ID=review`: one entry of `--policy`. */
export declare function parsePolicyEntry(policy: GuardPolicy, entry: string): GuardPolicy;
/** The side-effect classes a tool's annotations put it in (a tool without any hint is unannotated). */
export declare function sideEffectClasses(definition: JsonObject): Array<keyof ApprovalLifetimes>;
/**
 * Bounds each tool approval of the store by policy, in place: one of a class with a maximum age expires that many days
 * after it was given (an earlier `--expires` stands), and a session approval whose guard process has `ended` expires
 * when it was given. Deterministic, so a store read twice is written once. Returns the refs whose approval it bounded
 * further.
 */
export declare function applyLifetimes(store: GuardStore, limits: ApprovalLifetimes | undefined, ended?: (session: string) => boolean): string[];
