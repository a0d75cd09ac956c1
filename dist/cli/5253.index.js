export const id = 5253;
export const ids = [5253];
export const modules = {

/***/ 61114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ summarizeSources),
/* harmony export */   Ni: () => (/* binding */ nextSource),
/* harmony export */   fO: () => (/* binding */ newerWords),
/* harmony export */   v8: () => (/* binding */ baselineWords)
/* harmony export */ });
// Where a server's approvals came from (issue 54 item 5): the guard's baseline (a verified signed release, or a
// snapshot captured from the server itself, which is trust on first use), a person's `approve`, or a policy's
// `follow`. The baseline's source is written into the store and signed with it (guard/store.ts), so editing the file
// cannot turn a first-use snapshot into a "signed release". Pure: the guard and status feed it the store and `now`.
/**
 * The source a guard starting now records: a first-use snapshot keeps the date it was first used. A signed release is
 * this start's verification whole (a newer release found by an earlier start and not found now is not carried).
 */
function nextSource(previous, current) {
    if (current.kind === 'first-use' && previous?.kind === 'first-use' && previous.snapshot === current.snapshot)
        return { ...current, since: previous.since };
    return current;
}
function summarizeSources(store) {
    const out = { fromBaseline: 0, byPerson: 0, followed: 0, ...(store.source ? { baseline: store.source } : {}) };
    for (const r of Object.values(store.capabilities)) {
        if (r.state !== 'approved')
            continue;
        if (!r.approval)
            out.fromBaseline++;
        else if (r.approval.by === 'follow')
            out.followed++;
        else {
            out.byPerson++;
            if (!out.lastPerson || r.approval.at > out.lastPerson.at)
                out.lastPerson = { at: r.approval.at, ...(r.approval.who ? { who: r.approval.who } : {}) };
        }
    }
    return out;
}
/** The baseline in words (plain text: callers escape it for their medium). */
function baselineWords(source) {
    if (!source)
        return 'a source not recorded (a store written before sources were recorded, or a source written without the store key, which is ignored)';
    if (source.kind === 'refused-release')
        return `a signed release that did not verify, so nothing: ${source.release} (${source.reason}; checked ${source.at})`;
    if (source.kind === 'first-use')
        return `first use: the approved snapshot ${source.snapshot}, captured from the server and signed by nobody (used since ${source.since})`;
    return `a verified signed release: ${source.release} from ${source.registry}, signed by ${source.signer}, statement ${source.statementDigest.slice(0, 19)}\u2026 (verified ${source.verifiedAt})`;
}
/** "a newer verified release ... is listed" when there is one. */
function newerWords(source) {
    if (source?.kind !== 'signed-release' || !source.newer)
        return undefined;
    const n = source.newer;
    return `a newer release, ${n.version}, is listed and its statement verified (signed by ${n.signer}, statement ${n.statementDigest.slice(0, 19)}\u2026, checked ${n.checkedAt}); the guard serves ${source.release.slice(source.release.lastIndexOf('@') + 1)} and does not approve it by itself`;
}


/***/ }),

/***/ 78731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PN: () => (/* binding */ initializeParams),
/* harmony export */   eK: () => (/* binding */ isInitializeRequest),
/* harmony export */   zk: () => (/* binding */ baseInitializeResult)
/* harmony export */ });
/* unused harmony exports INITIALIZE_VERSIONS, INVALID_PARAMS, negotiatedVersion */
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89352);

/** The versions the SDK 1.x Server answers initialize with, newest first (its SUPPORTED_PROTOCOL_VERSIONS). */
const INITIALIZE_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
const INVALID_PARAMS = -32602;
/** The client's version when the guard speaks it, else the newest the guard speaks (the client then decides). */
function negotiatedVersion(requested) {
    return INITIALIZE_VERSIONS.includes(requested) ? requested : INITIALIZE_VERSIONS[0];
}
function initializeProblem(params) {
    if (!(0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params))
        return 'params must be an object';
    if (typeof params.protocolVersion !== 'string')
        return 'params.protocolVersion must be a string';
    const info = params.clientInfo;
    if (!(0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(info) || typeof info.name !== 'string' || typeof info.version !== 'string')
        return 'params.clientInfo must have a string name and version';
    if (params.capabilities !== undefined && !(0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params.capabilities))
        return 'params.capabilities must be an object';
    return undefined;
}
/** The params of an initialize request, checked by hand; a malformed one is "invalid params" with the reason. */
function initializeParams(params) {
    const problem = initializeProblem(params);
    if (problem)
        throw new _wire_js__WEBPACK_IMPORTED_MODULE_0__/* .WireError */ .cC(INVALID_PARAMS, `Invalid initialize request: ${problem}`);
    const p = params;
    return { ...p, capabilities: (0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(p.capabilities) ? p.capabilities : {} };
}
/** Whether an HTTP body opens a session: an initialize request whose params hold (the SDK's isInitializeRequest). */
function isInitializeRequest(body) {
    return (0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(body) && body.jsonrpc === '2.0' && body.method === 'initialize' && (typeof body.id === 'string' || typeof body.id === 'number') && initializeProblem(body.params) === undefined;
}
/** What the guard says of itself before the upstream's answer is laid over it (face.ts). */
function baseInitializeResult(params, version) {
    return { protocolVersion: negotiatedVersion(params.protocolVersion), capabilities: {}, serverInfo: { name: 'mcp-contract-guard', version } };
}


/***/ }),

/***/ 42030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ LISTEN_METHOD),
/* harmony export */   EA: () => (/* binding */ isListenEnvelope),
/* harmony export */   G3: () => (/* binding */ accepts),
/* harmony export */   Nl: () => (/* binding */ listenUpstream),
/* harmony export */   UK: () => (/* binding */ listenClosed),
/* harmony export */   _B: () => (/* binding */ upstreamFilter),
/* harmony export */   bD: () => (/* binding */ ACKNOWLEDGED),
/* harmony export */   gJ: () => (/* binding */ honoredFilter),
/* harmony export */   py: () => (/* binding */ stamped)
/* harmony export */ });
/* unused harmony exports SUBSCRIPTION_ID_KEY, UPSTREAM_LISTEN_ID */
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89352);

const LISTEN_METHOD = 'subscriptions/listen';
const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';
const SUBSCRIPTION_ID_KEY = 'io.modelcontextprotocol/subscriptionId';
/** The upstream listen request's id: a string, so the SDK Client (whose ids are numbers) never mistakes its answer. */
const UPSTREAM_LISTEN_ID = 'mcp-contract-guard:listen';
const FILTER_BY_METHOD = {
    'notifications/tools/list_changed': 'toolsListChanged',
    'notifications/prompts/list_changed': 'promptsListChanged',
    'notifications/resources/list_changed': 'resourcesListChanged',
};
const CAPABILITY_BY_FILTER = { toolsListChanged: 'tools', promptsListChanged: 'prompts', resourcesListChanged: 'resources' };
/** The list-change filter a modern upstream offers (its discover capabilities), or undefined when it offers none. */
function upstreamFilter(session) {
    if (session.era !== 'modern')
        return undefined;
    const caps = session.discover?.capabilities ?? {};
    const filter = {};
    for (const [field, cap] of Object.entries(CAPABILITY_BY_FILTER)) {
        const c = caps[cap];
        if ((0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(c) && c.listChanged === true)
            filter[field] = true;
    }
    return Object.keys(filter).length > 0 ? filter : undefined;
}
/**
 * Opens the listen stream on the upstream's own transport (on HTTP the answer is an event stream the transport reads
 * until the session closes). Its acknowledgement and closing answer are taken off the wire by `isListenEnvelope`;
 * the list changes it carries reach the session's notification handler like 2025-era ones.
 */
async function listenUpstream(session, filter, envelope) {
    await session.transport.send({ jsonrpc: '2.0', id: UPSTREAM_LISTEN_ID, method: LISTEN_METHOD, params: { _meta: envelope, notifications: filter } });
}
/** The listen stream's own traffic (acknowledgement, its answer), which is for the guard and never passed on. */
function isListenEnvelope(m) {
    return m.id === UPSTREAM_LISTEN_ID || (m.id === undefined && m.method === ACKNOWLEDGED);
}
/** What the guard honors of a client's filter: the three list changes it announces (never resource updates). */
function honoredFilter(params) {
    const asked = (0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params) && (0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params.notifications) ? params.notifications : {};
    const out = {};
    for (const field of Object.values(FILTER_BY_METHOD))
        if (asked[field] === true)
            out[field] = true;
    return out;
}
function accepts(filter, method) {
    const field = FILTER_BY_METHOD[method];
    return field !== undefined && filter[field] === true;
}
/** A notification on subscription `id`, as the spec stamps it. */
function stamped(method, id, params = {}) {
    const meta = (0,_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params._meta) ? params._meta : {};
    return { method, params: { ...params, _meta: { ...meta, [SUBSCRIPTION_ID_KEY]: id } } };
}
/** The answer that ends a subscription gracefully (the guard is closing). */
function listenClosed(id) {
    return { resultType: 'complete', _meta: { [SUBSCRIPTION_ID_KEY]: id } };
}


/***/ }),

/***/ 31138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ withoutEnvelope),
/* harmony export */   CR: () => (/* binding */ GUARD_VERSIONS),
/* harmony export */   Cd: () => (/* binding */ modernEnvelope),
/* harmony export */   FA: () => (/* binding */ paramRejection),
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   P4: () => (/* binding */ modernResult),
/* harmony export */   Wg: () => (/* binding */ modernError),
/* harmony export */   Xh: () => (/* binding */ rpcId),
/* harmony export */   fL: () => (/* binding */ modernRejection),
/* harmony export */   j$: () => (/* binding */ MODERN_VERSION),
/* harmony export */   pU: () => (/* binding */ hasEnvelopeClaim),
/* harmony export */   s_: () => (/* binding */ httpStatusOf)
/* harmony export */ });
/* unused harmony exports HEADER_MISMATCH_CODE, MISSING_CLIENT_CAPABILITY_CODE */
/* harmony import */ var _capture_param_headers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92752);

