// The one narrow interface capture and the guard use: "a fetch with credentials for URL X". It puts the grant's
// access token on every request, and on the server's challenges runs the SDK's auth(): a 401 (discovery, registration,
// token or refresh) once, a 403 insufficient_scope with the union of the scopes asked so far (SEP-2350) a bounded
// number of times. Every request to the authorization server has a deadline, so a token endpoint that hangs is one
// line, not a hung capture.
import { auth, computeScopeUnion, extractWWWAuthenticateParams, isStrictScopeSuperset, type FetchLike, type OAuthClientProvider } from '@modelcontextprotocol/client';
import type { OAuthConfig } from '../core/shared/config.js';
import { openBrowser } from './browser.js';
import { SignInRefused, type Loopback } from './loopback.js';
import { MachineProvider } from './machine.js';
import { PersonProvider, SignInNeeded } from './person.js';
import { planOAuth, planSecrets, type OAuthPlan } from './plan.js';
import { GrantStore } from './store.js';
import { oneLineOAuth } from './explain.js';
import { OAuthAccessError } from './access-error.js';

export { OAuthAccessError };
import { authSurfaceOf } from './surface.js';
import type { AuthSurface } from '../core/shared/model.js';

/** Step-up re-authorizations one request may trigger before the server's 403 stands. */
export const MAX_STEP_UPS = 2;

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
export function remoteAccess(where: string, url: string, cfg: OAuthConfig, opts: AccessOptions): RemoteAccess {
  const plan = planOAuth(where, cfg, opts.env);
  quietSdkDiagnostics();
  const loopback = plan.grant === 'authorization_code' ? opts.signIn?.loopback : undefined;
  const provider = providerFor(url, plan, opts, loopback);
  const seen: { challengeScope?: string } = {};
  return {
    secrets: planSecrets(plan),
    wrap: (next) => grantFetch(provider, url, plan.scope, next, opts, loopback, seen),
    observed: () => authSurfaceOf((provider as MachineProvider | PersonProvider).discoveryState(), seen.challengeScope),
  };
}

function providerFor(url: string, plan: OAuthPlan, opts: AccessOptions, loopback: Loopback | undefined): OAuthClientProvider {
  if (plan.grant === 'client_credentials') return new MachineProvider(plan);
  const interactive = opts.env.CI === 'true' || opts.env.CI === '1' ? 'CI' : undefined;
  const hint = interactive
    ? `no stored sign-in for this server and this is a CI run (CI=${opts.env.CI}), which never signs in interactively: configure a machine credential (oauth.clientId with oauth.clientSecretEnv or oauth.privateKeyEnv), or an Authorization header from a variable`
    : `no usable sign-in for this server: run \`${opts.loginCommand}\` once (or configure oauth.clientSecretEnv / oauth.privateKeyEnv for a machine grant)`;
  return new PersonProvider(url, plan, new GrantStore(opts.grantDir), loopback?.url, hint);
}

let quieted = false;
/**
 * The SDK's auth() reports its recoveries (a refused refresh token, an unstamped stored credential) on console.warn,
 * which would reach the terminal past the CLI's redaction and its one-line errors. Those lines, and only those (they
 * start with `[mcp-sdk]`), are dropped: what the run concluded is the OAuthAccessError's line.
 */
function quietSdkDiagnostics(): void {
  if (quieted) return;
  quieted = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[mcp-sdk]')) return;
    warn(...args);
  };
}

/** A fetch whose every request ends by `ms` (an authorization server that hangs is named). */
function deadline(next: FetchLike, ms: number): FetchLike {
  return async (input, init) => {
    const timer = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timer]) : timer;
    try {
      return await next(input, { ...init, signal });
    } catch (e) {
      if (timer.aborted) {
        const u = new URL(String(input));
        throw new SignInRefused(`the authorization server did not answer ${u.origin}${u.pathname} within ${ms} ms`);
      }
      throw e;
    }
  };
}

