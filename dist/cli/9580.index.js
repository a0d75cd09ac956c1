export const id = 9580;
export const ids = [9580];
export const modules = {

/***/ 76826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HS: () => (/* binding */ instructionsApproved),
/* harmony export */   Oj: () => (/* binding */ observeInstructions),
/* harmony export */   mc: () => (/* binding */ approvedInstructionsText),
/* harmony export */   t3: () => (/* binding */ approveInstructions)
/* harmony export */ });
/* unused harmony exports instructionsDigest, snapshotInstructions */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
// The server's instructions (issue 51): model-visible text the guard passes only when approved. The approved snapshot
// approves its own text; a person approves new text by its digest (approve --all-held, the console), recorded in the
// store and signed like every approval. Pure: the guard's publication records what the server gives, the face asks.

function instructionsDigest(text) {
    return `sha256:${(0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)(text)}`;
}
/** The approved snapshot's instructions for a surface (what the face always compared with). */
function snapshotInstructions(snapshot, surface) {
    return snapshot.surfaces[surface]?.server?.instructions;
}
/** Whether text may reach the client: the snapshot's own, or the text a person approved (by digest). */
function instructionsApproved(text, snapshot, surface, record) {
    return text === snapshotInstructions(snapshot, surface) || (record?.approved !== undefined && record.approved.digest === instructionsDigest(text));
}
/** The record after a capture that gave `text` (or none): held when no approval covers it. Undefined: nothing to keep. */
function observeInstructions(previous, text, snapshot, surface) {
    const approvedText = snapshotInstructions(snapshot, surface);
    const base = { ...(previous?.approved ? { approved: previous.approved } : {}), ...(approvedText !== undefined ? { snapshot: approvedText } : {}) };
    if (text === undefined)
        return previous?.approved ? { ...base, state: 'approved' } : undefined;
    if (text === approvedText && !previous?.approved)
        return undefined;
    return { ...base, live: { digest: instructionsDigest(text), text }, state: instructionsApproved(text, snapshot, surface, previous) ? 'approved' : 'held' };
}
/** A person approves the held text shown, by its digest. Throws when the text moved since. */
function approveInstructions(record, digest, now) {
    if (!record?.live || record.live.digest !== digest)
        throw new Error(`the server's instructions changed since they were shown (now ${record?.live?.digest ?? 'none'}); review them again`);
    return { ...(record.snapshot !== undefined ? { snapshot: record.snapshot } : {}), live: record.live, approved: { digest, text: record.live.text, by: 'human', at: now.toISOString() }, state: 'approved' };
}
/** The text a client got before the held one: a person's approved text, else the approved snapshot's. */
function approvedInstructionsText(record) {
    return record?.approved?.text ?? record?.snapshot;
}


/***/ }),

/***/ 61285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ templateMatches),
/* harmony export */   WC: () => (/* binding */ Catalog),
/* harmony export */   i7: () => (/* binding */ isHeld)
/* harmony export */ });
/* unused harmony exports shownName, ownedRefs, standsOn */
/* harmony import */ var _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66881);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20217);
/* harmony import */ var _hosts_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99478);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11210);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22210);
/* harmony import */ var _member_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12542);
// The gateway's routing table for one downstream session: published name or URI -> the one member that owns it, and
// the name it serves it under. Ownership is data from the config (each member's prefix) and each member's approvals
// (its approved snapshot, every approval in its store), plus what this session's lists showed; never the order of the
// file or who is up. A name, URI or URI match two members claim is held for both, reported once, and a member that
// is down keeps its routes (a request to it fails; it never reaches another member).







function isHeld(r) {
    return 'refusal' in r;
}
const NAMED = new Set(['tool', 'prompt']);
/** What the client knows a member's item by: `<prefix>__<name>` for tools and prompts, the URI or template itself. */
function shownName(kind, member, original) {
    return NAMED.has(kind) ? (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .publishedName */ .YM)(member.prefix, original) : original;
}
/**
 * The refs a member owns by config and approvals: its approved snapshot's and every one its stores (one per era it
 * serves) hold an approval for (a person's, or its policy's `follow`), less the ones a person rejected.
 */
