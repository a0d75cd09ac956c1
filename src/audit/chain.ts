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

/** The record that follows `prev` at `seq`, as the one line it is written as. */
export function sealed(key: AuditKey, event: AuditEvent, seq: number, prev: string): { record: AuditRecord; line: string } {
  const body = { ...(event as unknown as JsonObject), seq, prev } as JsonObject;
  delete body.mac;
  const record = { ...body, mac: recordMac(key, body) } as unknown as AuditRecord;
  return { record, line: `${canonicalJson(record as unknown as JsonValue)}\n` };
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
