// One guard, whatever faces the client: the publication (approved digests and the store), the watch on the store that
// takes `approve` / `reject` in, and a factory of downstream sessions. The CLI and the in-process tests both start it.
import type { FreshnessClock } from './freshness.js';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { GuardPolicy } from '../core/approval/approval.js';
import type { ApprovalSource } from '../core/approval/source.js';
import type { Config } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
import { primaryEra } from '../core/shared/eras.js';
import type { IdentityCheck } from '../core/identity/identity.js';
import type { SurfacePlan } from '../capture/capture.js';
import { Publication } from './publication.js';
import { storeKey } from './store.js';
import { GuardSession, type GuardDeps } from './session.js';
import { DOOR_LIMITS, type DoorLimits } from './door.js';
import { Confirmations } from './confirm.js';
import { newSession, removeSessionFile, writeSessionFile } from './session-file.js';
import type { CallDecision } from './call-decision.js';
import type { ListBounds } from './targets.js';
import { CallAudit } from '../audit/calls.js';
import { auditLogFor } from '../audit/store-hook.js';
import type { ArgumentsMode } from '../audit/model.js';
import type { AuditLogOptions } from '../audit/log.js';
import type { Prelaunch } from './prelaunch.js';

export interface GuardOptions {
  approved: Snapshot;
  surface: string;
  storePath: string;
  policy: GuardPolicy;
  config: Config;
  plan: SurfacePlan;
  now: () => Date;
  log: (line: string) => void;
  version: string;
  /** Re-capture period; 0 disables it. */
  intervalMs: number;
  /** Longest a forwarded request may run. */
  requestTimeoutMs: number;
  /** A call is checked against a capture at most this old (0: a fresh capture before every call). */
  maxAgeMs: number;
  /** The clock the freshness bound is kept by (default the system's; tests drive it). */
  clock?: FreshnessClock;
  /** The command a person runs to approve ref in the store `--server NAME` selects (printed on stderr only, never to the client). */
  approveHint: (ref: string, server: string) => string;
  /** The command approving every held capability of that store at once, printed on stderr when several are held. */
  approveAllHint?: (server: string) => string;
  /** Verifies which code a launch would run (src/identity/gate.ts); absent: launches are not pinned. */
  identity?: IdentityCheck;
  /** How many of the upstream's requests may wait for the client, and how long (default DOOR_LIMITS). */
  door?: DoorLimits;
  /** A gateway member's bound on one list (see GuardDeps). */
  listBounds?: ListBounds;
  /** Hears every decision on a tools/call (the audit trail's hook). */
  onCall?: (d: CallDecision) => void;
  /** How much of a call's arguments the audit log keeps (default `redacted`: the keys, no values). */
  auditArguments?: ArgumentsMode;
  /** The audit log's rotation (default: 8 files of 8 MiB). */
  auditBounds?: { maxBytes?: number; maxFiles?: number };
  /** Test seam: the audit log's one write of a batch (AuditLogOptions.write), to hold a record's write. */
  auditWrite?: AuditLogOptions['write'];
  /** The upstream's process, started already (src/guard/prelaunch.ts): the first session's first start takes it. */
  prelaunch?: Prelaunch;
  /** Where `approved` came from, recorded (signed) in the store for status and the console. */
  source?: ApprovalSource;
}

export interface Guard {
  publication: Publication;
  deps: GuardDeps;
  newSession(): GuardSession;
  close(): void;
}

export async function openGuard(o: GuardOptions): Promise<Guard> {
  await mkdir(dirname(o.storePath), { recursive: true, mode: 0o700 });
  const key = await storeKey(dirname(o.storePath));
  // The era whose records the store holds: the pinned one, else the one the approval's lists come from; a session
  // speaking another era of a dual-era upstream is judged by that era's publication (Publication.forEra).
  const era = o.plan.era !== 'auto' ? o.plan.era : primaryEra(o.approved.surfaces[o.surface]);
  // This process's id: `approve --session` binds an approval to it, and it ends with the process.
  const session = newSession();
  await writeSessionFile(o.storePath, session);
  const publication = await Publication.open({ approved: o.approved, surface: o.surface, storePath: o.storePath, key, policy: o.policy, config: o.config, now: o.now, log: o.log, approveHint: o.approveHint, session, ...(o.source ? { source: o.source } : {}), ...(o.approveAllHint ? { approveAllHint: o.approveAllHint } : {}), ...(era ? { era } : {}) });
  const confirmations = new Confirmations((o.door ?? DOOR_LIMITS).lifetimeMs);
  const log = auditLogFor(dirname(o.storePath), key, { ...o.auditBounds, ...(o.auditWrite ? { write: o.auditWrite } : {}) });
  const audit = new CallAudit({ log, server: o.approved.server, arguments: o.auditArguments ?? 'redacted', secrets: o.plan.secrets, warn: o.log, now: o.now });
  const deps: GuardDeps = { publication, audit, plan: o.plan, approved: o.approved, log: o.log, version: o.version, requestTimeoutMs: o.requestTimeoutMs, intervalMs: o.intervalMs, maxAgeMs: o.maxAgeMs, policy: o.policy, confirmations, ...(o.onCall ? { onCall: o.onCall } : {}), ...(o.identity ? { identity: o.identity } : {}), ...(o.door ? { door: o.door } : {}), ...(o.listBounds ? { listBounds: o.listBounds } : {}), ...(o.clock ? { clock: o.clock } : {}), ...(o.prelaunch ? { prelaunch: o.prelaunch } : {}) };
  const watcher = watchStore([publication, ...(o.identity ? [o.identity] : [])], (name) => publication.owns(name), dirname(o.storePath), o.log);
  return {
    publication,
    deps,
    newSession: () => new GuardSession(deps),
    close: () => {
      watcher.close();
      removeSessionFile(o.storePath, session);
    },
  };
}

/** `approve` / `reject` in another process replace a store file: take their decisions in as soon as that happens. */
function watchStore(readers: ReadonlyArray<{ reload(): Promise<unknown> }>, owns: (name: string) => boolean, dir: string, log: (line: string) => void): { close(): void } {
  let pending: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch(dir, (_event, name) => {
    if (name !== null && !owns(name)) return;
    clearTimeout(pending);
    pending = setTimeout(() => {
      for (const r of readers) void r.reload().catch((e: Error) => log(`cannot reload the store: ${e.message}`));
    }, 50);
  });
  watcher.unref();
  return {
    close: () => {
      watcher.close();
      clearTimeout(pending);
    },
  };
}
