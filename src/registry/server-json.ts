// server.json as the MCP Registry defines it (schema 2025-09-29 and later): read the fields the checks rely on,
// and write our pointer into the publisher-provided `_meta` without touching anything else in the file.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../core/shared/errors.js';
import { PUBLISHER_META, PUBLISHER_META_LIMIT, POINTER_KEY, isPointer, type SurfacePointer } from './pointer.js';

export interface RegistryPackage {
  registryType: string;
  identifier: string;
  version: string;
  registryBaseUrl?: string;
  fileSha256?: string;
}

export interface ServerJson {
  name: string;
  version: string;
  repository?: { url: string; source?: string };
  packages: RegistryPackage[];
  remotes: Array<{ type: string; url: string }>;
  pointer?: SurfacePointer;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The fields we rely on, or one line naming the file and field that is wrong. */
export function readServerJson(doc: unknown, where: string): ServerJson {
  if (!isRecord(doc)) throw new UsageError(`${where}: not a JSON object`);
  if (typeof doc.name !== 'string' || !/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/.test(doc.name)) throw new UsageError(`${where}: name must be a registry name like io.github.owner/server`);
  if (typeof doc.version !== 'string' || doc.version === '') throw new UsageError(`${where}: version is missing`);
  const packages: RegistryPackage[] = [];
  for (const [i, p] of (Array.isArray(doc.packages) ? doc.packages : []).entries()) {
    if (!isRecord(p) || typeof p.registryType !== 'string' || typeof p.identifier !== 'string' || typeof p.version !== 'string')
      throw new UsageError(`${where}: packages[${i}] needs registryType, identifier and version`);
    packages.push({
      registryType: p.registryType,
      identifier: p.identifier,
      version: p.version,
      ...(typeof p.registryBaseUrl === 'string' ? { registryBaseUrl: p.registryBaseUrl } : {}),
      ...(typeof p.fileSha256 === 'string' ? { fileSha256: p.fileSha256 } : {}),
    });
  }
  const remotes = (Array.isArray(doc.remotes) ? doc.remotes : []).filter(isRecord).flatMap((r) => (typeof r.type === 'string' && typeof r.url === 'string' ? [{ type: r.type, url: r.url }] : []));
  const repo = isRecord(doc.repository) && typeof doc.repository.url === 'string' ? { url: doc.repository.url, ...(typeof doc.repository.source === 'string' ? { source: doc.repository.source } : {}) } : undefined;
  const meta = isRecord(doc._meta) ? doc._meta[PUBLISHER_META] : undefined;
  const pointer = isRecord(meta) ? meta[POINTER_KEY] : undefined;
  return { name: doc.name, version: doc.version, packages, remotes, ...(repo ? { repository: repo } : {}), ...(isPointer(pointer) ? { pointer } : {}) };
}

export async function loadServerJson(path: string, shown: string): Promise<{ doc: Record<string, unknown>; server: ServerJson }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(`${shown}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UsageError(`${shown}: not valid JSON`);
  }
  return { doc: doc as Record<string, unknown>, server: readServerJson(doc, shown) };
}

/** server.json with the pointer set under our key; refuses when the publisher-provided object would pass 4 KB. */
export function withPointer(doc: Record<string, unknown>, pointer: SurfacePointer, shown: string): Record<string, unknown> {
  const meta = isRecord(doc._meta) ? doc._meta : {};
  const provided = isRecord(meta[PUBLISHER_META]) ? meta[PUBLISHER_META] : {};
  const next = { ...provided, [POINTER_KEY]: pointer };
  const size = Buffer.byteLength(JSON.stringify(next), 'utf8');
  if (size > PUBLISHER_META_LIMIT) throw new UsageError(`${shown}: _meta["${PUBLISHER_META}"] would be ${size} bytes with the pointer, over the registry's ${PUBLISHER_META_LIMIT}-byte limit`);
  return { ...doc, _meta: { ...meta, [PUBLISHER_META]: next } };
}
