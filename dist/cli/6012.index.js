export const id = 6012;
export const ids = [6012];
export const modules = {

/***/ 85978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ GENESIS),
/* harmony export */   k: () => (/* binding */ ARGUMENTS_MODES)
/* harmony export */ });
const ARGUMENTS_MODES = ['none', 'redacted', 'full'];
/** The record before the first: what record 1's prev holds. */
const GENESIS = 'genesis';


/***/ }),

/***/ 18726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ FORMAT_ALIASES),
/* harmony export */   fd: () => (/* binding */ formatOfFile)
/* harmony export */ });
/* unused harmony export FORMATS */
// The output formats of every command that reports: their names, the words also taken for them, and which one an
// `--out` file's extension names. A command's table (spec.ts) says which of them it writes.
const FORMATS = (/* unused pure expression or super */ null && (['text', 'markdown', 'json', 'junit', 'sarif', 'changelog']));
/** Other words for a format, taken wherever the format is. */
const FORMAT_ALIASES = { md: 'markdown' };
const BY_EXTENSION = [
    [/\.xml$/i, 'junit'],
    [/\.sarif(\.json)?$/i, 'sarif'],
    [/\.json$/i, 'json'],
    [/\.(md|markdown)$/i, 'markdown'],
];
/** The format an `--out` file's extension names, among those the command writes (else text). */
function formatOfFile(file, allowed) {
    const hit = BY_EXTENSION.find(([re, f]) => re.test(file) && allowed.includes(f));
    return hit ? hit[1] : 'text';
}


/***/ }),

/***/ 63379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ command),
/* harmony export */   MX: () => (/* binding */ addedTo),
/* harmony export */   QU: () => (/* binding */ formOf),
/* harmony export */   T8: () => (/* binding */ placedIn),
/* harmony export */   Xm: () => (/* binding */ formOptions),
/* harmony export */   zl: () => (/* binding */ optionRows)
/* harmony export */ });
/* harmony import */ var _core_diff_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62208);
/* harmony import */ var _formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18726);
// The shape of a command's one table: parsing (args.ts), `--help` and the usage lines (help.ts) all read it, so an
// option is declared once. Kept free of imports beyond the vocabularies, so help never loads a command's code.


/** Declares a command's table; `as const` keeps the format names for FormatOf. */
function command(spec) {
    return spec;
}
function listed(words, last = 'or') {
    return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}
function formatHelp(formats) {
    const names = Object.keys(formats);
    return listed(names.map((f, i) => {
        const notes = [i === 0 ? 'default' : '', formats[f] ?? '', ...Object.entries(_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMAT_ALIASES */ .LZ).filter(([, to]) => to === f).map(([alias]) => `${alias} also works`)].filter(Boolean);
        return notes.length ? `${f} (${notes.join('; ')})` : f;
    }));
}
function failOnHelp(f) {
    const words = _core_diff_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON */ .d$.map((w) => (w === f.default ? `${w} (default)` : w)).join(', ');
    const aliases = Object.entries(f.aliases ?? {});
    const also = aliases.length ? `; ${listed(aliases.map(([a]) => a), 'and')} also work, for ${listed(aliases.map(([, to]) => to), 'and')}${f.aliasNote ? ` (${f.aliasNote})` : ''}` : '';
    return `exit 1 when ${f.subject} is at least this severe: ${words}${f.mapping ? ` (${f.mapping})` : ''}${also}`;
}
/** Every option the command takes, in help order: its own rows, then `--format`, `--json` and `--fail-on` from the table. */
function optionRows(spec) {
    const rows = [...spec.options];
    if (spec.formats) {
        const names = Object.keys(spec.formats);
        const aliases = Object.fromEntries(Object.entries(_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMAT_ALIASES */ .LZ).filter(([, to]) => names.includes(to)));
        rows.push({ name: 'format', short: 'f', value: 'F', choices: names, aliases, help: formatHelp(spec.formats) });
        if (names.includes('json'))
            rows.push({ name: 'json', help: 'an alias of --format json' });
    }
    if (spec.failOn)
        rows.push({ name: 'fail-on', value: 'S', choices: _core_diff_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON */ .d$, aliases: spec.failOn.aliases ?? {}, help: failOnHelp(spec.failOn) });
    return rows;
}
const PLACED = /\{([a-z-]+)\}/g;
/** The options a usage form places itself, by naming them in braces: `[{config}]`. */
function placedIn(form) {
    return [...form.matchAll(PLACED)].map((m) => m[1]);
}
/** The rows no form places that usage adds to form `i` (their `forms`, default every form). */
function addedTo(spec, i) {
    const placed = new Set(spec.usage.flatMap(placedIn));
    return optionRows(spec).filter((r) => !placed.has(r.name) && (r.forms ?? spec.usage.map((_, j) => j)).includes(i));
}
/** The one usage form that places `option` (`{gateway}`): the form that option selects. */
function formOf(spec, option) {
    const at = spec.usage.flatMap((form, i) => (placedIn(form).includes(option) ? [i] : []));
    if (at.length !== 1)
        throw new Error(`usage of ${spec.name}: {${option}} selects no one form (it is in ${at.length})`);
    return at[0];
}
/** Every option usage form `i` shows: those it places and those added to it. */
function formOptions(spec, i) {
    return new Set([...placedIn(spec.usage[i]), ...addedTo(spec, i).map((r) => r.name)]);
}