function ownedRefs(m) {
    const out = new Set(m.baseline);
    for (const rec of m.guard.publication.recordsOfEveryEra()) {
        if (rec.state === 'rejected')
            out.delete(rec.ref);
        else if (rec.approval)
            out.add(rec.ref);
    }
    return out;
}
/**
 * Whether the member holds ref by standing: in its approved snapshot, approved by a person, or a followed change of
 * something approved before. A newcomer that only its policy's `new=follow` let in (or that is merely listed) has no
 * standing: it never blocks an owner's name.
 */
function standsOn(m, ref) {
    if (m.baseline.has(ref))
        return true;
    return m.guard.publication.recordsOf(ref).some((r) => r.state !== 'rejected' && r.approval !== undefined && (r.approval.by === 'human' || r.approval.from !== undefined));
}
const parsed = new Map();
/** Whether template matches uri; a template the SDK cannot parse matches nothing. */
function templateMatches(template, uri) {
    if (!parsed.has(template)) {
        // Templates come from servers: the cache is bounded, never grown without end by one that lists new ones forever.
        if (parsed.size >= 4096)
            parsed.clear();
        try {
            parsed.set(template, new _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_6__/* .UriTemplate */ .H(template));
        }
        catch {
            parsed.set(template, null);
        }
    }
    try {
        return parsed.get(template)?.match(uri) != null;
    }
    catch {
        return false;
    }
}
function claim(map, shown, inner, original) {
    const at = map.get(shown) ?? new Map();
    if (!at.has(inner))
        at.set(inner, original);
    map.set(shown, at);
}
const quoted = (text) => JSON.stringify(text.slice(0, 200));
class Catalog {
    profile;
    log;
    inners;
    /** What this session's lists showed, by kind: a member keeps its claim on what it listed for the session. */
    listedBy = new Map();
    /** Names and URIs already reported as claimed by two members, so the line is written once per session. */
    reported = new Set();
    /** Tools this session's lists held for the profile's host -> the refusal a call to one gets. */
    heldForHost = new Map();
    constructor(profile, log, inners) {
        this.profile = profile;
        this.log = log;
        this.inners = inners;
    }
    /** Is ref of this member published under the profile? The one place that decides it. */
    published(inner, ref) {
        return (0,_profiles_js__WEBPACK_IMPORTED_MODULE_4__/* .inProfile */ .$E)(this.profile, (0,_member_js__WEBPACK_IMPORTED_MODULE_5__/* .candidate */ .QU)(inner.member, ref));
    }
    /** Every claim on `kind`, now: each member's approvals, and what this session's lists showed. */
    claims(kind) {
        const out = new Map();
        for (const [shown, by] of this.listedBy.get(kind) ?? [])
            for (const [inner, original] of by)
                claim(out, shown, inner, original);
        const prefix = `${kind}:`;
        for (const inner of this.inners)
            for (const ref of ownedRefs(inner.member))
                if (ref.startsWith(prefix))
                    claim(out, shownName(kind, inner.member, ref.slice(prefix.length)), inner, ref.slice(prefix.length));
        return out;
    }
    /**
     * The items to show for `kind`, given each member's (already approval-filtered) list: renamed, filtered by the
     * profile, and without any name or URI another member claims too (held for both).
     */
    build(kind, lists) {
        const key = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KIND_METHOD */ .Ll[kind].keyField;
        const listed = this.listedBy.get(kind) ?? new Map();
        this.listedBy.set(kind, listed);
        for (const { inner, items } of lists)
            for (const item of items) {
                const original = item[key];
                if (typeof original === 'string')
                    claim(listed, shownName(kind, inner.member, original), inner, original);
            }
        const claims = this.claims(kind);
        const out = [];
        for (const { inner, items } of lists) {
            for (const item of items) {
                const original = item[key];
                if (typeof original !== 'string' || !this.published(inner, `${kind}:${original}`))
                    continue;
                const shown = shownName(kind, inner.member, original);
                const by = claims.get(shown);
                if (by && by.size > 1) {
                    const owner = this.owner(kind, shown, by);
                    if (owner?.inner !== inner) {
                        if (!owner)
                            this.held(kind, shown, by);
                        continue;
                    }
                }
                const published = NAMED.has(kind) ? { ...item, [key]: shown } : item;
                if (kind === 'tool' && this.refusedByHost(shown, published))
                    continue;
                out.push(published);
            }
        }
        return out;
    }
    /**
     * Whether the profile's host would refuse this tool as published (its gateway name included, which the length limit
     * counts): held, with one line naming the tool, the check and the keyword, so the host's session keeps every other
     * tool instead of failing whole with an error that names none.
     */
    refusedByHost(shown, tool) {
        const host = this.profile.host;
        if (host === undefined)
            return false;
        const [first] = (0,_hosts_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .violationsOf */ .S)(tool, _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_CHECKS */ .nr.filter((c) => c.host === host), { first: true });
        if (first === undefined) {
            this.heldForHost.delete(shown);
            return false;
        }
        const check = _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_CHECKS */ .nr.find((c) => c.id === first.check);
        const line = `tool ${quoted(shown)} is held for ${(0,_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .hostByName */ .nj)(host).title} (profile "${this.profile.name}"): ${check.rejects}, at ${first.pointer} (check ${check.id})`;
        if (this.heldForHost.get(shown) !== line)
            this.log(line);
        this.heldForHost.set(shown, line);
        return true;
    }
    /**
     * The one member with standing among several claiming `shown` (the others are newcomers, each held with one line),
     * or undefined when none or more than one stands (then the name is held for all).
     */
    owner(kind, shown, by) {
        const standing = [...by].filter(([inner, original]) => standsOn(inner.member, `${kind}:${original}`));
        if (standing.length !== 1)
            return undefined;
        const [[inner, original]] = standing;
        if (!this.reported.has(`${kind}:${shown}`)) {
            this.reported.add(`${kind}:${shown}`);
            const newcomers = [...by].filter(([i]) => i !== inner).map(([i, o]) => `"${i.member.name}" (${quoted(o)})`).join(' and ');
            this.log(`server ${newcomers} newly serves ${kind} ${quoted(shown)}, which server "${inner.member.name}" owns by approval; the owner keeps it and the newcomer's is held (give one server a "prefix", or reject it there)`);
        }
        return { inner, original, ref: `${kind}:${original}` };
    }
    /** The one line for a name or URI two members claim, logged once; the refusal the client gets for it. */
    held(kind, shown, by, how = 'publish') {
        const servers = [...by.keys()].map((i) => `"${i.member.name}"`);
        const what = `${kind === 'resourceTemplate' ? 'resource template' : kind} ${quoted(shown)}`;
        const refusal = `${what} is held: servers ${servers.join(' and ')} both ${how} it`;
        if (!this.reported.has(`${kind}:${shown}`)) {
            this.reported.add(`${kind}:${shown}`);
            const theirs = [...by].map(([i, original]) => `"${i.member.name}" (${quoted(original)})`).join(' and ');
            this.log(how === 'publish'
                ? `servers ${theirs} both publish ${what}; it is held for both until one of them no longer does (reject it there, or give one server a "prefix")`
                : `servers ${theirs} have templates that both match ${what}; it is held for both until one template is narrowed (or rejected)`);
        }
        return { refusal };
    }
    /** The member that owns a published name (or a resource URI, or a template string), or the hold on it. */
    route(kind, shown) {
        const hostHold = kind === 'tool' ? this.heldForHost.get(shown) : undefined;
        if (hostHold !== undefined)
            return { refusal: hostHold };
        const by = this.claims(kind).get(shown);
        if (!by)
            return undefined;
        if (by.size > 1)
            return this.owner(kind, shown, by) ?? this.held(kind, shown, by);
        const [[inner, original]] = by;
        return { inner, original, ref: `${kind}:${original}` };
    }
    /**
     * A URI's owner: the member that serves it as a resource, else the single member one of whose templates matches
     * it (a member that is down included: its URIs never fall to another's catch-all). Two: held for both.
     */
    resource(uri) {
        const exact = this.route('resource', uri);
        if (exact)
            return exact;
        const matching = new Map();
        for (const [template, by] of this.claims('resourceTemplate'))
            for (const [inner, original] of by)
                if (!matching.has(inner) && templateMatches(template, uri))
                    matching.set(inner, original);
        if (matching.size > 1)
            return this.held('resource', uri, matching, 'match');
        if (matching.size === 0)
            return undefined;
        const [[inner, template]] = matching;
        return { inner, original: template, ref: `resourceTemplate:${template}` };
    }
}


