export const id = 5621;
export const ids = [5621,893];
export const modules = {

/***/ 2979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ captureComplete)
});

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture_capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
;// CONCATENATED MODULE: ./src/capture/complete.ts
// An observation must be complete before anything compares it: a failed list is never read as a removal.


/** A surface that never got past start/initialize, as one error naming the phase (not four per-kind failures). */
function surfaceFailure(name, snapshot) {
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        if (!s.error)
            continue;
        const cause = s.error.replace(/^initialize failed: /, '');
        const phase = /^cannot start /.test(cause) ? 'start' : 'initialize';
        const where = Object.keys(snapshot.surfaces).length > 1 ? `surface "${surface}": ` : '';
        return new errors/* CaptureError */.$3(name, phase, `${where}${cause}`);
    }
    return undefined;
}
/** Throws the CaptureError (exit 3) that says why the observation is incomplete. */
function assertComplete(name, snapshot) {
    const early = surfaceFailure(name, snapshot);
    if (early)
        throw early;
    const missing = (0,capture_capture/* incompleteKinds */.aW)(snapshot);
    if (missing.length > 0)
        throw new errors/* CaptureError */.$3(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}

// EXTERNAL MODULE: ./src/identity/server.ts
var identity_server = __webpack_require__(46475);
;// CONCATENATED MODULE: ./src/api/capture-complete.ts
// The one capture every entry runs: the configured server captured, an incomplete observation refused (CaptureError,
// never a list read as a removal), and the launch identity recorded. The public captureServer, the CLI's commands and
// the Action all come through here; the CLI alone passes what is not public (canaries in the session, the Inspector).



async function captureComplete(name, server, options) {
    const { identity, ...capture } = options;
    const snapshot = await (0,capture_capture/* captureServer */.I)(name, server, capture);
    assertComplete(name, snapshot);
    // After the capture: a build step may have just written the entry the identity hashes. A server in this process was
    // launched by nothing the snapshot could name.
    if (identity === false || options.inProcess)
        return snapshot;
    return (0,identity_server/* withIdentity */.B)(snapshot, { name, server, baseDir: options.baseDir, env: options.env });
}


/***/ }),

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   cD: () => (/* binding */ onlyFormOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   rz: () => (/* binding */ onlyForm),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* unused harmony export parserOptions */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89990);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63379);
// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.





/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command, e, options) {
    const help = `(see mcp-contract ${command} --help)`;
    const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const guess = name.startsWith('--') ? (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name.slice(2), Object.keys(options)) : undefined;
        return `mcp-contract ${command}: unknown option ${name}${guess ? ` (did you mean --${guess}?)` : ''} ${help}`;
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        return /argument missing/.test(e.message)
            ? `mcp-contract ${command}: ${name} needs a value ${help}`
            : `mcp-contract ${command}: ${name} takes no value ${help}`;
    }
    return `mcp-contract ${command}: ${e.message.split('\n')[0]} ${help}`;
}
/** `positionals` is how many bare arguments the command takes; more is a usage error rather than silently ignored. */
function parse(command, args, options, positionals = 0) {
    const dd = args.indexOf('--');
    const head = dd >= 0 ? args.slice(0, dd) : args;
    const rest = dd >= 0 ? args.slice(dd + 1) : [];
    let r;
    try {
        r = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: head, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usageMessage(command, e, options));
    }
    if (r.positionals.length > positionals) {
        const extra = r.positionals[positionals];
        const hint = positionals === 0 && /\.json$/.test(extra) && options.config ? ` (a file goes after an option, e.g. --config ${extra})` : '';
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: unexpected argument "${extra}"${hint} (see mcp-contract ${command} --help)`);
    }
    return { values: r.values, positionals: r.positionals, rest };
}
function str(p, name) {
    const v = p.values[name];
    return typeof v === 'string' ? v : undefined;
}
function list(p, name) {
    const v = p.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
function flag(p, name) {
    return p.values[name] === true;
}
function oneOf(command, option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: --${option} must be one of ${allowed.join(', ')} (got "${value}")`);
}
/** A value of a row with choices, its alias resolved; a value outside them is a usage error naming what is taken. */
function chosen(command, row, value) {
    const word = row.aliases && Object.hasOwn(row.aliases, value) ? row.aliases[value] : value;
    return oneOf(command, row.name, word, row.choices ?? [word], word);
}
/** `--format F`, or `--json` (its alias); the two may not disagree. */
function chosenFormat(spec, p) {
    const names = Object.keys(spec.formats ?? { text: '' });
    const format = p.values.format;
    const json = flag(p, 'json');
    if (format === undefined)
        return { format: json ? 'json' : names[0], formatGiven: json };
    if (json && format !== 'json')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: --json is --format json, which --format ${format} contradicts`);
    return { format, formatGiven: true };
}
function maxOperands(spec) {
    if (spec.maxOperands !== undefined)
        return spec.maxOperands;
    const operands = spec.operands ?? [];
    return operands.some((o) => o.repeat) ? Infinity : operands.length;
}
/** What node's parseArgs is given for a command: its table's rows, and nothing else. */
function parserOptions(spec) {
    const options = {};
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec))
        options[r.name] = { type: r.value ? 'string' : 'boolean', ...(r.short ? { short: r.short } : {}), ...(r.repeat ? { multiple: true } : {}) };
    return options;
}
/** Parses a command's arguments with its table: the options it declares, its operands, its format and threshold. */
function parseCommand(spec, args) {
    const p = parse(spec.name, args, parserOptions(spec), maxOperands(spec));
    // Every value with choices is checked, and its alias resolved, before the command sees it.
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec)) {
        const v = p.values[r.name];
        if (r.choices && v !== undefined && typeof v !== 'boolean')
            p.values[r.name] = Array.isArray(v) ? v.map((x) => chosen(spec.name, r, x)) : chosen(spec.name, r, v);
    }
    const failOn = spec.failOn ? (str(p, 'fail-on') ?? spec.failOn.default) : 'none';
    return Object.assign(p, chosenFormat(spec, p), { failOn });
}
/**
 * The arguments hold `option`, which selects one usage form (`init --gateway`, `guard --config` of a gateway): every
 * other option that form does not show is refused by name rather than silently dropped (`--run-as` would not apply).
 */
function onlyFormOf(spec, p, option, what = `--${option}`) {
    onlyForm(spec, p, (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOf */ .QU)(spec, option), what);
}
/** onlyFormOf for the usage form at `index`, one that no option of its own selects (a command after `--`). */
function onlyForm(spec, p, index, what) {
    const shown = (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOptions */ .Xm)(spec, index);
    const stray = Object.keys(p.values).filter((name) => p.values[name] !== undefined && !shown.has(name));
    if (stray.length === 0)
        return;
    const named = stray.map((name) => `--${name}`).join(', ');
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: ${named} ${stray.length === 1 ? 'does' : 'do'} not go with ${what} (see mcp-contract ${spec.name} --help)`);
}


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
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29555);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88712);
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--header "${h.split(':')[0]}": expected 'Name: value' or a bare Name (value from $${headerVariable('NAME')})`);
        out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return out;
}
function headerVariable(name) {
    return `MCP_CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/**
 * The config reader, with the config schema's validator: loaded only once a config is there to read, so a command with
 * none (a diff of two files) never parses that code (issue 55).
 */
