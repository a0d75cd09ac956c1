// The guard's serving half: its session, publication, store and audit code, the client's face. `guard.ts` loads it once
// the upstream of a stdio guard has started (after the launch identity check), so that process boots while this code
// loads, instead of after it.
import { StdioServerTransport } from '../../rpc/stdio-server.js';
import { oneLine } from '../../capture/capture.js';
import { isLoopback, type ListenAccess, type ListenAddress } from '../../guard/listen-address.js';
import type { GuardSession } from '../../guard/session.js';
import type { GatewaySession } from '../../gateway/router.js';

export { openGuard } from '../../guard/service.js';
export { approveAllHeldCommand, approveHintFor } from '../approve-commands.js';

export interface ListenOptions {
  at: ListenAddress;
  maxSessions: number;
  idleMs: number;
  access: ListenAccess;
}

/** Lines that are not JSON-RPC are skipped; the first few are logged, so a flood of them cannot flood stderr too. */
const GARBAGE_LOGGED = 10;

/** The client's stdin and stdout, one message a line, held to the capture's message limit. */
function stdioFace(maxMessageBytes: number, log: (line: string) => void): StdioServerTransport {
  let garbage = 0;
  const transport = new StdioServerTransport({
    input: process.stdin,
    output: process.stdout,
    maxMessageBytes,
    onGarbage: (line) => {
      garbage++;
      if (garbage <= GARBAGE_LOGGED) log(`the client sent a line that is not a JSON-RPC message; skipped: ${oneLine(line, []).slice(0, 200)}`);
      if (garbage === GARBAGE_LOGGED) log('further lines that are not JSON-RPC messages are skipped without a word');
    },
    onOverflow: (why) => log(`closing the session: ${why} (limits.maxMessageBytes)`),
  });
  return transport;
}

/** Serves stdio (one session) or HTTP (--listen) until the client leaves or a signal arrives. */
export interface Sessions {
  newSession(): GuardSession | GatewaySession;
  close(): void;
}

export async function serveUntilStopped(guard: Sessions, http: ListenOptions | undefined, maxBodyBytes: number, log: (line: string) => void): Promise<void> {
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const onSignal = (): void => stop();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (http) {
      if (!isLoopback(http.at.host)) log(`listening on ${http.at.host}, which is not loopback: anyone who can reach it can use the upstream`);
      // The HTTP face (node:http and the SDK's server transport) is loaded only here: stdio never needs it.
      const { listen } = await import('../../guard/http.js');
      const server = await listen(http.at, () => guard.newSession(), log, { maxBodyBytes, maxSessions: http.maxSessions, idleMs: http.idleMs }, http.access);
      log(`listening on ${server.url}${accessNote(http.access)}`);
      await stopped;
      await server.close();
    } else {
      const session = guard.newSession();
      session.onclose = stop;
      process.stdin.once('end', stop);
      process.stdin.once('close', stop);
      await session.connect(stdioFace(maxBodyBytes, log));
      await stopped;
      await session.close();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    guard.close();
  }
}

/** What the listener asks of a client, for its first line (never the token itself). */
function accessNote(access: ListenAccess): string {
  const origins = access.origins?.length ? `pages of ${access.origins.join(', ')}` : 'no browser pages';
  return ` (${access.token === undefined ? 'no token' : 'bearer token required'}; ${origins})`;
}
