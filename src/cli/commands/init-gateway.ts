// `mcp-contract init --gateway CLIENT_FILE`: from a client's config with N server entries, the gateway's config (those
// servers, beside the client file so relative paths mean what they meant) and the one entry that replaces the N,
// printed ready to paste. Nothing is started: the next step, `snapshot --config`, captures what each server serves.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { stableStringify } from '../../core/shared/canonical.js';
import { UsageError } from '../../core/shared/errors.js';
import type { JsonValue } from '../../core/shared/model.js';
import { CLIENT_LABEL } from '../../scan/clients.js';
import { readGatewayFile } from '../../gateway/config-file.js';
import { GATEWAY_CONFIG_NAME, gatewayConfig, gatewayEntry, inputVariables, serversKey } from '../../gateway/client-entry.js';
import { shellQuote } from '../../guard/shell-quote.js';
import { writeFileAtomic } from '../../storage/snapshot-file.js';
import { str, type Parsed } from '../args.js';
import { homeOf, shownPath, type CliIo } from '../io.js';


export async function initGateway(p: Parsed, io: CliIo): Promise<number> {
  if (p.rest.length > 0 || p.positionals.length > 0) throw new UsageError('mcp-contract init: --gateway takes the servers from the client file: give no command after -- and no directory');
  const given = str(p, 'gateway')!;
  const clientPath = resolve(io.cwd, given);
  const file = readGatewayFile(clientPath, given, undefined, homeOf(io));
  const shown = shownPath(io, clientPath);
  const names = file.servers.map((s) => s.name);
  const env = inputVariables(readFileSync(clientPath, 'utf8'));
  if (file.kind === 'mcp-contract') {
    // Already a config the gateway reads: nothing to write, only the entry to give a client.
    io.stdout(`${shown} is an mcp-contract config of ${names.length} server(s) (${names.join(', ')}); the client entry that runs the gateway over it:\n`);
    io.stdout(`${JSON.stringify(gatewayEntry('claude-desktop', clientPath, env), null, 2)}\n`);
    io.stdout(`next: mcp-contract snapshot --config ${shellQuote(shown)} writes each server's approved snapshot\n`);
    return 0;
  }
  const out = resolve(io.cwd, str(p, 'config') ?? resolve(dirname(clientPath), GATEWAY_CONFIG_NAME));
  if (existsSync(out)) throw new UsageError(`${shownPath(io, out)}: already exists; pass --config NEW_FILE`);
  // The servers' env values and headers came from the client's file, often tokens: readable by the user alone.
  await writeFileAtomic(out, stableStringify(gatewayConfig(file.servers) as unknown as JsonValue), undefined, 0o600);
  const key = serversKey(file.kind);
  const outShown = shownPath(io, out);
  io.stdout(`wrote ${outShown}: the ${names.length} server(s) of ${shown} (${names.join(', ')}); nothing was started\n`);
  io.stdout(`in ${shown} (${CLIENT_LABEL[file.kind]}), replace the "${key}" object with this one entry, which runs them all behind one guard:\n`);
  io.stdout(`${JSON.stringify(gatewayEntry(file.kind, out, env), null, 2)}\n`);
  io.stdout('next:\n');
  io.stdout(`  - mcp-contract scan ${shellQuote(shown)}   (what each launch shows, before you approve it)\n`);
  io.stdout(`  - mcp-contract snapshot --config ${shellQuote(outShown)}   (captures each server once: its snapshot is what the gateway approves)\n`);
  io.stdout(`  - paste the entry, restart the client: it sees every server's tools as <server>__<name>\n`);
  return 0;
}
