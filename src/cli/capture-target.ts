// Captures one target and refuses an incomplete observation: a failed list is never committed nor read as a removal.
import { captureServer, incompleteKinds } from '../capture/capture.js';
import { CaptureError, ContractError, type CapturePhase } from '../core/errors.js';
import type { Snapshot } from '../core/model.js';
import type { CliIo } from './io.js';
import type { Target } from './targets.js';

export type Via = 'sdk' | 'inspector';

/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e: unknown, log: string[]): unknown {
  if (!(e instanceof ContractError) || log.length === 0) return e;
  const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
  if (e instanceof CaptureError) return new CaptureError(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
  return e;
}

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

export async function captureTarget(target: Target, io: CliIo, via: Via, quiet = false): Promise<Snapshot> {
  const log: string[] = [];
  try {
    const snapshot = await captureServer(target.name, target.server, {
      baseDir: target.baseDir,
      env: io.env,
      via,
      log: (line) => log.push(line),
    });
    const early = surfaceFailure(target.name, snapshot);
    if (early) throw early;
    const missing = incompleteKinds(snapshot);
    if (missing.length > 0) throw new CaptureError(target.name, 'list', `incomplete observation: ${missing.join('; ')}`);
    if (!quiet) for (const line of log.filter((l) => !l.includes('] build: '))) io.stderr(`${line}\n`);
    return snapshot;
  } catch (e) {
    throw withLog(e, log);
  }
}
