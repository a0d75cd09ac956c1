export const id = 7568;
export const ids = [7568,4605];
export const modules = {

/***/ 71847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ cachedAuditReader),
/* harmony export */   xf: () => (/* binding */ filterRecords)
/* harmony export */ });
/* unused harmony exports matchesRef, readAudit, auditFingerprint */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20469);
/* harmony import */ var _chain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7802);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12544);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78365);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42622);
// The read API (the CLI's `audit` and the console's per-capability history): records of a store directory's log,
// filtered, with the chain's verdict beside them. Reading never creates anything: no log, no records.







function matchesRef(ref, wanted) {
    return ref !== undefined && (ref === wanted || ref.slice(ref.indexOf(':') + 1) === wanted);
}
function filterRecords(records, f) {
    const since = f.since === undefined ? undefined : Date.parse(f.since);
    return records.filter((r) => (f.server === undefined || r.server === f.server) &&
        (f.ref === undefined || matchesRef(r.ref, f.ref)) &&
        (since === undefined || Date.parse(r.at) >= since) &&
        (f.kinds === undefined || f.kinds.includes(r.kind)));
}
/** The store directory's audit records matching `filter`, verified against the store's key. */
async function readAudit(storeDir, filter = {}) {
    if (!(0,_log_js__WEBPACK_IMPORTED_MODULE_5__/* .hasAuditLog */ .eI)(storeDir) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_FILE */ .d)))
        return { records: [], total: 0 };
    const scan = (0,_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .scanAudit */ .V)(storeDir, (0,_chain_js__WEBPACK_IMPORTED_MODULE_3__/* .auditKey */ .X_)(await (0,_storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__/* .storeKey */ .L)(storeDir)));
    return { records: filterRecords(scan.records, filter), total: scan.records.length, ...(scan.problem ? { problem: scan.problem } : {}) };
}
/**
 * What a re-read of the log would find changed: each file of the audit directory (and the store key) by name, size,
 * inode and change time. Any write, edit, rename or restore moves a file's ctime, which `utimes` cannot set back, so
 * an unchanged fingerprint is an unchanged log and its last verdict stands (a reader that refreshes often, the
 * console, verifies again only what moved).
 */
function auditFingerprint(storeDir) {
    const dir = (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .auditDir */ .pL)(storeDir);
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).sort() : [];
    const files = [...names.map((n) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, n)), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_FILE */ .d)];
    return files
        .map((f) => {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(f, { bigint: true, throwIfNoEntry: false });
        return st ? `${f}\0${st.size}\0${st.ino}\0${st.ctimeNs}\0${st.mtimeNs}` : `${f}\0-`;
    })
        .join('\n');
}
/**
 * readAudit with the last whole-log read of each store directory kept while its fingerprint stands. The fingerprint
 * is taken before the read, so a write during it shows as a change next time.
 */
function cachedAuditReader() {
    const last = new Map();
    return async (storeDir) => {
        const fingerprint = auditFingerprint(storeDir);
        const kept = last.get(storeDir);
        if (kept?.fingerprint === fingerprint)
            return kept.read;
        const read = await readAudit(storeDir, {});
        last.set(storeDir, { fingerprint, read });
        return read;
    };
}


/***/ }),

/***/ 63826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ globMatch),
/* harmony export */   f: () => (/* binding */ globMatcher)
/* harmony export */ });
// `*` wildcard patterns (uriPatterns / excludePatterns) matched without backtracking: a URI and pattern both chosen by
// a hostile server or config must not turn one `test` into minutes of regex backtracking.
/** A pattern split at its stars: `a*b*c` -> ['a', 'b', 'c']; a pattern without a star has one part. */
function parts(pattern) {
    return pattern.split('*');
}
/**
 * Whether `text` matches `pattern`, where `*` is any run of characters (possibly empty) and nothing else is special.
 * The first part must be a prefix and the last a suffix; each middle part is taken at its leftmost place after the
 * previous one, which is optimal for `*`-only patterns. Cost: one indexOf pass over `text` per part, no backtracking.
 */
function globMatch(pattern, text) {
    const p = parts(pattern);
    if (p.length === 1)
        return text === pattern;
    const first = p[0];
    const last = p[p.length - 1];
    if (text.length < first.length + last.length)
        return false;
    if (!text.startsWith(first) || !text.endsWith(last))
        return false;
    let at = first.length;
    const end = text.length - last.length;
    for (let i = 1; i < p.length - 1; i++) {
        const part = p[i];
        if (part === '')
            continue;
        const hit = text.indexOf(part, at);
        if (hit === -1 || hit + part.length > end)
            return false;
        at = hit + part.length;
    }
    return true;
}
/** A predicate matching any of `patterns`; undefined when there are none (no filter). */
function globMatcher(patterns) {
    if (patterns.length === 0)
        return undefined;
    const list = [...patterns];
    return (text) => list.some((p) => globMatch(p, text));
}


/***/ }),

/***/ 22537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  consoleCommand: () => (/* binding */ consoleCommand)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/console/login-file.ts
// `console --open`'s hand-off to the browser (issue 50 item 6): the opener's command line is readable by every local
// user in /proc, so it is given a file of this user's own that holds the login link, never the link itself.




/**
 * The login link as a file only this user can read (0600 in a 0700 folder of its own): the opener's command line,
 * which every local user can read in /proc, then names the file and not the token. The page moves the browser on to
 * the link; the file is removed once the token is spent, or when the console stops.
 */
function loginFile(url, env) {
    const base = env.XDG_RUNTIME_DIR && (0,external_node_fs_.existsSync)(env.XDG_RUNTIME_DIR) ? env.XDG_RUNTIME_DIR : (0,external_node_os_.tmpdir)();
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, 'mcp-contract-console-'));
    (0,external_node_fs_.chmodSync)(dir, 0o700);
    const file = (0,external_node_path_.join)(dir, 'login.html');
    // The URL is ours (origin and a base64url token): nothing in it needs escaping in an attribute.
    (0,external_node_fs_.writeFileSync)(file, `<!doctype html>\n<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${url}"><title>mcp-contract console</title></head><body><p>Opening the console\u2026</p></body></html>\n`, { mode: 0o600, flag: 'wx' });
    return { href: (0,external_node_url_.pathToFileURL)(file).href, remove: () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true }) };
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/guard/listen-address.ts
var listen_address = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var guard_store = __webpack_require__(1836);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/audit/files.ts
var files = __webpack_require__(12544);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/console/access.ts
// Who may use the console: whoever opened the URL it printed, in their browser, and no page of another site. The URL
// carries a random one-time token; the first request with it gets a session cookie (HttpOnly, SameSite=Strict) and
// the token is spent. Every request must name this listener in Host (a DNS-rebinding page names its own), carry no
// Origin but this one and no cross-site fetch metadata (the guard's listener judges browsers the same way,
// guard/http-access.ts), and hold the session; every state-changing one also the session's CSRF token in a header a
// cross-site page cannot set, with a JSON body.

