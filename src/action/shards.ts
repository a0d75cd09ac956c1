// The Actions matrix: `mode: capture` with `shard: i/n` captures a stable share of the servers, and `mode: comment`
// reads every shard's artifact (a directory or a glob) and judges them as one run. Each shard was written by the PR's
// code, so each is untrusted: parsed and bounded one by one, and a missing, repeated, foreign or mismatched shard
// fails the run with one line naming it.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../core/shared/errors.js';
import { globMatch } from '../capture/glob.js';
import { escapePointer } from '../core/shared/json.js';
import type { Snapshot } from '../core/shared/model.js';
import type { Artifact } from './report-file.js';

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

const MAX_SHARDS = 256;
/** One shard artifact holds what its servers served; beyond this it is refused before it is parsed. */
export const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const MAX_DEPTH = 4;

/** `i/n` with 1 <= i <= n <= 256; empty is no sharding. */
export function parseShard(value: string): Shard | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  const m = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(v);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || index < 1 || count < 1 || index > count || count > MAX_SHARDS) throw new UsageError(`input "shard": expected i/n with 1 <= i <= n <= ${MAX_SHARDS} (got "${value}")`);
  return { index, count };
}

/** The shard a server belongs to: by a hash of its name, so adding or removing a server never moves another. */
export function shardOf(server: string, count: number): number {
  const h = createHash('sha256').update(server).digest();
  return (h.readUInt32BE(0) % count) + 1;
}

export function shardServers(names: readonly string[], shard: Shard | undefined): string[] {
  return shard ? names.filter((n) => shardOf(n, shard.count) === shard.index) : [...names];
}

function walk(dir: string, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, depth + 1, out);
    else if (entry.isFile()) out.push(path);
  }
}

/** The artifact files `report` names: a file, every `.json` under a directory, or the files a `*` pattern matches. */
export function artifactFiles(report: string, wd: string): string[] {
  const abs = resolve(wd, report);
  if (!report.includes('*')) {
    let isDir = false;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      return [abs];
    }
    if (!isDir) return [abs];
    const files: string[] = [];
    walk(abs, 0, files);
    return files.filter((f) => f.endsWith('.json'));
  }
  const segments = abs.split(sep);
  const first = segments.findIndex((s) => s.includes('*'));
  const root = segments.slice(0, first).join(sep) || sep;
  const pattern = segments.slice(first).join('/');
  const files: string[] = [];
  try {
    walk(root, 0, files);
  } catch {
    return [];
  }
  return files.filter((f) => globMatch(pattern, relative(root, f).split(sep).join('/')));
}

/** Reads one artifact file within the size bound. */
export async function readArtifactText(path: string, label: string): Promise<string> {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new UsageError(`${label}: /: cannot read the report artifact`);
  }
  if (size > MAX_ARTIFACT_BYTES) throw new UsageError(`${label}: /: is ${size} bytes, over the ${MAX_ARTIFACT_BYTES}-byte bound for a report artifact`);
  return readFile(path, 'utf8');
}

export interface ShardFile {
  label: string;
  artifact: Artifact;
}

function refuse(label: string, pointer: string, what: string): never {
  throw new UsageError(`${label}: ${pointer}: ${what}`);
}

/**
 * Every artifact must be for the pull request and head commit the event names (`source` says which event): one
 * written for another PR, even that PR's genuine capture, is refused before anything in it is used.
 */
export function requireOwnPull(files: readonly ShardFile[], pr: { number: number; headSha: string }, source: string): void {
  for (const { label, artifact } of files) {
    const claim = artifact.pr;
    if (claim?.number !== pr.number || claim.headSha !== pr.headSha)
      refuse(label, '/pr', `is for pull request #${claim?.number} at ${claim?.headSha.slice(0, 12)}, but ${source} is for #${pr.number} at ${pr.headSha.slice(0, 12)}: an artifact of another pull request or commit is never judged`);
  }
}

/**
 * The shards as one artifact (each already checked by requireOwnPull): all for the same config; every shard i/n
 * present once; each server captured by exactly one shard, and only servers the config selects. A shard that could
 * not capture fails the whole run (its line is kept, prefixed by the file).
 */
export function mergeShards(files: readonly ShardFile[], selected: readonly string[], report: string): Artifact {
  const [first] = files;
  const count = first.artifact.shard?.count;
  const seen = new Map<number, string>();
  const owner = new Map<string, string>();
  const live: Record<string, Snapshot> = {};
  const failures: string[] = [];
  for (const { label, artifact } of files) {
    if (artifact.configPath !== first.artifact.configPath) refuse(label, '/configPath', `names ${JSON.stringify(artifact.configPath)}, but ${first.label} names ${JSON.stringify(first.artifact.configPath)}`);
    const shard = artifact.shard;
    if (shard?.count !== count) refuse(label, '/shard', `is ${shard ? `${shard.index}/${shard.count}` : 'unsharded'}, but ${first.label} is ${count ? `a shard of ${count}` : 'unsharded'}`);
    if (shard) {
      const twin = seen.get(shard.index);
      if (twin) refuse(label, '/shard', `shard ${shard.index}/${shard.count} appears twice (also ${twin})`);
      seen.set(shard.index, label);
    }
    if (artifact.failure !== undefined) failures.push(`${label}: ${artifact.failure}`);
    for (const [name, snap] of Object.entries(artifact.live ?? {})) {
      if (!selected.includes(name)) refuse(label, `/live/${escapePointer(name)}`, `captured server "${name}", which the config does not select`);
      const twin = owner.get(name);
      if (twin) refuse(label, `/live/${escapePointer(name)}`, `server "${name}" is captured twice (also in ${twin})`);
      owner.set(name, label);
      live[name] = snap;
    }
  }
  if (count !== undefined) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length > 0) throw new UsageError(`${report}: shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (${files.length} of ${count} artifacts found)`);
  }
  return {
    ...first.artifact,
    snapshots: Object.assign({}, ...files.map((f) => f.artifact.snapshots)),
    stale: files.flatMap((f) => f.artifact.stale),
    reports: files.flatMap((f) => f.artifact.reports),
    live,
    ...(failures.length > 0 ? { failure: failures.join('; ') } : {}),
  };
}
