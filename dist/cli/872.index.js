export const id = 872;
export const ids = [872];
export const modules = {

/***/ 1317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  NH: () => (/* binding */ changeRank),
  _u: () => (/* binding */ toChange)
});

// UNUSED EXPORTS: compareChanges, summarize

// EXTERNAL MODULE: ./src/core/shared/rules.ts
var rules = __webpack_require__(5378);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
;// CONCATENATED MODULE: ./src/core/diff/fingerprint.ts
// A change's fingerprint carries review state (sign-offs, ignores) across commits: it depends on what changed, never
// on wording, severity or when it was seen.


function side(s) {
    if (!s)
        return [];
    return [s.refs, s.digests ?? [], s.pointer ?? '', s.value === undefined ? '' : (0,json/* valueKey */.zV)(s.value)];
}
/** 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values. */
function fingerprintOf(f) {
    const text = JSON.stringify([f.rule, f.surface, side(f.before), side(f.after)]);
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 12);
}

;// CONCATENATED MODULE: ./src/core/diff/report.ts


/** Attaches the registry's type, default severity and wording, and the fingerprint. Throws on an unknown rule id. */
function toChange(f) {
    const rule = (0,rules/* ruleById */.BD)(f.rule);
    if (rule === undefined)
        throw new Error(`unknown rule id: ${f.rule}`);
    const params = f.params ?? {};
    const hint = (0,rules/* fillTemplate */.ou)(rule.hint, params);
    return {
        ...f,
        type: rule.type,
        severity: rule.severity,
        message: (0,rules/* fillTemplate */.ou)(rule.message, params),
        hint: f.hint ? `${hint} ${f.hint}` : hint,
        fingerprint: fingerprintOf(f),
    };
}
const SEVERITY_RANK = { breaking: 0, review: 1, safe: 2 };
const KIND_RANK = {
    config: 0,
    server: 1,
    tool: 2,
    prompt: 3,
    resource: 4,
    resourceTemplate: 5,
};
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function refsKey(c) {
    return `${(c.before?.refs ?? []).join('\u0001')}\u0002${(c.after?.refs ?? []).join('\u0001')}`;
}
/** Risky model-visible text is listed before everything else of its severity or worse: it is what a reviewer must read. */
const FIRST_RULES = new Set(['risky-text-added', 'capability-added-risky-text']);
/** Reading order of a change: risky text (-1), then breaking (0), review (1), safe (2). Renderers sort rows by it too. */
const changeRank = (c) => (FIRST_RULES.has(c.rule) && c.severity !== 'safe' ? -1 : SEVERITY_RANK[c.severity]);
/** Risky text first, then breaking > review > safe, then surface, kind, refs; rule, pointer and fingerprint break ties. */
function compareChanges(a, b) {
    return (changeRank(a) - changeRank(b) ||
        cmp(a.surface, b.surface) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        cmp(refsKey(a), refsKey(b)) ||
        cmp(a.rule, b.rule) ||
        cmp(a.before?.pointer ?? a.after?.pointer ?? '', b.before?.pointer ?? b.after?.pointer ?? '') ||
        cmp(a.fingerprint, b.fingerprint));
}
function summarize(changes) {
    const s = { breaking: 0, review: 0, safe: 0 };
    for (const c of changes)
        s[c.severity]++;
    return s;
}
function buildReport(server, labels, changes, ignored) {
    const sorted = [...changes].sort(compareChanges);
    return {
        format: 'mcp-contract-report/1',
        server,
        base: labels.base,
        head: labels.head,
        summary: summarize(sorted),
        changes: sorted,
        ignored: [...ignored].sort(compareChanges),
    };
}


/***/ }),

/***/ 2887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JB: () => (/* binding */ stableStringify),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   bz: () => (/* binding */ buildCapability),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   nb: () => (/* binding */ dropSpecDefaults),
/* harmony export */   rd: () => (/* binding */ parseRef),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* unused harmony exports refOf, sortKeys, normalizeDefinition, digestOf, definitionDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1471);
/* harmony import */ var _lossless_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2863);
/* harmony import */ var _spec_defaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8673);
/* harmony import */ var _jcs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2521);
// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.






/** RFC 8785 (JCS) canonical JSON text. */
function canonicalJson(value) {
    // A key-sorted copy lets the native serializer write RFC 8785, faster than jcs() even with the copy; jcs() writes
    // (or refuses, as canonicalize does) what it cannot.
    const flags = { finite: true, native: true };
    return canonicalOfCopy(sortedCopy(value, flags), flags) ?? (0,_jcs_js__WEBPACK_IMPORTED_MODULE_4__/* .jcs */ .v)(value);
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}
function refOf(kind, key) {
    return `${kind}:${key}`;
}
/** Splits `tool:NAME` into kind and key; undefined when the prefix is not a kind. */
function parseRef(ref) {
    const i = ref.indexOf(':');
    if (i <= 0)
        return undefined;
    const kind = ref.slice(0, i);
    if (!Object.prototype.hasOwnProperty.call(_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll, kind))
        return undefined;
    return { kind: kind, key: ref.slice(i + 1) };
}
/** Fields that describe data, not contract (they change when nothing about the interface changed). */
const VOLATILE_FIELDS = {
    tool: [],
    prompt: [],
    resource: ['size'],
    resourceTemplate: [],
};
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function ascending(keys) {
    for (let i = 1; i < keys.length; i++)
        if (!(keys[i - 1] < keys[i]))
            return false;
    return true;
}
function sortedCopy(value, flags) {
    if (typeof value === 'number') {
        if (!Number.isFinite(value))
            flags.finite = false;
        return value;
    }
    if (Array.isArray(value))
        return value.map((v) => sortedCopy(v, flags));
    if (!isObject(value))
        return value;
    const keys = Object.keys(value);
    if (!ascending(keys))
        keys.sort();
    const out = {};
    for (const k of keys) {
        const v = value[k];
        if (v === undefined)
            continue;
        const c = k.charCodeAt(0);
        if ((c >= 48 && c <= 57) || k === '__proto__')
            flags.native = false;
        (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .setKey */ .qL)(out, k, sortedCopy(v, flags));
    }
    return out;
}
/** The canonical text of a sorted copy, or undefined when the value has none (RFC 8785 refuses it). */
function canonicalOfCopy(copy, flags) {
    if (!flags.finite)
        return undefined;
    if (!flags.native)
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .notCanonical */ .Wo)(copy) === undefined ? (0,_jcs_js__WEBPACK_IMPORTED_MODULE_4__/* .jcs */ .v)(copy) : undefined;
    const text = JSON.stringify(copy);
    // JSON.stringify writes a lone surrogate as a `\udXXX` escape; only text holding one needs the walk that decides.
    if (text.includes('\\ud') && (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .notCanonical */ .Wo)(copy) !== undefined)
        return undefined;
    return text;
}
/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
function sortKeys(value) {
    return sortedCopy(value, { finite: true, native: true });
}
/**
 * Removes the field at `path` when it equals the spec default, then any object left empty on the way (an
 * `annotations: {}` or `execution: {}` says no more than its absence). `node` itself is edited in place; below it,
 * copies on write (the item is the server's). Returns the edited node, or undefined when nothing changed.
 */
function dropDefault(node, path, d, at = 0, inPlace = true) {
    // Copies only what actually changes: most items carry few of the defaulted fields, and a copy per path per item
    // was most of normalization's cost on a large capture.
    const head = path[at];
    const own = () => (inPlace ? node : { ...node });
    if (at === path.length - 1) {
        if (!(head in node) || !(0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonEqual */ .Zm)(node[head], d.value))
            return undefined;
        const out = own();
        delete out[head];
        return out;
    }
    const child = node[head];
    if (path[at + 1] === '[]') {
        if (!Array.isArray(child))
            return undefined;
        let changed = false;
        const list = child.map((el) => {
            const next = isObject(el) ? dropDefault(el, path, d, at + 2, false) : undefined;
            if (next)
                changed = true;
            return next ?? el;
        });
        if (!changed)
            return undefined;
        const out = own();
        out[head] = list;
        return out;
    }
    if (!isObject(child))
        return undefined;
    const next = dropDefault(child, path, d, at + 1, false) ?? child;
    // An object on the way that is (or was left) empty goes too, whether or not the default was in it.
    if (next === child && Object.keys(child).length > 0)
        return undefined;
    const out = own();
    if (Object.keys(next).length === 0)
        delete out[head];
    else
        out[head] = next;
    return out;
}
/** Leaves out, in place, every field equal to its spec default (src/core/shared/spec-defaults.ts). */
function dropSpecDefaults(kind, definition, protocolVersion) {
    for (const d of (0,_spec_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultsByKind */ .Y3)(protocolVersion).get(kind) ?? [])
        dropDefault(definition, d.path, d);
    return definition;
}
/**
 * The model-visible definition of one listed item, normalized: unknown fields are kept (a peer that strips them
 * would miss a change), spec defaults are dropped, volatile fields and `_meta` keys are left out.
 */
