// The five checks of a signed release, in order; each says what it proves and what it does not. The first refusal
// stops the run (fail closed): a later check never runs on an entry, artifact or statement already refused.
import { compareSigned, type SignedComparison } from '../core/attest/compare.js';
import { surfaceDigests, type Statement } from '../core/attest/predicate.js';
import { parseStatement } from '../core/attest/statement.js';
import type { LaunchIdentity } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import { fetchJson, fetchNpmVersion, FetchError, type RegistryEntry } from '../registry/client.js';
import type { SurfacePointer } from '../registry/pointer.js';
import type { ServerJson } from '../registry/server-json.js';
import { globMatch, type SignerPolicy } from './policy.js';
import { sha256Of } from './release.js';
import { canonicalUrl, integrityHex } from './subject.js';
import { verifyBundle, type Trust } from './verify-bundle.js';
import type { WorkflowIdentity } from './cert-identity.js';

export type CheckId = 'registry' | 'artifact' | 'signature' | 'provenance' | 'surface';
export type Verdict = 'pass' | 'fail' | 'skip';

export interface CheckOutcome {
  id: CheckId;
  verdict: Verdict;
  line: string;
  proves: string;
  notProves: string;
}

export interface VerifyInput {
  /** The entry as the registry serves it, or as a server.json file the user gave. */
  entry: Pick<RegistryEntry, 'server' | 'status' | 'statusMessage'> & { where: string };
  /** The bundle's text: a file the user gave, else fetched from the pointer's location. */
  bundle?: { text: string; where: string };
  trust: Trust;
  policy: SignerPolicy;
  /** The npm registry to read the package's record from (default: the entry's registryBaseUrl). */
  npmRegistry?: string;
  /** The locally installed artifact (the launch identity), when the launch is a package. */
  local?: LaunchIdentity;
  capture: () => Promise<Snapshot>;
}

export interface ReleaseVerification {
  checks: CheckOutcome[];
  statement?: Statement;
  comparison?: SignedComparison;
  /** The live capture check (e) compared. */
  live?: Snapshot;
  /** Who signed, as check (c) verified it: the signing workflow (else repository), or the key's hint. */
  signer?: string;
  /** sha256 of the verified statement's exact bytes. */
  statementDigest?: string;
  /** 0 verified; 1 the live surface is not the signed one; 6 the release itself did not verify. */
  exit: 0 | 1 | 6;
  fetched: string[];
}

const PROVES: Record<CheckId, [string, string]> = {
  registry: ['the registry lists this name and version now', 'who wrote the code, or that the entry is unchanged since publishing'],
  artifact: ['the installed code is the artifact the package registry serves and the release signed', 'what that code does'],
  signature: ['the repository named by the entry signed this surface for this name and version', 'that the tools are safe: a signature proves who released a surface, not what it does'],
  provenance: ['the package was built from the same repository that signed the surface', 'that the build was free of tampering inside that repository'],
  surface: ['the live server serves exactly the signed definitions', 'how the server behaves when a tool is called'],
};

function outcome(id: CheckId, verdict: Verdict, line: string): CheckOutcome {
  return { id, verdict, line, proves: PROVES[id][0], notProves: PROVES[id][1] };
}

function checkRegistry(e: VerifyInput['entry']): CheckOutcome {
  if (e.status === 'deleted') return outcome('registry', 'fail', `${e.server.name}@${e.server.version} is marked deleted in the registry${e.statusMessage ? `: ${e.statusMessage}` : ''}`);
  const deprecated = e.status === 'deprecated' ? ` (deprecated${e.statusMessage ? `: ${e.statusMessage}` : ''})` : '';
  return outcome('registry', 'pass', `${e.server.name}@${e.server.version} is ${e.status ?? 'listed'} at ${e.where}${deprecated}`);
}

function normalRepo(url: string): string {
  return url.trim().replace(/\.git$/, '').replace(/\/+$/, '').toLowerCase();
}

