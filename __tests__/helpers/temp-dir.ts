// Temp directories for a test file, each removed when the file's tests have run. The afterAll hook is registered when
// this module is first imported (while jest collects the file's tests), once per test file: jest gives every file its
// own module registry. The file's TMPDIR is checked after that (temp-check-environment.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = 'test'): string {
  const dir = mkdtempSync(path.join(tmpdir(), `mcp-contract-${prefix}-`));
  made.push(dir);
  return dir;
}
