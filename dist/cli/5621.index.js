export const id = 5621;
export const ids = [5621];
export const modules = {

/***/ 58151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   authCommand: () => (/* binding */ authCommand)
/* harmony export */ });
/* harmony import */ var _api_capture_complete_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2979);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _oauth_loopback_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(746);
/* harmony import */ var _canary_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12603);
/* harmony import */ var _oauth_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12504);
/* harmony import */ var _oauth_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(11042);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70893);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77593);
/* harmony import */ var _specs_auth_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79891);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43892);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(61096);
/* harmony import */ var _capture_env_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3181);
// `mcp-contract auth login|status|logout --server NAME`: a person's OAuth grant for one remote server. login opens a
// session to the server (a capture whose snapshot is discarded, with the server's canaries) with a sign-in allowed:
// every challenge the server and its authorization server make on the way (discovery, registration, scope, step-up
// on a canary's tool call) is met as a later run meets it, and the grant is stored only once tokens came back. status never prints a token; logout forgets the grant.












/** How long a person has to finish signing in. */
const SIGN_IN_MS = 300_000;
function view(server, url, file) {
    const g = file?.grants[url];
    if (!file || !g)
        return { server, url, signedIn: false };
    return {
        server,
        url,
        signedIn: true,
        issuer: file.issuer,
        ...(g.scope ? { scope: g.scope } : {}),
        ...(g.expires_at !== undefined ? { expiresAt: new Date(g.expires_at * 1000).toISOString() } : {}),
        refreshable: typeof g.refresh_token === 'string' && g.refresh_token.length > 0,
    };
}
function viewLine(v) {
    const name = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanTerminal */ .m)(v.server, 100);
    if (!v.signedIn)
        return `${name}: not signed in (mcp-contract auth login --server ${name})\n`;
    const parts = [`issuer ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanTerminal */ .m)(v.issuer ?? '', 200)}`, `scopes ${v.scope ? (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanTerminal */ .m)(v.scope, 300) : '(as granted)'}`, v.expiresAt ? `access token expires ${v.expiresAt}` : 'no expiry given', v.refreshable ? 'refreshed without you' : 'no refresh token: sign in again when it expires'];
    return `${name}: signed in; ${parts.join('; ')}\n`;
}
async function authCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommand */ .RM)(_specs_auth_js__WEBPACK_IMPORTED_MODULE_8__/* .AUTH */ .J, args);
    const action = p.positionals[0];
    if (action !== 'login' && action !== 'status' && action !== 'logout')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract auth: expected login, status or logout${action ? ` (got "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanTerminal */ .m)(action, 40)}")` : ''}`);
    const loaded = await (0,_targets_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalConfig */ .pl)(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('mcp-contract auth: no config');
    const wanted = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .str */ .gx)(p, 'server');
    const names = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_10__.selectServers)(loaded.config, (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .str */ .gx)(p, 'config') ?? 'mcp-contract.json', wanted ? [wanted] : []);
    if (names.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract auth ${action}: name one server with --server (the config has ${names.length})`);
    const name = names[0];
    const server = loaded.config.servers[name];
    if (!server.url || !server.oauth)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`server "${name}": auth needs "url" and an "oauth" entry`);
    const url = (0,_capture_env_js__WEBPACK_IMPORTED_MODULE_11__/* .expandString */ .KG)(server.url, io.env, `server "${name}" url`);
    const plan = (0,_oauth_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planOAuth */ .Tj)(`server "${name}"`, server.oauth, io.env);
    const dir = (0,_oauth_store_js__WEBPACK_IMPORTED_MODULE_5__/* .grantDir */ .qo)((0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
    const store = new _oauth_store_js__WEBPACK_IMPORTED_MODULE_5__/* .GrantStore */ .A0(dir);
    if (action === 'status') {
        const v = view(name, url, store.forServer(url));
        io.stdout(p.format === 'json' ? `${JSON.stringify(v, null, 2)}\n` : viewLine(v));
        return v.signedIn || plan.grant === 'client_credentials' ? _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok : _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage;
    }
    if (action === 'logout') {
        const had = await store.forget(url);
        io.stdout(p.format === 'json' ? `${JSON.stringify({ server: name, url, forgotten: had })}\n` : `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanTerminal */ .m)(name, 100)}: ${had ? 'grant forgotten' : 'was not signed in'}\n`);
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok;
    }
    if (plan.grant === 'client_credentials')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`server "${name}": a client_credentials grant signs in on every run by itself; there is nothing to log in to`);
    if (io.env.CI === 'true' || io.env.CI === '1')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`server "${name}": this is a CI run (CI=${io.env.CI}), which never signs in interactively: configure a machine credential (oauth.clientId with oauth.clientSecretEnv or oauth.privateKeyEnv)`);
    const loopback = await _oauth_loopback_js__WEBPACK_IMPORTED_MODULE_2__/* .Loopback */ .M.open();
    try {
        const timeouts = { ...server.timeouts, initializeMs: SIGN_IN_MS, requestMs: Math.max(server.timeouts?.requestMs ?? 20_000, SIGN_IN_MS) };
        // The server's canaries run in the sign-in session too: a tool call that needs a wider scope (a 403
        // insufficient_scope) steps up while the person is there, and the stored grant covers it.
        await (0,_api_capture_complete_js__WEBPACK_IMPORTED_MODULE_0__/* .captureComplete */ .M)(name, { ...server, timeouts }, {
            baseDir: loaded.dir,
            env: io.env,
            grantDir: dir,
            afterLists: async (plan, session, snap, deadlineAt) => void (await (0,_canary_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runCanaries */ .q)(`auth login --server ${name}`, name, server, plan, session, snap, { deadlineAt })),
            signIn: { loopback, noBrowser: (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .flag */ .Jt)(p, 'no-browser'), say: (line) => io.stderr(`${line}\n`), waitMs: SIGN_IN_MS },
            identity: false,
        });
    }
    finally {
        await loopback.close();
    }
    const v = view(name, url, store.forServer(url));
    if (!v.signedIn)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`server "${name}": the server let mcp-contract in without a sign-in; nothing was stored`);
    io.stdout(p.format === 'json' ? `${JSON.stringify(v, null, 2)}\n` : viewLine(v));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 77499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ withCommas)
/* harmony export */ });
// Counts as the reports write them (`1,466`). Not toLocaleString: its first call initializes ICU's number formatting,
// some 10 ms of every run that shows a context cost (issue 44's PR path).
/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
function withCommas(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
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
