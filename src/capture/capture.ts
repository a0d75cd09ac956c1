// Captures a configured server's surface into a Snapshot: build, then one fresh session per surface, every list
// page followed, every observation recorded (complete, unsupported or failed) so nothing reads as a removal.
import type { ChildProcess } from 'node:child_process';
import type { ServerConfig } from '../core/shared/config.js';
import { CaptureError, UsageError } from '../core/shared/errors.js';
import type { Snapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { KINDS, SNAPSHOT_FORMAT } from '../core/shared/model.js';
import { resolveCwd } from './connect.js';
import { childEnv } from './child-env.js';
import { expandList, expandString, expandValues, redact } from './env.js';
import { displayUrl, secretsOf } from '../core/shared/secrets.js';
import { delay, killGroup, runShell, spawnGroup, sweepMarked, TailBuffer } from './process.js';
import { captureSurfaceSdk } from './eras.js';
import { holdYoungGeneration, withoutTurbofan } from './v8-flags.js';
import { earlyProcessFor } from './early-launch.js';
import { issueMarker, runSetup, sweepAllCaptures } from './setup.js';
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
  // A process the CLI started early (early-launch.ts) carries its marker already: everything else of this capture
  // carries the same one, and the sweep below ends them together.
  const marker = spawns ? (opts.early?.marker ?? issueMarker()) : '';
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
    const early = opts.early && plans.length > 0 ? await earlyProcessFor(opts.early, plans[0]) : undefined;
    if (early) plans[0] = { ...plans[0], spawned: early };
    const surfaces = await captureSurfaces(plans, captureWith, opts.slots);
    plans.forEach((plan, i) => {
      if (plan.canaries.length > 0) surfaces[i].canaries = plan.canaries;
      out.surfaces[plan.surface] = surfaces[i];
    });
  } finally {
    // Taken by its session, it is closed already; otherwise it ends here.
    await opts.early?.child.close();
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

export { runSetup, sweepAllCaptures };

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
