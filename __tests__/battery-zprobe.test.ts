import path from 'node:path';
import { cli, tempDir, HOSTILE, NODE, QUICK, writeJson } from './helpers/cli-harness.js';
it('probe', async () => {
  const dir = tempDir('probe');
  for (const n of [100, 10000]) {
  writeJson(path.join(dir, 'c.json'), { servers: { h: { command: NODE, args: [HOSTILE, `--deep=${n}`], timeouts: QUICK, snapshot: 's.json' } } });
  const r = await cli(['snapshot', '--config', 'c.json'], { cwd: dir });
  console.log(r);
  }
});