/***/ }),

/***/ 38088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ GUARD)
/* harmony export */ });
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20217);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63379);
/* harmony import */ var _audit_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85978);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75664);
// `mcp-contract guard`: its one table of options (parsing, --help and usage come from it).




const GUARD = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .command */ .G5)({
    name: 'guard',
    about: 'An MCP server (stdio, or streamable HTTP with --listen) that starts the real server and publishes only capabilities whose live digest is approved; calls to new or changed ones are refused with the diff.',
    usage: [
        '{approved} [{store}] [{policy}]... [{interval}] [{listen}] -- <command> [args...]',
        '{approved} [{store}] {url} [{header}]... [{transport}]',
        '{config} [{server}]... [{approved-dir}] [{profile}] [{host}] [{profiles}] [{print-surface}] [{store}] [{policy}]... [{interval}] [{listen}]',
    ],
    options: [
        {
            name: 'approved',
            value: 'FILE|registry:NAME@VERSION',
            help: 'the approved snapshot: its capabilities are approved at their digests; or registry:NAME@VERSION: the signed release the registry lists, verified (as verify --registry), approves exactly the signed definitions the server serves',
        },
        // The gateway (form 2) checks its members' signed releases ("approved": "registry:...") with the same options;
        // a bundle is each member's own ("releaseBundle").
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .SIGNED_RELEASE */ .td.filter((o) => o.name !== 'server-json').map((o) => ({ ...o, forms: o.name === 'bundle' ? [0, 1] : [0, 1, 2] })),
        _shared_js__WEBPACK_IMPORTED_MODULE_2__/* .STORE */ .er,
        { name: 'surface', value: 'NAME', forms: [0, 1], help: 'the snapshot surface to guard (default "default", or its only one)' },
        {
            name: 'policy',
            value: 'KEY=follow|review',
            repeat: true,
            help: 'follow or review per severity (safe, review, breaking), for new capabilities (new), for description and title edits that add no cue (reworded), or per rule id; default safe=follow, the rest review. Description and annotation changes, and any change that brings new model-visible text (a description, title, prose enum value or non-identifier name), are reviewed; reworded=follow follows a capability whose only changes are edits adding no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters; renames always need a manual approve',
        },
        {
            name: 'max-approval-days',
            value: 'N',
            help: "approvals of tools whose annotations say destructive or open-world, or that have none, count N days at most, then turn stale (the gateway config's maxApprovalDays sets it per class)",
        },
        { name: 'interval', value: 'SEC', help: 're-capture period in seconds (default 300; 0 = only on list_changed and reconnect)' },
        { name: 'listen', value: '[HOST:]PORT', help: 'serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1)' },
        { name: 'request-timeout', value: 'SEC', help: 'longest a forwarded request may run (default 3600)' },
        { name: 'client-timeout', value: 'SEC', help: "longest a server's own request (sampling, elicitation, roots) waits for the client's answer (default 60); at most 16 per server wait at once, the rest are refused" },
        {
            name: 'audit-arguments',
            value: 'MODE',
            choices: _audit_model_js__WEBPACK_IMPORTED_MODULE_3__/* .ARGUMENTS_MODES */ .k,
            help: "what the audit log beside the store keeps of each call's arguments: redacted (default: their keys, every value redacted), full (the values, the server's secrets redacted) or none (their digest only)",
        },
        { name: 'max-age', value: 'SEC', help: 'a call is checked against a capture at most this old (default 5; 0 = re-capture before every call)' },
        { name: 'run-as', value: 'USER[:GROUP]', forms: [0], help: 'run the upstream as another user (Linux, setpriv), so it cannot read the store key or write the store' },
        { name: 'max-sessions', value: 'N', help: 'with --listen: HTTP sessions open at once (default 32)' },
        { name: 'session-idle', value: 'SEC', help: 'with --listen: close a session idle this long (default 600)' },
        { name: 'allow-origin', value: 'ORIGIN', repeat: true, help: 'with --listen: serve requests a browser makes for pages of this origin (scheme://host[:port]; repeatable); any other Origin is refused' },
        { name: 'listen-token', value: 'TOKEN', help: 'with --listen: require Authorization: Bearer TOKEN on every request (default $MCP_CONTRACT_LISTEN_TOKEN; argv is visible to other users)' },
        {
            name: 'identity-policy',
            value: 'P',
            help: 'which changed launch code may start without approve --identity: pin (default: none), worktree (a working tree under development), semver:RANGE (a new version of the same package inside RANGE)',
        },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .URL */ .k, help: "guard an HTTP server (with --header 'K: V', or --header NAME to read $MCP_CONTRACT_HEADER_NAME, and --transport)" },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .HEADER */ .El, help: "HTTP header for --url: 'Name: value', or a bare Name whose value is read from $MCP_CONTRACT_HEADER_NAME (repeatable)" },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .OAUTH_OPTIONS */ .bx,
        _shared_js__WEBPACK_IMPORTED_MODULE_2__/* .TRANSPORT */ .kQ,
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME */ .o_, forms: [0, 1], help: 'server name of an inline server (default: the name in the approved snapshot)' },
        {
            name: 'config',
            short: 'c',
            value: 'FILE',
            help: "an mcp-contract config or a client config (mcpServers, VS Code servers): one server is guarded alone; several, a client file or a profile start the gateway, which publishes every server's tools and prompts as <server>__<name>",
        },
        { name: 'server', short: 's', value: 'NAME', repeat: true, help: 'only this server of the config (repeatable: the gateway over those)' },
        { name: 'approved-dir', value: 'DIR', help: 'gateway: the approved snapshot of each server as DIR/<server>.json' },
        { name: 'profile', value: 'NAME', help: 'gateway: publish only this profile (include / exclude patterns over <server>/<ref>)' },
        { name: 'host', value: 'NAME', choices: _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_0__/* .HOST_NAMES */ .Wq, help: "gateway: the model host the client sends tools to; a tool it would refuse is held, with one line naming the tool and the keyword (overrides the profile's host)" },
        { name: 'profiles', value: 'FILE', help: 'gateway: read the profiles object from FILE instead of the config' },
        { name: 'print-surface', help: 'gateway: print what the profile publishes as a snapshot (for mcp-contract diff) and exit' },
        {
            name: 'list-timeout',
            value: 'SEC',
            forms: [2],
            help: "gateway: longest one server's start or list may hold a merged list; after it the others are served, one line names the late server, and its list follows with list_changed when it answers (default 5; with --print-surface, the request timeout)",
        },
        { name: 'list-max-items', value: 'N', forms: [2], help: "gateway: items of one server's list judged and published at most; the rest is held, with one line (default 10000)" },
        { name: 'list-max-bytes', value: 'N', forms: [2], help: "gateway: bytes of one server's list (its items' JSON) judged and published at most; the rest is held, with one line (default 8388608)" },
    ],
});


