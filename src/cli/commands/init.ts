// `mcp-contract init`: adopt the tool in one command: a config for the server, its first snapshot, and (optionally)
// the pull-request workflow. Nothing is written unless the first capture is complete.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Config, ServerConfig } from '../../core/shared/config.js';
import { ContractError, EXIT, UsageError } from '../../core/shared/errors.js';
import { isCredentialName } from '../../core/shared/secrets.js';
import { INHERITED_ENV } from '../../capture/child-env.js';
import { countByKind, describeCounts } from '../../badge/stats.js';
import { stableStringify } from '../../core/shared/canonical.js';
import type { JsonValue, Snapshot } from '../../core/shared/model.js';
import { writeCapturedSnapshot, writeFileAtomic } from '../../storage/snapshot-file.js';
import { defaultSnapshotPath, parseConfig } from '../../storage/config-file.js';
import { cleanTerminal } from '../../render/terminal.js';
import { flag, list, onlyForm, onlyFormOf, parseCommand, str, type Parsed } from '../args.js';
import { INIT } from '../specs/init.js';
import { discoverServers } from '../discover/find.js';
import { rootSetup } from '../discover/install.js';
import { captureTarget } from '../capture-target.js';
import { shownPath, type CliIo } from '../io.js';
import { parseHeaders } from '../targets.js';
import { withoutTrailing } from '../../core/shared/trim.js';

/**
 * The pull-request workflow: two jobs. `capture` runs the PR's build and servers and holds no GitHub token
 * (`permissions: {}`, `github-token: ''`, checkout credentials not kept); `judge` holds the token and runs no PR code:
 * it judges the captured artifact against the base branch's files, read through the API. No step runs PR code before
 * the Action: the server's install is the config's `setup` (which `init` writes from the lockfile), run by the Action
 * once before any build. `secrets` are the variables the config refers to as `${VAR}`.
 */
export function workflowFor(secrets: readonly string[], shards?: number): string {
  const env =
    secrets.length > 0
      ? `        env:\n${secrets.map((v) => `          ${v}: \${{ secrets.${v} }}\n`).join('')}`
      : '        # env:    # what the config refers to as ${VAR}, from repository secrets (fork PRs get none)\n' +
        '        #   NOTES_API_TOKEN: ${{ secrets.NOTES_API_TOKEN }}\n';
  // A matrix: each capture job takes its stable share (shard: i/n) and uploads its own artifact; the judge downloads
  // them all into shards/ and posts one comment for every server.
  const matrix = shards
    ? `    strategy:\n      fail-fast: false\n      matrix:\n        shard: [${Array.from({ length: shards }, (_, i) => i + 1).join(', ')}]\n`
    : '';
  const shardInput = shards ? `          shard: \${{ matrix.shard }}/${shards}\n` : '';
  const artifact = shards ? 'mcp-contract-capture-${{ matrix.shard }}' : 'mcp-contract-capture';
  const download = shards ? '          pattern: mcp-contract-capture-*\n          path: shards\n' : '          name: mcp-contract-capture\n';
  const report = shards ? 'shards' : 'mcp-contract-report.json';
  return `name: mcp-contract
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled, unlabeled]
  pull_request_review:
    types: [submitted, dismissed]
permissions: {}
jobs:
  # Builds and runs the PR's servers (installs go in the config's "setup", builds in "build"). No GitHub token in this job.
  capture:
    runs-on: ubuntu-latest
    permissions: {}
${matrix}    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - uses: mcp-contract/mcp-contract@v1
        id: capture
${env}        with:
          mode: capture
          github-token: ''
${shardInput}      - if: always() && steps.capture.outputs.report != ''
        uses: actions/upload-artifact@v4
        with:
          name: ${artifact}
          path: \${{ steps.capture.outputs.report }}
  # Judges the capture against the base branch, checks sign-off, comments. Runs no PR code.
  judge:
    needs: capture
    if: \${{ !cancelled() }}
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
    steps:
      - uses: actions/download-artifact@v4
        with:
${download}      - uses: mcp-contract/mcp-contract@v1
        with:
          mode: comment
          report: ${report}
`;
}

export const WORKFLOW = workflowFor([]);

/** `--env NAME=VALUE`, or `--env NAME` to take the value from this environment. Values are secrets. */
export function parseEnv(entries: readonly string[], environment: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries) {
    const eq = e.indexOf('=');
    const name = eq < 0 ? e : e.slice(0, eq);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`mcp-contract init: --env takes NAME=VALUE or NAME (got a bad name "${name.slice(0, 60)}")`);
    const value = eq < 0 ? environment[name] : e.slice(eq + 1);
    if (value === undefined) throw new UsageError(`mcp-contract init: --env ${name}: ${name} is not set in this environment (give --env ${name}=VALUE)`);
    out[name] = value;
  }
  return out;
}

