export const id = 2757;
export const ids = [2757,2210];
export const modules = {

/***/ 36935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ MatchTimeout),
/* harmony export */   g: () => (/* binding */ testBefore)
/* harmony export */ });
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_0__);
// Regular expressions run on server-controlled text under a deadline. The patterns come from the config and from the
// server's own outputSchema; the text from the server. A backtracking pattern (`^(a+)+$` against `a\u2026a!`) can take
// minutes in V8's engine, and a synchronous match blocks the capture's own timer, so each match runs in a vm context
// whose `timeout` interrupts it (V8 checks for interrupts inside the regexp engine) at the canary's deadline.

class MatchTimeout extends Error {
    constructor() {
        super('the regular expression did not finish matching before timeouts.totalMs');
        this.name = 'MatchTimeout';
    }
}
const context = node_vm__WEBPACK_IMPORTED_MODULE_0___default().createContext(Object.create(null));
const script = new (node_vm__WEBPACK_IMPORTED_MODULE_0___default().Script)('re.lastIndex = 0; re.test(text)');
/** `re.test(text)`, abandoned with MatchTimeout once `deadlineAt` (epoch ms) has passed; no deadline, no vm. */
function testBefore(re, text, deadlineAt) {
    if (!Number.isFinite(deadlineAt))
        return re.test(text);
    const budget = Math.ceil(deadlineAt - Date.now());
    if (budget <= 0)
        throw new MatchTimeout();
    const scope = context;
    scope.re = re;
    scope.text = text;
    try {
        return script.runInContext(context, { timeout: budget }) === true;
    }
    catch (e) {
        if (e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            throw new MatchTimeout();
        throw e;
    }
    finally {
        scope.re = undefined;
        scope.text = undefined;
    }
}


/***/ }),

/***/ 62757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* reexport safe */ _registry_ref_js__WEBPACK_IMPORTED_MODULE_6__.A6),
/* harmony export */   BO: () => (/* binding */ readProfilesFile),
/* harmony export */   readGatewayFile: () => (/* binding */ readGatewayFile),
/* harmony export */   tV: () => (/* reexport safe */ _registry_ref_js__WEBPACK_IMPORTED_MODULE_6__.tV)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _scan_clients_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44605);
/* harmony import */ var _scan_jsonc_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69970);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61096);
/* harmony import */ var _registry_ref_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47067);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22210);
// The gateway's servers, from the file a user already has: an mcp-contract config, or a client's (`mcpServers` of
// Claude Desktop / Cursor / Claude Code `.mcp.json`, VS Code's `servers`). Each entry becomes the ServerConfig the
// capture launches; a malformed entry is one line naming the file and the entry, and nothing starts.








