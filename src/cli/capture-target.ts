// Captures one target and refuses an incomplete observation: a failed list is never committed nor read as a removal.
import type { CaptureOptions } from '../capture/capture.js';
import { captureComplete } from '../api/capture-complete.js';
import { dualEraSurfaces } from '../capture/eras.js';
import { CaptureError, ContractError } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { losslessWarnings } from '../core/shared/lossless.js';
import { cleanTerminal } from '../render/text.js';
import { readSnapshot } from '../api/snapshot-files.js';
import { untrustedBlock, type CliIo } from './io.js';
import type { Target } from './targets.js';
import type { Slots } from '../capture/concurrent.js';
import type { EarlyLaunch } from '../capture/early-launch.js';

export type Via = 'sdk' | 'inspector';

/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e: unknown, log: string[]): unknown {
  if (!(e instanceof ContractError) || log.length === 0) return e;
  const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
  if (e instanceof CaptureError) return new CaptureError(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
  return e;
}

/**
 * The surfaces the target's committed snapshot saw serve both eras: their capture starts both processes at once.
 * A missing or unreadable snapshot gives none here; the command reports it where it reads the snapshot itself.
 */
async function dualEraOf(target: Target): Promise<string[]> {
  return target.snapshotPath ? readSnapshot(target.snapshotPath).then(dualEraSurfaces, () => []) : [];
}

export async function captureTarget(target: Target, io: CliIo, via: Via, quiet = false, afterLists?: CaptureOptions['afterLists'], slots?: Slots, early?: EarlyLaunch): Promise<Snapshot> {
  const log: string[] = [];
  try {
    // The library's own capture (complete, with its launch identity), plus what only the CLI passes.
    const identified = await captureComplete(target.name, target.server, {
      baseDir: target.baseDir,
      env: io.env,
      via,
      log: (line) => log.push(line),
      afterLists,
      dualEra: await dualEraOf(target),
      slots,
      ...(early ? { early } : {}),
    });
    const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
    if (shown.length > 0) io.stderr(untrustedBlock(io, shown.flatMap((l) => l.split('\n').map((x) => cleanTerminal(x, 500)))));
    for (const w of losslessWarnings(identified)) io.stderr(`${cleanTerminal(w, 500)}\n`);
    return identified;
  } catch (e) {
    throw withLog(e, log);
  }
}