const MODERN_VERSION = '2026-07-28';
const META = {
    protocolVersion: 'io.modelcontextprotocol/protocolVersion',
    clientInfo: 'io.modelcontextprotocol/clientInfo',
    clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
    serverInfo: 'io.modelcontextprotocol/serverInfo',
};
/** The versions the guard answers in `server/discover`: the modern one, and the 2025 ones through initialize. */
const GUARD_VERSIONS = [MODERN_VERSION, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
/** Results the revision makes cacheable (SEP-2549): they must carry `ttlMs` and `cacheScope`. */
const CACHEABLE = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read', 'server/discover']);
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The envelope of a modern request, or undefined for a 2025-era one. */
function modernEnvelope(params) {
    const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
    const version = meta?.[META.protocolVersion];
    if (typeof version !== 'string')
        return undefined;
    const info = isObject(meta?.[META.clientInfo]) ? meta[META.clientInfo] : {};
    const caps = isObject(meta?.[META.clientCapabilities]) ? meta[META.clientCapabilities] : {};
    return { version, client: { name: typeof info.name === 'string' ? info.name : 'unknown', version: typeof info.version === 'string' ? info.version : '0', capabilities: caps } };
}
/**
 * params without the envelope: the upstream session speaks its own era and adds its own. The caller's client
 * capabilities stay: a 2026-07-28 server decides per request what it may ask of the client (SEP-2322: an input-required
 * result asks only for what the caller declared; -32021 when a capability it needs is missing), and the caller, not
 * the guard, is who answers (the upstream client puts them in its envelope, or drops them for a 2025 server).
 */
function withoutEnvelope(params) {
    if (!params || !isObject(params._meta))
        return params;
    const meta = {};
    for (const [k, v] of Object.entries(params._meta))
        if (!k.startsWith('io.modelcontextprotocol/') || (k === META.clientCapabilities && isObject(v)))
            meta[k] = v;
    const out = { ...params };
    if (Object.keys(meta).length)
        out._meta = meta;
    else
        delete out._meta;
    return out;
}
/**
 * A result as a modern client expects it: `resultType`, and on lists and resource reads cache hints that forbid
 * caching (the guard's publication may change at any moment, and what it publishes is for this caller only).
 */
function modernResult(method, result) {
    const out = { ...result, resultType: typeof result.resultType === 'string' ? result.resultType : 'complete' };
    if (CACHEABLE.has(method)) {
        out.ttlMs = 0;
        out.cacheScope = 'private';
    }
    return out;
}
/** 2026-07-28 error codes: a header that disagrees with the body, and a client capability the request needs. */
const HEADER_MISMATCH_CODE = -32020;
const MISSING_CLIENT_CAPABILITY_CODE = -32021;
const UNSUPPORTED_VERSION = -32022;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
/** 2025-era methods the revision removed: a modern client asking for one is told the method does not exist. */
const REMOVED = new Set(['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']);
/** Whether params claim the modern revision at all (any envelope key), right or broken. */
function hasEnvelopeClaim(params) {
    const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
    return meta !== undefined && Object.keys(meta).some((k) => k === META.protocolVersion || k === META.clientCapabilities || k === META.clientInfo);
}
/** A JSON-RPC id as it is echoed in an answer: the request's own, or null when it has none usable. */
function rpcId(id) {
    return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}
/** A standard header's value, surrounding whitespace dropped (HTTP allows it); undefined when absent. */
function header(headers, name) {
    const v = headers[name];
    return typeof v === 'string' ? v.trim() : undefined;
}
/** What the Mcp-Name header must repeat (SEP-2243): the tool or prompt name, or the resource URI, of the body. */
function targetOf(body) {
    const params = isObject(body.params) ? body.params : {};
    const value = body.method === 'tools/call' || body.method === 'prompts/get' ? params.name : body.method === 'resources/read' ? params.uri : undefined;
    return typeof value === 'string' ? value : undefined;
}
/**
 * The revision's validation ladder for a request before any method runs, in the SDK's order. The standard headers
 * first (SEP-2243: Mcp-Method always, Mcp-Name where the body names a tool, prompt or resource; present and equal,
 * case included, whitespace around them aside), then the envelope, which must be there and whole (-32602), agree
 * with MCP-Protocol-Version (-32020) and name a version the guard serves (-32022, with what it supports); a method
 * the revision removed does not exist (-32601). Each is an HTTP 400, the last a 404. The guard checks this itself:
 * its upstream never sees the client's headers.
 */
function modernRejection(req, body) {
    const method = header(req.headers, 'mcp-method');
    if (method === undefined)
        return mismatch('a 2026-07-28 request carries the Mcp-Method header');
    if (method !== body.method)
        return mismatch('the Mcp-Method header does not match the request body');
    const target = targetOf(body);
    const name = header(req.headers, 'mcp-name');
    if (target !== undefined && name === undefined)
        return mismatch(`a ${String(body.method)} request carries the Mcp-Name header`);
    if (target !== undefined && (0,_capture_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .headerValueOf */ .EL)(name) !== target)
        return mismatch('the Mcp-Name header does not match the name or URI in the request body');
    const params = body.params;
    const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
    if (!meta)
        return { status: 400, code: INVALID_PARAMS, message: 'Invalid params: a 2026-07-28 request carries _meta with its protocol version and client capabilities' };
    const version = meta[META.protocolVersion];
    if (typeof version !== 'string')
        return { status: 400, code: INVALID_PARAMS, message: `Invalid params: _meta lacks ${META.protocolVersion}` };
    if (!isObject(meta[META.clientCapabilities]))
        return { status: 400, code: INVALID_PARAMS, message: `Invalid params: _meta lacks ${META.clientCapabilities}` };
    if (meta[META.clientInfo] !== undefined && !isObject(meta[META.clientInfo]))
        return { status: 400, code: INVALID_PARAMS, message: `Invalid params: ${META.clientInfo} is not an object` };
    const versionHeader = header(req.headers, 'mcp-protocol-version');
    if (versionHeader !== undefined && versionHeader !== version)
        return mismatch('MCP-Protocol-Version differs from the protocol version in _meta');
    if (version !== MODERN_VERSION)
        return { status: 400, code: UNSUPPORTED_VERSION, message: `Unsupported protocol version: ${version.slice(0, 40)}`, data: { supported: GUARD_VERSIONS, requested: version.slice(0, 40) } };
    if (typeof body.method === 'string' && REMOVED.has(body.method))
        return { status: 404, code: METHOD_NOT_FOUND, message: `Method not found: ${body.method} is not part of protocol revision ${MODERN_VERSION}` };
    return undefined;
}
/**
 * A tools/call whose Mcp-Param-* headers disagree with its arguments (SEP-2243): the tool's inputSchema (`schemaOf`,
 * the one the guard publishes) says which arguments are mirrored. Checked as the server behind would check it, before
 * the call goes on: the guard sends its upstream headers of its own, read from the body.
 */
async function paramRejection(req, body, schemaOf) {
    const params = isObject(body.params) ? body.params : {};
    if (body.method !== 'tools/call' || typeof params.name !== 'string')
        return undefined;
    const why = (0,_capture_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .paramMismatch */ .Mo)((0,_capture_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .mirroredParams */ .lq)(await schemaOf(params.name)), params.arguments, (name) => {
        const v = req.headers[name];
        return typeof v === 'string' ? v : undefined;
    });
    return why === undefined ? undefined : mismatch(why);
}
function mismatch(what) {
    return { status: 400, code: HEADER_MISMATCH_CODE, message: `Header mismatch: ${what}` };
}
/**
 * An error as a modern client must see it: an upstream's bare HTTP 404 for a method it does not serve is
 * method-not-found; a resource that cannot be read names its URI in `data.uri` (SEP-2164), the guard's own refusal too.
 */
function modernError(body, error) {
    if (error.code === 404)
        return { ...error, code: METHOD_NOT_FOUND };
    const uri = isObject(body.params) ? body.params.uri : undefined;
    if (body.method === 'resources/read' && error.code === INVALID_PARAMS && typeof uri === 'string' && (error.data === undefined || (isObject(error.data) && error.data.uri === undefined)))
        return { ...error, data: { ...(isObject(error.data) ? error.data : {}), uri } };
    return error;
}
/** The HTTP status the revision gives an error answer: 404 for an unknown method, 400 for what the client got wrong. */
function httpStatusOf(code) {
    if (code === METHOD_NOT_FOUND)
        return 404;
    if (code === HEADER_MISMATCH_CODE || code === MISSING_CLIENT_CAPABILITY_CODE || code === UNSUPPORTED_VERSION)
        return 400;
    return 200;
}


/***/ }),

/***/ 15253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ openGuard)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/eras.ts
var eras = __webpack_require__(20006);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(48051);
;// CONCATENATED MODULE: ./src/guard/decide.ts
// The guard's one decision, used for every list item and every call: may this definition be published under ref now?
// Everything else in the guard gathers its inputs (a fresh capture, the store, the approved snapshot) or acts on it.

/**
 * undefined when `digest` (a listed item's, computed now; or, for a call, the digest the last capture saw under ref)
 * may be published: approved by the snapshot or by a signed decision in the store, not expired, not rejected.
 */
function decide(ref, digest, rec, fromSnapshot, now) {
    const served = digest ?? (rec?.state === 'approved' ? rec.live?.digest : undefined);
    if (served !== undefined && (0,approval/* approvedDigests */.VR)(rec, fromSnapshot, now).has(served))
        return undefined;
    if (!rec)
        return { ref, state: 'unknown', rules: [] };
    const state = rec.state === 'stale' ? 'stale' : rec.state === 'rejected' ? 'rejected' : rec.state === 'missing' ? 'missing' : rec.state === 'approved' ? 'expired' : 'new';
    return { ref, state, rules: [...new Set((rec.changes ?? []).map((c) => c.rule))] };
}

// EXTERNAL MODULE: ./src/core/approval/instructions.ts
var approval_instructions = __webpack_require__(76826);
// EXTERNAL MODULE: ./src/core/approval/source.ts
var source = __webpack_require__(61114);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/guard/session-file.ts
var session_file = __webpack_require__(23032);
;// CONCATENATED MODULE: ./src/guard/publication.ts
// What the guard publishes, shared by every downstream session: the approved snapshot, the store (re-reconciled on
// each capture and each approve/reject) and, per ref, the verdict of decide(). Reports which kinds' publication moved.
// A dual-era upstream is spoken to in each client's era, each era judged against its own approval: an era other than
// the guard's own (pinned, else the approval's primary one) has a publication and a store file of its own beside it.











