// What the guard publishes, shared by every downstream session: the approved snapshot, the store (re-reconciled on
// each capture and each approve/reject) and, per ref, the verdict of decide(). Reports which kinds' publication moved.
// A dual-era upstream is spoken to in each client's era, each era judged against its own approval: an era other than
// the guard's own (pinned, else the approval's primary one) has a publication and a store file of its own beside it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { applyLifetimes, approvedItems, heldSuccessors, liveEra, reconcile, type CapabilityRecord, type GuardPolicy, type GuardStore } from '../core/approval/approval.js';
import { decide, type Refusal } from './decide.js';
import { observeInstructions, type InstructionsRecord } from '../core/approval/instructions.js';
import { nextSource, type ApprovalSource } from '../core/approval/source.js';
import { parseRef } from '../core/shared/canonical.js';
import type { Capability, Kind, ProtocolEra, Snapshot } from '../core/shared/model.js';
import type { Config } from '../core/shared/config.js';
import { KINDS } from '../core/shared/model.js';
import { eraStorePath, fileMark, parseStore, readStore, readStoreText, storeOf, updateStore, type StoreKey } from './store.js';
import { sessionLive } from './session-file.js';

export interface PublicationOptions {
  approved: Snapshot;
  surface: string;
  storePath: string;
  /** Signs and verifies the store's decisions. */
  key: StoreKey;
  policy: GuardPolicy;
  /** The server's config (declared renames, severity overrides), or {} for an inline server. */
  config: Config;
  now: () => Date;
  log: (line: string) => void;
  /** The command that approves a ref in the store `--server NAME` names, shown in refusals. */
  approveHint: (ref: string, server: string) => string;
  /** The command that approves every held capability at once (`approve --all-held`), shown when several are held. */
  approveAllHint?: (server: string) => string;
  /**
   * The era this store's records are of (the pinned one, else the approval's primary era); a session speaking another
   * era is judged by forEra()'s publication. Absent: every era is judged here (an approval that records no era).
   */
  era?: ProtocolEra;
  /** This is another era's publication (forEra's), its store beside the guard's own. */
  others?: true;
  /** This guard process's id: a session approval (`approve --session`) of another process has ended. */
  session?: string;
  /** Another era's publication: the guard's own store, beside which its session files are. */
  sessionStorePath?: string;
  /** Where the approved snapshot came from (a verified signed release, a first-use snapshot), recorded in the store. */
  source?: ApprovalSource;
}


export class Publication {
  private store: GuardStore;
  /** The approved items of the era the upstream speaks (the primary era's until a capture says which). */
  private approvedByRef: Map<string, Capability>;
  private approvedEra?: ProtocolEra;
  private live?: Snapshot;
  /** sha256 of the store text we last wrote or read: the file's own change events are told from others' by it. */
  private lastWritten = '';
  /** The store file's stamp after our last reconcile, taken under its lock (src/guard/store.ts fileMark). */
  private lastMark = 'absent';
  private listeners = new Set<(kinds: Kind[]) => void>();
  /** The other eras' publications, opened when a session first speaks that era (a one-era setup opens none). */
  private readonly others = new Map<ProtocolEra, Promise<Publication>>();
  /** Those of them open now (what the synchronous readers below see). */
  private readonly opened = new Set<Publication>();
  /** The last capture reconciled: its key, the store text it left, and when the first approval in it expires. */
  private observed?: { key: string; written: string; until: number; file: string };
  /** How many captures were reconciled (an unchanged one is not): what the freshness tests count. */
  reconciles = 0;

  private constructor(private readonly opts: PublicationOptions, store: GuardStore) {
    this.store = this.bounded(store);
    this.approvedByRef = approvedItems(opts.approved, opts.surface);
  }

  /** The store with every approval bounded by its lifetime (side-effect class, session): what expired is seen so. */
  private bounded(store: GuardStore): GuardStore {
    const mine = this.opts.session;
    // The guard's session files sit beside its own store, whichever era's store this is.
    const own = this.opts.others ? this.opts.sessionStorePath ?? this.opts.storePath : this.opts.storePath;
    applyLifetimes(store, this.opts.policy.maxApprovalDays, (s) => s !== mine && !sessionLive(own, s));
    return store;
  }