/***/ }),

/***/ 12542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ baselineOf),
/* harmony export */   QU: () => (/* binding */ candidate),
/* harmony export */   yf: () => (/* binding */ declaredReplacements),
/* harmony export */   z7: () => (/* binding */ approvedFacts)
/* harmony export */ });
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48051);
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
    return (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__/* .approvedRefs */ .wx)(approved, surface);
}
/**
 * What the profile decision needs to know of ref: was it known to the user (approved snapshot, or a person's
 * approval), and which refs does it replace (a rename declared in the config, or a rebind a person approved)?
 */
function candidate(m, ref) {
    // A person's approval in the store of any era the member serves (a dual-era one has a store per era).
    const rec = m.guard.publication.recordsOf(ref).find((r) => r.state === 'approved' && r.approval?.by === 'human');
    const byPerson = rec !== undefined;
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


/***/ }),

/***/ 11210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ prefixProblem),
/* harmony export */   MT: () => (/* binding */ prefixOf),
/* harmony export */   YM: () => (/* binding */ publishedName),
/* harmony export */   zW: () => (/* binding */ originalOf)
/* harmony export */ });
/* unused harmony exports SEPARATOR, MAX_NAME */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
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
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 8);
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
/** The original name a published name stands for under `prefix`, when it is that prefix's plain (uncut) name. */
function originalOf(prefix, shown) {
    if (!shown.startsWith(`${prefix}${SEPARATOR}`))
        return undefined;
    const original = shown.slice(prefix.length + SEPARATOR.length);
    return publishedName(prefix, original) === shown ? original : undefined;
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


/***/ }),

