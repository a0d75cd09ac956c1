// `mcp-contract guard`: an MCP server that starts the real one as its upstream and publishes only approved definitions.
import { watch } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { DEFAULT_GUARD_POLICY, DecisionError, parsePolicyEntry, type GuardPolicy } from '../../core/approval.js';
import { UsageError } from '../../core/errors.js';
import type { Snapshot } from '../../core/model.js';
import { planSurface } from '../../capture/capture.js';
import { readSnapshot } from '../../storage/snapshot-file.js';
import { cleanTerminal } from '../../render/text.js';
import { Gate } from '../../guard/gate.js';
import { isLoopback, listen, parseListen } from '../../guard/http.js';
import { GuardSession, type GuardDeps } from '../../guard/session.js';
import { storeDir, storeFile } from '../../guard/store.js';
import { list, parse, str } from '../args.js';
import { shownPath, type CliIo } from '../io.js';
import { TARGET_OPTIONS, resolveTargets } from '../targets.js';
import { identityGateFor } from '../identity-hooks.js';
import pkg from '../../../package.json' with { type: 'json' };

/** The approved snapshot's surface to guard: `--surface`, else `default`, else its only one. */
export function guardedSurface(approved: Snapshot, option: string | undefined, label: string): string {
  const names = Object.keys(approved.surfaces);
  if (option !== undefined) {
    if (!names.includes(option)) throw new UsageError(`${label}: no surface "${option}" (it has ${names.join(', ') || 'none'})`);
    return option;
  }
  if (names.includes('default')) return 'default';
  if (names.length === 1) return names[0];
  throw new UsageError(`${label}: it has several surfaces (${names.join(', ')}); choose one with --surface`);
}

export function policyOf(entries: readonly string[]): GuardPolicy {
  let policy = DEFAULT_GUARD_POLICY;
  try {
    for (const e of entries) policy = parsePolicyEntry(policy, e);
  } catch (e) {
    if (e instanceof DecisionError) throw new UsageError(`mcp-contract guard: ${e.message}`);
    throw e;
  }
  return policy;
}

function seconds(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`mcp-contract guard: --${option} must be a number of seconds (got "${value}")`);
  return n * 1000;
}

export async function guardCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('guard', args, {
    ...TARGET_OPTIONS,
    approved: { type: 'string' },
    store: { type: 'string' },
    surface: { type: 'string' },
    policy: { type: 'string', multiple: true },
    interval: { type: 'string' },
    listen: { type: 'string' },
    'request-timeout': { type: 'string' },
    'identity-policy': { type: 'string' },
  });
  const { config, targets } = await resolveTargets('guard', p, io, 'approved');
  if (targets.length !== 1) throw new UsageError('mcp-contract guard: guards one server; choose it with --server NAME');
  const t = targets[0];
  const label = shownPath(io, t.snapshotPath);
  const approved = await readSnapshot(t.snapshotPath, label);
  const surface = guardedSurface(approved, str(p, 'surface'), label);
  const policy = policyOf(list(p, 'policy'));
  const intervalMs = seconds('interval', str(p, 'interval'), 300_000);
  const requestTimeoutMs = seconds('request-timeout', str(p, 'request-timeout'), 3600_000);
  const listenAt = str(p, 'listen') === undefined ? undefined : parseListen(str(p, 'listen')!);
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const storePath = storeFile(dir, approved.server);
  await mkdir(dirname(storePath), { recursive: true });
  // stdout is the MCP channel in stdio mode: the guard's own words go to stderr, one clean line each.
  const log = (line: string): void => io.stderr(`${line.split('\n').map((l) => `mcp-contract guard: ${cleanTerminal(l, 2000)}`).join('\n')}\n`);
  const plan = planSurface(t.name, t.server, surface, t.server.surfaces?.[surface] ?? {}, { baseDir: t.baseDir, env: io.env, log });
  const storeFlag = str(p, 'store') ? ` --store ${shownPath(io, dir)}` : '';
  const gate = await Gate.open({
    approved,
    surface,
    storePath,
    policy,
    config,
    now: io.now,
    log,
    approveHint: (ref) => `mcp-contract approve ${ref}${storeFlag} --server ${approved.server}`,
  });
  const identity = identityGateFor({ target: t, approved, surface, storePath, policyText: str(p, 'identity-policy'), io, log, storeFlag });
  const deps: GuardDeps = { gate, plan, approved, log, version: pkg.version, requestTimeoutMs, intervalMs, identity };

  // `approve` / `reject` in another process write the store: take their decisions in as soon as the file is replaced.
  let pending: NodeJS.Timeout | undefined;
  const watcher = watch(dir, (_event, name) => {
    if (name !== null && name !== basename(storePath)) return;
    clearTimeout(pending);
    pending = setTimeout(() => {
      void gate.reload().catch((e: Error) => log(`cannot reload the store: ${e.message}`));
      void identity.reload().catch((e: Error) => log(`cannot reload the store: ${e.message}`));
    }, 50);
  });
  watcher.unref();
  log(`guarding "${approved.server}" (surface ${surface}) with the approvals in ${label}; store ${storePath}`);

  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const onSignal = (): void => stop();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (listenAt) {
      if (!isLoopback(listenAt.host)) log(`listening on ${listenAt.host}, which is not loopback: anyone who can reach it can use the upstream`);
      const http = await listen(listenAt, () => new GuardSession(deps), log, plan.limits.maxMessageBytes);
      log(`listening on ${http.url}`);
      await stopped;
      await http.close();
    } else {
      const session = new GuardSession(deps);
      session.onclose = stop;
      process.stdin.once('end', stop);
      process.stdin.once('close', stop);
      await session.connect(new StdioServerTransport());
      await stopped;
      await session.close();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    watcher.close();
    clearTimeout(pending);
  }
  return 0;
}
