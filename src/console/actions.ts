// The console's decisions, each through the store code `approve` / `reject` use: read, change and write back under
// the store's lock (updateStore), signed with its key, atomically, so a running guard's watch takes it in at once.
// Each request names the digest (or code) the page showed: a definition that changed since is refused, never approved
// unseen. A gateway member's approval that would collide with another member's capability is refused as approve does.
import { basename } from 'node:path';
import { approveRecord, DecisionError, rejectRecord, type CapabilityRecord, type GuardStore } from '../core/approval/approval.js';
import { heldForReview, parseExpiry, revokeRecord, setExpiry } from '../core/approval/review.js';
import { approveIdentityRecord, codeKey } from '../core/identity/identity.js';
import { approveInstructions } from '../core/approval/instructions.js';
import { UsageError } from '../core/shared/errors.js';
import { checkedScope, parseScope, scopeRecord } from '../guard/scope-store.js';
import { readStoreFile, storeFiles, updateStore, type StoreKey } from '../guard/store.js';
import { collisionOf, neighboursOf } from '../gateway/ownership.js';
import type { ActionRequest, ActionResult } from './model.js';
import { visibleLine } from './records.js';
import { osUser } from '../audit/store-hook.js';

/** Who a console approval records: the OS user the console runs as (the page's opener held its URL's secret). */
const CONSOLE_USER = (): string => `${osUser()} (console)`;
import { rebindSet, viewDigest } from './view-digest.js';

export interface ActionContext {
  storeDir: string;
  key: StoreKey;
  now: () => Date;
  log: (line: string) => void;
}

/** A request the page could not have sent (malformed, or naming no store of this directory): refused as a whole. */
export class ActionRefused extends Error {}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 4096;

/** The request body, checked field by field: the page is ours, but the bytes reaching us need not be. */
export function parseAction(body: unknown): ActionRequest {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  if (!isString(b.server)) throw new ActionRefused('"server": expected the server\'s store name');
  const server = b.server;
  // The view the decision was made on: required where a decision widens or narrows what runs on what was shown.
  if (b.view !== undefined && !isString(b.view)) throw new ActionRefused('"view": expected the view digest the page was drawn with');
  const view = isString(b.view) ? { view: b.view } : {};
  if ((b.action === 'approve' || b.action === 'reject') && !isString(b.view)) throw new ActionRefused('"view": expected the view digest the page was drawn with (reload the page)');
  switch (b.action) {
    case 'approve':
    case 'reject':
    case 'revoke':
      if (!isString(b.ref) || !isString(b.digest)) throw new ActionRefused('"ref" and "digest": expected the capability and the digest shown');
      if (b.action === 'approve' && b.expires !== undefined && !isString(b.expires)) throw new ActionRefused('"expires": expected a date');
      return b.action === 'approve' && isString(b.expires) ? { action: 'approve', server, ref: b.ref, digest: b.digest, ...view, expires: b.expires } : { action: b.action, server, ref: b.ref, digest: b.digest, ...view };
    case 'expiry':
      if (!isString(b.ref) || !isString(b.digest) || !(b.expires === null || isString(b.expires))) throw new ActionRefused('"ref", "digest" and "expires" (a date, or null to remove it) expected');
      return { action: 'expiry', server, ref: b.ref, digest: b.digest, ...view, expires: b.expires };
    case 'scope':
      if (!isString(b.ref) || !isString(b.digest) || !(b.scope === null || (typeof b.scope === 'string' && b.scope.length <= 256 * 1024)))
        throw new ActionRefused('"ref", "digest" and "scope" (its JSON text, or null to remove it) expected');
      return { action: 'scope', server, ref: b.ref, digest: b.digest, ...view, scope: b.scope };
    case 'identity':
      if (!isString(b.integrity)) throw new ActionRefused('"integrity": expected the content hash of the code shown');
      return { action: 'identity', server, integrity: b.integrity };
    case 'instructions':
      if (!isString(b.digest)) throw new ActionRefused('"digest": expected the digest of the instructions shown');
      return { action: 'instructions', server, digest: b.digest };
    case 'upgrade': {
      const refs = Array.isArray(b.refs) ? b.refs : undefined;
      if (!refs || refs.length > 10_000 || !refs.every((r) => isString((r as { ref?: unknown })?.ref) && isString((r as { digest?: unknown })?.digest)))
        throw new ActionRefused('"refs": expected the held capabilities shown, each { ref, digest }');
      if (b.integrity !== undefined && !isString(b.integrity)) throw new ActionRefused('"integrity": expected the content hash of the code shown');
      if (b.instructions !== undefined && !isString(b.instructions)) throw new ActionRefused('"instructions": expected the digest of the instructions shown');
      const out: ActionRequest = { action: 'upgrade', server, refs: refs.map((r) => ({ ref: String((r as { ref: string }).ref), digest: String((r as { digest: string }).digest) })) };
      return { ...out, ...(isString(b.integrity) ? { integrity: b.integrity } : {}), ...(isString(b.instructions) ? { instructions: b.instructions } : {}) };
    }
    default:
      throw new ActionRefused('"action": expected approve, reject, revoke, expiry, scope, identity, instructions or upgrade');
  }
}

