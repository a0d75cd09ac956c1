// Bundles the Action and the CLI with ncc into dist/ (or the directory given). ESM, because canonicalize is ESM-only.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const finalRoot = resolve(process.argv[2] ?? join(root, 'dist'));
// Build beside the target and swap at the end, so a test reading dist/ never sees it half-built.
const outRoot = `${finalRoot}.building-${process.pid}`;
const ncc = join(root, 'node_modules', '.bin', 'ncc');
const targets = [
  { entry: 'src/action/index.ts', out: outRoot },
  { entry: 'src/cli/index.ts', out: join(outRoot, 'cli') },
];
rmSync(outRoot, { recursive: true, force: true });
for (const t of targets) {
  execFileSync(ncc, ['build', join(root, t.entry), '-o', t.out, '--target', 'es2022', '--transpile-only', '-q'], { stdio: 'inherit', cwd: root });
  // ncc names ESM output index.mjs; beside its package.json {"type":"module"}, index.js is ESM too.
  const mjs = join(t.out, 'index.mjs');
  if (existsSync(mjs)) renameSync(mjs, join(t.out, 'index.js'));
}
const cli = join(outRoot, 'cli', 'index.js');
const text = readFileSync(cli, 'utf8');
if (!text.startsWith('#!')) writeFileSync(cli, `#!/usr/bin/env node\n${text}`);
chmodSync(cli, 0o755);
const old = `${finalRoot}.old-${process.pid}`;
if (existsSync(finalRoot)) renameSync(finalRoot, old);
renameSync(outRoot, finalRoot);
rmSync(old, { recursive: true, force: true });
