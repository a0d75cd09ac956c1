import { type AddClientAuthentication, type OAuthClientMetadata, type OAuthDiscoveryState, type OAuthClientProvider, type StoredOAuthClientInformation, type StoredOAuthTokens } from '@modelcontextprotocol/client';
import type { OAuthPlan } from './plan.js';
type MachinePlan = Extract<OAuthPlan, {
    grant: 'client_credentials';
}>;
/**
 * The SDK's ClientCredentialsProvider and PrivateKeyJwtProvider in one, with the basic/post choice the SDK's class
 * leaves to the server and without its warning for a missing `expectedIssuer` (the issuer is stamped on first use).
 */
export declare class MachineProvider implements OAuthClientProvider {
    private readonly plan;
    private current?;
    /** What discovery found this run: one round per run, and the snapshot's auth surface. */
    private discovery?;
    private info;
    readonly addClientAuthentication?: AddClientAuthentication;
    constructor(plan: MachinePlan);
    get redirectUrl(): undefined;
    get clientMetadata(): OAuthClientMetadata;
    clientInformation(): StoredOAuthClientInformation;
    saveClientInformation(info: StoredOAuthClientInformation): void;
    tokens(): StoredOAuthTokens | undefined;
    saveTokens(tokens: StoredOAuthTokens): void;
    redirectToAuthorization(): void;
    saveCodeVerifier(): void;
    codeVerifier(): string;
    saveDiscoveryState(state: OAuthDiscoveryState): void;
    discoveryState(): OAuthDiscoveryState | undefined;
    invalidateCredentials(what: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void;
    prepareTokenRequest(scope?: string): URLSearchParams;
}
export {};