const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest();
/** Hashed first, so the comparison takes the same time whatever the length or the first wrong byte. */
function same(presented, expected) {
    return (0,external_node_crypto_.timingSafeEqual)(digest(presented), expected);
}
const token = () => (0,external_node_crypto_.randomBytes)(32).toString('base64url');
function cookies(req) {
    const out = new Map();
    for (const part of (req.headers.cookie ?? '').split(';')) {
        const at = part.indexOf('=');
        if (at > 0)
            out.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
    return out;
}
class ConsoleAccess {
    hosts;
    /** The login token's digest until it is spent. */
    login;
    /** Session id digest (hex) -> the session. */
    sessions = new Map();
    loginToken;
    /** Cookies are not told apart by port: each console's cookie carries its own, so two consoles never clobber each other's. */
    cookieName;
    /**
     * `hosts`: every Host header value that names this listener (`127.0.0.1:PORT`, `localhost:PORT`); the allowed
     * origins are those hosts over http.
     */
    constructor(hosts, port) {
        this.hosts = hosts;
        this.loginToken = token();
        this.login = digest(this.loginToken);
        this.cookieName = `mcp-contract-console-${port}`;
    }
    /**
     * Host, Origin and fetch metadata: checked before anything else, on every request. `loginNavigation`: the request is
     * a top-level GET of the login link, which `console --open` hands the browser from a file of the user's own (a
     * file:// page is another site to the browser): it may come cross-site, and carries nothing but a token that is
     * worthless unless it is the one secret.
     */
    checkRequest(req, loginNavigation = false) {
        const host = (req.headers.host ?? '').toLowerCase();
        if (!this.hosts.has(host))
            return { status: 421, message: 'wrong Host header: open the URL mcp-contract console printed' };
        const origin = req.headers.origin;
        if (origin !== undefined && !this.hosts.has(origin.replace(/^http:\/\//, '').toLowerCase()))
            return { status: 403, message: 'forbidden Origin header' };
        if (origin !== undefined && !origin.startsWith('http://'))
            return { status: 403, message: 'forbidden Origin header' };
        const site = req.headers['sec-fetch-site'];
        const navigating = loginNavigation && req.method === 'GET' && req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document';
        if ((site === 'cross-site' || site === 'same-site') && !navigating)
            return { status: 403, message: 'forbidden cross-site request' };
        return undefined;
    }
    /** Spends the login token: a session id for the cookie, or undefined when the token is wrong or was used already. */
    exchange(presented) {
        if (!this.login || !same(presented, this.login))
            return undefined;
        this.login = undefined;
        const id = token();
        this.sessions.set(digest(id).toString('hex'), { csrf: token() });
        return id;
    }
    setCookie(id) {
        return `${this.cookieName}=${id}; HttpOnly; SameSite=Strict; Path=/`;
    }
    session(req) {
        const id = cookies(req).get(this.cookieName);
        return id === undefined ? undefined : this.sessions.get(digest(id).toString('hex'));
    }
    /** A state-changing request: Origin present and ours (checked above), the session's CSRF token, a JSON body. */
    checkChange(req, session) {
        if (req.headers.origin === undefined)
            return { status: 403, message: 'a change must come from the console page (no Origin header)' };
        const presented = req.headers['x-csrf-token'];
        if (typeof presented !== 'string' || !same(presented, digest(session.csrf)))
            return { status: 403, message: 'missing or wrong CSRF token: reload the page' };
        if ((req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'application/json')
            return { status: 415, message: 'Content-Type must be application/json' };
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(48051);
// EXTERNAL MODULE: ./src/core/approval/review.ts
var review = __webpack_require__(29519);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/core/approval/instructions.ts
var instructions = __webpack_require__(76826);
// EXTERNAL MODULE: ./src/guard/scope-store.ts
var scope_store = __webpack_require__(16361);
// EXTERNAL MODULE: ./src/gateway/ownership.ts
var ownership = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/core/diff/risky-text.ts + 2 modules
var risky_text = __webpack_require__(38112);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/render/approve-view.ts
var approve_view = __webpack_require__(52171);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(57789);
// EXTERNAL MODULE: ./src/render/text-delta.ts
var text_delta = __webpack_require__(92234);
;// CONCATENATED MODULE: ./src/console/view-digest.ts
// What a console decision is bound to (issue 50 item 7): the whole view of a record the page drew, not only its ref
// and digest. A guard may re-capture between the drawing and the click: the server may then hold a different old name
// as the one this tool renames (the rebind the approval would record), the approval's scope may have been changed in
// a terminal, the launch code shown may be another. The page sends back the view digest it was drawn with; a decision
// whose view no longer holds is refused (409) and the page redraws.



/** The old names a record may be the new name of, as approveRecord would record them. */
function rebindSet(store, ref) {
    return (0,approval/* rebindsOf */.Z2)(store.capabilities[ref]);
}
/**
 * sha256 over what the page shows of `ref` and decides on: its state, the digest served and approved, the rebind set
 * with what each old name's approval covered (its digest), the approval's scope and expiry, and the launch code shown.
 */
function viewDigest(store, ref) {
    const rec = store.capabilities[ref];
    const a = rec?.approval;
    const view = {
        ref,
        state: rec?.state ?? null,
        served: rec?.live?.digest ?? null,
        approved: a?.digest ?? null,
        rebind: rebindSet(store, ref).map((old) => [old, store.capabilities[old]?.approval?.digest ?? null]),
        scope: (a?.scope ?? null),
        expires: a?.expires ?? null,
        identity: [store.identity?.state ?? null, store.identity?.live?.integrity ?? null, store.identity?.approved?.integrity ?? null],
    };
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,canonical/* canonicalJson */.dj)(view)).digest('hex')}`;
}

;// CONCATENATED MODULE: ./src/console/records.ts







/** Text as a reviewer must see it: every invisible or control character (a lone surrogate too) as \u27e8U+XXXX\u27e9. */
function visible(text) {
    return (0,render_escape/* revealInvisible */.hR)(text).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c) => `\u27e8U+${c.charCodeAt(0).toString(16).toUpperCase()}\u27e9`);
}
/** A name, ref or pointer: one line, so a line break in it is shown as an escape too. */
function visibleLine(text) {
    return visible(text).replace(/[\t\n\r]/g, (c) => `\u27e8U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}\u27e9`);
}
const MAX_ROWS = 5_000;
/** The definition member by member (depth-first, in its own key order), each row flagged where a person must read. */
function definitionRows(definition, flags = new Map()) {
    const rows = [];
    const walk = (v, pointer, depth, key) => {
        if (rows.length >= MAX_ROWS)
            return;
        const flagged = flags.get(pointer);
        const row = { pointer: visibleLine(pointer), depth, key: visibleLine(key), ...(flagged ? { flagged } : {}) };
        if (Array.isArray(v)) {
            rows.push(row);
            v.forEach((x, i) => walk(x, `${pointer}/${i}`, depth + 1, String(i)));
        }
        else if ((0,json/* isJsonObject */.OW)(v)) {
            rows.push(row);
            for (const [k, x] of Object.entries(v))
                walk(x, `${pointer}/${(0,json/* escapePointer */.lZ)(k)}`, depth + 1, k);
        }
        else
            rows.push({ ...row, value: typeof v === 'string' ? visible(v) : JSON.stringify(v) });
    };
    if (definition !== undefined)
        walk(definition, '', 0, '');
    if (rows.length >= MAX_ROWS)
        rows.push({ pointer: '', depth: 0, key: `(the definition has more than ${MAX_ROWS} members; the rest is not shown)` });
    // The root row names nothing: its members are what a reader reads.
    return rows.slice(1).map((r) => ({ ...r, depth: r.depth - 1 }));
}
const cueWords = (cues) => cues.map((k) => (risky_text/* CUE_CLASSES */.bc.includes(k) ? risky_text/* CUE_CLASS_WORDS */.vv[k] : visibleLine(k)));
function changeView(c) {
    const out = { rule: c.rule, severity: c.severity, action: c.action, forced: c.forced === true, message: visible(c.message) };
    if (c.pointer !== undefined)
        out.pointer = visibleLine(c.pointer);
    if (typeof c.before === 'string' && typeof c.after === 'string')
        out.words = (0,text_delta/* wordDiff */.sw)(c.before, c.after).map((r) => ({ op: r.op, text: visible(r.text) }));
    else {
        if (c.before !== undefined)
            out.before = visible((0,json/* showValue */.vp)(c.before, 2000));
        if (c.after !== undefined)
            out.after = visible((0,json/* showValue */.vp)(c.after, 2000));
    }
    if (c.cues !== undefined)
        out.cues = cueWords(c.cues);
    return out;
}
function approvalView(r, now) {
    const a = r.approval;
    if (!a)
        return undefined;
    const out = { digest: a.digest, by: a.by, at: a.at, expired: a.expires !== undefined && Date.parse(a.expires) <= now.getTime(), rebinds: (a.rebinds ?? []).map(visibleLine) };
    if (a.expires)
        out.expires = a.expires;
    if (a.from)
        out.from = a.from;
    if (a.scope)
        out.scope = visible(JSON.stringify(a.scope, null, 2));
    if (a.session)
        out.session = true;
    if (a.who)
        out.who = visibleLine(a.who);
    return out;
}
/** What a person may decide on a record in its state (the store functions refuse the rest anyway). */
function actionsOf(r) {
    const out = [];
    if (r.live && r.state !== 'approved')
        out.push('approve');
    if (r.live && r.state !== 'rejected')
        out.push('reject');
    if (r.approval)
        out.push('revoke', 'expiry');
    // A tool the approved snapshot approves is scoped by approving it with the scope (as `approve --scope` does).
    if ((r.approval || (r.state === 'approved' && r.live)) && (0,canonical/* parseRef */.rd)(r.ref)?.kind === 'tool')
        out.push('scope');
    return out;
}
/** The old names a record may be the new name of, with what each one's approval covered (from this store). */
function rebindsOf(r, store, approvedElsewhere) {
    const old = [...new Set((r.changes ?? []).flatMap((c) => (c.action === 'manual_rebind' ? (c.renamedFrom ?? []) : [])))];
    return old.map((ref) => {
        const a = store.capabilities[ref]?.approval ?? approvedElsewhere(ref);
        return { ref: visibleLine(ref), ...(a ? { digest: a.digest } : {}), definition: definitionRows(a?.definition) };
    });
}
function recordView(r, store, ctx) {
    const found = (0,approve_view/* textFindings */.CC)(r);
    const flags = new Map();
    for (const c of r.changes ?? [])
        if (c.pointer !== undefined)
            flags.set(c.pointer, visible(c.message));
    for (const f of found)
        flags.set(f.pointer, visible(f.what));
    const parsed = (0,canonical/* parseRef */.rd)(r.ref);
    const history = ctx.history(r.ref);
    const view = {
        key: r.ref,
        ref: visibleLine(r.ref),
        kind: parsed?.kind ?? 'capability',
        name: visibleLine(parsed?.key ?? r.ref),
        state: r.state,
        since: r.since,
        changes: (r.changes ?? []).map(changeView),
        findings: found.map((f) => ({ rule: f.rule, pointer: visibleLine(f.pointer), message: visible(f.message) })),
        definition: definitionRows(r.live?.definition, flags),
        rebind: rebindsOf(r, store, ctx.approvedItem),
        actions: actionsOf(r),
        history: history.entries,
        calls: history.calls,
        view: viewDigest(store, r.ref),
    };
    if (r.live)
        view.digest = r.live.digest;
    const approval = approvalView(r, ctx.now);
    if (approval)
        view.approval = approval;
    if (r.reason)
        view.reason = visible(r.reason);
    const clash = view.actions.includes('approve') ? ctx.collision(r.ref) : undefined;
    if (clash)
        view.collision = visible(clash);
    return view;
}

// EXTERNAL MODULE: ./src/audit/store-hook.ts + 1 modules
var store_hook = __webpack_require__(71908);
;// CONCATENATED MODULE: ./src/console/actions.ts
// The console's decisions, each through the store code `approve` / `reject` use: read, change and write back under
// the store's lock (updateStore), signed with its key, atomically, so a running guard's watch takes it in at once.
// Each request names the digest (or code) the page showed: a definition that changed since is refused, never approved
// unseen. A gateway member's approval that would collide with another member's capability is refused as approve does.











/** Who a console approval records: the OS user the console runs as (the page's opener held its URL's secret). */
const CONSOLE_USER = () => `${(0,store_hook/* osUser */.kR)()} (console)`;

/** A request the page could not have sent (malformed, or naming no store of this directory): refused as a whole. */
class ActionRefused extends Error {
}
const isString = (v) => typeof v === 'string' && v.length > 0 && v.length <= 4096;
/** The request body, checked field by field: the page is ours, but the bytes reaching us need not be. */
function parseAction(body) {
    const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});
    if (!isString(b.server))
        throw new ActionRefused('"server": expected the server\'s store name');
    const server = b.server;
    // The view the decision was made on: required where a decision widens or narrows what runs on what was shown.
    if (b.view !== undefined && !isString(b.view))
        throw new ActionRefused('"view": expected the view digest the page was drawn with');
    const view = isString(b.view) ? { view: b.view } : {};
    if ((b.action === 'approve' || b.action === 'reject') && !isString(b.view))
        throw new ActionRefused('"view": expected the view digest the page was drawn with (reload the page)');
    switch (b.action) {
        case 'approve':
        case 'reject':
        case 'revoke':
            if (!isString(b.ref) || !isString(b.digest))
                throw new ActionRefused('"ref" and "digest": expected the capability and the digest shown');
            if (b.action === 'approve' && b.expires !== undefined && !isString(b.expires))
                throw new ActionRefused('"expires": expected a date');
            return b.action === 'approve' && isString(b.expires) ? { action: 'approve', server, ref: b.ref, digest: b.digest, ...view, expires: b.expires } : { action: b.action, server, ref: b.ref, digest: b.digest, ...view };
        case 'expiry':
            if (!isString(b.ref) || !isString(b.digest) || !(b.expires === null || isString(b.expires)))
                throw new ActionRefused('"ref", "digest" and "expires" (a date, or null to remove it) expected');
            return { action: 'expiry', server, ref: b.ref, digest: b.digest, ...view, expires: b.expires };
        case 'scope':
            if (!isString(b.ref) || !isString(b.digest) || !(b.scope === null || (typeof b.scope === 'string' && b.scope.length <= 256 * 1024)))
                throw new ActionRefused('"ref", "digest" and "scope" (its JSON text, or null to remove it) expected');
            return { action: 'scope', server, ref: b.ref, digest: b.digest, ...view, scope: b.scope };
        case 'identity':
            if (!isString(b.integrity))
                throw new ActionRefused('"integrity": expected the content hash of the code shown');
            return { action: 'identity', server, integrity: b.integrity };
        case 'instructions':
            if (!isString(b.digest))
                throw new ActionRefused('"digest": expected the digest of the instructions shown');
            return { action: 'instructions', server, digest: b.digest };
        case 'upgrade': {
            const refs = Array.isArray(b.refs) ? b.refs : undefined;
            if (!refs || refs.length > 10_000 || !refs.every((r) => isString(r?.ref) && isString(r?.digest)))
                throw new ActionRefused('"refs": expected the held capabilities shown, each { ref, digest }');
            if (b.integrity !== undefined && !isString(b.integrity))
                throw new ActionRefused('"integrity": expected the content hash of the code shown');
            if (b.instructions !== undefined && !isString(b.instructions))
                throw new ActionRefused('"instructions": expected the digest of the instructions shown');
            const out = { action: 'upgrade', server, refs: refs.map((r) => ({ ref: String(r.ref), digest: String(r.digest) })) };
            return { ...out, ...(isString(b.integrity) ? { integrity: b.integrity } : {}), ...(isString(b.instructions) ? { instructions: b.instructions } : {}) };
        }
        default:
            throw new ActionRefused('"action": expected approve, reject, revoke, expiry, scope, identity, instructions or upgrade');
    }
}
/** The store file an action names: one of the directory's, by its file name (never a path the request builds). */
function storePath(ctx, server) {
    const path = (0,guard_store/* storeFiles */.Tr)(ctx.storeDir).find((f) => (0,external_node_path_.basename)(f, '.json') === server);
    if (!path)
        throw new ActionRefused(`no server "${visibleLine(server).slice(0, 100)}" in the store`);
    return path;
}
function expiryOf(raw, now) {
    const parsed = (0,review/* parseExpiry */.rQ)(raw, now);
    if ('error' in parsed)
        throw new approval/* DecisionError */.bW(`expiry "${visibleLine(raw).slice(0, 60)}": ${parsed.error}`);
    return parsed.at;
}
/** The record must still be served with the digest the page showed. */
function shown(store, ref, digest) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new approval/* DecisionError */.bW(`${ref}: not in the store any more`);
    const now = rec.live?.digest ?? rec.approval?.digest;
    if (now !== digest)
        throw new approval/* DecisionError */.bW(`${ref}: it changed since the page showed it (now ${now ?? 'not served'}); review it again`);
}
/** Runs one decision; a refusal is a result (one line), not an error. */
async function runAction(req, ctx) {
    const path = storePath(ctx, req.server);
    const now = ctx.now();
    const read = () => (0,guard_store/* readStoreFile */.Oq)(path, ctx.key, ctx.log);
    const neighbours = req.action === 'approve' || req.action === 'upgrade' || req.action === 'scope' ? await (0,ownership/* neighboursOf */.YV)(path, ctx.log) : undefined;
    const collision = (ref) => {
        const clash = neighbours && (0,ownership/* collisionOf */.OD)(ref, neighbours.self, neighbours.others);
        if (clash)
            throw new approval/* DecisionError */.bW(clash);
    };
    let message = '';
    try {
        await (0,guard_store/* updateStore */.fF)(path, ctx.key, read, (store) => {
            message = decide(store, req, now, collision);
            return store;
        });
    }
    catch (e) {
        if (e instanceof approval/* DecisionError */.bW)
            return { ok: false, message: visibleLine(e.message) };
        throw e;
    }
    ctx.log(`${req.server}: ${message}`);
    return { ok: true, message: visibleLine(message) };
}
/** The record's view as the page drew it must still be the view now: else the decision is refused and the page redraws. */
function sameView(store, req) {
    if (!('view' in req) || req.view === undefined)
        return;
    if (viewDigest(store, req.ref) === req.view)
        return;
    const rebinds = rebindSet(store, req.ref);
    throw new approval/* DecisionError */.bW(`${req.ref}: what the page showed changed since it was drawn (${rebinds.length ? `it is now held as the new name of ${rebinds.join(', ')}; ` : ''}its rebind, scope, approval or the code shown); review it again`);
}
function decide(store, req, now, collision) {
    sameView(store, req);
    switch (req.action) {
        case 'approve': {
            shown(store, req.ref, req.digest);
            collision(req.ref);
            const expires = req.expires === undefined ? undefined : expiryOf(req.expires, now);
            const r = (0,approval/* approveRecord */.f8)(store, req.ref, now, { digest: req.digest, who: CONSOLE_USER(), ...(expires ? { expires } : {}) });
            return `approved ${req.ref} at ${req.digest}${expires ? ` until ${expires}` : ''}${r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.join(', ')}` : ''}`;
        }
        case 'reject':
            shown(store, req.ref, req.digest);
            (0,approval/* rejectRecord */.jW)(store, req.ref, now);
            return `rejected ${req.ref} at ${req.digest}`;
        case 'revoke':
            if (store.capabilities[req.ref]?.approval?.digest !== req.digest)
                throw new approval/* DecisionError */.bW(`${req.ref}: its approval changed since the page showed it; review it again`);
            (0,review/* revokeRecord */.kY)(store, req.ref, now);
            return `revoked the approval of ${req.ref} (${req.digest})`;
        case 'expiry': {
            if (store.capabilities[req.ref]?.approval?.digest !== req.digest)
                throw new approval/* DecisionError */.bW(`${req.ref}: its approval changed since the page showed it; review it again`);
            const expires = req.expires === null ? undefined : expiryOf(req.expires, now);
            (0,review/* setExpiry */.sP)(store, req.ref, expires, now);
            return expires ? `the approval of ${req.ref} expires at ${expires}` : `the approval of ${req.ref} no longer expires`;
        }
        case 'scope':
            return scope(store, req, now, collision);
        case 'identity':
            actions_identity(store, req.integrity, now);
            return `approved the code ${req.integrity}`;
        case 'instructions':
            actions_instructions(store, req.digest, now);
            return `approved the server's instructions at ${req.digest}`;
        case 'upgrade':
            return upgrade(store, req, now, collision);
    }
}
/** The digest a scope decision binds to: the store's approval, else (approved by the snapshot) the definition served. */
function scopedDigest(rec) {
    return rec?.approval?.digest ?? (rec?.state === 'approved' ? rec.live?.digest : undefined);
}
/**
 * Sets or removes the scope of the approval the page showed, judged by the checkedScope `approve --scope` uses: a scope
 * that is no JSON Schema, or that would widen the tool's inputSchema, is refused with the line the CLI prints. A tool
 * the approved snapshot approves has no approval of the store's to scope: it is approved at the digest shown with the
 * scope, as `approve --scope` does.
 */
function scope(store, req, now, collision) {
    const rec = store.capabilities[req.ref];
    if (!rec || scopedDigest(rec) !== req.digest)
        throw new approval/* DecisionError */.bW(`${req.ref}: its approval changed since the page showed it; review it again`);
    let next;
    try {
        next = req.scope === null ? null : (0,scope_store/* checkedScope */.M4)(rec, (0,scope_store/* parseScope */.Sk)(req.scope, 'scope'), 'scope');
    }
    catch (e) {
        if (e instanceof errors/* UsageError */.eb)
            throw new approval/* DecisionError */.bW(e.message);
        throw e;
    }
    const shown = next ? JSON.stringify(next).slice(0, 300) : '';
    if (rec.approval) {
        (0,scope_store/* scopeRecord */.wu)(store, req.ref, next);
        return next ? `the approval of ${req.ref} is scoped to ${shown}` : `the approval of ${req.ref} has no scope now`;
    }
    if (!next)
        throw new approval/* DecisionError */.bW(`${req.ref}: its approval (the approved snapshot's) has no scope to remove`);
    collision(req.ref);
    (0,approval/* approveRecord */.f8)(store, req.ref, now, { digest: req.digest, scope: next, who: CONSOLE_USER() });
    return `approved ${req.ref} at ${req.digest}, scoped to ${shown}`;
}
function actions_identity(store, integrity, now) {
    if (store.identity?.live?.integrity !== integrity)
        throw new approval/* DecisionError */.bW(`the code changed since the page showed it (now ${store.identity?.live?.integrity ?? 'unresolved'}); review it again`);
    try {
        store.identity = (0,identity/* approveIdentityRecord */.h0)(store.identity, now);
    }
    catch (e) {
        throw new approval/* DecisionError */.bW(e.message);
    }
}
/**
 * One reviewed upgrade: exactly the held capabilities the page showed, each at the digest shown, and the new code when
 * shown, all or nothing in one write. Something held that the page did not show (it arrived since) refuses the whole.
 */
function upgrade(store, req, now, collision) {
    const asked = new Set(req.refs.map((r) => r.ref));
    const unseen = (0,review/* heldForReview */.rZ)(store).filter((ref) => !asked.has(ref));
    if (unseen.length > 0)
        throw new approval/* DecisionError */.bW(`${unseen.length} more held since the page was shown (${unseen.slice(0, 3).join(', ')}); review them first`);
    if (store.identity?.state === 'held' && req.integrity === undefined)
        throw new approval/* DecisionError */.bW('the new code is held too and was not shown; review it first');
    // The capabilities shown must be the new code's: until the guard read what it serves they are the old code's.
    const live = store.identity?.live;
    if (req.integrity !== undefined && store.identity?.state === 'held' && live && store.identity.surfaceRead !== (0,identity/* codeKey */.DQ)(live))
        throw new approval/* DecisionError */.bW('what the new code serves is not read yet (the guard reads it when a client next connects); review it then');
    if (store.instructions?.state === 'held' && req.instructions === undefined)
        throw new approval/* DecisionError */.bW("the server's new instructions are held too and were not shown; review them first");
    if (req.refs.length === 0 && req.integrity === undefined && req.instructions === undefined)
        throw new approval/* DecisionError */.bW('nothing is held for review');
    for (const { ref, digest } of req.refs) {
        shown(store, ref, digest);
        collision(ref);
    }
    if (req.integrity !== undefined)
        actions_identity(store, req.integrity, now);
    if (req.instructions !== undefined)
        actions_instructions(store, req.instructions, now);
    for (const { ref, digest } of req.refs)
        (0,approval/* approveRecord */.f8)(store, ref, now, { digest, who: CONSOLE_USER() });
    return `approved the upgrade: ${req.refs.length} capabilit${req.refs.length === 1 ? 'y' : 'ies'}${req.integrity ? ' and the new code' : ''}${req.instructions ? ' and the new instructions' : ''}`;
}
/** The server's held instructions, at the digest the page showed. */
function actions_instructions(store, digest, now) {
    try {
        store.instructions = (0,instructions/* approveInstructions */.t3)(store.instructions, digest, now);
    }
    catch (e) {
        throw new approval/* DecisionError */.bW(e.message);
    }
}

;// CONCATENATED MODULE: ./src/console/assets.generated.ts
// Generated by scripts/console-page.mjs from src/console/page/: do not edit.
const ASSETS = {
    "api.js": {
        "type": "text/javascript; charset=utf-8",
        "body": "function csrf() {\n    return document.querySelector('meta[name=\"csrf-token\"]')?.getAttribute('content') ?? '';\n}\nexport async function fetchState() {\n    const res = await fetch('/api/state', { credentials: 'same-origin', headers: { accept: 'application/json' } });\n    if (!res.ok)\n        throw new Error(`the console answered ${res.status}: ${await res.text()}`);\n    return (await res.json());\n}\nexport async function act(request) {\n    const res = await fetch('/api/action', {\n        method: 'POST',\n        credentials: 'same-origin',\n        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() },\n        body: JSON.stringify(request),\n    });\n    const text = await res.text();\n    try {\n        return JSON.parse(text);\n    }\n    catch {\n        return { ok: false, message: `the console answered ${res.status}: ${text.slice(0, 300)}` };\n    }\n}\n/** Calls `changed` whenever the store changes on disk (a decision here, in the CLI, or the guard's own). */\nexport function onStoreChange(changed, connection) {\n    const events = new EventSource('/api/events');\n    events.addEventListener('store', changed);\n    events.addEventListener('open', () => connection(true));\n    events.addEventListener('error', () => connection(false));\n}\n"
    },
    "dom.js": {
        "type": "text/javascript; charset=utf-8",
        "body": "export function h(tag, props = {}, ...children) {\n    const el = document.createElement(tag);\n    if (props.class)\n        el.className = props.class;\n    if (props.title !== undefined)\n        el.title = props.title;\n    if (props.type !== undefined)\n        el.setAttribute('type', props.type);\n    if (props.value !== undefined)\n        el.value = props.value;\n    if (props.placeholder !== undefined)\n        el.setAttribute('placeholder', props.placeholder);\n    if (props.disabled)\n        el.disabled = true;\n    if (props.checked)\n        el.checked = true;\n    if (props.open)\n        el.open = true;\n    if (props.role !== undefined)\n        el.setAttribute('role', props.role);\n    for (const [k, v] of Object.entries(props.data ?? {}))\n        el.dataset[k] = v;\n    for (const [k, v] of Object.entries(props.aria ?? {}))\n        el.setAttribute(`aria-${k}`, v);\n    for (const [k, fn] of Object.entries(props.on ?? {}))\n        el.addEventListener(k, fn);\n    for (const c of children)\n        if (c !== undefined && c !== false)\n            el.append(typeof c === 'string' ? document.createTextNode(c) : c);\n    return el;\n}\nexport function clear(el) {\n    el.replaceChildren();\n}\nexport function shortDigest(d) {\n    return d ? d.replace(/^sha256:/, '').slice(0, 12) : '-';\n}\n"
    },
    "history.js": {
        "type": "text/javascript; charset=utf-8",
        "body": "import { h, shortDigest } from './dom.js';\nfunction entryRow(e) {\n    const refused = e.kind === 'invalidation' || /^call (refused|result refused)/.test(e.what) || e.what === 'rejected';\n    return h('li', { class: `history-entry ${e.kind}${refused ? ' stopped' : ''}`, data: { kind: e.kind, seq: String(e.seq) } }, h('span', { class: 'history-at' }, e.at), h('span', { class: 'history-what' }, e.what), e.who ? h('span', { class: 'history-who' }, `by ${e.who}`) : undefined, e.digest ? h('span', { class: 'digest', title: e.digest }, shortDigest(e.digest)) : undefined, e.expires ? h('span', { class: 'muted' }, `until ${e.expires}`) : undefined, e.rules.length > 0 ? h('code', { class: 'history-rules' }, e.rules.join(', ')) : undefined, e.scope !== undefined ? h('pre', { class: 'scope-schema' }, e.scope) : undefined, e.arguments !== undefined ? h('code', { class: 'history-args', title: 'the arguments as the audit log holds them' }, e.arguments) : undefined);\n}\n/** The history list, or why there is none. */\nexport function historyPanel(r) {\n    if (r.history.length === 0)\n        return h('p', { class: 'muted' }, 'The audit log holds nothing about it yet.');\n    const calls = r.history.filter((e) => e.kind === 'call').length;\n    return h('div', { class: 'history', aria: { label: `audit history of ${r.ref}` } }, r.calls > calls ? h('p', { class: 'muted' }, `the last ${calls} of its ${r.calls} calls; mcp-contract audit shows them all`) : undefined, h('ol', { class: 'history-list' }, ...r.history.map(entryRow)));\n}\n/** The summary line of the history's <details>. */\nexport function historySummary(r) {\n    const count = (kind) => r.history.filter((e) => e.kind === kind).length;\n    const [decisions, stopped] = [count('decision'), count('invalidation')];\n    return `audit history (${decisions} decision${decisions === 1 ? '' : 's'}${stopped > 0 ? `, stopped holding ${stopped}×` : ''}, ${r.calls} call${r.calls === 1 ? '' : 's'})`;\n}\n"
    },
    "main.js": {
        "type": "text/javascript; charset=utf-8",
        "body": "import { act, fetchState, onStoreChange } from './api.js';\nimport { h } from './dom.js';\nimport { renderPage } from './views.js';\nconst root = document.getElementById('app');\nconst ui = { open: new Set(), typed: new Map(), connected: false };\nlet state;\n/** Refreshes never overlap: one that arrives while another runs is run once after it. */\nlet running;\nlet again = false;\n/** The box a person is typing in (its data-input key), with the caret: a redraw puts them back where they were. */\nfunction typing() {\n    const el = document.activeElement;\n    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !root.contains(el) || el.dataset.input === undefined)\n        return undefined;\n    return { key: el.dataset.input, start: el.selectionStart, end: el.selectionEnd, scroll: el.scrollTop };\n}\nfunction draw() {\n    if (!state)\n        return;\n    // The store and the audit log change while a person types (a guard's calls, a decision elsewhere): the page is\n    // redrawn, and the box they were typing in keeps its focus and caret. Found by comparing keys, never by a selector\n    // built from one (a key holds a server-controlled ref).\n    const was = typing();\n    renderPage(root, state, ui, { decide, select });\n    if (!was)\n        return;\n    const again = [...root.querySelectorAll('input[data-input], textarea[data-input]')].find((el) => el.dataset.input === was.key);\n    if (!again)\n        return;\n    again.focus();\n    if (was.start !== null && was.end !== null)\n        again.setSelectionRange(was.start, was.end);\n    again.scrollTop = was.scroll;\n}\nasync function load() {\n    try {\n        state = await fetchState();\n        draw();\n    }\n    catch (e) {\n        root.replaceChildren(h('p', { class: 'problem' }, e.message));\n    }\n}\nfunction refresh() {\n    if (running) {\n        again = true;\n        return;\n    }\n    running = load().finally(() => {\n        running = undefined;\n        if (again) {\n            again = false;\n            refresh();\n        }\n    });\n}\nfunction decide(request) {\n    void act(request).then((result) => {\n        ui.notice = result;\n        // A decision taken: what was typed for it is spent.\n        if (result.ok)\n            ui.typed.clear();\n        refresh();\n    });\n}\nfunction select(server) {\n    ui.selected = server;\n    ui.notice = undefined;\n    draw();\n}\nonStoreChange(refresh, (up) => {\n    ui.connected = up;\n    // Reconnected: what changed while the page was away is read again.\n    if (up)\n        refresh();\n    else\n        draw();\n});\n"
    },
    "style.css": {
        "type": "text/css; charset=utf-8",
        "body": "/* The console's one stylesheet, served from the console itself (no font or asset from elsewhere). */\n:root {\n  --fg: #1f2328; --muted: #656d76; --line: #d0d7de; --bg: #ffffff; --panel: #f6f8fa;\n  --ok: #1a7f37; --ok-bg: #dafbe1; --bad: #cf222e; --bad-bg: #ffebe9; --warn: #9a6700; --warn-bg: #fff8c5;\n  font: 14px/1.5 -apple-system, \"Segoe UI\", system-ui, sans-serif; color: var(--fg); background: var(--bg);\n}\nbody { margin: 0; }\ncode, .digest, .def-row, .words, .values { font-family: ui-monospace, \"SFMono-Regular\", \"DejaVu Sans Mono\", monospace; font-size: 12.5px; }\nheader.top { display: flex; gap: 1em; align-items: baseline; padding: .6em 1.2em; border-bottom: 1px solid var(--line); background: var(--panel); }\nheader.top h1 { font-size: 1.15em; margin: 0; white-space: nowrap; }\n.live { margin-left: auto; font-size: .85em; padding: 0 .6em; border-radius: 1em; }\n.live.up { color: var(--ok); background: var(--ok-bg); }\n.live.down { color: var(--warn); background: var(--warn-bg); }\n.layout { display: grid; grid-template-columns: 19em 1fr; min-height: calc(100vh - 3em); }\n.sidebar { border-right: 1px solid var(--line); padding: .8em; background: var(--panel); }\n.sidebar h2 { font-size: .95em; margin: .4em 0; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }\n.servers { list-style: none; padding: 0; margin: 0 0 1em; }\n.server-link { display: block; width: 100%; text-align: left; border: 1px solid transparent; background: none; padding: .4em .5em; border-radius: 6px; cursor: pointer; font: inherit; }\n.server-link:hover { background: #eaeef2; }\n.server-link.selected { background: var(--bg); border-color: var(--line); }\n.server-name { font-weight: 600; margin-right: .4em; word-break: break-all; }\n.counts { display: inline-flex; flex-wrap: wrap; gap: .25em; font-weight: normal; font-size: 13px; }\n.badge { display: inline-block; padding: 0 .45em; border-radius: 1em; font-size: .8em; border: 1px solid var(--line); background: var(--bg); white-space: nowrap; }\n.badge.held, .badge.stale, .badge.review_required { color: var(--warn); background: var(--warn-bg); border-color: #d4a72c66; }\n.badge.rejected, .badge.sev-breaking { color: var(--bad); background: var(--bad-bg); border-color: #ff818266; }\n.badge.approved, .badge.sev-safe { color: var(--ok); background: var(--ok-bg); border-color: #4ac26b66; }\n.badge.sev-review { color: var(--warn); background: var(--warn-bg); }\n.badge.missing { color: var(--muted); }\n.profiles table { border-collapse: collapse; width: 100%; font-size: .9em; }\n.profiles th, .profiles td { text-align: left; padding: .15em .3em; border-bottom: 1px solid var(--line); }\nmain { padding: .8em 1.4em 3em; min-width: 0; }\nmain h2 { margin: .2em 0 .6em; font-size: 1.3em; word-break: break-all; }\n.muted { color: var(--muted); font-weight: normal; }\n.group h3 { font-size: 1.05em; border-bottom: 1px solid var(--line); padding-bottom: .3em; }\n.record { border: 1px solid var(--line); border-radius: 8px; margin: .7em 0; padding: .6em .9em; background: var(--bg); }\n.record.state-stale, .record.state-review_required { border-left: 4px solid #d4a72c; }\n.record.state-rejected { border-left: 4px solid var(--bad); }\n.record header { display: flex; gap: .6em; align-items: baseline; flex-wrap: wrap; }\n.record .name { font-weight: 600; font-size: 1em; word-break: break-all; }\n.kind, .digest { color: var(--muted); }\n.changes { list-style: none; padding: 0; margin: .5em 0; }\n.change { border-top: 1px dashed var(--line); padding: .4em 0; }\n.change-head { display: flex; gap: .5em; align-items: baseline; flex-wrap: wrap; }\n.message { margin: .2em 0; white-space: pre-wrap; overflow-wrap: anywhere; }\n.words { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); padding: .4em .6em; border-radius: 6px; }\nins { background: var(--ok-bg); color: var(--ok); text-decoration: none; outline: 1px solid #4ac26b66; }\ndel { background: var(--bad-bg); color: var(--bad); }\n.values { display: grid; gap: .2em; }\n.values code { white-space: pre-wrap; overflow-wrap: anywhere; }\n.before .label, .after .label { display: inline-block; width: 4em; color: var(--muted); }\n.cues { margin: .2em 0; }\n.cues.none { color: var(--muted); }\nmark.cue { background: var(--bad-bg); color: var(--bad); border-radius: 4px; padding: 0 .3em; font-weight: 600; }\n.findings { padding-left: 1em; }\n.reason, .collision, .problem { white-space: pre-wrap; overflow-wrap: anywhere; }\n.collision, .problem { color: var(--bad); }\n.definition { border: 1px solid var(--line); border-radius: 6px; max-height: 28em; overflow: auto; margin: .3em 0; }\n.def-row { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0 .5em; }\n.def-row:nth-child(odd) { background: var(--panel); }\n.def-row.flagged { background: var(--warn-bg); }\n.def-key { color: #0550ae; margin-right: .5em; }\n.def-key:empty { display: none; }\n.def-flag { display: block; color: var(--warn); font-family: -apple-system, \"Segoe UI\", system-ui, sans-serif; }\n.rebind { background: var(--panel); border-radius: 6px; padding: .4em .7em; }\n.approval { color: var(--muted); margin: .3em 0; }\n.expired { color: var(--bad); }\n.controls { display: flex; gap: .5em; flex-wrap: wrap; align-items: center; margin-top: .5em; }\nbutton { font: inherit; border: 1px solid var(--line); background: var(--panel); border-radius: 6px; padding: .25em .8em; cursor: pointer; }\nbutton:disabled { opacity: .5; cursor: not-allowed; }\nbutton.approve { background: #1f883d; color: #fff; border-color: #1a7f37; }\nbutton.reject { color: var(--bad); }\ninput.expiry { font: inherit; padding: .2em .4em; border: 1px solid var(--line); border-radius: 6px; width: 15em; }\n.upgrade { display: flex; gap: 1em; align-items: center; padding: .6em .8em; border: 1px solid #d4a72c66; background: var(--warn-bg); border-radius: 8px; }\n.identity { border: 1px solid var(--line); border-radius: 8px; padding: .5em .9em; margin: .7em 0; }\n.identity.held { border-left: 4px solid #d4a72c; background: var(--warn-bg); }\n.identity dl { display: grid; grid-template-columns: 6em 1fr; margin: .3em 0; }\n.identity dd { margin: 0; overflow-wrap: anywhere; }\n.sources { border: 1px solid var(--line); border-radius: 8px; padding: .5em .9em; margin: .7em 0; }\n.sources.signed-release { border-left: 4px solid #2da44e; }\n.sources.unrecorded, .sources.refused-release { border-left: 4px solid #d4a72c; background: var(--warn-bg); }\n.sources dl { display: grid; grid-template-columns: 9em 1fr; margin: .3em 0; }\n.sources dd { margin: 0; overflow-wrap: anywhere; }\n.sources .newer { border-left: 4px solid #d4a72c; padding-left: .6em; }\n.notice { margin: .5em 1.2em; padding: .4em .8em; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }\n.notice.ok { background: var(--ok-bg); color: var(--ok); }\n.notice.error { background: var(--bad-bg); color: var(--bad); }\n.scope { margin: .3em 0; }\n.scope .label { color: var(--muted); }\n.scope-schema { font-family: ui-monospace, \"SFMono-Regular\", \"DejaVu Sans Mono\", monospace; font-size: 12.5px; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .3em .6em; margin: .2em 0; max-height: 20em; overflow: auto; }\n.scope-editor { display: flex; gap: .5em; align-items: flex-start; flex-wrap: wrap; width: 100%; }\ntextarea.scope-input { font-family: ui-monospace, \"SFMono-Regular\", \"DejaVu Sans Mono\", monospace; font-size: 12.5px; flex: 1 1 28em; min-width: 18em; padding: .3em .5em; border: 1px solid var(--line); border-radius: 6px; }\n.history-list { list-style: none; padding: 0; margin: .3em 0; border: 1px solid var(--line); border-radius: 6px; max-height: 28em; overflow: auto; }\n.history-entry { display: flex; gap: .7em; flex-wrap: wrap; align-items: baseline; padding: .2em .6em; border-bottom: 1px solid var(--line); }\n.history-entry:last-child { border-bottom: none; }\n.history-entry.stopped .history-what { color: var(--bad); }\n.history-entry.decision .history-what { font-weight: 600; }\n.history-at { color: var(--muted); font-family: ui-monospace, \"SFMono-Regular\", \"DejaVu Sans Mono\", monospace; font-size: 12px; }\n.history-args { overflow-wrap: anywhere; color: var(--muted); }\n.history-entry .scope-schema { flex-basis: 100%; }\n.audit-problem { margin: .5em 1.2em; padding: .6em .9em; border-radius: 6px; border: 2px solid var(--bad); background: var(--bad-bg); color: var(--bad); font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }\n"
    },
    "views.js": {
        "type": "text/javascript; charset=utf-8",
        "body": "import { clear, h, shortDigest } from './dom.js';\nimport { historyPanel, historySummary } from './history.js';\nconst STATE_WORDS = { approved: 'approved', stale: 'changed', review_required: 'new', rejected: 'rejected', missing: 'missing', discovered: 'discovered' };\nconst keyOf = (s) => s.id ?? s.name;\nfunction countBadges(c) {\n    const held = c.stale + c.review_required;\n    return h('span', { class: 'counts' }, held > 0 ? h('span', { class: 'badge held', title: 'held for review' }, `${held} held`) : undefined, c.rejected > 0 ? h('span', { class: 'badge rejected' }, `${c.rejected} rejected`) : undefined, c.missing > 0 ? h('span', { class: 'badge missing' }, `${c.missing} missing`) : undefined, h('span', { class: 'badge approved' }, `${c.approved} approved`));\n}\nfunction nav(state, ui, on) {\n    const servers = state.servers.map((s) => h('li', {}, h('button', { class: `server-link${keyOf(s) === ui.selected ? ' selected' : ''}`, data: { server: keyOf(s) }, on: { click: () => on.select(keyOf(s)) } }, h('span', { class: 'server-name' }, s.name), s.identity?.state === 'held' ? h('span', { class: 'badge held' }, 'code held') : undefined, s.instructions?.state === 'held' ? h('span', { class: 'badge held' }, 'instructions held') : undefined, s.problem ? h('span', { class: 'badge missing' }, 'no store') : countBadges(s.counts))));\n    return h('nav', { class: 'sidebar' }, h('h2', {}, 'Servers'), h('ul', { class: 'servers' }, ...servers), state.profiles.length > 0 ? profilesTable(state.profiles) : undefined);\n}\nfunction profilesTable(profiles) {\n    return h('section', { class: 'profiles' }, h('h2', {}, 'Profiles'), h('table', {}, h('thead', {}, h('tr', {}, h('th', {}, 'profile'), h('th', {}, 'approved'), h('th', {}, 'held'), h('th', {}, 'rejected'))), h('tbody', {}, ...profiles.map((p) => h('tr', { data: { profile: p.name } }, h('td', {}, p.name, p.host ? h('span', { class: 'muted' }, ` (${p.host})`) : undefined), h('td', {}, String(p.counts.approved)), h('td', {}, String(p.counts.stale + p.counts.review_required)), h('td', {}, String(p.counts.rejected)))))));\n}\n/**\n * A <details> whose open state survives a refresh. Its body is built when first opened: a server of a thousand tools\n * draws a thousand summaries, not a thousand definitions.\n */\nfunction details(key, ui, summary, openByDefault, body) {\n    const open = ui.open.has(key) || (openByDefault && !ui.open.has(`closed:${key}`));\n    const remember = (now) => {\n        ui.open.delete(now ? `closed:${key}` : key);\n        ui.open.add(now ? key : `closed:${key}`);\n    };\n    // The click is remembered at once: the toggle event comes a task later, and a redraw in between (the store or the\n    // audit log changed) would otherwise draw it as it was.\n    const el = h('details', { open, data: { key } }, h('summary', { on: { click: () => remember(!el.open) } }, summary), open ? body() : undefined);\n    let built = open;\n    el.addEventListener('toggle', () => {\n        if (el.open && !built) {\n            built = true;\n            el.append(body());\n        }\n        remember(el.open);\n    });\n    return el;\n}\nfunction definitionTable(rows, label) {\n    if (rows.length === 0)\n        return h('p', { class: 'muted' }, '(empty definition)');\n    return h('div', { class: 'definition', aria: { label } }, ...rows.map((r) => {\n        const row = h('div', { class: `def-row${r.flagged ? ' flagged' : ''}`, title: r.pointer, data: { pointer: r.pointer } }, h('span', { class: 'def-key' }, r.key), r.value !== undefined ? h('span', { class: 'def-value' }, r.value) : undefined, r.flagged ? h('span', { class: 'def-flag' }, r.flagged) : undefined);\n        row.style.paddingLeft = `${r.depth * 1.25 + 0.5}em`;\n        return row;\n    }));\n}\nfunction changeItem(c) {\n    const head = h('div', { class: 'change-head' }, h('span', { class: `badge sev-${c.severity}` }, c.severity), h('code', { class: 'rule' }, c.rule), c.pointer ? h('code', { class: 'pointer' }, c.pointer) : undefined, h('span', { class: 'muted' }, c.forced ? 'always reviewed' : c.action === 'manual_rebind' ? 'needs a rebind' : c.action));\n    const cues = c.cues === undefined\n        ? undefined\n        : c.cues.length === 0\n            ? h('div', { class: 'cues none' }, 'reworded: the new words add no cue')\n            : h('div', { class: 'cues' }, 'new cue: ', ...c.cues.map((w) => h('mark', { class: 'cue' }, w)));\n    const words = c.words ? h('div', { class: 'words' }, ...c.words.map((w) => (w.op === 'same' ? h('span', {}, w.text) : h(w.op === 'added' ? 'ins' : 'del', {}, w.text)))) : undefined;\n    const values = c.before !== undefined || c.after !== undefined\n        ? h('div', { class: 'values' }, c.before !== undefined ? h('div', { class: 'before' }, h('span', { class: 'label' }, 'before'), h('code', {}, c.before)) : undefined, c.after !== undefined ? h('div', { class: 'after' }, h('span', { class: 'label' }, 'after'), h('code', {}, c.after)) : undefined)\n        : undefined;\n    return h('li', { class: 'change', data: { rule: c.rule } }, head, h('p', { class: 'message' }, c.message), cues, words, values);\n}\n/** The sections of one record's card, in reading order; each returns nothing when it has nothing to show. */\nconst RECORD_SECTIONS = [\n    (_s, r) => (r.reason ? h('p', { class: 'reason' }, r.reason) : undefined),\n    (_s, r) => (r.collision ? h('p', { class: 'collision' }, r.collision) : undefined),\n    (_s, r) => (r.changes.length > 0 ? h('ul', { class: 'changes' }, ...r.changes.map(changeItem)) : undefined),\n    (_s, r) => r.findings.length > 0\n        ? h('ul', { class: 'findings' }, ...r.findings.map((f) => h('li', {}, h('mark', { class: 'cue' }, 'risky text'), ' ', h('code', { class: 'pointer' }, f.pointer), ' ', f.message)))\n        : undefined,\n    (_s, r) => r.rebind.length > 0\n        ? h('div', { class: 'rebind' }, h('p', {}, 'Approving it approves it as the new name of the capability below; what that approval covered:'), ...r.rebind.map((b) => h('div', { class: 'rebind-old' }, h('div', {}, h('code', {}, b.ref), ' ', h('span', { class: 'digest' }, shortDigest(b.digest))), b.digest ? definitionTable(b.definition, `approved definition of ${b.ref}`) : h('p', { class: 'muted' }, 'approved by the approved snapshot, which the store does not hold: start the console with --config to show it'))))\n        : undefined,\n    (s, r, ui) => (r.digest ? details(`${keyOf(s)}|${r.key}|definition`, ui, `${definitionLabel(s, r)} (${shortDigest(r.digest)})`, r.state === 'review_required', () => definitionTable(r.definition, `definition of ${r.ref}`)) : undefined),\n    (_s, r) => (r.approval ? approvalLine(r) : undefined),\n    (_s, r) => r.approval?.scope !== undefined\n        ? h('div', { class: 'scope', data: { scope: 'set' } }, h('span', { class: 'label' }, 'scope: every call\\'s arguments must also meet'), h('pre', { class: 'scope-schema' }, r.approval.scope))\n        : undefined,\n    (s, r, ui) => (r.history.length > 0 || r.approval ? details(`${keyOf(s)}|${r.key}|history`, ui, historySummary(r), false, () => historyPanel(r)) : undefined),\n];\n/**\n * What the definition a card shows is, in words: never \"served now\" for what no client is served. While new code is\n * held the records are what it serves (once the guard read it), else what the approved code served before.\n */\nfunction definitionLabel(s, r) {\n    const code = s.identity?.state === 'held' ? (s.identity.surfaceRead ? 'the new code' : 'the approved code, before the upgrade') : 'the server';\n    if (r.state === 'approved')\n        return s.identity?.state === 'held' ? `approved definition, as ${code} serves it (held with the code: not published)` : 'approved definition, published';\n    if (r.state === 'rejected')\n        return `rejected definition, as ${code} serves it (not published)`;\n    return `definition ${code} serves (held: not published)`;\n}\nfunction approvalLine(r) {\n    const a = r.approval;\n    return h('p', { class: 'approval' }, `approved ${shortDigest(a.digest)} by ${a.who ? `a person, ${a.who},` : a.by} at ${a.at}`, a.expires ? h('span', { class: a.expired ? 'expired' : 'expires' }, ` · ${a.expired ? 'expired' : 'expires'} ${a.expires}`) : ' · no expiry', a.rebinds.length > 0 ? ` · as the new name of ${a.rebinds.join(', ')}` : '', a.session ? ' · for one guard session only' : '', a.scope === undefined && r.actions.includes('scope') ? ' · no scope' : '');\n}\n/** An expiry date box (YYYY-MM-DD or a full ISO date-time) whose text survives a redraw. */\nfunction expiryInput(key, ui, placeholder) {\n    const input = h('input', { type: 'text', class: 'expiry', placeholder, value: ui.typed.get(key) ?? '', aria: { label: 'expiry date' }, data: { input: key } });\n    input.addEventListener('input', () => ui.typed.set(key, input.value));\n    return input;\n}\n/** An example scope naming the tool's own first argument (a scope bounds arguments by name). */\nfunction scopeExample(r) {\n    const arg = r.definition.find((d) => /^\\/inputSchema\\/properties\\/[^/]+$/.test(d.pointer))?.key ?? 'path';\n    return `a JSON Schema every call's arguments must also meet, e.g. ${JSON.stringify({ properties: { [arg]: { pattern: '^...' } } })}`;\n}\n/**\n * The scope box: the approval's scope (or what was typed) as JSON, set through the same check `approve --scope` makes\n * (a scope that is no JSON Schema, or that widens the tool's inputSchema, comes back as the CLI's one line), or removed.\n */\nfunction scopeEditor(server, r, ui, on) {\n    // Approved by the snapshot (no approval of the store's): setting a scope approves it, at the digest served, with it.\n    const digest = r.approval?.digest ?? r.digest;\n    if (!digest)\n        return undefined;\n    const key = `${server}|${r.key}|scope`;\n    const box = h('textarea', {\n        class: 'scope-input',\n        placeholder: scopeExample(r),\n        value: ui.typed.get(key) ?? r.approval?.scope ?? '',\n        aria: { label: `scope of ${r.ref} (a JSON Schema the arguments must meet)` },\n        data: { input: key },\n    });\n    box.rows = Math.min(12, Math.max(3, box.value.split('\\n').length));\n    box.spellcheck = false;\n    box.addEventListener('input', () => ui.typed.set(key, box.value));\n    return h('div', { class: 'scope-editor' }, box, h('button', { data: { action: 'set-scope' }, on: { click: () => on.decide({ action: 'scope', server, ref: r.key, digest, view: r.view, scope: box.value }) } }, r.approval ? 'Set scope' : 'Approve with this scope'), r.approval?.scope !== undefined ? h('button', { data: { action: 'remove-scope' }, on: { click: () => on.decide({ action: 'scope', server, ref: r.key, digest, view: r.view, scope: null }) } }, 'Remove scope') : undefined);\n}\nfunction controls(s, r, ui, on) {\n    if (!s.id)\n        return undefined;\n    const server = s.id;\n    const parts = [];\n    if (r.actions.includes('approve') && r.digest) {\n        const expires = expiryInput(`${server}|${r.key}|approve-expiry`, ui, 'expires (optional, YYYY-MM-DD)');\n        parts.push(expires, h('button', { class: 'approve', disabled: r.collision !== undefined, data: { action: 'approve' }, on: { click: () => on.decide({ action: 'approve', server, ref: r.key, digest: r.digest, view: r.view, ...(expires.value.trim() ? { expires: expires.value.trim() } : {}) }) } }, r.rebind.length > 0 ? 'Approve as the new name' : 'Approve'));\n    }\n    if (r.actions.includes('reject') && r.digest)\n        parts.push(h('button', { class: 'reject', data: { action: 'reject' }, on: { click: () => on.decide({ action: 'reject', server, ref: r.key, digest: r.digest, view: r.view }) } }, 'Reject'));\n    if (r.actions.includes('expiry') && r.approval) {\n        const digest = r.approval.digest;\n        const expires = expiryInput(`${server}|${r.key}|expiry`, ui, 'new expiry (YYYY-MM-DD)');\n        parts.push(expires, h('button', { data: { action: 'set-expiry' }, on: { click: () => on.decide({ action: 'expiry', server, ref: r.key, digest, view: r.view, expires: expires.value.trim() }) } }, 'Set expiry'));\n        if (r.approval.expires)\n            parts.push(h('button', { data: { action: 'remove-expiry' }, on: { click: () => on.decide({ action: 'expiry', server, ref: r.key, digest, view: r.view, expires: null }) } }, 'Remove expiry'));\n    }\n    const scopeBox = r.actions.includes('scope') ? scopeEditor(server, r, ui, on) : undefined;\n    if (scopeBox)\n        parts.push(scopeBox);\n    if (r.actions.includes('revoke') && r.approval) {\n        const digest = r.approval.digest;\n        parts.push(h('button', { class: 'reject', data: { action: 'revoke' }, on: { click: () => on.decide({ action: 'revoke', server, ref: r.key, digest, view: r.view }) } }, 'Revoke approval'));\n    }\n    return parts.length > 0 ? h('div', { class: 'controls' }, ...parts) : undefined;\n}\nfunction recordCard(s, r, ui, on) {\n    return h('article', { class: `record state-${r.state}`, data: { ref: r.ref, state: r.state } }, h('header', {}, h('span', { class: `badge state ${r.state}` }, STATE_WORDS[r.state] ?? r.state), h('span', { class: 'kind' }, r.kind), h('code', { class: 'name' }, r.name), h('span', { class: 'digest', title: r.digest ?? '' }, shortDigest(r.digest))), ...RECORD_SECTIONS.map((section) => section(s, r, ui)).filter((x) => x !== undefined), controls(s, r, ui, on) ?? h('span', {}));\n}\nfunction identityPanel(s, id, on) {\n    return h('section', { class: `identity ${id.state}`, data: { identity: id.state } }, h('h3', {}, id.state === 'held' ? 'New launch code held' : 'Launch code'), id.reason ? h('p', {}, id.reason) : undefined, h('dl', {}, h('dt', {}, 'approved'), h('dd', {}, id.approved ? `${id.approved} (by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''})` : 'none'), h('dt', {}, 'live'), h('dd', {}, id.live ?? 'not resolved yet')), id.changedFiles.length > 0 ? h('ul', { class: 'files' }, ...id.changedFiles.map((f) => h('li', {}, h('code', {}, f)))) : undefined, id.state === 'held' && id.liveIntegrity && s.id\n        ? h('div', { class: 'controls' }, h('button', { data: { action: 'identity' }, on: { click: () => on.decide({ action: 'identity', server: s.id, integrity: id.liveIntegrity }) } }, 'Approve the new code alone'))\n        : undefined);\n}\n/** The server's instructions (model-visible text) when not the approved snapshot's: word by word, both whole, a button. */\nfunction instructionsPanel(s, ins, on) {\n    const words = ins.words ? h('div', { class: 'words' }, ...ins.words.map((w) => (w.op === 'same' ? h('span', {}, w.text) : h(w.op === 'added' ? 'ins' : 'del', {}, w.text)))) : undefined;\n    return h('section', { class: `identity ${ins.state}`, data: { instructions: ins.state } }, h('h3', {}, ins.state === 'held' ? \"New server instructions held (model-visible text, withheld from clients)\" : 'Server instructions approved by a person'), words, h('div', { class: 'values' }, h('div', { class: 'before' }, h('span', { class: 'label' }, 'before'), h('code', {}, ins.before ?? '(none: clients got no instructions)')), h('div', { class: 'after' }, h('span', { class: 'label' }, 'after'), h('code', {}, ins.after ?? ''))), ins.state === 'held' && ins.digest && s.id\n        ? h('div', { class: 'controls' }, h('button', { data: { action: 'instructions' }, on: { click: () => on.decide({ action: 'instructions', server: s.id, digest: ins.digest }) } }, 'Approve the new instructions alone'))\n        : undefined);\n}\n/**\n * Approve everything the page shows as held, and the new code with what it serves, in one write; only after the\n * reviewer says so. Held code whose surface the guard has not read yet offers no such button: its changes are unknown.\n */\nfunction upgradeBar(s, held, ui, on) {\n    if (s.identity?.state === 'held' && !s.identity.surfaceRead)\n        return h('p', { class: 'upgrade', data: { upgrade: 'unread' } }, 'What the new code serves is not read yet: the guard reads it (starting the code alone, serving nothing) when a client next connects; its changes then show here, with one button approving the upgrade.');\n    const code = s.identity?.state === 'held' ? s.identity.liveIntegrity : undefined;\n    const text = s.instructions?.state === 'held' ? s.instructions.digest : undefined;\n    const approvable = held.filter((r) => r.digest && r.actions.includes('approve') && !r.collision);\n    if (!s.id || (approvable.length < 2 && code === undefined && text === undefined) || approvable.length !== held.length)\n        return undefined;\n    const caps = approvable.length === 0 ? '' : `${approvable.length} capabilit${approvable.length === 1 ? 'y' : 'ies'}${code ? ' it changes' : ''}`;\n    const parts = [...(code ? ['the new code'] : []), ...(text ? ['the new instructions'] : []), ...(caps ? [caps] : [])];\n    const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and the ${parts[parts.length - 1]}`;\n    // The tick survives a redraw only while the same changes are held: anything new held (or changed) unticks it.\n    const key = `upgrade|${s.id}|${code ?? ''}|${text ?? ''}|${approvable.map((r) => `${r.key}@${r.digest}`).join(' ')}`;\n    const ticked = ui.typed.get(key) === 'yes';\n    const button = h('button', { class: 'approve', disabled: !ticked, data: { action: 'upgrade' } }, `Approve the upgrade: ${what}`);\n    const box = h('input', {\n        type: 'checkbox',\n        checked: ticked,\n        aria: { label: 'reviewed every change' },\n        on: {\n            change: (e) => {\n                button.disabled = !e.target.checked;\n                ui.typed.set(key, button.disabled ? '' : 'yes');\n            },\n        },\n    });\n    button.addEventListener('click', () => on.decide({ action: 'upgrade', server: s.id, refs: approvable.map((r) => ({ ref: r.key, digest: r.digest })), ...(code ? { integrity: code } : {}), ...(text ? { instructions: text } : {}) }));\n    return h('div', { class: 'upgrade' }, h('label', {}, box, ` I have read every change below (${what})`), button);\n}\nfunction group(title, s, records, ui, on, extra) {\n    if (records.length === 0 && !extra)\n        return undefined;\n    return h('section', { class: 'group', data: { group: title } }, h('h3', {}, `${title} (${records.length})`), extra ?? h('span', {}), ...records.map((r) => recordCard(s, r, ui, on)));\n}\nconst SOURCE_TITLE = {\n    'signed-release': 'Approved from a verified signed release',\n    'first-use': 'Approved on first use',\n    'refused-release': 'Signed release did not verify: everything is held',\n    unrecorded: 'Approval source not recorded',\n};\n/** Where the server's approvals came from: the baseline (signed release, first use) and what people and policy added. */\nfunction sourcesPanel(v) {\n    return h('section', { class: `sources ${v.kind}`, data: { source: v.kind } }, h('h3', {}, SOURCE_TITLE[v.kind]), h('dl', {}, h('dt', {}, `${v.fromBaseline} from`), h('dd', { data: { baseline: v.kind } }, v.baseline), h('dt', {}, `${v.byPerson} by a person`), h('dd', {}, v.lastPerson ? `latest ${v.lastPerson}` : 'none'), h('dt', {}, `${v.followed} followed`), h('dd', {}, 'by the change policy (safe changes, rewordings it lets through)')), v.newer ? h('p', { class: 'newer', data: { newer: 'listed' } }, v.newer) : undefined);\n}\nfunction serverDetail(s, ui, on) {\n    const of = (...states) => s.records.filter((r) => states.includes(r.state));\n    const held = s.records.filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.digest);\n    return h('main', { class: 'server', data: { server: keyOf(s) } }, h('h2', {}, s.name, s.surface ? h('span', { class: 'muted' }, ` surface ${s.surface}`) : undefined, ' ', countBadges(s.counts)), s.problem ? h('p', { class: 'problem' }, s.problem) : undefined, ...s.notes.map((n) => h('p', { class: 'problem' }, n)), s.sources ? sourcesPanel(s.sources) : undefined, s.identity && s.identity.state !== 'approved' ? identityPanel(s, s.identity, on) : undefined, s.instructions ? instructionsPanel(s, s.instructions, on) : undefined, group('Held for review', s, of('stale', 'review_required'), ui, on, upgradeBar(s, held, ui, on)), group('Rejected', s, of('rejected'), ui, on), group('Missing', s, of('missing'), ui, on), group('Approved', s, of('approved', 'discovered'), ui, on), s.identity && s.identity.state === 'approved' ? identityPanel(s, s.identity, on) : undefined);\n}\nexport function renderPage(root, state, ui, on) {\n    const chosen = state.servers.find((s) => keyOf(s) === ui.selected) ?? state.servers.find((s) => s.counts.stale + s.counts.review_required > 0 || s.identity?.state === 'held' || s.instructions?.state === 'held') ?? state.servers[0];\n    if (chosen)\n        ui.selected = keyOf(chosen);\n    clear(root);\n    root.append(h('header', { class: 'top' }, h('h1', {}, 'mcp-contract console'), h('span', { class: 'muted' }, `store ${state.store}${state.config ? ` · config ${state.config}` : ''} · ${state.version}`), h('span', { class: `live ${ui.connected ? 'up' : 'down'}`, title: 'the page follows the store as it changes' }, ui.connected ? 'live' : 'reconnecting')), ui.notice ? h('p', { class: `notice ${ui.notice.ok ? 'ok' : 'error'}`, aria: { live: 'polite' }, data: { notice: ui.notice.ok ? 'ok' : 'error' } }, ui.notice.message) : h('span', {}), state.auditProblem ? h('p', { class: 'audit-problem', role: 'alert', data: { audit: 'broken' } }, state.auditProblem) : h('span', {}), ...state.problems.map((p) => h('p', { class: 'problem' }, p)), h('div', { class: 'layout' }, nav(state, ui, on), chosen ? serverDetail(chosen, ui, on) : h('main', {}, h('p', {}, 'The store holds no server yet: start mcp-contract guard, then come back.'))));\n}\n"
    }
};

// EXTERNAL MODULE: ./src/gateway/config-file.ts
var config_file = __webpack_require__(62757);
// EXTERNAL MODULE: ./src/gateway/member.ts
var member = __webpack_require__(12542);
// EXTERNAL MODULE: ./src/gateway/profiles.ts
var gateway_profiles = __webpack_require__(22210);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/core/approval/source.ts
var source = __webpack_require__(61114);
// EXTERNAL MODULE: ./src/audit/read.ts
var read = __webpack_require__(71847);
;// CONCATENATED MODULE: ./src/console/history.ts
// Each capability's history as the audit log holds it (src/audit/read.ts): who approved it, when, at which digest and
// scope, when that approval stopped holding, and its last calls with what the guard decided. The log is read once per
// state and grouped by ref; a chain that does not verify is said once, naming the first bad record as `audit verify`.



/** The calls a capability's history keeps: the last ones, enough to see what it is doing now. */
const CALLS_SHOWN = 10;
/** Decisions and invalidations beyond these many (a capability re-approved for years) are left to `mcp-contract audit`. */
const DECISIONS_SHOWN = 50;
const DECISION_WORDS = {
    approve: 'approved',
    follow: 'approved by the policy (a safe change followed)',
    reject: 'rejected',
    rebind: 'approved as a new name',
    'identity-approve': 'new code approved',
    'expiry-set': 'expiry set',
    'scope-set': 'scope set',
};
const pretty = (v) => visible(JSON.stringify(v, null, 2).slice(0, 4000));
function entryOf(r) {
    const base = { seq: r.seq, at: r.at, kind: r.kind, rules: (('rules' in r && r.rules) || []).map(visibleLine) };
    const digest = 'digest' in r && r.digest ? { digest: r.digest } : {};
    if (r.kind === 'decision') {
        const what = r.action === 'scope-set' && r.scope === undefined ? 'scope removed' : DECISION_WORDS[r.action];
        return {
            ...base,
            ...digest,
            what,
            who: visibleLine(r.by ? `${r.user} (as ${r.by})` : r.user),
            ...(r.scope !== undefined ? { scope: pretty(r.scope) } : {}),
            ...(r.expires ? { expires: r.expires } : {}),
        };
    }
    if (r.kind === 'invalidation')
        return { ...base, ...digest, what: `stopped holding: ${r.reason}` };
    return { ...base, ...digest, what: `call ${callWords(r)}`, ...(r.arguments !== undefined ? { arguments: visible(JSON.stringify(r.arguments).slice(0, 2000)) } : {}) };
}
function callWords(c) {
    const why = c.why ? `: ${visibleLine(c.why)}` : '';
    return c.decision === 'result-refused' ? `result refused${why}` : c.decision === 'result-recorded' ? `result passed with a finding${why}` : `${c.decision}${why}`;
}
function problemLine(storeDir, p) {
    const where = `${(0,external_node_path_.relative)(storeDir, p.file) || p.file}${p.line > 0 ? `:${p.line}` : ''}`;
    return visibleLine(`The audit log does not verify: ${where}: ${p.why}. The history shown stops before it; run mcp-contract audit verify.`);
}
/** The page refreshes on every store change: the whole log is verified again only when a file of it moved. */
const readWholeLog = (0,read/* cachedAuditReader */.$$)();
/** The store directory's log, verified, grouped for the console's records. */
async function readHistory(storeDir) {
    let read;
    try {
        read = await readWholeLog(storeDir);
    }
    catch (e) {
        return { of: () => ({ entries: [], calls: 0 }), problem: visibleLine(`The audit log cannot be read: ${e.message}`) };
    }
    const byRef = new Map();
    for (const r of read.records) {
        if (r.ref === undefined)
            continue;
        const k = `${r.server}\n${r.ref}`;
        const list = byRef.get(k);
        if (list)
            list.push(r);
        else
            byRef.set(k, [r]);
    }
    return {
        of: (server, ref) => {
            const all = byRef.get(`${server}\n${ref}`) ?? [];
            const calls = all.filter((r) => r.kind === 'call');
            const kept = [...all.filter((r) => r.kind !== 'call').slice(-DECISIONS_SHOWN), ...calls.slice(-CALLS_SHOWN)].sort((a, b) => b.seq - a.seq);
            return { entries: kept.map(entryOf), calls: calls.length };
        },
        ...(read.problem ? { problem: problemLine(storeDir, read.problem) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/console/state.ts
// What the console shows, read afresh from the disk for every page load and every store change: each server of the
// gateway config (with its approved snapshot, when it has one) and of the store directory, each with its store's
// records, and each profile of the config with what it selects. A file that cannot be read is one line on its server.

















const STATES = ['approved', 'stale', 'review_required', 'rejected', 'missing', 'discovered'];
function emptyCounts() {
    return Object.fromEntries(STATES.map((s) => [s, 0]));
}
async function fromConfig(src, file) {
    return Promise.all(file.servers.map(async (s) => {
        const replaces = (0,member/* declaredReplacements */.yf)((0,config/* configOfServer */.X)(file.config, s.name));
        if (!(0,external_node_fs_.existsSync)(s.snapshotPath))
            return { name: s.name, path: (0,guard_store/* storeFile */.u_)(src.storeDir, s.name), replaces };
        try {
            const approved = await (0,snapshot_file/* readSnapshot */.RA)(s.snapshotPath);
            return { name: s.name, path: (0,guard_store/* storeFile */.u_)(src.storeDir, approved.server), approved, replaces };
        }
        catch (e) {
            return { name: s.name, path: (0,guard_store/* storeFile */.u_)(src.storeDir, s.name), replaces, problem: visible(e.message) };
        }
    }));
}
function identityView(store) {
    const id = store.identity;
    if (!id)
        return undefined;
    const out = { state: id.state, changedFiles: [] };
    if (id.reason)
        out.reason = visible(id.reason);
    if (id.approved)
        out.approved = visible((0,identity/* describeIdentity */.Cl)(id.approved));
    if (id.approvedBy)
        out.approvedBy = id.approvedBy;
    if (id.approvedAt)
        out.approvedAt = id.approvedAt;
    if (id.live)
        out.live = visible((0,identity/* describeIdentity */.Cl)(id.live));
    if (id.live?.integrity)
        out.liveIntegrity = id.live.integrity;
    if (id.approved && id.live && id.state === 'held')
        out.changedFiles = ((0,identity/* compareIdentity */.G3)(id.approved, id.live).files ?? []).map(visibleLine);
    if (id.state === 'held')
        out.surfaceRead = id.live !== undefined && id.surfaceRead === (0,identity/* codeKey */.DQ)(id.live);
    return out;
}
function sourcesView(store) {
    const s = (0,source/* summarizeSources */.Cm)(store);
    const newer = (0,source/* newerWords */.fO)(store.source);
    return {
        kind: store.source?.kind ?? 'unrecorded',
        baseline: visibleLine((0,source/* baselineWords */.v8)(store.source)),
        fromBaseline: s.fromBaseline,
        byPerson: s.byPerson,
        followed: s.followed,
        ...(s.lastPerson ? { lastPerson: visibleLine(`${s.lastPerson.who ? `by ${s.lastPerson.who} ` : ''}at ${s.lastPerson.at}`) } : {}),
        ...(newer ? { newer: visibleLine(newer) } : {}),
    };
}
function instructionsView(store) {
    const ins = store.instructions;
    if (!ins?.live)
        return undefined;
    const before = (0,instructions/* approvedInstructionsText */.mc)(ins);
    const out = { state: ins.state, digest: ins.live.digest, after: visible(ins.live.text) };
    if (before !== undefined) {
        out.before = visible(before);
        out.words = (0,text_delta/* wordDiff */.sw)(before, ins.live.text).map((r) => ({ op: r.op, text: visible(r.text) }));
    }
    return out;
}
async function serverView(k, src, history) {
    const base = { name: visibleLine(k.name), counts: emptyCounts(), held: 0, records: [], notes: [] };
    if (k.problem)
        return { view: { ...base, problem: k.problem } };
    if (!(0,external_node_fs_.existsSync)(k.path))
        return { view: { ...base, problem: 'no store yet: the guard records what the server serves when it first starts' } };
    let store;
    try {
        store = await (0,guard_store/* readStoreFile */.Oq)(k.path, src.key, (line) => base.notes.push(visible(line)));
    }
    catch (e) {
        return { view: { ...base, id: (0,external_node_path_.basename)(k.path, '.json'), problem: visible(e.message) } };
    }
    const now = src.now();
    const neighbours = await (0,ownership/* neighboursOf */.YV)(k.path, () => undefined);
    const snapshotItems = k.approved ? (0,approval/* approvedItems */.WB)(k.approved, store.surface) : new Map();
    const records = Object.values(store.capabilities).map((r) => recordView(r, store, {
        now,
        approvedItem: (ref) => snapshotItems.get(ref),
        collision: (ref) => (neighbours ? (0,ownership/* collisionOf */.OD)(ref, neighbours.self, neighbours.others) : undefined),
        history: (ref) => history.of(store.server, ref),
    }));
    const counts = emptyCounts();
    for (const r of records)
        counts[r.state]++;
    const view = { ...base, id: (0,external_node_path_.basename)(k.path, '.json'), name: visibleLine(k.approved ? k.name : store.server), surface: visibleLine(store.surface), counts, held: (0,review/* heldForReview */.rZ)(store).length, records };
    const identity = identityView(store);
    if (identity)
        view.identity = identity;
    const instructions = instructionsView(store);
    if (instructions)
        view.instructions = instructions;
    view.sources = sourcesView(store);
    return { view, store };
}
/** Per profile, what it selects of each config server's records, by state (as the gateway decides membership). */
function profileViews(profiles, read) {
    return [...profiles.values()].map((p) => {
        const counts = emptyCounts();
        for (const { k, store } of read) {
            if (!store)
                continue;
            const baseline = k.approved ? (0,member/* baselineOf */.Bv)(k.approved, store.surface) : new Set();
            for (const rec of Object.values(store.capabilities)) {
                const byPerson = rec.state === 'approved' && rec.approval?.by === 'human';
                const candidate = { server: k.name, ref: rec.ref, known: baseline.has(rec.ref) || byPerson, replaces: [...(k.replaces.get(rec.ref) ?? []), ...(byPerson ? (rec.approval?.rebinds ?? []) : [])] };
                if ((0,gateway_profiles/* inProfile */.$E)(p, candidate))
                    counts[rec.state]++;
            }
        }
        return { name: visibleLine(p.name), ...(p.host ? { host: p.host } : {}), counts };
    });
}
/** A path under the home directory as `~/...`: shorter, and the same on every machine of the user's. */
function shownDir(path, home) {
    return home !== '' && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}
async function readState(src) {
    const problems = [];
    let file;
    if (src.config) {
        try {
            file = (0,config_file.readGatewayFile)(src.config, src.configLabel ?? src.config, undefined, src.home);
        }
        catch (e) {
            problems.push(visible(e.message));
        }
    }
    const known = file ? await fromConfig(src, file) : [];
    const claimed = new Set(known.map((k) => (0,external_node_path_.resolve)(k.path)));
    // The store directory's other servers (a single guard's, another gateway's) are shown too: every decision is here.
    for (const path of (0,guard_store/* storeFiles */.Tr)(src.storeDir))
        if (!claimed.has((0,external_node_path_.resolve)(path)))
            known.push({ name: (0,external_node_path_.basename)(path, '.json'), path, replaces: new Map() });
    const history = await readHistory(src.storeDir);
    const read = await Promise.all(known.map(async (k) => ({ k, ...(await serverView(k, src, history)) })));
    const state = {
        version: src.version,
        store: visibleLine(shownDir(src.storeDir, src.home)),
        servers: read.map((r) => r.view),
        profiles: file ? profileViews(file.profiles, read.filter((r) => file.servers.some((s) => s.name === r.k.name))) : [],
        problems,
    };
    if (src.config)
        state.config = visibleLine(src.configLabel ?? src.config);
    if (history.problem)
        state.auditProblem = history.problem;
    return state;
}

;// CONCATENATED MODULE: ./src/console/server.ts
// The console's HTTP server: loopback only, every request through ConsoleAccess (Host, Origin, fetch metadata, the
// session cookie, CSRF on changes), every response under a CSP that lets the page run only its own scripts and talk
// only to this server. It serves the page (assets.generated.ts), the state, the store's change events and decisions.









const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const SECURITY_HEADERS = {
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
};
const MAX_BODY = 1024 * 1024;
/** What a spent or wrong login link answers: what happened, and what to do. */
const SPENT = 'this login link is wrong or was used already. If you did not open the console in a browser yourself, someone else may have: stop mcp-contract console (Ctrl-C) and start it again, and its old sessions end with it. For a link no one else can read, start it with --open (the browser is handed a file only you can read), or copy the printed URL into your browser yourself.';
/** The login's own page: it moves to the console from this origin (no script: the CSP allows none inline). */
const HOP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/"><title>mcp-contract console</title></head>
<body><p><a href="/">Open the console</a></p></body></html>
`;
/** The page: no data in it but the session's CSRF token (an attribute value of our own alphabet: base64url). */
function shell(csrf) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${csrf}">
<title>mcp-contract console</title>
<link rel="stylesheet" href="/app/style.css">
<script type="module" src="/app/main.js"></script>
</head>
<body><div id="app"><p>Loading\u2026</p></div></body>
</html>
`;
}
function send(res, status, type, body, headers = {}) {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
}
function refuse(res, r) {
    send(res, r.status, 'text/plain; charset=utf-8', `${r.message}\n`);
}
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size > MAX_BODY) {
                reject(new ActionRefused('the request body is too large'));
                req.destroy();
            }
            else
                chunks.push(c);
        });
        req.on('end', () => {
            try {
                resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            }
            catch {
                reject(new ActionRefused('the request body is not JSON'));
            }
        });
        req.on('error', reject);
    });
}
/** The Host values (and so origins) that name this listener: the address it is bound to, and localhost for loopback. */
function hostsOf(host, port) {
    const shown = host.includes(':') ? `[${host}]` : host;
    return new Set([`${shown}:${port}`, `localhost:${port}`]);
}
async function startConsole(o) {
    if (!(0,listen_address/* isLoopback */.U9)(o.host))
        throw new errors/* UsageError */.eb(`mcp-contract console: --listen ${o.host}: the console serves loopback only (127.0.0.1, ::1 or localhost); reach it from elsewhere through an SSH tunnel`);
    const streams = new Set();
    let access;
    const server = (0,external_node_http_.createServer)((req, res) => void handle(req, res).catch((e) => {
        o.log(`console: ${e.message}`);
        if (!res.headersSent)
            send(res, 500, 'text/plain; charset=utf-8', 'internal error\n');
        else
            res.end();
    }));
    async function handle(req, res) {
        const gate = access;
        const url = new URL(req.url ?? '/', 'http://console.invalid');
        const loginPath = url.pathname === '/login';
        const refused = gate.checkRequest(req, loginPath);
        if (refused)
            return refuse(res, refused);
        if (req.method === 'GET' && loginPath) {
            const id = gate.exchange(url.searchParams.get('token') ?? '');
            if (!id)
                return refuse(res, { status: 403, message: SPENT });
            o.onLogin?.();
            // Reached from another site (the file `console --open` wrote): a redirect would carry that site along and the
            // browser would withhold the SameSite=Strict cookie from the page; a hop of our own makes the next load ours.
            if (req.headers['sec-fetch-site'] === 'cross-site')
                return send(res, 200, 'text/html; charset=utf-8', HOP, { 'set-cookie': gate.setCookie(id) });
            res.writeHead(303, { ...SECURITY_HEADERS, location: '/', 'set-cookie': gate.setCookie(id), 'content-length': '0' });
            return void res.end();
        }
        const session = gate.session(req);
        if (!session)
            return refuse(res, { status: 401, message: 'no console session: open the URL mcp-contract console printed' });
        if (req.method === 'POST' && url.pathname === '/api/action')
            return action(req, res, session);
        if (req.method !== 'GET')
            return refuse(res, { status: 405, message: 'method not allowed' });
        if (url.pathname === '/')
            return send(res, 200, 'text/html; charset=utf-8', shell(session.csrf));
        if (url.pathname === '/api/state')
            return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(await readState(o)));
        if (url.pathname === '/api/events')
            return events(res);
        // The browser asks for an icon on its own; the page has none, and says so without an error in its console.
        if (url.pathname === '/favicon.ico')
            return void res.writeHead(204, SECURITY_HEADERS).end();
        const asset = url.pathname.startsWith('/app/') ? ASSETS[url.pathname.slice('/app/'.length)] : undefined;
        if (asset && Object.hasOwn(ASSETS, url.pathname.slice('/app/'.length)))
            return send(res, 200, asset.type, asset.body);
        return refuse(res, { status: 404, message: 'not found' });
    }
    async function action(req, res, session) {
        const refused = access.checkChange(req, session);
        if (refused)
            return refuse(res, refused);
        try {
            const result = await runAction(parseAction(await readBody(req)), { storeDir: o.storeDir, key: o.key, now: o.now, log: o.log });
            send(res, result.ok ? 200 : 409, 'application/json; charset=utf-8', JSON.stringify(result));
        }
        catch (e) {
            if (!(e instanceof ActionRefused || e instanceof errors/* UsageError */.eb))
                throw e;
            send(res, 400, 'application/json; charset=utf-8', JSON.stringify({ ok: false, message: e.message }));
        }
    }
    function events(res) {
        res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' });
        res.write(': the store changed events follow\n\n');
        streams.add(res);
        res.on('close', () => streams.delete(res));
    }
    // The store directory's own change events (a decision here, `approve` in a terminal, the guard's re-capture): each
    // burst tells every open page once, and the page reads the state again.
    let pending;
    const tell = () => {
        pending = undefined;
        for (const s of streams)
            s.write('event: store\ndata: changed\n\n');
    };
    const watcher = (0,external_node_fs_.watch)(o.storeDir, () => {
        clearTimeout(pending);
        pending = setTimeout(tell, o.settleMs ?? 100);
        watchAudit();
    });
    watcher.on('error', (e) => o.log(`console: cannot watch the store: ${e.message}`));
    // The audit log (its own folder, created by the first record) grows with every call a guard judges: the histories
    // follow it, at most once per auditSettleMs, so a busy guard's calls never keep the page redrawing.
    let auditWatcher;
    function watchAudit() {
        if (auditWatcher || !(0,external_node_fs_.existsSync)((0,files/* auditDir */.pL)(o.storeDir)))
            return;
        auditWatcher = (0,external_node_fs_.watch)((0,files/* auditDir */.pL)(o.storeDir), () => {
            pending ??= setTimeout(tell, o.auditSettleMs ?? 1000);
        });
        auditWatcher.on('error', (e) => o.log(`console: cannot watch the audit log: ${e.message}`));
    }
    watchAudit();
    await new Promise((resolve, reject) => {
        server.once('error', (e) => reject(new errors/* UsageError */.eb(`mcp-contract console: cannot listen on ${o.host}:${o.port} (${e.code ?? e.message})`)));
        server.listen(o.port, o.host, () => resolve());
    });
    const port = server.address().port;
    access = new ConsoleAccess(hostsOf(o.host, port), port);
    const origin = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`;
    return {
        loginUrl: `${origin}/login?token=${access.loginToken}`,
        origin,
        close: async () => {
            watcher.close();
            auditWatcher?.close();
            clearTimeout(pending);
            for (const s of streams)
                s.end();
            server.closeAllConnections();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/console/store-access.ts
// The console writes every decision into the store, so it starts only on a store directory this user may write and
// whose key it may read: refused up front in one line, not discovered at the first click.




async function writableStore(dir) {
    const st = await (0,promises_.stat)(dir).catch(() => undefined);
    if (!st)
        throw new errors/* UsageError */.eb(`mcp-contract console: ${dir}: no guard store here yet (start mcp-contract guard first, or pass --store DIR)`);
    if (!st.isDirectory())
        throw new errors/* UsageError */.eb(`mcp-contract console: ${dir}: the store is not a directory`);
    try {
        await (0,promises_.access)(dir, external_node_fs_.constants.W_OK | external_node_fs_.constants.X_OK);
    }
    catch {
        throw new errors/* WriteError */.QM(`mcp-contract console: ${dir}: this user may not write the store directory, where every decision is written; run the console as the store's owner`);
    }
    try {
        return await (0,guard_store/* storeKey */.LN)(dir);
    }
    catch (e) {
        if (e instanceof errors/* ContractError */.Vl)
            throw e;
        throw new errors/* WriteError */.QM(`mcp-contract console: ${dir}: cannot read or create the store key (${e.code ?? 'error'}); run the console as the store's owner`);
    }
}

// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/console.ts
var console = __webpack_require__(75916);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(63882);
;// CONCATENATED MODULE: ./src/cli/commands/console.ts
// `mcp-contract console`: the local review page over the guard's store (src/console/), until Ctrl-C.













/** The platform's opener, detached: the console never waits on the browser. */
function openBrowser(url, log) {
    const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
    const child = (0,external_node_child_process_.spawn)(command, args, { stdio: 'ignore', detached: true });
    child.on('error', (e) => log(`mcp-contract console: cannot open a browser (${e.message}); open the URL above yourself`));
    child.unref();
}
async function consoleCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(console/* CONSOLE */.s, args);
    const listenText = (0,cli_args/* str */.gx)(p, 'listen');
    let at = { host: '127.0.0.1', port: 0 };
    if (listenText !== undefined) {
        try {
            at = (0,listen_address/* parseListen */.JZ)(listenText);
        }
        catch {
            throw new errors/* UsageError */.eb(`mcp-contract console: --listen "${(0,render_text/* cleanTerminal */.m)(listenText, 60)}": expected PORT or HOST:PORT`);
        }
    }
    const dir = (0,guard_store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const key = await writableStore(dir);
    const config = (0,cli_args/* str */.gx)(p, 'config');
    const log = (line) => io.stderr(`${(0,render_text/* cleanTerminal */.m)(line, 500)}\n`);
    let spent = () => undefined;
    const running = await startConsole({
        onLogin: () => spent(),
        host: at.host,
        port: at.port,
        storeDir: dir,
        key,
        ...(config !== undefined ? { config: (0,external_node_path_.resolve)(io.cwd, config), configLabel: config } : {}),
        home: (0,cli_io/* homeOf */.lt)(io),
        version: version/* VERSION */.x,
        now: io.now,
        log,
    });
    io.stdout(`mcp-contract console for ${dir}\nopen ${running.loginUrl}\n(the link works once; Ctrl-C stops the console)\n`);
    if ((0,cli_args/* flag */.Jt)(p, 'open')) {
        const file = loginFile(running.loginUrl, io.env);
        spent = file.remove;
        openBrowser(file.href, log);
    }
    let onSignal = () => undefined;
    await new Promise((done) => {
        onSignal = done;
        process.once('SIGINT', onSignal);
        process.once('SIGTERM', onSignal);
    });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await running.close();
    spent();
    io.stderr('mcp-contract console: stopped\n');
    return errors/* EXIT */.dc.ok;
}


