// Launch targets resolve offline to the identity of the code they run: installed packages by lockfile integrity,
// images by digest, working trees by a content manifest of the entry's static import graph.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareIdentity, decideIdentity, satisfies } from '../../src/core/identity/identity.js';
import { resolveIdentity } from '../../src/identity/resolve.js';
import { ROOT, tempDir } from '../helpers/cli-harness.js';

const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string; integrity: string }> };
const opts = { home: tempDir('home') };

describe('npm packages', () => {
  it('reads name, version and the lockfile integrity of two installed versions of one package', () => {
    const a = resolveIdentity({ command: 'node', args: ['node_modules/memory-2025-11-25/dist/index.js'], cwd: ROOT }, opts);
    const b = resolveIdentity({ command: 'node', args: ['node_modules/memory-2026-1-26/dist/index.js'], cwd: ROOT }, opts);
    expect(a).toMatchObject({ kind: 'npm', name: '@modelcontextprotocol/server-memory', version: '2025.11.25', integrity: lock.packages['node_modules/memory-2025-11-25'].integrity });
    expect(b).toMatchObject({ kind: 'npm', name: '@modelcontextprotocol/server-memory', version: '2026.1.26', integrity: lock.packages['node_modules/memory-2026-1-26'].integrity });
    const cmp = compareIdentity(a, b);
    expect(cmp.verdict).toBe('different');
    expect(cmp.detail).toContain('version 2025.11.25 -> 2026.1.26');
  });

  it('follows a node_modules/.bin link to its package, and npx of an installed exact version to the same identity', () => {
    const bin = resolveIdentity({ command: 'node', args: ['node_modules/.bin/mcp-server-memory'], cwd: ROOT }, opts);
    const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/package.json'), 'utf8')) as { version: string };
    expect(bin).toMatchObject({ name: '@modelcontextprotocol/server-memory', version: installed.version, integrity: lock.packages['node_modules/@modelcontextprotocol/server-memory'].integrity });
    const npx = resolveIdentity({ command: 'npx', args: ['-y', `@modelcontextprotocol/server-memory@${installed.version}`], cwd: ROOT }, opts);
    expect(npx.integrity).toBe(bin.integrity);
  });

  it('leaves npx unverified when the version is not installed, or when no exact version is named', () => {
    const missing = resolveIdentity({ command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory@1.0.0'], cwd: ROOT }, opts);
    expect(missing.integrity).toBeUndefined();
    expect(missing.unverified).toMatch(/not installed here nor in npx's cache/);
    const latest = resolveIdentity({ command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'], cwd: ROOT }, opts);
    expect(latest.unverified).toMatch(/no exact version/);
  });

  it('leaves an installed package without a lockfile unverified, naming what is missing', () => {
    const dir = tempDir('nolock');
    mkdirSync(path.join(dir, 'node_modules', 'srv'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'srv', 'package.json'), '{"name":"srv","version":"1.0.0","main":"index.js"}');
    writeFileSync(path.join(dir, 'node_modules', 'srv', 'index.js'), '');
    const id = resolveIdentity({ command: 'node', args: ['node_modules/srv'], cwd: dir }, opts);
    expect(id).toMatchObject({ kind: 'npm', name: 'srv', version: '1.0.0' });
    expect(id.unverified).toMatch(/no package-lock.json records its integrity/);
  });
});

describe('containers', () => {
  it('pins an image by digest and leaves a tag unverified', () => {
    const digest = `sha256:${'ab'.repeat(32)}`;
    const pinned = resolveIdentity({ command: 'docker', args: ['run', '-i', '--rm', '-e', 'X=1', `ghcr.io/o/srv@${digest}`], cwd: ROOT }, opts);
    expect(pinned).toMatchObject({ kind: 'container', name: 'ghcr.io/o/srv', integrity: digest });
    const tagged = resolveIdentity({ command: 'docker', args: ['run', '-i', 'ghcr.io/o/srv:1.2'], cwd: ROOT }, opts);
    expect(tagged.integrity).toBeUndefined();
    expect(tagged.unverified).toMatch(/named by a tag, not a digest/);
  });
});

describe('working trees', () => {
  function tree(): string {
    const dir = tempDir('tree');
    mkdirSync(path.join(dir, 'lib'));
    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(path.join(dir, 'package.json'), '{"name":"t","type":"module"}');
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    writeFileSync(path.join(dir, 'server.mjs'), "import { tools } from './lib/tools.mjs';\nimport { z } from 'zod';\nimport fs from 'node:fs';\n");
    writeFileSync(path.join(dir, 'lib', 'tools.mjs'), "export const tools = 1;\nconst x = await import('./late.mjs');\n");
    writeFileSync(path.join(dir, 'lib', 'late.mjs'), 'export const late = 1;\n');
    writeFileSync(path.join(dir, 'lib', 'unused.mjs'), 'export const unused = 1;\n');
    writeFileSync(path.join(dir, 'logs', 'run.log'), 'x');
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    return dir;
  }

  it('hashes the entry, the modules it loads and the lockfile; records dependencies by lockfile integrity', () => {
    const dir = tree();
    const id = resolveIdentity({ command: 'node', args: ['server.mjs'], cwd: dir }, opts);
    expect(id.kind).toBe('worktree');
    expect(Object.keys(id.files ?? {}).sort()).toEqual(['lib/late.mjs', 'lib/tools.mjs', 'npm:zod', 'package-lock.json', 'server.mjs']);
    expect(id.files?.['npm:zod']).toContain(lock.packages['node_modules/zod'].integrity);
    expect(id.integrity).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('moves the identity when a loaded module changes, not when a log or an unused file does', () => {
    const dir = tree();
    const r = () => resolveIdentity({ command: 'node', args: ['server.mjs'], cwd: dir }, opts);
    const before = r();
    writeFileSync(path.join(dir, 'logs', 'run.log'), 'more');
    writeFileSync(path.join(dir, 'lib', 'unused.mjs'), 'changed');
    expect(r().integrity).toBe(before.integrity);
    writeFileSync(path.join(dir, 'lib', 'late.mjs'), 'export const late = 2;\n');
    const after = r();
    const cmp = compareIdentity(before, after);
    expect(cmp).toMatchObject({ verdict: 'different', files: ['lib/late.mjs'] });
    expect(decideIdentity(before, after, { mode: 'pin' }).state).toBe('held');
    expect(decideIdentity(before, after, { mode: 'worktree' })).toMatchObject({ state: 'approved', adopt: 'policy' });
  });
});

describe('semver ranges', () => {
  it.each([
    ['2026.1.26', '^2025.11.25', false],
    ['2025.12.1', '^2025.11.25', true],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.3.0', '1.x', true],
    ['2.0.0-beta.1', '^1.0.0', false],
    ['1.5.0', '>=1.2.3 <2', true],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
  ])('%s in %s: %s', (v, r, ok) => expect(satisfies(v, r)).toBe(ok));
});