/** A config-safe server name from what the server calls itself. */
export function configName(serverInfoName: unknown): string {
  const dashed = typeof serverInfoName === 'string' ? serverInfoName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '') : '';
  // The trailing dashes by a loop: `/-+$/` reads a dash run once per dash (quadratic in a name the server chose).
  const n = withoutTrailing(dashed, '-');
  return n.slice(0, 60) || 'server';
}

/** Header values are secrets: the config names an environment variable instead of holding the value. */
export function headerVariable(name: string): string {
  return `MCP_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/** Query parameters whose name says credential, or whose value looks like a generated token. */
const SECRET_PARAM = /key|token|secret|auth|pass|pwd|sig|credential|session|code|jwt|bearer/i;
function looksSecret(name: string, value: string): boolean {
  return SECRET_PARAM.test(name) || (value.length >= 20 && /[A-Za-z]/.test(value) && /\d/.test(value));
}

export function queryVariable(name: string): string {
  return `MCP_QUERY_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/**
 * The URL as the config may hold it: userinfo and credential-looking query values become `${VAR}` references (the
 * config is committed), with the variables and their values to set. Everything else is kept exactly as given.
 */
export function committedUrl(url: string): { url: string; variables: Record<string, string> } {
  const variables: Record<string, string> = {};
  let out = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i, (_m, scheme: string, info: string) => {
    const i = info.indexOf(':');
    const user = i === -1 ? info : info.slice(0, i);
    const pass = i === -1 ? undefined : info.slice(i + 1);
    variables.MCP_URL_USERNAME = decodeSafe(user);
    if (pass === undefined) return `${scheme}\${MCP_URL_USERNAME}@`;
    variables.MCP_URL_PASSWORD = decodeSafe(pass);
    return `${scheme}\${MCP_URL_USERNAME}:\${MCP_URL_PASSWORD}@`;
  });
  const q = out.indexOf('?');
  if (q !== -1) {
    const h = out.indexOf('#', q);
    const query = out.slice(q + 1, h === -1 ? undefined : h);
    const pairs = query.split('&').map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = decodeSafe(pair.slice(0, eq).replace(/\+/g, ' '));
      const value = decodeSafe(pair.slice(eq + 1).replace(/\+/g, ' '));
      if (value === '' || !looksSecret(name, value)) return pair;
      const v = queryVariable(name);
      variables[v] = value;
      return `${pair.slice(0, eq)}=\${${v}}`;
    });
    out = `${out.slice(0, q + 1)}${pairs.join('&')}${h === -1 ? '' : out.slice(h)}`;
  }
  return { url: out, variables };
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A server started by `init` gets an allow-listed environment, not this shell's: one that fails for want of a
 * variable this shell has (named in its error, or credential-named) is told to pass `--env NAME`.
 */
function withEnvHint(e: unknown, env: Record<string, string | undefined>): unknown {
  if (!(e instanceof ContractError) || e.exitCode !== EXIT.capture) return e;
  const inherited = new Set<string>(INHERITED_ENV);
  const set = Object.keys(env).filter((n) => env[n] !== undefined && env[n] !== '' && !inherited.has(n) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(n));
  const text = `${e.message}\n${e.detail ?? ''}`;
  const named = set.filter((n) => new RegExp(`\\b${n}\\b`).test(text));
  const names = (named.length > 0 ? named : set.filter(isCredentialName)).sort().slice(0, 3);
  const hint =
    names.length > 0
      ? `the server starts without this shell's variables: if it needs ${names.join(', ')}, pass ${names.map((n) => `--env ${n}`).join(' ')}`
      : "the server starts without this shell's variables: pass --env NAME for each one it needs";
  return new ContractError(`${e.message}; ${hint}`, EXIT.capture, e.detail);
}

