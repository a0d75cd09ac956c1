// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).
import { lstat, mkdir, open, realpath, rename, rm, type FileHandle } from 'node:fs/promises';
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readFileSync, readSync, type Stats } from 'node:fs';
import { dirname, basename, isAbsolute, join, relative } from 'node:path';
import { digestOf, sortKeys, stableStringify } from '../core/shared/canonical.js';
import { stablePieces } from '../core/shared/stable-pieces.js';
import { UsageError, WriteError } from '../core/shared/errors.js';
import { jsonEqual, jsonEqualWith } from '../core/shared/json.js';
import type { Capability, EraObservation, JsonObject, JsonValue, ProtocolEra, ProtocolObservation, Snapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { READABLE_SNAPSHOT_FORMATS, SNAPSHOT_FORMAT } from '../core/shared/model.js';
import { withoutIdentity } from '../core/identity/identity.js';
import { SNAPSHOT_VALIDATOR, describeErrors, parseJsonText } from './schemas.js';

/** The format number this build writes: a file with a higher one was written by a newer mcp-contract. */
const FORMAT_NUMBER = Number(SNAPSHOT_FORMAT.slice(SNAPSHOT_FORMAT.lastIndexOf('/') + 1));

export function parseSnapshot(text: string, label: string): Snapshot {
  const value = parseSnapshotJson(text, label);
  assertSnapshot(value, label);
  return value;
}

/**
 * The JSON of a snapshot file, its format checked (a newer mcp-contract's file says to upgrade) but nothing else:
 * assertSnapshot validates it.
 */
export function parseSnapshotJson(text: string, label: string): unknown {
  const value = parseJsonText(text, label);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const format = (value as { format?: unknown }).format;
    if (typeof format === 'string' && !READABLE_SNAPSHOT_FORMATS.includes(format)) {
      const m = /^mcp-contract\/(\d+)$/.exec(format);
      if (m && Number(m[1]) > FORMAT_NUMBER)
        throw new UsageError(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
      throw new UsageError(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${SNAPSHOT_FORMAT}")`);
    }
  }
  return value;
}

/** Throws UsageError naming `label` and the first error where `value` is no valid snapshot. */
export function assertSnapshot(value: unknown, label: string): asserts value is Snapshot {
  const validate = SNAPSHOT_VALIDATOR;
  if (!validate(value)) throw new UsageError(`${label}: ${describeErrors(validate.errors)}`);
}

/**
 * `label` names the file in errors as the user wrote it (default the path). The reads are synchronous: a snapshot is
 * one small file, and four round trips through libuv's thread pool (lstat, open, read, close) were a third of an
 * in-process check's time (issue 29), more on a loaded machine.
 */
export async function readSnapshot(path: string, label = path): Promise<Snapshot> {
  return parseSnapshot(readSnapshotText(path, label), label);
}

/** The text of the snapshot file at `path`: a regular file, never read through a symbolic link. */
export function readSnapshotText(path: string, label = path): string {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (e) {
    throw unreadable(e, label);
  }
  return regularText(path, label, st);
}

/**
 * The bytes of the snapshot file at `path` as readSnapshotText reads it, or undefined where `existsSync(path)` is false
 * (no entry, a link to nothing, a directory on the way that cannot be searched). Undecoded, and read into `into` when
 * it is large enough (the result is then a view of it, valid until the next read into it): a caller that checks the
 * same file again and again compares the bytes with those it kept, and allocates and decodes nothing while they are
 * the same. A regular file opened without following a link takes four system calls (open, fstat, one read, close);
 * any other outcome of the open (no entry, a link, a permission) takes the lstat-first path, which says what it is.
 */
export function readSnapshotBytesIfAny(path: string, label = path, into?: Buffer): Buffer | undefined {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO planted at the path opens at once (and is refused below) instead of waiting for a writer.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return slowBytesIfAny(path, label);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new UsageError(`${label}: is not a regular file`);
    return readAll(fd, into && into.length > st.size ? into : Buffer.allocUnsafe(st.size + 1));
  } catch (e) {
    throw e instanceof UsageError ? e : unreadable(e, label);
  } finally {
    closeSync(fd);
  }
}

/**
 * The rest of an open regular file, read into `buf` (larger than the file's size): a read shorter than asked for is
 * its end, so one read takes it all.
 */
function readAll(fd: number, buf: Buffer): Buffer {
  let n = 0;
  for (;;) {
    const asked = buf.length - n;
    const got = readSync(fd, buf, n, asked, null);
    n += got;
    if (got < asked) return buf.subarray(0, n);
    // The file grew while it was read: read on into a larger buffer.
    const larger = Buffer.allocUnsafe(buf.length * 2);
    buf.copy(larger, 0, 0, n);
    buf = larger;
  }
}

function slowBytesIfAny(path: string, label: string): Buffer | undefined {
  let st: Stats | undefined;
  try {
    st = lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  if (st === undefined || (st.isSymbolicLink() && !existsSync(path))) return undefined;
  return Buffer.from(regularText(path, label, st), 'utf8');
}

function regularText(path: string, label: string, st: Stats): string {
  // A pull request can commit a symlink where the snapshot should be: reading through it would print the start of
  // any file the runner can read (the parse error quotes it). Only a regular file is a snapshot.
  if (st.isSymbolicLink()) throw new UsageError(`${label}: is a symbolic link; a snapshot must be a regular file`);
  if (!st.isFile()) throw new UsageError(`${label}: is not a regular file`);
  try {
    const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      return readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    throw unreadable(e, label);
  }
}

function unreadable(e: unknown, label: string): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  return new UsageError(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symbolic link' : code ?? (e as Error).message})`);
}

export function serializeSnapshot(snapshot: Snapshot): string {
  return stableStringify(snapshot as unknown as JsonValue);
}

const WRITE_REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  ENOENT: 'the directory does not exist',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'a symbolic link is in the way',
  EEXIST: 'a part of the path exists and is not a directory',
};

/**
 * Writes through a temp file in the same directory and renames it over the target. The target is never a symbolic
 * link (rename would replace the link, but refusing says so); the temp file is created exclusively, so a link planted
 * under its name is not followed. Any failure is one line naming the file, exit 5. `mode` is the file's from its
 * creation (0600 for a file holding secrets: never readable by others, not even between the write and a chmod).
 */
export async function writeFileAtomic(path: string, text: string | Iterable<string>, root?: string, mode = 0o644): Promise<void> {
  const fail = (e: unknown): never => {
    if (e instanceof WriteError) throw e;
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new WriteError(`cannot write ${path}: ${WRITE_REASONS[code] ?? (e as Error).message}${code ? ` (${code})` : ''}`);
  };
  try {
    const st = await lstat(path).catch(() => undefined);
    if (st?.isSymbolicLink()) throw new WriteError(`cannot write ${path}: it is a symbolic link; remove it or write elsewhere`);
    await mkdir(dirname(path), { recursive: true });
    if (root !== undefined) {
      // A directory on the way may be a symbolic link committed by a pull request: the real place must stay inside.
      const rel = relative(await realpath(root), await realpath(dirname(path)));
      if (rel.startsWith('..') || isAbsolute(rel)) throw new WriteError(`cannot write ${path}: a symbolic link leads its directory outside ${root}`);
    }
  } catch (e) {
    fail(e);
  }
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const fh = await open(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), mode);
    try {
      await (typeof text === 'string' ? writeText(fh, text) : writePieces(fh, text));
    } finally {
      await fh.close();
    }
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    fail(e);
  }
}

