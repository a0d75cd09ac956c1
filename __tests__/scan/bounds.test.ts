// scan is bounded: a hostile configuration (200,000 levels deep, 11.8 MB, thousands of servers, a FIFO) is one line
// naming the file with exit 2, never a stack overflow (exit 4) or gigabytes of memory; `--out` never writes through a
// symbolic link, like `diff --out`.
import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, firstLine, hasStack, tempDir } from '../helpers/cli-harness.js';

const env = { HOME: '/Users/fixture', PATH: process.env.PATH };

function server(i: number): string {
  return `"s${i}": {"command": "npx", "args": ["-y", "pkg-${i}@1.0.0", "--flag", "${'x'.repeat(40)}"]}`;
}

describe('scan: bounded input', () => {
  const dir = tempDir('scan-bounds');

  it('a 200,000-deep config is one line, exit 2, no stack overflow', async () => {
    const deep = `{"mcpServers": {"x": {"command": "node", "args": ${'['.repeat(200_000)}${']'.repeat(200_000)}}}}`;
    writeFileSync(path.join(dir, 'deep.json'), deep);
    const r = await cli(['scan', 'deep.json'], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(hasStack(r.stderr)).toBe(false);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(firstLine(r)).toMatch(/^mcp-contract: deep\.json: not valid JSON \(nesting deeper than 128 levels at line 1, column \d+\)$/);
  });

  it('an 11.8 MB config is refused by its size before it is read', async () => {
    const big = `{"mcpServers": {${Array.from({ length: 100_000 }, (_, i) => server(i)).join(',\n')}}}`;
    expect(big.length).toBeGreaterThan(11_000_000);
    writeFileSync(path.join(dir, 'big.json'), big);
    const r = await cli(['scan', 'big.json', '--format', 'sarif'], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`mcp-contract: big.json: ${Buffer.byteLength(big)} bytes; scan reads configuration files of at most 2097152 bytes`);
  });

  it('servers per file are capped', async () => {
    writeFileSync(path.join(dir, 'many.json'), `{"mcpServers": {${Array.from({ length: 501 }, (_, i) => server(i)).join(',')}}}`);
    const r = await cli(['scan', 'many.json'], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('mcp-contract: many.json: 501 servers; scan reads at most 500 per file');
    writeFileSync(path.join(dir, 'enough.json'), `{"mcpServers": {${Array.from({ length: 500 }, (_, i) => server(i)).join(',')}}}`);
    const ok = await cli(['scan', 'enough.json', '--fail-on', 'none'], { cwd: dir, env });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('1 file, 500 servers');
  });

  it('a file of a million tiny values is refused by count, within the size cap', async () => {
    writeFileSync(path.join(dir, 'values.json'), `{"mcpServers": {"x": {"command": "node", "args": [${Array(60_000).fill('"a"').join(',')}]}}}`);
    const r = await cli(['scan', 'values.json'], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toMatch(/^mcp-contract: values\.json: not valid JSON \(more than 50000 values at line 1/);
  });

  it('a FIFO is not read (it would never end)', async () => {
    const fifo = path.join(dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    const r = await cli(['scan', 'fifo.json'], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('mcp-contract: fifo.json: not a regular file');
  });
});

describe('scan --out', () => {
  it('refuses a symbolic link at the target (exit 5, one line), leaving what it points to untouched', async () => {
    const dir = tempDir('scan-out-link');
    writeFileSync(path.join(dir, 'mcp.json'), '{"mcpServers": {"a": {"command": "npx", "args": ["-y", "a@1.0.0"]}}}');
    const victim = path.join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    symlinkSync(victim, path.join(dir, 'scan.sarif'));
    const r = await cli(['scan', 'mcp.json', '--format', 'sarif', '--out', 'scan.sarif'], { cwd: dir, env });
    expect(r.code).toBe(5);
    expect(r.stderr.trim()).toBe(`mcp-contract: cannot write ${path.join(dir, 'scan.sarif')}: it is a symbolic link; remove it or write elsewhere`);
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
  });
});
