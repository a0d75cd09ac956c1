import path from 'node:path';
import { cli, tempDir, HOSTILE, NODE, QUICK, writeJson } from './helpers/cli-harness.js';
function deep(n: number, leaf: object): object { let s: object = leaf; for (let i = 0; i < n; i++) s = { type: 'object', properties: { x: s } }; return s; }
it('probe', async () => {
  const dir = tempDir('probe');
  const mk = (variant: number) => ({ tools: [
    { name: 'deep', inputSchema: deep(10000, { type: variant ? 'integer' : 'string' }) },
    { name: 'selfref', inputSchema: { type: 'object', $defs: { n: { type: 'object', properties: { next: { $ref: '#/$defs/n' }, v: { type: variant ? 'integer' : 'string' } } } }, properties: { head: { $ref: '#/$defs/n' } } } },
    { name: 'enum', inputSchema: { type: 'object', properties: { e: { enum: Array.from({ length: 100000 - variant }, (_, i) => `v${i}`) } } } },
    { name: 'invalid', inputSchema: { type: 'object', properties: { a: { type: variant ? 43 : 42 } } } },
  ] });
  for (const f of [0, 1]) {
    const cat = writeJson(path.join(dir, `cat${f}.json`), mk(f));
    writeJson(path.join(dir, `c${f}.json`), { servers: { h: { command: NODE, args: [HOSTILE, `--catalog=${cat}`], timeouts: { ...QUICK, requestMs: 10000 }, snapshot: `${f}-snap.json` } } });
    const t0 = Date.now();
    const r = await cli(['snapshot', '--config', `c${f}.json`], { cwd: dir });
    console.log(Date.now() - t0, r);
  }
  for (const fmt of ['text', 'markdown', 'json']) {
    const t0 = Date.now();
    const r = await cli(['diff', '0-snap.json', '1-snap.json', '--format', fmt], { cwd: dir });
    console.log(Date.now() - t0, r.code, r.stdout.slice(0, 3000), r.stderr);
  }
});
