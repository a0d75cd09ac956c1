// The lean JSON-RPC peer on its own: two peers joined by an in-memory pair of transports, each end the real class.
import { jest } from '@jest/globals';
import { RpcPeer } from '../../src/rpc/peer.js';
import { RpcError, withoutStack, type RpcMessage } from '../../src/rpc/messages.js';
import type { RpcTransport } from '../../src/rpc/transport.js';

/** Two transports that deliver to each other on the next tick, as a pipe would. */
function pair(): [RpcTransport & { sent: RpcMessage[] }, RpcTransport & { sent: RpcMessage[] }] {
  const make = (): RpcTransport & { sent: RpcMessage[]; other?: RpcTransport; open: boolean } => ({
    sent: [],
    open: true,
    async start() {},
    async send(m) {
      if (!this.open) throw new Error('closed');
      this.sent.push(m);
      const other = this.other;
      setImmediate(() => other?.onmessage?.(JSON.parse(JSON.stringify(m)) as RpcMessage));
    },
    async close() {
      if (!this.open) return;
      this.open = false;
      this.onclose?.();
      const other = this.other as (RpcTransport & { open: boolean }) | undefined;
      if (other?.open) await other.close();
    },
  });
  const a = make();
  const b = make();
  a.other = b;
  b.other = a;
  return [a, b];
}

async function joined(): Promise<{ a: RpcPeer; b: RpcPeer; ta: RpcTransport & { sent: RpcMessage[] }; tb: RpcTransport & { sent: RpcMessage[] } }> {
  const [ta, tb] = pair();
  const a = new RpcPeer();
  const b = new RpcPeer(100);
  await a.connect(ta);
  await b.connect(tb);
  return { a, b, ta, tb };
}

