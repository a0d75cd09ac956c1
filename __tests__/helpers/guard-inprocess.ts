// Runs the guard from src/ inside the jest process: the real fixture server as its upstream (a child process over
// stdio), an SDK client as its downstream over an in-memory transport. The e2e layer (guard-harness.ts) spawns dist/.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage, Notification } from '@modelcontextprotocol/sdk/types.js';
import { DEFAULT_GUARD_POLICY, parsePolicyEntry, type ApprovalLifetimes } from '../../src/core/approval/approval.js';
import type { CallDecision } from '../../src/guard/call-decision.js';
import { planSurface } from '../../src/capture/capture.js';
import { readSnapshot } from '../../src/storage/snapshot-file.js';
import { openGuard, type Guard } from '../../src/guard/service.js';
import type { GuardSession } from '../../src/guard/session.js';
import { storeFile } from '../../src/guard/store.js';
import { shellQuote } from '../../src/guard/shell-quote.js';
import { runAs } from '../../src/guard/run-as.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import type { DoorLimits } from '../../src/guard/door.js';
import type { ArgumentsMode } from '../../src/audit/model.js';
import { HANG_MS } from './hang.js';
import type { FreshnessClock } from '../../src/guard/freshness.js';
import type { AuditLogOptions } from '../../src/audit/log.js';

export interface InProcessOptions {
  approved: string;
  storeDir: string;
  /** The upstream: command and args (stdio), or a full server config. */
  server: ServerConfig;
  policy?: string[];
  maxAgeMs?: number;
  intervalMs?: number;
  /** Run the upstream as this USER[:GROUP] (guard --run-as). */
  runAs?: string;
  /** How many of the upstream's requests may wait for the client, and how long. */
  door?: DoorLimits;
  now?: () => Date;
  /** guard --max-approval-days, per side-effect class. */
  maxApprovalDays?: ApprovalLifetimes;
  /** Hears every decision on a tools/call. */
  onCall?: (d: CallDecision) => void;
  /** The runner's environment the server config's `${VAR}` references read (its secrets). */
  env?: Record<string, string>;
  /** guard --audit-arguments. */
  auditArguments?: ArgumentsMode;
  /** The clock the freshness bound (maxAgeMs) is kept by. */
  clock?: FreshnessClock;
  /** The audit log's one write of a batch (a test holds it). */
  auditWrite?: AuditLogOptions['write'];
  /**
   * Return once the guard's first capture is in (default), so the store and the log hold it, as the tests read them;
   * false returns as soon as the client's initialize is answered (the guard does not wait for the capture).
   */
  settle?: boolean;
}

export interface InProcess {
  client: Client;
  guard: Guard;
  session: GuardSession;
  /** Every line the guard logged (its stderr in the CLI). */
  log: string[];
  /** Every message the client received, in order. */
  messages: JSONRPCMessage[];
  next: (method: string, ms?: number) => Promise<Notification>;
  /** A new downstream session of the same guard; returns the client's end of an in-memory link to it. */
  link: () => Promise<InMemoryTransport>;
  close: () => Promise<void>;
}

export async function startInProcess(o: InProcessOptions): Promise<InProcess> {
  const approved = await readSnapshot(o.approved, path.basename(o.approved));
  const log: string[] = [];
  const surface = Object.keys(approved.surfaces)[0];
  const plan = planSurface(approved.server, o.server, surface, {}, { baseDir: path.dirname(o.approved), env: { PATH: process.env.PATH, ...o.env }, log: (l) => log.push(l) });
  if (o.runAs) plan.target = runAs(plan.target, o.runAs);
  const guard = await openGuard({
    approved,
    surface,
    storePath: storeFile(o.storeDir, approved.server),
    policy: { ...(o.policy ?? []).reduce(parsePolicyEntry, DEFAULT_GUARD_POLICY), ...(o.maxApprovalDays ? { maxApprovalDays: o.maxApprovalDays } : {}) },
    ...(o.onCall ? { onCall: o.onCall } : {}),
    config: {},
    plan,
    now: o.now ?? (() => new Date()),
    log: (l) => log.push(l),
    version: '0.0.0-test',
    intervalMs: o.intervalMs ?? 0,
    requestTimeoutMs: 30_000,
    maxAgeMs: o.maxAgeMs ?? 60_000,
    approveHint: (ref, server) => `mcp-contract approve ${shellQuote(ref)} --store ${shellQuote(o.storeDir)} --server ${shellQuote(server)}`,
    ...(o.door ? { door: o.door } : {}),
    ...(o.auditArguments ? { auditArguments: o.auditArguments } : {}),
    ...(o.clock ? { clock: o.clock } : {}),
    ...(o.auditWrite ? { auditWrite: o.auditWrite } : {}),
  });
  const session = guard.newSession();
  const [down, up] = InMemoryTransport.createLinkedPair();
  await session.connect(up);
  const client = new Client({ name: 'guard-inprocess', version: '1.0.0' }, { capabilities: {} });
  const waiters: Array<{ method: string; resolve: (n: Notification) => void }> = [];
  client.fallbackNotificationHandler = async (n) => {
    const i = waiters.findIndex((w) => w.method === n.method);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(n);
  };
  const messages: JSONRPCMessage[] = [];
  const others: GuardSession[] = [];
  await client.connect(down);
  if (o.settle !== false) await session.settled();
  const read = down.onmessage;
  down.onmessage = (m, extra) => {
    messages.push(m);
    read?.(m, extra);
  };
  return {
    client,
    guard,
    session,
    log,
    messages,
    next: (method, ms = HANG_MS.wait) =>
      new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no ${method} within ${ms} ms; guard log:\n${log.join('\n')}`)), ms);
        waiters.push({ method, resolve: (n) => (clearTimeout(t), resolve(n)) });
      }),
    link: async () => {
      const extra = guard.newSession();
      const [clientEnd, guardEnd] = InMemoryTransport.createLinkedPair();
      await extra.connect(guardEnd);
      others.push(extra);
      return clientEnd;
    },
    close: async () => {
      await client.close();
      await session.close();
      for (const o of others) await o.close();
      guard.close();
    },
  };
}
