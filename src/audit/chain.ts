// The chain's arithmetic: a key of its own derived from the store's (a MAC of the log can never be replayed as a MAC
// of the store, nor the reverse), each record's MAC over its canonical JSON with the previous record's MAC inside it.
import { createHmac, hkdfSync } from 'node:crypto';
import { canonicalJson } from '../core/shared/canonical.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { StoreKey } from '../storage/store-key-file.js';
import type { AuditEvent } from './model.js';

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
 * The record that follows `prev` at `seq`, as the one line it is written as, and its MAC. Each top-level member is
 * serialized once; the MAC is over the members joined (the record's canonical JSON without `mac`), and the line is that
 * text with `mac` put in its sorted place: the same bytes canonicalJson gives the record, without canonicalizing the
 * whole record twice per call. The event is read, never copied: a copy and a `delete` on it made a slow dictionary, and
 * a spread of the record (its only use was the MAC) cost as much as the HMAC, on every call (issue 55).
 */
export function sealed(key: AuditKey, event: AuditEvent, seq: number, prev: string): { line: string; mac: string } {
  const fields = event as unknown as Readonly<Record<string, JsonValue | undefined>>;
  const members: Array<{ k: string; text: string }> = [];
  for (const k of Object.keys(fields)) {
    const v = fields[k];
    if (v !== undefined && k !== 'mac' && k !== 'seq' && k !== 'prev') members.push({ k, text: `${JSON.stringify(k)}:${memberJson(v)}` });
  }
  members.push({ k: 'seq', text: `"seq":${memberJson(seq)}` }, { k: 'prev', text: `"prev":${memberJson(prev)}` });
  members.sort((a, b) => byCodeUnits(a.k, b.k));
  const texts = members.map((m) => m.text);
  const body = texts.join(',');
  const mac = hmac(key, `{${body}}`);
  // Where `mac` goes: after every member whose key sorts before it (`at` of them, `cut` characters of body).
  let at = 0;
  let cut = -1;
  while (at < members.length && byCodeUnits(members[at].k, 'mac') < 0) cut += texts[at++].length + 1;
  const macText = `"mac":${JSON.stringify(mac)}`;
  const line = at === 0 ? `{${macText},${body}}\n` : `{${body.slice(0, cut)},${macText}${body.slice(cut)}}\n`;
  return { line, mac };
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
