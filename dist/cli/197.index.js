export const id = 197;
export const ids = [197];
export const modules = {

/***/ 9197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  guardCommand: () => (/* binding */ guardCommand),
  guardedSurface: () => (/* reexport */ guardedSurface),
  policyOf: () => (/* reexport */ policyOf)
});

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(139);
// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(6912);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/guard/listen-address.ts
var listen_address = __webpack_require__(7135);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(8051);
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

// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(7297);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(7336);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
;// CONCATENATED MODULE: ./src/guard/publication.ts
// What the guard publishes, shared by every downstream session: the approved snapshot, the store (re-reconciled on
// each capture and each approve/reject) and, per ref, the verdict of decide(). Reports which kinds' publication moved.







class Publication {
    opts;
    store;
    approvedByRef;
    live;
    /** sha256 of the store text we last wrote or read: the file's own change events are told from others' by it. */
    lastWritten = '';
    listeners = new Set();
    constructor(opts, store) {
        this.opts = opts;
        this.store = store;
        this.approvedByRef = (0,approval/* approvedItems */.WB)(opts.approved, opts.surface);
    }
    static async open(opts) {
        return new Publication(opts, await (0,store/* readStore */.uz)(opts.storePath, opts.approved.server, opts.surface, opts.key, opts.log));
    }
    get storePath() {
        return this.opts.storePath;
    }
    /** Called with the kinds whose publication changed (every session sends list_changed for them). */
    onChange(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    record(ref) {
        return this.store.capabilities[ref];
    }
    records() {
        return Object.values(this.store.capabilities);
    }
    /** Whether exactly this digest may be published under ref at `now` (the list filter asks this per item). */
    publishable(ref, digest, now = this.opts.now()) {
        return decide(ref, digest, this.store.capabilities[ref], this.approvedByRef.get(ref), now) === undefined;
    }
    /** undefined when calls to ref may go through (its last captured definition is approved), else why not. */
    refusal(ref) {
        return decide(ref, undefined, this.store.capabilities[ref], this.approvedByRef.get(ref), this.opts.now());
    }
    /** The operator's line for a refusal (stderr): what changed and the command that approves it, ref shell-quoted. */
    explain(r) {
        const rec = this.store.capabilities[r.ref];
        const held = this.heldSummary(r.ref);
        const how = r.state === 'missing' || !rec ? '' : `; after review: ${this.opts.approveHint(r.ref)}`;
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
        this.live = this.sharingApproved(live);
        return this.reconcileAndWrite();
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
            return onDisk !== undefined && onDisk === this.lastWritten ? this.store : (0,store/* storeOf */.xX)(text, storePath, approved.server, surface, key, log);
        }, (current) => {
            const r = (0,approval/* reconcile */.Lq)(approved, current, live, policy, now(), config);
            transitions = r.transitions;
            return r.store;
        }, (text) => onDisk !== undefined && textDigest(text) === onDisk);
        this.store = written.store;
        this.lastWritten = textDigest(written.text);
        for (const t of transitions)
            this.opts.log(`${t.ref}: ${t.from} -> ${t.to}${this.heldSummary(t.ref)}`);
        const kinds = this.changedKinds(before);
        this.emit(kinds);
        return kinds;
    }
    heldSummary(ref) {
        const rec = this.store.capabilities[ref];
        if (!rec || rec.state === 'approved')
            return '';
        const fields = (rec.changes ?? []).map((c) => `${c.rule}${c.pointer ? ` ${c.pointer}` : ''}`);
        return fields.length ? ` (${fields.join('; ')})` : rec.reason ? ` (${rec.reason})` : '';
    }
    /** The store file changed under us (approve / reject): take the decisions in and re-publish. */
    async reload() {
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
            this.store = await (0,store/* readStore */.uz)(this.opts.storePath, this.opts.approved.server, this.opts.surface, this.opts.key, this.opts.log);
            this.lastWritten = textDigest(text);
            const kinds = this.changedKinds(before);
            this.emit(kinds);
            return kinds;
        }
        return this.reconcileAndWrite();
    }
}
/** A digest in place of the text: a 1,000-tool store is over a megabyte the guard would otherwise hold for a compare. */
function textDigest(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}

// EXTERNAL MODULE: ./src/rpc/peer.ts
var peer = __webpack_require__(4107);
// EXTERNAL MODULE: ./src/capture/connect.ts + 3 modules
var connect = __webpack_require__(1362);
;// CONCATENATED MODULE: ./src/guard/exit-kill.ts
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

// EXTERNAL MODULE: ./src/guard/modern.ts
var modern = __webpack_require__(1138);
;// CONCATENATED MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/uriTemplate.js
// Claude-authored implementation of RFC 6570 URI Templates
const MAX_TEMPLATE_LENGTH = 1000000; // 1MB
const MAX_VARIABLE_LENGTH = 1000000; // 1MB
const MAX_TEMPLATE_EXPRESSIONS = 10000;
const MAX_REGEX_LENGTH = 1000000; // 1MB
class UriTemplate {
    /**
     * Returns true if the given string contains any URI template expressions.
     * A template expression is a sequence of characters enclosed in curly braces,
     * like {foo} or {?bar}.
     */
    static isTemplate(str) {
        // Look for any sequence of characters between curly braces
        // that isn't just whitespace
        return /\{[^}\s]+\}/.test(str);
    }
    static validateLength(str, max, context) {
        if (str.length > max) {
            throw new Error(`${context} exceeds maximum length of ${max} characters (got ${str.length})`);
        }
    }
    get variableNames() {
        return this.parts.flatMap(part => (typeof part === 'string' ? [] : part.names));
    }
    constructor(template) {
        UriTemplate.validateLength(template, MAX_TEMPLATE_LENGTH, 'Template');
        this.template = template;
        this.parts = this.parse(template);
    }
    toString() {
        return this.template;
    }
    parse(template) {
        const parts = [];
        let currentText = '';
        let i = 0;
        let expressionCount = 0;
        while (i < template.length) {
            if (template[i] === '{') {
                if (currentText) {
                    parts.push(currentText);
                    currentText = '';
                }
                const end = template.indexOf('}', i);
                if (end === -1)
                    throw new Error('Unclosed template expression');
                expressionCount++;
                if (expressionCount > MAX_TEMPLATE_EXPRESSIONS) {
                    throw new Error(`Template contains too many expressions (max ${MAX_TEMPLATE_EXPRESSIONS})`);
                }
                const expr = template.slice(i + 1, end);
                const operator = this.getOperator(expr);
                const exploded = expr.includes('*');
                const names = this.getNames(expr);
                const name = names[0];
                // Validate variable name length
                for (const name of names) {
                    UriTemplate.validateLength(name, MAX_VARIABLE_LENGTH, 'Variable name');
                }
                parts.push({ name, operator, names, exploded });
                i = end + 1;
            }
            else {
                currentText += template[i];
                i++;
            }
        }
        if (currentText) {
            parts.push(currentText);
        }
        return parts;
    }
    getOperator(expr) {
        const operators = ['+', '#', '.', '/', '?', '&'];
        return operators.find(op => expr.startsWith(op)) || '';
    }
    getNames(expr) {
        const operator = this.getOperator(expr);
        return expr
            .slice(operator.length)
            .split(',')
            .map(name => name.replace('*', '').trim())
            .filter(name => name.length > 0);
    }
    encodeValue(value, operator) {
        UriTemplate.validateLength(value, MAX_VARIABLE_LENGTH, 'Variable value');
        if (operator === '+' || operator === '#') {
            return encodeURI(value);
        }
        return encodeURIComponent(value);
    }
    expandPart(part, variables) {
        if (part.operator === '?' || part.operator === '&') {
            const pairs = part.names
                .map(name => {
                const value = variables[name];
                if (value === undefined)
                    return '';
                const encoded = Array.isArray(value)
                    ? value.map(v => this.encodeValue(v, part.operator)).join(',')
                    : this.encodeValue(value.toString(), part.operator);
                return `${name}=${encoded}`;
            })
                .filter(pair => pair.length > 0);
            if (pairs.length === 0)
                return '';
            const separator = part.operator === '?' ? '?' : '&';
            return separator + pairs.join('&');
        }
        if (part.names.length > 1) {
            const values = part.names.map(name => variables[name]).filter(v => v !== undefined);
            if (values.length === 0)
                return '';
            return values.map(v => (Array.isArray(v) ? v[0] : v)).join(',');
        }
        const value = variables[part.name];
        if (value === undefined)
            return '';
        const values = Array.isArray(value) ? value : [value];
        const encoded = values.map(v => this.encodeValue(v, part.operator));
        switch (part.operator) {
            case '':
                return encoded.join(',');
            case '+':
                return encoded.join(',');
            case '#':
                return '#' + encoded.join(',');
            case '.':
                return '.' + encoded.join('.');
            case '/':
                return '/' + encoded.join('/');
            default:
                return encoded.join(',');
        }
    }
    expand(variables) {
        let result = '';
        let hasQueryParam = false;
        for (const part of this.parts) {
            if (typeof part === 'string') {
                result += part;
                continue;
            }
            const expanded = this.expandPart(part, variables);
            if (!expanded)
                continue;
            // Convert ? to & if we already have a query parameter
            if ((part.operator === '?' || part.operator === '&') && hasQueryParam) {
                result += expanded.replace('?', '&');
            }
            else {
                result += expanded;
            }
            if (part.operator === '?' || part.operator === '&') {
                hasQueryParam = true;
            }
        }
        return result;
    }
    escapeRegExp(str) {
        return str.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    partToRegExp(part) {
        const patterns = [];
        // Validate variable name length for matching
        for (const name of part.names) {
            UriTemplate.validateLength(name, MAX_VARIABLE_LENGTH, 'Variable name');
        }
        if (part.operator === '?' || part.operator === '&') {
            for (let i = 0; i < part.names.length; i++) {
                const name = part.names[i];
                const prefix = i === 0 ? '\\' + part.operator : '&';
                patterns.push({
                    pattern: prefix + this.escapeRegExp(name) + '=([^&]+)',
                    name
                });
            }
            return patterns;
        }
        let pattern;
        const name = part.name;
        switch (part.operator) {
            case '':
                pattern = part.exploded ? '([^/,]+(?:,[^/,]+)*)' : '([^/,]+)';
                break;
            case '+':
            case '#':
                pattern = '(.+)';
                break;
            case '.':
                pattern = '\\.([^/,]+)';
                break;
            case '/':
                pattern = '/' + (part.exploded ? '([^/,]+(?:,[^/,]+)*)' : '([^/,]+)');
                break;
            default:
                pattern = '([^/]+)';
        }
        patterns.push({ pattern, name });
        return patterns;
    }
    match(uri) {
        UriTemplate.validateLength(uri, MAX_TEMPLATE_LENGTH, 'URI');
        let pattern = '^';
        const names = [];
        for (const part of this.parts) {
            if (typeof part === 'string') {
                pattern += this.escapeRegExp(part);
            }
            else {
                const patterns = this.partToRegExp(part);
                for (const { pattern: partPattern, name } of patterns) {
                    pattern += partPattern;
                    names.push({ name, exploded: part.exploded });
                }
            }
        }
        pattern += '$';
        UriTemplate.validateLength(pattern, MAX_REGEX_LENGTH, 'Generated regex pattern');
        const regex = new RegExp(pattern);
        const match = uri.match(regex);
        if (!match)
            return null;
        const result = {};
        for (let i = 0; i < names.length; i++) {
            const { name, exploded } = names[i];
            const value = match[i + 1];
            const cleanName = name.replace('*', '');
            if (exploded && value.includes(',')) {
                result[cleanName] = value.split(',');
            }
            else {
                result[cleanName] = value;
            }
        }
        return result;
    }
}
//# sourceMappingURL=uriTemplate.js.map
// EXTERNAL MODULE: ./src/capture/lists.ts + 1 modules
var lists = __webpack_require__(5939);
// EXTERNAL MODULE: ./src/guard/wire.ts
var wire = __webpack_require__(9352);
;// CONCATENATED MODULE: ./src/guard/targets.ts
// What a request acts on, and what of a list the client may see: both judged by decide() through the publication.





