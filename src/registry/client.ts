// Reading the MCP Registry and a package registry over HTTP, only at the URLs the user (or the entry they chose to
// trust) names. Each answer is bounded in size and time; a failure is one line naming the URL.
import { createHash } from 'node:crypto';
import { UsageError } from '../core/shared/errors.js';
import { withoutUrlCredentials } from '../core/shared/secrets.js';
import { readServerJson, type ServerJson } from './server-json.js';

const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

/** A fetch that failed; its message never carries a URL's credentials (the user's registry URL may hold a token). */
export class FetchError extends Error {
  constructor(message: string) {
    super(withoutUrlCredentials(message));
  }
}

/** How many redirects a followed fetch takes before it gives up (GitHub's asset download takes one). */
const MAX_HOPS = 5;

/**
 * A JSON answer from `url`, its body counted in bytes as it streams and refused past MAX_BYTES (a large
 * content-length is refused before any of it is read). Redirects are refused unless `follow` is set: then up to
 * MAX_HOPS are taken, each to https (or http on loopback, where the test stand-ins listen); a redirect to any other
 * scheme ends the fetch. Only for documents whose content is checked against a digest read elsewhere (a release's
 * bundle, against its pointer's digest), so where the bytes came from does not decide what they prove.
 */
export async function fetchJson(url: string, opts: { follow?: boolean } = {}): Promise<{ status: number; body: unknown }> {
  const res = await openFollowing(url, opts.follow === true);
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status, body: undefined };
  }
  const text = await readBounded(url, res);
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    throw new FetchError(`${url}: the answer is not JSON`);
  }
}