function normalizeDefinition(kind, item, options = {}) {
    return sortKeys(normalizedFields(kind, item, options));
}
/** normalizeDefinition without the key sort: the fields, sharing the server's nested values where nothing changed. */
function normalizedFields(kind, item, options) {
    const out = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .nullObject */ .zW)();
    const volatile = new Set(VOLATILE_FIELDS[kind]);
    for (const [k, v] of Object.entries(item)) {
        if (v === undefined || volatile.has(k))
            continue;
        out[k] = v;
    }
    if (isObject(out._meta)) {
        const drop = new Set(options.volatileMeta ?? []);
        const meta = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .nullObject */ .zW)();
        for (const [k, v] of Object.entries(out._meta))
            if (!drop.has(k))
                meta[k] = v;
        if (Object.keys(meta).length === 0)
            delete out._meta;
        else
            out._meta = meta;
    }
    dropSpecDefaults(kind, out, options.protocolVersion);
    if (isObject(out.annotations) && kind !== 'tool') {
        // lastModified on resources is data churn, not contract.
        const ann = Object.assign((0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .nullObject */ .zW)(), out.annotations);
        delete ann.lastModified;
        if (Object.keys(ann).length === 0)
            delete out.annotations;
        else
            out.annotations = ann;
    }
    if (kind === 'prompt' && Array.isArray(out.arguments) && out.arguments.length === 0)
        delete out.arguments;
    if (Array.isArray(out.icons) && out.icons.length === 0)
        delete out.icons;
    return out;
}
function digestOf(definition, origin) {
    // The server names itself: a lone surrogate there must not make every digest of its surface impossible.
    const origin_ = { server: wellFormed(origin.server), surface: wellFormed(origin.surface) };
    return `sha256:${sha256(canonicalJson({ definition, origin: origin_ }))}`;
}
/** A definition-only digest: equal definitions give equal digests across servers and surfaces. */
function definitionDigest(definition) {
    return `sha256:${sha256(canonicalJson(definition))}`;
}
function keyOf(kind, item) {
    const v = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .own */ .ZV)(item, _model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind].keyField);
    return typeof v === 'string' ? v : undefined;
}
function buildCapability(kind, item, origin, options = {}) {
    const key = keyOf(kind, item);
    if (key === undefined)
        throw new Error(`${kind} item has no ${_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind].keyField}`);
    // One walk makes the stored, key-sorted definition and says whether the native serializer writes its canonical form.
    const flags = { finite: true, native: true };
    const definition = sortedCopy(normalizedFields(kind, item, options), flags);
    const text = canonicalOfCopy(definition, flags);
    if (text !== undefined) {
        const origin_ = canonicalJson({ server: (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .wellFormed */ .ES)(origin.server), surface: (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .wellFormed */ .ES)(origin.surface) });
        return { ref: refOf(kind, key), digest: `sha256:${sha256(`{"definition":${text},"origin":${origin_}}`)}`, definition };
    }
    // No canonical form (1e400, a lone surrogate): digested losslessly, stored in a display form, never left out.
    const origin_ = { server: (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .wellFormed */ .ES)(origin.server), surface: (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .wellFormed */ .ES)(origin.surface) };
    const digest = `sha256:${sha256((0,_lossless_js__WEBPACK_IMPORTED_MODULE_2__/* .losslessJson */ .F_)({ definition, origin: origin_ }))}`;
    return { ref: refOf(kind, (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .wellFormed */ .ES)(key)), digest, definition: sortKeys((0,_lossless_js__WEBPACK_IMPORTED_MODULE_2__/* .displayForm */ .bw)(definition)) };
}
/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
function stableStringify(value) {
    return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}


/***/ }),

/***/ 1015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ describeIdentity),
/* harmony export */   F1: () => (/* binding */ decideIdentity),
/* harmony export */   G3: () => (/* binding */ compareIdentity),
/* harmony export */   It: () => (/* binding */ manifestDigest),
/* harmony export */   Q6: () => (/* binding */ recordDecision),
/* harmony export */   YT: () => (/* binding */ codeNote),
/* harmony export */   h0: () => (/* binding */ approveIdentityRecord),
/* harmony export */   jD: () => (/* binding */ withoutIdentity),
/* harmony export */   kT: () => (/* binding */ parseIdentityPolicy)
/* harmony export */ });
/* unused harmony exports shortHash, DEFAULT_IDENTITY_POLICY, satisfies */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2887);
// What code answers, as evidence next to what it declares: a launch target's identity (package and integrity, image
// digest, wheel hash, or a working tree's content manifest) and how two identities compare. Pure: src/identity/
// resolves identities from the disk; this file only models, compares and judges them.

/** The `sha256:` digest over a manifest's canonical JSON: one value that changes when any listed file does. */
function manifestDigest(files) {
    return `sha256:${(0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(files))}`;
}
/** `@scope/pkg@1.2.3 (sha512-abcdef012345…)`: one short line for logs and reports. */
function describeIdentity(id) {
    const what = id.kind === 'worktree' ? `working tree ${id.name}` : id.kind === 'container' ? `image ${id.name}` : id.version ? `${id.name}@${id.version}` : id.name;
    if (!id.integrity)
        return `${what} (unverified: ${id.unverified ?? 'no content hash'})`;
    const files = id.files ? `, ${Object.keys(id.files).length} files` : '';
    return `${what} (${shortHash(id.integrity)}${files})`;
}
function shortHash(h) {
    const m = /^(sha\d+)[-:=](.*)$/.exec(h);
    return m ? `${m[1]}:${m[2].slice(0, 12)}` : h.slice(0, 19);
}
function changedFiles(a, b) {
    const out = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (a[k] !== b[k])
            out.push(k);
    return out.sort();
}
/** Compares the recorded identity with the live one. Two unpinned identities are never "same": names prove nothing. */
function compareIdentity(before, after) {
    if (!before)
        return { verdict: 'unverified', detail: 'no identity was recorded for the approved code' };
    if (!after)
        return { verdict: 'unverified', detail: 'the live launch target could not be resolved' };
    if (!after.integrity)
        return { verdict: 'unverified', detail: `the live code is unverified: ${after.unverified ?? 'no content hash'}` };
    if (!before.integrity)
        return { verdict: 'unverified', detail: `the recorded code was unverified: ${before.unverified ?? 'no content hash'}` };
    // Content-addressed: equal hashes are the same code wherever it was resolved from (names and paths are display).
    if (before.kind === after.kind && before.integrity === after.integrity)
        return { verdict: 'same', detail: describeIdentity(after) };
    const files = before.files && after.files ? changedFiles(before.files, after.files) : undefined;
    const version = before.version !== after.version ? `${before.version ?? '?'} -> ${after.version ?? '?'}` : undefined;
    const what = files && files.length > 0
        ? `${files.length} file${files.length === 1 ? '' : 's'} changed (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''})`
        : version
            ? `version ${version}`
            : before.name !== after.name
                ? `${before.name} -> ${after.name}`
                : `content hash ${shortHash(before.integrity)} -> ${shortHash(after.integrity)}`;
    const out = { verdict: 'different', detail: `${describeIdentity(before)} -> ${describeIdentity(after)}: ${what}` };
    if (files)
        out.files = files;
    return out;
}
const DEFAULT_IDENTITY_POLICY = { mode: 'pin' };
function parseIdentityPolicy(text) {
    if (text === 'pin')
        return { mode: 'pin' };
    if (text === 'worktree')
        return { mode: 'worktree' };
    const m = /^semver:(.+)$/.exec(text);
    if (m)
        return parseRange(m[1]) ? { mode: 'semver', range: m[1] } : `"${m[1]}" is not a version range this reads (^1.2.3, ~1.2.3, 1.x, >=1.2.3 <2)`;
    return 'expected pin, worktree or semver:RANGE';
}
/**
 * Whether the live code may run under an approval of `approved`. Pinned and equal: it runs. Pinned and different:
 * held unless the policy follows it. A pinned approval whose live launch lost its pin: held (the proof went away).
 * Nothing pinned on either side: it runs as `unverified` (there is nothing to compare; status and scan say so).
 * No approval yet, or only an unpinned one: the first pinned identity is recorded (trust on first launch, logged).
 */
