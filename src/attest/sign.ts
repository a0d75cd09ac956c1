// Signing the surface statement: a DSSE-enveloped Sigstore bundle, made by @sigstore/sign (never our own crypto).
// Keyless in GitHub Actions (the workflow's OIDC token -> a Fulcio certificate naming the workflow, witnessed by
// Rekor); elsewhere with a key the user names, the bundle carrying only a hint of its public key.
import { createPrivateKey, createPublicKey, sign as nodeSign, type KeyObject } from 'node:crypto';
import { bundleToJSON, type SerializedBundle } from '@sigstore/bundle';
import { DSSEBundleBuilder, FulcioSigner, RekorWitness, type IdentityProvider, type Signature, type Signer } from '@sigstore/sign';
import type { Statement } from '../core/attest/predicate.js';
import { UsageError } from '../core/shared/errors.js';
import { keyHint, SIGNING_KEY_ENV } from './keys.js';

export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
export const PUBLIC_FULCIO = 'https://fulcio.sigstore.dev';
export const PUBLIC_REKOR = 'https://rekor.sigstore.dev';

export type SigningMethod =
  | { kind: 'key'; privateKeyPem: string; source: string }
  | { kind: 'keyless'; fulcioUrl: string; rekorUrl: string; env: Record<string, string | undefined>; /** Hears the identity token once fetched (the Action masks it). */ secret?: (token: string) => void };

/**
 * The workflow's identity token, read from the environment the command was given (not the process's): GitHub
 * Actions' token endpoint when the job has `id-token: write`, else a token handed in as $SIGSTORE_ID_TOKEN.
 */
class WorkflowIdentity implements IdentityProvider {
  constructor(
    private readonly env: Record<string, string | undefined>,
    private readonly secret: (token: string) => void = () => undefined,
  ) {}
  async getToken(): Promise<string> {
    const token = await this.fetchToken();
    this.secret(token);
    return token;
  }
  private async fetchToken(): Promise<string> {
    if (this.env.SIGSTORE_ID_TOKEN) return this.env.SIGSTORE_ID_TOKEN;
    const url = this.env.ACTIONS_ID_TOKEN_REQUEST_URL;
    const bearer = this.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    if (!url || !bearer) throw new UsageError('keyless signing needs the workflow\'s OIDC token (permissions: id-token: write) or a signing key ($' + SIGNING_KEY_ENV + ' or --signing-key FILE)');
    const u = new URL(url);
    u.searchParams.set('audience', 'sigstore');
    const res = await fetch(u, { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });
    const value = res.ok ? ((await res.json()) as { value?: unknown }).value : undefined;
    if (typeof value !== 'string') throw new UsageError(`GitHub's OIDC token endpoint answered ${res.status} without a token`);
    return value;
  }
}

/** A signer over a private key held in memory: node:crypto signs, @sigstore/sign packages. */
class KeySigner implements Signer {
  readonly #key: KeyObject;
  readonly #publicPem: string;
  readonly #hint: string;
  constructor(pem: string, source: string) {
    try {
      this.#key = createPrivateKey(pem);
    } catch {
      throw new UsageError(`${source}: not a PEM private key`);
    }
    const pub = createPublicKey(this.#key);
    this.#publicPem = pub.export({ type: 'spki', format: 'pem' }).toString();
    this.#hint = keyHint(pub);
  }
  async sign(data: Buffer): Promise<Signature> {
    // Ed25519 signs the message itself; EC and RSA keys sign its SHA-256, as Sigstore's verifiers expect.
    const algorithm = this.#key.asymmetricKeyType === 'ed25519' ? null : 'sha256';
    return { signature: nodeSign(algorithm, data, this.#key), key: { $case: 'publicKey', publicKey: this.#publicPem, hint: this.#hint } };
  }
}

function builderOf(method: SigningMethod): DSSEBundleBuilder {
  if (method.kind === 'key') return new DSSEBundleBuilder({ signer: new KeySigner(method.privateKeyPem, method.source), witnesses: [] });
  const signer = new FulcioSigner({ identityProvider: new WorkflowIdentity(method.env, method.secret), fulcioBaseURL: method.fulcioUrl, retry: 0, timeout: 30_000 });
  return new DSSEBundleBuilder({ signer, witnesses: [new RekorWitness({ rekorBaseURL: method.rekorUrl, entryType: 'dsse', retry: 0, timeout: 30_000 })] });
}

/** The statement as the exact bytes that are signed: a verifier reads back these, never a re-serialization. */
export function statementBytes(statement: Statement): Buffer {
  return Buffer.from(JSON.stringify(statement), 'utf8');
}

export async function signStatement(statement: Statement, method: SigningMethod): Promise<SerializedBundle> {
  const bundle = await builderOf(method).create({ data: statementBytes(statement), type: IN_TOTO_PAYLOAD_TYPE });
  return bundleToJSON(bundle);
}
