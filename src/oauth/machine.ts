// The CI side: a client_credentials grant authenticated with a secret (basic or post) or a private key
// (private_key_jwt, signed by the SDK's createPrivateKeyJwtAuth). Tokens live in memory for the run only: a job never
// shares a refresh token with a person, and nothing is written.
import { createPrivateKeyJwtAuth, type AddClientAuthentication, type OAuthClientMetadata, type OAuthDiscoveryState, type OAuthClientProvider, type StoredOAuthClientInformation, type StoredOAuthTokens } from '@modelcontextprotocol/client';
import type { OAuthPlan } from './plan.js';

type MachinePlan = Extract<OAuthPlan, { grant: 'client_credentials' }>;

/**
 * The SDK's ClientCredentialsProvider and PrivateKeyJwtProvider in one, with the basic/post choice the SDK's class
 * leaves to the server and without its warning for a missing `expectedIssuer` (the issuer is stamped on first use).
 */
export class MachineProvider implements OAuthClientProvider {
  private current?: StoredOAuthTokens;
  /** What discovery found this run: one round per run, and the snapshot's auth surface. */
  private discovery?: OAuthDiscoveryState;
  private info: StoredOAuthClientInformation;
  readonly addClientAuthentication?: AddClientAuthentication;

  constructor(private readonly plan: MachinePlan) {
    const s = plan.secret;
    this.info = s.kind === 'secret' ? { client_id: plan.clientId, client_secret: s.value, token_endpoint_auth_method: s.method } : { client_id: plan.clientId };
    if (s.kind === 'key') this.addClientAuthentication = createPrivateKeyJwtAuth({ issuer: plan.clientId, subject: plan.clientId, privateKey: s.pem, alg: s.algorithm });
  }

  get redirectUrl(): undefined {
    return undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    const method = this.plan.secret.kind === 'key' ? 'private_key_jwt' : this.plan.secret.method;
    return { client_name: 'mcp-contract', redirect_uris: [], grant_types: ['client_credentials'], token_endpoint_auth_method: method, ...(this.plan.scope ? { scope: this.plan.scope } : {}) };
  }

  clientInformation(): StoredOAuthClientInformation {
    return this.info;
  }

  saveClientInformation(info: StoredOAuthClientInformation): void {
    this.info = info;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.current;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.current = tokens;
  }

  redirectToAuthorization(): void {
    throw new Error('a client_credentials grant has no sign-in page');
  }

  saveCodeVerifier(): void {}

  codeVerifier(): string {
    throw new Error('a client_credentials grant has no code verifier');
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  invalidateCredentials(what: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (what === 'all' || what === 'tokens') this.current = undefined;
    if (what === 'all' || what === 'discovery') this.discovery = undefined;
  }

  prepareTokenRequest(scope?: string): URLSearchParams {
    const params = new URLSearchParams({ grant_type: 'client_credentials' });
    const wanted = scope ?? this.plan.scope;
    if (wanted) params.set('scope', wanted);
    return params;
  }
}
