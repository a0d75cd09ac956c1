// `mcp-contract guard --config FILE` for many servers: one process, one downstream session per client, one member per
// upstream, each member the single guard's own objects (approvals, store, identity, policy) for that server.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { refusePassthrough } from '../../oauth/passthrough.js';
import { LISTEN_TOKEN_ENV } from '../../guard/listen-address.js';
import { ContractError, UsageError } from '../../core/shared/errors.js';
import { oneLine } from '../../capture/capture.js';
import { configOfServer } from '../../core/shared/config.js';
import { SNAPSHOT_FORMAT, type Snapshot } from '../../core/shared/model.js';
import { emptyKinds } from '../../gateway/surface.js';
import { approvedRefs } from '../../core/approval/approval.js';
import { planSurface } from '../../capture/capture.js';
import { readSnapshot } from '../../api/snapshot-files.js';
import { openGuard } from '../../guard/service.js';
import { storeDir, storeFile } from '../../guard/store.js';
import { shellQuote } from '../../guard/shell-quote.js';
import { requireNotWorldWritable, type StartPath } from '../../guard/run-as.js';
import { readGatewayFile, readProfilesFile, registryRefOf, releaseBundleOf, type GatewayFile, type GatewayServer } from '../../gateway/config-file.js';
import type { ApprovalSource } from '../../core/approval/source.js';
import { prefixOf, prefixProblem, publishedName } from '../../gateway/names.js';
import { recordMembers } from '../../gateway/ownership.js';
import { ALL, scopeFor, type Profile } from '../../gateway/profiles.js';
import type { HostName } from '../../hosts/profiles.js';
import { baselineOf, declaredReplacements, type Member } from '../../gateway/member.js';
import { GatewaySession } from '../../gateway/router.js';
import { list, str, type Parsed } from '../args.js';
import { homeOf, shownPath, type CliIo } from '../io.js';
import { auditDir } from '../../audit/files.js';
import { auditArgumentsOf, count, guardedSurface, lifetimesOf, policyOf } from './guard-options.js';
import { approvedItems } from '../../core/approval/approval.js';
import { scopeProblem } from '../../guard/scope.js';
import { identityGateFor } from '../identity-hooks.js';
import { approveAllHeldCommand, approveHintFor } from '../approve-commands.js';
import type { DoorLimits } from '../../guard/door.js';

export interface GatewayTiming {
  intervalMs: number;
  requestTimeoutMs: number;
  maxAgeMs: number;
  /** How many of one upstream's requests may wait for the client, and how long (default DOOR_LIMITS). */
  door?: DoorLimits;
  /** Longest one member's start or list may hold a merged list. */
  listTimeoutMs: number;
}

function emptySnapshot(name: string): Snapshot {
  return { format: SNAPSHOT_FORMAT, server: name, surfaces: { default: { client: { name: 'mcp-contract', version: '0', capabilities: {} }, kinds: emptyKinds() } } };
}

interface MemberBaseline {
  approved: Snapshot;
  unapproved?: string;
  source?: ApprovalSource;
  /** The member's approvals come from a signed release (no snapshot file to check). */
  signed?: true;
}

/**
 * A member's approvals: its signed release verified by the five checks (a release that does not verify holds this
 * member alone, with one line naming it), else its snapshot file (first use), else none (everything held).
 */
async function approvedOf(s: GatewayServer, p: Parsed, io: CliIo, dir: string, log: (line: string) => void): Promise<MemberBaseline> {
  const ref = registryRefOf(s.server.approved);
  if (ref !== undefined) {
    // The Sigstore libraries load only for a member approved from a signed release.
    const { verifiedBaseline } = await import('./verify-release.js');
    const target = { name: s.name, server: s.server, snapshotPath: '', baseDir: dir };
    // A member that cannot be verified at all (its bundle unreadable, its server not starting for the capture) is
    // refused like one whose checks fail: it alone is held.
    const got = await verifiedBaseline(p, io, target, ref, log, releaseBundleOf(target)).catch((e: unknown) => {
      if (e instanceof ContractError) return { refused: `registry:${ref}: the signed release could not be verified: ${oneLine(e.message, [])}` };
      throw e;
    });
    if ('refused' in got) {
      const source: ApprovalSource = { kind: 'refused-release', release: ref, reason: got.refused.slice(`registry:${ref}: `.length).replace(/^the signed release (did not verify|could not be verified): /, ''), at: io.now().toISOString() };
      return { approved: emptySnapshot(s.name), unapproved: `server "${s.name}": ${got.refused}; everything it serves is held (the other servers are served)`, signed: true, source };
    }
    return { approved: got.approved, source: got.source, signed: true };
  }
  const label = shownPath(io, s.snapshotPath);
  if (!existsSync(s.snapshotPath))
    return { approved: emptySnapshot(s.name), unapproved: `server "${s.name}": no approved snapshot at ${label}; everything it serves is held (mcp-contract snapshot --out ${shellQuote(s.snapshotPath)} --name ${shellQuote(s.name)} -- ...)` };
  return { approved: await readSnapshot(s.snapshotPath, label), source: { kind: 'first-use', snapshot: label, since: io.now().toISOString() } };
}

