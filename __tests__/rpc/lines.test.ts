// The stdio reader marks results whose line held no escaped surrogate, so a large list's strings are not each
// checked for lone surrogates; a line that could hold one is never marked.
import { bytesOfResult, JsonRpcLines, surrogateFree, textOfResult } from '../../src/rpc/lines.js';
import type { RequestId } from '../../src/rpc/messages.js';
import type { RpcMessage } from '../../src/rpc/messages.js';

function read(line: string): RpcMessage {
  const got: RpcMessage[] = [];
  const lines = new JsonRpcLines(1 << 20, { message: (m) => got.push(m), overflow: () => undefined, stopped: () => false });
  lines.push(Buffer.from(`${line}\n`, 'utf8'));
  expect(got).toHaveLength(1);
  return got[0];
}

const resultOf = (m: RpcMessage): unknown => (m as { result?: unknown }).result;

describe('results read without an escaped surrogate', () => {
  it('marks a result whose line holds none, raw non-ASCII text included', () => {
    expect(surrogateFree(resultOf(read('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"café 😀"}]}}')))).toBe(true);
  });

  it('never marks a line holding a lone surrogate escape, in a value or a key, in either case', () => {
    for (const text of ['"x\\ud800"', '"x\\uDC00"', '"\\udbff"']) {
      const m = read(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":${text}}]}}`);
      expect(surrogateFree(resultOf(m))).toBe(false);
    }
    expect(surrogateFree(resultOf(read('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"\\ud800":1}]}}')))).toBe(false);
  });

  it('stays conservative: an escaped pair or an escaped backslash before "ud800" is not marked either', () => {
    expect(surrogateFree(resultOf(read('{"jsonrpc":"2.0","id":1,"result":{"a":"\\ud83d\\ude00"}}')))).toBe(false);
    expect(surrogateFree(resultOf(read('{"jsonrpc":"2.0","id":1,"result":{"a":"\\\\ud800"}}')))).toBe(false);
  });

  it('marks nothing that was not read by the line reader', () => {
    expect(surrogateFree({ tools: [] })).toBe(false);
    expect(surrogateFree(undefined)).toBe(false);
  });
});

describe('answers too long to read (issue 39: a large result must not hold the process)', () => {
  /** Reads `chunks` with unreadBytes 100: what was parsed and what was answered unread. */
  function readUnread(chunks: string[]): { parsed: RpcMessage[]; unread: Array<[RequestId, number, boolean]> } {
    const parsed: RpcMessage[] = [];
    const unread: Array<[RequestId, number, boolean]> = [];
    const lines = new JsonRpcLines(1 << 20, { message: (m) => parsed.push(m), overflow: () => undefined, stopped: () => false, unread: (id, bytes, whole) => unread.push([id, bytes, whole]) > 0 }, 100);
    for (const c of chunks) lines.push(Buffer.from(c, 'utf8'));
    return { parsed, unread };
  }
  const big = 'x'.repeat(500);

  it('answers a long line by its id, written first (as soon as it passes the bound) or last (at its end), across chunks, without parsing it', () => {
    const first = `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"${big}"}]}}`;
    const last = `{"result":{"content":[{"type":"text","text":"${big}"}]},"jsonrpc":"2.0","id":"s-1"}`;
    const got = readUnread([first.slice(0, 3), first.slice(3, 300), `${first.slice(300)}\n${last.slice(0, 10)}`, `${last.slice(10)}\n`]);
    expect(got.parsed).toEqual([]);
    expect(got.unread).toEqual([
      [7, 300, false],
      ['s-1', last.length, true],
    ]);
  });

  it('drops the rest of a line answered from its head, however long, and reads the next line whole', () => {
    const head = `{"jsonrpc":"2.0","id":8,"result":{"content":[{"type":"text","text":"${big}`;
    const got = readUnread([head, big, big, `${big}"}]}}\n{"jsonrpc":"2.0","id":2,"result":{}}\n`]);
    expect(got.unread).toEqual([[8, head.length, false]]);
    expect(got.parsed.map((m) => (m as { id?: unknown }).id)).toEqual([2]);
  });

  it('reads a short line, and a long one whose top-level id it cannot tell from a nested one', () => {
    // Its id sits in the middle; the `"id":5` at its end is a nested one's, followed by two brackets.
    const nested = `{"jsonrpc":"2.0","z":"${big}","id":9,"result":{"a":{"id":5}}}`;
    const got = readUnread(['{"jsonrpc":"2.0","id":1,"result":{}}\n', `${nested}\n`]);
    expect(got.unread).toEqual([]);
    expect(got.parsed.map((m) => (m as { id?: unknown }).id)).toEqual([1, 9]);
  });

  it('records the bytes of the line a result was read from, so its size is known without writing it out again', () => {
    const line = '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}';
    expect(bytesOfResult(resultOf(read(line)))).toBe(line.length);
    expect(bytesOfResult({ content: [] })).toBeUndefined();
  });
});

describe('the text a result was read from', () => {
  // Kept only for a reader that asks (a check that reuses pages sent again): kept by every reader, each list page's
  // text outlived its parse and was 4 MB of a 5,000-tool snapshot's peak memory (issue 55).
  const line = JSON.stringify({ jsonrpc: '2.0', id: 3, result: { tools: [{ name: 'a' }] } });
  function readWith(keepTexts: boolean): RpcMessage {
    const got: RpcMessage[] = [];
    const lines = new JsonRpcLines(1 << 20, { message: (m) => got.push(m), overflow: () => undefined, stopped: () => false }, Infinity, keepTexts);
    lines.push(Buffer.from(`${line}\r\n`, 'utf8'));
    return got[0];
  }

  it('is kept for a reader that asks, without the line break', () => {
    expect(textOfResult(resultOf(readWith(true)))).toBe(line);
  });

  it('is not kept otherwise, while the rest of what is noted about the result still is', () => {
    const m = readWith(false);
    expect(textOfResult(resultOf(m))).toBeUndefined();
    expect(surrogateFree(resultOf(m))).toBe(true);
    expect(bytesOfResult(resultOf(m))).toBe(Buffer.byteLength(line) + 1);
  });
});
