// `npm run verdicts [-- --github-mcp-server PATH] [--held-out] [--json]`: the classifier's verdict truth per labelled event class
// (rename, removal, deprecation, risky edit, structural attacker edit, noise): true positives, false positives, false
// negatives, precision, recall, and the rendered rows a reviewer reads per real change. Measured on real runs: the
// published servers' consecutive versions (npm aliases, captured over stdio), the labelled rename diffs
// (__tests__/fixtures/renames), SDK-only upgrades of unchanged code and attacker edits planted on real tools; given a
// local checkout or mirror of github/github-mcp-server, also its committed tool snapshots against our labels of its
// alias map. Then the held-out corpus (__tests__/fixtures/held-out): attacker edits and honest look-alikes on real
// captures, per half (dev: tuned on; test: measured only; fresh: written blind later, never tuned on), caught / named / false
// alarms; `--held-out` prints only it.
// Compiles the measuring helper with tsc so the measured code is src/. Run from the repository root.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkoutProblem, githubSpan } from './github-toolsnaps.mjs';
import { heldOutFigures, heldOutLines, meaningLines, verdictFigures, verdictLines } from './bench/verdicts.mjs';

const root = resolve(import.meta.dirname, '..');
const build = join(root, '.tmp', 'verdicts-build');

function usage(message) {
  process.stderr.write(`verdicts: ${message}\nusage: npm run verdicts -- [--github-mcp-server PATH] [--held-out] [--json]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const out = { github: undefined, json: false, heldOut: false };
  for (let k = 0; k < argv.length; k++) {
    if (argv[k] === '--github-mcp-server') out.github = argv[++k] ?? usage('--github-mcp-server needs a path');
    else if (argv[k] === '--json') out.json = true;
    else if (argv[k] === '--held-out') out.heldOut = true;
    else usage(`unknown argument ${JSON.stringify(argv[k])}`);
  }
  return out;
}

function compile() {
  const flags = ['--outDir', build, '--rootDir', root, '--module', 'esnext', '--target', 'es2022', '--moduleResolution', 'bundler'];
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), [...flags, '--ignoreConfig', '--skipLibCheck', '--types', 'node,jest', '--resolveJsonModule', join(root, '__tests__', 'helpers', 'verdict-truth.ts'), join(root, '__tests__', 'helpers', 'held-out.ts')], { stdio: 'inherit' });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const github = args.github === undefined ? undefined : resolve(args.github);
  const problem = github === undefined ? undefined : checkoutProblem(github);
  if (problem !== undefined) {
    process.stderr.write(`verdicts: ${problem}\n`);
    process.exit(2);
  }
  // The helpers resolve fixtures and installed servers from the working directory, as the test suite runs them.
  process.chdir(root);
  compile();
  const load = (rel) => import(pathToFileURL(join(build, rel)).href);
  if (args.heldOut) {
    // Only the held-out corpus: no server is started, so it runs in a second (the loop of tuning on the dev half).
    const held = await heldOutFigures(load);
    if (args.json) process.stdout.write(`${JSON.stringify({ heldOut: held }, null, 2)}\n`);
    else for (const line of heldOutLines(held)) console.log(line);
    return;
  }
  const span = github === undefined ? undefined : githubSpan(github, root);
  const extra = span === undefined ? [] : [{ id: 'github-mcp-server', base: { tools: span.tools.base }, head: { tools: span.tools.head }, labels: span.labels }];
  const { cases, figures, meaning } = await verdictFigures(load, extra);
  const held = await heldOutFigures(load);
  if (args.json) {
    process.stdout.write(`${JSON.stringify({ cases, figures, meaning, heldOut: held, github: span?.note }, null, 2)}\n`);
    return;
  }
  console.log(`verdicts on ${cases} labelled diffs (published versions, labelled renames, SDK-only upgrades, planted edits of real tools${span ? ', github-mcp-server tool snapshots' : ''})`);
  for (const line of verdictLines(figures)) console.log(line);
  console.log('named with their reason (issue 53 fixtures: positives named / honest look-alikes quiet)');
  for (const line of meaningLines(meaning)) console.log(line);
  for (const line of heldOutLines(held)) console.log(line);
  if (span) console.log(`github-mcp-server: tool snapshots ${span.note.base} -> ${span.note.head} (${span.note.removed} removed, ${span.note.added} added)`);
}

main().catch((e) => {
  process.stderr.write(`verdicts: ${e.message}\n`);
  process.exit(1);
});
