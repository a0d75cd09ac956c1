// `release --attest`: the statement of the surface the release gate judged, signed, written beside the snapshot; with
// --server-json, the registry entry's pointer to it after the versions agree.
import { createHash } from 'node:crypto';
import { X509Certificate } from '@sigstore/core';
import type { SerializedBundle } from '@sigstore/bundle';
import { buildPredicate, buildStatement, type SignedSurface, type Statement } from '../core/attest/predicate.js';
import type { EffectiveDeprecation } from '../core/release/deprecations.js';
import type { Snapshot } from '../core/shared/model.js';
import { UsageError } from '../core/shared/errors.js';
import { pointerOf, type SurfacePointer } from '../registry/pointer.js';
import { derText } from './cert-identity.js';
import { signStatement, statementBytes, type SigningMethod } from './sign.js';
import { subjectOf, type ArtifactSpec } from './subject.js';

export interface AttestInput {
  snapshot: Snapshot;
  name: string;
  version: string;
  artifact: ArtifactSpec;
  surfaces?: Record<string, SignedSurface>;
  deprecations?: readonly EffectiveDeprecation[];
  method: SigningMethod;
  bundleLocation?: string;
}

export interface Attested {
  statement: Statement;
  bundle: SerializedBundle;
  /** The bundle file's text, and the sha256 of those bytes (recorded in the changelog and the pointer). */
  bundleText: string;
  bundleDigest: string;
  statementDigest: string;
  pointer: SurfacePointer;
}

export function sha256Of(text: string | Buffer): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

/** Who signed, read back from the bundle just made: the certificate's repository and workflow, or the key's hint. */
function signerOf(bundle: SerializedBundle): SurfacePointer['signer'] {
  const vm = bundle.verificationMaterial as { certificate?: { rawBytes: string }; x509CertificateChain?: { certificates: Array<{ rawBytes: string }> }; publicKey?: { hint?: string } };
  const raw = vm.certificate?.rawBytes ?? vm.x509CertificateChain?.certificates[0]?.rawBytes;
  if (!raw) return vm.publicKey?.hint ? { keyHint: vm.publicKey.hint } : {};
  const cert = X509Certificate.parse(Buffer.from(raw, 'base64'));
  const text = (oid: string) => {
    const ext = cert.extension(oid);
    return ext ? derText(ext.value) : undefined;
  };
  const repository = text('1.3.6.1.4.1.57264.1.12');
  const workflow = text('1.3.6.1.4.1.57264.1.9');
  return { ...(repository ? { repository } : {}), ...(workflow ? { workflow } : {}) };
}

export async function attestRelease(input: AttestInput): Promise<Attested> {
  const predicate = buildPredicate({ snapshot: input.snapshot, name: input.name, version: input.version, ...(input.surfaces ? { surfaces: input.surfaces } : {}), ...(input.deprecations ? { deprecations: input.deprecations } : {}) });
  const statement = buildStatement([await subjectOf(input.artifact, predicate.surface.digest)], predicate);
  const bundle = await signStatement(statement, input.method);
  const bundleText = `${JSON.stringify(bundle, null, 2)}\n`;
  const bundleDigest = sha256Of(bundleText);
  const statementDigest = sha256Of(statementBytes(statement));
  return { statement, bundle, bundleText, bundleDigest, statementDigest, pointer: pointerOf(statement, statementDigest, bundleDigest, signerOf(bundle), input.bundleLocation) };
}

/** server.json's version, the package's and the served serverInfo.version must be one release. */
export function checkVersions(versions: { serverJson?: string; package?: string; served?: string }, shown: string): void {
  const named = Object.entries(versions).filter((e): e is [string, string] => e[1] !== undefined);
  const distinct = new Set(named.map(([, v]) => v));
  if (distinct.size > 1) {
    const words: Record<string, string> = { serverJson: `${shown} says`, package: 'the package says', served: 'the server serves serverInfo.version' };
    throw new UsageError(`versions disagree: ${named.map(([k, v]) => `${words[k]} ${v}`).join(', ')}`);
  }
}
