export const id = 9772;
export const ids = [9772];
export const modules = {

/***/ 88904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   initGateway: () => (/* binding */ initGateway)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27297);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _scan_clients_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44605);
/* harmony import */ var _gateway_config_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62757);
/* harmony import */ var _gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43122);
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(73882);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(78560);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71604);
// `mcp-contract init --gateway CLIENT_FILE`: from a client's config with N server entries, the gateway's config (those
// servers, beside the client file so relative paths mean what they meant) and the one entry that replaces the N,
// printed ready to paste. Nothing is started: the next step, `snapshot --config`, captures what each server serves.











async function initGateway(p, io) {
    if (p.rest.length > 0 || p.positionals.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract init: --gateway takes the servers from the client file: give no command after -- and no directory');
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'gateway');
    const clientPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, given);
    const file = (0,_gateway_config_file_js__WEBPACK_IMPORTED_MODULE_5__.readGatewayFile)(clientPath, given, undefined, (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .homeOf */ .lt)(io));
    const shown = (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .pS)(io, clientPath);
    const names = file.servers.map((s) => s.name);
    const env = (0,_gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__/* .inputVariables */ .kN)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(clientPath, 'utf8'));
    if (file.kind === 'mcp-contract') {
        // Already a config the gateway reads: nothing to write, only the entry to give a client.
        io.stdout(`${shown} is an mcp-contract config of ${names.length} server(s) (${names.join(', ')}); the client entry that runs the gateway over it:\n`);
        io.stdout(`${JSON.stringify((0,_gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__/* .gatewayEntry */ .Nn)('claude-desktop', clientPath, env), null, 2)}\n`);
        io.stdout(`next: mcp-contract snapshot --config ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_10__/* .shellQuote */ .Z)(shown)} writes each server's approved snapshot\n`);
        return 0;
    }
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'config') ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(clientPath), _gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__/* .GATEWAY_CONFIG_NAME */ .uB));
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(out))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${(0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .pS)(io, out)}: already exists; pass --config NEW_FILE`);
    // The servers' env values and headers came from the client's file, often tokens: readable by the user alone.
    await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFileAtomic */ .Zf)(out, (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .stableStringify */ .JB)((0,_gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__/* .gatewayConfig */ .tL)(file.servers)), undefined, 0o600);
    const key = (0,_gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__/* .serversKey */ .mt)(file.kind);
    const outShown = (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .pS)(io, out);
    io.stdout(`wrote ${outShown}: the ${names.length} server(s) of ${shown} (${names.join(', ')}); nothing was started\n`);
    io.stdout(`in ${shown} (${_scan_clients_js__WEBPACK_IMPORTED_MODULE_4__/* .CLIENT_LABEL */ .by[file.kind]}), replace the "${key}" object with this one entry, which runs them all behind one guard:\n`);
    io.stdout(`${JSON.stringify((0,_gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__/* .gatewayEntry */ .Nn)(file.kind, out, env), null, 2)}\n`);
    io.stdout('next:\n');
    io.stdout(`  - mcp-contract scan ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_10__/* .shellQuote */ .Z)(shown)}   (what each launch shows, before you approve it)\n`);
    io.stdout(`  - mcp-contract snapshot --config ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_10__/* .shellQuote */ .Z)(outShown)}   (captures each server once: its snapshot is what the gateway approves)\n`);
    io.stdout(`  - paste the entry, restart the client: it sees every server's tools as <server>__<name>\n`);
    return 0;
}


/***/ }),

/***/ 43122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ gatewayEntry),
/* harmony export */   kN: () => (/* binding */ inputVariables),
/* harmony export */   mt: () => (/* binding */ serversKey),
/* harmony export */   tL: () => (/* binding */ gatewayConfig),
/* harmony export */   uB: () => (/* binding */ GATEWAY_CONFIG_NAME),
/* harmony export */   w9: () => (/* binding */ gatewayHint)
/* harmony export */ });
/* unused harmony export initGatewayCommand */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73882);
/* harmony import */ var _config_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62757);





/** The key a client keeps its servers under. */
function serversKey(kind) {
    return kind === 'vscode' ? 'servers' : 'mcpServers';
}
/**
 * The gateway's config: each server as the file launches it (variables already in `${VAR}` form), with the snapshot
 * that will hold its approvals named, which also marks the file as an mcp-contract config to every reader.
 */
function gatewayConfig(servers) {
    return { servers: Object.fromEntries(servers.map((s) => [s.name, { ...launchOf(s.server), snapshot: `snapshots/${s.name}.json` }])) };
}
/** Only what a launch needs: the client's file has no snapshot, surfaces or build to carry. */
function launchOf(server) {
    const out = {};
    for (const key of ['command', 'args', 'env', 'cwd', 'url', 'headers', 'transport', 'prefix']) {
        const v = server[key];
        if (v === undefined || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0))
            continue;
        out[key] = v;
    }
    return out;
}
/**
 * VS Code asks the user for `${input:id}` and passes it only where an entry names it: the gateway's entry names each
 * one the servers used, as the variable the gateway's config reads it from (config-file.ts).
 */
function inputVariables(text) {
    const out = {};
    for (const m of text.matchAll(/\$\{input:([^}]+)\}/g))
        out[`MCP_CONTRACT_INPUT_${m[1].toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] = `\${input:${m[1]}}`;
    return out;
}
/** The client file's new server object: the one entry that starts the gateway over `configPath`. */
function gatewayEntry(kind, configPath, env) {
    const entry = {
        ...(kind === 'vscode' ? { type: 'stdio' } : {}),
        command: 'mcp-contract',
        args: ['guard', '--config', configPath],
    };
    if (Object.keys(env).length > 0)
        entry.env = env;
    return { [serversKey(kind)]: { 'mcp-contract': entry } };
}
/** The file `init --gateway CLIENT_FILE` writes beside the client's file unless told another. */
const GATEWAY_CONFIG_NAME = 'mcp-contract-gateway.json';
/** The command that writes the gateway's config for a client file and prints its one entry. */
function initGatewayCommand(shownFile) {
    return `mcp-contract init --gateway ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__/* .shellQuote */ .Z)(shownFile)}`;
}
/**
 * What scan says of a client file with two or more servers: one gateway entry replaces them. Counted as the gateway
 * reads the file (a disabled entry does not run); a file the gateway would refuse, or an mcp-contract config (already
 * the gateway's shape), gets no hint.
 */
function gatewayHint(abs, shownFile, home) {
    let servers;
    try {
        const file = (0,_config_file_js__WEBPACK_IMPORTED_MODULE_3__.readGatewayFile)(abs, shownFile, undefined, home);
        if (file.kind === 'mcp-contract')
            return undefined;
        servers = file.servers.length;
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb)
            return undefined;
        throw e;
    }
    if (servers < 2)
        return undefined;
    // init --gateway ran already (its config is beside the file): what is left is to capture and paste, not to init.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs), GATEWAY_CONFIG_NAME))) {
        const config = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(shownFile), GATEWAY_CONFIG_NAME);
        return { servers, command: `mcp-contract snapshot --config ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__/* .shellQuote */ .Z)(config)}`, config };
    }
    return { servers, command: initGatewayCommand(shownFile) };
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


/***/ })

};
