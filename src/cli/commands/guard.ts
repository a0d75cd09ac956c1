// `mcp-contract guard`: an MCP server that starts the real one as its upstream and publishes only approved definitions.
import { UsageError } from '../../core/shared/errors.js';
import { configOfServer } from '../../core/shared/config.js';
import { planSurface } from '../../capture/capture.js';
import { readSnapshot } from '../../api/snapshot-files.js';
import { cleanTerminal } from '../../render/terminal.js';
import { LISTEN_TOKEN_ENV, parseListen } from '../../guard/listen-address.js';
import { refusePassthrough } from '../../oauth/passthrough.js';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { auditDir } from '../../audit/files.js';
import { auditArgumentsOf, count, guardedSurface, lifetimesOf, listenAccess, policyOf, wantsGateway } from './guard-options.js';
import { requireNotWorldWritable, requirePrivateStore, runAs } from '../../guard/run-as.js';
import { DEFAULT_MAX_AGE_MS, UPSTREAM_HEADROOM } from '../../guard/limits.js';
import { prelaunch } from '../../guard/prelaunch.js';
import { exitOnSignalUntilServing } from '../../guard/exit-kill.js';
import { DOOR_LIMITS } from '../../guard/door.js';
import { oneLine } from '../../capture/capture.js';
import { storeDir, storeFile } from '../../guard/store.js';
import { holdYoungGeneration } from '../../capture/v8-flags.js';
import { leanV8 } from '../../guard/lean-v8.js';
import { flag, list, onlyFormOf, parseCommand, str } from '../args.js';
import { GUARD } from '../specs/guard.js';
import { shownPath, type CliIo } from '../io.js';
import { resolveTargets } from '../targets.js';
import { identityGateFor } from '../identity-hooks.js';
import pkg from '../../../package.json' with { type: 'json' };
import type { ApprovalSource } from '../../core/approval/source.js';
import { REGISTRY_PREFIX, registryRefOf, releaseBundleOf } from '../../gateway/registry-ref.js';

export { guardedSurface, policyOf };

function seconds(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`mcp-contract guard: --${option} must be a number of seconds (got "${value}")`);
  return n * 1000;
}