  static async open(opts: PublicationOptions): Promise<Publication> {
    return new Publication(opts, await readStore(opts.storePath, opts.approved.server, opts.surface, opts.key, opts.log));
  }

  get storePath(): string {
    return this.opts.storePath;
  }

  /** The NAME of `--server NAME` that selects this store in approve and status (an era's store: its file's name). */
  private get commandServer(): string {
    return this.opts.others ? basename(this.opts.storePath, '.json') : this.opts.approved.server;
  }

  /** The publication judging a session that speaks `era` upstream: this one, or its era's own (store beside this). */
  forEra(era: ProtocolEra): Promise<Publication> {
    if (this.opts.era === undefined || era === this.opts.era || this.opts.others) return Promise.resolve(this);
    let other = this.others.get(era);
    if (!other) {
      other = Publication.open({ ...this.opts, era, storePath: eraStorePath(this.opts.storePath, era), others: true, sessionStorePath: this.opts.storePath });
      this.others.set(era, other);
      // A store that cannot be read now may be next time.
      other.then((p) => void this.opened.add(p), () => this.others.delete(era));
    }
    return other;
  }

  /** Whether a file of the store directory is one of this guard's stores (the watch reloads on its changes). */
  owns(name: string): boolean {
    return name === basename(this.opts.storePath) || [...this.others.keys()].some((era) => name === basename(eraStorePath(this.opts.storePath, era)));
  }

