export const id = 374;
export const ids = [374];
export const modules = {

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
/** `--profiles FILE`: a file whose `profiles` object replaces the config's. */
function readProfilesFile(file, label) {
    const root = readJsonc(file, label);
    return (0,_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .parseProfiles */ .Es)(isObject(root) ? root.profiles : undefined, label);
}


/***/ }),

/***/ 2210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* unused harmony export parsePattern */
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
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
            if (k !== 'include' && k !== 'exclude')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include and exclude)`);
        const list = (field) => {
            const items = v[field];
            if (items === undefined)
                return field === 'include' ? [parsePattern('*/*', at)] : [];
            if (!Array.isArray(items) || items.some((x) => typeof x !== 'string'))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/${field}: expected an array of patterns`);
            return items.map((x, i) => parsePattern(x, `${at}/${field}/${i}`));
        };
        out.set(name, { name, include: list('include'), exclude: list('exclude') });
    }
    return out;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatch */ .e)(p.ref, ref);
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

/***/ 1501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ shellQuote)
/* harmony export */ });
// A ref printed inside a command must be copied and run as the literal ref: a tool named `x$(touch f)` is server text.
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** POSIX single-quoted form of `value` (left bare when it holds only characters no shell interprets). */
function shellQuote(value) {
    if (PLAIN.test(value))
        return value;
    return `'${value.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 4605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U2: () => (/* binding */ serversOf),
/* harmony export */   by: () => (/* binding */ CLIENT_LABEL),
/* harmony export */   fe: () => (/* binding */ clientOf)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _jsonc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9970);


const CLIENT_LABEL = {
    'claude-desktop': 'Claude Desktop',
    vscode: 'VS Code',
    cursor: 'Cursor',
    'claude-code': 'project .mcp.json',
    'mcp-contract': 'mcp-contract',
    'mcp-servers': 'mcpServers file',
};
/** Which client wrote a file, from its name and place (then its content, for files given by path). */
function clientOf(path, value) {
    const parts = path.replace(/\\/g, '/').split('/');
    const base = parts[parts.length - 1] ?? '';
    const parent = parts[parts.length - 2] ?? '';
    if (base === 'claude_desktop_config.json')
        return 'claude-desktop';
    if (base === 'mcp-contract.json')
        return 'mcp-contract';
    if (base === '.mcp.json')
        return 'claude-code';
    if (base === 'mcp.json' && parent === '.cursor')
        return 'cursor';
    if (base === 'mcp.json' && (parent === '.vscode' || parent === 'User'))
        return 'vscode';
    const obj = isObject(value) ? value : {};
    if (isObject(obj.mcpServers))
        return 'mcp-servers';
    if (isObject(obj.servers))
        return 'vscode';
    return 'mcp-servers';
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function strings(v, at, where) {
    if (v === undefined)
        return [];
    if (!Array.isArray(v))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an array of strings`);
    return v.map((x, i) => {
        if (typeof x !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}/${i}: expected a string`);
        return { value: x, pointer: `${at}/${i}` };
    });
}
function map(v, at, where) {
    if (v === undefined)
        return [];
    if (!isObject(v))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an object of strings`);
    // Numbers and booleans are legal env values in some clients; they are never secrets worth a finding.
    return Object.entries(v)
        .filter(([, x]) => typeof x === 'string')
        .map(([key, x]) => ({ key, value: x, pointer: `${at}${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([key])}` }));
}
function one(v, at, where) {
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected a string`);
    return { value: v, pointer: at };
}
/** The client formats: `mcpServers` (Claude Desktop, Cursor, .mcp.json) or `servers` (VS Code), same fields. */
function clientServers(root, key, where) {
    const servers = root[key];
    if (servers === undefined)
        return [];
    if (!isObject(servers))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /${key}: expected an object`);
    return Object.entries(servers).map(([name, raw]) => {
        const at = `/${key}${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([name])}`;
        if (!isObject(raw))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an object`);
        const url = one(raw.url ?? raw.serverUrl, raw.url !== undefined ? `${at}/url` : `${at}/serverUrl`, where);
        return {
            name,
            pointer: at,
            command: one(raw.command, `${at}/command`, where),
            args: strings(raw.args, `${at}/args`, where),
            env: map(raw.env, `${at}/env`, where),
            url: url ? [url] : [],
            headers: map(raw.headers, `${at}/headers`, where),
        };
    });
}
/** mcp-contract.json: the launch of each server, its start command and every surface's extras. */
function contractServers(root, where) {
    const servers = root.servers;
    if (servers === undefined)
        return [];
    if (!isObject(servers))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /servers: expected an object`);
    return Object.entries(servers).map(([name, raw]) => {
        const at = `/servers${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([name])}`;
        if (!isObject(raw))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an object`);
        const start = isObject(raw.start) ? raw.start : undefined;
        const out = {
            name,
            pointer: at,
            command: one(raw.command, `${at}/command`, where) ?? (start ? one(start.command, `${at}/start/command`, where) : undefined),
            args: raw.command !== undefined ? strings(raw.args, `${at}/args`, where) : start ? strings(start.args, `${at}/start/args`, where) : [],
            env: [...map(raw.env, `${at}/env`, where), ...(start ? map(start.env, `${at}/start/env`, where) : [])],
            url: [one(raw.url, `${at}/url`, where)].filter((x) => x !== undefined),
            headers: map(raw.headers, `${at}/headers`, where),
            canaries: Array.isArray(raw.canaries) ? raw.canaries.length : 0,
            snapshot: typeof raw.snapshot === 'string' ? raw.snapshot : `snapshots/${name}.json`,
        };
        if (isObject(raw.surfaces)) {
            for (const [s, surface] of Object.entries(raw.surfaces)) {
                if (!isObject(surface))
                    continue;
                const sat = `${at}/surfaces${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([s])}`;
                out.args.push(...strings(surface.args, `${sat}/args`, where));
                out.env.push(...map(surface.env, `${sat}/env`, where));
                out.headers.push(...map(surface.headers, `${sat}/headers`, where));
                const u = one(surface.url, `${sat}/url`, where);
                if (u)
                    out.url.push(u);
            }
        }
        return out;
    });
}
function serversOf(client, root, where) {
    if (!isObject(root))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /: expected a JSON object`);
    if (client === 'mcp-contract')
        return contractServers(root, where);
    if (client === 'vscode')
        return clientServers(root, 'servers', where);
    return clientServers(root, 'mcpServers', where);
}


/***/ }),