function decideIdentity(approved, live, policy) {
    if (!approved || !approved.integrity) {
        if (!live.integrity)
            return { state: 'unverified', reason: `which code runs cannot be verified: ${live.unverified ?? 'no content hash'}` };
        return { state: 'approved', reason: `first pinned identity recorded: ${describeIdentity(live)}`, adopt: 'first-launch' };
    }
    const cmp = compareIdentity(approved, live);
    if (cmp.verdict === 'same')
        return { state: 'approved', reason: cmp.detail };
    if (cmp.verdict === 'unverified')
        return { state: 'held', reason: `the approved code was pinned (${describeIdentity(approved)}), but ${cmp.detail}` };
    if (policy.mode === 'worktree' && approved.kind === 'worktree' && live.kind === 'worktree' && approved.name === live.name)
        return { state: 'approved', reason: `working tree followed: ${cmp.detail}`, adopt: 'policy' };
    if (policy.mode === 'semver' && approved.kind === live.kind && approved.name === live.name && live.version && satisfies(live.version, policy.range))
        return { state: 'approved', reason: `version ${live.version} is inside ${policy.range}: ${cmp.detail}`, adopt: 'policy' };
    return { state: 'held', reason: `the code changed: ${cmp.detail}` };
}
/** Applies a decision to the stored record (pure: the caller persists it). */
function recordDecision(previous, baseline, live, d, now) {
    const rec = { state: d.state, live, reason: d.reason };
    const approved = previous?.approved ?? baseline;
    if (approved)
        Object.assign(rec, { approved, approvedBy: previous?.approvedBy ?? 'snapshot' }, previous?.approvedAt ? { approvedAt: previous.approvedAt } : {});
    if (d.adopt)
        Object.assign(rec, { approved: live, approvedBy: d.adopt, approvedAt: now.toISOString() });
    return rec;
}
/** A person approves the code the guard last resolved: `mcp-contract approve --identity`. */
function approveIdentityRecord(previous, now) {
    if (!previous?.live)
        throw new Error('the guard has not resolved a launch identity yet (start mcp-contract guard first)');
    return { approved: previous.live, approvedBy: 'human', approvedAt: now.toISOString(), live: previous.live, state: previous.live.integrity ? 'approved' : 'unverified' };
}
function parseVersion(text) {
    const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(text.trim());
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : undefined;
}
function cmpVersion(a, b) {
    for (let i = 0; i < 3; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    if (a[3] === b[3])
        return 0;
    if (a[3] === '')
        return 1;
    if (b[3] === '')
        return -1;
    return a[3] < b[3] ? -1 : 1;
}
/** One comparator set (space-separated), with ^, ~ and x-ranges expanded to bounds. */
function parseSet(text) {
    const out = [];
    for (const part of text.trim().split(/\s+/)) {
        const m = /^(\^|~|<=|>=|<|>|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.-]+)?$/.exec(part);
        if (!m)
            return undefined;
        const [, op = '', a, b, c, pre = ''] = m;
        const wild = (s) => s === undefined || s === 'x' || s === '*';
        const M = Number(a);
        const mi = wild(b) ? 0 : Number(b);
        const p = wild(c) ? 0 : Number(c);
        const low = [wild(a) ? 0 : M, mi, p, pre.slice(1)];
        if (wild(a))
            continue;
        if (op === '^') {
            const up = M > 0 || wild(b) ? [M + 1, 0, 0, ''] : mi > 0 || wild(c) ? [0, mi + 1, 0, ''] : [0, 0, p + 1, ''];
            out.push({ op: '>=', v: low }, { op: '<', v: [...up.slice(0, 3), '0'] });
        }
        else if (op === '~' || (op === '' && (wild(b) || wild(c)))) {
            const up = wild(b) ? [M + 1, 0, 0, '0'] : [M, mi + 1, 0, '0'];
            out.push({ op: '>=', v: low }, { op: '<', v: up });
        }
        else
            out.push({ op: (op || '='), v: low });
    }
    return out;
}
function parseRange(range) {
    const sets = range.split('||').map(parseSet);
    return sets.every((s) => s !== undefined) ? sets : undefined;
}
/** Whether `version` is inside `range` (npm's common forms). A pre-release only matches a range naming one. */
function satisfies(version, range) {
    const v = parseVersion(version);
    const sets = parseRange(range);
    if (!v || !sets)
        return false;
    const test = (c) => {
        const d = cmpVersion(v, c.v);
        return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
    };
    return sets.some((set) => set.every(test) && (v[3] === '' || set.some((c) => c.v[3] !== '' && c.v[3] !== '0')));
}
// ------------------------------------------------------------------ identity next to a contract
/** The snapshot without its identity: what `check`, the Action and `badge` compare (identity is evidence, not contract). */
function withoutIdentity(snapshot) {
    if (snapshot.identity === undefined)
        return snapshot;
    const { identity: _identity, ...rest } = snapshot;
    return rest;
}
/**
 * The note `check` and the PR comment print when the recorded code and the live code differ: with an unchanged
 * contract it is the cue for canaries (the declared surface cannot show a behaviour change). Undefined when the code
 * is the same, or when either side is unpinned (names prove nothing either way).
 */
function codeNote(recorded, live, contractChanged) {
    if (!recorded.identity || !live.identity)
        return undefined;
    const cmp = compareIdentity(recorded.identity, live.identity);
    if (cmp.verdict !== 'different')
        return undefined;
    return contractChanged
        ? `different code: ${cmp.detail}`
        : `same contract, different code: ${cmp.detail}; the declared surface did not move, so only canaries can show whether behaviour did`;
}


/***/ }),

/***/ 2521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ wellFormedString),
/* harmony export */   v: () => (/* binding */ jcs)
/* harmony export */ });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function text(s) {
    if (LONE_SURROGATE.test(s))
        throw new Error('Lone surrogate is not allowed');
    return JSON.stringify(s);
}
const SURROGATE = /[\uD800-\uDFFF]/;
/** `String.prototype.isWellFormed` (ES2024; Node 20 has it, the ES2022 lib types do not). */
function wellFormedString(s) {
    // Most text holds no surrogate at all: the compiled regex answers that faster than a call to isWellFormed.
    return !SURROGATE.test(s) || s.isWellFormed();
}
/** Throws, as `canonicalize` does, for NaN, Infinity and lone surrogates: they have no canonical form. */
function jcs(value) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'string':
            return text(value);
        case 'number':
            if (!Number.isFinite(value))
                throw new Error(Number.isNaN(value) ? 'NaN is not allowed' : 'Infinity is not allowed');
            // ECMAScript's number serialization is the one RFC 8785 prescribes.
            return JSON.stringify(value);
        case 'boolean':
            return value ? 'true' : 'false';
        default:
            break;
    }
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
            const v = value[i];
            out += `${i === 0 ? '' : ','}${v === undefined ? 'null' : jcs(v)}`;
        }
        return `${out}]`;
    }
    let out = '{';
    let first = true;
    // Object.keys().sort() orders by UTF-16 code units, as RFC 8785 asks (and as canonicalize does).
    for (const k of Object.keys(value).sort()) {
        const v = value[k];
        if (v === undefined)
            continue;
        out += `${first ? '' : ','}${text(k)}:${jcs(v)}`;
        first = false;
    }
    return `${out}}`;
}


/***/ }),

/***/ 1471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Wo: () => (/* binding */ notCanonical),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   lZ: () => (/* binding */ escapePointer),
/* harmony export */   lv: () => (/* binding */ boundedValue),
/* harmony export */   qL: () => (/* binding */ setKey),
/* harmony export */   vp: () => (/* binding */ showValue),
/* harmony export */   zV: () => (/* binding */ valueKey),
/* harmony export */   zW: () => (/* binding */ nullObject)
/* harmony export */ });
/* unused harmony export isSmallValue */
/* harmony import */ var _jcs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2521);
// JSON helpers that never recurse: server-sent values can be nested 10,000 levels deep.

function isJsonObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * An object without a prototype: a server's `__proto__` key is an own key here (assigning it on `{}` would replace
 * the prototype and the key would vanish), and `constructor` or `toString` are never found by inheritance.
 */
function nullObject() {
    return Object.create(null);
}
/**
 * `o[k] = v` that keeps `__proto__` an own data key. Plain objects stay V8-fast (a prototype-less object is a slow
 * dictionary, and snapshots hold tens of thousands of them); only that one key needs defining.
 */
function setKey(o, k, v) {
    if (k === '__proto__')
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    else
        o[k] = v;
}
/** `o[k]` when `k` is o's own key: a property named `constructor` or `__proto__` is data, never inherited machinery. */
function own(o, k) {
    return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}