/***/ 93747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ collisionOf),
/* harmony export */   S4: () => (/* binding */ owns),
/* harmony export */   YV: () => (/* binding */ neighboursOf),
/* harmony export */   pH: () => (/* binding */ recordMembers)
/* harmony export */ });
/* unused harmony exports MEMBERS_FILE, membersBeside, overlap */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66881);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78560);
/* harmony import */ var _guard_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1836);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11210);
/* harmony import */ var _catalog_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61285);
// Which gateway members share a store directory and what each one owns, for `approve`: a capability is never
// approved into a published name another member publishes, or into a URI template that overlaps another member's (the
// gateway would hold both). The gateway writes the members file when it starts; approve reads it beside the stores.







const MEMBERS_FILE = '.gateway-members.json';
const FORMAT = 'mcp-contract/gateway-members@1';
function isMember(v) {
    const m = v;
    return typeof m === 'object' && m !== null && typeof m.server === 'string' && typeof m.prefix === 'string' && typeof m.store === 'string' && /^[A-Za-z0-9._-]+\.json$/.test(m.store);
}
/** Every gateway's members recorded in the store directory, by config file; a damaged file records none. */
function readGateways(dir) {
    try {
        const value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MEMBERS_FILE), 'utf8'));
        if (value.format !== FORMAT || typeof value.gateways !== 'object' || value.gateways === null)
            return {};
        const out = {};
        for (const [config, members] of Object.entries(value.gateways))
            if (Array.isArray(members) && members.every(isMember))
                out[config] = members;
        return out;
    }
    catch {
        return {};
    }
}
/** Records this gateway's members (the other gateways sharing the directory keep theirs). */
async function recordMembers(dir, config, members) {
    const gateways = { ...readGateways(dir), [config]: members };
    await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MEMBERS_FILE), `${JSON.stringify({ format: FORMAT, gateways }, null, 2)}\n`, undefined, 0o600);
}
/** The members that share a gateway with the store file `store` (a file name), itself first; none outside a gateway. */
function membersBeside(dir, store) {
    const groups = Object.values(readGateways(dir)).filter((g) => g.some((m) => m.store === store));
    if (groups.length === 0)
        return undefined;
    const self = groups[0].find((m) => m.store === store);
    const others = new Map();
    for (const g of groups)
        for (const m of g)
            if (m.store !== store)
                others.set(m.store, m);
    return { self, others: [...others.values()] };
}
/** The neighbours of the store file at `storePath` (undefined outside a gateway); an unreadable neighbour owns nothing. */
async function neighboursOf(storePath, warn) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(storePath);
    const beside = membersBeside(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(storePath));
    if (!beside)
        return undefined;
    const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_3__/* .storeKey */ .LN)(dir);
    const others = [];
    for (const member of beside.others) {
        const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readStoreFile */ .Oq)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, member.store), key, warn).catch(() => undefined);
        if (store)
            others.push({ member, refs: Object.values(store.capabilities).filter(owns).map((r) => r.ref) });
    }
    return { self: beside.self, others };
}
/** Whether a record says its member owns the ref: approved (now or before) and not rejected by a person. */
function owns(rec) {
    return rec.state !== 'rejected' && (rec.approval !== undefined || rec.state === 'approved' || rec.state === 'stale' || rec.state === 'missing');
}
/** A URI a template stands for (each variable a plain word): what overlap() tries the other template on. */
function sampleOf(template) {
    try {
        const t = new _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_6__/* .UriTemplate */ .H(template);
        return t.expand(Object.fromEntries(t.variableNames.map((v) => [v, 'x'])));
    }
    catch {
        return undefined;
    }
}
/** A URI both templates match, when one is found (each template's own sample, tried on the other). */
function overlap(a, b) {
    if (a === b)
        return sampleOf(a) ?? a;
    for (const [one, other] of [[a, b], [b, a]]) {
        const sample = sampleOf(one);
        if (sample !== undefined && (0,_catalog_js__WEBPACK_IMPORTED_MODULE_5__/* .templateMatches */ .E$)(other, sample))
            return sample;
    }
    return undefined;
}
/**
 * Why approving `ref` for `self` would collide with what another member owns, or undefined: a tool or prompt that
 * would publish under a name another member publishes, a resource URI another serves, a template overlapping another's.
 */