export async function guardCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(GUARD, args);
  // A long-running server whose first capture would otherwise grow the young generation to 64 MB for good.
  holdYoungGeneration();
  leanV8();
  const gatewayAsked = await wantsGateway(p, io);
  if (flag(p, 'print-surface') && !gatewayAsked) throw new UsageError('mcp-contract guard: --print-surface records the gateway\'s published surface; give --config FILE with several servers or a --profile');
  // The single guard's own options (--run-as, --approved, --surface, --name) would not apply to a gateway's servers.
  if (gatewayAsked) onlyFormOf(GUARD, p, 'config', '--config FILE when it starts the gateway (several servers, a client file or a profile)');
  const intervalMs = seconds('interval', str(p, 'interval'), 300_000);
  const requestTimeoutMs = seconds('request-timeout', str(p, 'request-timeout'), 3600_000);
  const maxAgeMs = seconds('max-age', str(p, 'max-age'), DEFAULT_MAX_AGE_MS);
  const door = { ...DOOR_LIMITS, lifetimeMs: seconds('client-timeout', str(p, 'client-timeout'), DOOR_LIMITS.lifetimeMs) };
  if (door.lifetimeMs <= 0) throw new UsageError('mcp-contract guard: --client-timeout must be more than 0 seconds');
  const log = (line: string): void => io.stderr(`${line.split('\n').map((l) => `mcp-contract guard: ${cleanTerminal(l, 2000)}`).join('\n')}\n`);
  const listenAt = str(p, 'listen') === undefined ? undefined : parseListen(str(p, 'listen')!);
  const access = listenAccess(p, io.env, listenAt !== undefined);
  if (access.token !== undefined) io.protect([access.token]);
  const http = listenAt ? { at: listenAt, maxSessions: count('max-sessions', str(p, 'max-sessions'), 32), idleMs: seconds('session-idle', str(p, 'session-idle'), 600_000), access } : undefined;
  if (gatewayAsked) {
    // --print-surface records every member's list: it waits for each as long as a request may run, unless told.
    const listTimeoutMs = seconds('list-timeout', str(p, 'list-timeout'), flag(p, 'print-surface') ? requestTimeoutMs : 5000);
    const { openGateway } = await import('./guard-gateway.js');
    const gateway = await openGateway(p, io, log, pkg.version, { intervalMs, requestTimeoutMs, maxAgeMs, door, listTimeoutMs });
    if (flag(p, 'print-surface')) return (await import('./guard-print.js')).printSurface(gateway, io);
    await (await import('./guard-serve.js')).serveUntilStopped(gateway, http, gateway.maxMessageBytes, log);
    return 0;
  }
  const given = str(p, 'approved');
  const inlineRegistry = given?.startsWith(REGISTRY_PREFIX) ? given.slice(REGISTRY_PREFIX.length) : undefined;
  const { config, loaded, targets } = inlineRegistry !== undefined ? { config: {}, loaded: undefined, targets: [await (await import('./verify-release.js')).launchTarget(p, io)] } : await resolveTargets('guard', p, io, 'approved');
  if (targets.length !== 1) throw new UsageError('mcp-contract guard: guards one server; choose it with --server NAME');
  const t = targets[0];
  // --approved registry:..., else the config's "approved" for this server (given --approved FILE wins over it).
  const fromRegistry = inlineRegistry ?? (given === undefined ? registryRefOf(t.server.approved) : undefined);
  const label = fromRegistry !== undefined ? `${REGISTRY_PREFIX}${fromRegistry}` : shownPath(io, t.snapshotPath);
  // A verified signed release approves exactly the signed definitions it serves; anything else is held. The Sigstore
  // libraries load only for approvals from a signed release: a guard of a snapshot file stays lean.
  const baseline = fromRegistry !== undefined ? await (await import('./verify-release.js')).registryApprovals(p, io, t, fromRegistry, log, releaseBundleOf(t)) : undefined;
  const approved = baseline ? baseline.approved : await readSnapshot(t.snapshotPath, label);
  const source: ApprovalSource = baseline ? baseline.source : { kind: 'first-use', snapshot: label, since: io.now().toISOString() };
  const surface = guardedSurface(approved, str(p, 'surface'), label);
  const lifetimes = lifetimesOf(p, undefined);
  const policy = { ...policyOf(list(p, 'policy')), ...(lifetimes ? { maxApprovalDays: lifetimes } : {}) };
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const storePath = storeFile(dir, approved.server);
  await requireNotWorldWritable([
    ...(loaded ? [{ path: loaded.path, what: 'the config' }] : []),
    ...(fromRegistry === undefined ? [{ path: t.snapshotPath, what: 'the approved snapshot' }] : []),
    { path: dir, what: 'the store directory' },
    { path: auditDir(dir), what: 'the audit log directory' },
    { path: storePath, what: 'the store' },
  ]);
  refusePassthrough(`server "${t.name}"`, t.server, access.token, LISTEN_TOKEN_ENV, io.env);
  const plan = planSurface(t.name, t.server, surface, t.server.surfaces?.[surface] ?? {}, { baseDir: t.baseDir, env: io.env, log, grantDir: join(dir, 'oauth') });
  const runAsUser = str(p, 'run-as');
  if (runAsUser !== undefined) {
    plan.target = runAs(plan.target, runAsUser);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await requirePrivateStore(dir);
  }
  const identity = identityGateFor({ target: t, approved, surface, storePath, policyText: str(p, 'identity-policy'), io, log, storeDir: dir });
  // A stdio face has one session: its upstream starts now (once the identity gate lets it), while the guard opens its
  // store and audit log and reads the client's initialize, instead of after them.
  const untilServing = exitOnSignalUntilServing();
  const early = http ? undefined : prelaunch(plan, identity, plan.limits.maxMessageBytes * UPSTREAM_HEADROOM, (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${oneLine(line, plan.secrets).slice(0, 200)}`));
  // The rest of the guard (session, publication, audit, the client's face) loads once the upstream has been started
  // (or held, or failed to start): compiling it first would put that time before the upstream's own start, on the
  // path of every client that connects. Nothing of it is needed to decide and make the launch.
  await early?.launched;
  const { openGuard, serveUntilStopped, approveHintFor, approveAllHeldCommand } = await import('./guard-serve.js');
  const guard = await openGuard({
    identity,
    ...(early ? { prelaunch: early } : {}),
    approved,
    source,
    surface,
    storePath,
    policy,
    config: configOfServer(config, t.name),
    plan,
    now: io.now,
    log,
    version: pkg.version,
    intervalMs,
    requestTimeoutMs,
    maxAgeMs,
    door,
    approveHint: (ref, server) => approveHintFor(dir, server, ref),
    approveAllHint: (server) => approveAllHeldCommand(dir, server),
    ...auditArgumentsOf(p),
  });
  log(`guarding "${approved.server}" (surface ${surface}) with the approvals in ${label}; store ${storePath}`);

  untilServing();
  await serveUntilStopped(guard, http, plan.limits.maxMessageBytes, log);
  return 0;
}
