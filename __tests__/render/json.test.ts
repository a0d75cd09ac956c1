// A JSON report written by renderJson validates against schemas/report.schema.json; a malformed one is named precisely.
import { UsageError } from '../../src/core/shared/errors.js';
import type { Report } from '../../src/core/shared/model.js';
import { renderJson, validateReport, validateReports } from '../../src/render/json.js';

const good: Report = {
  format: 'mcp-contract-report/1',
  server: 'demo',
  base: 'main',
  head: 'HEAD',
  summary: { breaking: 1, review: 0, safe: 0 },
  changes: [
    {
      rule: 'tool-input-property-removed',
      kind: 'tool',
      surface: 'default',
      type: 'contract',
      severity: 'breaking',
      message: 'Input property `depth` was removed.',
      hint: 'Restore it.',
      fingerprint: 'abc123def456',
      before: { refs: ['tool:fetch'], pointer: '/inputSchema/properties/depth', value: { type: 'integer' } },
      after: { refs: ['tool:fetch'] },
      params: { name: 'fetch', count: 2 },
    },
  ],
  ignored: [],
};

describe('JSON report', () => {
  it('round-trips through the schema', () => {
    expect(validateReport(JSON.parse(renderJson(good)))).toEqual(good);
    expect(validateReports(JSON.parse(renderJson([good, good])))).toEqual([good, good]);
    expect(renderJson(good).endsWith('}\n')).toBe(true);
  });

  it.each([
    [{ ...good, format: 'other' }, /report\/format must be equal to constant/],
    [{ ...good, summary: { breaking: -1, review: 0, safe: 0 } }, /report\/summary\/breaking must be >= 0/],
    [{ ...good, changes: [{ ...good.changes[0], severity: 'fatal' }] }, /report\/changes\/0\/severity must be equal to one of/],
    [{ ...good, changes: [{ ...good.changes[0], fingerprint: undefined }] }, /report\/changes\/0 must have required property 'fingerprint'/],
    [{ ...good, extra: 1 }, /report must NOT have additional properties/],
  ])('rejects a malformed report with one line naming the field', (value, message) => {
    expect(() => validateReport(JSON.parse(JSON.stringify(value)), 'out/report.json')).toThrow(UsageError);
    expect(() => validateReport(JSON.parse(JSON.stringify(value)), 'out/report.json')).toThrow(message);
    expect(() => validateReport(value, 'out/report.json')).toThrow(/^out\/report\.json: /);
  });
});
