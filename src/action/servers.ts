// Capture, read and compare for the servers an action run covers; shared by every mode.
import { resolve } from 'node:path';
import { captureComplete } from '../api/capture-complete.js';
import type { Slots } from '../capture/concurrent.js';
import type { Config } from '../core/shared/config.js';
import { CaptureError, UsageError } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { referencedVars, secretsOf } from '../core/shared/secrets.js';
import { assertBaseDestinations } from './destinations.js';
import { echoUntrusted } from './log.js';
import { protect } from './secrets.js';
import { selectServers, snapshotPathOf, type LoadedConfig } from '../storage/config-file.js';
import { sameSnapshot as sameContract } from '../api/snapshot-files.js';

export interface ServerTarget {
  name: string;
  snapshotPath: string;
  /** Snapshot path relative to the repository top, as git and CODEOWNERS name it. */
  repoPath: string;
}

export function targetsOf(loaded: LoadedConfig, label: string, names: string[], repoTop: string): ServerTarget[] {
  const selected = selectServers(loaded.config, label, names);
  for (const s of Object.values(loaded.config.servers ?? {})) protect(secretsOf(s, process.env));
  return selected.map((name) => {
    const abs = snapshotPathOf(loaded, name);
    return { name, snapshotPath: abs, repoPath: resolve(abs).slice(resolve(repoTop).length + 1).split('\\').join('/') };
  });
}

/**
 * In a PR, the runner variables the PR's config may hand to its own code are those the base branch's config already
 * refers to: a PR adding `${GITHUB_TOKEN}` (or any other runner variable) to its config is refused, naming it.
 * A variable the base does refer to is resolved only where the base sends it (destinations.ts). Without a config on
 * the base branch the gate is the PR's own anyway, so nothing is narrowed.
 */
export function prRunnerEnv(base: Config | undefined, head: Config, names: readonly string[], env: Record<string, string | undefined> = process.env): Record<string, string | undefined> {
  if (!base) return env;
  const allowed = new Set(Object.values(base.servers ?? {}).flatMap(referencedVars));
  for (const name of names) {
    const server = head.servers?.[name];
    const extra = server ? referencedVars(server).filter((v) => !allowed.has(v)) : [];
    if (extra.length > 0)
      throw new UsageError(
        `server "${name}": the PR's config refers to ${extra.map((v) => `\${${v}}`).join(', ')}, which the base branch's config does not; a pull request cannot hand runner variables to its own code (add the reference on the base branch first)`,
      );
    // A variable the base does use may go only where the base sends it (a URL origin, a stdio command).
    if (server) assertBaseDestinations(base.servers ?? {}, name, server);
  }
  return Object.fromEntries([...allowed].map((v) => [v, env[v]]));
}

/** A live capture that is complete, or a CaptureError: a failed list is never compared as if it were a removal. */
export async function captureLive(config: Config, name: string, baseDir: string, env: Record<string, string | undefined> = process.env, slots?: Slots): Promise<Snapshot> {
  const server = config.servers?.[name];
  if (!server) throw new CaptureError(name, 'start', 'not in the config');
  return captureComplete(name, server, { baseDir, env, log: echoUntrusted, slots });
}

export function sameSnapshot(a: Snapshot | undefined, b: Snapshot): boolean {
  // A format-1 snapshot matches a live capture that differs only by the protocol eras it records, and the launch
  // identity is evidence beside the contract.
  return a !== undefined && sameContract(a, b);
}