class Publication {
    opts;
    store;
    /** The approved items of the era the upstream speaks (the primary era's until a capture says which). */
    approvedByRef;
    approvedEra;
    live;
    /** sha256 of the store text we last wrote or read: the file's own change events are told from others' by it. */
    lastWritten = '';
    /** The store file's stamp after our last reconcile, taken under its lock (src/guard/store.ts fileMark). */
    lastMark = 'absent';
    listeners = new Set();
    /** The other eras' publications, opened when a session first speaks that era (a one-era setup opens none). */
    others = new Map();
    /** Those of them open now (what the synchronous readers below see). */
    opened = new Set();
    /** The last capture reconciled: its key, the store text it left, and when the first approval in it expires. */
    observed;
    /** How many captures were reconciled (an unchanged one is not): what the freshness tests count. */
    reconciles = 0;
    constructor(opts, store) {
        this.opts = opts;
        this.store = this.bounded(store);
        this.approvedByRef = (0,approval/* approvedItems */.WB)(opts.approved, opts.surface);
    }
    /** The store with every approval bounded by its lifetime (side-effect class, session): what expired is seen so. */
    bounded(store) {
        const mine = this.opts.session;
        // The guard's session files sit beside its own store, whichever era's store this is.
        const own = this.opts.others ? this.opts.sessionStorePath ?? this.opts.storePath : this.opts.storePath;
        (0,approval/* applyLifetimes */.No)(store, this.opts.policy.maxApprovalDays, (s) => s !== mine && !(0,session_file/* sessionLive */.zT)(own, s));
        return store;
    }
    static async open(opts) {
        return new Publication(opts, await (0,store/* readStore */.uz)(opts.storePath, opts.approved.server, opts.surface, opts.key, opts.log));
    }
    get storePath() {
        return this.opts.storePath;
    }
    /** The NAME of `--server NAME` that selects this store in approve and status (an era's store: its file's name). */
    get commandServer() {
        return this.opts.others ? (0,external_node_path_.basename)(this.opts.storePath, '.json') : this.opts.approved.server;
    }
    /** The publication judging a session that speaks `era` upstream: this one, or its era's own (store beside this). */
    forEra(era) {
        if (this.opts.era === undefined || era === this.opts.era || this.opts.others)
            return Promise.resolve(this);
        let other = this.others.get(era);
        if (!other) {
            other = Publication.open({ ...this.opts, era, storePath: (0,store/* eraStorePath */.hu)(this.opts.storePath, era), others: true, sessionStorePath: this.opts.storePath });
            this.others.set(era, other);
            // A store that cannot be read now may be next time.
            other.then((p) => void this.opened.add(p), () => this.others.delete(era));
        }
        return other;
    }
    /** Whether a file of the store directory is one of this guard's stores (the watch reloads on its changes). */
    owns(name) {
        return name === (0,external_node_path_.basename)(this.opts.storePath) || [...this.others.keys()].some((era) => name === (0,external_node_path_.basename)((0,store/* eraStorePath */.hu)(this.opts.storePath, era)));
    }
    /** Called with the kinds whose publication changed (every session sends list_changed for them). */
    onChange(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    /** The store's record of the server's instructions (verified: a forged approval was dropped on reading). */
    instructions() {
        return this.store.instructions;
    }
    record(ref) {
        return this.store.capabilities[ref];
    }
    records() {
        return Object.values(this.store.capabilities);
    }
    /** The records of every era's store open now, this one's first (a person's decisions count in whichever era). */
    recordsOfEveryEra() {
        return this.opened.size === 0 ? this.records() : [this, ...this.opened].flatMap((p) => p.records());
    }
    /** ref's record in every era's store open now, this one's first. */
    recordsOf(ref) {
        const own = this.store.capabilities[ref];
        if (this.opened.size === 0)
            return own ? [own] : [];
        return [this, ...this.opened].flatMap((p) => p.record(ref) ?? []);
    }
    /** Whether exactly this digest may be published under ref at `now` (the list filter asks this per item). */
    publishable(ref, digest, now = this.opts.now()) {
        return decide(ref, digest, this.store.capabilities[ref], this.approvedByRef.get(ref), now) === undefined;
    }
    /** The approved definition under ref in the era the upstream speaks: what is published under it, when anything is. */
    definition(ref) {
        return this.approvedByRef.get(ref)?.definition;
    }
    /** undefined when calls to ref may go through (its last captured definition is approved), else why not. */
    refusal(ref) {
        return decide(ref, undefined, this.store.capabilities[ref], this.approvedByRef.get(ref), this.opts.now());
    }
    /** The operator's line for a refusal (stderr): what changed and the command that approves it, ref shell-quoted. */
    explain(r) {
        const rec = this.store.capabilities[r.ref];
        const held = this.heldSummary(r.ref);
        const how = r.state === 'missing' || !rec ? '' : `; after review: ${this.opts.approveHint(r.ref, this.commandServer)}`;
        return `refused a call to ${r.ref} (state: ${r.state})${held}${how}`;
    }
    signature() {
        const out = new Map(model/* KINDS */.GW.map((k) => [k, '']));
        const now = this.opts.now();
        for (const rec of Object.values(this.store.capabilities)) {
            if (rec.state !== 'approved' || !rec.live || !this.publishable(rec.ref, rec.live.digest, now))
                continue;
            const kind = (0,canonical/* parseRef */.rd)(rec.ref)?.kind;
            if (kind)
                out.set(kind, `${out.get(kind)}${rec.ref}@${rec.live.digest}\n`);
        }
        return out;
    }
    changedKinds(before) {
        const after = this.signature();
        return model/* KINDS */.GW.filter((k) => before.get(k) !== after.get(k));
    }
    emit(kinds) {
        if (kinds.length === 0)
            return;
        for (const fn of this.listeners)
            fn(kinds);
    }
    /** A fresh capture of the upstream: reconcile, persist, and tell sessions what publication changed. */
    async observe(live) {
        this.judgeInEra((0,approval/* liveEra */.j_)(live, this.opts.surface));
        // The freshness bound re-captures every few seconds while calls come: a list that did not change (the same
        // digests, states and server identity), judged against a store nobody wrote since, costs this comparison only.
        const key = captureKey(live, this.opts.surface);
        // The store file is looked at too: an `approve` in another process is taken in by this capture, as before, not
        // only when the directory watcher's reload comes.
        const last = this.observed;
        if (last && last.key === key && last.written === this.lastWritten && this.opts.now().getTime() < last.until && (await (0,store/* fileMark */.EU)(this.opts.storePath)) === last.file)
            return [];
        this.live = this.sharingApproved(live);
        const kinds = await this.reconcileAndWrite();
        // The file's stamp as the reconcile left it, taken under the store's lock: a write by another process after the
        // lock was released differs from it and is taken in by the next capture (a stamp taken here could hide it).
        this.observed = { key, written: this.lastWritten, until: nextExpiry(this.store, this.opts.now().getTime()), file: this.lastMark };
        this.reconciles++;
        return kinds;
    }
    /** Calls are judged against the approval of the era the upstream's capture spoke, as reconcile() judges its items. */
    judgeInEra(era) {
        if (era === this.approvedEra)
            return;
        this.approvedEra = era;
        this.approvedByRef = (0,approval/* approvedItems */.WB)(this.opts.approved, this.opts.surface, era);
    }
    /**
     * A live item whose digest is the approved one has the approved definition, canonically: the store's records then
     * hold the approved snapshot's tree instead of a second copy of every definition (a megabyte per 300 tools).
     */
    sharingApproved(live) {
        const surface = live.surfaces[this.opts.surface];
        if (!surface)
            return live;
        for (const kind of model/* KINDS */.GW) {
            const items = surface.kinds[kind]?.items ?? [];
            for (let i = 0; i < items.length; i++) {
                const approved = this.approvedByRef.get(items[i].ref);
                if (approved !== undefined && approved.digest === items[i].digest)
                    items[i] = approved;
            }
        }
        return live;
    }
    async reconcileAndWrite() {
        const live = this.live;
        if (!live)
            return [];
        const before = this.signature();
        const { approved, storePath, policy, now, surface, config, key, log } = this.opts;
        let transitions = [];
        let onDisk;
        // Re-read under the lock: an `approve` written since our last read must not be overwritten.
        const written = await (0,store/* updateStore */.fF)(storePath, key, async () => {
            const text = await (0,store/* readStoreText */.Bs)(storePath);
            onDisk = text === undefined ? undefined : textDigest(text);
            // Our own last write, untouched since: the store held here is that text, parsed and verified already.
            return onDisk !== undefined && onDisk === this.lastWritten ? this.store : this.bounded((0,store/* storeOf */.xX)(text, storePath, approved.server, surface, key, log));
        }, (current) => {
            const r = (0,approval/* reconcile */.Lq)(approved, current, live, policy, now(), config);
            transitions = r.transitions;
            // The instructions it gives now, held unless the snapshot's or a person's approval covers them.
            const instructions = (0,approval_instructions/* observeInstructions */.Oj)(current.instructions, live.surfaces[surface]?.server?.instructions, approved, surface);
            if (instructions)
                r.store.instructions = instructions;
            else
                delete r.store.instructions;
            if (this.opts.source)
                r.store.source = (0,source/* nextSource */.Ni)(current.source, this.opts.source);
            return r.store;
        }, (text) => onDisk !== undefined && textDigest(text) === onDisk, { log, now });
        this.store = written.store;
        this.lastWritten = textDigest(written.text);
        this.lastMark = written.mark;
        // Held for review: the operator's line names the rules and the command (as status does), never only the state.
        const forReview = (state) => state === 'stale' || state === 'review_required';
        for (const t of transitions)
            this.opts.log(`${t.ref}: ${t.from} -> ${t.to}${this.heldSummary(t.ref)}${forReview(t.to) ? `; after review: ${this.opts.approveHint(t.ref, this.commandServer)}${this.successorHint(t.ref)}` : ''}`);
        const held = this.records().filter((r) => forReview(r.state) && r.live).length;
        if (held > 1 && this.opts.approveAllHint && transitions.some((t) => forReview(t.to)))
            this.opts.log(`${held} held for review; after review, all at once: ${this.opts.approveAllHint(this.commandServer)}`);
        const kinds = this.changedKinds(before);
        this.emit(kinds);
        return kinds;
    }
    /** A held capability deprecated in favour of a successor the guard holds: the command that moves to it. */
    successorHint(ref) {
        const rec = this.store.capabilities[ref];
        return rec ? (0,approval/* heldSuccessors */.VA)(this.store, rec).map((s) => `; deprecated in favour of ${s}, to move to it: ${this.opts.approveHint(s, this.commandServer)} (records the rebind)`).join('') : '';
    }
    heldSummary(ref) {
        const rec = this.store.capabilities[ref];
        if (!rec || rec.state === 'approved')
            return '';
        const fields = (rec.changes ?? []).map((c) => `${c.rule}${c.pointer ? ` ${c.pointer}` : ''}`);
        return fields.length ? ` (${fields.join('; ')})` : rec.reason ? ` (${rec.reason})` : '';
    }
    /** A store file changed under us (approve / reject): take the decisions in and re-publish, in every era's store. */
    async reload() {
        const kinds = new Set(await this.reloadOwn());
        for (const other of this.others.values())
            for (const k of await (await other.catch(() => undefined))?.reload() ?? [])
                kinds.add(k);
        return [...kinds];
    }
    async reloadOwn() {
        let text;
        try {
            text = await (0,promises_.readFile)(this.opts.storePath, 'utf8');
        }
        catch {
            return [];
        }
        if (textDigest(text) === this.lastWritten)
            return [];
        try {
            (0,store/* parseStore */.Pv)(text, this.opts.storePath);
        }
        catch (e) {
            this.opts.log(`ignoring an unreadable store: ${e.message}`);
            return [];
        }
        if (!this.live) {
            const before = this.signature();
            this.store = this.bounded(await (0,store/* readStore */.uz)(this.opts.storePath, this.opts.approved.server, this.opts.surface, this.opts.key, this.opts.log));
            this.lastWritten = textDigest(text);
            const kinds = this.changedKinds(before);
            this.emit(kinds);
            return kinds;
        }
        return this.reconcileAndWrite();
    }
}
/**
 * What of a capture its reconcile reads: the server's identity (instructions included), the surface's error and
 * protocol, and per kind the observation and every item's ref and digest (a digest covers the definition).
 */
function captureKey(live, surface) {
    const s = live.surfaces[surface];
    const hash = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify([s?.server ?? null, s?.error ?? null, s?.protocol ?? null]));
    for (const kind of model/* KINDS */.GW) {
        const k = s?.kinds[kind];
        hash.update(`\n${kind} ${JSON.stringify(k?.observation ?? null)}`);
        for (const item of k?.items ?? [])
            hash.update(`\n${JSON.stringify([item.ref, item.digest])}`);
    }
    return hash.digest('hex');
}
/** Which file is at path and when it last changed (a replace by `approve` is a new inode; an edit moves ctime). */
/** The first moment after `now` an approval in the store expires (a reconcile then changes what is published). */
function nextExpiry(store, now) {
    let next = Number.POSITIVE_INFINITY;
    for (const rec of Object.values(store.capabilities)) {
        const at = rec.approval?.expires === undefined ? Number.NaN : Date.parse(rec.approval.expires);
        if (at > now && at < next)
            next = at;
    }
    return next;
}
/** A digest in place of the text: a 1,000-tool store is over a megabyte the guard would otherwise hold for a compare. */
function textDigest(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}

// EXTERNAL MODULE: ./src/rpc/peer.ts
var peer = __webpack_require__(84107);
// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/capture/lists.ts + 1 modules
var lists = __webpack_require__(65939);
// EXTERNAL MODULE: ./src/capture/connect.ts + 2 modules
var connect = __webpack_require__(95063);
// EXTERNAL MODULE: ./src/capture/eras.ts
var capture_eras = __webpack_require__(39411);
// EXTERNAL MODULE: ./src/rpc/lines.ts
var lines = __webpack_require__(45808);
// EXTERNAL MODULE: ./src/guard/exit-kill.ts
var exit_kill = __webpack_require__(69386);
// EXTERNAL MODULE: ./src/guard/turn.ts
var turn = __webpack_require__(60698);
// EXTERNAL MODULE: ./src/guard/modern.ts
var modern = __webpack_require__(31138);
// EXTERNAL MODULE: ./src/guard/targets.ts
var targets = __webpack_require__(31867);
// EXTERNAL MODULE: ./src/guard/wire.ts
var wire = __webpack_require__(89352);
;// CONCATENATED MODULE: ./src/guard/face.ts



/** The guard announces list changes itself whenever the publication changes, whatever the upstream supports. */
function advertised(upstream) {
    const caps = (upstream.client.getServerCapabilities() ?? {});
    const out = {};
    if (caps.tools)
        out.tools = { listChanged: true };
    if (caps.prompts)
        out.prompts = { listChanged: true };
    if (caps.resources)
        out.resources = { listChanged: true, ...(caps.resources.subscribe ? { subscribe: true } : {}) };
    if (caps.logging)
        out.logging = {};
    if (caps.completions)
        out.completions = {};
    return out;
}
/** Instructions are model-visible text too: only the approved text passes. */
function approvedInstructions(upstream, d) {
    const instructions = upstream.client.getInstructions();
    if (instructions !== undefined && (0,approval_instructions/* instructionsApproved */.HS)(instructions, d.approved, d.surface, d.instructions?.()))
        return instructions;
    if (instructions !== undefined)
        d.log("the server's instructions differ from the approved ones; they are withheld (status shows them; approve --all-held approves them after review)");
    return undefined;
}
/**
 * name and version pass as served (they are part of every digest); any other serverInfo field (title, description,
 * icons, websiteUrl: text and links a client shows) passes only when equal to the approved snapshot's.
 */
function approvedServerInfo(upstream, d) {
    const info = upstream.client.getServerVersion();
    if (!info)
        return undefined;
    const approved = (d.approved.surfaces[d.surface]?.server?.serverInfo ?? {});
    const out = { name: info.name, version: info.version };
    const withheld = [];
    for (const [k, v] of Object.entries(info)) {
        if (k === 'name' || k === 'version')
            continue;
        if ((0,wire/* canonicalEqual */.Bl)(v, approved[k]))
            out[k] = v;
        else
            withheld.push(k);
    }
    if (withheld.length)
        d.log(`serverInfo field(s) ${withheld.map((k) => JSON.stringify(k)).join(', ')} differ from the approved snapshot; they are withheld`);
    return out;
}
/** The initialize result a 2025 client gets. */
function initializeResult(base, upstream, d) {
    const out = { ...base, capabilities: advertised(upstream), serverInfo: approvedServerInfo(upstream, d) ?? base.serverInfo };
    delete out.instructions;
    const instructions = approvedInstructions(upstream, d);
    if (instructions !== undefined)
        out.instructions = instructions;
    return out;
}
/** `server/discover` for a 2026-07-28 client: what initialize tells a 2025 one, with serverInfo in the result's _meta. */
function discoverResult(upstream, d) {
    const out = { supportedVersions: modern/* GUARD_VERSIONS */.CR, capabilities: advertised(upstream) };
    const instructions = approvedInstructions(upstream, d);
    if (instructions !== undefined)
        out.instructions = instructions;
    const info = approvedServerInfo(upstream, d);
    if (info)
        out._meta = { [modern/* META */.Ge.serverInfo]: info };
    return out;
}

// EXTERNAL MODULE: ./src/guard/door.ts
var door = __webpack_require__(47797);
// EXTERNAL MODULE: ./src/guard/initialize.ts
var initialize = __webpack_require__(78731);
// EXTERNAL MODULE: ./src/guard/listen.ts
var listen = __webpack_require__(42030);
// EXTERNAL MODULE: ./src/guard/scope.ts + 1 modules
var guard_scope = __webpack_require__(99557);
;// CONCATENATED MODULE: ./src/guard/confirm.ts
// Per-call confirmation of a call outside its approval's scope: the elicitation that asks the user (naming the tool,
// the broken rule and the exact arguments, inert), and for a 2026-07-28 client, which is asked in band (SEP-2322: an
// input_required result, answered by the same call again), the request state that carries the question across: signed
// under a key of this guard process, bound to the ref, the arguments' digest and the served digest, good once.



