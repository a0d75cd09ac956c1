// Removes the run's shared directory (global-setup.mjs).
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.MCP_CONTRACT_TEST_RUN_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
