// Bundles the Action and the CLI with ncc into dist/ (or the directory given). ESM, because canonicalize is ESM-only.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inputsDigest, outputsDigest, RECORD } from './bundle-inputs.mjs';
import { generate as consolePage } from './console-page.mjs';

const root = resolve(import.meta.dirname, '..');
const RANKS = 'o200k.bin';
const finalRoot = resolve(process.argv[2] ?? join(root, 'dist'));
// Build beside the target and swap at the end, so a test reading dist/ never sees it half-built.
const outRoot = `${finalRoot}.building-${process.pid}`;
const ncc = join(root, 'node_modules', '.bin', 'ncc');
const targets = [
  { entry: 'src/action/index.ts', out: outRoot },
  { entry: 'src/cli/index.ts', out: join(outRoot, 'cli') },
  // The library (package.json exports "."): its types come from tsconfig.lib.json, emitted into dist/types.
  { entry: 'src/api/index.ts', out: join(outRoot, 'lib') },
  // The test-runner matchers (exports "./jest" and "./vitest"); vitest is the user's, never bundled.
  { entry: 'src/testing/jest.ts', out: join(outRoot, 'jest') },
  { entry: 'src/testing/vitest.ts', out: join(outRoot, 'vitest'), external: ['vitest'] },
];
// The console's page is compiled ahead (scripts/console-page.mjs): a bundle of a stale page would serve old code.
if (readFileSync(join(root, 'src', 'console', 'assets.generated.ts'), 'utf8') !== consolePage()) {
  console.error('bundle: src/console/assets.generated.ts is stale: run node scripts/console-page.mjs');
  process.exit(1);
}
rmSync(outRoot, { recursive: true, force: true });
// Taken before anything is read: an edit made while the bundles build must not be recorded as built.
const inputs = inputsDigest(root);
// The builds are independent: run at once, each mostly single-threaded, they take the time of the longer one.
await Promise.all(
  targets.map(
    (t) =>
      new Promise((done, fail) => {
        const child = spawn(ncc, ['build', join(root, t.entry), '-o', t.out, '--target', 'es2022', '--transpile-only', '-q', ...(t.external ?? []).flatMap((m) => ['-e', m])], { stdio: 'inherit', cwd: root });
        child.on('error', fail);
        child.on('exit', (code, signal) => (code === 0 ? done() : fail(new Error(`bundle: ncc build ${t.entry} failed (${signal ?? `exit ${code}`})`))));
      }),
  ),
);
for (const t of targets) {
  // ncc names ESM output index.mjs; beside its package.json {"type":"module"}, index.js is ESM too.
  const mjs = join(t.out, 'index.mjs');
  if (existsSync(mjs)) renameSync(mjs, join(t.out, 'index.js'));
}
// ncc's asset relocator copies files that a path expression in src/ happens to match at build time (scan's
// `resolve(workspace, snapshot)` matched a test fixture); the bundle reads no asset, so only code is kept.
function prune(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      prune(p);
      if (readdirSync(p).length === 0) rmSync(p, { recursive: true });
    } else if (!e.name.endsWith('.js') && e.name !== 'package.json' && e.name !== RANKS) rmSync(p);
  }
}
prune(outRoot);
// The one file a bundle reads beside its chunks: o200k_base's ranks (scripts/o200k-ranks.mjs), which the tokenizer's
// chunk reads by its own URL, copied beside every bundle that carries that chunk.
for (const t of targets) {
  const carries = readdirSync(t.out).some((f) => f.endsWith('.js') && readFileSync(join(t.out, f), 'utf8').includes(`'./${RANKS}'`));
  if (carries) copyFileSync(join(root, 'src', 'hosts', RANKS), join(t.out, RANKS));
}
// Worse, the relocator rewrites such an expression into a path inside dist/ (init once wrote the user's snapshot into
// node_modules/mcp-contract/dist/...): refuse any bundle that still refers to a relocated asset.
for (const f of readdirSync(outRoot, { recursive: true })) {
  if (!String(f).endsWith('.js')) continue;
  const lines = readFileSync(join(outRoot, String(f)), 'utf8').split('\n');
  const bad = lines.findIndex((l) => l.includes('__nccwpck_require__.ab +'));
  if (bad >= 0) {
    rmSync(outRoot, { recursive: true, force: true });
    console.error(`bundle: ${f}:${bad + 1}: ncc relocated a path expression to a bundled asset; build that path from a function call instead:\n${lines[bad].trim().slice(0, 200)}`);
    process.exit(1);
  }
}
// ncc's ESM output loads every Node built-in through a fresh createRequire(import.meta.url) (a require function
// built, the path resolved, each time); process.getBuiltinModule (Node 20.16+, 22.3+) hands the module over directly,
// and older Nodes share one require. A millisecond or two of every start-up (issue 21).
const EXTERNAL = '__WEBPACK_EXTERNAL_createRequire(import.meta.url)(';
const BUILTIN = "const __builtin = typeof process.getBuiltinModule === 'function' ? (id) => process.getBuiltinModule(id) : __WEBPACK_EXTERNAL_createRequire(import.meta.url);\n";
for (const entry of targets.map((t) => join(t.out, 'index.js'))) {
  const lines = readFileSync(entry, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith('import { createRequire as __WEBPACK_EXTERNAL_createRequire }'));
  if (at < 0) {
    if (lines.some((l) => l.includes(EXTERNAL))) throw new Error(`bundle: ${entry}: ncc's createRequire import moved; update the built-in rewrite`);
    continue;
  }
  lines.splice(at + 1, 0, BUILTIN.trimEnd());
  writeFileSync(entry, lazyCrypto(entry, lines.join('\n').replaceAll(EXTERNAL, '__builtin(')));
}

