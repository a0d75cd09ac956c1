// `node scripts/rename-precision.mjs [--github-mcp-server PATH]`: precision and recall of the rename/merge
// suggestions per source, on the labelled real histories in __tests__/fixtures/renames, and (given a local checkout
// or mirror of github/github-mcp-server) on that project's committed tool snapshots scored against our labels of its
// public alias map (__tests__/fixtures/renames/github-mcp-server.json). Nothing of the checkout is copied: its
// snapshots are read with `git show` at run time. Compiles the matcher with tsc so the measured code is src/.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkoutProblem, githubSpan } from './github-toolsnaps.mjs';

const root = resolve(import.meta.dirname, '..');
const build = join(root, '.tmp', 'rename-build');

function fail(message) {
  process.stderr.write(`rename-precision: ${message}\n`);
  process.exit(2);
}

function usage(message) {
  process.stderr.write(`rename-precision: ${message}\nusage: node scripts/rename-precision.mjs [--github-mcp-server PATH] [--json]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const out = { github: undefined, json: false };
  for (let k = 0; k < argv.length; k++) {
    if (argv[k] === '--github-mcp-server') out.github = argv[++k] ?? usage('--github-mcp-server needs a path');
    else if (argv[k] === '--json') out.json = true;
    else usage(`unknown argument ${JSON.stringify(argv[k])}`);
  }
  return out;
}

function compile() {
  const files = ['src/core/diff/renames/match.ts', 'src/core/diff/powers.ts', '__tests__/helpers/rename-labels.ts'].map((f) => join(root, f));
  const flags = ['--outDir', build, '--rootDir', root, '--module', 'esnext', '--target', 'es2022', '--moduleResolution', 'bundler'];
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), [...flags, '--ignoreConfig', '--skipLibCheck', '--types', 'node', '--resolveJsonModule', ...files], { stdio: 'inherit' });
}

const load = (rel) => import(pathToFileURL(join(build, rel)).href);

function githubDiff(dir, helpers) {
  const { tools, labels, note } = githubSpan(dir, root);
  return { diff: helpers.labelledDiff('github-mcp-server', { tools: tools.base }, { tools: tools.head }, labels), note };
}

const sourceOf = (id) => (id.startsWith('notion') ? 'notion' : id.startsWith('server-everything') ? 'server-everything' : id.startsWith('@playwright') ? 'playwright' : id);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const problem = args.github === undefined ? undefined : checkoutProblem(resolve(args.github));
  if (problem !== undefined) fail(problem);
  compile();
  const helpers = await load('__tests__/helpers/rename-labels.js');
  const { suggestMatches } = await load('src/core/diff/renames/match.js');
  // As the classifier runs it: a look-alike that can do less or more than the removed tool is refused.
  const { againstGrain } = await load('src/core/diff/powers.js');
  const matcher = (r, a) => suggestMatches(r, a, againstGrain).targets;
  const bySource = new Map();
  for (const d of helpers.loadLabelledDiffs(root)) bySource.set(sourceOf(d.id), [...(bySource.get(sourceOf(d.id)) ?? []), d]);
  let github;
  if (args.github !== undefined) {
    github = githubDiff(resolve(args.github), helpers);
    bySource.set('github-mcp-server', [github.diff]);
  }
  const rows = [...bySource].map(([source, diffs]) => {
    const e = helpers.evaluate(diffs, matcher);
    const renames = diffs.flatMap((d) => d.labels).filter((l) => l.label === 'rename').length;
    return { source, diffs: diffs.length, renames, ...e };
  });
  if (args.json) {
    process.stdout.write(`${JSON.stringify({ rows, github: github?.note }, null, 2)}\n`);
    return;
  }
  for (const r of rows) {
    console.log(`${r.source.padEnd(18)} ${String(r.diffs).padStart(2)} diffs  ${String(r.renames).padStart(3)} labelled  precision ${r.precision.toFixed(2)} (${r.truePositives} right, ${r.falsePositives} wrong)  recall ${r.recall.toFixed(2)}`);
    for (const s of r.suggestions.filter((x) => x.verdict === 'wrong')) console.log(`    wrong   ${s.from} -> ${s.to} (${s.score.toFixed(2)})`);
    for (const m of r.missed) console.log(`    missed  ${m.from} -> ${m.to}`);
  }
  if (github) {
    const n = github.note;
    console.log(`github-mcp-server: tool snapshots ${n.base} -> ${n.head} (${n.removed} removed, ${n.added} added); alias pairs without a removed snapshot in that span: ${n.unscored.join(', ') || 'none'}`);
  }
}

main().catch((e) => {
  process.stderr.write(`rename-precision: ${e.message}\n`);
  process.exit(1);
});
