// The guard terminates its client's credential and never forwards it: toward each upstream it uses that upstream's own
// grant (its "oauth" entry) or its own header. A server entry that would send the guard's client token upstream (a
// header naming the variable --listen-token is read from, or carrying its value) is refused before anything starts.
import type { ServerConfig } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import { expandRefs } from '../core/shared/secrets.js';
import { PASSTHROUGH_REFUSAL } from './plan.js';

/** Throws (exit 2) when a header of `server` would forward `clientToken` or the variable it comes from. */
export function refusePassthrough(where: string, server: ServerConfig, clientToken: string | undefined, tokenVariable: string, env: Record<string, string | undefined>): void {
  const maps = [server.headers, ...Object.values(server.surfaces ?? {}).map((s) => s.headers)];
  for (const map of maps) {
    for (const [name, raw] of Object.entries(map ?? {})) {
      if (typeof raw !== 'string') continue;
      const names = raw.includes(`\${${tokenVariable}}`);
      const carries = clientToken !== undefined && expandRefs(raw, env).includes(clientToken);
      if (names || carries) throw new UsageError(`${where} header "${name.slice(0, 60)}": ${PASSTHROUGH_REFUSAL}`);
    }
  }
}