/***/ }),

/***/ 29519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kY: () => (/* binding */ revokeRecord),
/* harmony export */   rQ: () => (/* binding */ parseExpiry),
/* harmony export */   rZ: () => (/* binding */ heldForReview),
/* harmony export */   sP: () => (/* binding */ setExpiry)
/* harmony export */ });
/* harmony import */ var _approval_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48051);
// A person's decisions beyond approve and reject, on one store (pure; the caller persists under the store's lock):
// withdrawing an approval, moving or removing its expiry, and which held capabilities one reviewed upgrade takes.

/** What `approve --all-held` and the console's one-action upgrade take: every held capability still served, rejected ones aside. */
function heldForReview(store) {
    return Object.values(store.capabilities)
        .filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.live)
        .map((r) => r.ref);
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/**
 * An expiry as a person writes it: an ISO date (YYYY-MM-DD, midnight UTC) or a date-time with a zone, strictly in the
 * future. Returns the ISO date-time, or why not (one phrase, for the caller's own prefix).
 */
function parseExpiry(raw, now) {
    let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
    // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
    if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw)
        t = NaN;
    if (Number.isNaN(t))
        return { error: 'expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)' };
    if (t <= now.getTime())
        return { error: 'the date is not in the future' };
    return { at: new Date(t).toISOString() };
}
function storeApproval(store, ref) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new _approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW(`${ref}: not in the store`);
    if (!rec.approval)
        throw new _approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW(`${ref}: the store holds no approval of it (an approval of the approved snapshot is withdrawn by rejecting the definition)`);
    return rec;
}
/**
 * Withdraws the store's approval of `ref`. The definition it covered, when the server still serves it, is held out
 * as a rejection is (even where the approved snapshot approves it too), until a person approves it again; a changed
 * one waits for review against the approved snapshot, if any.
 */
