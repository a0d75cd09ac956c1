// Smaller CLI fixes (issue 19 item 8): `diff --out` writes the format asked for, `scan` reads the config `init`
// writes and the README's guard snippet without false findings, and `init` says to use `--env` when the server
// fails for want of a variable this environment has.
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, ROOT, SERVERS, catalogServer, cli, firstLine, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { docPage } from '../helpers/readme-blocks.js';
import type { ScanResult } from '../../src/scan/detect.js';

describe('diff --out', () => {
  const dir = tempDir('diff-out');
  beforeAll(async () => {
    const catalog = path.join(dir, 'catalog.json');
    writeJson(catalog, { tools: [tool('search'), tool('read')] });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { s: catalogServer(catalog) } });
    expect((await cli(['snapshot', '--server', 's'], { cwd: dir })).code).toBe(0);
    writeJson(catalog, { tools: [tool('search')] });
    expect((await cli(['snapshot', '--out', 'head.json', '--server', 's'], { cwd: dir })).code).toBe(0);
  });

  it('--format markdown --out x.md writes the markdown it prints, not JSON', async () => {
    const r = await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'markdown', '--out', 'x.md', '--fail-on', 'none'], { cwd: dir });
    expect(r.code).toBe(0);
    const file = readFileSync(path.join(dir, 'x.md'), 'utf8');
    expect(file.startsWith('### MCP contract:')).toBe(true);
    expect(file).toBe(r.stdout);
  });

  it('without --format the file follows its extension (.json stays the JSON report)', async () => {
    await cli(['diff', 'snapshots/s.json', 'head.json', '--out', 'y.md', '--fail-on', 'none'], { cwd: dir });
    expect(readFileSync(path.join(dir, 'y.md'), 'utf8').startsWith('### MCP contract:')).toBe(true);
    await cli(['diff', 'snapshots/s.json', 'head.json', '--out', 'z.json', '--fail-on', 'none'], { cwd: dir });
    expect(JSON.parse(readFileSync(path.join(dir, 'z.json'), 'utf8')).format).toBe('mcp-contract-report/1');
  });
});

function findings(result: ScanResult, server: string): string[] {
  return (result.servers.find((x) => x.name === server)?.findings ?? []).map((f) => f.rule);
}

describe('scan on the config init wrote', () => {
  it('an npx package the project\'s lockfile pins is not reported unpinned; its integrity gap names the lockfile', async () => {
    // A project that installed the server: its own package.json and package-lock.json (copied from this repository).
    const dir = tempDir('init-scan');
    copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
    copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(dir, 'package-lock.json'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const init = await cli(['init', '--', 'npx', '-y', '@modelcontextprotocol/server-memory'], { cwd: dir, env: { PATH: process.env.PATH, HOME: dir } });
    expect(init.code).toBe(0);
    const r = await cli(['scan', '--format', 'json', '--fail-on', 'none'], { cwd: dir, env: { PATH: process.env.PATH, HOME: dir } });
    const result = JSON.parse(r.stdout) as ScanResult;
    const server = result.servers[0];
    expect(findings(result, server.name)).not.toContain('launch-package-unpinned');
    expect(findings(result, server.name)).not.toContain('contract-baseline-missing');
    const version = (JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> }).packages['node_modules/@modelcontextprotocol/server-memory'].version;
    expect(server.findings.find((f) => f.rule === 'artifact-integrity-unverified')?.message).toContain(`runs the ${version} that package-lock.json pins`);
  });
});

describe("scan on the README's guard snippet", () => {
  // The VS Code snippet, read from the README itself.
  const readme = docPage('docs/gateway.md');
  const snippet = /VS Code \(`\.vscode\/mcp\.json`\):\n\n```json\n([\s\S]*?)\n```/.exec(readme)![1];

  it('a guard with --approved is a committed baseline; a missing approved file says so', async () => {
    const dir = tempDir('guard-scan');
    mkdirSync(path.join(dir, '.vscode'));
    writeFileSync(path.join(dir, '.vscode', 'mcp.json'), snippet);
    const env = { PATH: process.env.PATH, HOME: '/Users/fixture' };
    const missing = JSON.parse((await cli(['scan', '--format', 'json', '--fail-on', 'none'], { cwd: dir, env })).stdout) as ScanResult;
    const gap = missing.servers[0].findings.find((f) => f.rule === 'contract-baseline-missing');
    expect(gap?.message).toContain("the guard's --approved snapshot `${workspaceFolder}/mcp/filesystem.json` does not exist");
    writeJson(path.join(dir, 'mcp', 'filesystem.json'), { format: 'placeholder' });
    const present = JSON.parse((await cli(['scan', '--format', 'json', '--fail-on', 'none'], { cwd: dir, env })).stdout) as ScanResult;
    expect(findings(present, 'filesystem')).not.toContain('contract-baseline-missing');
    // The server behind the guard is still read: its unpinned npx package is reported.
    expect(findings(present, 'filesystem')).toContain('launch-package-unpinned');
  });
});

describe('init without --env', () => {
  const server = path.join(SERVERS, 'needs-env.mjs');

  it('a server failing for want of a variable this shell has: exit 3 with a hint to pass --env NAME', async () => {
    const dir = tempDir('init-env');
    const env = { PATH: process.env.PATH, HOME: dir, NEEDS_ENV_TOKEN: 'tok-1234567890' };
    const r = await cli(['init', '--', NODE, server], { cwd: dir, env });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/; the server starts without this shell's variables: if it needs NEEDS_ENV_TOKEN, pass --env NEEDS_ENV_TOKEN$/);
    expect(r.stderr).not.toContain('tok-1234567890');
    const ok = await cli(['init', '--env', 'NEEDS_ENV_TOKEN', '--', NODE, server], { cwd: dir, env });
    expect(ok.code).toBe(0);
  });
});