/** The store file an action names: one of the directory's, by its file name (never a path the request builds). */
function storePath(ctx: ActionContext, server: string): string {
  const path = storeFiles(ctx.storeDir).find((f) => basename(f, '.json') === server);
  if (!path) throw new ActionRefused(`no server "${visibleLine(server).slice(0, 100)}" in the store`);
  return path;
}

function expiryOf(raw: string, now: Date): string {
  const parsed = parseExpiry(raw, now);
  if ('error' in parsed) throw new DecisionError(`expiry "${visibleLine(raw).slice(0, 60)}": ${parsed.error}`);
  return parsed.at;
}

/** The record must still be served with the digest the page showed. */
function shown(store: GuardStore, ref: string, digest: string): void {
  const rec = store.capabilities[ref];
  if (!rec) throw new DecisionError(`${ref}: not in the store any more`);
  const now = rec.live?.digest ?? rec.approval?.digest;
  if (now !== digest) throw new DecisionError(`${ref}: it changed since the page showed it (now ${now ?? 'not served'}); review it again`);
}

/** Runs one decision; a refusal is a result (one line), not an error. */
export async function runAction(req: ActionRequest, ctx: ActionContext): Promise<ActionResult> {
  const path = storePath(ctx, req.server);
  const now = ctx.now();
  const read = (): Promise<GuardStore> => readStoreFile(path, ctx.key, ctx.log);
  const neighbours = req.action === 'approve' || req.action === 'upgrade' || req.action === 'scope' ? await neighboursOf(path, ctx.log) : undefined;
  const collision = (ref: string): void => {
    const clash = neighbours && collisionOf(ref, neighbours.self, neighbours.others);
    if (clash) throw new DecisionError(clash);
  };
  let message = '';
  try {
    await updateStore(path, ctx.key, read, (store) => {
      message = decide(store, req, now, collision);
      return store;
    });
  } catch (e) {
    if (e instanceof DecisionError) return { ok: false, message: visibleLine(e.message) };
    throw e;
  }
  ctx.log(`${req.server}: ${message}`);
  return { ok: true, message: visibleLine(message) };
}

/** The record's view as the page drew it must still be the view now: else the decision is refused and the page redraws. */
function sameView(store: GuardStore, req: ActionRequest): void {
  if (!('view' in req) || req.view === undefined) return;
  if (viewDigest(store, req.ref) === req.view) return;
  const rebinds = rebindSet(store, req.ref);
  throw new DecisionError(`${req.ref}: what the page showed changed since it was drawn (${rebinds.length ? `it is now held as the new name of ${rebinds.join(', ')}; ` : ''}its rebind, scope, approval or the code shown); review it again`);
}

function decide(store: GuardStore, req: ActionRequest, now: Date, collision: (ref: string) => void): string {
  sameView(store, req);
  switch (req.action) {
    case 'approve': {
      shown(store, req.ref, req.digest);
      collision(req.ref);
      const expires = req.expires === undefined ? undefined : expiryOf(req.expires, now);
      const r = approveRecord(store, req.ref, now, { digest: req.digest, who: CONSOLE_USER(), ...(expires ? { expires } : {}) });
      return `approved ${req.ref} at ${req.digest}${expires ? ` until ${expires}` : ''}${r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.join(', ')}` : ''}`;
    }
    case 'reject':
      shown(store, req.ref, req.digest);
      rejectRecord(store, req.ref, now);
      return `rejected ${req.ref} at ${req.digest}`;
    case 'revoke':
      if (store.capabilities[req.ref]?.approval?.digest !== req.digest) throw new DecisionError(`${req.ref}: its approval changed since the page showed it; review it again`);
      revokeRecord(store, req.ref, now);
      return `revoked the approval of ${req.ref} (${req.digest})`;
    case 'expiry': {
      if (store.capabilities[req.ref]?.approval?.digest !== req.digest) throw new DecisionError(`${req.ref}: its approval changed since the page showed it; review it again`);
      const expires = req.expires === null ? undefined : expiryOf(req.expires, now);
      setExpiry(store, req.ref, expires, now);
      return expires ? `the approval of ${req.ref} expires at ${expires}` : `the approval of ${req.ref} no longer expires`;
    }
    case 'scope':
      return scope(store, req, now, collision);
    case 'identity':
      identity(store, req.integrity, now);
      return `approved the code ${req.integrity}`;
    case 'instructions':
      instructions(store, req.digest, now);
      return `approved the server's instructions at ${req.digest}`;
    case 'upgrade':
      return upgrade(store, req, now, collision);
  }
}