function revokeRecord(store, ref, now) {
    const rec = storeApproval(store, ref);
    const covered = rec.approval.digest;
    const next = { ...rec, since: now.toISOString() };
    delete next.approval;
    delete next.changes;
    if (rec.live?.digest === covered) {
        next.state = 'rejected';
        next.rejected = [...new Set([...(rec.rejected ?? []), covered])];
        next.reason = 'a person revoked its approval';
    }
    else if (rec.live) {
        next.state = 'review_required';
        next.reason = 'a person revoked the approval it was compared with';
    }
    else
        next.reason = 'a person revoked its approval';
    store.capabilities[ref] = next;
    return next;
}
/**
 * Sets (or with `expires` undefined removes) the expiry of the store's approval of `ref`. An approval held back only
 * because it expired counts again once its expiry is removed or moved into the future.
 */
function setExpiry(store, ref, expires, now) {
    const rec = storeApproval(store, ref);
    const approval = { ...rec.approval };
    if (expires === undefined)
        delete approval.expires;
    else
        approval.expires = expires;
    const next = { ...rec, approval };
    const current = rec.live?.digest === approval.digest && !(rec.rejected ?? []).includes(approval.digest);
    const lapsed = approval.expires !== undefined && Date.parse(approval.expires) <= now.getTime();
    if (current && !lapsed && rec.state === 'stale' && (rec.changes ?? []).length === 0) {
        next.state = 'approved';
        next.since = now.toISOString();
        delete next.reason;
    }
    store.capabilities[ref] = next;
    return next;
}


