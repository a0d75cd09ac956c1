// The `badge` input: after a run, each covered server's committed snapshot drawn in the colour of this run's outcome.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { badgeData, renderBadgeSvg, type BadgeState } from '../badge/badge.js';
import { readSnapshot, writeFileAtomic } from '../storage/snapshot-file.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';

export function badgeState(r: ActionResult): BadgeState {
  if (r.stale) return 'stale';
  if (r.verdict === 'pass') return 'ok';
  return r.summary.breaking > 0 ? 'breaking' : 'review';
}

export async function writeBadges(ctx: ActionContext, r: ActionResult): Promise<void> {
  const dir = resolve(ctx.wd, ctx.inputs.badge);
  const state = badgeState(r);
  for (const [server, snapshotPath] of Object.entries(r.snapshots ?? {})) {
    if (!existsSync(snapshotPath)) {
      core.warning(`badge: no committed snapshot for server "${server}", so no badge is drawn`);
      continue;
    }
    const data = badgeData({ snapshot: await readSnapshot(snapshotPath), state });
    await writeFileAtomic(join(dir, `${server}.svg`), renderBadgeSvg(data));
    await writeFileAtomic(join(dir, `${server}.json`), `${JSON.stringify(data, null, 2)}\n`);
  }
}
