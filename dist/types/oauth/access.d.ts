import { type FetchLike } from '@modelcontextprotocol/client';
import type { OAuthConfig } from '../core/shared/config.js';
import { type Loopback } from './loopback.js';
import { OAuthAccessError } from './access-error.js';
export { OAuthAccessError };
import type { AuthSurface } from '../core/shared/model.js';
/** Step-up re-authorizations one request may trigger before the server's 403 stands. */
export declare const MAX_STEP_UPS = 2;
/** What capture and the guard hold for a remote server behind OAuth. */
export interface RemoteAccess {
    /** The server's fetch with the grant's token on it, and the challenges answered. */
    wrap(next: FetchLike): FetchLike;
    /** The secret values this access holds (for redaction). */
    readonly secrets: readonly string[];
    /** The auth surface discovery found so far (none before the server's first challenge). */
    observed(): AuthSurface | undefined;
}
export interface SignIn {
    loopback: Loopback;
    noBrowser: boolean;
    say: (line: string) => void;
    /** How long the person has to sign in. */
    waitMs: number;
}
export interface AccessOptions {
    env: Record<string, string | undefined>;
    /** The directory of stored grants (store.ts grantDir). */
    grantDir: string;
    /** Deadline of one request to the authorization server. */
    requestMs: number;
    /** `auth login`: a person may sign in now (the browser opens, or the URL is printed) and come back to `loopback`. */
    signIn?: SignIn;
    /** The command that signs in to this server, named when a run without a person needs one. */
    loginCommand: string;
}
/** Builds the access for one server's `oauth` entry; bad configuration throws a UsageError naming `where`. */
export declare function remoteAccess(where: string, url: string, cfg: OAuthConfig, opts: AccessOptions): RemoteAccess;
