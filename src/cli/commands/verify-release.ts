// `verify --registry NAME@VERSION` / `verify --server-json FILE --bundle FILE`: the five checks of a signed release
// against the server this machine would launch. Fetched are only the registry entry (at --registry-url), the package
// registry's record of the artifact the entry names (npm or PyPI), the package's own provenance, the bundle when the
// entry gives its location and no --bundle was given, and the entry's MCPB file only with --fetch-artifact; each URL
// is printed.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { matchLine } from '../../core/attest/compare.js';
import { signedApprovals, verifyRelease, type ReleaseVerification, type VerifyInput } from '../../attest/checks.js';
import type { Trust } from '../../attest/verify-bundle.js';
import { ContractError, EXIT, UsageError } from '../../core/shared/errors.js';
import type { Snapshot } from '../../core/shared/model.js';
import type { ServerConfig } from '../../core/shared/config.js';
import { serverIdentity } from '../../identity/server.js';
import { fetchEntry, fetchJson, parseRegistryRef, FetchError } from '../../registry/client.js';
import { loadServerJson } from '../../registry/server-json.js';
import { cleanTerminal } from '../../render/text.js';
import { flag, list, str, type CommandArgs, type Parsed } from '../args.js';
import { captureTarget } from '../capture-target.js';
import type { CliIo } from '../io.js';
import { parseHeaders, resolveTargets, type Target } from '../targets.js';

export const PUBLIC_REGISTRY = 'https://registry.modelcontextprotocol.io';

