// The README's quick start and install lines work as written: each is run verbatim, in a shell, on a clean copy of the
// repository's tracked files (the package tarball installs offline: it is the bundle with no runtime dependencies).
// The quick start's `npm ci` runs once per machine for each lockfile (CI_CACHE): a later run takes that install's
// node_modules and runs the rest of the line.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG, ROOT, tempDir, tool } from '../helpers/cli-harness.js';
import { readmeExample } from '../helpers/readme-blocks.js';
import { HANG_MS, unhung } from '../helpers/hang.js';

const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The shell lines of the block after `<!-- verbatim:NAME -->`, exactly as its page prints them. */
function verbatim(name: string): string[] {
  return readmeExample(name, 'sh').split('\n').filter((l) => l.trim() !== '');
}

// npm's own chatter (audit, funding notices) is not what is being tested; the network is not needed either way.
// `npm test` and `npx` export npm_config_local_prefix and friends, which would send the install to this repository:
// the lines run as a user's fresh shell runs them, without any npm_* variable.
const USER_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
const NPM_ENV = { ...USER_ENV, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', npm_config_prefer_offline: 'true' };

function sh(line: string, cwd: string): { code: number | null; out: string; stdout: string } {
  // No budget: an install under load takes minutes (a nested `npm ci` took 5); the bound only catches a hang.
  const r = unhung(spawnSync('bash', ['-c', line], { cwd, env: NPM_ENV, encoding: 'utf8', timeout: HANG_MS.install }), `\`${line}\``, HANG_MS.install);
  return { code: r.status, out: `${r.stdout}${r.stderr}`, stdout: r.stdout };
}

/** The files git tracks, in a new repository, as a fresh clone has them (working-tree content: CI runs on a clean clone anyway). */
function cleanCopy(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    const src = path.join(ROOT, f);
    if (!existsSync(src)) continue;
    mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    cpSync(src, path.join(to, f));
  }
  // A clone is a repository: what the tool scopes to "the project" is found by its .git, as on a user's machine.
  execFileSync('git', ['init', '-q'], { cwd: to });
}

describe('README install lines, run verbatim', () => {
  const top = tempDir('verbatim-install');
  const clone = path.join(top, 'mcp-contract');
  const project = path.join(top, 'your-server');
  const prefix = path.join(top, 'global');
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('pack in the clone, install -g the tarball offline, init adopts a real server from its repository, which gains no dependency; check passes', () => {
    const lines = verbatim('install');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`mcp-contract-${version}.tgz`); // the README names the tarball of this version
    expect(lines[1]).toContain(`./mcp-contract-${version}.tgz`);
    cleanCopy(clone);
    // "your server": a real MCP server at dist/index.js, as the README's init line expects.
    mkdirSync(path.join(project, 'dist'), { recursive: true });
    const manifest = JSON.stringify({ name: 'your-server', private: true, type: 'module' });
    writeFileSync(path.join(project, 'package.json'), manifest);
    writeFileSync(path.join(project, 'catalog.json'), JSON.stringify({ serverInfo: { name: 'Your Server', version: '1.0.0' }, tools: [tool('search'), tool('fetch')] }));
    writeFileSync(path.join(project, 'dist', 'index.js'), `process.argv.splice(2, 0, ${JSON.stringify(path.join(project, 'catalog.json'))});\nawait import(${JSON.stringify(CATALOG)});\n`);

    // npm's global prefix is this test's own directory, and its bin comes first on PATH, as after a user's `npm i -g`.
    const env = { ...NPM_ENV, npm_config_prefix: prefix, npm_config_offline: 'true', PATH: `${path.join(prefix, 'bin')}:${process.env.PATH}` };
    const run = (line: string, cwd: string) => {
      const r = unhung(spawnSync('bash', ['-c', line], { cwd, env, encoding: 'utf8', timeout: HANG_MS.install }), `\`${line}\``, HANG_MS.install);
      return { code: r.status, out: `${r.stdout}${r.stderr}`, stdout: r.stdout };
    };
    const pack = run(lines[0], clone);
    expect([pack.code, pack.out]).toEqual([0, expect.stringContaining(`mcp-contract-${version}.tgz`)]);
    const install = run(lines[1], clone);
    expect([install.code, install.out.includes('EBADENGINE')]).toEqual([0, false]);
    const installed = path.join(prefix, 'lib', 'node_modules', 'mcp-contract');
    expect((JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as Record<string, unknown>).dependencies ?? {}).toEqual({}); // nothing else to fetch
    expect(existsSync(path.join(installed, 'schemas', 'config.schema.json'))).toBe(true);
    expect(existsSync(path.join(installed, 'src'))).toBe(false);
    expect(run('mcp-contract --version', top).stdout.trim()).toBe(version);

    const init = run(lines[2], project);
    expect([init.code, init.out]).toEqual([0, expect.stringContaining('wrote mcp-contract.json: server "your-server"')]);
    // The server's repository gains no dependency, and so no path outside it: its package.json is as it was.
    expect(readdirSync(project).sort()).toEqual(['.github', 'catalog.json', 'dist', 'mcp-contract.json', 'package.json', 'snapshots']);
    expect(readFileSync(path.join(project, 'package.json'), 'utf8')).toBe(manifest);
    expect(existsSync(path.join(project, 'snapshots', 'your-server.json'))).toBe(true);
    expect(readFileSync(path.join(project, '.github', 'workflows', 'mcp-contract.yml'), 'utf8')).toContain('uses: mcp-contract/mcp-contract@v1');

    const check = run('mcp-contract check', project);
    expect([check.code, check.out]).toEqual([0, expect.stringContaining('matches the live server')]);
  }, HANG_MS.install);
});

