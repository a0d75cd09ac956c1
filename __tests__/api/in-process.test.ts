// captureServer on a server object in this process (in-process.ts): McpServer of SDK 1.x and of SDK 2.x, and an SDK
// 2.x server in both eras, each reached over in-memory transports with no child process, through the same capture as
// a command. The contract equals the one captured from the same server over stdio; a server that cannot be connected
// fails as a capture error.
import path from 'node:path';
import { CaptureError, EXIT, captureServer, diffSnapshots, type InProcessServer, type Snapshot } from '../../src/api/index.js';
// @ts-expect-error: a plain ESM fixture without declarations
import { notesBothEras, notesServerV1, notesServerV2, toolNames } from '../fixtures/servers/notes-sdk.mjs';

const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'notes-sdk.mjs');
type Make = (names?: string[]) => InProcessServer;
const tools = (s: Snapshot): string[] => s.surfaces.default!.kinds.tool.items.map((i) => i.ref);
/** The contract without how it was reached: eras with their transport left out. */
const contract = (s: Snapshot): unknown => JSON.parse(JSON.stringify(s, (k, v) => (k === 'transport' ? undefined : v)));

describe.each([
  ['SDK 1.x McpServer', 'v1', notesServerV1 as Make, { primary: 'legacy', eras: ['legacy'] }],
  ['SDK 2.x McpServer', 'v2', notesServerV2 as Make, { primary: 'legacy', eras: ['legacy'] }],
  ['SDK 2.x serveStdio, both eras', 'both', notesBothEras as Make, { primary: 'legacy', eras: ['legacy', 'modern'] }],
] as const)('captureServer of an in-process %s', (_label, sdk, make, protocol) => {
  it('captures every tool in the eras it serves, with no transport recorded, and equals the stdio capture', async () => {
    const live = await captureServer(make(), { name: 'notes' });
    expect(tools(live)).toEqual(['tool:add_note', 'tool:list_notes']);
    const p = live.surfaces.default!.protocol!;
    expect(p.primary).toBe(protocol.primary);
    expect(Object.entries(p.eras).filter(([, e]) => e?.state === 'served').map(([era]) => era).sort()).toEqual([...protocol.eras]);
    expect(Object.values(p.eras).every((e) => e?.transport === undefined)).toBe(true);
    expect(live.identity).toBeUndefined();
    const stdio = await captureServer([process.execPath, FIXTURE, sdk], { name: 'notes', env: {}, identity: false });
    expect(Object.values(stdio.surfaces.default!.protocol!.eras).some((e) => e?.transport === 'stdio')).toBe(true);
    expect(contract(live)).toEqual(contract(stdio));
  });

  it('leaves the server free to capture again, and diffs a removed tool as breaking', async () => {
    const server = make();
    const first = await captureServer(server, { name: 'notes' });
    expect(await captureServer(server, { name: 'notes' })).toEqual(first);
    const fewer = await captureServer(make(toolNames(2, ['list_notes'])), { name: 'notes' });
    expect(diffSnapshots(first, fewer).changes.filter((c) => c.severity === 'breaking').map((c) => [c.rule, c.kind])).toEqual([['capability-removed', 'tool']]);
  });
});

describe('an in-process server that cannot serve', () => {
  it('one connected elsewhere is a capture error naming the server, not an empty surface', async () => {
    const server = notesServerV1() as InProcessServer & { connect(t: unknown): Promise<void> };
    await server.connect({ start: async () => undefined, send: async () => undefined, close: async () => undefined });
    const capture = captureServer(server, { name: 'busy' });
    await expect(capture).rejects.toBeInstanceOf(CaptureError);
    await expect(capture).rejects.toMatchObject({ exitCode: EXIT.capture, server: 'busy', message: expect.stringMatching(/^server "busy": .*Already connected/) });
  });

  it('one whose connect throws is a capture error with its message', async () => {
    const broken: InProcessServer = { connect: () => Promise.reject(new Error('database unavailable')) };
    await expect(captureServer(broken, { name: 'broken' })).rejects.toMatchObject({ exitCode: EXIT.capture, message: expect.stringContaining('database unavailable') });
  });
});

describe('an in-process server whose connect never settles', () => {
  it('fails the capture after initializeMs instead of hanging', async () => {
    const { captureServer: captureConfigured } = await import('../../src/capture/capture.js');
    const { assertComplete } = await import('../../src/capture/complete.js');
    const hanging: InProcessServer = { connect: () => new Promise(() => undefined) };
    // Without the bound this never settles and jest's timeout fails the test; the line names the bound that ended it.
    const snap = await captureConfigured('stuck', { timeouts: { initializeMs: 300 } }, { baseDir: process.cwd(), env: {}, inProcess: hanging });
    expect(() => assertComplete('stuck', snap)).toThrow(/^server "stuck": .*connect did not settle within 300 ms/);
  });
});

describe('an in-process server listing text with no canonical form', () => {
  it('names a lone surrogate (escaped on its way across) and passes a well-formed pair, as over stdio', async () => {
    const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
    const server = new McpServer({ name: 'odd', version: '1.0.0' });
    const ok = async () => ({ content: [] });
    server.registerTool('lone', { description: 'half a pair: \ud800 here' }, ok);
    server.registerTool('pair', { description: 'a whole pair: \ud83d\ude00' }, ok);
    const tool = (await captureServer(server, { name: 'odd' })).surfaces.default!.kinds.tool;
    expect(tool.items.map((i) => i.ref)).toEqual(['tool:lone', 'tool:pair']);
    expect(tool.observation.problems?.map((p) => [p.code, p.message.split(':')[0]])).toEqual([['item-not-canonical', 'name "lone"']]);
  });
});
