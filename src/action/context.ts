// Everything a mode needs about this run, gathered once by main.ts.
import type { RunnerEvent } from './event.js';
import type { ActionInputs } from './inputs.js';

export interface ActionContext {
  inputs: ActionInputs;
  env: Record<string, string | undefined>;
  /** Absolute working directory (the config and snapshot paths are relative to it). */
  wd: string;
  /** Top of the git checkout (or wd outside one). */
  repoTop: string;
  event: RunnerEvent;
  now: Date;
  /** The command a maintainer runs to refresh a server's snapshot. */
  updateCommand: (server?: string) => string;
}
