// The Action's `badge` input: an SVG and a shields endpoint JSON per server, coloured by this run's verdict, and the host
// badge in a folder beside it (hosts/<server>.svg and .json: which configured hosts accept every tool of the committed
// contract; a folder, so no server's name collides with another's host badge).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { plainLine } from './log.js';
import { badgeData, renderBadgeSvg, type BadgeData, type BadgeState } from '../badge/badge.js';
import { hostBadgeData } from '../badge/hosts.js';
import { diffSnapshots } from '../api/diff.js';
import { configOfServer } from '../core/shared/config.js';
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
    const snapshot = await readSnapshot(t.snapshotPath);
    await write(ctx, dir, t.name, badgeData({ snapshot, state: badgeState(result) }));
    // The committed contract against itself: the report holds the configured hosts' acceptance alone.
    const hosts = diffSnapshots(snapshot, snapshot, { config: configOfServer(loaded.config, t.name) }).hosts?.hosts ?? [];
    await write(ctx, dir, join('hosts', t.name), hostBadgeData({ hosts }));
  }
}

async function write(ctx: ActionContext, dir: string, name: string, data: BadgeData): Promise<void> {
  await writeFileAtomic(join(dir, `${name}.svg`), renderBadgeSvg(data));
  await writeFileAtomic(join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  core.info(plainLine(`badge ${name}: ${data.message} (${data.color}) -> ${join(ctx.inputs.badge, `${name}.svg`)}`, 600));
}
