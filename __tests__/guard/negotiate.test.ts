// The guard answers initialize itself (no SDK Server since issue 21): every client must meet the protocol version the
// SDK 1.x Server would have given it. The oracle is that real Server, asked the same questions in the same test.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { Client as ModernClient } from '@modelcontextprotocol/client';
import { NODE, tempDir } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };

/** The SDK 1.x Server's answer, over its own in-memory pair. */
async function oracle(): Promise<InMemoryTransport> {
  const server = new Server({ name: 'oracle', version: '1' }, { capabilities: { tools: {} } });
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  await server.connect(serverEnd);
  return clientEnd;
}

/** Raw requests on one link, each answer (result or error) as the client reads it. */
async function asker(link: InMemoryTransport): Promise<(message: Record<string, unknown>) => Promise<JSONRPCMessage>> {
  const waiting = new Map<unknown, (m: JSONRPCMessage) => void>();
  link.onmessage = (m) => {
    if ('id' in m) waiting.get(m.id)?.(m);
  };
  await link.start();
  let id = 0;
  return async (message) => {
    const mine = ++id;
    const answer = new Promise<JSONRPCMessage>((resolve) => waiting.set(mine, resolve));
    await link.send({ jsonrpc: '2.0', ...message, id: mine } as JSONRPCMessage);
    return answer;
  };
}

const initialize = (protocolVersion: unknown): Record<string, unknown> => ({ method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });

/** The version a client's connect settled on, read from the initialize answer it received. */
async function negotiated(client: Client, link: Transport): Promise<string | undefined> {
  let version: string | undefined;
  const setVersion = link.setProtocolVersion?.bind(link);
  link.setProtocolVersion = (v: string) => {
    version = v;
    setVersion?.(v);
  };
  await client.connect(link);
  await client.close();
  return version;
}

describe('guard initialize', () => {
  let g: InProcess | undefined;
  beforeAll(async () => {
    const dir = tempDir('guard-negotiate');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [echo] }));
    const approved = path.join(dir, 'approved.json');
    await approveShifting(approved, 'shifting', surface, dir);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { command: NODE, args: [SHIFTING, surface] } });
  });
  afterAll(async () => {
    await g?.close();
  });

  it('answers each requested version as the SDK 1.x Server does: the same one when spoken, else the newest', async () => {
    const guard = await asker(await g!.link());
    const sdk = await asker(await oracle());
    for (const requested of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07', '2026-07-28', '2099-01-01', '']) {
      const ours = (await guard(initialize(requested))) as { result?: { protocolVersion?: string } };
      const theirs = (await sdk(initialize(requested))) as { result?: { protocolVersion?: string } };
      expect([requested, ours.result?.protocolVersion]).toEqual([requested, theirs.result?.protocolVersion]);
    }
  });

  it('tells a client the upstream as approved, under the negotiated version', async () => {
    const answer = (await (await asker(await g!.link()))(initialize('2025-03-26'))) as { result: Record<string, unknown> };
    expect(answer.result).toEqual({ protocolVersion: '2025-03-26', capabilities: { tools: { listChanged: true }, prompts: { listChanged: true } }, serverInfo: { name: 'shifting', version: '1.0.0' } });
  });

  it('refuses a malformed initialize with invalid params, and the session stays usable', async () => {
    const ask = await asker(await g!.link());
    const bad = (await ask({ method: 'initialize', params: { protocolVersion: 7, capabilities: {} } })) as { error?: { code: number; message: string } };
    expect(bad.error).toEqual({ code: -32602, message: 'Invalid initialize request: params.protocolVersion must be a string' });
    const noInfo = (await ask({ method: 'initialize', params: { protocolVersion: '2025-06-18' } })) as { error?: { code: number; message: string } };
    expect(noInfo.error?.message).toBe('Invalid initialize request: params.clientInfo must have a string name and version');
    const good = (await ask(initialize('2025-06-18'))) as { result?: { protocolVersion?: string } };
    expect(good.result?.protocolVersion).toBe('2025-06-18');
  });

  it('SDK 1.x and 2.x clients (legacy mode) settle on the version the SDK Server gives them; 2.x auto speaks 2026-07-28', async () => {
    const v1 = () => new Client({ name: 'v1', version: '1' }, { capabilities: {} });
    expect(await negotiated(v1(), await g!.link())).toBe(await negotiated(v1(), await oracle()));
    expect(await negotiated(v1(), await g!.link())).toBe('2025-11-25');

    const legacy = new ModernClient({ name: 'v2', version: '2' });
    await legacy.connect((await g!.link()) as never);
    const reference = new ModernClient({ name: 'v2', version: '2' });
    await reference.connect((await oracle()) as never);
    expect(legacy.getNegotiatedProtocolVersion()).toBe(reference.getNegotiatedProtocolVersion());
    await Promise.all([legacy.close(), reference.close()]);

    const auto = new ModernClient({ name: 'v2-auto', version: '2' }, { versionNegotiation: { mode: 'auto' } });
    await auto.connect((await g!.link()) as never);
    expect(auto.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect((await auto.listTools()).tools.map((t) => t.name)).toEqual(['echo']);
    await auto.close();
  });
});
