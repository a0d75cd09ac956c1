// `mcp-contract snapshot`: capture each server and write its canonical snapshot file.
import { countByKind, describeCounts } from '../../badge/stats.js';
import { writeCapturedSnapshot } from '../../storage/snapshot-file.js';
import { oneOf, parseCommand, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import { combinedFailure, parseConcurrency, settleBounded } from '../../capture/concurrent.js';
import { runSetup } from '../../capture/capture.js';
import { withoutTurbofan } from '../../capture/v8-flags.js';
import type { Formatters } from '../formats.js';
import { shownPath, type CliIo } from '../io.js';
import { VIAS } from '../specs/shared.js';
import type { FormatOf } from '../spec.js';
import { SNAPSHOT } from '../specs/snapshot.js';
import { resolveTargets } from '../targets.js';

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

/**
 * TurboFan stays off from the first capture until the last file is written, not only while each capture runs: the
 * writer walks and stringifies every listed capability once, and with TurboFan back on after the capture V8 compiled
 * the writer's hot functions, which raised a 5,000-tool snapshot's peak RSS by 6 to 9 MB for no shorter a write
 * (issue 55; docs/performance.md, "The capture").
 */
export function snapshotCommand(args: string[], io: CliIo): Promise<number> {
  return withoutTurbofan(() => captureAndWrite(args, io));
}

async function captureAndWrite(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(SNAPSHOT, args);
  const via = oneOf('snapshot', 'via', str(p, 'via'), VIAS, 'sdk');
  const { config, loaded, targets } = await resolveTargets('snapshot', p, io, 'out');
  const limit = parseConcurrency(str(p, 'concurrency'), 'mcp-contract snapshot: --concurrency');
  if (loaded) await runSetup(config, loaded.dir);
  const settled = await settleBounded(targets, limit, (t, _i, slots) => captureTarget(t, io, via, p.format !== 'text', undefined, slots));
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
  if (failure === undefined || p.format === 'text') io.stdout(RENDER[p.format](written));
  if (failure !== undefined) throw failure;
  return 0;
}
