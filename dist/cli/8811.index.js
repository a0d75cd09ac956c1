export const id = 8811;
export const ids = [8811];
export const modules = {

/***/ 4047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ listenAccess),
/* harmony export */   PT: () => (/* binding */ auditArgumentsOf),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   US: () => (/* binding */ policyOf),
/* harmony export */   YQ: () => (/* binding */ guardedSurface),
/* harmony export */   ij: () => (/* binding */ wantsGateway),
/* harmony export */   sc: () => (/* binding */ lifetimesOf)
/* harmony export */ });
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48051);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _guard_listen_address_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27135);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71604);
// What the one-server guard and the gateway read alike from the command line: the surface to guard, the policy.






/** The approved snapshot's surface to guard: `--surface`, else `default`, else its only one. */
function guardedSurface(approved, option, label) {
    const names = Object.keys(approved.surfaces);
    if (option !== undefined) {
        if (!names.includes(option))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label}: no surface "${option}" (it has ${names.join(', ') || 'none'})`);
        return option;
    }
    if (names.includes('default'))
        return 'default';
    if (names.length === 1)
        return names[0];
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label}: it has several surfaces (${names.join(', ')}); choose one with --surface`);
}
/** A whole-number option of at least 1, or fallback when it is not given. */
function count(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract guard: --${option} must be a whole number of at least 1 (got "${value.slice(0, 40)}")`);
    return n;
}
function policyOf(entries) {
    let policy = _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_GUARD_POLICY */ .HE;
    try {
        for (const e of entries)
            policy = (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePolicyEntry */ .sK)(policy, e);
    }
    catch (e) {
        if (e instanceof _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract guard: ${e.message}`);
        throw e;
    }
    return policy;
}
/**
 * The longest approvals of side-effecting tools count: `--max-approval-days N` for destructive, open-world and
 * unannotated tools alike, and the gateway config's `maxApprovalDays` per class (it wins for the classes it names).
 */
