// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { stableStringify } from '../core/canonical.js';
import { UsageError } from '../core/errors.js';
import type { JsonValue, Snapshot } from '../core/model.js';
import { SNAPSHOT_FORMAT } from '../core/model.js';
import { SCHEMAS, describeErrors, parseJsonText, validator } from './schemas.js';

export function parseSnapshot(text: string, label: string): Snapshot {
  const value = parseJsonText(text, label);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const format = (value as { format?: unknown }).format;
    if (typeof format === 'string' && format !== SNAPSHOT_FORMAT) {
      const m = /^mcp-contract\/(\d+)$/.exec(format);
      if (m && Number(m[1]) > 1)
        throw new UsageError(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
      throw new UsageError(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${SNAPSHOT_FORMAT}")`);
    }
  }
  const validate = validator('snapshot', SCHEMAS.snapshot);
  if (!validate(value)) throw new UsageError(`${label}: ${describeErrors(validate.errors)}`);
  return value as Snapshot;
}

/** `label` names the file in errors as the user wrote it (default the path). */
export async function readSnapshot(path: string, label = path): Promise<Snapshot> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code ?? (e as Error).message})`);
  }
  return parseSnapshot(text, label);
}

export function serializeSnapshot(snapshot: Snapshot): string {
  return stableStringify(snapshot as unknown as JsonValue);
}

/** Writes through a temp file in the same directory and renames it over the target. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export async function writeSnapshot(path: string, snapshot: Snapshot): Promise<void> {
  await writeFileAtomic(path, serializeSnapshot(snapshot));
}
