// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.
import { diffSnapshots as classify } from '../core/diff/classify.js';
import type { Config } from '../core/shared/config.js';
import type { Report, Snapshot } from '../core/shared/model.js';
import { hostPass } from '../hosts/pass.js';
import type { Tokenizer } from '../hosts/tokenizer.js';

export interface DiffOptions {
  /** The project config (mcp-contract.json): declared renames (the head server's own under `servers` too), policies, deprecations, hosts. Default: none. */
  config?: Config;
  /** How the two sides are named in the report. Default `base` and `head`. */
  labels?: { base: string; head: string };
  /**
   * Counts the tool list's context cost (report.hosts.cost): `await loadTokenizer()` (o200k_base, loaded on first use).
   * Default: an estimate of characters / 4, named as such in the report.
   */
  tokenizer?: Tokenizer;
}

export function diffSnapshots(base: Snapshot, head: Snapshot, options: DiffOptions = {}): Report {
  const config = options.config ?? {};
  const hosts = hostPass(base, head, config, options.tokenizer);
  const report = classify(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
  report.hosts = hosts.evidence;
  return report;
}
