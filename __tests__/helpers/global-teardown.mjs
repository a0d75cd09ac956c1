// Removes the run's shared directory (global-setup.mjs), and with it the run's temp directory. Each test file's own
// temp directory in it is checked when the file ends (temp-check-environment.mjs); this says how many entries were
// left outside them, which no test file would be blamed for.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
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
  // A test file's directory found here again was made anew after the file ended, by a process that outlived it: what
  // it holds names the writer (node-compile-cache is a Node process's exit, anything else that process's own files).
  if (left.length > 0) {
    const shown = left.slice(0, 10).map((name) => `${name} (${inside(path.join(dir, 'tmp', name))})`);
    process.stderr.write(`test run: ${left.length} temp entries left outside the test files' temp directories: ${shown.join(', ')}\n`);
  }
  rmSync(dir, { recursive: true, force: true });
  if (process.env.MCP_CONTRACT_TEST_CPU) cpuSummary(process.env.MCP_CONTRACT_TEST_CPU);
}

/** The totals of MCP_CONTRACT_TEST_CPU's lines (temp-check-environment.mjs), and the files whose processes took most. */
function cpuSummary(file) {
  let lines;
  try {
    lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {
    return;
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const own = lines.reduce((a, l) => a + l.ownMs, 0);
  const children = lines.reduce((a, l) => a + l.childrenMs, 0);
  const top = [...lines].sort((a, b) => b.childrenMs - a.childrenMs).slice(0, 5).map((l) => `${l.file} ${s(l.childrenMs)}`);
  process.stderr.write(`test run CPU (${lines.length} files): ${s(own)} in the jest workers, ${s(children)} in the processes the tests started; most: ${top.join(', ')}\n`);
}

/** Up to five paths under `at`, two levels down, for the line above. */
function inside(at) {
  const found = [];
  const walk = (rel, depth) => {
    let names;
    try {
      names = readdirSync(path.join(at, rel));
    } catch {
      return;
    }
    for (const name of names) {
      if (found.length >= 5) return;
      const sub = rel ? `${rel}/${name}` : name;
      found.push(sub);
      if (depth < 1) walk(sub, depth + 1);
    }
  };
  walk('', 0);
  return found.length > 0 ? found.join(' ') : 'empty';
}
