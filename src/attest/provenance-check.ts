// Check (d): where the package carries its own provenance, the same repository must have built it. npm provenance
// (the registry's attestations document, a SLSA statement in a Sigstore bundle) and PEP 740 (PyPI's integrity API,
// attestations whose certificates name the Trusted Publisher's workflow) are verified with the same trusted root as
// the release, and must sign the very file check (b) tied to the install. A package without provenance says so and
// passes unless the policy requires provenance.
import { fetchJson, FetchError, pypiProvenanceUrl } from '../registry/client.js';
import type { ProvenanceSource } from './artifact-check.js';
import { normalRepo, outcome, type CheckOutcome, type VerifyInput } from './outcome.js';
import { IN_TOTO_PAYLOAD_TYPE } from './sign.js';
import { verifyBundle } from './verify-bundle.js';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const fail = (line: string) => outcome('provenance', 'fail', line);

/** The statement's subjects as name -> digests, or undefined when the payload is no in-toto statement. */
function subjectsOf(payload: string): Array<{ name: string; digest: Record<string, unknown> }> | undefined {
  try {
    const v = JSON.parse(payload) as unknown;
    if (!isRecord(v) || !Array.isArray(v.subject)) return undefined;
    return v.subject.flatMap((s) => (isRecord(s) && typeof s.name === 'string' && isRecord(s.digest) ? [{ name: s.name, digest: s.digest }] : []));
  } catch {
    return undefined;
  }
}

/** One signed provenance: verified, signing `covers`, by the entry's repository; else the one reason it is not. */
function checkSigned(input: VerifyInput, bundle: unknown, what: string, covers: (subjects: Array<{ name: string; digest: Record<string, unknown> }>) => boolean): string | { repository: string } {
  const v = verifyBundle(bundle, input.trust);
  if (!v.ok) return `${what} did not verify: ${v.reason}`;
  if (v.signer.kind !== 'certificate') return `${what} is not signed by a workflow certificate`;
  const subjects = subjectsOf(v.payload);
  if (!subjects || !covers(subjects)) return `${what} signs another file than the one installed`;
  const built = v.signer.identity.sourceRepository ?? '';
  const repo = input.entry.server.repository?.url ?? '';
  if (!built || normalRepo(built) !== normalRepo(repo)) return `the package was built by ${built || 'an unnamed repository'}, not ${repo || 'the repository the entry names (none)'}`;
  return { repository: built };
}

async function npmProvenance(input: VerifyInput, src: Extract<ProvenanceSource, { kind: 'npm' }>, fetched: string[]): Promise<CheckOutcome> {
  const r = await fetchJson(src.url);
  fetched.push(src.url);
  const list = (r.body as { attestations?: Array<{ predicateType?: string; bundle?: unknown }> } | undefined)?.attestations ?? [];
  const slsa = list.find((a) => typeof a.predicateType === 'string' && a.predicateType.startsWith('https://slsa.dev/provenance/'));
  if (!slsa) return fail('the package registry lists attestations but no SLSA provenance');
  const got = checkSigned(input, slsa.bundle, "the package's provenance", (subjects) => subjects.some((s) => s.digest.sha512 === src.sha512));
  if (typeof got === 'string') return fail(got);
  return outcome('provenance', 'pass', `npm provenance names ${got.repository}`);
}

/** A PEP 740 attestation as the Sigstore bundle it is: the same certificate, log entries and DSSE envelope. */
export function pep740Bundle(attestation: unknown): unknown {
  const a = isRecord(attestation) ? attestation : {};
  const vm = isRecord(a.verification_material) ? a.verification_material : {};
  const env = isRecord(a.envelope) ? a.envelope : {};
  return {
    mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
    verificationMaterial: { certificate: { rawBytes: vm.certificate }, tlogEntries: Array.isArray(vm.transparency_entries) ? vm.transparency_entries : [] },
    dsseEnvelope: { payload: env.statement, payloadType: IN_TOTO_PAYLOAD_TYPE, signatures: [{ sig: env.signature, keyid: '' }] },
  };
}

async function pypiProvenance(input: VerifyInput, src: Extract<ProvenanceSource, { kind: 'pypi' }>, fetched: string[]): Promise<CheckOutcome | undefined> {
  const url = pypiProvenanceUrl(src.base, src.project, src.version, src.filename);
  const r = await fetchJson(url);
  fetched.push(url);
  if (r.body === undefined) return r.status === 404 ? undefined : fail(`PyPI answered ${r.status} at ${url}`);
  const bundles = isRecord(r.body) && Array.isArray(r.body.attestation_bundles) ? r.body.attestation_bundles : [];
  const attestations = bundles.flatMap((b: unknown) => (isRecord(b) && Array.isArray(b.attestations) ? b.attestations : []));
  if (attestations.length === 0) return fail(`${url} lists no attestation`);
  // Every attestation PyPI lists must hold: one by another repository is a second builder of the same file.
  let repository = '';
  for (const a of attestations) {
    const got = checkSigned(input, pep740Bundle(a), `the PEP 740 attestation of ${src.filename}`, (subjects) => subjects.some((s) => s.name === src.filename && s.digest.sha256 === src.sha256));
    if (typeof got === 'string') return fail(got);
    repository = got.repository;
  }
  return outcome('provenance', 'pass', `PEP 740 provenance of ${src.filename} names ${repository}`);
}

export async function checkProvenance(input: VerifyInput, src: ProvenanceSource | undefined, fetched: string[]): Promise<CheckOutcome> {
  let got: CheckOutcome | undefined;
  try {
    got = src?.kind === 'npm' ? await npmProvenance(input, src, fetched) : src?.kind === 'pypi' ? await pypiProvenance(input, src, fetched) : undefined;
  } catch (e) {
    return fail(e instanceof FetchError ? e.message : String(e));
  }
  if (got) return got;
  const pkg = input.entry.server.packages[0]?.identifier ?? input.entry.server.name;
  if (input.policy.requireProvenance) return fail(`no provenance: ${pkg} carries no provenance of its own (npm provenance, PEP 740), and the policy requires it`);
  return outcome('provenance', 'skip', `no provenance: ${pkg} carries no provenance of its own (npm provenance, PEP 740)`);
}
