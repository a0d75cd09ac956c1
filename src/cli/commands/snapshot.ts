// `mcp-contract snapshot`: capture each server and write its canonical snapshot file. This file decides what runs
// and starts the first server (after the config's setup), then loads the code that captures and writes
// (snapshot-write.ts) while that server boots: its start-up and that code's loading overlap (issue 55).
import { oneOf, parseCommand, str } from '../args.js';
import { parseConcurrency } from '../../capture/concurrent.js';
import { launchEarly, type EarlyLaunch } from '../../capture/early-launch.js';
import { runSetup } from '../../capture/setup.js';
import { withoutTurbofan } from '../../capture/v8-flags.js';
import type { CliIo } from '../io.js';
import { VIAS } from '../specs/shared.js';
import { SNAPSHOT } from '../specs/snapshot.js';
import { resolveTargets } from '../targets.js';

/**
 * TurboFan stays off from the first capture until the last file is written, not only while each capture runs: the
 * writer walks and stringifies every listed capability once, and with TurboFan back on after the capture V8 compiled
 * the writer's hot functions, which raised a 5,000-tool snapshot's peak RSS by 6 to 9 MB for no shorter a write
 * (issue 55; docs/performance.md, "The capture").
 */
export function snapshotCommand(args: string[], io: CliIo): Promise<number> {
  return withoutTurbofan(() => startAndCapture(args, io));
}

async function startAndCapture(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(SNAPSHOT, args);
  const via = oneOf('snapshot', 'via', str(p, 'via'), VIAS, 'sdk');
  // An inline server's name may come from the file already at --out: read once the server is starting.
  const { config, loaded, targets, named } = await resolveTargets('snapshot', p, io, 'out', true);
  const limit = parseConcurrency(str(p, 'concurrency'), 'mcp-contract snapshot: --concurrency');
  if (loaded) await runSetup(config, loaded.dir);
  // The first target is the first the capture starts in any case; the Inspector route starts its own way.
  const first = targets[0];
  let early: EarlyLaunch | undefined;
  try {
    early = via === 'sdk' && first ? launchEarly(first.name, first.server, { baseDir: first.baseDir, env: io.env }) : undefined;
    const [{ captureAndWrite }] = await Promise.all([import('./snapshot-write.js'), named()]);
    return await captureAndWrite({ targets, limit, via, format: p.format, early }, io);
  } finally {
    // Ended when the capture never took it (the capture's own end closes it otherwise).
    await early?.child.close();
  }
}
