import type { JsonObject } from '../core/shared/model.js';
import type { HostCheck } from './profiles.js';
/** One offence of one check by one tool. */
export interface Violation {
    check: string;
    pointer: string;
}
/**
 * Every offence of `checks` by one tool definition, in check order, pointers sorted within a check; with `first`, only
 * the first pointer of each check that fails (what the hosts pass and the gateway show), without building the others.
 */
export declare function violationsOf(tool: JsonObject, checks: readonly HostCheck[], options?: {
    first?: boolean;
}): Violation[];
