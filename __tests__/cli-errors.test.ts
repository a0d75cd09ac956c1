// Usage errors exit 2 and capture failures exit 3, each as one clear line on stderr with no stack; the bundled binary keeps those exit codes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NODE, ROOT, cli, firstLine, hasStack, tempDir, writeJson } from './helpers/cli-harness.js';

const dir = tempDir('errors');

async function expectUsage(args: string[], line: RegExp): Promise<void> {
  const r = await cli(args, { cwd: dir });
  expect(r.code).toBe(2);
  expect(firstLine(r)).toMatch(line);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(hasStack(r.stderr)).toBe(false);
  expect(r.stdout).toBe('');
}

describe('exit 2: usage', () => {
  it('unknown command and unknown option', async () => {
    await expectUsage(['frobnicate'], /^mcp-contract: unknown command "frobnicate" \(try --help\)$/);
    await expectUsage(['diff', 'a', 'b', '--colour'], /^mcp-contract diff: Unknown option '--colour'/);
    await expectUsage(['snapshot', '--out'], /^mcp-contract snapshot: Option '-o, --out <value>' argument missing/);
  });

  it('no arguments prints usage and exits 2; --help exits 0', async () => {
    const none = await cli([], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('usage:');
    expect((await cli(['--help'], { cwd: dir })).code).toBe(0);
  });

  it('no config in the directory, an unknown server name, diff with one side', async () => {
    await expectUsage(['check'], /^mcp-contract: mcp-contract\.json: no config file in /);
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { a: { command: 'x' } } });
    await expectUsage(['snapshot', '--server', 'b'], /^mcp-contract: mcp-contract\.json: no server named "b" \(known: a\)$/);
    await expectUsage(['diff', 'only-one.json'], /^mcp-contract diff: expected BASE and HEAD/);
  });

  it('an env reference that is not set names the server and key, never a value', async () => {
    writeJson(path.join(dir, 'env.json'), { servers: { a: { command: 'x', env: { TOKEN: '${NOT_SET_ANYWHERE}' } } } });
    await expectUsage(['snapshot', '--config', 'env.json'], /^mcp-contract: server "a" env: "TOKEN" refers to \$\{NOT_SET_ANYWHERE\}, which is not set$/);
  });
});

describe('the bundled binary (dist/, rebuilt with `npm run bundle`; dist-fresh.test.ts keeps it current)', () => {
  const bin = path.join(ROOT, 'dist', 'cli', 'index.js');

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