/**
 * node:crypto, with the stream modules it loads, costs about a fifth of bare node's start-up, and a module that imports
 * it (the digests in src/core/shared/canonical.ts) loads it with its chunk, whether anything is hashed or not. Handed
 * over on first use instead (every property read, `in`, and key listing reaches the real module), a run that hashes
 * nothing never loads it: a diff of two files, whose fingerprints are plain code (issue 55;
 * __tests__/e2e/cli-startup.test.ts checks the built-ins it loads).
 */
function lazyCrypto(entry, text) {
  const eager = 'module.exports = __builtin("node:crypto");';
  if (!text.includes(eager)) {
    if (text.includes('__builtin("node:crypto")')) throw new Error(`bundle: ${entry}: ncc's node:crypto external changed form; update the lazy rewrite`);
    return text;
  }
  const load = 'const load = () => (real ??= __builtin("node:crypto"));';
  const traps = [
    'get: (_, key) => load()[key]',
    'has: (_, key) => key in load()',
    'ownKeys: () => Reflect.ownKeys(load())',
    // A proxy may not report a property its (empty) target lacks as non-configurable.
    'getOwnPropertyDescriptor: (_, key) => { const d = Reflect.getOwnPropertyDescriptor(load(), key); if (d) d.configurable = true; return d; }',
  ];
  return text.replace(eager, `let real; ${load} module.exports = new Proxy({}, { ${traps.join(', ')} });`);
}
// V8 holds each loaded file's source for as long as the process runs, as two bytes a character if one character in
// it is beyond Latin-1: a single "…" doubled a 500 kB chunk. Written as \u escapes (in comments, strings, templates
// and regular expressions alike) every chunk stays one byte a character (issue 21: the guard's resident memory).
for (const f of readdirSync(outRoot, { recursive: true })) {
  if (!String(f).endsWith('.js')) continue;
  const path = join(outRoot, String(f));
  const source = readFileSync(path, 'utf8');
  if (!/[^\u0000-\u00ff]/.test(source)) continue;
  // An escaped wide character (`\…`) would become a backslash before the escape, and a raw template would keep the
  // escape as written: refuse either rather than guess.
  if (/\\[^\u0000-\u00ff]/.test(source) || /String\.raw`[^`]*[^\u0000-\u00ff]/.test(source)) throw new Error(`bundle: ${f}: cannot escape its wide characters safely`);
  writeFileSync(path, source.replace(/[^\u0000-\u00ff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
const cli = join(outRoot, 'cli', 'index.js');
const text = readFileSync(cli, 'utf8');
if (!text.startsWith('#!')) writeFileSync(cli, `#!/usr/bin/env node\n${text}`);
chmodSync(cli, 0o755);
// The library's declarations (after the prune, which keeps only code): consumers type-check against dist/types.
await new Promise((done, fail) => {
  const tsc = spawn(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'tsconfig.lib.json'), '--outDir', join(outRoot, 'types')], { stdio: 'inherit', cwd: root });
  tsc.on('error', fail);
  tsc.on('exit', (code) => (code === 0 ? done() : fail(new Error(`bundle: tsc -p tsconfig.lib.json failed (exit ${code})`))));
});
// What this dist/ was built from and what it holds, for the freshness test's quick path (scripts/bundle-inputs.mjs).
writeFileSync(join(outRoot, RECORD), `${JSON.stringify({ inputs, outputs: outputsDigest(outRoot) }, null, 2)}\n`);
const old = `${finalRoot}.old-${process.pid}`;
if (existsSync(finalRoot)) renameSync(finalRoot, old);
renameSync(outRoot, finalRoot);
rmSync(old, { recursive: true, force: true });
