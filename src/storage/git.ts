// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.
import { execFile } from 'node:child_process';
import { resolve, relative } from 'node:path';
import { UsageError } from '../core/errors.js';
import type { Snapshot } from '../core/model.js';
import { parseSnapshot, readSnapshot } from './snapshot-file.js';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function git(args: string[], cwd: string): Promise<GitResult> {
  return new Promise((done) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
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

/** `git show REF:PATH` with PATH relative to the repo top; undefined when the file is absent at REF. */
export async function gitShow(ref: string, path: string, cwd: string): Promise<string | undefined> {
  const top = await gitTop(cwd);
  if (!top) throw new UsageError(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
  const rel = relative(top, resolve(cwd, path)).split('\\').join('/');
  const verify = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], top);
  if (verify.code !== 0) throw new UsageError(`git:${ref}:${path}: no such git ref "${ref}"`);
  const r = await git(['show', `${ref}:${rel}`], top);
  return r.code === 0 ? r.stdout : undefined;
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
