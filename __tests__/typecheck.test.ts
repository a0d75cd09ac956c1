// ts-jest compiles each file on its own (isolatedModules) without checking types, and ncc bundles with
// --transpile-only: without this file a type error would pass `npm test` and reach dist/. The whole project, src and
// tests, must pass the strict compiler.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

describe('types', () => {
  it('the project passes tsc --noEmit under the strict tsconfig', () => {
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    // Incremental: tsc keeps each file's diagnostics in the worktree's ignored .tmp/ and checks again only the files
    // that changed and those whose imports' types changed (a clean clone checks everything); about a third of the CPU.
    const info = path.join(root, '.tmp', 'typecheck.tsbuildinfo');
    const r = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json'), '--noEmit', '--incremental', '--tsBuildInfoFile', info], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
