// The guard's 2026-07-28 validation ladder (issue 40 defect 3), as the conformance suite's server-stateless scenario
// and the SDK's modern path check it: which request is rejected, with which code and HTTP status; the honest request
// passes. End to end through guard --listen: e2e/conformance.test.ts.
import { httpStatusOf, modernError, modernRejection, rpcId } from '../../src/guard/modern.js';
import { errorObject } from '../../src/guard/wire.js';

const CAPS = { 'io.modelcontextprotocol/clientCapabilities': {} };
const meta = (extra: Record<string, unknown> = {}) => ({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28', ...CAPS, ...extra });
const request = (method: string, _meta?: unknown) => ({ jsonrpc: '2.0', id: 7, method, params: _meta === undefined ? {} : { _meta } });
// An honest client's standard headers for a body (SEP-2243), as the SDK clients send them.
const sent = (body: { method: string; params: Record<string, unknown> }, extra: Record<string, string> = {}) => ({
  headers: { 'mcp-method': body.method, ...(typeof body.params.name === 'string' ? { 'mcp-name': body.params.name } : {}), ...extra },
});

describe('the 2026-07-28 validation ladder', () => {
  it('passes an honest request, its Mcp-Name plain or base64', () => {
    expect(modernRejection({ headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' } }, request('tools/list', meta()) as never)).toBeUndefined();
    const call = { ...request('tools/call', meta()), params: { name: 'café', _meta: meta() } };
    expect(modernRejection({ headers: { 'mcp-method': ' tools/call ', 'mcp-name': 'café' } }, call as never)).toBeUndefined();
    expect(modernRejection({ headers: { 'mcp-method': 'tools/call', 'mcp-name': `=?base64?${Buffer.from('café').toString('base64')}?=` } }, call as never)).toBeUndefined();
  });
  const call = { ...request('tools/call', meta()), params: { name: 'echo', _meta: meta() } };
  const CASES: Array<[string, unknown, unknown, number, number]> = [
    ['no _meta', request('tools/list'), sent(request('tools/list')), 400, -32602],
    ['no protocol version', request('tools/list', CAPS), sent(request('tools/list')), 400, -32602],
    ['no client capabilities', request('tools/list', { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }), sent(request('tools/list')), 400, -32602],
    ['an unsupported version', request('tools/list', { ...CAPS, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }), sent(request('tools/list')), 400, -32022],
    ['a version header that differs from _meta', request('tools/list', meta()), sent(request('tools/list'), { 'mcp-protocol-version': '2025-11-25' }), 400, -32020],
    ['no Mcp-Method header', request('tools/list', meta()), { headers: {} }, 400, -32020],
    ['an Mcp-Method header that differs from the body', request('tools/list', meta()), { headers: { 'mcp-method': 'tools/call' } }, 400, -32020],
    ['an Mcp-Method header in another case', request('tools/list', meta()), { headers: { 'mcp-method': 'TOOLS/LIST' } }, 400, -32020],
    ['a tools/call without Mcp-Name', call, { headers: { 'mcp-method': 'tools/call' } }, 400, -32020],
    ['a tools/call whose Mcp-Name names another tool', call, { headers: { 'mcp-method': 'tools/call', 'mcp-name': 'other' } }, 400, -32020],
    ['a broken base64 Mcp-Name', call, { headers: { 'mcp-method': 'tools/call', 'mcp-name': '=?base64?ZWNo!?=' } }, 400, -32020],
    ...['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe'].map((m): [string, unknown, unknown, number, number] => [m, request(m, meta()), sent(request(m)), 404, -32601]),
  ];
  it.each(CASES)('rejects %s', (_what, body, req, status, code) => {
    expect(modernRejection(req as never, body as never)).toMatchObject({ status, code });
  });
  it("takes an HTTP upstream's JSON-RPC error out of its 4xx answer", () => {
    const e = Object.assign(new Error('Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","id":3,"error":{"code":-32021,"message":"needs sampling","data":{"requiredCapabilities":{"sampling":{}}}}}'), { code: 400 });
    expect(errorObject(e)).toEqual({ code: -32021, message: 'needs sampling', data: { requiredCapabilities: { sampling: {} } } });
    expect(errorObject(Object.assign(new Error('Streamable HTTP error: Error POSTing to endpoint: not json'), { code: 502 })).code).toBe(502);
  });
  it('names the URI of a resource that cannot be read (SEP-2164)', () => {
    const read = { ...request('resources/read', meta()), params: { uri: 'test://nope', _meta: meta() } };
    expect(modernError(read as never, { code: -32602, message: 'held', data: { ref: 'resource:test://nope' } }).data).toEqual({ ref: 'resource:test://nope', uri: 'test://nope' });
  });
  it('answers errors with the request id and the status their code calls for', () => {
    expect([rpcId(101), rpcId('a'), rpcId(undefined), rpcId({})]).toEqual([101, 'a', null, null]);
    expect([httpStatusOf(-32601), httpStatusOf(-32021), httpStatusOf(-32020), httpStatusOf(-32602), httpStatusOf(-32603)]).toEqual([404, 400, 400, 200, 200]);
    expect(modernError(request('tools/list', meta()) as never, { code: 404, message: 'Not Found' }).code).toBe(-32601);
  });
});
