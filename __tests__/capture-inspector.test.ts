// The inspector path sees the same surface as the SDK path, and reports what the inspector cannot do.
import { captureServer } from '../src/capture/capture.js';
import { INSPECTOR_CLIENT } from '../src/capture/inspector.js';
import { UsageError } from '../src/core/errors.js';
import type { ServerConfig } from '../src/core/config.js';
import { EVERYTHING, MISBEHAVE, tempDir } from './helpers/capture-fixtures.js';

const dir = tempDir();

describe('capture via the MCP Inspector CLI', () => {
  it('equals the SDK capture of server-everything, except for the client identity it announces', async () => {
    const server: ServerConfig = { command: process.execPath, args: [EVERYTHING, 'stdio'] };
    const sdk = await captureServer('everything', server, { baseDir: dir, env: {} });
    const insp = await captureServer('everything', server, { baseDir: dir, env: {}, via: 'inspector' });
    const a = sdk.surfaces.default!;
    const b = insp.surfaces.default!;
    // The inspector CLI always initializes as itself with no capabilities; it cannot be told otherwise.
    expect(b.client).toEqual(INSPECTOR_CLIENT);
    expect(a.client.capabilities).toEqual(b.client.capabilities);
    expect(b.server).toEqual(a.server);
    expect(b.kinds).toEqual(a.kinds);
    expect(a.kinds.tool.items.length).toBeGreaterThan(5);
  });

  it('fails a paginated kind instead of keeping only the first page', async () => {
    const server: ServerConfig = { command: process.execPath, args: [MISBEHAVE, '--tools=4', '--page=2'] };
    const snap = await captureServer('fx', server, { baseDir: dir, env: {}, via: 'inspector' });
    const tool = snap.surfaces.default!.kinds.tool;
    expect(tool.observation.state).toBe('failed');
    expect(tool.observation.error).toContain('one page only');
    expect(tool.items).toEqual([]);
  });

  it('refuses client capabilities it cannot declare', async () => {
    const server: ServerConfig = { command: process.execPath, args: [EVERYTHING, 'stdio'], client: { capabilities: { roots: {} } } };
    await expect(captureServer('everything', server, { baseDir: dir, env: {}, via: 'inspector' })).rejects.toThrow(UsageError);
  });
});
