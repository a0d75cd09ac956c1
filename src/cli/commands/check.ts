// `mcp-contract check`: the committed snapshot must equal the live surface; drift is classified and exits 1. This file
// decides what runs (the targets, the base config and the canary declarations, read and checked before any server
// starts), runs the config's setup and starts the first server, then loads the code that captures, compares and
// reports (check-run.ts) while that server boots (issue 55).
import { flag, oneOf, parseCommand, str, type Parsed } from '../args.js';
import { parseConcurrency } from '../../capture/concurrent.js';
import { launchEarly, type EarlyLaunch } from '../../capture/early-launch.js';
import { runSetup } from '../../capture/setup.js';
import type { CliIo } from '../io.js';
import { CHECK } from '../specs/check.js';
import { VIAS } from '../specs/shared.js';
import { DEFAULT_CONFIG } from '../../storage/config-name.js';
import { resolveTargets, type Target } from '../targets.js';

function runsCanaries(t: Target, p: Parsed, via: 'sdk' | 'inspector'): boolean {
  return (t.server.canaries ?? []).length > 0 && !flag(p, 'no-canaries') && via === 'sdk';
}

export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(CHECK, args);
  const via = oneOf('check', 'via', str(p, 'via'), VIAS, 'sdk');
  const { config, loaded, targets } = await resolveTargets('check', p, io, 'snapshot');
  const label = loaded ? (str(p, 'config') ?? DEFAULT_CONFIG) : 'inline server';
  // Read once, before any server starts: side-effect permission in CI is the base config's. Its reader (git, the
  // config parser) is loaded only when a canary may have side effects.
  const mayAffect = targets.some((t) => t.server.canaries?.some((c) => c.allowSideEffects));
  const canaryBase = mayAffect ? await import('../canary-base.js') : undefined;
  const base = canaryBase?.inCi(io.env) ? await canaryBase.readBaseConfig(io, loaded, str(p, 'base')) : undefined;
  // Canary declarations are config: every one is checked before any server starts.
  const canaried = targets.filter((t) => runsCanaries(t, p, via));
  if (canaried.length > 0) {
    const { checkCanaryConfig } = await import('../../canary/run.js');
    for (const t of canaried) checkCanaryConfig(label, t.name, t.server);
  }
  // The tokenizer loads while the setup runs and the servers start, not after them.
  const tokenizer = import('../../api/tokenizer.js').then((m) => m.tokenizerFor(config));
  // Awaited at each diff; a run that ends before (a failed setup) leaves it unawaited, and that is no failure.
  tokenizer.catch(() => undefined);
  if (loaded) await runSetup(config, loaded.dir);
  const limit = parseConcurrency(str(p, 'concurrency'), 'mcp-contract check: --concurrency');
  // The first target is the first the run starts in any case; the Inspector route starts its own way.
  const first = targets[0];
  let early: EarlyLaunch | undefined;
  try {
    early = via === 'sdk' && first ? launchEarly(first.name, first.server, { baseDir: first.baseDir, env: io.env }) : undefined;
    const { runCheck } = await import('./check-run.js');
    return await runCheck({ p, via, config, loaded, targets, label, base, canaried: new Set(canaried.map((t) => t.name)), tokenizer, limit, early }, io);
  } finally {
    // Ended when the capture never took it (the capture's own end closes it otherwise).
    await early?.child.close();
  }
}
