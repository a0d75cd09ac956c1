import path from 'node:path';
import { cli, hostileConfig, tempDir, MISBEHAVE, NODE, QUICK, writeJson } from './helpers/cli-harness.js';
const cases: Array<[string, string[]]> = [
  ['hang-init', ['--never']],
];
it('probe', async () => {
  const scen: Array<[string, unknown]> = [
    ['mis-hang-init', { command: NODE, args: [MISBEHAVE, '--hang=initialize'], timeouts: QUICK }],
    ['mis-hang-list', { command: NODE, args: [MISBEHAVE, '--hang=tools/list'], timeouts: QUICK }],
    ['h-page-hang', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--tools=10', '--page=3', '--hang-after-pages=1'], timeouts: QUICK }],
    ['h-exit-mid', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--tools=10', '--page=3', '--exit-mid-list'], timeouts: QUICK }],
    ['h-exit-start', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--exit-at-start=4'], timeouts: QUICK }],
    ['notfound', { command: 'definitely-not-a-command-xyz', timeouts: QUICK }],
    ['partial-noise', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--partial=noise'], timeouts: QUICK }],
    ['partial-answer', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--partial=answer'], timeouts: QUICK }],
    ['endless', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--endless-pages'], timeouts: QUICK, limits: { maxPages: 50 } }],
    ['repeat', { command: NODE, args: [path.resolve('__tests__/fixtures/servers/hostile-server.mjs'), '--repeat-cursor'], timeouts: QUICK }],
    ['refused', { url: 'http://127.0.0.1:9/mcp', timeouts: QUICK }],
    ['build-fail', { build: 'echo compiling; echo "error TS2304: cannot find name foo" >&2; exit 2', command: NODE, args: ['x'], timeouts: QUICK }],
  ];
  for (const [name, server] of scen) {
    const dir = tempDir('probe');
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { h: server } });
    const t0 = Date.now();
    const r = await cli(['snapshot'], { cwd: dir });
    console.log(`### ${name} (${Date.now() - t0} ms) code=${r.code}\nSTDOUT:${r.stdout}\nSTDERR:${r.stderr}`);
  }
});
