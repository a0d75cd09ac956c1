// Finds what a release is compared against: the last released snapshot, its version, and the release dates of tags.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { ServerConfig } from '../core/config.js';
import { UsageError } from '../core/errors.js';
import type { Snapshot } from '../core/model.js';
import { gitShow, gitTop } from './git.js';
import { parseSnapshot, readSnapshot } from './snapshot-file.js';
import { headCommit, latestTagWithFile, tagCommit } from './tags.js';

export interface ReleaseBase {
  snapshot: Snapshot;
  /** What it was read from: a tag, a ref or a file. */
  label: string;
  ref?: string;
}

/** `since`: a snapshot file, or a git ref whose tree holds the snapshot; default the newest tag that holds it. */
export async function releaseBase(snapshotPath: string, since: string | undefined, cwd: string, headText?: string): Promise<ReleaseBase | undefined> {
  if (since && existsSync(resolve(cwd, since))) return { snapshot: await readSnapshot(resolve(cwd, since)), label: since };
  const top = await gitTop(cwd);
  if (!top) {
    if (since) throw new UsageError(`--since ${since}: no such file, and ${cwd} is not a git repository`);
    return undefined;
  }
  const rel = relative(top, snapshotPath).split('\\').join('/');
  // On the push of tag v2.0.0 the newest tag is the release being checked itself: the baseline is the one before it.
  const judged = headText ?? (existsSync(snapshotPath) ? readFileSync(snapshotPath, 'utf8') : undefined);
  const head = await headCommit(top);
  const isThisRelease = async (tag: string): Promise<boolean> =>
    head !== undefined && (await tagCommit(top, tag)) === head && (await gitShow(tag, rel, top)) === judged;
  const ref = since ?? (await latestTagWithFile(rel, top, isThisRelease));
  if (!ref) return undefined;
  const text = await gitShow(ref, rel, top);
  if (text === undefined) throw new UsageError(`--since ${ref}: no snapshot "${rel}" at that ref`);
  return { snapshot: parseSnapshot(text, `git:${ref}:${rel}`), label: ref, ref };
}

function versionOf(text: string, label: string): string {
  try {
    const v = (JSON.parse(text) as { version?: unknown }).version;
    if (typeof v === 'string') return v;
  } catch {
    // fall through to the error below
  }
  throw new UsageError(`${label}: no "version" string`);
}

/** The server's version from `versionFrom` (a package.json) at the base ref and in the working tree. */
export async function packageVersions(server: ServerConfig, configDir: string, baseRef: string | undefined): Promise<{ base?: string; head?: string }> {
  if (!server.versionFrom) return {};
  const path = resolve(configDir, server.versionFrom);
  if (!existsSync(path)) throw new UsageError(`versionFrom ${server.versionFrom}: no such file`);
  const head = versionOf(readFileSync(path, 'utf8'), server.versionFrom);
  let base: string | undefined;
  if (baseRef) {
    const text = await gitShow(baseRef, path, dirname(path));
    if (text !== undefined) base = versionOf(text, `git:${baseRef}:${server.versionFrom}`);
  }
  return { base, head };
}
