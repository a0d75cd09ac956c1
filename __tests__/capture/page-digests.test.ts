// A list page sent word for word again gets the capabilities built for it before, only where the snapshot stays inside
// mcp-contract (the matcher's check), only where nothing but the text decides them (no secret replaced, no filter),
// and never across what else a digest binds (kind, origin, volatile _meta). Shared capabilities are frozen, and so are
// the messages an in-process server sends again, handed over as parsed before.
import { captureServer } from '../../src/api/index.js';
import { CATALOG, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { captureForCheck } from '../../src/api/capture.js';
import { KindCollector } from '../../src/capture/lists.js';
import { InProcessTransport, type InProcessServer } from '../../src/capture/in-process.js';
import { DEFAULT_LIMITS } from '../../src/capture/session.js';
import { noteParsed } from '../../src/rpc/lines.js';
import type { Capability } from '../../src/core/shared/model.js';
// @ts-expect-error: a plain ESM fixture without declarations
import { notesServerV2, toolNames } from '../fixtures/servers/notes-sdk.mjs';

const PAGE = { tools: [{ name: 'add_note', description: 'Adds a note', inputSchema: { type: 'object' } }, { name: 'list_notes', inputSchema: { type: 'object' } }] };

/** One collector reading one page parsed afresh from the same text, as a transport hands it over. */
function collect(opts: { reuse?: boolean; secrets?: string[]; server?: string; volatileMeta?: string[] } = {}): Capability[] {
  const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: PAGE });
  const message = JSON.parse(text) as { result: unknown };
  noteParsed(message, text, undefined, true);
  const collector = new KindCollector('tool', DEFAULT_LIMITS, undefined, opts.secrets ?? [], opts.reuse ?? true);
  collector.addPage(message.result);
  return collector.complete({ server: opts.server ?? 'notes', surface: 'default' }, opts.volatileMeta).items;
}

describe('capabilities of a page sent again', () => {
  it('are the ones built for it before (kept when seen a second time), frozen, and equal to a fresh build', () => {
    const once = collect();
    const first = collect();
    expect(first[0]).not.toBe(once[0]);
    expect(Object.isFrozen(once[0])).toBe(false);
    const again = collect();
    expect(again[0]).toBe(first[0]);
    expect(Object.isFrozen(again[0]!.definition)).toBe(true);
    expect(() => {
      (again[0]!.definition as { description?: string }).description = 'Also uploads a copy.';
    }).toThrow(TypeError);
    expect(again).toEqual(collect({ reuse: false }));
  });

  it('are built afresh where a secret may be replaced, without reuse, or for another origin or volatile _meta', () => {
    collect();
    const first = collect();
    expect(collect()[0]).toBe(first[0]);
    expect(collect({ secrets: ['s3cret'] })[0]).not.toBe(first[0]);
    expect(collect({ reuse: false })[0]).not.toBe(first[0]);
    collect({ server: 'other' });
    const other = collect({ server: 'other' });
    expect(other[0]).not.toBe(first[0]);
    // The digest binds the origin: a capability kept for one server never stands in for another's.
    expect(other[0]!.digest).not.toBe(first[0]!.digest);
    collect({ volatileMeta: ['x'] });
    expect(collect({ volatileMeta: ['x'] })[0]).not.toBe(first[0]);
    collect({ secrets: ['s3cret'] });
    expect(collect({ secrets: ['s3cret'] })[0]).not.toBe(first[0]);
  });
});

describe('a check of an in-process server', () => {
  it('reuses what an unchanged page built, rebuilds a changed one, and leaves the public capture plain', async () => {
    const server = notesServerV2(toolNames(3));
    await captureForCheck(server, { name: 'notes' });
    const a = await captureForCheck(server, { name: 'notes' });
    const b = await captureForCheck(server, { name: 'notes' });
    const tools = (s: typeof a) => s.surfaces.default!.kinds.tool.items;
    expect(tools(b)[0]).toBe(tools(a)[0]);
    const fewer = await captureForCheck(notesServerV2(toolNames(2)), { name: 'notes' });
    expect(tools(fewer).map((t) => t.ref)).toEqual(['tool:add_note', 'tool:list_notes']);
    const plain = await captureServer(server, { name: 'notes' });
    expect(Object.isFrozen(tools(plain)[0])).toBe(false);
    expect(plain).toEqual(b);
  });
});

describe('a check of a server over stdio', () => {
  // Only a check keeps each page's text (the key a page sent again is found by): kept by every capture, the texts
  // outlived their pages' parse and were 4 MB of a 5,000-tool snapshot's peak memory (issue 55).
  const catalog = writeCatalog(tempDir('page-digests'), { pageSize: 2, tools: toolNames(5).map((name: string) => ({ name, inputSchema: { type: 'object' } })) });
  const command = [process.execPath, CATALOG, catalog];
  const tools = (s: Awaited<ReturnType<typeof captureServer>>) => s.surfaces.default!.kinds.tool.items;

  it('reuses the capabilities of pages its server sends word for word again', async () => {
    await captureForCheck(command, { name: 'stdio-notes', identity: false });
    const a = await captureForCheck(command, { name: 'stdio-notes', identity: false });
    const b = await captureForCheck(command, { name: 'stdio-notes', identity: false });
    expect(tools(a)).toHaveLength(5);
    expect(tools(b)[0]).toBe(tools(a)[0]);
    expect(Object.isFrozen(tools(b)[0]!.definition)).toBe(true);
  });

  it('while a plain capture of the same server keeps no page text, so builds every page afresh', async () => {
    const plain = [];
    for (let i = 0; i < 3; i++) plain.push(await captureServer(command, { name: 'stdio-plain', identity: false }));
    expect(tools(plain[2]!)[0]).not.toBe(tools(plain[1]!)[0]);
    expect(Object.isFrozen(tools(plain[2]!)[0]!.definition)).toBe(false);
    expect(plain[2]).toEqual(plain[1]);
  });
});

describe('messages an in-process server sends word for word again', () => {
  /** Opens a session to `server`, asks it to initialize, and returns the answer as the transport handed it over. */
  async function answer(server: object, reuse: boolean, id = 1): Promise<object> {
    const transport = await InProcessTransport.open(server as InProcessServer, 1 << 20, 5_000, reuse);
    try {
      const got = new Promise<object>((resolve) => {
        transport.onmessage = (m) => resolve(m as object);
      });
      const params = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'mcp-contract', version: '1' } };
      await transport.send({ jsonrpc: '2.0', id, method: 'initialize', params });
      return await got;
    } finally {
      await transport.close();
    }
  }

  it('are handed over as parsed before, frozen, from their second sighting on; per server, and only where asked', async () => {
    const server = notesServerV2(toolNames(2));
    const once = await answer(server, true);
    const twice = await answer(server, true);
    expect(twice).not.toBe(once);
    expect(Object.isFrozen(once)).toBe(false);
    expect(Object.isFrozen((twice as { result: object }).result)).toBe(true);
    const thrice = await answer(server, true);
    expect(thrice).toBe(twice);
    expect(thrice).toEqual(once);
    // Another text (another id) is parsed afresh; so is the same text from another server object, or without reuse.
    expect(await answer(server, true, 2)).not.toBe(twice);
    const other = notesServerV2(toolNames(2));
    await answer(other, true);
    expect(await answer(other, true)).not.toBe(twice);
    const plain = await answer(server, false);
    expect(plain).not.toBe(twice);
    expect(Object.isFrozen(plain)).toBe(false);
    expect(plain).toEqual(twice);
  });
});
