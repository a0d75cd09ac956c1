export const id = 904;
export const ids = [904];
export const modules = {

/***/ 8904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   initGateway: () => (/* binding */ initGateway)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7297);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _scan_clients_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4605);
/* harmony import */ var _gateway_config_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2757);
/* harmony import */ var _gateway_client_entry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3122);
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1501);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8804);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1604);
// `mcp-contract init --gateway CLIENT_FILE`: from a client's config with N server entries, the gateway's config (those
// servers, beside the client file so relative paths mean what they meant) and the one entry that replaces the N,
// printed ready to paste. Nothing is started: the next step, `snapshot --config`, captures what each server serves.











const DEFAULT_NAME = 'mcp-contract-gateway.json';
async function initGateway(p, io) {
    if (p.rest.length > 0 || p.positionals.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract init: --gateway takes the servers from the client file: give no command after -- and no directory');
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'gateway');
    const clientPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, given);
    const file = (0,_gateway_config_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readGatewayFile */ .d)(clientPath, given, undefined, (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .homeOf */ .lt)(io));
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
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'config') ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(clientPath), DEFAULT_NAME));
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

/***/ 3122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ gatewayEntry),
/* harmony export */   kN: () => (/* binding */ inputVariables),
/* harmony export */   mt: () => (/* binding */ serversKey),
/* harmony export */   tL: () => (/* binding */ gatewayConfig),
/* harmony export */   w9: () => (/* binding */ gatewayHint)
/* harmony export */ });
/* unused harmony export initGatewayCommand */
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1501);
/* harmony import */ var _config_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2757);



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
/** The command that writes the gateway's config for a client file and prints its one entry. */
function initGatewayCommand(shownFile) {
    return `mcp-contract init --gateway ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_2__/* .shellQuote */ .Z)(shownFile)}`;
}
/**
 * What scan says of a client file with two or more servers: one gateway entry replaces them. Counted as the gateway
 * reads the file (a disabled entry does not run); a file the gateway would refuse, or an mcp-contract config (already
 * the gateway's shape), gets no hint.
 */
function gatewayHint(abs, shownFile, home) {
    let servers;
    try {
        const file = (0,_config_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readGatewayFile */ .d)(abs, shownFile, undefined, home);
        if (file.kind === 'mcp-contract')
            return undefined;
        servers = file.servers.length;
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb)
            return undefined;
        throw e;
    }
    return servers >= 2 ? { servers, command: initGatewayCommand(shownFile) } : undefined;
}


/***/ }),

/***/ 2757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readProfilesFile),
/* harmony export */   d: () => (/* binding */ readGatewayFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
/* harmony import */ var _scan_clients_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4605);
/* harmony import */ var _scan_jsonc_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9970);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6158);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2210);
// The gateway's servers, from the file a user already has: an mcp-contract config, or a client's (`mcpServers` of
// Claude Desktop / Cursor / Claude Code `.mcp.json`, VS Code's `servers`). Each entry becomes the ServerConfig the
// capture launches; a malformed entry is one line naming the file and the entry, and nothing starts.







const MAX_BYTES = 2 * 1024 * 1024;
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * VS Code's variables as the launch reads them: `${env:X}` is the environment's X, `${input:id}` (a prompt in VS
 * Code) comes from $MCP_CONTRACT_INPUT_ID, `${workspaceFolder}` and `${userHome}` are the folders they name.
 */
