export const id = 8151;
export const ids = [8151];
export const modules = {

/***/ 6604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DM),
/* harmony export */   DP: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DP),
/* harmony export */   E$: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.E$),
/* harmony export */   RA: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.RA),
/* harmony export */   oF: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.oF)
/* harmony export */ });
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78560);
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.



/***/ }),

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
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(16158);
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
    const names = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_10__/* .selectServers */ .VB)(loaded.config, (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .str */ .gx)(p, 'config') ?? 'mcp-contract.json', wanted ? [wanted] : []);
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

/***/ 43892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ parseHeaders),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   pl: () => (/* binding */ optionalConfig)
/* harmony export */ });
/* unused harmony exports headerVariable, oauthFlags */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6604);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16158);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88712);
// Which servers a command works on: from the config file, or one given inline after `--` / with --url.







/**
 * `Name: value`, or a bare `Name` whose value comes from $MCP_CONTRACT_HEADER_NAME (argv is visible to `ps`; the
 * environment is not). `${VAR}` inside a value is expanded from the environment too.
 */
function parseHeaders(values) {
    const out = {};
    for (const h of values) {
        const i = h.indexOf(':');
        if (i < 0 && /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(h)) {
            out[h] = `\${${headerVariable(h)}}`;
            continue;
        }
        if (i <= 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--header "${h.split(':')[0]}": expected 'Name: value' or a bare Name (value from $${headerVariable('NAME')})`);
        out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return out;
}
function headerVariable(name) {
    return `MCP_CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, explicit ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(path, explicit ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(s, io.env));
    return loaded;
}
async function recordedName(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        return (await (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readSnapshot */ .RA)(path)).server;
    }
    catch {
        return undefined;
    }
}
/** The --oauth-* flags of an inline --url server as its "oauth" entry (none given: no entry). */
function oauthFlags(p) {
    const pick = [['clientId', 'oauth-client-id'], ['clientSecretEnv', 'oauth-client-secret-env'], ['privateKeyEnv', 'oauth-private-key-env'], ['signingAlgorithm', 'oauth-signing-algorithm'], ['scope', 'oauth-scope'], ['grant', 'oauth-grant']];
    const oauth = {};
    for (const [key, option] of pick) {
        const v = p.values[option];
        if (typeof v === 'string')
            oauth[key] = v;
    }
    return Object.keys(oauth).length ? { oauth: oauth } : {};
}
async function resolveTargets(command, p, io, snapshotOption) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'name') ?? (await recordedName((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap))) ?? 'server';
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto', ...oauthFlags(p) }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(server, io.env));
        return {
            config: loaded?.config ?? {},
            loaded,
            targets: [{ name, server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap), baseDir: io.cwd }],
        };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'config') ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV;
    const names = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .selectServers */ .VB)(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
    return {
        config: loaded.config,
        loaded,
        targets: names.map((name) => ({
            name,
            server: servers[name],
            snapshotPath: override ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, override) : (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .snapshotPathOf */ .Ff)(loaded, name),
            baseDir: loaded.dir,
            ...(override ? {} : { root: (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .projectRoot */ .YQ)(loaded.dir) }),
        })),
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


/***/ }),

/***/ 16158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ snapshotPathOf),
/* harmony export */   Ht: () => (/* binding */ defaultSnapshotPath),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   VB: () => (/* binding */ selectServers),
/* harmony export */   YQ: () => (/* binding */ projectRoot),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   o4: () => (/* binding */ parseConfig)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27297);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89990);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(54452);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(99757);
// Loads and validates mcp-contract.json; every error names the file and the JSON pointer.








