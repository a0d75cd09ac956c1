export const id = 2423;
export const ids = [2423,4605];
export const modules = {

/***/ 17571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openGateway: () => (/* binding */ openGateway)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/oauth/passthrough.ts
var passthrough = __webpack_require__(7513);
// EXTERNAL MODULE: ./src/guard/listen-address.ts
var listen_address = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/gateway/surface.ts
var surface = __webpack_require__(37297);
// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(48051);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/guard/service.ts + 7 modules
var service = __webpack_require__(15253);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/guard/shell-quote.ts
var shell_quote = __webpack_require__(73882);
// EXTERNAL MODULE: ./src/guard/run-as.ts
var run_as = __webpack_require__(4989);
// EXTERNAL MODULE: ./src/gateway/config-file.ts
var config_file = __webpack_require__(62757);
// EXTERNAL MODULE: ./src/gateway/names.ts
var names = __webpack_require__(11210);
// EXTERNAL MODULE: ./src/gateway/ownership.ts
var ownership = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/gateway/profiles.ts
var gateway_profiles = __webpack_require__(22210);
// EXTERNAL MODULE: ./src/gateway/member.ts
var member = __webpack_require__(12542);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/rpc/peer.ts
var peer = __webpack_require__(84107);
// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __webpack_require__(60279);
// EXTERNAL MODULE: ./src/guard/initialize.ts
var initialize = __webpack_require__(78731);
// EXTERNAL MODULE: ./src/guard/modern.ts
var modern = __webpack_require__(31138);
// EXTERNAL MODULE: ./src/guard/listen.ts
var listen = __webpack_require__(42030);
// EXTERNAL MODULE: ./src/guard/targets.ts
var targets = __webpack_require__(31867);
// EXTERNAL MODULE: ./src/guard/wire.ts
var wire = __webpack_require__(89352);
// EXTERNAL MODULE: ./src/gateway/catalog.ts
var catalog = __webpack_require__(61285);
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



/** The server capability that declares each kind. */
const CAPABILITY_OF = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resources' };
const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Pages of one list: a list that never ends must cost a fraction of a second, not the seconds 1000 pages took. */
const MAX_PAGES = 100;
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
    /** The capabilities its upstream declared in its last `server/discover` answer; undefined before one. */
    declared;
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
        const era = this.client().era;
        if (era)
            this.session.servesEra(era);
        try {
            const result = await this.session.tracked(id, () => this.session.handle(req, signal));
            this.ok();
            if (method === 'server/discover')
                this.declared = (0,wire/* isObject */.Gv)(result.capabilities) ? result.capabilities : {};
            const out = { ...result };
            // A result that is not complete (an input-required one, SEP-2322) keeps saying so: the client must answer it.
            for (const f of MODERN_FIELDS)
                if (f !== 'resultType' || out.resultType === 'complete')
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
    /**
     * Whether its upstream may be asked for this kind: it declared the capability (an SDK client asks no server for a
     * kind it did not declare; that server answers "Method not found"). Unknown before its first answer: asked then.
     */
    declares(kind) {
        return this.declared === undefined || this.declared[CAPABILITY_OF[kind]] !== undefined;
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

// EXTERNAL MODULE: ./src/guard/door.ts
var door = __webpack_require__(47797);
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
/** The member a route names; a name or URI nobody or two members claim is refused. */
function owner(route, kind, shown) {
    if (!route)
        throw notPublished(kind, shown);
    if ((0,catalog/* isHeld */.i7)(route))
        throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, route.refusal);
    return route;
}
/** The name (tools, prompts) or URI (resources, templates) the client knows an entry by. */
function shownOf(entry) {
    const kind = entry.ref.slice(0, entry.ref.indexOf(':'));
    return kind === 'tool' || kind === 'prompt' ? (0,names/* publishedName */.YM)(entry.inner.member.prefix, entry.original) : entry.original;
}
/** What inTime answers when the deadline came first. */
const LATE = Symbol('late');
/** What a member is late for before its first answer. */
const START = 'its start';
class GatewaySession {
    deps;
    /** Ids from 1: the SDK's client ignores a cancellation of request 0 (it tests the id for truth). */
    peer = new peer/* RpcPeer */.o(1);
    inners;
    catalog;
    client = { name: 'unknown', version: '0', capabilities: {} };
    /** What each member's server/discover answered at the session's start; undefined for one that was not serving. */
    started;
    /** Each member's own start, however long it takes (a list waits for its member's, never for the others'). */
    starts;
    /** Each member's list of a kind while it is awaited (`<n>:<kind>`): every merged list joins it, none asks again. */
    pending = new Map();
    /** A list that answered after its deadline, served by the next merged list (the one list_changed prompted). */
    arrived = new Map();
    /** What each member is late for now (its start, a list method): one line per lateness of a member, not per list. */
    late = new Map();
    /**
     * Members whose start answered after its deadline and no list since: the lists that follow a start are one lateness
     * with it (the start no longer waits for the member's first capture, its lists do).
     */
    startedLate = new Set();
    /** Aborted when the session ends: what members are asked on behalf of the session, not of one request. */
    life = new AbortController();
    initialized = false;
    modernClient = false;
    closed = false;
    /** Tool names the HTTP face's header check just listed again for in vain: the call that follows lists no third time. */
    missed = new Set();
    closing;
    listeners = new Set();
    listens = new Set();
    /** Per member: its session's requests our client has not answered yet, by the id it gave them (its cancel ends ours). */
    waiting = new Map();
    /** What the door turned away and was logged, so a flood is one line. */
    turned = new Set();
    readyNow;
    /** The client finished initializing (a 2026-07-28 client with its first request): only then does a member speak to it. */
    ready = new Promise((resolve) => (this.readyNow = resolve));
    onclose;
    constructor(deps) {
        this.deps = deps;
        const events = {
            toClient: (_i, m, o) => void this.fromMember(_i, m, o),
            changed: (_i, methods) => this.announce(methods),
            availability: () => this.announce(ALL_CHANGED),
            log: deps.log,
        };
        this.inners = deps.members.map((m) => new Inner(m, () => this.client, events));
        for (const inner of this.inners) {
            // The member's guard asks the user in band only when our client is a 2026-07-28 one; the profile may scope calls.
            inner.session.inBand = () => this.modernClient;
            inner.session.defaultScope = (ref) => (0,gateway_profiles/* scopeFor */.aN)(deps.profile, inner.member.name, ref);
        }
        this.catalog = new catalog/* Catalog */.WC(deps.profile, deps.log, this.inners);
        this.peer.setRequestHandler('initialize', (req) => this.initialize(req));
        this.peer.setNotificationHandler('notifications/initialized', () => {
            this.initialized = true;
            this.readyNow?.();
        });
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
    begin() {
        if (this.starts)
            return this.starts;
        // The session's own signal: many requests wait on it at once, by design.
        (0,external_node_events_.setMaxListeners)(0, this.life.signal);
        this.starts = this.inners.map(async (i) => {
            try {
                return await i.request('server/discover', {}, this.life.signal);
            }
            catch (e) {
                // An upstream that is down (Inner) or whose code is held (its identity gate) has said why in its own line.
                const w = (0,wire/* asWire */.Et)(e);
                if (w.code !== wire/* UPSTREAM_DOWN_CODE */.DE && w.code !== wire/* REFUSED_CODE */.TX && !this.closed)
                    this.deps.log(`upstream "${i.member.name}" is not serving: ${w.message.replace(/^mcp-contract guard: /, '')}`);
                return undefined;
            }
        });
        return this.starts;
    }
    /**
     * What each member answered at the start, within the list deadline: one not up by then is answered for as not
     * serving yet (what it was approved serving is advertised); when it comes up the client hears that lists changed.
     */
    start(_signal) {
        this.started ??= Promise.all(this.begin().map((p, n) => {
            const inner = this.inners[n];
            return this.inTime(p.finally(() => this.onTime(inner, START)), () => (this.lateLine(inner, START), undefined));
        }));
        return this.started;
    }
    /** p, or what `late()` says once the list deadline passed first. */
    async inTime(p, late) {
        let timer;
        const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve(LATE), this.deps.listTimeoutMs)));
        try {
            const first = await Promise.race([p, deadline]);
            return first === LATE ? late() : first;
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** What a member was late for has answered. */
    onTime(inner, what) {
        const was = this.late.get(inner)?.delete(what) ?? false;
        if (what !== START)
            this.startedLate.delete(inner);
        else if (was)
            this.startedLate.add(inner);
    }
    /** One line per lateness of a member, naming it, whatever it was late for and however many lists waited. */
    lateLine(inner, what) {
        const late = this.late.get(inner) ?? new Set();
        this.late.set(inner, late);
        const first = late.size === 0 && !this.startedLate.has(inner);
        late.add(what);
        if (!first || this.closed)
            return;
        this.deps.log(`upstream "${inner.member.name}": ${what} did not answer within ${this.deps.listTimeoutMs / 1000} s; the others are served without it until it answers`);
    }
    /**
     * Every kind any member could serve, answered once for the session: what each member advertised live, and for one
     * not up yet what it was approved serving (a member without approvals may serve any kind once approved). A member
     * that comes up after initialize is then reachable: its lists, completions and log levels were advertised already.
     */
    capabilities(discovered) {
        const caps = { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true } };
        const advertised = discovered.flatMap((d, n) => (!this.shows(this.inners[n]) ? [] : [d ? ((0,wire/* isObject */.Gv)(d.capabilities) ? d.capabilities : {}) : ((0,member/* approvedFacts */.z7)(this.inners[n].member)?.capabilities ?? ANY_KIND)]));
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
     * the approved ones), or for a member not up yet the approved ones it would publish. A member the profile does not
     * show, or one without approvals, gives none: its instructions are model-visible text too.
     */
    instructions(discovered) {
        const parts = discovered.flatMap((d, n) => {
            if (!this.shows(this.inners[n]) || this.inners[n].member.unapproved !== undefined)
                return [];
            const text = d ? d.instructions : (0,member/* approvedFacts */.z7)(this.inners[n].member)?.instructions;
            return typeof text === 'string' && text !== '' ? [`[${this.inners[n].member.name}]\n${text}`] : [];
        });
        return parts.length ? parts.join('\n\n') : undefined;
    }
    async initialize(req) {
        const params = (0,initialize/* initializeParams */.PN)(req.params);
        this.client = { name: params.clientInfo.name, version: params.clientInfo.version, capabilities: (params.capabilities ?? {}), era: 'legacy' };
        const discovered = await this.start(this.fanOut(new AbortController().signal));
        const base = (0,initialize/* baseInitializeResult */.zk)(params, this.deps.version);
        const out = { ...base, serverInfo: { name: 'mcp-contract-gateway', version: this.deps.version }, capabilities: this.capabilities(discovered) };
        const text = this.instructions(discovered);
        if (text !== undefined)
            out.instructions = text;
        return out;
    }
    /**
     * The inputSchema of the tool published to this client under this (prefixed) name, as its member publishes it, for
     * the HTTP face's Mcp-Param-* check; undefined for a name the catalog does not route to a published tool (the call is
     * refused anyway, and nothing of an unpublished tool's schema may show in a header error).
     */
    async toolSchema(name) {
        const route = this.catalog.route('tool', name) ?? (await this.relist('tool', () => this.catalog.route('tool', name)));
        if (!route) {
            // Bounded: a call that never came (its client went away) leaves its name behind.
            if (this.missed.size >= 256)
                this.missed.clear();
            this.missed.add(name);
        }
        return route && !(0,catalog/* isHeld */.i7)(route) && this.catalog.published(route.inner, route.ref) ? route.inner.session.toolSchema(route.original) : undefined;
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
            this.readyNow?.();
            this.client = { ...env.client, era: 'modern' };
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
        (0,targets/* requireStringTarget */.wl)(req);
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
    /** Members whose upstream is not answering now, or was late for a list: what they publish is missing from it. */
    unavailable() {
        return this.inners.filter((i) => !i.up || (this.late.get(i)?.size ?? 0) > 0).map((i) => i.member.name);
    }
    /**
     * One merged page of `kind`: every callable member's list, renamed and filtered by the profile. Each member has the
     * list deadline to answer (its start included); a late one is left out of this list, never waited for. A client's
     * cancel does not reach the members' lists: other merged lists may be joined to them, and the deadline bounds its wait.
     */
    async list(kind, _signal) {
        const starts = this.begin();
        const lists = await Promise.all(this.inners.map(async (inner, n) => ({ inner, items: await this.memberItems(inner, n, kind, starts[n]) })));
        return { [model/* KIND_METHOD */.Ll[kind].field]: this.catalog.build(kind, lists) };
    }
    /**
     * A member's items of `kind` for one merged list: a late answer that arrived since, else its list within the
     * deadline. The list asked is one per member and kind however many merged lists wait; when it answers after its
     * deadline it is kept for the next merged list and the client hears list_changed.
     */
    memberItems(inner, n, kind, started) {
        const key = `${n}:${kind}`;
        const arrived = this.arrived.get(key);
        if (arrived) {
            this.arrived.delete(key);
            return Promise.resolve(arrived);
        }
        let p = this.pending.get(key);
        if (!p) {
            const entry = { items: this.memberList(inner, kind, started).finally(() => this.pending.delete(key)), late: false };
            this.pending.set(key, entry);
            p = entry;
        }
        const pending = p;
        const listed = pending.items.then((items) => (this.onTime(inner, model/* KIND_METHOD */.Ll[kind].method), items));
        return this.inTime(listed, () => {
            this.lateLine(inner, model/* KIND_METHOD */.Ll[kind].method);
            if (!pending.late) {
                pending.late = true;
                void listed.then((items) => {
                    if (this.closed || items.length === 0)
                        return;
                    this.arrived.set(key, items);
                    this.announce([wire/* NOTIFY */.Wo[kind]]);
                });
            }
            return [];
        });
    }
    /** One member's whole list of `kind`, after its own start; a member that failed is one line and an empty list. */
    async memberList(inner, kind, started) {
        const { method, field } = model/* KIND_METHOD */.Ll[kind];
        if (!inner.callable)
            return [];
        await started;
        // A kind the server did not declare is not asked for: "no prompts" is no failure line.
        if (!inner.declares(kind))
            return [];
        // Every member was started once (above); one that failed or went away is started again behind the client's back,
        // so no list waits for a server that may hang again.
        if (inner.outage) {
            inner.restartInBackground();
            return [];
        }
        try {
            return await inner.listAll(method, field, this.life.signal);
        }
        catch (e) {
            if (!this.closed)
                this.deps.log(`upstream "${inner.member.name}": ${method} failed (${(0,wire/* asWire */.Et)(e).message.replace(/^mcp-contract guard: /, '').slice(0, 300)}); its ${field} are not published for now`);
            return [];
        }
    }
    /**
     * A published tool or prompt name: its owner by the routing table (listing once more when nobody claims it yet),
     * else the member whose prefix alone says it is theirs.
     */
    async named(kind, name) {
        const shown = typeof name === 'string' ? name : '';
        const listed = kind === 'tool' && this.missed.delete(shown);
        return owner(this.catalog.route(kind, shown) ?? (listed ? undefined : await this.relist(kind, () => this.catalog.route(kind, shown))) ?? this.byPrefix(kind, shown), kind, shown);
    }
    /**
     * A name no member claims but that lies in exactly one member's prefix namespace: that member's guard judges it, so
     * a held capability is refused with its state and rule ids (never its text), as the single guard refuses it. A name
     * two namespaces hold (prefixes `a` and `a_` both hold `a___x`) is nobody's.
     */
    byPrefix(kind, shown) {
        const hits = this.inners.flatMap((inner) => {
            const original = (0,names/* originalOf */.zW)(inner.member.prefix, shown);
            return original === undefined ? [] : [{ inner, original, ref: `${kind}:${original}` }];
        });
        return hits.length === 1 ? hits[0] : undefined;
    }
    async byUri(uri) {
        const text = typeof uri === 'string' ? uri : '';
        return owner(this.catalog.resource(text) ?? (await this.relist('resource', () => this.catalog.resource(text))), 'resource', text);
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
            const entry = owner(this.catalog.route('resourceTemplate', uri) ?? (await this.relist('resource', () => this.catalog.route('resourceTemplate', uri))), 'resource template', uri);
            return this.forward(req, signal, entry, undefined);
        }
        throw new wire/* WireError */.cC(wire/* REFUSED_CODE */.TX, 'completion/complete: params.ref must be a ref/prompt or ref/resource');
    }
    /**
     * A request for one capability, to the member that serves it, under its own name. The profile is asked again
     * here (a person may have changed approvals since the list), and the member's guard then judges the call itself.
     */
    async forward(req, signal, entry, nameField) {
        if (!this.catalog.published(entry.inner, entry.ref)) {
            // The profile's refusal, recorded under the member (its own guard records what it judges past this point).
            if (req.method === 'tools/call')
                await entry.inner.member.guard.deps.audit?.call({ method: req.method, ref: entry.ref, params: req.params, decision: 'refused', why: 'not-published' });
            throw notPublished(entry.ref.split(':')[0], shownOf(entry));
        }
        const params = { ...(req.params ?? {}) };
        if (nameField)
            params[nameField] = entry.original;
        return entry.inner.request(req.method, params, signal, req.id);
    }
    /** Whether this session's profile shows anything of the member (else nothing of it reaches the client). */
    shows(inner) {
        return (0,gateway_profiles/* seesServer */.u5)(this.deps.profile, inner.member.name);
    }
    /**
     * A member as the door sees it: held without approvals or while its identity gate holds it, shown by the profile or
     * not, and named, so its log messages are its own. Its guard's door already judged logging and the pending bound.
     */
    sender(inner) {
        const m = inner.member;
        return { held: m.unapproved ?? m.guard.deps.identity?.held(), visible: this.shows(inner), logs: true, name: m.name };
    }
    turnAway(inner, t) {
        // `undeclared` names one of three methods; every other reason is one line whatever the method.
        const key = `${inner.member.name}\n${t.reason === 'undeclared' ? t.line : t.reason}`;
        if (this.turned.has(key))
            return;
        this.turned.add(key);
        this.deps.log(`upstream "${inner.member.name}": ${t.line}`);
    }
    /** Waits for the client's initialized, at most ms; false when it did not come. */
    async whenReady(ms) {
        if (this.initialized)
            return true;
        let timer;
        const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), Math.max(1, ms))));
        try {
            return await Promise.race([this.ready.then(() => true), late]);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** Whether the URI routes to this member (a held URI, claimed by two, routes to neither). */
    ownsUri(inner, uri) {
        const route = this.catalog.resource(uri);
        return route !== undefined && !(0,catalog/* isHeld */.i7)(route) && route.inner === inner;
    }
    /**
     * What a member's session sends its client, through the door: the same rules as the single guard's (its own door
     * ran already for its upstream), then the gateway's: the member approved, shown by the profile, its log messages
     * under its name, progress only for our client's own requests. Our client's answers go back to the member.
     */
    async fromMember(inner, m, o) {
        const id = o?.relatedRequestId;
        const related = id === undefined || isOwnId(id) ? {} : { relatedRequestId: id };
        const lifetimeMs = inner.member.guard.deps.door?.lifetimeMs ?? door/* DOOR_LIMITS */.cy.lifetimeMs;
        if ((0,messages/* isNotification */.o2)(m)) {
            // The member's session gave up a request of its upstream's (cancelled, or its lifetime ran out): so do we.
            if (m.method === 'notifications/cancelled') {
                const rid = m.params?.requestId;
                if (typeof rid === 'string' || typeof rid === 'number')
                    this.waiting.get(inner)?.get(rid)?.abort('the server withdrew its request');
                return;
            }
            if (m.method === 'notifications/progress' && related.relatedRequestId === undefined)
                return;
            if (m.method === 'notifications/resources/updated' && !this.ownsUri(inner, String(m.params?.uri ?? '')))
                return;
            const params = (0,door/* admitNotification */.FU)(m.method, m.params, this.client.capabilities, this.sender(inner));
            if (params === null || !(await this.whenReady(lifetimeMs)))
                return;
            await this.peer.notification(m.method, params, related).catch(() => undefined);
            return;
        }
        if (!(0,messages/* isRequest */.ks)(m))
            return;
        const answer = (body) => inner.link.deliver({ jsonrpc: '2.0', id: m.id, ...body });
        // An upstream's elicitation in the guard's name was refused by its member's session already (door.ts forgedQuestion):
        // what reaches here in that name is the member guard's own question.
        const refused = (0,door/* refuseRequest */.IU)(m.method, m.params, this.client.capabilities, this.sender(inner));
        if (refused) {
            this.turnAway(inner, refused);
            return answer({ error: { code: refused.error.code, message: refused.error.message } });
        }
        const cancel = new AbortController();
        const waiting = this.waiting.get(inner) ?? new Map();
        this.waiting.set(inner, waiting.set(m.id, cancel));
        const deadline = Date.now() + lifetimeMs;
        try {
            if (!(await this.whenReady(lifetimeMs)))
                throw new wire/* WireError */.cC(wire/* UPSTREAM_DOWN_CODE */.DE, 'the client has not finished initializing');
            const timeout = Math.max(1, Math.min(this.deps.requestTimeoutMs, deadline - Date.now()));
            answer({ result: (await this.peer.request(m.method, m.params, { timeout, signal: cancel.signal, ...related })) });
        }
        catch (e) {
            const w = (0,wire/* asWire */.Et)(e);
            answer({ error: { code: w.code, message: w.message } });
        }
        finally {
            waiting.delete(m.id);
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
        this.life.abort();
        for (const end of [...this.listens])
            end();
        this.listeners.clear();
        await Promise.all(this.inners.map((i) => i.close().catch(() => undefined)));
        await this.peer.close().catch(() => undefined);
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/audit/files.ts
var files = __webpack_require__(12544);
// EXTERNAL MODULE: ./src/cli/commands/guard-options.ts
var guard_options = __webpack_require__(4047);
// EXTERNAL MODULE: ./src/guard/scope.ts + 1 modules
var guard_scope = __webpack_require__(99557);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(54017);
// EXTERNAL MODULE: ./src/cli/approve-commands.ts
var approve_commands = __webpack_require__(49382);
;// CONCATENATED MODULE: ./src/cli/commands/guard-gateway.ts
// `mcp-contract guard --config FILE` for many servers: one process, one downstream session per client, one member per
// upstream, each member the single guard's own objects (approvals, store, identity, policy) for that server.






























function emptySnapshot(name) {
    return { format: model/* SNAPSHOT_FORMAT */.Td, server: name, surfaces: { default: { client: { name: 'mcp-contract', version: '0', capabilities: {} }, kinds: (0,surface/* emptyKinds */.t)() } } };
}
/**
 * A member's approvals: its signed release verified by the five checks (a release that does not verify holds this
 * member alone, with one line naming it), else its snapshot file (first use), else none (everything held).
 */
async function approvedOf(s, p, io, dir, log) {
    const ref = (0,config_file/* registryRefOf */.A6)(s.server.approved);
    if (ref !== undefined) {
        // The Sigstore libraries load only for a member approved from a signed release.
        const { verifiedBaseline } = await Promise.all(/* import() */[__webpack_require__.e(5179), __webpack_require__.e(4187), __webpack_require__.e(9088), __webpack_require__.e(1267), __webpack_require__.e(3730)]).then(__webpack_require__.bind(__webpack_require__, 81267));
        const target = { name: s.name, server: s.server, snapshotPath: '', baseDir: dir };
        // A member that cannot be verified at all (its bundle unreadable, its server not starting for the capture) is
        // refused like one whose checks fail: it alone is held.
        const got = await verifiedBaseline(p, io, target, ref, log, (0,config_file/* releaseBundleOf */.tV)(target)).catch((e) => {
            if (e instanceof errors/* ContractError */.Vl)
                return { refused: `registry:${ref}: the signed release could not be verified: ${(0,capture/* oneLine */.TN)(e.message, [])}` };
            throw e;
        });
        if ('refused' in got) {
            const source = { kind: 'refused-release', release: ref, reason: got.refused.slice(`registry:${ref}: `.length).replace(/^the signed release (did not verify|could not be verified): /, ''), at: io.now().toISOString() };
            return { approved: emptySnapshot(s.name), unapproved: `server "${s.name}": ${got.refused}; everything it serves is held (the other servers are served)`, signed: true, source };
        }
        return { approved: got.approved, source: got.source, signed: true };
    }
    const label = (0,cli_io/* shownPath */.pS)(io, s.snapshotPath);
    if (!(0,external_node_fs_.existsSync)(s.snapshotPath))
        return { approved: emptySnapshot(s.name), unapproved: `server "${s.name}": no approved snapshot at ${label}; everything it serves is held (mcp-contract snapshot --out ${(0,shell_quote/* shellQuote */.Z)(s.snapshotPath)} --name ${(0,shell_quote/* shellQuote */.Z)(s.name)} -- ...)` };
    return { approved: await (0,snapshot_files.readSnapshot)(s.snapshotPath, label), source: { kind: 'first-use', snapshot: label, since: io.now().toISOString() } };
}
/** Tool and prompt names two servers would still publish alike: refused before anything starts. */
function nameCollision(members) {
    const seen = new Map();
    for (const m of members) {
        for (const ref of (0,approval/* approvedRefs */.wx)(m.approved, m.surface)) {
            const [kind, ...rest] = ref.split(':');
            if (kind !== 'tool' && kind !== 'prompt')
                continue;
            const shown = `${kind}:${(0,names/* publishedName */.YM)(m.prefix, rest.join(':'))}`;
            const other = seen.get(shown);
            if (other !== undefined && other !== m.name)
                return `servers "${other}" and "${m.name}" would both publish ${shown.replace(':', ' ')}; give one of them a "prefix"`;
            seen.set(shown, m.name);
        }
    }
    return undefined;
}
function chosenProfile(p, io, fromFile) {
    const file = (0,args/* str */.gx)(p, 'profiles');
    const profiles = file ? (0,config_file/* readProfilesFile */.BO)((0,external_node_path_.resolve)(io.cwd, file), file) : fromFile;
    const name = (0,args/* str */.gx)(p, 'profile');
    const profile = name === undefined ? gateway_profiles/* ALL */.y2 : profiles.get(name);
    if (!profile)
        throw new errors/* UsageError */.eb(`mcp-contract guard: no profile "${name}" (the file has ${[...profiles.keys()].join(', ') || 'none'})`);
    const host = (0,args/* str */.gx)(p, 'host');
    return host === undefined ? profile : { ...profile, host };
}
/** Each default scope of the profile narrows the input schema of every approved tool its pattern selects. */
function checkProfileScopes(profile, members, label) {
    for (const { pattern, scope } of profile.scopes ?? [])
        for (const m of members)
            for (const [ref, c] of (0,approval/* approvedItems */.WB)(m.approved, m.surface)) {
                if (!(0,gateway_profiles/* scopeFor */.aN)({ ...profile, scopes: [{ pattern, scope }] }, m.name, ref))
                    continue;
                const why = (0,guard_scope/* scopeProblem */._x)(scope, c.definition.inputSchema);
                if (why)
                    throw new errors/* UsageError */.eb(`${label}: /profiles/${profile.name}/scopes/${pattern.text.replace(/~/g, '~0').replace(/\//g, '~1')}: for ${m.name}/${ref}: ${why}`);
            }
}
/**
 * What the gateway starts from: its config, each approved snapshot and the directory holding it (a server without one
 * is held until one appears there, so whoever may create files there may approve), the store and its files.
 */
function startPaths(file, members, dir) {
    const fromFiles = members.filter((m) => !m.signed);
    return [
        { path: file.path, what: 'the config' },
        ...[...new Set(fromFiles.map((m) => (0,external_node_path_.dirname)(m.snapshotPath)))].map((d) => ({ path: d, what: 'the approved directory' })),
        ...fromFiles.map((m) => ({ path: m.snapshotPath, what: 'the approved snapshot' })),
        { path: dir, what: 'the store directory' },
        { path: (0,files/* auditDir */.pL)(dir), what: 'the audit log directory' },
        ...members.map((m) => ({ path: (0,store/* storeFile */.u_)(dir, m.approved.server), what: 'the store' })),
    ];
}
async function openGateway(p, io, log, version, { listTimeoutMs, ...timing }) {
    const label = (0,args/* str */.gx)(p, 'config') ?? 'mcp-contract.json';
    const approvedDir = (0,args/* str */.gx)(p, 'approved-dir');
    const file = (0,config_file.readGatewayFile)((0,external_node_path_.resolve)(io.cwd, label), label, approvedDir === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, approvedDir), (0,cli_io/* homeOf */.lt)(io));
    const chosen = (0,args/* list */.p_)(p, 'server');
    for (const n of chosen)
        if (!file.servers.some((s) => s.name === n))
            throw new errors/* UsageError */.eb(`${label}: no server "${n}" (it has ${file.servers.map((s) => s.name).join(', ')})`);
    const servers = chosen.length ? file.servers.filter((s) => chosen.includes(s.name)) : file.servers;
    const profile = chosenProfile(p, io, file.profiles);
    const prepared = await Promise.all(servers.map(async (s) => {
        const { approved, unapproved, source, signed } = await approvedOf(s, p, io, file.dir, (line) => log(`[${s.name}] ${line}`));
        const surface = (0,guard_options/* guardedSurface */.YQ)(approved, undefined, signed ? `${s.name}'s signed release` : (0,cli_io/* shownPath */.pS)(io, s.snapshotPath));
        return { ...s, approved, unapproved, source, signed, surface, prefix: (0,names/* prefixOf */.MT)(s.name, s.server.prefix) };
    }));
    // A top-level rename names no server: in front of several it would rebind every one's capability of that name.
    if (prepared.length > 1 && Object.keys(file.config.renames ?? {}).length > 0)
        throw new errors/* UsageError */.eb(`${label}: /renames: a gateway of ${prepared.length} servers cannot tell whose capability a top-level rename is; declare each under its server: "servers": { "<name>": { "renames": { ... } } }`);
    const problem = (0,names/* prefixProblem */.IP)(prepared.map((m) => ({ server: m.name, prefix: m.prefix }))) ?? nameCollision(prepared);
    if (problem)
        throw new errors/* UsageError */.eb(`${label}: ${problem}`);
    checkProfileScopes(profile, prepared, label);
    const maxApprovalDays = (0,guard_options/* lifetimesOf */.sc)(p, file.config.maxApprovalDays, label);
    const dir = (0,store/* storeDir */.rT)((0,args/* str */.gx)(p, 'store'), io.env, io.cwd);
    // One store file per member: two whose servers' names clean to one file name would share it, and the second could
    // never record a decision of its own.
    const stores = new Map();
    for (const m of prepared) {
        const storeName = (0,external_node_path_.basename)((0,store/* storeFile */.u_)(dir, m.approved.server));
        const other = stores.get(storeName);
        if (other !== undefined)
            throw new errors/* UsageError */.eb(other.server === m.approved.server
                ? `${label}: servers "${other.name}" and "${m.name}" have approved snapshots of the same server "${m.approved.server}"; they would share one store`
                : `${label}: servers "${other.name}" and "${m.name}" would share one store file, ${storeName} (their snapshots name the servers "${other.server}" and "${m.approved.server}"); rename one of them`);
        stores.set(storeName, { name: m.name, server: m.approved.server });
    }
    await (0,run_as/* requireNotWorldWritable */.h7)(startPaths(file, prepared, dir));
    // One server's volume must not slow the others: what of each list is judged and published at most.
    const listBounds = { maxItems: (0,guard_options/* count */.U9)('list-max-items', (0,args/* str */.gx)(p, 'list-max-items'), 10_000), maxBytes: (0,guard_options/* count */.U9)('list-max-bytes', (0,args/* str */.gx)(p, 'list-max-bytes'), 8 * 1024 * 1024) };
    const members = await Promise.all(prepared.map(async (m) => {
        const own = (line) => log(`[${m.name}] ${line}`);
        // A member's upstream credential is its own (its "oauth" grant, kept in this store), never the gateway client's.
        (0,passthrough/* refusePassthrough */.D)(`server "${m.name}"`, m.server, (0,args/* str */.gx)(p, 'listen-token') ?? io.env[listen_address/* LISTEN_TOKEN_ENV */.sN], listen_address/* LISTEN_TOKEN_ENV */.sN, io.env);
        const plan = (0,capture/* planSurface */.t4)(m.name, m.server, m.surface, m.server.surfaces?.[m.surface] ?? {}, { baseDir: file.dir, env: io.env, log: own, grantDir: (0,external_node_path_.join)(dir, 'oauth') });
        const storePath = (0,store/* storeFile */.u_)(dir, m.approved.server);
        const target = { name: m.name, server: m.server, snapshotPath: m.snapshotPath, baseDir: file.dir };
        const identity = m.unapproved ? undefined : (0,identity_hooks/* identityGateFor */.x7)({ target, approved: m.approved, surface: m.surface, storePath, policyText: (0,args/* str */.gx)(p, 'identity-policy'), io, log: own, storeDir: dir });
        const guard = await (0,service/* openGuard */.E)({
            ...(identity ? { identity } : {}),
            ...(m.source ? { source: m.source } : {}),
            approved: m.approved,
            surface: m.surface,
            storePath,
            policy: { ...(0,guard_options/* policyOf */.US)([...(0,args/* list */.p_)(p, 'policy'), ...(m.server.guardPolicy ?? [])]), ...(maxApprovalDays ? { maxApprovalDays } : {}) },
            config: (0,config/* configOfServer */.X)(file.config, m.name),
            plan,
            now: io.now,
            log: own,
            version,
            ...timing,
            listBounds,
            approveHint: (ref, server) => (0,approve_commands/* approveHintFor */.M4)(dir, server, ref),
            approveAllHint: (server) => (0,approve_commands/* approveAllHeldCommand */.p3)(dir, server),
            ...(0,guard_options/* auditArgumentsOf */.PT)(p),
        });
        if (m.unapproved)
            log(m.unapproved);
        return { name: m.name, prefix: m.prefix, guard, approved: m.approved, surface: m.surface, ...(m.unapproved ? { unapproved: m.unapproved } : {}), replaces: (0,member/* declaredReplacements */.yf)((0,config/* configOfServer */.X)(file.config, m.name)), baseline: (0,member/* baselineOf */.Bv)(m.approved, m.surface) };
    }));
    // approve reads which members share this store directory, and their prefixes, to refuse approving into a collision.
    await (0,ownership/* recordMembers */.pH)(dir, (0,external_node_path_.resolve)(io.cwd, label), prepared.map((m) => ({ server: m.name, prefix: m.prefix, store: (0,external_node_path_.basename)((0,store/* storeFile */.u_)(dir, m.approved.server)) })));
    log(`gateway for ${members.length} server(s) of ${label} (profile ${profile.name}); store ${dir}`);
    return {
        newSession: () => new GatewaySession({ members, profile, version, log, requestTimeoutMs: timing.requestTimeoutMs, listTimeoutMs }),
        close: () => members.forEach((m) => m.guard.close()),
        maxMessageBytes: 4 * 1024 * 1024,
        profile,
    };
}


/***/ }),

