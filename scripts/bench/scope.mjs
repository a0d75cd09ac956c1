// `npm run bench` figure for approval scopes (issue 45, BENCH_ONLY=scope): what checking a call's arguments against its
// approval's scope adds to a tools/call, against the unscoped call's check (the digest decision the guard makes for
// every call). The scope is compiled once per approval (cached by its digest): each call pays a lookup and a validate.
const SCOPE = {
  properties: {
    query: { type: 'string', pattern: '^(?!.*password)' },
    limit: { type: 'integer', maximum: 50 },
    sort: { enum: ['relevance', 'newest'] },
    filter: { type: 'object', properties: { owner: { type: 'string', pattern: '@example\\.com$' } } },
  },
};
const ARGS = { query: 'quarterly report', limit: 20, sort: 'newest', fields: ['id', 'score'], filter: { owner: 'ann@example.com', tag: 'q3' } };

/** Worker side: per call, the unscoped check (decide) and the same plus the scope check, p50 and p99 in ms. */
export async function scopeWorker(load, calls) {
  const { violationOf } = await load('src/guard/scope.js');
  const { decide } = await load('src/guard/decide.js');
  const digest = `sha256:${'a'.repeat(64)}`;
  const rec = { ref: 'tool:search', state: 'approved', since: '', live: { digest, definition: {} }, approval: { digest, definition: {}, by: 'human', at: '', scope: SCOPE } };
  const now = new Date();
  const time = (fn) => {
    const out = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      fn();
      out.push(performance.now() - t);
    }
    return out.sort((a, b) => a - b);
  };
  const unscoped = () => decide('tool:search', undefined, rec, undefined, now);
  const scoped = () => decide('tool:search', undefined, rec, undefined, now) ?? violationOf(digest, rec.approval.scope, { ...ARGS });
  if (scoped() !== undefined) throw new Error('bench: the scoped arguments must meet the scope');
  // Warm both (the first scoped call compiles), then measure interleaved halves so neither gets the warmer JIT.
  time(unscoped);
  time(scoped);
  const a = time(unscoped);
  const b = time(scoped);
  const at = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];
  return { n: calls, unscoped: { p50: at(a, 0.5), p99: at(a, 0.99) }, scoped: { p50: at(b, 0.5), p99: at(b, 0.99) } };
}

/** Main side: the added latency of a scoped call at p50 and p99, as a ratio to the unscoped check and in ms. */
export function scopeFigures(check, runWorker) {
  // Microseconds: the figures are far below the millisecond the other rows print.
  const ms = (x) => `${(x * 1000).toFixed(1)} µs`;
  const r = runWorker('scope', '20000');
  const add50 = r.scoped.p50 - r.unscoped.p50;
  const ratio = r.scoped.p50 / Math.max(r.unscoped.p50, 1e-6);
  console.log(`scoped tools/call check (${r.n} calls)   unscoped p50 ${ms(r.unscoped.p50)} p99 ${ms(r.unscoped.p99)}   scoped p50 ${ms(r.scoped.p50)} p99 ${ms(r.scoped.p99)}   added p50 ${ms(add50)} (scoped/unscoped ${ratio.toFixed(1)}x)`);
  check(`a scope adds under 0.1 ms to a call at p50 (${ms(add50)})`, add50 < 0.1);
}