/** Structural equality with key order ignored, using an explicit stack. */
function jsonEqual(a, b) {
    const stack = [[a, b]];
    while (stack.length > 0) {
        const [x, y] = stack.pop();
        if (x === y)
            continue;
        if (x === null || y === null || x === undefined || y === undefined)
            return false;
        if (typeof x !== 'object' || typeof y !== 'object') {
            if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y))
                continue;
            return false;
        }
        if (Array.isArray(x)) {
            if (!Array.isArray(y) || x.length !== y.length)
                return false;
            for (let i = 0; i < x.length; i++)
                stack.push([x[i], y[i]]);
            continue;
        }
        if (Array.isArray(y))
            return false;
        const xk = Object.keys(x);
        if (xk.length !== Object.keys(y).length)
            return false;
        for (const k of xk) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return false;
            stack.push([x[k], y[k]]);
        }
    }
    return true;
}
/** Whether a value is small and shallow enough to copy into a report as-is. */
function isSmallValue(v, maxDepth = 8, maxNodes = 400) {
    if (v === undefined)
        return true;
    const stack = [[v, 0]];
    let nodes = 0;
    while (stack.length > 0) {
        const [x, d] = stack.pop();
        if (++nodes > maxNodes || d > maxDepth)
            return false;
        if (Array.isArray(x))
            for (const e of x)
                stack.push([e, d + 1]);
        else if (isJsonObject(x))
            for (const e of Object.values(x))
                stack.push([e, d + 1]);
    }
    return true;
}
/** The value when small, else undefined (a report holds pointers, not whole hostile schemas). */
function boundedValue(v) {
    return isSmallValue(v) ? v : undefined;
}
/** Short one-line text for a value in a message; long or deep values are summarized. */
function showValue(v, max = 120) {
    if (v === undefined)
        return 'none';
    if (!isSmallValue(v))
        return Array.isArray(v) ? `an array of ${v.length}` : 'a large value';
    const text = JSON.stringify(v);
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
let deepValues = 0;
/** Key for set membership of JSON values; absurdly deep values never compare equal (they are reported, not crashed on). */
function valueKey(v) {
    if (v === null || typeof v !== 'object')
        return JSON.stringify(v);
    if (!isSmallValue(v, 64, Number.POSITIVE_INFINITY))
        return `\u0000deep:${++deepValues}`;
    return JSON.stringify(sortDeep(v));
}
function sortDeep(v) {
    if (Array.isArray(v))
        return v.map(sortDeep);
    if (isJsonObject(v)) {
        const out = nullObject();
        for (const k of Object.keys(v).sort())
            out[k] = sortDeep(v[k]);
        return out;
    }
    return v;
}
function escapePointer(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Whether every number is finite and every string and key well formed: one walk, nothing allocated per node. */
function hasCanonicalForm(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return false;
        }
        else if (typeof v === 'string') {
            if (!(0,_jcs_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedString */ .X)(v))
                return false;
        }
        else if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++)
                stack.push(v[i]);
        }
        else if (typeof v === 'object' && v !== null) {
            for (const k of Object.keys(v)) {
                if (!(0,_jcs_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedString */ .X)(k))
                    return false;
                stack.push(v[k]);
            }
        }
    }
    return true;
}
/**
 * Why `value` has no canonical JSON form (RFC 8785 refuses both), or undefined when it has one: a number JSON.parse
 * read as Infinity (`1e400`) or a string or key holding a lone surrogate (`"\ud800"`). Found without recursion; the
 * walk that names where runs only when the quick one found something.
 */
function notCanonical(value) {
    if (hasCanonicalForm(value))
        return undefined;
    const stack = [[value, '']];
    while (stack.length > 0) {
        const [v, at] = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return `number at ${at || '/'} is out of range (read as ${v})`;
        }
        else if (typeof v === 'string') {
            if (LONE_SURROGATE.test(v))
                return `string at ${at || '/'} holds a lone UTF-16 surrogate`;
        }
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], `${at}/${i}`]);
        }
        else if (v !== null && typeof v === 'object') {
            for (const k of Object.keys(v)) {
                if (LONE_SURROGATE.test(k))
                    return `a key at ${at || '/'} holds a lone UTF-16 surrogate`;
                stack.push([v[k], `${at}/${escapePointer(k)}`]);
            }
        }
    }
    return undefined;
}
/** `text` with every lone surrogate replaced by U+FFFD, so it has a canonical JSON form. */
function wellFormed(text) {
    return LONE_SURROGATE.test(text) ? text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD') : text;
}


/***/ }),

/***/ 2863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F_: () => (/* binding */ losslessJson),
/* harmony export */   WP: () => (/* binding */ losslessWarnings),
/* harmony export */   bw: () => (/* binding */ displayForm),
/* harmony export */   mh: () => (/* binding */ showsLoss)
/* harmony export */ });
/* unused harmony export LOST */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7336);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1471);


/** Stands for what the display form could not keep: a lone surrogate, or the start of an out-of-range number. */
const LOST = '\uFFFD';
/** JSON.stringify writes a lone surrogate as a `\udXXX` escape (ES2019), so distinct strings stay distinct. */
const str = (s) => JSON.stringify(s);
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Canonical-style text (keys sorted by UTF-16 code units, no whitespace) that loses nothing JSON.parse kept: strings
 * and keys escaped as JSON.stringify does, finite numbers as ECMAScript writes them (as RFC 8785 does), and
 * non-finite ones as the bare tokens `Infinity`, `-Infinity`, `NaN`, which no JSON text holds, so a digest of this
 * text never equals a canonical one.
 */
function losslessJson(value) {
    if (value === null || typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number')
        return Number.isFinite(value) ? JSON.stringify(value) : String(value);
    if (typeof value === 'string')
        return str(value);
    if (Array.isArray(value))
        return `[${value.map(losslessJson).join(',')}]`;
    const keys = Object.keys(value).sort(byCodeUnits);
    return `{${keys.map((k) => `${str(k)}:${losslessJson(value[k])}`).join(',')}}`;
}
/** The value with lone surrogates as U+FFFD and non-finite numbers as the string `\uFFFDInfinity` (and so on). */
function displayForm(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : `${LOST}${String(value)}`;
    if (typeof value === 'string')
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value))
        return value.map(displayForm);
    const out = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .nullObject */ .zW)();
    for (const k of Object.keys(value))
        (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setKey */ .qL)(out, (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(k), displayForm(value[k]));
    return out;
}
/** Whether a stored definition shows U+FFFD anywhere (its digest may then differ where its text does not). */
function showsLoss(value) {
    return JSON.stringify(value).includes(LOST);
}
/** One line per item captured with no canonical form: what was kept and how, for the capture's warnings. */
function losslessWarnings(snapshot) {
    const out = [];
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        for (const kind of _model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW) {
            for (const p of s.kinds?.[kind]?.observation.problems ?? []) {
                if (p.code === 'item-not-canonical')
                    out.push(`warning: server "${snapshot.server}" surface "${surface}" ${kind}: ${p.message}`);
            }
        }
    }
    return out;
}


/***/ }),

/***/ 7336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ KINDS),
/* harmony export */   Ll: () => (/* binding */ KIND_METHOD),
/* harmony export */   Td: () => (/* binding */ SNAPSHOT_FORMAT),
/* harmony export */   d4: () => (/* binding */ PROTOCOL_ERAS),
/* harmony export */   pQ: () => (/* binding */ READABLE_SNAPSHOT_FORMATS)
/* harmony export */ });
/* unused harmony export SEVERITIES */
const KINDS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
/** The MCP list method and result field behind each kind. */
const KIND_METHOD = {
    tool: { method: 'tools/list', field: 'tools', capability: 'tools', keyField: 'name' },
    prompt: { method: 'prompts/list', field: 'prompts', capability: 'prompts', keyField: 'name' },
    resource: { method: 'resources/list', field: 'resources', capability: 'resources', keyField: 'uri' },
    resourceTemplate: {
        method: 'resources/templates/list',
        field: 'resourceTemplates',
        capability: 'resources',
        keyField: 'uriTemplate',
    },
};
const SEVERITIES = (/* unused pure expression or super */ null && (['breaking', 'review', 'safe']));
const PROTOCOL_ERAS = ['legacy', 'modern'];
const SNAPSHOT_FORMAT = 'mcp-contract/2';
/** Formats this version reads: older ones lack only optional fields. */
const READABLE_SNAPSHOT_FORMATS = ['mcp-contract/1', SNAPSHOT_FORMAT];


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ defaultOf),
/* harmony export */   Y3: () => (/* binding */ defaultsByKind),
/* harmony export */   hL: () => (/* binding */ ANNOTATION_DEFAULTS)
/* harmony export */ });
/* unused harmony exports PROTOCOL_VERSIONS, SPEC_DEFAULTS, NEWEST_LEGACY_VERSION, defaultsFor */
/** Oldest first. A version newer than the last reads with the last one's defaults. */
const PROTOCOL_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const HINTS = [
    { kind: 'tool', path: ['annotations', 'readOnlyHint'], value: false, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'destructiveHint'], value: true, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'idempotentHint'], value: false, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'openWorldHint'], value: true, source: 'schema' },
];
/** Tool annotation hint -> the value an absent hint means. */
const ANNOTATION_DEFAULTS = Object.fromEntries(HINTS.map((h) => [h.path[1], h.value === true]));
const PROMPT_ARGUMENT_OPTIONAL = { kind: 'prompt', path: ['arguments', '[]', 'required'], value: false, source: 'absent-means' };
const TASK_SUPPORT = { kind: 'tool', path: ['execution', 'taskSupport'], value: 'forbidden', source: 'schema' };
/**
 * 2026-07-28 moved tasks to an extension (SEP-2663) and `execution.taskSupport` left the core schema. A modern server
 * that still sends `"forbidden"` says what 2025-11-25 meant by it (no tasks): still a default, so a server moved from
 * SDK v1 to v2 changes no digest whether or not its tools carry the field.
 */