/***/ 37297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ publishedSurface),
/* harmony export */   t: () => (/* binding */ emptyKinds)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
// The gateway's own surface, as a host app with this profile sees it: every published list, after prefixes, profile
// and approvals, recorded as a snapshot. `mcp-contract diff` of two of them shows projection drift (what the gateway's
// renames and trims changed) beside the upstream drift each member's guard already reports.



/** An empty surface of every kind, observed complete: a server with no approvals yet holds everything. */
function emptyKinds() {
    return Object.fromEntries(_core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.map((k) => [k, { observation: { state: 'complete' }, items: [] }]));
}
async function publishedSurface(session, profile, version) {
    const signal = new AbortController().signal;
    const kinds = emptyKinds();
    const origin = { server: 'mcp-contract-gateway', surface: profile };
    for (const kind of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW) {
        const { method, field } = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind];
        const r = await session.handle({ jsonrpc: '2.0', id: `surface:${kind}`, method }, signal);
        const items = Array.isArray(r[field]) ? r[field] : [];
        const caps = items.filter((i) => (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOf */ .TN)(kind, i) !== undefined).map((i) => (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .buildCapability */ .bz)(kind, i, origin));
        caps.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
        kinds[kind] = { observation: { state: 'complete' }, items: caps };
    }
    // A member that is down lists nothing: recorded as complete, its capabilities would read as removed.
    const down = session.unavailable();
    if (down.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CaptureError */ .$3('mcp-contract-gateway', 'list', `upstream ${down.map((d) => `"${d}"`).join(', ')} unavailable; the published surface would be incomplete`);
    return {
        format: _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .SNAPSHOT_FORMAT */ .Td,
        server: 'mcp-contract-gateway',
        surfaces: { [profile]: { client: { name: 'mcp-contract-gateway', version, capabilities: {} }, kinds } },
    };
}


/***/ }),

/***/ 44605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U2: () => (/* binding */ serversOf),
/* harmony export */   by: () => (/* binding */ CLIENT_LABEL),
/* harmony export */   fe: () => (/* binding */ clientOf)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _jsonc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69970);


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

/***/ 69970:
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
