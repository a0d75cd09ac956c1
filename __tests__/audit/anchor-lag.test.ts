// The store anchors the record a writer has just sealed, while the signed head on disk trails a burst by a few
// milliseconds (src/audit/log.ts): a log whose verified records reach the anchor holds it, even with its head behind;
// a log that ends before the anchor (records cut off) still fails, head or no head.
import { anchorProblem } from '../../src/audit/anchor.js';
import { HEAD_FORMAT, type AuditHead } from '../../src/audit/chain.js';
import type { AuditScan } from '../../src/audit/verify.js';
import type { AuditRecord } from '../../src/audit/model.js';

const origin = 'mac-1';
const head = (seq: number): AuditHead => ({ format: HEAD_FORMAT, first: 1, seq, last: `mac-${seq}`, origin, mac: 'head-mac' });
const records = (n: number): AuditRecord[] => Array.from({ length: n }, (_, i) => ({ seq: i + 1, mac: `mac-${i + 1}` }) as unknown as AuditRecord);
const scan = (n: number, headSeq: number): AuditScan => ({ records: records(n), files: ['audit.jsonl'], head: head(headSeq) });
const anchor = (seq: number) => ({ origin, seq, last: `mac-${seq}` });

describe('the store anchor against a head that trails its records', () => {
  it('a head one record behind the anchored record holds (the record is in the log)', () => {
    expect(anchorProblem('s.json', anchor(5), scan(5, 4))).toBeUndefined();
  });

  it('a log cut off before the anchored record fails, naming where it ends', () => {
    expect(anchorProblem('s.json', anchor(5), scan(4, 4))).toMatch(/ends at record 4 but the store s\.json anchors records up to 5/);
  });

  it('the record at the anchored seq must be the one anchored, past the head too', () => {
    const s = scan(5, 4);
    (s.records[4] as unknown as { mac: string }).mac = 'other';
    expect(anchorProblem('s.json', anchor(5), s)).toMatch(/record 5 is not the one the store s\.json anchored/);
  });
});
