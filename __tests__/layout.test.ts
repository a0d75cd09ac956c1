// The tests mirror src/: every folder of __tests__ (but helpers, fixtures and e2e) is a folder of src/, and its suites
// run src/ in-process, so the `unit` project needs no bundle; the suites that start dist/ (the CLI bundle, the Action,
// the package by name) live in e2e/ and do start it. Only a few suites about the repository as a whole sit at the root.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TESTS = path.join(process.cwd(), '__tests__');
const SRC = path.join(process.cwd(), 'src');
const SHARED = new Set(['helpers', 'fixtures', 'e2e']);
/** Suites about the whole repository rather than one folder of src/, each with why it is here. */
const ROOT_SUITES: Record<string, string> = {
  'architecture.test.ts': 'the import rules of every folder of src/',
  'typecheck.test.ts': 'the strict compiler over src/ and the tests',
  'readme.test.ts': 'the README and docs/ pages: generated sections against the code, schemas and action.yml; links and anchors',
  'release-tags.test.ts': "the release workflow's tag step (scripts/release-tags.mjs)",
  'layout.test.ts': 'this file',
  'hang-guards.test.ts': 'every suite waits for conditions: its only durations are the hang guards of helpers/hang.ts',
};
/** The one helper that names dist/; a suite that imports it, directly or through another helper, starts the bundle. */
const DIST_HELPER = 'dist';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const rel = (file: string): string => path.relative(TESTS, file).split(path.sep).join('/');
const code = (text: string): string[] => text.split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l));

/** The helpers a file imports, by name (helpers/NAME.ts). */
function helpersOf(text: string): string[] {
  return [...text.matchAll(/from\s+'(?:\.{1,2}\/)+(?:helpers\/)?([\w-]+)\.js'/g)].map((m) => m[1]);
}

const distReach = new Map<string, boolean>();
/** Whether a helper is dist.ts or imports it, however indirectly. */
function helperStartsDist(name: string, seen: Set<string> = new Set()): boolean {
  if (name === DIST_HELPER) return true;
  if (distReach.has(name)) return distReach.get(name)!;
  const file = path.join(TESTS, 'helpers', `${name}.ts`);
  if (seen.has(name) || !existsSync(file)) return false;
  seen.add(name);
  const text = readFileSync(file, 'utf8');
  const reaches = helpersOf(text).some((h) => helperStartsDist(h, seen));
  distReach.set(name, reaches);
  return reaches;
}

/** The lines of a suite that name the repository's own dist/ (joined onto its root), as opposed to a package's. */
function distPaths(text: string): string[] {
  return code(text).filter((l) => /\b(ROOT|root|process\.cwd\(\))\s*,\s*['"]dist['"]/.test(l));
}

function importsDist(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...[...text.matchAll(/from\s+'((?:\.{1,2}\/)+helpers\/([\w-]+)\.js)'/g)].filter((m) => helperStartsDist(m[2])).map((m) => `imports ${m[1]}`),
    ...distPaths(text).map((l) => `names dist/: ${l.trim()}`),
  ];
}

const suites = walk(TESTS).filter((f) => f.endsWith('.test.ts'));

describe('the layout of __tests__', () => {
  it('every folder but helpers, fixtures and e2e is a folder of src/', () => {
    const folders = walk(TESTS)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.dirname(rel(f)))
      .filter((d) => d !== '.' && !SHARED.has(d.split('/')[0]));
    expect([...new Set(folders)].filter((d) => !existsSync(path.join(SRC, d)) || !statSync(path.join(SRC, d)).isDirectory())).toEqual([]);
  });

  it('a suite at the root is one of the whole-repository suites (any other goes to the folder it tests, or e2e/)', () => {
    const flat = suites.filter((f) => path.dirname(f) === TESTS).map((f) => path.basename(f));
    expect(flat.filter((n) => !(n in ROOT_SUITES))).toEqual([]);
  });

  it('no unit suite starts dist/: none imports helpers/dist.ts, directly or through a helper, nor names dist/', () => {
    const offenders = suites.filter((f) => !rel(f).startsWith('e2e/')).flatMap((f) => importsDist(f).map((why) => `${rel(f)}: ${why}`));
    expect(offenders).toEqual([]);
  });

  it('no helper but dist.ts names dist/', () => {
    const helpers = walk(path.join(TESTS, 'helpers')).filter((f) => f.endsWith('.ts') && path.basename(f) !== `${DIST_HELPER}.ts`);
    expect(helpers.flatMap((f) => distPaths(readFileSync(f, 'utf8')).map((l) => `${rel(f)}: ${l.trim()}`))).toEqual([]);
  });

  it('every e2e suite starts dist/ (through helpers/dist.ts or a path into dist/), or builds it', () => {
    const e2e = suites.filter((f) => rel(f).startsWith('e2e/'));
    expect(e2e.length).toBeGreaterThan(0);
    const idle = e2e.filter((f) => importsDist(f).length === 0 && !code(readFileSync(f, 'utf8')).some((l) => /['"]dist['"]/.test(l)));
    expect(idle.map(rel)).toEqual([]);
  });
});