function clientValue(text, workspace, home) {
    return text
        .replace(/\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name) => `\${${name}}`)
        .replace(/\$\{input:([^}]+)\}/g, (_m, id) => `\${MCP_CONTRACT_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}}`)
        .replace(/\$\{(workspaceFolder|workspaceRoot)\}/g, workspace)
        .replace(/\$\{userHome\}/g, home);
}
function readText(file, label) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (e) {
        const code = e.code;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: cannot read (${code === 'ENOENT' ? 'no such file' : (code ?? e.message)})`);
    }
    if (Buffer.byteLength(text) > MAX_BYTES)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: larger than ${MAX_BYTES} bytes`);
    return text;
}
function clientEntries(kind, root, label, dir, approvedDir, home) {
    const workspace = /[\\/]\.(vscode|cursor)$/.test(dir) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) : dir;
    const key = kind === 'vscode' ? 'servers' : 'mcpServers';
    const raw = isObject(root) && isObject(root[key]) ? root[key] : {};
    const v = (s) => clientValue(s, workspace, home);
    return (0,_scan_clients_js__WEBPACK_IMPORTED_MODULE_3__/* .serversOf */ .U2)(kind, root, label).flatMap((c) => {
        const entry = raw[c.name];
        if (entry.disabled === true)
            return [];
        const at = `${label}: ${c.pointer}`;
        if (!c.command && c.url.length === 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}: needs "command" or "url"`);
        const type = entry.type;
        if (type !== undefined && !['stdio', 'http', 'sse', 'streamable-http'].includes(String(type)))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/type: "${String(type).slice(0, 40)}" is not stdio, http or sse`);
        if (entry.prefix !== undefined && typeof entry.prefix !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/prefix: expected a string`);
        const server = c.command
            ? { command: v(c.command.value), args: c.args.map((a) => v(a.value)), env: Object.fromEntries(c.env.map((e) => [e.key, v(e.value)])) }
            : { url: v(c.url[0].value), headers: Object.fromEntries(c.headers.map((h) => [h.key, v(h.value)])), transport: type === 'sse' ? 'sse' : type === undefined ? 'auto' : 'streamable-http' };
        if (typeof entry.cwd === 'string')
            server.cwd = v(entry.cwd);
        if (typeof entry.prefix === 'string')
            server.prefix = entry.prefix;
        return [{ name: c.name, server, snapshotPath: beside(approvedDir, `${c.name}.json`) }];
    });
}
function readJsonc(file, label) {
    try {
        return (0,_scan_jsonc_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonc */ .pX)(readText(file, label)).value;
    }
    catch (e) {
        if (e instanceof _scan_jsonc_js__WEBPACK_IMPORTED_MODULE_4__/* .JsoncError */ .aJ)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: not valid JSON: ${e.message}`);
        throw e;
    }
}
/** A folder beside the file (a call, not a path expression: ncc's asset relocator copies what the latter matches). */
function beside(...parts) {
    return parts.reduce((a, b) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(a, b));
}
/** Reads FILE for the gateway; `approvedDir` (else `snapshots/` beside the file) holds `<server>.json`. */
function readGatewayFile(file, label, approvedDirOption, home) {
    const root = readJsonc(file, label);
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file);
    const kind = (0,_scan_clients_js__WEBPACK_IMPORTED_MODULE_3__/* .clientOf */ .fe)(file, root);
    const approvedDir = approvedDirOption ?? beside(dir, 'snapshots');
    if (kind === 'mcp-contract' || (isObject(root) && isObject(root.servers) && kind !== 'vscode') || (kind === 'vscode' && isContract(root))) {
        const config = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parseConfig */ .o4)(JSON.stringify(root), label);
        const servers = Object.entries(config.servers ?? {}).map(([name, server]) => ({
            name,
            server,
            snapshotPath: approvedDirOption ? beside(approvedDirOption, `${name}.json`) : beside(dir, server.snapshot ?? `snapshots/${name}.json`),
        }));
        return { kind: 'mcp-contract', path: file, dir, config, servers, profiles: (0,_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .parseProfiles */ .Es)(config.profiles, label) };
    }
    const servers = clientEntries(kind, root, label, dir, approvedDir, home);
    if (servers.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: no servers (${_scan_clients_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_LABEL */ .by[kind]} file: expected "${kind === 'vscode' ? 'servers' : 'mcpServers'}")`);
    return { kind, path: file, dir, config: {}, servers, profiles: (0,_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .parseProfiles */ .Es)(isObject(root) ? root.profiles : undefined, label) };
}
/** An mcp-contract config named otherwise: its servers carry fields only it has (snapshot, surfaces, build, start). */
function isContract(root) {
    if (!isObject(root) || !isObject(root.servers))
        return false;
    return Object.values(root.servers).some((s) => isObject(s) && (s.snapshot !== undefined || s.surfaces !== undefined || s.build !== undefined || s.start !== undefined));
}
const PROFILES_SHAPE = '{ "profiles": { "<name>": { "include": [...], "exclude": [...] } } }';
/**
 * `--profiles FILE`: a file whose `profiles` object replaces the config's (a whole config file serves too). One shape
 * only: a bare map of profiles is refused with the expected shape, never read as a file with no profiles, and never
 * guessed at (a profile named "profiles" or "servers" would make a second shape ambiguous).
 */
function readProfilesFile(file, label) {
    const root = readJsonc(file, label);
    if (!isObject(root))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: expected ${PROFILES_SHAPE}`);
    if (root.profiles === undefined) {
        const keys = Object.keys(root);
        const bare = keys.length > 0 && Object.values(root).every((v) => isObject(v) && Object.keys(v).every((k) => k === 'include' || k === 'exclude'));
        const shown = keys.slice(0, 3).map((k) => JSON.stringify(k.replace(/[^\x20-\x7e]/g, '?').slice(0, 60))).join(', ');
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: expected ${PROFILES_SHAPE}${bare ? `; this file is a bare map of profiles (${shown}${keys.length > 3 ? ', ...' : ''}): put it under "profiles"` : '; it has no "profiles" object'}`);
    }
    return (0,_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .parseProfiles */ .Es)(root.profiles, label);
}


/***/ }),

/***/ 2210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   u5: () => (/* binding */ seesServer),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(217);
// Profiles: which capabilities a host app sees through the gateway. Patterns run over `<server>/<ref>`
// (`memory/*`, `fs/tool:read_*`, `everything/prompt:*`). One function decides membership; the router asks it for every
// listed item and every call, so a capability outside the profile is neither listed nor callable.




/** Everything: the profile in force when none is chosen. */
const ALL = { name: 'all', include: [parsePattern('*/*', 'default')], exclude: [] };
function parsePattern(text, where) {
    const slash = text.indexOf('/');
    if (slash <= 0 || slash === text.length - 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${text.slice(0, 80)}": a pattern is <server>/<ref>, e.g. memory/* or fs/tool:read_*`);
    const server = text.slice(0, slash);
    const ref = text.slice(slash + 1);
    const kind = ref.includes(':') ? ref.slice(0, ref.indexOf(':')) : undefined;
    if (ref !== '*' && (kind === undefined || !_core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.includes(kind)))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${text.slice(0, 80)}": the ref must be * or start with ${_core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.map((k) => `${k}:`).join(', ')}`);
    return { text, server, ref, exposure: ref === '*' || ref === `${kind}:*` };
}
function parseProfiles(raw, where) {
    const out = new Map();
    if (raw === undefined)
        return out;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /profiles: expected an object of profiles`);
    for (const [name, value] of Object.entries(raw)) {
        const at = `${where}: /profiles/${name}`;
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: expected { "include": [...], "exclude": [...] }`);
        const v = value;
        for (const k of Object.keys(v))
            if (k !== 'include' && k !== 'exclude' && k !== 'host')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include, exclude and host)`);
        const host = v.host;
        if (host !== undefined && (typeof host !== 'string' || !(0,_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isHostName */ .uy)(host)))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/host: unknown host ${JSON.stringify(host)} (one of ${_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .HOST_NAMES */ .Wq.join(', ')})`);
        const list = (field) => {
            const items = v[field];
            if (items === undefined)
                return field === 'include' ? [parsePattern('*/*', at)] : [];
            if (!Array.isArray(items) || items.some((x) => typeof x !== 'string'))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/${field}: expected an array of patterns`);
            return items.map((x, i) => parsePattern(x, `${at}/${field}/${i}`));
        };
        out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host }) });
    }
    return out;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.ref, ref);
}
/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
function seesServer(profile, server) {
    if (profile.exclude.some((p) => p.ref === '*' && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server)))
        return false;
    return profile.include.some((p) => (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server));
}
/** The one decision: is this capability published under this profile? */
function inProfile(profile, c) {
    if (profile.exclude.some((p) => matches(p, c.server, c.ref) || c.replaces.some((old) => matches(p, c.server, old))))
        return false;
    for (const p of profile.include) {
        if (p.exposure ? matches(p, c.server, c.ref) : c.known && matches(p, c.server, c.ref))
            return true;
        // A rename keeps membership only when declared or approved: the old ref's selection carries to the new one.
        if (!p.exposure && c.known && c.replaces.some((old) => matches(p, c.server, old)))
            return true;
    }
    return false;
}


/***/ })

};