function grantFetch(provider: OAuthClientProvider, serverUrl: string, configured: string | undefined, next: FetchLike, opts: AccessOptions, loopback: Loopback | undefined, seen: { challengeScope?: string }): FetchLike {
  const asFetch = deadline(next, opts.requestMs);
  let scope = configured;
  let resourceMetadataUrl: URL | undefined;
  // One authorization at a time: the POST and the event stream's GET may both meet the first 401.
  let running: Promise<void> | undefined;

  // Errors that came out of an authorization (or a refusal of ours), told apart from the server's own fetch errors.
  const authorizing = new WeakSet<object>();
  const mark = (e: unknown): never => {
    if (e !== null && typeof e === 'object') authorizing.add(e);
    throw e;
  };
  const authorize = async (force: boolean): Promise<void> => {
    if (running) return running;
    running = (async () => {
      if (provider instanceof PersonProvider && !opts.signIn && !provider.hasGrant()) throw new SignInNeeded(provider.loginHint);
      const args = { serverUrl, resourceMetadataUrl, scope, fetchFn: asFetch, forceReauthorization: force };
      let result = await auth(provider, args);
      if (result === 'REDIRECT') {
        if (!(provider instanceof PersonProvider) || !provider.pendingUrl || !loopback || !opts.signIn) throw new SignInNeeded('the authorization server asked for a sign-in this run cannot give');
        const state = provider.expectedState();
        if (!state) throw new SignInRefused('no state was sent with the authorization request');
        const waiting = loopback.next(state, opts.signIn.waitMs);
        openBrowser(provider.pendingUrl.href, { noBrowser: opts.signIn.noBrowser, env: opts.env, say: opts.signIn.say });
        const cb = await waiting;
        result = await auth(provider, { ...args, authorizationCode: cb.code, ...(cb.iss !== undefined ? { iss: cb.iss } : {}) });
      }
      if (result !== 'AUTHORIZED') throw new SignInNeeded('the authorization server did not authorize this client');
      if (provider instanceof PersonProvider) await provider.commit();
    })()
      .catch(mark)
      .finally(() => (running = undefined));
    return running;
  };

  const send = async (input: string | URL, init: RequestInit | undefined): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const tokens = await provider.tokens();
    if (tokens) headers.set('Authorization', `Bearer ${tokens.access_token}`);
    return next(input, { ...init, headers });
  };

  return async (input, init) => {
    try {
      // An expired access token is refreshed before the request, not after the server's 401.
      if (provider instanceof PersonProvider && provider.expired()) await authorize(false);
      let res = await send(input, init);
      let reauthorized = false;
      for (let stepUps = 0; ; ) {
        if (res.status === 401 && !reauthorized) {
          const c = extractWWWAuthenticateParams(res);
          // A token refused where it was good may mean the resource moved to another authorization server (SEP-2352):
          // discovery runs again rather than asking the old one.
          if (await provider.tokens()) await provider.invalidateCredentials?.('discovery');
          if (c.resourceMetadataUrl) resourceMetadataUrl = c.resourceMetadataUrl;
          if (c.scope) seen.challengeScope = c.scope;
          scope = computeScopeUnion(scope, c.scope);
          await res.body?.cancel();
          await authorize(false);
          reauthorized = true;
        } else if (res.status === 401) {
          await res.body?.cancel();
          mark(new SignInRefused('the server refused the token the authorization server just issued (401 again)'));
        } else if (res.status === 403 && extractWWWAuthenticateParams(res).error === 'insufficient_scope') {
          const c = extractWWWAuthenticateParams(res);
          await res.body?.cancel();
          if (stepUps >= MAX_STEP_UPS) mark(new SignInRefused(`the server still answers 403 insufficient_scope after ${MAX_STEP_UPS} step-ups (scope asked: ${scope ?? 'none'})`));
          if (c.resourceMetadataUrl) resourceMetadataUrl = c.resourceMetadataUrl;
          const held = (await provider.tokens())?.scope;
          scope = computeScopeUnion(scope, held, c.scope);
          await authorize(isStrictScopeSuperset(scope, held));
          stepUps++;
        } else {
          return res;
        }
        res = await send(input, init);
      }
    } catch (e) {
      // The server's own failures (a refused connection, a request the transport aborted) pass as they are: only what
      // the authorization went through becomes the one OAuth line.
      if (e instanceof OAuthAccessError || typeof e !== 'object' || e === null || !authorizing.has(e)) throw e;
      throw new OAuthAccessError(oneLineOAuth(e));
    }
  };
}

