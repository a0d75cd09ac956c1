// Once per jest run, before any worker starts: a directory the run's test files share (published-histories.ts keeps
// each published server version's capture there, so files that diff the same versions capture them once per run).
// The run's temp directory lives inside it too (TMPDIR, which workers and the processes they start inherit), so
// whatever a test leaves behind goes with the run: the system temp dir keeps nothing of it. The machine's own temp
// dir stays named for what is meant to outlive a run (the Python venv, python-mcp.ts).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const system = process.env.MCP_CONTRACT_SYSTEM_TMPDIR ?? tmpdir();
  const run = mkdtempSync(path.join(system, 'mcp-contract-run-'));
  const tmp = path.join(run, 'tmp');
  mkdirSync(tmp);
  process.env.MCP_CONTRACT_TEST_RUN_DIR = run;
  process.env.MCP_CONTRACT_SYSTEM_TMPDIR = system;
  process.env.TMPDIR = tmp;
  // Node 22.1+ keeps its compile cache in os.tmpdir() unless told otherwise (the CLI turns it on): one cache for the
  // whole run, beside the per-file temp dirs rather than inside them, so it is shared and is not a file's leftover.
  if (!process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = path.join(run, 'compile-cache');
}
