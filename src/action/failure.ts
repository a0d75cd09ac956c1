// One line for a run that could not judge anything, the same whichever mode or phase failed.
import * as core from '@actions/core';
import { ContractError } from '../core/shared/errors.js';
import { echoUntrusted, plainLine } from './log.js';
import { scrub } from './secrets.js';

/** The scrubbed one-line reason; a ContractError's detail goes to the log, an unexpected error's stack to debug. */
export function failureLine(e: unknown): string {
  if (e instanceof ContractError) {
    // Server stderr and build output ride in the detail: fenced so they cannot act as workflow commands.
    if (e.detail) echoUntrusted(e.detail);
    return plainLine(e.message, 1000);
  }
  const err = e as Error;
  if (err?.stack) core.debug(scrub(err.stack));
  return plainLine(`internal error: ${(err?.message ?? String(e)).split('\n')[0].slice(0, 300)}`, 1000);
}
