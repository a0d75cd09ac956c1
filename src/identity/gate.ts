// The guard's identity gate: before every launch or relaunch of the upstream it resolves which code would run and
// compares it with the approved identity. Different code holds every capability (one line to the client, naming no
// server text) until a person runs `mcp-contract approve --identity`, or the policy follows it.
import { dirname } from 'node:path';
import {
  codeKey,
  decideIdentity,
  describeIdentity,
  recordDecision,
  type IdentityCheck,
  type IdentityPolicy,
  type IdentityRecord,
  type LaunchIdentity,
} from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import { readStore, readStoreFile, storeKey, updateStore } from '../guard/store.js';

export interface IdentityGateOptions {
  approved: Snapshot;
  surface: string;
  storePath: string;
  policy: IdentityPolicy;
  /** Resolves the identity of what the launch would run now (offline). */
  resolve: () => LaunchIdentity | undefined;
  now: () => Date;
  log: (line: string) => void;
  /** The command that approves the new code: logged on stderr for the person running the guard, never sent to the client (an agent with a shell could run it). */
  approveHint: string;
  /** The command approving the held code with what it serves (`approve --all-held`), logged once that is read. */
  approveAllHint?: string;
}

export class IdentityGate implements IdentityCheck {
  private line?: string;
  private record?: IdentityRecord;
  private listeners = new Set<() => void>();
  /** The held codes whose surface this process read (or is reading): one start per held code, however many sessions ask. */
  private reads = new Map<string, Promise<void>>();

  constructor(private readonly opts: IdentityGateOptions) {}

  held(): string | undefined {
    return this.line;
  }

  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The client's line: the server's name from the config only, never text from the code or the server, and no command. */
  private holdLine(): string {
    return `mcp-contract guard: the code behind "${this.opts.approved.server}" is not the approved code; every capability is held until a person approves it`;
  }

  private setHeld(held: boolean): void {
    const next = held ? this.holdLine() : undefined;
    if (next === this.line) return;
    if (next !== undefined) this.opts.log(`launch code held; approve it with: ${this.opts.approveHint}`);
    this.line = next;
    for (const fn of this.listeners) fn();
  }

  async beforeLaunch(): Promise<string | undefined> {
    const live = this.opts.resolve();
    // An HTTP upstream has no launch to pin, and a missing entry fails to start with its own line: nothing to hold.
    if (!live || live.absent) return undefined;
    const { approved, storePath, surface, policy, now, log } = this.opts;
    let rec: IdentityRecord | undefined;
    const key = await storeKey(dirname(storePath));
    await updateStore(
      storePath,
      key,
      () => readStore(storePath, approved.server, surface, key, log),
      (store) => {
        const decision = decideIdentity(store.identity?.approved ?? approved.identity, live, policy);
        rec = recordDecision(store.identity, approved.identity, live, decision, now());
        return { ...store, identity: rec };
      },
      undefined,
      { log, now },
    );
    const r = rec!;
    if (r.state !== this.record?.state || r.reason !== this.record?.reason) {
      const what = r.state === 'held' ? 'held' : r.state === 'unverified' ? 'unverified' : 'verified';
      log(`launch identity ${what}: ${r.reason ?? describeIdentity(live)}`);
    }
    this.record = r;
    this.setHeld(r.state === 'held');
    return this.line;
  }

  async readHeldSurface(read: () => Promise<void>): Promise<void> {
    const live = this.record?.live;
    if (this.line === undefined || !live) return;
    const code = codeKey(live);
    let pending = this.reads.get(code);
    if (!pending) {
      pending = this.readOnce(code, read);
      this.reads.set(code, pending);
    }
    return pending;
  }

  private async readOnce(code: string, read: () => Promise<void>): Promise<void> {
    const { storePath, approved, surface, log, now } = this.opts;
    try {
      await read();
    } catch (e) {
      // Not read: a later launch attempt tries again.
      this.reads.delete(code);
      log(`cannot read what the held code serves: ${(e as Error).message}`);
      return;
    }
    try {
      const key = await storeKey(dirname(storePath));
      await updateStore(
        storePath,
        key,
        () => readStore(storePath, approved.server, surface, key, log),
        (store) => (store.identity?.state === 'held' && store.identity.live && codeKey(store.identity.live) === code ? { ...store, identity: { ...store.identity, surfaceRead: code } } : store),
        undefined,
        { log, now },
      );
    } catch (e) {
      // Never thrown at the caller (it does not wait): a store that cannot be written now is read again next launch.
      this.reads.delete(code);
      log(`cannot record what the held code serves: ${(e as Error).message}`);
      return;
    }
    log(`read what the held code serves; review and approve it with: ${this.opts.approveAllHint ?? this.opts.approveHint}`);
  }

  /** The store changed (`approve --identity` in another process): a hold ends when the live code is now approved. */
  async reload(): Promise<void> {
    const live = this.record?.live;
    if (!live) return;
    const { storePath, approved, policy, log } = this.opts;
    let stored: IdentityRecord | undefined;
    try {
      // Verified with the store key: an approval written by anything but `approve --identity` is dropped here.
      stored = (await readStoreFile(storePath, await storeKey(dirname(storePath)), log)).identity;
    } catch {
      return;
    }
    // Decided again from the verified approval, never from the stored state (which the key does not cover).
    const decision = decideIdentity(stored?.approved ?? approved.identity, live, policy);
    const held = decision.state === 'held';
    if (!held && this.line) log(`launch identity approved (${stored?.approvedBy ?? 'human'}): ${describeIdentity(live)}`);
    if (stored) this.record = { ...stored, state: decision.state };
    this.setHeld(held);
  }
}
