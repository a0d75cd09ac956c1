// Check (b): the artifact. The package registry's record, the signed statement's subject and the bytes this machine
// runs must agree: an npm tarball by its sha512, a PyPI file or an MCPB bundle by its sha256, an image by its digest,
// and a remote server by its canonical URL with the signed surface digest. A file is hashed only when the user gives
// it or allows its download; otherwise the check fails closed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Statement } from '../core/attest/predicate.js';
import { fetchNpmVersion, fetchPypiFiles, fetchSha256, FetchError } from '../registry/client.js';
import type { RegistryPackage } from '../registry/server-json.js';
import { outcome, short, type CheckOutcome, type VerifyInput } from './outcome.js';
import { canonicalUrl, integrityHex } from './subject.js';

/** Where check (d) looks for the package's own provenance, when the registry names one. */
export type ProvenanceSource = { kind: 'npm'; url: string; sha512: string } | { kind: 'pypi'; base: string; project: string; version: string; filename: string; sha256: string };

export interface ArtifactResult {
  out: CheckOutcome;
  provenance?: ProvenanceSource;
}

const fail = (line: string): ArtifactResult => ({ out: outcome('artifact', 'fail', line) });
const pass = (line: string, provenance?: ProvenanceSource): ArtifactResult => ({ out: outcome('artifact', 'pass', line), ...(provenance ? { provenance } : {}) });

