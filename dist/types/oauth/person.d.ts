import type { OAuthClientInformationContext, OAuthClientMetadata, OAuthClientProvider, OAuthDiscoveryState, StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';
import type { OAuthPlan } from './plan.js';
import type { GrantStore } from './store.js';
type PersonPlan = Extract<OAuthPlan, {
    grant: 'authorization_code';
}>;
/** Why a run that may not ask a person stops: one line naming what to do or configure. */
export declare class SignInNeeded extends Error {
}
export declare class PersonProvider implements OAuthClientProvider {
    private readonly serverUrl;
    private readonly plan;
    private readonly store;
    /** The loopback redirect of `auth login`; absent, the run may only use and refresh a stored grant. */
    private readonly redirect;
    /** What to tell a run that would need a person. */
    readonly loginHint: string;
    private grant?;
    private client?;
    private discovery?;
    private verifier?;
    private sentState?;
    private issuer?;
    private dirty;
    /** The authorization URL this provider was asked to open (login only). */
    pendingUrl?: URL;
    constructor(serverUrl: string, plan: PersonPlan, store: GrantStore, 
    /** The loopback redirect of `auth login`; absent, the run may only use and refresh a stored grant. */
    redirect: string | undefined, 
    /** What to tell a run that would need a person. */
    loginHint: string);
    /** A stored grant (or one obtained this run) exists: a run without a person can go on. */
    hasGrant(): boolean;
    get redirectUrl(): string;
    get clientMetadataUrl(): string | undefined;
    get clientMetadata(): OAuthClientMetadata;
    state(): string;
    /** The state sent with the authorization request this run made. */
    expectedState(): string | undefined;
    clientInformation(ctx?: OAuthClientInformationContext): StoredOAuthClientInformation | undefined;
    saveClientInformation(info: StoredOAuthClientInformation): void;
    tokens(): StoredOAuthTokens | undefined;
    saveTokens(tokens: StoredOAuthTokens, ctx?: OAuthClientInformationContext): void;
    /** The access token is past its expiry (with half a minute to spare for the request in flight). */
    expired(nowSeconds?: number): boolean;
    redirectToAuthorization(url: URL): void;
    saveCodeVerifier(v: string): void;
    codeVerifier(): string;
    saveDiscoveryState(state: OAuthDiscoveryState): void;
    discoveryState(): OAuthDiscoveryState | undefined;
    invalidateCredentials(what: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void;
    /** Writes what this run obtained (tokens, a registration, discovery) to the issuer's file, once tokens exist. */
    commit(): Promise<void>;
}
export {};
