// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { UsageError } from '../core/shared/errors.js';

type ObjectType = 'commit' | 'tree' | 'blob';

function catFile(type: ObjectType, id: string, top: string): Promise<Buffer | undefined> {
  return new Promise((done) => {
    execFile(
      'git',
      ['--no-replace-objects', 'cat-file', type, id],
      { cwd: top, env: { ...process.env, GIT_NO_REPLACE_OBJECTS: '1' }, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' },
      (err, stdout) => done(err ? undefined : stdout),
    );
  });
}

const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

async function readObject(type: ObjectType, id: string, top: string): Promise<Buffer> {
  const body = await catFile(type, id, top);
  if (body === undefined) throw new UsageError(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
  const algorithm = id.length === 64 ? 'sha256' : 'sha1';
  const actual = createHash(algorithm).update(`${type} ${body.length}\0`).update(body).digest('hex');
  if (actual !== id)
    throw new UsageError(`git object ${id.slice(0, 12)} (${type}) does not hash to its id: the repository's object store was altered, so nothing read from it can be trusted`);
  return body;
}

interface TreeEntry {
  mode: string;
  id: string;
}

function findEntry(tree: Buffer, name: string, idBytes: number): TreeEntry | undefined {
  const wanted = Buffer.from(name, 'utf8');
  let pos = 0;
  while (pos < tree.length) {
    const space = tree.indexOf(0x20, pos);
    const nul = tree.indexOf(0x00, space + 1);
    if (space < 0 || nul < 0 || nul + 1 + idBytes > tree.length) throw new UsageError('git tree object is malformed');
    const mode = tree.subarray(pos, space).toString('latin1');
    const entryName = tree.subarray(space + 1, nul);
    const id = tree.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
    if (entryName.equals(wanted)) return { mode, id };
    pos = nul + 1 + idBytes;
  }
  return undefined;
}

/**
 * The content of `rel` (repository-relative, forward slashes) at `commit` (a full object id), every object on the way
 * verified. Undefined when no such file is there; a symlink there is refused (its target is not the file's content).
 */
export async function verifiedFileAt(commit: string, rel: string, top: string): Promise<string | undefined> {
  if (!HEX_ID.test(commit)) throw new UsageError(`git: "${commit}" is not a full object id`);
  const idBytes = commit.length / 2;
  const head = (await readObject('commit', commit, top)).toString('latin1');
  const m = /^tree ([0-9a-f]+)\n/.exec(head);
  if (!m) throw new UsageError(`git commit ${commit.slice(0, 12)} names no tree`);
  let tree = m[1];
  const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
  for (let i = 0; i < segments.length; i++) {
    const entry = findEntry(await readObject('tree', tree, top), segments[i], idBytes);
    if (!entry) return undefined;
    const last = i === segments.length - 1;
    if (!last) {
      if (entry.mode !== '40000') return undefined;
      tree = entry.id;
      continue;
    }
    if (entry.mode === '120000') throw new UsageError(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
    if (!entry.mode.startsWith('100')) return undefined;
    return (await readObject('blob', entry.id, top)).toString('utf8');
  }
  return undefined;
}
