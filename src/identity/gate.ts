// The guard's identity gate: before every launch or relaunch of the upstream it resolves which code would run and
// compares it with the approved identity. Different code holds every capability (one line to the client, naming no
// server text) until a person runs `mcp-contract approve --identity`, or the policy follows it.
import { readFile } from 'node:fs/promises';
import {
  decideIdentity,
  describeIdentity,
  recordDecision,
  type IdentityCheck,
  type IdentityPolicy,
  type IdentityRecord,
  type LaunchIdentity,
} from '../core/identity.js';
import type { Snapshot } from '../core/model.js';
import { parseStore, readStore, updateStore } from '../guard/store.js';

export interface IdentityGateOptions {
  approved: Snapshot;
  surface: string;
  storePath: string;
  policy: IdentityPolicy;
  /** Resolves the identity of what the launch would run now (offline). */
  resolve: () => LaunchIdentity | undefined;
  now: () => Date;
  log: (line: string) => void;
  /** The command that approves the new code, shown to the client. */
  approveHint: string;
}

export class IdentityGate implements IdentityCheck {
  private line?: string;
  private record?: IdentityRecord;
  private listeners = new Set<() => void>();

  constructor(private readonly opts: IdentityGateOptions) {}

  held(): string | undefined {
    return this.line;
  }

  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The client's line: the server's name from the config and the command, never text from the code or the server. */
  private holdLine(): string {
    return `mcp-contract guard: the code behind "${this.opts.approved.server}" is not the approved code; every capability is held until it is approved: ${this.opts.approveHint}`;
  }

  private setHeld(held: boolean): void {
    const next = held ? this.holdLine() : undefined;
    if (next === this.line) return;
    this.line = next;
    for (const fn of this.listeners) fn();
  }

  async beforeLaunch(): Promise<string | undefined> {
    const live = this.opts.resolve();
    // An HTTP upstream has no launch to pin, and a missing entry fails to start with its own line: nothing to hold.
    if (!live || live.absent) return undefined;
    const { approved, storePath, surface, policy, now, log } = this.opts;
    let rec: IdentityRecord | undefined;
    await updateStore(
      storePath,
      () => readStore(storePath, approved.server, surface),
      (store) => {
        const decision = decideIdentity(store.identity?.approved ?? approved.identity, live, policy);
        rec = recordDecision(store.identity, approved.identity, live, decision, now());
        return { ...store, identity: rec };
      },
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

  /** The store changed (`approve --identity` in another process): a hold ends when the live code is now approved. */
  async reload(): Promise<void> {
    if (!this.record?.live) return;
    let text: string;
    try {
      text = await readFile(this.opts.storePath, 'utf8');
    } catch {
      return;
    }
    const stored = parseStore(text, this.opts.storePath).identity;
    if (!stored) return;
    this.record = stored;
    const held = stored.state === 'held';
    if (!held && this.line) this.opts.log(`launch identity approved (${stored.approvedBy ?? 'human'}): ${stored.live ? describeIdentity(stored.live) : ''}`);
    this.setHeld(held);
  }
}