/** Tool and prompt names two servers would still publish alike: refused before anything starts. */
function nameCollision(members: ReadonlyArray<{ name: string; prefix: string; approved: Snapshot; surface: string }>): string | undefined {
  const seen = new Map<string, string>();
  for (const m of members) {
    for (const ref of approvedRefs(m.approved, m.surface)) {
      const [kind, ...rest] = ref.split(':');
      if (kind !== 'tool' && kind !== 'prompt') continue;
      const shown = `${kind}:${publishedName(m.prefix, rest.join(':'))}`;
      const other = seen.get(shown);
      if (other !== undefined && other !== m.name) return `servers "${other}" and "${m.name}" would both publish ${shown.replace(':', ' ')}; give one of them a "prefix"`;
      seen.set(shown, m.name);
    }
  }
  return undefined;
}

function chosenProfile(p: Parsed, io: CliIo, fromFile: Map<string, Profile>): Profile {
  const file = str(p, 'profiles');
  const profiles = file ? readProfilesFile(resolve(io.cwd, file), file) : fromFile;
  const name = str(p, 'profile');
  const profile = name === undefined ? ALL : profiles.get(name);
  if (!profile) throw new UsageError(`mcp-contract guard: no profile "${name}" (the file has ${[...profiles.keys()].join(', ') || 'none'})`);
  const host = str(p, 'host') as HostName | undefined;
  return host === undefined ? profile : { ...profile, host };
}

/** Each default scope of the profile narrows the input schema of every approved tool its pattern selects. */
function checkProfileScopes(profile: Profile, members: ReadonlyArray<{ name: string; approved: Snapshot; surface: string }>, label: string): void {
  for (const { pattern, scope } of profile.scopes ?? [])
    for (const m of members)
      for (const [ref, c] of approvedItems(m.approved, m.surface)) {
        if (!scopeFor({ ...profile, scopes: [{ pattern, scope }] }, m.name, ref)) continue;
        const why = scopeProblem(scope, c.definition.inputSchema);
        if (why) throw new UsageError(`${label}: /profiles/${profile.name}/scopes/${pattern.text.replace(/~/g, '~0').replace(/\//g, '~1')}: for ${m.name}/${ref}: ${why}`);
      }
}

export interface Gateway {
  newSession(): GatewaySession;
  close(): void;
  maxMessageBytes: number;
  profile: Profile;
}

/**
 * What the gateway starts from: its config, each approved snapshot and the directory holding it (a server without one
 * is held until one appears there, so whoever may create files there may approve), the store and its files.
 */
function startPaths(file: GatewayFile, members: ReadonlyArray<{ snapshotPath: string; approved: Snapshot; signed?: true }>, dir: string): StartPath[] {
  const fromFiles = members.filter((m) => !m.signed);
  return [
    { path: file.path, what: 'the config' },
    ...[...new Set(fromFiles.map((m) => dirname(m.snapshotPath)))].map((d) => ({ path: d, what: 'the approved directory' })),
    ...fromFiles.map((m) => ({ path: m.snapshotPath, what: 'the approved snapshot' })),
    { path: dir, what: 'the store directory' },
    { path: auditDir(dir), what: 'the audit log directory' },
    ...members.map((m) => ({ path: storeFile(dir, m.approved.server), what: 'the store' })),
  ];
}

