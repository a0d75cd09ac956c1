// `mcp-contract badge`: an SVG made offline and a shields.io endpoint JSON from the same data.
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { badgeData, renderBadgeSvg, type BadgeData, type BadgeState } from '../../badge/badge.js';
import { hostBadgeData } from '../../badge/hosts.js';
import { diffSnapshots } from '../../api/diff.js';
import { readSnapshot, sameSnapshot } from '../../api/snapshot-files.js';
import { configOfServer, type Config } from '../../core/shared/config.js';
import type { Snapshot } from '../../core/shared/model.js';
import { writeFileAtomic } from '../../storage/snapshot-file.js';
import { UsageError } from '../../core/shared/errors.js';
import { flag, oneOf, parseCommand, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import type { Formatters } from '../formats.js';
import type { CliIo } from '../io.js';
import type { FormatOf } from '../spec.js';
import { BADGE, BADGE_STATES } from '../specs/badge.js';
import { resolveTargets } from '../targets.js';

interface Drawn {
  server: string;
  state: BadgeState;
  badge: BadgeData;
  svg: string;
  endpoint: string;
  /** With --hosts: the host badge and where it was written. */
  hosts?: { badge: BadgeData; svg: string; endpoint: string };
}

const RENDER: Formatters<FormatOf<typeof BADGE>, readonly Drawn[]> = {
  text: (all) =>
    all
      .map((d) => {
        const hosts = d.hosts ? `${d.server}: ${d.hosts.badge.label} | ${d.hosts.badge.message} (${d.hosts.badge.color}) -> ${d.hosts.svg}, ${d.hosts.endpoint}\n` : '';
        return `${d.server}: ${d.badge.label} | ${d.badge.message} (${d.badge.color}) -> ${d.svg}, ${d.endpoint}\n${hosts}`;
      })
      .join(''),
  json: (all) => `${JSON.stringify({ servers: all }, null, 2)}\n`,
};

export async function badgeCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(BADGE, args);
  const { targets, config } = await resolveTargets('badge', p, io, 'snapshot');
  if (targets.length !== 1 && (str(p, 'svg') || str(p, 'endpoint'))) throw new UsageError('mcp-contract badge: --svg/--endpoint need exactly one --server');
  const drawn: Drawn[] = [];
  for (const t of targets) {
    if (!existsSync(t.snapshotPath)) throw new UsageError(`${relative(io.cwd, t.snapshotPath)}: no snapshot to draw a badge from (run mcp-contract snapshot)`);
    const committed = await readSnapshot(t.snapshotPath);
    let state: BadgeState = oneOf('badge', 'state', str(p, 'state'), BADGE_STATES, 'ok');
    if (flag(p, 'live')) {
      const live = await captureTarget(t, io, 'sdk', true);
      state = sameSnapshot(committed, live) ? 'ok' : 'stale';
    }
    const data = badgeData({ snapshot: committed, state, label: str(p, 'label') });
    const svgPath = resolve(io.cwd, str(p, 'svg') ?? join('badges', `${t.name}.svg`));
    const endpointPath = resolve(io.cwd, str(p, 'endpoint') ?? join('badges', `${t.name}.json`));
    await writeFileAtomic(svgPath, renderBadgeSvg(data));
    await writeFileAtomic(endpointPath, `${JSON.stringify(data, null, 2)}\n`);
    const hosts = flag(p, 'hosts') ? await drawHosts(committed, configOfServer(config, t.name), svgPath, endpointPath, io) : undefined;
    drawn.push({ server: t.name, state, badge: data, svg: relative(io.cwd, svgPath), endpoint: relative(io.cwd, endpointPath), ...(hosts ? { hosts } : {}) });
  }
  io.stdout(RENDER[p.format](drawn));
  return flag(p, 'live') && drawn.some((d) => d.state !== 'ok') ? 1 : 0;
}

/**
 * The host badge beside the contract's, in a `hosts` folder next to each file (badges/hosts/<server>.svg and .json: a
 * folder, so no server's name can collide with another's host badge), from the acceptance of the configured hosts.
 */
async function drawHosts(committed: Snapshot, config: Config, svgPath: string, endpointPath: string, io: CliIo): Promise<NonNullable<Drawn['hosts']>> {
  // The committed contract against itself: nothing moved, so the report holds the acceptance alone.
  const acceptance = diffSnapshots(committed, committed, { config }).hosts?.hosts ?? [];
  const badge = hostBadgeData({ hosts: acceptance });
  const beside = (path: string): string => join(dirname(path), 'hosts', basename(path));
  const svg = beside(svgPath);
  const endpoint = beside(endpointPath);
  await writeFileAtomic(svg, renderBadgeSvg(badge));
  await writeFileAtomic(endpoint, `${JSON.stringify(badge, null, 2)}\n`);
  return { badge, svg: relative(io.cwd, svg), endpoint: relative(io.cwd, endpoint) };
}