async function openFollowing(url: string, follow: boolean): Promise<Response> {
  let at = url;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(at, { headers: { accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      throw new FetchError(`${url}: ${(e as Error).message.split('\n')[0]}`);
    }
    if (res.status < 300 || res.status > 399 || res.status === 304) return res;
    await res.body?.cancel().catch(() => undefined);
    const location = res.headers.get('location');
    if (!follow) throw new FetchError(`${url}: redirected (${res.status}), and this answer is only read where it was asked for`);
    if (hop >= MAX_HOPS) throw new FetchError(`${url}: more than ${MAX_HOPS} redirects`);
    const next = location === null ? undefined : safeUrl(location, at);
    if (next === undefined) throw new FetchError(`${url}: redirected (${res.status}) to ${location === null ? 'no location' : JSON.stringify(location.slice(0, 200))}, which is neither https nor loopback http`);
    at = next;
  }
}

/** A loopback host as URL gives it (IPv6 in brackets): the only place plain http may be followed to. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** `location` resolved against `from`, when it is https or http to a loopback host; undefined otherwise. */
function safeUrl(location: string, from: string): string | undefined {
  let u: URL;
  try {
    u = new URL(location, from);
  } catch {
    return undefined;
  }
  if (u.protocol === 'https:') return u.href;
  return u.protocol === 'http:' && LOOPBACK.test(u.hostname) ? u.href : undefined;
}

/** The body as text, counted in bytes while it streams; past MAX_BYTES the download is cut and refused. */
async function readBounded(url: string, res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > MAX_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw new FetchError(`${url}: answer over ${MAX_BYTES} bytes (content-length ${declared})`);
  }
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch (e) {
      throw new FetchError(`${url}: ${(e as Error).message.split('\n')[0]}`);
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new FetchError(`${url}: answer over ${MAX_BYTES} bytes`);
    }
    chunks.push(step.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface RegistryEntry {
  url: string;
  doc: Record<string, unknown>;
  server: ServerJson;
  /** active, deprecated or deleted (the registry's official _meta); undefined when the registry gives none. */
  status?: string;
  statusMessage?: string;
}

const OFFICIAL = 'io.modelcontextprotocol.registry/official';

/** `NAME@VERSION` split at the last @ (names hold none; versions never start with one). */
export function parseRegistryRef(ref: string): { name: string; version: string } {
  const at = ref.lastIndexOf('@');
  if (at <= 0 || at === ref.length - 1) throw new UsageError(`--registry ${ref}: expected NAME@VERSION (e.g. io.github.owner/server@1.2.0)`);
  return { name: ref.slice(0, at), version: ref.slice(at + 1) };
}

export async function fetchEntry(base: string, name: string, version: string): Promise<RegistryEntry | { url: string; missing: number }> {
  const url = `${base.replace(/\/+$/, '')}/v0.1/servers/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}`;
  const r = await fetchJson(url);
  if (r.body === undefined) return { url, missing: r.status };
  const body = r.body as Record<string, unknown>;
  const doc = (typeof body.server === 'object' && body.server !== null ? body.server : body) as Record<string, unknown>;
  const meta = typeof body._meta === 'object' && body._meta !== null ? (body._meta as Record<string, unknown>)[OFFICIAL] : undefined;
  const official = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  return {
    url,
    doc,
    server: readServerJson(doc, url),
    ...(typeof official.status === 'string' ? { status: official.status } : {}),
    ...(typeof official.statusMessage === 'string' ? { statusMessage: official.statusMessage } : {}),
  };
}

export interface NpmVersion {
  url: string;
  integrity?: string;
  attestationsUrl?: string;
}

/** One version's record in an npm registry: its tarball's integrity and, when published with provenance, where it is. */
export async function fetchNpmVersion(base: string, name: string, version: string): Promise<NpmVersion | { url: string; missing: number }> {
  const url = `${base.replace(/\/+$/, '')}/${name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name)}/${encodeURIComponent(version)}`;
  const r = await fetchJson(url);
  if (r.body === undefined) return { url, missing: r.status };
  const dist = (r.body as { dist?: { integrity?: unknown; attestations?: { url?: unknown } } }).dist ?? {};
  return {
    url,
    ...(typeof dist.integrity === 'string' ? { integrity: dist.integrity } : {}),
    ...(typeof dist.attestations?.url === 'string' ? { attestationsUrl: dist.attestations.url } : {}),
  };
}

const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** The sha256 (hex) of a file downloaded from `url`, hashed as it streams; bounded in size and time. */
export async function fetchSha256(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS * 10) });
  } catch (e) {
    throw new FetchError(`${url}: ${(e as Error).message.split('\n')[0]}`);
  }
  if (!res.ok || !res.body) throw new FetchError(`${url}: answered ${res.status}`);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_FILE_BYTES) throw new FetchError(`${url}: file over ${MAX_FILE_BYTES} bytes`);
    hash.update(chunk);
  }
  return hash.digest('hex');
}

export interface PypiFile {
  filename: string;
  sha256: string;
}

/** One PyPI release's files with their sha256, from the JSON API (`/pypi/<project>/<version>/json`). */
export async function fetchPypiFiles(base: string, project: string, version: string): Promise<{ url: string; files: PypiFile[] } | { url: string; missing: number }> {
  const url = `${base.replace(/\/+$/, '')}/pypi/${encodeURIComponent(project)}/${encodeURIComponent(version)}/json`;
  const r = await fetchJson(url);
  if (r.body === undefined) return { url, missing: r.status };
  const urls = (r.body as { urls?: unknown }).urls;
  const files = (Array.isArray(urls) ? urls : []).flatMap((u: { filename?: unknown; digests?: { sha256?: unknown } }) =>
    typeof u?.filename === 'string' && typeof u.digests?.sha256 === 'string' ? [{ filename: u.filename, sha256: u.digests.sha256.toLowerCase() }] : [],
  );
  return { url, files };
}

/** PEP 740's provenance of one file: PyPI's integrity API. */
export function pypiProvenanceUrl(base: string, project: string, version: string, filename: string): string {
  return `${base.replace(/\/+$/, '')}/integrity/${encodeURIComponent(project)}/${encodeURIComponent(version)}/${encodeURIComponent(filename)}/provenance`;
}