/** Characters encoded at a time by writeText. */
const WRITE_CHUNK = 1 << 20;

/**
 * `text` as UTF-8, encoded a slice at a time: `writeFile(text)` encodes it whole first, and a 5,000-tool snapshot's
 * 16 MB of text then held as much again in one buffer at the capture's peak (issue 55: peak RSS against a bare
 * client). A slice never ends between the two halves of a surrogate pair, which would encode as two U+FFFD.
 * `scratch`: a buffer to encode into when it holds a slice (writePieces lends its own), else one is allocated.
 */
export async function writeText(fh: FileHandle, text: string, chunk = WRITE_CHUNK, scratch?: Buffer): Promise<void> {
  // One buffer for every slice (a UTF-16 unit is at most 3 bytes of UTF-8, a pair 4 for 2): a fresh one per slice
  // is external memory the collector leaves alone, and sixteen of them were the whole copy again.
  const needed = Math.min(text.length, chunk + 1) * 3;
  const buffer = scratch !== undefined && scratch.length >= needed ? scratch : Buffer.allocUnsafe(needed);
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + chunk);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))) end += end - i > 1 ? -1 : 1;
    const bytes = buffer.subarray(0, buffer.write(text.slice(i, end), 0, 'utf8'));
    for (let at = 0; at < bytes.length; ) at += (await fh.write(bytes, at)).bytesWritten;
    i = end;
  }
}

