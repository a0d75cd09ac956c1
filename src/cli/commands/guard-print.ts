// `guard --print-surface`: the gateway's published surface as a snapshot, and what its tool list costs a host app
// (the tokenizer and host profiles load for this alone, never for a guard that serves).
import { serializeSnapshot } from '../../api/snapshot-files.js';
import type { Snapshot } from '../../core/shared/model.js';
import { listCost } from '../../hosts/cost.js';
import { loadTokenizer } from '../../api/tokenizer.js';
import { countMethod } from '../../hosts/tokenizer.js';
import type { HostName } from '../../hosts/profiles.js';
import { withCommas } from '../../core/shared/numbers.js';
import { publishedSurface } from '../../gateway/surface.js';
import type { Gateway } from './guard-gateway.js';
import type { CliIo } from '../io.js';
import pkg from '../../../package.json' with { type: 'json' };

/** What the profile's tool list costs every request of its host app (stderr: stdout is the snapshot). */
async function costLine(profile: string, host: HostName | undefined, snapshot: Snapshot): Promise<string> {
  const tools = Object.values(snapshot.surfaces).flatMap((s) => (s.kinds?.tool?.items ?? []).map((c) => c.definition));
  const form = host ?? 'anthropic';
  const tokenizer = await loadTokenizer();
  const cost = listCost(form, tools, tokenizer);
  return `mcp-contract guard: profile "${profile}" publishes ${tools.length} tool${tools.length === 1 ? '' : 's'}: ${withCommas(cost.tokens)} tokens per request, ${withCommas(cost.bytes)} bytes (${form} request form; ${countMethod(form, tokenizer)})`;
}

/** `--print-surface`: what a host app with this profile is shown, as a snapshot on stdout; then the gateway ends. */
export async function printSurface(gateway: Gateway, io: CliIo): Promise<number> {
  const session = gateway.newSession();
  try {
    const snapshot = await publishedSurface(session, gateway.profile.name, pkg.version);
    io.stdout(serializeSnapshot(snapshot));
    io.stderr(`${await costLine(gateway.profile.name, gateway.profile.host, snapshot)}\n`);
    return 0;
  } finally {
    await session.close();
    gateway.close();
  }
}
