// Where SARIF results point: the committed snapshot file a change is read from, relative to the working directory.
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Snapshot } from '../core/shared/model.js';
import type { SnapshotLocation } from '../api/render.js';
import { serializeSnapshot } from '../api/snapshot-files.js';
import { isLive } from './diff-sides.js';

/** A snapshot file as code scanning locates it: a path under `cwd` stays relative (%SRCROOT%), its text gives lines. */
export function fileLocation(file: string, cwd: string): SnapshotLocation {
  const abs = resolve(cwd, file);
  const rel = relative(cwd, abs);
  let text: string | undefined;
  try {
    text = readFileSync(abs, 'utf8');
  } catch {
    text = undefined;
  }
  return { path: rel.startsWith('..') || isAbsolute(rel) ? abs : rel, text };
}

/**
 * The location of a diff: the head when it is a file, else the base; `git:REF:PATH` names PATH with the lines our
 * serializer writes for it (the form every committed snapshot has); two live sides have no file to point at.
 */
export function diffLocation(sides: ReadonlyArray<{ spec: string; snapshot: Snapshot }>, cwd: string): SnapshotLocation | undefined {
  for (const { spec, snapshot } of sides) {
    if (isLive(spec)) continue;
    if (spec.startsWith('git:')) {
      const path = spec.slice(4).replace(/^[^:]*:/, '');
      return { path, text: serializeSnapshot(snapshot) };
    }
    return fileLocation(spec, cwd);
  }
  return undefined;
}