export async function openGateway(p: Parsed, io: CliIo, log: (line: string) => void, version: string, { listTimeoutMs, ...timing }: GatewayTiming): Promise<Gateway> {
  const label = str(p, 'config') ?? 'mcp-contract.json';
  const approvedDir = str(p, 'approved-dir');
  const file = readGatewayFile(resolve(io.cwd, label), label, approvedDir === undefined ? undefined : resolve(io.cwd, approvedDir), homeOf(io));
  const chosen = list(p, 'server');
  for (const n of chosen) if (!file.servers.some((s) => s.name === n)) throw new UsageError(`${label}: no server "${n}" (it has ${file.servers.map((s) => s.name).join(', ')})`);
  const servers = chosen.length ? file.servers.filter((s) => chosen.includes(s.name)) : file.servers;
  const profile = chosenProfile(p, io, file.profiles);
  const prepared = await Promise.all(
    servers.map(async (s) => {
      const { approved, unapproved, source, signed } = await approvedOf(s, p, io, file.dir, (line) => log(`[${s.name}] ${line}`));
      const surface = guardedSurface(approved, undefined, signed ? `${s.name}'s signed release` : shownPath(io, s.snapshotPath));
      return { ...s, approved, unapproved, source, signed, surface, prefix: prefixOf(s.name, s.server.prefix) };
    }),
  );
  // A top-level rename names no server: in front of several it would rebind every one's capability of that name.
  if (prepared.length > 1 && Object.keys(file.config.renames ?? {}).length > 0)
    throw new UsageError(`${label}: /renames: a gateway of ${prepared.length} servers cannot tell whose capability a top-level rename is; declare each under its server: "servers": { "<name>": { "renames": { ... } } }`);
  const problem = prefixProblem(prepared.map((m) => ({ server: m.name, prefix: m.prefix }))) ?? nameCollision(prepared);
  if (problem) throw new UsageError(`${label}: ${problem}`);
  checkProfileScopes(profile, prepared, label);
  const maxApprovalDays = lifetimesOf(p, file.config.maxApprovalDays, label);
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  // One store file per member: two whose servers' names clean to one file name would share it, and the second could
  // never record a decision of its own.
  const stores = new Map<string, { name: string; server: string }>();
  for (const m of prepared) {
    const storeName = basename(storeFile(dir, m.approved.server));
    const other = stores.get(storeName);
    if (other !== undefined)
      throw new UsageError(
        other.server === m.approved.server
          ? `${label}: servers "${other.name}" and "${m.name}" have approved snapshots of the same server "${m.approved.server}"; they would share one store`
          : `${label}: servers "${other.name}" and "${m.name}" would share one store file, ${storeName} (their snapshots name the servers "${other.server}" and "${m.approved.server}"); rename one of them`,
      );
    stores.set(storeName, { name: m.name, server: m.approved.server });
  }
  await requireNotWorldWritable(startPaths(file, prepared, dir));
  // One server's volume must not slow the others: what of each list is judged and published at most.
  const listBounds = { maxItems: count('list-max-items', str(p, 'list-max-items'), 10_000), maxBytes: count('list-max-bytes', str(p, 'list-max-bytes'), 8 * 1024 * 1024) };
  const members: Member[] = await Promise.all(
    prepared.map(async (m) => {
      const own = (line: string): void => log(`[${m.name}] ${line}`);
      // A member's upstream credential is its own (its "oauth" grant, kept in this store), never the gateway client's.
      refusePassthrough(`server "${m.name}"`, m.server, str(p, 'listen-token') ?? io.env[LISTEN_TOKEN_ENV], LISTEN_TOKEN_ENV, io.env);
      const plan = planSurface(m.name, m.server, m.surface, m.server.surfaces?.[m.surface] ?? {}, { baseDir: file.dir, env: io.env, log: own, grantDir: join(dir, 'oauth') });
      const storePath = storeFile(dir, m.approved.server);
      const target = { name: m.name, server: m.server, snapshotPath: m.snapshotPath, baseDir: file.dir };
      const identity = m.unapproved ? undefined : identityGateFor({ target, approved: m.approved, surface: m.surface, storePath, policyText: str(p, 'identity-policy'), io, log: own, storeDir: dir });
      const guard = await openGuard({
        ...(identity ? { identity } : {}),
        ...(m.source ? { source: m.source } : {}),
        approved: m.approved,
        surface: m.surface,
        storePath,
        policy: { ...policyOf([...list(p, 'policy'), ...(m.server.guardPolicy ?? [])]), ...(maxApprovalDays ? { maxApprovalDays } : {}) },
        config: configOfServer(file.config, m.name),
        plan,
        now: io.now,
        log: own,
        version,
        ...timing,
        listBounds,
        approveHint: (ref, server) => approveHintFor(dir, server, ref),
        approveAllHint: (server) => approveAllHeldCommand(dir, server),
        ...auditArgumentsOf(p),
      });
      if (m.unapproved) log(m.unapproved);
      return { name: m.name, prefix: m.prefix, guard, approved: m.approved, surface: m.surface, ...(m.unapproved ? { unapproved: m.unapproved } : {}), replaces: declaredReplacements(configOfServer(file.config, m.name)), baseline: baselineOf(m.approved, m.surface) };
    }),
  );
  // approve reads which members share this store directory, and their prefixes, to refuse approving into a collision.
  await recordMembers(dir, resolve(io.cwd, label), prepared.map((m) => ({ server: m.name, prefix: m.prefix, store: basename(storeFile(dir, m.approved.server)) })));
  log(`gateway for ${members.length} server(s) of ${label} (profile ${profile.name}); store ${dir}`);
  return {
    newSession: () => new GatewaySession({ members, profile, version, log, requestTimeoutMs: timing.requestTimeoutMs, listTimeoutMs }),
    close: () => members.forEach((m) => m.guard.close()),
    maxMessageBytes: 4 * 1024 * 1024,
    profile,
  };
}