/***/ }),

/***/ 75664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   El: () => (/* binding */ HEADER),
/* harmony export */   M$: () => (/* binding */ VIAS),
/* harmony export */   PI: () => (/* binding */ CONFIG),
/* harmony export */   Po: () => (/* binding */ OUT),
/* harmony export */   bx: () => (/* binding */ OAUTH_OPTIONS),
/* harmony export */   er: () => (/* binding */ STORE),
/* harmony export */   iy: () => (/* binding */ CONCURRENCY),
/* harmony export */   jJ: () => (/* binding */ INLINE_SERVER_FORM),
/* harmony export */   k: () => (/* binding */ URL),
/* harmony export */   kQ: () => (/* binding */ TRANSPORT),
/* harmony export */   lh: () => (/* binding */ inlineServer),
/* harmony export */   lv: () => (/* binding */ VIA),
/* harmony export */   mw: () => (/* binding */ STORE_SERVER),
/* harmony export */   o_: () => (/* binding */ NAME),
/* harmony export */   td: () => (/* binding */ SIGNED_RELEASE),
/* harmony export */   yv: () => (/* binding */ SERVER)
/* harmony export */ });
const CONFIG = { name: 'config', short: 'c', value: 'FILE', help: 'the config (default mcp-contract.json in the current directory)' };
const SERVER = { name: 'server', short: 's', value: 'NAME', repeat: true, help: 'only this server from the config (repeatable; default all)' };
const URL = { name: 'url', value: 'URL', help: 'an HTTP server instead of a command after --' };
const HEADER = { name: 'header', value: "'K: V'", repeat: true, help: 'HTTP header for --url (repeatable; values are redacted from all output)' };
const TRANSPORT = {
    name: 'transport',
    value: 'T',
    choices: ['streamable-http', 'sse', 'auto'],
    help: 'for --url: streamable-http, sse, or auto (default: try streamable HTTP, then SSE)',
};
const NAME = { name: 'name', value: 'NAME', help: 'server name of an inline server (default: the name already in its snapshot, else "server")' };
const CONCURRENCY = {
    name: 'concurrency',
    value: 'N',
    help: "how many servers are built and captured at once (default: the machine's cores); output keeps the config's order",
};
const VIAS = ['sdk', 'inspector'];
const VIA = { name: 'via', value: 'V', choices: VIAS, help: 'capture with the built-in client (sdk, default) or the MCP Inspector CLI (inspector)' };
const OUT = { name: 'out', short: 'o', value: 'FILE', help: 'also write the report to FILE' };
const STORE = { name: 'store', value: 'DIR', help: 'the guard store (default $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard)' };
const STORE_SERVER = { name: 'server', short: 's', value: 'NAME', help: 'the server in the store (needed when the store holds several)' };
/** The end of a usage form for an inline server: its command line, or --url and what goes with it. */
const INLINE_SERVER_FORM = '(-- <command> [args...] | {url} [{header}]... [{transport}])';
/** An inline --url server's OAuth entry (docs/configuration.md#oauth): secrets by variable name only, never a value. */
const OAUTH_OPTIONS = [
    { name: 'oauth-client-id', value: 'ID', help: 'for --url behind OAuth: the registered client id (oauth.clientId)' },
    { name: 'oauth-client-secret-env', value: 'VAR', help: 'for --url: the environment variable holding the client secret (oauth.clientSecretEnv)' },
    { name: 'oauth-private-key-env', value: 'VAR', help: 'for --url: the environment variable holding a PEM key for private_key_jwt (oauth.privateKeyEnv)' },
    { name: 'oauth-signing-algorithm', value: 'ALG', help: 'for --url: the private key\'s JWS algorithm (oauth.signingAlgorithm, default RS256)' },
    { name: 'oauth-scope', value: 'SCOPE', help: 'for --url: the scope to ask for (oauth.scope)' },
    { name: 'oauth-grant', value: 'GRANT', choices: ['client_credentials', 'authorization_code'], help: 'for --url: oauth.grant' },
];
/** A server given on the command line instead of from the config: --url with its header and transport, and its name. */
function inlineServer(what) {
    return [{ ...URL, help: `${what} an HTTP server instead of a command after --` }, HEADER, ...OAUTH_OPTIONS, TRANSPORT, NAME];
}
/** How a signed release is checked (verify --registry, guard --approved registry:NAME@VERSION). */
const SIGNED_RELEASE = [
    { name: 'registry-url', value: 'URL', help: 'the registry (default https://registry.modelcontextprotocol.io)' },
    { name: 'server-json', value: 'FILE', help: 'verify against this server.json instead of the registry' },
    { name: 'bundle', value: 'FILE', help: "the release's Sigstore bundle (default: the location the entry's pointer gives)" },
    { name: 'trusted-root', value: 'FILE', help: "the Sigstore trusted root (trusted_root.json) that certificates and logs are checked against; nothing is fetched without it, and a certificate-signed release is refused" },
    { name: 'public-key', value: 'FILE', help: "the maintainer's PEM public key, for a release signed with a key" },
    { name: 'npm-registry', value: 'URL', help: "where to read the npm package's record (default: the entry's registryBaseUrl)" },
    { name: 'pypi-registry', value: 'URL', help: "where to read the PyPI file's record and PEP 740 provenance (default: the entry's registryBaseUrl, else https://pypi.org)" },
    { name: 'artifact', value: 'FILE', help: 'the released file you hold (an MCPB bundle, a wheel), hashed and compared with the entry and the signed subject' },
    { name: 'fetch-artifact', help: "allow downloading the file the entry names (an MCPB's identifier URL) to hash it; without it or --artifact an MCPB release fails closed" },
    { name: 'require-provenance', help: "refuse a package that carries no provenance of its own (npm provenance, PEP 740)" },
    { name: 'signer-workflow', value: 'GLOB', help: 'only this signing workflow (e.g. https://github.com/o/r/.github/workflows/release.yml@refs/tags/*)' },
    { name: 'signer-ref', value: 'GLOB', help: 'only releases signed from this ref (e.g. refs/tags/v*)' },
];


