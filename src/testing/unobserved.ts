// What an update keeps from the committed snapshot: the observation details this capture could not make. A server in
// this process is reached over no transport and launched by nothing, so rewriting a file the CLI wrote from the
// server's command would erase its transports (and `mcp-contract check` would then fail on them) for no reason.
import type { EraObservation, ProtocolEra, Snapshot, SurfaceSnapshot } from '../api/index.js';

function withTransports(live: SurfaceSnapshot, committed: SurfaceSnapshot | undefined): SurfaceSnapshot {
  const seen = committed?.protocol?.eras;
  if (!live.protocol || !seen) return live;
  const eras: Partial<Record<ProtocolEra, EraObservation>> = {};
  for (const [era, now] of Object.entries(live.protocol.eras) as [ProtocolEra, EraObservation][]) {
    const then = seen[era]?.transport;
    // Only an era this capture served without a transport takes the one recorded for it; a refusal never had one.
    eras[era] = now.state === 'served' && now.transport === undefined && then !== undefined ? { ...now, transport: then } : now;
  }
  return { ...live, protocol: { ...live.protocol, eras } };
}

/**
 * The live snapshot with the committed one's transports where this capture recorded none, and (when `sameContract`,
 * so the recorded code may still be the one serving it) the committed launch identity where it recorded none.
 */
export function keepUnobserved(live: Snapshot, committed: Snapshot, sameContract: boolean): Snapshot {
  const surfaces: Snapshot['surfaces'] = {};
  for (const [name, s] of Object.entries(live.surfaces)) surfaces[name] = withTransports(s, committed.surfaces[name]);
  const identity = live.identity ?? (sameContract ? committed.identity : undefined);
  return identity === undefined ? { ...live, surfaces } : { ...live, surfaces, identity };
}
