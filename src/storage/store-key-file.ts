// The guard store's key file: read (and created, 0600, on first use) beside the store. Here rather than in the guard
// so that the audit log (src/audit), which the guard writes through, can derive its own key from it without a cycle.
//
// What this holds, exactly: an upstream running as ANOTHER user (`guard --run-as`) can neither read the key nor write
// the store (the directory is 0700), so it cannot approve anything. An upstream running as the SAME user can read
// the key like any of that user's files: the signature then only stops an edit made without reading it. Run the
// upstream as another user (or in a sandbox that hides the store directory) when it is not trusted.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../core/shared/errors.js';

export interface StoreKey {
  readonly bytes: Buffer;
}

export const KEY_FILE = '.guard-key';

/** Reads the store directory's key, creating it (0600) on first use. */
export async function storeKey(dir: string): Promise<StoreKey> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, KEY_FILE);
  if (!(await lstat(path).catch(() => undefined))) await createKey(dir, path);
  const st = await lstat(path);
  if (st.isSymbolicLink() || !st.isFile()) throw new UsageError(`${path}: the store key is not a regular file; refused`);
  if (process.platform !== 'win32' && (st.mode & 0o077) !== 0) throw new UsageError(`${path}: the store key is readable by other users (mode ${(st.mode & 0o777).toString(8)}); chmod 600 it`);
  const hex = (await readFile(path, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new UsageError(`${path}: the store key is damaged (expected 64 hex digits)`);
  return { bytes: Buffer.from(hex, 'hex') };
}

/** Written whole under a private name, then linked into place: a concurrent reader never sees a half-written key. */
async function createKey(dir: string, path: string): Promise<void> {
  const tmp = join(dir, `.guard-key.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fh = await open(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
    try {
      await fh.writeFile(randomBytes(32).toString('hex'), 'utf8');
    } finally {
      await fh.close();
    }
    // A concurrent creator may have won: its key stands.
    await link(tmp, path).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
  } catch (e) {
    throw new UsageError(`${path}: cannot create the store key (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}
