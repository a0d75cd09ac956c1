// `mcp-contract snapshot`: capture each server and write its canonical snapshot file.
import { countByKind, describeCounts } from '../../core/shared/stats.js';
import { writeSnapshot } from '../../api/snapshot-files.js';
import { flag, oneOf, parse, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import { combinedFailure, parseConcurrency, settleBounded } from '../../capture/concurrent.js';
import { shownPath, type CliIo } from '../io.js';
import { TARGET_OPTIONS, resolveTargets } from '../targets.js';

export async function snapshotCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('snapshot', args, { ...TARGET_OPTIONS, out: { type: 'string', short: 'o' }, json: { type: 'boolean' }, via: { type: 'string' }, concurrency: { type: 'string' } });
  const via = oneOf('snapshot', 'via', str(p, 'via'), ['sdk', 'inspector'] as const, 'sdk');
  const { targets } = await resolveTargets('snapshot', p, io, 'out');
  const limit = parseConcurrency(str(p, 'concurrency'), 'mcp-contract snapshot: --concurrency');
  const settled = await settleBounded(targets, limit, (t, _i, slots) => captureTarget(t, io, via, flag(p, 'json'), undefined, slots));
  const results = [];
  // Every server that was captured completely gets its file, in config order, even when another failed.
  for (const [i, t] of targets.entries()) {
    const outcome = settled[i];
    if (outcome.status === 'rejected') continue;
    const snap = outcome.value;
    await writeSnapshot(t.snapshotPath, snap, t.root);
    const counts = countByKind(snap);
    results.push({ server: t.name, path: shownPath(io, t.snapshotPath), surfaces: Object.keys(snap.surfaces), counts });
    if (!flag(p, 'json')) io.stdout(`wrote ${shownPath(io, t.snapshotPath)}: ${describeCounts(counts)} (${Object.keys(snap.surfaces).join(', ')})\n`);
  }
  const failure = combinedFailure(settled);
  if (failure !== undefined) throw failure;
  if (flag(p, 'json')) io.stdout(`${JSON.stringify({ servers: results }, null, 2)}\n`);
  return 0;
}
