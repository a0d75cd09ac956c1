// The Action's `badge` input: an SVG and a shields endpoint JSON per server, coloured by this run's verdict.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { plainLine } from './log.js';
import { badgeData, renderBadgeSvg, type BadgeState } from '../badge/badge.js';
import { loadConfig } from '../storage/config-file.js';
import { readSnapshot } from '../api/snapshot-files.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';
import { targetsOf } from './servers.js';

export function badgeState(r: ActionResult): BadgeState {
  if (r.stale) return 'stale';
  if (r.verdict === 'pass') return 'ok';
  return r.summary.breaking > 0 || r.verdict === 'fail' ? 'breaking' : 'review';
}

export async function writeBadges(ctx: ActionContext, result: ActionResult): Promise<void> {
  const dir = resolve(ctx.wd, ctx.inputs.badge);
  const loaded = await loadConfig(resolve(ctx.wd, ctx.inputs.config));
  for (const t of targetsOf(loaded, ctx.inputs.config, ctx.inputs.servers, ctx.repoTop)) {
    if (!existsSync(t.snapshotPath)) continue;
    const data = badgeData({ snapshot: await readSnapshot(t.snapshotPath), state: badgeState(result) });
    await writeFileAtomic(join(dir, `${t.name}.svg`), renderBadgeSvg(data));
    await writeFileAtomic(join(dir, `${t.name}.json`), `${JSON.stringify(data, null, 2)}\n`);
    core.info(plainLine(`badge ${t.name}: ${data.message} (${data.color}) -> ${join(ctx.inputs.badge, `${t.name}.svg`)}`, 600));
  }
}
