// Capture over streamable HTTP and SSE, including a server the capture starts itself and stops afterwards.
import path from 'node:path';
import { captureServer } from '../../src/capture/capture.js';
import { CaptureError } from '../../src/core/shared/errors.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import { CATALOG, freePort, gone, pidsFrom, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';

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
});