/** The file the user holds or allowed to be downloaded, hashed; undefined when neither. */
async function heldFile(input: VerifyInput, url: string | undefined, fetched: string[]): Promise<{ hex: string; how: string } | undefined> {
  if (input.artifactFile) {
    let bytes: Buffer;
    try {
      bytes = await readFile(input.artifactFile);
    } catch (e) {
      throw new FetchError(`--artifact ${input.artifactFile}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
    return { hex: createHash('sha256').update(bytes).digest('hex'), how: `the file ${input.artifactFile}` };
  }
  if (input.fetchArtifact && url && /^https?:\/\//.test(url)) {
    fetched.push(url);
    return { hex: await fetchSha256(url), how: `downloaded from ${url}` };
  }
  return undefined;
}

async function checkNpm(input: VerifyInput, npm: RegistryPackage, subject: Statement['subject'][0], fetched: string[]): Promise<ArtifactResult> {
  const base = input.npmRegistry ?? npm.registryBaseUrl ?? 'https://registry.npmjs.org';
  const rec = await fetchNpmVersion(base, npm.identifier, npm.version);
  fetched.push(rec.url);
  if ('missing' in rec) return fail(`${npm.identifier}@${npm.version}: the package registry answered ${rec.missing} at ${rec.url}`);
  const registryHex = rec.integrity ? integrityHex(rec.integrity) : undefined;
  if (!registryHex) return fail(`${npm.identifier}@${npm.version}: the package registry records no sha512 integrity`);
  if (subject.digest.sha512 !== registryHex) return fail(`the registry serves ${npm.identifier}@${npm.version} as sha512:${short(registryHex)}, but the release signed ${subject.digest.sha512 ? `sha512:${short(subject.digest.sha512)}` : 'no npm tarball'}`);
  const localHex = input.local?.kind === 'npm' && input.local.integrity ? integrityHex(input.local.integrity) : undefined;
  if (!localHex) return fail(`the installed ${npm.identifier} cannot be tied to bytes: ${input.local?.unverified ?? 'the launch is not an installed npm package'}`);
  if (localHex !== registryHex) return fail(`the installed ${npm.identifier} is sha512:${short(localHex)}, not the sha512:${short(registryHex)} the registry serves and the release signed`);
  return pass(`${npm.identifier}@${npm.version} installed, served and signed as sha512:${short(registryHex)}`, rec.attestationsUrl ? { kind: 'npm', url: rec.attestationsUrl, sha512: registryHex } : undefined);
}

/**
 * A PyPI file: the signed subject names one file of the release (by filename and sha256) that PyPI serves with that
 * sha256, and the installed copy is that file: the wheel hash pip recorded (direct_url.json), or the file the user gives.
 */
async function checkPypi(input: VerifyInput, pkg: RegistryPackage, subject: Statement['subject'][0], fetched: string[]): Promise<ArtifactResult> {
  const base = input.pypiRegistry ?? pkg.registryBaseUrl ?? 'https://pypi.org';
  const rec = await fetchPypiFiles(base, pkg.identifier, pkg.version);
  fetched.push(rec.url);
  if ('missing' in rec) return fail(`${pkg.identifier}@${pkg.version}: PyPI answered ${rec.missing} at ${rec.url}`);
  const signed = subject.digest.sha256;
  const served = rec.files.find((f) => f.filename === subject.name);
  if (!signed || !served) return fail(`the release signed ${subject.name}${signed ? ` (sha256:${short(signed)})` : ''}, which PyPI does not serve for ${pkg.identifier}@${pkg.version}`);
  if (served.sha256 !== signed) return fail(`PyPI serves ${served.filename} as sha256:${short(served.sha256)}, but the release signed sha256:${short(signed)}`);
  const held = await heldFile(input, undefined, fetched);
  const wheel = input.local?.kind === 'python' && input.local.integrity && /direct_url\.json/.test(input.local.source) ? { hex: input.local.integrity.replace(/^sha256:/, ''), how: `the installed ${input.local.name} (wheel hash)` } : undefined;
  if (!held && !wheel) return fail(`the installed ${pkg.identifier} cannot be tied to ${served.filename}: ${input.local?.kind === 'python' ? 'the installer recorded no wheel hash' : 'the launch is not an installed Python package'}; give the file with --artifact FILE`);
  // The wheel pip recorded is what runs: a file given with --artifact adds a check, it never stands in for that hash.
  for (const local of [wheel, held]) {
    if (local && local.hex !== signed) return fail(`${local.how} is sha256:${short(local.hex)}, not the sha256:${short(signed)} PyPI serves and the release signed`);
  }
  return pass(`${served.filename} installed, served and signed as sha256:${short(signed)}`, { kind: 'pypi', base, project: pkg.identifier, version: pkg.version, filename: served.filename, sha256: signed });
}

/** An MCPB bundle (or another file the entry names by fileSha256): the entry, the statement and the file itself. */
async function checkFile(input: VerifyInput, file: RegistryPackage & { fileSha256: string }, subject: Statement['subject'][0], fetched: string[]): Promise<ArtifactResult> {
  const named = file.fileSha256.toLowerCase();
  if (subject.digest.sha256 !== named) return fail(`the entry names ${file.identifier} as sha256:${short(named)}, the release signed sha256:${short(subject.digest.sha256)}`);
  const held = await heldFile(input, file.identifier, fetched);
  if (!held) return fail(`${file.identifier} itself was not hashed: give the file with --artifact FILE, or allow its download with --fetch-artifact`);
  if (held.hex !== named) return fail(`${held.how} is sha256:${short(held.hex)}, not the sha256:${short(named)} the entry names and the release signed`);
  if (input.artifactFile) return pass(`${file.identifier} (${held.how}) is the sha256:${short(named)} the entry names and the release signed`);
  // A fresh download proves the URL serves the signed file, not that the launched code came from it.
  return {
    out: {
      ...outcome('artifact', 'pass', `${file.identifier} (${held.how}) is the sha256:${short(named)} the entry names and the release signed; the launched code is not tied to it (only --artifact FILE ties the file you run)`),
      proves: 'the file the entry names is the one the release signed',
      notProves: 'that the launched code came from that file, or what that code does',
    },
  };
}

function canonical(url: string): string | undefined {
  try {
    return canonicalUrl(url);
  } catch {
    return undefined;
  }
}

/** A remote server: the signed subject is its canonical URL with the surface digest, and the launch connects there. */
function checkRemote(input: VerifyInput, url: string, statement: Statement): ArtifactResult {
  const subject = statement.subject[0];
  const entryUrl = canonical(url);
  if (!entryUrl || entryUrl !== subject.name) return fail(`the entry's remote is ${entryUrl ?? url}, the release signed ${subject.name}`);
  if (`sha256:${subject.digest.sha256 ?? ''}` !== statement.predicate.surface.digest) return fail(`the signed subject ${subject.name} carries sha256:${short(subject.digest.sha256)}, not the surface digest ${short(statement.predicate.surface.digest)} the statement signs`);
  if (!input.launchUrl) return fail(`the entry names the remote ${entryUrl}, but the launch ${input.local ? `runs ${input.local.name}` : 'starts a local command'}`);
  const launched = canonical(input.launchUrl);
  if (launched !== entryUrl) return fail(`the launch connects to ${launched ?? input.launchUrl}, not the signed remote ${entryUrl}`);
  return pass(`remote ${entryUrl} connected to and signed with surface ${short(statement.predicate.surface.digest)} (its code is deployed by its operator and cannot be seen)`);
}

export async function checkArtifact(input: VerifyInput, statement: Statement, fetched: string[]): Promise<ArtifactResult> {
  const server = input.entry.server;
  const subject = statement.subject[0];
  const npm = server.packages.find((p) => p.registryType === 'npm');
  if (npm) return checkNpm(input, npm, subject, fetched);
  const pypi = server.packages.find((p) => p.registryType === 'pypi');
  if (pypi) return checkPypi(input, pypi, subject, fetched);
  const file = server.packages.find((p): p is RegistryPackage & { fileSha256: string } => typeof p.fileSha256 === 'string');
  if (file) return checkFile(input, file, subject, fetched);
  const oci = server.packages.find((p) => p.registryType === 'oci');
  if (oci) {
    const local = input.local?.kind === 'container' ? input.local.integrity : undefined;
    if (!local) return fail(`the image launched is not named by a digest: ${input.local?.unverified ?? 'no image in the launch'}`);
    if (`sha256:${subject.digest.sha256 ?? ''}` !== local) return fail(`the launch runs image ${local.slice(0, 19)}…, the release signed sha256:${short(subject.digest.sha256)}`);
    return pass(`image ${oci.identifier} launched and signed as ${local.slice(0, 19)}…`);
  }
  const remote = server.remotes[0];
  if (remote) return checkRemote(input, remote.url, statement);
  return { out: outcome('artifact', 'skip', 'the entry names no npm, PyPI, OCI, file or remote artifact this version checks') };
}
