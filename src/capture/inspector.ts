// Capture through the MCP Inspector CLI, as a second opinion on what a stock client sees. The inspector is a
// devDependency located at run time (never bundled). Its limits are compensated or reported, never hidden:
// it starts the server once per method, lists one page only, sends no client capabilities and no headers, and a
// list it cannot parse fails whole (so a malformed item fails its kind here rather than being dropped quietly).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Origin } from '../core/canonical.js';
import { UsageError } from '../core/errors.js';
import type { ClientIdentity, Kind, KindSnapshot, SurfaceSnapshot } from '../core/model.js';
import { KIND_METHOD, KINDS } from '../core/model.js';
import { emptyKinds, kindPlan, oneLine, openSession, serverIdentity, type SurfacePlan } from './capture.js';
import { redact } from './env.js';
import { failed, KindCollector, ListFailure, redactJson, unsupported } from './lists.js';
import { killGroup, spawnGroup, TailBuffer } from './process.js';

/** What inspector 0.15's CLI sends at initialize (cli/build/index.js): its own name, and no capabilities. */
export const INSPECTOR_CLIENT: ClientIdentity = { name: 'inspector-cli', version: '0.5.1', capabilities: {} };

/** The inspector's bin script, resolved from the project being checked; a clear UsageError when it is absent. */
export function inspectorBin(fromDir = process.cwd()): string {
  try {
    const require = createRequire(path.join(fromDir, 'noop.js'));
    const pkgPath = require.resolve('@modelcontextprotocol/inspector/package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin?: Record<string, string> | string };
    const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.['mcp-inspector'];
    if (!bin) throw new Error('no bin');
    return path.join(path.dirname(pkgPath), bin);
  } catch {
    throw new UsageError(
      'via "inspector" needs @modelcontextprotocol/inspector installed in this project (npm i -D @modelcontextprotocol/inspector)',
    );
  }
}

interface RunOutput {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

async function runInspector(bin: string, argv: string[], cwd: string, env: Record<string, string>, timeoutMs: number, maxBytes: number): Promise<RunOutput> {
  const child = spawnGroup(process.execPath, [bin, ...argv], { cwd, env });
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
  return ['--transport', transport ?? 'http', '--', t.url];
}

async function listVia(bin: string, plan: SurfacePlan, kind: Kind, transport: 'http' | 'sse' | undefined, origin: Origin): Promise<KindSnapshot> {
  const { method } = KIND_METHOD[kind];
  const t = plan.target;
  // The inspector starts the server itself, so it gets exactly the server's environment.
  const env = t.type === 'stdio' ? t.env : plan.processEnv;
  const cwd = t.type === 'stdio' ? t.cwd : process.cwd();
  const timeoutMs = plan.timeouts.initializeMs + plan.timeouts.requestMs;
  const run = await runInspector(bin, ['--cli', '--method', method, ...targetArgs(plan, transport)], cwd, env, timeoutMs, plan.limits.maxMessageBytes);
  if (run.timedOut) return failed(`${method} via inspector: timed out after ${timeoutMs} ms`);
  if (run.code !== 0) {
    const why = oneLine(redact(run.stderr.split('\n').filter(Boolean).pop() ?? `exit code ${run.code}`, plan.secrets), plan.secrets);
    if (/-32601/.test(why)) return unsupported(`${method}: method not found (-32601)`);
    return failed(`${method} via inspector: ${why}`);
  }
  const collector = new KindCollector(kind, plan.limits, plan.resources, plan.secrets);
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
  const bin = inspectorBin();
  return async (plan) => {
    const t = plan.target;
    if (t.type !== 'stdio' && Object.keys(t.headers).length > 0) {
      throw new UsageError(`server "${name}": via "inspector" cannot send headers; use via "sdk"`);
    }
    if (Object.keys(plan.client.capabilities).length > 0) {
      throw new UsageError(`server "${name}" surface "${plan.surface}": via "inspector" cannot declare client capabilities; use via "sdk"`);
    }
    const client = INSPECTOR_CLIENT;
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
      kinds[kind] = reason !== undefined ? unsupported(reason) : await listVia(bin, ownPlan, kind, transport, origin);
    }
    return { client, server: identity, kinds };
  };
}
