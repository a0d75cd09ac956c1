// Text the Action did not write itself (build output, server stderr, server messages) goes to the runner's log only
// through here. The runner reads workflow commands (`::set-output`, `::add-mask::`, `::error`, `::stop-commands::`)
// from every line of stdout, so untrusted lines are echoed between a `::stop-commands::TOKEN` / `::TOKEN::` pair
// with a fresh random token, after secrets are scrubbed and terminal escapes (ANSI, OSC) removed.
import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import { cleanTerminal } from '../render/text.js';
import { scrub } from './secrets.js';

/** One line of untrusted text fit for a workflow-command's data: scrubbed, no escapes, no line breaks. */
export function plainLine(text: string, max = 500): string {
  return cleanTerminal(scrub(text), max);
}

/**
 * Text for a workflow command's data (an annotation, a failed step): one clean line as plainLine makes it, with every
 * `::` broken up. @actions/core escapes `%`, CR and LF in the data; `::` is the commands' own separator, so text a
 * server, an artifact or a snapshot supplies keeps none, in this line or for any parser that reads it later.
 */
export function commandData(text: string, max = 500): string {
  return plainLine(text, max).replace(/:(?=:)/g, ': ');
}

/** Echoes untrusted text into the log: each line cleaned, no line able to act as a workflow command. */
export function echoUntrusted(text: string): void {
  const lines = scrub(text)
    .split(/\r\n|\r|\n/)
    .map((l) => cleanTerminal(l, 2000));
  if (lines.every((l) => l === '')) return;
  let token: string;
  do token = randomBytes(16).toString('hex');
  while (lines.some((l) => l.includes(token)));
  core.info(`::stop-commands::${token}`);
  for (const l of lines) core.info(l);
  core.info(`::${token}::`);
}
