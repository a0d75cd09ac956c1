// The CLI's early launch (src/capture/early-launch.ts): `snapshot` starts its first server before the capture's code
// is loaded, and the capture takes that process over. What is recorded must be what a capture that starts its own
// records: lines the server wrote while nobody read its stdout, a server that ended before it was taken, a process
// started for another command line (never used, and ended).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { captureServer } from '../../src/capture/capture.js';
import { launchEarly, type EarlyLaunch } from '../../src/capture/early-launch.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import { CATALOG, gone, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { waitFor } from '../helpers/poll.js';

const dir = tempDir();
const catalog = writeCatalog(dir, { tools: [{ name: 'early', inputSchema: { type: 'object' } }] });
// A server that writes a line that is not JSON-RPC at start-up, then says so on stderr, then serves the catalog.
const banner = path.join(dir, 'banner.mjs');
writeFileSync(banner, `process.stdout.write('a start-up banner, not JSON-RPC\\n');\nprocess.stderr.write('banner written\\n');\nawait import(${JSON.stringify(pathToFileURL(CATALOG).href)});\n`);

function capture(server: ServerConfig, early?: EarlyLaunch) {
  return captureServer('fx', server, { baseDir: dir, env: {}, ...(early ? { early } : {}) });
}

describe('a capture taking over a process started early', () => {
  it('records the lines the server wrote before anyone read its stdout, as a capture that starts its own does', async () => {
    const server: ServerConfig = { command: process.execPath, args: [banner, catalog] };
    const early = launchEarly('fx', server, { baseDir: dir, env: {} })!;
    expect(early).toBeDefined();
    await waitFor(() => early.child.stderr.tail(5).includes('banner written'), { what: 'the banner' });
    const taken = await capture(server, early);
    const own = await capture(server);
    expect(taken.surfaces.default!.kinds.tool.observation.problems).toEqual([{ code: 'stdout-not-jsonrpc', message: 'server wrote 1 non-JSON-RPC line(s) to stdout before the lists' }]);
    expect(taken).toEqual(own);
  });

  it('a process that ended before its session: the capture records what a capture starting its own records', async () => {
    const server: ServerConfig = { command: process.execPath, args: ['-e', 'process.exit(3)'], timeouts: { initializeMs: 15_000 } };
    const early = launchEarly('fx', server, { baseDir: dir, env: {} })!;
    await waitFor(() => early.child.exitReason !== undefined, { what: 'the early process to end' });
    const taken = await capture(server, early);
    const own = await capture(server);
    expect(taken.surfaces.default!.error).toContain('server exited (exit code 3)');
    expect(taken).toEqual(own);
  });

  it('never uses, and ends, a process started for another command line', async () => {
    const other: ServerConfig = { command: process.execPath, args: [banner, catalog] };
    const early = launchEarly('fx', other, { baseDir: dir, env: {} })!;
    await waitFor(() => early.child.stderr.tail(5).includes('banner written'), { what: 'the banner' });
    const pid = early.child.pid!;
    const server: ServerConfig = { command: process.execPath, args: [CATALOG, catalog] };
    const snap = await capture(server, early);
    // No banner line: the capture's own process served it.
    expect(snap.surfaces.default!.kinds.tool.observation.problems).toBeUndefined();
    expect(snap).toEqual(await capture(server));
    expect(await gone([pid])).toBe(true);
  });

  it('starts nothing for a server the capture would refuse or build first', () => {
    const base: ServerConfig = { command: process.execPath, args: [CATALOG, catalog] };
    expect(launchEarly('fx', { ...base, build: 'true' }, { baseDir: dir, env: {} })).toBeUndefined();
    expect(launchEarly('fx', { ...base, args: ['${NOT_SET_ANYWHERE}'] }, { baseDir: dir, env: {} })).toBeUndefined();
    expect(launchEarly('fx', { ...base, surfaces: {} }, { baseDir: dir, env: {} })).toBeUndefined();
    expect(launchEarly('fx', { url: 'http://127.0.0.1:9/mcp' }, { baseDir: dir, env: {} })).toBeUndefined();
  });
});
