// The runner's file commands (step outputs, job summary) are held in memory and written once, at the very end of the
// run, after every process the capture started is gone. Each file is replaced whole (written beside it, then renamed
// over it): the files are this step's own, so anything else in them was put there by the judged code (a build or
// server that found the path), and a handle it opened earlier now points at a file the runner never reads.
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { sweepAllCaptures } from '../capture/capture.js';

const outputs = new Map<string, string>();
let summary = '';

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

/** Ends what is left of the captures, then writes the summary and the outputs (outputs last: they carry the verdict). */
export async function flushFileCommands(env: Record<string, string | undefined> = process.env): Promise<void> {
  await sweepAllCaptures();
  if (env.GITHUB_STEP_SUMMARY) await replaceFile(env.GITHUB_STEP_SUMMARY, summary);
  if (env.GITHUB_OUTPUT) await replaceFile(env.GITHUB_OUTPUT, outputFileText(outputs));
  else for (const [name, value] of outputs) core.setOutput(name, value);
}
