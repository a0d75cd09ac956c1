// The Action: read inputs, run the mode, write outputs; expected failures are one line, never a stack trace.
import { resolve, relative } from 'node:path';
import * as core from '@actions/core';
import { UsageError } from '../core/shared/errors.js';
import { gitTop } from '../storage/git.js';
import { checkMode } from './check-mode.js';
import { commentMode } from './comment-mode.js';
import type { ActionContext } from './context.js';
import { readEvent } from './event.js';
import { readInputs, type Mode } from './inputs.js';
import { writeOutputs, type ActionResult } from './outputs.js';
import { captureMode, prMode } from './pr-mode.js';
import { releaseMode } from './release-mode.js';
import { writeBadges } from './badge-output.js';
import { failureLine } from './failure.js';
import { ReleaseAssetError } from './release-asset-error.js';
import { flushFileCommands, holdCarriedFiles, setOutput } from './file-commands.js';
import { commandData } from './log.js';
import { writeSummary } from './summary.js';
import { escapeInline } from '../render/escape.js';

const MODE_RUNNERS: Record<Mode, (ctx: ActionContext) => Promise<ActionResult>> = {
  pr: prMode,
  capture: captureMode,
  check: checkMode,
  release: releaseMode,
  comment: commentMode,
};

export async function run(env: Record<string, string | undefined> = process.env): Promise<void> {
  holdCarriedFiles(env);
  try {
    const inputs = readInputs();
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    // pull_request_target runs with a write token and the repository's secrets while the job builds and starts the
    // pull request's own server: that hands both to whoever opens a PR. Only mode comment runs no PR code.
    if (eventName === 'pull_request_target' && inputs.mode !== 'comment') {
      throw new UsageError(
        `mode ${inputs.mode} refuses to run on pull_request_target: it would build and start the pull request's code with a write token and secrets; trigger it on pull_request, and post comments for forks from a workflow_run job with mode: comment`,
      );
    }
    const wd = resolve(env.GITHUB_WORKSPACE ?? process.cwd(), inputs.workingDirectory);
    const repoTop = (await gitTop(wd)) ?? wd;
    const configArg = relative(repoTop, resolve(wd, inputs.config)) || inputs.config;
    const now = inputs.releaseDate ? new Date(`${inputs.releaseDate}T00:00:00Z`) : new Date();
    const ctx: ActionContext = {
      inputs,
      env,
      wd,
      repoTop,
      event: readEvent(env),
      now,
      updateCommand: (server) => `npx mcp-contract snapshot --config ${configArg}${server ? ` --server ${server}` : ''}`,
    };
    const result = await MODE_RUNNERS[inputs.mode](ctx);
    writeOutputs(result);
    if (inputs.badge && inputs.mode !== 'comment' && inputs.mode !== 'capture') await writeBadges(ctx, result);
    if (result.verdict === 'fail') core.setFailed(commandData(resultLine(result), 1000));
    else if (result.verdict === 'needs-signoff')
      core.setFailed(`contract changes need sign-off by a code owner of the snapshot (${result.summary.breaking} breaking, ${result.summary.review} review)`);
  } catch (e) {
    setOutput('verdict', 'fail');
    const line = failureLine(e);
    core.setFailed(commandData(line, 1000));
    // A signature that could not be attached exits apart from a refused release (see release-asset-error.ts).
    if (e instanceof ReleaseAssetError) process.exitCode = e.exitCode;
    // The job summary is written on every run, a failed one too: it is where people look first.
    await writeSummary(`### ❌ MCP contract: the check could not run\n\n${escapeInline(line, 600)}\n`).catch(() => undefined);
  } finally {
    // Outputs and summary only now: every process the capture started is gone (file-commands.ts).
    await flushFileCommands(env).catch((e: unknown) => core.setFailed(commandData(`could not write the step outputs: ${oneLine(String((e as Error)?.message ?? e))}`)));
  }
}

function resultLine(r: ActionResult): string {
  if (r.failure) return r.failure;
  if (r.stale) return 'the committed snapshot does not match the live server: see the job summary for the command to update it';
  return `contract changes fail the run (${r.summary.breaking} breaking, ${r.summary.review} review, ${r.summary.safe} safe)`;
}


function oneLine(s: string): string {
  return s.split('\n')[0].slice(0, 300);
}
