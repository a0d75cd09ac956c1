// The two sides of `diff`: snapshot files, git:REF:PATH, or live servers, with every live side captured at once.
import { resolve } from 'node:path';
import type { Config } from '../core/shared/config.js';
import { CaptureError, UsageError } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { readSnapshot } from '../api/snapshot-files.js';
import type { Parsed } from './args.js';
import type { Via } from './capture-target.js';
import type { CliIo } from './io.js';
import { resolveTargets, type Target } from './targets.js';

export interface Sides {
  base: Snapshot;
  head: Snapshot;
  /** The config the live servers came from (renames, severities, ignores apply to the verdict). */
  config?: Config;
}

/**
 * A side that is a file is read here; `git:REF:PATH` loads the git code (node:child_process, and with it the network
 * and stream modules) only when a side names it: a diff of two files never parses them.
 */
async function readSide(spec: string, cwd: string): Promise<Snapshot> {
  if (spec.startsWith('git:')) return (await import('../storage/git.js')).readSnapshotSpec(spec, cwd);
  return readSnapshot(resolve(cwd, spec), spec);
}

/** `live` is the config's one server (or --server); `live:NAME` names it, so both sides can be live. */
export function isLive(spec: string): boolean {
  return spec === 'live' || spec.startsWith('live:');
}

async function liveTarget(spec: string, p: Parsed, io: CliIo): Promise<{ target: Target; config: Config }> {
  const name = spec === 'live' ? undefined : spec.slice('live:'.length);
  if (name === '') throw new UsageError('mcp-contract diff: live: needs a server name (live:NAME)');
  const t = await resolveTargets('diff', name === undefined ? p : { ...p, values: { ...p.values, server: [name] } }, io, 'snapshot');
  if (t.targets.length !== 1) throw new UsageError('mcp-contract diff: live needs exactly one server (--server NAME, or live:NAME)');
  return { target: t.targets[0], config: t.config };
}

/** A failure of a side recorded under the head's name still names the server the user configured. */
function asServer(e: unknown, name: string): unknown {
  if (!(e instanceof CaptureError) || e.server === name) return e;
  return new CaptureError(name, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), e.detail);
}

/**
 * Reads both sides. The peers' job (capture the old build, capture the new one, judge) is one process: two live
 * sides are captured concurrently, and both are recorded under the head's server name because they are two builds
 * of one server, so their digests stay comparable and the config key (`old`, `new`) is no origin change.
 */
/** `configured` is told the live sides' config once it is read, before any server starts (the tokenizer loads meanwhile). */
export async function readSides(specs: [string, string], p: Parsed, io: CliIo, via: Via, quiet: boolean, configured?: (config: Config) => void): Promise<Sides> {
  // The capture code (the MCP SDK) loads only when a side is live, so a diff of two files never parses it; when one
  // is, its chunk is read while the config is.
  const captureModule = specs.some(isLive) ? import('./capture-target.js') : undefined;
  const live = await Promise.all(specs.map((s) => (isLive(s) ? liveTarget(s, p, io) : undefined)));
  const source = live[1] ?? live[0];
  if (source) configured?.(source.config);
  const named = (t: Target): Target => (live[0] && live[1] ? { ...t, name: live[1].target.name } : t);
  const capture = (await captureModule)?.captureTarget;
  const settled = await Promise.allSettled(
    specs.map((s, i) => {
      const l = live[i];
      return l && capture ? capture(named(l.target), io, via, quiet).catch((e: unknown) => Promise.reject(asServer(e, l.target.name))) : readSide(s, io.cwd);
    }),
  );
  // Both captures are waited for, so a failing side never leaves the other's server running behind the error.
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  const [base, headSnap] = settled.map((r) => (r as PromiseFulfilledResult<Snapshot>).value);
  return { base, head: headSnap, config: source?.config };
}
