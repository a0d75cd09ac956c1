// The chain's arithmetic: a key of its own derived from the store's (a MAC of the log can never be replayed as a MAC
// of the store, nor the reverse), each record's MAC over its canonical JSON with the previous record's MAC inside it.
import { createHmac, hkdfSync } from 'node:crypto';
import { canonicalJson } from '../core/shared/canonical.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { StoreKey } from '../storage/store-key-file.js';
import type { AuditEvent, AuditRecord } from './model.js';

export interface AuditKey {
  readonly bytes: Buffer;
}

const INFO = 'mcp-contract audit chain/1';

export function auditKey(store: StoreKey): AuditKey {
  return { bytes: Buffer.from(hkdfSync('sha256', store.bytes, Buffer.alloc(0), INFO, 32)) };
}

function hmac(key: AuditKey, text: string): string {
  return `hmac-sha256:${createHmac('sha256', key.bytes).update(text).digest('hex')}`;
}

/** The MAC of a record: every field but `mac` itself, canonically (`prev` and `seq` included). */
export function recordMac(key: AuditKey, body: JsonObject): string {
  const copy = { ...body };
  delete copy.mac;
  return hmac(key, canonicalJson(copy));
}

/**
 * The record that follows `prev` at `seq`, as the one line it is written as. Each top-level member is serialized once
 * and the line is the MAC'ed text with `mac` put in its sorted place: the same bytes canonicalJson gives the record
 * (its keys sorted, the members joined without space), without canonicalizing the whole record twice per call. The
 * event is read, never copied and edited (a `delete` on the copy made it a slow dictionary, on every call).
 */
export function sealed(key: AuditKey, event: AuditEvent, seq: number, prev: string): { record: AuditRecord; line: string } {
  const fields = event as unknown as Readonly<Record<string, JsonValue | undefined>>;
  const members: Array<{ k: string; text: string }> = [];
  for (const k of Object.keys(fields)) {
    const v = fields[k];
    if (v !== undefined && k !== 'mac' && k !== 'seq' && k !== 'prev') members.push({ k, text: `${JSON.stringify(k)}:${memberJson(v)}` });
  }
  members.push({ k: 'seq', text: `"seq":${memberJson(seq)}` }, { k: 'prev', text: `"prev":${memberJson(prev)}` });
  members.sort((a, b) => byCodeUnits(a.k, b.k));
  const mac = hmac(key, `{${members.map((m) => m.text).join(',')}}`);
  const at = members.findIndex((m) => byCodeUnits(m.k, 'mac') > 0);
  members.splice(at < 0 ? members.length : at, 0, { k: 'mac', text: `"mac":${JSON.stringify(mac)}` });
  const record = { ...event, seq, prev, mac } as unknown as AuditRecord;
  return { record, line: `{${members.map((m) => m.text).join(',')}}\n` };
}

/**
 * One member's value as canonicalJson writes it. A string or finite number is what JSON.stringify writes (RFC 8785
 * takes ECMAScript's serialization), unless it holds a lone surrogate (JSON.stringify escapes it as `\udXXX`; the
 * canonical form decides): most of a record is short strings, and the full walk per string was most of its cost.
 */
function memberJson(v: JsonValue): string {
  if (typeof v === 'string') {
    const text = JSON.stringify(v);
    return text.includes('\\ud') ? canonicalJson(v) : text;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return JSON.stringify(v);
  return canonicalJson(v);
}

/** RFC 8785's key order: by UTF-16 code units (what `<` on strings compares). */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The head: the last record's seq and mac and the first retained seq, signed, so a cut-off tail or file is seen; and
 * the chain's first record's MAC (`origin`, absent in heads written before it was kept), so a new chain is never
 * taken for the one a store anchored.
 */
export interface AuditHead {
  format: typeof HEAD_FORMAT;
  first: number;
  seq: number;
  last: string;
  origin?: string;
  mac: string;
}

export const HEAD_FORMAT = 'mcp-contract-audit-head/1';

function headBody(first: number, seq: number, last: string, origin: string | undefined): JsonObject {
  return { format: HEAD_FORMAT, first, seq, last, ...(origin !== undefined ? { origin } : {}) };
}

export function sealedHead(key: AuditKey, first: number, seq: number, last: string, origin?: string): AuditHead {
  const body = headBody(first, seq, last, origin) as unknown as Omit<AuditHead, 'mac'>;
  return { ...body, mac: hmac(key, canonicalJson(body as unknown as JsonObject)) };
}

export function headMacOk(key: AuditKey, head: AuditHead): boolean {
  return head.mac === hmac(key, canonicalJson(headBody(head.first, head.seq, head.last, head.origin)));
}
