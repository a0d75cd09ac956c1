// Capture over streamable HTTP and SSE, including a server the capture starts itself and stops afterwards.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { captureServer } from '../../src/capture/capture.js';
import { CaptureError } from '../../src/core/shared/errors.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import { CATALOG, freePort, gone, pidsFrom, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { waitFor } from '../helpers/poll.js';

const dir = tempDir();
const catalog = writeCatalog(dir, {
  serverInfo: { name: 'http-catalog', version: '2.0.0' },
  pageSize: 2,
  tools: [
    { name: 'a', inputSchema: { type: 'object' } },
    { name: 'b', inputSchema: { type: 'object' } },
    { name: 'c', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
  ],
  prompts: [{ name: 'p', arguments: [{ name: 'x', required: true }] }],
});

async function started(mode: '--http' | '--sse', transport: ServerConfig['transport'], urlPath: string) {
  const port = await freePort();
  const pidfile = path.join(dir, `${mode.slice(2)}-${port}.pid`);
  const server: ServerConfig = {
    url: `http://127.0.0.1:${port}${urlPath}`,
    transport,
    headers: { Authorization: 'Bearer ${HTTP_SECRET}' },
    start: { command: process.execPath, args: [CATALOG, catalog, mode, `--port=${port}`, `--pidfile=${pidfile}`], readyUrl: `http://127.0.0.1:${port}/` },
    timeouts: { initializeMs: 3000, requestMs: 3000, startMs: 5000 },
  };
  return { server, pidfile };
}

const env = { HTTP_SECRET: 'http-secret-value-77' };

describe('captureServer over HTTP', () => {
  it('captures streamable HTTP, follows pages and stops the server it started', async () => {
    const { server, pidfile } = await started('--http', 'streamable-http', '/mcp');
    const snap = await captureServer('web', server, { baseDir: dir, env });
    const s = snap.surfaces.default!;
    expect(s.server?.serverInfo).toEqual({ name: 'http-catalog', version: '2.0.0' });
    expect(s.kinds.tool.observation).toEqual({ state: 'complete', pages: 2 });
    expect(s.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:a', 'tool:b', 'tool:c']);
    expect(s.kinds.prompt.items.map((i) => i.ref)).toEqual(['prompt:p']);
    expect(s.kinds.resource.observation.state).toBe('unsupported');
    expect(JSON.stringify(snap)).not.toContain(env.HTTP_SECRET);
    expect(await gone(pidsFrom(pidfile))).toBe(true);
  });

  it('captures SSE, and auto falls back to SSE when streamable HTTP is not served', async () => {
    const sse = await started('--sse', 'sse', '/sse');
    const viaSse = await captureServer('web', sse.server, { baseDir: dir, env });
    expect(viaSse.surfaces.default!.kinds.tool.items).toHaveLength(3);
    const auto = await started('--sse', 'auto', '/sse');
    const viaAuto = await captureServer('web', auto.server, { baseDir: dir, env });
    expect(viaAuto.surfaces.default!.kinds).toEqual(viaSse.surfaces.default!.kinds);
  });

  it('fails the start phase when the start command exits', async () => {
    const server: ServerConfig = {
      url: 'http://127.0.0.1:9/mcp',
      start: { command: process.execPath, args: ['-e', 'console.error("port in use"); process.exit(3)'] },
      timeouts: { startMs: 3000 },
    };
    const err = await captureServer('web', server, { baseDir: dir, env: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CaptureError);
    expect((err as CaptureError).phase).toBe('start');
    expect((err as CaptureError).detail).toContain('port in use');
  });

  it('ends with one line when streamable HTTP answers an unusable version and the SSE fallback never sends its endpoint', async () => {
    // A real HTTP server that does exactly what the conformance suite met: initialize answered with a version the
    // client cannot use, and a GET that opens an event stream and keeps it open without an `endpoint` event.
    const streams = new Set<ServerResponse>();
    let closedByClient = 0;
    const server = createServer((req, res) => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(': waiting\n\n');
        streams.add(res);
        res.on('close', () => (closedByClient++, streams.delete(res)));
        return;
      }
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const msg = JSON.parse(body || '{}') as { id?: number; method?: string };
        if (msg.id === undefined) return void res.writeHead(202).end();
        const answer =
          msg.method === 'initialize'
            ? { result: { protocolVersion: '2099-01-01', capabilities: {}, serverInfo: { name: 'future', version: '1' } } }
            : { error: { code: -32601, message: 'Method not found' } };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, ...answer }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
    try {
      const snap = await captureServer('future', { url, transport: 'auto', timeouts: { initializeMs: 1500 } }, { baseDir: dir, env });
      const line = snap.surfaces.default!.error!;
      expect(line).toBe(
        "initialize failed: Server's protocol version is not supported: 2099-01-01; the SSE fallback failed too: the transport did not open within 1500 ms (an SSE server sends its endpoint event first)",
      );
      expect(snap.surfaces.default!.kinds.tool.observation.state).toBe('failed');
      // The stream the fallback opened is closed, not left hanging on the server.
      await waitFor(() => closedByClient >= 1, { what: 'the client closed the SSE stream the fallback opened' });
    } finally {
      for (const s of streams) s.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
