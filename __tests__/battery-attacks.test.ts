// Issue 13, an attacker's run: hostile servers and inputs that once hung, crashed or fooled the capture end in a
// faithful snapshot or one clear line.
import path from 'node:path';
import { HOSTILE, NODE, QUICK, cli, firstLine, hasStack, readJson, tempDir, writeJson, type CliResult } from './helpers/cli-harness.js';
import type { Snapshot } from '../src/core/model.js';

const dir = tempDir('attacks');
let n = 0;

async function snapshot(server: Record<string, unknown>): Promise<CliResult & { file: string }> {
  const cfg = path.join(dir, `c${++n}.json`);
  const file = path.join(dir, `s${n}.json`);
  writeJson(cfg, { servers: { h: { timeouts: QUICK, snapshot: file, ...server } } });
  return { ...(await cli(['snapshot', '--config', cfg], { cwd: dir })), file };
}

function hostile(catalog: object, ...args: string[]): Record<string, unknown> {
  const file = writeJson(path.join(dir, `catalog${++n}.json`), catalog);
  return { command: NODE, args: [HOSTILE, `--catalog=${file}`, ...args] };
}

describe('uriPatterns cannot be made to backtrack (H4)', () => {
  it('an 8 KiB URI against three-star patterns is filtered promptly and correctly', async () => {
    const long = `file:///${'a'.repeat(8192)}`;
    const server = hostile({ resources: [{ uri: long, name: 'long' }, { uri: 'file:///abc', name: 'short' }] });
    const r = await snapshot({ ...server, resources: { uriPatterns: ['file:///*a*a*a*b', 'file:///*a*b*c'], excludePatterns: ['*a*a*a*a*x'] } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const items = readJson<Snapshot>(r.file).surfaces.default!.kinds.resource.items;
    expect(items.map((i) => i.ref)).toEqual(['resource:file:///abc']);
  }, 20_000);
});
