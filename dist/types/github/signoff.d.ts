import { type HiddenData } from './hidden.js';
import { type Octokit } from './octokit.js';
export type SignoffMode = 'codeowners' | 'label' | 'none';
export declare const SIGNOFF_MODES: readonly SignoffMode[];
export interface SignoffInput {
    owner: string;
    repo: string;
    pullNumber: number;
    headSha: string;
    /** The PR author's login: never a sign-off, even when an owner. */
    author: string;
    /** From CODEOWNERS on the base branch: `@user`, `@org/team` (emails cannot be matched to reviews). */
    owners: string[];
    /** Fingerprints of the changes that need sign-off now. */
    required: string[];
    /** The run's whole required set, when `required` is one server group's share: approvals carry only while it holds. */
    carryRequired?: string[];
    /** Hidden data of OUR previous comment (`findStickyComment().hidden`); undefined = no trusted history. */
    previous?: HiddenData;
    mode: SignoffMode;
    /** Label name for `label` mode. */
    label?: string;
    /** Reviews or label events read earlier (`readSignoffEvidence`, before any judged code ran); undefined: read now. */
    evidence?: SignoffEvidence;
}
export interface ReviewRecord {
    login?: string;
    state: string;
    commit: string;
    submittedAt?: string;
    id: number;
}
export interface LabelRecord {
    event: string;
    label?: string;
    actor: string;
    at: string;
}
/** What GitHub says about reviews (codeowners mode) or label events (label mode), read at one moment. */
export type SignoffEvidence = {
    kind: 'reviews';
    reviews: ReviewRecord[];
} | {
    kind: 'labels';
    events: LabelRecord[];
};
/** Reads the reviews or label events sign-off is judged on. Throws when GitHub refuses (callers fail closed). */
export declare function readSignoffEvidence(octokit: Octokit, where: {
    owner: string;
    repo: string;
    pullNumber: number;
    mode: SignoffMode;
}): Promise<SignoffEvidence>;
export interface SignoffResult {
    mode: SignoffMode;
    satisfied: boolean;
    /** With servers of different code owners: each group's own state (the comment says whose sign-off each needs). */
    groups?: Array<{
        servers: string[];
        owners: string[];
        satisfied: boolean;
        by?: string[];
    }>;
    /** Logins whose approval or label counted. */
    by?: string[];
    /** Why sign-off is not (yet) given, one plain sentence each. Reviewer logins are GitHub-validated, not escaped. */
    reasons: string[];
    /** Who can give it, as written in CODEOWNERS. */
    owners: string[];
}
export declare const MEMBERS_READ_HINT = "the token needs the organization permission \"members: read\" to check team membership (the workflow GITHUB_TOKEN cannot have it; use a GitHub App or fine-grained token)";
/** Evaluates sign-off for the changes in `input.required`. Never throws for refused look-ups: it fails closed. */
export declare function evaluateSignoff(octokit: Octokit, input: SignoffInput): Promise<SignoffResult>;
