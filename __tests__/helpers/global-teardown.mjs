// Removes the run's shared directory (global-setup.mjs), and with it the run's temp directory; says how many entries
// the tests left there, so a leak shows in the log instead of piling up in the system temp dir.
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
  if (left > 0) process.stderr.write(`test run: ${left} temp entries left by tests, removed with the run's directory\n`);
  rmSync(dir, { recursive: true, force: true });
}