/***/ }),

/***/ 62208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c6: () => (/* binding */ fails),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   kU: () => (/* binding */ atOrAbove)
/* harmony export */ });
const FAIL_ON = ['breaking', 'review', 'safe', 'none'];
const RANK = { breaking: 3, review: 2, safe: 1 };
function atOrAbove(severity, threshold) {
    return threshold !== 'none' && RANK[severity] >= RANK[threshold];
}
function fails(summary, threshold) {
    return Object.keys(RANK).some((s) => summary[s] > 0 && atOrAbove(s, threshold));
}


/***/ }),

/***/ 89990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean": the nearest known name to a mistyped one (options, commands, rule ids).
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diag = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const up = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
            diag = up;
        }
    }
    return row[b.length];
}
/** The closest candidate within `maxEdits` edits (or one that starts with what was typed), if any. */
function closest(typed, candidates, maxEdits = 2) {
    let best;
    let bestScore = Infinity;
    for (const c of candidates) {
        const d = typed.length >= 3 && c.startsWith(typed) ? 0.5 : distance(typed, c);
        if (d < bestScore)
            [best, bestScore] = [c, d];
    }
    return bestScore <= maxEdits ? best : undefined;
}


/***/ }),

/***/ 20217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wq: () => (/* binding */ HOST_NAMES),
/* harmony export */   kZ: () => (/* binding */ HOSTS),
/* harmony export */   nj: () => (/* binding */ hostByName),
/* harmony export */   nr: () => (/* binding */ HOST_CHECKS),
/* harmony export */   uy: () => (/* binding */ isHostName)
/* harmony export */ });
// Host profiles as data: what each model host (or listing) refuses in a tool definition, one row per check, each with
// the documentation it comes from and when that was read. A host that changes its rules is one edit here; the walkers
// that find the offending keyword live in checks.ts, keyed by the row's `test`.
/** The hosts a repository can ship to (`hosts` in the config). */
const HOST_NAMES = ['anthropic', 'openai', 'openai-strict', 'gemini', 'claude-directory', 'mcp-http'];
const READ = '2026-12-06';
const ANTHROPIC_DOCS = 'https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use';
const OPENAI_DOCS = 'https://platform.openai.com/docs/guides/function-calling';
const OPENAI_STRICT = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
/**
 * OpenAI's guide does not say that an array needs `items`; the API refuses one without it, in its own words ("Invalid
 * schema for function 'filesystem_read_multiple_files': In context=('properties', 'paths'), array schema missing
 * items.", code invalid_function_parameters), quoted from the request this pull request fixed.
 */
