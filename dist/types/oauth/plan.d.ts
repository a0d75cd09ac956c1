import type { OAuthConfig, OAuthTokenAuthMethod } from '../core/shared/config.js';
/** The one grant a run uses for one server, with its secrets resolved (they live only here, never in output). */
export type OAuthPlan = {
    grant: 'client_credentials';
    clientId: string;
    secret: {
        kind: 'secret';
        value: string;
        method: 'client_secret_basic' | 'client_secret_post';
    } | {
        kind: 'key';
        pem: string;
        algorithm: string;
    };
    scope?: string;
} | {
    grant: 'authorization_code';
    clientId?: string;
    clientSecret?: string;
    method?: OAuthTokenAuthMethod;
    clientMetadataUrl?: string;
    scope?: string;
};
/**
 * The spec's sentence for a gateway asked to forward its client's token: a guard terminates its client's credential
 * and holds its own grant per upstream.
 */
export declare const PASSTHROUGH_REFUSAL = "an MCP server \"MUST NOT pass through the token it received from the MCP client\" (MCP authorization, token passthrough): give this member its own grant in \"oauth\" instead";
/** Reads and checks one server's `oauth` entry; `where` names it in errors (`server "x"`). */
export declare function planOAuth(where: string, cfg: OAuthConfig, env: Record<string, string | undefined>): OAuthPlan;
/** The secret values of a plan, for redaction. */
export declare function planSecrets(plan: OAuthPlan): string[];
