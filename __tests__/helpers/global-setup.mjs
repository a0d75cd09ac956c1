// Once per jest run, before any worker starts: a directory the run's test files share (published-histories.ts keeps
// each published server version's capture there, so files that diff the same versions capture them once per run).
// Workers inherit the environment, so the variable names it for all of them; global-teardown.mjs removes it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  process.env.MCP_CONTRACT_TEST_RUN_DIR = mkdtempSync(path.join(tmpdir(), 'mcp-contract-run-'));
}
