// The auth surface a snapshot records (model.ts AuthSurface), from what discovery found: the resource's metadata and
// its authorization server's, reduced to what clients depend on, lists sorted so the same server reads the same.
import type { OAuthDiscoveryState } from '@modelcontextprotocol/client';
import type { AuthSurface } from '../core/shared/model.js';

const strings = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))].sort() : []);

export function authSurfaceOf(d: OAuthDiscoveryState | undefined, challengeScope: string | undefined): AuthSurface | undefined {
  if (!d) return undefined;
  const prm = d.resourceMetadata;
  const as = d.authorizationServerMetadata as (Record<string, unknown> & { issuer?: string }) | undefined;
  const out: AuthSurface = {
    authorizationServers: prm ? strings(prm.authorization_servers) : [d.authorizationServerUrl],
    scopesSupported: strings(prm?.scopes_supported),
    bearerMethodsSupported: strings(prm?.bearer_methods_supported),
    pkceMethods: strings(as?.code_challenge_methods_supported),
    clientIdMetadataDocument: as?.client_id_metadata_document_supported === true,
    dynamicRegistration: typeof as?.registration_endpoint === 'string',
    issParameter: as?.authorization_response_iss_parameter_supported === true,
  };
  if (typeof prm?.resource === 'string') out.resource = prm.resource;
  if (typeof as?.issuer === 'string') out.issuer = as.issuer;
  const challenged = strings(challengeScope?.split(' ').filter(Boolean));
  if (challenged.length) out.challengeScope = challenged;
  return out;
}