const OPENAI_ARRAY_ITEMS = 'https://github.com/sigoden/aichat/pull/1049';
/** The 2026-07-28 tools page lists the x-mcp-header constraints, the safe integer range among them. */
const HEADERS_TOOLS = 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#x-mcp-header';
const GEMINI_DOCS = 'https://ai.google.dev/api/caching#Schema';
const GEMINI_DECL = 'https://ai.google.dev/api/caching#FunctionDeclaration';
const DIRECTORY = 'https://claude.com/docs/connectors/building/review-criteria';
const HEADERS = 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#custom-headers-from-tool-parameters';
const HOSTS = [
    {
        name: 'anthropic',
        title: 'Anthropic Messages API',
        wholeRequest: true,
        byDefault: true,
        why: 'every MCP client on Claude sends the tool list as-is; one refused tool is a 400 for the whole request',
    },
    {
        name: 'openai',
        title: 'OpenAI function calling',
        wholeRequest: true,
        byDefault: true,
        why: 'the non-strict form every client sends; one refused tool is a 400 for the whole request',
    },
    {
        name: 'openai-strict',
        title: 'OpenAI function calling, strict',
        wholeRequest: true,
        byDefault: false,
        why: 'strict is a client opt-in, and most MCP tools (optional properties) are not strict; name it when your client sends strict: true',
    },
    {
        name: 'gemini',
        title: 'Gemini function declarations (parameters)',
        wholeRequest: true,
        byDefault: false,
        why: "the OpenAPI subset of `parameters` refuses `$schema` and `additionalProperties`, which every TypeScript SDK tool carries; clients that send `parametersJsonSchema` are not bound by it, so name it when yours sends `parameters`",
    },
    {
        name: 'claude-directory',
        title: 'Claude connectors directory',
        wholeRequest: false,
        byDefault: false,
        why: 'a listing review, not a session failure; name it when the server is (or will be) listed',
    },
    {
        name: 'mcp-http',
        title: 'MCP 2026-07-28 HTTP clients (x-mcp-header)',
        wholeRequest: false,
        byDefault: true,
        why: 'conforming Streamable HTTP clients drop a tool whose x-mcp-header is invalid, with a log line only',
    },
];
/** The OpenAPI 3.0 subset Gemini's Schema object has; every other field is an unknown-name 400. */
const GEMINI_SCHEMA_FIELDS = [
    'type', 'format', 'title', 'description', 'nullable', 'enum', 'maxItems', 'minItems', 'properties', 'required', 'minProperties',
    'maxProperties', 'minLength', 'maxLength', 'pattern', 'example', 'anyOf', 'propertyOrdering', 'default', 'items', 'minimum', 'maximum',
];
/** Keywords strict mode documents as unsupported. */
const OPENAI_STRICT_UNSUPPORTED = [
    'allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'patternProperties', 'unevaluatedProperties',
    'propertyNames', 'minProperties', 'maxProperties', 'unevaluatedItems', 'contains', 'minContains', 'maxContains', 'uniqueItems',
];
const HOST_CHECKS = [
    // ------------------------------------------------------------ Anthropic Messages API
    {
        id: 'anthropic-tool-name',
        host: 'anthropic',
        rejects: 'a tool name outside ^[a-zA-Z0-9_-]{1,64}$',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^[a-zA-Z0-9_-]{1,64}$',
        source: ANTHROPIC_DOCS,
        read: READ,
    },
    {
        id: 'anthropic-top-level-combinator',
        host: 'anthropic',
        rejects: 'oneOf, allOf or anyOf at the top level of input_schema',
        pointer: '/inputSchema/anyOf',
        test: 'top-level-combinator',
        keywords: ['oneOf', 'allOf', 'anyOf'],
        source: ANTHROPIC_DOCS,
        read: READ,
    },
    {
        id: 'anthropic-input-schema-object',
        host: 'anthropic',
        rejects: 'an input_schema whose type is not "object"',
        pointer: '/inputSchema/type',
        test: 'top-level-object',
        source: ANTHROPIC_DOCS,
        read: READ,
    },
    // ------------------------------------------------------------ OpenAI function calling
    {
        id: 'openai-function-name',
        host: 'openai',
        rejects: 'a function name outside a-z, A-Z, 0-9, underscores and dashes, or longer than 64',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^[a-zA-Z0-9_-]{1,64}$',
        source: OPENAI_DOCS,
        read: READ,
    },
    {
        id: 'openai-parameters-object',
        host: 'openai',
        rejects: 'parameters that are not a JSON Schema of type "object"',
        pointer: '/inputSchema/type',
        test: 'top-level-object',
        source: OPENAI_DOCS,
        read: READ,
    },
    {
        id: 'openai-top-level-combinator',
        host: 'openai',
        rejects: 'oneOf, anyOf, allOf, enum or not at the top level of parameters',
        pointer: '/inputSchema/anyOf',
        test: 'top-level-combinator',
        keywords: ['oneOf', 'anyOf', 'allOf', 'enum', 'not'],
        source: OPENAI_DOCS,
        read: READ,
    },
    {
        id: 'openai-array-items',
        host: 'openai',
        rejects: 'an array schema without items (the API\'s error: "array schema missing items"; the guide does not say so)',
        pointer: '*/items',
        test: 'array-items',
        source: OPENAI_ARRAY_ITEMS,
        read: READ,
    },
    // ------------------------------------------------------------ OpenAI strict
    {
        id: 'openai-strict-closed-objects',
        host: 'openai-strict',
        rejects: 'an object schema without additionalProperties: false',
        pointer: '*/additionalProperties',
        test: 'strict-closed-objects',
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-all-required',
        host: 'openai-strict',
        rejects: 'a property not listed in required (optional ones are written as a type union with null)',
        pointer: '*/required',
        test: 'strict-all-required',
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-keyword',
        host: 'openai-strict',
        rejects: `a keyword strict mode does not support (${OPENAI_STRICT_UNSUPPORTED.join(', ')}), or anyOf at the root`,
        pointer: '*/KEYWORD',
        test: 'keyword-denylist',
        keywords: OPENAI_STRICT_UNSUPPORTED,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-top-level-combinator',
        host: 'openai-strict',
        rejects: 'anyOf at the root of parameters',
        pointer: '/inputSchema/anyOf',
        test: 'top-level-combinator',
        keywords: ['anyOf', 'oneOf'],
        source: OPENAI_STRICT,
        read: READ,
    },
    // The size limits of the guide's "Supported schemas" (OPENAI_STRICT, read 2026-12-06): "A schema may have up to 5000
    // object properties total, with up to 10 levels of nesting."; "total string length of all property names, definition
    // names, enum values, and const values cannot exceed 120,000 characters"; "up to 1000 enum values across all enum
    // properties"; "For a single enum property with string values, the total string length of all enum values cannot
    // exceed 15,000 characters when there are more than 250 enum values." Where the guide leaves the measure open (what a
    // level is) the lenient reading is taken, so a tool flagged is over by every reading.
    {
        id: 'openai-strict-nesting-depth',
        host: 'openai-strict',
        rejects: 'object schemas nested more than 10 levels below the root of parameters (arrays and anyOf not counted)',
        pointer: '*',
        test: 'strict-nesting',
        limit: 10,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-property-count',
        host: 'openai-strict',
        rejects: 'more than 5,000 object properties in one schema',
        pointer: '*/properties',
        test: 'strict-property-count',
        limit: 5000,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-string-size',
        host: 'openai-strict',
        rejects: 'property names, definition names and string enum and const values over 120,000 characters in one schema',
        pointer: '*',
        test: 'strict-string-size',
        limit: 120_000,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-enum-count',
        host: 'openai-strict',
        rejects: 'more than 1,000 enum values across one schema',
        pointer: '*/enum',
        test: 'strict-enum-count',
        limit: 1000,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-enum-size',
        host: 'openai-strict',
        rejects: 'a string enum of more than 250 values whose values total over 15,000 characters',
        pointer: '*/enum',
        test: 'strict-enum-size',
        limit: 15_000,
        source: OPENAI_STRICT,
        read: READ,
    },
    // ------------------------------------------------------------ Gemini
    {
        id: 'gemini-function-name',
        host: 'gemini',
        rejects: 'a function name not starting with a letter or underscore, outside a-z, A-Z, 0-9, _ . : -, or longer than 64',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$',
        source: GEMINI_DECL,
        read: READ,
    },
    {
        id: 'gemini-schema-field',
        host: 'gemini',
        rejects: `a schema field outside the OpenAPI subset Gemini's Schema has (${GEMINI_SCHEMA_FIELDS.join(', ')})`,
        pointer: '*/KEYWORD',
        test: 'keyword-allowlist',
        keywords: GEMINI_SCHEMA_FIELDS,
        source: GEMINI_DOCS,
        read: READ,
    },
    // ------------------------------------------------------------ Claude connectors directory
    {
        id: 'directory-tool-name-length',
        host: 'claude-directory',
        rejects: 'a tool name longer than 64 characters',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^.{1,64}$',
        source: DIRECTORY,
        read: READ,
    },
    {
        id: 'directory-tool-title',
        host: 'claude-directory',
        rejects: 'a tool without a title (title or annotations.title)',
        pointer: '/annotations/title',
        test: 'annotation-title',
        source: DIRECTORY,
        read: READ,
    },
    {
        id: 'directory-tool-hints',
        host: 'claude-directory',
        rejects: 'a tool with neither readOnlyHint nor destructiveHint',
        pointer: '/annotations/readOnlyHint',
        test: 'annotation-hints',
        source: DIRECTORY,
        read: READ,
    },
    // ------------------------------------------------------------ MCP 2026-07-28 x-mcp-header
    {
        id: 'mcp-header-token',
        host: 'mcp-http',
        rejects: 'an x-mcp-header value that is empty or not an HTTP field-name token (RFC 9110 tchar)',
        pointer: '*/x-mcp-header',
        test: 'header-token',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-unique',
        host: 'mcp-http',
        rejects: 'an x-mcp-header value used twice in one inputSchema (compared case-insensitively)',
        pointer: '*/x-mcp-header',
        test: 'header-unique',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-primitive',
        host: 'mcp-http',
        rejects: 'an x-mcp-header on a property whose type is not string, integer or boolean (number is not permitted)',
        pointer: '*/x-mcp-header',
        test: 'header-primitive',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-reachable',
        host: 'mcp-http',
        rejects: 'an x-mcp-header outside a chain of properties from the root of inputSchema (under items, anyOf, $defs, ...)',
        pointer: '*/x-mcp-header',
        test: 'header-reachable',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-safe-integer',
        host: 'mcp-http',
        rejects: 'an x-mcp-header on an integer property that declares a value (const, default, enum, examples, a bound) outside -(2^53-1) to 2^53-1',
        pointer: '*/maximum',
        test: 'header-safe-integer',
        source: HEADERS_TOOLS,
        read: READ,
    },
];
const hostByName = (name) => HOSTS.find((h) => h.name === name);
function isHostName(name) {
    return HOST_NAMES.includes(name);
}