/** The key of our one input request in an input_required result (and of its answer in the retried call). */
const CONFIRM_KEY = 'mcp-contract/out-of-scope';
const STATE_PREFIX = 'mcp-contract-scope.';
/** The elicitation/create params that ask for one call outside the scope. */
function confirmationParams(server, ref, violation, args) {
    const name = ref.slice(ref.indexOf(':') + 1);
    const message = [
        `mcp-contract guard: a call to tool ${(0,guard_scope/* inertJson */.nl)(name)} of server ${(0,guard_scope/* inertJson */.nl)(server)} is outside the scope its approval allows.`,
        `Scope rule broken: ${(0,guard_scope/* inertJson */.nl)((0,guard_scope/* ruleText */.Y3)(violation))}`,
        `Arguments: ${(0,guard_scope/* inertJson */.nl)(args)}`,
        'Allow this one call? A yes covers these exact arguments once.',
    ].join('\n');
    return {
        mode: 'form',
        message,
        requestedSchema: { type: 'object', properties: { allow: { type: 'boolean', title: 'Allow this one call', default: false } }, required: ['allow'] },
    };
}
/** Whether an elicitation result (or an input response) is a yes: accepted, with allow true. */
function isYes(result) {
    return (0,wire/* isObject */.Gv)(result) && result.action === 'accept' && (0,wire/* isObject */.Gv)(result.content) && result.content.allow === true;
}
/** The request states this guard process issued; each redeemed once, within its lifetime. */
class Confirmations {
    lifetimeMs;
    key = (0,external_node_crypto_.randomBytes)(32);
    used = new Map();
    constructor(lifetimeMs) {
        this.lifetimeMs = lifetimeMs;
    }
    /** Whether a call's requestState is one of ours (another is its upstream's, passed on untouched). */
    static ours(state) {
        return typeof state === 'string' && state.startsWith(STATE_PREFIX);
    }
    issue(q, now) {
        const body = Buffer.from(JSON.stringify({ ...q, exp: now + this.lifetimeMs, nonce: (0,external_node_crypto_.randomBytes)(12).toString('hex') })).toString('base64url');
        return `${STATE_PREFIX}${body}.${this.mac(body)}`;
    }
    /** The question a state asked, once; undefined when it is forged, expired or used. */
    redeem(state, now) {
        const [body, mac] = state.slice(STATE_PREFIX.length).split('.');
        if (!body || !mac)
            return undefined;
        const want = Buffer.from(this.mac(body));
        const got = Buffer.from(mac);
        if (want.length !== got.length || !(0,external_node_crypto_.timingSafeEqual)(want, got))
            return undefined;
        const q = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        for (const [n, exp] of this.used)
            if (exp <= now)
                this.used.delete(n);
        if (q.exp <= now || this.used.has(q.nonce))
            return undefined;
        this.used.set(q.nonce, q.exp);
        return { ref: q.ref, argumentsDigest: q.argumentsDigest, servedDigest: q.servedDigest, rule: q.rule, ...(q.continued ? { continued: q.continued } : {}) };
    }
    mac(body) {
        return (0,external_node_crypto_.createHmac)('sha256', this.key).update(body).digest('base64url');
    }
}

;// CONCATENATED MODULE: ./src/guard/freshness.ts
// The freshness bound (`--max-age`): a call is judged against a capture that started at most maxAgeMs before it. A
// call waits for a capture only when the last finished one really is older than that (or a change was announced and
// its capture has not finished); a capture running meanwhile does not hold a call back while the last finished one is
// young. While calls keep coming, the next capture starts ahead of the bound, off the call path, so a steady stream of
// calls never meets an expired capture; an idle guard does not re-capture on its own (its next call captures first).
const SYSTEM_CLOCK = { now: () => Date.now() };
/** How far ahead of the bound a capture starts: twice the last one's duration, at least LEAD_MIN_MS, at most half the bound. */
const LEAD_MIN_MS = 100;
/** The longest delay a Node timer takes: a longer one is cut to 1 ms (and a --max-age beyond 24.8 days re-captured at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;
class Freshness {
    /** When the last finished capture started (0: none yet). */
    freshAt = 0;
    /** When the capture in flight started, if one runs. */
    runningSince;
    lastDurationMs = 0;
    /** Calls judged since the last capture started: a guard nobody calls is not re-captured ahead. */
    calls = 0;
    timer;
    closed = false;
    maxAgeMs;
    clock;
    recapture;
    constructor(maxAgeMs, clock, recapture) {
        this.maxAgeMs = maxAgeMs;
        this.clock = clock;
        this.recapture = recapture;
    }
    /** The last finished capture is young enough to judge a call on now. */
    young() {
        return this.maxAgeMs > 0 && this.freshAt > 0 && this.clock.now() - this.freshAt < this.maxAgeMs;
    }
    /** How long ago the last capture started (finished or not), in ms. */
    sinceLastStart() {
        return this.clock.now() - Math.max(this.freshAt, this.runningSince ?? 0);
    }
    /** A capture starts now; returns its start, to hand back to finished(). */
    started() {
        const at = this.clock.now();
        this.runningSince = at;
        this.calls = 0;
        clearTimeout(this.timer);
        this.timer = undefined;
        return at;
    }
    /** The capture that started at `at` finished: calls are judged on it from now on. */
    finished(at) {
        this.runningSince = undefined;
        this.freshAt = Math.max(this.freshAt, at);
        this.lastDurationMs = Math.max(0, this.clock.now() - at);
        if (this.calls > 0)
            this.schedule();
    }
    /** A call was judged: the stream goes on, so the next capture is due ahead of the bound. */
    called() {
        this.calls++;
        if (this.timer === undefined && this.runningSince === undefined && this.freshAt > 0)
            this.schedule();
    }
    close() {
        this.closed = true;
        clearTimeout(this.timer);
        this.timer = undefined;
    }
    schedule() {
        if (this.closed || this.maxAgeMs <= 0 || this.timer !== undefined)
            return;
        const lead = Math.min(this.maxAgeMs / 2, Math.max(LEAD_MIN_MS, 2 * this.lastDurationMs));
        const delay = Math.max(0, this.freshAt + this.maxAgeMs - lead - this.clock.now());
        // A delay beyond one timer's reach waits in steps: each step that ends before the due time schedules the next.
        const step = Math.min(delay, MAX_TIMER_MS);
        this.timer = setTimeout(() => {
            this.timer = undefined;
            if (this.closed)
                return;
            if (step < delay)
                this.schedule();
            else
                this.recapture();
        }, step);
        // The process's life is its client's: a pending re-capture never keeps it running.
        this.timer.unref();
    }
}

// EXTERNAL MODULE: ./src/guard/lean-v8.ts
var lean_v8 = __webpack_require__(18316);
// EXTERNAL MODULE: ./src/guard/limits.ts
var guard_limits = __webpack_require__(69717);
;// CONCATENATED MODULE: ./src/guard/session.ts






















/** How each outcome reads in the audit log. */
const AUDITED = {
    forwarded: 'forwarded',
    'confirmed-by-user': 'confirmed',
    'refused-held': 'refused',
    'refused-out-of-scope': 'refused',
    'result-refused': 'result-refused',
    'result-recorded': 'result-recorded',
};
/** A call whose audit record could not be written is not forwarded: nothing runs unrecorded. */
function unaudited(ref) {
    throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, `mcp-contract guard: refused a call to ${ref ?? 'this capability'}: the audit log cannot be written`);
}

