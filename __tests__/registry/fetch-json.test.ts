// fetchJson's bounds, against a real loopback HTTP server: an answer is refused past 8 MB counted in bytes (not
// UTF-16 units) while it streams, a declared content-length over the bound is refused before the body is read, and
// redirects are followed only when asked (a release's bundle, checked against its pointer's digest) and only to https
// or loopback http, a bounded number of times.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchJson, FetchError } from '../../src/registry/client.js';
import { waitFor } from '../helpers/poll.js';

const MAX = 8 * 1024 * 1024;
let server: Server;
let base = '';
/** Path -> how the server answers it. */
const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
/** Bytes each endless answer had written when its client went away. */
const endless: { written: number; closed: boolean }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (route) return route(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

routes.set('/small', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: '€'.repeat(1000) })));
// Three-byte characters: 9 MB on the wire in 3 M UTF-16 units, which a count of string length lets through.
routes.set('/wide', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ x: '€'.repeat(3 * 1024 * 1024) })));
// A stream that never ends: only a client counting while it reads can stop it.
routes.set('/endless', (_req, res) => {
  const seen = { written: 0, closed: false };
  endless.push(seen);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"x":"');
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const pump = (): void => {
    while (!seen.closed && res.write(chunk)) seen.written += chunk.length;
    if (!seen.closed) res.once('drain', pump);
  };
  res.on('close', () => {
    seen.closed = true;
  });
  pump();
});
// A declared length over the bound: refused on the header, before any of the body.
routes.set('/declared', (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX + 1) });
  res.write('{');
});
routes.set('/hop', (_req, res) => res.writeHead(302, { location: '/small' }).end());
routes.set('/hop2', (_req, res) => res.writeHead(301, { location: `${base}/hop` }).end());
routes.set('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
routes.set('/to-plain-http', (_req, res) => res.writeHead(302, { location: 'http://example.com/bundle.json' }).end());
routes.set('/to-file', (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end());

async function refusal(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FetchError);
  return (e as Error).message;
}

describe('size, counted in bytes', () => {
  test('an answer under the bound is read whole (multi-byte text intact)', async () => {
    const r = await fetchJson(`${base}/small`);
    expect(r).toEqual({ status: 200, body: { ok: '€'.repeat(1000) } });
  });

  test('9 MB of three-byte characters (3 M UTF-16 units) is over the 8 MB bound', async () => {
    expect(await refusal(fetchJson(`${base}/wide`))).toBe(`${base}/wide: answer over ${MAX} bytes`);
  });

  test('an endless stream is cut once past the bound, not buffered until the timeout', async () => {
    expect(await refusal(fetchJson(`${base}/endless`))).toBe(`${base}/endless: answer over ${MAX} bytes`);
    const seen = endless[endless.length - 1];
    // The client stopped reading: the server saw it go, having written about the bound (plus what the socket held).
    await waitFor(() => seen.closed, { what: 'the endless answer closed by the client' });
    expect(seen.written).toBeLessThan(4 * MAX);
  });

  test('a content-length over the bound is refused on the header', async () => {
    expect(await refusal(fetchJson(`${base}/declared`))).toBe(`${base}/declared: answer over ${MAX} bytes (content-length ${MAX + 1})`);
  });
});

describe('redirects', () => {
  test('refused where not asked for (a registry answer is read where it was asked)', async () => {
    expect(await refusal(fetchJson(`${base}/hop`))).toBe(`${base}/hop: redirected (302), and this answer is only read where it was asked for`);
  });

  test('followed when asked: a relative hop, and two hops', async () => {
    expect(await fetchJson(`${base}/hop`, { follow: true })).toEqual({ status: 200, body: { ok: '€'.repeat(1000) } });
    expect(await fetchJson(`${base}/hop2`, { follow: true })).toEqual({ status: 200, body: { ok: '€'.repeat(1000) } });
  });

  test('a redirect loop ends after a bounded number of hops', async () => {
    expect(await refusal(fetchJson(`${base}/loop`, { follow: true }))).toBe(`${base}/loop: more than 5 redirects`);
  });

  test('a redirect to plain http off loopback, or to another scheme, is refused', async () => {
    expect(await refusal(fetchJson(`${base}/to-plain-http`, { follow: true }))).toBe(`${base}/to-plain-http: redirected (302) to "http://example.com/bundle.json", which is neither https nor loopback http`);
    expect(await refusal(fetchJson(`${base}/to-file`, { follow: true }))).toBe(`${base}/to-file: redirected (302) to "file:///etc/passwd", which is neither https nor loopback http`);
  });
});
