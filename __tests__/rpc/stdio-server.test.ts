// The lean stdio server transport on real streams: lines split across reads, garbage skipped, the line bound held,
// and an RpcPeer served over it end to end.
import { PassThrough } from 'node:stream';
import { StdioServerTransport } from '../../src/rpc/stdio-server.js';
import { RpcPeer } from '../../src/rpc/peer.js';
import type { RpcMessage } from '../../src/rpc/messages.js';

interface Rig {
  input: PassThrough;
  output: PassThrough;
  transport: StdioServerTransport;
  received: RpcMessage[];
  garbage: string[];
  overflows: string[];
  closed: () => boolean;
  written: () => string;
}

async function rig(maxMessageBytes = 1024): Promise<Rig> {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = '';
  output.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const garbage: string[] = [];
  const overflows: string[] = [];
  const transport = new StdioServerTransport({ input, output, maxMessageBytes, onGarbage: (l) => garbage.push(l), onOverflow: (w) => overflows.push(w) });
  const received: RpcMessage[] = [];
  let closed = false;
  transport.onmessage = (m) => received.push(m);
  transport.onclose = () => (closed = true);
  await transport.start();
  return { input, output, transport, received, garbage, overflows, closed: () => closed, written: () => out };
}

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('StdioServerTransport', () => {
  it('reads one message a line, across reads, with CRLF and blank lines', async () => {
    const r = await rig();
    const a = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const b = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });
    r.input.write(a.slice(0, 10));
    r.input.write(`${a.slice(10)}\r\n\n  \n${b.slice(0, 5)}`);
    await tick();
    expect(r.received).toEqual([{ jsonrpc: '2.0', id: 1, method: 'tools/list' }]);
    r.input.write(Buffer.from(`${b.slice(5)}\n`, 'utf8'));
    await tick();
    expect(r.received.map((m) => ('method' in m ? m.method : undefined))).toEqual(['tools/list', 'notifications/initialized']);
    expect(r.garbage).toEqual([]);
  });

  it('keeps a multi-byte character split between two reads whole', async () => {
    const r = await rig();
    const bytes = Buffer.from(`${JSON.stringify({ jsonrpc: '2.0', id: 'é€', method: 'x' })}\n`, 'utf8');
    const cut = bytes.indexOf(0xe2) + 1;
    r.input.write(bytes.subarray(0, cut));
    r.input.write(bytes.subarray(cut));
    await tick();
    expect(r.received).toEqual([{ jsonrpc: '2.0', id: 'é€', method: 'x' }]);
  });

  it('skips lines that are not JSON or not JSON-RPC, unanswered, and goes on reading', async () => {
    const r = await rig();
    r.input.write('hello\n{"jsonrpc":"2.0","id":1,"method":"a","params":[1]}\n{"id":2}\n[{"jsonrpc":"2.0","id":3,"method":"b"}]\n');
    r.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'c' })}\n`);
    await tick();
    expect(r.garbage).toEqual(['hello', '{"jsonrpc":"2.0","id":1,"method":"a","params":[1]}', '{"id":2}', '[{"jsonrpc":"2.0","id":3,"method":"b"}]']);
    expect(r.received).toEqual([{ jsonrpc: '2.0', id: 4, method: 'c' }]);
    expect(r.written()).toBe('');
    expect(r.closed()).toBe(false);
  });

  it('closes on a line over the bound, whether it ends in the read or is still open', async () => {
    const whole = await rig(64);
    whole.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x'.repeat(80) })}\n${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'y' })}\n`);
    await tick();
    expect(whole.closed()).toBe(true);
    expect(whole.received).toEqual([]);
    expect(whole.overflows).toEqual(['a message from the client exceeded 64 bytes']);

    const open = await rig(64);
    open.input.write('{"jsonrpc":"2.0","id":1,"method":"');
    open.input.write('z'.repeat(20));
    await tick();
    expect(open.closed()).toBe(false);
    open.input.write('z'.repeat(40));
    await tick();
    expect(open.closed()).toBe(true);
    expect(open.transport.closeReason).toBe('a message from the client exceeded 64 bytes');
    // Nothing more is read once closed.
    open.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'y' })}\n`);
    await tick();
    expect(open.received).toEqual([]);
  });

  it('closes when its input ends, and refuses to send once closed', async () => {
    const r = await rig();
    r.input.end();
    await tick();
    expect(r.closed()).toBe(true);
    await expect(r.transport.send({ jsonrpc: '2.0', method: 'x' })).rejects.toThrow('closed');
  });

  it('serves an RpcPeer: requests answered one line each, ping included', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let out = '';
    output.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const peer = new RpcPeer();
    peer.setRequestHandler('echo', (req) => ({ got: req.params ?? null }));
    await peer.connect(new StdioServerTransport({ input, output, maxMessageBytes: 1024 }));
    const r = { input, written: () => out };
    r.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'echo', params: { a: 'ü' } })}\n${JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'ping' })}\n`);
    await new Promise((res) => setTimeout(res, 20));
    const lines = r.written().split('\n').filter(Boolean).map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      { jsonrpc: '2.0', id: 7, result: { got: { a: 'ü' } } },
      { jsonrpc: '2.0', id: 8, result: {} },
    ]);
    await peer.close();
  });
});
