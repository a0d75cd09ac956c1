// The bundled CLI captures under --jitless, in NODE_OPTIONS or argv: turning TurboFan on there crashed V8 (a capture
// turns it off and back on, src/capture/v8-flags.ts; in-process: capture/turbofan.test.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { CLI } from '../helpers/dist.js';

// Node 20 itself prints this under --jitless (its V8 turns WebAssembly off then); Node 22 and later do not. It is the
// runtime's line, not ours: anything else on stderr is.
const NODE_JITLESS_WARNING = /^Warning: disabling flag --expose_wasm due to conflicting flags\n/m;

describe('a process started with its own say on V8 tiering', () => {
  it('the bundled CLI captures under NODE_OPTIONS=--jitless and under node --jitless (it crashed: V8 segfaults when TurboFan is turned on there)', () => {
    const dir = tempDir();
    const file = writeCatalog(dir, { tools: [{ name: 'echo', inputSchema: { type: 'object' } }, { name: 'ping', inputSchema: { type: 'object' } }] });
    const cli = CLI;
    for (const [name, argv, env] of [
      ['env', [cli], { ...process.env, NODE_OPTIONS: '--jitless' }],
      ['argv', ['--jitless', cli], { ...process.env, NODE_OPTIONS: '' }],
    ] as const) {
      const out = path.join(dir, `${name}.json`);
      const r = spawnSync(process.execPath, [...argv, 'snapshot', '--out', out, '--name', 'jl', '--', process.execPath, CATALOG, file], { env, encoding: 'utf8' });
      expect([r.status, r.signal, r.stderr.replace(NODE_JITLESS_WARNING, '')]).toEqual([0, null, '']);
      const snap = JSON.parse(readFileSync(out, 'utf8')) as { surfaces: { default: { kinds: { tool: { items: { ref: string }[] } } } } };
      expect(snap.surfaces.default.kinds.tool.items.map((c) => c.ref)).toEqual(['tool:echo', 'tool:ping']);
    }
  });
});
