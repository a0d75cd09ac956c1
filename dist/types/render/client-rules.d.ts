import type { Report } from '../core/shared/model.js';
/** The snapshot pair a user's consent run reads: the last release's and this one's (git refs; a path in the repo). */
export interface ConsentPair {
    from: string;
    to: string;
    snapshot: string;
}
/**
 * The section, or nothing when no tool moved. Without `pair` (a PR, before any release tag exists) the command names
 * the tags and snapshot path to fill in.
 */
export declare function clientRulesMarkdown(reports: readonly Report[], pair?: ConsentPair, heading?: string): string[];
