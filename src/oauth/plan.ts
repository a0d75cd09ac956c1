// A server's `oauth` entry read against the runner's environment: which grant, which client, which secret. Bad
// configuration is one UsageError naming the server and field (exit 2), before any request is sent.
import type { OAuthConfig, OAuthGrant, OAuthTokenAuthMethod } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';

/** The one grant a run uses for one server, with its secrets resolved (they live only here, never in output). */
export type OAuthPlan =
  | { grant: 'client_credentials'; clientId: string; secret: { kind: 'secret'; value: string; method: 'client_secret_basic' | 'client_secret_post' } | { kind: 'key'; pem: string; algorithm: string }; scope?: string }
  | { grant: 'authorization_code'; clientId?: string; clientSecret?: string; method?: OAuthTokenAuthMethod; clientMetadataUrl?: string; scope?: string };

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The spec's sentence for a gateway asked to forward its client's token: a guard terminates its client's credential
 * and holds its own grant per upstream.
 */
export const PASSTHROUGH_REFUSAL = 'an MCP server "MUST NOT pass through the token it received from the MCP client" (MCP authorization, token passthrough): give this member its own grant in "oauth" instead';

function fromEnv(where: string, field: string, name: string | undefined, env: Record<string, string | undefined>): string | undefined {
  if (name === undefined) return undefined;
  if (!ENV_NAME.test(name)) throw new UsageError(`${where} oauth.${field}: "${name}" is not an environment variable name (give the variable's name, never the secret)`);
  const value = env[name];
  if (value === undefined || value === '') throw new UsageError(`${where} oauth.${field}: the environment variable ${name} is not set`);
  return value;
}

/** Reads and checks one server's `oauth` entry; `where` names it in errors (`server "x"`). */
export function planOAuth(where: string, cfg: OAuthConfig, env: Record<string, string | undefined>): OAuthPlan {
  const secret = fromEnv(where, 'clientSecretEnv', cfg.clientSecretEnv, env);
  const pem = fromEnv(where, 'privateKeyEnv', cfg.privateKeyEnv, env);
  if (secret !== undefined && pem !== undefined) throw new UsageError(`${where} oauth: give clientSecretEnv or privateKeyEnv, not both`);
  const grant: OAuthGrant = cfg.grant ?? (secret !== undefined || pem !== undefined ? 'client_credentials' : 'authorization_code');
  const method = cfg.tokenEndpointAuthMethod;
  if (method === 'private_key_jwt' && pem === undefined) throw new UsageError(`${where} oauth.tokenEndpointAuthMethod: private_key_jwt needs privateKeyEnv`);
  if ((method === 'client_secret_basic' || method === 'client_secret_post') && secret === undefined) throw new UsageError(`${where} oauth.tokenEndpointAuthMethod: ${method} needs clientSecretEnv`);
  if (cfg.clientMetadataUrl !== undefined && !/^https:\/\/[^/]+\/./.test(cfg.clientMetadataUrl)) throw new UsageError(`${where} oauth.clientMetadataUrl: must be an https URL with a path`);
  const scope = cfg.scope === undefined || cfg.scope.trim() === '' ? undefined : cfg.scope.trim();
  if (grant === 'client_credentials') {
    if (!cfg.clientId) throw new UsageError(`${where} oauth: the client_credentials grant needs clientId`);
    if (pem !== undefined) return { grant, clientId: cfg.clientId, secret: { kind: 'key', pem, algorithm: cfg.signingAlgorithm ?? 'RS256' }, ...(scope ? { scope } : {}) };
    if (secret === undefined) throw new UsageError(`${where} oauth: the client_credentials grant needs clientSecretEnv or privateKeyEnv`);
    return { grant, clientId: cfg.clientId, secret: { kind: 'secret', value: secret, method: method === 'client_secret_post' ? 'client_secret_post' : 'client_secret_basic' }, ...(scope ? { scope } : {}) };
  }
  if (pem !== undefined) throw new UsageError(`${where} oauth.privateKeyEnv: private_key_jwt is a machine credential; use it with "grant": "client_credentials"`);
  if (secret !== undefined && !cfg.clientId) throw new UsageError(`${where} oauth.clientSecretEnv: a client secret belongs to a pre-registered clientId`);
  return {
    grant,
    ...(cfg.clientId ? { clientId: cfg.clientId } : {}),
    ...(secret !== undefined ? { clientSecret: secret } : {}),
    ...(method ? { method } : {}),
    ...(cfg.clientMetadataUrl ? { clientMetadataUrl: cfg.clientMetadataUrl } : {}),
    ...(scope ? { scope } : {}),
  };
}

/** The secret values of a plan, for redaction. */
export function planSecrets(plan: OAuthPlan): string[] {
  if (plan.grant === 'client_credentials') return plan.secret.kind === 'secret' ? [plan.secret.value] : [plan.secret.pem, ...pemLines(plan.secret.pem)];
  return plan.clientSecret ? [plan.clientSecret] : [];
}

/** A PEM's base64 body lines: an error quoting part of a key quotes a line. */
function pemLines(pem: string): string[] {
  return pem.split(/\r?\n/).filter((l) => l.length >= 16 && !l.startsWith('-----'));
}
