// `mcp-contract init`: adopt the tool in one command: a config for the server, its first snapshot, and (optionally)
// the pull-request workflow. Nothing is written unless the first capture is complete.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Config, ServerConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors.js';
import { countByKind, describeCounts } from '../../core/stats.js';
import { stableStringify } from '../../core/canonical.js';
import type { JsonValue } from '../../core/model.js';
import { writeFileAtomic, writeSnapshot } from '../../storage/snapshot-file.js';
import { flag, list, parse, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import { shownPath, type CliIo } from '../io.js';
import { parseHeaders } from '../targets.js';

export const WORKFLOW = `name: mcp-contract
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled, unlabeled]
  pull_request_review:
    types: [submitted, dismissed]
permissions:
  contents: read
  pull-requests: write
jobs:
  contract:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - uses: mcp-contract/mcp-contract@v1
        id: contract
        with:
          mode: pr
      - if: always()
        uses: actions/upload-artifact@v4
        with:
          name: mcp-contract-report
          path: \${{ steps.contract.outputs.report }}
`;

/** A config-safe server name from what the server calls itself. */
export function configName(serverInfoName: unknown): string {
  const n = typeof serverInfoName === 'string' ? serverInfoName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+|-+$/g, '') : '';
  return n.slice(0, 60) || 'server';
}

/** Header values are secrets: the config names an environment variable instead of holding the value. */
export function headerVariable(name: string): string {
  return `MCP_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

export async function initCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('init', args, {
    config: { type: 'string', short: 'c' },
    name: { type: 'string' },
    url: { type: 'string' },
    header: { type: 'string', multiple: true },
    transport: { type: 'string' },
    workflow: { type: 'boolean' },
  });
  const configPath = resolve(io.cwd, str(p, 'config') ?? 'mcp-contract.json');
  if (existsSync(configPath)) throw new UsageError(`${shownPath(io, configPath)}: already exists; add the server to it by hand, or pass --config NEW_FILE`);
  const url = str(p, 'url');
  if ((p.rest.length > 0) === Boolean(url)) throw new UsageError('mcp-contract init: give the server as a command after -- or as --url URL');
  const headers = parseHeaders(list(p, 'header'));
  io.protect(Object.values(headers));
  const live: ServerConfig = url
    ? { url, headers, ...(str(p, 'transport') ? { transport: str(p, 'transport') as ServerConfig['transport'] } : {}) }
    : { command: p.rest[0], args: p.rest.slice(1) };
  const dir = resolve(configPath, '..');
  const snap = await captureTarget({ name: str(p, 'name') ?? 'server', server: live, snapshotPath: '', baseDir: dir }, io, 'sdk');
  const name = str(p, 'name') ?? configName(snap.surfaces.default?.server?.serverInfo.name);
  snap.server = name;

  const committed: ServerConfig = url
    ? { ...live, headers: Object.fromEntries(Object.keys(headers).map((h) => [h, `\${${headerVariable(h)}}`])) }
    : live;
  if (url && Object.keys(headers).length === 0) delete committed.headers;
  const schema = join(dir, 'node_modules', 'mcp-contract', 'schemas', 'config.schema.json');
  const config: Config = {
    ...(existsSync(schema) ? { $schema: relative(dir, schema).split('\\').join('/') } : {}),
    servers: { [name]: committed },
  };
  const snapshotPath = resolve(dir, 'snapshots', `${name}.json`);
  await writeSnapshot(snapshotPath, snap);
  await writeFileAtomic(configPath, stableStringify(config as unknown as JsonValue));
  io.stdout(`wrote ${shownPath(io, configPath)}: server "${name}"\n`);
  io.stdout(`wrote ${shownPath(io, snapshotPath)}: ${describeCounts(countByKind(snap))}\n`);
  if (flag(p, 'workflow')) {
    const wf = resolve(dir, '.github', 'workflows', 'mcp-contract.yml');
    if (existsSync(wf)) io.stdout(`kept ${shownPath(io, wf)} (it already exists)\n`);
    else {
      await writeFileAtomic(wf, WORKFLOW);
      io.stdout(`wrote ${shownPath(io, wf)}\n`);
    }
  }
  const steps = [
    `commit ${shownPath(io, configPath)} and ${shownPath(io, snapshotPath)}`,
    `name who signs off contract changes in .github/CODEOWNERS, e.g. "/snapshots/ @your-org/maintainers"`,
  ];
  if (Object.keys(headers).length > 0) steps.push(`set ${Object.keys(headers).map(headerVariable).join(', ')} in the environment (the config refers to them instead of holding the secrets)`);
  if (!url) steps.push('add a "build" command to the server entry if it must be built before it starts');
  io.stdout(`next:\n${steps.map((s) => `  - ${s}`).join('\n')}\n`);
  return 0;
}
