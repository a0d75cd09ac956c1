import type { OAuthConfig } from '../core/shared/config.js';
import type { AccessOptions, RemoteAccess } from './access.js';
export declare function lazyRemoteAccess(where: string, url: string, cfg: OAuthConfig, opts: AccessOptions): RemoteAccess;
