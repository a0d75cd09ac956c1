// `npm run demo`: the main job on the bundled example server, through the bundled CLI (dist/), end to end:
// check v1 against its committed snapshot, capture v2, classify v1 -> v2, run the release gate, draw the badge.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli', 'index.js');
const out = join(root, '.tmp', 'demo');
mkdirSync(out, { recursive: true });

function step(title, args, { expect = [0], capture } = {}) {
  console.log(`\n\x1b[1m== ${title}\x1b[0m\n$ mcp-contract ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8', stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit' });
  if (capture) writeFileSync(capture, r.stdout);
  if (!expect.includes(r.status)) {
    console.error(`demo: "mcp-contract ${args[0]}" exited ${r.status}, expected ${expect.join(' or ')}`);
    process.exit(1);
  }
  return r;
}

// v2 of the example is the same server started with --v2: a config beside the real one says so.
const config = JSON.parse(readFileSync(join(root, 'examples', 'mcp-contract.json'), 'utf8'));
const notes = config.servers.notes;
const v2 = {
  ...config,
  servers: {
    notes: {
      ...notes,
      build: undefined,
      cwd: join(root, 'examples'),
      args: [join(root, 'examples', notes.args[0]), '--v2'],
      snapshot: join(out, 'notes-v2.json'),
    },
  },
};
writeFileSync(join(out, 'mcp-contract.v2.json'), JSON.stringify(v2, null, 2));

step('1. build the example server and check it against its committed snapshot', ['check', '--config', 'examples/mcp-contract.json']);
step('2. capture the next release (v2) of the same server', ['snapshot', '--config', join('.tmp', 'demo', 'mcp-contract.v2.json')]);
step('3. classify v1 -> v2 (exit 1: breaking changes)', ['diff', 'snapshots/notes.json', '.tmp/demo/notes-v2.json', '--config', 'examples/mcp-contract.json'], { expect: [1] });
step('4. the same diff as the PR comment body', ['diff', 'snapshots/notes.json', '.tmp/demo/notes-v2.json', '--config', 'examples/mcp-contract.json', '--format', 'markdown', '--fail-on', 'none'], {
  capture: join(out, 'diff.md'),
});
console.log(`   wrote .tmp/demo/diff.md`);
step('5. release gate: may v2 ship today? (exit 1: removals were never deprecated)', ['release', '--config', 'examples/mcp-contract.json', '--since', 'snapshots/notes.json', '--snapshot', '.tmp/demo/notes-v2.json'], { expect: [1] });
step('6. release notes for v2', ['release', '--config', 'examples/mcp-contract.json', '--since', 'snapshots/notes.json', '--snapshot', '.tmp/demo/notes-v2.json', '--format', 'changelog'], {
  expect: [0, 1],
  capture: join(out, 'CHANGELOG.md'),
});
console.log('   wrote .tmp/demo/CHANGELOG.md');
step('7. the README badge, made offline', ['badge', '--config', 'examples/mcp-contract.json', '--svg', '.tmp/demo/badge.svg', '--endpoint', '.tmp/demo/badge.json']);
console.log('\ndemo finished: see .tmp/demo/');
