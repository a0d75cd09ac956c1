// Issue 39 (low): init --discover writes what a repository's manifests name, so they are hostile input. A directory
// named `$(touch PWNED)` is one quoted word of the written build (running it creates nothing); package names such as
// `__proto__` become keys the config schema takes (the written file is validated before it is written); a bin that
// resolves outside the repository, by `..`, an absolute path or a symbolic link, is not taken, with one line; a
// manifest over 1 MB is skipped with one line, never read whole.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, hasStack, tempDir } from '../helpers/cli-harness.js';
import { parseConfig } from '../../src/storage/config-file.js';
import { MAX_MANIFEST_BYTES } from '../../src/cli/discover/find.js';
import type { Config } from '../../src/core/shared/config.js';

const SDK = { '@modelcontextprotocol/sdk': '^1.0.0' };

function write(dir: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

/** Every file name under `dir`, at any depth. */
function names(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map((n) => path.basename(String(n)));
}

async function discover(dir: string) {
  const r = await cli(['init', '--discover', '.'], { cwd: dir });
  expect(hasStack(r.stderr)).toBe(false);
  const file = path.join(dir, 'mcp-contract.json');
  const config = existsSync(file) ? parseConfig(readFileSync(file, 'utf8'), file) : undefined;
  return { r, config: config as Config | undefined };
}

describe('init --discover: what the manifests name is hostile input', () => {
  it('a directory named $(touch PWNED) is one quoted word of the build and of setup: running them creates nothing', async () => {
    const dir = tempDir('discover-quote');
    const evil = 'packages/$(touch PWNED)';
    const pyEvil = 'py/$(touch PWNED2)`touch PWNED3`';
    write(dir, `${evil}/package.json`, JSON.stringify({ name: 'evil-dir', scripts: { start: 'node x.js', build: "node -e \"require('fs').writeFileSync('built.txt', '')\"" }, dependencies: SDK }));
    write(dir, `${evil}/package-lock.json`, '{}');
    write(dir, `${pyEvil}/pyproject.toml`, '[project]\nname = "pyevil"\ndependencies = ["mcp"]\n\n[project.scripts]\npyevil-server = "pyevil:run"\n');
    write(dir, `${pyEvil}/uv.lock`, 'version = 1\n');
    // npm and uv stand in for the installs of setup: each records where it ran and the words it was given.
    for (const tool of ['npm', 'uv']) {
      write(dir, `stub/${tool}`, `#!/bin/sh\nprintf '%s\\n' "$PWD" "$@" >> "${path.join(dir, `${tool}-args.txt`)}"\n`);
      chmodSync(path.join(dir, 'stub', tool), 0o755);
    }
    const { r, config } = await discover(dir);
    expect(r.code).toBe(0);
    const builds = Object.values(config!.servers!).flatMap((s) => (s.build ? [s.build] : []));
    expect(builds).toHaveLength(1);
    for (const build of builds) execFileSync('/bin/sh', ['-c', build], { cwd: dir, stdio: 'pipe' });
    execFileSync('/bin/sh', ['-c', config!.setup as string], { cwd: dir, env: { ...process.env, PATH: `${path.join(dir, 'stub')}:${process.env.PATH}` }, stdio: 'pipe' });
    expect(names(dir).filter((n) => /PWNED/.test(n) && !n.includes('$(') && !n.includes('`'))).toEqual([]);
    expect(existsSync(path.join(process.cwd(), 'PWNED'))).toBe(false);
    // The honest half: the build and each install ran, in the directory as it is named.
    expect(existsSync(path.join(dir, evil, 'built.txt'))).toBe(true);
    expect(readFileSync(path.join(dir, 'npm-args.txt'), 'utf8')).toBe(`${path.join(realpathSync(dir), evil)}\nci\n`);
    expect(readFileSync(path.join(dir, 'uv-args.txt'), 'utf8')).toBe(`${path.join(realpathSync(dir), pyEvil)}\nsync\n--frozen\n`);
  });

  it('package names such as __proto__ and _x become keys the config schema takes; the written config validates', async () => {
    const dir = tempDir('discover-keys');
    for (const [d, name] of [['a', '__proto__'], ['b', '_x'], ['c', '---'], ['d', 'constructor'], ['e', 'proto__']])
      write(dir, `packages/${d}/package.json`, JSON.stringify({ name, scripts: { start: 'node x.js' }, dependencies: SDK }));
    const { r, config } = await discover(dir);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(Object.keys(config!.servers!).sort()).toEqual(['constructor', 'proto__', 'proto__-2', 'server', 'x']);
    for (const key of Object.keys(config!.servers!)) expect(key).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(Object.getPrototypeOf(config!.servers!)).toBe(Object.prototype);
  });

  it('a bin outside the repository (.., absolute, through a symbolic link) is not taken, with one line each', async () => {
    const dir = tempDir('discover-bin');
    const outside = tempDir('discover-outside');
    writeFileSync(path.join(outside, 'server.js'), '');
    const pkg = (d: string, bin: string) => write(dir, `packages/${d}/package.json`, JSON.stringify({ name: d, bin, dependencies: SDK }));
    // One level down, `../../outside.js` is beside the repository.
    write(dir, 'dotdot/package.json', JSON.stringify({ name: 'dotdot', bin: '../../outside.js', dependencies: SDK }));
    pkg('absolute', path.join(outside, 'server.js'));
    pkg('linked', 'lib/server.js');
    symlinkSync(outside, path.join(dir, 'packages', 'linked', 'lib'));
    pkg('unbuilt', 'gone/dist/server.js');
    symlinkSync(path.join(outside, 'gone'), path.join(dir, 'packages', 'unbuilt', 'gone'));
    pkg('honest', 'bin/server.js');
    const { r, config } = await discover(dir);
    expect(r.code).toBe(0);
    expect(Object.keys(config!.servers!)).toEqual(['honest']);
    expect(config!.servers!.honest).toMatchObject({ command: 'node', args: ['bin/server.js'], cwd: 'packages/honest' });
    const lines = r.stdout.split('\n').filter((l) => l.includes('not taken'));
    expect(lines.sort()).toEqual(
      [
        `  not taken: packages/absolute (package.json declares bin ${JSON.stringify(path.join(outside, 'server.js'))}, which resolves outside the repository)`,
        '  not taken: dotdot (package.json declares bin "../../outside.js", which resolves outside the repository)',
        '  not taken: packages/linked (package.json declares bin "lib/server.js", which resolves outside the repository)',
        '  not taken: packages/unbuilt (package.json declares bin "gone/dist/server.js", which resolves outside the repository)',
      ].sort(),
    );
  });

  it('a manifest over 1 MB is skipped with one line, never read whole; the others are still found', async () => {
    const dir = tempDir('discover-big');
    const padded = (fields: Record<string, unknown>) => {
      const head = JSON.stringify(fields).slice(0, -1);
      return `${head},"pad":"${'x'.repeat(2 * MAX_MANIFEST_BYTES)}"}`;
    };
    write(dir, 'packages/big/package.json', padded({ name: 'big', scripts: { start: 'node x.js' }, dependencies: SDK }));
    write(dir, 'py/big/pyproject.toml', `[project]\nname = "bigpy"\ndependencies = ["mcp"]\n\n[project.scripts]\nbigpy = "b:run"\n#${'x'.repeat(2 * MAX_MANIFEST_BYTES)}\n`);
    write(dir, 'packages/small/package.json', JSON.stringify({ name: 'small', scripts: { start: 'node x.js' }, dependencies: SDK }));
    const { r, config } = await discover(dir);
    expect(r.code).toBe(0);
    expect(Object.keys(config!.servers!)).toEqual(['small']);
    const size = (rel: string) => readFileSync(path.join(dir, rel)).length;
    expect(r.stdout).toContain(`  not taken: packages/big (package.json: ${size('packages/big/package.json')} bytes; discovery reads manifests of at most ${MAX_MANIFEST_BYTES} bytes)\n`);
    expect(r.stdout).toContain(`  not taken: py/big (pyproject.toml: ${size('py/big/pyproject.toml')} bytes; discovery reads manifests of at most ${MAX_MANIFEST_BYTES} bytes)\n`);
  });
});
