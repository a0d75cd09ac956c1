// One line for a run that could not judge anything, the same whichever mode or phase failed.
import * as core from '@actions/core';
import { ContractError } from '../core/errors.js';
import { scrub } from './secrets.js';

/** The scrubbed one-line reason; a ContractError's detail goes to the log, an unexpected error's stack to debug. */
export function failureLine(e: unknown): string {
  if (e instanceof ContractError) {
    if (e.detail) core.info(scrub(e.detail));
    return scrub(e.message);
  }
  const err = e as Error;
  if (err?.stack) core.debug(scrub(err.stack));
  return scrub(`internal error: ${(err?.message ?? String(e)).split('\n')[0].slice(0, 300)}`);
}