/** `init --discover [DIR]`: one config entry per server the repository's manifests declare, written for review. */
async function initDiscovered(p: Parsed, io: CliIo, configPath: string, shards: number | undefined): Promise<number> {
  if (p.rest.length > 0 || str(p, 'url')) throw new UsageError('mcp-contract init: --discover finds the servers itself: give no command after -- and no --url');
  const root = resolve(io.cwd, p.positionals[0] ?? '.');
  if (!existsSync(root)) throw new UsageError(`mcp-contract init: --discover: ${shownPath(io, root)}: no such directory`);
  const dir = resolve(configPath, '..');
  const { found, skipped, setup, unlocked } = discoverServers(root, dir);
  if (found.length === 0) {
    const why = skipped.map((s) => `; ${s.dir}: ${s.why}`).join('');
    throw new UsageError(`mcp-contract init: --discover found no MCP server under ${shownPath(io, root)} (an npm package depending on an MCP server SDK with a bin or start script, or a Python project depending on mcp or fastmcp with a __main__ module or console script)${why}`);
  }
  const config: Config = { ...(setup ? { setup } : {}), servers: Object.fromEntries(found.map((f) => [f.name, f.server])) };
  const text = stableStringify(config as unknown as JsonValue);
  // What the manifests named is checked as the config loader will check it, before the file exists.
  parseConfig(text, shownPath(io, configPath));
  await writeFileAtomic(configPath, text);
  io.stdout(`wrote ${shownPath(io, configPath)}: ${found.length} server${found.length === 1 ? '' : 's'} found from their manifests (nothing was started; review every entry before you commit it)\n`);
  // Manifests are repository text: names, directories and commands are shown, never interpreted by the terminal.
  const shown = (t: string): string => cleanTerminal(t, 400);
  for (const f of found) io.stdout(`  ${shown(f.name)}: ${shown(f.dir)} (${shown(f.why)}): ${shown([f.server.command, ...(f.server.args ?? [])].join(' '))}${f.server.build ? `; build: ${shown(f.server.build)}` : ''}\n`);
  for (const s of skipped) io.stdout(`  not taken: ${shown(s.dir)} (${shown(s.why)})\n`);
  if (setup) io.stdout(`  setup (run once from the config's directory, before any build): ${shown(setup)}\n`);
  for (const u of unlocked) io.stdout(`  no lockfile governs ${shown(u.dir)}: nothing installs its dependencies; commit one, or write its install into "setup" (such as ${shown(u.install)})\n`);
  if (shards !== undefined || flag(p, 'workflow')) {
    const wf = resolve(dir, '.github', 'workflows', 'mcp-contract.yml');
    if (existsSync(wf)) io.stdout(`kept ${shownPath(io, wf)} (it exists)\n`);
    else {
      await writeFileAtomic(wf, workflowFor([], shards));
      io.stdout(`wrote ${shownPath(io, wf)}\n`);
    }
  }
  io.stdout('next: check the setup, commands, builds and working directories above, then run mcp-contract snapshot to capture each server and write its first snapshot\n');
  return 0;
}

/** `--matrix N`: the workflow's capture job as N matrix shards (2 to 256); only with --workflow. */
function matrixOf(value: string | undefined, workflow: boolean): number | undefined {
  if (value === undefined) return undefined;
  if (!workflow) throw new UsageError('mcp-contract init: --matrix shapes the workflow: give it with --workflow');
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 2 || n > 256) throw new UsageError(`mcp-contract init: --matrix: expected a number of capture shards from 2 to 256 (got "${value}")`);
  return n;
}

/** The usage form of a server given as a command after `--` (no option of its own selects it). */
const COMMAND_FORM = INIT.usage.findIndex((form) => form.endsWith('-- <command> [args...]'));

