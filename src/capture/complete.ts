// An observation must be complete before anything compares it: a failed list is never read as a removal.
import { CaptureError, type CapturePhase } from '../core/shared/errors.js';
import type { Snapshot } from '../core/shared/model.js';
import { incompleteKinds } from './capture.js';

/** A surface that never got past start/initialize, as one error naming the phase (not four per-kind failures). */
function surfaceFailure(name: string, snapshot: Snapshot): CaptureError | undefined {
  for (const [surface, s] of Object.entries(snapshot.surfaces)) {
    if (!s.error) continue;
    const cause = s.error.replace(/^initialize failed: /, '');
    const phase: CapturePhase = /^cannot start /.test(cause) ? 'start' : 'initialize';
    const where = Object.keys(snapshot.surfaces).length > 1 ? `surface "${surface}": ` : '';
    return new CaptureError(name, phase, `${where}${cause}`);
  }
  return undefined;
}

/** Throws the CaptureError (exit 3) that says why the observation is incomplete. */
export function assertComplete(name: string, snapshot: Snapshot): void {
  const early = surfaceFailure(name, snapshot);
  if (early) throw early;
  const missing = incompleteKinds(snapshot);
  if (missing.length > 0) throw new CaptureError(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}