const TASK_SUPPORT_CARRIED = { ...TASK_SUPPORT, source: 'carried' };
/**
 * What each version's schema defines. Tool annotations arrived in 2025-03-26, tasks in 2025-11-25 (an extension from
 * 2026-07-28 on). Read from the "Default:" notes in schema/<version>/schema.ts of modelcontextprotocol/modelcontextprotocol
 * (b0f60ba); 2025-11-25 is checked in __tests__/spec-defaults.test.ts against the spec types SDK v1 ships (SDK v2
 * ships none with the notes).
 */
const SPEC_DEFAULTS = {
    '2024-11-05': [PROMPT_ARGUMENT_OPTIONAL],
    '2025-03-26': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-06-18': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-11-25': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT],
    '2026-07-28': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT_CARRIED],
};
/** The newest legacy-era version: the one SDK v1's shipped spec types describe. */
const NEWEST_LEGACY_VERSION = '2025-11-25';
const pathKey = (d) => `${d.kind}:${d.path.join('/')}`;
/**
 * The defaults that apply to a server speaking `version`: its own, plus those of fields a later version introduced
 * (a server on an older version that sends `execution.taskSupport` is read by clients with the meaning the field
 * was given when it appeared). Unknown or absent versions read with the union of every version.
 */
function defaultsFor(version) {
    const known = PROTOCOL_VERSIONS.indexOf(version);
    const order = known < 0 ? [...PROTOCOL_VERSIONS].reverse() : [PROTOCOL_VERSIONS[known], ...PROTOCOL_VERSIONS.slice(known + 1)];
    const out = new Map();
    for (const v of order)
        for (const d of SPEC_DEFAULTS[v])
            if (!out.has(pathKey(d)))
                out.set(pathKey(d), d);
    return [...out.values()];
}
/** Cached per version: normalization runs once per listed item. */
const BY_KIND = new Map();
function defaultsByKind(version) {
    const key = version ?? '';
    let m = BY_KIND.get(key);
    if (m === undefined) {
        const grouped = new Map();
        for (const d of defaultsFor(version))
            grouped.set(d.kind, [...(grouped.get(d.kind) ?? []), d]);
        m = grouped;
        BY_KIND.set(key, m);
    }
    return m;
}
/** The default of one field of a kind, e.g. `defaultOf('tool', ['annotations', 'destructiveHint'])`. */
function defaultOf(kind, path, version) {
    const want = path.join('/');
    return defaultsByKind(version)
        .get(kind)
        ?.find((d) => d.path.join('/') === want)?.value;
}


/***/ }),

/***/ 8555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ distinctCount),
/* harmony export */   WC: () => (/* binding */ isExplainingNote),
/* harmony export */   e9: () => (/* binding */ groupRefs),
/* harmony export */   k$: () => (/* binding */ isVaried),
/* harmony export */   mb: () => (/* binding */ variedTemplate),
/* harmony export */   tw: () => (/* binding */ groupChanges)
/* harmony export */ });
/* unused harmony exports groupAcrossSurfaces, groupTemplate */
/* harmony import */ var _core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5378);
/* harmony import */ var _core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1317);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);



function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule)?.message.includes('{surface}') ?? true;
        if (wordedBySurface || c.surface === '*') {
            out.push(c);
            continue;
        }
        const key = JSON.stringify([c.rule, c.severity, c.kind, sideKey(c.before), sideKey(c.after), c.message, c.adjusted ?? null]);
        const seen = byKey.get(key);
        if (seen) {
            seen.surface = `${seen.surface}, ${c.surface}`;
            seen.fingerprint = `${seen.fingerprint}, ${c.fingerprint}`;
        }
        else {
            const copy = { ...c };
            byKey.set(key, copy);
            out.push(copy);
        }
    }
    return out;
}
/**
 * A rule's message rewritten to speak of "each tool" instead of one named capability, or undefined when its wording
 * cannot be (then its changes are never grouped across capabilities).
 */
function groupTemplate(message) {
    const out = message
        .replace(/^The (\{kind\}|tool|prompt|resource) `\{name\}`/, 'Each $1')
        .replace(/^(Tool|Prompt) `\{name\}`/, (_, k) => `Each ${k.toLowerCase()}`)
        .replace(/(^|\s)(\{kind\}|tool|prompt|resource) `\{name\}`/g, '$1each $2');
    return out.includes('{name}') || out === message ? undefined : out;
}
/** True when the members of a group do not all share one before/after. */
function isVaried(g) {
    return g.variants.length > 1;
}
function capabilityRef(c) {
    const before = c.before?.refs ?? [];
    const after = c.after?.refs ?? [];
    const refs = [...new Set([...before, ...after])];
    return refs.length === 1 ? refs[0] : undefined;
}
/** What members of one row share whatever their values: rule, severity, kind, surface, adjustment, which params. */
function ruleKey(c) {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule);
    const name = c.params?.name;
    if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined)
        return undefined;
    if (groupTemplate(rule.message) === undefined)
        return undefined;
    // A name with invisible characters is a look-alike until read: it keeps a row of its own.
    if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .describeInvisible */ .Rb)(s).length > 0))
        return undefined;
    return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, Object.keys(c.params ?? {}).sort()]);
}
/** Within a rule's row: members whose values and wording are the same. */
function valueKey(c) {
    const name = String(c.params?.name ?? '');
    const params = Object.entries(c.params ?? {})
        .filter(([k]) => k !== 'name')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const side = (s) => (s ? [s.pointer ?? null, s.value ?? null] : null);
    return JSON.stringify([side(c.before), side(c.after), params, c.hint.split(name).join('\u0000')]);
}
/** The "each tool" wording with every placeholder whose value differs between members written as "…". */
function variedTemplate(template, members) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => {
        const values = new Set(members.map((m) => String(m.params?.[key] ?? '')));
        return values.size === 1 ? whole : '…';
    });
}
/** Server-level notes that explain the per-capability rows of the same report rather than change anything alone. */
function isExplainingNote(c) {
    return c.rule === 'schema-generator-changed';
}
function exactGroup(c) {
    const g = { lead: c, members: [c], variants: [] };
    g.variants.push({ lead: c, members: [c], variants: [] });
    return g;
}
/**
 * Rows in the order sign-off reads them: risky model-visible text, breaking, review, then safe; within a severity the rarer change first
 * (a rule on 3 tools before one repeated on 9), then as classified. Per-surface copies fold into one change; the same
 * rule on several capabilities folds into one row, its values kept per variant.
 */
function groupChanges(changes) {
    const groups = [];
    const byRule = new Map();
    for (const c of groupAcrossSurfaces(changes)) {
        const key = ruleKey(c);
        const seen = key === undefined ? undefined : byRule.get(key);
        if (!seen) {
            const g = exactGroup(c);
            if (key !== undefined)
                byRule.set(key, g);
            groups.push(g);
            continue;
        }
        seen.members.push(c);
        const variant = seen.variants.find((v) => valueKey(v.lead) === valueKey(c));
        if (variant)
            variant.members.push(c);
        else
            seen.variants.push({ lead: c, members: [c], variants: [] });
    }
    for (const g of groups) {
        if (g.members.length === 1)
            continue;
        const template = groupTemplate((0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(g.lead.rule)?.message ?? '');
        g.template = template !== undefined && isVaried(g) ? variedTemplate(template, g.members) : template;
        for (const v of g.variants)
            if (v.members.length > 1)
                v.template = template;
    }
    // Risky model-visible text leads (core/diff/report.ts changeRank); a note that explains other rows (a generator change)
    // reads right before them; then breaking, review, safe.
    const rank = (g) => (isExplainingNote(g.lead) ? -0.5 : (0,_core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__/* .changeRank */ .NH)(g.lead));
    return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.g.members.length - b.g.members.length || a.i - b.i).map(({ g }) => g);
}
/** The capabilities a group names, e.g. `tool:read_file`. */
function groupRefs(g) {
    return g.members.map((m) => capabilityRef(m) ?? m.before?.refs[0] ?? m.after?.refs[0] ?? m.kind);
}
/** Changes as a reader counts them: per-surface copies once, each capability of a group once. */
function distinctCount(changes) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const c of groupAcrossSurfaces(changes))
        t[c.severity]++;
    return t;
}


/***/ }),

/***/ 8795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ safeMessage),
/* harmony export */   Ve: () => (/* binding */ plainGroupMessage),
/* harmony export */   ab: () => (/* binding */ safeTemplate),
/* harmony export */   gi: () => (/* binding */ safeGroupMessage),
/* harmony export */   t4: () => (/* binding */ safeHint)
/* harmony export */ });
/* harmony import */ var _core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5378);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);