function collisionOf(ref, self, others) {
    const at = ref.indexOf(':');
    const kind = ref.slice(0, at);
    const name = ref.slice(at + 1);
    const named = kind === 'tool' || kind === 'prompt';
    const shown = named ? (0,_names_js__WEBPACK_IMPORTED_MODULE_4__/* .publishedName */ .YM)(self.prefix, name) : name;
    for (const { member, refs } of others) {
        for (const theirs of refs) {
            if (!theirs.startsWith(`${kind}:`))
                continue;
            const original = theirs.slice(kind.length + 1);
            if (named && (0,_names_js__WEBPACK_IMPORTED_MODULE_4__/* .publishedName */ .YM)(member.prefix, original) === shown)
                return `${ref} of server "${self.server}" would publish as "${shown}", which server "${member.server}" publishes (its ${theirs}); the gateway holds it for both, or only for a newcomer when the other owns it by approval: reject one of them, or give one server a "prefix"`;
            if (kind === 'resource' && original === name)
                return `${ref} of server "${self.server}" is a URI server "${member.server}" serves; the gateway would hold both: reject one of them`;
            const uri = kind === 'resourceTemplate' ? overlap(name, original) : undefined;
            if (uri !== undefined)
                return `${ref} of server "${self.server}" overlaps server "${member.server}"'s ${theirs} (both match ${JSON.stringify(uri.slice(0, 200))}); the gateway would refuse such URIs: narrow the template, or reject one of them`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 99478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ violationsOf)
/* harmony export */ });
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11471);
// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.
//
// One walk per tool serves every check: each schema node is handed to the node tests of all the checks asked for, in
// turn (a diff of 1,000 large tools against six hosts walked each schema twenty times before, some 200 ms; one walk
// takes a fifth of that). Pointers are built only for what a check reports.

