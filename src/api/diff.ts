// Two snapshots into the classified report (the typed change list with its summary).
import { diffSnapshots as classify } from '../core/diff/classify.js';
import type { Config } from '../core/shared/config.js';
import type { Report, Snapshot } from '../core/shared/model.js';

export interface DiffOptions {
  /** The project config (mcp-contract.json): declared renames (the head server's own under `servers` too), policies, deprecations. Default: none. */
  config?: Config;
  /** How the two sides are named in the report. Default `base` and `head`. */
  labels?: { base: string; head: string };
}

export function diffSnapshots(base: Snapshot, head: Snapshot, options: DiffOptions = {}): Report {
  return classify(base, head, options.config ?? {}, options.labels ?? { base: 'base', head: 'head' });
}