/** (c) The signer named by the certificate (or the pinned key) must be the one the entry names. */
export function signerMismatch(server: ServerJson, pointer: SurfacePointer | undefined, signer: { kind: 'certificate'; identity: WorkflowIdentity } | { kind: 'key'; hint: string }, policy: SignerPolicy): string | undefined {
  if (signer.kind === 'key') return pointer?.signer.keyHint && pointer.signer.keyHint !== signer.hint ? `the entry expects key ${pointer.signer.keyHint.slice(0, 12)}…, the bundle was signed by ${signer.hint.slice(0, 12)}…` : undefined;
  const id = signer.identity;
  if (!server.repository?.url) return 'the entry names no repository.url, so no signer can be checked against it';
  if (!id.sourceRepository || normalRepo(id.sourceRepository) !== normalRepo(server.repository.url)) return `signed by ${id.sourceRepository ?? 'a certificate naming no repository'}, but the entry's repository is ${server.repository.url}`;
  const gh = /^io\.github\.([^/]+)\//i.exec(server.name);
  if (gh && normalRepo(id.sourceRepositoryOwner ?? '') !== `https://github.com/${gh[1].toLowerCase()}`) return `the name ${server.name} belongs to ${gh[1]}, but the signing repository's owner is ${id.sourceRepositoryOwner ?? 'not named'}`;
  if (policy.workflow && !globMatch(policy.workflow, id.workflow ?? '')) return `signed by workflow ${id.workflow ?? '(none)'}, outside the policy ${policy.workflow}`;
  if (policy.ref && !globMatch(policy.ref, id.sourceRef ?? '')) return `signed from ref ${id.sourceRef ?? '(none)'}, outside the policy ${policy.ref}`;
  return undefined;
}

function checkSignature(input: VerifyInput, bundleText: string): { out: CheckOutcome; statement?: Statement; signer?: string; statementDigest?: string } {
  const fail = (why: string) => ({ out: outcome('signature', 'fail', why) });
  const server = input.entry.server;
  const pointer = server.pointer;
  if (pointer && sha256Of(bundleText) !== pointer.bundle.digest) return fail(`the bundle's digest ${sha256Of(bundleText).slice(0, 19)}… is not the ${pointer.bundle.digest.slice(0, 19)}… the entry points to`);
  let json: unknown;
  try {
    json = JSON.parse(bundleText);
  } catch {
    return fail(`${input.bundle?.where ?? 'the bundle'} is not JSON`);
  }
  const v = verifyBundle(json, input.trust);
  if (!v.ok) return fail(`the signature did not verify: ${v.reason}`);
  const statement = parseStatement(v.payload);
  if (typeof statement === 'string') return fail(statement);
  if (pointer && sha256Of(v.payload) !== pointer.statementDigest) return fail('the signed statement is not the one the entry points to');
  const p = statement.predicate;
  if (p.server.name !== server.name || p.server.version !== server.version) return fail(`the statement signs ${p.server.name}@${p.server.version}, not ${server.name}@${server.version}`);
  if (pointer && pointer.surfaceDigest !== p.surface.digest) return fail(`the entry points to surface ${pointer.surfaceDigest.slice(0, 19)}…, the statement signs ${p.surface.digest.slice(0, 19)}…`);
  const who = signerMismatch(server, pointer, v.signer, input.policy);
  if (who) return fail(who);
  const by = v.signer.kind === 'key' ? `key ${v.signer.hint.slice(0, 12)}…` : `${v.signer.identity.workflow ?? v.signer.identity.sourceRepository}`;
  const signer = v.signer.kind === 'key' ? `key ${v.signer.hint}` : (v.signer.identity.workflow ?? v.signer.identity.sourceRepository ?? 'a certificate naming no workflow');
  return { out: outcome('signature', 'pass', `surface ${p.surface.digest.slice(0, 19)}… of ${p.server.name}@${p.server.version} signed by ${by}`), statement, signer, statementDigest: sha256Of(v.payload) };
}