/** Most names need no escape: skip the two replacements for them (a tenth of the walk's time went there). */
const escapePointer = (token) => (token.includes('~') || token.includes('/') ? (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(token) : token);
function pointerOf(n) {
    if (n.pointer !== undefined)
        return n.pointer;
    const unnamed = [];
    let at = n;
    for (; at !== undefined && at.pointer === undefined; at = at.parent)
        unnamed.push(at);
    let pointer = at?.pointer ?? '';
    for (let i = unnamed.length - 1; i >= 0; i--) {
        const u = unnamed[i];
        const step = u.key === undefined ? u.keyword : `${u.keyword}/${escapePointer(u.key)}`;
        pointer = u.parent === undefined ? step : `${pointer}/${step}`;
        u.pointer = pointer;
    }
    return pointer;
}
/** How each subschema keyword holds its subschemas: a map of names, a list, or one (a list of them is walked too). */
const SUBSCHEMAS = new Map([
    ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map']),
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((k) => [k, 'list']),
    ...['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'].map((k) => [k, 'one']),
]);
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;
/** Hands every schema node under `root` (itself first) to `visit`, without recursion; the node's own keys drive it. */
function walkSchema(root, visit, at = '/inputSchema') {
    if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(root))
        return;
    // Every node made with the same fields in the same order (pointer too, set later): one shape for every test to read.
    const stack = [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true, level: 0, pointer: undefined }];
    const child = (schema, parent, keyword, key, chain) => ({
        schema,
        parent,
        keyword,
        key,
        chain,
        level: parent.level + (isObjectSchema(schema) ? 1 : 0),
        pointer: undefined,
    });
    for (let walked = 0; stack.length > 0 && walked < MAX_NODES; walked++) {
        const n = stack.pop();
        visit(n);
        const s = n.schema;
        for (const k in s) {
            const holds = SUBSCHEMAS.get(k);
            if (holds === undefined)
                continue;
            const v = s[k];
            if (holds === 'map') {
                if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                    continue;
                const chain = n.chain && k === 'properties';
                for (const name in v) {
                    const x = v[name];
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(x))
                        stack.push(child(x, n, k, name, chain));
                }
            }
            else if (Array.isArray(v)) {
                for (let i = 0; i < v.length; i++)
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v[i]))
                        stack.push(child(v[i], n, k, String(i), false));
            }
            else if (holds === 'one' && (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                stack.push(child(v, n, k, undefined, false));
        }
    }
}
const hasType = (s, t) => (typeof s.type === 'string' ? s.type === t : Array.isArray(s.type) && s.type.includes(t));
const isObjectSchema = (s) => hasType(s, 'object') || (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const PRIMITIVE = new Set(['string', 'integer', 'boolean']);
/**
 * What one check found in one tool: every pointer, or with `first` only the least. An opt-in host refuses thousands of
 * keywords and properties of a large surface (Gemini's subset refuses `additionalProperties` at every level; OpenAI's
 * strict mode every optional property), and building a pointer string for each was most of what these checks cost. In
 * `first` mode an offence is kept as its node and suffix and compared piece by piece; the least's string is built once.
 */
class Found {
    all;
    node;
    suffix;
    text;
    constructor(first) {
        this.all = first ? undefined : [];
    }
    /** The pointer of `n`, followed by `/suffix` when a suffix (already escaped) is given. */
    at(n, suffix) {
        if (this.all !== undefined)
            this.all.push(joined(n, suffix));
        else if (this.node !== undefined ? compare(n, suffix, this.node, this.suffix) < 0 : this.text === undefined || compareTo(n, suffix, this.text) < 0) {
            this.node = n;
            this.suffix = suffix;
            this.text = undefined;
        }
    }
    /** A pointer already built. */
    add(pointer) {
        if (this.all !== undefined)
            this.all.push(pointer);
        else {
            const least = this.pointers()[0];
            if (least === undefined || pointer < least)
                this.text = pointer;
        }
    }
    pointers() {
        if (this.all !== undefined)
            return this.all;
        if (this.node !== undefined) {
            this.text = joined(this.node, this.suffix);
            this.node = undefined;
        }
        return this.text === undefined ? [] : [this.text];
    }
}
const joined = (n, suffix) => (suffix === undefined ? pointerOf(n) : `${pointerOf(n)}/${suffix}`);
const chain = [];
const left = [];
const right = [];
/**
 * A pointer as the pieces pointerOf would join (the first named ancestor's pointer, then `/`, keyword, `/`, key, ...),
 * written into `into` (reused, so that a comparison allocates nothing); returns how many.
 */
function pieces(n, suffix, into) {
    let depth = 0;
    let named = n;
    for (; named !== undefined && named.pointer === undefined; named = named.parent)
        chain[depth++] = named;
    let k = 0;
    if (named !== undefined)
        into[k++] = named.pointer;
    for (let i = depth - 1; i >= 0; i--) {
        const u = chain[i];
        if (u.parent !== undefined)
            into[k++] = '/';
        into[k++] = u.keyword;
        if (u.key !== undefined) {
            into[k++] = '/';
            into[k++] = escapePointer(u.key);
        }
        chain[i] = undefined;
    }
    if (suffix !== undefined) {
        into[k++] = '/';
        into[k++] = suffix;
    }
    return k;
}
/** Two pointers given as pieces, compared as `<` compares the joined strings: negative, zero or positive. */
function comparePieces(a, na, b, nb) {
    let ia = 0;
    let ib = 0;
    let ca = 0;
    let cb = 0;
    for (;;) {
        while (ia < na && ca === a[ia].length) {
            ia++;
            ca = 0;
        }
        while (ib < nb && cb === b[ib].length) {
            ib++;
            cb = 0;
        }
        if (ia === na || ib === nb)
            return (ia === na ? 0 : 1) - (ib === nb ? 0 : 1);
        const d = a[ia].charCodeAt(ca++) - b[ib].charCodeAt(cb++);
        if (d !== 0)
            return d;
    }
}
function compare(n, suffix, m, mSuffix) {
    return comparePieces(left, pieces(n, suffix, left), right, pieces(m, mSuffix, right));
}
function compareTo(n, suffix, text) {
    right[0] = text;
    return comparePieces(left, pieces(n, suffix, left), right, 1);
}
/** The common shape: every node that `offends` is named, with `suffix` (a keyword of the node) when given. */
function each(offends, suffix) {
    return (_c, found) => (n) => {
        if (offends(n.schema, n))
            found.at(n, suffix);
    };
}
/**
 * A limit on a sum over the whole schema: the node at which the running sum (in the walk's order) first passes the
 * check's limit, as the pointer of its `keyword`; nothing when the schema stays within it.
 */
function crossing(amount, keyword) {
    return (c, found) => {
        let sum = 0;
        let crossed = false;
        return (n) => {
            if (crossed)
                return;
            sum += amount(n.schema);
            if (sum > c.limit) {
                crossed = true;
                found.at(n, keyword);
            }
        };
    };
}
const keywordsOf = new WeakMap();
/** A keyword list check: each of a node's own keys that `offends` against the check's keywords (a set, made once). */
function keywordTest(offends) {
    return (c, found) => {
        let keywords = keywordsOf.get(c);
        if (keywords === undefined)
            keywordsOf.set(c, (keywords = new Set(c.keywords)));
        const set = keywords;
        return (n) => {
            for (const k in n.schema)
                if (offends(set, k))
                    found.at(n, escapePointer(k));
        };
    };
}
const TOOL_TESTS = {
    'name-pattern': (tool, c) => (typeof tool.name === 'string' && new RegExp(c.pattern, 'u').test(tool.name) ? [] : ['/name']),
    'top-level-combinator': (tool, c) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) ? c.keywords.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
    },
    'top-level-object': (tool) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
    },
    'annotation-title': (tool) => {
        const a = tool.annotations;
        const titled = (v) => typeof v === 'string' && v.trim() !== '';
        return titled(tool.title) || ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(a) && titled(a.title)) ? [] : ['/annotations/title'];
    },
    // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
    // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
    'annotation-hints': (tool) => ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
};
const NODE_TESTS = {
    'array-items': each((s) => hasType(s, 'array') && !('items' in s), 'items'),
    'strict-closed-objects': each((s) => isObjectSchema(s) && s.additionalProperties !== false, 'additionalProperties'),
    // Judged at each property's own node, whose pointer other checks share (one string per node, not one per check);
    // a property whose schema is not an object (`true`) is never a node, and is judged at its parent.
    'strict-all-required': (_c, found) => {
        const listed = (s, name) => Array.isArray(s.required) && s.required.includes(name);
        return (n) => {
            if (n.keyword === 'properties' && n.parent !== undefined && !listed(n.parent.schema, n.key))
                found.at(n);
            const props = n.schema.properties;
            if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(props))
                for (const p in props)
                    if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(props[p]) && !listed(n.schema, p))
                        found.at(n, `properties/${escapePointer(p)}`);
        };
    },
    'keyword-denylist': keywordTest((set, k) => set.has(k)),
    'keyword-allowlist': keywordTest((set, k) => !set.has(k)),
    'header-token': each((s) => HEADER in s && (typeof s[HEADER] !== 'string' || !TOKEN.test(s[HEADER])), HEADER),
    'header-primitive': each((s) => HEADER in s && !(typeof s.type === 'string' && PRIMITIVE.has(s.type)) && !(Array.isArray(s.type) && s.type.length === 1 && PRIMITIVE.has(String(s.type[0]))), HEADER),
    'header-reachable': each((s, n) => HEADER in s && (!n.chain || n.parent === undefined), HEADER),
    'header-safe-integer': (_c, found) => (n) => {
        if (HEADER in n.schema && hasType(n.schema, 'integer'))
            for (const at of unsafeIntegers(n.schema))
                found.at(n, at);
    },
    // The object that crossed the limit is named, not every schema under it.
    'strict-nesting': (c, found) => each((s, n) => n.level === c.limit + 1 && isObjectSchema(s))(c, found),
    'strict-property-count': crossing((s) => ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s.properties) ? Object.keys(s.properties).length : 0), 'properties'),
    'strict-string-size': crossing(stringSize, undefined),
    'strict-enum-count': crossing((s) => (Array.isArray(s.enum) ? s.enum.length : 0), 'enum'),
    'strict-enum-size': (c, found) => each((s) => {
        const e = s.enum;
        if (!Array.isArray(e) || e.length <= ENUM_MANY || !e.every((v) => typeof v === 'string'))
            return false;
        return e.reduce((sum, v) => sum + v.length, 0) > c.limit;
    }, 'enum')(c, found),
};
/**
 * header-unique: the second and later schemas (by pointer) that declare one header name, case-insensitively. Kept
 * apart: which one is the duplicate depends on all of them, so its offences are only known once the walk is done.
 */