const MAX_BYTES = 2 * 1024 * 1024;
/** A server's `approved` that names a signed release instead of a snapshot file. */

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
        if (entry.oauth !== undefined)
            server.oauth = clientOAuth(entry.oauth, `${at}/oauth`);
        // A client's entry may name its signed release as the config's servers do (both fields are ours, beside the client's).
        if (entry.approved !== undefined) {
            if (typeof entry.approved !== 'string' || !_registry_ref_js__WEBPACK_IMPORTED_MODULE_6__/* .REGISTRY_REF */ .kN.test(entry.approved))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/approved: expected "registry:NAME@VERSION"`);
            server.approved = entry.approved;
        }
        if (entry.releaseBundle !== undefined) {
            if (typeof entry.releaseBundle !== 'string' || entry.releaseBundle === '')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/releaseBundle: expected a file name`);
            server.releaseBundle = v(entry.releaseBundle);
        }
        return [{ name: c.name, server, snapshotPath: beside(approvedDir, `${c.name}.json`) }];
    });
}
const OAUTH_KEYS = ['clientId', 'clientSecretEnv', 'privateKeyEnv', 'signingAlgorithm', 'tokenEndpointAuthMethod', 'clientMetadataUrl', 'scope', 'grant'];
const OAUTH_CHOICES = {
    tokenEndpointAuthMethod: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
    grant: ['client_credentials', 'authorization_code'],
};
/** A member's "oauth" entry in a client's file, held to the keys and values of the config schema's `oauth`. */
function clientOAuth(raw, at) {
    if (!isObject(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}: expected an object`);
    const out = {};
    for (const [k, value] of Object.entries(raw)) {
        const key = OAUTH_KEYS.find((x) => x === k);
        if (!key)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/${k.slice(0, 40)}: not an oauth key (${OAUTH_KEYS.join(', ')})`);
        if (typeof value !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/${key}: expected a string`);
        const choices = OAUTH_CHOICES[key];
        if (choices && !choices.includes(value))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${at}/${key}: expected one of ${choices.join(', ')}`);
        out[key] = value;
    }
    return out;
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
        const config = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_5__.parseConfig)(JSON.stringify(root), label);
        const servers = Object.entries(config.servers ?? {}).map(([name, server]) => ({
            name,
            server,
            snapshotPath: approvedDirOption ? beside(approvedDirOption, `${name}.json`) : beside(dir, server.snapshot ?? `snapshots/${name}.json`),
        }));
        return { kind: 'mcp-contract', path: file, dir, config, servers, profiles: (0,_profiles_js__WEBPACK_IMPORTED_MODULE_7__/* .parseProfiles */ .Es)(config.profiles, label) };
    }
    const servers = clientEntries(kind, root, label, dir, approvedDir, home);
    if (servers.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: no servers (${_scan_clients_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_LABEL */ .by[kind]} file: expected "${kind === 'vscode' ? 'servers' : 'mcpServers'}")`);
    // A client's file carries the gateway's own top-level keys beside its servers: profiles, and approval lifetimes.
    const lifetimes = isObject(root) ? root.maxApprovalDays : undefined;
    const config = lifetimes === undefined ? {} : { maxApprovalDays: lifetimes };
    return { kind, path: file, dir, config, servers, profiles: (0,_profiles_js__WEBPACK_IMPORTED_MODULE_7__/* .parseProfiles */ .Es)(isObject(root) ? root.profiles : undefined, label) };
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
    return (0,_profiles_js__WEBPACK_IMPORTED_MODULE_7__/* .parseProfiles */ .Es)(root.profiles, label);
}


/***/ }),

/***/ 22210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   aN: () => (/* binding */ scopeFor),
/* harmony export */   u5: () => (/* binding */ seesServer),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20217);
/* harmony import */ var _guard_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99557);
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
            if (k !== 'include' && k !== 'exclude' && k !== 'host' && k !== 'scopes')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include, exclude, host and scopes)`);
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
        const scopes = scopesOf(v.scopes, `${at}/scopes`);
        out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host }), ...(scopes ? { scopes } : {}) });
    }
    return out;
}
/** `scopes`: pattern -> JSON Schema, each a valid schema over a tool's arguments (narrowing is checked per tool at start). */
function scopesOf(raw, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: expected an object of <server>/tool:<name> patterns to JSON Schemas`);
    return Object.entries(raw).map(([text, scope]) => {
        const where = `${at}/${text.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const pattern = parsePattern(text, where);
        if (pattern.ref !== '*' && !pattern.ref.startsWith('tool:'))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: a scope bounds tool calls; the pattern names no tools`);
        const problem = (0,_guard_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .scopeProblem */ ._x)(scope, undefined);
        if (problem)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${problem}`);
        return { pattern, scope: scope };
    });
}
/** The profile's default scope for a call of ref on server (the first pattern that matches), if any. */
function scopeFor(profile, server, ref) {
    if (!ref.startsWith('tool:'))
        return undefined;
    return profile.scopes?.find((s) => matches(s.pattern, server, ref))?.scope;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.ref, ref);
}
/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
function seesServer(profile, server) {
    if (profile.exclude.some((p) => p.ref === '*' && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server)))
        return false;
    return profile.include.some((p) => (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server));
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