function lifetimesOf(p, fromConfig, label) {
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'max-approval-days');
    const days = given === undefined ? undefined : Number(given);
    if (days !== undefined && (!Number.isFinite(days) || days <= 0))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract guard: --max-approval-days must be a number of days above 0 (got "${given.slice(0, 40)}")`);
    if (fromConfig !== undefined && (typeof fromConfig !== 'object' || fromConfig === null || Array.isArray(fromConfig)))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label ?? 'the config'}: /maxApprovalDays: expected { "destructive": N, "openWorld": N, "unannotated": N }`);
    for (const [k, v] of Object.entries(fromConfig ?? {})) {
        if (!['destructive', 'openWorld', 'unannotated'].includes(k))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label ?? 'the config'}: /maxApprovalDays/${k}: unknown class (destructive, openWorld, unannotated)`);
        if (typeof v !== 'number' || !(v > 0))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label ?? 'the config'}: /maxApprovalDays/${k}: expected a number of days above 0`);
    }
    if (days === undefined && fromConfig === undefined)
        return undefined;
    const all = days === undefined ? {} : { destructive: days, openWorld: days, unannotated: days };
    return { ...all, ...fromConfig };
}
/** Who may use `--listen`: the allowed origins and the bearer token (`--listen-token`, else the environment). */
function listenAccess(p, env, listening) {
    const origins = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'allow-origin');
    if (!listening) {
        const given = origins.length ? '--allow-origin' : (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'listen-token') !== undefined ? '--listen-token' : undefined;
        if (given)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract guard: ${given} applies to --listen (the HTTP face); without it the guard serves stdio`);
        return {};
    }
    const token = (0,_guard_listen_address_js__WEBPACK_IMPORTED_MODULE_2__/* .listenToken */ .tz)((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'listen-token'), env);
    return { origins: origins.map(_guard_listen_address_js__WEBPACK_IMPORTED_MODULE_2__/* .parseOrigin */ .ef), ...(token === undefined ? {} : { token }) };
}
/** `--audit-arguments`: how much of a call's arguments the audit log keeps (the parser checked the choice). */
function auditArgumentsOf(p) {
    const mode = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'audit-arguments');
    return mode === undefined ? {} : { auditArguments: mode };
}
/** The gateway takes over when the file is a client's, names several servers, or a profile / --approved-dir is asked. */
async function wantsGateway(p, io) {
    if (p.rest.length > 0 || (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'url') !== undefined)
        return false;
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'profile') !== undefined || (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'profiles') !== undefined || (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'approved-dir') !== undefined || (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'host') !== undefined)
        return true;
    const config = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config');
    if (config === undefined)
        return false;
    // The gateway's file reader (its profiles, their schema compiler) loads only when a file is given to read.
    const { readGatewayFile } = await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(1096), __webpack_require__.e(2757), __webpack_require__.e(4605)]).then(__webpack_require__.bind(__webpack_require__, 62757));
    const file = readGatewayFile((0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(io.cwd, config), config, undefined, (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .homeOf */ .lt)(io));
    if (file.kind !== 'mcp-contract')
        return true;
    const chosen = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'server');
    return (chosen.length || file.servers.length) > 1;
}


/***/ }),

/***/ 48811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  guardCommand: () => (/* binding */ guardCommand),
  guardedSurface: () => (/* reexport */ guard_options/* guardedSurface */.YQ),
  policyOf: () => (/* reexport */ guard_options/* policyOf */.US)
});

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(71518);
// EXTERNAL MODULE: ./src/guard/listen-address.ts
var listen_address = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/oauth/passthrough.ts
var passthrough = __webpack_require__(7513);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/audit/files.ts
var files = __webpack_require__(12544);
// EXTERNAL MODULE: ./src/cli/commands/guard-options.ts
var guard_options = __webpack_require__(4047);
// EXTERNAL MODULE: ./src/guard/run-as.ts
var run_as = __webpack_require__(4989);
// EXTERNAL MODULE: ./src/guard/limits.ts
var limits = __webpack_require__(69717);
// EXTERNAL MODULE: ./src/capture/stdio.ts
var stdio = __webpack_require__(48651);
// EXTERNAL MODULE: ./src/guard/exit-kill.ts
var exit_kill = __webpack_require__(69386);
;// CONCATENATED MODULE: ./src/guard/prelaunch.ts


/**
 * Starts plan's stdio target now, with the transport options the session would start it with (`maxMessageBytes`, its
 * non-JSON-RPC lines reported through `garbage`). The identity gate decides first: held code is never started.
 */
function prelaunch(plan, identity, maxMessageBytes, garbage) {
    const target = plan.target;
    if (target.type !== 'stdio')
        return { take: () => Promise.resolve(undefined), launched: Promise.resolve() };
    const started = (async () => {
        if (await identity?.beforeLaunch())
            return undefined;
        const child = new stdio/* ChildStdioTransport */.L({ command: target.command, args: target.args, cwd: target.cwd, env: target.env, maxMessageBytes, onGarbage: garbage });
        await child.start();
        // Should the guard end before a session takes it, the process group ends with it.
        return { child, release: child.pid === undefined ? () => undefined : (0,exit_kill/* killOnExit */.d)(child.pid) };
    })().catch(() => undefined);
    let taken = false;
    return {
        launched: started.then(() => undefined),
        take: async () => {
            if (taken)
                return undefined;
            taken = true;
            const early = await started;
            if (!early)
                return undefined;
            // The session registers its own exit hook once the upstream is up, as for a process it starts itself.
            early.release();
            // One that already ended is not handed on (its end came before anyone listened): the session starts its own,
            // which fails, or not, and says why in the usual words.
            if (early.child.exitReason === undefined)
                return early.child;
            await early.child.close();
            return undefined;
        },
    };
}

// EXTERNAL MODULE: ./src/guard/door.ts
var guard_door = __webpack_require__(47797);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/capture/v8-flags.ts
var v8_flags = __webpack_require__(31524);
// EXTERNAL MODULE: ./src/guard/lean-v8.ts
var lean_v8 = __webpack_require__(18316);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/guard.ts
var specs_guard = __webpack_require__(38088);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(54017);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/gateway/registry-ref.ts
var registry_ref = __webpack_require__(47067);
;// CONCATENATED MODULE: ./src/cli/commands/guard.ts
// `mcp-contract guard`: an MCP server that starts the real one as its upstream and publishes only approved definitions.




























function seconds(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0)
        throw new errors/* UsageError */.eb(`mcp-contract guard: --${option} must be a number of seconds (got "${value}")`);
    return n * 1000;
}
async function guardCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(specs_guard/* GUARD */.G, args);
    // A long-running server whose first capture would otherwise grow the young generation to 64 MB for good.
    (0,v8_flags/* holdYoungGeneration */.kK)();
    (0,lean_v8/* leanV8 */.$A)();
    const gatewayAsked = await (0,guard_options/* wantsGateway */.ij)(p, io);
    if ((0,cli_args/* flag */.Jt)(p, 'print-surface') && !gatewayAsked)
        throw new errors/* UsageError */.eb('mcp-contract guard: --print-surface records the gateway\'s published surface; give --config FILE with several servers or a --profile');
    // The single guard's own options (--run-as, --approved, --surface, --name) would not apply to a gateway's servers.
    if (gatewayAsked)
        (0,cli_args/* onlyFormOf */.cD)(specs_guard/* GUARD */.G, p, 'config', '--config FILE when it starts the gateway (several servers, a client file or a profile)');
    const intervalMs = seconds('interval', (0,cli_args/* str */.gx)(p, 'interval'), 300_000);
    const requestTimeoutMs = seconds('request-timeout', (0,cli_args/* str */.gx)(p, 'request-timeout'), 3600_000);
    const maxAgeMs = seconds('max-age', (0,cli_args/* str */.gx)(p, 'max-age'), limits/* DEFAULT_MAX_AGE_MS */.s);
    const door = { ...guard_door/* DOOR_LIMITS */.cy, lifetimeMs: seconds('client-timeout', (0,cli_args/* str */.gx)(p, 'client-timeout'), guard_door/* DOOR_LIMITS */.cy.lifetimeMs) };
    if (door.lifetimeMs <= 0)
        throw new errors/* UsageError */.eb('mcp-contract guard: --client-timeout must be more than 0 seconds');
    const log = (line) => io.stderr(`${line.split('\n').map((l) => `mcp-contract guard: ${(0,terminal/* cleanTerminal */.m)(l, 2000)}`).join('\n')}\n`);
    const listenAt = (0,cli_args/* str */.gx)(p, 'listen') === undefined ? undefined : (0,listen_address/* parseListen */.JZ)((0,cli_args/* str */.gx)(p, 'listen'));
    const access = (0,guard_options/* listenAccess */.KI)(p, io.env, listenAt !== undefined);
    if (access.token !== undefined)
        io.protect([access.token]);
    const http = listenAt ? { at: listenAt, maxSessions: (0,guard_options/* count */.U9)('max-sessions', (0,cli_args/* str */.gx)(p, 'max-sessions'), 32), idleMs: seconds('session-idle', (0,cli_args/* str */.gx)(p, 'session-idle'), 600_000), access } : undefined;
    if (gatewayAsked) {
        // --print-surface records every member's list: it waits for each as long as a request may run, unless told.
        const listTimeoutMs = seconds('list-timeout', (0,cli_args/* str */.gx)(p, 'list-timeout'), (0,cli_args/* flag */.Jt)(p, 'print-surface') ? requestTimeoutMs : 5000);
        const { openGateway } = await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(1096), __webpack_require__.e(2757), __webpack_require__.e(9580), __webpack_require__.e(5253), __webpack_require__.e(2423)]).then(__webpack_require__.bind(__webpack_require__, 17571));
        const gateway = await openGateway(p, io, log, package_0/* version */.rE, { intervalMs, requestTimeoutMs, maxAgeMs, door, listTimeoutMs });
        if ((0,cli_args/* flag */.Jt)(p, 'print-surface'))
            return (await Promise.all(/* import() */[__webpack_require__.e(4270), __webpack_require__.e(3254)]).then(__webpack_require__.bind(__webpack_require__, 73254))).printSurface(gateway, io);
        await (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(5253), __webpack_require__.e(3941)]).then(__webpack_require__.bind(__webpack_require__, 44120))).serveUntilStopped(gateway, http, gateway.maxMessageBytes, log);
        return 0;
    }
    const given = (0,cli_args/* str */.gx)(p, 'approved');
    const inlineRegistry = given?.startsWith(registry_ref/* REGISTRY_PREFIX */.Z7) ? given.slice(registry_ref/* REGISTRY_PREFIX */.Z7.length) : undefined;
    const { config, loaded, targets } = inlineRegistry !== undefined ? { config: {}, loaded: undefined, targets: [await (await Promise.all(/* import() */[__webpack_require__.e(5179), __webpack_require__.e(4187), __webpack_require__.e(9088), __webpack_require__.e(1267), __webpack_require__.e(3730)]).then(__webpack_require__.bind(__webpack_require__, 81267))).launchTarget(p, io)] } : await (0,cli_targets/* resolveTargets */.h5)('guard', p, io, 'approved');
    if (targets.length !== 1)
        throw new errors/* UsageError */.eb('mcp-contract guard: guards one server; choose it with --server NAME');
    const t = targets[0];
    // --approved registry:..., else the config's "approved" for this server (given --approved FILE wins over it).
    const fromRegistry = inlineRegistry ?? (given === undefined ? (0,registry_ref/* registryRefOf */.A6)(t.server.approved) : undefined);
    const label = fromRegistry !== undefined ? `${registry_ref/* REGISTRY_PREFIX */.Z7}${fromRegistry}` : (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
    // A verified signed release approves exactly the signed definitions it serves; anything else is held. The Sigstore
    // libraries load only for approvals from a signed release: a guard of a snapshot file stays lean.
    const baseline = fromRegistry !== undefined ? await (await Promise.all(/* import() */[__webpack_require__.e(5179), __webpack_require__.e(4187), __webpack_require__.e(9088), __webpack_require__.e(1267), __webpack_require__.e(3730)]).then(__webpack_require__.bind(__webpack_require__, 81267))).registryApprovals(p, io, t, fromRegistry, log, (0,registry_ref/* releaseBundleOf */.tV)(t)) : undefined;
    const approved = baseline ? baseline.approved : await (0,snapshot_files.readSnapshot)(t.snapshotPath, label);
    const source = baseline ? baseline.source : { kind: 'first-use', snapshot: label, since: io.now().toISOString() };
    const surface = (0,guard_options/* guardedSurface */.YQ)(approved, (0,cli_args/* str */.gx)(p, 'surface'), label);
    const lifetimes = (0,guard_options/* lifetimesOf */.sc)(p, undefined);
    const policy = { ...(0,guard_options/* policyOf */.US)((0,cli_args/* list */.p_)(p, 'policy')), ...(lifetimes ? { maxApprovalDays: lifetimes } : {}) };
    const dir = (0,store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const storePath = (0,store/* storeFile */.u_)(dir, approved.server);
    await (0,run_as/* requireNotWorldWritable */.h7)([
        ...(loaded ? [{ path: loaded.path, what: 'the config' }] : []),
        ...(fromRegistry === undefined ? [{ path: t.snapshotPath, what: 'the approved snapshot' }] : []),
        { path: dir, what: 'the store directory' },
        { path: (0,files/* auditDir */.pL)(dir), what: 'the audit log directory' },
        { path: storePath, what: 'the store' },
    ]);
    (0,passthrough/* refusePassthrough */.D)(`server "${t.name}"`, t.server, access.token, listen_address/* LISTEN_TOKEN_ENV */.sN, io.env);
    const plan = (0,capture/* planSurface */.t4)(t.name, t.server, surface, t.server.surfaces?.[surface] ?? {}, { baseDir: t.baseDir, env: io.env, log, grantDir: (0,external_node_path_.join)(dir, 'oauth') });
    const runAsUser = (0,cli_args/* str */.gx)(p, 'run-as');
    if (runAsUser !== undefined) {
        plan.target = (0,run_as/* runAs */.Y4)(plan.target, runAsUser);
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        await (0,run_as/* requirePrivateStore */.O4)(dir);
    }
    const identity = (0,identity_hooks/* identityGateFor */.x7)({ target: t, approved, surface, storePath, policyText: (0,cli_args/* str */.gx)(p, 'identity-policy'), io, log, storeDir: dir });
    // A stdio face has one session: its upstream starts now (once the identity gate lets it), while the guard opens its
    // store and audit log and reads the client's initialize, instead of after them.
    const untilServing = (0,exit_kill/* exitOnSignalUntilServing */.w)();
    const early = http ? undefined : prelaunch(plan, identity, plan.limits.maxMessageBytes * limits/* UPSTREAM_HEADROOM */.K, (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${(0,capture/* oneLine */.TN)(line, plan.secrets).slice(0, 200)}`));
    // The rest of the guard (session, publication, audit, the client's face) loads once the upstream has been started
    // (or held, or failed to start): compiling it first would put that time before the upstream's own start, on the
    // path of every client that connects. Nothing of it is needed to decide and make the launch.
    await early?.launched;
    const { openGuard, serveUntilStopped, approveHintFor, approveAllHeldCommand } = await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(5253), __webpack_require__.e(3941)]).then(__webpack_require__.bind(__webpack_require__, 44120));
    const guard = await openGuard({
        identity,
        ...(early ? { prelaunch: early } : {}),
        approved,
        source,
        surface,
        storePath,
        policy,
        config: (0,shared_config/* configOfServer */.X)(config, t.name),
        plan,
        now: io.now,
        log,
        version: package_0/* version */.rE,
        intervalMs,
        requestTimeoutMs,
        maxAgeMs,
        door,
        approveHint: (ref, server) => approveHintFor(dir, server, ref),
        approveAllHint: (server) => approveAllHeldCommand(dir, server),
        ...(0,guard_options/* auditArgumentsOf */.PT)(p),
    });
    log(`guarding "${approved.server}" (surface ${surface}) with the approvals in ${label}; store ${storePath}`);
    untilServing();
    await serveUntilStopped(guard, http, plan.limits.maxMessageBytes, log);
    return 0;
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