/***/ }),

/***/ 57789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gw: () => (/* binding */ jsonBlock),
/* harmony export */   Rb: () => (/* binding */ describeInvisible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   oi: () => (/* binding */ safeJson),
/* harmony export */   tn: () => (/* binding */ escapeCode),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports DEFAULT_INLINE_MAX, codeFence */
// Server- and PR-controlled text is untrusted: once placed in a PR comment it must render as inert, visible text.
/** Characters a reviewer cannot see but that change what a name means or how text reads. */
const INVISIBLE_NAMES = new Map([
    [0x00ad, 'soft hyphen'],
    [0x061c, 'arabic letter mark'],
    [0x115f, 'hangul choseong filler'],
    [0x1160, 'hangul jungseong filler'],
    [0x180e, 'mongolian vowel separator'],
    [0x200b, 'zero width space'],
    [0x200c, 'zero width non-joiner'],
    [0x200d, 'zero width joiner'],
    [0x200e, 'left-to-right mark'],
    [0x200f, 'right-to-left mark'],
    [0x2028, 'line separator'],
    [0x2029, 'paragraph separator'],
    [0x202a, 'left-to-right embedding'],
    [0x202b, 'right-to-left embedding'],
    [0x202c, 'pop directional formatting'],
    [0x202d, 'left-to-right override'],
    [0x202e, 'right-to-left override'],
    [0x2060, 'word joiner'],
    [0x2061, 'function application'],
    [0x2062, 'invisible times'],
    [0x2063, 'invisible separator'],
    [0x2064, 'invisible plus'],
    [0x2066, 'left-to-right isolate'],
    [0x2067, 'right-to-left isolate'],
    [0x2068, 'first strong isolate'],
    [0x2069, 'pop directional isolate'],
    [0x3164, 'hangul filler'],
    [0xfeff, 'zero width no-break space'],
    [0xffa0, 'halfwidth hangul filler'],
]);
function invisibleName(cp) {
    const named = INVISIBLE_NAMES.get(cp);
    if (named !== undefined)
        return named;
    if (cp < 0x20 || cp === 0x7f)
        return 'control character';
    if (cp >= 0x80 && cp <= 0x9f)
        return 'control character';
    // Tag characters smuggle ASCII text that no font draws.
    if (cp >= 0xe0000 && cp <= 0xe007f)
        return 'tag character';
    if (cp >= 0xe0100 && cp <= 0xe01ef)
        return 'variation selector';
    if (cp >= 0xfe00 && cp <= 0xfe0f)
        return 'variation selector';
    return undefined;
}
function hex(cp) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Whitespace a reader sees (or that is ordinary layout in a description). */
const ORDINARY_WHITESPACE = new Set([0x09, 0x0a, 0x0d]);
/**
 * Lists the invisible characters in `text`, one entry per distinct character, e.g. `U+202E (right-to-left override)`.
 * Tabs and newlines are ordinary layout and are not listed.
 */
function describeInvisible(text) {
    const seen = new Set();
    const out = [];
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ORDINARY_WHITESPACE.has(cp) || seen.has(cp))
            continue;
        const name = invisibleName(cp);
        if (name === undefined)
            continue;
        seen.add(cp);
        out.push(`${hex(cp)} (${name})`);
    }
    return out;
}
/** Replaces each invisible character with a visible `\u27e8U+XXXX\u27e9` token; newlines and tabs are kept. */
function revealInvisible(text) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `\u27e8${hex(cp)}\u27e9` : ch;
    }
    return out;
}
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
function truncate(text, max) {
    // No more code points than UTF-16 units: short text is kept without walking it, long text walked up to the cut only.
    if (text.length <= max)
        return text;
    const keep = Math.max(0, max - 1);
    let count = 0;
    let cut = 0;
    for (const ch of text) {
        if (++count > max)
            break;
        if (count <= keep)
            cut += ch.length;
    }
    return count <= max ? text : `${text.slice(0, cut)}\u2026`;
}
const ZWSP = '\u200b';
/** Punctuation that means something to markdown, GFM tables, math or HTML anywhere in a line: numeric entities. */
const ENTITY_CHARS = new Set('\\`*_[]#!|<>&"\'~$'.split(''));
/** Characters that only mean something at the start of a line (lists, headings, setext underlines, quotes). */
const LINE_START_CHARS = new Set('-+=.)'.split(''));
const DEFAULT_INLINE_MAX = 200;
/** Code longer than this may break after `/`; shorter code never widens a table much and stays searchable. */
const WRAP_AT = 40;
/**
 * Makes untrusted text safe inside a markdown paragraph, table cell or HTML element of a PR comment:
 * one line, invisible characters made visible, truncated, no links, images, HTML, mentions, issue references,
 * emphasis, code spans or table breaks, and no way to forge this tool's hidden comment markers.
 */
