// `mcp-contract badge`: an SVG made offline and a shields.io endpoint JSON from the same data.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { badgeData, renderBadgeSvg, type BadgeState } from '../../badge/badge.js';
import { readSnapshot, sameSnapshot, writeFileAtomic } from '../../storage/snapshot-file.js';
import { UsageError } from '../../core/shared/errors.js';
import { flag, oneOf, parse, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import type { CliIo } from '../io.js';
import { TARGET_OPTIONS, resolveTargets } from '../targets.js';

export async function badgeCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('badge', args, {
    ...TARGET_OPTIONS,
    snapshot: { type: 'string' },
    svg: { type: 'string' },
    endpoint: { type: 'string' },
    live: { type: 'boolean' },
    state: { type: 'string' },
    label: { type: 'string' },
  });
  const { targets } = await resolveTargets('badge', p, io, 'snapshot');
  if (targets.length !== 1 && (str(p, 'svg') || str(p, 'endpoint'))) throw new UsageError('mcp-contract badge: --svg/--endpoint need exactly one --server');
  let worst = 0;
  for (const t of targets) {
    if (!existsSync(t.snapshotPath)) throw new UsageError(`${relative(io.cwd, t.snapshotPath)}: no snapshot to draw a badge from (run mcp-contract snapshot)`);
    const committed = await readSnapshot(t.snapshotPath);
    let state: BadgeState = oneOf('badge', 'state', str(p, 'state'), ['ok', 'review', 'breaking', 'stale', 'unknown'] as const, 'ok');
    if (flag(p, 'live')) {
      const live = await captureTarget(t, io, 'sdk', true);
      state = sameSnapshot(committed, live) ? 'ok' : 'stale';
    }
    if (state !== 'ok') worst = 1;
    const data = badgeData({ snapshot: committed, state, label: str(p, 'label') });
    const svgPath = resolve(io.cwd, str(p, 'svg') ?? join('badges', `${t.name}.svg`));
    const endpointPath = resolve(io.cwd, str(p, 'endpoint') ?? join('badges', `${t.name}.json`));
    await writeFileAtomic(svgPath, renderBadgeSvg(data));
    await writeFileAtomic(endpointPath, `${JSON.stringify(data, null, 2)}\n`);
    io.stdout(`${t.name}: ${data.label} | ${data.message} (${data.color}) -> ${relative(io.cwd, svgPath)}, ${relative(io.cwd, endpointPath)}\n`);
  }
  return flag(p, 'live') ? worst : 0;
}