function headerUnique() {
    const seen = [];
    return {
        visit: (n) => {
            const v = n.schema[HEADER];
            if (typeof v === 'string')
                seen.push({ pointer: `${pointerOf(n)}/${HEADER}`, key: v.toLowerCase() });
        },
        report: (found) => {
            const keys = new Set();
            // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
            for (const h of seen.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
                if (keys.has(h.key))
                    found.add(h.pointer);
                keys.add(h.key);
            }
        },
    };
}
/** Above this many values, one string enum's total length is bounded (strict-enum-size). */
const ENUM_MANY = 250;
const NUMERIC = ['const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];
/** Where an integer schema declares a value outside the safe integer range: a value, a bound, an enum or example member. */
function unsafeIntegers(s) {
    const unsafe = (v) => typeof v === 'number' && Math.abs(v) > Number.MAX_SAFE_INTEGER;
    const out = NUMERIC.filter((k) => unsafe(s[k]));
    for (const k of ['enum', 'examples']) {
        const l = s[k];
        if (Array.isArray(l))
            l.forEach((v, i) => unsafe(v) && out.push(`${k}/${i}`));
    }
    return out;
}
/** Property names, definition names, and string enum and const values, in characters (strict-string-size). */
function stringSize(s) {
    let size = 0;
    for (const k of ['properties', '$defs', 'definitions']) {
        const m = s[k];
        if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(m))
            for (const name in m)
                size += name.length;
    }
    if (Array.isArray(s.enum))
        for (const v of s.enum)
            if (typeof v === 'string')
                size += v.length;
    if (typeof s.const === 'string')
        size += s.const.length;
    return size;
}
/**
 * Every offence of `checks` by one tool definition, in check order, pointers sorted within a check; with `first`, only
 * the first pointer of each check that fails (what the hosts pass and the gateway show), without building the others.
 */