/** The capability a request acts on, if it acts on one. */
function targetRef(req, publication) {
    const p = (0,wire/* isObject */.Gv)(req.params) ? req.params : {};
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
            const r = (0,wire/* isObject */.Gv)(p.ref) ? p.ref : {};
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
/** A listed resource by its URI, else the first approved template that matches it. */
function resourceRef(uri, publication) {
    const direct = `resource:${uri}`;
    if (publication.record(direct))
        return direct;
    for (const rec of publication.records()) {
        if (!rec.ref.startsWith('resourceTemplate:') || publication.refusal(rec.ref))
            continue;
        try {
            if (new UriTemplate(rec.ref.slice('resourceTemplate:'.length)).match(uri))
                return rec.ref;
        }
        catch {
            // A template the SDK cannot parse matches nothing.
        }
    }
    return direct;
}
/**
 * Safe contraction: only items whose digest, computed now, is approved go to the client. `drift` is true when a
 * known definition no longer matches the last capture (the caller re-captures).
 */
function filterList(kind, result, publication, plan, server) {
    const field = model/* KIND_METHOD */.Ll[kind].field;
    const items = result[field];
    if (!Array.isArray(items))
        return { result, drift: false };
    const origin = { server, surface: plan.surface };
    let drift = false;
    const kept = items.filter((raw) => {
        // An item with no canonical form (a lone surrogate, 1e400) has no digest: it alone is held, the rest is served.
        if (!(0,wire/* isObject */.Gv)(raw) || (0,canonical/* keyOf */.TN)(kind, raw) === undefined || (0,lists/* itemShape */.P)(raw, lists/* MAX_ITEM_DEPTH */.HO) !== 'ok')
            return false;
        // One item larger than the message limit is held alone.
        if (JSON.stringify(raw).length > plan.limits.maxMessageBytes)
            return false;
        const item = plan.secrets.length > 0 ? (0,lists/* redactJson */.Kp)(raw, plan.secrets) : raw;
        const cap = (0,canonical/* buildCapability */.bz)(kind, item, origin, { volatileMeta: plan.volatileMeta });
        const seen = publication.record(cap.ref)?.live;
        // Only a known definition that moved: an item the capture never recorded (filtered out by config) stays hidden.
        if (seen && seen.digest !== cap.digest)
            drift = true;
        return publication.publishable(cap.ref, cap.digest);
    });
    return { result: { ...result, [field]: kept }, drift };
}

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
    if (instructions !== undefined && instructions === d.approved.surfaces[d.surface]?.server?.instructions)
        return instructions;
    if (instructions !== undefined)
        d.log("the server's instructions differ from the approved snapshot; they are withheld");
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

// EXTERNAL MODULE: ./src/guard/initialize.ts
var initialize = __webpack_require__(8731);
// EXTERNAL MODULE: ./src/guard/listen.ts
var listen = __webpack_require__(2030);
;// CONCATENATED MODULE: ./src/guard/session.ts












/** The freshness bound by default: a silent change is caught within this long, at the cost of a re-list per call. */
const DEFAULT_MAX_AGE_MS = 5000;
const UPSTREAM_HEADROOM = 4;
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
    /** The client's end: requests and notifications from it, and what the guard sends it. */
    peer = new peer/* RpcPeer */.o();
    upstream;
    connecting;
    init;
    initialized = false;
    readyWaiters = [];
    inflight = [];
    capturing;
    captureAgain = false;
    timer;
    unsubscribe;
    unsubscribeIdentity;
    closed = false;
    closing;
    lastExit;
    lastAttempt = 0;
    /** When the last capture started (a call is judged against it only while it is younger than maxAgeMs). */
    lastCapture = 0;
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
    onclose;
    /** Hears the upstream going away (the gateway marks it unavailable and tells its client at once). */
    onupstreamdown;
    /** Hears a start that failed, instead of the log (the gateway folds it into its own one line). */
    onstartfailed;
    constructor(deps) {
        this.deps = deps;
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
        this.unsubscribe = deps.publication.onChange((kinds) => void this.notifyChanged(kinds));
        this.unsubscribeIdentity = deps.identity?.onChange(() => void this.notifyChanged([...model/* KINDS */.GW])) ?? (() => undefined);
        if (deps.intervalMs > 0) {
            this.timer = setInterval(() => void this.capture(), deps.intervalMs);
            this.timer.unref();
        }
    }
    get face() {
        return { approved: this.deps.approved, surface: this.deps.plan.surface, log: this.deps.log };
    }
    /** Our transports, or the SDK's (its HTTP server transport, its in-memory pair): the same JSON-RPC on the wire. */
    async connect(transport) {
        await this.peer.connect(transport);
    }
    /** A 2025-era client's initialize: the version as the SDK Server negotiates it, the rest as far as approved. */
    async initialize(req) {
        const params = (0,initialize/* initializeParams */.PN)(req.params);
        this.init = params;
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
            return this.onRequest(req, signal);
        if (env.version !== modern/* MODERN_VERSION */.j$)
            throw new wire/* WireError */.cC(wire/* UNSUPPORTED_VERSION_CODE */.jz, `Unsupported protocol version: ${env.version.slice(0, 40)}`, { supported: modern/* GUARD_VERSIONS */.CR, requested: env.version.slice(0, 40) });
        this.modernClient = true;
        if (!this.init)
            this.init = { protocolVersion: env.version, clientInfo: { name: env.client.name, version: env.client.version }, capabilities: env.client.capabilities };
        if (!this.initialized)
            this.ready();
        if (req.method === 'server/discover')
            return (0,modern/* modernResult */.P4)(req.method, discoverResult(await this.ensureUpstream(), this.face));
        if (req.method === listen/* LISTEN_METHOD */.CZ)
            return (0,modern/* modernResult */.P4)(req.method, await this.serveListen(req, signal));
        return (0,modern/* modernResult */.P4)(req.method, await this.onRequest({ ...req, params: (0,modern/* withoutEnvelope */.$0)(req.params) }, signal));
    }
    // ------------------------------------------------------------------ upstream
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
        const held = await this.deps.identity?.beforeLaunch();
        if (held)
            throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, held);
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
            const limits = { ...plan.limits, maxMessageBytes: plan.limits.maxMessageBytes * UPSTREAM_HEADROOM };
            session = await (0,capture/* openSession */.fA)({ ...plan, client, limits }, (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${(0,capture/* oneLine */.TN)(line, plan.secrets).slice(0, 200)}`), (s) => {
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
        this.interceptProgress(session);
        this.upstream = session;
        await this.listenTo(session);
        if (session.pid !== undefined)
            this.exitHooks.set(session, killOnExit(session.pid));
        log(`${reconnect ? 'reconnected to' : 'connected to'} upstream "${plan.server}"${session.pid ? ` (pid ${session.pid})` : ''}`);
        await this.capture();
        return session;
    }
    wire(s) {
        const client = s.client;
        // Roots, sampling and elicitation are the downstream client's to answer.
        client.removeRequestHandler('roots/list');
        client.fallbackRequestHandler = (req, extra) => this.toDownstream(req, extra.signal);
        client.fallbackNotificationHandler = (n) => this.fromUpstream(n);
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
                this.dirty = false;
                this.lastCapture = Date.now();
                const s = this.upstream;
                if (!s)
                    return;
                const surface = await (0,capture/* listSurface */.Up)(s, this.deps.plan);
                const snap = { format: model/* SNAPSHOT_FORMAT */.Td, server: this.deps.approved.server, surfaces: { [this.deps.plan.surface]: surface } };
                try {
                    await this.deps.publication.observe(snap);
                }
                catch (e) {
                    this.deps.log(`cannot update the store: ${e.message}`);
                }
            } while (this.captureAgain && !this.closed);
        })().finally(() => (this.capturing = undefined));
        return this.capturing;
    }
    async notifyChanged(kinds) {
        if (this.closed)
            return;
        const methods = [...new Set(kinds.map((k) => wire/* NOTIFY */.Wo[k]))];
        for (const fn of this.changeListeners)
            fn(methods);
        if (!this.initialized || this.modernClient)
            return;
        for (const method of methods)
            await this.peer.notification(method).catch(() => undefined);
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
        try {
            await (0,listen/* listenUpstream */.Nl)(session, filter, envelope);
            this.deps.log(`listening for list changes from upstream "${this.deps.plan.server}" (subscriptions/listen)`);
        }
        catch (e) {
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
    async onRequest(req, signal) {
        try {
            const kind = wire/* LIST_KIND */._4[req.method];
            const held = this.upstream ? undefined : this.deps.identity?.held();
            if (held)
                return heldAnswer(kind, held);
            if (kind)
                return this.filterList(kind, await this.forward(req, signal, await this.ensureUpstream()));
            if (!wire/* TARGETED */.Hx.has(req.method))
                return await this.forward(req, signal, await this.ensureUpstream());
            return await this.checkedForward(req, signal);
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
    async checkedForward(req, signal) {
        for (let attempt = 0;; attempt++) {
            // A server that announces changes without pause must not hold a call in this loop forever.
            if (attempt === wire/* MAX_RECHECKS */.yF)
                throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: upstream server "${this.deps.plan.server}" kept changing while the call was checked`);
            // The common case waits for nothing: a live upstream, a young capture, a ref the guard has seen.
            const upstream = this.freshNow() ?? (await this.fresh());
            const ref = this.targetRef(req);
            const seen = ref === undefined ? undefined : this.deps.publication.refusal(ref);
            const refusal = seen?.state === 'unknown' ? await this.checkUnknown(seen) : seen;
            if (refusal) {
                this.deps.log(this.deps.publication.explain(refusal));
                throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, (0,wire/* refusalMessage */.se)(refusal), refusal);
            }
            if (this.upstream !== upstream || this.dirty)
                continue;
            const result = await this.forward(req, signal, upstream);
            if (req.method === 'tools/call')
                this.boundResult(result);
            return result;
        }
    }
    /** The live upstream when nothing has to happen before a call is judged, else undefined (then fresh() waits). */
    freshNow() {
        if (this.capturing || this.dirty || Date.now() - this.lastCapture >= this.deps.maxAgeMs)
            return undefined;
        return this.upstream;
    }
    /** The live upstream, with a capture no older than maxAgeMs and none pending or running. */
    async fresh() {
        await this.ensureUpstream();
        if (this.capturing)
            await this.capturing;
        if (this.dirty || Date.now() - this.lastCapture >= this.deps.maxAgeMs)
            await this.capture();
        return this.upstream ?? this.ensureUpstream();
    }
    /** A result is held to the capture's message limit: a bigger one never reaches the client. */
    boundResult(result) {
        const limit = this.deps.plan.limits.maxMessageBytes;
        if (Buffer.byteLength(JSON.stringify(result), 'utf8') > limit)
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: the result exceeds limits.maxMessageBytes (${limit} bytes) and was not passed on`);
    }
    targetRef(req) {
        return targetRef(req, this.deps.publication);
    }
    resourceRef(uri) {
        return resourceRef(uri, this.deps.publication);
    }
    filterList(kind, result) {
        const server = String(this.upstream?.client.getServerVersion()?.name ?? this.deps.plan.server);
        const out = filterList(kind, result, this.deps.publication, this.deps.plan, server);
        // A definition that moved without list_changed: catch up, the client hears list_changed if publication moves.
        if (out.drift)
            void this.capture();
        return out.result;
    }
    /** A ref the guard has never seen may have just appeared: judged again after one fresh capture. */
    async checkUnknown(unknown) {
        // A client asking for names that do not exist must not turn into a capture per call.
        if (Date.now() - this.lastCapture <= 2000)
            return unknown;
        await this.ensureUpstream();
        await this.capture();
        return this.deps.publication.refusal(unknown.ref);
    }
    // ------------------------------------------------------------------ upstream -> downstream
    async waitInitialized() {
        if (this.initialized)
            return;
        await new Promise((resolve, reject) => {
            const t = setTimeout(() => reject(new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, 'the client has not finished initializing')), 30_000);
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
    async toDownstream(req, signal) {
        try {
            await this.waitInitialized();
            return (await this.peer.request(req.method, req.params, { signal, timeout: this.deps.requestTimeoutMs, ...this.related() }));
        }
        catch (err) {
            throw (0,wire/* asWire */.Et)(err);
        }
    }
    async fromUpstream(n) {
        const kinds = Object.entries(wire/* NOTIFY */.Wo).filter(([, m]) => m === n.method);
        if (kinds.length > 0) {
            // Never passed on as is: the client hears list_changed only when the publication changes.
            await this.capture();
            return;
        }
        if (n.method === 'notifications/resources/updated' && (0,wire/* isObject */.Gv)(n.params) && this.deps.publication.refusal(this.resourceRef(String(n.params.uri))))
            return;
        if (!this.initialized)
            await this.waitInitialized().catch(() => undefined);
        await this.peer.notification(n.method, n.params, this.related()).catch(() => undefined);
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

;// CONCATENATED MODULE: ./src/guard/service.ts
// One guard, whatever faces the client: the publication (approved digests and the store), the watch on the store that
// takes `approve` / `reject` in, and a factory of downstream sessions. The CLI and the in-process tests both start it.






async function openGuard(o) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(o.storePath), { recursive: true, mode: 0o700 });
    const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(o.storePath));
    const publication = await Publication.open({ approved: o.approved, surface: o.surface, storePath: o.storePath, key, policy: o.policy, config: o.config, now: o.now, log: o.log, approveHint: o.approveHint });
    const deps = { publication, plan: o.plan, approved: o.approved, log: o.log, version: o.version, requestTimeoutMs: o.requestTimeoutMs, intervalMs: o.intervalMs, maxAgeMs: o.maxAgeMs, ...(o.identity ? { identity: o.identity } : {}) };
    const watcher = watchStore([publication, ...(o.identity ? [o.identity] : [])], o.storePath, o.log);
    return { publication, deps, newSession: () => new GuardSession(deps), close: () => watcher.close() };
}
/** `approve` / `reject` in another process replace the store file: take their decisions in as soon as that happens. */
function watchStore(readers, storePath, log) {
    let pending;
    const watcher = (0,external_node_fs_.watch)((0,external_node_path_.dirname)(storePath), (_event, name) => {
        if (name !== null && name !== (0,external_node_path_.basename)(storePath))
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

;// CONCATENATED MODULE: ./src/cli/commands/guard-options.ts
// What the one-server guard and the gateway read alike from the command line: the surface to guard, the policy.


/** The approved snapshot's surface to guard: `--surface`, else `default`, else its only one. */
function guardedSurface(approved, option, label) {
    const names = Object.keys(approved.surfaces);
    if (option !== undefined) {
        if (!names.includes(option))
            throw new errors/* UsageError */.eb(`${label}: no surface "${option}" (it has ${names.join(', ') || 'none'})`);
        return option;
    }
    if (names.includes('default'))
        return 'default';
    if (names.length === 1)
        return names[0];
    throw new errors/* UsageError */.eb(`${label}: it has several surfaces (${names.join(', ')}); choose one with --surface`);
}
function policyOf(entries) {
    let policy = approval/* DEFAULT_GUARD_POLICY */.HE;
    try {
        for (const e of entries)
            policy = (0,approval/* parsePolicyEntry */.sK)(policy, e);
    }
    catch (e) {
        if (e instanceof approval/* DecisionError */.bW)
            throw new errors/* UsageError */.eb(`mcp-contract guard: ${e.message}`);
        throw e;
    }
    return policy;
}

;// CONCATENATED MODULE: ./src/guard/run-as.ts
// `guard --run-as USER[:GROUP]`: the upstream runs as another user, so it can neither read the store's key nor write
// the store (its directory is 0700), nor signal or trace the guard. The only boundary that holds against an upstream
// that wants to approve itself; running it as the guard's own user gives it every file that user has.



const SPEC = /^[A-Za-z0-9_.-]{1,64}(?::[A-Za-z0-9_.-]{1,64})?$/;
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'];
/** The stdio target wrapped in util-linux `setpriv`, which drops to USER (and GROUP, default USER's) before exec. */
function runAs(target, spec) {
    if (!SPEC.test(spec))
        throw new errors/* UsageError */.eb(`mcp-contract guard: --run-as "${spec.slice(0, 80)}": expected USER or USER:GROUP (names or numeric ids)`);
    if (target.type !== 'stdio')
        throw new errors/* UsageError */.eb('mcp-contract guard: --run-as applies to a server the guard starts (stdio), not to a URL');
    if (process.platform !== 'linux')
        throw new errors/* UsageError */.eb('mcp-contract guard: --run-as needs Linux (util-linux setpriv)');
    const setpriv = SETPRIV.find((p) => (0,external_node_fs_.existsSync)(p));
    if (!setpriv)
        throw new errors/* UsageError */.eb('mcp-contract guard: --run-as needs setpriv (util-linux), which is not installed');
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
    const st = await (0,promises_.stat)(dir);
    if ((st.mode & 0o077) !== 0)
        throw new errors/* UsageError */.eb(`mcp-contract guard: ${dir}: the store directory is open to other users (mode ${(st.mode & 0o777).toString(8)}); chmod 700 it before --run-as`);
}

;// CONCATENATED MODULE: ./src/gateway/surface.ts
// The gateway's own surface, as a host app with this profile sees it: every published list, after prefixes, profile
// and approvals, recorded as a snapshot. `mcp-contract diff` of two of them shows projection drift (what the gateway's
// renames and trims changed) beside the upstream drift each member's guard already reports.



/** An empty surface of every kind, observed complete: a server with no approvals yet holds everything. */
function emptyKinds() {
    return Object.fromEntries(model/* KINDS */.GW.map((k) => [k, { observation: { state: 'complete' }, items: [] }]));
}
async function publishedSurface(session, profile, version) {
    const signal = new AbortController().signal;
    const kinds = emptyKinds();
    const origin = { server: 'mcp-contract-gateway', surface: profile };
    for (const kind of model/* KINDS */.GW) {
        const { method, field } = model/* KIND_METHOD */.Ll[kind];
        const r = await session.handle({ jsonrpc: '2.0', id: `surface:${kind}`, method }, signal);
        const items = Array.isArray(r[field]) ? r[field] : [];
        const caps = items.filter((i) => (0,canonical/* keyOf */.TN)(kind, i) !== undefined).map((i) => (0,canonical/* buildCapability */.bz)(kind, i, origin));
        caps.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
        kinds[kind] = { observation: { state: 'complete' }, items: caps };
    }
    // A member that is down lists nothing: recorded as complete, its capabilities would read as removed.
    const down = session.unavailable();
    if (down.length > 0)
        throw new errors/* CaptureError */.$3('mcp-contract-gateway', 'list', `upstream ${down.map((d) => `"${d}"`).join(', ')} unavailable; the published surface would be incomplete`);
    return {
        format: model/* SNAPSHOT_FORMAT */.Td,
        server: 'mcp-contract-gateway',
        surfaces: { [profile]: { client: { name: 'mcp-contract-gateway', version, capabilities: {} }, kinds } },
    };
}

// EXTERNAL MODULE: ./src/guard/shell-quote.ts
var shell_quote = __webpack_require__(1501);
// EXTERNAL MODULE: ./src/gateway/config-file.ts
var config_file = __webpack_require__(2757);
;// CONCATENATED MODULE: ./src/gateway/names.ts
// Published names of the gateway: `<prefix>__<name>` for tools and prompts, made legal for the spec's tool-name rules
// (1\u2013128 characters of A\u2013Z a\u2013z 0\u20139 _ - .) deterministically, so the same server and name publish the same name on every
// machine and adding a server never renames another's capability.

const SEPARATOR = '__';
const MAX_NAME = 128;
const ILLEGAL = /[^A-Za-z0-9_.-]/g;
const LEGAL = /^[A-Za-z0-9_.-]+$/;
/** A server's prefix: its own `prefix`, else its name, with illegal characters replaced. */
function prefixOf(server, override) {
    return (override ?? server).replace(ILLEGAL, '_');
}
function shortHash(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 8);
}
/**
 * The published name. A legal name that fits passes as `<prefix>__<name>`; anything else is cleaned and cut, with a
 * hash of the original name appended, so two names that clean or cut alike still publish differently.
 */
function publishedName(prefix, name) {
    const plain = `${prefix}${SEPARATOR}${name}`;
    if (plain.length <= MAX_NAME && LEGAL.test(name))
        return plain;
    const tail = `-${shortHash(name)}`;
    const clean = `${prefix}${SEPARATOR}${name.replace(ILLEGAL, '_')}`;
    return `${clean.slice(0, MAX_NAME - tail.length)}${tail}`;
}
/** Why a set of prefixes cannot share one gateway, or undefined. */
function prefixProblem(prefixes) {
    const seen = new Map();
    for (const { server, prefix } of prefixes) {
        if (prefix.length === 0)
            return `server "${server}": its prefix is empty; set "prefix"`;
        if (prefix.includes(SEPARATOR))
            return `server "${server}": its prefix "${prefix}" contains "${SEPARATOR}", which would make published names ambiguous; set "prefix"`;
        if (prefix.length > 64)
            return `server "${server}": its prefix is over 64 characters; set a shorter "prefix"`;
        const other = seen.get(prefix);
        if (other !== undefined)
            return `servers "${other}" and "${server}" both publish under the prefix "${prefix}"; give one of them a "prefix"`;
        seen.set(prefix, server);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/gateway/profiles.ts
var gateway_profiles = __webpack_require__(2210);
;// CONCATENATED MODULE: ./src/gateway/member.ts
// One upstream of the gateway, for the gateway's whole life: its guard (approvals, store, identity, policy: the
// single guard's own objects) and what profiles and names need of it. Per downstream session it gets an Inner.

/** new ref -> old refs, from the config's `renames` (old -> new, or several new for a split). */
function declaredReplacements(config) {
    const out = new Map();
    for (const [from, entry] of Object.entries(config.renames ?? {})) {
        const to = typeof entry === 'string' || Array.isArray(entry) ? entry : entry.to;
        for (const t of Array.isArray(to) ? to : [to])
            out.set(t, [...(out.get(t) ?? []), from]);
    }
    return out;
}
function baselineOf(approved, surface) {
    return new Set((0,approval/* approvedItems */.WB)(approved, surface).keys());
}
/**
 * What the profile decision needs to know of ref: was it known to the user (approved snapshot, or a person's
 * approval), and which refs does it replace (a rename declared in the config, or a rebind a person approved)?
 */
function candidate(m, ref) {
    const rec = m.guard.publication.record(ref);
    const byPerson = rec?.state === 'approved' && rec.approval?.by === 'human';
    const known = m.baseline.has(ref) || byPerson;
    const rebinds = byPerson ? (rec.approval?.rebinds ?? []) : [];
    return { server: m.name, ref, known, replaces: [...(m.replaces.get(ref) ?? []), ...rebinds] };
}
/**
 * What a member was approved serving, for the gateway's own answer to initialize while the member is not up yet: the
 * capabilities either era advertised, and the approved instructions. Undefined without approvals: such a member may
 * serve any kind once a person approves it.
 */
function approvedFacts(m) {
    if (m.unapproved)
        return undefined;
    const s = m.approved.surfaces[m.surface];
    const discover = s?.protocol?.eras.modern?.discover;
    const capabilities = { ...discover?.capabilities, ...s?.server?.capabilities };
    const instructions = s?.server?.instructions ?? discover?.instructions;
    return instructions === undefined ? { capabilities } : { capabilities, instructions };
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __webpack_require__(279);
;// CONCATENATED MODULE: ./src/gateway/catalog.ts
// What one downstream session was last shown, kind by kind: published name or URI -> the member that serves it and
// the name it serves it under. Built from each list, in config order; the router resolves every targeted request here.





const NAMED = new Set(['tool', 'prompt']);
class Catalog {
    profile;
    log;
    byKind = new Map();
    /** URIs already reported as served by two members, so the line is written once per session. */
    reported = new Set();
    constructor(profile, log) {
        this.profile = profile;
        this.log = log;
    }
    /** Is ref of this member published under the profile? The one place that decides it. */
    published(inner, ref) {
        return (0,gateway_profiles/* inProfile */.$E)(this.profile, candidate(inner.member, ref));
    }
    /**
     * The items to show for `kind`, given each member's (already approval-filtered) list in config order: renamed,
     * filtered by the profile, and for URIs the first member's kept when a later one serves the same.
     */
    build(kind, lists) {
        const key = model/* KIND_METHOD */.Ll[kind].keyField;
        const map = new Map();
        const out = [];
        for (const { inner, items } of lists) {
            for (const item of items) {
                const original = item[key];
                if (typeof original !== 'string')
                    continue;
                const ref = `${kind}:${original}`;
                if (!this.published(inner, ref))
                    continue;
                const shown = NAMED.has(kind) ? publishedName(inner.member.prefix, original) : original;
                const first = map.get(shown);
                if (first) {
                    this.collision(kind, shown, first, inner);
                    continue;
                }
                map.set(shown, { inner, original, ref });
                out.push(NAMED.has(kind) ? { ...item, [key]: shown } : item);
            }
        }
        this.byKind.set(kind, map);
        return out;
    }
    collision(kind, shown, first, later) {
        const id = `${kind}:${shown}`;
        if (this.reported.has(id))
            return;
        this.reported.add(id);
        this.log(`servers "${first.inner.member.name}" and "${later.member.name}" both publish ${kind} ${JSON.stringify(shown).slice(0, 200)}; the gateway publishes the first in the file and refuses "${later.member.name}"'s`);
    }
    /** The entry a published name or URI stands for, as of the last list of its kind. */
    lookup(kind, shown) {
        return this.byKind.get(kind)?.get(shown);
    }
    /** Whether lists of `kind` were ever built in this session. */
    listed(kind) {
        return this.byKind.has(kind);
    }
    /** A URI's entry: a listed resource, else the first listed template that matches it. */
    resource(uri) {
        const direct = this.lookup('resource', uri);
        if (direct)
            return direct;
        for (const [template, entry] of this.byKind.get('resourceTemplate') ?? []) {
            try {
                if (new UriTemplate(template).match(uri))
                    return entry;
            }
            catch {
                // A template the SDK cannot parse matches nothing.
            }
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/gateway/link.ts
class Link {
    toGateway;
    onmessage;
    onclose;
    onerror;
    open = true;
    constructor(toGateway) {
        this.toGateway = toGateway;
    }
    async start() { }
    async send(message, options) {
        if (this.open)
            this.toGateway(message, options);
    }
    /** A message from the gateway to the member's session. */
    deliver(message) {
        if (this.open)
            queueMicrotask(() => this.onmessage?.(message));
    }
    async close() {
        if (!this.open)
            return;
        this.open = false;
        this.onclose?.();
    }
}

;// CONCATENATED MODULE: ./src/gateway/inner.ts



const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];
const MAX_PAGES = 1000;
/** The dress a modern answer wears; the gateway dresses its own answers for its client's era. */
const MODERN_FIELDS = ['resultType', 'ttlMs', 'cacheScope'];
let nextId = 0;
const OWN_ID = 'mcp-contract-gateway:';
/** Ids the gateway gives its own requests to a member (never a client's request to relate a message to). */
function isOwnId(id) {
    return typeof id === 'string' && id.startsWith(OWN_ID);
}
class Inner {
    member;
    client;
    events;
    session;
    link;
    failures = 0;
    retryAt = 0;
    /** Whether its upstream answered since it last failed. */
    up = false;
    /** It failed to start or went away, and has not answered since (a member held by its identity gate is not). */
    outage = false;
    /** Why the last start failed, for the one line failed() writes. */
    startFailure;
    restarting;
    constructor(member, client, events) {
        this.member = member;
        this.client = client;
        this.events = events;
        this.session = member.guard.newSession();
        this.link = new Link((message, options) => events.toClient(this, message, options));
        void this.session.connect(this.link);
        this.session.onListChanged((methods) => events.changed(this, methods));
        this.session.onupstreamdown = (reason) => this.down(reason);
        this.session.onstartfailed = (why, tail) => (this.startFailure = { why, tail });
    }
    /**
     * Starts a member that is down again without anyone waiting for it (a list answers with what is up now); when it
     * comes up, availability tells the client, which lists again.
     */
    restartInBackground() {
        if (!this.outage || !this.callable || this.restarting)
            return;
        this.restarting = this.request('server/discover', {}, new AbortController().signal)
            .catch(() => undefined)
            .finally(() => (this.restarting = undefined));
    }
    /** Whether to ask it now: not while a failed start is waiting out its backoff. */
    get callable() {
        return Date.now() >= this.retryAt;
    }
    get retryInSeconds() {
        return Math.max(0, Math.ceil((this.retryAt - Date.now()) / 1000));
    }
    envelope() {
        const c = this.client();
        return { [modern/* META */.Ge.protocolVersion]: modern/* MODERN_VERSION */.j$, [modern/* META */.Ge.clientInfo]: { name: c.name, version: c.version }, [modern/* META */.Ge.clientCapabilities]: c.capabilities };
    }
    /** One request to the member, answered as a 2025 result (no modern dress). */
    async request(method, params, signal, id = `${OWN_ID}${nextId++}`) {
        if (!this.callable)
            throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, `mcp-contract guard: upstream server "${this.member.name}" is unavailable (next start in ${this.retryInSeconds} s)`);
        const meta = { ...(params?._meta && typeof params._meta === 'object' ? params._meta : {}), ...this.envelope() };
        const req = { jsonrpc: '2.0', id, method, params: { ...(params ?? {}), _meta: meta } };
        try {
            const result = await this.session.tracked(id, () => this.session.handle(req, signal));
            this.ok();
            const out = { ...result };
            for (const f of MODERN_FIELDS)
                delete out[f];
            return out;
        }
        catch (e) {
            const w = (0,wire/* asWire */.Et)(e);
            if (w.code === wire/* UPSTREAM_DOWN_CODE */.DE && !signal.aborted)
                this.failed();
            throw w;
        }
    }
    /** Every page of one list, in order (the gateway answers with one page). */
    async listAll(method, field, signal) {
        const items = [];
        let cursor;
        for (let page = 0; page < MAX_PAGES; page++) {
            const r = await this.request(method, cursor === undefined ? {} : { cursor }, signal);
            const got = r[field];
            if (Array.isArray(got))
                for (const x of got)
                    if (x && typeof x === 'object' && !Array.isArray(x))
                        items.push(x);
            if (typeof r.nextCursor !== 'string' || r.nextCursor === '')
                return items;
            cursor = r.nextCursor;
        }
        this.events.log(`upstream "${this.member.name}": ${method} has over ${MAX_PAGES} pages; the rest is not published`);
        return items;
    }
    ok() {
        this.failures = 0;
        this.retryAt = 0;
        this.outage = false;
        if (this.up)
            return;
        this.up = true;
        this.events.availability(this);
    }
    /** One line per outage (and one when the backoff reaches its longest wait): why, and when it is tried again. */
    failed() {
        const wait = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)];
        this.failures++;
        this.retryAt = Date.now() + wait;
        const { why, tail } = this.startFailure ?? { why: 'it went away', tail: '' };
        this.startFailure = undefined;
        if (this.failures === 1 || this.failures === BACKOFF_MS.length)
            this.events.log(`upstream "${this.member.name}" is unavailable (${why}); its next start is in ${Math.ceil(wait / 1000)} s, the other servers keep serving${tail}`);
        this.down('failed');
    }
    down(_reason) {
        this.outage = true;
        if (!this.up)
            return;
        this.up = false;
        this.events.availability(this);
    }
    async close() {
        await this.session.close();
    }
}

