// The auth surface of one surface (model.ts AuthSurface): what OAuth clients of a remote server depend on. Only the
// changes that refuse a client, or may, are rules of their own; the rest of the surface is recorded and digested.
import type { RuleId } from '../rules/rules.js';
import type { AuthSurface, JsonValue } from '../shared/model.js';
import { showValue } from '../shared/json.js';
import type { Context } from './classify-shared.js';

export function compareAuth(ctx: Context, surface: string, b: AuthSurface | undefined, h: AuthSurface | undefined): void {
  // A server that was not behind OAuth (or no longer is) is a change of the whole server, not of an auth surface.
  if (!b || !h) return;
  const push = (rule: RuleId, pointer: string, x: JsonValue | undefined, y: JsonValue | undefined) => {
    ctx.findings.push({
      rule,
      kind: 'server',
      surface,
      before: { refs: [], pointer, ...(x !== undefined ? { value: x } : {}) },
      after: { refs: [], pointer, ...(y !== undefined ? { value: y } : {}) },
      params: { kind: 'server', name: surface, surface, pointer, before: showValue(x), after: showValue(y) },
    });
  };
  const gone = (x: readonly string[], y: readonly string[]) => x.filter((v) => !y.includes(v));
  for (const m of gone(b.pkceMethods, h.pkceMethods)) push('auth-pkce-method-removed', '/auth/pkceMethods', m, undefined);
  for (const m of gone(h.pkceMethods, b.pkceMethods)) push('auth-pkce-method-added', '/auth/pkceMethods', undefined, m);
  if (b.clientIdMetadataDocument && !h.clientIdMetadataDocument) push('auth-cimd-removed', '/auth/clientIdMetadataDocument', true, false);
  if (!b.clientIdMetadataDocument && h.clientIdMetadataDocument) push('auth-cimd-added', '/auth/clientIdMetadataDocument', false, true);
  // Moved: no authorization server of before is still listed, or the issuer itself changed.
  if (b.authorizationServers.length && !b.authorizationServers.some((a) => h.authorizationServers.includes(a))) push('auth-server-moved', '/auth/authorizationServers', b.authorizationServers, h.authorizationServers);
  else if (b.issuer !== undefined && h.issuer !== undefined && b.issuer !== h.issuer) push('auth-server-moved', '/auth/issuer', b.issuer, h.issuer);
  for (const s of gone(h.challengeScope ?? [], b.challengeScope ?? [])) push('auth-scope-required', '/auth/challengeScope', undefined, s);
  for (const s of gone(b.scopesSupported, h.scopesSupported)) push('auth-scopes-narrowed', '/auth/scopesSupported', s, undefined);
  for (const s of gone(h.scopesSupported, b.scopesSupported)) push('auth-scopes-widened', '/auth/scopesSupported', undefined, s);
}