describe('RpcPeer', () => {
  it('answers requests by method, ping on its own, and unknown methods with -32601', async () => {
    const { a, b } = await joined();
    b.setRequestHandler('echo', (req) => ({ got: req.params ?? null }));
    await expect(a.request('echo', { x: 1 })).resolves.toEqual({ got: { x: 1 } });
    await expect(a.request('ping', undefined)).resolves.toEqual({});
    await expect(a.request('nope', {})).rejects.toMatchObject({ code: -32601 });
    b.fallbackRequestHandler = (req) => ({ fell: req.method });
    await expect(a.request('nope', {})).resolves.toEqual({ fell: 'nope' });
  });

  it('passes a thrown code and data through as the error the other side sees', async () => {
    const { a, b } = await joined();
    b.setRequestHandler('refuse', () => {
      throw Object.assign(new Error('held'), { code: -32003, data: { ref: 't' } });
    });
    const err = (await a.request('refuse', {}).catch((e: unknown) => e)) as RpcError;
    expect(err).toBeInstanceOf(RpcError);
    expect([err.code, err.data, err.message]).toEqual([-32003, { ref: 't' }, 'MCP error -32003: held']);
    // An answered error records no stack frame of this side's message loop.
    expect(err.stack).not.toMatch(/\n\s+at /);
  });

  it('times out with -32001 and tells the other side, whose handler sees the abort', async () => {
    const { a, b, ta } = await joined();
    let aborted: Promise<unknown> | undefined;
    b.setRequestHandler('slow', (_r, extra) => {
      aborted = new Promise((r) => extra.signal.addEventListener('abort', () => r(extra.signal.reason)));
      return new Promise(() => undefined);
    });
    await expect(a.request('slow', {}, { timeout: 50 })).rejects.toMatchObject({ code: -32001 });
    expect(ta.sent.some((m) => 'method' in m && m.method === 'notifications/cancelled')).toBe(true);
    await expect(aborted).resolves.toBe('MCP error -32001: Request timed out');
  });

  it('keeps each request to its own timeout though one timer watches them all: a short one behind a long one, one after a settled one', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const { a, b } = await joined();
      b.setRequestHandler('hang', () => new Promise(() => undefined));
      b.setRequestHandler('quick', () => ({ ok: true }));
      const outcome = (p: Promise<unknown>): { state: string } => {
        const o = { state: 'pending' };
        p.then(() => (o.state = 'answered'), (e: { code?: number }) => (o.state = `failed ${e.code}`));
        return o;
      };
      // Answered before anything falls due: the timer it armed must not time out the requests made after it.
      await expect(a.request('quick', {}, { timeout: 40 })).resolves.toEqual({ ok: true });
      const long = outcome(a.request('hang', {}, { timeout: 1000 }));
      const short = outcome(a.request('hang', {}, { timeout: 100 }));
      await jest.advanceTimersByTimeAsync(99);
      expect([long.state, short.state]).toEqual(['pending', 'pending']);
      await jest.advanceTimersByTimeAsync(2);
      await new Promise((r) => setImmediate(r));
      expect([long.state, short.state]).toEqual(['pending', 'failed -32001']);
      await jest.advanceTimersByTimeAsync(898);
      expect(long.state).toBe('pending');
      await jest.advanceTimersByTimeAsync(2);
      await new Promise((r) => setImmediate(r));
      expect(long.state).toBe('failed -32001');
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects with the signal reason on abort and sends no answer for a cancelled request', async () => {
    const { a, b, tb } = await joined();
    let release: (v: Record<string, unknown>) => void = () => undefined;
    b.setRequestHandler('wait', () => new Promise((r) => (release = r)));
    const ac = new AbortController();
    const p = a.request('wait', {}, { signal: ac.signal });
    await new Promise((r) => setTimeout(r, 20));
    ac.abort(new Error('user stopped'));
    await expect(p).rejects.toThrow('user stopped');
    await new Promise((r) => setTimeout(r, 20));
    release({ late: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(tb.sent.filter((m) => 'result' in m)).toEqual([]);
  });

  it('hears progress before the result that follows it, and progress resets the timeout', async () => {
    // The clock is jest's: 60 ms pass between progress notes whatever the machine's load (delivery stays real).
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const { a, b } = await joined();
      const gates: Array<() => void> = [];
      b.setRequestHandler('work', async (req) => {
        const token = (req.params?._meta as { progressToken: number }).progressToken;
        for (let i = 1; i <= 3; i++) {
          await new Promise<void>((r) => gates.push(r));
          await b.notification('notifications/progress', { progressToken: token, progress: i });
        }
        return { done: true };
      });
      const seen: unknown[] = [];
      const turns = async (until: () => boolean): Promise<void> => {
        while (!until()) await new Promise((r) => setImmediate(r));
      };
      // 3 x 60 ms of work against a 70 ms timeout: only the resets let it finish.
      const result = a.request('work', {}, { timeout: 70, resetTimeoutOnProgress: true, onprogress: (p) => seen.push(p.progress) });
      for (let i = 1; i <= 3; i++) {
        await turns(() => gates.length === i);
        await jest.advanceTimersByTimeAsync(60);
        gates[i - 1]!();
        await turns(() => seen.length === i);
      }
      await expect(result).resolves.toEqual({ done: true });
      expect(seen).toEqual([1, 2, 3]);
      // Without the reset the same 60 ms steps run out the 70 ms: the second step is past it.
      const plain = a.request('work', {}, { timeout: 70, onprogress: () => undefined });
      const settled = expect(plain).rejects.toMatchObject({ code: -32001 });
      await turns(() => gates.length === 4);
      await jest.advanceTimersByTimeAsync(60);
      gates[3]!();
      await jest.advanceTimersByTimeAsync(60);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('judges a timeout after what waits unread when it falls due: a client starved past it still hears in-time progress and answers', async () => {
    const { a, b } = await joined();
    // Both ends run in this thread: blocking it past the timeout starves the client as a loaded runner does, with the
    // progress (or the answer) already sent and waiting to be read when the expired timer runs.
    const starve = (ms: number): void => {
      for (const until = Date.now() + ms; Date.now() < until; );
    };
    b.setRequestHandler('work', async (req) => {
      const token = (req.params?._meta as { progressToken: number } | undefined)?.progressToken;
      if (token !== undefined) await b.notification('notifications/progress', { progressToken: token, progress: 1 });
      starve(150);
      if (req.params?.answer) return { done: true };
      return new Promise(() => undefined);
    });
    const seen: unknown[] = [];
    await expect(a.request('work', { answer: true }, { timeout: 50 })).resolves.toEqual({ done: true });
    // Progress that waited through the starved turn is heard (and resets the timeout, which then runs out for want of
    // an answer); judged before reading, the request was gone and the progress dropped.
    const progressed = a.request('work', {}, { timeout: 50, resetTimeoutOnProgress: true, onprogress: (p) => seen.push(p.progress) });
    await expect(progressed).rejects.toMatchObject({ code: -32001 });
    expect(seen).toEqual([1]);
  });

  it('rejects what is pending when the connection closes, and says so once', async () => {
    const { a, b } = await joined();
    b.setRequestHandler('never', () => new Promise(() => undefined));
    let closes = 0;
    a.onclose = () => closes++;
    const p = a.request('never', {});
    await new Promise((r) => setTimeout(r, 10));
    await b.close();
    await expect(p).rejects.toMatchObject({ code: -32000 });
    expect(closes).toBe(1);
    await expect(a.request('never', {})).rejects.toMatchObject({ code: -32000 });
  });

  it('dispatches notifications by method, then to the fallback', async () => {
    const { a, b } = await joined();
    const heard: string[] = [];
    b.setNotificationHandler('notifications/tools/list_changed', () => void heard.push('tools'));
    b.fallbackNotificationHandler = (n) => void heard.push(`other:${n.method}`);
    await a.notification('notifications/tools/list_changed');
    await a.notification('notifications/message', { level: 'info' });
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['tools', 'other:notifications/message']);
  });
});

describe('withoutStack', () => {
  it('builds the error with no frames and restores the stack limit, also when building throws', () => {
    const limit = Error.stackTraceLimit;
    expect(withoutStack(() => new Error('x')).stack).toBe('Error: x');
    expect(() =>
      withoutStack(() => {
        throw new Error('while building');
      }),
    ).toThrow('while building');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('y').stack).toMatch(/\n\s+at /);
  });
});
