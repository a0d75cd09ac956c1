// Removes the run's shared directory (global-setup.mjs), and with it the run's temp directory. Each test file's own
// temp directory in it is checked when the file ends (temp-check-environment.mjs); this says how many entries were
// left outside them, which no test file would be blamed for.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export default function globalTeardown() {
  const dir = process.env.MCP_CONTRACT_TEST_RUN_DIR;
  if (!dir) return;
  let left = [];
  try {
    left = readdirSync(path.join(dir, 'tmp'));
  } catch {
    left = [];
  }
  // A test file's directory found here again was made anew after the file ended, by a process that outlived it.
  if (left.length > 0) process.stderr.write(`test run: ${left.length} temp entries left outside the test files' temp directories: ${left.slice(0, 10).join(', ')}\n`);
  rmSync(dir, { recursive: true, force: true });
}
