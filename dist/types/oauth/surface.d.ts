import type { OAuthDiscoveryState } from '@modelcontextprotocol/client';
import type { AuthSurface } from '../core/shared/model.js';
export declare function authSurfaceOf(d: OAuthDiscoveryState | undefined, challengeScope: string | undefined): AuthSurface | undefined;
