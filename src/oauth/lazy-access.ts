// The OAuth client as the capture holds it: the configuration is checked at once (a bad entry is exit 2 before anything
// starts), and the SDK's auth code, with zod under it, loads only when a request goes out, so a run that captures a
// stdio server, or a command that never reaches a remote one, parses none of it (e2e/cli-startup, e2e/guard-footprint).
import type { FetchLike } from '@modelcontextprotocol/client';
import type { OAuthConfig } from '../core/shared/config.js';
import type { AccessOptions, RemoteAccess } from './access.js';
import { planOAuth, planSecrets } from './plan.js';

export function lazyRemoteAccess(where: string, url: string, cfg: OAuthConfig, opts: AccessOptions): RemoteAccess {
  const secrets = planSecrets(planOAuth(where, cfg, opts.env));
  let real: RemoteAccess | undefined;
  let loading: Promise<RemoteAccess> | undefined;
  const load = (): Promise<RemoteAccess> => (loading ??= import('./access.js').then((m) => (real = m.remoteAccess(where, url, cfg, opts))));
  return {
    secrets,
    wrap(next: FetchLike): FetchLike {
      let wrapped: FetchLike | undefined;
      return async (input, init) => {
        wrapped ??= (await load()).wrap(next);
        return wrapped(input, init);
      };
    },
    observed: () => real?.observed(),
  };
}
