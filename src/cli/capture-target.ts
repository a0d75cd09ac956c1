// Captures one target and refuses an incomplete observation: a failed list is never committed nor read as a removal.
import { captureServer, incompleteKinds } from '../capture/capture.js';
import { CaptureError } from '../core/errors.js';
import type { Snapshot } from '../core/model.js';
import type { CliIo } from './io.js';
import type { Target } from './targets.js';

export type Via = 'sdk' | 'inspector';

export async function captureTarget(target: Target, io: CliIo, via: Via, quiet = false): Promise<Snapshot> {
  const snapshot = await captureServer(target.name, target.server, {
    baseDir: target.baseDir,
    env: io.env,
    via,
    log: quiet ? undefined : (line) => io.stderr(`${line}\n`),
  });
  const missing = incompleteKinds(snapshot);
  if (missing.length > 0) throw new CaptureError(target.name, 'list', `incomplete observation: ${missing.join('; ')}`);
  return snapshot;
}
