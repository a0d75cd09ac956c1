// limits.maxMessageBytes bounds each message the server sends: an event stream of many small messages passes it (the
// request's own timeout ends an endless one), while one event, or one plain body, over it fails as it arrives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boundedFetch } from '../../src/capture/connect.js';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const event = (data: string) => `event: message\r\ndata: ${data}\r\n\r\n`;
    if (req.url === '/many') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // 400 events of 100 bytes each: 40 KB in all against a limit of 1,000 bytes a message, split across writes at odd places.
      const all = Array.from({ length: 400 }, (_, i) => event(`${i}`.padEnd(100, 'x'))).join('');
      for (let at = 0; at < all.length; at += 777) res.write(all.slice(at, at + 777));
      res.end();
    } else if (req.url === '/one-big-event') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event('small'));
      for (let i = 0; i < 10; i++) res.write('data: ' + 'y'.repeat(300) + '\n');
      res.end('\n');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: 'z'.repeat(5000) }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function read(path: string): Promise<{ text?: string; error?: string; heard: string[] }> {
  const heard: string[] = [];
  try {
    const res = await boundedFetch(1000, (why) => heard.push(why))(`${base}${path}`, {});
    return { text: await res.text(), heard };
  } catch (e) {
    return { error: (e as Error).message, heard };
  }
}

describe('boundedFetch: the limit is per message', () => {
  it('an event stream of 400 small messages, 40 times the limit in all, is read whole', async () => {
    const r = await read('/many');
    expect(r.error).toBeUndefined();
    expect(r.heard).toEqual([]);
    expect(r.text?.split('\r\n\r\n').filter(Boolean)).toHaveLength(400);
  });

  it('one event over the limit fails as it arrives, and says so', async () => {
    const r = await read('/one-big-event');
    expect(r.error).toBe('a message from the server exceeded 1000 bytes (limits.maxMessageBytes)');
    expect(r.heard).toEqual(['a message from the server exceeded 1000 bytes (limits.maxMessageBytes)']);
  });

  it('a plain body over the limit fails', async () => {
    const r = await read('/json');
    expect(r.error).toBe('a message from the server exceeded 1000 bytes (limits.maxMessageBytes)');
  });
});