/** Initialize while the code is held: no upstream, no instructions; list_changed follows the approval. */
function heldInitializeResult(base) {
    const out = { ...base, capabilities: { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true } } };
    delete out.instructions;
    return out;
}
/** While the code is held every list is empty and every other request is refused with the one line. */
function heldAnswer(kind, line) {
    if (kind)
        return { [model/* KIND_METHOD */.Ll[kind].field]: [] };
    throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, line);
}
class GuardSession {
    deps;
    /**
     * The client's end: requests and notifications from it, and what the guard sends it. Ids from 1: the SDK's client
     * ignores a cancellation of request 0 (it tests the id for truth).
     */
    peer = new peer/* RpcPeer */.o(1);
    upstream;
    connecting;
    init;
    initialized = false;
    readyWaiters = [];
    inflight = [];
    capturing;
    captureAgain = false;
    /** The reason each kind's last list failed, as logged: a failure is logged when it starts or changes, not per capture. */
    listFailures = new Map();
    timer;
    unsubscribe;
    unsubscribeIdentity;
    closed = false;
    closing;
    lastExit;
    lastAttempt = 0;
    /** The freshness bound: when the last finished capture started, and the next one scheduled ahead of the bound. */
    freshness;
    /** A capture taking in an announced change is running: calls wait for it, whatever the age of the last one. */
    changeInFlight = false;
    /** How many captures have started: one that started while the listen stream was opening may predate it. */
    captures = 0;
    /**
     * The upstream a capture has completed for. A call or a list is judged only against a capture of the very process
     * that answers it; the client's handshake does not wait for one (openUpstream).
     */
    captured;
    /** The session's first capture is being taken in: what it moves in the publication this client was shown already. */
    quiet = false;
    /** The upstream announced a list change that no capture has started to take in yet. */
    dirty = false;
    /** Per live upstream: kills its process group if the guard exits first; dropped once it is gone (pids are reused). */
    exitHooks = new Map();
    /** Hear the methods of every list_changed this session announces (the HTTP face's listen streams). */
    changeListeners = new Set();
    /** Open `subscriptions/listen` requests of this session's own client: their ends, called when the session closes. */
    listens = new Set();
    /** The client spoke 2026-07-28: it hears list changes only on its listen streams. */
    modernClient = false;
    /**
     * The era of the client this session serves (a gateway's member session is told it: it speaks the 2026-07-28 shape
     * for every client). In `auto` a 2025 client is served by a 2025 upstream session where the upstream serves one.
     */
    clientEra;
    /** The publication of the era the upstream speaks (deps.publication's, or its other era's: Publication.forEra). */
    publication;
    /** The upstream's requests waiting for the client (sampling, elicitation, roots). */
    waiting;
    /** What the door turned away and was logged, so a flood is one line. */
    turned = new Set();
    /** Under listBounds: what each kind's list has judged since its first page; the kinds whose excess was logged. */
    budgets = new Map();
    overLogged = new Set();
    onclose;
    /** Hears the upstream going away (the gateway marks it unavailable and tells its client at once). */
    onupstreamdown;
    /** Hears a start that failed, instead of the log (the gateway folds it into its own one line). */
    onstartfailed;
    /**
     * Whether a 2026-07-28 request's client is asked in band (an input_required result). The gateway says no for its
     * 2025 clients, whose requests reach this session in the 2026-07-28 shape but who answer requests on the wire.
     */
    inBand;
    /** A scope for ref when its approval sets none (a gateway profile's default scopes). */
    defaultScope;
    constructor(deps) {
        this.deps = deps;
        this.publication = deps.publication;
        this.waiting = new door/* Waiting */.E$(deps.door ?? door/* DOOR_LIMITS */.cy);
        this.freshness = new Freshness(deps.maxAgeMs, deps.clock ?? SYSTEM_CLOCK, () => {
            if (this.upstream && !this.closed)
                void this.capture().catch(() => undefined);
        });
        const peer = this.peer;
        peer.setRequestHandler('initialize', (req) => this.initialize(req));
        peer.setNotificationHandler('notifications/initialized', () => this.ready());
        // Everything else, logging/setLevel included, is the upstream's to answer. A listen request stays open for the
        // session's life: it must not become the request others relate to.
        peer.fallbackRequestHandler = (req, extra) => (req.method === listen/* LISTEN_METHOD */.CZ ? this.handle(req, extra.signal) : this.tracked(req.id, () => this.handle(req, extra.signal)));
        peer.fallbackNotificationHandler = async (n) => {
            await this.upstream?.client.notification(n.method, n.params).catch(() => undefined);
        };
        peer.onclose = () => void this.close();
        this.unsubscribe = this.publication.onChange((kinds) => void this.notifyChanged(kinds));
        this.unsubscribeIdentity = deps.identity?.onChange(() => void this.notifyChanged([...model/* KINDS */.GW])) ?? (() => undefined);
        if (deps.intervalMs > 0) {
            this.timer = setInterval(() => void this.capture(), deps.intervalMs);
            this.timer.unref();
        }
    }
    get face() {
        return { approved: this.deps.approved, surface: this.deps.plan.surface, log: this.deps.log, instructions: () => this.publication.instructions() };
    }
    /** Our transports, or the SDK's (its HTTP server transport, its in-memory pair): the same JSON-RPC on the wire. */
    async connect(transport) {
        await this.peer.connect(transport);
    }
    /** A 2025-era client's initialize: the version as the SDK Server negotiates it, the rest as far as approved. */
    async initialize(req) {
        const params = (0,initialize/* initializeParams */.PN)(req.params);
        this.init = params;
        this.servesEra('legacy');
        // Unapproved code is never started: the client connects to the guard alone and sees nothing until approval.
        const upstream = await this.ensureUpstream().catch((e) => {
            if (this.deps.identity?.held())
                return undefined;
            throw e;
        });
        const base = (0,initialize/* baseInitializeResult */.zk)(params, this.deps.version);
        return (upstream ? initializeResult(base, upstream, this.face) : heldInitializeResult(base));
    }
    ready() {
        this.initialized = true;
        for (const w of this.readyWaiters.splice(0))
            w();
    }
    /**
     * Every request from the client, of either era. A 2026-07-28 request (its `_meta` envelope says so) is unwrapped,
     * meets the same onRequest as a 2025 one, and its result is dressed for its era.
     */
    async handle(req, signal) {
        const env = (0,modern/* modernEnvelope */.Cd)(req.params);
        if (!env)
            return this.onRequest(req, signal, { inBand: false, caps: this.clientCapabilities() });
        if (env.version !== modern/* MODERN_VERSION */.j$)
            throw new wire/* WireError */.cC(wire/* UNSUPPORTED_VERSION_CODE */.jz, `Unsupported protocol version: ${env.version.slice(0, 40)}`, { supported: modern/* GUARD_VERSIONS */.CR, requested: env.version.slice(0, 40) });
        this.modernClient = true;
        this.servesEra('modern');
        if (!this.init)
            this.init = { protocolVersion: env.version, clientInfo: { name: env.client.name, version: env.client.version }, capabilities: env.client.capabilities };
        if (!this.initialized)
            this.ready();
        if (req.method === 'server/discover')
            return (0,modern/* modernResult */.P4)(req.method, discoverResult(await this.ensureUpstream(), this.face));
        if (req.method === listen/* LISTEN_METHOD */.CZ)
            return (0,modern/* modernResult */.P4)(req.method, await this.serveListen(req, signal));
        const via = { inBand: this.inBand?.() ?? true, caps: env.client.capabilities };
        return (0,modern/* modernResult */.P4)(req.method, await this.onRequest({ ...req, params: (0,modern/* withoutEnvelope */.$0)(req.params) }, signal, via));
    }
    /** The era of this session's client, as the first who knows says (the gateway before its member's first request). */
    servesEra(era) {
        this.clientEra ??= era;
    }
    /**
     * The inputSchema of the tool approved under name: the only one ever published under it. Known before any capture
     * (a first call is checked too); a held tool's call is refused after the check, and its header error shows only what
     * the user approved. Asked only of 2026-07-28 requests (Mcp-Param headers), so judged by that era's approvals.
     */
    async toolSchema(name) {
        return (await this.deps.publication.forEra('modern')).definition(`tool:${name}`)?.inputSchema;
    }
    // ------------------------------------------------------------------ upstream
    /**
     * How to open the upstream: as configured, except that in `auto` a 2025 client's session opens with initialize, as
     * the client itself would, so a dual-era upstream serves it its 2025 side (sampling, elicitation, roots and logging
     * on the session, the name and lists it gives 2025 clients). An upstream that refuses initialize (2026-07-28 only)
     * is then negotiated with as before.
     */
    async openFor(plan, onGarbage, onSession) {
        const first = plan.era === 'auto' && this.clientEra === 'legacy' ? 'legacy' : undefined;
        if (!first)
            return (0,capture/* openSession */.fA)(plan, onGarbage, onSession);
        try {
            return await (0,capture/* openSession */.fA)(plan, onGarbage, onSession, first);
        }
        catch (e) {
            if (!(0,capture_eras/* isRefusal */.vu)(e))
                throw e;
            // A process started ahead was closed with the refused attempt: the negotiation starts its own.
            const fresh = { ...plan };
            delete fresh.spawned;
            return (0,capture/* openSession */.fA)(fresh, onGarbage, onSession);
        }
    }
    /** Judged from now on by the publication of the era the upstream speaks; list changes heard from it alone. */
    async judgeIn(era) {
        const publication = await this.deps.publication.forEra(era);
        if (publication === this.publication)
            return;
        this.unsubscribe();
        this.publication = publication;
        this.unsubscribe = publication.onChange((kinds) => void this.notifyChanged(kinds));
    }
    async ensureUpstream() {
        if (this.upstream)
            return this.upstream;
        if (this.closed)
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, 'the guard session is closed');
        if (!this.connecting) {
            this.connecting = this.openUpstream().finally(() => (this.connecting = undefined));
        }
        return this.connecting;
    }
    async openUpstream() {
        const { plan, log } = this.deps;
        const init = this.init;
        if (!init)
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, 'the client has not initialized');
        // A process started ahead (the stdio guard's prelaunch) passed the identity gate just before it started.
        const spawned = await this.deps.prelaunch?.take();
        const held = spawned ? undefined : await this.deps.identity?.beforeLaunch();
        if (held) {
            // What the held code serves is read (it alone, no client traffic) so the person sees the upgrade's changes
            // before approving it; the client still gets nothing from it.
            void this.deps.identity?.readHeldSurface?.(() => this.readHeldSurface());
            throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, held);
        }
        // A crash loop must not become a spawn loop: one attempt per second at most.
        const wait = this.lastAttempt + 1000 - Date.now();
        if (wait > 0)
            await new Promise((r) => setTimeout(r, wait));
        this.lastAttempt = Date.now();
        const reconnect = this.lastExit !== undefined;
        let attempt;
        const client = { name: init.clientInfo.name, version: init.clientInfo.version, capabilities: (init.capabilities ?? {}) };
        let session;
        try {
            // The connection tolerates UPSTREAM_HEADROOM times the message limit, so one oversize item or result is held by
            // the guard (with a clear line) instead of the connection being cut and the upstream restarted on every request.
            const limits = { ...plan.limits, maxMessageBytes: plan.limits.maxMessageBytes * guard_limits/* UPSTREAM_HEADROOM */.K };
            // A gateway member's answer past its bound is refused unread: parsing it held every member's traffic.
            const bounds = this.deps.listBounds;
            const unread = bounds ? { unreadBytes: plan.limits.maxMessageBytes, unreadListBytes: Math.min(bounds.maxBytes, plan.limits.maxMessageBytes) } : {};
            session = await this.openFor({ ...plan, client, limits, ...unread, ...(spawned ? { spawned } : {}) }, (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${(0,capture/* oneLine */.TN)(line, plan.secrets).slice(0, 200)}`), (s) => {
                attempt = s;
                this.wire(s);
            });
        }
        catch (err) {
            const exit = attempt?.exitReason();
            const tail = attempt?.stderr?.tail(5);
            // A server that reads and never answers: say which step it failed to answer, and for how long.
            const cause = (0,connect/* isTimeout */.kL)(err) ? `no answer to initialize within ${plan.timeouts.initializeMs / 1000} s` : (err?.message ?? String(err));
            const why = (0,capture/* oneLine */.TN)(`${exit ? `server exited (${exit}): ` : ''}${cause}`, plan.secrets);
            const detail = tail ? `\n${(0,capture/* oneLine */.TN)(tail, plan.secrets)}` : '';
            if (this.onstartfailed)
                this.onstartfailed(why, detail);
            else
                log(`upstream "${plan.server}" did not start: ${why}${detail}`);
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: upstream server "${plan.server}" is not available: ${why}`);
        }
        try {
            await this.judgeIn(session.era);
        }
        catch (e) {
            await session.close();
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: cannot read the ${session.era} era's store: ${e.message}`);
        }
        this.interceptProgress(session);
        this.upstream = session;
        // Never awaited: on HTTP the listen request is answered by a stream whose headers a server (or a proxy) may hold
        // until its first event, and no client's answer may wait on that.
        void this.listenTo(session);
        if (session.pid !== undefined)
            this.exitHooks.set(session, (0,exit_kill/* killOnExit */.d)(session.pid));
        log(`${reconnect ? 'reconnected to' : 'connected to'} upstream "${plan.server}"${session.pid ? ` (pid ${session.pid})` : ''}`);
        // The client's initialize (or server/discover) is answered without waiting for this capture: it needs only what
        // the upstream's own handshake said. Lists wait for it (listed()), calls too (fresh()).
        this.capture().catch((e) => log(`upstream "${plan.server}": its first capture failed: ${(0,capture/* oneLine */.TN)(e?.message ?? String(e), plan.secrets)}`));
        return session;
    }
    /**
     * Starts the held code as the upstream is started (same command, environment, user and limits), as the guard's own
     * client that declares no capability (no roots, sampling or elicitation reach it), lists what it serves into the
     * store, and stops it. Nothing it says reaches the client: its records stay held until a person approves them.
     */
    async readHeldSurface() {
        const { plan, log } = this.deps;
        let pid;
        const session = await (0,capture/* openSession */.fA)({ ...plan, client: { name: 'mcp-contract-guard', version: this.deps.version, capabilities: {} } }, (line) => log(`the held code wrote a non-JSON-RPC line to stdout: ${(0,capture/* oneLine */.TN)(line, plan.secrets).slice(0, 200)}`), (s) => void (pid = s.pid));
        const release = pid !== undefined ? (0,exit_kill/* killOnExit */.d)(pid) : undefined;
        try {
            const surface = await (0,capture/* listSurface */.Up)(session, plan);
            const publication = await this.deps.publication.forEra(session.era);
            await publication.observe({ format: model/* SNAPSHOT_FORMAT */.Td, server: this.deps.approved.server, surfaces: { [plan.surface]: surface } });
        }
        finally {
            await session.close();
            release?.();
        }
    }
    wire(s) {
        const client = s.client;
        // Roots, sampling and elicitation are the downstream client's to answer.
        client.removeRequestHandler('roots/list');
        client.fallbackRequestHandler = (req, extra) => this.toDownstream(req, extra.signal);
        client.fallbackNotificationHandler = (n) => this.fromUpstream(n, s);
        client.onclose = () => {
            this.exitHooks.get(s)?.();
            this.exitHooks.delete(s);
            // An attempt that never came up is reported once, by openUpstream; only the live upstream can go away.
            if (this.upstream !== s)
                return;
            this.upstream = undefined;
            if (this.closed)
                return;
            this.lastExit = s.exitReason() ?? 'connection closed';
            const tail = s.stderr?.tail(5);
            this.deps.log(`upstream "${this.deps.plan.server}" went away (${(0,capture/* oneLine */.TN)(this.lastExit, this.deps.plan.secrets)}); it is restarted on the next request${tail ? `\n${(0,capture/* oneLine */.TN)(tail, this.deps.plan.secrets)}` : ''}`);
            this.onupstreamdown?.(this.lastExit);
        };
    }
    /** Re-captures through the live upstream (coalesced: a burst of list_changed is one or two captures). */
    capture() {
        if (this.capturing) {
            this.captureAgain = true;
            return this.capturing;
        }
        this.capturing = (async () => {
            do {
                this.captureAgain = false;
                // An announced change this capture takes in: calls wait for it to finish, not only for a newer one.
                this.changeInFlight ||= this.dirty;
                this.dirty = false;
                const at = this.freshness.started();
                this.captures++;
                const s = this.upstream;
                if (!s)
                    return;
                const first = this.captures === 1;
                const surface = await (0,capture/* listSurfaceAtOnce */.ob)(s, this.deps.plan);
                this.logListFailures(surface);
                const snap = { format: model/* SNAPSHOT_FORMAT */.Td, server: this.deps.approved.server, surfaces: { [this.deps.plan.surface]: surface } };
                // Listing digested every item in this turn; the reconcile is the next stage (src/guard/turn.ts).
                await (0,turn/* nextTurn */.t)();
                this.quiet = first;
                try {
                    await this.publication.observe(snap);
                }
                catch (e) {
                    this.deps.log(`cannot update the store: ${e.message}`);
                }
                finally {
                    this.quiet = false;
                }
                this.freshness.finished(at);
                if (this.upstream === s)
                    this.captured = s;
            } while (this.captureAgain && !this.closed);
        })().finally(() => {
            this.capturing = undefined;
            this.changeInFlight = false;
        });
        return this.capturing;
    }
    /**
     * A list the capture could not read (an item nested deeper than the capture walks, a page that failed) leaves its
     * items out of what this capture saw: the operator hears it, once per failure, with the capture's own reason.
     */
    logListFailures(surface) {
        for (const kind of model/* KINDS */.GW) {
            const o = surface.kinds[kind]?.observation;
            const why = o?.state === 'failed' ? (o.error ?? 'failed') : undefined;
            if (why === this.listFailures.get(kind))
                continue;
            if (why === undefined)
                this.listFailures.delete(kind);
            else {
                this.listFailures.set(kind, why);
                this.deps.log(`upstream "${this.deps.plan.server}": its ${model/* KIND_METHOD */.Ll[kind].method} could not be read: ${(0,capture/* oneLine */.TN)(why, this.deps.plan.secrets)}`);
            }
        }
    }
    async notifyChanged(kinds) {
        // The session's first capture moves the publication from the store as it was read to what the upstream serves:
        // this client has seen no list before it (listed() waits for it), as when the handshake waited for it.
        if (this.closed || this.quiet)
            return;
        const methods = [...new Set(kinds.map((k) => wire/* NOTIFY */.Wo[k]))];
        for (const fn of this.changeListeners)
            fn(methods);
        if (!this.initialized || this.modernClient)
            return;
        for (const method of methods)
            await this.peer.notification(method).catch(() => undefined);
    }
    /**
     * Resolves once a capture of the live upstream is in: the store then holds what it serves, as it did when the
     * handshake waited for the capture (a caller that reads the store right after connecting waits for this).
     */
    async settled() {
        while (this.upstream && this.captured !== this.upstream && !this.closed)
            await (this.capturing ?? this.capture());
    }
    /** Hears the list changes this session announces (what a listen stream carries); returns how to stop. */
    onListChanged(fn) {
        this.changeListeners.add(fn);
        return () => this.changeListeners.delete(fn);
    }
    /**
     * A modern upstream that offers list changes sends them only on a `subscriptions/listen` stream: the guard opens
     * one, so a change re-captures at once as a 2025 server's list_changed does. Without it the interval and the
     * freshness check still catch the change.
     */
    async listenTo(session) {
        const filter = (0,listen/* upstreamFilter */._B)(session);
        const envelope = session.client.envelope;
        if (!filter || !envelope)
            return;
        const before = this.captures;
        try {
            await (0,listen/* listenUpstream */.Nl)(session, filter, envelope);
            this.deps.log(`listening for list changes from upstream "${this.deps.plan.server}" (subscriptions/listen)`);
            // A change made before the server took the subscription in was announced to no one: a capture that ran while the
            // stream was opening may have listed before it, so one more is taken now that every later change is heard.
            if (this.captures !== before && this.upstream === session)
                void this.capture();
        }
        catch (e) {
            // A stream cut because this upstream went away (the session closed, a restart) is no failure to report.
            if (this.upstream !== session)
                return;
            this.deps.log(`cannot listen for list changes from upstream "${this.deps.plan.server}": ${(0,capture/* oneLine */.TN)(e.message, this.deps.plan.secrets)}`);
        }
    }
    /**
     * A listen request of this session's own (2026-07-28) client: acknowledged, then every list change the guard
     * announces goes out on it, stamped with its id, until the client cancels it or the session closes.
     */
    async serveListen(req, signal) {
        const filter = (0,listen/* honoredFilter */.gJ)(req.params);
        const ack = (0,listen/* stamped */.py)(listen/* ACKNOWLEDGED */.bD, req.id, { notifications: filter });
        await this.peer.notification(ack.method, ack.params);
        if (Object.keys(filter).length === 0 || this.closed)
            return (0,listen/* listenClosed */.UK)(req.id);
        return new Promise((resolve) => {
            const stop = this.onListChanged((methods) => {
                for (const m of methods) {
                    if (!(0,listen/* accepts */.G3)(filter, m))
                        continue;
                    const n = (0,listen/* stamped */.py)(m, req.id);
                    void this.peer.notification(n.method, n.params).catch(() => undefined);
                }
            });
            const end = () => {
                stop();
                this.listens.delete(end);
                resolve((0,listen/* listenClosed */.UK)(req.id));
            };
            this.listens.add(end);
            signal.addEventListener('abort', end, { once: true });
        });
    }
    // ------------------------------------------------------------------ downstream -> upstream
    /** Runs fn as the request the upstream's own requests (sampling, elicitation) relate to. */
    async tracked(id, fn) {
        this.inflight.push(id);
        try {
            return await fn();
        }
        finally {
            this.inflight.splice(this.inflight.indexOf(id), 1);
        }
    }
    /**
     * The client's own progress token goes upstream unchanged, and its progress is taken off the upstream transport as
     * it is read, so it reaches the client ahead of the result it came with and tagged with the client's request.
     */
    progress = new Map();
    async forward(req, signal, upstream) {
        const token = (0,wire/* isObject */.Gv)(req.params?._meta) ? req.params._meta.progressToken : undefined;
        const key = token === undefined ? undefined : JSON.stringify(token);
        if (key !== undefined)
            this.progress.set(key, req.id);
        try {
            const result = await upstream.client.request(req.method, req.params, {
                signal,
                timeout: this.deps.requestTimeoutMs,
            });
            return result;
        }
        catch (err) {
            if (this.upstream !== upstream && !signal.aborted) {
                const exit = upstream.exitReason();
                throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: upstream server "${this.deps.plan.server}" went away during ${req.method}${exit ? ` (${(0,capture/* oneLine */.TN)(exit, this.deps.plan.secrets)})` : ''}`);
            }
            throw (0,wire/* asWire */.Et)(err);
        }
        finally {
            if (key !== undefined)
                this.progress.delete(key);
        }
    }
    /** Takes progress notifications off the upstream transport as they are read and sends them on in order. */
    interceptProgress(s) {
        const t = s.transport;
        const next = t.onmessage;
        t.onmessage = (message, extra) => {
            const m = message;
            if ((0,listen/* isListenEnvelope */.EA)(m)) {
                if (m.id !== undefined)
                    this.deps.log(`upstream "${this.deps.plan.server}" ended its list-change subscription; the interval and per-call checks remain`);
                return;
            }
            // Marked as it is read: a call that arrives after it must not be judged on the old capture.
            if (m.id === undefined && typeof m.method === 'string' && m.method.endsWith('/list_changed'))
                this.dirty = true;
            if (m.method === 'notifications/progress' && m.id === undefined) {
                const id = this.progress.get(JSON.stringify(m.params?.progressToken));
                if (id !== undefined)
                    void this.peer.notification('notifications/progress', m.params, { relatedRequestId: id }).catch(() => undefined);
                return;
            }
            next?.(message, extra);
        };
    }
    async onRequest(req, signal, via) {
        try {
            (0,targets/* requireStringTarget */.wl)(req);
            const kind = wire/* LIST_KIND */._4[req.method];
            const held = this.upstream ? undefined : this.deps.identity?.held();
            if (held && req.method === 'tools/call')
                await this.deps.audit?.call({ method: req.method, ref: this.targetRef(req) ?? req.method, params: req.params, decision: 'refused', why: 'identity-held' });
            if (held)
                return heldAnswer(kind, held);
            if (kind)
                return await this.listed(kind, await this.forward(req, signal, await this.ensureUpstream()), (0,wire/* isObject */.Gv)(req.params) && req.params.cursor !== undefined);
            if (!wire/* TARGETED */.Hx.has(req.method))
                return await this.forward(req, signal, await this.ensureUpstream());
            return await this.checkedForward(req, signal, via);
        }
        catch (err) {
            throw (0,wire/* asWire */.Et)(err);
        }
    }
    /**
     * A call is judged against a capture of the very process that will answer it: after a restart, after an announced
     * change, and when the last capture is older than maxAgeMs, the capture comes first. Should the upstream be
     * replaced between the check and the send, the check runs again.
     */
    async checkedForward(original, signal, via) {
        const call = original.method === 'tools/call';
        this.freshness.called();
        if (call)
            this.requireObjectArguments(original);
        const args = call && (0,wire/* isObject */.Gv)(original.params?.arguments) ? original.params.arguments : {};
        const argsDigest = (0,guard_scope/* argumentsDigest */.FT)(args);
        // A 2026-07-28 client's answer to our question: taken off the call (its upstream never sees it), judged below.
        const { req, confirmed: answered } = call ? this.answerOf(original, argsDigest) : { req: original, confirmed: undefined };
        let confirmed = answered;
        for (let attempt = 0;; attempt++) {
            // A server that announces changes without pause must not hold a call in this loop forever.
            if (attempt === wire/* MAX_RECHECKS */.yF)
                throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: upstream server "${this.deps.plan.server}" kept changing while the call was checked`);
            // The common case waits for nothing: a live upstream, a young capture, a ref the guard has seen.
            const upstream = this.freshNow() ?? (await this.fresh());
            const ref = this.targetRef(req);
            const seen = ref === undefined ? undefined : this.publication.refusal(ref);
            const refusal = seen?.state === 'unknown' ? await this.checkUnknown(seen) : seen;
            if (refusal) {
                this.deps.log(this.publication.explain(refusal));
                if (call)
                    void this.decided('refused-held', refusal.ref, argsDigest, { served: this.publication.record(refusal.ref)?.live?.digest, args, refusal });
                throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, (0,wire/* refusalMessage */.se)(refusal), refusal);
            }
            const served = ref === undefined ? undefined : this.publication.record(ref)?.live?.digest;
            if (call && ref !== undefined) {
                const violation = this.scopeViolation(ref, args);
                if (violation && confirmed) {
                    // Asked and answered yes: for these very arguments, and only while the approval the user saw still holds.
                    if (confirmed.argumentsDigest !== argsDigest || confirmed.servedDigest !== served)
                        throw this.outOfScope(ref, argsDigest, confirmed.rule, 'the definition or the arguments changed since the user was asked');
                }
                else if (violation) {
                    const asked = await this.ask(req, ref, served ?? '', violation, args, argsDigest, via, signal);
                    if ('answer' in asked)
                        return asked.answer;
                    confirmed = asked;
                    continue;
                }
                else
                    confirmed = undefined;
            }
            // A process restarted while the call waited (the old one died mid-capture) is judged on its own capture first.
            if (this.upstream !== upstream || this.captured !== upstream || this.dirty || this.changeInFlight)
                continue;
            // Recorded before the call goes: a call the audit log cannot take is refused, never forwarded unrecorded.
            if (call)
                await this.decided(confirmed ? 'confirmed-by-user' : 'forwarded', ref, argsDigest, { rule: confirmed?.rule, served, args }).catch(() => unaudited(ref));
            if (call)
                (0,lean_v8/* callForwarded */.pb)();
            const result = await this.forward(req, signal, upstream);
            if (call) {
                this.boundResult(result);
                if (result.resultType === 'input_required')
                    return this.continuing(result, confirmed, via);
                this.checkOutput(ref, served, result, argsDigest);
            }
            return result;
        }
    }
    /**
     * The one place a call's decision is made known: onCall hears it, and the audit log records it (the promise rejects
     * only for a call about to be forwarded whose record could not be written; refusals never wait on the log).
     */
    decided(outcome, ref, argsDigest, o = {}) {
        const rule = o.rule ?? (o.refusal ? `${o.refusal.state}${o.refusal.rules.length ? ` ${o.refusal.rules.join(', ')}` : ''}` : undefined);
        // Built only for a listener: a guard without one (the CLI's) paid a Date and an object per call for nothing.
        const onCall = this.deps.onCall;
        if (onCall) {
            const d = { outcome, server: this.deps.approved.server, ref, argumentsDigest: argsDigest, at: new Date().toISOString() };
            if (o.served !== undefined)
                d.servedDigest = o.served;
            if (rule !== undefined)
                d.rule = rule;
            onCall(d);
        }
        const audit = this.deps.audit;
        if (!audit)
            return Promise.resolve();
        const why = o.refusal ? { why: o.refusal.state, rules: o.refusal.rules } : outcome === 'refused-out-of-scope' ? { why: 'out-of-scope', rules: [rule ?? ''] } : outcome.startsWith('result-') || outcome === 'confirmed-by-user' ? { why: rule ?? '' } : {};
        return audit.call({ method: 'tools/call', ref, digest: o.served, argumentsDigest: argsDigest, params: o.args === undefined ? undefined : { arguments: o.args }, decision: AUDITED[outcome], ...why });
    }
    /**
     * The scope a call of ref must meet (its approval's, else the profile's default), and the first rule it breaks: the
     * scope's own, else the tool's approved inputSchema's (a scope narrows what the tool takes: a value of another type,
     * or a missing required one, is outside it).
     */
    scopeViolation(ref, args) {
        const rec = this.publication.record(ref);
        const scope = rec?.approval?.scope ?? this.defaultScope?.(ref);
        if (scope === undefined)
            return undefined;
        const digest = rec?.approval?.digest ?? rec?.live?.digest ?? ref;
        const input = rec?.live?.definition.inputSchema;
        return (0,guard_scope/* violationOf */.xg)(digest, scope, args) ?? ((0,wire/* isObject */.Gv)(input) ? (0,guard_scope/* inputViolationOf */.pN)(rec?.live?.digest ?? digest, input, args) : undefined);
    }
    /**
     * A call's `arguments` is a JSON object or absent (as MCP defines it): anything else is refused before any check,
     * for every tool (were it read as no arguments, a scope would judge `{}` while the upstream got the array or string).
     */
    requireObjectArguments(req) {
        const params = (0,wire/* isObject */.Gv)(req.params) ? req.params : {};
        if (!Object.hasOwn(params, 'arguments') || params.arguments === undefined || (0,wire/* isObject */.Gv)(params.arguments))
            return;
        const ref = this.targetRef(req) ?? 'the call';
        const rule = '/ type';
        this.deps.log(`refused a call to ${ref}: its arguments are no JSON object`);
        void this.decided('refused-out-of-scope', ref, (0,guard_scope/* argumentsDigest */.FT)(params.arguments), { rule });
        throw new wire/* WireError */.cC(wire/* INVALID_PARAMS_CODE */.NE, `mcp-contract guard: a call to ${ref} carries arguments that are no JSON object; refused`, { ref, state: 'out-of-scope', rules: [rule] });
    }
    outOfScope(ref, argsDigest, rule, why) {
        this.deps.log(`refused a call to ${ref} outside its approved scope (${rule}): ${why}`);
        void this.decided('refused-out-of-scope', ref, argsDigest, { rule });
        return new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, `mcp-contract guard: a call to ${ref} is outside its approved scope (${rule}); refused`, { ref, state: 'out-of-scope', rules: [rule] });
    }
    /**
     * A call outside the scope: the user is asked (on the wire, or in band for a 2026-07-28 client: then the answer is
     * the input_required result to return), unless the policy denies it or the client declared no elicitation.
     */
    async ask(req, ref, served, violation, args, argsDigest, via, signal) {
        const rule = (0,guard_scope/* ruleText */.Y3)(violation);
        if (this.deps.policy?.outOfScope === 'deny')
            throw this.outOfScope(ref, argsDigest, rule, '--policy out-of-scope=deny');
        const params = confirmationParams(this.deps.plan.server, ref, violation, args);
        if ((0,door/* refuseRequest */.IU)('elicitation/create', params, via.caps, this.sender()) !== undefined)
            throw this.outOfScope(ref, argsDigest, rule, 'the client declared no elicitation to ask the user with');
        const question = { ref, argumentsDigest: argsDigest, servedDigest: served, rule };
        const confirmations = this.deps.confirmations;
        if (via.inBand) {
            if (!confirmations)
                throw this.outOfScope(ref, argsDigest, rule, 'no way to ask in band');
            return { answer: { resultType: 'input_required', inputRequests: { [CONFIRM_KEY]: { method: 'elicitation/create', params } }, requestState: confirmations.issue(question, Date.now()) } };
        }
        const lifetimeMs = (this.deps.door ?? door/* DOOR_LIMITS */.cy).lifetimeMs;
        const answer = await this.peer.request('elicitation/create', params, { signal, timeout: Math.max(1, Math.min(this.deps.requestTimeoutMs, lifetimeMs)), relatedRequestId: req.id }).catch((e) => {
            if (signal.aborted)
                throw e;
            throw this.outOfScope(ref, argsDigest, rule, `the user could not be asked (${(0,capture/* oneLine */.TN)(e.message ?? String(e), this.deps.plan.secrets).slice(0, 120)})`);
        });
        if (!isYes(answer))
            throw this.outOfScope(ref, argsDigest, rule, `the user did not allow it (${(0,wire/* isObject */.Gv)(answer) && typeof answer.action === 'string' ? answer.action.slice(0, 20) : 'no answer'})`);
        return question;
    }
    /**
     * The upstream's own input_required round of a call the user confirmed in band: the state going back to the client
     * is ours, carrying the yes (bound as before) and the upstream's state, so the client's next round is not asked again.
     */
    continuing(result, confirmed, via) {
        const confirmations = this.deps.confirmations;
        if (!confirmed || !via.inBand || !confirmations)
            return result;
        const upstream = typeof result.requestState === 'string' ? result.requestState : undefined;
        const q = { ...confirmed, continued: upstream === undefined ? {} : { upstream } };
        return { ...result, requestState: confirmations.issue(q, Date.now()) };
    }
    /**
     * A retried call carrying our request state: the state and our answer taken off (the rest of its input responses and
     * an upstream's own state go on), and the confirmation it holds when the answer is a yes for these arguments.
     */
    answerOf(req, argsDigest) {
        const params = (req.params ?? {});
        if (!Confirmations.ours(params.requestState))
            return { req, confirmed: undefined };
        const out = { ...params };
        delete out.requestState;
        const carried = this.deps.confirmations?.redeem(params.requestState, Date.now());
        if (carried?.continued) {
            // A round of the upstream's own: its responses and its state go on; the yes it carries is checked as before.
            if (carried.continued.upstream !== undefined)
                out.requestState = carried.continued.upstream;
            const stripped = { ...req, params: out };
            if (carried.ref !== this.targetRef(stripped) || carried.argumentsDigest !== argsDigest)
                throw this.outOfScope(carried.ref, argsDigest, carried.rule, 'the arguments differ from the ones the user was asked about');
            return { req: stripped, confirmed: carried };
        }
        const responses = (0,wire/* isObject */.Gv)(params.inputResponses) ? { ...params.inputResponses } : {};
        const answer = responses[CONFIRM_KEY];
        delete responses[CONFIRM_KEY];
        if (Object.keys(responses).length > 0)
            out.inputResponses = responses;
        else
            delete out.inputResponses;
        const stripped = { ...req, params: out };
        const q = carried;
        const ref = this.targetRef(stripped);
        if (!q || q.ref !== ref)
            throw this.outOfScope(ref ?? 'the call', argsDigest, q?.rule ?? 'scope', 'its confirmation is unknown, expired or used already');
        if (q.argumentsDigest !== argsDigest)
            throw this.outOfScope(q.ref, argsDigest, q.rule, 'the arguments differ from the ones the user was asked about');
        if (!isYes(answer))
            throw this.outOfScope(q.ref, argsDigest, q.rule, `the user did not allow it (${(0,wire/* isObject */.Gv)(answer) && typeof answer.action === 'string' ? answer.action.slice(0, 20) : 'no answer'})`);
        return { req: stripped, confirmed: q };
    }
    /**
     * A result is held to the approved outputSchema: structuredContent that breaks it (or is missing, from a tool that
     * declares one and did not fail) is refused, or passed with a finding on stderr under output-mismatch=record.
     */
    checkOutput(ref, served, result, argsDigest) {
        const schema = this.publication.record(ref)?.live?.definition.outputSchema;
        if (!(0,wire/* isObject */.Gv)(schema) || result.isError === true)
            return;
        const violation = result.structuredContent === undefined ? { instancePath: '', keyword: 'structuredContent-missing' } : (0,guard_scope/* outputViolationOf */.UK)(served ?? ref, schema, result.structuredContent);
        if (!violation)
            return;
        const rule = (0,guard_scope/* ruleText */.Y3)(violation);
        if (this.deps.policy?.outputMismatch === 'record') {
            this.deps.log(`finding: the result of ${ref} does not match its approved outputSchema (${rule}); passed (output-mismatch=record)`);
            void this.decided('result-recorded', ref, argsDigest, { rule, served });
            return;
        }
        this.deps.log(`refused the result of ${ref}: it does not match its approved outputSchema (${rule})`);
        void this.decided('result-refused', ref, argsDigest, { rule, served });
        throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: the result of ${ref} does not match its approved outputSchema (${rule}); refused`);
    }
    /**
     * The live upstream when nothing has to happen before a call is judged, else undefined (then fresh() waits): a
     * capture running ahead of the bound does not hold a call while the last finished one is young.
     */
    freshNow() {
        if (this.dirty || this.changeInFlight || this.captured !== this.upstream || !this.freshness.young())
            return undefined;
        return this.upstream;
    }
    /**
     * The live upstream, with a finished capture of it (this process's, not only the store's) no older than maxAgeMs
     * and no announced change pending.
     */
    async fresh() {
        await this.ensureUpstream();
        if (this.capturing && (this.dirty || this.changeInFlight || this.captured !== this.upstream || !this.freshness.young()))
            await this.capturing;
        if (this.dirty || this.captured !== this.upstream || !this.freshness.young())
            await this.capture();
        return this.upstream ?? this.ensureUpstream();
    }
    /**
     * A result is held to the capture's message limit: a bigger one never reaches the client. Its size is the line it
     * came in, when it came in one: writing a result of a hundred megabytes out again to measure it held every other
     * request of the process for a second.
     */
    boundResult(result) {
        const limit = this.deps.plan.limits.maxMessageBytes;
        if (((0,lines/* bytesOfResult */.Al)(result) ?? Buffer.byteLength(JSON.stringify(result), 'utf8')) > limit)
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: the result exceeds limits.maxMessageBytes (${limit} bytes) and was not passed on`);
    }
    targetRef(req) {
        return (0,targets/* targetRef */.hu)(req, this.publication);
    }
    resourceRef(uri) {
        return (0,targets/* resourceRef */.Ue)(uri, this.publication);
    }
    /**
     * A list page as the client gets it. The page is asked for while the upstream's first capture is still running (the
     * handshake did not wait for it), and judged once that capture is in: a list after connecting meets the store as it
     * did when the handshake waited for the capture (what the policy follows, what is held, the lines logged).
     */
    async listed(kind, result, nextPage) {
        if (this.captured !== this.upstream && this.capturing)
            await this.capturing;
        return this.filterList(kind, result, nextPage);
    }
    filterList(kind, result, nextPage) {
        // Digested as the capture digests (one origin function): the name the upstream gives itself in the era it speaks.
        const upstream = this.upstream;
        const origin = upstream ? (0,capture/* originOf */.yv)((0,lists/* redactJson */.Kp)((0,capture/* serverIdentity */.uU)(upstream), this.deps.plan.secrets), this.deps.plan) : { server: this.deps.plan.server, surface: this.deps.plan.surface };
        const bounds = this.deps.listBounds;
        const budget = bounds && ((nextPage && this.budgets.get(kind)) || new targets/* ListBudget */.YB(bounds));
        if (budget)
            this.budgets.set(kind, budget);
        const out = (0,targets/* filterList */.Hk)(kind, result, this.publication, this.deps.plan, origin, budget);
        // A definition that moved without list_changed: caught up as an announced change is (calls wait for it), and the
        // client hears list_changed if publication moves.
        if (out.drift) {
            this.dirty = true;
            void this.capture();
        }
        if (!bounds || out.held === 0)
            return out.result;
        if (!this.overLogged.has(kind)) {
            this.overLogged.add(kind);
            this.deps.log(`upstream "${this.deps.plan.server}": its ${model/* KIND_METHOD */.Ll[kind].method} passed ${bounds.maxItems} items or ${bounds.maxBytes} bytes; the rest of it is held (--list-max-items, --list-max-bytes)`);
        }
        // The list ends here: a server with endless pages must not be asked for the next one.
        const ended = { ...out.result };
        delete ended.nextCursor;
        return ended;
    }
    /** A ref the guard has never seen may have just appeared: judged again after one fresh capture. */
    async checkUnknown(unknown) {
        // A client asking for names that do not exist must not turn into a capture per call.
        if (this.freshness.sinceLastStart() <= 2000)
            return unknown;
        await this.ensureUpstream();
        await this.capture();
        return this.publication.refusal(unknown.ref);
    }
    // ------------------------------------------------------------------ upstream -> downstream
    async waitInitialized(ms = 30_000) {
        if (this.initialized)
            return;
        await new Promise((resolve, reject) => {
            const t = setTimeout(() => reject(new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, 'the client has not finished initializing')), ms);
            t.unref();
            this.readyWaiters.push(() => {
                clearTimeout(t);
                resolve();
            });
        });
    }
    related() {
        const id = this.inflight[this.inflight.length - 1];
        return id === undefined ? {} : { relatedRequestId: id };
    }
    /**
     * The upstream as the door sees it: held while its identity gate holds it; its log messages only if it declared
     * logging (asked of the session that sent them: it may speak before it becomes the live upstream).
     */
    sender(s) {
        return { held: this.deps.identity?.held(), visible: true, logs: (0,wire/* isObject */.Gv)(s?.client.getServerCapabilities()?.logging) };
    }
    clientCapabilities() {
        return (this.init?.capabilities ?? {});
    }
    /** One line per session and kind of refusal: a flood of them must not become a flood on stderr. */
    turnAway(t) {
        // `undeclared` names one of three methods; every other reason is one line whatever the method.
        const key = t.reason === 'undeclared' ? t.line : t.reason;
        if (!this.turned.has(key)) {
            this.turned.add(key);
            this.deps.log(`upstream "${this.deps.plan.server}": ${t.line}`);
        }
        return t.error;
    }
    /** A request of the upstream's (sampling, elicitation, roots), through the door; it waits lifetimeMs at most. */
    async toDownstream(req, signal) {
        try {
            const refused = (0,door/* refuseRequest */.IU)(req.method, req.params, this.clientCapabilities(), this.sender()) ?? (0,door/* forgedQuestion */.AH)(req.method, req.params) ?? this.waiting.full();
            if (refused)
                throw this.turnAway(refused);
            return await this.waiting.run(async (deadline) => {
                await this.waitInitialized(deadline - Date.now());
                const timeout = Math.max(1, Math.min(this.deps.requestTimeoutMs, deadline - Date.now()));
                return (await this.peer.request(req.method, req.params, { signal, timeout, ...this.related() }));
            });
        }
        catch (err) {
            throw (0,wire/* asWire */.Et)(err);
        }
    }
    async fromUpstream(n, from) {
        const kinds = Object.entries(wire/* NOTIFY */.Wo).filter(([, m]) => m === n.method);
        if (kinds.length > 0) {
            // Never passed on as is: the client hears list_changed only when the publication changes.
            await this.capture();
            return;
        }
        if (n.method === 'notifications/resources/updated' && (0,wire/* isObject */.Gv)(n.params) && this.publication.refusal(this.resourceRef(String(n.params.uri))))
            return;
        const params = (0,door/* admitNotification */.FU)(n.method, n.params, this.clientCapabilities(), this.sender(from));
        if (params === null)
            return;
        if (!this.initialized)
            await this.waitInitialized().catch(() => undefined);
        await this.peer.notification(n.method, params, this.related()).catch(() => undefined);
    }
    /** Ends the session; a second caller (the peer's onclose began it unawaited) waits for the same end. */
    close() {
        this.closing ??= this.end();
        return this.closing;
    }
    async end() {
        this.closed = true;
        if (this.timer)
            clearInterval(this.timer);
        this.freshness.close();
        this.unsubscribe();
        this.unsubscribeIdentity();
        for (const end of [...this.listens])
            end();
        this.changeListeners.clear();
        const up = this.upstream ?? (await this.connecting?.catch(() => undefined));
        this.upstream = undefined;
        await up?.close();
        // A capture still in flight would write the store after the session is gone (and re-create a removed directory).
        await this.capturing?.catch(() => undefined);
        await this.peer.close().catch(() => undefined);
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var shared_secrets = __webpack_require__(88712);
;// CONCATENATED MODULE: ./src/audit/calls.ts
// The guard's side of the audit: one record per call it judged. A call it forwards is recorded before it goes (a
// forwarded call the log cannot take is refused instead: nothing runs unrecorded); a refusal never waits on the log.


/** Arguments bigger than this (canonical JSON) are recorded by digest and size only, whatever the mode. */
const MAX_ARGUMENT_BYTES = 4096;
const REDACTED = '[redacted]';
/** What of a request is its arguments: a tool's or prompt's `arguments`, a resource's URI, else the params. */
function argumentsOf(method, received) {
    if (!received)
        return {};
    const params = received;
    if (method === 'tools/call' || method === 'prompts/get')
        return params.arguments ?? {};
    const rest = { ...params };
    delete rest._meta;
    return rest;
}
/** The shape with every value replaced: which keys a call set, never what it set them to. */
function redactedShape(v) {
    if (Array.isArray(v))
        return v.map(redactedShape);
    if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redactedShape(x)]));
    return v === null ? null : REDACTED;
}
function shownArguments(args, mode, secrets) {
    if (mode === 'none')
        return undefined;
    const shown = (0,shared_secrets/* redactValue */.FI)(mode === 'full' ? args : redactedShape(args), secrets);
    const bytes = Buffer.byteLength((0,canonical/* canonicalJson */.dj)(shown), 'utf8');
    return bytes > MAX_ARGUMENT_BYTES ? `[${bytes} bytes: recorded by digest only]` : shown;
}
class CallAudit {
    failing;
    opts;
    constructor(opts) {
        this.opts = opts;
    }
    /** The one hook of the call path. Rejects (AuditWriteError) only for a call that would run: it must be refused. */
    async call(f) {
        const args = argumentsOf(f.method, f.params);
        let argumentsDigest = f.argumentsDigest;
        try {
            argumentsDigest ??= `sha256:${(0,canonical/* sha256 */.sc)((0,canonical/* canonicalJson */.dj)(args))}`;
        }
        catch {
            argumentsDigest = 'unhashable';
        }
        // Without the params (a refusal decided deep in the scope check) the record holds the digest alone.
        const shown = f.params === undefined ? undefined : shownArguments(args, this.opts.arguments, this.opts.secrets);
        const event = {
            kind: 'call',
            at: (this.opts.now?.() ?? new Date()).toISOString(),
            server: this.opts.server,
            method: f.method,
            ref: f.ref,
            ...(f.digest ? { digest: f.digest } : {}),
            argumentsDigest,
            ...(shown !== undefined ? { arguments: shown } : {}),
            decision: f.decision,
            ...(f.why ? { why: f.why } : {}),
            ...(f.rules?.length ? { rules: f.rules } : {}),
        };
        try {
            await this.opts.log.append(event);
            if (this.failing)
                this.opts.warn(`the audit log takes records again (${this.opts.log.dir}); calls are forwarded again`);
            this.failing = undefined;
        }
        catch (e) {
            const why = e.message;
            if (!this.failing)
                this.opts.warn(`${why}: every call is refused until it can be written (refusals go on unrecorded)`);
            this.failing = why;
            if (f.decision !== 'refused')
                throw e;
        }
    }
}