/***/ 47067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ registryRefOf),
/* harmony export */   Z7: () => (/* binding */ REGISTRY_PREFIX),
/* harmony export */   kN: () => (/* binding */ REGISTRY_REF),
/* harmony export */   tV: () => (/* binding */ releaseBundleOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// A server's approvals from a registry release (`approved: "registry:NAME@VERSION"`, `releaseBundle`), read apart
// from the rest of the gateway's file: the single guard reads them before it starts its upstream, and must not load
// the gateway's profiles (and their schema compiler) to do it.

const REGISTRY_PREFIX = 'registry:';
/** The config schema's pattern for `approved`. */
const REGISTRY_REF = /^registry:[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+@[^@\s]+$/;
/** NAME@VERSION of a server's `approved: "registry:NAME@VERSION"`, or undefined. */
function registryRefOf(approved) {
    return approved?.startsWith(REGISTRY_PREFIX) ? approved.slice(REGISTRY_PREFIX.length) : undefined;
}
/** A server's `releaseBundle`, resolved against the config's directory. */
function releaseBundleOf(t) {
    return t.server.releaseBundle === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(t.baseDir, t.server.releaseBundle);
}


/***/ }),

/***/ 47797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ forgedQuestion),
/* harmony export */   E$: () => (/* binding */ Waiting),
/* harmony export */   FU: () => (/* binding */ admitNotification),
/* harmony export */   IU: () => (/* binding */ refuseRequest),
/* harmony export */   cy: () => (/* binding */ DOOR_LIMITS)
/* harmony export */ });
/* harmony import */ var _rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60279);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89352);