/** (b) The artifact: the package registry's record, the statement's subject and the installed copy must agree. */
async function checkArtifact(input: VerifyInput, statement: Statement, fetched: string[]): Promise<{ out: CheckOutcome; attestationsUrl?: string }> {
  const server = input.entry.server;
  const subject = statement.subject[0];
  const npm = server.packages.find((p) => p.registryType === 'npm');
  if (npm) {
    const base = input.npmRegistry ?? npm.registryBaseUrl ?? 'https://registry.npmjs.org';
    const rec = await fetchNpmVersion(base, npm.identifier, npm.version);
    fetched.push(rec.url);
    if ('missing' in rec) return { out: outcome('artifact', 'fail', `${npm.identifier}@${npm.version}: the package registry answered ${rec.missing} at ${rec.url}`) };
    const registryHex = rec.integrity ? integrityHex(rec.integrity) : undefined;
    if (!registryHex) return { out: outcome('artifact', 'fail', `${npm.identifier}@${npm.version}: the package registry records no sha512 integrity`) };
    if (subject.digest.sha512 !== registryHex) return { out: outcome('artifact', 'fail', `the registry serves ${npm.identifier}@${npm.version} as sha512:${registryHex.slice(0, 12)}…, but the release signed ${subject.digest.sha512 ? `sha512:${subject.digest.sha512.slice(0, 12)}…` : 'no npm tarball'}`) };
    const localHex = input.local?.kind === 'npm' && input.local.integrity ? integrityHex(input.local.integrity) : undefined;
    if (!localHex) return { out: outcome('artifact', 'fail', `the installed ${npm.identifier} cannot be tied to bytes: ${input.local?.unverified ?? 'the launch is not an installed npm package'}`) };
    if (localHex !== registryHex) return { out: outcome('artifact', 'fail', `the installed ${npm.identifier} is sha512:${localHex.slice(0, 12)}…, not the sha512:${registryHex.slice(0, 12)}… the registry serves and the release signed`) };
    return { out: outcome('artifact', 'pass', `${npm.identifier}@${npm.version} installed, served and signed as sha512:${registryHex.slice(0, 12)}…`), ...(rec.attestationsUrl ? { attestationsUrl: rec.attestationsUrl } : {}) };
  }
  const file = server.packages.find((p) => p.fileSha256);
  if (file?.fileSha256) {
    if (subject.digest.sha256 !== file.fileSha256) return { out: outcome('artifact', 'fail', `the entry names ${file.identifier} as sha256:${file.fileSha256.slice(0, 12)}…, the release signed sha256:${(subject.digest.sha256 ?? '').slice(0, 12)}…`) };
    return { out: outcome('artifact', 'pass', `${file.identifier} named and signed as sha256:${file.fileSha256.slice(0, 12)}… (the downloaded file is not hashed here)`) };
  }
  const oci = server.packages.find((p) => p.registryType === 'oci');
  if (oci) {
    const local = input.local?.kind === 'container' ? input.local.integrity : undefined;
    if (!local) return { out: outcome('artifact', 'fail', `the image launched is not named by a digest: ${input.local?.unverified ?? 'no image in the launch'}`) };
    if (`sha256:${subject.digest.sha256 ?? ''}` !== local) return { out: outcome('artifact', 'fail', `the launch runs image ${local.slice(0, 19)}…, the release signed sha256:${(subject.digest.sha256 ?? '').slice(0, 12)}…`) };
    return { out: outcome('artifact', 'pass', `image ${oci.identifier} launched and signed as ${local.slice(0, 19)}…`) };
  }
  const remote = server.remotes[0];
  if (remote) {
    if (canonicalUrl(remote.url) !== subject.name) return { out: outcome('artifact', 'fail', `the entry's remote is ${canonicalUrl(remote.url)}, the release signed ${subject.name}`) };
    return { out: outcome('artifact', 'pass', `remote ${subject.name} signed with its surface (its code is deployed by its operator and cannot be seen)`) };
  }
  return { out: outcome('artifact', 'skip', 'the entry names no npm, OCI, file or remote artifact this version checks') };
}

/** (d) npm provenance: where the package carries it, the same repository must have built it. */
async function checkProvenance(input: VerifyInput, attestationsUrl: string | undefined, fetched: string[]): Promise<CheckOutcome> {
  if (!attestationsUrl) return outcome('provenance', 'skip', 'the package carries no provenance of its own');
  let body: unknown;
  try {
    const r = await fetchJson(attestationsUrl);
    fetched.push(attestationsUrl);
    body = r.body;
  } catch (e) {
    return outcome('provenance', 'fail', e instanceof FetchError ? e.message : String(e));
  }
  const list = (body as { attestations?: Array<{ predicateType?: string; bundle?: unknown }> } | undefined)?.attestations ?? [];
  const slsa = list.find((a) => typeof a.predicateType === 'string' && a.predicateType.startsWith('https://slsa.dev/provenance/'));
  if (!slsa) return outcome('provenance', 'fail', 'the package registry lists attestations but no SLSA provenance');
  const v = verifyBundle(slsa.bundle, input.trust);
  if (!v.ok) return outcome('provenance', 'fail', `the package's provenance did not verify: ${v.reason}`);
  if (v.signer.kind !== 'certificate') return outcome('provenance', 'fail', 'the provenance is not signed by a workflow certificate');
  const repo = input.entry.server.repository?.url ?? '';
  if (normalRepo(v.signer.identity.sourceRepository ?? '') !== normalRepo(repo)) return outcome('provenance', 'fail', `the package was built by ${v.signer.identity.sourceRepository ?? 'an unnamed repository'}, not ${repo}`);
  return outcome('provenance', 'pass', `npm provenance names ${v.signer.identity.sourceRepository}`);
}

