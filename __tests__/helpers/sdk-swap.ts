// The same server code under another SDK (and zod): an SDK-only upgrade, built offline from what is installed. The
// published servers pin their SDK in their own node_modules (fs-2025-11-25 on SDK 1.22.0 with zod 3, fs-2026-1-14 on
// 1.25.2, memory-2026-1-26 on 1.25.3; the hoisted SDK is 1.32.2 with zod 4). A copy of a package's dist (or of one
// fixture file) is laid out in a temp dir beside a node_modules that links its own dependencies but the SDK and zod
// given, and is captured over stdio as the CLI would.
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { captureServer } from '../../src/capture/capture.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { ROOT } from './capture-fixtures.js';
import { tempDir } from './temp-dir.js';

export const nm = (...p: string[]) => path.join(ROOT, 'node_modules', ...p);
/** An installed SDK: the hoisted one, or the one a published alias pins. */
export const sdkOf = (pkg?: string) => (pkg === undefined ? nm('@modelcontextprotocol', 'sdk') : nm(pkg, 'node_modules', '@modelcontextprotocol', 'sdk'));
/** zod 4 (hoisted) or the zod 3 the older filesystem alias pins. */
export const ZOD4 = nm('zod');
export const ZOD3 = nm('fs-2025-11-25', 'node_modules', 'zod');

export interface Swap {
  /** A published alias whose dist/index.js is run, or a fixture file. */
  code: { pkg: string } | { file: string };
  sdk: string;
  zod: string;
}

/** Lays the code out with the SDK and zod given; returns the entry file to run. */
function layout(s: Swap): string {
  const dir = path.join(tempDir('sdk-swap'), 'pkg');
  const own = path.join(dir, 'node_modules');
  mkdirSync(path.join(own, '@modelcontextprotocol'), { recursive: true });
  symlinkSync(s.sdk, path.join(own, '@modelcontextprotocol', 'sdk'));
  symlinkSync(s.zod, path.join(own, 'zod'));
  // Whatever else the code needs resolves from the package's own node_modules, then the root's (one level up).
  symlinkSync(nm(), path.join(dir, '..', 'node_modules'));
  if ('file' in s.code) {
    const entry = path.join(dir, path.basename(s.code.file));
    cpSync(s.code.file, entry);
    return entry;
  }
  const src = nm(s.code.pkg);
  cpSync(path.join(src, 'dist'), path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(src, 'package.json'), path.join(dir, 'package.json'));
  const deps = path.join(src, 'node_modules');
  for (const e of existsSync(deps) ? readdirSync(deps) : []) if (e !== '@modelcontextprotocol' && e !== 'zod') symlinkSync(path.join(deps, e), path.join(own, e));
  return path.join(dir, 'dist', 'index.js');
}

/** Captures the code under one SDK and zod, as server `name`; `args` follow the entry (a filesystem root, say). */
export async function captureSwapped(name: string, s: Swap, args: (scratch: string) => string[] = () => []): Promise<Snapshot> {
  const entry = layout(s);
  const scratch = tempDir('sdk-swap-run');
  return captureServer(name, { command: process.execPath, args: [entry, ...args(scratch)], env: { MEMORY_FILE_PATH: path.join(scratch, 'memory.json') } }, { baseDir: scratch, env: {} });
}
