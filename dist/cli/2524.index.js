export const id = 2524;
export const ids = [2524];
export const modules = {

/***/ 52524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_STEP_UPS: () => (/* binding */ MAX_STEP_UPS),
  OAuthAccessError: () => (/* reexport */ access_error/* OAuthAccessError */.o),
  remoteAccess: () => (/* binding */ remoteAccess)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/client/dist/index.mjs + 9 modules
var dist = __webpack_require__(63213);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/oauth/browser.ts
// Opens the sign-in page: the command in BROWSER when it is set (the common convention, so a headless machine or a
// test stands in for a person), else the platform's opener; with --no-browser the URL is only printed.

/** The command and its arguments: BROWSER's words with `%s` (or, without one, a last argument) for the URL. */
function browserCommand(url, env, platform = process.platform) {
    const set = env.BROWSER?.trim();
    if (set) {
        // BROWSER may list alternatives separated by ':'; the first is used.
        const words = set.split(':')[0].split(/\s+/).filter(Boolean);
        const withUrl = words.some((w) => w.includes('%s')) ? words.map((w) => w.split('%s').join(url)) : [...words, url];
        return [withUrl[0], withUrl.slice(1)];
    }
    if (platform === 'darwin')
        return ['open', [url]];
    if (platform === 'win32')
        return ['cmd', ['/c', 'start', '', url]];
    return ['xdg-open', [url]];
}
function openBrowser(url, choice) {
    choice.say(`sign in at: ${url}`);
    if (choice.noBrowser)
        return;
    const [cmd, args] = browserCommand(url, choice.env);
    // The browser outlives nothing of ours: its output is not read, and its failure leaves the printed URL to use.
    const child = (0,external_node_child_process_.spawn)(cmd, args, { stdio: 'ignore', detached: false, env: process.env });
    child.on('error', () => choice.say(`could not start ${cmd}: open the URL above yourself`));
    child.unref();
}

// EXTERNAL MODULE: ./src/oauth/loopback.ts
var oauth_loopback = __webpack_require__(746);
;// CONCATENATED MODULE: ./src/oauth/machine.ts
// The CI side: a client_credentials grant authenticated with a secret (basic or post) or a private key
// (private_key_jwt, signed by the SDK's createPrivateKeyJwtAuth). Tokens live in memory for the run only: a job never
// shares a refresh token with a person, and nothing is written.

/**
 * The SDK's ClientCredentialsProvider and PrivateKeyJwtProvider in one, with the basic/post choice the SDK's class
 * leaves to the server and without its warning for a missing `expectedIssuer` (the issuer is stamped on first use).
 */
class MachineProvider {
    plan;
    current;
    /** What discovery found this run: one round per run, and the snapshot's auth surface. */
    discovery;
    info;
    addClientAuthentication;
    constructor(plan) {
        this.plan = plan;
        const s = plan.secret;
        this.info = s.kind === 'secret' ? { client_id: plan.clientId, client_secret: s.value, token_endpoint_auth_method: s.method } : { client_id: plan.clientId };
        if (s.kind === 'key')
            this.addClientAuthentication = (0,dist/* createPrivateKeyJwtAuth */.SL)({ issuer: plan.clientId, subject: plan.clientId, privateKey: s.pem, alg: s.algorithm });
    }
    get redirectUrl() {
        return undefined;
    }
    get clientMetadata() {
        const method = this.plan.secret.kind === 'key' ? 'private_key_jwt' : this.plan.secret.method;
        return { client_name: 'mcp-contract', redirect_uris: [], grant_types: ['client_credentials'], token_endpoint_auth_method: method, ...(this.plan.scope ? { scope: this.plan.scope } : {}) };
    }
    clientInformation() {
        return this.info;
    }
    saveClientInformation(info) {
        this.info = info;
    }
    tokens() {
        return this.current;
    }
    saveTokens(tokens) {
        this.current = tokens;
    }
    redirectToAuthorization() {
        throw new Error('a client_credentials grant has no sign-in page');
    }
    saveCodeVerifier() { }
    codeVerifier() {
        throw new Error('a client_credentials grant has no code verifier');
    }
    saveDiscoveryState(state) {
        this.discovery = state;
    }
    discoveryState() {
        return this.discovery;
    }
    invalidateCredentials(what) {
        if (what === 'all' || what === 'tokens')
            this.current = undefined;
        if (what === 'all' || what === 'discovery')
            this.discovery = undefined;
    }
    prepareTokenRequest(scope) {
        const params = new URLSearchParams({ grant_type: 'client_credentials' });
        const wanted = scope ?? this.plan.scope;
        if (wanted)
            params.set('scope', wanted);
        return params;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/oauth/person.ts
// The desktop side: the authorization-code grant with PKCE (the SDK's startAuthorization and auth()), a person signing
// in once with `auth login`, and every later run refreshing from the stored grant without a person. Everything the SDK
// hands this provider stays in memory until the authorization server has answered with tokens; commit() then writes
// the issuer's file (store.ts). A run that fails writes nothing.

/** Why a run that may not ask a person stops: one line naming what to do or configure. */
class SignInNeeded extends Error {
}
/** A placeholder redirect for runs that only refresh: the SDK reads the grant as interactive by its presence. */
const NO_LISTENER = 'http://127.0.0.1/callback';
class PersonProvider {
    serverUrl;
    plan;
    store;
    redirect;
    loginHint;
    grant;
    client;
    discovery;
    verifier;
    sentState;
    issuer;
    dirty = false;
    /** The authorization URL this provider was asked to open (login only). */
    pendingUrl;
    constructor(serverUrl, plan, store, 
    /** The loopback redirect of `auth login`; absent, the run may only use and refresh a stored grant. */
    redirect, 
    /** What to tell a run that would need a person. */
    loginHint) {
        this.serverUrl = serverUrl;
        this.plan = plan;
        this.store = store;
        this.redirect = redirect;
        this.loginHint = loginHint;
        const file = store.forServer(serverUrl);
        if (file) {
            this.issuer = file.issuer;
            this.grant = file.grants[serverUrl];
            this.client = file.client;
            this.discovery = file.discovery?.[serverUrl];
        }
    }
    /** A stored grant (or one obtained this run) exists: a run without a person can go on. */
    hasGrant() {
        return this.grant !== undefined;
    }
    get redirectUrl() {
        const registered = this.client?.redirect_uris?.[0];
        return this.redirect ?? registered ?? NO_LISTENER;
    }
    get clientMetadataUrl() {
        return this.plan.clientMetadataUrl;
    }
    get clientMetadata() {
        return {
            client_name: 'mcp-contract',
            redirect_uris: [this.redirectUrl],
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            token_endpoint_auth_method: this.plan.clientSecret ? (this.plan.method ?? 'client_secret_basic') : 'none',
            ...(this.plan.scope ? { scope: this.plan.scope } : {}),
        };
    }
    state() {
        this.sentState = (0,external_node_crypto_.randomBytes)(16).toString('base64url');
        return this.sentState;
    }
    /** The state sent with the authorization request this run made. */
    expectedState() {
        return this.sentState;
    }
    clientInformation(ctx) {
        if (this.plan.clientId) {
            return { client_id: this.plan.clientId, ...(this.plan.clientSecret ? { client_secret: this.plan.clientSecret } : {}), ...(this.plan.method && this.plan.method !== 'private_key_jwt' ? { token_endpoint_auth_method: this.plan.method } : {}) };
        }
        if (this.client && (!ctx || !this.client.issuer || this.client.issuer === ctx.issuer))
            return this.client;
        const file = ctx ? this.store.read(ctx.issuer) : undefined;
        return file?.client;
    }
    saveClientInformation(info) {
        this.client = info;
        this.dirty = true;
    }
    tokens() {
        return this.grant;
    }
    saveTokens(tokens, ctx) {
        this.grant = { ...tokens, ...(tokens.expires_in !== undefined ? { expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in } : {}) };
        if (ctx?.issuer)
            this.issuer = ctx.issuer;
        this.dirty = true;
    }
    /** The access token is past its expiry (with half a minute to spare for the request in flight). */
    expired(nowSeconds = Date.now() / 1000) {
        return this.grant?.expires_at !== undefined && this.grant.expires_at - 30 <= nowSeconds;
    }
    redirectToAuthorization(url) {
        if (this.redirect === undefined)
            throw new SignInNeeded(this.loginHint);
        // The spec asks the client to refuse an authorization server that does not advertise S256 (PKCE): the SDK goes
        // ahead when the list is missing.
        // An authorization server with no metadata document at all is the 2025-03-26 fallback (default endpoints): it
        // advertises nothing, so nothing contradicts S256, which the SDK sends anyway.
        const metadata = this.discovery?.authorizationServerMetadata;
        const methods = metadata?.code_challenge_methods_supported;
        if (metadata && !methods?.includes('S256'))
            throw new SignInNeeded(`the authorization server does not advertise PKCE S256 (code_challenge_methods_supported: ${methods ? JSON.stringify(methods).slice(0, 80) : 'absent'}): refusing to sign in`);
        this.pendingUrl = url;
    }
    saveCodeVerifier(v) {
        this.verifier = v;
    }
    codeVerifier() {
        if (!this.verifier)
            throw new Error('no sign-in is under way');
        return this.verifier;
    }
    saveDiscoveryState(state) {
        this.discovery = state;
    }
    discoveryState() {
        return this.discovery;
    }
    invalidateCredentials(what) {
        if (what === 'all' || what === 'tokens')
            this.grant = undefined;
        if ((what === 'all' || what === 'client') && !this.plan.clientId)
            this.client = undefined;
        if (what === 'all' || what === 'discovery')
            this.discovery = undefined;
        if (what === 'all' || what === 'verifier')
            this.verifier = undefined;
    }
    /** Writes what this run obtained (tokens, a registration, discovery) to the issuer's file, once tokens exist. */
    async commit() {
        if (!this.dirty || !this.grant)
            return;
        const issuer = this.issuer ?? this.grant.issuer ?? this.discovery?.authorizationServerMetadata?.issuer ?? this.discovery?.authorizationServerUrl;
        if (!issuer)
            return;
        // A server whose grant moved to another issuer keeps one grant only.
        const before = this.store.forServer(this.serverUrl);
        if (before && before.issuer !== issuer)
            await this.store.forget(this.serverUrl);
        const file = this.store.read(issuer) ?? { format: 1, issuer, grants: {} };
        file.grants[this.serverUrl] = this.grant;
        if (this.discovery)
            (file.discovery ??= {})[this.serverUrl] = this.discovery;
        if (!this.plan.clientId && this.client)
            file.client = this.client;
        await this.store.write(file);
        this.dirty = false;
    }
}

// EXTERNAL MODULE: ./src/oauth/plan.ts
var oauth_plan = __webpack_require__(12504);
// EXTERNAL MODULE: ./src/oauth/store.ts
var store = __webpack_require__(11042);
;// CONCATENATED MODULE: ./src/oauth/explain.ts
// One line from whatever an authorization failed with: the SDK's errors (issuer mismatch, resource mismatch, an OAuth
// error answer), a network failure, or ours. The authorization server's raw body is dropped (it is its text, and may
// be long); redaction of the run's secrets happens where the line is printed, as for every capture error.
/** The SDK's errors name their class in `name`; a fetch failure hides its reason in `cause`. */
function oneLineOAuth(e) {
    if (!(e instanceof Error))
        return String(e).slice(0, 300);
    let text = e.message.replace(/^OAuth: /, '');
    const cause = e.cause;
    if (text === 'fetch failed' && cause instanceof Error)
        text = `could not reach the authorization server: ${cause.message}`;
    text = text.replace(/\.?\s*Raw body:[\s\S]*$/, '').replace(/\s+/g, ' ').trim();
    return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

// EXTERNAL MODULE: ./src/oauth/access-error.ts
var access_error = __webpack_require__(70834);
;// CONCATENATED MODULE: ./src/oauth/surface.ts
const strings = (v) => (Array.isArray(v) ? [...new Set(v.filter((x) => typeof x === 'string'))].sort() : []);
function authSurfaceOf(d, challengeScope) {
    if (!d)
        return undefined;
    const prm = d.resourceMetadata;
    const as = d.authorizationServerMetadata;
    const out = {
        authorizationServers: prm ? strings(prm.authorization_servers) : [d.authorizationServerUrl],
        scopesSupported: strings(prm?.scopes_supported),
        bearerMethodsSupported: strings(prm?.bearer_methods_supported),
        pkceMethods: strings(as?.code_challenge_methods_supported),
        clientIdMetadataDocument: as?.client_id_metadata_document_supported === true,
        dynamicRegistration: typeof as?.registration_endpoint === 'string',
        issParameter: as?.authorization_response_iss_parameter_supported === true,
    };
    if (typeof prm?.resource === 'string')
        out.resource = prm.resource;
    if (typeof as?.issuer === 'string')
        out.issuer = as.issuer;
    const challenged = strings(challengeScope?.split(' ').filter(Boolean));
    if (challenged.length)
        out.challengeScope = challenged;
    return out;
}

;// CONCATENATED MODULE: ./src/oauth/access.ts
// The one narrow interface capture and the guard use: "a fetch with credentials for URL X". It puts the grant's
// access token on every request, and on the server's challenges runs the SDK's auth(): a 401 (discovery, registration,
// token or refresh) once, a 403 insufficient_scope with the union of the scopes asked so far (SEP-2350) a bounded
// number of times. Every request to the authorization server has a deadline, so a token endpoint that hangs is one
// line, not a hung capture.











/** Step-up re-authorizations one request may trigger before the server's 403 stands. */
const MAX_STEP_UPS = 2;
/** Builds the access for one server's `oauth` entry; bad configuration throws a UsageError naming `where`. */
function remoteAccess(where, url, cfg, opts) {
    const plan = (0,oauth_plan/* planOAuth */.Tj)(where, cfg, opts.env);
    quietSdkDiagnostics();
    const loopback = plan.grant === 'authorization_code' ? opts.signIn?.loopback : undefined;
    const provider = providerFor(url, plan, opts, loopback);
    const seen = {};
    return {
        secrets: (0,oauth_plan/* planSecrets */.Ds)(plan),
        wrap: (next) => grantFetch(provider, url, plan.scope, next, opts, loopback, seen),
        observed: () => authSurfaceOf(provider.discoveryState(), seen.challengeScope),
    };
}
function providerFor(url, plan, opts, loopback) {
    if (plan.grant === 'client_credentials')
        return new MachineProvider(plan);
    const interactive = opts.env.CI === 'true' || opts.env.CI === '1' ? 'CI' : undefined;
    const hint = interactive
        ? `no stored sign-in for this server and this is a CI run (CI=${opts.env.CI}), which never signs in interactively: configure a machine credential (oauth.clientId with oauth.clientSecretEnv or oauth.privateKeyEnv), or an Authorization header from a variable`
        : `no usable sign-in for this server: run \`${opts.loginCommand}\` once (or configure oauth.clientSecretEnv / oauth.privateKeyEnv for a machine grant)`;
    return new PersonProvider(url, plan, new store/* GrantStore */.A0(opts.grantDir), loopback?.url, hint);
}
let quieted = false;
/**
 * The SDK's auth() reports its recoveries (a refused refresh token, an unstamped stored credential) on console.warn,
 * which would reach the terminal past the CLI's redaction and its one-line errors. Those lines, and only those (they
 * start with `[mcp-sdk]`), are dropped: what the run concluded is the OAuthAccessError's line.
 */
function quietSdkDiagnostics() {
    if (quieted)
        return;
    quieted = true;
    const warn = console.warn.bind(console);
    console.warn = (...args) => {
        if (typeof args[0] === 'string' && args[0].startsWith('[mcp-sdk]'))
            return;
        warn(...args);
    };
}
/** A fetch whose every request ends by `ms` (an authorization server that hangs is named). */
function deadline(next, ms) {
    return async (input, init) => {
        const timer = AbortSignal.timeout(ms);
        const signal = init?.signal ? AbortSignal.any([init.signal, timer]) : timer;
        try {
            return await next(input, { ...init, signal });
        }
        catch (e) {
            if (timer.aborted) {
                const u = new URL(String(input));
                throw new oauth_loopback/* SignInRefused */.P(`the authorization server did not answer ${u.origin}${u.pathname} within ${ms} ms`);
            }
            throw e;
        }
    };
}
function grantFetch(provider, serverUrl, configured, next, opts, loopback, seen) {
    const asFetch = deadline(next, opts.requestMs);
    let scope = configured;
    let resourceMetadataUrl;
    // One authorization at a time: the POST and the event stream's GET may both meet the first 401.
    let running;
    // Errors that came out of an authorization (or a refusal of ours), told apart from the server's own fetch errors.
    const authorizing = new WeakSet();
    const mark = (e) => {
        if (e !== null && typeof e === 'object')
            authorizing.add(e);
        throw e;
    };
    const authorize = async (force) => {
        if (running)
            return running;
        running = (async () => {
            if (provider instanceof PersonProvider && !opts.signIn && !provider.hasGrant())
                throw new SignInNeeded(provider.loginHint);
            const args = { serverUrl, resourceMetadataUrl, scope, fetchFn: asFetch, forceReauthorization: force };
            let result = await (0,dist/* auth */.j2)(provider, args);
            if (result === 'REDIRECT') {
                if (!(provider instanceof PersonProvider) || !provider.pendingUrl || !loopback || !opts.signIn)
                    throw new SignInNeeded('the authorization server asked for a sign-in this run cannot give');
                const state = provider.expectedState();
                if (!state)
                    throw new oauth_loopback/* SignInRefused */.P('no state was sent with the authorization request');
                const waiting = loopback.next(state, opts.signIn.waitMs);
                openBrowser(provider.pendingUrl.href, { noBrowser: opts.signIn.noBrowser, env: opts.env, say: opts.signIn.say });
                const cb = await waiting;
                result = await (0,dist/* auth */.j2)(provider, { ...args, authorizationCode: cb.code, ...(cb.iss !== undefined ? { iss: cb.iss } : {}) });
            }
            if (result !== 'AUTHORIZED')
                throw new SignInNeeded('the authorization server did not authorize this client');
            if (provider instanceof PersonProvider)
                await provider.commit();
        })()
            .catch(mark)
            .finally(() => (running = undefined));
        return running;
    };
    const send = async (input, init) => {
        const headers = new Headers(init?.headers);
        const tokens = await provider.tokens();
        if (tokens)
            headers.set('Authorization', `Bearer ${tokens.access_token}`);
        return next(input, { ...init, headers });
    };
    return async (input, init) => {
        try {
            // An expired access token is refreshed before the request, not after the server's 401.
            if (provider instanceof PersonProvider && provider.expired())
                await authorize(false);
            let res = await send(input, init);
            let reauthorized = false;
            for (let stepUps = 0;;) {
                if (res.status === 401 && !reauthorized) {
                    const c = (0,dist/* extractWWWAuthenticateParams */.eH)(res);
                    // A token refused where it was good may mean the resource moved to another authorization server (SEP-2352):
                    // discovery runs again rather than asking the old one.
                    if (await provider.tokens())
                        await provider.invalidateCredentials?.('discovery');
                    if (c.resourceMetadataUrl)
                        resourceMetadataUrl = c.resourceMetadataUrl;
                    if (c.scope)
                        seen.challengeScope = c.scope;
                    scope = (0,dist/* computeScopeUnion */.v3)(scope, c.scope);
                    await res.body?.cancel();
                    await authorize(false);
                    reauthorized = true;
                }
                else if (res.status === 401) {
                    await res.body?.cancel();
                    mark(new oauth_loopback/* SignInRefused */.P('the server refused the token the authorization server just issued (401 again)'));
                }
                else if (res.status === 403 && (0,dist/* extractWWWAuthenticateParams */.eH)(res).error === 'insufficient_scope') {
                    const c = (0,dist/* extractWWWAuthenticateParams */.eH)(res);
                    await res.body?.cancel();
                    if (stepUps >= MAX_STEP_UPS)
                        mark(new oauth_loopback/* SignInRefused */.P(`the server still answers 403 insufficient_scope after ${MAX_STEP_UPS} step-ups (scope asked: ${scope ?? 'none'})`));
                    if (c.resourceMetadataUrl)
                        resourceMetadataUrl = c.resourceMetadataUrl;
                    const held = (await provider.tokens())?.scope;
                    scope = (0,dist/* computeScopeUnion */.v3)(scope, held, c.scope);
                    await authorize((0,dist/* isStrictScopeSuperset */.h_)(scope, held));
                    stepUps++;
                }
                else {
                    return res;
                }
                res = await send(input, init);
            }
        }
        catch (e) {
            // The server's own failures (a refused connection, a request the transport aborted) pass as they are: only what
            // the authorization went through becomes the one OAuth line.
            if (e instanceof access_error/* OAuthAccessError */.o || typeof e !== 'object' || e === null || !authorizing.has(e))
                throw e;
            throw new access_error/* OAuthAccessError */.o(oneLineOAuth(e));
        }
    };
}


/***/ }),

/***/ 746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ Loopback),
/* harmony export */   P: () => (/* binding */ SignInRefused)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// The sign-in's redirect target: a listener on 127.0.0.1 (RFC 8252 loopback redirect) that takes one callback, checks
// its `state`, and hands back the code and the `iss` parameter for the SDK to check (RFC 9207).

/** One line for a redirect that cannot be used; nothing is stored after it. */
class SignInRefused extends Error {
}
class Loopback {
    server;
    url;
    waiting;
    constructor(server, url) {
        this.server = server;
        this.url = url;
    }
    static async open() {
        let self;
        const server = (0,node_http__WEBPACK_IMPORTED_MODULE_0__.createServer)((req, res) => self?.answer(req.url ?? '/', (status, text) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)));
        await new Promise((r, j) => server.once('error', j).listen(0, '127.0.0.1', () => r()));
        const { port } = server.address();
        self = new Loopback(server, `http://127.0.0.1:${port}/callback`);
        return self;
    }
    /** The next callback carrying `state`; a wrong state, an error answer or no callback within `ms` rejects. */
    next(state, ms) {
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                this.waiting = undefined;
                reject(new SignInRefused(`no sign-in came back to ${this.url} within ${Math.round(ms / 1000)} s`));
            }, ms);
            const done = (f) => (v) => {
                clearTimeout(timer);
                this.waiting = undefined;
                f(v);
            };
            this.waiting = { state, resolve: done(resolve), reject: done(reject) };
        });
    }
    answer(raw, reply) {
        const u = new URL(raw, this.url);
        if (u.pathname !== '/callback')
            return reply(404, 'not found');
        const w = this.waiting;
        if (!w)
            return reply(409, 'mcp-contract is not waiting for a sign-in');
        const q = u.searchParams;
        // The state is checked before anything else in the redirect is read: a forged redirect carries no usable code.
        if (q.get('state') !== w.state) {
            reply(400, 'This sign-in does not belong to this login (wrong state). Start again with mcp-contract auth login.');
            return w.reject(new SignInRefused('the sign-in redirect carried a wrong state (not the one this login sent): nothing was stored'));
        }
        const error = q.get('error');
        if (error) {
            reply(400, 'The authorization server refused the sign-in.');
            return w.reject(new SignInRefused(`the authorization server refused the sign-in: ${error.slice(0, 80)}`));
        }
        const code = q.get('code');
        if (!code) {
            reply(400, 'The redirect carried no code.');
            return w.reject(new SignInRefused('the sign-in redirect carried no code'));
        }
        reply(200, 'Signed in. You may close this window.');
        const iss = q.get('iss');
        w.resolve({ code, ...(iss !== null ? { iss } : {}) });
    }
    close() {
        return new Promise((r) => {
            this.server.closeAllConnections();
            this.server.close(() => r());
        });
    }
}


/***/ })

};