/** The digest a scope decision binds to: the store's approval, else (approved by the snapshot) the definition served. */
export function scopedDigest(rec: CapabilityRecord | undefined): string | undefined {
  return rec?.approval?.digest ?? (rec?.state === 'approved' ? rec.live?.digest : undefined);
}

/**
 * Sets or removes the scope of the approval the page showed, judged by the checkedScope `approve --scope` uses: a scope
 * that is no JSON Schema, or that would widen the tool's inputSchema, is refused with the line the CLI prints. A tool
 * the approved snapshot approves has no approval of the store's to scope: it is approved at the digest shown with the
 * scope, as `approve --scope` does.
 */
function scope(store: GuardStore, req: Extract<ActionRequest, { action: 'scope' }>, now: Date, collision: (ref: string) => void): string {
  const rec = store.capabilities[req.ref];
  if (!rec || scopedDigest(rec) !== req.digest) throw new DecisionError(`${req.ref}: its approval changed since the page showed it; review it again`);
  let next: ReturnType<typeof checkedScope> | null;
  try {
    next = req.scope === null ? null : checkedScope(rec, parseScope(req.scope, 'scope'), 'scope');
  } catch (e) {
    if (e instanceof UsageError) throw new DecisionError(e.message);
    throw e;
  }
  const shown = next ? JSON.stringify(next).slice(0, 300) : '';
  if (rec.approval) {
    scopeRecord(store, req.ref, next);
    return next ? `the approval of ${req.ref} is scoped to ${shown}` : `the approval of ${req.ref} has no scope now`;
  }
  if (!next) throw new DecisionError(`${req.ref}: its approval (the approved snapshot's) has no scope to remove`);
  collision(req.ref);
  approveRecord(store, req.ref, now, { digest: req.digest, scope: next, who: CONSOLE_USER() });
  return `approved ${req.ref} at ${req.digest}, scoped to ${shown}`;
}

function identity(store: GuardStore, integrity: string, now: Date): void {
  if (store.identity?.live?.integrity !== integrity) throw new DecisionError(`the code changed since the page showed it (now ${store.identity?.live?.integrity ?? 'unresolved'}); review it again`);
  try {
    store.identity = approveIdentityRecord(store.identity, now);
  } catch (e) {
    throw new DecisionError((e as Error).message);
  }
}

/**
 * One reviewed upgrade: exactly the held capabilities the page showed, each at the digest shown, and the new code when
 * shown, all or nothing in one write. Something held that the page did not show (it arrived since) refuses the whole.
 */
function upgrade(store: GuardStore, req: Extract<ActionRequest, { action: 'upgrade' }>, now: Date, collision: (ref: string) => void): string {
  const asked = new Set(req.refs.map((r) => r.ref));
  const unseen = heldForReview(store).filter((ref) => !asked.has(ref));
  if (unseen.length > 0) throw new DecisionError(`${unseen.length} more held since the page was shown (${unseen.slice(0, 3).join(', ')}); review them first`);
  if (store.identity?.state === 'held' && req.integrity === undefined) throw new DecisionError('the new code is held too and was not shown; review it first');
  // The capabilities shown must be the new code's: until the guard read what it serves they are the old code's.
  const live = store.identity?.live;
  if (req.integrity !== undefined && store.identity?.state === 'held' && live && store.identity.surfaceRead !== codeKey(live))
    throw new DecisionError('what the new code serves is not read yet (the guard reads it when a client next connects); review it then');
  if (store.instructions?.state === 'held' && req.instructions === undefined) throw new DecisionError("the server's new instructions are held too and were not shown; review them first");
  if (req.refs.length === 0 && req.integrity === undefined && req.instructions === undefined) throw new DecisionError('nothing is held for review');
  for (const { ref, digest } of req.refs) {
    shown(store, ref, digest);
    collision(ref);
  }
  if (req.integrity !== undefined) identity(store, req.integrity, now);
  if (req.instructions !== undefined) instructions(store, req.instructions, now);
  for (const { ref, digest } of req.refs) approveRecord(store, ref, now, { digest, who: CONSOLE_USER() });
  return `approved the upgrade: ${req.refs.length} capabilit${req.refs.length === 1 ? 'y' : 'ies'}${req.integrity ? ' and the new code' : ''}${req.instructions ? ' and the new instructions' : ''}`;
}

/** The server's held instructions, at the digest the page showed. */
function instructions(store: GuardStore, digest: string, now: Date): void {
  try {
    store.instructions = approveInstructions(store.instructions, digest, now);
  } catch (e) {
    throw new DecisionError((e as Error).message);
  }
}