describe('README git-repository install', () => {
  const top = tempDir('verbatim-git');
  const repo = path.join(top, 'mcp-contract');
  const prefix = path.join(top, 'global');
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('`npm install -g github:OWNER/REPO` takes the committed bundle as it is: no script makes npm prepare the clone', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; scripts: Record<string, string>; repository: { url: string } };
    // The scripts npm's git fetcher (pacote) prepares a git dependency for, by a full install of its devDependencies.
    expect(Object.keys(pkg.scripts).filter((s) => ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'].includes(s))).toEqual([]);
    const slug = /github\.com\/([^/]+\/[^/.]+)/.exec(pkg.repository.url)![1];
    const line = `npm install -g github:${slug}`;
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain(`\`${line}\``);
    // The same install from a local repository of the tracked files (the network is not there): git+file:// for github:.
    cleanCopy(repo);
    execFileSync('git', ['add', '-A'], { cwd: repo });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'release'], { cwd: repo });
    const env = { ...NPM_ENV, npm_config_prefix: prefix, npm_config_offline: 'true', PATH: `${path.join(prefix, 'bin')}:${process.env.PATH}` };
    const install = unhung(spawnSync('bash', ['-c', line.replace(`github:${slug}`, `git+file://${repo}`)], { cwd: top, env, encoding: 'utf8', timeout: HANG_MS.install }), `\`${line}\``, HANG_MS.install);
    expect([install.status, `${install.stdout}${install.stderr}`]).toEqual([0, expect.not.stringMatching(/TAR_ENTRY_ERROR|EBADENGINE/)]);
    expect(readdirSync(path.join(prefix, 'lib', 'node_modules', 'mcp-contract')).sort()).toEqual(['LICENSE', 'README.md', 'action.yml', 'dist', 'package.json', 'schemas']);
    const shown = spawnSync('bash', ['-c', 'mcp-contract --version'], { cwd: top, env, encoding: 'utf8' });
    expect([shown.status, shown.stdout.trim()]).toEqual([0, pkg.version]);
  }, HANG_MS.install);
});

/**
 * A temp directory in memory where the machine has one that may hold programs (a container's /dev/shm is often
 * noexec, and the demo runs node_modules/.bin): `npm ci` writes some 700 MB of node_modules, and on a disk the kernel's
 * share of that (about 30 s of system time here) was the largest single cost in the suite; on tmpfs it is about 10 s.
 */
