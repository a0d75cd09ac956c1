// A record's line is written member by member (src/audit/chain.ts sealed): it must be byte for byte the canonical JSON
// that `audit verify` recomputes the MAC over, whatever the arguments hold (keys out of order, nesting, non-ASCII,
// numbers, an undefined member).
import { randomBytes } from 'node:crypto';
import { auditKey, recordMac, sealed } from '../../src/audit/chain.js';
import type { CallEvent } from '../../src/audit/model.js';
import { canonicalJson } from '../../src/core/shared/canonical.js';
import type { JsonObject } from '../../src/core/shared/model.js';

const key = auditKey({ bytes: randomBytes(32) } as Parameters<typeof auditKey>[0]);

const events: CallEvent[] = [
  { kind: 'call', at: '2026-06-01T00:00:00.000Z', server: 'files', method: 'tools/call', ref: 'tool:read', argumentsDigest: 'sha256:1', decision: 'forwarded' },
  {
    kind: 'call',
    at: '2026-06-01T00:00:01.000Z',
    server: 'fichiers «é»',
    method: 'tools/call',
    ref: 'tool:écrire',
    digest: 'sha256:2',
    argumentsDigest: 'sha256:3',
    arguments: { zeta: [3, { b: 1, a: 'ü\u2028' }], alpha: { y: null, x: 1.5e-7 }, '10': 'numeric key', mac: 'a key named mac, nested' },
    decision: 'refused',
    why: 'out-of-scope',
    rules: ['/ maxLength'],
  },
  { kind: 'call', at: '2026-06-01T00:00:02.000Z', server: 's', method: 'tools/call', ref: 'tool:x', argumentsDigest: 'sha256:4', decision: 'forwarded', why: undefined } as unknown as CallEvent,
  // Top-level strings and numbers are written without the full canonical walk (memberJson): escapes, control
  // characters, a literal backslash before "ud", line separators, astral characters, and numbers in exponent form.
  {
    kind: 'call',
    at: '2026-06-01T00:00:03.000Z',
    server: 'tab\there "quoted" \u0001 back\\slash \\ud800 not a surrogate',
    method: 'tools/call',
    ref: 'tool:\u2028\u2029\u{1F600}/\u00e9',
    argumentsDigest: 'sha256:5',
    arguments: { big: 1e21, small: 5e-324, negZero: -0, frac: 0.1, text: 'x\uD83D\uDE00y' },
    decision: 'forwarded',
    seq: 99,
    prev: 'an event never carries these: the chain sets its own',
    mac: 'forged: the MAC is computed, never taken from the event',
  } as unknown as CallEvent,
];

describe('audit chain: a sealed record', () => {
  it.each(events.map((e, i) => [i, e] as const))('event %i is written as its canonical JSON, with the MAC verify recomputes', (_i, event) => {
    const { line, mac } = sealed(key, event, 7, 'hmac-sha256:prev');
    // The record is the event's defined fields, the chain's seq and prev (never the event's own) and the MAC.
    const record = { ...Object.fromEntries(Object.entries(event).filter(([k, v]) => v !== undefined && k !== 'seq' && k !== 'prev' && k !== 'mac')), seq: 7, prev: 'hmac-sha256:prev', mac } as unknown as JsonObject;
    expect(line).toBe(`${canonicalJson(record)}\n`);
    const parsed = JSON.parse(line) as JsonObject;
    expect(parsed).toEqual(JSON.parse(JSON.stringify(record)));
    expect(parsed.mac).toBe(recordMac(key, parsed));
  });

  it('a member holding a lone surrogate is written as canonicalJson writes it, or refused as it refuses it', () => {
    const event = { ...events[0], why: 'lone \uD800 surrogate' } as CallEvent;
    const body = { ...event, seq: 7, prev: 'hmac-sha256:prev' } as unknown as JsonObject;
    let canonical: string | Error;
    try {
      canonical = canonicalJson(body);
    } catch (e) {
      canonical = e as Error;
    }
    if (canonical instanceof Error) expect(() => sealed(key, event, 7, 'hmac-sha256:prev')).toThrow(canonical.message);
    else {
      const { line, mac } = sealed(key, event, 7, 'hmac-sha256:prev');
      expect(line).toBe(`${canonicalJson({ ...body, mac })}\n`);
    }
  });

  it('a record edited after sealing no longer verifies', () => {
    const { line } = sealed(key, events[1], 8, 'hmac-sha256:prev');
    const edited = JSON.parse(line.replace('"decision":"refused"', '"decision":"forwarded"')) as JsonObject;
    expect(edited.mac).not.toBe(recordMac(key, edited));
  });
});