function code(text, max, style) {
    return style === 'html' ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeCode */ .tn)(text, max) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(text, max);
}
/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value, max, style) {
    const parts = value.split(/`([^`\n]*)`/);
    if (parts.length === 1)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(value, max);
    // escapeInline trims; the spaces around a code segment are kept.
    const text = (p) => (p.startsWith(' ') ? ' ' : '') + (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
    return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
function safeTemplate(template, params, max = 500, style = 'html') {
    const fill = (text, esc) => text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? esc(String(params[key])) : whole);
    let out = '';
    let last = 0;
    for (const m of template.matchAll(/`([^`]*)`/g)) {
        out += fill(template.slice(last, m.index), (v) => prose(v, max, style));
        out += code(fill(m[1], (v) => v), max, style);
        last = (m.index ?? 0) + m[0].length;
    }
    return out + fill(template.slice(last), (v) => prose(v, max, style));
}
function complete(template, params) {
    return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].every((m) => Object.prototype.hasOwnProperty.call(params, m[1]));
}
function safeMessage(change, style = 'html') {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.hint, 800);
    const params = change.params ?? {};
    const base = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.hint, params);
    const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
    const head = safeTemplate(rule.hint, params);
    return extra ? `${head} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(extra, 800)}` : head;
}
/** A row's wording: one change's message, or for a group the rule's "each tool" form with the shared values. */
function safeGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return safeMessage(g.lead);
    return safeTemplate(g.template, g.lead.params ?? {});
}
/** The same in plain text (terminal, annotations). */
function plainGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return g.lead.message;
    return (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(g.template, g.lead.params ?? {});
}


/***/ }),

/***/ 2234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ changeTextDelta)
/* harmony export */ });
/* unused harmony export textDelta */
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
function textDelta(before, after) {
    const a = before.split(/(\s+)/);
    const b = after.split(/(\s+)/);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}
/** The delta of a text change (description, title, instructions) when both sides are strings. */
function changeTextDelta(c) {
    const before = c.before?.value;
    const after = c.after?.value;
    if (typeof before !== 'string' || typeof after !== 'string')
        return undefined;
    if (c.type !== 'description' && c.rule !== 'server-instructions-changed')
        return undefined;
    return textDelta(before, after);
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ renderText),
/* harmony export */   m: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_4__.m)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8555);
/* harmony import */ var _core_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5378);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1518);







