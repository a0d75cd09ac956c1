// A stdio guard's upstream, started while the guard still reads the rest of its trusted state (the store, the audit
// log) and waits for the client's handshake: a client connecting then waits for the longer of the two starts, not
// their sum. The launch passes the identity gate first, as every launch does; the first upstream session takes the
// process over and sends it the client's own initialize (or server/discover) on it.
import type { IdentityCheck } from '../core/identity/identity.js';
import type { SurfacePlan } from '../capture/session.js';
import { ChildStdioTransport } from '../capture/stdio.js';
import { killOnExit } from './exit-kill.js';

export interface Prelaunch {
  /** The started process, once: undefined when the gate held the code, the start failed, or it was taken already. */
  take(): Promise<ChildStdioTransport | undefined>;
  /** Settles once the launch is decided: the process started, or the gate held it, or its start failed. */
  launched: Promise<void>;
}

/**
 * Starts plan's stdio target now, with the transport options the session would start it with (`maxMessageBytes`, its
 * non-JSON-RPC lines reported through `garbage`). The identity gate decides first: held code is never started.
 */
export function prelaunch(plan: SurfacePlan, identity: IdentityCheck | undefined, maxMessageBytes: number, garbage: (line: string) => void): Prelaunch {
  const target = plan.target;
  if (target.type !== 'stdio') return { take: () => Promise.resolve(undefined), launched: Promise.resolve() };
  const started = (async (): Promise<{ child: ChildStdioTransport; release: () => void } | undefined> => {
    if (await identity?.beforeLaunch()) return undefined;
    const child = new ChildStdioTransport({ command: target.command, args: target.args, cwd: target.cwd, env: target.env, maxMessageBytes, onGarbage: garbage });
    await child.start();
    // Should the guard end before a session takes it, the process group ends with it.
    return { child, release: child.pid === undefined ? () => undefined : killOnExit(child.pid) };
  })().catch(() => undefined);
  let taken = false;
  return {
    launched: started.then(() => undefined),
    take: async () => {
      if (taken) return undefined;
      taken = true;
      const early = await started;
      if (!early) return undefined;
      // The session registers its own exit hook once the upstream is up, as for a process it starts itself.
      early.release();
      // One that already ended is not handed on (its end came before anyone listened): the session starts its own,
      // which fails, or not, and says why in the usual words.
      if (early.child.exitReason === undefined) return early.child;
      await early.child.close();
      return undefined;
    },
  };
}
