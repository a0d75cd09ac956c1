// The one Octokit type every GitHub adapter takes: what `getOctokit` from @actions/github returns.
import type { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;

/** The HTTP status of an Octokit request error, or undefined for anything else. */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** The API's own message for a failed request (never the request itself, which carries the token). */
export function httpMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'response' in error) {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}
