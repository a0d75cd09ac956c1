import type { getOctokit } from '@actions/github';
export type Octokit = ReturnType<typeof getOctokit>;
/** The HTTP status of an Octokit request error, or undefined for anything else. */
export declare function httpStatus(error: unknown): number | undefined;
/** The API's own message for a failed request (never the request itself, which carries the token). */
export declare function httpMessage(error: unknown): string;
