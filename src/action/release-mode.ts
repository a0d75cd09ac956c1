// mode: release: refuse a release that removes what was not deprecated long enough, breaks without a major bump, or
// ships a surface its committed snapshot does not describe.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { diffSnapshots } from '../api/diff.js';
import { tokenizerFor } from '../api/tokenizer.js';
import { configOfServer } from '../core/shared/config.js';
import { evaluateRelease, type ReleaseResult } from '../core/release/release.js';
import type { Snapshot } from '../core/shared/model.js';
import type { Report } from '../core/shared/model.js';
import { UsageError } from '../core/shared/errors.js';
import { renderChangelog } from '../render/changelog.js';
import { renderReleaseMarkdown } from '../render/release.js';
import { loadConfig } from '../storage/config-file.js';
import { packageVersions, publishedDeprecations, releaseBase } from '../storage/release-base.js';
import { readSnapshot } from '../api/snapshot-files.js';
import { tagDates } from '../storage/tags.js';
import { getOctokit } from '@actions/github';
import { httpMessage } from '../github/octokit.js';
import { releasePublishDates } from '../github/releases.js';
import { escapeInline } from '../render/escape.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';
import { reportPathOf, writeArtifact } from './report-file.js';
import { commandData } from './log.js';
import { captureLive, sameSnapshot, targetsOf } from './servers.js';
import { runSetup } from '../capture/capture.js';
import { totals, writeSummary } from './summary.js';

export async function releaseMode(ctx: ActionContext): Promise<ActionResult> {
  const { inputs } = ctx;
  const loaded = await loadConfig(resolve(ctx.wd, inputs.config));
  const targets = targetsOf(loaded, inputs.config, inputs.servers, ctx.repoTop);
  // Loads while the release dates are read and the servers start.
  const tokenizer = tokenizerFor(loaded.config);
  const github = await githubReleaseDates(ctx);
  const versionDates = { ...(await tagDates(ctx.repoTop)), ...github.dates };
  const reports: Report[] = [];
  const sections: string[] = github.note ? [github.note] : [];
  let errors = 0;
  const stale: string[] = [];
  const heads = new Map<string, Snapshot>();
  const deprecations = new Map<string, ReleaseResult['deprecations']>();
  if (inputs.live && targets.length > 0) await runSetup(loaded.config, loaded.dir);
  for (const t of targets) {
    if (!existsSync(t.snapshotPath)) throw new UsageError(`${t.repoPath}: no committed snapshot for server "${t.name}" (run ${ctx.updateCommand(t.name)})`);
    const committed = await readSnapshot(t.snapshotPath);
    // What ships is the server, not the file: a stale snapshot would let a release pass on a surface it does not have.
    let head = committed;
    if (inputs.live) {
      head = await captureLive(loaded.config, t.name, loaded.dir);
      if (!sameSnapshot(committed, head)) {
        stale.push(t.name);
        core.error(commandData(`${t.repoPath} does not match the live server "${t.name}": the release is judged on the live surface; run ${ctx.updateCommand(t.name)} and commit the result`), {
          file: t.repoPath,
          title: 'mcp-contract release',
        });
        sections.push(`❌ \`${t.repoPath}\` does not match the live server: judged on the live surface. Run \`${ctx.updateCommand(t.name)}\` and commit the result.\n`);
      }
    } else sections.push(`⚠️ \`${t.repoPath}\` was not compared with the live server (input \`live: false\`): the release is judged on the committed file alone.\n`);
    heads.set(t.name, head);
    const base = await releaseBase(t.snapshotPath, inputs.baseRef || undefined, ctx.wd);
    if (!base) {
      sections.push(`No earlier release holds \`${t.repoPath}\`: nothing to enforce for this first release.\n`);
      continue;
    }
    const versions = await packageVersions(loaded.config.servers?.[t.name] ?? {}, loaded.dir, base.ref);
    const config = configOfServer(loaded.config, t.name);
    const report = diffSnapshots(base.snapshot, head, { config, labels: { base: base.label, head: inputs.live ? 'live' : 'HEAD' }, tokenizer: await tokenizer });
    reports.push(report);
    const published = await publishedDeprecations({ snapshotPath: t.snapshotPath, configPath: loaded.path, config, base, cwd: ctx.wd, releaseDay: ctx.now.toISOString().slice(0, 10), dates: github.dates });
    const result = evaluateRelease({ report, base: base.snapshot, head, config, now: ctx.now, baseVersion: versions.base, headVersion: versions.head, versionDates, ...(published ? { published } : {}) });
    errors += result.errors;
    deprecations.set(t.name, result.deprecations);
    for (const f of result.findings) {
      const line = commandData(`[${f.id}] ${f.message}`, 500);
      if (f.level === 'error') core.error(line, { file: t.repoPath, title: 'mcp-contract release' });
      else core.warning(line, { file: t.repoPath, title: 'mcp-contract release' });
    }
    sections.push(renderReleaseMarkdown(t.name, base.label, result), renderChangelog(report, result, { title: `${t.name} contract changes since ${base.label}`, ...(base.ref ? { consent: { from: base.ref, to: '<this release tag>', snapshot: t.repoPath } } : {}) }));
  }
  // The Sigstore libraries load only when the release is to be signed.
  if (inputs.attest) sections.push(await (await import('./attest-release.js')).attestSection(ctx, loaded, targets, errors > 0 || stale.length > 0, heads, deprecations));
  const reportPath = reportPathOf(inputs.report, ctx.env);
  await writeArtifact(reportPath, { format: 'mcp-contract-artifact/1', mode: 'release', snapshots: Object.fromEntries(targets.map((t) => [t.name, t.repoPath])), stale, reports });
  await writeSummary(`## MCP contract release check\n\n${sections.join('\n')}`);
  return { verdict: errors > 0 || stale.length > 0 ? 'fail' : 'pass', summary: totals(reports), reportPath, stale: stale.length > 0 };
}

/**
 * GitHub's record of when each release was published, which outranks git's dates (the releaser sets those). Without
 * a token or when GitHub refuses, the git dates stand and the summary says so.
 */
async function githubReleaseDates(ctx: ActionContext): Promise<{ dates: Record<string, string>; note?: string }> {
  const fallback = 'so release dates come from git tags and commits, which the releaser sets';
  if (!ctx.inputs.token) return { dates: {}, note: `⚠️ No \`github-token\`: GitHub's record of when releases were published was not read, ${fallback}.\n` };
  try {
    const octokit = getOctokit(ctx.inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {});
    return { dates: await releasePublishDates(octokit, ctx.event.owner, ctx.event.repo) };
  } catch (e) {
    const line = `could not read GitHub's releases (${httpMessage(e).split('\n')[0].slice(0, 200)}), ${fallback}`;
    core.warning(commandData(line));
    return { dates: {}, note: `⚠️ ${escapeInline(line, 400)}.\n` };
  }
}