// EXTERNAL MODULE: ./src/audit/store-hook.ts + 1 modules
var store_hook = __webpack_require__(71908);
;// CONCATENATED MODULE: ./src/guard/service.ts












async function openGuard(o) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(o.storePath), { recursive: true, mode: 0o700 });
    const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(o.storePath));
    // The era whose records the store holds: the pinned one, else the one the approval's lists come from; a session
    // speaking another era of a dual-era upstream is judged by that era's publication (Publication.forEra).
    const era = o.plan.era !== 'auto' ? o.plan.era : (0,eras/* primaryEra */.Fk)(o.approved.surfaces[o.surface]);
    // This process's id: `approve --session` binds an approval to it, and it ends with the process.
    const session = (0,session_file/* newSession */.RL)();
    await (0,session_file/* writeSessionFile */.s8)(o.storePath, session);
    const publication = await Publication.open({ approved: o.approved, surface: o.surface, storePath: o.storePath, key, policy: o.policy, config: o.config, now: o.now, log: o.log, approveHint: o.approveHint, session, ...(o.source ? { source: o.source } : {}), ...(o.approveAllHint ? { approveAllHint: o.approveAllHint } : {}), ...(era ? { era } : {}) });
    const confirmations = new Confirmations((o.door ?? door/* DOOR_LIMITS */.cy).lifetimeMs);
    const log = (0,store_hook/* auditLogFor */.PR)((0,external_node_path_.dirname)(o.storePath), key, { ...o.auditBounds, ...(o.auditWrite ? { write: o.auditWrite } : {}) });
    const audit = new CallAudit({ log, server: o.approved.server, arguments: o.auditArguments ?? 'redacted', secrets: o.plan.secrets, warn: o.log, now: o.now });
    const deps = { publication, audit, plan: o.plan, approved: o.approved, log: o.log, version: o.version, requestTimeoutMs: o.requestTimeoutMs, intervalMs: o.intervalMs, maxAgeMs: o.maxAgeMs, policy: o.policy, confirmations, ...(o.onCall ? { onCall: o.onCall } : {}), ...(o.identity ? { identity: o.identity } : {}), ...(o.door ? { door: o.door } : {}), ...(o.listBounds ? { listBounds: o.listBounds } : {}), ...(o.clock ? { clock: o.clock } : {}), ...(o.prelaunch ? { prelaunch: o.prelaunch } : {}) };
    const watcher = watchStore([publication, ...(o.identity ? [o.identity] : [])], (name) => publication.owns(name), (0,external_node_path_.dirname)(o.storePath), o.log);
    return {
        publication,
        deps,
        newSession: () => new GuardSession(deps),
        close: () => {
            watcher.close();
            (0,session_file/* removeSessionFile */.nb)(o.storePath, session);
        },
    };
}
/** `approve` / `reject` in another process replace a store file: take their decisions in as soon as that happens. */
function watchStore(readers, owns, dir, log) {
    let pending;
    const watcher = (0,external_node_fs_.watch)(dir, (_event, name) => {
        if (name !== null && !owns(name))
            return;
        clearTimeout(pending);
        pending = setTimeout(() => {
            for (const r of readers)
                void r.reload().catch((e) => log(`cannot reload the store: ${e.message}`));
        }, 50);
    });
    watcher.unref();
    return {
        close: () => {
            watcher.close();
            clearTimeout(pending);
        },
    };
}