/** The SDK's own request timeout (what an upstream's SDK waits for its sampling answer by default). */
const DOOR_LIMITS = { maxPending: 16, lifetimeMs: 60_000 };
const has = (caps, key) => (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(caps[key]);
const sub = (caps, key, field) => (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(caps[key]) && (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(caps[key][field]);
/**
 * What the client did not declare that a server-to-client request needs, in the SDK's words (its server asserts them
 * before sending; its client answers an undeclared one "Method not found"); undefined when it declared all of it; null
 * for a method that is no request a server sends its client.
 */
function missing(method, params, caps) {
    switch (method) {
        case 'sampling/createMessage':
            if (!has(caps, 'sampling'))
                return `Client does not support sampling (required for ${method})`;
            if ((params.tools !== undefined || params.toolChoice !== undefined) && !sub(caps, 'sampling', 'tools'))
                return 'Client does not support sampling tools capability.';
            return undefined;
        case 'elicitation/create': {
            if (!has(caps, 'elicitation'))
                return `Client does not support elicitation (required for ${method})`;
            if (params.mode === 'url')
                return sub(caps, 'elicitation', 'url') ? undefined : 'Client does not support url elicitation.';
            // An empty `elicitation` is the form mode of clients from before modes existed.
            const modes = caps.elicitation;
            return (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(modes.form) || !(0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(modes.url) ? undefined : 'Client does not support form elicitation.';
        }
        case 'roots/list':
            return has(caps, 'roots') ? undefined : `Client does not support listing roots (required for ${method})`;
        default:
            return null;
    }
}
function notFound(message) {
    return new _wire_js__WEBPACK_IMPORTED_MODULE_1__/* .WireError */ .cC(_rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .METHOD_NOT_FOUND */ .X$, message);
}
/** undefined when the upstream's request may reach the client, else why not and the error its upstream is answered with. */
function refuseRequest(method, params, client, from) {
    const shown = JSON.stringify(method.slice(0, 80));
    if (from.held !== undefined)
        return { reason: 'held', line: `its requests to the client are refused while it is not approved (${from.held})`, error: notFound(`Method not found: ${shown} (this server is not approved)`) };
    if (!from.visible)
        return { reason: 'hidden', line: "its requests to the client are refused: the client's profile does not show this server", error: notFound(`Method not found: ${shown}`) };
    const why = missing(method, (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(params) ? params : {}, client);
    if (why === null)
        return { reason: 'unknown', line: `${shown}, which is no request a server sends its client, was refused (and any other such)`, error: notFound(`Method not found: ${shown}`) };
    if (why !== undefined)
        return { reason: 'undeclared', line: `${shown} was refused: the client did not declare it (${why})`, error: notFound(why) };
    return undefined;
}
/** Text reduced to its letters and digits (compatibility forms folded, case and every other character dropped). */
const bare = (text) => text.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '');
/**
 * An upstream's elicitation that speaks in the guard's name: its message (or a field title of its form) names
 * "mcp-contract guard" however spaced, cased, punctuated or interleaved with invisible characters. Only the guard
 * asks in that name (its out-of-scope confirmations); a server copying that text word for word would have the user
 * answer what they take for the guard's question. undefined for any other request.
 */
function forgedQuestion(method, params) {
    if (method !== 'elicitation/create' || !(0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(params))
        return undefined;
    const schema = (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(params.requestedSchema) && (0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(params.requestedSchema.properties) ? Object.values(params.requestedSchema.properties) : [];
    const texts = [params.message, ...schema.flatMap((p) => ((0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(p) ? [p.title, p.description] : []))].filter((t) => typeof t === 'string');
    if (!texts.some((t) => bare(t).includes('mcpcontractguard')))
        return undefined;
    return {
        reason: 'forged',
        line: 'an elicitation in the name of mcp-contract guard was refused (only the guard asks in its name)',
        error: new _wire_js__WEBPACK_IMPORTED_MODULE_1__/* .WireError */ .cC(_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .INVALID_PARAMS_CODE */ .NE, 'elicitation refused: its text speaks in the name of mcp-contract guard, which only the guard itself may'),
    };
}
/** Notifications a server sends its client and the client capability (if any) they need; the rest are dropped. */
const NOTIFICATIONS = {
    'notifications/message': undefined,
    'notifications/progress': undefined,
    'notifications/resources/updated': undefined,
    'notifications/elicitation/complete': (caps) => sub(caps, 'elicitation', 'url'),
};
/**
 * The params to pass on with an upstream's notification, or null to drop it: a held or hidden server's, an unknown
 * method, a log message from a server that did not declare logging. A gateway member's log message is attributed to
 * it: its `logger` becomes `<server>/<logger>` (or `<server>`), so none can name another server as its source.
 */
function admitNotification(method, params, client, from) {
    if (from.held !== undefined || !from.visible || !Object.hasOwn(NOTIFICATIONS, method))
        return null;
    const needs = NOTIFICATIONS[method];
    if (needs && !needs(client))
        return null;
    if (method !== 'notifications/message')
        return params;
    if (!from.logs || !(0,_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(params) || typeof params.level !== 'string')
        return null;
    if (from.name === undefined)
        return params;
    const logger = typeof params.logger === 'string' && params.logger !== '' ? `${from.name}/${params.logger}` : from.name;
    return { ...params, logger };
}
/**
 * One upstream's requests waiting for the client: at most maxPending at once (beyond, refused at once, so a flood
 * neither grows memory nor queues behind the client), each for at most lifetimeMs (its remaining time is passed in).
 */
class Waiting {
    limits;
    count = 0;
    constructor(limits) {
        this.limits = limits;
    }
    /** undefined while one more request may wait, else its refusal. */
    full() {
        if (this.count < this.limits.maxPending)
            return undefined;
        const line = `its requests beyond ${this.limits.maxPending} waiting for the client are refused`;
        return { reason: 'full', line, error: new _wire_js__WEBPACK_IMPORTED_MODULE_1__/* .WireError */ .cC(_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .UPSTREAM_DOWN_CODE */ .DE, `mcp-contract guard: ${this.limits.maxPending} requests of this server already wait for the client; refused`) };
    }
    /** fn given its deadline; counted as waiting until it settles. */
    async run(fn) {
        this.count++;
        try {
            return await fn(Date.now() + this.limits.lifetimeMs);
        }
        finally {
            this.count--;
        }
    }
}


/***/ }),

/***/ 69386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ killOnExit),
/* harmony export */   w: () => (/* binding */ exitOnSignalUntilServing)
/* harmony export */ });
// However the guard ends (an uncaught error, process.exit), every upstream's process group ends with it. One exit
// listener serves them all: a gateway fronts many upstreams, and a listener each would trip Node's leak warning.
const groups = new Set();
let installed = false;
function killAll() {
    for (const pid of groups) {
        try {
            process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
        }
        catch {
            // Already gone.
        }
    }
}
/** Ends `pid`'s process group when this process exits; the returned function forgets it (the upstream closed). */
function killOnExit(pid) {
    groups.add(pid);
    if (!installed) {
        installed = true;
        process.once('exit', killAll);
    }
    return () => void groups.delete(pid);
}
/**
 * Until the guard serves (its own SIGINT/SIGTERM handlers stop it gracefully), a signal exits through process.exit, so
 * the exit listener above ends an upstream already started: Node's default action for the signal ends the process
 * without an 'exit' event, and the upstream, started in a group of its own, would outlive the guard. Returns the
 * function that takes the handlers off again, just before the serving ones are put on.
 */
function exitOnSignalUntilServing(exit = (code) => process.exit(code)) {
    const onInt = () => exit(130);
    const onTerm = () => exit(143);
    process.once('SIGINT', onInt);
    process.once('SIGTERM', onTerm);
    return () => {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
    };
}


/***/ }),

/***/ 18316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ leanV8),
/* harmony export */   pb: () => (/* binding */ callForwarded)
/* harmony export */ });
/* unused harmony export CALLS_BEFORE_TURBOFAN */
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _capture_v8_flags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31524);
// The guard runs for hours and its own work per message is small (JSON.parse and JSON.stringify are native code), so
// it asks V8 for memory over speed. Each flag below is read by V8 at run time (when it next tiers up a function, sizes
// a heap space or decides to collect), so setting it after start-up takes effect from then on. Measured on Node 24
// with a 1,000-tool upstream after listing all of it (issue 21; README "Performance"):
// - --no-opt: TurboFan, once it optimizes a hot function, pages in megabytes of its own machine code and keeps its
//   zones and code objects; off, peak resident memory fell by about 7 MB, and the added latency per call moved
//   within this machine's noise.
// - --optimize-for-size: a young generation of 1 MB semi-spaces and a slower-growing old one; the heap V8 holds fell
//   from 24 MB to 14 MB.
// With both, the guard's own time per forwarded message (from reading it to writing it on) measured the same as
// without them, interleaved in one run: a median of 44.8 against 42.5 microseconds on a loaded 2-core machine. What
// the flags do cost is the periodic re-capture: digesting 5,000 listed tools took 156 to 189 ms with them against
// 135 to 158 ms without (best of 7, two runs each); at 1,000 tools, a few milliseconds per interval.
// Tried and left out: --no-maglev (2 MB less, but the interpreter's speed on every forwarded message), --lite-mode and
// --max-semi-space-size (no effect when set after start-up), --heap-growing-percent=10 (no change beyond the run-to-run
// spread), --single-threaded-gc (more memory, even from start-up), a forced full collection after start-up and after
// each capture (no lower, up to 5 MB higher).


