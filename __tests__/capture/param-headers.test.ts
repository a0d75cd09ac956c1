// SEP-2243 custom headers (capture/param-headers.ts): which arguments a tool's inputSchema mirrors, the headers a call
// carries for them, and how a server (the guard, for its callers) judges a call's headers against its body.
import { headerText, headerValueOf, mirroredParams, paramHeaders, paramMismatch } from '../../src/capture/param-headers.js';

const schema = (properties: Record<string, unknown>) => ({ type: 'object', properties });

describe('Mcp-Param-* headers', () => {
  it('reads the mirrored arguments along a chain of properties, nested ones too', () => {
    const s = schema({ region: { type: 'string', 'x-mcp-header': 'Region' }, opts: { type: 'object', properties: { n: { type: 'integer', 'x-mcp-header': 'N' } } }, q: { type: 'string' } });
    expect(mirroredParams(s)).toEqual([
      { path: ['region'], header: 'Region', type: 'string' },
      { path: ['opts', 'n'], header: 'N', type: 'integer' },
    ]);
    expect(mirroredParams(undefined)).toEqual([]);
  });

  it.each([
    ['a name that is not a token', schema({ a: { type: 'string', 'x-mcp-header': 'My Region' } })],
    ['an empty name', schema({ a: { type: 'string', 'x-mcp-header': '' } })],
    ['an object-typed argument', schema({ a: { type: 'object', 'x-mcp-header': 'A' } })],
    ['one name twice, case aside', schema({ a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'region' } })],
    ['a declaration under anyOf', { ...schema({ a: { type: 'string', 'x-mcp-header': 'A' } }), anyOf: [schema({ b: { type: 'string', 'x-mcp-header': 'B' } })] }],
    ['a declaration on the root', { type: 'string', 'x-mcp-header': 'Root' }],
  ])('mirrors nothing of a schema with %s (conforming clients drop the tool)', (_what, s) => {
    expect(mirroredParams(s)).toEqual([]);
  });

  it('writes plain ASCII as it is and anything else in the base64 sentinel; numbers and booleans as text', () => {
    const params = mirroredParams(schema({ r: { type: 'string', 'x-mcp-header': 'R' }, n: { type: 'number', 'x-mcp-header': 'N' }, b: { type: 'boolean', 'x-mcp-header': 'B' } }));
    expect(paramHeaders(params, { r: 'eu-west', n: 4.5, b: false })).toEqual({ 'Mcp-Param-R': 'eu-west', 'Mcp-Param-N': '4.5', 'Mcp-Param-B': 'false' });
    expect(paramHeaders(params, { r: 'Zürich' })).toEqual({ 'Mcp-Param-R': `=?base64?${Buffer.from('Zürich').toString('base64')}?=` });
    // Edge spaces and a value that looks like the sentinel are wrapped too, so the server reads back the very value.
    for (const v of [' x ', '=?base64?SGk=?=', '']) expect(headerValueOf(headerText(v))).toBe(v);
    expect(paramHeaders(params, { r: null, n: Number.NaN, b: { not: 'primitive' } })).toEqual({});
  });

  it('decodes only canonical base64 of UTF-8', () => {
    expect(headerValueOf('=?base64?SGVsbG8=?=')).toBe('Hello');
    expect(headerValueOf('SGVsbG8=')).toBe('SGVsbG8=');
    expect(headerValueOf('=?base64?SGVsbG8=')).toBe('=?base64?SGVsbG8=');
    for (const broken of ['=?base64?SGVsbG8?=', '=?base64?SGVs!!!bG8=?=', '=?base64?/w==?=']) expect(headerValueOf(broken)).toBeUndefined();
  });

  it("judges a call's headers against its body: present, decodable, equal (numbers as numbers); none for an absent argument", () => {
    const params = mirroredParams(schema({ r: { type: 'string', 'x-mcp-header': 'Region' }, n: { type: 'integer', 'x-mcp-header': 'N' } }));
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    expect(paramMismatch(params, { r: 'Hello', n: 42 }, headers({ 'mcp-param-region': ' Hello ', 'mcp-param-n': '42.0' }))).toBeUndefined();
    expect(paramMismatch(params, { r: 'Hello' }, headers({ 'mcp-param-region': '=?base64?SGVsbG8=?=', 'mcp-param-n': 'ignored' }))).toBeUndefined();
    expect(paramMismatch(params, { r: 'Hello' }, headers({}))).toMatch(/Mcp-Param-Region header mirrors, and the header is absent/);
    expect(paramMismatch(params, { r: 'Hello' }, headers({ 'mcp-param-region': 'World' }))).toMatch(/does not match/);
    expect(paramMismatch(params, { n: 42 }, headers({ 'mcp-param-n': '43' }))).toMatch(/Mcp-Param-N header does not match/);
    expect(paramMismatch(params, { r: 'Hello' }, headers({ 'mcp-param-region': '=?base64?SGVsbG8?=' }))).toMatch(/broken base64/);
  });
});