/***/ }),

/***/ 99557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FT: () => (/* binding */ argumentsDigest),
  nl: () => (/* binding */ inertJson),
  pN: () => (/* binding */ inputViolationOf),
  UK: () => (/* binding */ outputViolationOf),
  Y3: () => (/* binding */ ruleText),
  _x: () => (/* binding */ scopeProblem),
  xg: () => (/* binding */ violationOf)
});

// UNUSED EXPORTS: OUTPUT_MATCH_MS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./src/capture/bounded-match.ts
var bounded_match = __webpack_require__(36935);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
;// CONCATENATED MODULE: ./src/guard/scope-shape.ts
/** The keyword Ajv reports for a `..` segment in a value a path pattern bounds. */
const DOT_DOT_KEYWORD = 'dot-dot-segment';
/** A `..` segment, between separators or at an end, also percent-encoded (`%2e%2e`). */
const DOT_DOT = /(?:^|[\\/])(?:\.|%2e){2}(?:[\\/]|$)/i;
/** A pattern that bounds a path: anchored at the start, naming a separator. */
function pathPattern(p) {
    return typeof p === 'string' && p.startsWith('^') && /[/\\]/.test(p);
}
const IMPLIED = [
    ['string', ['pattern', 'minLength', 'maxLength']],
    ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
    ['object', ['properties', 'required', 'patternProperties', 'additionalProperties', 'minProperties', 'maxProperties', 'propertyNames', 'dependentRequired']],
    ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
];
/** Where subschemas sit that narrow the value they are checked on. Not `not` nor `if`: a type added there would widen. */
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const ONES = ['additionalProperties', 'items', 'contains', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The scope as checked: implied types and the `..` refusal added (a copy; the stored scope is left as given). */
function checkedScope(schema) {
    const out = { ...schema };
    if (out.type === undefined && out.enum === undefined && out.const === undefined) {
        const types = IMPLIED.filter(([, words]) => words.some((w) => out[w] !== undefined)).map(([t]) => t);
        if (types.length > 0)
            out.type = types.length === 1 ? types[0] : types;
    }
    if (pathPattern(out.pattern))
        out[DOT_DOT_KEYWORD] = true;
    for (const k of MAPS) {
        const m = out[k];
        if (isObject(m))
            out[k] = Object.fromEntries(Object.entries(m).map(([n, sub]) => [n, isObject(sub) ? checkedScope(sub) : sub]));
    }
    for (const k of ONES)
        if (isObject(out[k]))
            out[k] = checkedScope(out[k]);
    for (const k of LISTS) {
        const l = out[k];
        if (Array.isArray(l))
            out[k] = l.map((sub) => (isObject(sub) ? checkedScope(sub) : sub));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/guard/scope.ts
// Approval scopes and approved output schemas, checked at the call: a scope (`approve --scope`) is a JSON Schema the
// arguments must meet besides the tool's own inputSchema; a result's structuredContent must meet the approved
// outputSchema. Each schema is compiled once per approval (cached by the approval's digest and the schema's text).





/**
 * How long one result's check against its approved outputSchema may spend in `pattern`s: there both the pattern and the
 * text are the server's, and a match that backtracks for minutes would stall every call of the guard (of every member,
 * in the gateway). Past it the result is judged as breaking the schema (`pattern-timeout`).
 */
// One second: wide enough that an honest result on a loaded machine (the deadline is wall time: a descheduled guard
// spends it too) is never refused for it, narrow enough that a hostile one stalls the others for a moment only.
const OUTPUT_MATCH_MS = 1000;
let outputDeadline = Number.POSITIVE_INFINITY;
const boundedRegExp = Object.assign((pattern, flags) => {
    const re = new RegExp(pattern, flags);
    return { test: (text) => (0,bounded_match/* testBefore */.g)(re, text, outputDeadline) };
}, { code: 'boundedRegExp' });
const instances = new Map();
function instance(use) {
    const whose = use === 'scope' ? 'scope' : 'server';
    let ajv = instances.get(whose);
    // Scopes and tool schemas come in every draft: the data is what is judged; formats are not asserted (as the SDKs).
    // A scope's patterns are the approver's own text and run plain, off the deadline's cost (a vm call each); a server's
    // patterns run under the check's deadline.
    if (!ajv) {
        instances.set(whose, (ajv = new dist_ajv.Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false, ...(whose === 'server' ? { code: { regExp: boundedRegExp } } : {}) })));
        if (whose === 'scope')
            ajv.addKeyword({ keyword: DOT_DOT_KEYWORD, type: 'string', schemaType: 'boolean', errors: false, validate: (on, data) => !on || !DOT_DOT.test(data) });
    }
    return ajv;
}
/** `$schema` and `$id` dropped (every draft's schema then compiles, and no two approvals' schemas collide by id). */
function bare(schema) {
    const copy = { ...schema };
    delete copy.$schema;
    delete copy.$id;
    return copy;
}
const MAX_CACHED = 1000;
const cache = new Map();
/** The same schema object (an approval held in memory) finds its function without being serialised again. */
const byObject = new WeakMap();
/** The compiled schema, once per (digest, schema): a call pays a lookup, not a compile. */
function compiled(digest, schema, use) {
    digest = use === 'scope' ? digest : `${digest}#${use}`;
    const held = byObject.get(schema)?.get(digest);
    if (held !== undefined)
        return held;
    const key = `${digest}\n${(0,canonical/* canonicalJson */.dj)(schema)}`;
    let v = cache.get(key);
    if (v === undefined) {
        if (cache.size >= MAX_CACHED)
            cache.clear();
        v = instance(use).compile(use === 'scope' ? checkedScope(bare(schema)) : bare(schema));
        cache.set(key, v);
    }
    byObject.set(schema, (byObject.get(schema) ?? new Map()).set(digest, v));
    return v;
}
function ruleText(v) {
    return `${v.instancePath === '' ? '/' : v.instancePath} ${v.keyword}`;
}
/** undefined when `data` meets `schema` (compiled once for `digest`), else the first rule it breaks. */
function violationOf(digest, schema, data, use = 'scope') {
    let validate;
    try {
        validate = compiled(digest, schema, use);
    }
    catch {
        // A schema that no longer compiles (stored by an older version, or edited with the key) admits nothing.
        return { instancePath: '', keyword: 'uncompilable' };
    }
    if (validate(data))
        return undefined;
    const e = validate.errors?.[0];
    return { instancePath: e?.instancePath ?? '', keyword: e?.keyword ?? 'invalid' };
}
/** violationOf for a result against its approved outputSchema, its patterns bounded by OUTPUT_MATCH_MS in all. */
function outputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    return serverViolationOf(digest, schema, data, 'output', matchMs);
}
/**
 * violationOf for a call's arguments against the tool's approved inputSchema (checked with its scope: the scope narrows
 * what the tool accepts, so a value of a type the tool does not take, or a missing required one, is outside it too).
 * A server's schema that Ajv cannot compile checks nothing here: the scope alone then bounds the call.
 */
function inputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    const v = serverViolationOf(digest, schema, data, 'input', matchMs);
    return v?.keyword === 'uncompilable' ? undefined : v;
}
function serverViolationOf(digest, schema, data, use, matchMs) {
    outputDeadline = Date.now() + matchMs;
    try {
        return violationOf(digest, schema, data, use);
    }
    catch (e) {
        if (e instanceof bounded_match/* MatchTimeout */.D)
            return { instancePath: '', keyword: 'pattern-timeout' };
        throw e;
    }
    finally {
        outputDeadline = Number.POSITIVE_INFINITY;
    }
}
// ------------------------------------------------------------------ a scope as a person gives it
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
function typesOf(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return undefined;
    const t = schema.type;
    if (typeof t === 'string')
        return [t];
    if (Array.isArray(t) && t.every((x) => typeof x === 'string'))
        return t;
    return undefined;
}
function scope_isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * Where a scope's `type` admits a type the tool's own schema does not (there and in each property both declare): a
 * scope narrows what the tool accepts, it never describes something else. undefined when it narrows.
 */
function widening(scope, input, at) {
    const mine = typesOf(scope);
    const theirs = typesOf(input);
    if (mine && theirs) {
        // An integer is a number: a scope may say integer where the tool says number.
        const wider = mine.find((t) => !theirs.includes(t) && !(t === 'integer' && theirs.includes('number')));
        if (wider !== undefined)
            return `${at || '/'}type: ${JSON.stringify(wider)} does not narrow the tool's input type ${JSON.stringify(theirs.length === 1 ? theirs[0] : theirs)}`;
    }
    if (scope_isObject(scope.properties) && scope_isObject(input.properties))
        for (const [name, sub] of Object.entries(scope.properties)) {
            const own = input.properties[name];
            if (scope_isObject(sub) && scope_isObject(own)) {
                const why = widening(sub, own, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/`);
                if (why)
                    return why;
            }
        }
    return undefined;
}
/**
 * Why `scope` cannot bound calls of a tool whose inputSchema is `input`: not an object, not a valid JSON Schema (draft
 * 07 or later keywords, checked by Ajv's meta-schema and a compile), or a type that does not narrow the tool's. One
 * phrase naming the field; undefined when it is a scope.
 */
function scopeProblem(scope, input) {
    if (!scope_isObject(scope))
        return 'a scope is a JSON Schema object (e.g. {"properties": {"path": {"type": "string", "pattern": "^/srv/"}}})';
    const a = instance('scope');
    const copy = bare(scope);
    if (!a.validateSchema(copy)) {
        const e = a.errors?.[0];
        return `${e?.instancePath || '/'}: not a valid JSON Schema (${e?.message ?? 'invalid'})`;
    }
    const types = typesOf(copy);
    if (types?.some((t) => !TYPES.includes(t)))
        return `/type: unknown type`;
    try {
        a.compile(checkedScope(copy));
    }
    catch (e) {
        return `/: not a valid JSON Schema (${e.message.split('\n')[0].slice(0, 200)})`;
    }
    return scope_isObject(input) ? widening(copy, input, '') : undefined;
}
/** sha256 of the canonical JSON of a call's arguments: what a per-call confirmation is bound to. */
function argumentsDigest(args) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,canonical/* canonicalJson */.dj)(args === undefined ? {} : args)).digest('hex')}`;
}
// ------------------------------------------------------------------ text a client shows a person
/**
 * Characters that mean something to markdown, HTML or a terminal, or that a reader cannot see: written as JSON escapes
 * inside strings. `_` stays (an identifier's underscore makes no emphasis inside a word), and so do `!` and `#` (they
 * act only before `[`, escaped, or at the start of a line, where the message's own words stand).
 */
const INERT = /["<>&`*[\]()|~$@\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufe00-\ufe0f\ufeff\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
/** One pass: quotes and backslashes are escaped with the rest, so no escape is ever escaped again. */
function inertString(s) {
    // A tag character (which smuggles text no font draws) is two UTF-16 units: each is escaped.
    return `"${s.replace(INERT, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''))}"`;
}
/**
 * JSON that reads back as `value` but holds no markup, link, mention or control character anywhere: every such
 * character inside a string is a `\uXXXX` escape (server- and model-controlled text shown to a person must not act).
 */
function inertJson(value) {
    if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value ?? null);
    if (typeof value === 'string')
        return inertString(value);
    if (Array.isArray(value))
        return `[${value.map(inertJson).join(',')}]`;
    return `{${Object.entries(value)
        .map(([k, v]) => `${inertString(k)}:${inertJson(v)}`)
        .join(',')}}`;
}


/***/ })

};