/**
 * Forwarded calls after which the guard gives TurboFan back. Per forwarded call, without it the guard's own CPU was
 * about 1.5x what it is with it (issue 55: 349 against 222 µs per small tools/call, paired in the same rounds, load
 * 14\u201322); with it on from the start the peak RSS after listing 1,000 tools rose from 74 to 82 MB. A guard that serves
 * a stream of calls pays those megabytes for the third of its CPU, one that mostly sits and lists keeps them.
 */
const CALLS_BEFORE_TURBOFAN = 200;
let forwarded = 0;
/** Counts a forwarded call; the CALLS_BEFORE_TURBOFAN-th lets TurboFan compile the hot path from then on. */
function callForwarded() {
    if (++forwarded === CALLS_BEFORE_TURBOFAN)
        (0,_capture_v8_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .releaseTurbofan */ .l9)();
}
function leanV8() {
    // Through the capture's switch: a re-capture ending must not turn TurboFan back on (capture/v8-flags.ts).
    (0,_capture_v8_flags_js__WEBPACK_IMPORTED_MODULE_1__.keepTurbofanOff)();
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--optimize-for-size');
}


/***/ }),

/***/ 69717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ UPSTREAM_HEADROOM),
/* harmony export */   s: () => (/* binding */ DEFAULT_MAX_AGE_MS)
/* harmony export */ });
// The guard's numbers its command line reads before anything else of the guard is loaded (src/cli/commands/guard.ts
// starts the upstream with them, then loads the session's code).
/** The freshness bound by default: a silent change is caught within this long, at the cost of a re-list per call. */
const DEFAULT_MAX_AGE_MS = 5000;
/** The upstream connection tolerates this many times the message limit (see GuardSession's openUpstream). */
const UPSTREAM_HEADROOM = 4;


