// A client can resume a stream through the guard as it could against the upstream (issue 50, conformance
// server-sse-polling): every event of a 2025 session's streams carries an id, the first one a retry interval, and a GET
// naming the last id it saw (Last-Event-ID) replays what followed on that stream. An id the guard never gave, or one
// from another session, replays nothing. Real parts: the shifting fixture as the upstream, the guard in-process from
// src/, raw HTTP on the wire.
import { request, type IncomingMessage } from 'node:http';
import { listen } from '../../src/guard/http.js';
import { SessionEvents } from '../../src/guard/event-store.js';
import { NODE } from '../helpers/cli-harness.js';
import { approvedShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';

const surface = { tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }] };
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

interface SseEvent {
  id?: string;
  retry?: string;
  data: string;
}

function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const e: SseEvent = { data: '' };
      for (const line of block.split('\n')) {
        const at = line.indexOf(':');
        const [field, value] = [line.slice(0, at), line.slice(at + 1).replace(/^ /, '')];
        if (field === 'id') e.id = value;
        else if (field === 'retry') e.retry = value;
        else if (field === 'data') e.data += value;
      }
      return e;
    });
}

/** One HTTP exchange; an event stream is read until an event holds `until` (then the connection is dropped). */
function exchange(url: string, method: string, headers: Record<string, string>, body?: unknown, until?: string): Promise<{ status: number; headers: IncomingMessage['headers']; events: SseEvent[]; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: payload === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(payload)) } }, (res) => {
      let text = '';
      const done = (): void => resolve({ status: res.statusCode ?? 0, headers: res.headers, events: parseEvents(text), text });
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
        if (until !== undefined && text.includes(until) && text.endsWith('\n\n')) {
          req.destroy();
          done();
        }
      });
      res.on('end', done);
    });
    req.on('error', (e) => (until === undefined ? reject(e) : undefined));
    req.end(payload);
  });
}

describe('guard --listen: resumable streams', () => {
  let g: InProcess;
  let http: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const s = await approvedShifting('guard-http-resume', surface);
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface] } });
    http = await listen({ host: '127.0.0.1', port: 0 }, () => g.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
  });
  afterAll(async () => {
    await http.close();
    await g.close();
  });

  async function session(): Promise<Record<string, string>> {
    const init = await exchange(http.url, 'POST', HEADERS, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'resume', version: '1' } } }, '"result"');
    expect(init.status).toBe(200);
    const headers = { ...HEADERS, 'mcp-session-id': String(init.headers['mcp-session-id']), 'mcp-protocol-version': '2025-11-25' };
    await exchange(http.url, 'POST', headers, { jsonrpc: '2.0', method: 'notifications/initialized' });
    return headers;
  }

  it('puts an id on every event and a retry interval on the first, and replays a stream after the id a client names', async () => {
    const headers = await session();
    const call = await exchange(http.url, 'POST', headers, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'kept' } } }, '"result"');
    const [priming, ...rest] = call.events;
    expect(priming).toMatchObject({ id: expect.stringMatching(/^\d+$/), retry: '1000', data: '' });
    expect(rest.length).toBeGreaterThan(0);
    for (const e of rest) expect(e.id).toMatch(/^\d+$/);
    const result = rest.find((e) => e.data.includes('"result"'))!;
    expect(JSON.parse(result.data)).toMatchObject({ id: 2, result: { content: [{ type: 'text', text: 'echo {"text":"kept"}' }] } });

    // The client lost the stream after the priming event: it resumes with the id it saw, and gets the rest again.
    const resumed = await exchange(http.url, 'GET', { ...headers, accept: 'text/event-stream', 'last-event-id': priming.id! }, undefined, '"result"');
    expect(resumed.status).toBe(200);
    expect(resumed.events.map((e) => [e.id, e.data])).toEqual(rest.map((e) => [e.id, e.data]));
  });

  it('refuses to resume from an id it never gave, or one from another session', async () => {
    const a = await session();
    const b = await session();
    const call = await exchange(http.url, 'POST', a, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { text: 'a only' } } }, '"result"');
    const id = call.events[0].id!;
    const never = await exchange(http.url, 'GET', { ...a, accept: 'text/event-stream', 'last-event-id': '999999' });
    expect(never.status).toBe(400);
    const foreign = await exchange(http.url, 'GET', { ...b, accept: 'text/event-stream', 'last-event-id': id });
    expect(foreign.status).toBe(400);
    expect(foreign.text).not.toContain('a only');
  });
});

describe('SessionEvents: bounded, oldest first out', () => {
  it('keeps at most its count and bytes, and refuses to replay from an evicted id', async () => {
    const store = new SessionEvents(3, 1_000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await store.storeEvent('s', { jsonrpc: '2.0', method: 'n', params: { i } }));
    expect(await store.getStreamIdForEventId(ids[0])).toBeUndefined();
    const sent: string[] = [];
    expect(await store.replayEventsAfter(ids[2], { send: async (id) => void sent.push(id) })).toBe('s');
    expect(sent).toEqual([ids[3], ids[4]]);
    await store.storeEvent('s', { jsonrpc: '2.0', method: 'big', params: { text: 'x'.repeat(2_000) } });
    // One event over the byte bound is still kept (the newest), alone.
    expect(await store.getStreamIdForEventId(ids[4])).toBeUndefined();
  });
});
