// The bundled binary (dist/, rebuilt with `npm run bundle`; e2e/dist-fresh.test.ts keeps it current) keeps the CLI's exit
// codes as one clear line with no stack: --help, a missing snapshot (2), a server that never starts (3), and standard
// output closed early (quiet) or full (5). The CLI's errors in-process: cli/errors.test.ts, cli/battery-attacks.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { CLI } from '../helpers/dist.js';

const dir = tempDir('errors');

describe('the bundled binary (dist/, rebuilt with `npm run bundle`; e2e/dist-fresh.test.ts keeps it current)', () => {
  const bin = CLI;

  it('--help exits 0 and a missing snapshot exits 2 with one line', () => {
    expect(existsSync(bin)).toBe(true);
    const help = spawnSync(NODE, [bin, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage:');
    const bad = spawnSync(NODE, [bin, 'diff', 'missing-a.json', 'missing-b.json'], { cwd: dir, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('mcp-contract: missing-a.json: cannot read snapshot (no such file)\n');
  });

  it('a server that never starts exits 3', () => {
    writeJson(path.join(dir, 'dead.json'), { servers: { d: { command: 'mcp-contract-no-such-binary' } } });
    const r = spawnSync(NODE, [bin, 'check', '--config', 'dead.json'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(3);
    expect(r.stderr.split('\n')[0]).toMatch(/^mcp-contract: server "d": start failed: cannot start mcp-contract-no-such-binary/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('standard output (issue 13, lows)', () => {
  const BIN = CLI;

  it('standard output closed early (EPIPE) exits quietly; a full one (/dev/full) is one line, exit 5', async () => {
    const child = spawn(NODE, [BIN, 'rules', '--format', 'json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.destroy();
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const full = spawnSync(NODE, [BIN, 'rules', '--format', 'json'], { stdio: ['ignore', fs.openSync('/dev/full', 'w'), 'pipe'], encoding: 'utf8' });
    expect(full.status).toBe(5);
    expect(full.stderr).toBe('mcp-contract: cannot write to standard output: ENOSPC\n');
  });
});
