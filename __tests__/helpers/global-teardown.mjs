// Removes the run's shared directory (global-setup.mjs), and with it the run's temp directory. Each test file's own
// temp directory in it is checked when the file ends (temp-check-environment.mjs); this says how many entries were
// left outside them, which no test file would be blamed for.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export default function globalTeardown() {
  const dir = process.env.MCP_CONTRACT_TEST_RUN_DIR;
  if (!dir) return;
  let left = 0;
  try {
    left = readdirSync(path.join(dir, 'tmp')).length;
  } catch {
    left = 0;
  }
  if (left > 0) process.stderr.write(`test run: ${left} temp entries left outside the test files' temp directories\n`);
  rmSync(dir, { recursive: true, force: true });
}