export async function initCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(INIT, args);
  // --gateway and --discover each take their own form's options; another one given would be silently dropped.
  if (str(p, 'gateway') !== undefined) {
    onlyFormOf(INIT, p, 'gateway');
    return (await import('./init-gateway.js')).initGateway(p, io);
  }
  if (flag(p, 'discover')) onlyFormOf(INIT, p, 'discover');
  const shards = matrixOf(str(p, 'matrix'), flag(p, 'workflow'));
  const configPath = resolve(io.cwd, str(p, 'config') ?? 'mcp-contract.json');
  if (existsSync(configPath)) throw new UsageError(`${shownPath(io, configPath)}: already exists; add the server to it by hand, or pass --config NEW_FILE`);
  if (flag(p, 'discover')) return initDiscovered(p, io, configPath, shards);
  if (p.positionals.length > 0) throw new UsageError(`mcp-contract init: unexpected argument "${p.positionals[0]}" (a directory goes with --discover)`);
  const url = str(p, 'url');
  if ((p.rest.length > 0) === Boolean(url)) throw new UsageError('mcp-contract init: give the server as a command after -- or as --url URL');
  // --env is a command's environment and --header/--transport a URL's: given to the other form they would be dropped.
  if (url) onlyFormOf(INIT, p, 'url');
  else onlyForm(INIT, p, COMMAND_FORM, 'a command after --');
  const headers = parseHeaders(list(p, 'header'));
  io.protect(Object.values(headers));
  const env = parseEnv(list(p, 'env'), io.env);
  io.protect(Object.values(env));
  const envNames = Object.keys(env);
  const kept = url ? committedUrl(url) : undefined;
  // A one- or two-letter username would redact every such letter; it is still kept out of the config.
  io.protect(Object.values(kept?.variables ?? {}).filter((v) => v.length >= 3));
  const live: ServerConfig = url
    ? { url, headers, ...(str(p, 'transport') ? { transport: str(p, 'transport') as ServerConfig['transport'] } : {}) }
    : { command: p.rest[0], args: p.rest.slice(1), ...(envNames.length > 0 ? { env } : {}) };
  const dir = resolve(configPath, '..');
  let snap: Snapshot;
  try {
    snap = await captureTarget({ name: str(p, 'name') ?? 'server', server: live, snapshotPath: '', baseDir: dir }, io, 'sdk');
  } catch (e) {
    throw url || envNames.length > 0 ? e : withEnvHint(e, io.env);
  }
  const name = str(p, 'name') ?? configName(snap.surfaces.default?.server?.serverInfo.name);
  snap.server = name;

  const committed: ServerConfig = url
    ? { ...live, url: kept!.url, headers: Object.fromEntries(Object.keys(headers).map((h) => [h, `\${${headerVariable(h)}}`])) }
    : { ...live, ...(envNames.length > 0 ? { env: Object.fromEntries(envNames.map((k) => [k, `\${${k}}`])) } : {}) };
  if (url && Object.keys(headers).length === 0) delete committed.headers;
  if (url && envNames.length > 0) throw new UsageError('mcp-contract init: --env is for a server started by command; an HTTP server takes --header');
  const schema = join(dir, 'node_modules', 'mcp-contract', 'schemas', 'config.schema.json');
  // The server's install, from the lockfile beside the config: the Action runs it (as snapshot and check do) before
  // the capture, so a fresh runner has the server's dependencies; nothing runs before the Action in its job.
  const install = url ? { from: [] } : rootSetup(dir);
  const config: Config = {
    ...(existsSync(schema) ? { $schema: relative(dir, schema).split('\\').join('/') } : {}),
    ...(install.setup ? { setup: install.setup } : {}),
    servers: { [name]: committed },
  };
  const snapshotPath = resolve(dir, defaultSnapshotPath(name));
  await writeCapturedSnapshot(snapshotPath, snap);
  await writeFileAtomic(configPath, stableStringify(config as unknown as JsonValue));
  io.stdout(`wrote ${shownPath(io, configPath)}: server "${name}"\n`);
  io.stdout(`wrote ${shownPath(io, snapshotPath)}: ${describeCounts(countByKind(snap))}\n`);
  if (install.setup) io.stdout(`  setup (from ${install.from.join(', ')}; run once before the capture by the Action, snapshot and check): ${cleanTerminal(install.setup, 400)}\n`);
  if (install.missing) io.stdout(`  no lockfile beside ${install.missing}: nothing installs the server's dependencies on a fresh runner; commit one (npm install writes package-lock.json) and add its install as "setup" (such as npm ci)\n`);
  const secretNames = url ? [...Object.keys(kept?.variables ?? {}), ...Object.keys(headers).map(headerVariable)] : envNames;
  if (flag(p, 'workflow')) {
    const wf = resolve(dir, '.github', 'workflows', 'mcp-contract.yml');
    if (existsSync(wf)) io.stdout(`kept ${shownPath(io, wf)} (it already exists)\n`);
    else {
      await writeFileAtomic(wf, workflowFor(secretNames, shards));
      io.stdout(`wrote ${shownPath(io, wf)}\n`);
    }
  }
  const steps = [
    `commit ${shownPath(io, configPath)} and ${shownPath(io, snapshotPath)}`,
    // A team owner needs a token that can read org membership, which the workflow's GITHUB_TOKEN never has.
    `name who signs off contract changes in .github/CODEOWNERS with user logins, e.g. "/snapshots/ @alice @bob" ` +
      `(a team such as @org/maintainers needs a github-token with the organization permission "members: read": the default GITHUB_TOKEN cannot resolve teams)`,
  ];
  if (secretNames.length > 0)
    steps.push(
      `set ${secretNames.join(', ')} in the environment to run the CLI, and as repository secrets for the workflow ` +
        `(the config refers to them as \${VAR} instead of holding the values${flag(p, 'workflow') ? '; the workflow passes them to the action' : ''})`,
    );
  if (!url) steps.push('add a "build" command to the server entry if it must be built before it starts');
  io.stdout(`next:\n${steps.map((s) => `  - ${s}`).join('\n')}\n`);
  return 0;
}
