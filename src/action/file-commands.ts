// The runner's file commands (step outputs, job summary) are held in memory and written once, at the very end of the
// run, after every process the capture started is gone. The files that reach later steps (GITHUB_ENV, GITHUB_PATH,
// GITHUB_STATE) are read before any judged code runs and put back as they were: this Action never writes them, so a
// line in them at the end was put there by the judged code (`NODE_OPTIONS=--require ...` would run in every later step). Each file is replaced whole (written beside it, then renamed
// over it): the files are this step's own, so anything else in them was put there by the judged code (a build or
// server that found the path), and a handle it opened earlier now points at a file the runner never reads.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { commandData } from './log.js';
import { sweepAllCaptures } from '../capture/capture.js';

const outputs = new Map<string, string>();
let summary = '';
/** What GITHUB_ENV, GITHUB_PATH and GITHUB_STATE held when this step started, by path (undefined: no such file). */
const held = new Map<string, string | undefined>();

export const CARRIED_FILES = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STATE'] as const;

/** Records the carried files as the step got them; call before anything else runs. */
export function holdCarriedFiles(env: Record<string, string | undefined> = process.env): void {
  for (const name of CARRIED_FILES) {
    const path = env[name];
    if (!path || held.has(path)) continue;
    held.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  }
}

async function restoreCarriedFiles(): Promise<void> {
  for (const [path, text] of held) {
    // A file that was not there at the start is not the runner's: whatever made it is removed with it.
    if (text === undefined) await rm(path, { force: true }).catch(() => undefined);
    else await replaceFile(path, text).catch((e: unknown) => core.warning(commandData(`could not restore ${path}: ${String((e as Error)?.message ?? e).split('\n')[0]}`)));
  }
}

export function setOutput(name: string, value: string): void {
  outputs.set(name, value);
}

/** Appends to the job summary as `core.summary.addRaw(text, true)` would. */
export function appendSummary(text: string): void {
  summary += `${text}${EOL}`;
}

/** `name<<DELIM` blocks as @actions/core writes them, with a delimiter found in no name or value. */
export function outputFileText(values: ReadonlyMap<string, string>): string {
  let text = '';
  for (const [name, value] of values) {
    let delim: string;
    do delim = `ghadelimiter_${randomBytes(16).toString('hex')}`;
    while (name.includes(delim) || value.includes(delim));
    text += `${name}<<${delim}${EOL}${value}${EOL}${delim}${EOL}`;
  }
  return text;
}

async function replaceFile(path: string, text: string): Promise<void> {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, path);
  } catch {
    await rm(tmp, { force: true });
    // A directory we may not create files in: truncate and rewrite in place (still drops what others appended).
    await writeFile(path, text, 'utf8');
  }
}

/** Ends what is left of the captures, puts back the carried files, then writes the summary and the outputs (outputs last: they carry the verdict). */
export async function flushFileCommands(env: Record<string, string | undefined> = process.env): Promise<void> {
  await sweepAllCaptures();
  await restoreCarriedFiles();
  if (env.GITHUB_STEP_SUMMARY) await replaceFile(env.GITHUB_STEP_SUMMARY, summary);
  if (env.GITHUB_OUTPUT) await replaceFile(env.GITHUB_OUTPUT, outputFileText(outputs));
  else for (const [name, value] of outputs) core.setOutput(name, value);
  // Written once: a later run in the same process (tests run the Action in-process) starts empty.
  outputs.clear();
  summary = '';
  held.clear();
}