/***/ 9970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aJ: () => (/* binding */ JsoncError),
/* harmony export */   pX: () => (/* binding */ parseJsonc),
/* harmony export */   rq: () => (/* binding */ pointerOf)
/* harmony export */ });
/* unused harmony export JSONC_LIMITS */
class JsoncError extends Error {
    position;
    constructor(message, position) {
        super(message);
        this.position = position;
    }
}
function pointerOf(parts) {
    return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
/** Limits that keep a hostile file from exhausting the stack or memory; a real client config is far inside them. */
const JSONC_LIMITS = { depth: 128, values: 50_000 };
function parseJsonc(text, limits = JSONC_LIMITS) {
    const parser = new JsoncParser(text, limits);
    const root = parser.value('', 0);
    parser.skip();
    if (!parser.done())
        parser.fail('unexpected text after the JSON value');
    const positions = parser.positions;
    return {
        value: root,
        locate(pointer) {
            let p = pointer;
            for (;;) {
                const hit = positions.get(p);
                if (hit)
                    return hit;
                if (p === '')
                    return { line: 1, column: 1 };
                p = p.slice(0, p.lastIndexOf('/'));
            }
        },
    };
}
/** A recursive-descent reader that records where each value starts (by JSON pointer) as it goes. */
class JsoncParser {
    text;
    limits;
    i = 0;
    line = 1;
    col = 1;
    positions = new Map();
    constructor(text, limits) {
        this.text = text;
        this.limits = limits;
    }
    done() {
        return this.i >= this.text.length;
    }
    here() {
        return { line: this.line, column: this.col };
    }
    fail(what) {
        throw new JsoncError(`${what} at line ${this.line}, column ${this.col}`, this.here());
    }
    advance() {
        const c = this.text[this.i++];
        if (c === '\n') {
            this.line++;
            this.col = 1;
        }
        else
            this.col++;
        return c;
    }
    skip() {
        const t = this.text;
        for (;;) {
            const c = t[this.i];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF')
                this.advance();
            else if (c === '/' && t[this.i + 1] === '/')
                while (!this.done() && t[this.i] !== '\n')
                    this.advance();
            else if (c === '/' && t[this.i + 1] === '*') {
                this.advance();
                this.advance();
                while (!this.done() && !(t[this.i] === '*' && t[this.i + 1] === '/'))
                    this.advance();
                if (this.done())
                    this.fail('unterminated comment');
                this.advance();
                this.advance();
            }
            else
                return;
        }
    }
    str() {
        const start = this.i;
        this.advance();
        while (!this.done() && this.text[this.i] !== '"') {
            if (this.text[this.i] === '\\')
                this.advance();
            if (this.text[this.i] === '\n')
                this.fail('line break in a string');
            this.advance();
        }
        if (this.done())
            this.fail('unterminated string');
        this.advance();
        try {
            return JSON.parse(this.text.slice(start, this.i));
        }
        catch {
            return this.fail('invalid string escape');
        }
    }
    value(path, depth) {
        this.skip();
        // Checked before descending: a 200,000-deep file is one clear line, never a stack overflow.
        if (depth > this.limits.depth)
            this.fail(`nesting deeper than ${this.limits.depth} levels`);
        if (this.positions.size >= this.limits.values)
            this.fail(`more than ${this.limits.values} values`);
        this.positions.set(path, this.here());
        const c = this.text[this.i];
        if (c === '{')
            return this.object(path, depth);
        if (c === '[')
            return this.array(path, depth);
        if (c === '"')
            return this.str();
        const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.i, this.i + 64));
        if (!m)
            return this.fail(this.done() ? 'unexpected end of input' : `unexpected "${c}"`);
        for (let k = 0; k < m[0].length; k++)
            this.advance();
        return JSON.parse(m[0]);
    }
    object(path, depth) {
        this.advance();
        const out = {};
        this.skip();
        while (this.text[this.i] !== '}') {
            if (this.text[this.i] !== '"')
                this.fail('expected a property name');
            const keyPos = this.here();
            const key = this.str();
            this.skip();
            if (this.text[this.i] !== ':')
                this.fail('expected ":"');
            this.advance();
            const child = `${path}${pointerOf([key])}`;
            // An own property even for "__proto__", as JSON.parse makes it: assignment would set the prototype instead.
            Object.defineProperty(out, key, { value: this.value(child, depth + 1), enumerable: true, writable: true, configurable: true });
            // Point at the key, which is where a reader looks for a property.
            this.positions.set(child, keyPos);
            this.skip();
            if (this.text[this.i] === ',') {
                this.advance();
                this.skip();
            }
            else if (this.text[this.i] !== '}')
                this.fail('expected "," or "}"');
        }
        this.advance();
        return out;
    }
    array(path, depth) {
        this.advance();
        const out = [];
        this.skip();
        while (this.text[this.i] !== ']') {
            out.push(this.value(`${path}/${out.length}`, depth + 1));
            this.skip();
            if (this.text[this.i] === ',') {
                this.advance();
                this.skip();
            }
            else if (this.text[this.i] !== ']')
                this.fail('expected "," or "]"');
        }
        this.advance();
        return out;
    }
}


/***/ })

};