function scratchDir(prefix: string): string {
  const mounts = existsSync('/proc/mounts') ? readFileSync('/proc/mounts', 'utf8').split('\n') : [];
  const shm = mounts.map((l) => l.split(' ')).find((f) => f[1] === '/dev/shm' && f[2] === 'tmpfs');
  const usable = shm !== undefined && !shm[3].split(',').includes('noexec') && shm[3].split(',').includes('rw');
  return usable ? mkdtempSync(path.join('/dev/shm', `mcp-contract-${prefix}-`)) : tempDir(prefix);
}

/**
 * Where `npm ci` on a clean copy is kept once it has succeeded, per machine, for one package.json and
 * package-lock.json under one node and npm: `npm ci` installs exactly the lockfile, so with those four unchanged it
 * would write the same node_modules again. It outlives the run on purpose (like the Python venvs) and holds one
 * install at a time, some 700 MB: another key's is removed once nothing has used it for a while.
 */
const CI_CACHE = path.join(process.env.MCP_CONTRACT_SYSTEM_TMPDIR ?? tmpdir(), 'mcp-contract-npm-ci');
const UNUSED_MS = 30 * 60_000;

function ciKey(): string {
  const hash = createHash('sha256');
  for (const f of ['package.json', 'package-lock.json']) hash.update(readFileSync(path.join(ROOT, f)));
  hash.update(`${process.version} ${execFileSync('npm', ['--version'], { env: NPM_ENV, encoding: 'utf8' }).trim()}`);
  return hash.digest('hex').slice(0, 16);
}

/** Keeps the clean copy's node_modules under `key` (another run may have kept it first), and drops stale keys. */
function keepInstall(key: string, copy: string): void {
  const building = path.join(CI_CACHE, `${key}.building-${process.pid}`);
  mkdirSync(building, { recursive: true });
  try {
    execFileSync('cp', ['-a', path.join(copy, 'node_modules'), path.join(building, 'node_modules')]);
    writeFileSync(path.join(building, '.ready'), '');
    renameSync(building, path.join(CI_CACHE, key));
  } catch {
    // kept already by another run, or no room: the next run installs again
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  for (const other of readdirSync(CI_CACHE).filter((n) => n !== key)) {
    const ready = path.join(CI_CACHE, other, '.ready');
    const last = existsSync(ready) ? statSync(ready).mtimeMs : statSync(path.join(CI_CACHE, other)).mtimeMs;
    if (Date.now() - last > UNUSED_MS) rmSync(path.join(CI_CACHE, other), { recursive: true, force: true });
  }
}

describe('README quick start, run verbatim', () => {
  const top = scratchDir('verbatim-quick-start');
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('`npm ci && npm run demo` on a clean copy: installs, builds the example, and the demo exits 0', () => {
    const lines = verbatim('quick-start');
    expect(lines).toHaveLength(2);
    // The second line is this test suite itself; running it here would recurse. CI runs it (.ci/run).
    expect(lines[1]).toMatch(/^npm ci && npm test\b/);
    const [install, demoLine] = [lines[0].slice(0, lines[0].indexOf(' && ')), lines[0].slice(lines[0].indexOf(' && ') + 4)];
    expect(install).toBe('npm ci');
    cleanCopy(top);
    const key = ciKey();
    const kept = path.join(CI_CACHE, key);
    let demo: ReturnType<typeof sh>;
    if (existsSync(path.join(kept, '.ready'))) {
      // This lockfile's `npm ci` succeeded on a clean copy before: its node_modules, then the rest of the line.
      utimesSync(path.join(kept, '.ready'), new Date(), new Date());
      symlinkSync(path.join(kept, 'node_modules'), path.join(top, 'node_modules'));
      demo = sh(demoLine, top);
    } else {
      demo = sh(lines[0], top);
      if (demo.code === 0) keepInstall(key, top);
    }
    expect([demo.code, demo.stdout.slice(-2000)]).toEqual([0, expect.stringContaining('demo finished')]);
    expect(readFileSync(path.join(top, '.tmp', 'demo', 'diff.md'), 'utf8')).toContain('MCP contract');
  }, HANG_MS.install);
});
