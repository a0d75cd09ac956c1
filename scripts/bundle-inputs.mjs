// What dist/ is built from, as digests: bundle.mjs records them in dist/bundle-inputs.json, and the dist freshness test
// compares them with today's tree before it spends a minute rebuilding every bundle. Equal input digests and an
// untouched dist/ (equal output digest) mean dist/ is what bundle.mjs wrote from exactly these inputs; anything else
// and the test rebuilds and compares byte for byte.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Everything the bundles read: the sources, the JSON they import (schemas, package.json), the dependency versions
 * (package-lock.json pins node_modules, ncc and tsc included), the compiler settings and this build script.
 */
export const BUNDLE_INPUTS = ['src', 'schemas', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.lib.json', 'scripts/bundle.mjs', 'scripts/bundle-inputs.mjs'];

/** The record's name inside dist/ (left out of the output digest it holds). */
export const RECORD = 'bundle-inputs.json';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** One digest over each file's path (relative to `base`, with / separators) and bytes, in path order. */
function digestOf(base, files) {
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(base, f).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(base, file)));
    hash.update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}

export function inputsDigest(root) {
  return digestOf(root, BUNDLE_INPUTS.flatMap((p) => filesUnder(join(root, p))));
}

export function outputsDigest(dist) {
  return digestOf(dist, filesUnder(dist).filter((f) => relative(dist, f) !== RECORD));
}

/** The record in `dist`, or undefined when there is none to read. */
export function readRecord(dist) {
  try {
    return JSON.parse(readFileSync(join(dist, RECORD), 'utf8'));
  } catch {
    return undefined;
  }
}
