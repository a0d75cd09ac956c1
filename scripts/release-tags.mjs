// The release workflow's tag step: a version tag must name the package version, the committed dist/ must be the bundle
// of the tagged src/, and the major tag (v1) then moves to that commit so `uses: mcp-contract/mcp-contract@v1` follows.
// usage: node scripts/release-tags.mjs vX.Y.Z [--dir REPO]   (prints the major tag it moved)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

function fail(line, code = 1) {
  process.stderr.write(`release-tags: ${line}\n`);
  process.exit(code);
}

const args = process.argv.slice(2);
const tag = args[0];
const dirAt = args.indexOf('--dir');
const dir = resolve(dirAt >= 0 ? args[dirAt + 1] ?? '.' : '.');
if (!tag || tag.startsWith('-')) fail('usage: node scripts/release-tags.mjs vX.Y.Z [--dir REPO]', 2);
const m = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(tag);
if (!m) fail(`tag "${tag}" is not vMAJOR.MINOR.PATCH`, 2);

const git = (...a) => execFileSync('git', ['-C', dir, ...a], { encoding: 'utf8', env: { ...process.env, GIT_NO_REPLACE_OBJECTS: '1' } }).trim();
let commit;
try {
  commit = git('rev-parse', '--verify', `refs/tags/${tag}^{commit}`);
} catch {
  fail(`no tag ${tag} in ${dir}`);
}
const version = JSON.parse(git('show', `${commit}:package.json`)).version;
if (`v${version}` !== tag) fail(`tag ${tag} does not match package.json version ${version} at ${commit.slice(0, 12)}`);
const pkgNow = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
if (pkgNow !== version) fail(`the checkout is not the tagged commit (package.json says ${pkgNow})`);
// The bundle is what the Action runs: it must be exactly what the tagged sources build to (the CI dist job rebuilt it).
const dirty = git('status', '--porcelain', '--', 'dist');
if (dirty) fail(`dist/ differs from the bundle of the tagged sources: run npm run bundle and commit dist/ before tagging\n${dirty}`);
// 0.x releases move v0: a major tag promises nothing across minors there, as with Cargo's 0.x rule.
const major = `v${m[1]}`;
git('tag', '-f', major, commit);
process.stdout.write(`${major}\n`);
