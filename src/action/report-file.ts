// The JSON artifact a run leaves behind: the reports plus the PR context a later `mode: comment` run needs.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Report, Snapshot } from '../core/shared/model.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import { scrubDeep } from './secrets.js';

export const ARTIFACT_FORMAT = 'mcp-contract-artifact/1';

export interface Artifact {
  format: typeof ARTIFACT_FORMAT;
  mode: string;
  pr?: { number: number; headSha: string; baseSha: string; author: string };
  /** Config path (repository-relative): part of the sticky comment's marker. */
  configPath?: string;
  /** Snapshot paths (repository-relative) per server, for CODEOWNERS. */
  snapshots: Record<string, string>;
  stale: string[];
  reports: Report[];
  /**
   * What each server served (pr mode). `mode: comment` judges these against the base branch itself and checks them
   * against the snapshots the PR commits; the `reports` above are for people and tools, never trusted.
   */
  live?: Record<string, Snapshot>;
  /** The matrix share this run captured (`shard: i/n`); absent for an unsharded run. */
  shard?: { index: number; count: number };
  /** Why the check could not run; nothing else in the artifact is then meaningful. */
  failure?: string;
}

export function reportPathOf(input: string, env: Record<string, string | undefined>): string {
  return input ? resolve(input) : join(env.RUNNER_TEMP ?? tmpdir(), 'mcp-contract-report.json');
}

export async function writeArtifact(path: string, artifact: Artifact): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(scrubDeep(artifact), null, 2)}\n`);
}
