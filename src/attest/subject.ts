// The statement's subject: the released artifact as its registry records it. An npm tarball by its sha512 (npm's
// `dist.integrity`), a PyPI file or an MCPB bundle by its sha256, an image by its manifest digest, and a remote
// server, which ships no artifact, by its canonical URL with the surface digest.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Subject } from '../core/attest/predicate.js';
import { UsageError } from '../core/shared/errors.js';

export type ArtifactSpec = { kind: 'file'; path: string; purl?: string } | { kind: 'image'; ref: string } | { kind: 'remote'; url: string };

/** npm's `sha512-<base64>` integrity as the hex digest an in-toto subject carries. */
export function integrityHex(integrity: string): string | undefined {
  const m = /^sha512-([A-Za-z0-9+/=]+)$/.exec(integrity.trim());
  return m ? Buffer.from(m[1], 'base64').toString('hex') : undefined;
}

/** The canonical form of a remote server's URL: lower-case scheme and host, no default port, no trailing slash. */
export function canonicalUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UsageError(`--remote ${url}: not a URL`);
  }
  if (u.username || u.password || u.search || u.hash) throw new UsageError(`--remote ${url}: a remote server's URL carries no credentials, query or fragment`);
  return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
}

export async function subjectOf(spec: ArtifactSpec, surfaceDigest: string): Promise<Subject> {
  if (spec.kind === 'remote') return { name: canonicalUrl(spec.url), digest: { sha256: surfaceDigest.replace(/^sha256:/, '') } };
  if (spec.kind === 'image') {
    const m = /^(.+)@sha256:([0-9a-f]{64})$/.exec(spec.ref);
    if (!m) throw new UsageError(`--image ${spec.ref}: name the image by its digest (NAME@sha256:...): a tag can be pushed again with other content`);
    return { name: m[1], digest: { sha256: m[2] } };
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(spec.path);
  } catch (e) {
    throw new UsageError(`--artifact ${spec.path}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
  const digest: Record<string, string> = { sha256: createHash('sha256').update(bytes).digest('hex') };
  // npm records the tarball's sha512; PyPI and MCPB files are named by their sha256.
  if (spec.path.endsWith('.tgz')) digest.sha512 = createHash('sha512').update(bytes).digest('hex');
  return { name: spec.purl ?? basename(spec.path), digest };
}