/***/ }),

/***/ 23032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ newSession),
/* harmony export */   SQ: () => (/* binding */ runningSession),
/* harmony export */   nb: () => (/* binding */ removeSessionFile),
/* harmony export */   s8: () => (/* binding */ writeSessionFile),
/* harmony export */   zT: () => (/* binding */ sessionLive)
/* harmony export */ });
/* unused harmony export runningSessions */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
// Which guard processes run for a store: each writes its id beside the store (`<store>.session-<id>`, 0600, the id
// its pid and random bytes) at start and removes it at close. `approve --session` binds an approval to the one running guard; a guard ends a session
// approval only when that approval's process is gone, so two guards sharing a store (two clients of one server)
// never end each other's.





const SUFFIX = '.session-';
function sessionFile(storePath, session) {
    return `${storePath}${SUFFIX}${session}`;
}
/** A new id for this process: its pid (so another process can tell whether it still runs) and 16 random bytes. */
function newSession() {
    return `${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(16).toString('hex')}`;
}
async function writeSessionFile(storePath, session) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(sessionFile(storePath, session), `${JSON.stringify({ session, pid: process.pid })}\n`, { mode: 0o600 });
}
function readSession(file) {
    try {
        const v = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        return typeof v.session === 'string' ? v.session : undefined;
    }
    catch {
        return undefined;
    }
}
function removeSessionFile(storePath, session) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(sessionFile(storePath, session));
    }
    catch {
        // Gone already.
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code === 'EPERM';
    }
}
/** Whether the guard process a session id names still runs for this store (its file is there, its pid alive). */
function sessionLive(storePath, session) {
    if (!/^\d+\.[0-9a-f]{32}$/.test(session))
        return false;
    const pid = Number(session.slice(0, session.indexOf('.')));
    return readSession(sessionFile(storePath, session)) === session && alive(pid);
}
/** The ids of the guards running for this store. */
function runningSessions(storePath) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(storePath));
    }
    catch {
        return [];
    }
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(storePath)}${SUFFIX}`;
    return names
        .filter((n) => n.startsWith(prefix))
        .map((n) => n.slice(prefix.length))
        .filter((s) => sessionLive(storePath, s));
}
/**
 * The one guard running for this store, for `approve --session`; one line when there is none, or several. Another
 * era's store (`<server>.<era>.json`) is the guard's of `<server>.json`.
 */
function runningSession(storePath) {
    const era = /^(.*)\.(legacy|modern)\.json$/.exec(storePath);
    const live = runningSessions(era && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${era[1]}.json`) ? `${era[1]}.json` : storePath);
    if (live.length === 1)
        return live[0];
    if (live.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`mcp-contract approve: --session binds the approval to the running guard, and none runs for ${storePath}`);
    const pids = live.map((s) => s.slice(0, s.indexOf('.'))).join(', ');
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`mcp-contract approve: --session binds the approval to one guard process, and ${live.length} run for ${storePath} (pids ${pids}); stop the others, or approve without --session`);
}


