export const id = 46;
export const ids = [46];
export const modules = {

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ parseHeaders),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   pl: () => (/* binding */ optionalConfig)
/* harmony export */ });
/* unused harmony export headerVariable */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6604);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6158);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8712);
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
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto' }
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

/***/ 9478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ violationsOf)
/* harmony export */ });
/* unused harmony export schemaNodes */
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1471);
// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.

function pointerOf(n) {
    const steps = [];
    for (let at = n; at !== undefined; at = at.parent)
        steps.push(at.key === undefined ? at.keyword : `${at.keyword}/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(at.key)}`);
    return steps.reverse().join('/');
}
const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const ONE_KEYWORDS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;
/** Every schema node under `root` (itself first), without recursion. */
function schemaNodes(root, at = '/inputSchema') {
    const out = [];
    const stack = (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(root) ? [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true }] : [];
    while (stack.length > 0 && out.length < MAX_NODES) {
        const n = stack.pop();
        out.push(n);
        const s = n.schema;
        for (const k of MAP_KEYWORDS) {
            const m = s[k];
            if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(m))
                continue;
            const chain = n.chain && k === 'properties';
            for (const name in m) {
                const v = m[name];
                if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                    stack.push({ schema: v, parent: n, keyword: k, key: name, chain });
            }
        }
        for (const k of LIST_KEYWORDS) {
            const l = s[k];
            if (Array.isArray(l))
                for (let i = 0; i < l.length; i++)
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(l[i]))
                        stack.push({ schema: l[i], parent: n, keyword: k, key: String(i), chain: false });
        }
        for (const k of ONE_KEYWORDS) {
            const v = s[k];
            if (Array.isArray(v)) {
                for (let i = 0; i < v.length; i++)
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v[i]))
                        stack.push({ schema: v[i], parent: n, keyword: k, key: String(i), chain: false });
            }
            else if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                stack.push({ schema: v, parent: n, keyword: k, key: undefined, chain: false });
        }
    }
    return out;
}
const typesOf = (s) => (typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t) => typeof t === 'string') : []);
const isObjectSchema = (s) => typesOf(s).includes('object') || (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const WALKERS = {
    'name-pattern': (tool, _n, c) => (typeof tool.name === 'string' && new RegExp(c.pattern, 'u').test(tool.name) ? [] : ['/name']),
    'top-level-combinator': (tool, _n, c) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) ? c.keywords.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
    },
    'top-level-object': (tool) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
    },
    'array-items': (_t, nodes) => nodes().filter((n) => typesOf(n.schema).includes('array') && !('items' in n.schema)).map((n) => `${pointerOf(n)}/items`),
    'strict-closed-objects': (_t, nodes) => nodes().filter((n) => isObjectSchema(n.schema) && n.schema.additionalProperties !== false).map((n) => `${pointerOf(n)}/additionalProperties`),
    'strict-all-required': (_t, nodes) => nodes().flatMap((n) => {
        const props = n.schema.properties;
        if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(props))
            return [];
        const required = new Set(Array.isArray(n.schema.required) ? n.schema.required : []);
        return Object.keys(props).filter((p) => !required.has(p)).map((p) => `${pointerOf(n)}/properties/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(p)}`);
    }),
    'keyword-denylist': (_t, nodes, c) => nodes().flatMap((n) => c.keywords.filter((k) => k in n.schema).map((k) => `${pointerOf(n)}/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(k)}`)),
    'keyword-allowlist': (_t, nodes, c) => {
        const allowed = new Set(c.keywords);
        return nodes().flatMap((n) => Object.keys(n.schema).filter((k) => !allowed.has(k)).map((k) => `${pointerOf(n)}/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(k)}`));
    },
    'annotation-title': (tool) => {
        const a = tool.annotations;
        const titled = (v) => typeof v === 'string' && v.trim() !== '';
        return titled(tool.title) || ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(a) && titled(a.title)) ? [] : ['/annotations/title'];
    },
    // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
    // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
    'annotation-hints': (tool) => ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
    'header-token': (_t, nodes) => headers(nodes()).filter((h) => typeof h.value !== 'string' || !TOKEN.test(h.value)).map((h) => h.pointer),
    'header-unique': (_t, nodes) => {
        const seen = new Set();
        const out = [];
        // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
        for (const h of headers(nodes()).sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
            if (typeof h.value !== 'string')
                continue;
            const key = h.value.toLowerCase();
            if (seen.has(key))
                out.push(h.pointer);
            seen.add(key);
        }
        return out;
    },
    'header-primitive': (_t, nodes) => headers(nodes())
        .filter((h) => {
        const types = typesOf(h.node.schema);
        return types.length !== 1 || !['string', 'integer', 'boolean'].includes(types[0]);
    })
        .map((h) => h.pointer),
    'header-reachable': (_t, nodes) => headers(nodes()).filter((h) => !h.node.chain || h.node.parent === undefined).map((h) => h.pointer),
};
function headers(nodes) {
    return nodes.filter((n) => HEADER in n.schema).map((n) => ({ node: n, value: n.schema[HEADER], pointer: `${pointerOf(n)}/${HEADER}` }));
}
/** Every offence of `checks` by one tool definition, in check order, pointers sorted within a check. */
function violationsOf(tool, checks) {
    let walked;
    const nodes = () => (walked ??= schemaNodes(tool.inputSchema));
    return checks.flatMap((c) => [...new Set(WALKERS[c.test](tool, nodes, c))].sort().map((pointer) => ({ check: c.id, pointer })));
}