  /** Called with the kinds whose publication changed (every session sends list_changed for them). */
  onChange(fn: (kinds: Kind[]) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The store's record of the server's instructions (verified: a forged approval was dropped on reading). */
  instructions(): InstructionsRecord | undefined {
    return this.store.instructions;
  }

  record(ref: string): CapabilityRecord | undefined {
    return this.store.capabilities[ref];
  }

  records(): CapabilityRecord[] {
    return Object.values(this.store.capabilities);
  }

  /** The records of every era's store open now, this one's first (a person's decisions count in whichever era). */
  recordsOfEveryEra(): CapabilityRecord[] {
    return this.opened.size === 0 ? this.records() : [this, ...this.opened].flatMap((p) => p.records());
  }

  /** ref's record in every era's store open now, this one's first. */
  recordsOf(ref: string): CapabilityRecord[] {
    const own = this.store.capabilities[ref];
    if (this.opened.size === 0) return own ? [own] : [];
    return [this, ...this.opened].flatMap((p) => p.record(ref) ?? []);
  }

  /** Whether exactly this digest may be published under ref at `now` (the list filter asks this per item). */
  publishable(ref: string, digest: string, now: Date = this.opts.now()): boolean {
    return decide(ref, digest, this.store.capabilities[ref], this.approvedByRef.get(ref), now) === undefined;
  }

  /** The approved definition under ref in the era the upstream speaks: what is published under it, when anything is. */
  definition(ref: string): Capability['definition'] | undefined {
    return this.approvedByRef.get(ref)?.definition;
  }

  /** undefined when calls to ref may go through (its last captured definition is approved), else why not. */
  refusal(ref: string): Refusal | undefined {
    return decide(ref, undefined, this.store.capabilities[ref], this.approvedByRef.get(ref), this.opts.now());
  }

  /** The operator's line for a refusal (stderr): what changed and the command that approves it, ref shell-quoted. */
  explain(r: Refusal): string {
    const rec = this.store.capabilities[r.ref];
    const held = this.heldSummary(r.ref);
    const how = r.state === 'missing' || !rec ? '' : `; after review: ${this.opts.approveHint(r.ref, this.commandServer)}`;
    return `refused a call to ${r.ref} (state: ${r.state})${held}${how}`;
  }

  private signature(): Map<Kind, string> {
    const out = new Map<Kind, string>(KINDS.map((k) => [k, '']));
    const now = this.opts.now();
    for (const rec of Object.values(this.store.capabilities)) {
      if (rec.state !== 'approved' || !rec.live || !this.publishable(rec.ref, rec.live.digest, now)) continue;
      const kind = parseRef(rec.ref)?.kind;
      if (kind) out.set(kind, `${out.get(kind)}${rec.ref}@${rec.live.digest}\n`);
    }
    return out;
  }

  private changedKinds(before: Map<Kind, string>): Kind[] {
    const after = this.signature();
    return KINDS.filter((k) => before.get(k) !== after.get(k));
  }

  private emit(kinds: Kind[]): void {
    if (kinds.length === 0) return;
    for (const fn of this.listeners) fn(kinds);
  }

  /** A fresh capture of the upstream: reconcile, persist, and tell sessions what publication changed. */
  async observe(live: Snapshot): Promise<Kind[]> {
    this.judgeInEra(liveEra(live, this.opts.surface));
    // The freshness bound re-captures every few seconds while calls come: a list that did not change (the same
    // digests, states and server identity), judged against a store nobody wrote since, costs this comparison only.
    const key = captureKey(live, this.opts.surface);
    // The store file is looked at too: an `approve` in another process is taken in by this capture, as before, not
    // only when the directory watcher's reload comes.
    const last = this.observed;
    if (last && last.key === key && last.written === this.lastWritten && this.opts.now().getTime() < last.until && (await fileMark(this.opts.storePath)) === last.file) return [];
    this.live = this.sharingApproved(live);
    const kinds = await this.reconcileAndWrite();
    // The file's stamp as the reconcile left it, taken under the store's lock: a write by another process after the
    // lock was released differs from it and is taken in by the next capture (a stamp taken here could hide it).
    this.observed = { key, written: this.lastWritten, until: nextExpiry(this.store, this.opts.now().getTime()), file: this.lastMark };
    this.reconciles++;
    return kinds;
  }

  /** Calls are judged against the approval of the era the upstream's capture spoke, as reconcile() judges its items. */
  private judgeInEra(era: ProtocolEra | undefined): void {
    if (era === this.approvedEra) return;
    this.approvedEra = era;
    this.approvedByRef = approvedItems(this.opts.approved, this.opts.surface, era);
  }

  /**
   * A live item whose digest is the approved one has the approved definition, canonically: the store's records then
   * hold the approved snapshot's tree instead of a second copy of every definition (a megabyte per 300 tools).
   */
  private sharingApproved(live: Snapshot): Snapshot {
    const surface = live.surfaces[this.opts.surface];
    if (!surface) return live;
    for (const kind of KINDS) {
      const items = surface.kinds[kind]?.items ?? [];
      for (let i = 0; i < items.length; i++) {
        const approved = this.approvedByRef.get(items[i].ref);
        if (approved !== undefined && approved.digest === items[i].digest) items[i] = approved;
      }
    }
    return live;
  }

  private async reconcileAndWrite(): Promise<Kind[]> {
    const live = this.live;
    if (!live) return [];
    const before = this.signature();
    const { approved, storePath, policy, now, surface, config, key, log } = this.opts;
    let transitions: ReturnType<typeof reconcile>['transitions'] = [];
    let onDisk: string | undefined;
    // Re-read under the lock: an `approve` written since our last read must not be overwritten.
    const written = await updateStore(
      storePath,
      key,
      async () => {
        const text = await readStoreText(storePath);
        onDisk = text === undefined ? undefined : textDigest(text);
        // Our own last write, untouched since: the store held here is that text, parsed and verified already.
        return onDisk !== undefined && onDisk === this.lastWritten ? this.store : this.bounded(storeOf(text, storePath, approved.server, surface, key, log));
      },
      (current) => {
        const r = reconcile(approved, current, live, policy, now(), config);
        transitions = r.transitions;
        // The instructions it gives now, held unless the snapshot's or a person's approval covers them.
        const instructions = observeInstructions(current.instructions, live.surfaces[surface]?.server?.instructions, approved, surface);
        if (instructions) r.store.instructions = instructions;
        else delete r.store.instructions;
        if (this.opts.source) r.store.source = nextSource(current.source, this.opts.source);
        return r.store;
      },
      (text) => onDisk !== undefined && textDigest(text) === onDisk,
      { log, now },
    );
    this.store = written.store;
    this.lastWritten = textDigest(written.text);
    this.lastMark = written.mark;
    // Held for review: the operator's line names the rules and the command (as status does), never only the state.
    const forReview = (state: string): boolean => state === 'stale' || state === 'review_required';
    for (const t of transitions) this.opts.log(`${t.ref}: ${t.from} -> ${t.to}${this.heldSummary(t.ref)}${forReview(t.to) ? `; after review: ${this.opts.approveHint(t.ref, this.commandServer)}${this.successorHint(t.ref)}` : ''}`);
    const held = this.records().filter((r) => forReview(r.state) && r.live).length;
    if (held > 1 && this.opts.approveAllHint && transitions.some((t) => forReview(t.to))) this.opts.log(`${held} held for review; after review, all at once: ${this.opts.approveAllHint(this.commandServer)}`);
    const kinds = this.changedKinds(before);
    this.emit(kinds);
    return kinds;
  }

  /** A held capability deprecated in favour of a successor the guard holds: the command that moves to it. */
  private successorHint(ref: string): string {
    const rec = this.store.capabilities[ref];
    return rec ? heldSuccessors(this.store, rec).map((s) => `; deprecated in favour of ${s}, to move to it: ${this.opts.approveHint(s, this.commandServer)} (records the rebind)`).join('') : '';
  }

  private heldSummary(ref: string): string {
    const rec = this.store.capabilities[ref];
    if (!rec || rec.state === 'approved') return '';
    const fields = (rec.changes ?? []).map((c) => `${c.rule}${c.pointer ? ` ${c.pointer}` : ''}`);
    return fields.length ? ` (${fields.join('; ')})` : rec.reason ? ` (${rec.reason})` : '';
  }

  /** A store file changed under us (approve / reject): take the decisions in and re-publish, in every era's store. */
  async reload(): Promise<Kind[]> {
    const kinds = new Set(await this.reloadOwn());
    for (const other of this.others.values()) for (const k of await (await other.catch(() => undefined))?.reload() ?? []) kinds.add(k);
    return [...kinds];
  }

  private async reloadOwn(): Promise<Kind[]> {
    let text: string;
    try {
      text = await readFile(this.opts.storePath, 'utf8');
    } catch {
      return [];
    }
    if (textDigest(text) === this.lastWritten) return [];
    try {
      parseStore(text, this.opts.storePath);
    } catch (e) {
      this.opts.log(`ignoring an unreadable store: ${(e as Error).message}`);
      return [];
    }
    if (!this.live) {
      const before = this.signature();
      this.store = this.bounded(await readStore(this.opts.storePath, this.opts.approved.server, this.opts.surface, this.opts.key, this.opts.log));
      this.lastWritten = textDigest(text);
      const kinds = this.changedKinds(before);
      this.emit(kinds);
      return kinds;
    }
    return this.reconcileAndWrite();
  }
}

/**
 * What of a capture its reconcile reads: the server's identity (instructions included), the surface's error and
 * protocol, and per kind the observation and every item's ref and digest (a digest covers the definition).
 */
function captureKey(live: Snapshot, surface: string): string {
  const s = live.surfaces[surface];
  const hash = createHash('sha256').update(JSON.stringify([s?.server ?? null, s?.error ?? null, s?.protocol ?? null]));
  for (const kind of KINDS) {
    const k = s?.kinds[kind];
    hash.update(`\n${kind} ${JSON.stringify(k?.observation ?? null)}`);
    for (const item of k?.items ?? []) hash.update(`\n${JSON.stringify([item.ref, item.digest])}`);
  }
  return hash.digest('hex');
}

/** Which file is at path and when it last changed (a replace by `approve` is a new inode; an edit moves ctime). */

/** The first moment after `now` an approval in the store expires (a reconcile then changes what is published). */
function nextExpiry(store: GuardStore, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const rec of Object.values(store.capabilities)) {
    const at = rec.approval?.expires === undefined ? Number.NaN : Date.parse(rec.approval.expires);
    if (at > now && at < next) next = at;
  }
  return next;
}

/** A digest in place of the text: a 1,000-tool store is over a megabyte the guard would otherwise hold for a compare. */
function textDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
