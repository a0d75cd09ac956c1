// github/github-mcp-server's committed tool snapshots (pkg/github/__toolsnaps__), read with `git show` from a local
// checkout or mirror at run time (nothing of it is copied here), and the span our labels of its public alias map
// describe (__tests__/fixtures/renames/github-mcp-server.json). Shared by rename-precision.mjs and verdicts.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SNAPS = 'pkg/github/__toolsnaps__';

function git(dir, args) {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The tools committed as snapshots at one commit (feature-flag variants `*_ff_*` are alternatives, not tools). */
function toolsAt(dir, commit) {
  const names = git(dir, ['ls-tree', '--name-only', `${commit}:${SNAPS}`]).split('\n').filter((f) => f.endsWith('.snap') && !f.includes('_ff_'));
  return names.map((f) => JSON.parse(git(dir, ['show', `${commit}:${SNAPS}/${f}`])));
}

/**
 * The span the alias map describes: from the parent of the first commit that added a snapshot of any new tool (the
 * surface before the consolidation) to the last commit that deleted a snapshot of an old one (the surface after).
 */
function span(dir, labels) {
  const paths = (names) => [...new Set(names)].map((n) => `${SNAPS}/${n}.snap`);
  const added = git(dir, ['log', '--format=%H', '--diff-filter=A', '--', ...paths(labels.map((l) => l.to))]).trim().split('\n').filter(Boolean);
  const deleted = git(dir, ['log', '--format=%H', '--diff-filter=D', '--', ...paths(labels.map((l) => l.from))]).trim().split('\n').filter(Boolean);
  if (added.length === 0 || deleted.length === 0) throw new Error(`${dir}: no snapshot history of the labelled tools under ${SNAPS}`);
  return { base: `${added[added.length - 1]}^`, head: deleted[0] };
}

/** The checkout must be a git repository holding the snapshots: else the one line saying why (undefined when fine). */
export function checkoutProblem(dir) {
  try {
    git(dir, ['rev-parse', '--git-dir']);
  } catch {
    return `${dir} is not a git checkout (give a local clone or mirror of github/github-mcp-server)`;
  }
  try {
    git(dir, ['cat-file', '-e', `HEAD:${SNAPS}`]);
  } catch {
    return `${dir} has no ${SNAPS} at HEAD: not a checkout of github/github-mcp-server`;
  }
  return undefined;
}

/**
 * The labelled span: the tool lists before and after, the labels whose old tool it removes (the map also names tools
 * that never had a snapshot), and a note saying what was read.
 */
export function githubSpan(dir, root) {
  const file = JSON.parse(readFileSync(join(root, '__tests__', 'fixtures', 'renames', 'github-mcp-server.json'), 'utf8'));
  const { base, head } = span(dir, file.labels);
  const tools = { base: toolsAt(dir, base), head: toolsAt(dir, head) };
  const gone = new Set(tools.base.map((t) => t.name).filter((n) => !tools.head.some((t) => t.name === n)));
  const labels = file.labels.filter((l) => gone.has(l.from));
  const unscored = file.labels.filter((l) => !gone.has(l.from)).map((l) => l.from);
  const at = (c) => git(dir, ['log', '-1', '--format=%h %cs', c]).trim();
  return { tools, labels, note: { base: at(base), head: at(head), removed: gone.size, added: tools.head.length - (tools.base.length - gone.size), unscored } };
}
