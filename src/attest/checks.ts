// The five checks of a signed release, in order; each says what it proves and what it does not. The first refusal
// stops the run (fail closed): a later check never runs on an entry, artifact or statement already refused.
import { compareSigned, type SignedComparison } from '../core/attest/compare.js';
import { surfaceDigests, type Statement } from '../core/attest/predicate.js';
import { parseStatement } from '../core/attest/statement.js';
import type { Snapshot } from '../core/shared/model.js';
import { FetchError } from '../registry/client.js';
import type { SurfacePointer } from '../registry/pointer.js';
import type { ServerJson } from '../registry/server-json.js';
import { checkArtifact, type ArtifactResult } from './artifact-check.js';
import { normalRepo, outcome, type CheckOutcome, type VerifyInput } from './outcome.js';
import { globMatch, type SignerPolicy } from './policy.js';
import { checkProvenance } from './provenance-check.js';
import { sha256Of } from './release.js';
import { verifyBundle } from './verify-bundle.js';
import type { WorkflowIdentity } from './cert-identity.js';

export type { CheckId, CheckOutcome, Verdict, VerifyInput } from './outcome.js';

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

function checkRegistry(e: VerifyInput['entry']): CheckOutcome {
  if (e.status === 'deleted') return outcome('registry', 'fail', `${e.server.name}@${e.server.version} is marked deleted in the registry${e.statusMessage ? `: ${e.statusMessage}` : ''}`);
  const deprecated = e.status === 'deprecated' ? ` (deprecated${e.statusMessage ? `: ${e.statusMessage}` : ''})` : '';
  return outcome('registry', 'pass', `${e.server.name}@${e.server.version} is ${e.status ?? 'listed'} at ${e.where}${deprecated}`);
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
  let art: ArtifactResult;
  try {
    art = await checkArtifact(input, statement, fetched);
  } catch (e) {
    art = { out: outcome('artifact', 'fail', e instanceof FetchError ? e.message : String(e)) };
  }
  checks.push(sig.out, art.out);
  if (art.out.verdict === 'fail') return done(6, { statement });
  const prov = await checkProvenance(input, art.provenance, fetched);
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