function violationsOf(tool, checks, options = {}) {
    const first = options.first === true;
    const found = [];
    const visits = [];
    const after = [];
    for (const c of checks) {
        const whole = TOOL_TESTS[c.test];
        if (whole !== undefined) {
            found.push(whole(tool, c));
            continue;
        }
        const f = new Found(first);
        found.push(f);
        if (c.test === 'header-unique') {
            const u = headerUnique();
            visits.push(u.visit);
            after.push(() => u.report(f));
        }
        else
            visits.push(NODE_TESTS[c.test](c, f));
    }
    if (visits.length > 0) {
        walkSchema(tool.inputSchema, (n) => {
            for (let i = 0; i < visits.length; i++)
                visits[i](n);
        });
        for (const done of after)
            done();
    }
    const out = [];
    checks.forEach((c, i) => {
        const f = found[i];
        const pointers = Array.isArray(f) ? f : f.pointers();
        if (pointers.length === 0)
            return;
        if (first)
            out.push({ check: c.id, pointer: Array.isArray(f) ? least(pointers) : pointers[0] });
        else
            for (const pointer of [...new Set(pointers)].sort())
                out.push({ check: c.id, pointer });
    });
    return out;
}
function least(pointers) {
    let min = pointers[0];
    for (const p of pointers)
        if (p < min)
            min = p;
    return min;
}


/***/ }),

/***/ 66881:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ UriTemplate)
/* harmony export */ });
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

/***/ })

};
