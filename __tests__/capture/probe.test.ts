// How a failed server/discover probe is read, per the spec's backward-compatibility rules as the reference client
// (@modelcontextprotocol/client 2.4) applies them; and the headers a modern HTTP POST carries.
import { RpcError } from '../../src/rpc/messages.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { modernFetch, parseDiscover, probeVerdict } from '../../src/capture/modern.js';

const http = (status: number, body: string) => new StreamableHTTPError(status, `Error POSTing to endpoint: ${body}`);

describe('probeVerdict', () => {
  it.each([
    ['method not found (a 2025 server)', new RpcError(-32601, 'Method not found'), 'stdio', 'legacy'],
    ['-32022 naming only legacy versions', new RpcError(-32022, 'no', { supported: ['2025-11-25'] }), 'stdio', 'legacy'],
    ['-32022 naming a modern version this client lacks', new RpcError(-32022, 'no', { supported: ['2027-01-01'] }), 'stdio', 'error'],
    ['a timeout on stdio', new RpcError(-32001, 'Request timed out'), 'stdio', 'legacy'],
    ['a timeout over HTTP', new RpcError(-32001, 'Request timed out'), 'http', 'error'],
    ['a closed pipe on stdio', new RpcError(-32000, 'Connection closed'), 'stdio', 'legacy'],
    ['HTTP 400 "Server not initialized" (SDK v1)', http(400, '{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null}'), 'http', 'legacy'],
    ['HTTP 404 without a body', http(404, 'Not Found'), 'http', 'legacy'],
    ['HTTP 405', http(405, 'Method Not Allowed'), 'http', 'legacy'],
    ['HTTP 400 with a modern -32022 naming other modern versions', http(400, '{"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"no","data":{"supported":["2027-01-01"]}}}'), 'http', 'error'],
    ['HTTP 401', http(401, 'Unauthorized'), 'http', 'error'],
    ['HTTP 403', http(403, 'Forbidden'), 'http', 'error'],
    ['HTTP 500', http(500, 'boom'), 'http', 'error'],
    ['a network error', new TypeError('fetch failed'), 'http', 'error'],
  ] as const)('%s -> %s', (_name, err, wire, era) => {
    expect(probeVerdict(err, wire).era).toBe(era);
  });
});

describe('parseDiscover', () => {
  it('keeps versions, capabilities, instructions and serverInfo, and drops per-response fields', () => {
    const d = parseDiscover({
      supportedVersions: ['2026-07-28'],
      capabilities: { tools: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } },
      instructions: 'hi',
      resultType: 'complete',
      ttlMs: 60000,
      cacheScope: 'public',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' }, other: 1 },
    });
    expect(d).toEqual({
      supportedVersions: ['2026-07-28'],
      capabilities: { tools: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } },
      instructions: 'hi',
      serverInfo: { name: 's', version: '1' },
    });
    expect(parseDiscover({ protocolVersion: '2025-11-25', capabilities: {} })).toBeUndefined();
  });
});

describe('modernFetch', () => {
  it('adds MCP-Protocol-Version, Mcp-Method and Mcp-Name (base64 where not plain ASCII), and drops a session id', async () => {
    const seen: Headers[] = [];
    const f = modernFetch(async (_url, init) => {
      seen.push(new Headers(init?.headers));
      return new Response('{}');
    });
    await f('http://127.0.0.1/mcp', { method: 'POST', headers: { 'mcp-session-id': 'x' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add_note' } }) });
    await f('http://127.0.0.1/mcp', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'file:///é' } }) });
    await f('http://127.0.0.1/mcp', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} }) });
    expect(seen[0]!.get('mcp-protocol-version')).toBe('2026-07-28');
    expect(seen[0]!.get('mcp-method')).toBe('tools/call');
    expect(seen[0]!.get('mcp-name')).toBe('add_note');
    expect(seen[0]!.get('mcp-session-id')).toBeNull();
    expect(seen[1]!.get('mcp-name')).toBe(`=?base64?${Buffer.from('file:///é').toString('base64')}?=`);
    expect(seen[2]!.get('mcp-name')).toBeNull();
  });
});