/***/ }),

/***/ 27135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ parseListen),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   ef: () => (/* binding */ parseOrigin),
/* harmony export */   sN: () => (/* binding */ LISTEN_TOKEN_ENV),
/* harmony export */   tz: () => (/* binding */ listenToken)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
// Where `guard --listen` listens: parsed and judged without loading the HTTP server (node:http, the SDK's transport),
// which a stdio guard never needs.

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
/** `PORT` or `HOST:PORT` (`[::1]:PORT` for IPv6); the host defaults to loopback. */
function parseListen(value) {
    const m = /^(?:(\[[^\]]+\]|[^:]+):)?(\d{1,5})$/.exec(value);
    const port = m ? Number(m[2]) : NaN;
    if (!m || port > 65535)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`mcp-contract guard: --listen "${value}": expected PORT or HOST:PORT`);
    return { host: (m[1] ?? '127.0.0.1').replace(/^\[|\]$/g, ''), port };
}
function isLoopback(host) {
    return LOOPBACK.has(host) || host.startsWith('127.');
}
/** The environment variable `--listen-token` falls back to: argv is readable by every user of the host (`ps`). */
const LISTEN_TOKEN_ENV = 'MCP_CONTRACT_LISTEN_TOKEN';
const MIN_TOKEN_LENGTH = 16;
/** `--allow-origin VALUE` as the exact string a browser sends in `Origin` (its host lower-cased, default port dropped). */
function parseOrigin(value) {
    const shown = value.slice(0, 80);
    if (value === '*' || value === 'null')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`mcp-contract guard: --allow-origin "${value}": name each origin whose pages may use the guard (scheme://host[:port]); "${value}" would let any page in`);
    let url;
    try {
        url = new URL(value);
    }
    catch {
        url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash || value.endsWith('?') || value.endsWith('#'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`mcp-contract guard: --allow-origin "${shown}": expected an origin, scheme://host[:port] (http or https, no path)`);
    return url.origin;
}
/** The token from `--listen-token`, else from the environment; its value never appears in a message. */
function listenToken(option, env) {
    const [token, from] = option !== undefined ? [option, '--listen-token'] : [env[LISTEN_TOKEN_ENV], `$${LISTEN_TOKEN_ENV}`];
    if (token === undefined || (option === undefined && token === ''))
        return undefined;
    if (!/^[\x21-\x7e]+$/.test(token))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`mcp-contract guard: ${from}: the token must be printable ASCII without spaces (it goes in an Authorization header)`);
    if (token.length < MIN_TOKEN_LENGTH)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`mcp-contract guard: ${from}: the token must be at least ${MIN_TOKEN_LENGTH} characters (e.g. openssl rand -hex 32)`);
    return token;
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ requirePrivateStore),
/* harmony export */   Y4: () => (/* binding */ runAs),
/* harmony export */   h7: () => (/* binding */ requireNotWorldWritable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
// `guard --run-as USER[:GROUP]`: the upstream runs as another user, so it can neither read the store's key nor write
// the store (its directory is 0700), nor signal or trace the guard. The only boundary that holds against an upstream
// that wants to approve itself; running it as the guard's own user gives it every file that user has.




const SPEC = /^[A-Za-z0-9_.-]{1,64}(?::[A-Za-z0-9_.-]{1,64})?$/;
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'];
/** The stdio target wrapped in util-linux `setpriv`, which drops to USER (and GROUP, default USER's) before exec. */
function runAs(target, spec) {
    if (!SPEC.test(spec))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract guard: --run-as "${spec.slice(0, 80)}": expected USER or USER:GROUP (names or numeric ids)`);
    if (target.type !== 'stdio')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract guard: --run-as applies to a server the guard starts (stdio), not to a URL');
    if (process.platform !== 'linux')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract guard: --run-as needs Linux (util-linux setpriv)');
    const setpriv = SETPRIV.find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p));
    if (!setpriv)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract guard: --run-as needs setpriv (util-linux), which is not installed');
    const [user, group] = spec.split(':');
    const ids = [`--reuid=${user}`, group === undefined ? '--init-groups' : `--regid=${group}`];
    if (group !== undefined)
        ids.push('--clear-groups');
    // A group given by user name alone: setpriv --init-groups takes the user's primary and supplementary groups.
    if (group === undefined)
        ids.push(`--regid=${user}`);
    return { ...target, command: setpriv, args: [...ids, '--', target.command, ...target.args] };
}
/** Under --run-as the store directory must be closed to other users, or the separation is for nothing. */
async function requirePrivateStore(dir) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(dir);
    if ((st.mode & 0o077) !== 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract guard: ${dir}: the store directory is open to other users (mode ${(st.mode & 0o777).toString(8)}); chmod 700 it before --run-as`);
}
/**
 * Refuses to start from what every user may write: the config, the approved snapshots and their directory, the store.
 * Anyone on the machine could otherwise rewrite what is approved or plant a store, so, as ssh refuses a key directory
 * others can write, the guard does not start; the directory holding each is checked too, unless it is sticky (/tmp),
 * where others cannot replace what is not theirs. Paths that do not exist yet are created private by the guard.
 */
