// Captures a configured server's surface into a Snapshot: build, then one fresh session per surface, every list
// page followed, every observation recorded (complete, unsupported or failed) so nothing reads as a removal.
import type { ChildProcess } from 'node:child_process';
import type { Config, ServerConfig } from '../core/shared/config.js';
import { CaptureError, SetupError, UsageError } from '../core/shared/errors.js';
import type { Snapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { KINDS, SNAPSHOT_FORMAT } from '../core/shared/model.js';
import { resolveCwd } from './connect.js';
import { childEnv, newRunMarker } from './child-env.js';
import { expandList, expandString, expandValues, redact } from './env.js';
import { displayUrl, secretsOf } from '../core/shared/secrets.js';
import { delay, killGroup, runShell, spawnGroup, sweepMarked, TailBuffer } from './process.js';
import { captureSurfaceSdk } from './eras.js';
import { holdYoungGeneration, withoutTurbofan } from './v8-flags.js';
import { settleInLanes, valuesOrFailure, type Slots } from './concurrent.js';

export * from './session.js';
import { DEFAULT_TIMEOUTS, oneLine, planSurface, surfacesOf, type CaptureOptions, type SurfacePlan } from './session.js';


async function build(name: string, server: ServerConfig, opts: CaptureOptions, marker: string): Promise<void> {
  if (!server.build) return;
  const timeoutMs = server.timeouts?.buildMs ?? DEFAULT_TIMEOUTS.buildMs;
  opts.log?.(`[${name}] build: ${server.build}`);
  // The build is the judged code too: the allow-list and the server's configured env, nothing else of the runner's.
  const env = childEnv(expandValues(server.env, opts.env, `server "${name}" env`), marker);
  const secrets = secretsOf(server, opts.env);
  const res = await runShell(server.build, { cwd: opts.baseDir, env, timeoutMs });
  if (res.timedOut) throw new CaptureError(name, 'build', `timed out after ${timeoutMs} ms`, redact(res.output.tail(30), secrets));
  if (res.code !== 0) {
    const why = res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`;
    throw new CaptureError(name, 'build', why, redact(res.output.tail(30), secrets));
  }
}

/** Starts an HTTP server the tool owns and waits until its URL answers anything at all. */
async function start(name: string, server: ServerConfig, opts: CaptureOptions, marker: string): Promise<ChildProcess | undefined> {
  const s = server.start;
  if (!s) return undefined;
  const rawReady = s.readyUrl ?? server.url ?? Object.values(server.surfaces ?? {}).find((x) => x.url)?.url;
  if (!rawReady) throw new UsageError(`server "${name}": "start" needs "readyUrl" or "url"`);
  const readyUrl = expandString(rawReady, opts.env, `server "${name}" ${s.readyUrl !== undefined ? 'start.readyUrl' : 'url'}`);
  const named = {
    ...expandValues(server.env, opts.env, `server "${name}" env`),
    ...expandValues(s.env, opts.env, `server "${name}" start.env`),
  };
  const env = childEnv(named, marker);
  const args = expandList(s.args, opts.env, `server "${name}" start.args`);
  const startMs = server.timeouts?.startMs ?? DEFAULT_TIMEOUTS.startMs;
  const child = spawnGroup(s.command, args, { cwd: resolveCwd(opts.baseDir, s.cwd), env });
  child.stdin?.end();
  const output = new TailBuffer();
  child.stdout?.on('data', (c: Buffer) => output.push(c));
  child.stderr?.on('data', (c: Buffer) => output.push(c));
  let exit: string | undefined;
  child.once('error', (e) => (exit = e.message));
  child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `exit code ${code}`));
  const secrets = secretsOf(server, opts.env);
  const until = Date.now() + startMs;
  while (Date.now() < until) {
    if (exit !== undefined) {
      await killGroup(child);
      throw new CaptureError(name, 'start', `the start command ended (${oneLine(exit, secrets)})`, redact(output.tail(30), secrets));
    }
    try {
      await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
      return child;
    } catch {
      await delay(100);
    }
  }
  await killGroup(child);
  throw new CaptureError(name, 'start', oneLine(`${displayUrl(readyUrl)} did not answer within ${startMs} ms`, secrets), redact(output.tail(30), secrets));
}

/**
 * Captures every configured surface of one server. Throws UsageError for bad config and CaptureError when the
 * server cannot be built or started; anything the server does wrong after that is recorded in the snapshot.
 */
export function captureServer(name: string, server: ServerConfig, opts: CaptureOptions): Promise<Snapshot> {
  // The V8 settings below suit a process that captures; a server in the caller's own process runs in a test runner's
  // or an application's process, whose heap and compiler are theirs (the young-generation setting would outlive the
  // capture, and TurboFan off would slow the server's own code while it is captured).
  if (opts.inProcess) return captureAll(name, server, opts);
  holdYoungGeneration();
  return withoutTurbofan(() => captureAll(name, server, opts));
}

async function captureAll(name: string, server: ServerConfig, opts: CaptureOptions): Promise<Snapshot> {
  const surfaces = surfacesOf(name, server, opts.surfaces);
  // A server in this process with nothing to build or start runs no process: there is nothing to mark or sweep (the
  // scan of every process's environment was most of an in-process check's time, the random marker a part of the rest).
  const spawns = !opts.inProcess || Boolean(server.build) || Boolean(server.start);
  const marker = spawns ? newRunMarker() : '';
  if (spawns) ISSUED_MARKERS.add(marker);
  const plans = surfaces.map(([s, cfg]) => planSurface(name, server, s, cfg, { ...opts, marker }));
  const via = opts.via ?? 'sdk';
  let captureWith = captureSurfaceSdk;
  if (via === 'inspector') {
    const { inspectorCapturer } = await import('./inspector.js');
    captureWith = inspectorCapturer(name);
  }
  let started: ChildProcess | undefined;
  const out: Snapshot = { format: SNAPSHOT_FORMAT, server: name, surfaces: {} };
  try {
    await build(name, server, opts, marker);
    started = await start(name, server, opts, marker);
    const surfaces = await captureSurfaces(plans, captureWith, opts.slots);
    plans.forEach((plan, i) => {
      if (plan.canaries.length > 0) surfaces[i].canaries = plan.canaries;
      out.surfaces[plan.surface] = surfaces[i];
    });
  } finally {
    if (started) await killGroup(started);
    // Whatever left its process group (a daemon the build or the server spawned) is ended too, before anything
    // is reported: nothing the judged code started outlives the capture.
    const swept = spawns ? await sweepMarked([marker]) : 0;
    if (swept > 0) opts.log?.(`[${name}] ended ${swept} process(es) that outlived their process group`);
  }
  return out;
}

/**
 * Captures each surface, in the plans' order. Surfaces that are processes of their own (stdio commands, no canaries:
 * a canary's tool calls may touch state the server's surfaces share) are captured side by side in the run's free slots;
 * surfaces of one started server, or reached by URL, one after another. Every surface is waited for before a failure
 * is reported, so none keeps running behind it.
 */
async function captureSurfaces(plans: SurfacePlan[], captureWith: (plan: SurfacePlan) => Promise<SurfaceSnapshot>, slots: Slots | undefined): Promise<SurfaceSnapshot[]> {
  const apart = plans.length > 1 && plans.every((p) => p.target.type === 'stdio' && p.canaries.length === 0);
  if (!apart || !slots) {
    const out: SurfaceSnapshot[] = [];
    for (const plan of plans) out.push(await captureWith(plan));
    return out;
  }
  const borrowed: Array<() => void> = [];
  while (borrowed.length < plans.length - 1) {
    const give = slots.tryTake();
    if (!give) break;
    borrowed.push(give);
  }
  try {
    return valuesOrFailure(await settleInLanes(plans, 1 + borrowed.length, captureWith, (lane) => borrowed[lane - 1]?.()));
  } finally {
    for (const give of borrowed) give();
  }
}

/** Every marker this process has handed out: the Action sweeps them all once more before it writes any result. */
const ISSUED_MARKERS = new Set<string>();

/**
 * The config's `setup` (the repository's install), once, before any server's build: servers that share a workspace
 * root would otherwise each install into it, at once, and race. It is the judged code, like a build: the allow-listed
 * environment only, and whatever it leaves running is ended before any server starts.
 */
export async function runSetup(config: Config, baseDir: string): Promise<void> {
  const setup = config.setup;
  if (setup === undefined) return;
  const { command, timeoutMs = DEFAULT_TIMEOUTS.buildMs } = typeof setup === 'string' ? { command: setup } : setup;
  const marker = newRunMarker();
  ISSUED_MARKERS.add(marker);
  try {
    const res = await runShell(command, { cwd: baseDir, env: childEnv({}, marker), timeoutMs });
    if (res.timedOut) throw new SetupError(`timed out after ${timeoutMs} ms`, res.output.tail(30));
    if (res.code !== 0) throw new SetupError(res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`, res.output.tail(30));
  } finally {
    await sweepMarked([marker]);
  }
}

/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
export function sweepAllCaptures(): Promise<number> {
  return sweepMarked([...ISSUED_MARKERS]);
}

/** `surface/kind: error` for each observation that failed: the caller exits 3 when this is not empty. */
export function incompleteKinds(snapshot: Snapshot): string[] {
  const out: string[] = [];
  for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
    for (const kind of KINDS) {
      const obs = snap.kinds[kind]?.observation;
      if (obs?.state === 'failed') out.push(`${surface}/${kind}: ${obs.error ?? 'failed'}`);
    }
  }
  return out;
}