const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    return `${g.members.length} ${kind}s: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** A varied row's hint names no one member's values: what differs between members reads "…". */
function groupHint(g) {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_3__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_5__/* .changeTextDelta */ .C)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const values = delta?.added ? `added text: ${delta.added}` : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : '';
            lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(`${at}${values}`.trim(), 200)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_5__/* .changeTextDelta */ .C)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ }),

/***/ 988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H6: () => (/* binding */ SCHEMAS),
  rg: () => (/* binding */ describeErrors),
  lk: () => (/* binding */ parseJsonText),
  Nc: () => (/* binding */ validator)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./schemas/config.schema.json
const config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://mcp-contract.dev/schemas/config.schema.json","title":"mcp-contract configuration","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string","description":"Path or URL of this schema, for editor completion (e.g. ./node_modules/mcp-contract/schemas/config.schema.json)."},"servers":{"type":"object","description":"Servers to capture, keyed by name (letters, digits, . _ -). The name is recorded in the snapshot and used by --server.","propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"additionalProperties":{"$ref":"#/definitions/server"}},"renames":{"type":"object","description":"Declared continuity, old ref -> new ref(s), e.g. \\"tool:old\\": \\"tool:new\\". Several old refs to one new ref is a merge; \\"tool:old\\": [\\"tool:a\\", \\"tool:b\\"] is a split; { \\"to\\": ..., \\"aliasUntil\\": \\"YYYY-MM-DD\\" } when the old name is still served.","propertyNames":{"$ref":"#/definitions/refPattern"},"additionalProperties":{"oneOf":[{"$ref":"#/definitions/ref"},{"type":"array","items":{"$ref":"#/definitions/ref"},"minItems":1},{"type":"object","additionalProperties":false,"required":["to"],"properties":{"to":{"oneOf":[{"$ref":"#/definitions/ref"},{"type":"array","items":{"$ref":"#/definitions/ref"},"minItems":1}],"description":"The new ref, or several for a split."},"alias":{"type":"boolean","description":"The old name is still served as a deprecated alias."},"aliasUntil":{"$ref":"#/definitions/date","description":"The old name is served as a deprecated alias until this date (YYYY-MM-DD); still serving it later is a release warning."},"reason":{"type":"string","description":"Why it was renamed; shown to reviewers."}}}]}},"severity":{"type":"object","description":"Rule id -> severity override, e.g. { \\"description-changed\\": \\"breaking\\" }. `mcp-contract rules` lists the rule ids.","propertyNames":{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"additionalProperties":{"enum":["breaking","review","safe"]}},"ignore":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["reason"],"properties":{"fingerprint":{"type":"string","pattern":"^[0-9a-f]{6,64}$","description":"The change\'s fingerprint as printed in the report (hex, at least 6 characters)."},"rule":{"type":"string","description":"A rule id (see `mcp-contract rules`); with ref."},"ref":{"type":"string","description":"The capability, e.g. tool:search; with rule."},"reason":{"type":"string","minLength":1,"description":"Why this change is accepted (required)."}},"anyOf":[{"required":["fingerprint"]},{"required":["rule","ref"]}],"description":"Either { fingerprint, reason } for one exact change, or { rule, ref, reason } for a rule on one capability."},"description":"Changes accepted on purpose. Each entry needs a reason; ignored changes stay in the JSON report under `ignored`."},"deprecations":{"type":"object","propertyNames":{"$ref":"#/definitions/refPattern"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["since"],"properties":{"since":{"type":"string","minLength":1,"description":"ISO date (YYYY-MM-DD) or a version."},"removeAfter":{"$ref":"#/definitions/date","description":"The announced removal date (YYYY-MM-DD); removing it earlier is a release error."},"replacedBy":{"$ref":"#/definitions/ref","description":"The ref callers should move to."},"reason":{"type":"string","description":"Why it is deprecated; shown in release notes."}}},"description":"Deprecations declared in the config, ref -> { since, removeAfter, replacedBy, reason }. A removal is allowed only once the deprecation window (policy.minDeprecationDays) has elapsed."},"policy":{"type":"object","additionalProperties":false,"properties":{"minDeprecationDays":{"type":"integer","minimum":0,"description":"Days a capability must stay deprecated before it may be removed (default 90)."},"minDeprecationDaysByKind":{"type":"object","additionalProperties":false,"properties":{"tool":{"type":"integer","minimum":0,"description":"Days a tool must stay deprecated before removal."},"prompt":{"type":"integer","minimum":0,"description":"Days a prompt must stay deprecated before removal."},"resource":{"type":"integer","minimum":0,"description":"Days a resource must stay deprecated before removal."},"resourceTemplate":{"type":"integer","minimum":0,"description":"Days a resourceTemplate must stay deprecated before removal."}},"description":"Per-kind overrides of minDeprecationDays."},"deprecatedMetaKey":{"type":"string","minLength":1,"description":"A _meta key whose value (true, a date, or { since, removeAfter }) marks a capability deprecated by the server itself."},"deprecatedDescriptionMarker":{"type":"string","minLength":1,"description":"A word that marks a capability deprecated in its description, e.g. DEPRECATED, optionally written DEPRECATED (since 2026-01-10)."},"signoff":{"type":"array","items":{"enum":["breaking","review","safe"]},"uniqueItems":true,"description":"Severities that need a code owner\'s sign-off in pull requests (default [\\"breaking\\", \\"review\\"])."},"reviewNewDescriptions":{"type":"boolean","description":"true: every added capability with model-visible text (a description or title anywhere in it) is review, not safe, so a person reads new text before models do. Risky-looking text is review regardless (capability-added-risky-text)."}},"description":"Release and sign-off policy."}},"definitions":{"canary":{"type":"object","additionalProperties":false,"required":["tool","expect"],"properties":{"tool":{"type":"string","minLength":1,"description":"Name of the tool to call. It must be annotated readOnlyHint: true, unless allowSideEffects is set with a reason."},"arguments":{"type":"object","description":"The call\'s arguments, fixed so the result can be checked the same way on every run."},"surface":{"type":"string","minLength":1,"description":"Surface whose session runs the call (default: the server\'s first surface)."},"allowSideEffects":{"type":"boolean","description":"Call a tool that is not annotated read-only: only with a reason (a sandbox tenant, a test inbox, a dry-run mode)."},"reason":{"type":"string","minLength":1,"description":"Why calling this tool on every check is acceptable; required with allowSideEffects."},"expect":{"type":"object","additionalProperties":false,"minProperties":1,"properties":{"outputSchema":{"const":true,"description":"structuredContent must validate against the outputSchema the tool declares."},"structuredContent":{"type":["object","boolean"],"description":"An inline JSON Schema that the result\'s structuredContent must match."},"text":{"type":"string","minLength":1,"description":"A regular expression the result\'s text content (text parts joined by newlines) must match."},"isError":{"const":false,"description":"The result must not be a tool error; checked on every canary even when left out."}},"description":"What the result must show: its shape and key facts, not exact values that may vary."}},"if":{"properties":{"allowSideEffects":{"const":true}},"required":["allowSideEffects"]},"then":{"required":["reason"]},"description":"A repeatable behavioural check: one tool call with fixed arguments and what its result must show."},"ref":{"type":"string","pattern":"^(tool|prompt|resource|resourceTemplate):.+$","description":"A capability ref: tool:NAME, prompt:NAME, resource:URI or resourceTemplate:URI_TEMPLATE."},"refPattern":{"pattern":"^(tool|prompt|resource|resourceTemplate):.+$"},"date":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$","description":"A date, YYYY-MM-DD."},"stringMap":{"type":"object","additionalProperties":{"type":"string"}},"args":{"type":"array","items":{"type":"string"},"description":"Command-line arguments; may reference the runner\'s environment as ${VAR}."},"client":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"clientInfo.name sent at initialize."},"version":{"type":"string","minLength":1,"description":"clientInfo.version sent at initialize."},"capabilities":{"type":"object","description":"Client capabilities declared at initialize, e.g. {\\"roots\\": {\\"listChanged\\": true}}."}},"description":"The client identity and capabilities declared at initialize; recorded in the snapshot."},"resources":{"type":"object","additionalProperties":false,"properties":{"include":{"type":"boolean","description":"false keeps resources/list out of the contract."},"uriPatterns":{"type":"array","items":{"type":"string"},"description":"Keep only resources whose URI matches one of these patterns (* is a wildcard)."},"excludePatterns":{"type":"array","items":{"type":"string"},"description":"Leave out resources whose URI matches one of these patterns (* is a wildcard)."}},"description":"Which resources from resources/list belong to the contract (on some servers they are data)."},"surface":{"type":"object","additionalProperties":false,"properties":{"args":{"$ref":"#/definitions/args","description":"Arguments for this surface, e.g. [\\"--toolsets=all\\"]."},"env":{"$ref":"#/definitions/stringMap","description":"Environment for this surface; values may reference the runner\'s environment as ${VAR}, and referenced values are redacted from all output."},"headers":{"$ref":"#/definitions/stringMap","description":"HTTP headers for this surface; values are secrets and are redacted from all output."},"url":{"type":"string","format":"uri","description":"The server URL for this surface."},"protocolEra":{"enum":["auto","legacy","modern"],"description":"Which MCP protocol era to capture: auto (default) captures every era the server speaks (modern: MCP 2026-07-28, server/discover; legacy: initialize, 2025-11-25 and earlier); legacy or modern pins one."},"client":{"$ref":"#/definitions/client","description":"The client declared at initialize on this surface."},"resources":{"$ref":"#/definitions/resources","description":"Which resources belong to the contract on this surface."}},"description":"One configuration of the server, captured in its own session; its values are added to (args) or override the server\'s."},"server":{"type":"object","additionalProperties":false,"properties":{"build":{"type":"string","minLength":1,"description":"Shell command run first, from the config\'s directory, e.g. npm run build; its output is shown when it fails."},"command":{"type":"string","minLength":1,"description":"Executable of a stdio server, e.g. node."},"args":{"$ref":"#/definitions/args","description":"Arguments of the stdio command, e.g. [\\"dist/index.js\\"]."},"env":{"$ref":"#/definitions/stringMap","description":"Environment for the server (and its build). Besides PATH, HOME, locale and temp variables only what is named here is forwarded; values may reference the runner\'s environment as ${VAR}, and referenced values are redacted from all output."},"cwd":{"type":"string","description":"Working directory of the server, relative to the config file."},"url":{"type":"string","format":"uri","description":"URL of a streamable HTTP or SSE server; may reference ${VAR} after the scheme. Credentials in it are redacted from output."},"headers":{"$ref":"#/definitions/stringMap","description":"HTTP headers sent to url, e.g. Authorization; values are secrets and are redacted from all output."},"protocolEra":{"enum":["auto","legacy","modern"],"description":"Which MCP protocol era to capture: auto (default) captures every era the server speaks (modern: MCP 2026-07-28, server/discover; legacy: initialize, 2025-11-25 and earlier); legacy or modern pins one."},"transport":{"enum":["stdio","streamable-http","sse","auto"],"description":"How to reach url: auto (default: streamable HTTP, then SSE), streamable-http or sse; stdio for a command."},"start":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","minLength":1,"description":"Executable that starts the HTTP server."},"args":{"$ref":"#/definitions/args","description":"Its arguments."},"env":{"$ref":"#/definitions/stringMap","description":"Its environment (values may reference ${VAR}; referenced values are redacted from output)."},"cwd":{"type":"string","description":"Its working directory, relative to the config file."},"readyUrl":{"type":"string","format":"uri","description":"URL polled until it answers before capturing (default: url)."}},"description":"An HTTP server mcp-contract starts itself before capturing url, and stops afterwards."},"timeouts":{"type":"object","additionalProperties":false,"properties":{"buildMs":{"type":"integer","minimum":1,"description":"Milliseconds for the build command."},"startMs":{"type":"integer","minimum":1,"description":"Milliseconds for the server to start."},"initializeMs":{"type":"integer","minimum":1,"description":"Milliseconds for the initialize answer."},"requestMs":{"type":"integer","minimum":1,"description":"Milliseconds for one list page."},"totalMs":{"type":"integer","minimum":1,"description":"Milliseconds for the whole capture of one surface."},"settleMs":{"type":"integer","minimum":0,"description":"Quiet period awaited for list_changed notifications when the tool list of a server that says it can change came back empty, or a list changed during the capture; each notification re-lists its kind (default 1000, bounded by totalMs)."}},"description":"Time limits in milliseconds; a server past one fails the capture (exit 3)."},"limits":{"type":"object","additionalProperties":false,"properties":{"maxPages":{"type":"integer","minimum":1,"description":"Most pages read from one list."},"maxItems":{"type":"integer","minimum":1,"description":"Most items read from one list."},"maxMessageBytes":{"type":"integer","minimum":1024,"description":"Largest single JSON-RPC message, in bytes."}},"description":"Size limits; a server past one fails the capture with a clear error instead of exhausting memory."},"snapshot":{"type":"string","minLength":1,"description":"Snapshot path, relative to the config file (default snapshots/NAME.json)."},"surfaces":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"additionalProperties":{"$ref":"#/definitions/surface"},"minProperties":1,"description":"Named configurations captured separately, e.g. { \\"default\\": {}, \\"all\\": { \\"args\\": [\\"--toolsets=all\\"] } }. Default: one surface named default."},"client":{"$ref":"#/definitions/client","description":"The client declared at initialize, e.g. { \\"capabilities\\": { \\"roots\\": {} } }: some servers list more to a client with roots."},"resources":{"$ref":"#/definitions/resources","description":"Which resources from resources/list belong to the contract, e.g. { \\"include\\": false }."},"volatileMeta":{"type":"array","items":{"type":"string"},"description":"_meta keys left out of definitions and digests (values that change on every run)."},"versionFrom":{"type":"string","description":"package.json whose version is the server\'s version for release checks."},"canaries":{"type":"array","items":{"$ref":"#/definitions/canary"},"description":"Behavioural canaries, run by mcp-contract check after the capture (--no-canaries skips them). The snapshot records which tools have one, never their results."}},"oneOf":[{"required":["command"],"not":{"required":["url"]}},{"required":["url"],"not":{"required":["command"]}}],"description":"One MCP server: a stdio command, or a url (optionally with start to launch it)."}},"description":"Configuration of mcp-contract: the servers to capture, and the renames, severities, ignores, deprecations and policy that judge their changes."}');
;// CONCATENATED MODULE: ./schemas/snapshot.schema.json
const snapshot_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://mcp-contract.dev/schemas/snapshot.schema.json","title":"mcp-contract snapshot","type":"object","additionalProperties":false,"required":["format","server","surfaces"],"properties":{"$schema":{"type":"string"},"format":{"enum":["mcp-contract/1","mcp-contract/2"]},"server":{"type":"string","minLength":1},"surfaces":{"type":"object","additionalProperties":{"$ref":"#/definitions/surface"}},"identity":{"$ref":"#/definitions/identity"}},"definitions":{"identity":{"type":"object","additionalProperties":false,"required":["kind","name","source"],"description":"The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree\'s content manifest. Evidence next to the contract, never part of it.","properties":{"kind":{"enum":["npm","container","python","worktree","remote","binary"]},"name":{"type":"string"},"version":{"type":"string"},"integrity":{"type":"string"},"source":{"type":"string"},"files":{"type":"object","additionalProperties":{"type":"string"}},"unverified":{"type":"string"},"absent":{"const":true}}},"observation":{"type":"object","additionalProperties":false,"required":["state"],"properties":{"state":{"enum":["complete","unsupported","failed"]},"error":{"type":"string"},"pages":{"type":"integer","minimum":0},"problems":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"page":{"type":"integer"},"index":{"type":"integer"}}}}}},"capability":{"type":"object","additionalProperties":false,"required":["ref","digest","definition"],"properties":{"ref":{"type":"string","pattern":"^(tool|prompt|resource|resourceTemplate):"},"digest":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$"},"definition":{"type":"object"}}},"kind":{"type":"object","additionalProperties":false,"required":["observation","items"],"properties":{"observation":{"$ref":"#/definitions/observation"},"items":{"type":"array","items":{"$ref":"#/definitions/capability"}}}},"surface":{"type":"object","additionalProperties":false,"required":["client","kinds"],"properties":{"client":{"type":"object","additionalProperties":false,"required":["name","version","capabilities"],"properties":{"name":{"type":"string"},"version":{"type":"string"},"capabilities":{"type":"object"}}},"server":{"type":"object","additionalProperties":false,"required":["serverInfo","protocolVersion","capabilities"],"properties":{"serverInfo":{"type":"object"},"protocolVersion":{"type":"string"},"capabilities":{"type":"object"},"instructions":{"type":"string"}}},"error":{"type":"string"},"canaries":{"type":"array","items":{"type":"string"},"description":"Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results."},"protocol":{"type":"object","additionalProperties":false,"required":["primary","eras"],"description":"Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.","properties":{"primary":{"enum":["legacy","modern"]},"pinned":{"enum":["legacy","modern"]},"eras":{"type":"object","additionalProperties":false,"properties":{"legacy":{"$ref":"#/definitions/era"},"modern":{"$ref":"#/definitions/era"}}}}},"kinds":{"$ref":"#/definitions/kinds"}}},"kinds":{"type":"object","additionalProperties":false,"required":["tool","prompt","resource","resourceTemplate"],"properties":{"tool":{"$ref":"#/definitions/kind"},"prompt":{"$ref":"#/definitions/kind"},"resource":{"$ref":"#/definitions/kind"},"resourceTemplate":{"$ref":"#/definitions/kind"}}},"era":{"type":"object","additionalProperties":false,"required":["state"],"properties":{"state":{"enum":["served","refused","failed"]},"versions":{"type":"array","items":{"type":"string"}},"discover":{"type":"object","additionalProperties":false,"required":["supportedVersions","capabilities"],"properties":{"supportedVersions":{"type":"array","items":{"type":"string"}},"capabilities":{"type":"object"},"instructions":{"type":"string"},"serverInfo":{"type":"object"}}},"transport":{"enum":["stdio","streamable-http","sse"]},"error":{"type":"string"},"kinds":{"$ref":"#/definitions/kinds"}}}}}');
;// CONCATENATED MODULE: ./src/storage/schemas.ts
// The JSON Schemas that ship in the package, compiled once; bundled into dist by import so the Action needs no files beside it.




const SCHEMAS = { config: config_schema_namespaceObject, snapshot: snapshot_schema_namespaceObject };
let schemas_ajv;
const compiled = new Map();
function instance() {
    if (!schemas_ajv) {
        // Our own schemas are checked against the draft-07 meta-schema by __tests__/schemas-valid.test.ts, so each run
        // skips compiling the meta-schema (about 40 ms of every CLI start that reads a config or snapshot; issue 21).
        schemas_ajv = new ajv.Ajv({ allErrors: false, strict: false, validateSchema: false });
        // Formats are checked loosely on purpose: ajv-formats would add a dependency for two patterns.
        schemas_ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
        schemas_ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    }
    return schemas_ajv;
}
function validator(name, schema) {
    let fn = compiled.get(name);
    if (!fn) {
        fn = instance().compile(schema);
        compiled.set(name, fn);
    }
    return fn;
}
/** One line naming the JSON pointer and what is wrong there; the most specific error wins. */
function describeErrors(errors) {
    if (!errors || errors.length === 0)
        return 'invalid';
    // oneOf/anyOf wrap the useful error; prefer the deepest pointer.
    const sorted = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length);
    const e = sorted.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf') ?? sorted[0];
    const at = e.instancePath === '' ? '/' : e.instancePath;
    let what = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties')
        what = `unknown key "${String(e.params.additionalProperty)}"`;
    else if (e.keyword === 'enum')
        what = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    else if (e.keyword === 'const')
        what = `must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${what}`;
}
/** JSON text from a file, git or an artifact; a parse error names where it came from. */
function parseJsonText(text, label) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        // V8's message quotes the text around the error: for a file that is not what it claims, those are its bytes.
        const message = e.message;
        const at = /position (\d+)/.exec(message)?.[1];
        const why = /Unexpected end of JSON input/.test(message) ? 'it ends too early' : at !== undefined ? `unexpected text at character ${at}` : 'unexpected text';
        throw new errors/* UsageError */.eb(`${label}: not valid JSON (${why})`);
    }
}


/***/ }),

/***/ 8804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ sameSnapshot),
/* harmony export */   DP: () => (/* binding */ serializeSnapshot),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   RA: () => (/* binding */ readSnapshot),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   oF: () => (/* binding */ writeSnapshot)
/* harmony export */ });
/* unused harmony export contractText */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2887);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7336);
/* harmony import */ var _core_shared_identity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1015);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(988);
// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).








function parseSnapshot(text, label) {
    const value = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJsonText */ .lk)(text, label);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const format = value.format;
        if (typeof format === 'string' && !_core_shared_model_js__WEBPACK_IMPORTED_MODULE_5__/* .READABLE_SNAPSHOT_FORMATS */ .pQ.includes(format)) {
            const m = /^mcp-contract\/(\d+)$/.exec(format);
            if (m && Number(m[1]) > 2)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${_core_shared_model_js__WEBPACK_IMPORTED_MODULE_5__/* .SNAPSHOT_FORMAT */ .Td}")`);
        }
    }
    const validate = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_7__/* .validator */ .Nc)('snapshot', _schemas_js__WEBPACK_IMPORTED_MODULE_7__/* .SCHEMAS */ .H6.snapshot);
    if (!validate(value))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: ${(0,_schemas_js__WEBPACK_IMPORTED_MODULE_7__/* .describeErrors */ .rg)(validate.errors)}`);
    return value;
}
/** `label` names the file in errors as the user wrote it (default the path). */
async function readSnapshot(path, label = path) {
    let text;
    try {
        // A pull request can commit a symlink where the snapshot should be: reading through it would print the start of
        // any file the runner can read (the parse error quotes it). Only a regular file is a snapshot.
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        if (st.isSymbolicLink())
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: is a symbolic link; a snapshot must be a regular file`);
        if (!st.isFile())
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: is not a regular file`);
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0));
        try {
            text = await fh.readFile('utf8');
        }
        finally {
            await fh.close();
        }
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb)
            throw e;
        const code = e.code;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symbolic link' : code ?? e.message})`);
    }
    return parseSnapshot(text, label);
}
function serializeSnapshot(snapshot) {
    return (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .stableStringify */ .JB)(snapshot);
}
/** The contract alone, for equality: a snapshot's recorded identity is evidence next to it, never a drift. */
function contractText(snapshot) {
    return serializeSnapshot(withoutIdentity(snapshot));
}
const WRITE_REASONS = {
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is not a directory',
    EISDIR: 'it is a directory',
    ENOENT: 'the directory does not exist',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'a symbolic link is in the way',
    EEXIST: 'a part of the path exists and is not a directory',
};
/**
 * Writes through a temp file in the same directory and renames it over the target. The target is never a symbolic
 * link (rename would replace the link, but refusing says so); the temp file is created exclusively, so a link planted
 * under its name is not followed. Any failure is one line naming the file, exit 5.
 */
