// The guard's 2026-07-28 validation ladder (issue 40 defect 3), as the conformance suite's server-stateless scenario
// and the SDK's modern path check it: which request is rejected, with which code and HTTP status; the honest request
// passes. End to end through guard --listen: e2e/conformance.test.ts.
import { httpStatusOf, modernError, modernRejection, rpcId } from '../../src/guard/modern.js';

const CAPS = { 'io.modelcontextprotocol/clientCapabilities': {} };
const meta = (extra: Record<string, unknown> = {}) => ({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28', ...CAPS, ...extra });
const request = (method: string, _meta?: unknown) => ({ jsonrpc: '2.0', id: 7, method, params: _meta === undefined ? {} : { _meta } });
const none = { headers: {} };

describe('the 2026-07-28 validation ladder', () => {
  it('passes an honest request', () => {
    expect(modernRejection({ headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' } }, request('tools/list', meta()) as never)).toBeUndefined();
  });
  it.each([
    ['no _meta', request('tools/list') , none, 400, -32602],
    ['no protocol version', request('tools/list', CAPS), none, 400, -32602],
    ['no client capabilities', request('tools/list', { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }), none, 400, -32602],
    ['an unsupported version', request('tools/list', { ...CAPS, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }), none, 400, -32022],
    ['a version header that differs from _meta', request('tools/list', meta()), { headers: { 'mcp-protocol-version': '2025-11-25' } }, 400, -32020],
    ['an Mcp-Method header that differs from the body', request('tools/list', meta()), { headers: { 'mcp-method': 'tools/call' } }, 400, -32020],
    ['initialize', request('initialize', meta()), none, 404, -32601],
    ['ping', request('ping', meta()), none, 404, -32601],
    ['logging/setLevel', request('logging/setLevel', meta()), none, 404, -32601],
    ['resources/subscribe', request('resources/subscribe', meta()), none, 404, -32601],
    ['resources/unsubscribe', request('resources/unsubscribe', meta()), none, 404, -32601],
  ])('rejects %s', (_what, body, req, status, code) => {
    expect(modernRejection(req as never, body as never)).toMatchObject({ status, code });
  });
  it('answers errors with the request id and the status their code calls for', () => {
    expect([rpcId(101), rpcId('a'), rpcId(undefined), rpcId({})]).toEqual([101, 'a', null, null]);
    expect([httpStatusOf(-32601), httpStatusOf(-32021), httpStatusOf(-32020), httpStatusOf(-32602), httpStatusOf(-32603)]).toEqual([404, 400, 400, 200, 200]);
    expect(modernError(request('tools/list', meta()) as never, { code: 404, message: 'Not Found' }).code).toBe(-32601);
  });
});