async function readText(file: string, option: string, io: CliIo): Promise<string> {
  try {
    return await readFile(resolve(io.cwd, file), 'utf8');
  } catch (e) {
    throw new UsageError(`--${option} ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}

async function trustOf(p: Parsed, io: CliIo): Promise<Trust> {
  const rootFile = str(p, 'trusted-root');
  const keyFile = str(p, 'public-key');
  const trust: Trust = {};
  if (rootFile) {
    try {
      trust.trustedRoot = JSON.parse(await readText(rootFile, 'trusted-root', io));
    } catch (e) {
      throw e instanceof UsageError ? e : new UsageError(`--trusted-root ${rootFile}: not JSON`);
    }
  }
  if (keyFile) trust.publicKeyPem = await readText(keyFile, 'public-key', io);
  return trust;
}

/** The one server to launch: inline after -- (or --url), else the one --server of the config. */
export async function launchTarget(p: Parsed, io: CliIo): Promise<Target> {
  const url = str(p, 'url');
  if (p.rest.length > 0 || url) {
    const server: ServerConfig = url ? { url, headers: parseHeaders(list(p, 'header')), transport: 'auto' } : { command: p.rest[0], args: p.rest.slice(1) };
    return { name: str(p, 'name') ?? 'server', server, snapshotPath: '', baseDir: io.cwd };
  }
  const { targets } = await resolveTargets('verify', p, io, 'snapshot');
  if (targets.length !== 1) throw new UsageError(`mcp-contract verify --registry: name the one server to check with --server (${targets.length} in the config)`);
  return targets[0];
}

async function entryOf(p: Parsed, io: CliIo, fetched: string[], registryRef?: string): Promise<VerifyInput['entry'] | { refused: string }> {
  const file = str(p, 'server-json');
  if (file && registryRef === undefined) {
    const { server } = await loadServerJson(resolve(io.cwd, file), file);
    return { server, where: file };
  }
  const { name, version } = parseRegistryRef(registryRef ?? str(p, 'registry') ?? '');
  const got = await fetchEntry(str(p, 'registry-url') ?? PUBLIC_REGISTRY, name, version);
  fetched.push(got.url);
  if ('missing' in got) return { refused: `${name}@${version}: the registry answered ${got.missing} at ${got.url}` };
  return { server: got.server, where: got.url, ...(got.status ? { status: got.status } : {}), ...(got.statusMessage ? { statusMessage: got.statusMessage } : {}) };
}

async function bundleOf(p: Parsed, io: CliIo, entry: VerifyInput['entry'], fetched: string[]): Promise<VerifyInput['bundle']> {
  const file = str(p, 'bundle');
  if (file) return { text: await readText(file, 'bundle', io), where: file };
  const location = entry.server.pointer?.bundle.location;
  if (!location || !/^https?:\/\//.test(location)) return undefined;
  const r = await fetchJson(location);
  fetched.push(location);
  return r.body === undefined ? undefined : { text: `${JSON.stringify(r.body, null, 2)}\n`, where: location };
}

const MARK = { pass: 'ok  ', fail: 'FAIL', skip: 'skip' } as const;

export function renderReleaseVerification(v: ReleaseVerification): string {
  const lines: string[] = [];
  for (const c of v.checks) {
    lines.push(`[${MARK[c.verdict]}] ${c.id}: ${cleanTerminal(c.line, 400)}`);
    if (c.verdict === 'pass') lines.push(`       proves: ${c.proves}; does not prove: ${c.notProves}`);
  }
  for (const e of v.comparison?.entries ?? []) if (e.status !== 'signed') lines.push(`  HELD  ${cleanTerminal(matchLine(e), 300)}`);
  if (v.fetched.length > 0) lines.push(`fetched: ${v.fetched.map((u) => cleanTerminal(u, 200)).join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/** The five checks against `target`, as the command and the guard run them. */
async function runChecks(p: Parsed, io: CliIo, target: Target, quiet: boolean, registryRef?: string): Promise<ReleaseVerification> {
  const fetched: string[] = [];
  let result: ReleaseVerification;
  try {
    const entry = await entryOf(p, io, fetched, registryRef);
    if ('refused' in entry) {
      result = { checks: [{ id: 'registry', verdict: 'fail', line: entry.refused, proves: '', notProves: '' }], exit: 6, fetched };
    } else {
      const local = serverIdentity({ name: target.name, server: target.server, baseDir: target.baseDir, env: io.env });
      const npmRegistry = str(p, 'npm-registry');
      const pypiRegistry = str(p, 'pypi-registry');
      const artifactFile = str(p, 'artifact');
      const workflow = str(p, 'signer-workflow');
      const ref = str(p, 'signer-ref');
      const bundle = await bundleOf(p, io, entry, fetched);
      result = await verifyRelease({
        entry,
        ...(bundle ? { bundle } : {}),
        trust: await trustOf(p, io),
        policy: { ...(workflow ? { workflow } : {}), ...(ref ? { ref } : {}), ...(flag(p, 'require-provenance') ? { requireProvenance: true } : {}) },
        ...(npmRegistry ? { npmRegistry } : {}),
        ...(pypiRegistry ? { pypiRegistry } : {}),
        ...(artifactFile ? { artifactFile: resolve(io.cwd, artifactFile) } : {}),
        ...(flag(p, 'fetch-artifact') ? { fetchArtifact: true } : {}),
        ...(local ? { local } : {}),
        ...(target.server.url ? { launchUrl: target.server.url } : {}),
        capture: () => captureTarget(target, io, 'sdk', quiet),
      });
      result.fetched.unshift(...fetched.filter((u) => !result.fetched.includes(u)));
    }
  } catch (e) {
    if (!(e instanceof FetchError)) throw e;
    result = { checks: [{ id: 'registry', verdict: 'fail', line: e.message, proves: '', notProves: '' }], exit: 6, fetched };
  }
  return result;
}

/**
 * `guard --approved registry:NAME@VERSION`: approvals are exactly the signed definitions the live server serves. A
 * release that does not verify starts no guard; a changed capability is held and named.
 */
export async function registryApprovals(p: Parsed, io: CliIo, target: Target, ref: string, log: (line: string) => void): Promise<Snapshot> {
  const result = await runChecks(p, io, target, true, ref);
  for (const line of renderReleaseVerification(result).trimEnd().split('\n')) log(line);
  if (result.exit === 6 || !result.live || !result.comparison) {
    const failed = result.checks.find((c) => c.verdict === 'fail');
    throw new ContractError(`registry:${ref}: the signed release did not verify: ${failed ? `${failed.id}: ${failed.line}` : 'no live surface'}`, EXIT.untrusted);
  }
  return signedApprovals(result.live, result.comparison);
}

export async function verifyReleaseCommand(p: CommandArgs<string>, io: CliIo): Promise<number> {
  const target = await launchTarget(p, io);
  const result = await runChecks(p, io, target, p.format !== 'text');
  if (p.format === 'json') io.stdout(`${JSON.stringify({ ok: result.exit === 0, checks: result.checks, held: result.comparison?.entries.filter((e) => e.status !== 'signed') ?? [], fetched: result.fetched }, null, 2)}\n`);
  else io.stdout(renderReleaseVerification(result));
  return result.exit === 0 ? EXIT.ok : result.exit === 1 ? EXIT.drift : EXIT.untrusted;
}
