// A snapshot file is written a piece at a time (issue 55: the whole text and a key-sorted copy of the whole snapshot
// were held at once at the capture's peak). The file must stay byte for byte what stableStringify writes: real servers
// captured over stdio, and values chosen to trip a hand-written serializer where JSON.stringify does something odd.
import { readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { captureServer, writeSnapshot, type Snapshot } from '../../src/api/index.js';
import { serializeSnapshot, writeCapturedSnapshot, writePieces } from '../../src/storage/snapshot-file.js';
import { buildCapability, builtKeySorted, stableStringify } from '../../src/core/shared/canonical.js';
import { stablePieces } from '../../src/core/shared/stable-pieces.js';
import type { JsonValue } from '../../src/core/shared/model.js';
import { CATALOG, EVERYTHING, ROOT, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';

const dir = tempDir('stable-pieces');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const published = (file: string): { tools: object[] } => JSON.parse(readFileSync(path.join(ROOT, '__tests__', 'fixtures', 'renames', file), 'utf8'));

async function writtenBytes(name: string, snapshot: Snapshot): Promise<Buffer> {
  const file = path.join(dir, `${name}.json`);
  await writeSnapshot(file, snapshot);
  return readFileSync(file);
}

describe('writeSnapshot writes what serializeSnapshot returns, a piece at a time', () => {
  it('server-everything captured over stdio (both eras, launch identity)', async () => {
    const snapshot = await captureServer([process.execPath, EVERYTHING, 'stdio'], { name: 'everything', env: {} });
    expect(snapshot.surfaces.default!.kinds.tool.items.length).toBeGreaterThan(5);
    expect((await writtenBytes('everything', snapshot)).equals(Buffer.from(serializeSnapshot(snapshot), 'utf8'))).toBe(true);
  });

  it('the published Notion and Playwright tools served by a real SDK server, in pages', async () => {
    const tools = [...published('notion-2.0.0.json').tools, ...published('playwright-0.0.40.json').tools];
    const catalog = writeCatalog(dir, { serverInfo: { name: 'published', version: '1.0.0' }, pageSize: 7, tools, prompts: [{ name: 'p', description: 'é 😀' }] });
    const snapshot = await captureServer([process.execPath, CATALOG, catalog], { name: 'published', env: {} });
    expect(snapshot.surfaces.default!.kinds.tool.items.length).toBe(tools.length);
    expect((await writtenBytes('published', snapshot)).equals(Buffer.from(serializeSnapshot(snapshot), 'utf8'))).toBe(true);
  });
});

describe('stablePieces joined is stableStringify', () => {
  // Each at the walked depths (the top six levels) and below them, where a piece is written whole.
  const deep = (v: JsonValue): JsonValue => ({ a: { b: { c: { d: { e: { f: { g: v } } } } } } });
  const proto = Object.defineProperty({ z: 1 }, '__proto__', { value: { x: 1 }, enumerable: true, writable: true, configurable: true }) as JsonValue;
  const bare = Object.assign(Object.create(null) as Record<string, JsonValue>, { b: 1, a: [2] });
  const values: [string, JsonValue][] = [
    ['integer-like keys (V8 lists them first)', { b: 1, '10': 2, '9': 3, a: { '2': 'x', '01': 'y', '1': 'z' } }],
    ['a __proto__ key', { m: proto }],
    ['undefined members and elements', { a: undefined, b: [undefined, 1], c: { d: undefined } } as unknown as JsonValue],
    ['empty containers', { a: {}, b: [], c: [[], {}], d: '' }],
    ['non-finite numbers and -0', { a: Infinity, b: [NaN, -0, 1e400, 1e-7] } as unknown as JsonValue],
    ['lone surrogates, pairs, line breaks in strings and keys', { 'k\ny': 'x\ud83dy', 'é😀': '\ude00😀\r\n\u2028' }],
    ['a prototype-less object', { o: bare as JsonValue }],
    ['keys out of order', { z: { y: 1, x: [{ b: 2, a: 1 }] }, a: true }],
    ['top-level scalars', 'text'],
    ['top-level null', null],
    ['a top-level array', [{ b: 1, a: 2 }, [], 3]],
  ];

  it.each(values)('%s', (_, value) => {
    for (const v of [value, deep(value), { s: { d: { k: { t: { items: [value, deep(value)] } } } } }] as JsonValue[]) {
      expect([...stablePieces(v)].join('')).toBe(stableStringify(v));
    }
  });
});

describe('a capability buildCapability wrote key-sorted is taken as it is, and written the same', () => {
  // The writer skips walking a definition buildCapability marked as written key-sorted (issue 55): the file must not
  // change for any definition, whether it was marked or not.
  const origin = { server: 's', surface: 'default' };
  const defs: [string, Record<string, unknown>, boolean][] = [
    ['keys out of order at every level', { name: 't', inputSchema: { type: 'object', properties: { z: { type: 'string' }, a: { enum: [{ y: 1, b: 2 }] } } }, description: 'd' }, true],
    ['keys already in order (the server\'s objects shared)', { description: 'd', inputSchema: { properties: { a: { type: 'string' } }, type: 'object' }, name: 't' }, true],
    ['integer-like keys', { name: 't', inputSchema: { type: 'object', properties: { '10': {}, '9': {}, b: {}, '01': {} } } }, false],
    ['a __proto__ key', { name: 't', _meta: JSON.parse('{"__proto__": {"x": 1}, "a": 2}') }, false],
    ['undefined members (a server object in this process)', { name: 't', title: undefined, inputSchema: { type: 'object', properties: { a: undefined, b: { type: 'string' } } } }, true],
    ['a non-finite number (stored in its display form)', { name: 't', inputSchema: { type: 'object', maximum: Infinity } }, false],
    ['a lone surrogate (stored in its display form)', { name: 't', description: 'x\ud83dy' }, false],
  ];

  it.each(defs)('%s', (_, item, marked) => {
    const cap = buildCapability('tool', item as never, origin);
    expect(builtKeySorted(cap.definition)).toBe(marked);
    for (const v of [cap, { s: { d: { k: { t: { items: [cap, cap] } } } } }, { a: { b: { c: { d: { e: { f: cap.definition } } } } } }] as unknown as JsonValue[]) {
      expect([...stablePieces(v, true)].join('')).toBe(stableStringify(v));
      expect([...stablePieces(v)].join('')).toBe(stableStringify(v));
    }
  });

  it('a definition read back from a file is not taken as sorted: only what buildCapability built is', () => {
    const cap = buildCapability('tool', { name: 't', inputSchema: { type: 'object' } }, origin);
    const read = JSON.parse(JSON.stringify(cap)) as typeof cap;
    expect(builtKeySorted(cap.definition)).toBe(true);
    expect(builtKeySorted(read.definition)).toBe(false);
    const unsorted = { ...read, definition: { name: 'z', inputSchema: { type: 'object' }, description: 'a' } };
    const v = { s: { d: { k: { t: { items: [unsorted] } } } } } as unknown as JsonValue;
    expect([...stablePieces(v, true)].join('')).toBe(stableStringify(v));
  });

  // A library caller holds captureServer's capabilities, unfrozen, and may edit one before writing it: the public
  // writer trusts no mark, so the file stays key-sorted. Only the CLI's own writer (writeCapturedSnapshot) trusts them.
  it('the public writeSnapshot sorts a captured definition a caller added keys to after the capture', async () => {
    const snapshot = await captureServer([process.execPath, CATALOG, writeCatalog(dir, { tools: [{ name: 'edited', description: 'd', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } }] }, 'edited-catalog.json')], { name: 'edited', env: {} });
    const def = snapshot.surfaces.default!.kinds.tool.items[0]!.definition as Record<string, unknown> & { inputSchema: Record<string, unknown> };
    expect(builtKeySorted(def)).toBe(true);
    def.annotations = { readOnlyHint: true };
    def.inputSchema.additionalProperties = false;
    const bytes = await writtenBytes('edited', snapshot);
    expect(bytes.toString('utf8')).toBe(serializeSnapshot(snapshot));
    expect(bytes.toString('utf8').indexOf('"annotations"')).toBeLessThan(bytes.toString('utf8').indexOf('"description"'));
    // The CLI's writer, for its own untouched captures, writes a fresh capture exactly as the public one does.
    const fresh = await captureServer([process.execPath, CATALOG, writeCatalog(dir, { tools: [{ name: 'kept', inputSchema: { type: 'object' }, description: 'd' }] }, 'kept-catalog.json')], { name: 'kept', env: {} });
    const file = path.join(dir, 'kept-cli.json');
    await writeCapturedSnapshot(file, fresh);
    expect(readFileSync(file, 'utf8')).toBe(serializeSnapshot(fresh));
  });
});

describe('writePieces', () => {
  async function written(pieces: string[], size: number): Promise<Buffer> {
    const file = path.join(dir, `pieces-${size}.txt`);
    const fh = await open(file, 'w');
    try {
      await writePieces(fh, pieces, size);
    } finally {
      await fh.close();
    }
    return readFileSync(file);
  }

  it('writes every byte whatever the buffer size, pieces larger than it included', async () => {
    const pieces = ['{', '"é😀"', ': ', '😀'.repeat(40), ',\n', 'x'.repeat(100), '', '\ud83d', '}\n'];
    for (const size of [3, 4, 7, 12, 64, 1024]) expect((await written(pieces, size)).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
  });
});
