// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.
import { execFile } from 'node:child_process';
import { resolve, relative } from 'node:path';
import { UsageError } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { parseSnapshot, readSnapshot } from './snapshot-file.js';
import { NO_REPLACE_ENV, verifiedFileAt } from './git-objects.js';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function git(args: string[], cwd: string): Promise<GitResult> {
  return new Promise((done) => {
    const env = { ...process.env, ...NO_REPLACE_ENV };
    execFile('git', ['--no-replace-objects', ...args], { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** The repository's top directory, or undefined outside a checkout. */
export async function gitTop(cwd: string): Promise<string | undefined> {
  const r = await git(['rev-parse', '--show-toplevel'], cwd);
  return r.code === 0 ? r.stdout.trim() : undefined;
}

/**
 * The text of PATH (relative to the repo top) at a commit, read object by object from the commit's own id with every
 * object's hash checked; undefined when it is no file there.
 */
export async function gitBlobAt(commit: string, rel: string, top: string): Promise<string | undefined> {
  const id = HEX_ID.test(commit) ? commit : await gitCommit(commit, top);
  if (!id) return undefined;
  return verifiedFileAt(id, rel, top);
}

const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The commit a ref names (full sha), or undefined. */
export async function gitCommit(ref: string, cwd: string): Promise<string | undefined> {
  const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
  return r.code === 0 ? r.stdout.trim() : undefined;
}

/** `REF:PATH` with PATH relative to `cwd`; undefined when the file is absent at REF. */
export async function gitShow(ref: string, path: string, cwd: string): Promise<string | undefined> {
  const top = await gitTop(cwd);
  if (!top) throw new UsageError(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
  const rel = relative(top, resolve(cwd, path)).split('\\').join('/');
  const commit = await gitCommit(ref, top);
  if (!commit) throw new UsageError(`git:${ref}:${path}: no such git ref "${ref}"`);
  return gitBlobAt(commit, rel, top);
}

/** Makes `ref` available in a shallow checkout (actions/checkout fetches one commit by default). */
export async function ensureRef(ref: string, cwd: string): Promise<boolean> {
  if ((await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0) return true;
  const remoteRef = ref.replace(/^origin\//, '');
  await git(['fetch', '--no-tags', '--depth=1', 'origin', `${remoteRef}:refs/remotes/origin/${remoteRef}`], cwd);
  return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0;
}

/** A snapshot side: a file path, or `git:REF:PATH`. */
export async function readSnapshotSpec(spec: string, cwd: string): Promise<Snapshot> {
  if (spec.startsWith('git:')) {
    const rest = spec.slice(4);
    const i = rest.indexOf(':');
    if (i <= 0 || i === rest.length - 1) throw new UsageError(`${spec}: expected git:REF:PATH`);
    const ref = rest.slice(0, i);
    const path = rest.slice(i + 1);
    const text = await gitShow(ref, path, cwd);
    if (text === undefined) throw new UsageError(`${spec}: no file "${path}" at git ref "${ref}"`);
    return parseSnapshot(text, spec);
  }
  return readSnapshot(resolve(cwd, spec), spec);
}