/***/ }),

/***/ 2734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sd: () => (/* binding */ costHost),
/* harmony export */   WN: () => (/* binding */ toolCost),
/* harmony export */   mT: () => (/* binding */ TOKEN_METHOD),
/* harmony export */   wb: () => (/* binding */ listCost)
/* harmony export */ });
/* unused harmony export wireForm */
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1471);
// What a tool list costs in every request: the tool JSON a host's API takes, counted in tokens. No tokenizer package
// is a dependency of this project, so tokens are estimated as characters / 4 (the rule of thumb OpenAI and Anthropic
// both document for English text and JSON) and the method is named wherever a number is shown; bytes are exact.

const TOKEN_METHOD = 'estimate: characters / 4 (no tokenizer installed)';
/** The tool as each API host's request carries it; hosts without an API of their own are measured as Anthropic's. */
function wireForm(host, tool) {
    const name = tool.name ?? '';
    const description = tool.description ?? '';
    const schema = (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(tool.inputSchema) ? tool.inputSchema : { type: 'object' };
    switch (host) {
        case 'openai':
            return { type: 'function', name, description, parameters: schema };
        case 'openai-strict':
            return { type: 'function', name, description, parameters: schema, strict: true };
        case 'gemini':
            return { name, description, parameters: schema };
        default:
            return { name, description, input_schema: schema };
    }
}
const encoder = new TextEncoder();
function toolCost(host, tool) {
    const { chars, bytes } = jsonSize(wireForm(host, tool));
    return { tokens: Math.ceil(chars / 4), bytes };
}
/**
 * The length of `JSON.stringify(value)` in characters and UTF-8 bytes, walked with an explicit stack: a hostile schema
 * nested ten thousand levels deep overflows JSON.stringify's recursion, and its cost must still be told.
 */
function jsonSize(value) {
    let chars = 0;
    let bytes = 0;
    const add = (text) => {
        chars += text.length;
        bytes += encoder.encode(text).length;
    };
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (v === null || typeof v !== 'object') {
            add(JSON.stringify(v) ?? 'null');
            continue;
        }
        const entries = Array.isArray(v) ? v.map((x) => ['', x]) : Object.entries(v);
        // Brackets, and a comma between entries.
        chars += 2 + Math.max(0, entries.length - 1);
        bytes += 2 + Math.max(0, entries.length - 1);
        for (const [key, x] of entries) {
            if (!Array.isArray(v))
                add(`${JSON.stringify(key)}:`);
            stack.push(x);
        }
    }
    return { chars, bytes };
}
/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
function costHost(hosts) {
    return hosts.find((h) => h !== 'claude-directory' && h !== 'mcp-http') ?? 'anthropic';
}
/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
function listCost(host, tools) {
    return tools.reduce((sum, t) => {
        const c = toolCost(host, t);
        return { tokens: sum.tokens + c.tokens, bytes: sum.bytes + c.bytes };
    }, { tokens: 0, bytes: 0 });
}


/***/ }),

/***/ 6158:
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7297);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9990);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4452);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9757);
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