;// CONCATENATED MODULE: ./src/gateway/router.ts
// One downstream session of the gateway: a JSON-RPC peer facing the client and, behind it, one Inner per upstream (the
// single guard's own session, with that upstream's approvals, identity and policy). Lists are merged under published
// names; every request that acts on one capability is routed to its member, after the profile said it is published.












const METHOD_NOT_FOUND = -32601;
const ALL_CHANGED = [...new Set(Object.values(wire/* NOTIFY */.Wo))];
/** What a member nobody approved yet may come to serve: every optional kind. */
const ANY_KIND = { resources: { subscribe: true }, completions: {}, logging: {} };
/** The one refusal for a name or URI the client may not use here: its kind and the name it used, nothing of the server's. */
function notPublished(kind, shown) {
    return new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, `${kind} ${JSON.stringify(shown.slice(0, 200))} is not published by this gateway`);
}
/** The name (tools, prompts) or URI (resources, templates) the client knows an entry by. */
function shownOf(entry) {
    const kind = entry.ref.slice(0, entry.ref.indexOf(':'));
    return kind === 'tool' || kind === 'prompt' ? publishedName(entry.inner.member.prefix, entry.original) : entry.original;
}
class GatewaySession {
    deps;
    peer = new peer/* RpcPeer */.o();
    inners;
    catalog;
    client = { name: 'unknown', version: '0', capabilities: {} };
    /** What each member's server/discover answered at the session's start; undefined for one that was not serving. */
    started;
    initialized = false;
    modernClient = false;
    closed = false;
    closing;
    listeners = new Set();
    listens = new Set();
    onclose;
    constructor(deps) {
        this.deps = deps;
        this.catalog = new Catalog(deps.profile, deps.log);
        const events = {
            toClient: (_i, m, o) => void this.fromMember(_i, m, o),
            changed: (_i, methods) => this.announce(methods),
            availability: () => this.announce(ALL_CHANGED),
            log: deps.log,
        };
        this.inners = deps.members.map((m) => new Inner(m, () => this.client, events));
        this.peer.setRequestHandler('initialize', (req) => this.initialize(req));
        this.peer.setNotificationHandler('notifications/initialized', () => void (this.initialized = true));
        this.peer.fallbackRequestHandler = (req, extra) => this.handle(req, extra.signal);
        this.peer.fallbackNotificationHandler = (n) => {
            // roots/list_changed and the like are every upstream's news.
            for (const i of this.inners)
                i.link.deliver({ jsonrpc: '2.0', method: n.method, ...(n.params ? { params: n.params } : {}) });
        };
        this.peer.onclose = () => void this.close();
    }
    /** Our transports, or the SDK's HTTP server transport: the same JSON-RPC on the wire. */
    async connect(transport) {
        await this.peer.connect(transport);
    }
    /** Starts every upstream at once (each behind its own identity check); a member that fails is logged, not fatal. */
    start(signal) {
        this.started ??= Promise.all(this.inners.map(async (i) => {
            try {
                return await i.request('server/discover', {}, signal);
            }
            catch (e) {
                // An upstream that is down (Inner) or whose code is held (its identity gate) has said why in its own line.
                const w = (0,wire/* asWire */.Et)(e);
                if (w.code !== wire/* UPSTREAM_DOWN_CODE */.DE && w.code !== wire/* REFUSED_CODE */.TX)
                    this.deps.log(`upstream "${i.member.name}" is not serving: ${w.message.replace(/^mcp-contract guard: /, '')}`);
                return undefined;
            }
        }));
        return this.started;
    }
    /**
     * Every kind any member could serve, answered once for the session: what each member advertised live, and for one
     * not up yet what it was approved serving (a member without approvals may serve any kind once approved). A member
     * that comes up after initialize is then reachable: its lists, completions and log levels were advertised already.
     */
    capabilities(discovered) {
        const caps = { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true } };
        const advertised = discovered.map((d, n) => (d ? ((0,wire/* isObject */.Gv)(d.capabilities) ? d.capabilities : {}) : (approvedFacts(this.inners[n].member)?.capabilities ?? ANY_KIND)));
        for (const c of advertised) {
            if ((0,wire/* isObject */.Gv)(c.resources) && c.resources.subscribe === true)
                caps.resources = { listChanged: true, subscribe: true };
            if (c.completions)
                caps.completions = {};
            if (c.logging)
                caps.logging = {};
        }
        return caps;
    }
    /**
     * Each member's instructions, under its name: what it answered (the guard already withheld any that differ from
     * the approved ones), or for a member not up yet the approved ones it would publish.
     */
    instructions(discovered) {
        const parts = discovered.flatMap((d, n) => {
            const text = d ? d.instructions : approvedFacts(this.inners[n].member)?.instructions;
            return typeof text === 'string' && text !== '' ? [`[${this.inners[n].member.name}]\n${text}`] : [];
        });
        return parts.length ? parts.join('\n\n') : undefined;
    }
    async initialize(req) {
        const params = (0,initialize/* initializeParams */.PN)(req.params);
        this.client = { name: params.clientInfo.name, version: params.clientInfo.version, capabilities: (params.capabilities ?? {}) };
        const discovered = await this.start(this.fanOut(new AbortController().signal));
        const base = (0,initialize/* baseInitializeResult */.zk)(params, this.deps.version);
        const out = { ...base, serverInfo: { name: 'mcp-contract-gateway', version: this.deps.version }, capabilities: this.capabilities(discovered) };
        const text = this.instructions(discovered);
        if (text !== undefined)
            out.instructions = text;
        return out;
    }
    /** Every request of either era; a 2026-07-28 one is unwrapped, routed alike, and dressed for its era. */
    async handle(req, signal) {
        this.fanOut(signal);
        try {
            const env = (0,modern/* modernEnvelope */.Cd)(req.params);
            if (!env)
                return await this.route(req, signal);
            if (env.version !== modern/* MODERN_VERSION */.j$)
                throw new wire/* WireError */.cC(wire/* UNSUPPORTED_VERSION_CODE */.jz, `Unsupported protocol version: ${env.version.slice(0, 40)}`, { supported: modern/* GUARD_VERSIONS */.CR, requested: env.version.slice(0, 40) });
            this.modernClient = true;
            this.initialized = true;
            this.client = env.client;
            if (req.method === 'server/discover')
                return (0,modern/* modernResult */.P4)(req.method, await this.discover(signal));
            if (req.method === listen/* LISTEN_METHOD */.CZ)
                return (0,modern/* modernResult */.P4)(req.method, await this.serveListen(req, signal));
            return (0,modern/* modernResult */.P4)(req.method, await this.route({ ...req, params: (0,modern/* withoutEnvelope */.$0)(req.params) }, signal));
        }
        catch (e) {
            throw (0,wire/* asWire */.Et)(e);
        }
    }
    /** One request's signal goes to every upstream at once: each adds its abort listener, by design, not by leak. */
    fanOut(signal) {
        (0,external_node_events_.setMaxListeners)(10 + 2 * this.inners.length, signal);
        return signal;
    }
    async discover(signal) {
        const discovered = await this.start(signal);
        const out = { supportedVersions: modern/* GUARD_VERSIONS */.CR, capabilities: this.capabilities(discovered), _meta: { [modern/* META */.Ge.serverInfo]: { name: 'mcp-contract-gateway', version: this.deps.version } } };
        const text = this.instructions(discovered);
        if (text !== undefined)
            out.instructions = text;
        return out;
    }
    async route(req, signal) {
        const params = (req.params ?? {});
        const kind = wire/* LIST_KIND */._4[req.method];
        if (kind)
            return this.list(kind, signal);
        switch (req.method) {
            case 'ping':
                return {};
            case 'tools/call':
                return this.forward(req, signal, await this.named('tool', params.name), 'name');
            case 'prompts/get':
                return this.forward(req, signal, await this.named('prompt', params.name), 'name');
            case 'resources/read':
            case 'resources/subscribe':
            case 'resources/unsubscribe':
                return this.forward(req, signal, await this.byUri(params.uri), undefined);
            case 'completion/complete':
                return this.complete(req, signal);
            case 'logging/setLevel':
                await Promise.all(this.inners.filter((i) => i.up).map((i) => i.request(req.method, params, signal).catch(() => undefined)));
                return {};
            default:
                throw new wire/* WireError */.cC(METHOD_NOT_FOUND, `Method not found: ${req.method.slice(0, 80)}`);
        }
    }
    /** Members whose upstream is not answering now: what they publish is missing from every list. */
    unavailable() {
        return this.inners.filter((i) => !i.up).map((i) => i.member.name);
    }
    /** One merged page of `kind`: every callable member's list, renamed and filtered by the profile. */
    async list(kind, signal) {
        await this.start(signal);
        const { method, field } = model/* KIND_METHOD */.Ll[kind];
        const lists = await Promise.all(this.inners.map(async (inner) => {
            if (!inner.callable)
                return { inner, items: [] };
            // Every member was started once (above); one that failed or went away is started again behind the client's
            // back, so no list waits for a server that may hang again.
            if (inner.outage) {
                inner.restartInBackground();
                return { inner, items: [] };
            }
            try {
                return { inner, items: await inner.listAll(method, field, signal) };
            }
            catch (e) {
                if (signal.aborted)
                    throw e;
                this.deps.log(`upstream "${inner.member.name}": ${method} failed (${(0,wire/* asWire */.Et)(e).message.replace(/^mcp-contract guard: /, '').slice(0, 300)}); its ${field} are not published for now`);
                return { inner, items: [] };
            }
        }));
        return { [field]: this.catalog.build(kind, lists) };
    }
    /** A published tool or prompt name: from this session's last list, listing once more when it is not there yet. */
    async named(kind, name) {
        const shown = typeof name === 'string' ? name : '';
        const entry = this.catalog.lookup(kind, shown) ?? (await this.relist(kind, () => this.catalog.lookup(kind, shown))) ?? this.byPrefix(kind, shown);
        if (!entry)
            throw notPublished(kind, shown);
        return entry;
    }
    /**
     * A name no list shows but whose prefix is a member's: that member's guard judges it, so a held capability is
     * refused with its state and rule ids (never its text), as the single guard refuses it.
     */
    byPrefix(kind, shown) {
        const inner = this.inners.find((i) => shown.startsWith(`${i.member.prefix}__`));
        if (!inner)
            return undefined;
        const original = shown.slice(inner.member.prefix.length + 2);
        if (publishedName(inner.member.prefix, original) !== shown)
            return undefined;
        return { inner, original, ref: `${kind}:${original}` };
    }
    async byUri(uri) {
        const text = typeof uri === 'string' ? uri : '';
        const entry = this.catalog.resource(text) ?? (await this.relist('resource', () => this.catalog.resource(text)));
        if (!entry)
            throw notPublished('resource', text);
        return entry;
    }
    async relist(kind, find) {
        const signal = this.fanOut(new AbortController().signal);
        await this.list(kind, signal);
        if (kind === 'resource')
            await this.list('resourceTemplate', signal);
        return find();
    }
    async complete(req, signal) {
        const params = (req.params ?? {});
        const ref = (0,wire/* isObject */.Gv)(params.ref) ? params.ref : {};
        if (ref.type === 'ref/prompt') {
            const entry = await this.named('prompt', ref.name);
            return this.forward({ ...req, params: { ...params, ref: { ...ref, name: entry.original } } }, signal, entry, undefined);
        }
        if (ref.type === 'ref/resource') {
            const uri = typeof ref.uri === 'string' ? ref.uri : '';
            const entry = this.catalog.lookup('resourceTemplate', uri) ?? (await this.relist('resource', () => this.catalog.lookup('resourceTemplate', uri)));
            if (!entry)
                throw notPublished('resource template', uri);
            return this.forward(req, signal, entry, undefined);
        }
        throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, 'completion/complete: params.ref must be a ref/prompt or ref/resource');
    }
    /**
     * A request for one capability, to the member that serves it, under its own name. The profile is asked again
     * here (a person may have changed approvals since the list), and the member's guard then judges the call itself.
     */
    async forward(req, signal, entry, nameField) {
        if (!this.catalog.published(entry.inner, entry.ref))
            throw notPublished(entry.ref.split(':')[0], shownOf(entry));
        const params = { ...(req.params ?? {}) };
        if (nameField)
            params[nameField] = entry.original;
        return entry.inner.request(req.method, params, signal, req.id);
    }
    /** What a member's session sends its client: passed on to ours, and our client's answers back to it. */
    async fromMember(inner, m, o) {
        const id = o?.relatedRequestId;
        const related = id === undefined || isOwnId(id) ? {} : { relatedRequestId: id };
        if ((0,messages/* isNotification */.o2)(m)) {
            await this.peer.notification(m.method, m.params, related).catch(() => undefined);
            return;
        }
        if (!(0,messages/* isRequest */.ks)(m))
            return;
        try {
            const result = await this.peer.request(m.method, m.params, { timeout: this.deps.requestTimeoutMs, ...related });
            inner.link.deliver({ jsonrpc: '2.0', id: m.id, result });
        }
        catch (e) {
            const w = (0,wire/* asWire */.Et)(e);
            inner.link.deliver({ jsonrpc: '2.0', id: m.id, error: { code: w.code, message: w.message } });
        }
    }
    /** Tells the client that lists moved (a 2025 client by notification, a modern one on its listen streams). */
    announce(methods) {
        if (this.closed)
            return;
        const unique = [...new Set(methods)];
        for (const fn of this.listeners)
            fn(unique);
        if (!this.initialized || this.modernClient)
            return;
        for (const method of unique)
            void this.peer.notification(method).catch(() => undefined);
    }
    onListChanged(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    async serveListen(req, signal) {
        const filter = (0,listen/* honoredFilter */.gJ)(req.params);
        const ack = (0,listen/* stamped */.py)(listen/* ACKNOWLEDGED */.bD, req.id, { notifications: filter });
        await this.peer.notification(ack.method, ack.params).catch(() => undefined);
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
    /**
     * Ends the session. Every caller waits for the same end: the client's transport closing starts it unawaited
     * (onclose), and a caller that closes after that must not go on while an upstream still writes its store.
     */
    close() {
        this.closing ??= this.end();
        return this.closing;
    }
    async end() {
        this.closed = true;
        for (const end of [...this.listens])
            end();
        this.listeners.clear();
        await Promise.all(this.inners.map((i) => i.close().catch(() => undefined)));
        await this.peer.close().catch(() => undefined);
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(4017);
;// CONCATENATED MODULE: ./src/cli/commands/guard-gateway.ts
// `mcp-contract guard --config FILE` for many servers: one process, one downstream session per client, one member per
// upstream, each member the single guard's own objects (approvals, store, identity, policy) for that server.





















/** The gateway takes over when the file is a client's, names several servers, or a profile / --approved-dir is asked. */
function wantsGateway(p, io) {
    if (p.rest.length > 0 || (0,cli_args/* str */.gx)(p, 'url') !== undefined)
        return false;
    if ((0,cli_args/* str */.gx)(p, 'profile') !== undefined || (0,cli_args/* str */.gx)(p, 'profiles') !== undefined || (0,cli_args/* str */.gx)(p, 'approved-dir') !== undefined)
        return true;
    const config = (0,cli_args/* str */.gx)(p, 'config');
    if (config === undefined)
        return false;
    const file = (0,config_file/* readGatewayFile */.d)((0,external_node_path_.resolve)(io.cwd, config), config, undefined, (0,cli_io/* homeOf */.lt)(io));
    if (file.kind !== 'mcp-contract')
        return true;
    const chosen = (0,cli_args/* list */.p_)(p, 'server');
    return (chosen.length || file.servers.length) > 1;
}
function emptySnapshot(name) {
    return { format: model/* SNAPSHOT_FORMAT */.Td, server: name, surfaces: { default: { client: { name: 'mcp-contract', version: '0', capabilities: {} }, kinds: emptyKinds() } } };
}
async function approvedOf(s, io) {
    const label = (0,cli_io/* shownPath */.pS)(io, s.snapshotPath);
    if (!(0,external_node_fs_.existsSync)(s.snapshotPath))
        return { approved: emptySnapshot(s.name), unapproved: `server "${s.name}": no approved snapshot at ${label}; everything it serves is held (mcp-contract snapshot --out ${(0,shell_quote/* shellQuote */.Z)(label)} --name ${(0,shell_quote/* shellQuote */.Z)(s.name)} -- ...)` };
    return { approved: await (0,snapshot_files/* readSnapshot */.RA)(s.snapshotPath, label) };
}
/** Tool and prompt names two servers would still publish alike: refused before anything starts. */
function nameCollision(members) {
    const seen = new Map();
    for (const m of members) {
        for (const ref of (0,approval/* approvedItems */.WB)(m.approved, m.surface).keys()) {
            const [kind, ...rest] = ref.split(':');
            if (kind !== 'tool' && kind !== 'prompt')
                continue;
            const shown = `${kind}:${publishedName(m.prefix, rest.join(':'))}`;
            const other = seen.get(shown);
            if (other !== undefined && other !== m.name)
                return `servers "${other}" and "${m.name}" would both publish ${shown.replace(':', ' ')}; give one of them a "prefix"`;
            seen.set(shown, m.name);
        }
    }
    return undefined;
}
function chosenProfile(p, io, fromFile) {
    const file = (0,cli_args/* str */.gx)(p, 'profiles');
    const profiles = file ? (0,config_file/* readProfilesFile */.B)((0,external_node_path_.resolve)(io.cwd, file), file) : fromFile;
    const name = (0,cli_args/* str */.gx)(p, 'profile');
    if (name === undefined)
        return gateway_profiles/* ALL */.y2;
    const profile = profiles.get(name);
    if (!profile)
        throw new errors/* UsageError */.eb(`mcp-contract guard: no profile "${name}" (the file has ${[...profiles.keys()].join(', ') || 'none'})`);
    return profile;
}
async function openGateway(p, io, log, version, timing) {
    const label = (0,cli_args/* str */.gx)(p, 'config') ?? 'mcp-contract.json';
    const approvedDir = (0,cli_args/* str */.gx)(p, 'approved-dir');
    const file = (0,config_file/* readGatewayFile */.d)((0,external_node_path_.resolve)(io.cwd, label), label, approvedDir === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, approvedDir), (0,cli_io/* homeOf */.lt)(io));
    const chosen = (0,cli_args/* list */.p_)(p, 'server');
    for (const n of chosen)
        if (!file.servers.some((s) => s.name === n))
            throw new errors/* UsageError */.eb(`${label}: no server "${n}" (it has ${file.servers.map((s) => s.name).join(', ')})`);
    const servers = chosen.length ? file.servers.filter((s) => chosen.includes(s.name)) : file.servers;
    const profile = chosenProfile(p, io, file.profiles);
    const prepared = await Promise.all(servers.map(async (s) => {
        const { approved, unapproved } = await approvedOf(s, io);
        const surface = guardedSurface(approved, undefined, (0,cli_io/* shownPath */.pS)(io, s.snapshotPath));
        return { ...s, approved, unapproved, surface, prefix: prefixOf(s.name, s.server.prefix) };
    }));
    // A top-level rename names no server: in front of several it would rebind every one's capability of that name.
    if (prepared.length > 1 && Object.keys(file.config.renames ?? {}).length > 0)
        throw new errors/* UsageError */.eb(`${label}: /renames: a gateway of ${prepared.length} servers cannot tell whose capability a top-level rename is; declare each under its server: "servers": { "<name>": { "renames": { ... } } }`);
    const problem = prefixProblem(prepared.map((m) => ({ server: m.name, prefix: m.prefix }))) ?? nameCollision(prepared);
    if (problem)
        throw new errors/* UsageError */.eb(`${label}: ${problem}`);
    const dir = (0,store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const stores = new Map();
    for (const m of prepared) {
        const other = stores.get(m.approved.server);
        if (other !== undefined)
            throw new errors/* UsageError */.eb(`${label}: servers "${other}" and "${m.name}" have approved snapshots of the same server "${m.approved.server}"; they would share one store`);
        stores.set(m.approved.server, m.name);
    }
    const storeFlag = (0,cli_args/* str */.gx)(p, 'store') ? ` --store ${(0,shell_quote/* shellQuote */.Z)((0,cli_io/* shownPath */.pS)(io, dir))}` : '';
    const members = await Promise.all(prepared.map(async (m) => {
        const own = (line) => log(`[${m.name}] ${line}`);
        const plan = (0,capture/* planSurface */.t4)(m.name, m.server, m.surface, m.server.surfaces?.[m.surface] ?? {}, { baseDir: file.dir, env: io.env, log: own });
        const storePath = (0,store/* storeFile */.u_)(dir, m.approved.server);
        const target = { name: m.name, server: m.server, snapshotPath: m.snapshotPath, baseDir: file.dir };
        const identity = m.unapproved ? undefined : (0,identity_hooks/* identityGateFor */.x7)({ target, approved: m.approved, surface: m.surface, storePath, policyText: (0,cli_args/* str */.gx)(p, 'identity-policy'), io, log: own, storeFlag });
        const guard = await openGuard({
            ...(identity ? { identity } : {}),
            approved: m.approved,
            surface: m.surface,
            storePath,
            policy: policyOf([...(0,cli_args/* list */.p_)(p, 'policy'), ...(m.server.guardPolicy ?? [])]),
            config: (0,shared_config/* configOfServer */.X)(file.config, m.name),
            plan,
            now: io.now,
            log: own,
            version,
            ...timing,
            approveHint: (ref) => `mcp-contract approve ${(0,shell_quote/* shellQuote */.Z)(ref)}${storeFlag} --server ${(0,shell_quote/* shellQuote */.Z)(m.approved.server)}`,
        });
        if (m.unapproved)
            log(m.unapproved);
        return { name: m.name, prefix: m.prefix, guard, approved: m.approved, surface: m.surface, ...(m.unapproved ? { unapproved: m.unapproved } : {}), replaces: declaredReplacements((0,shared_config/* configOfServer */.X)(file.config, m.name)), baseline: baselineOf(m.approved, m.surface) };
    }));
    log(`gateway for ${members.length} server(s) of ${label} (profile ${profile.name}); store ${(0,cli_io/* shownPath */.pS)(io, dir)}`);
    return {
        newSession: () => new GatewaySession({ members, profile, version, log, requestTimeoutMs: timing.requestTimeoutMs }),
        close: () => members.forEach((m) => m.guard.close()),
        maxMessageBytes: 4 * 1024 * 1024,
        profile,
    };
}

// EXTERNAL MODULE: ./src/rpc/lines.ts
var lines = __webpack_require__(5808);
;// CONCATENATED MODULE: ./src/rpc/stdio-server.ts

class StdioServerTransport {
    options;
    onmessage;
    onclose;
    onerror;
    /** Why the transport closed itself (an oversize line), if it did. */
    closeReason;
    lines;
    started = false;
    closed = false;
    ondata = (chunk) => this.lines.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    onend = () => void this.close();
    onreaderror = (error) => this.onerror?.(error);
    constructor(options) {
        this.options = options;
        this.lines = new lines/* JsonRpcLines */.hC(options.maxMessageBytes, {
            message: (m) => this.onmessage?.(m),
            garbage: (line) => options.onGarbage?.(line),
            overflow: () => this.overflow(),
            stopped: () => this.closed,
        });
    }
    async start() {
        if (this.started)
            throw new Error('the stdio transport is already started');
        this.started = true;
        const input = this.options.input;
        input.on('data', this.ondata);
        input.on('error', this.onreaderror);
        // The client closing our stdin is how a stdio session ends.
        input.once('end', this.onend);
        input.once('close', this.onend);
    }
    overflow() {
        this.closeReason = `a message from the client exceeded ${this.options.maxMessageBytes} bytes`;
        this.options.onOverflow?.(this.closeReason);
        this.onerror?.(new Error(this.closeReason));
        void this.close();
    }
    send(message) {
        const out = this.options.output;
        if (this.closed || out.destroyed || out.writableEnded)
            return Promise.reject(new Error('the stdio transport is closed'));
        // Resolved once the stream takes it; a full pipe makes the caller wait for 'drain' (one listener per waiting send).
        if (out.write(`${JSON.stringify(message)}\n`))
            return Promise.resolve();
        return new Promise((resolve) => {
            const done = () => {
                out.off('drain', done);
                out.off('close', done);
                resolve();
            };
            out.once('drain', done);
            out.once('close', done);
        });
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const input = this.options.input;
        input.off('data', this.ondata);
        input.off('error', this.onreaderror);
        input.off('end', this.onend);
        input.off('close', this.onend);
        // Paused only when nothing else reads it, so a host that shares stdin keeps its reader.
        if (input.listenerCount('data') === 0)
            input.pause();
        this.lines.reset();
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/capture/v8-flags.ts
var v8_flags = __webpack_require__(1524);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/guard/lean-v8.ts
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


function leanV8() {
    // Through the capture's switch: a re-capture ending must not turn TurboFan back on (capture/v8-flags.ts).
    (0,v8_flags/* keepTurbofanOff */.Au)();
    (0,external_node_v8_.setFlagsFromString)('--optimize-for-size');
}

// EXTERNAL MODULE: ./src/cli/specs/guard.ts
var specs_guard = __webpack_require__(8088);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(3892);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
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
function count(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1)
        throw new errors/* UsageError */.eb(`mcp-contract guard: --${option} must be a whole number of at least 1 (got "${value.slice(0, 40)}")`);
    return n;
}
/** Lines that are not JSON-RPC are skipped; the first few are logged, so a flood of them cannot flood stderr too. */
const GARBAGE_LOGGED = 10;
/** The client's stdin and stdout, one message a line, held to the capture's message limit. */
function stdioFace(maxMessageBytes, log) {
    let garbage = 0;
    const transport = new StdioServerTransport({
        input: process.stdin,
        output: process.stdout,
        maxMessageBytes,
        onGarbage: (line) => {
            garbage++;
            if (garbage <= GARBAGE_LOGGED)
                log(`the client sent a line that is not a JSON-RPC message; skipped: ${(0,capture/* oneLine */.TN)(line, []).slice(0, 200)}`);
            if (garbage === GARBAGE_LOGGED)
                log('further lines that are not JSON-RPC messages are skipped without a word');
        },
        onOverflow: (why) => log(`closing the session: ${why} (limits.maxMessageBytes)`),
    });
    return transport;
}
async function serveUntilStopped(guard, http, maxBodyBytes, log) {
    let stop = () => undefined;
    const stopped = new Promise((resolve) => (stop = resolve));
    const onSignal = () => stop();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        if (http) {
            if (!(0,listen_address/* isLoopback */.U)(http.at.host))
                log(`listening on ${http.at.host}, which is not loopback: anyone who can reach it can use the upstream`);
            // The HTTP face (node:http and the SDK's server transport) is loaded only here: stdio never needs it.
            const { listen } = await __webpack_require__.e(/* import() */ 37).then(__webpack_require__.bind(__webpack_require__, 1037));
            const server = await listen(http.at, () => guard.newSession(), log, { maxBodyBytes, maxSessions: http.maxSessions, idleMs: http.idleMs });
            log(`listening on ${server.url}`);
            await stopped;
            await server.close();
        }
        else {
            const session = guard.newSession();
            session.onclose = stop;
            process.stdin.once('end', stop);
            process.stdin.once('close', stop);
            await session.connect(stdioFace(maxBodyBytes, log));
            await stopped;
            await session.close();
        }
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        guard.close();
    }
}
/** `--print-surface`: what a host app with this profile is shown, as a snapshot on stdout; then the gateway ends. */
async function printSurface(gateway, io) {
    const session = gateway.newSession();
    try {
        const snapshot = await publishedSurface(session, gateway.profile.name, package_0/* version */.rE);
        io.stdout((0,snapshot_files/* serializeSnapshot */.DP)(snapshot));
        return 0;
    }
    finally {
        await session.close();
        gateway.close();
    }
}
async function guardCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(specs_guard/* GUARD */.G, args);
    // A long-running server whose first capture would otherwise grow the young generation to 64 MB for good.
    (0,v8_flags/* holdYoungGeneration */.kK)();
    leanV8();
    const gatewayAsked = wantsGateway(p, io);
    if ((0,cli_args/* flag */.Jt)(p, 'print-surface') && !gatewayAsked)
        throw new errors/* UsageError */.eb('mcp-contract guard: --print-surface records the gateway\'s published surface; give --config FILE with several servers or a --profile');
    // The single guard's own options (--run-as, --approved, --surface, --name) would not apply to a gateway's servers.
    if (gatewayAsked)
        (0,cli_args/* onlyFormOf */.cD)(specs_guard/* GUARD */.G, p, 'config', '--config FILE when it starts the gateway (several servers, a client file or a profile)');
    const intervalMs = seconds('interval', (0,cli_args/* str */.gx)(p, 'interval'), 300_000);
    const requestTimeoutMs = seconds('request-timeout', (0,cli_args/* str */.gx)(p, 'request-timeout'), 3600_000);
    const maxAgeMs = seconds('max-age', (0,cli_args/* str */.gx)(p, 'max-age'), DEFAULT_MAX_AGE_MS);
    const log = (line) => io.stderr(`${line.split('\n').map((l) => `mcp-contract guard: ${(0,render_text/* cleanTerminal */.m9)(l, 2000)}`).join('\n')}\n`);
    const listenAt = (0,cli_args/* str */.gx)(p, 'listen') === undefined ? undefined : (0,listen_address/* parseListen */.J)((0,cli_args/* str */.gx)(p, 'listen'));
    const http = listenAt ? { at: listenAt, maxSessions: count('max-sessions', (0,cli_args/* str */.gx)(p, 'max-sessions'), 32), idleMs: seconds('session-idle', (0,cli_args/* str */.gx)(p, 'session-idle'), 600_000) } : undefined;
    if (gatewayAsked) {
        const gateway = await openGateway(p, io, log, package_0/* version */.rE, { intervalMs, requestTimeoutMs, maxAgeMs });
        if ((0,cli_args/* flag */.Jt)(p, 'print-surface'))
            return printSurface(gateway, io);
        await serveUntilStopped(gateway, http, gateway.maxMessageBytes, log);
        return 0;
    }
    const { config, targets } = await (0,cli_targets/* resolveTargets */.h5)('guard', p, io, 'approved');
    if (targets.length !== 1)
        throw new errors/* UsageError */.eb('mcp-contract guard: guards one server; choose it with --server NAME');
    const t = targets[0];
    const label = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
    const approved = await (0,snapshot_files/* readSnapshot */.RA)(t.snapshotPath, label);
    const surface = guardedSurface(approved, (0,cli_args/* str */.gx)(p, 'surface'), label);
    const policy = policyOf((0,cli_args/* list */.p_)(p, 'policy'));
    const dir = (0,store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const storePath = (0,store/* storeFile */.u_)(dir, approved.server);
    const plan = (0,capture/* planSurface */.t4)(t.name, t.server, surface, t.server.surfaces?.[surface] ?? {}, { baseDir: t.baseDir, env: io.env, log });
    const runAsUser = (0,cli_args/* str */.gx)(p, 'run-as');
    if (runAsUser !== undefined) {
        plan.target = runAs(plan.target, runAsUser);
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        await requirePrivateStore(dir);
    }
    const storeFlag = (0,cli_args/* str */.gx)(p, 'store') ? ` --store ${(0,shell_quote/* shellQuote */.Z)((0,cli_io/* shownPath */.pS)(io, dir))}` : '';
    const identity = (0,identity_hooks/* identityGateFor */.x7)({ target: t, approved, surface, storePath, policyText: (0,cli_args/* str */.gx)(p, 'identity-policy'), io, log, storeFlag });
    const guard = await openGuard({
        identity,
        approved,
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
        // A ref with control characters cannot be printed as one copyable line: status shows it, approve takes --digest.
        approveHint: (ref) => /[\u0000-\u001f\u007f-\u009f]/.test(ref) ? 'mcp-contract status (the name holds control characters)' : `mcp-contract approve ${(0,shell_quote/* shellQuote */.Z)(ref)}${storeFlag} --server ${(0,shell_quote/* shellQuote */.Z)(approved.server)}`,
    });
    log(`guarding "${approved.server}" (surface ${surface}) with the approvals in ${label}; store ${storePath}`);
    await serveUntilStopped(guard, http, plan.limits.maxMessageBytes, log);
    return 0;
}


/***/ }),

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

/***/ 8731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PN: () => (/* binding */ initializeParams),
/* harmony export */   eK: () => (/* binding */ isInitializeRequest),
/* harmony export */   zk: () => (/* binding */ baseInitializeResult)
/* harmony export */ });
/* unused harmony exports INITIALIZE_VERSIONS, INVALID_PARAMS, negotiatedVersion */
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9352);

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

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parseListen),
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
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