export async function verifyRelease(input: VerifyInput): Promise<ReleaseVerification> {
  const checks: CheckOutcome[] = [];
  const fetched: string[] = [];
  const done = (exit: 0 | 1 | 6, extra: Partial<ReleaseVerification> = {}): ReleaseVerification => ({ checks, exit, fetched, ...extra });
  checks.push(checkRegistry(input.entry));
  if (checks[0].verdict === 'fail') return done(6);
  if (!input.bundle) {
    checks.push(outcome('signature', 'fail', input.entry.server.pointer ? 'the bundle the entry points to was not given and could not be read from a location: give it with --bundle FILE' : `${input.entry.where} carries no mcp-contract pointer and no --bundle was given: nothing signed to verify`));
    return done(6);
  }
  // The signature is checked before the artifact: the artifact is compared with what the verified statement signed.
  const sig = checkSignature(input, input.bundle.text);
  if (!sig.statement) return done(6, { checks: [...checks, sig.out] });
  const statement = sig.statement;
  const signedBy = { ...(sig.signer ? { signer: sig.signer } : {}), ...(sig.statementDigest ? { statementDigest: sig.statementDigest } : {}) };
  let art: Awaited<ReturnType<typeof checkArtifact>>;
  try {
    art = await checkArtifact(input, statement, fetched);
  } catch (e) {
    art = { out: outcome('artifact', 'fail', e instanceof FetchError ? e.message : String(e)) };
  }
  checks.push(sig.out, art.out);
  if (art.out.verdict === 'fail') return done(6, { statement });
  const prov = await checkProvenance(input, art.attestationsUrl, fetched);
  checks.push(prov);
  if (prov.verdict === 'fail') return done(6, { statement });
  const live = await input.capture();
  const comparison = compareSigned(statement.predicate.capabilities, surfaceDigests(live));
  const changed = comparison.entries.filter((e) => e.status !== 'signed');
  checks.push(
    outcome('surface', comparison.ok ? 'pass' : 'fail', comparison.ok ? `all ${comparison.entries.length} served capabilities are the signed ones` : `${changed.length} of ${comparison.entries.length} capabilities differ from the signed release`),
  );
  return done(comparison.ok ? 0 : 1, { statement, comparison, live, ...signedBy });
}

/**
 * The guard's approvals from a verified release: the live capture with only the capabilities whose definition is the
 * signed one. A changed, unsigned or unsigned-surface capability is left out, so the guard holds it as unapproved.
 */
export function signedApprovals(live: Snapshot, comparison: SignedComparison): Snapshot {
  const signed = new Set(comparison.entries.filter((e) => e.status === 'signed').map((e) => `${e.surface}\u0000${e.ref}`));
  const surfaces = Object.fromEntries(
    Object.entries(live.surfaces).map(([name, s]) => [
      name,
      { ...s, kinds: Object.fromEntries(Object.entries(s.kinds).map(([k, ks]) => [k, { ...ks, items: ks.items.filter((c) => signed.has(`${name}\u0000${c.ref}`)) }])) as typeof s.kinds },
    ]),
  );
  return { ...live, surfaces };
}

/**
 * A newer release the registry lists: checks (a) and (c) only, its entry and its signed statement (it is not
 * installed, so neither its artifact nor its live surface can be compared). What it yields is news, never an approval.
 */
export function verifyListedStatement(input: Pick<VerifyInput, 'entry' | 'bundle' | 'trust' | 'policy'>): { ok: true; signer: string; statementDigest: string } | { ok: false; reason: string } {
  const registry = checkRegistry(input.entry);
  if (registry.verdict === 'fail') return { ok: false, reason: registry.line };
  if (!input.bundle) return { ok: false, reason: `${input.entry.server.name}@${input.entry.server.version}: its entry points to no bundle at an http(s) location` };
  const sig = checkSignature({ ...input, capture: () => Promise.reject(new Error('not captured')) }, input.bundle.text);
  if (!sig.statement || !sig.signer || !sig.statementDigest) return { ok: false, reason: sig.out.line };
  return { ok: true, signer: sig.signer, statementDigest: sig.statementDigest };
}