/**
 * Bytes gathered by writePieces before each write. Every byte of it is touched as a large file goes through, so it
 * counts in full at the peak: 3 MiB cost a 5,000-tool snapshot 2 to 4 MB more peak RSS than a buffer this size, and
 * the 64 writes of its 16 MB instead of 6 made no difference to the write's time that runs on this loaded machine
 * could tell (issue 55).
 */
const PIECES_BUFFER = 256 * 1024;

/**
 * The pieces' text as UTF-8, gathered into one reused buffer and written each time it fills: the whole text is never
 * held (a piece larger than the buffer is written by writeText, through the same buffer). A piece is a whole JSON
 * value or punctuation, so no surrogate pair is split between two pieces.
 */
export async function writePieces(fh: FileHandle, pieces: Iterable<string>, size = PIECES_BUFFER): Promise<void> {
  const buffer = Buffer.allocUnsafe(size);
  let used = 0;
  const flush = async (): Promise<void> => {
    for (let at = 0; at < used; ) at += (await fh.write(buffer, at, used - at)).bytesWritten;
    used = 0;
  };
  for (const piece of pieces) {
    // A UTF-16 unit is at most 3 bytes of UTF-8: a piece that may not fit what is left goes after a flush.
    if (used + piece.length * 3 > size) await flush();
    if (piece.length * 3 > size) await writeText(fh, piece, Math.max(1, Math.floor(size / 3) - 1), buffer);
    else used += buffer.write(piece, used, 'utf8');
  }
  await flush();
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
export async function writeSnapshot(path: string, snapshot: Snapshot, root?: string): Promise<void> {
  await writeFileAtomic(path, stablePieces(snapshot as unknown as JsonValue), root);
}

/**
 * writeSnapshot for a snapshot the CLI captured and wrote untouched: each definition buildCapability wrote key-sorted
 * is written without walking it again (about half of writing a 5,000-tool snapshot, issue 55). The public writeSnapshot
 * sorts every definition, since a library caller may have edited one after its capture.
 */
export async function writeCapturedSnapshot(path: string, snapshot: Snapshot, root?: string): Promise<void> {
  await writeFileAtomic(path, stablePieces(snapshot as unknown as JsonValue, true), root);
}

/**
 * Whether a committed snapshot already says what a live capture says. A snapshot written before format 2 records no
 * protocol eras: it matches when everything else does, so upgrading mcp-contract alone never fails a check.
 */
export function sameSnapshot(withCode: Snapshot, liveWithCode: Snapshot): boolean {
  // The launch identity is evidence beside the contract, not part of it: code changes are reported as a note.
  const committed = withoutIdentity(withCode);
  return serializeSnapshot(committed) === serializeSnapshot(readAs(withoutIdentity(liveWithCode), committed.format));
}

/** `snapshot` as a file of `format` records it: against a file written before format 2, without the eras it could not record. */
function readAs(snapshot: Snapshot, format: string | undefined): Snapshot {
  if (format !== 'mcp-contract/1') return snapshot;
  const surfaces: Snapshot['surfaces'] = {};
  for (const [name, s] of Object.entries(snapshot.surfaces)) {
    const { protocol: _protocol, ...rest } = s;
    surfaces[name] = rest;
  }
  return { ...snapshot, format: 'mcp-contract/1', surfaces };
}

/** A surface's eras without the transport each was reached over: how the capture got there, not what it found. */
function withoutTransports(surface: SurfaceSnapshot): SurfaceSnapshot {
  if (!surface.protocol) return surface;
  const eras: ProtocolObservation['eras'] = {};
  for (const [era, seen] of Object.entries(surface.protocol.eras) as [ProtocolEra, EraObservation][]) {
    const { transport: _transport, ...rest } = seen;
    eras[era] = rest;
  }
  return { ...surface, protocol: { ...surface.protocol, eras } };
}

/**
 * The contract alone, without how it was observed: the launch identity and each era's transport are gone, so a server
 * captured in this process (no transport, no launch) and the same server captured from its command compare equal.
 */
export function withoutObservation(snapshot: Snapshot): Snapshot {
  const surfaces: Snapshot['surfaces'] = {};
  for (const [name, s] of Object.entries(snapshot.surfaces)) surfaces[name] = withoutTransports(s);
  return { ...withoutIdentity(snapshot), surfaces };
}

/**
 * Whether two snapshots hold the same contract, however each was observed (in this process, over stdio or HTTP).
 * sameSnapshot is stricter: `check` keeps a committed file equal to what `mcp-contract snapshot` writes today.
 */
export function sameContract(committed: Snapshot, live: Snapshot): boolean {
  return sameContractAs(contractOf(committed), committed.format, live);
}

/**
 * What sameContract compares of a snapshot: the contract alone (withoutObservation). `against` is the committed
 * snapshot's format when `snapshot` is the live side: against a file written before format 2, the eras it could not
 * record are left out (sameSnapshot's rule).
 */
export function contractOf(snapshot: Snapshot, against?: string): Snapshot {
  return readAs(withoutObservation(snapshot), against);
}

/**
 * sameContract with the committed side's contractOf already made (a file checked again and again keeps it): equal
 * when both write the same key-sorted JSON, found by jsonEqual's walk (it writes no text), or by the texts where only
 * they can tell (a key set to undefined, which no text writes). With `trueDigests` (the committed capabilities whose
 * digest holds, and `live` captured here, so that every digest of it holds), a capability of each with the same digest
 * has the same definition, which is then not walked: the definitions were most of what a repeated check compared.
 */
export function sameContractAs(committedContract: Snapshot, committedFormat: string, live: Snapshot, trueDigests?: WeakSet<Capability>): boolean {
  const seen = contractOf(live, committedFormat);
  const a = committedContract as unknown as JsonValue;
  const b = seen as unknown as JsonValue;
  const equal = trueDigests ? jsonEqualWith(a, b, (x, y) => sameByDigest(x, y, trueDigests)) : jsonEqual(a, b);
  return equal || contractText(committedContract) === contractText(seen);
}

/** Settles a committed capability whose digest holds against its live counterpart: equal digests, equal definitions. */
function sameByDigest(x: JsonObject, y: JsonObject, trueDigests: WeakSet<Capability>): boolean | undefined {
  if (!trueDigests.has(x as unknown as Capability) || typeof x.digest !== 'string' || x.digest !== y.digest) return undefined;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  // The digest stands for the definition only: every other member is still compared.
  return keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && (k === 'definition' || jsonEqual(x[k], y[k])));
}

/**
 * The capabilities of `snapshot` whose digest is what their definition and origin hash to (digestOf; the capture binds
 * a digest to the name the server gives itself, else to the snapshot's). A digest that does not hold (a file edited
 * by hand, a lossless digest beside its display form) is left out, and its definition is compared member by member.
 */
export function capabilitiesWithTrueDigests(snapshot: Snapshot): WeakSet<Capability> {
  const held = new WeakSet<Capability>();
  for (const [surface, s] of Object.entries(snapshot.surfaces)) {
    const named = s.server?.serverInfo.name;
    const origin = { server: typeof named === 'string' ? named : snapshot.server, surface };
    for (const kind of Object.values(s.kinds)) {
      for (const item of kind?.items ?? []) if (digestOf(item.definition, origin) === item.digest) held.add(item);
    }
  }
  return held;
}

function contractText(contract: Snapshot): string {
  return JSON.stringify(sortKeys(contract as unknown as JsonValue));
}