/***/ }),

/***/ 2030:
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
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9352);

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

/***/ 1138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ withoutEnvelope),
/* harmony export */   CR: () => (/* binding */ GUARD_VERSIONS),
/* harmony export */   Cd: () => (/* binding */ modernEnvelope),
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   P4: () => (/* binding */ modernResult),
/* harmony export */   j$: () => (/* binding */ MODERN_VERSION)
/* harmony export */ });
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
/** params without the envelope: the upstream session speaks its own era and adds its own. */
function withoutEnvelope(params) {
    if (!params || !isObject(params._meta))
        return params;
    const meta = {};
    for (const [k, v] of Object.entries(params._meta))
        if (!k.startsWith('io.modelcontextprotocol/'))
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


/***/ }),

/***/ 9352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ canonicalEqual),
/* harmony export */   DE: () => (/* binding */ UPSTREAM_DOWN_CODE),
/* harmony export */   Et: () => (/* binding */ asWire),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Hx: () => (/* binding */ TARGETED),
/* harmony export */   Mo: () => (/* binding */ errorObject),
/* harmony export */   TX: () => (/* binding */ REFUSED_CODE),
/* harmony export */   Wo: () => (/* binding */ NOTIFY),
/* harmony export */   _4: () => (/* binding */ LIST_KIND),
/* harmony export */   cC: () => (/* binding */ WireError),
/* harmony export */   jz: () => (/* binding */ UNSUPPORTED_VERSION_CODE),
/* harmony export */   se: () => (/* binding */ refusalMessage),
/* harmony export */   yF: () => (/* binding */ MAX_RECHECKS)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7297);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);


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
    return new WireError(code, message, e?.data);
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
    return (0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(`${r.ref} is held by mcp-contract guard (state: ${r.state}${rules})`, 2000);
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
