// A maintainer's signed release and a consumer's install of it, all real and local: a package built with npm pack,
// its snapshot and a release signed through the test Sigstore, the server.json with its pointer, a loopback MCP
// Registry (the /v0.1 API serving real server.json documents) and npm registry, and a consumer project whose
// package-lock records the tarball's integrity.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cli, CATALOG, tempDir, writeJson } from './cli-harness.js';
import { workflowToken, type TestSigstore } from './test-sigstore.js';

export const NAME = 'io.github.acme/notes';
export const PKG = 'notes-server';
export const VERSION = '1.2.0';

export const TOOLS = [
  { name: 'read_note', description: 'Read one note by id.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  { name: 'list_notes', description: 'List the notes.', inputSchema: { type: 'object', properties: {} } },
  { name: 'tag_note', description: 'Add a tag to a note.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, tag: { type: 'string' } } } },
];

export function serverJson(version = VERSION, repository = 'https://github.com/acme/notes'): Record<string, unknown> {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    name: NAME,
    description: 'Notes over MCP',
    version,
    repository: { url: repository, source: 'github' },
    packages: [{ registryType: 'npm', registryBaseUrl: 'https://registry.npmjs.org', identifier: PKG, version, transport: { type: 'stdio' } }],
  };
}

/** The package's files: an entry that serves catalog.json through the catalog fixture. */
export function writePackage(dir: string, tools: unknown[] = TOOLS, version = VERSION): string {
  mkdirSync(dir, { recursive: true });
  writeJson(path.join(dir, 'package.json'), { name: PKG, version, type: 'module', main: 'index.mjs', mcpName: NAME });
  writeJson(path.join(dir, 'catalog.json'), { serverInfo: { name: 'notes', version }, tools });
  writeFileSync(path.join(dir, 'index.mjs'), `process.env.CATALOG_FILE = new URL('./catalog.json', import.meta.url).pathname;\nawait import(${JSON.stringify(CATALOG)});\n`);
  return dir;
}

export function integrityOf(tarball: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
}

export interface Maintainer {
  dir: string;
  tarball: string;
  serverJsonPath: string;
  bundlePath: string;
}

/** A maintainer's repository after `release --attest --server-json` (keyless unless a key file is given). */
export async function releaseSigned(
  sigstore: TestSigstore,
  opts: { repository?: string; keyFile?: string; tools?: unknown[]; version?: string; bundleUrl?: string; workflow?: string } = {},
): Promise<Maintainer & { stdout: string; code: number }> {
  const dir = tempDir('maintainer');
  const version = opts.version ?? VERSION;
  const pkg = writePackage(path.join(dir, 'pkg'), opts.tools, version);
  execFileSync('npm', ['pack', '--pack-destination', dir, '--silent'], { cwd: pkg, env: { ...process.env, npm_config_offline: 'true' }, stdio: 'ignore' });
  const tarball = path.join(dir, `${PKG}-${version}.tgz`);
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { command: process.execPath, args: ['pkg/index.mjs'], versionFrom: 'pkg/package.json' } } });
  const env = { PATH: process.env.PATH };
  const snap = await cli(['snapshot'], { cwd: dir, env });
  if (snap.code !== 0) throw new Error(snap.stderr);
  const serverJsonPath = writeJson(path.join(dir, 'server.json'), serverJson(version));
  const signing = opts.keyFile
    ? { args: ['--signing-key', opts.keyFile], env }
    : { args: ['--fulcio-url', sigstore.url, '--rekor-url', sigstore.url], env: { ...env, SIGSTORE_ID_TOKEN: workflowToken({ repository: opts.repository ?? 'acme/notes', ref: `refs/tags/v${version}`, workflow: opts.workflow ?? '.github/workflows/release.yml' }) } };
  const located = opts.bundleUrl ? ['--bundle-url', opts.bundleUrl] : [];
  const r = await cli(['release', '--attest', '--server-json', 'server.json', '--artifact', path.basename(tarball), ...located, ...signing.args], { cwd: dir, env: signing.env });
  return { dir, tarball, serverJsonPath, bundlePath: path.join(dir, 'snapshots', 'notes.sigstore.json'), stdout: r.stdout + r.stderr, code: r.code };
}

/** A consumer project with the package installed from `tarball`'s files, its lockfile recording `integrity`. */
export function consumerInstall(pkgFrom: string, integrity: string, edit?: (catalog: { tools: Array<Record<string, unknown>> }) => void): string {
  const dir = tempDir('consumer');
  const installed = path.join(dir, 'node_modules', PKG);
  cpSync(pkgFrom, installed, { recursive: true });
  if (edit) {
    const file = path.join(installed, 'catalog.json');
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    edit(catalog);
    writeFileSync(file, JSON.stringify(catalog));
  }
  writeJson(path.join(dir, 'package-lock.json'), {
    name: 'consumer',
    lockfileVersion: 3,
    packages: { '': { name: 'consumer', dependencies: { [PKG]: VERSION } }, [`node_modules/${PKG}`]: { version: VERSION, resolved: `https://registry.npmjs.org/${PKG}/-/${PKG}-${VERSION}.tgz`, integrity } },
  });
  return dir;
}