/***/ }),

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

/***/ 77499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ withCommas)
/* harmony export */ });
// Counts as the reports write them (`1,466`). Not toLocaleString: its first call initializes ICU's number formatting,
// some 10 ms of every run that shows a context cost (issue 44's PR path).
/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
function withCommas(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
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

/***/ 16361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ checkedScope),
/* harmony export */   Sk: () => (/* binding */ parseScope),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   wu: () => (/* binding */ scopeRecord)
/* harmony export */ });
/* unused harmony export setApprovalScope */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48051);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27297);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99557);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1836);
// Setting and removing an approval's scope, as the store's own functions: `approve --scope`, and any other front (a
// review console) that calls them, judge a scope the same way and write it signed, under the store's lock.







/**
 * A scope as given: inline JSON (it starts with `{`), or the path of a file holding it. One line naming the file (or
 * `--scope`) when it cannot be read or is not JSON.
 */
function readScope(given, cwd) {
    const inline = given.trimStart().startsWith('{');
    const label = inline ? '--scope' : given;
    let text = given;
    if (!inline) {
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, given), 'utf8');
        }
        catch (e) {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: cannot read the scope (${e.code ?? 'error'})`);
        }
    }
    return { scope: parseScope(text, label), label };
}
/** A scope's JSON text (a file's, an inline --scope, the console's box), or one line naming `label`. */
function parseScope(text, label) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: the scope is not valid JSON`);
    }
}
/** The scope checked against the tool `rec` serves: a JSON Schema that narrows its inputSchema. One line otherwise. */
function checkedScope(rec, scope, label) {
    if ((0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(rec.ref)?.kind !== 'tool')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${rec.ref}: a scope bounds a tool's arguments; this is no tool`);
    const definition = rec.live?.definition ?? rec.approval?.definition;
    const problem = (0,_scope_js__WEBPACK_IMPORTED_MODULE_5__/* .scopeProblem */ ._x)(scope, definition?.inputSchema);
    if (problem)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${problem}`);
    return scope;
}
/** Sets (a schema) or removes (null) the scope of ref's approval in place; the approval must exist. */
function scopeRecord(store, ref, scope) {
    const rec = store.capabilities[ref];
    if (!rec?.approval)
        throw new _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .DecisionError */ .bW(`${ref}: has no approval of the store's to scope (approve it first, with --scope)`);
    const approval = { ...rec.approval };
    if (scope === null)
        delete approval.scope;
    else
        approval.scope = scope;
    const next = { ...rec, approval };
    store.capabilities[ref] = next;
    return next;
}
/** Sets or removes one approval's scope in the store file, signed, under its lock; the record as written. */
async function setApprovalScope(path, key, ref, scope, log) {
    let out;
    await updateStore(path, key, () => readStoreFile(path, key, log), (store) => {
        const rec = store.capabilities[ref];
        if (!rec)
            throw new UsageError(`${path}: ${ref}: not in the store`);
        try {
            out = scopeRecord(store, ref, scope === null ? null : checkedScope(rec, scope, `${path}: ${ref}`));
        }
        catch (e) {
            if (e instanceof DecisionError)
                throw new UsageError(`${path}: ${e.message}`);
            throw e;
        }
        return store;
    });
    return out;
}


/***/ }),