const configFile = () => Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(1096)]).then(__webpack_require__.bind(__webpack_require__, 61096));
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${_storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (await configFile()).loadConfig(path, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(s, io.env));
    return loaded;
}
async function recordedName(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        // The snapshot reader (and its validator) is loaded only when there is a file to read: `snapshot` starts its server
        // before it loads that code.
        const { readSnapshot } = await Promise.all(/* import() */[__webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(6604)]).then(__webpack_require__.bind(__webpack_require__, 6604));
        return (await readSnapshot(path)).server;
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
async function resolveTargets(command, p, io, snapshotOption, deferName = false) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto', ...oauthFlags(p) }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(server, io.env));
        const target = { name: (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'name') ?? 'server', server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, snap), baseDir: io.cwd };
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const naming = () => ((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'name') === undefined ? recordedName(target.snapshotPath).then((recorded) => void (target.name = recorded ?? target.name)) : Promise.resolve());
        if (!deferName)
            await naming();
        return { config: loaded?.config ?? {}, loaded, targets: [target], named: deferName ? naming : () => Promise.resolve() };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const { selectServers, snapshotPathOf, projectRoot } = await configFile();
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config') ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P;
    const names = selectServers(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
    return {
        config: loaded.config,
        loaded,
        named: () => Promise.resolve(),
        targets: names.map((name) => ({
            name,
            server: servers[name],
            snapshotPath: override ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, override) : snapshotPathOf(loaded, name),
            baseDir: loaded.dir,
            ...(override ? {} : { root: projectRoot(loaded.dir) }),
        })),
    };
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


/***/ }),

/***/ 70893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ONLY_DETAILS_DIFFER),
/* harmony export */   m: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_5__.m),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28555);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35579);









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_4__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldLines */ .zo)(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.rule, 60)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(one);
        if (told?.removed)
            lines.push(`             removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldHint */ .VK)(x) ?? []))
            lines.push(`             hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(h, 500)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .addedCueWords */ .t0)(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    if (r.hosts)
        lines.push(...(0,_hosts_js__WEBPACK_IMPORTED_MODULE_6__/* .hostTextLines */ .F$)(r.hosts, _terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ }),

/***/ 29555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ DEFAULT_CONFIG)
/* harmony export */ });
// The config file's default name, apart from its reader (config-file.ts): naming it loads none of the config's
// validator, which only the commands that read a config load (issue 55: a diff of two files never does).
const DEFAULT_CONFIG = 'mcp-contract.json';


/***/ })

};
