// A downstream session driven with hand-written JSON-RPC messages over an in-memory link: what an SDK client would
// never send (a tool name that is an array, a URI that is an object) reaches the guard or the gateway exactly as written.
import type { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { INITIALIZE } from './browser-requests.js';

export type RawRequest = (method: string, params: Record<string, unknown>) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;

/** Initializes a 2025 session on the client's end of a link; returns a way to send one request and read its answer. */
export async function rawSession(t: InMemoryTransport): Promise<RawRequest> {
  const pending = new Map<number, (m: JSONRPCMessage) => void>();
  let next = 0;
  t.onmessage = (m) => {
    const id = (m as { id?: unknown }).id;
    if (typeof id === 'number' && !('method' in m)) pending.get(id)?.(m);
  };
  await t.start();
  const request: RawRequest = (method, params) => {
    const id = ++next;
    return new Promise((resolve) => {
      pending.set(id, (m) => resolve(m as { result?: unknown; error?: { code: number; message: string } }));
      void t.send({ jsonrpc: '2.0', id, method, params } as JSONRPCMessage);
    });
  };
  const init = await request('initialize', INITIALIZE.params);
  if (!init.result) throw new Error(`initialize failed: ${JSON.stringify(init.error)}`);
  await t.send({ jsonrpc: '2.0', method: 'notifications/initialized' } as JSONRPCMessage);
  return request;
}

/** Targeted requests whose name or URI is not a string, with the field each names. */
export const NON_STRING_TARGETS = (tool: string): Array<[string, Record<string, unknown>]> => [
  ['tools/call', { name: [tool], arguments: {} }],
  ['tools/call', { name: { 0: tool }, arguments: {} }],
  ['tools/call', { name: 42, arguments: {} }],
  ['tools/call', { arguments: {} }],
  ['prompts/get', { name: [tool] }],
  ['resources/read', { uri: ['note://1'] }],
  ['completion/complete', { ref: { type: 'ref/prompt', name: [tool] }, argument: { name: 'a', value: '' } }],
];
