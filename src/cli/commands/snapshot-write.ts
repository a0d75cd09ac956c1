// `mcp-contract snapshot`, once its server is starting (snapshot.ts): capture each target and write its file. Loaded
// while the first server boots: the capture, digest, validator and writer code is most of the command's chunks.
import { countByKind, describeCounts } from '../../badge/stats.js';
import { writeCapturedSnapshot } from '../../storage/snapshot-file.js';
import { captureTarget, type Via } from '../capture-target.js';
import { combinedFailure, settleBounded } from '../../capture/concurrent.js';
import type { EarlyLaunch } from '../../capture/early-launch.js';
import type { Formatters } from '../formats.js';
import { shownPath, type CliIo } from '../io.js';
import type { FormatOf } from '../spec.js';
import type { SNAPSHOT } from '../specs/snapshot.js';
import type { Target } from '../targets.js';

interface Written {
  server: string;
  path: string;
  surfaces: string[];
  counts: ReturnType<typeof countByKind>;
}

const RENDER: Formatters<FormatOf<typeof SNAPSHOT>, Written[]> = {
  text: (written) => written.map((w) => `wrote ${w.path}: ${describeCounts(w.counts)} (${w.surfaces.join(', ')})\n`).join(''),
  json: (written) => `${JSON.stringify({ servers: written }, null, 2)}\n`,
};

export interface SnapshotRun {
  targets: Target[];
  limit: number;
  via: Via;
  format: FormatOf<typeof SNAPSHOT>;
  /** The first target's server, started already (early-launch.ts). */
  early?: EarlyLaunch;
}

export async function captureAndWrite(run: SnapshotRun, io: CliIo): Promise<number> {
  const { targets, limit, via, format, early } = run;
  const settled = await settleBounded(targets, limit, (t, i, slots) => captureTarget(t, io, via, format !== 'text', undefined, slots, i === 0 ? early : undefined));
  const written: Written[] = [];
  // Every server that was captured completely gets its file, in config order, even when another failed.
  for (const [i, t] of targets.entries()) {
    const outcome = settled[i];
    if (outcome.status === 'rejected') continue;
    const snap = outcome.value;
    await writeCapturedSnapshot(t.snapshotPath, snap, t.root);
    written.push({ server: t.name, path: shownPath(io, t.snapshotPath), surfaces: Object.keys(snap.surfaces), counts: countByKind(snap) });
  }
  const failure = combinedFailure(settled);
  // The files written before a failure are still listed in text; a machine format is all or nothing.
  if (failure === undefined || format === 'text') io.stdout(RENDER[format](written));
  if (failure !== undefined) throw failure;
  return 0;
}
