// Issue 41 item 3: the gateway asks a member for a kind only when its upstream declared that kind in its capabilities
// (as an SDK client would). A server with no resources used to be sent resources/list, answer "Method not found",
// and be logged as `resources/list failed (Method not found)` at every client's start: "no resources" is no failure.
// Real upstream processes (the shifting fixture declares resources only when its file has some).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, type InProcessGateway } from '../helpers/gateway-inprocess.js';

describe('gateway: no list request for a kind the upstream did not declare', () => {
  let g: InProcessGateway | undefined;
  afterAll(async () => {
    await g?.close();
  });

  it('lists resources of the member that declared them, never asks the one that did not, and logs no failure', async () => {
    const dir = tempDir('undeclared-kinds');
    const serve = (name: string, surface: object) => {
      const file = path.join(dir, `${name}.surface.json`);
      writeFileSync(file, JSON.stringify(surface));
      return { command: NODE, args: [SHIFTING, file] };
    };
    const tools = [{ name: 'read', description: 'Read.', inputSchema: { type: 'object', properties: {} } }];
    const config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: {
        plain: serve('plain', { serverInfo: { name: 'plain', version: '1.0.0' }, tools }),
        docs: serve('docs', { serverInfo: { name: 'docs', version: '1.0.0' }, tools, resources: [{ uri: 'docs://a', name: 'a' }], resourceTemplates: [{ uriTemplate: 'docs://{id}', name: 'doc' }] }),
      },
    });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store'), '--policy', 'new=follow'], { cwd: dir });
    const client = await g.legacy();
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual(['docs://a']);
    expect((await client.listResourceTemplates()).resourceTemplates.map((r) => r.uriTemplate)).toEqual(['docs://{id}']);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['docs__read', 'plain__read']);
    expect(g.log.join('\n')).not.toMatch(/failed|Method not found/);
  });
});
