// What a web page in the user's browser can send to a guard listening on loopback without the page's origin being
// allowed (issue 39): the exact headers a browser puts on `fetch(url, { method: 'POST', mode: 'no-cors', body })` and
// on an HTML form POST in each of its three encodings, sent as raw HTTP so nothing adds or drops a header.
import { request } from 'node:http';
import { MODERN_VERSION, META } from '../../src/guard/modern.js';

export const EVIL = 'http://evil.example';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request with exactly these headers (plus Host and Content-Length, which every client sends). */
export function raw(url: string, method: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A 2026-07-28 stateless request: no session, the client's era in the `_meta` envelope. */
export function modernRequest(method: string, params: Record<string, unknown>, id: number | string = 1): Record<string, unknown> {
  const _meta = { [META.protocolVersion]: MODERN_VERSION, [META.clientInfo]: { name: 'page', version: '1' }, [META.clientCapabilities]: {} };
  return { jsonrpc: '2.0', id, method, params: { ...params, _meta } };
}

/**
 * The standard headers an honest 2026-07-28 client sends with `message` (SEP-2243: the SDK clients do), which no page
 * can add to a cross-origin request without a preflight: MCP-Protocol-Version, Mcp-Method, and Mcp-Name where the
 * body names a tool, prompt or resource. With JSON_CLIENT's.
 */
export function modernClient(message: Record<string, unknown>): Record<string, string> {
  const params = (message.params ?? {}) as Record<string, unknown>;
  const name = message.method === 'resources/read' ? params.uri : message.method === 'tools/call' || message.method === 'prompts/get' ? params.name : undefined;
  return { ...JSON_CLIENT, 'mcp-protocol-version': MODERN_VERSION, 'mcp-method': String(message.method), ...(typeof name === 'string' ? { 'mcp-name': name } : {}) };
}

/** A 2025 initialize request, as a page would try to open a session with it. */
export const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'page', version: '1' } } };

const NAVIGATE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1', 'upgrade-insecure-requests': '1' };

/**
 * Each way a page posts `message` cross-origin without a preflight, as [label, headers, body]. A text/plain form
 * names its one field so that `name=value` is the JSON itself: `{..."pad":"` + `=` + `"}`.
 */
export function browserPosts(message: Record<string, unknown>, origin = EVIL): Array<[string, Record<string, string>, string]> {
  const json = JSON.stringify(message);
  const common = { origin, referer: `${origin}/`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36' };
  const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
  return [
    ["fetch(url, { method: 'POST', mode: 'no-cors', body })", { ...common, accept: '*/*', 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'empty' }, json],
    ['a form POST (text/plain)', { ...common, ...NAVIGATE, 'content-type': 'text/plain' }, `${json.slice(0, -1)},"pad":"="}\r\n`],
    ['a form POST (application/x-www-form-urlencoded)', { ...common, ...NAVIGATE, 'content-type': 'application/x-www-form-urlencoded' }, `q=${encodeURIComponent(json)}`],
    ['a form POST (multipart/form-data)', { ...common, ...NAVIGATE, 'content-type': `multipart/form-data; boundary=${boundary}` }, `--${boundary}\r\nContent-Disposition: form-data; name="q"\r\n\r\n${json}\r\n--${boundary}--\r\n`],
  ];
}

/** A JSON client outside any browser (no Origin), as the SDKs post. */
export const JSON_CLIENT = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
