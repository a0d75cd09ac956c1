// Finds what a release is compared against: the last released snapshot, its version, and the release dates of tags.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { configOfServer, type Config, type ServerConfig } from '../core/shared/config.js';
import { collectDeprecations, type PublishedDeprecation } from '../core/release/deprecations.js';
import { parseConfig } from './config-file.js';
import { UsageError } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { gitShow, gitTop } from './git.js';
import { parseSnapshot, readSnapshot } from './snapshot-file.js';
import { commitDay, headCommit, latestTagWithFile, tagCommit, tagDates, tagsWithFile } from './tags.js';

export interface ReleaseBase {
  snapshot: Snapshot;
  /** What it was read from: a tag, a ref or a file. */
  label: string;
  ref?: string;
}

/** On the push of tag v2.0.0 the newest tag is the release being checked itself: it is not an earlier release. */
async function thisRelease(top: string, rel: string, snapshotPath: string, headText?: string): Promise<(tag: string) => Promise<boolean>> {
  const judged = headText ?? (existsSync(snapshotPath) ? readFileSync(snapshotPath, 'utf8') : undefined);
  const head = await headCommit(top);
  return async (tag: string): Promise<boolean> =>
    head !== undefined && (await tagCommit(top, tag)) === head && (await gitShow(tag, rel, top)) === judged;
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
  const isThisRelease = await thisRelease(top, rel, snapshotPath, headText);
  const ref = since ?? (await latestTagWithFile(rel, top, isThisRelease));
  if (!ref) return undefined;
  const text = await gitShow(ref, rel, top);
  if (text === undefined) throw new UsageError(`--since ${ref}: no snapshot "${rel}" at that ref`);
  return { snapshot: parseSnapshot(text, `git:${ref}:${rel}`), label: ref, ref };
}

export interface HistoryInput {
  snapshotPath: string;
  /** The config file (absolute): each earlier release's copy is read for its deprecations. */
  configPath?: string;
  /** Today's config: its policy says which server markers mean "deprecated". */
  config: Config;
  base: ReleaseBase;
  cwd: string;
  headText?: string;
  /** YYYY-MM-DD of the release being judged: releases dated after it are not earlier releases. */
  releaseDay: string;
  /** Tag -> YYYY-MM-DD that outranks git's tag dates (the Action passes GitHub's record of when each was published). */
  dates?: Record<string, string>;
}

/**
 * When each deprecation first shipped: every earlier release (the tags holding the snapshot, except the release being
 * checked, plus the baseline ref) is read as committed, and its config and snapshot searched for declarations.
 * Undefined outside a git repository: there is no history, and the declared dates hold.
 */
export async function publishedDeprecations(input: HistoryInput): Promise<PublishedDeprecation[] | undefined> {
  const top = await gitTop(input.cwd);
  if (!top) return undefined;
  const rel = relative(top, input.snapshotPath).split('\\').join('/');
  const configRel = input.configPath ? relative(top, input.configPath).split('\\').join('/') : undefined;
  const tags = await tagsWithFile(rel, top, await thisRelease(top, rel, input.snapshotPath, input.headText));
  const dates = { ...(await tagDates(top)), ...input.dates };
  const points = tags.map((t) => ({ release: t, date: dates[t] as string | undefined }));
  if (input.base.ref !== undefined && !tags.includes(input.base.ref)) points.push({ release: input.base.ref, date: await commitDay(top, input.base.ref) });
  // A server marker reads as a deprecation under today's policy, whatever the policy was then: the text shipped.
  const markers: Partial<NonNullable<Config['policy']>> = {};
  if (input.config.policy?.deprecatedMetaKey) markers.deprecatedMetaKey = input.config.policy.deprecatedMetaKey;
  if (input.config.policy?.deprecatedDescriptionMarker) markers.deprecatedDescriptionMarker = input.config.policy.deprecatedDescriptionMarker;
  const out: PublishedDeprecation[] = [];
  for (const p of points) {
    if (p.date === undefined || p.date > input.releaseDay) continue;
    let config: Config = {};
    const configText = configRel ? await gitShow(p.release, configRel, top) : undefined;
    if (configText !== undefined) {
      try {
        config = parseConfig(configText, `git:${p.release}:${configRel}`);
      } catch {
        // A config that no longer validates declared nothing this version can read.
      }
    }
    let snapshot: Snapshot | undefined;
    const snapshotText = await gitShow(p.release, rel, top);
    try {
      snapshot = snapshotText === undefined ? undefined : parseSnapshot(snapshotText, `git:${p.release}:${rel}`);
    } catch {
      snapshot = undefined;
    }
    const policy = { ...config.policy, ...markers };
    // That release's own server entry (the snapshot names it) declared its aliases with the shared renames.
    const own = snapshot ? configOfServer(config, snapshot.server) : config;
    for (const d of collectDeprecations({ config: { ...own, policy }, base: snapshot })) {
      out.push({ ref: d.ref, ...(d.surface !== undefined ? { surface: d.surface } : {}), date: p.date, release: p.release });
    }
  }
  return out;
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