/***/ }),

/***/ 31867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ filterList),
/* harmony export */   Ue: () => (/* binding */ resourceRef),
/* harmony export */   YB: () => (/* binding */ ListBudget),
/* harmony export */   hu: () => (/* binding */ targetRef),
/* harmony export */   wl: () => (/* binding */ requireStringTarget)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66881);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _capture_lists_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65939);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89352);
// What a request acts on, and what of a list the client may see: both judged by decide() through the publication.





/** The capability a request acts on, if it acts on one. */
function targetRef(req, publication) {
    const p = (0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(req.params) ? req.params : {};
    switch (req.method) {
        case 'tools/call':
            return `tool:${String(p.name)}`;
        case 'prompts/get':
            return `prompt:${String(p.name)}`;
        case 'resources/read':
        case 'resources/subscribe':
        case 'resources/unsubscribe':
            return resourceRef(String(p.uri), publication);
        case 'completion/complete': {
            const r = (0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(p.ref) ? p.ref : {};
            if (r.type === 'ref/prompt')
                return `prompt:${String(r.name)}`;
            if (r.type === 'ref/resource')
                return `resourceTemplate:${String(r.uri)}`;
            return undefined;
        }
        default:
            return undefined;
    }
}
/** The field that names a targeted request's capability, by where it sits in the params. */
function targetField(method, p) {
    switch (method) {
        case 'tools/call':
        case 'prompts/get':
            return ['params.name', p.name];
        case 'resources/read':
        case 'resources/subscribe':
        case 'resources/unsubscribe':
            return ['params.uri', p.uri];
        case 'completion/complete': {
            const r = (0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(p.ref) ? p.ref : {};
            if (r.type === 'ref/prompt')
                return ['params.ref.name', r.name];
            if (r.type === 'ref/resource')
                return ['params.ref.uri', r.uri];
            return undefined;
        }
        default:
            return undefined;
    }
}
/**
 * Refuses a targeted request whose name or URI is not a string: judged as its string form, `["write_file"]` would
 * pass as the approved `tool:write_file` while the upstream reads the array as it likes (or a bracketed form that
 * names a different tool). Invalid params, as the request would be at a server that validates it.
 */
function requireStringTarget(req) {
    const field = targetField(req.method, (0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(req.params) ? req.params : {});
    if (field && typeof field[1] !== 'string')
        throw new _wire_js__WEBPACK_IMPORTED_MODULE_3__/* .WireError */ .cC(_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .INVALID_PARAMS_CODE */ .NE, `Invalid params: ${req.method} ${field[0]} must be a string`);
}
/** A listed resource by its URI, else the first approved template that matches it. */
function resourceRef(uri, publication) {
    const direct = `resource:${uri}`;
    if (publication.record(direct))
        return direct;
    for (const rec of publication.records()) {
        if (!rec.ref.startsWith('resourceTemplate:') || publication.refusal(rec.ref))
            continue;
        try {
            if (new _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_4__/* .UriTemplate */ .H(rec.ref.slice('resourceTemplate:'.length)).match(uri))
                return rec.ref;
        }
        catch {
            // A template the SDK cannot parse matches nothing.
        }
    }
    return direct;
}
/** What one list has judged so far, page after page, against its bounds. */
class ListBudget {
    bounds;
    items = 0;
    bytes = 0;
    constructor(bounds) {
        this.bounds = bounds;
    }
    /** Counts one more item; false once the list has had its bounds' worth (it and the rest are held). */
    next() {
        return this.items++ < this.bounds.maxItems && this.bytes <= this.bounds.maxBytes;
    }
    /** Counts an item's JSON; false when it passes the bytes bound (it and the rest are held). */
    fits(bytes) {
        this.bytes += bytes;
        return this.bytes <= this.bounds.maxBytes;
    }
}
/**
 * Safe contraction: only items whose digest, computed now, is approved go to the client. `drift` is true when a
 * known definition no longer matches the last capture (the caller re-captures). With a budget, the items past it are
 * neither judged nor served: `held` counts them (a digest per item of a 300,000-item list took seconds per list).
 */
function filterList(kind, result, publication, plan, origin, budget) {
    const field = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind].field;
    const items = result[field];
    if (!Array.isArray(items))
        return { result, drift: false, held: 0 };
    let drift = false;
    let held = 0;
    const kept = [];
    for (const [n, raw] of items.entries()) {
        if (budget && !budget.next()) {
            held = items.length - n;
            break;
        }
        // An item with no canonical form (a lone surrogate, 1e400) has no digest: it alone is held, the rest is served.
        if (!(0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(raw) || (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOf */ .TN)(kind, raw) === undefined || (0,_capture_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .itemShape */ .P)(raw, _capture_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ITEM_DEPTH */ .HO) !== 'ok')
            continue;
        const text = JSON.stringify(raw);
        // One item larger than the message limit is held alone.
        if (text.length > plan.limits.maxMessageBytes)
            continue;
        if (budget && !budget.fits(Buffer.byteLength(text, 'utf8'))) {
            held = items.length - n;
            break;
        }
        const item = plan.secrets.length > 0 ? (0,_capture_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .redactJson */ .Kp)(raw, plan.secrets) : raw;
        const cap = (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .buildCapability */ .bz)(kind, item, origin, { volatileMeta: plan.volatileMeta });
        const seen = publication.record(cap.ref)?.live;
        // Only a known definition that moved: an item the capture never recorded (filtered out by config) stays hidden.
        if (seen && seen.digest !== cap.digest)
            drift = true;
        if (publication.publishable(cap.ref, cap.digest))
            kept.push(raw);
    }
    return { result: { ...result, [field]: kept }, drift, held };
}


/***/ })

};
