// A working-tree server in a temp directory (its own package.json and lockfile, the repository's node_modules linked
// in), so a test can change the code behind an unchanged surface.
import { copyFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, ROOT, tempDir, writeJson } from './cli-harness.js';

const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'identity');

export interface WorktreeServer {
  dir: string;
  /** Rewrites the module the tool's handler loads: same surface, different code. */
  changeCode: (text: string) => void;
}

export function worktreeServer(): WorktreeServer {
  const dir = tempDir('worktree');
  copyFileSync(path.join(FIXTURES, 'worktree-server.mjs'), path.join(dir, 'server.mjs'));
  copyFileSync(path.join(FIXTURES, 'answer.mjs'), path.join(dir, 'answer.mjs'));
  writeJson(path.join(dir, 'package.json'), { name: 'worktree-server', private: true, type: 'module' });
  writeJson(path.join(dir, 'package-lock.json'), { name: 'worktree-server', lockfileVersion: 3, packages: {} });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { wt: { command: NODE, args: ['server.mjs'], snapshot: 'snapshots/wt.json' } } });
  return { dir, changeCode: (text) => writeFileSync(path.join(dir, 'answer.mjs'), text) };
}
