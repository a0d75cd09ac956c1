// Release history from git tags: the last released snapshot and the dates past versions shipped, for the release gate.
import { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { compareVersions, parseVersion } from '../core/release/release.js';
import { NO_REPLACE_ENV } from './git-objects.js';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', ['--no-replace-objects', ...args], {
    cwd,
    env: { ...process.env, ...NO_REPLACE_ENV },
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
  });
  return stdout;
}

interface Tag {
  name: string;
  /** Unix seconds: the tagger date of an annotated tag, else the commit's committer date. */
  created: number;
}

async function listTags(cwd: string): Promise<Tag[]> {
  const out = await git(cwd, ['for-each-ref', '--format=%(refname:strip=2)%09%(creatordate:unix)', 'refs/tags']);
  return out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const [name, created] = l.split('\t');
      return { name, created: Number(created) };
    });
}

/**
 * Newest first: tags that are semantic versions by version precedence (so `v1.10.0` beats `v1.9.0` and `v2.0.0`
 * beats `v2.0.0-rc.1`), then the other tags by creation date. Ties keep a stable order by name.
 */
export function sortTagsNewestFirst<T extends Tag>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => {
    const va = parseVersion(a.name);
    const vb = parseVersion(b.name);
    if (va && vb) return compareVersions(vb, va) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    if (va) return -1;
    if (vb) return 1;
    return b.created - a.created || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
}

/** `path` (relative to `cwd`, or absolute) as a path from the repository root, with forward slashes. */
async function repoPath(path: string, cwd: string): Promise<string> {
  const top = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  // The work tree may be reached through a symlink (macOS /tmp); compare real paths.
  const [realTop, realAbs] = await Promise.all([realpath(top), realpath(abs).catch(() => abs)]);
  return relative(realTop, realAbs).split(sep).join('/');
}

async function tagHasFile(cwd: string, tag: string, file: string): Promise<boolean> {
  try {
    // `^{}` peels an annotated tag to its commit; `:path` then names the blob in that commit's tree.
    const type = (await git(cwd, ['cat-file', '-t', `refs/tags/${tag}^{}:${file}`])).trim();
    return type === 'blob';
  } catch {
    return false;
  }
}

async function commitOf(cwd: string, rev: string): Promise<string | undefined> {
  try {
    return (await git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The commit a tag points at (annotated tags peeled). */
export async function tagCommit(cwd: string, tag: string): Promise<string | undefined> {
  return commitOf(cwd, `refs/tags/${tag}`);
}

export async function headCommit(cwd: string): Promise<string | undefined> {
  return commitOf(cwd, 'HEAD');
}

/**
 * Tags whose tree contains `path` and that `skip` does not reject, newest first, found lazily (the newest alone needs
 * no look at older tags); none outside a git work tree.
 */
async function* tagsHolding(path: string, cwd: string, skip?: (tag: string) => Promise<boolean>): AsyncGenerator<string> {
  let tags: Tag[];
  let file: string;
  try {
    tags = await listTags(cwd);
    file = await repoPath(path, cwd);
  } catch {
    return;
  }
  for (const tag of sortTagsNewestFirst(tags)) {
    if (!(await tagHasFile(cwd, tag.name, file))) continue;
    if (skip && (await skip(tag.name))) continue;
    yield tag.name;
  }
}

/** Every tag whose tree contains `path` and that `skip` does not reject, newest first; empty outside a git work tree. */
export async function tagsWithFile(path: string, cwd: string, skip?: (tag: string) => Promise<boolean>): Promise<string[]> {
  const out: string[] = [];
  for await (const tag of tagsHolding(path, cwd, skip)) out.push(tag);
  return out;
}

/** YYYY-MM-DD (UTC) of a commit's committer date. */
export async function commitDay(cwd: string, rev: string): Promise<string | undefined> {
  try {
    const out = (await git(cwd, ['log', '-1', '--format=%ct', `${rev}^{commit}`])).trim();
    const n = Number(out);
    return out !== '' && Number.isFinite(n) ? new Date(n * 1000).toISOString().slice(0, 10) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newest tag whose tree contains `path` and that `skip` does not reject, or undefined when none does (or `cwd`
 * is not a git work tree).
 */
export async function latestTagWithFile(path: string, cwd: string, skip?: (tag: string) => Promise<boolean>): Promise<string | undefined> {
  for await (const tag of tagsHolding(path, cwd, skip)) return tag;
  return undefined;
}

/**
 * tag -> YYYY-MM-DD (UTC) of its creation: the tagger date of an annotated tag, else its commit's committer date.
 * Empty outside a git work tree: every version-dated deprecation then reports its age as unknown, naming the version.
 */
export async function tagDates(cwd: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  let tags: Tag[];
  try {
    tags = await listTags(cwd);
  } catch {
    return out;
  }
  for (const tag of tags) {
    if (Number.isFinite(tag.created)) out[tag.name] = new Date(tag.created * 1000).toISOString().slice(0, 10);
  }
  return out;
}