async function requireNotWorldWritable(paths) {
    if (process.platform === 'win32')
        return;
    for (const { path, what } of paths) {
        for (const [at, holder] of [[path, false], [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), true]]) {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(at).catch(() => undefined);
            if (!st || (st.mode & 0o002) === 0 || (holder && (st.mode & 0o1000) !== 0))
                continue;
            const mode = (st.mode & 0o7777).toString(8);
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract guard: ${at}: ${holder ? `the directory holding ${what}` : what} is writable by every user (mode ${mode}); chmod o-w it before the guard starts from it`);
        }
    }
}


/***/ }),

/***/ 89352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ canonicalEqual),
/* harmony export */   DE: () => (/* binding */ UPSTREAM_DOWN_CODE),
/* harmony export */   Et: () => (/* binding */ asWire),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Hx: () => (/* binding */ TARGETED),
/* harmony export */   Mo: () => (/* binding */ errorObject),
/* harmony export */   NE: () => (/* binding */ INVALID_PARAMS_CODE),
/* harmony export */   TX: () => (/* binding */ REFUSED_CODE),
/* harmony export */   Wo: () => (/* binding */ NOTIFY),
/* harmony export */   _4: () => (/* binding */ LIST_KIND),
/* harmony export */   cC: () => (/* binding */ WireError),
/* harmony export */   jz: () => (/* binding */ UNSUPPORTED_VERSION_CODE),
/* harmony export */   se: () => (/* binding */ refusalMessage),
/* harmony export */   yF: () => (/* binding */ MAX_RECHECKS)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71518);


/** A JSON-RPC error as it goes on the wire: the SDK would prefix `MCP error N:` to an McpError's message again. */
class WireError extends Error {
    code;
    data;
    constructor(code, message, data) {
        super(message);
        this.code = code;
        this.data = data;
    }
}
/** The guard refuses a held capability with "invalid params", as servers do for a name they do not serve. */
const REFUSED_CODE = -32602;
const UPSTREAM_DOWN_CODE = -32603;
/** JSON-RPC "invalid params": a request whose parameters are not of the method's shape. */
const INVALID_PARAMS_CODE = -32602;
/** The 2026-07-28 error for a protocol version the server does not speak (the client retries with one it lists). */
const UNSUPPORTED_VERSION_CODE = -32022;
const MAX_RECHECKS = 5;
/** A thrown error as the JSON-RPC error object a client receives. */
function errorObject(err) {
    const w = asWire(err);
    return w.data === undefined ? { code: w.code, message: w.message } : { code: w.code, message: w.message, data: w.data };
}
function asWire(err) {
    if (err instanceof WireError)
        return err;
    const e = err;
    const code = typeof e?.code === 'number' && Number.isSafeInteger(e.code) ? e.code : UPSTREAM_DOWN_CODE;
    const message = typeof e?.message === 'string' ? e.message.replace(/^MCP error -?\d+: /, '') : String(err);
    return fromHttpAnswer(code, message) ?? new WireError(code, message, e?.data);
}
/**
 * An HTTP upstream's error answer: a 2026-07-28 server answers a request it rejects with an HTTP 4xx whose body is the
 * JSON-RPC error (-32021 for a missing client capability, -32601 for an unknown method). The HTTP client reports the
 * status as the code and the body inside its message; the guard's client is owed the JSON-RPC error itself.
 */
function fromHttpAnswer(code, message) {
    if (code < 400 || code > 599)
        return undefined;
    const at = message.indexOf('{');
    if (at < 0)
        return undefined;
    try {
        const error = JSON.parse(message.slice(at)).error;
        if (typeof error?.code !== 'number' || !Number.isSafeInteger(error.code) || typeof error.message !== 'string')
            return undefined;
        return new WireError(error.code, error.message, error.data);
    }
    catch {
        return undefined;
    }
}
const LIST_KIND = {
    'tools/list': 'tool',
    'prompts/list': 'prompt',
    'resources/list': 'resource',
    'resources/templates/list': 'resourceTemplate',
};
/** Requests that act on one capability: each is checked against a fresh capture before it is sent on. */
const TARGETED = new Set(['tools/call', 'prompts/get', 'resources/read', 'resources/subscribe', 'resources/unsubscribe', 'completion/complete']);
const NOTIFY = {
    tool: 'notifications/tools/list_changed',
    prompt: 'notifications/prompts/list_changed',
    resource: 'notifications/resources/list_changed',
    resourceTemplate: 'notifications/resources/list_changed',
};
function canonicalEqual(a, b) {
    if (a === undefined || b === undefined)
        return a === b;
    try {
        return (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(a) === (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(b);
    }
    catch {
        return false;
    }
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The refusal as the model reads it: ref, state and rule ids, never the held text nor a command to approve it. */
function refusalMessage(r) {
    const rules = r.rules.length ? `; rules: ${r.rules.join(', ')}` : '';
    return (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(`${r.ref} is held by mcp-contract guard (state: ${r.state}${rules})`, 2000);
}


/***/ }),

/***/ 7513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ refusePassthrough)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88712);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12504);



/** Throws (exit 2) when a header of `server` would forward `clientToken` or the variable it comes from. */
function refusePassthrough(where, server, clientToken, tokenVariable, env) {
    const maps = [server.headers, ...Object.values(server.surfaces ?? {}).map((s) => s.headers)];
    for (const map of maps) {
        for (const [name, raw] of Object.entries(map ?? {})) {
            if (typeof raw !== 'string')
                continue;
            const names = raw.includes(`\${${tokenVariable}}`);
            const carries = clientToken !== undefined && (0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .expandRefs */ .F1)(raw, env).includes(clientToken);
            if (names || carries)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} header "${name.slice(0, 60)}": ${_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PASSTHROUGH_REFUSAL */ .gU}`);
        }
    }
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
