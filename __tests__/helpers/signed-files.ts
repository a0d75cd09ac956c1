// A maintainer's signed release of a server that is not an npm package: an MCPB bundle or a PyPI file named by its
// sha256, or a remote server named by its URL; and PEP 740 provenance of a PyPI file, signed through the test
// Sigstore and served in the integrity API's shape. The release itself runs through the CLI (`release --attest`).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, writeJson } from './cli-harness.js';
import { NAME, VERSION, writePackage } from './signed-release.js';
import { workflowToken, type TestSigstore } from './test-sigstore.js';
import { signStatement } from '../../src/attest/sign.js';

export interface FileRelease {
  dir: string;
  serverJsonPath: string;
  bundlePath: string;
  code: number;
  stdout: string;
}

export const sha256Hex = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex');

export interface EntryShape {
  packages?: unknown[];
  remotes?: unknown[];
  /** The released file written into the maintainer's directory and signed (`--artifact`). */
  artifact?: { name: string; bytes: Buffer };
  /** The server the maintainer captures (default: the package's entry over stdio). */
  server?: Record<string, unknown>;
}

export async function releaseEntry(sigstore: TestSigstore, shape: EntryShape): Promise<FileRelease> {
  const dir = tempDir('maintainer-file');
  writePackage(path.join(dir, 'pkg'));
  const server = shape.server ?? { command: process.execPath, args: ['pkg/index.mjs'], versionFrom: 'pkg/package.json' };
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: server } });
  const env = { PATH: process.env.PATH };
  const snap = await cli(['snapshot'], { cwd: dir, env });
  if (snap.code !== 0) throw new Error(snap.stderr);
  const serverJsonPath = writeJson(path.join(dir, 'server.json'), {
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    name: NAME,
    description: 'Notes over MCP',
    version: VERSION,
    repository: { url: 'https://github.com/acme/notes', source: 'github' },
    ...(shape.packages ? { packages: shape.packages } : {}),
    ...(shape.remotes ? { remotes: shape.remotes } : {}),
  });
  if (shape.artifact) writeFileSync(path.join(dir, shape.artifact.name), shape.artifact.bytes);
  const token = workflowToken({ repository: 'acme/notes', ref: 'refs/tags/v1.2.0', workflow: '.github/workflows/release.yml' });
  const args = ['release', '--attest', '--server-json', 'server.json', ...(shape.artifact ? ['--artifact', shape.artifact.name] : []), '--fulcio-url', sigstore.url, '--rekor-url', sigstore.url];
  const r = await cli(args, { cwd: dir, env: { ...env, SIGSTORE_ID_TOKEN: token } });
  return { dir, serverJsonPath, bundlePath: path.join(dir, 'snapshots', 'notes.sigstore.json'), code: r.code, stdout: r.stdout + r.stderr };
}

/**
 * PyPI's provenance document for `filename` (PEP 740): one attestation bundle from a GitHub Trusted Publisher, its
 * attestation a DSSE-signed publish statement over the file's name and sha256, by `repository`'s workflow.
 */
export async function pep740Provenance(sigstore: TestSigstore, repository: string, filename: string, sha256: string): Promise<unknown> {
  const statement = { _type: 'https://in-toto.io/Statement/v1', subject: [{ name: filename, digest: { sha256 } }], predicateType: 'https://docs.pypi.org/attestations/publish/v1', predicate: null };
  const bundle = (await signStatement(statement as never, {
    kind: 'keyless',
    fulcioUrl: sigstore.url,
    rekorUrl: sigstore.url,
    env: { SIGSTORE_ID_TOKEN: workflowToken({ repository, ref: 'refs/tags/v1.2.0', workflow: '.github/workflows/publish.yml' }) },
  })) as unknown as { verificationMaterial: { certificate: { rawBytes: string }; tlogEntries: unknown[] }; dsseEnvelope: { payload: string; signatures: Array<{ sig: string }> } };
  const attestation = {
    version: 1,
    verification_material: { certificate: bundle.verificationMaterial.certificate.rawBytes, transparency_entries: bundle.verificationMaterial.tlogEntries },
    envelope: { statement: bundle.dsseEnvelope.payload, signature: bundle.dsseEnvelope.signatures[0].sig },
  };
  return { version: 1, attestation_bundles: [{ publisher: { kind: 'GitHub', repository, workflow: 'publish.yml', environment: null }, attestations: [attestation] }] };
}
