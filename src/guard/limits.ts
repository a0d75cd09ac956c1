// The guard's numbers its command line reads before anything else of the guard is loaded (src/cli/commands/guard.ts
// starts the upstream with them, then loads the session's code).

/** The freshness bound by default: a silent change is caught within this long, at the cost of a re-list per call. */
export const DEFAULT_MAX_AGE_MS = 5000;
/** The upstream connection tolerates this many times the message limit (see GuardSession's openUpstream). */
export const UPSTREAM_HEADROOM = 4;
