// The desktop side: the authorization-code grant with PKCE (the SDK's startAuthorization and auth()), a person signing
// in once with `auth login`, and every later run refreshing from the stored grant without a person. Everything the SDK
// hands this provider stays in memory until the authorization server has answered with tokens; commit() then writes
// the issuer's file (store.ts). A run that fails writes nothing.
import { randomBytes } from 'node:crypto';
import type { OAuthClientInformationContext, OAuthClientMetadata, OAuthClientProvider, OAuthDiscoveryState, StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';
import type { OAuthPlan } from './plan.js';
import type { GrantStore, StoredGrant } from './store.js';

type PersonPlan = Extract<OAuthPlan, { grant: 'authorization_code' }>;

/** Why a run that may not ask a person stops: one line naming what to do or configure. */
export class SignInNeeded extends Error {}

/** A placeholder redirect for runs that only refresh: the SDK reads the grant as interactive by its presence. */
const NO_LISTENER = 'http://127.0.0.1/callback';

export class PersonProvider implements OAuthClientProvider {
  private grant?: StoredGrant;
  private client?: StoredOAuthClientInformation;
  private discovery?: OAuthDiscoveryState;
  private verifier?: string;
  private sentState?: string;
  private issuer?: string;
  private dirty = false;
  /** The authorization URL this provider was asked to open (login only). */
  pendingUrl?: URL;

  constructor(
    private readonly serverUrl: string,
    private readonly plan: PersonPlan,
    private readonly store: GrantStore,
    /** The loopback redirect of `auth login`; absent, the run may only use and refresh a stored grant. */
    private readonly redirect: string | undefined,
    /** What to tell a run that would need a person. */
    readonly loginHint: string,
  ) {
    const file = store.forServer(serverUrl);
    if (file) {
      this.issuer = file.issuer;
      this.grant = file.grants[serverUrl];
      this.client = file.client;
      this.discovery = file.discovery?.[serverUrl];
    }
  }

  /** A stored grant (or one obtained this run) exists: a run without a person can go on. */
  hasGrant(): boolean {
    return this.grant !== undefined;
  }

  get redirectUrl(): string {
    const registered = (this.client as { redirect_uris?: string[] } | undefined)?.redirect_uris?.[0];
    return this.redirect ?? registered ?? NO_LISTENER;
  }

  get clientMetadataUrl(): string | undefined {
    return this.plan.clientMetadataUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'mcp-contract',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: this.plan.clientSecret ? (this.plan.method ?? 'client_secret_basic') : 'none',
      ...(this.plan.scope ? { scope: this.plan.scope } : {}),
    };
  }

  state(): string {
    this.sentState = randomBytes(16).toString('base64url');
    return this.sentState;
  }

  /** The state sent with the authorization request this run made. */
  expectedState(): string | undefined {
    return this.sentState;
  }

  clientInformation(ctx?: OAuthClientInformationContext): StoredOAuthClientInformation | undefined {
    if (this.plan.clientId) {
      return { client_id: this.plan.clientId, ...(this.plan.clientSecret ? { client_secret: this.plan.clientSecret } : {}), ...(this.plan.method && this.plan.method !== 'private_key_jwt' ? { token_endpoint_auth_method: this.plan.method } : {}) };
    }
    if (this.client && (!ctx || !this.client.issuer || this.client.issuer === ctx.issuer)) return this.client;
    const file = ctx ? this.store.read(ctx.issuer) : undefined;
    return file?.client;
  }

  saveClientInformation(info: StoredOAuthClientInformation): void {
    this.client = info;
    this.dirty = true;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.grant;
  }

  saveTokens(tokens: StoredOAuthTokens, ctx?: OAuthClientInformationContext): void {
    this.grant = { ...tokens, ...(tokens.expires_in !== undefined ? { expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in } : {}) };
    if (ctx?.issuer) this.issuer = ctx.issuer;
    this.dirty = true;
  }

  /** The access token is past its expiry (with half a minute to spare for the request in flight). */
  expired(nowSeconds = Date.now() / 1000): boolean {
    return this.grant?.expires_at !== undefined && this.grant.expires_at - 30 <= nowSeconds;
  }

  redirectToAuthorization(url: URL): void {
    if (this.redirect === undefined) throw new SignInNeeded(this.loginHint);
    // The spec asks the client to refuse an authorization server that does not advertise S256 (PKCE): the SDK goes
    // ahead when the list is missing.
    // An authorization server with no metadata document at all is the 2025-03-26 fallback (default endpoints): it
    // advertises nothing, so nothing contradicts S256, which the SDK sends anyway.
    const metadata = this.discovery?.authorizationServerMetadata;
    const methods = metadata?.code_challenge_methods_supported;
    if (metadata && !methods?.includes('S256')) throw new SignInNeeded(`the authorization server does not advertise PKCE S256 (code_challenge_methods_supported: ${methods ? JSON.stringify(methods).slice(0, 80) : 'absent'}): refusing to sign in`);
    this.pendingUrl = url;
  }

  saveCodeVerifier(v: string): void {
    this.verifier = v;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('no sign-in is under way');
    return this.verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  invalidateCredentials(what: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (what === 'all' || what === 'tokens') this.grant = undefined;
    if ((what === 'all' || what === 'client') && !this.plan.clientId) this.client = undefined;
    if (what === 'all' || what === 'discovery') this.discovery = undefined;
    if (what === 'all' || what === 'verifier') this.verifier = undefined;
  }

  /** Writes what this run obtained (tokens, a registration, discovery) to the issuer's file, once tokens exist. */
  async commit(): Promise<void> {
    if (!this.dirty || !this.grant) return;
    const issuer = this.issuer ?? this.grant.issuer ?? this.discovery?.authorizationServerMetadata?.issuer ?? this.discovery?.authorizationServerUrl;
    if (!issuer) return;
    // A server whose grant moved to another issuer keeps one grant only.
    const before = this.store.forServer(this.serverUrl);
    if (before && before.issuer !== issuer) await this.store.forget(this.serverUrl);
    const file = this.store.read(issuer) ?? { format: 1 as const, issuer, grants: {} };
    file.grants[this.serverUrl] = this.grant;
    if (this.discovery) (file.discovery ??= {})[this.serverUrl] = this.discovery;
    if (!this.plan.clientId && this.client) file.client = this.client;
    await this.store.write(file);
    this.dirty = false;
  }
}
