// The stdio reader marks results whose line held no escaped surrogate, so a large list's strings are not each
// checked for lone surrogates; a line that could hold one is never marked.
import { JsonRpcLines, surrogateFree } from '../../src/rpc/lines.js';
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
