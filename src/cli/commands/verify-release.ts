// `verify --registry NAME@VERSION` / `verify --server-json FILE --bundle FILE`: the five checks of a signed release
// against the server this machine would launch. Fetched are only the registry entry (at --registry-url), the package
// registry's record of the artifact the entry names (npm or PyPI), the package's own provenance, the bundle when the
// entry gives its location and no --bundle was given, and the entry's MCPB file only with --fetch-artifact; each URL
// is printed.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { matchLine } from '../../core/attest/compare.js';
import { signedApprovals, verifyListedStatement, verifyRelease, type ReleaseVerification, type VerifyInput } from '../../attest/checks.js';
import type { SignerPolicy } from '../../attest/policy.js';
import type { NewerRelease, SignedReleaseSource } from '../../core/approval/source.js';
import { satisfies } from '../../core/identity/identity.js';
import type { Trust } from '../../attest/verify-bundle.js';
import { ContractError, EXIT, UsageError } from '../../core/shared/errors.js';
import { withoutUrlCredentials } from '../../core/shared/secrets.js';
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

/** A file the user named; `option` is how they named it (`--bundle`, or a member's `releaseBundle`). */
async function readText(file: string, option: string, io: CliIo): Promise<string> {
  try {
    return await readFile(resolve(io.cwd, file), 'utf8');
  } catch (e) {
    throw new UsageError(`${option} ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}

async function trustOf(p: Parsed, io: CliIo): Promise<Trust> {
  const rootFile = str(p, 'trusted-root');
  const keyFile = str(p, 'public-key');
  const trust: Trust = {};
  if (rootFile) {
    try {
      trust.trustedRoot = JSON.parse(await readText(rootFile, '--trusted-root', io));
    } catch (e) {
      throw e instanceof UsageError ? e : new UsageError(`--trusted-root ${rootFile}: not JSON`);
    }
  }
  if (keyFile) trust.publicKeyPem = await readText(keyFile, '--public-key', io);
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

/** The bundle: the file given (--bundle, a member's releaseBundle), else read from the location the entry's pointer gives. */
async function bundleOf(io: CliIo, entry: VerifyInput['entry'], fetched: string[], file: string | undefined, option = '--bundle'): Promise<VerifyInput['bundle']> {
  if (file) return { text: await readText(file, option, io), where: file };
  const location = entry.server.pointer?.bundle.location;
  if (!location || !/^https?:\/\//.test(location)) return undefined;
  const r = await fetchJson(location, { follow: true });
  fetched.push(location);
  return r.body === undefined ? undefined : { text: `${JSON.stringify(r.body, null, 2)}\n`, where: location };
}

const MARK = { pass: 'ok  ', fail: 'FAIL', skip: 'skip' } as const;

export function renderReleaseVerification(v: ReleaseVerification): string {
  const lines: string[] = [];
  for (const c of v.checks) {
    lines.push(`[${MARK[c.verdict]}] ${c.id}: ${cleanTerminal(withoutUrlCredentials(c.line), 400)}`);
    if (c.verdict === 'pass') lines.push(`       proves: ${c.proves}; does not prove: ${c.notProves}`);
  }
  for (const e of v.comparison?.entries ?? []) if (e.status !== 'signed') lines.push(`  HELD  ${cleanTerminal(matchLine(e), 300)}`);
  if (v.fetched.length > 0) lines.push(`fetched: ${v.fetched.map((u) => cleanTerminal(withoutUrlCredentials(u), 200)).join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/** The five checks against `target`, as the command and the guard run them. */
async function runChecks(p: Parsed, io: CliIo, target: Target, quiet: boolean, registryRef?: string, bundleFile?: string): Promise<ReleaseVerification> {
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
      const bundle = await bundleOf(io, entry, fetched, bundleFile ?? str(p, 'bundle'), bundleFile !== undefined ? 'releaseBundle' : '--bundle');
      result = await verifyRelease({
        entry,
        ...(bundle ? { bundle } : {}),
        trust: await trustOf(p, io),
        policy: signerPolicy(p),
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

/** A verified signed release as the guard's approvals: exactly the signed definitions served, and where they came from. */
export interface SignedBaseline {
  approved: Snapshot;
  source: SignedReleaseSource;
}

/**
 * The five checks for a guard's `registry:NAME@VERSION` (a single guard's --approved, or a gateway member's
 * "approved"): the signed baseline, or one line saying why the release did not verify. Each check's outcome is logged.
 * `bundleFile` is a gateway member's own "releaseBundle" (absolute), in place of --bundle.
 */
export async function verifiedBaseline(p: Parsed, io: CliIo, target: Target, ref: string, log: (line: string) => void, bundleFile?: string): Promise<SignedBaseline | { refused: string }> {
  const result = await runChecks(p, io, target, true, ref, bundleFile);
  for (const line of renderReleaseVerification(result).trimEnd().split('\n')) log(line);
  if (result.exit === 6 || !result.live || !result.comparison || !result.signer || !result.statementDigest) {
    const failed = result.checks.find((c) => c.verdict === 'fail');
    return { refused: `registry:${ref}: the signed release did not verify: ${failed ? `${failed.id}: ${failed.line}` : 'no live surface'}` };
  }
  const registry = str(p, 'registry-url') ?? PUBLIC_REGISTRY;
  const source: SignedReleaseSource = { kind: 'signed-release', registry, release: ref, signer: result.signer, statementDigest: result.statementDigest, verifiedAt: io.now().toISOString() };
  const newer = await newerRelease(p, io, ref, log);
  return { approved: signedApprovals(result.live, result.comparison), source: newer ? { ...source, newer } : source };
}

/**
 * `guard --approved registry:NAME@VERSION`: approvals are exactly the signed definitions the live server serves. A
 * release that does not verify starts no guard; a changed capability is held and named.
 */
export async function registryApprovals(p: Parsed, io: CliIo, target: Target, ref: string, log: (line: string) => void, bundleFile?: string): Promise<SignedBaseline> {
  const got = await verifiedBaseline(p, io, target, ref, log, bundleFile);
  if ('refused' in got) throw new ContractError(got.refused, EXIT.untrusted);
  return got;
}

/**
 * Item 5 of issue 54: the registry's latest version of the same name (asked of the configured registry only), when it
 * is newer than the one served and its statement verifies, is news for the guard's log and status. Never an approval:
 * its code is not installed and its surface not compared. A lookup that fails is one line and changes nothing.
 */
async function newerRelease(p: Parsed, io: CliIo, ref: string, log: (line: string) => void): Promise<NewerRelease | undefined> {
  const { name, version } = parseRegistryRef(ref);
  const base = str(p, 'registry-url') ?? PUBLIC_REGISTRY;
  try {
    const latest = await fetchEntry(base, name, 'latest');
    if ('missing' in latest) {
      log(`newer release: the registry answered ${latest.missing} for the latest version of ${name} at ${cleanTerminal(latest.url, 200)}`);
      return undefined;
    }
    const shown = cleanTerminal(latest.server.version, 60);
    if (latest.server.name !== name) {
      log(`newer release: ${cleanTerminal(latest.url, 200)} answered for ${cleanTerminal(latest.server.name, 100)}, not ${name}; ignored`);
      return undefined;
    }
    if (!satisfies(latest.server.version, `>${version}`)) return undefined;
    const fetched: string[] = [latest.url];
    const entry = { server: latest.server, where: latest.url, ...(latest.status ? { status: latest.status } : {}), ...(latest.statusMessage ? { statusMessage: latest.statusMessage } : {}) };
    const bundle = await bundleOf(io, entry, fetched, undefined);
    const v = verifyListedStatement({ entry, ...(bundle ? { bundle } : {}), trust: await trustOf(p, io), policy: signerPolicy(p) });
    if (!v.ok) {
      log(`newer release: ${name}@${shown} is listed, but its statement did not verify: ${cleanTerminal(v.reason, 300)}; nothing changes`);
      return undefined;
    }
    log(`newer release: ${name}@${shown} is listed and its statement verified (signed by ${cleanTerminal(v.signer, 200)}); this guard serves ${version} and approves nothing of ${shown} by itself (fetched: ${fetched.map((u) => cleanTerminal(withoutUrlCredentials(u), 200)).join(', ')})`);
    return { version: latest.server.version, signer: v.signer, statementDigest: v.statementDigest, checkedAt: io.now().toISOString() };
  } catch (e) {
    if (!(e instanceof FetchError) && !(e instanceof UsageError)) throw e;
    log(`newer release: not checked: ${cleanTerminal(e.message, 300)}`);
    return undefined;
  }
}

function signerPolicy(p: Parsed): SignerPolicy {
  const workflow = str(p, 'signer-workflow');
  const ref = str(p, 'signer-ref');
  return { ...(workflow ? { workflow } : {}), ...(ref ? { ref } : {}), ...(flag(p, 'require-provenance') ? { requireProvenance: true } : {}) };
}

export async function verifyReleaseCommand(p: CommandArgs<string>, io: CliIo): Promise<number> {
  const target = await launchTarget(p, io);
  const result = await runChecks(p, io, target, p.format !== 'text');
  if (p.format === 'json') io.stdout(`${withoutUrlCredentials(JSON.stringify({ ok: result.exit === 0, checks: result.checks, held: result.comparison?.entries.filter((e) => e.status !== 'signed') ?? [], fetched: result.fetched }, null, 2))}\n`);
  else io.stdout(renderReleaseVerification(result));
  return result.exit === 0 ? EXIT.ok : result.exit === 1 ? EXIT.drift : EXIT.untrusted;
}