const DEFAULT_CONFIG = 'mcp-contract.json';
/** Parses and validates config text; `label` names it in errors. */
function parseConfig(text, label) {
    const value = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(text, label);
    checkIgnoreShape(value, label);
    const validate = _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .VALIDATORS */ .wY.config;
    if (!validate(value))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${(0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .describeErrors */ .rg)(validate.errors)}`);
    const config = value;
    checkSemantics(config, label);
    return config;
}
const RULE_IDS = _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y0.map((r) => r.id);
/** A misspelled rule id would silently change nothing: name it, with the nearest real id. */
function checkRuleId(id, label, pointer) {
    if (RULE_IDS.includes(id))
        return;
    const guess = (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .k)(id, RULE_IDS, 4);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${pointer}: unknown rule id "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}; \`mcp-contract rules\` lists them`);
}
/** The schema's anyOf would only say "must match a schema in anyOf": say what the entry lacks instead. */
function checkIgnoreShape(value, label) {
    const ignore = value?.ignore;
    if (!Array.isArray(ignore))
        return;
    ignore.forEach((e, i) => {
        if (!e || typeof e !== 'object' || Array.isArray(e))
            return;
        const entry = e;
        if (entry.fingerprint !== undefined)
            return;
        if (entry.rule !== undefined && entry.ref === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: "rule" needs "ref" (the capability, e.g. "tool:search"); to accept one exact change give its "fingerprint" instead; to re-level a rule everywhere use "severity"`);
        if (entry.ref !== undefined && entry.rule === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: "ref" needs "rule" (a rule id from \`mcp-contract rules\`), or give the change's "fingerprint" instead`);
        if (entry.rule === undefined && entry.ref === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: give "fingerprint" (one exact change) or "rule" and "ref" (a rule on one capability)`);
    });
}
function checkSemantics(config, label) {
    for (const id of Object.keys(config.severity ?? {}))
        checkRuleId(id, label, `/severity/${pointerEscape(id)}`);
    (config.ignore ?? []).forEach((e, i) => {
        if (e.rule !== undefined)
            checkRuleId(e.rule, label, `/ignore/${i}/rule`);
    });
    checkRenames(config.renames, label, '/renames');
    for (const [name, server] of Object.entries(config.servers ?? {}))
        checkRenames(server.renames, label, `/servers/${pointerEscape(name)}/renames`);
}
function checkRenames(renames, label, at) {
    for (const [old, entry] of Object.entries(renames ?? {})) {
        const targets = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : typeof entry.to === 'string' ? [entry.to] : entry.to;
        const from = (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(old);
        for (const t of targets) {
            const to = (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(t);
            if (from && to && from.kind !== to.kind)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${at}/${pointerEscape(old)}: cannot rename a ${from.kind} to a ${to.kind} (${t})`);
            if (t === old)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${at}/${pointerEscape(old)}: renames a capability to itself`);
        }
    }
}
function pointerEscape(s) {
    return s.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** `label` names the file in errors as the user wrote it (default the path). */
async function loadConfig(path, label = path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(abs, 'utf8');
    }
    catch (e) {
        const code = e.code;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: cannot read config (${code === 'ENOENT' ? 'no such file' : code ?? e.message})`);
    }
    return { config: parseConfig(text, label), path: abs, dir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(abs) };
}
/** Where a server's snapshot lives unless the config says otherwise, relative to the config's directory. */
function defaultSnapshotPath(server) {
    return `snapshots/${server}.json`;
}
/** The snapshot path of a server, relative to the config's directory unless absolute. */
function snapshotPathOf(loaded, server) {
    const s = loaded.config.servers?.[server];
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(loaded.dir, s?.snapshot ?? defaultSnapshotPath(server));
    // Snapshots are read, written and owned (CODEOWNERS) inside the project: `../` out of it or an absolute path
    // elsewhere could reach any file the runner can read or write. A config in a subfolder may keep its snapshots
    // beside it or anywhere else in the same repository.
    const root = projectRoot(loaded.dir);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel)) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${loaded.path}: /servers/${server}/snapshot: must be a file path inside the project (${root === loaded.dir ? "the config's directory" : 'the repository holding the config'})`);
    }
    return path;
}
/** The repository that holds `dir` (nearest ancestor with `.git`), else `dir` itself. */
function projectRoot(dir) {
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);;) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(d, '.git')))
            return d;
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d);
        if (up === d)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
        d = up;
    }
}
/** Picks servers by name; an unknown name is a usage error listing the known ones. */
function selectServers(config, label, names) {
    const known = Object.keys(config.servers ?? {});
    if (!names || names.length === 0 || (names.length === 1 && (names[0] === '' || names[0] === 'all'))) {
        if (known.length === 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: no servers configured (add a "servers" map)`);
        return known;
    }
    for (const n of names)
        if (!known.includes(n))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: no server named "${n}" (known: ${known.join(', ') || 'none'})`);
    return names;
}


/***/ })

};
