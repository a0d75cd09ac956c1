// What a request acts on, and what of a list the client may see: both judged by decide() through the publication.
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { buildCapability, keyOf, type Origin } from '../core/shared/canonical.js';
import type { JsonObject, Kind } from '../core/shared/model.js';
import { KIND_METHOD } from '../core/shared/model.js';
import type { SurfacePlan } from '../capture/capture.js';
import { itemShape, MAX_ITEM_DEPTH, redactJson } from '../capture/lists.js';
import type { Publication } from './publication.js';
import { INVALID_PARAMS_CODE, isObject, WireError } from './wire.js';

/** The capability a request acts on, if it acts on one. */
export function targetRef(req: JSONRPCRequest, publication: Publication): string | undefined {
  const p = isObject(req.params) ? req.params : {};
  switch (req.method) {
    case 'tools/call':
      return `tool:${String(p.name)}`;
    case 'prompts/get':
      return `prompt:${String(p.name)}`;
    case 'resources/read':
    case 'resources/subscribe':
    case 'resources/unsubscribe':
      return resourceRef(String(p.uri), publication);
    case 'completion/complete': {
      const r = isObject(p.ref) ? p.ref : {};
      if (r.type === 'ref/prompt') return `prompt:${String(r.name)}`;
      if (r.type === 'ref/resource') return `resourceTemplate:${String(r.uri)}`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The field that names a targeted request's capability, by where it sits in the params. */
function targetField(method: string, p: JsonObject): [string, unknown] | undefined {
  switch (method) {
    case 'tools/call':
    case 'prompts/get':
      return ['params.name', p.name];
    case 'resources/read':
    case 'resources/subscribe':
    case 'resources/unsubscribe':
      return ['params.uri', p.uri];
    case 'completion/complete': {
      const r = isObject(p.ref) ? p.ref : {};
      if (r.type === 'ref/prompt') return ['params.ref.name', r.name];
      if (r.type === 'ref/resource') return ['params.ref.uri', r.uri];
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Refuses a targeted request whose name or URI is not a string: judged as its string form, `["write_file"]` would
 * pass as the approved `tool:write_file` while the upstream reads the array as it likes (or a bracketed form that
 * names a different tool). Invalid params, as the request would be at a server that validates it.
 */
export function requireStringTarget(req: JSONRPCRequest): void {
  const field = targetField(req.method, isObject(req.params) ? req.params : {});
  if (field && typeof field[1] !== 'string') throw new WireError(INVALID_PARAMS_CODE, `Invalid params: ${req.method} ${field[0]} must be a string`);
}

/** A listed resource by its URI, else the first approved template that matches it. */
export function resourceRef(uri: string, publication: Publication): string {
  const direct = `resource:${uri}`;
  if (publication.record(direct)) return direct;
  for (const rec of publication.records()) {
    if (!rec.ref.startsWith('resourceTemplate:') || publication.refusal(rec.ref)) continue;
    try {
      if (new UriTemplate(rec.ref.slice('resourceTemplate:'.length)).match(uri)) return rec.ref;
    } catch {
      // A template the SDK cannot parse matches nothing.
    }
  }
  return direct;
}

/** What of one list (all its pages) is judged and published at most; the rest is held. */
export interface ListBounds {
  maxItems: number;
  /** The items' JSON, in bytes. */
  maxBytes: number;
}

/** What one list has judged so far, page after page, against its bounds. */
export class ListBudget {
  private items = 0;
  private bytes = 0;

  constructor(private readonly bounds: ListBounds) {}

  /** Counts one more item; false once the list has had its bounds' worth (it and the rest are held). */
  next(): boolean {
    return this.items++ < this.bounds.maxItems && this.bytes <= this.bounds.maxBytes;
  }

  /** Counts an item's JSON; false when it passes the bytes bound (it and the rest are held). */
  fits(bytes: number): boolean {
    this.bytes += bytes;
    return this.bytes <= this.bounds.maxBytes;
  }
}

/**
 * Safe contraction: only items whose digest, computed now, is approved go to the client. `drift` is true when a
 * known definition no longer matches the last capture (the caller re-captures). With a budget, the items past it are
 * neither judged nor served: `held` counts them (a digest per item of a 300,000-item list took seconds per list).
 */
export function filterList(kind: Kind, result: JsonObject, publication: Publication, plan: SurfacePlan, origin: Origin, budget?: ListBudget): { result: JsonObject; drift: boolean; held: number } {
  const field = KIND_METHOD[kind].field;
  const items = result[field];
  if (!Array.isArray(items)) return { result, drift: false, held: 0 };
  let drift = false;
  let held = 0;
  const kept: JsonObject[] = [];
  for (const [n, raw] of items.entries()) {
    if (budget && !budget.next()) {
      held = items.length - n;
      break;
    }
    // An item with no canonical form (a lone surrogate, 1e400) has no digest: it alone is held, the rest is served.
    if (!isObject(raw) || keyOf(kind, raw) === undefined || itemShape(raw, MAX_ITEM_DEPTH) !== 'ok') continue;
    const text = JSON.stringify(raw);
    // One item larger than the message limit is held alone.
    if (text.length > plan.limits.maxMessageBytes) continue;
    if (budget && !budget.fits(Buffer.byteLength(text, 'utf8'))) {
      held = items.length - n;
      break;
    }
    const item = plan.secrets.length > 0 ? redactJson(raw, plan.secrets) : raw;
    const cap = buildCapability(kind, item, origin, { volatileMeta: plan.volatileMeta });
    const seen = publication.record(cap.ref)?.live;
    // Only a known definition that moved: an item the capture never recorded (filtered out by config) stays hidden.
    if (seen && seen.digest !== cap.digest) drift = true;
    if (publication.publishable(cap.ref, cap.digest)) kept.push(raw);
  }
  return { result: { ...result, [field]: kept }, drift, held };
}