function escapeInline(text, max = DEFAULT_INLINE_MAX) {
    return entities(pingBreaks(clean(text, max)));
}
/**
 * Untrusted text as an inline `<code>` element, for names, refs and pointers a reader may copy: GitHub makes no
 * mentions or issue references inside code, so no zero-width space is needed there (only after `@`, which the email
 * autolinker still reads), and link schemes are entity-escaped (decoded when read and copied, never a link).
 * Long code may break after `/`, `_`, `.`, `:` and `-` (`<wbr>`), so a long name, pointer or URI wraps instead of
 * widening the table; the break copies as nothing.
 */
function escapeCode(text, max = DEFAULT_INLINE_MAX) {
    const body = entities(clean(text, max).replace(/@/g, `@${ZWSP}`));
    return `<code>${body.length > WRAP_AT ? body.replace(/(\/|&#95;|[.:-])/g, '$1<wbr>') : body}</code>`;
}
function clean(text, max) {
    const s = revealInvisible(String(text).replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim());
    return truncate(s, max);
}
/**
 * GitHub turns mentions and issue references into pings and cross-references after markdown is rendered, so
 * entities alone do not stop them: a zero-width space after the trigger character breaks the pattern while the text
 * reads the same.
 */
function pingBreaks(s) {
    return s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9A-Za-z])/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function entities(s) {
    let out = '';
    // A list marker only works at the start of a line: `- x`, `+ x`, `1. x`, `1) x`, or a setext `===`.
    const lead = /^\d*/.exec(s)?.[0].length ?? 0;
    let i = 0;
    // Links in comments are found while parsing only: `http&#58;//` and `www&#46;` are never linked, and copy as typed.
    const linkAt = new Set();
    for (const m of s.matchAll(/:\/\/|\bwww\./gi))
        linkAt.add((m.index ?? 0) + (m[0] === '://' ? 0 : 3));
    for (const ch of s) {
        const atStart = i === lead && LINE_START_CHARS.has(ch);
        out += ENTITY_CHARS.has(ch) || atStart || linkAt.has(i) ? `&#${ch.charCodeAt(0)};` : ch;
        i += ch.length;
    }
    return out;
}
/** Text safe inside a fenced code block: no forged markers, invisible characters made visible. */
function neutralizeCode(text) {
    return revealInvisible(text).replace(/<!--/g, `<!${ZWSP}--`);
}
/** A fence longer than any backtick run inside, so the content can never close the block early. */
function codeFence(text) {
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/** A fenced code block holding untrusted text. `lang` is ours (trusted). */
function codeBlock(text, lang = '') {
    const body = neutralizeCode(text.replace(/\r\n?/g, '\n'));
    const fence = codeFence(body);
    return `${fence}${lang}\n${body}\n${fence}`;
}
/**
 * Pretty JSON whose meaning is unchanged but which can hold no markup: `<`, `>`, `&` and invisible characters
 * (which only occur inside JSON strings) are written as `\uXXXX` escapes.
 */
function safeJson(value) {
    const text = JSON.stringify(value, null, 2) ?? 'undefined';
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === '<' || ch === '>' || ch === '&' || (cp !== 0x0a && invisibleName(cp) !== undefined)) {
            // Astral characters become a surrogate pair of escapes, which JSON.parse reads back as the same character.
            for (let i = 0; i < ch.length; i++)
                out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
        }
        else
            out += ch;
    }
    return out;
}
/** A fenced ```json block of `value`. */
function jsonBlock(value) {
    const text = safeJson(value);
    const fence = codeFence(text);
    return `${fence}json\n${text}\n${fence}`;
}
/**
 * A table cell's markdown: GFM splits cells on `|` even inside code spans, so each is written `\|` (read back as `|`
 * inside a code span). Outside code spans escapeInline already wrote pipes as entities.
 */
function tableCell(markdown) {
    return markdown.replace(/\|/g, '\\|');
}
/** A single-line code span for untrusted text (inside a table, pass the cell through tableCell). */
function codeSpan(text, max = DEFAULT_INLINE_MAX) {
    const body = neutralizeCode(truncate(text.replace(/[\r\n]+/g, ' '), max));
    let longest = 0;
    for (const m of body.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body.startsWith(' ') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}


/***/ }),

/***/ 71518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ cleanTerminal)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57789);
// Untrusted text for a terminal, apart from the report renderer: the CLI's entry path needs only this, and importing
// text.ts would load the rule registry and the fingerprint code (node:crypto) before every command (issue 21).

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `\u27e8U+XXXX\u27e9`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .revealInvisible */ .hR)(stripped), max);
}


/***/ })

};
