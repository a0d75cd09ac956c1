// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { UsageError } from '../core/shared/errors.js';

type ObjectType = 'commit' | 'tree' | 'blob';

/**
 * Replace refs (`git replace`) let anyone who can write to the repository's object store make one object read as
 * another; a PR's build can do that to the base snapshot. Every read here sees the objects as committed.
 */
export const NO_REPLACE_ENV = { GIT_NO_REPLACE_OBJECTS: '1' } as const;

/** What `git cat-file --batch` answered for one object: its type and content, or nothing when it has no such object. */
interface RawObject {
  type: string;
  body: Buffer;
}

/**
 * One `git cat-file --batch` for the objects of one file read (a commit, a tree per directory level, the blob): one
 * process instead of one per object. Asked one object at a time, since each id comes from the object before it.
 */
class ObjectReader {
  private readonly child;
  /** What git wrote and this reader has not consumed yet, joined only when a read needs it whole. */
  private chunks: Buffer[] = [];
  private length = 0;
  private waiting?: () => void;
  private ended = false;

  constructor(top: string) {
    this.child = spawn('git', ['--no-replace-objects', 'cat-file', '--batch'], {
      cwd: top,
      env: { ...process.env, ...NO_REPLACE_ENV },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.length += chunk.length;
      this.wake();
    });
    const end = (): void => {
      this.ended = true;
      this.wake();
    };
    this.child.stdout.on('end', end);
    this.child.on('error', end);
    this.child.stdin.on('error', () => undefined);
  }

  private wake(): void {
    const w = this.waiting;
    this.waiting = undefined;
    w?.();
  }

  /** At least `bytes` buffered, or false once git has ended without them. */
  private async have(bytes: number): Promise<boolean> {
    while (this.length < bytes) {
      if (this.ended) return false;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
    return true;
  }

  private joined(): Buffer {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.length)];
    return this.chunks[0];
  }

  private consume(bytes: number): Buffer {
    const all = this.joined();
    this.chunks = bytes < all.length ? [all.subarray(bytes)] : [];
    this.length -= bytes;
    return all.subarray(0, bytes);
  }

  private async headerLine(): Promise<string | undefined> {
    for (;;) {
      const nl = this.length === 0 ? -1 : this.joined().indexOf(10);
      if (nl >= 0) return this.consume(nl + 1).toString('latin1', 0, nl);
      if (this.length > MAX_HEADER || !(await this.have(this.length + 1))) return undefined;
    }
  }

  /** The object `id` as git stores it; undefined when git has none by that id, or it is too large to read. */
  async read(id: string): Promise<RawObject | undefined> {
    if (this.ended) return undefined;
    this.child.stdin.write(`${id}\n`);
    const header = await this.headerLine();
    // `<id> <type> <size>`, or `<id> missing` (also for what is not a full id of an object here).
    const m = header === undefined ? null : /^([0-9a-f]+) ([a-z]+) (\d+)$/.exec(header);
    if (!m || m[1] !== id) return undefined;
    const size = Number(m[3]);
    if (size > MAX_OBJECT_BYTES || !(await this.have(size + 1))) return undefined;
    const body = Buffer.from(this.consume(size + 1).subarray(0, size));
    return { type: m[2], body };
  }

  close(): void {
    this.child.stdin.end();
    this.child.stdout.destroy();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}

/** No snapshot, config or tree comes near this; a larger object is refused rather than held in memory. */
const MAX_OBJECT_BYTES = 256 * 1024 * 1024;
/** `<64 hex> <type> <size>`: anything longer than this before a newline is not a header git writes. */
const MAX_HEADER = 200;

const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

async function readObject(reader: ObjectReader, type: ObjectType, id: string, top: string): Promise<Buffer> {
  const object = await reader.read(id);
  if (object === undefined || object.type !== type) throw new UsageError(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
  const body = object.body;
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
  const reader = new ObjectReader(top);
  try {
    return await fileAt(reader, commit, rel, top);
  } finally {
    reader.close();
  }
}

async function fileAt(reader: ObjectReader, commit: string, rel: string, top: string): Promise<string | undefined> {
  const idBytes = commit.length / 2;
  const head = (await readObject(reader, 'commit', commit, top)).toString('latin1');
  const m = /^tree ([0-9a-f]+)\n/.exec(head);
  if (!m) throw new UsageError(`git commit ${commit.slice(0, 12)} names no tree`);
  let tree = m[1];
  const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
  for (let i = 0; i < segments.length; i++) {
    const entry = findEntry(await readObject(reader, 'tree', tree, top), segments[i], idBytes);
    if (!entry) return undefined;
    const last = i === segments.length - 1;
    if (!last) {
      if (entry.mode !== '40000') return undefined;
      tree = entry.id;
      continue;
    }
    if (entry.mode === '120000') throw new UsageError(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
    if (!entry.mode.startsWith('100')) return undefined;
    return (await readObject(reader, 'blob', entry.id, top)).toString('utf8');
  }
  return undefined;
}
