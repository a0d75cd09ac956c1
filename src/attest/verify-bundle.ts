// Checks a Sigstore bundle with @sigstore/verify against trust the user gave as files: a trusted root (Fulcio CAs,
// Rekor and CT log keys) and, for a key-signed release, the maintainer's public key. Nothing is fetched: no TUF
// refresh, no log lookup; without the trust material the check fails closed.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { bundleFromJSON } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier, type Signer, type TrustMaterial } from '@sigstore/verify';
import { keyHint } from './keys.js';
import { certificateIdentity, type WorkflowIdentity } from './cert-identity.js';
import { IN_TOTO_PAYLOAD_TYPE } from './sign.js';

export interface Trust {
  /** The trusted root's JSON (Sigstore's `trusted_root.json`, or a private instance's). */
  trustedRoot?: unknown;
  /** A maintainer's public key (PEM) for a key-signed release. */
  publicKeyPem?: string;
}

export type BundleVerdict =
  | { ok: true; payload: string; signer: { kind: 'certificate'; identity: WorkflowIdentity } | { kind: 'key'; hint: string } }
  | { ok: false; reason: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function trustMaterial(trust: Trust, key: KeyObject | undefined): TrustMaterial {
  const root = TrustedRoot.fromJSON(trust.trustedRoot ?? { mediaType: 'application/vnd.dev.sigstore.trustedroot.v0.2+json', tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] });
  const hint = key ? keyHint(key) : undefined;
  return toTrustMaterial(root, (h: string) => {
    if (!key || h !== hint) throw new Error(`the bundle's key ${h.slice(0, 12)}… is not the public key given`);
    return { publicKey: key, validFor: () => true };
  });
}

function kindOf(bundle: unknown): 'certificate' | 'key' | undefined {
  const vm = isRecord(bundle) && isRecord(bundle.verificationMaterial) ? bundle.verificationMaterial : undefined;
  if (!vm) return undefined;
  if (vm.certificate !== undefined || vm.x509CertificateChain !== undefined) return 'certificate';
  if (vm.publicKey !== undefined) return 'key';
  return undefined;
}

/** One line for a failure inside the library: its code and message, never a stack. */
function reasonOf(e: unknown): string {
  const code = isRecord(e) && typeof e.code === 'string' ? `${e.code}: ` : '';
  const msg = e instanceof Error ? e.message : String(e);
  return `${code}${msg}`.split('\n')[0].slice(0, 300);
}

export function verifyBundle(bundleJson: unknown, trust: Trust): BundleVerdict {
  const kind = kindOf(bundleJson);
  if (!kind) return { ok: false, reason: 'not a Sigstore bundle (no verification material)' };
  if (kind === 'certificate' && trust.trustedRoot === undefined) return { ok: false, reason: 'the bundle is signed by a certificate and no trusted root was given (--trusted-root FILE): refusing, nothing is fetched' };
  if (kind === 'key' && trust.publicKeyPem === undefined) return { ok: false, reason: "the bundle is signed by a key and no public key was given (--public-key FILE): refusing" };
  let key: KeyObject | undefined;
  try {
    key = trust.publicKeyPem ? createPublicKey(trust.publicKeyPem) : undefined;
  } catch {
    return { ok: false, reason: 'the public key given is not a PEM public key' };
  }
  let signer: Signer;
  let payload: string;
  try {
    const bundle = bundleFromJSON(bundleJson);
    if (bundle.content.$case !== 'dsseEnvelope') return { ok: false, reason: 'the bundle signs a message, not a DSSE statement' };
    if (bundle.content.dsseEnvelope.payloadType !== IN_TOTO_PAYLOAD_TYPE) return { ok: false, reason: `the envelope's payload type is ${bundle.content.dsseEnvelope.payloadType}, not ${IN_TOTO_PAYLOAD_TYPE}` };
    const material = trustMaterial(trust, key);
    // A certificate must be logged (Rekor) and timestamped; an SCT is required where the root names CT logs. A key
    // signature stands on the key alone: the user pinned that key, so no log or timestamp is asked of it.
    const logged = kind === 'certificate';
    const verifier = new Verifier(material, { tlogThreshold: logged ? 1 : 0, timestampThreshold: logged ? 1 : 0, ctlogThreshold: logged && material.ctlogs.length > 0 ? 1 : 0 });
    signer = verifier.verify(toSignedEntity(bundle));
    payload = bundle.content.dsseEnvelope.payload.toString('utf8');
  } catch (e) {
    return { ok: false, reason: reasonOf(e) };
  }
  if (kind === 'key') return { ok: true, payload, signer: { kind: 'key', hint: keyHint(signer.key) } };
  return { ok: true, payload, signer: { kind: 'certificate', identity: certificateIdentity(signer) } };
}
