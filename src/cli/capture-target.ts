// Captures one target and refuses an incomplete observation: a failed list is never committed nor read as a removal.
import { captureServer, type CaptureOptions } from '../capture/capture.js';
import { assertComplete } from '../capture/complete.js';
import { CaptureError, ContractError } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { losslessWarnings } from '../core/shared/lossless.js';
import { cleanTerminal } from '../render/text.js';
import { withIdentity } from '../identity/server.js';
import { untrustedBlock, type CliIo } from './io.js';
import type { Target } from './targets.js';
import type { Slots } from '../capture/concurrent.js';

export type Via = 'sdk' | 'inspector';

/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e: unknown, log: string[]): unknown {
  if (!(e instanceof ContractError) || log.length === 0) return e;
  const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
  if (e instanceof CaptureError) return new CaptureError(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
  return e;
}

export async function captureTarget(target: Target, io: CliIo, via: Via, quiet = false, afterLists?: CaptureOptions['afterLists'], slots?: Slots): Promise<Snapshot> {
  const log: string[] = [];
  try {
    const snapshot = await captureServer(target.name, target.server, {
      baseDir: target.baseDir,
      env: io.env,
      via,
      log: (line) => log.push(line),
      afterLists,
      slots,
    });
    assertComplete(target.name, snapshot);
    // After the capture: a build step may have just written the entry the identity hashes.
    const identified = withIdentity(snapshot, { name: target.name, server: target.server, baseDir: target.baseDir, env: io.env });
    const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
    if (shown.length > 0) io.stderr(untrustedBlock(io, shown.flatMap((l) => l.split('\n').map((x) => cleanTerminal(x, 500)))));
    for (const w of losslessWarnings(identified)) io.stderr(`${cleanTerminal(w, 500)}\n`);
    return identified;
  } catch (e) {
    throw withLog(e, log);
  }
}