async function writeFileAtomic(path, text, root) {
    const fail = (e) => {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM)
            throw e;
        const code = e.code ?? '';
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM(`cannot write ${path}: ${WRITE_REASONS[code] ?? e.message}${code ? ` (${code})` : ''}`);
    };
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
        if (st?.isSymbolicLink())
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM(`cannot write ${path}: it is a symbolic link; remove it or write elsewhere`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        if (root !== undefined) {
            // A directory on the way may be a symbolic link committed by a pull request: the real place must stay inside.
            const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)));
            if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM(`cannot write ${path}: a symbolic link leads its directory outside ${root}`);
        }
    }
    catch (e) {
        fail(e);
    }
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(tmp, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0), 0o644);
        try {
            await fh.writeFile(text, 'utf8');
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    }
    catch (e) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { force: true }).catch(() => undefined);
        fail(e);
    }
}
/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
async function writeSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, serializeSnapshot(snapshot), root);
}
/**
 * Whether a committed snapshot already says what a live capture says. A snapshot written before format 2 records no
 * protocol eras: it matches when everything else does, so upgrading mcp-contract alone never fails a check.
 */
function sameSnapshot(withCode, liveWithCode) {
    // The launch identity is evidence beside the contract, not part of it: code changes are reported as a note.
    const committed = (0,_core_shared_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutIdentity */ .jD)(withCode);
    const live = (0,_core_shared_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutIdentity */ .jD)(liveWithCode);
    if (committed.format !== 'mcp-contract/1')
        return serializeSnapshot(committed) === serializeSnapshot(live);
    const surfaces = {};
    for (const [name, s] of Object.entries(live.surfaces)) {
        const { protocol: _protocol, ...rest } = s;
        surfaces[name] = rest;
    }
    return serializeSnapshot(committed) === serializeSnapshot({ ...live, format: 'mcp-contract/1', surfaces });
}


/***/ })

};