/***/ 52171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ textFindings),
/* harmony export */   JD: () => (/* binding */ definitionLines),
/* harmony export */   Jg: () => (/* binding */ approvalLines)
/* harmony export */ });
/* unused harmony export triageLines */
/* harmony import */ var _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38112);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92234);
/* harmony import */ var _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55135);
/* harmony import */ var _core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12998);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57789);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);







/**
 * The risky passages of the definition a record would approve: all of a new capability's text (check's
 * capability-added-risky-text), or what a changed one adds to the definition approved before (risky-text-added).
 * One per pointer; a passage the held changes already name is not repeated.
 */
function textFindings(r) {
    if (!r.live)
        return [];
    // A changed one approved only by the approved snapshot (not copied into the store) is screened whole.
    const rule = r.state === 'review_required' ? 'capability-added-risky-text' : 'risky-text-added';
    const before = rule === 'risky-text-added' ? r.approval?.definition : undefined;
    const kind = (0,_core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_2__/* .kindOfRef */ .Ly)(r.ref);
    const template = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(rule)?.message ?? '';
    const held = new Set((r.changes ?? []).filter((c) => c.rule === 'risky-text-added' || c.rule === 'text-data-movement-added' || c.rule === 'capability-added-risky-text').map((c) => c.pointer));
    return (0,_core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .riskyAdditions */ .qz)(before, r.live.definition)
        .filter((m) => !held.has(m.pointer))
        .map((m) => ({ rule, pointer: m.pointer, what: m.what, message: (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(template, { kind: kind ? _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_LABEL */ .CF[kind] : 'capability', name: (0,_core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOfRef */ .Qo)(r.ref), pointer: m.pointer, what: m.what }) }));
}
/**
 * A definition as a terminal shows it: indented JSON (which writes C0 controls and lone surrogates as escapes), then
 * every other invisible character (C1 controls, bidi overrides, zero-width, tag characters) as `\u27e8U+XXXX\u27e9`. Whole,
 * however long: it is what the person approves.
 */
function definitionLines(definition, indent) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .revealInvisible */ .hR)(JSON.stringify(definition, null, 2))
        .split('\n')
        .map((l) => `${indent}${l}`);
}
/** For each held description or title edit: whether its new words add a cue (and which), and the words that changed. */
function triageLines(r) {
    const lines = [];
    for (const c of r.changes ?? []) {
        if (c.cues === undefined)
            continue;
        const known = c.cues.filter((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CUE_CLASSES */ .bc.includes(k));
        const verdict = c.cues.length === 0 ? 'reworded, no new cue' : `new cue: ${known.map((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CUE_CLASS_WORDS */ .vv[k]).join(', ') || (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.cues.join(', '), 200)}`;
        const delta = typeof c.before === 'string' && typeof c.after === 'string' ? (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_6__/* .textDelta */ .Wm)(c.before, c.after) : undefined;
        const words = delta ? `: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed || '(nothing)', 200)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added || '(nothing)', 200)}` : '';
        lines.push(`      ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.pointer ?? '/', 120)} ${verdict}${words}`);
    }
    return lines;
}
/** The lines `approve` prints for one record before it writes: its held changes, its text findings, its definition. */
function approvalLines(r, held) {
    const lines = [...held, ...triageLines(r)];
    for (const f of textFindings(r))
        lines.push(`      review ${f.rule} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(f.pointer, 120)} [always reviewed]: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(f.message, 400)}`);
    if (r.live)
        lines.push(`      definition (${r.live.digest}):`, ...definitionLines(r.live.definition, '        '));
    return lines;
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