export interface Registries {
  url: string;
  /** name@version -> the entry (server.json) and its official status. */
  entries: Map<string, { server: Record<string, unknown>; status: string; statusMessage?: string }>;
  /** npm name@version -> integrity. */
  npm: Map<string, string>;
  /** npm name@version -> the npm provenance bundle its attestations document lists. */
  provenance: Map<string, unknown>;
  /** Files served under /files/: a Buffer as its bytes (an MCPB bundle), anything else as JSON (a release's bundle, as a release asset would be). */
  files: Map<string, unknown>;
  /** PyPI project@version -> its files (filename, sha256), served by the JSON API under /pypi. */
  pypi: Map<string, Array<{ filename: string; sha256: string }>>;
  /** PyPI filename -> the integrity API's provenance document (PEP 740). */
  pep740: Map<string, unknown>;
  /** Path -> where it redirects (302 Location), as GitHub answers a release asset's download URL with its asset host. */
  redirects: Map<string, string>;
  requests: string[];
  close(): Promise<void>;
}

/** The MCP Registry's /v0.1 read API under /mcp and an npm registry's version documents under /npm. */
export async function startRegistries(): Promise<Registries> {
  const entries: Registries['entries'] = new Map();
  const npm = new Map<string, string>();
  const provenance = new Map<string, unknown>();
  const files: Registries['files'] = new Map();
  const pypi: Registries['pypi'] = new Map();
  const pep740: Registries['pep740'] = new Map();
  const redirects = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = decodeURIComponent(req.url ?? '');
    requests.push(url);
    const to = redirects.get(url);
    if (to !== undefined) {
      res.writeHead(302, { location: to });
      return res.end();
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const m = /^\/mcp\/v0\.1\/servers\/(.+)\/versions\/([^/]+)$/.exec(url);
    if (m) {
      // "latest": the registry's newest active version of the name (its isLatest entry).
      const key = m[2] === 'latest' ? latestOf(entries, m[1]) : `${m[1]}@${m[2]}`;
      const e = key === undefined ? undefined : entries.get(key);
      if (!e || key === undefined) return send(404, { title: 'Not Found', status: 404 });
      const official = { status: e.status, publishedAt: '2026-06-01T00:00:00Z', updatedAt: '2026-06-01T00:00:00Z', isLatest: key === latestOf(entries, m[1]), ...(e.statusMessage ? { statusMessage: e.statusMessage } : {}) };
      return send(200, { server: e.server, _meta: { 'io.modelcontextprotocol.registry/official': official } });
    }
    const f = /^\/files\/(.+)$/.exec(url);
    if (f && files.has(f[1])) {
      const body = files.get(f[1]);
      if (!Buffer.isBuffer(body)) return send(200, body);
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(body);
    }
    const py = /^\/pypi\/pypi\/([^/]+)\/([^/]+)\/json$/.exec(url);
    if (py && pypi.has(`${py[1]}@${py[2]}`)) {
      const urls = (pypi.get(`${py[1]}@${py[2]}`) ?? []).map((x) => ({ filename: x.filename, digests: { sha256: x.sha256 }, url: `${base}/files/${x.filename}`, packagetype: 'bdist_wheel' }));
      return send(200, { info: { name: py[1], version: py[2] }, urls });
    }
    const prov = /^\/pypi\/integrity\/([^/]+)\/([^/]+)\/([^/]+)\/provenance$/.exec(url);
    if (prov && pep740.has(prov[3])) return send(200, pep740.get(prov[3]));
    const a = /^\/npm\/-\/npm\/v1\/attestations\/(.+)@([^/]+)$/.exec(url);
    if (a && provenance.has(`${a[1]}@${a[2]}`)) return send(200, { attestations: [{ predicateType: 'https://slsa.dev/provenance/v1', bundle: provenance.get(`${a[1]}@${a[2]}`) }] });
    const n = /^\/npm\/(.+)\/([^/]+)$/.exec(url);
    if (n && npm.has(`${n[1]}@${n[2]}`)) {
      const key = `${n[1]}@${n[2]}`;
      const attestations = provenance.has(key) ? { attestations: { url: `${base}/npm/-/npm/v1/attestations/${key}`, provenance: { predicateType: 'https://slsa.dev/provenance/v1' } } } : {};
      return send(200, { name: n[1], version: n[2], dist: { integrity: npm.get(key), tarball: `https://registry.npmjs.org/${n[1]}/-/${n[1]}-${n[2]}.tgz`, ...attestations } });
    }
    send(404, { error: 'not found' });
  });
  let base = '';
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, entries, npm, provenance, files, pypi, pep740, redirects, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The newest active version a name has in the stand-in's entries (numeric by dotted parts), as the registry marks isLatest. */
function latestOf(entries: Registries['entries'], name: string): string | undefined {
  const parts = (v: string) => v.split('.').map(Number);
  const newer = (a: string, b: string) => {
    const [x, y] = [parts(a), parts(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  };
  let best: string | undefined;
  for (const [key, e] of entries) {
    const at = key.lastIndexOf('@');
    if (key.slice(0, at) !== name || e.status !== 'active') continue;
    if (best === undefined || newer(key.slice(at + 1), best)) best = key.slice(at + 1);
  }
  return best === undefined ? undefined : `${name}@${best}`;
}
