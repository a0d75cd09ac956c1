export const id = 68;
export const ids = [68];
export const modules = {

/***/ 9068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diffSnapshots: () => (/* binding */ diff_diffSnapshots)
});

// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
;// CONCATENATED MODULE: ./src/core/diff/classify-auth.ts

function compareAuth(ctx, surface, b, h) {
    // A server that was not behind OAuth (or no longer is) is a change of the whole server, not of an auth surface.
    if (!b || !h)
        return;
    const push = (rule, pointer, x, y) => {
        ctx.findings.push({
            rule,
            kind: 'server',
            surface,
            before: { refs: [], pointer, ...(x !== undefined ? { value: x } : {}) },
            after: { refs: [], pointer, ...(y !== undefined ? { value: y } : {}) },
            params: { kind: 'server', name: surface, surface, pointer, before: (0,json/* showValue */.vp)(x), after: (0,json/* showValue */.vp)(y) },
        });
    };
    const gone = (x, y) => x.filter((v) => !y.includes(v));
    for (const m of gone(b.pkceMethods, h.pkceMethods))
        push('auth-pkce-method-removed', '/auth/pkceMethods', m, undefined);
    for (const m of gone(h.pkceMethods, b.pkceMethods))
        push('auth-pkce-method-added', '/auth/pkceMethods', undefined, m);
    if (b.clientIdMetadataDocument && !h.clientIdMetadataDocument)
        push('auth-cimd-removed', '/auth/clientIdMetadataDocument', true, false);
    if (!b.clientIdMetadataDocument && h.clientIdMetadataDocument)
        push('auth-cimd-added', '/auth/clientIdMetadataDocument', false, true);
    // Moved: no authorization server of before is still listed, or the issuer itself changed.
    if (b.authorizationServers.length && !b.authorizationServers.some((a) => h.authorizationServers.includes(a)))
        push('auth-server-moved', '/auth/authorizationServers', b.authorizationServers, h.authorizationServers);
    else if (b.issuer !== undefined && h.issuer !== undefined && b.issuer !== h.issuer)
        push('auth-server-moved', '/auth/issuer', b.issuer, h.issuer);
    for (const s of gone(h.challengeScope ?? [], b.challengeScope ?? []))
        push('auth-scope-required', '/auth/challengeScope', undefined, s);
    for (const s of gone(b.scopesSupported, h.scopesSupported))
        push('auth-scopes-narrowed', '/auth/scopesSupported', s, undefined);
    for (const s of gone(h.scopesSupported, b.scopesSupported))
        push('auth-scopes-widened', '/auth/scopesSupported', undefined, s);
}

// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(7336);
;// CONCATENATED MODULE: ./src/core/shared/config.ts
/**
 * The config as one server's diff reads it: the top-level renames (declared for every server of the config) and the
 * server's own, its own winning for the same old ref. A rename under another server's entry is never seen, so it
 * cannot rebind this server's capability of the same name.
 */
function configOfServer(config, name) {
    const own = config.servers?.[name]?.renames;
    if (own === undefined)
        return config;
    return { ...config, renames: { ...config.renames, ...own } };
}

;// CONCATENATED MODULE: ./src/core/diff/protocol-drift.ts

const FIRST_MODERN_VERSION = '2026-07-28';
/** 2026-07-28 deprecates roots, sampling, logging and HTTP+SSE; deprecated features stay for at least 12 months. */
const DEPRECATION_DEADLINE = '2027-07-28';
/** Who can no longer connect when an era goes: the finding names them. */
const ERA_CLIENTS = {
    legacy: 'clients that open with initialize (MCP 2025-11-25 and earlier, e.g. @modelcontextprotocol/sdk 1.x, and 2.x clients pinned to legacy)',
    modern: 'clients that speak only MCP 2026-07-28 (e.g. @modelcontextprotocol/client 2.x pinned to the modern era)',
};
function eraOfVersion(version) {
    return version >= FIRST_MODERN_VERSION ? 'modern' : 'legacy';
}
/** The eras a surface records; a snapshot from before format 2 knows only the era its session spoke. */
function erasOf(s) {
    if (s.protocol)
        return s.protocol.eras;
    if (!s.server?.protocolVersion)
        return {};
    return { [eraOfVersion(s.server.protocolVersion)]: { state: 'served', versions: [s.server.protocolVersion] } };
}
function extensionsOf(e) {
    const ext = e?.discover?.capabilities.extensions;
    return ext && typeof ext === 'object' && !Array.isArray(ext) ? Object.keys(ext).sort() : [];
}
/** What of the deprecated set a surface uses: server logging, HTTP+SSE, a client that must declare roots or sampling. */
function deprecatedUse(s) {
    const out = [];
    if (s.server?.capabilities.logging !== undefined)
        out.push('logging (the server advertises the logging capability)');
    const transports = Object.values(s.protocol?.eras ?? {}).map((e) => e?.transport);
    if (transports.includes('sse'))
        out.push('HTTP+SSE (the surface is reached over the HTTP+SSE transport)');
    for (const cap of ['roots', 'sampling']) {
        if (s.client.capabilities[cap] !== undefined)
            out.push(`${cap} (the surface is captured with a client declaring ${cap})`);
    }
    return out;
}
/** A short, stable description of what an era served differently, for the finding. */
function divergence(s) {
    const p = s.protocol;
    if (!p)
        return undefined;
    for (const era of model/* PROTOCOL_ERAS */.d4) {
        const kinds = p.eras[era]?.kinds;
        if (kinds)
            return `${era}: ${Object.values(kinds).map((k) => k.items.map((c) => c.digest).join(',')).join(';')}`;
    }
    return undefined;
}
function compareEras(push, surface, b, h) {
    for (const era of model/* PROTOCOL_ERAS */.d4) {
        const was = b[era]?.state === 'served';
        const is = h[era]?.state === 'served';
        const versions = (b[era]?.versions ?? h[era]?.versions ?? []).join(', ') || era;
        // Removal needs the head to say the era is refused: an era left unobserved (pinned, failed) proves nothing.
        if (was && h[era]?.state === 'refused')
            push('protocol-era-removed', { surface, era, versions, clients: ERA_CLIENTS[era] }, `/protocol/eras/${era}`, 'served', 'refused');
        // Addition needs the base to have asked and been refused: a snapshot before format 2 never asked.
        else if (!was && is && b[era]?.state === 'refused')
            push('protocol-era-added', { surface, era, versions: (h[era]?.versions ?? []).join(', ') || era }, `/protocol/eras/${era}`, b[era]?.state ?? 'absent', 'served');
        // Within the modern era the server lists every version it speaks; the legacy era shows only the negotiated one.
        if (era === 'modern' && was && is) {
            const before = b[era]?.versions ?? [];
            const after = h[era]?.versions ?? [];
            for (const v of before)
                if (!after.includes(v))
                    push('protocol-version-removed', { surface, era, version: v, clients: `clients that speak only ${v}` }, `/protocol/eras/${era}/versions`, v);
            for (const v of after)
                if (!before.includes(v))
                    push('protocol-version-added', { surface, era, version: v }, `/protocol/eras/${era}/versions`, undefined, v);
            const be = extensionsOf(b[era]);
            const he = extensionsOf(h[era]);
            for (const x of he)
                if (!be.includes(x))
                    push('protocol-extension-added', { surface, extension: x }, '/protocol/eras/modern/discover/capabilities/extensions', undefined, x);
            for (const x of be)
                if (!he.includes(x))
                    push('protocol-extension-removed', { surface, extension: x }, '/protocol/eras/modern/discover/capabilities/extensions', x);
        }
    }
}
/** Findings for one surface present on both sides. */
function compareProtocol(surface, b, h) {
    const out = [];
    const push = (rule, params, pointer, before, after) => {
        const finding = { rule, kind: 'server', surface, before: { refs: [], pointer }, after: { refs: [], pointer }, params };
        if (before !== undefined)
            finding.before.value = before;
        if (after !== undefined)
            finding.after.value = after;
        out.push(finding);
    };
    compareEras(push, surface, erasOf(b), erasOf(h));
    const bd = divergence(b);
    const hd = divergence(h);
    if (hd !== undefined && hd !== bd)
        push('protocol-eras-differ', { surface }, '/protocol/eras', undefined, 'differ');
    else if (hd === undefined && bd !== undefined && h.protocol?.eras.legacy?.state === 'served' && h.protocol.eras.modern?.state === 'served') {
        push('protocol-eras-agree', { surface }, '/protocol/eras', 'differ', 'agree');
    }
    const used = new Set(deprecatedUse(b));
    for (const feature of deprecatedUse(h)) {
        if (!used.has(feature))
            push('protocol-deprecated-feature-used', { surface, feature, deadline: DEPRECATION_DEADLINE }, '/protocol', undefined, feature);
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(7297);
;// CONCATENATED MODULE: ./src/core/diff/renames/assignment.ts
// Maximum-weight bipartite matching: every left item gets at most one right item and vice versa, and the total
// weight of the chosen pairs is as large as possible. Suggestions use it so that four tools renamed the same way are
// paired as a whole instead of first come, first served.
/** Above this many items on either side of one connected component the exact solver gives way to greedy. */
const EXACT_SIDE_LIMIT = 200;
/**
 * Pairs left and right items so that the summed weight is maximal. Works per connected component of the edge graph;
 * a component is solved exactly (Hungarian method, O(k^3) for k items on its larger side) up to EXACT_SIDE_LIMIT and
 * greedily (heaviest edge first, at least half the optimum) beyond, so the cost stays bounded whatever the input.
 * Deterministic: ties go to the lower indices.
 */
function maxWeightMatching(edges) {
    const live = edges.filter((e) => e.w > 0 && Number.isFinite(e.w));
    const out = [];
    for (const component of components(live)) {
        const rows = [...new Set(component.map((e) => e.i))].sort((a, b) => a - b);
        const cols = [...new Set(component.map((e) => e.j))].sort((a, b) => a - b);
        if (rows.length === 1 || cols.length === 1 || Math.max(rows.length, cols.length) > EXACT_SIDE_LIMIT)
            out.push(...greedy(component));
        else
            out.push(...hungarian(rows, cols, component));
    }
    return out.sort((x, y) => x.i - y.i);
}
function components(edges) {
    // Union-find over left nodes (as 2i) and right nodes (as 2j+1).
    const parent = new Map();
    const find = (x) => {
        let r = x;
        while (parent.has(r) && parent.get(r) !== r)
            r = parent.get(r);
        let c = x;
        while (c !== r) {
            const next = parent.get(c);
            parent.set(c, r);
            c = next;
        }
        return r;
    };
    for (const e of edges) {
        const a = find(2 * e.i);
        const b = find(2 * e.j + 1);
        parent.set(a, a);
        parent.set(b, b);
        if (a !== b)
            parent.set(Math.max(a, b), Math.min(a, b));
    }
    const groups = new Map();
    for (const e of edges) {
        const root = find(2 * e.i);
        const list = groups.get(root) ?? [];
        list.push(e);
        groups.set(root, list);
    }
    return [...groups.entries()].sort((x, y) => x[0] - y[0]).map(([, list]) => list);
}
function greedy(edges) {
    const sorted = [...edges].sort((x, y) => y.w - x.w || x.i - y.i || x.j - y.j);
    const usedI = new Set();
    const usedJ = new Set();
    const out = [];
    for (const e of sorted) {
        if (usedI.has(e.i) || usedJ.has(e.j))
            continue;
        usedI.add(e.i);
        usedJ.add(e.j);
        out.push(e);
    }
    return out;
}
/** Hungarian method with potentials on a square cost matrix (cost = -weight, 0 where no edge: "leave unpaired"). */
function hungarian(rows, cols, edges) {
    const n = Math.max(rows.length, cols.length);
    const rowAt = new Map(rows.map((r, k) => [r, k]));
    const colAt = new Map(cols.map((c, k) => [c, k]));
    const cost = Array.from({ length: n }, () => new Float64Array(n));
    const edgeAt = Array.from({ length: n }, () => new Array(n));
    for (const e of edges) {
        const r = rowAt.get(e.i);
        const c = colAt.get(e.j);
        if (-e.w < cost[r][c]) {
            cost[r][c] = -e.w;
            edgeAt[r][c] = e;
        }
    }
    // 1-based arrays as in the classic formulation: p[j] = row matched to column j, way[j] = previous column on the path.
    const u = new Float64Array(n + 1);
    const v = new Float64Array(n + 1);
    const p = new Int32Array(n + 1);
    const way = new Int32Array(n + 1);
    const minv = new Float64Array(n + 1);
    const used = new Uint8Array(n + 1);
    for (let i = 1; i <= n; i++) {
        p[0] = i;
        let j0 = 0;
        minv.fill(Infinity);
        used.fill(0);
        do {
            used[j0] = 1;
            const i0 = p[j0];
            let delta = Infinity;
            let j1 = 0;
            for (let j = 1; j <= n; j++) {
                if (used[j])
                    continue;
                const cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                if (cur < minv[j]) {
                    minv[j] = cur;
                    way[j] = j0;
                }
                if (minv[j] < delta) {
                    delta = minv[j];
                    j1 = j;
                }
            }
            for (let j = 0; j <= n; j++) {
                if (used[j]) {
                    u[p[j]] += delta;
                    v[j] -= delta;
                }
                else
                    minv[j] -= delta;
            }
            j0 = j1;
        } while (p[j0] !== 0);
        do {
            const j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0 !== 0);
    }
    const out = [];
    for (let j = 1; j <= n; j++) {
        const e = p[j] - 1 < rows.length && j - 1 < cols.length ? edgeAt[p[j] - 1][j - 1] : undefined;
        if (e !== undefined)
            out.push(e);
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/shared/spec-defaults.ts
var spec_defaults = __webpack_require__(8673);
;// CONCATENATED MODULE: ./src/core/diff/renames/similarity.ts



const STOPWORDS = new Set(['a', 'an', 'the', 'of', 'to', 'as', 'for', 'in', 'on', 'by', 'with', 'and', 'or', 'from', 'into', 'at', 'is', 'be', 'this', 'that', 'it', 'its', 'can', 'will', 'are', 'all', 'one']);
// Verbs and nouns that APIs use interchangeably; each group collapses to its first word. Kept general on purpose:
// a synonym that only one server uses would bend every other server's suggestions.
const SYNONYM_GROUPS = [
    ['get', 'fetch', 'retrieve', 'read', 'load', 'show', 'print', 'return', 'crawl', 'scrape', 'download'],
    ['list', 'enumerate', 'ls'],
    ['create', 'new', 'make', 'insert'],
    ['update', 'edit', 'modify', 'patch', 'change'],
    ['delete', 'remove', 'destroy', 'erase', 'rm', 'del'],
    ['search', 'find', 'query', 'lookup'],
    ['run', 'execute', 'exec', 'invoke', 'trigger', 'launch'],
    ['navigate', 'go', 'goto', 'visit'],
    ['save', 'write', 'store', 'export'],
    ['upload', 'attach'],
    ['database', 'db', 'datasource', 'datastore'],
    ['directory', 'dir', 'folder'],
    ['document', 'doc'],
    ['repository', 'repo'],
    ['image', 'img', 'picture'],
    ['environment', 'env'],
    ['message', 'msg'],
    ['argument', 'arg', 'param', 'parameter'],
    ['configuration', 'config', 'setting', 'settings'],
    ['information', 'info'],
    ['identifier', 'id'],
];
const SYNONYM = new Map();
const folded = new Map();
for (const group of SYNONYM_GROUPS)
    for (const w of group)
        SYNONYM.set(w, group[0]).set(stem(w), group[0]);
/** Two-word phrases that name one thing ("data source" is what Notion now calls a database). */
const PHRASE_LIST = [
    ['data', 'source', 'database'],
    ['data', 'store', 'database'],
    ['look', 'up', 'search'],
];
/**
 * Light suffix folding: plurals, -ing and -ed, then a final -e, so `tabs`/`tab`, `crawling`/`crawl` and
 * `structured`/`structure` meet.
 */
function stem(word) {
    let w = word;
    if (w.length > 4 && w.endsWith('ies'))
        w = `${w.slice(0, -3)}y`;
    else if (w.length > 5 && w.endsWith('ing'))
        w = undouble(w.slice(0, -3));
    else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed'))
        w = undouble(w.slice(0, -2));
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us'))
        w = w.slice(0, -1);
    return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}
function undouble(w) {
    return w.length > 3 && w[w.length - 1] === w[w.length - 2] && !'lsz'.includes(w[w.length - 1]) ? w.slice(0, -1) : w;
}
/** Normalized words of a name or text. */
function words(text, minLength = 1) {
    const raw = split(text);
    const stems = raw.map(fold);
    const out = [];
    for (let k = 0; k < raw.length; k++) {
        const phrase = k + 1 < raw.length && PHRASE_HEADS.has(stems[k]) ? PHRASES.get(`${stems[k]} ${stems[k + 1]}`) : undefined;
        if (phrase !== undefined) {
            out.push(phrase);
            k++;
            continue;
        }
        if (STOPWORDS.has(raw[k]) || raw[k].length < minLength)
            continue;
        out.push(stems[k]);
    }
    return out;
}
/**
 * Lower-case ASCII words: split at anything but letters and digits, at a lower-to-upper step (`getTiny`) and before
 * the last capital of an acronym followed by lower case (`HTMLParser`). One pass, no regular expressions: this runs
 * on every description of a large diff.
 */
function split(text) {
    const out = [];
    // Lower-cased once; case is read from the original. Some non-ASCII letters change length when lower-cased: then
    // the indices no longer line up and each word is lower-cased on its own.
    const whole = text.toLowerCase();
    const lower = whole.length === text.length ? whole : undefined;
    const word = (from, to) => (lower !== undefined ? lower.slice(from, to) : text.slice(from, to).toLowerCase());
    let start = -1;
    let prev = 0;
    for (let k = 0; k <= text.length; k++) {
        const t = k < text.length ? kindOf(text.charCodeAt(k)) : 0;
        if (t === 0) {
            if (start >= 0)
                out.push(word(start, k));
            start = -1;
        }
        else if (start < 0)
            start = k;
        else if (t === 2 && (prev === 1 || prev === 3 || (prev === 2 && k + 1 < text.length && kindOf(text.charCodeAt(k + 1)) === 1))) {
            out.push(word(start, k));
            start = k;
        }
        prev = t;
    }
    return out;
}
/** 1 lower-case ASCII letter, 2 upper-case, 3 digit, 0 anything else. */
function kindOf(c) {
    return c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 3 : 0;
}
/** Phrases keyed by their folded words, as words() sees them. */
const PHRASES = new Map(PHRASE_LIST.map(([a, b, to]) => [`${fold(a)} ${fold(b)}`, to]));
const PHRASE_HEADS = new Set(PHRASE_LIST.map(([a]) => fold(a)));
/** A word as compared: its synonym group, else its stem's group, else its stem. */
function fold(w) {
    let f = folded.get(w);
    if (f === undefined) {
        const s = stem(w);
        f = SYNONYM.get(w) ?? SYNONYM.get(s) ?? s;
        // Bounded: a 10,000-tool diff repeats the same few thousand words.
        if (folded.size >= 50_000)
            folded.clear();
        folded.set(w, f);
    }
    return f;
}
/** `{name}` of a URI template; a `{` inside ends the attempt, so a run of `{` is read once (not once per brace). */
const TEMPLATE_VARS = /\{[^{}]*\}/g;
const HINT_KEYS = Object.keys(spec_defaults/* ANNOTATION_DEFAULTS */.hL).sort();
function hintsOf(annotations) {
    if (!(0,json/* isJsonObject */.OW)(annotations))
        return undefined;
    if (!HINT_KEYS.some((k) => k in annotations))
        return undefined;
    return HINT_KEYS.map((k) => ((typeof annotations[k] === 'boolean' ? annotations[k] : spec_defaults/* ANNOTATION_DEFAULTS */.hL[k]) ? '1' : '0')).join('');
}
/** An input's name as compared (`database_id` and `dataSourceId` alike); cached like fold(). */
function inputKey(name) {
    let k = inputKeys.get(name);
    if (k === undefined) {
        k = words(name.slice(0, 200)).join('_') || name.toLowerCase();
        if (inputKeys.size >= 50_000)
            inputKeys.clear();
        inputKeys.set(name, k);
    }
    return k;
}
const inputKeys = new Map();
const DEFAULT_HINTS = hintsOf(Object.fromEntries(Object.entries(spec_defaults/* ANNOTATION_DEFAULTS */.hL)));
function features(c) {
    const parsed = (0,canonical/* parseRef */.rd)(c.ref);
    const kind = parsed?.kind;
    const key = parsed?.key ?? c.ref;
    const def = c.definition;
    const text = [];
    if (typeof def.description === 'string')
        text.push(def.description.slice(0, 2000));
    if (typeof def.title === 'string')
        text.push(def.title.slice(0, 200));
    if ((0,json/* isJsonObject */.OW)(def.annotations) && typeof def.annotations.title === 'string')
        text.push(def.annotations.title.slice(0, 200));
    const props = new Set();
    let shape;
    let nameText = key;
    if (kind === 'tool' && (0,json/* isJsonObject */.OW)(def.inputSchema) && (0,json/* isJsonObject */.OW)(def.inputSchema.properties)) {
        for (const p of Object.keys(def.inputSchema.properties).slice(0, 200))
            props.add(inputKey(p));
    }
    if (kind === 'prompt' && Array.isArray(def.arguments)) {
        for (const a of def.arguments.slice(0, 200))
            if ((0,json/* isJsonObject */.OW)(a) && typeof a.name === 'string')
                props.add(inputKey(a.name));
    }
    if (kind === 'resourceTemplate') {
        shape = key.replace(TEMPLATE_VARS, '{}');
        nameText = key.replace(TEMPLATE_VARS, ' ');
    }
    if ((kind === 'resource' || kind === 'resourceTemplate') && typeof def.name === 'string')
        nameText = `${nameText} ${def.name}`;
    const hints = kind === 'tool' ? hintsOf(def.annotations) : undefined;
    const seq = words(nameText.slice(0, 500));
    const mentions = kind === 'tool' ? mentionsOf(def.inputSchema) : [];
    return { ref: c.ref, name: new Set(seq), desc: new Set(words(text.join(' '), 3)), props, hints, shape, seq, mentions };
}
/** Values and names read per tool for mentions: bounded, since a hostile schema can list anything. */
const MAX_MENTIONS = 200;
/**
 * Input names and string enum/const values of a tool's input schema (top level and one level down: a merged tool's
 * `method` enum, or an options object's). Only multi-word names can be matched against them (see evidenceFor).
 */
function mentionsOf(schema) {
    const out = [];
    const visit = (node, depth) => {
        if (!(0,json/* isJsonObject */.OW)(node) || !(0,json/* isJsonObject */.OW)(node.properties))
            return;
        for (const [name, prop] of Object.entries(node.properties)) {
            if (out.length >= MAX_MENTIONS)
                return;
            out.push({ words: cachedWords(name), input: name, value: false });
            if (!(0,json/* isJsonObject */.OW)(prop))
                continue;
            const values = [...(Array.isArray(prop.enum) ? prop.enum : []), ...(prop.const !== undefined ? [prop.const] : [])];
            for (const v of values.slice(0, MAX_MENTIONS)) {
                if (typeof v === 'string' && out.length < MAX_MENTIONS)
                    out.push({ words: cachedWords(v), input: name, value: true });
            }
            if (depth < 1)
                visit(prop, depth + 1);
        }
    };
    visit(schema, 0);
    return out;
}
/** words() of an input name or enum value; cached like inputKey(): the same few names recur on every tool. */
function cachedWords(text) {
    let w = mentionWords.get(text);
    if (w === undefined) {
        w = words(text.slice(0, 200));
        if (mentionWords.size >= 50_000)
            mentionWords.clear();
        mentionWords.set(text, w);
    }
    return w;
}
const mentionWords = new Map();
/** `part` occurs in `whole` as a contiguous run of words. */
function runIn(part, whole) {
    for (let k = 0; k + part.length <= whole.length; k++) {
        let m = 0;
        while (m < part.length && whole[k + m] === part[m])
            m++;
        if (m === part.length)
            return true;
    }
    return false;
}
/**
 * Evidence that `added` continues `removed`. Names of one word are too common to count (`list`, `wait`): only a run
 * of two or more words does, so `get_workflow_run_logs` is found in an enum value `get_workflow_run_logs_url`.
 */
function evidenceFor(removed, added) {
    if (removed.seq.length < 2)
        return undefined;
    for (const m of added.mentions) {
        if (runIn(removed.seq, m.words))
            return { kind: 'listed', where: `the input ${m.value ? 'enum ' : ''}\`${m.input.slice(0, 60)}\`` };
    }
    if (added.seq.length < 2)
        return undefined;
    if (runIn(removed.seq, added.seq) || runIn(added.seq, removed.seq))
        return { kind: 'contained' };
    return undefined;
}
/** ln(1 + n / frequency), n being the larger side and the frequency a word's count on the side where it is commoner. */
class WordWeights {
    removed;
    added;
    n;
    constructor(removed, added, n) {
        this.removed = removed;
        this.added = added;
        this.n = n;
    }
    of(word) {
        return Math.log(1 + this.n / Math.max(this.removed.get(word) ?? 1, this.added.get(word) ?? 1));
    }
}
function weightsOf(removed, added) {
    const count = (side, pick) => {
        const counts = new Map();
        for (const f of side)
            for (const t of pick(f))
                counts.set(t, (counts.get(t) ?? 0) + 1);
        return counts;
    };
    const n = Math.max(removed.length, added.length);
    const of = (pick) => new WordWeights(count(removed, pick), count(added, pick), n);
    return { name: of((f) => f.name), desc: of((f) => f.desc) };
}
function weightedJaccard(a, b, w) {
    let common = 0;
    let union = 0;
    for (const t of a) {
        const x = w.of(t);
        union += x;
        if (b.has(t))
            common += x;
    }
    for (const t of b)
        if (!a.has(t))
            union += w.of(t);
    return union === 0 ? 0 : common / union;
}
/** Weighted share of `a`'s words found in `b` or `c`. */
function coverage(a, b, c, w) {
    let found = 0;
    let all = 0;
    for (const t of a) {
        const x = w.of(t);
        all += x;
        if (b.has(t) || c.has(t))
            found += x;
    }
    return all === 0 ? 0 : found / all;
}
/** How close the names are; a new name made of words the old one's description used ("Choose files to upload" ->
 *  `file_upload`) counts, a little less than the same words in both names. */
function nameScore(x, y, w) {
    const direct = weightedJaccard(x.name, y.name, w.name);
    const cross = Math.max(coverage(y.name, x.name, x.desc, w.name), coverage(x.name, y.name, y.desc, w.name));
    return Math.max(direct, CROSS_NAME_FACTOR * cross);
}
const CROSS_NAME_FACTOR = 0.8;
function jaccard(a, b) {
    if (a.size === 0 && b.size === 0)
        return 0;
    let common = 0;
    for (const t of a)
        if (b.has(t))
            common++;
    return common / (a.size + b.size - common);
}
/** Share of the smaller set found in the larger: a tool that lost some inputs still overlaps fully with its past self. */
function overlap(a, b) {
    if (a.size === 0 || b.size === 0)
        return 0;
    let common = 0;
    for (const t of a)
        if (b.has(t))
            common++;
    return common / Math.min(a.size, b.size);
}
/** Similarity in [0, 1] of two capabilities of one kind, unrounded (the assignment needs the fine differences). */
function similarity(x, y, w) {
    // Weighted mean of the parts both sides can speak to: a prompt without arguments is not penalized for it.
    let total = 0.5 * nameScore(x, y, w);
    let weight = 0.5;
    if (x.desc.size > 0 || y.desc.size > 0) {
        total += 0.25 * weightedJaccard(x.desc, y.desc, w.desc);
        weight += 0.25;
    }
    if (x.props.size > 0 || y.props.size > 0) {
        total += 0.35 * (0.5 * jaccard(x.props, y.props) + 0.5 * overlap(x.props, y.props));
        weight += 0.35;
    }
    if (x.hints !== undefined || y.hints !== undefined) {
        total += (x.hints ?? DEFAULT_HINTS) === (y.hints ?? DEFAULT_HINTS) ? 0.05 : 0;
        weight += 0.05;
    }
    let score = total / weight;
    if (x.shape !== undefined && x.shape === y.shape)
        score = Math.max(score, 0.9);
    return score;
}
/** Keys that put two items in the same bucket when a diff is too large to compare every pair. */
function blockingKeys(f) {
    const keys = [...f.name].map((t) => `n:${t}`);
    for (const p of f.props)
        keys.push(`p:${p}`);
    if (f.shape !== undefined)
        keys.push(`s:${f.shape}`);
    return keys;
}

;// CONCATENATED MODULE: ./src/core/diff/renames/match.ts



/** config.renames in one shape: old ref -> targets. Malformed entries are skipped (the config loader reports them). */
function resolveRenames(renames) {
    const out = new Map();
    if (!renames)
        return out;
    for (const old of Object.keys(renames).sort()) {
        const e = renames[old];
        if (typeof e === 'string')
            out.set(old, { to: [e], alias: false });
        else if (Array.isArray(e))
            out.set(old, { to: e.filter((t) => typeof t === 'string'), alias: false });
        else if (e && typeof e === 'object') {
            const to = typeof e.to === 'string' ? [e.to] : Array.isArray(e.to) ? e.to.filter((t) => typeof t === 'string') : [];
            out.set(old, { to, alias: e.alias === true || typeof e.aliasUntil === 'string' });
        }
    }
    for (const [k, v] of out)
        if (v.to.length === 0)
            out.delete(k);
    return out;
}
function planDeclared(kind, base, head, renames) {
    const applicable = new Map();
    const missing = [];
    for (const [old, r] of renames) {
        if ((0,canonical/* parseRef */.rd)(old)?.kind !== kind)
            continue;
        const to = [...new Set(r.to.filter((t) => (0,canonical/* parseRef */.rd)(t)?.kind === kind && t !== old))].sort();
        if (to.length === 0)
            continue;
        // Every target already lived on base: the rename shipped earlier (an alias kept both names). Applying it again
        // would report it, with the old and new definitions' differences, on every later diff, even diff(a, a); now each
        // name is judged by its own ref, so dropping the alias later is a removal.
        if (to.every((t) => base.has(t)))
            continue;
        if (head.has(old) && to.every((t) => !head.has(t))) {
            missing.push({ old, to });
            continue;
        }
        if (!base.has(old) || !to.every((t) => head.has(t)))
            continue;
        applicable.set(old, { to, alias: r.alias || head.has(old) });
    }
    const groups = [];
    const byTarget = new Map();
    for (const [old, r] of applicable) {
        if (r.to.length === 1) {
            const list = byTarget.get(r.to[0]) ?? [];
            list.push(old);
            byTarget.set(r.to[0], list);
        }
        else {
            groups.push({ type: 'split', olds: [old], news: r.to, aliased: r.alias });
        }
    }
    for (const [target, olds] of byTarget) {
        olds.sort();
        const aliased = olds.every((o) => applicable.get(o).alias);
        groups.push({ type: olds.length > 1 ? 'merged' : 'renamed', olds, news: [target], aliased });
    }
    groups.sort((x, y) => (x.olds[0] < y.olds[0] ? -1 : x.olds[0] > y.olds[0] ? 1 : 0));
    return { groups, missing };
}
// ------------------------------------------------------------------ suggestions
/** Below this similarity nothing is suggested. */
const SUGGEST_THRESHOLD = 0.5;
/**
 * The edge of the threshold: a look-alike below this is suggested only with evidence (the new tool lists the old
 * name, or one name holds the other). Alike boilerplate alone lands just above 0.5 on generated servers.
 */
const EDGE_THRESHOLD = 0.6;
/** With the old name listed in the new tool's inputs, this much likeness suffices (the rest of the tool is new). */
const LISTED_FLOOR = 0.3;
/** With one name holding the other (`browser_wait` / `browser_wait_for`), this much. */
const CONTAINED_FLOOR = 0.4;
/** Candidates scored per removed capability when the diff is too large to score every pair. */
const MAX_CANDIDATES = 8;
/** A blocking token shared by more added items than this says nothing. */
const MAX_POSTINGS = 64;
/** Up to this many pairs, every pair is scored (catches look-alikes that share no name token). */
const ALL_PAIRS_LIMIT = 2500;
function snippet(pairs) {
    const renames = {};
    for (const [o, n] of pairs)
        renames[o] = n;
    return JSON.stringify({ renames });
}
const byRef = (x, y) => (x.ref < y.ref ? -1 : x.ref > y.ref ? 1 : 0);
const round = (x) => Math.round(x * 100) / 100;
/** Whether a pair may be suggested at all: evidence lowers the bar, the threshold edge needs evidence. */
function admissible(score, evidence) {
    const floor = evidence?.kind === 'listed' ? LISTED_FLOOR : evidence?.kind === 'contained' ? CONTAINED_FLOOR : EDGE_THRESHOLD;
    return round(score) >= floor;
}
/** Listed names outrank look-alikes in the assignment, contained names a little: evidence is worth more than likeness. */
function weightOf(score, evidence) {
    return score + (evidence?.kind === 'listed' ? 1 : evidence?.kind === 'contained' ? 0.25 : 0);
}
/** The added items worth scoring against each removed one: all of them when the diff is small, else a few that share a rare word. */
function candidatesOf(removedF, addedF) {
    if (removedF.length * addedF.length <= ALL_PAIRS_LIMIT) {
        const all = addedF.map((_, j) => j);
        return () => all;
    }
    const postings = new Map();
    addedF.forEach((f, j) => {
        for (const k of blockingKeys(f)) {
            const list = postings.get(k) ?? [];
            if (list.length <= MAX_POSTINGS)
                list.push(j);
            postings.set(k, list);
        }
    });
    return (i) => {
        const shared = new Map();
        for (const k of blockingKeys(removedF[i])) {
            const list = postings.get(k);
            if (!list || list.length > MAX_POSTINGS)
                continue;
            for (const j of list)
                shared.set(j, (shared.get(j) ?? 0) + 1);
        }
        return [...shared.entries()]
            .sort((x, y) => y[1] - x[1] || x[0] - y[0])
            .slice(0, MAX_CANDIDATES)
            .map(([j]) => j);
    };
}
/** Every admissible pair as an edge, each removed item's best edge, and its best pair refused for doing otherwise. */
function scoreEdges(removed, added, removedF, addedF, refuse) {
    const weights = weightsOf(removedF, addedF);
    const candidates = candidatesOf(removedF, addedF);
    const edges = [];
    const best = new Map();
    const refused = new Map();
    removedF.forEach((rf, i) => {
        for (const j of candidates(i)) {
            const score = similarity(rf, addedF[j], weights);
            // Below the lowest floor nothing is admissible, evidence or not: skip looking for it.
            const evidence = round(score) >= LISTED_FLOOR ? evidenceFor(rf, addedF[j]) : undefined;
            if (!admissible(score, evidence))
                continue;
            const why = refuse?.(removed[i], added[j], evidence?.kind === 'listed');
            if (why !== undefined) {
                const r = refused.get(i);
                if (r === undefined || score > r.score)
                    refused.set(i, { j, score, why });
                continue;
            }
            const e = { i, j, w: weightOf(score, evidence), score, ...(evidence ? { evidence } : {}) };
            edges.push(e);
            const b = best.get(i);
            if (b === undefined || e.w > b.w || (e.w === b.w && j < b.j))
                best.set(i, e);
        }
    });
    return { edges, best, refused };
}
/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Every admissible
 * pair is an edge; the renames are the maximum-weight one-to-one assignment over those edges, solved once, so a
 * family of tools renamed alike is paired as a whole. A removed item left unpaired joins its best match's group as
 * a merge only with evidence (the new tool lists its name, or the names hold one another): likeness alone never
 * claims that several tools became one. Cost is bounded: small diffs are scored pairwise, large ones only against a
 * few candidates that share a rare name/property word, and the assignment is exact per connected group up to a size
 * limit (greedy beyond).
 */
function suggestMatches(removedIn, addedIn, refuse) {
    if (removedIn.length === 0 || addedIn.length === 0)
        return { hints: new Map(), targets: new Map(), groups: [], refused: new Map() };
    // Sorted, so equal scores resolve the same way whatever order the items came in.
    const removed = [...removedIn].sort(byRef);
    const added = [...addedIn].sort(byRef);
    const { edges, best, refused } = scoreEdges(removed, added, removed.map(features), added.map(features), refuse);
    const members = new Map();
    const paired = new Set();
    for (const e of maxWeightMatching(edges)) {
        paired.add(e.i);
        members.set(e.j, [e]);
    }
    for (const [i, e] of best)
        if (!paired.has(i) && e.evidence !== undefined)
            members.get(e.j)?.push(e);
    const groups = [];
    for (const [j, list] of [...members.entries()].sort((x, y) => x[0] - y[0])) {
        const to = added[j].ref;
        const olds = list
            .map((e) => ({ ref: removed[e.i].ref, score: round(e.score), ...(e.evidence ? { evidence: e.evidence } : {}) }))
            .sort((x, y) => (x.ref < y.ref ? -1 : 1));
        groups.push({ type: olds.length > 1 ? 'merged' : 'renamed', olds, to, snippet: snippet(olds.map((o) => [o.ref, to])) });
    }
    // A refused look-alike is told only where it outscored what was suggested (or nothing was): the reader would
    // otherwise wonder why the closest name was not offered.
    const chosen = new Map(groups.flatMap((g) => g.olds.map((o) => [o.ref, o.score])));
    const passedOver = new Map();
    for (const [i, r] of refused) {
        const got = chosen.get(removed[i].ref);
        if (got === undefined || round(r.score) > got)
            passedOver.set(removed[i].ref, { to: added[r.j].ref, score: round(r.score), why: r.why });
    }
    return describe(groups, passedOver);
}
function because(e, to) {
    if (e === undefined)
        return '';
    return e.kind === 'listed' ? `; \`${to}\` lists its name in ${e.where}` : `; one name holds the other`;
}
/** The sentence telling why a closer look-alike was not suggested. */
function refusedSentence(r, instead) {
    return `${instead ? '' : 'No rename is suggested: '}\`${r.to}\` (similarity ${r.score.toFixed(2)}) was not ${instead ? 'suggested instead' : 'suggested'} because ${r.why}, so it is another tool.`;
}
/** Hints and targets of the groups. A merge gives its one config entry once, on its first old ref and on the target. */
function describe(groups, refused) {
    const hints = new Map();
    const targets = new Map();
    for (const g of groups) {
        for (const o of g.olds)
            targets.set(o.ref, { to: g.to, score: o.score, ...(o.evidence ? { evidence: o.evidence } : {}) });
        if (g.type === 'renamed') {
            const { ref, score, evidence } = g.olds[0];
            hints.set(ref, `It looks like a rename to \`${g.to}\` (similarity ${score.toFixed(2)}${because(evidence, g.to)}); if it is, declare it in the config: ${g.snippet}. Until then it counts as a removal.`);
            hints.set(g.to, `It may be the new name of \`${ref}\` (similarity ${score.toFixed(2)}).`);
            continue;
        }
        const list = g.olds.map((o) => `\`${o.ref}\``).join(', ');
        const first = g.olds[0].ref;
        const listed = g.olds.filter((o) => o.evidence?.kind === 'listed').length;
        const why = listed > 0 ? `; \`${g.to}\` lists ${listed === g.olds.length ? 'all their names' : `${listed} of their names`} in its inputs` : '';
        hints.set(first, `It looks like ${g.olds.length} capabilities were merged into \`${g.to}\`: ${list}${why}. If so, declare them in one config entry: ${g.snippet}. Until then each counts as a removal.`);
        for (const o of g.olds.slice(1)) {
            hints.set(o.ref, `It looks like one of ${g.olds.length} capabilities merged into \`${g.to}\` (similarity ${o.score.toFixed(2)}${because(o.evidence, g.to)}); the config entry for the whole merge is on \`${first}\`.`);
        }
        hints.set(g.to, `It may be the merge of ${list}; if so, declare it in the config: ${g.snippet}.`);
    }
    for (const [ref, r] of refused) {
        const had = hints.get(ref);
        hints.set(ref, had === undefined ? refusedSentence(r, false) : `${had} ${refusedSentence(r, true)}`);
    }
    return { hints, targets, groups: [...groups], refused: new Map(refused) };
}

;// CONCATENATED MODULE: ./src/core/diff/policy.ts

/** config.severity: rule id -> severity. A changed severity is marked `adjusted` so nothing changes silently. */
function applySeverityOverrides(changes, overrides) {
    if (!overrides)
        return [...changes];
    return changes.map((c) => {
        const to = Object.prototype.hasOwnProperty.call(overrides, c.rule) ? overrides[c.rule] : undefined;
        if (to === undefined || to === c.severity)
            return c;
        return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.severity["${c.rule}"]` };
    });
}
/** Whether a definition carries a description or title anywhere (bounded walk). */
function hasText(definition) {
    const stack = definition === undefined ? [] : [definition];
    for (let n = 0; stack.length > 0 && n < 20_000; n++) {
        const v = stack.pop();
        if (Array.isArray(v))
            stack.push(...v);
        else if ((0,json/* isJsonObject */.OW)(v)) {
            for (const k of Object.keys(v)) {
                if ((k === 'description' || k === 'title') && typeof v[k] === 'string' && v[k] !== '')
                    return true;
                stack.push(v[k]);
            }
        }
    }
    return false;
}
/**
 * policy.reviewNewDescriptions: an added capability whose definition has model-visible text is review, so a person
 * reads it before models do. `definitions` maps a ref to its head definition.
 */
function applyReviewNewDescriptions(changes, on, definitions) {
    if (on !== true)
        return [...changes];
    return changes.map((c) => {
        if (c.rule !== 'capability-added' || c.severity !== 'safe')
            return c;
        if (!(c.after?.refs ?? []).some((r) => hasText(definitions(r))))
            return c;
        return { ...c, severity: 'review', adjusted: 'severity safe -> review by config.policy.reviewNewDescriptions' };
    });
}
function refsOf(c) {
    return [...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
}
/** Whether an ignore entry silences a change: every field it names must match, and it must name one. */
function ignoreMatches(entry, c) {
    if (entry.fingerprint === undefined && entry.rule === undefined && entry.ref === undefined)
        return false;
    if (entry.fingerprint !== undefined && entry.fingerprint !== c.fingerprint)
        return false;
    if (entry.rule !== undefined && entry.rule !== c.rule)
        return false;
    if (entry.ref !== undefined && !refsOf(c).includes(entry.ref))
        return false;
    return true;
}
/** config.ignore: matching changes move to `ignored`, marked with the entry's reason; nothing is dropped. */
function applyIgnores(changes, ignores) {
    if (!ignores || ignores.length === 0)
        return { changes: [...changes], ignored: [] };
    const kept = [];
    const ignored = [];
    for (const c of changes) {
        const entry = ignores.find((e) => ignoreMatches(e, c));
        if (entry)
            ignored.push({ ...c, adjusted: `ignored by config.ignore: ${entry.reason}` });
        else
            kept.push(c);
    }
    return { changes: kept, ignored };
}

// EXTERNAL MODULE: ./src/core/diff/report.ts + 2 modules
var diff_report = __webpack_require__(2559);
// EXTERNAL MODULE: ./src/core/diff/canary-coverage.ts
var canary_coverage = __webpack_require__(4090);
;// CONCATENATED MODULE: ./src/core/diff/generator-notes.ts

/** Tools needed before a shared change reads as a generator's doing rather than an author's. */
const MIN_TOOLS = 2;
/** How many tools both sides of a surface list (complete observations only); asked only when a flip is seen. */
function commonToolCount(b, h) {
    const bt = b.kinds?.tool;
    const ht = h.kinds?.tool;
    if (bt?.observation.state !== 'complete' || ht?.observation.state !== 'complete')
        return 0;
    const head = new Set(ht.items.map((c) => c.ref));
    let n = 0;
    for (const c of bt.items)
        if (head.has(c.ref))
            n++;
    return n;
}
function toolOf(f) {
    return f.kind === 'tool' ? (f.after?.refs[0] ?? f.before?.refs[0]) : undefined;
}
/** Tools per distinct (before -> after) of one rule, keyed by the shown pair. */
function byTransition(findings, match) {
    const out = new Map();
    for (const f of findings) {
        const tool = toolOf(f);
        if (tool === undefined || !match(f))
            continue;
        const key = `${(0,json/* showValue */.vp)(f.before?.value)} -> ${(0,json/* showValue */.vp)(f.after?.value)}`;
        const set = out.get(key) ?? new Set();
        set.add(tool);
        out.set(key, set);
    }
    return out;
}
function generatorNote(surface, findings, toolCount) {
    const evidence = [];
    let count = 0;
    const note = (text, n) => {
        evidence.push(text);
        count = Math.max(count, n);
    };
    for (const [pair, set] of byTransition(findings, (f) => f.rule === 'tool-schema-dialect-changed')) {
        if (set.size >= MIN_TOOLS)
            note(`on ${set.size} tools, \`$schema\` went from ${pair.replace(' -> ', ' to ')}`, set.size);
    }
    // Only the root object of the input schema, and only when every tool both sides list flipped the same way.
    const rootAp = (f) => (f.rule === 'tool-input-additional-properties-closed' || f.rule === 'tool-input-additional-properties-opened' || f.rule === 'tool-input-no-arguments-closed') &&
        f.after?.pointer === '/inputSchema/additionalProperties';
    for (const [pair, set] of byTransition(findings, rootAp)) {
        if (set.size >= MIN_TOOLS && set.size === toolCount())
            note(`on every tool (${set.size}), \`additionalProperties\` went from ${pair.replace(' -> ', ' to ')}`, set.size);
    }
    const defaulted = new Set(findings.filter((f) => f.rule === 'tool-input-defaulted-property-made-required').map(toolOf).filter((t) => t !== undefined));
    if (defaulted.size >= MIN_TOOLS)
        note(`on ${defaulted.size} tools, properties with a \`default\` are now listed in \`required\``, defaulted.size);
    if (evidence.length === 0)
        return undefined;
    return {
        rule: 'schema-generator-changed',
        kind: 'server',
        surface,
        // The evidence is prose for the message; the change carries no value of its own to show as JSON.
        after: { refs: [] },
        params: { surface, evidence: evidence.join('; '), count },
    };
}

;// CONCATENATED MODULE: ./src/core/diff/classify-shared.ts



const KIND_LABEL = {
    tool: 'tool',
    prompt: 'prompt',
    resource: 'resource',
    resourceTemplate: 'resource template',
};
function keyOfRef(ref) {
    return (0,canonical/* parseRef */.rd)(ref)?.key ?? ref;
}
function quoteList(refs) {
    return refs.map((r) => `\`${keyOfRef(r)}\``).join(', ');
}
function sideOf(caps, pointer, value) {
    const s = { refs: caps.map((c) => c.ref), digests: caps.map((c) => c.digest) };
    if (pointer !== undefined)
        s.pointer = pointer;
    const v = (0,json/* boundedValue */.lv)(value);
    if (v !== undefined)
        s.value = v;
    return s;
}
/** The names (lowercase) of the tools a snapshot serves on each surface, computed per surface on first use. */
function toolNamesBySurface(snap) {
    const memo = new Map();
    return (surface) => {
        let names = memo.get(surface);
        if (names === undefined) {
            const ks = snap.surfaces[surface]?.kinds?.tool;
            names = new Set(ks?.observation.state === 'complete' ? ks.items.map((c) => keyOfRef(c.ref).toLowerCase()) : []);
            memo.set(surface, names);
        }
        return names;
    };
}
function lazy(make) {
    let value;
    return () => (value ??= make());
}
function offeredIndex(snap) {
    const out = new Map();
    for (const name of Object.keys(snap.surfaces).sort()) {
        const s = snap.surfaces[name];
        for (const kind of model/* KINDS */.GW) {
            const ks = s.kinds?.[kind];
            if (!ks || ks.observation.state !== 'complete')
                continue;
            for (const c of ks.items) {
                const list = out.get(c.ref) ?? [];
                // A duplicated ref is still one offer on this surface.
                if (list[list.length - 1] !== name)
                    list.push(name);
                out.set(c.ref, list);
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/whitespace.ts
// Model-visible text compared modulo whitespace: FastMCP sends raw docstrings, so re-indenting a docstring or
// emptying a blank line changes the bytes but not what the model reads. Snapshots keep the exact text.
/** Runs of whitespace as one space, ends trimmed. */
function squashWhitespace(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/** Both strings, different, and equal once whitespace is normalized. */
function onlyWhitespaceDiffers(before, after) {
    return typeof before === 'string' && typeof after === 'string' && before !== after && squashWhitespace(before) === squashWhitespace(after);
}
/** Rules that report edited text; a whitespace-only edit of that text is reported as `text-whitespace-changed` instead. */
const TEXT_EDIT_RULES = new Set(['description-changed', 'title-changed', 'server-instructions-changed']);

;// CONCATENATED MODULE: ./src/core/shared/trim.ts
// Trailing runs cut by a loop from the end: `/x+$/` on server text is quadratic (each start in a run that is not at the
// end scans the run to its end), so a 16 KB `====\u2026a` would cost 130 million steps.
/** `s` without the run of `ch` (one UTF-16 unit) at its end. */
function withoutTrailing(s, ch) {
    let end = s.length;
    while (end > 0 && s[end - 1] === ch)
        end--;
    return end === s.length ? s : s.slice(0, end);
}

;// CONCATENATED MODULE: ./src/core/diff/icons-apps.ts



const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),/i;
function humanSize(bytes) {
    return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
/** One icon source in a few words: `image/png, 1.2 KB, sha256:1a2b3c4d` for inline data; the URL (bounded) otherwise. */
function iconSource(src) {
    const m = DATA_URI.exec(src);
    if (m === null)
        return src.length > 120 ? `${src.slice(0, 119)}\u2026` : src;
    const payload = src.slice(m[0].length);
    const base64 = /;base64/i.test(m[2]);
    const bytes = base64 ? Math.floor((withoutTrailing(payload, '=').length * 3) / 4) : payload.length;
    return `${m[1] || 'text/plain'}, ${humanSize(bytes)}, sha256:${(0,canonical/* sha256 */.sc)(payload).slice(0, 8)}`;
}
/** An `icons` array as short strings (source, then declared mimeType, sizes and theme); other shapes as they are, bounded. */
function compactIcons(v) {
    if (!Array.isArray(v))
        return v === undefined ? undefined : (0,json/* showValue */.vp)(v);
    return v.map((icon) => {
        if (!(0,json/* isJsonObject */.OW)(icon) || typeof icon.src !== 'string')
            return (0,json/* showValue */.vp)(icon);
        const extra = [icon.mimeType, Array.isArray(icon.sizes) ? icon.sizes.join(' ') : icon.sizes, icon.theme].filter((x) => typeof x === 'string' && x !== '');
        return [iconSource(icon.src), ...extra].join('; ');
    });
}
function iconsText(v) {
    const c = compactIcons(v);
    if (c === undefined)
        return 'none';
    return Array.isArray(c) ? (c.length === 0 ? 'none' : c.map((x) => `[${String(x)}]`).join(' ')) : String(c);
}
/** `icons` changed: one delta with compact values on both sides. */
function iconsDelta(pointer, before, after) {
    const d = { rule: 'icons-changed', pointer, params: { before: iconsText(before), after: iconsText(after) } };
    const b = compactIcons(before);
    const a = compactIcons(after);
    if (b !== undefined)
        d.before = b;
    if (a !== undefined)
        d.after = a;
    return d;
}
function uiDelta(rule, pointer, b, a) {
    const d = { rule, pointer, params: { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) } };
    if (b !== undefined)
        d.before = b;
    if (a !== undefined)
        d.after = a;
    return d;
}
/**
 * `_meta` changed: `_meta.ui.resourceUri` on a tool is `tool-app-view-changed`, any other `_meta.ui` key (csp domains,
 * permissions, domain, visibility) is `app-ui-settings-changed`, one delta per key; other `_meta` keys stay
 * `definition-field-changed`, one per key.
 */
function metaDeltas(isTool, before, after) {
    const b = (0,json/* isJsonObject */.OW)(before) ? before : {};
    const a = (0,json/* isJsonObject */.OW)(after) ? after : {};
    const out = [];
    for (const k of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
        const bk = (0,json/* own */.ZV)(b, k);
        const ak = (0,json/* own */.ZV)(a, k);
        if ((0,json/* jsonEqual */.Zm)(bk, ak))
            continue;
        const ptr = `/_meta/${(0,json/* escapePointer */.lZ)(k)}`;
        if (k !== 'ui' || (bk !== undefined && !(0,json/* isJsonObject */.OW)(bk)) || (ak !== undefined && !(0,json/* isJsonObject */.OW)(ak))) {
            out.push(uiDelta('definition-field-changed', ptr, bk, ak));
            continue;
        }
        const bu = (0,json/* isJsonObject */.OW)(bk) ? bk : {};
        const au = (0,json/* isJsonObject */.OW)(ak) ? ak : {};
        for (const u of [...new Set([...Object.keys(bu), ...Object.keys(au)])].sort()) {
            if ((0,json/* jsonEqual */.Zm)((0,json/* own */.ZV)(bu, u), (0,json/* own */.ZV)(au, u)))
                continue;
            const rule = isTool && u === 'resourceUri' ? 'tool-app-view-changed' : 'app-ui-settings-changed';
            out.push(uiDelta(rule, `${ptr}/${(0,json/* escapePointer */.lZ)(u)}`, (0,json/* own */.ZV)(bu, u), (0,json/* own */.ZV)(au, u)));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/diff/risky-text.ts + 2 modules
var risky_text = __webpack_require__(8112);
// EXTERNAL MODULE: ./src/core/diff/model-texts.ts
var model_texts = __webpack_require__(783);
;// CONCATENATED MODULE: ./src/core/diff/schema/keywords.ts
// JSON Schema keyword families as the compatibility walk sorts them: which keywords it decides, which only annotate,
// which belong to the document rather than the instance.
const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
/** Count bounds and the value an absent one means (`minItems: 0` is no bound at all). */
const COUNT_LOWER_BOUNDS = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
const COUNT_UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const NUMERIC_BOUNDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
const PRESENCE_CONSTRAINTS = ['pattern', 'format'];
/** Keywords that never change what validates; a schema holding only these accepts anything. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Keywords about the document, not the instance: compared through what they affect (refs, dialect), never directly. */
const DOCUMENT = new Set(['$schema', '$defs', 'definitions', '$id']);
/** Combinators whose branch order means nothing. */
const UNORDERED = new Set(['anyOf', 'oneOf', 'allOf']);
/** Keywords this walk understands; any other keyword that differs is a review. */
const HANDLED = new Set([
    'type',
    'enum',
    'const',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'default',
    'description',
    'title',
    'multipleOf',
    'uniqueItems',
    'prefixItems',
    'propertyNames',
    ...Object.keys(COUNT_LOWER_BOUNDS),
    ...COUNT_UPPER_BOUNDS,
    ...NUMERIC_BOUNDS,
    ...PRESENCE_CONSTRAINTS,
]);
const COMBINATORS = new Set(['$ref', '$defs', 'definitions', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else']);

;// CONCATENATED MODULE: ./src/core/diff/schema/values.ts


/** Type set of a schema node; undefined means any type. Throws on a malformed `type`. */
function typesOf(s) {
    const t = s.type;
    if (t === undefined)
        return undefined;
    const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : null;
    if (list === null || list.some((x) => typeof x !== 'string' || !TYPES.includes(x)))
        throw new Error('invalid `type`');
    return new Set(list);
}
function accepts(set, t) {
    return set === undefined || set.has(t) || (t === 'integer' && set.has('number'));
}
/** Every value of type-set `inner` is also allowed by `outer`. */
function within(inner, outer) {
    if (outer === undefined)
        return true;
    if (inner === undefined)
        return false;
    for (const t of inner)
        if (!accepts(outer, t))
            return false;
    return true;
}
function showTypes(set) {
    return set === undefined ? 'any type' : [...set].sort().join(' | ');
}
/** Allowed values (enum, const, or both: their intersection); undefined means unrestricted. */
function valuesOf(s) {
    if (s.enum !== undefined && !Array.isArray(s.enum))
        throw new Error('invalid `enum`');
    const list = s.enum;
    if (s.const === undefined)
        return list;
    if (list === undefined)
        return [s.const];
    const k = (0,json/* valueKey */.zV)(s.const);
    return list.filter((v) => (0,json/* valueKey */.zV)(v) === k);
}
function jsonType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'integer' : 'number';
    return typeof v;
}
/** Types a node really accepts: an enum or const leaves only the types of its values. */
function effectiveTypes(declared, values) {
    if (values === undefined)
        return declared;
    const out = new Set();
    for (const v of values) {
        const t = jsonType(v);
        if (accepts(declared, t))
            out.add(t);
    }
    return out;
}
/** >0 when bound x admits fewer values than y, <0 when more, 0 when the same. */
function compareBounds(x, y, lower) {
    if (x.value !== y.value)
        return (lower ? x.value > y.value : x.value < y.value) ? 1 : -1;
    return Number(x.exclusive) - Number(y.exclusive);
}
/**
 * The one bound a side enforces: the tighter of `minimum` and `exclusiveMinimum` (numbers since draft 6), or
 * `minimum` made exclusive by a draft-4 boolean. A string is the name of a keyword that holds no usable value.
 */
function numericBound(s, lower) {
    const inc = lower ? 'minimum' : 'maximum';
    const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
    const i = s[inc];
    const e = s[exc];
    if (i !== undefined && (typeof i !== 'number' || !Number.isFinite(i)))
        return inc;
    if (e !== undefined && typeof e !== 'boolean' && (typeof e !== 'number' || !Number.isFinite(e)))
        return exc;
    if (typeof e === 'boolean')
        return i === undefined ? undefined : { value: i, exclusive: e, keyword: e ? exc : inc, draft4: e };
    const ib = i === undefined ? undefined : { value: i, exclusive: false, keyword: inc, draft4: false };
    const eb = e === undefined ? undefined : { value: e, exclusive: true, keyword: exc, draft4: false };
    const bound = ib === undefined || eb === undefined ? (ib ?? eb) : compareBounds(eb, ib, lower) >= 0 ? eb : ib;
    return bound !== undefined && beyondSafeIntegers(bound, lower) ? undefined : bound;
}
/**
 * A bound that excludes no number a client can send exactly: zod 4's `int()` writes JavaScript's safe-integer limits
 * (+-9007199254740991) as `minimum`/`maximum`, and zod 3 wrote nothing. Such a bound is no constraint, so adding or
 * dropping it with the schema library is no change (a number past 2^53 is not one a JSON client holds exactly).
 */
function beyondSafeIntegers(x, lower) {
    const limit = Number.MAX_SAFE_INTEGER;
    const v = lower ? -x.value : x.value;
    return v > limit || (v === limit && !x.exclusive);
}
function showBound(x, lower) {
    if (x === undefined)
        return 'none';
    return `${lower ? '>' : '<'}${x.exclusive ? '' : '='} ${x.value}`;
}
/**
 * `m` is a whole multiple of `d` read as the decimals a schema's author writes (0.3 is a multiple of 0.1), so every
 * multiple of `m` is one of `d`. Validators differ here: zod's `multipleOf`, pydantic's `multiple_of` and Ajv with
 * `multipleOfPrecision` allow for binary fractions as this does; plain Ajv divides in binary floating point and refuses
 * 0.3 under 0.1, which a gate following it would report as a tightening nobody made.
 */
function divides(d, m) {
    const r = m / d;
    const n = Math.round(r);
    return n >= 1 && Math.abs(r - n) <= 1e-9 * n;
}
/** Arrays holding the same members in any order. */
function sameMembers(x, y) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length)
        return false;
    const xs = x.map(json/* valueKey */.zV).sort();
    const ys = y.map(json/* valueKey */.zV).sort();
    return xs.every((k, i) => k === ys[i]);
}
function showValues(values) {
    const shown = values.slice(0, 10).map((v) => (0,json/* showValue */.vp)(v, 60));
    return values.length > 10 ? `${shown.join(', ')} and ${values.length - 10} more` : shown.join(', ');
}
/** Property names are strings: a `propertyNames` every string meets (zod 4's `{type: "string"}` for a record) is none. */
function vacuousNames(v) {
    if (apState(v) === 'open')
        return true;
    if (!(0,json/* isJsonObject */.OW)(v))
        return false;
    const keys = Object.keys(v).filter((k) => !ANNOTATIONS.has(k));
    if (keys.length !== 1 || keys[0] !== 'type')
        return false;
    const t = v.type;
    return t === 'string' || (Array.isArray(t) && t.includes('string'));
}
function apState(v) {
    if (v === undefined || v === true)
        return 'open';
    if (v === false)
        return 'closed';
    if ((0,json/* isJsonObject */.OW)(v) && Object.keys(v).every((k) => ANNOTATIONS.has(k)))
        return 'open';
    return 'schema';
}
function asSchema(v) {
    if (v === undefined || v === true)
        return {};
    if ((0,json/* isJsonObject */.OW)(v))
        return v;
    return undefined;
}
function stringList(v, what) {
    if (v === undefined)
        return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
        throw new Error(`invalid \`${what}\``);
    return v;
}
function objectOrEmpty(v, what) {
    if (v === undefined)
        return {};
    if (!(0,json/* isJsonObject */.OW)(v))
        throw new Error(`invalid \`${what}\``);
    return v;
}

;// CONCATENATED MODULE: ./src/core/diff/schema/document.ts



/** Schema nodes visited per pair before giving up with a review. */
const MAX_NODES = 50_000;
/** `$ref` hops followed from one schema node before giving up (a chain of refs to refs, or a cycle of them). */
const MAX_REF_HOPS = 32;
function dialectOf(root) {
    const url = (0,json/* isJsonObject */.OW)(root) && typeof root.$schema === 'string' ? root.$schema : '';
    // MCP 2025-11-25 reads a schema without `$schema` as 2020-12.
    return /draft-0[3-7]/.test(url) ? 'pre-2019' : '2019+';
}
/** Every `$ref` string in a document (bounded: hostile documents are cut off by the node cap). */
function refsIn(root, out) {
    const stack = root === undefined ? [] : [root];
    let n = 0;
    while (stack.length > 0) {
        if (++n > MAX_NODES)
            return false;
        const v = stack.pop();
        if (Array.isArray(v))
            stack.push(...v);
        else if ((0,json/* isJsonObject */.OW)(v)) {
            for (const [k, x] of Object.entries(v)) {
                if (k === '$ref' && typeof x === 'string')
                    out.add(x);
                else
                    stack.push(x);
            }
        }
    }
    return true;
}
/** Both documents resolve every `$ref` they hold to equal definitions, so equal nodes need no look inside. */
function refsAgree(b, a) {
    const refs = new Set();
    if (!refsIn(b, refs) || !refsIn(a, refs))
        return false;
    if (refs.size === 0)
        return true;
    const defs = (r) => ((0,json/* isJsonObject */.OW)(r) ? { $defs: r.$defs ?? null, definitions: r.definitions ?? null } : {});
    if (!(0,json/* jsonEqual */.Zm)(defs(b), defs(a)))
        return false;
    return [...refs].every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/'));
}
/** The node a local JSON-pointer `$ref` names, or undefined. */
function lookup(root, ref) {
    if (!ref.startsWith('#'))
        return undefined;
    if (ref === '#')
        return root;
    if (!ref.startsWith('#/'))
        return undefined;
    let cur = root;
    for (const raw of ref.slice(2).split('/')) {
        const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(cur) && /^\d+$/.test(key))
            cur = cur[Number(key)];
        else if ((0,json/* isJsonObject */.OW)(cur) && Object.prototype.hasOwnProperty.call(cur, key))
            cur = cur[key];
        else
            return undefined;
    }
    return cur;
}
/**
 * Follows `$ref` until a node without one. Annotation siblings (description, title...) stay: models read them.
 * Other siblings are ignored by validators before 2019-09 and apply beside the target since; the latter is not
 * decided here. Returns the target chain's first ref (for cycle detection) and the node; throws a reason.
 */
function resolveRef(node, side) {
    let cur = node;
    let first;
    for (let hops = 0; typeof cur.$ref === 'string'; hops++) {
        if (hops >= MAX_REF_HOPS)
            throw new Error(`\`$ref\` chain longer than ${MAX_REF_HOPS} hops`);
        const ref = cur.$ref;
        first ??= ref;
        const target = lookup(side.root, ref);
        if (target === undefined)
            throw new Error(`\`$ref\` ${(0,json/* showValue */.vp)(ref, 80)} is not a local reference that resolves`);
        const t = asSchema(target);
        if (t === undefined)
            throw new Error(`\`$ref\` ${(0,json/* showValue */.vp)(ref, 80)} names a \`false\` or invalid schema`);
        const siblings = Object.keys(cur).filter((k) => k !== '$ref' && !ANNOTATIONS.has(k) && !DOCUMENT.has(k));
        if (siblings.length > 0 && side.dialect === '2019+')
            throw new Error(`\`$ref\` beside \`${siblings[0]}\``);
        const merged = { ...t };
        for (const k of Object.keys(cur))
            if (ANNOTATIONS.has(k))
                merged[k] = cur[k];
        cur = merged;
    }
    return first === undefined ? { node: cur } : { node: cur, ref: first };
}

;// CONCATENATED MODULE: ./src/core/diff/schema/compare-lists.ts
// The one list comparer every keyword walker shares (properties, required names, enum values): it only sorts members
// into removed, added and kept, by a key; what a difference means is the walker's business.
/** Members of `before` and `after` matched by key, each list in its own order (a repeated member stays repeated). */
function diffLists(before, after, key) {
    const afterByKey = new Map();
    for (const t of after)
        if (!afterByKey.has(key(t)))
            afterByKey.set(key(t), t);
    const beforeKeys = new Set(before.map(key));
    const out = { removed: [], added: [], kept: [] };
    for (const t of before) {
        const k = key(t);
        if (afterByKey.has(k))
            out.kept.push([t, afterByKey.get(k)]);
        else
            out.removed.push(t);
    }
    for (const t of after)
        if (!beforeKeys.has(key(t)))
            out.added.push(t);
    return out;
}
/** Sorted own keys of two objects, split the same way (the properties of two schemas). */
function diffKeys(before, after) {
    const sorted = (o) => Object.keys(o).sort();
    return diffLists(sorted(before), sorted(after), (k) => k);
}

;// CONCATENATED MODULE: ./src/core/diff/schema/pair.ts

/** Pointer of keyword `k` in this node. */
function at(p, k) {
    return `${p.w.pointer}/${(0,json/* escapePointer */.lZ)(k)}`;
}
/** Queues a child pair one level down. */
function descend(p, b, a, pointer, path) {
    p.stack.push({ b, a, pointer, path, depth: p.w.depth + 1 });
}

;// CONCATENATED MODULE: ./src/core/diff/schema/walk.ts

const MAX_SCHEMA_DEPTH = 64;
/** Deltas per pair before the rest is summarized as one review. */
const MAX_DELTAS = 500;
const NOT_COMPARABLE = 'tool-schema-not-comparable';
const DIALECT_CHANGED = 'tool-schema-dialect-changed';
const RULES_BY_DIRECTION = {
    input: {
        harms: 'lost',
        propertyRemoved: 'tool-input-property-removed',
        propertyAdded: 'tool-input-property-added',
        requiredPropertyAdded: 'tool-input-required-property-added',
        madeRequired: 'tool-input-property-made-required',
        // How generators in output mode describe a defaulted parameter.
        defaultedMadeRequired: 'tool-input-defaulted-property-made-required',
        madeOptional: 'tool-input-property-made-optional',
        tightened: 'tool-input-constraint-tightened',
        loosened: 'tool-input-constraint-loosened',
        type: { lost: 'tool-input-type-narrowed', gained: 'tool-input-type-widened' },
        enum: { lost: 'tool-input-enum-value-removed', gained: 'tool-input-enum-value-added' },
        enumBoundary: 'constraint',
        additionalProperties: {
            closed: 'tool-input-additional-properties-closed',
            opened: 'tool-input-additional-properties-opened',
            noneDeclaredClosed: 'tool-input-no-arguments-closed',
        },
        defaultChanged: 'tool-input-default-changed',
    },
    output: {
        harms: 'gained',
        propertyRemoved: 'tool-output-property-removed',
        propertyAdded: 'tool-output-property-added',
        requiredPropertyAdded: 'tool-output-property-added',
        madeRequired: 'tool-output-required-added',
        defaultedMadeRequired: 'tool-output-required-added',
        madeOptional: 'tool-output-required-removed',
        tightened: 'tool-output-constraint-tightened',
        loosened: 'tool-output-constraint-loosened',
        type: { lost: 'tool-output-type-narrowed', gained: 'tool-output-type-widened' },
        enum: { lost: 'tool-output-enum-narrowed', gained: 'tool-output-enum-widened' },
        enumBoundary: 'enum',
    },
};
/** The value change to report when a node both lost and gained: the harmful one first. */
function reported(rules, lost, gained) {
    const harmful = rules.harms === 'lost' ? lost : gained;
    return harmful ? rules.harms : rules.harms === 'lost' ? 'gained' : 'lost';
}
/** The constraint outcome that harms this direction's party (input: tightened; output: loosened). */
function harmfulOutcome(rules) {
    return rules.harms === 'lost' ? 'tightened' : 'loosened';
}
/**
 * Deltas that leave every old value valid (input) or every new value within the old (output): what a branch must
 * show to count as covering another. Declaring an optional input property is left out: on an open object it can
 * reject a value the old schema let through, which the top-level verdict accepts by decision but a proof may not.
 */
const COVERING = new Set([
    'description-changed',
    'title-changed',
    'tool-input-default-changed',
    DIALECT_CHANGED,
    'tool-input-property-made-optional',
    'tool-input-type-widened',
    'tool-input-enum-value-added',
    'tool-input-constraint-loosened',
    'tool-input-additional-properties-opened',
    'tool-output-property-added',
    'tool-output-required-added',
    'tool-output-type-narrowed',
    'tool-output-enum-narrowed',
    'tool-output-constraint-tightened',
]);
class Walk {
    direction;
    rootPointer;
    ctx;
    out = [];
    capped = false;
    /** `$ref` target pairs already compared in this walk: a recursive schema is compared once per pair. */
    seen = new Set();
    constructor(direction, rootPointer, ctx) {
        this.direction = direction;
        this.rootPointer = rootPointer;
        this.ctx = ctx;
    }
    emit(rule, pointer, path, params, before, after) {
        if (this.capped)
            return;
        if (this.out.length >= MAX_DELTAS) {
            this.capped = true;
            this.notComparable(this.rootPointer, `more than ${MAX_DELTAS} differences`, true);
            return;
        }
        const d = { rule, pointer, params: { property: path, ...params } };
        const bv = (0,json/* boundedValue */.lv)(before);
        const av = (0,json/* boundedValue */.lv)(after);
        if (bv !== undefined)
            d.before = bv;
        if (av !== undefined)
            d.after = av;
        this.out.push(d);
    }
    notComparable(pointer, reason, force = false) {
        const d = {
            rule: NOT_COMPARABLE,
            pointer,
            params: {
                side: this.direction,
                reason,
                party: this.direction === 'input' ? 'callers' : 'consumers',
            },
        };
        if (force || !this.capped)
            this.out.push(d);
    }
    get rules() {
        return RULES_BY_DIRECTION[this.direction];
    }
    /** A walk of its own over the same documents and budget (branch matching), optionally in another direction. */
    sub(direction = this.direction, ctx = this.ctx) {
        return new Walk(direction, this.rootPointer, ctx);
    }
    constraint(outcome, pointer, path, keyword, b, a, shown = { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) }) {
        const rule = outcome === 'tightened' ? this.rules.tightened : this.rules.loosened;
        this.emit(rule, pointer, path, { keyword, ...shown }, b, a);
    }
}
function childPath(path, prop) {
    return path === '' || path.startsWith('(') ? prop : `${path}.${prop}`;
}
function rootPath(direction) {
    return direction === 'input' ? '(arguments)' : '(result)';
}
/** Equal text that is also an equal schema: the refs inside (if any) resolve alike on both sides. */
function sameSchema(walk, x, y) {
    const nodes = walk.ctx.nodes;
    return nodes.equal(x, y) && (walk.ctx.refsAgree || nodes.refFree(x));
}

;// CONCATENATED MODULE: ./src/core/diff/schema/families.ts






/** Keywords whose effect cannot be decided here: one review each, naming where. */
function unknownKeywords(p) {
    const { walk, b, a } = p;
    const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
    for (const k of [...keys].sort()) {
        if (HANDLED.has(k) || DOCUMENT.has(k))
            continue;
        // Equal text is an equal schema only when the refs inside it resolve alike on both sides.
        if ((walk.ctx.nodes.equal((0,json/* own */.ZV)(b, k), (0,json/* own */.ZV)(a, k)) || (UNORDERED.has(k) && sameMembers((0,json/* own */.ZV)(b, k), (0,json/* own */.ZV)(a, k)))) && (walk.ctx.refsAgree || walk.ctx.nodes.refFree((0,json/* own */.ZV)(b, k))))
            continue;
        walk.notComparable(at(p, k), COMBINATORS.has(k) ? `\`${k}\` changed; its compatibility is not decided` : `keyword \`${k}\` changed`);
    }
}
/** Model-visible text inside the schema. */
function families_text(p) {
    const { walk, b, a } = p;
    for (const k of ['description', 'title']) {
        if (!(0,json/* jsonEqual */.Zm)(b[k], a[k]))
            walk.emit(`${k}-changed`, at(p, k), p.w.path, { before: (0,json/* showValue */.vp)(b[k]), after: (0,json/* showValue */.vp)(a[k]) }, b[k], a[k]);
    }
}
/** `type`, judged by the values it really lets through: `{enum: ['a']}` and `{type: 'string', enum: ['a']}` are equal. */
function type(p) {
    const { walk, b, a } = p;
    // Values first: a malformed `enum` is the reason given, as before the type is read.
    const bv = valuesOf(b);
    const av = valuesOf(a);
    const bt = typesOf(b);
    const at_ = typesOf(a);
    if (within(bt, at_) && within(at_, bt))
        return;
    const be = effectiveTypes(bt, bv);
    const ae = effectiveTypes(at_, av);
    const lost = !within(be, ae);
    const gained = !within(ae, be);
    if (!lost && !gained)
        return;
    const rule = walk.rules.type[reported(walk.rules, lost, gained)];
    walk.emit(rule, at(p, p.typeAt ?? 'type'), p.w.path, { before: showTypes(be), after: showTypes(ae) }, b.type, a.type);
}
/** `enum` / `const`: values lost and gained, or a restriction introduced or dropped. */
function enumValues(p) {
    const { walk, b, a } = p;
    const rules = walk.rules;
    const bv = valuesOf(b);
    const av = valuesOf(a);
    const keyword = a.enum !== undefined || b.enum !== undefined ? 'enum' : 'const';
    const ptr = at(p, keyword);
    const path = p.w.path;
    if (bv !== undefined && av !== undefined) {
        const { removed, added } = diffLists(bv, av, json/* valueKey */.zV);
        if (removed.length > 0)
            walk.emit(rules.enum.lost, ptr, path, { values: showValues(removed), count: removed.length }, removed.slice(0, 50), undefined);
        if (added.length > 0)
            walk.emit(rules.enum.gained, ptr, path, { values: showValues(added), count: added.length }, undefined, added.slice(0, 50));
    }
    else if (bv === undefined && av !== undefined) {
        if (rules.enumBoundary === 'constraint')
            walk.constraint('tightened', ptr, path, keyword, undefined, av.slice(0, 50));
        else
            walk.emit(rules.enum.lost, ptr, path, { values: 'any value outside ' + showValues(av), count: 0 }, undefined, av.slice(0, 50));
    }
    else if (bv !== undefined && av === undefined) {
        if (rules.enumBoundary === 'constraint')
            walk.constraint('loosened', ptr, path, keyword, bv.slice(0, 50), undefined);
        else
            walk.emit(rules.enum.gained, ptr, path, { values: 'any value outside ' + showValues(bv), count: 0 }, bv.slice(0, 50), undefined);
    }
}
/** Numeric bounds: one effective bound per side, so `minimum: 5` -> `exclusiveMinimum: 4` is one loosening. */
function numericBounds(p) {
    const { walk, b, a } = p;
    for (const lower of [true, false]) {
        const inc = lower ? 'minimum' : 'maximum';
        const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
        if ((0,json/* jsonEqual */.Zm)(b[inc], a[inc]) && (0,json/* jsonEqual */.Zm)(b[exc], a[exc]))
            continue;
        const x = numericBound(b, lower);
        const y = numericBound(a, lower);
        if (typeof x === 'string' || typeof y === 'string') {
            const k = typeof y === 'string' ? y : x;
            walk.notComparable(at(p, k), `non-numeric \`${k}\``);
            continue;
        }
        if (x === undefined && y === undefined)
            continue;
        const cmp = x === undefined ? 1 : y === undefined ? -1 : compareBounds(y, x, lower);
        if (cmp === 0)
            continue;
        const k = (y ?? x).keyword;
        const plain = x !== undefined && y !== undefined && x.keyword === y.keyword && !x.draft4 && !y.draft4;
        const shown = plain ? { before: (0,json/* showValue */.vp)(x.value), after: (0,json/* showValue */.vp)(y.value) } : { before: showBound(x, lower), after: showBound(y, lower) };
        walk.constraint(cmp > 0 ? 'tightened' : 'loosened', at(p, k), p.w.path, k, b[k], a[k], shown);
    }
}
const COUNTS = [
    ...Object.entries(COUNT_LOWER_BOUNDS).map(([k, d]) => [k, true, d]),
    ...COUNT_UPPER_BOUNDS.map((k) => [k, false, undefined]),
];
/** Length and count bounds; an absent lower bound is its default (0, or 1 for minContains). */
function countBounds(p) {
    const { walk, b, a } = p;
    for (const [k, lower, absent] of COUNTS) {
        const x = b[k];
        const y = a[k];
        if ((0,json/* jsonEqual */.Zm)(x, y))
            continue;
        if ((x !== undefined && typeof x !== 'number') || (y !== undefined && typeof y !== 'number')) {
            walk.notComparable(at(p, k), `non-numeric \`${k}\``);
            continue;
        }
        const xv = x ?? absent;
        const yv = y ?? absent;
        if (xv === yv)
            continue;
        let outcome;
        if (xv === undefined)
            outcome = 'tightened';
        else if (yv === undefined)
            outcome = 'loosened';
        else
            outcome = (lower ? yv > xv : yv < xv) ? 'tightened' : 'loosened';
        walk.constraint(outcome, at(p, k), p.w.path, k, x, y);
    }
}
/** `multipleOf`, `uniqueItems` and the constraints that only exist or not (`pattern`, `format`). */
function scalarConstraints(p) {
    const { walk, b, a } = p;
    const path = p.w.path;
    if (!(0,json/* jsonEqual */.Zm)(b.multipleOf, a.multipleOf)) {
        const x = b.multipleOf;
        const y = a.multipleOf;
        const bad = (v) => v !== undefined && (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v));
        if (bad(x) || bad(y))
            walk.notComparable(at(p, 'multipleOf'), 'non-numeric `multipleOf`');
        else
            multipleOf(p, x, y);
    }
    if (Boolean(b.uniqueItems) !== Boolean(a.uniqueItems)) {
        walk.constraint(a.uniqueItems === true ? 'tightened' : 'loosened', at(p, 'uniqueItems'), path, 'uniqueItems', b.uniqueItems, a.uniqueItems);
    }
    for (const k of PRESENCE_CONSTRAINTS) {
        const x = b[k];
        const y = a[k];
        if ((0,json/* jsonEqual */.Zm)(x, y))
            continue;
        if (x === undefined)
            walk.constraint('tightened', at(p, k), path, k, x, y);
        else if (y === undefined)
            walk.constraint('loosened', at(p, k), path, k, x, y);
        else
            walk.notComparable(at(p, k), `\`${k}\` changed from ${(0,json/* showValue */.vp)(x, 60)} to ${(0,json/* showValue */.vp)(y, 60)}`);
    }
}
/**
 * A changed `multipleOf`, its values read as decimals (values.ts `divides`). When neither divides the other, the
 * change is both a tightening and a loosening, never safe: the harmful one is reported with the value that shows it
 * (the old multipleOf itself, now refused, for inputs; the new one, refused before, for outputs).
 */
function multipleOf(p, x, y) {
    const report = (outcome, after = (0,json/* showValue */.vp)(y)) => p.walk.constraint(outcome, at(p, 'multipleOf'), p.w.path, 'multipleOf', x, y, { before: (0,json/* showValue */.vp)(x), after });
    if (y === undefined || (x !== undefined && divides(y, x)))
        return report('loosened');
    if (x === undefined || divides(x, y))
        return report('tightened');
    if (harmfulOutcome(p.walk.rules) === 'tightened')
        report('tightened', `${(0,json/* showValue */.vp)(y)}, which refuses ${(0,json/* showValue */.vp)(x)}`);
    else
        report('loosened', `${(0,json/* showValue */.vp)(y)}, which allows ${(0,json/* showValue */.vp)(y)}, refused before`);
}
/**
 * `default`: validation is unchanged, behaviour for calls that omit the value is not. A `default: null` on a node that
 * accepts null is what pydantic writes for `Optional[X] = None` and zod for `.nullable().default(null)`: omitting the
 * value means null either way, so it is the same as no default.
 */
function defaultValue(p) {
    const { walk, b, a } = p;
    if ((0,json/* jsonEqual */.Zm)(b.default, a.default) || (0,json/* jsonEqual */.Zm)(effectiveDefault(b), effectiveDefault(a)))
        return;
    const rule = walk.rules.defaultChanged;
    if (rule !== undefined)
        walk.emit(rule, at(p, 'default'), p.w.path, { before: (0,json/* showValue */.vp)(b.default), after: (0,json/* showValue */.vp)(a.default) }, b.default, a.default);
    else
        walk.notComparable(at(p, 'default'), '`default` changed');
}
function effectiveDefault(s) {
    return s.default === null && acceptsNull(s, 1) ? undefined : s.default;
}
/** The node lets null through by its own type/enum, or through a union branch (one level down; a `$ref` is not followed). */
function acceptsNull(s, levels) {
    try {
        const values = valuesOf(s);
        if (values !== undefined && !values.includes(null))
            return false;
        if (!accepts(typesOf(s), 'null'))
            return false;
    }
    catch {
        return false;
    }
    if (s.$ref !== undefined || s.allOf !== undefined || s.not !== undefined || s.if !== undefined)
        return false;
    for (const k of ['anyOf', 'oneOf']) {
        const list = s[k];
        if (list === undefined)
            continue;
        if (!Array.isArray(list) || levels === 0)
            return false;
        if (!list.some((x) => (0,json/* isJsonObject */.OW)(x) && acceptsNull(x, levels - 1)))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/core/diff/schema/objects.ts





/** `properties` and `required`: properties gone and new, names made required or optional; kept ones walked. */
function properties(p) {
    const { walk, b, a, w } = p;
    const rules = walk.rules;
    const bp = objectOrEmpty(b.properties, 'properties');
    const ap = objectOrEmpty(a.properties, 'properties');
    const br = [...new Set(stringList(b.required, 'required'))].sort();
    const ar = [...new Set(stringList(a.required, 'required'))].sort();
    const propPointer = (k) => `${w.pointer}/properties/${(0,json/* escapePointer */.lZ)(k)}`;
    const props = diffKeys(bp, ap);
    const required = diffLists(br, ar, (k) => k);
    const requiredAfter = new Set(ar);
    if (becameFreeForm(p, props.removed.length)) {
        const names = props.removed.map((k) => `\`${k}\``).join(', ');
        const shown = { before: `declared properties ${names}`, after: 'any properties (`additionalProperties: true`)' };
        walk.constraint('loosened', at(p, 'properties'), w.path, 'properties', b.properties, a.properties, shown);
    }
    else
        for (const k of props.removed)
            walk.emit(rules.propertyRemoved, propPointer(k), childPath(w.path, k), {}, bp[k], undefined);
    for (const k of props.added) {
        const rule = requiredAfter.has(k) ? rules.requiredPropertyAdded : rules.propertyAdded;
        walk.emit(rule, propPointer(k), childPath(w.path, k), {}, undefined, ap[k]);
    }
    const isNew = new Set(props.added);
    const isGone = new Set(props.removed);
    const reqPointer = `${w.pointer}/required`;
    for (const k of required.added) {
        if (isNew.has(k))
            continue; // a new property: reported above
        const defaulted = (0,json/* isJsonObject */.OW)(ap[k]) && ap[k].default !== undefined;
        walk.emit(defaulted ? rules.defaultedMadeRequired : rules.madeRequired, reqPointer, childPath(w.path, k), {}, undefined, k);
    }
    for (const k of required.removed) {
        if (isGone.has(k))
            continue; // a removed property: reported above
        walk.emit(rules.madeOptional, reqPointer, childPath(w.path, k), {}, k, undefined);
    }
    for (const [k] of [...props.kept].reverse())
        descend(p, bp[k], ap[k], propPointer(k), childPath(w.path, k));
}
/**
 * An input object whose declared properties all went while it now says `additionalProperties: true` (notion's
 * generator writing a free-form object): every value it accepted is still accepted, so the removals are one
 * loosening. Only when nothing stays declared: dropping some properties of an object that keeps others is an author
 * taking arguments away, which stays a removal, open object or not.
 */
function becameFreeForm(p, removed) {
    const { walk, a } = p;
    return walk.direction === 'input' && removed > 0 && a.additionalProperties === true && Object.keys(objectOrEmpty(a.properties, 'properties')).length === 0;
}
/** Neither side declares a property: an object of no arguments (or an empty options object). */
function declaresNone(p) {
    const none = (s) => Object.keys(objectOrEmpty(s.properties, 'properties')).length === 0 && s.patternProperties === undefined;
    return none(p.b) && none(p.a);
}
/** `additionalProperties`: open, closed or a schema on each side. */
function additionalProperties(p) {
    const { walk, b, a, w } = p;
    if (sameSchema(walk, b.additionalProperties, a.additionalProperties))
        return;
    const x = apState(b.additionalProperties);
    const y = apState(a.additionalProperties);
    const ptr = at(p, 'additionalProperties');
    if (x === y && x !== 'closed') {
        // Schema to schema, or open to open with different annotations (model-visible text is still reported).
        descend(p, b.additionalProperties, a.additionalProperties, ptr, `${childPath(w.path, '*')}`);
        return;
    }
    if (x === y)
        return;
    const closing = y === 'closed' || (x === 'open' && y === 'schema');
    const rules = walk.rules.additionalProperties;
    if (rules !== undefined) {
        const shown = { before: (0,json/* showValue */.vp)(b.additionalProperties), after: (0,json/* showValue */.vp)(a.additionalProperties) };
        // Closing an object that declares nothing refuses only calls that sent undeclared arguments: a call without
        // arguments (the only one the schema ever described) is unaffected. Generators flip this with each SDK release.
        const rule = closing ? (y === 'closed' && declaresNone(p) ? rules.noneDeclaredClosed : rules.closed) : rules.opened;
        walk.emit(rule, ptr, w.path, shown, b.additionalProperties, a.additionalProperties);
    }
    else {
        walk.constraint(closing ? 'tightened' : 'loosened', ptr, w.path, 'additionalProperties', b.additionalProperties, a.additionalProperties);
    }
}
/** `propertyNames`: a schema every key must match. */
function propertyNames(p) {
    const { walk, b, a, w } = p;
    if (sameSchema(walk, b.propertyNames, a.propertyNames))
        return;
    const x = b.propertyNames;
    const y = a.propertyNames;
    const ptr = at(p, 'propertyNames');
    const xOpen = vacuousNames(x);
    const yOpen = vacuousNames(y);
    if (xOpen !== yOpen)
        walk.constraint(xOpen ? 'tightened' : 'loosened', ptr, w.path, 'propertyNames', x, y);
    // `{type: "string"}` against none: both let every name through, and the type is not worth a walk.
    else if (xOpen && apState(x) !== apState(y))
        return;
    else
        descend(p, x, y, ptr, w.path.startsWith('(') ? '(property names)' : `${w.path} (property names)`);
}
/** `items` (one schema for every element, or a tuple) and `prefixItems` (a tuple). */
function items(p) {
    const { walk, b, a, w } = p;
    for (const k of ['prefixItems', 'items']) {
        const x = b[k];
        const y = a[k];
        if (sameSchema(walk, x, y))
            continue;
        if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
            for (let i = x.length - 1; i >= 0; i--)
                descend(p, x[i], y[i], `${at(p, k)}/${i}`, `${w.path}[${i}]`);
        }
        else if (k === 'items' && !Array.isArray(x) && !Array.isArray(y)) {
            descend(p, x ?? {}, y ?? {}, at(p, k), `${w.path}[]`);
        }
        else {
            walk.notComparable(at(p, k), `tuple \`${k}\` changed`);
        }
    }
}

;// CONCATENATED MODULE: ./src/core/diff/schema/equality.ts


const composite = (v) => typeof v === 'object' && v !== null;
/** Memory for one comparison (one compareSchemas call and the branch walks it starts). */
class NodeEquality {
    insideEqual;
    /** Per node, the last node it was compared with and whether they were equal. */
    known = new WeakMap();
    refFacts = new WeakMap();
    /**
     * `insideEqual`: also remember the pairs inside an equal pair. Needed when the documents' refs disagree: then equal
     * text is not yet an equal schema and the walk goes on below it, asking again at every level.
     */
    constructor(insideEqual = false) {
        this.insideEqual = insideEqual;
    }
    /** jsonEqual(x, y), remembered for the pairs it saw differ or found equal. */
    equal(x, y) {
        if (x === y)
            return true;
        if (!composite(x) || !composite(y))
            return (0,json/* jsonDifference */.q_)(x, y) === undefined;
        const k = this.known.get(x);
        if (k !== undefined && k.other === y)
            return k.same;
        const seen = this.insideEqual ? [] : undefined;
        const diff = (0,json/* jsonDifference */.q_)(x, y, seen);
        if (diff === undefined)
            for (const s of seen ?? [{ x, y, up: undefined }])
                this.known.set(s.x, { other: s.y, same: true });
        for (let s = diff; s !== undefined; s = s.up)
            if (composite(s.x) && composite(s.y))
                this.known.set(s.x, { other: s.y, same: false });
        return diff === undefined;
    }
    /** No `$ref` anywhere inside (and small enough for refsIn to say so): then equal nodes are equal schemas. */
    refFree(v) {
        if (!composite(v))
            return true;
        const f = this.factsOf(v);
        return !f.refs && f.size <= MAX_NODES;
    }
    /** Facts for `root` and every composite below it not seen yet, children first. */
    factsOf(root) {
        const stack = [[root, false]];
        while (stack.length > 0) {
            const [node, ready] = stack.pop();
            if (this.refFacts.has(node))
                continue;
            if (!ready) {
                stack.push([node, true]);
                for (const c of Object.values(node))
                    if (composite(c) && !this.refFacts.has(c))
                        stack.push([c, false]);
                continue;
            }
            json/* equalityWork */.Uj.nodes++;
            let size = 1;
            let refs = false;
            for (const [k, c] of Object.entries(node)) {
                // refsIn collects a string `$ref` in an object without visiting it; every other value it visits.
                if (k === '$ref' && typeof c === 'string' && !Array.isArray(node))
                    refs = true;
                else {
                    const f = composite(c) ? this.refFacts.get(c) : { size: 1, refs: false };
                    size = Math.min(size + f.size, MAX_NODES + 1);
                    refs ||= f.refs;
                }
            }
            this.refFacts.set(node, { size, refs });
        }
        return this.refFacts.get(root);
    }
}

;// CONCATENATED MODULE: ./src/core/diff/schema/spellings.ts


const TEXT = ['description', 'title'];
const isNullBranch = (v) => (0,json/* isJsonObject */.OW)(v) && Object.keys(v).length === 1 && v.type === 'null';
/** `{type: X}` and nothing else, X a type name or a list of them; its type names, else undefined. */
function bareTypes(v) {
    if (!(0,json/* isJsonObject */.OW)(v) || Object.keys(v).length !== 1)
        return undefined;
    const t = v.type;
    const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : undefined;
    if (list === undefined || list.length === 0 || list.some((x) => typeof x !== 'string' || !TYPES.includes(x)))
        return undefined;
    return list;
}
/** The union keyword a node holds alone (beside annotations it may keep), with its branch list. */
function unionList(node) {
    const kws = ['anyOf', 'oneOf'].filter((k) => node[k] !== undefined);
    if (kws.length !== 1 || node.type !== undefined)
        return undefined;
    const list = node[kws[0]];
    return Array.isArray(list) && list.length > 0 ? { keyword: kws[0], list } : undefined;
}
/**
 * zod 4's `.describe()` before `.nullable()` puts the text on the non-null branch (`anyOf: [{type: string,
 * description}, {type: null}]`); zod 3 and pydantic put it on the union. Moved up when the union has none of its own.
 */
function hoistText(node, u) {
    const rest = u.list.filter((b) => !isNullBranch(b));
    if (rest.length !== 1 || rest.length === u.list.length || !(0,json/* isJsonObject */.OW)(rest[0]))
        return node;
    const only = rest[0];
    const moved = TEXT.filter((k) => only[k] !== undefined && node[k] === undefined);
    if (moved.length === 0)
        return node;
    const branch = { ...only };
    const out = { ...node };
    for (const k of moved) {
        out[k] = only[k];
        delete branch[k];
    }
    out[u.keyword] = u.list.map((b) => (b === only ? branch : b));
    return out;
}
/**
 * `anyOf` of bare types is a `type` array: a value matches one branch exactly when its type is listed. A `oneOf`
 * of them is the same unless it lists both integer and number (an integer matches both, which `oneOf` refuses).
 */
function foldBareTypes(node, u) {
    const types = [];
    for (const b of u.list) {
        const t = bareTypes(b);
        if (t === undefined)
            return node;
        types.push(...t);
    }
    const distinct = [...new Set(types)];
    if (u.keyword === 'oneOf' && (distinct.length !== types.length || (distinct.includes('integer') && distinct.includes('number'))))
        return node;
    const out = { ...node, type: distinct.length === 1 ? distinct[0] : distinct };
    delete out[u.keyword];
    return out;
}
const CONST_KEYS = new Set(['const', 'type']);
/** `{const: x}`, with at most a `type` that x has: its value, else undefined. */
function bareConst(v) {
    if (!(0,json/* isJsonObject */.OW)(v) || v.const === undefined || Object.keys(v).some((k) => !CONST_KEYS.has(k)))
        return undefined;
    const t = v.type;
    const x = v.const;
    const kind = x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x === 'object' ? 'object' : typeof x === 'number' ? (Number.isInteger(x) ? 'integer' : 'number') : typeof x;
    if (t !== undefined && t !== kind && !(t === 'number' && kind === 'integer'))
        return undefined;
    return { value: x };
}
/**
 * `anyOf`/`oneOf` of bare consts is an `enum` of their values (zod 4 writes `z.enum` so, zod 3 as `enum`): a value
 * matches one branch exactly when it is listed. The branches' shared `type` is kept. Duplicates make `oneOf` refuse
 * the value, so a `oneOf` with one is left alone.
 */
function foldConsts(node, u) {
    const values = [];
    const types = new Set();
    for (const b of u.list) {
        const c = bareConst(b);
        if (c === undefined)
            return node;
        values.push(c.value);
        if ((0,json/* isJsonObject */.OW)(b) && typeof b.type === 'string')
            types.add(b.type);
    }
    const distinct = values.filter((v, i) => values.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)) === i);
    if (u.keyword === 'oneOf' && distinct.length !== values.length)
        return node;
    const out = { ...node, enum: distinct };
    if (types.size === 1 && types.size > 0)
        out.type = [...types][0];
    delete out[u.keyword];
    return out;
}
/** The node in the spelling compared: unchanged unless it is a union one of the rewrites above applies to. */
function commonSpelling(node) {
    const u = unionList(node);
    if (u === undefined)
        return { node };
    const hoisted = hoistText(node, u);
    const v = unionList(hoisted);
    if (v === undefined)
        return { node: hoisted };
    const consts = foldConsts(hoisted, v);
    if (consts !== hoisted)
        return { node: consts };
    const folded = foldBareTypes(hoisted, v);
    return folded === hoisted ? { node: hoisted } : { node: folded, folded: v.keyword };
}

;// CONCATENATED MODULE: ./src/core/diff/schema/unions.ts






/** A node as a union of branches; undefined when it mixes a union with other validation keywords (not decided). */
function unionOf(node) {
    const kws = ['anyOf', 'oneOf'].filter((k) => node[k] !== undefined);
    if (kws.length === 0)
        return { branches: [withoutDefault(node)] };
    if (kws.length > 1)
        return undefined;
    const keyword = kws[0];
    const list = node[keyword];
    if (!Array.isArray(list) || list.length === 0)
        return undefined;
    if (Object.keys(node).some((k) => k !== keyword && !ANNOTATIONS.has(k) && !DOCUMENT.has(k)))
        return undefined;
    // The union's own description/title still reads on every branch: a description moved into a branch is no change.
    // Its `default` is the node's, compared once beside the union (a branch copy would report it at a pointer that
    // exists in neither schema).
    const outer = {};
    for (const k of Object.keys(node))
        if (ANNOTATIONS.has(k) && k !== 'default')
            outer[k] = node[k];
    const branches = [];
    for (const br of list) {
        if (br === false)
            continue; // accepts nothing: adds nothing to the union
        const s = asSchema(br);
        if (s === undefined)
            return undefined;
        branches.push({ ...outer, ...s });
    }
    return { keyword, branches };
}
/** A plain schema read as the one branch of a union: its `default` stays with the node (see unionOf). */
function withoutDefault(node) {
    if (node.default === undefined)
        return node;
    const out = { ...node };
    delete out.default;
    return out;
}
/** The types a branch's values can have, after following refs; undefined when unknown or any. */
function branchTypes(node, side) {
    try {
        const r = resolveRef(node, side).node;
        if (r.anyOf !== undefined || r.oneOf !== undefined || r.allOf !== undefined || r.not !== undefined || r.if !== undefined)
            return undefined;
        return effectiveTypes(typesOf(r), valuesOf(r));
    }
    catch {
        return undefined;
    }
}
function disjoint(x, y) {
    if (x === undefined || y === undefined)
        return false;
    for (const t of x)
        if (accepts(y, t))
            return false;
    for (const t of y)
        if (accepts(x, t))
            return false;
    return true;
}
function unionTypes(u, side) {
    const out = new Set();
    for (const br of u.branches) {
        const t = branchTypes(br, side);
        if (t === undefined)
            return undefined;
        for (const x of t)
            out.add(x);
    }
    return out;
}
/**
 * Two object branches no value can match both: a property both require holds values of no common kind (a tag:
 * `kind: "btree"` against `kind: "hnsw"`), the way discriminated unions (zod, pydantic) are written. Only for branches
 * typed object alone: a value of another type is checked by neither `required` nor `properties`.
 */
function tagDisjoint(x, xs, y, ys) {
    try {
        const rx = resolveRef(x, xs).node;
        const ry = resolveRef(y, ys).node;
        const px = rx.properties;
        const py = ry.properties;
        if (rx.type !== 'object' || ry.type !== 'object' || !(0,json/* isJsonObject */.OW)(px) || !(0,json/* isJsonObject */.OW)(py))
            return false;
        if (!Array.isArray(rx.required) || !Array.isArray(ry.required))
            return false;
        const both = new Set(ry.required.filter((k) => typeof k === 'string'));
        for (const k of rx.required.slice(0, 200)) {
            if (typeof k !== 'string' || !both.has(k) || !(0,json/* isJsonObject */.OW)(px[k]) || !(0,json/* isJsonObject */.OW)(py[k]))
                continue;
            const vx = valuesOf(resolveRef(px[k], xs).node);
            const vy = valuesOf(resolveRef(py[k], ys).node);
            if (vx === undefined || vy === undefined)
                continue;
            const keys = new Set(vx.map(json/* valueKey */.zV));
            if (!vy.some((v) => keys.has((0,json/* valueKey */.zV)(v))))
                return true;
        }
        return false;
    }
    catch {
        return false;
    }
}
function compareUnions(p, ub, ua) {
    const input = p.walk.direction === 'input';
    const ctx = p.walk.ctx;
    const keyword = (ua.keyword ?? ub.keyword);
    const u = {
        p,
        ub,
        ua,
        input,
        from: input ? ub : ua,
        to: input ? ua : ub,
        fromSide: input ? ctx.b : ctx.a,
        toSide: input ? ctx.a : ctx.b,
        keyword,
        pointer: `${p.w.pointer}/${keyword}`,
    };
    if (soleOverlap(u))
        return;
    const m = matchBranches(u);
    if (m !== undefined)
        settle(u, m);
}
/** One summary finding: values lost (input) / new values returned (output), or the reverse. */
function verdict(u, harmful) {
    const { walk, b, a, w } = u.p;
    const rules = walk.rules;
    const bt = unionTypes(u.ub, walk.ctx.b);
    const at = unionTypes(u.ua, walk.ctx.a);
    const known = bt !== undefined && at !== undefined;
    const kind = harmful ? rules.harms : rules.harms === 'lost' ? 'gained' : 'lost';
    const happened = known && (kind === 'lost' ? !within(bt, at) : !within(at, bt));
    const [before, after] = [b[u.keyword], a[u.keyword]];
    if (happened) {
        walk.emit(rules.type[kind], u.pointer, w.path, { before: showTypes(bt), after: showTypes(at) }, before, after);
        return;
    }
    const shown = (x) => (x.keyword === undefined ? 'one schema' : `${x.branches.length} \`${x.keyword}\` branches`);
    const worse = harmfulOutcome(rules);
    const outcome = harmful ? worse : worse === 'tightened' ? 'loosened' : 'tightened';
    walk.constraint(outcome, u.pointer, w.path, u.keyword, before, after, { before: shown(u.ub), after: shown(u.ua) });
}
/** Compares a matched old/new pair in detail, unless it is the same schema. */
function detail(u, old, neu, ptr) {
    if (!(u.p.walk.ctx.nodes.equal(old, neu) && u.p.walk.ctx.refsAgree))
        descend(u.p, old, neu, ptr, u.p.w.path);
}
/**
 * The whole from-side can only land in one receiving branch when every other one is disjoint from it by type
 * (notion's `anyOf: [<old object>, {type: string}]`): then it is exactly that branch that decides, compared in
 * detail, and the others only add (input) or drop (output) values of other types.
 */
function soleOverlap(u) {
    if (u.to.branches.length <= 1)
        return false;
    const ft = unionTypes(u.from, u.fromSide);
    const overlapping = u.to.branches.map((x, j) => [j, !disjoint(ft, branchTypes(x, u.toSide))]).filter(([, o]) => o);
    if (overlapping.length !== 1)
        return false;
    const j = overlapping[0][0];
    const { b, a, w } = u.p;
    verdict(u, false);
    // The whole side against one branch: its `default` was compared beside the union already.
    if (u.input)
        detail(u, withoutDefault(b), u.to.branches[j], u.to.keyword === undefined ? w.pointer : `${w.pointer}/${u.to.keyword}/${j}`);
    else
        detail(u, u.to.branches[j], withoutDefault(a), `${w.pointer}/${u.keyword}/${j}`);
    return true;
}
/** The first receiving branch equal to or covering `fb`, and why a candidate could not be compared, if one could not. */
function findCover(u, fb) {
    const { walk, w } = u.p;
    const ctx = walk.ctx;
    for (let j = 0; j < u.to.branches.length; j++)
        if (ctx.nodes.equal(fb, u.to.branches[j]) && ctx.refsAgree)
            return { match: j };
    let blocked;
    for (let j = 0; j < u.to.branches.length; j++) {
        const tb = u.to.branches[j];
        const [old, neu] = u.input ? [fb, tb] : [tb, fb];
        const sub = walk.sub();
        ctx.run(sub, [{ b: old, a: neu, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
        if (sub.out.every((d) => COVERING.has(d.rule)))
            return { match: j, ...(blocked !== undefined ? { blocked } : {}) };
        blocked ??= sub.out.find((d) => d.rule === NOT_COMPARABLE)?.params.reason;
    }
    return { match: -1, ...(blocked !== undefined ? { blocked } : {}) };
}
/**
 * A receiving `oneOf` branch other than `match` that could also take the value of from-branch `i`, or -1. Another
 * branch cannot when it is type-disjoint from the value or, for inputs that were a oneOf already, sits inside another
 * old branch (which the value did not match, or it was not valid before).
 */
function ambiguousOneOf(u, i, fb, match) {
    if (u.to.keyword !== 'oneOf' || u.to.branches.length <= 1)
        return -1;
    const { walk, w } = u.p;
    const ctx = walk.ctx;
    const ft = branchTypes(fb, u.fromSide);
    const insideOther = (x) => u.input && u.from.keyword === 'oneOf' && u.from.branches.some((ob, k) => k !== i && coversInput(walk, w, x, ctx.a, ob, ctx.b));
    return u.to.branches.findIndex((x, k) => k !== match && !disjoint(ft, branchTypes(x, u.toSide)) && !tagDisjoint(fb, u.fromSide, x, u.toSide) && !insideOther(x));
}
/** Pairs every from-branch with a receiving branch that covers it; undefined once a `oneOf` ambiguity is reported. */
function matchBranches(u) {
    const m = { pairs: [], unmatched: [], usedTo: new Set() };
    for (let i = 0; i < u.from.branches.length; i++) {
        const fb = u.from.branches[i];
        const { match, blocked } = findCover(u, fb);
        if (blocked !== undefined)
            m.blocked ??= blocked;
        if (match < 0) {
            m.unmatched.push(i);
            continue;
        }
        const overlap = ambiguousOneOf(u, i, fb, match);
        if (overlap >= 0) {
            const msg = `\`oneOf\` branches ${match} and ${overlap} may both match a value that matched before, and \`oneOf\` wants exactly one`;
            u.p.walk.notComparable(`${u.p.w.pointer}/oneOf`, msg);
            return undefined;
        }
        m.usedTo.add(match);
        m.pairs.push([i, match]);
    }
    return m;
}
/**
 * The verdict and the detail walks. Same combinator, same number of branches, and a branch nothing covers: its
 * counterpart by position is compared in detail, so the finding names the keyword that changed inside it rather than
 * the whole union. (Any branch that covered it would have been matched, so this pairing only ever reports, never
 * hides, a difference.)
 */
function settle(u, m) {
    const { from, to } = u;
    const positional = from.keyword !== undefined && from.keyword === to.keyword && from.branches.length === to.branches.length;
    const coarse = m.unmatched.filter((i) => !(positional && !m.usedTo.has(i)));
    for (const i of m.unmatched)
        if (!coarse.includes(i))
            (m.usedTo.add(i), m.pairs.push([i, i]));
    if (coarse.length > 0 && m.blocked !== undefined) {
        u.p.walk.notComparable(u.pointer, `\`${u.keyword}\` branch ${coarse[0]} could not be matched: ${m.blocked}`);
        return;
    }
    if (coarse.length > 0)
        verdict(u, true);
    else if (to.branches.length > m.usedTo.size)
        verdict(u, false);
    const { ua, ub } = u;
    const ptr = u.p.w.pointer;
    for (const [i, j] of m.pairs.reverse()) {
        const [old, neu] = u.input ? [from.branches[i], to.branches[j]] : [to.branches[j], from.branches[i]];
        const ni = u.input ? j : i;
        const oi = u.input ? i : j;
        detail(u, old, neu, ua.keyword !== undefined ? `${ptr}/${ua.keyword}/${ni}` : ub.keyword !== undefined ? `${ptr}/${ub.keyword}/${oi}` : ptr);
    }
}
/** Every value `inner` (read in `innerSide`'s document) accepts, `outer` accepts too: an input comparison that finds only covering deltas. */
function coversInput(walk, w, inner, innerSide, outer, outerSide) {
    const ctx = { ...walk.ctx, b: innerSide, a: outerSide };
    const sub = walk.sub('input', ctx);
    ctx.run(sub, [{ b: inner, a: outer, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
    return sub.out.every((d) => COVERING.has(d.rule));
}

;// CONCATENATED MODULE: ./src/core/diff/schema/compat.ts










/** The keyword families of one node, in the order their findings are reported. */
const FAMILIES = [
    unknownKeywords,
    families_text,
    type,
    enumValues,
    numericBounds,
    countBounds,
    scalarConstraints,
    defaultValue,
    properties,
    additionalProperties,
    propertyNames,
    items,
];
/**
 * Compares two schemas of one tool. `before`/`after` undefined means the schema is absent (treated as accepting
 * anything). `rootPointer` is where the schema sits in the definition, e.g. `/inputSchema`.
 */
function compareSchemas(before, after, direction, rootPointer) {
    const agree = refsAgree(before, after);
    const ctx = {
        b: { root: before, dialect: dialectOf(before) },
        a: { root: after, dialect: dialectOf(after) },
        refsAgree: agree,
        nodes: new NodeEquality(!agree),
        budget: { nodes: MAX_NODES },
        run,
    };
    const walk = new Walk(direction, rootPointer, ctx);
    const bs = (0,json/* isJsonObject */.OW)(before) ? before.$schema : undefined;
    const as = (0,json/* isJsonObject */.OW)(after) ? after.$schema : undefined;
    if (!(0,json/* jsonEqual */.Zm)(bs, as)) {
        walk.emit(DIALECT_CHANGED, `${rootPointer}/$schema`, rootPath(direction), { side: direction, before: (0,json/* showValue */.vp)(bs), after: (0,json/* showValue */.vp)(as) }, bs, as);
    }
    run(walk, [{ b: before, a: after, pointer: rootPointer, path: rootPath(direction), depth: 0 }]);
    return walk.out;
}
function run(walk, stack) {
    const ctx = walk.ctx;
    while (stack.length > 0) {
        const w = stack.pop();
        if (sameSchema(walk, w.b, w.a))
            continue;
        // The budget is shared with branch-matching walks; each walk that runs into it says so (a walk that stopped
        // silently would read as "no more differences").
        if (--ctx.budget.nodes < 0) {
            walk.notComparable(walk.rootPointer, `more than ${MAX_NODES} schema nodes`);
            break;
        }
        if (w.depth > MAX_SCHEMA_DEPTH) {
            walk.notComparable(w.pointer, `nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
            continue;
        }
        let b = asSchema(w.b);
        let a = asSchema(w.a);
        if (b === undefined || a === undefined) {
            walk.notComparable(w.pointer, w.b === false || w.a === false ? 'boolean `false` schema' : 'invalid schema');
            continue;
        }
        try {
            const rb = resolveRef(b, ctx.b);
            const ra = resolveRef(a, ctx.a);
            if (rb.ref !== undefined && ra.ref !== undefined) {
                const key = `${rb.ref}\u0000${ra.ref}`;
                if (walk.seen.has(key))
                    continue;
                walk.seen.add(key);
            }
            b = rb.node;
            a = ra.node;
            if ((rb.ref !== undefined || ra.ref !== undefined) && ctx.nodes.equal(b, a) && ctx.refsAgree)
                continue;
            compareNode(walk, b, a, w, stack);
        }
        catch (e) {
            walk.notComparable(w.pointer, e.message);
        }
    }
}
function compareNode(walk, rawB, rawA, w, stack) {
    const sb = commonSpelling(rawB);
    const sa = commonSpelling(rawA);
    const [b, a] = [sb.node, sa.node];
    const p = { walk, b, a, w, stack };
    // A `type` read from a union is reported where the union is (the new side's if both were unions), as unions are.
    const typeAt = sa.folded ?? sb.folded;
    if (typeAt !== undefined)
        p.typeAt = typeAt;
    // A union on either side that changed: decided branch by branch where that is sound.
    const ub = unionOf(b);
    const ua = unionOf(a);
    if (ub !== undefined && ua !== undefined && (ub.keyword !== undefined || ua.keyword !== undefined)) {
        const same = ub.keyword === ua.keyword && sameMembers(b[ub.keyword], a[ua.keyword]) && (walk.ctx.refsAgree || walk.ctx.nodes.refFree(b[ub.keyword]));
        if (!same) {
            // The union's `default` is the node's, compared here once; the branches are compared without it.
            defaultValue(p);
            compareUnions(p, ub, ua);
            return;
        }
    }
    for (const family of FAMILIES)
        family(p);
}

;// CONCATENATED MODULE: ./src/core/diff/operations.ts

/** Stems of each class (a word is reduced to its stem before the look-up). */
const STEMS = {
    // Making something be gone, in any register: plain, Unix, colloquial, legal.
    delete: ['delet', 'del', 'remov', 'rm', 'rmdir', 'drop', 'purg', 'eras', 'destroy', 'wip', 'truncat', 'unlink', 'prun', 'nuk', 'obliterat', 'clear', 'shred', 'evict', 'trash', 'uninstall', 'unpublish', 'expung', 'kill', 'terminat', 'discard', 'scrap', 'dispos', 'annul', 'eradicat', 'demolish', 'zap', 'flush', 'forget', 'unregister', 'deregister', 'decommission', 'dismantl', 'scrub', 'unset', 'delist', 'excis'],
    // Putting something in place of what was there.
    overwrite: ['overwrit', 'clobber', 'replac', 'reset', 'rewrit', 'forc', 'reinitializ', 'reinit', 'restor', 'rollback', 'revert', 'squash', 'rebas', 'reimag', 'reformat', 'supersed', 'superced', 'substitut'],
    // Taking a right or an access away.
    revoke: ['revok', 'disabl', 'deactivat', 'suspend', 'ban', 'unshar', 'downgrad', 'demot', 'invalidat', 'expir', 'blacklist', 'blocklist', 'denylist', 'deauthoriz', 'unauthoriz', 'unsubscrib', 'rescind'],
    // Handing something to someone else or somewhere else.
    transfer: ['transfer', 'mov', 'publish', 'shar', 'grant', 'invit', 'export', 'expos', 'upload', 'send', 'promot', 'assign', 'handover', 'giv', 'transmit', 'replicat', 'leak', 'exfiltrat', 'broadcast', 'donat', 'relinquish', 'cede'],
    // Running something the caller supplies.
    execute: ['exec', 'execut', 'run', 'eval', 'evaluat', 'spawn', 'shell', 'invok', 'script', 'cmd', 'command', 'sudo', 'launch', 'subprocess', 'bash', 'sh', 'powershell', 'pwsh', 'popen'],
};
const STEM_CLASS = new Map(Object.entries(STEMS).flatMap(([cls, stems]) => stems.map((s) => [s, cls])));
/** Words of an identifier: `deleteAllRows` -> delete, all, rows; `force-push` -> force, push. */
function identifierWords(text) {
    return text
        .slice(0, 200)
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
}
/** Candidate stems of a word: itself, then with one ending taken off (nominal, gerund, plural, agent, verbal e). */
function stemsOf(word) {
    const out = [word];
    for (const end of ['ation', 'ition', 'ion', 'al', 'ing', 'es', 's', 'er', 'e'])
        if (word.length > end.length + 1 && word.endsWith(end))
            out.push(word.slice(0, -end.length));
    return out;
}
/** The operation a word performs, or undefined; a past participle (`deleted`, `removed`) is a state, not an operation. */
function wordOperation(word) {
    // A word that is itself a stem (`shred`) is the verb, whatever its last letters.
    if (word.length > 4 && word.endsWith('ed') && !STEM_CLASS.has(word))
        return undefined;
    for (const s of stemsOf(word)) {
        const cls = STEM_CLASS.get(s);
        if (cls !== undefined)
            return cls;
    }
    return undefined;
}
/** The first operation an identifier (an enum value, a tool name) names, with the word that names it. */
function operationOf(identifier) {
    for (const w of identifierWords(identifier)) {
        const operation = wordOperation(w);
        if (operation !== undefined)
            return { operation, word: w };
    }
    return undefined;
}
/** Operation classes that take something away or hand it over: what makes a tool destructive. */
const DESTRUCTIVE = new Set(['delete', 'overwrite', 'revoke']);
// ------------------------------------------------------------------ booleans that guard
/** Words of a flag that is a safeguard when true (`dry_run`, `confirm`, `backup`). */
const SAFE_WHEN_TRUE = new Set(['dry', 'dryrun', 'confirm', 'confirmation', 'preview', 'safe', 'sandbox', 'sandboxed', 'validate', 'verify', 'verification', 'backup', 'readonly', 'protect', 'protected', 'ask', 'interactive', 'simulate', 'simulation', 'check', 'checks', 'strict', 'atomic']);
/** Words of a flag that is a danger when true (`force`, `overwrite`, `follow_symlinks`, `recursive`). */
const UNSAFE_WHEN_TRUE = new Set(['force', 'overwrite', 'clobber', 'recursive', 'recursively', 'symlinks', 'symlink', 'dereference', 'unsafe', 'insecure', 'bypass', 'yes', 'assume', 'auto', 'autoapprove', 'trust', 'trusted', 'permanent', 'permanently', 'hard', 'purge', 'delete', 'replace', 'allow', 'privileged', 'elevated', 'public']);
/** Words that negate the safeguard after them (`skip_verify`, `no_backup`, `disable_checks`). */
const NEGATORS = new Set(['no', 'skip', 'disable', 'without', 'ignore', 'dont', 'not', 'bypass']);
/** The value of a boolean input that is the safe side, and the word that says what it guards; undefined: it guards nothing. */
function guardOf(name) {
    const words = identifierWords(name);
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        const negated = i > 0 && NEGATORS.has(words[i - 1]);
        if (SAFE_WHEN_TRUE.has(w))
            return { safe: !negated, word: words.slice(Math.max(0, i - (negated ? 1 : 0)), i + 1).join(' ') };
        if (UNSAFE_WHEN_TRUE.has(w) && !NEGATORS.has(w))
            return { safe: negated, word: words.slice(Math.max(0, i - (negated ? 1 : 0)), i + 1).join(' ') };
    }
    return undefined;
}
// ------------------------------------------------------------------ what a tool does
/** Methods of HTTP that generated tool names carry (OpenAPI operation ids: `post-search`, `put-page`). */
const HTTP_METHODS = new Set(['post', 'put', 'patch']);
/** Verbs of reading: after an HTTP method, they say what the call does. */
const READS = new Set(['search', 'query', 'list', 'find', 'lookup', 'read', 'retrieve', 'get', 'fetch', 'count', 'describe', 'view', 'show', 'filter']);
/** Why a tool writes, from its name and its input names (an operation that changes state), or undefined. */
function writesBecause(definition) {
    const name = typeof definition.name === 'string' ? definition.name : '';
    const words = identifierWords(name);
    // Not `save`: saving a copy of what was read (a screenshot, a PDF of the page) changes nothing that was read.
    const WRITE = new Set(['write', 'create', 'update', 'edit', 'set', 'put', 'post', 'insert', 'append', 'patch', 'modify', 'add', 'commit', 'push', 'merge']);
    // An HTTP method in a generated name is the transport when a verb of reading follows it (`API-post-search`: a
    // search sent as POST); before a noun it is the operation (`API-post-page` creates a page).
    const own = words.find((w, i) => (WRITE.has(w) || wordOperation(w) !== undefined) && !(HTTP_METHODS.has(w) && words.slice(i + 1).some((x) => READS.has(x))));
    if (own !== undefined)
        return `its name says \`${own}\``;
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? Object.keys(schema.properties) : [];
    for (const p of props) {
        const op = operationOf(p);
        if (op !== undefined && DESTRUCTIVE.has(op.operation))
            return `its input \`${p}\` says \`${op.word}\``;
        const g = guardOf(p);
        if (g !== undefined && /overwrite|force|delete|purge|replace/.test(g.word))
            return `its input \`${p}\` says \`${g.word}\``;
    }
    return undefined;
}
/** Why a tool destroys (delete, overwrite, revoke by its name or an input), or undefined. */
function destroysBecause(definition) {
    const name = typeof definition.name === 'string' ? definition.name : '';
    const op = operationOf(name);
    if (op !== undefined && DESTRUCTIVE.has(op.operation))
        return `its name says \`${op.word}\` (${op.operation})`;
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? schema.properties : {};
    for (const [p, s] of Object.entries(props)) {
        const g = guardOf(p);
        if (g !== undefined && !g.safe && /overwrite|delete|purge|replace|clobber/.test(g.word))
            return `its input \`${p}\` can ${g.word}`;
        const values = (0,json/* isJsonObject */.OW)(s) && Array.isArray(s.enum) ? s.enum : [];
        for (const v of values) {
            const o = typeof v === 'string' ? operationOf(v) : undefined;
            if (o !== undefined && DESTRUCTIVE.has(o.operation))
                return `its input \`${p}\` accepts ${JSON.stringify(v)} (${o.operation})`;
        }
    }
    return destroysByText(typeof definition.description === 'string' ? definition.description : '');
}
const DENIAL = new Set(['not', 'never', 'no', 'without', 'cannot', 'nothing', 'neither', 'nor']);
/** Words after which a verb is an order or the tool's own act: a clause's start, a chain, an infinitive, a modal. */
const BEFORE_VERB = new Set([',', ';', ':', 'and', 'or', 'then', 'also', 'to', 'will', 'can', 'may', 'tool', 'this', 'it', 'permanently', 'irreversibly']);
/** Words after which a word is a noun's modifier, not a verb ("a clear summary", "the delete flag"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'your', 'each', 'every', 'any', 'some', 'our', 'his', 'her', 'of', 'for', 'on']);
/** Words that open a subordinate clause: its verb says when, not what the tool does ("when it expires"). */
const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'until', 'before', 'after', 'once', 'whether', 'unless', 'since']);
/**
 * Whether the word at `i` stands where the tool's own act is said: at a clause's start or after a chain, infinitive
 * or modal ("Delete the file", "and removes it", "used to revoke"), or a present-tense verb after its subject
 * ("permanently deletes"), never after a determiner ("a clear summary") nor inside a `when`/`if` clause.
 */
function predicate(words, i) {
    const prev = words[i - 1];
    if (prev !== undefined && DETERMINERS.has(prev))
        return false;
    for (let j = i - 1; j >= Math.max(0, i - 4) && !['.', ',', ';', ':'].includes(words[j]); j--)
        if (SUBORDINATORS.has(words[j]))
            return false;
    if (prev === undefined || prev === '.' || BEFORE_VERB.has(prev))
        return true;
    return words[i].endsWith('s') && !prev.endsWith('s');
}
/**
 * Why a tool's own description says it destroys: a verb of deleting, overwriting or revoking that stands as a verb
 * of the tool's act (see `predicate`; "Gets a session and when it expires" says no revocation), is not a past
 * participle (a state: "lists deleted items") and has no denial in the four words before it ("never overwrites").
 */
function destroysByText(description) {
    const words = description.slice(0, 4_096).toLowerCase().match(/[a-z][a-z']*|[.,;:!?]/g) ?? [];
    for (let i = 0; i < words.length; i++) {
        const op = wordOperation(words[i]);
        if (op === undefined || !DESTRUCTIVE.has(op) || !predicate(words, i))
            continue;
        if (words.slice(Math.max(0, i - 4), i).some((w) => DENIAL.has(w) || w.endsWith("n't")))
            continue;
        return `its description says \`${words[i]}\` (${op})`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/diff/structural-risk.ts


/**
 * Name parts that denote an address. On a tool that declares it reaches the open world (openWorldHint true, or the
 * unstated default) a new address to go to is what it does (playwright's browser_tabs gaining `url`); on a tool that
 * claims a closed world it is a new way out.
 */
const ADDRESS_PARTS = new Set(['url', 'urls', 'uri', 'uris', 'endpoint', 'endpoints', 'host', 'hostname']);
const ADDRESS_FORMATS = /^(?:uri|url|iri|uri-reference|hostname|idn-hostname)$/;
/** Name parts that denote a channel out, whatever the tool claims. */
const DESTINATION_PARTS = new Set([
    'webhook', 'webhooks', 'callback', 'callbacks', 'email', 'emails', 'recipient', 'recipients', 'destination', 'destinations', 'dest', 'cc', 'bcc', 'forward', 'sink',
    'exfil', 'relay', 'notify', 'postback', 'smtp', 'ftp', 'sftp', 's3', 'bucket',
]);
/** `send_to`, `copy_to`, `post_to`, `report_to`: a verb of sending with `to`. */
const SEND_VERBS = new Set(['send', 'copy', 'post', 'report', 'deliver', 'push', 'sync', 'share', 'publish', 'export', 'reply']);
/** What a description says when the input is a channel out: the server sends, posts or copies something there. */
const DESTINATION_TEXT = /\b(?:webhook|callback\s+url|(?:post|posts|posted|send|sends|sent|forward|forwards|forwarded|upload|uploads|copy|copies|copied|mirror|mirrors|deliver|delivers|report|reports|notify|notifies|transmit|transmits|push|pushes)\b[^.\n]{0,80}?\b(?:to\s+(?:this|that|the\s+given|the\s+specified|an?)\b|there\b|here\b|to\s+(?:url|address|endpoint|host|server|email|recipient)))/i;
/** Value parts that denote a privilege or the removal of a safeguard. */
const PRIVILEGE_PARTS = new Set([
    'bypass', 'override', 'overrides', 'force', 'forced', 'admin', 'administrator', 'root', 'sudo', 'superuser', 'godmode',
    'public', 'unsafe', 'insecure', 'dangerous', 'dangerously', 'purge', 'wipe', 'nuke', 'unrestricted', 'elevated', 'impersonate',
]);
const REMOVE_VERBS = new Set(['delete', 'remove', 'drop', 'destroy', 'erase', 'truncate']);
const EVERYTHING = new Set(['all', 'everything', 'any', 'every', 'recursive']);
const SKIP_VERBS = new Set(['skip', 'no', 'disable', 'disabled', 'without', 'ignore', 'bypass']);
const SAFEGUARDS = new Set([
    'verify', 'verification', 'verified', 'check', 'checks', 'auth', 'authentication', 'authorization', 'ssl', 'tls', 'cert',
    'certificate', 'signature', 'signing', 'validation', 'validate', 'hooks', 'protection', 'confirm', 'confirmation', 'approval',
    'review', 'sandbox', 'permissions', 'acl', 'audit', 'mfa', '2fa',
]);
/** Identifier or phrase split into lowercase words: `bypassBranchProtection`, `skip-verification`, `Send to`. */
function wordsOf(text) {
    return text
        .slice(0, 200)
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
}
/** Why a new input reads as a destination, or undefined. `openWorld`: the tool's openWorldHint, default applied. */
function destinationReason(name, schema, openWorld) {
    // A flag or a count names no address, whatever it is called (`notify: true`, `max_urls: 5`).
    if ((0,json/* isJsonObject */.OW)(schema) && ['boolean', 'number', 'integer'].includes(String(schema.type)))
        return undefined;
    const words = wordsOf(name);
    const part = words.find((w) => DESTINATION_PARTS.has(w));
    if (part !== undefined)
        return `its name (\`${part}\`) denotes where data goes`;
    if (words.includes('to') && words.some((w) => SEND_VERBS.has(w)))
        return 'its name says where something is sent';
    const text = (0,json/* isJsonObject */.OW)(schema) ? [schema.description, schema.title].filter((t) => typeof t === 'string').join(' ').slice(0, 4_000) : '';
    if (DESTINATION_TEXT.test(text))
        return 'its description says the server sends data there';
    const format = (0,json/* isJsonObject */.OW)(schema) && typeof schema.format === 'string' ? schema.format : '';
    if (/^(?:idn-)?email$/.test(format))
        return `it takes an \`${format}\` address`;
    if (openWorld)
        return undefined;
    const address = words.find((w) => ADDRESS_PARTS.has(w));
    if (address !== undefined)
        return `its name (\`${address}\`) is an address, on a tool that claims a closed world (openWorldHint false)`;
    if (ADDRESS_FORMATS.test(format))
        return `it takes a \`${format}\`, on a tool that claims a closed world (openWorldHint false)`;
    return undefined;
}
/** The added values whose words name a privilege or a safeguard removed. */
function privilegedValues(values) {
    return values
        .filter((v) => typeof v === 'string')
        .filter((v) => {
        const words = wordsOf(v);
        if (words.some((w) => PRIVILEGE_PARTS.has(w)))
            return true;
        if (words.some((w) => REMOVE_VERBS.has(w)) && words.some((w) => EVERYTHING.has(w)))
            return true;
        return words.some((w, i) => SKIP_VERBS.has(w) && words.slice(i + 1).some((x) => SAFEGUARDS.has(x)));
    });
}
function unescapeToken(t) {
    return t.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** The value at a JSON pointer, or undefined. */
function valueAt(doc, pointer) {
    let v = doc;
    for (const t of pointer.split('/').slice(1).map(unescapeToken)) {
        if (Array.isArray(v))
            v = v[Number(t)];
        else if ((0,json/* isJsonObject */.OW)(v) && Object.prototype.hasOwnProperty.call(v, t))
            v = v[t];
        else
            return undefined;
    }
    return v;
}
/** The input schema's safe rows that are risky in substance, re-levelled to their review rules with the reason. */
function flagStructuralRisk(deltas, head) {
    const ann = head.annotations;
    const openWorld = !((0,json/* isJsonObject */.OW)(ann) && ann.openWorldHint === false);
    return deltas.map((d) => {
        if (d.rule === 'tool-input-property-added') {
            const name = unescapeToken(d.pointer.split('/').pop() ?? '');
            const reason = destinationReason(name, d.after ?? valueAt(head, d.pointer), openWorld);
            return reason === undefined ? d : { ...d, rule: 'tool-input-destination-added', params: { ...d.params, reason } };
        }
        if (d.rule === 'tool-input-enum-value-added' && Array.isArray(d.after)) {
            // What a value does is named first; a privilege or a skipped safeguard names no operation.
            const operation = enumOperation(d);
            if (operation !== d)
                return operation;
            const risky = privilegedValues(d.after);
            return risky.length === 0 ? d : { ...d, rule: 'tool-input-enum-value-added-risky', params: { ...d.params, risky: risky.map((v) => JSON.stringify(v)).join(', ') } };
        }
        // A read-only tool's flags guard nothing that changes state (a recursive listing is still a listing).
        if (d.rule === 'tool-input-default-changed')
            return (0,json/* isJsonObject */.OW)(ann) && ann.readOnlyHint === true ? d : safetyFlipped(d);
        if (d.rule === 'tool-input-property-made-optional')
            return broadFallback(d, head);
        return d;
    });
}
/** An added enum value that performs an operation (delete, overwrite, revoke, transfer, execute), said with its class. */
function enumOperation(d) {
    const values = Array.isArray(d.after) ? d.after : [];
    for (const v of values) {
        const op = typeof v === 'string' ? operationOf(v) : undefined;
        if (op !== undefined)
            return { ...d, rule: 'tool-input-enum-operation-added', params: { ...d.params, value: JSON.stringify(v), operation: op.operation, word: op.word } };
    }
    return d;
}
/** The property a schema pointer ends in (`/inputSchema/properties/force/default` -> force). */
function propertyOf(pointer) {
    const parts = pointer.split('/');
    const i = parts.lastIndexOf('properties');
    return i >= 0 && parts[i + 1] !== undefined ? unescapeToken(parts[i + 1]) : '';
}
/** A boolean safeguard whose default moved to its unsafe side: the flag, what it guards, before and after. */
function safetyFlipped(d) {
    if (typeof d.after !== 'boolean')
        return d;
    const name = propertyOf(d.pointer);
    const guard = guardOf(name);
    if (guard === undefined || d.after === guard.safe)
        return d;
    // Before: the old default, or (none declared) the safe side a caller who left it out got from a guard.
    const before = typeof d.before === 'boolean' ? d.before : guard.safe;
    if (before === d.after)
        return d;
    return { ...d, rule: 'tool-input-safety-default-flipped', params: { ...d.params, property: name, guard: guard.word, before: String(before), after: String(d.after), safe: String(guard.safe) } };
}
/** Where a fallback is broader than anything a caller named: the repository's default branch, the root, everything. */
const BROAD_VALUES = /^(?:main|master|trunk|head|default|\/|\.|~|\*+|\*\*\/\*|all|everything|any|root|public)$/i;
/**
 * A sentence that says what happens when the value is left out: a condition of omission ("if omitted", "when not
 * given", "leave it out", "defaults to", "falls back to", "otherwise"). Alternatives of fixed words: linear.
 */
const OMISSION = /\b(?:if|when|whenever|where)\s+(?:it\s+is\s+|it's\s+|this\s+is\s+|they\s+are\s+|left\s+)?(?:omitted|absent|missing|empty|blank|unset|null|not\s+(?:given|provided|specified|supplied|set|passed|present|included))\b|\b(?:leave|left|leaving)\s+(?:it\s+|this\s+)?(?:out|empty|blank|unset)\b|\b(?:defaults?|falls?\s+back)\s+to\b|\bby\s+default\b|\botherwise\b|\bif\s+none\b/i;
/** Words of a scope broader than one named target: all of something, the top of it, everyone. */
const BROAD_SCOPE = new Set(['workspace', 'root', 'whole', 'entire', 'every', 'everyone', 'everybody', 'everything', 'all', 'public', 'global', 'organization', 'organisation', 'tenant']);
const BROAD_PAIRS = new Set(['top level', 'default branch', 'main branch', 'base branch']);
/** Where a sentence of a parameter's description ends. */
const SENTENCE_END = /(?<=[.;!?])\s+|\n+/;
/** The sentence of a description that names a broad fallback for an omitted value, or undefined. */
function broadFallbackSaid(text) {
    for (const sentence of text.split(SENTENCE_END)) {
        const omission = OMISSION.exec(sentence);
        if (omission === null)
            continue;
        const words = wordsOf(sentence.slice(omission.index));
        if (words.some((w, i) => BROAD_SCOPE.has(w) || BROAD_PAIRS.has(`${w} ${words[i + 1] ?? ''}`)))
            return sentence.trim().slice(0, 160);
    }
    return undefined;
}
/** A parameter that was required and now falls back to somewhere broader, on a tool that writes. */
function broadFallback(d, head) {
    // The walk names the property that left `required` as the before value (top-level properties: what a caller names).
    const name = typeof d.before === 'string' ? d.before : '';
    const schema = valueAt(head, `/inputSchema/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (!(0,json/* isJsonObject */.OW)(schema) || writesBecause(head) === undefined)
        return d;
    const value = schema.default;
    const text = [schema.description, schema.title].filter((t) => typeof t === 'string').join(' ').slice(0, 2_000);
    const broadValue = typeof value === 'string' && BROAD_VALUES.test(value.trim());
    const said = broadValue ? undefined : broadFallbackSaid(text);
    if (!broadValue && said === undefined)
        return d;
    const fallback = broadValue ? JSON.stringify(value) : `"${said}"`;
    return { ...d, rule: 'tool-input-required-now-broad-default', params: { ...d.params, property: name, fallback, writes: writesBecause(head) } };
}
/**
 * Annotation claims that let a host skip confirmation, checked against what the tool does: destructiveHint false on a
 * tool whose name or inputs delete, overwrite or revoke; readOnlyHint true on a tool whose name or inputs write.
 */
function flagClaims(deltas, head) {
    return deltas.map((d) => {
        // A tool that declares it only reads is checked by readOnlyHint's own claim, not by words of its description.
        const declaresRead = (0,json/* isJsonObject */.OW)(head.annotations) && head.annotations.readOnlyHint === true;
        if (!declaresRead && d.pointer === '/annotations/destructiveHint' && d.after === false && (d.rule === 'tool-no-longer-destructive' || d.rule === 'tool-hint-riskier')) {
            const reason = destroysBecause(head);
            return reason === undefined ? d : { ...d, rule: 'tool-claims-not-destructive', params: { ...d.params, reason } };
        }
        if (d.pointer === '/annotations/readOnlyHint' && d.after === true && d.rule === 'tool-now-read-only') {
            const reason = writesBecause(head);
            return reason === undefined ? d : { ...d, rule: 'tool-read-only-claim-contradicted', params: { ...d.params, reason } };
        }
        return d;
    });
}

;// CONCATENATED MODULE: ./src/core/diff/compare-definitions.ts







/**
 * Review when false -> true (or true -> false for the "good" hints), safe the other way. `withdrawn`: a tool the base
 * had already annotated that moves destructiveHint or openWorldHint to the side that lets clients approve it more
 * easily makes a revised claim to check (canonical definitions drop spec defaults, so an explicit `true` and an
 * unstated one look alike: the annotations object is what shows the tool was annotated). The same value on a tool
 * annotated for the first time is how servers annotate, and a tool that now claims read-only is approved on that
 * claim, which has its own review row.
 */
const HINT_RULES = {
    readOnlyHint: { risky: false, riskyRule: 'tool-no-longer-read-only', saferRule: 'tool-now-read-only' },
    destructiveHint: { risky: true, riskyRule: 'tool-now-destructive', saferRule: 'tool-no-longer-destructive', withdrawn: 'tool-hint-riskier' },
    idempotentHint: { risky: false, riskyRule: 'tool-no-longer-idempotent', saferRule: 'tool-now-idempotent' },
    openWorldHint: { risky: true, riskyRule: 'tool-now-open-world', saferRule: 'tool-no-longer-open-world', withdrawn: 'tool-hint-riskier' },
};
function delta(rule, pointer, params, before, after) {
    const d = { rule, pointer, params };
    const bv = (0,json/* boundedValue */.lv)(before);
    const av = (0,json/* boundedValue */.lv)(after);
    if (bv !== undefined)
        d.before = bv;
    if (av !== undefined)
        d.after = av;
    return d;
}
function textDelta(field, pointer, b, a) {
    return delta(`${field}-changed`, pointer, { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) }, b, a);
}
function fieldChanged(pointer, b, a) {
    return delta('definition-field-changed', pointer, { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) }, b, a);
}
function compareDefinitions(kind, before, after) {
    // Snapshots written before a default entered the table still carry it: normalizing again keeps them quiet.
    const b = (0,canonical/* dropSpecDefaults */.nb)(kind, before);
    const a = (0,canonical/* dropSpecDefaults */.nb)(kind, after);
    const out = [];
    const keyField = model/* KIND_METHOD */.Ll[kind].keyField;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
    for (const k of keys) {
        // Own keys only: a definition field named `constructor` must not read as Object's constructor on the other side.
        const bv = (0,json/* own */.ZV)(b, k);
        const av = (0,json/* own */.ZV)(a, k);
        if (k === keyField || (0,json/* jsonEqual */.Zm)(bv, av))
            continue;
        const ptr = `/${(0,json/* escapePointer */.lZ)(k)}`;
        if (k === 'description' || k === 'title')
            out.push(textDelta(k, ptr, bv, av));
        else if (kind === 'tool' && k === 'inputSchema')
            out.push(...flagStructuralRisk(compareSchemas(bv ?? {}, av ?? {}, 'input', ptr), a));
        else if (kind === 'tool' && k === 'outputSchema') {
            if (av === undefined)
                out.push(delta('tool-output-schema-removed', ptr, {}, bv, undefined));
            else if (bv === undefined)
                out.push(delta('tool-output-schema-added', ptr, {}, undefined, av));
            else
                out.push(...compareSchemas(bv, av, 'output', ptr));
        }
        else if (kind === 'tool' && k === 'annotations')
            out.push(...flagClaims(compareAnnotations(bv, av), a));
        else if (k === 'icons')
            out.push(iconsDelta(ptr, bv, av));
        else if (k === '_meta')
            out.push(...metaDeltas(kind === 'tool', bv, av));
        else if (kind === 'prompt' && k === 'arguments')
            out.push(...compareArguments(bv, av));
        else if ((kind === 'resource' || kind === 'resourceTemplate') && k === 'mimeType') {
            out.push(delta('resource-mime-type-changed', ptr, { before: (0,json/* showValue */.vp)(bv), after: (0,json/* showValue */.vp)(av) }, bv, av));
        }
        else if ((kind === 'resource' || kind === 'resourceTemplate') && k === 'name') {
            out.push(delta('resource-name-changed', ptr, { before: (0,json/* showValue */.vp)(bv), after: (0,json/* showValue */.vp)(av) }, bv, av));
        }
        else
            out.push(fieldChanged(ptr, bv, av));
    }
    return out;
}
/** The base had annotated the tool (any annotation, a title included) and the head does not claim read-only. */
function revisesClaim(annotated, a) {
    return annotated && (0,json/* own */.ZV)(a, 'readOnlyHint') !== true;
}
function compareAnnotations(bv, av) {
    const out = [];
    const b = bv === undefined ? {} : bv;
    const a = av === undefined ? {} : av;
    if (!(0,json/* isJsonObject */.OW)(b) || !(0,json/* isJsonObject */.OW)(a))
        return [fieldChanged('/annotations', bv, av)];
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
    for (const k of keys) {
        const bk = (0,json/* own */.ZV)(b, k);
        const ak = (0,json/* own */.ZV)(a, k);
        if ((0,json/* jsonEqual */.Zm)(bk, ak))
            continue;
        const ptr = `/annotations/${(0,json/* escapePointer */.lZ)(k)}`;
        const rule = Object.prototype.hasOwnProperty.call(HINT_RULES, k) ? HINT_RULES[k] : undefined;
        if (rule !== undefined) {
            const x = bk ?? (0,spec_defaults/* defaultOf */.HA)('tool', ['annotations', k]);
            const y = ak ?? (0,spec_defaults/* defaultOf */.HA)('tool', ['annotations', k]);
            if (typeof x !== 'boolean' || typeof y !== 'boolean')
                out.push(fieldChanged(ptr, bk, ak));
            else if (x !== y) {
                const id = y === rule.risky ? rule.riskyRule : rule.withdrawn !== undefined && revisesClaim(bv !== undefined, a) ? rule.withdrawn : rule.saferRule;
                out.push(delta(id, ptr, { hint: k, before: String(x), after: String(y) }, x, y));
            }
        }
        else if (k === 'title')
            out.push(textDelta('title', ptr, bk, ak));
        else
            out.push(fieldChanged(ptr, bk, ak));
    }
    return out;
}
function argsByName(v) {
    const out = new Map();
    if (v === undefined)
        return out;
    if (!Array.isArray(v))
        return undefined;
    for (let i = 0; i < v.length; i++) {
        const a = v[i];
        if (!(0,json/* isJsonObject */.OW)(a) || typeof a.name !== 'string' || out.has(a.name))
            return undefined;
        out.set(a.name, { index: i, value: a });
    }
    return out;
}
function compareArguments(bv, av) {
    const b = argsByName(bv);
    const a = argsByName(av);
    if (b === undefined || a === undefined)
        return [fieldChanged('/arguments', bv, av)];
    const out = [];
    const names = [...new Set([...b.keys(), ...a.keys()])].sort();
    for (const name of names) {
        const x = b.get(name);
        const y = a.get(name);
        const p = { argument: name };
        if (y === undefined) {
            out.push(delta('prompt-argument-removed', `/arguments/${x.index}`, p, x.value, undefined));
            continue;
        }
        const ptr = `/arguments/${y.index}`;
        if (x === undefined) {
            const rule = y.value.required === true ? 'prompt-required-argument-added' : 'prompt-optional-argument-added';
            out.push(delta(rule, ptr, p, undefined, y.value));
            continue;
        }
        if ((0,json/* jsonEqual */.Zm)(x.value, y.value))
            continue;
        const keys = [...new Set([...Object.keys(x.value), ...Object.keys(y.value)])].sort();
        for (const k of keys) {
            const xk = (0,json/* own */.ZV)(x.value, k);
            const yk = (0,json/* own */.ZV)(y.value, k);
            if (k === 'name' || (0,json/* jsonEqual */.Zm)(xk, yk))
                continue;
            const fp = `${ptr}/${(0,json/* escapePointer */.lZ)(k)}`;
            if (k === 'required') {
                const req = y.value.required === true;
                if (req !== (x.value.required === true)) {
                    out.push(delta(req ? 'prompt-argument-made-required' : 'prompt-argument-made-optional', fp, p, x.value.required, y.value.required));
                }
            }
            else if (k === 'description' || k === 'title')
                out.push({ ...textDelta(k, fp, xk, yk), params: { ...p, before: (0,json/* showValue */.vp)(xk), after: (0,json/* showValue */.vp)(yk) } });
            else
                out.push(fieldChanged(fp, xk, yk));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/diff/rewording.ts
var rewording = __webpack_require__(7064);
;// CONCATENATED MODULE: ./src/core/release/deprecation-notice.ts
// A deprecation a capability states about itself in its own text, read without configuration: the forms servers ship
// (`DEPRECATED: use x`, `\u26a0\ufe0f DEPRECATED: \u2026 use 'x' instead`, `[Deprecated: Use x instead]`, `[Deprecated]`, `\u2026 text.
// DEPRECATED: Use x instead.`, a title `(deprecated: use x)`, `This tool is deprecated`), and a house marker the
// config names for the styles these miss. Only the capability's own description and title are read: a parameter
// described as deprecated, or a sentence saying another tool is deprecated, is not this capability's deprecation.


const WORD = '[Dd][Ee][Pp][Rr][Ee][Cc][Aa][Tt][Ee][Dd]';
/** Leading decoration before a marker at the start: emoji (with selectors and joiners), bullets, markdown emphasis. */
const LEAD = String.raw `^[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}*_#>!~|\u2022·:\-\u2013\u2014]*`;
/** At the start, the word then punctuation or the end: `Deprecated: \u2026`, `DEPRECATED - \u2026`, `Deprecated.` (not `Deprecated fields are \u2026`). */
// LEAD already takes `*` and `_`: a second `[*_]*` beside it would split a run of `*` every way (quadratic).
const AT_START = new RegExp(`${LEAD}${WORD}[*_]*(?=\\s*(?:[:.!,;)\\]\\-\u2013\u2014(\\[]|$))`, 'u');
/** In brackets at the start: `[Deprecated]`, `(DEPRECATED: use x)`, `[Deprecated since 1.2]`. */
const BRACKET_START = new RegExp(`${LEAD}[\\[(]\\s*${WORD}\\b`, 'u');
/** In brackets anywhere, saying what to do: `(deprecated: use scrape JSON)`, `[Deprecated - replaced by x]`. */
const BRACKET_ADVICE = new RegExp(`[\\[(]\\s*${WORD}\\s*[:\\-\u2013\u2014,]\\s*(?=(?:please\\s+)?(?:use|replaced|superseded|see|switch|migrate|prefer|call)\\b)`, 'i');
/** A bracket of its own closing the text: `Search the web. [Deprecated]` (a bracket after a word names that word). */
const BRACKET_END = new RegExp(`(?:^|[.!?:]\\s*)[\\[(]\\s*${WORD}\\s*[\\])]\\s*$`);
/** Mid-text as a notice: `DEPRECATED` written so, or `Deprecated` opening a sentence, then `:` `(` `[` or a dash. */
// The word is matched before the look-behind runs: a look-behind first would scan back over every run of spaces.
const MID = /(?:\bDEPRECATED|Deprecated(?<=[.!?\n]\s*Deprecated))(?<![Nn][Oo][Tt]\s(?:DEPRECATED|Deprecated))(?=\s*[:(\[\-\u2013\u2014])/;
/** The capability saying it of itself: `This tool is deprecated`, `This prompt has been deprecated`. */
const SELF = /\bthis\s+(?:tool|prompt|resource|template|endpoint|function|method|command|capability|action)\s+(?:is|has\s+been|was)\s+(?:now\s+)?deprecated\b/i;
/** The default markers in the order they are tried (exported so a test runs each on adversarial text). */
const DEFAULT_MARKERS = [BRACKET_START, AT_START, BRACKET_ADVICE, MID, SELF, BRACKET_END];
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * A configured house marker: at the start in any case; elsewhere only as written and followed by `:` `(` `[` (servers
 * append "DEPRECATED: Use x instead.", while a lowercase "deprecated" mid-sentence is prose).
 */
function houseMarkerRest(text, marker) {
    if (marker.trim() === '')
        return undefined;
    const word = escapeRegExp(marker.trim());
    const m = new RegExp(`^\\s*${word}(?![A-Za-z0-9_])`, 'i').exec(text) ?? new RegExp(`(?<![Nn][Oo][Tt])\\s${word}(?=\\s*[:(\\[])`).exec(text);
    return m ? text.slice(m.index + m[0].length) : undefined;
}
/** The text after a default marker in `text`, or undefined when the text states no deprecation of its own. */
function defaultMarkerRest(text) {
    for (const re of DEFAULT_MARKERS) {
        const m = re.exec(text);
        if (m)
            return text.slice(m.index + m[0].length).replace(/^[*_]+/, '');
    }
    return undefined;
}
/** The capability's own texts, in the order a notice is looked for. */
function ownTexts(definition) {
    const out = [];
    if (typeof definition.description === 'string')
        out.push(['/description', definition.description.slice(0, 16_384)]);
    if (typeof definition.title === 'string')
        out.push(['/title', definition.title.slice(0, 1_000)]);
    const ann = definition.annotations;
    if ((0,json/* isJsonObject */.OW)(ann) && typeof ann.title === 'string')
        out.push(['/annotations/title', ann.title.slice(0, 1_000)]);
    return out;
}
/** The first deprecation notice in a definition's own description or title: the house marker first, then the defaults. */
function deprecationNotice(definition, houseMarker) {
    const texts = ownTexts(definition);
    for (const [pointer, text] of texts) {
        const rest = houseMarker === undefined ? undefined : houseMarkerRest(text, houseMarker);
        if (rest !== undefined)
            return { pointer, rest, text };
    }
    for (const [pointer, text] of texts) {
        const rest = defaultMarkerRest(text);
        if (rest !== undefined)
            return { pointer, rest, text };
    }
    return undefined;
}
/** A name as a notice writes it: in backticks, in any quotes, or bare. Groups: backticked, quoted, bare. */
const NAME = String.raw `(?:` + '`' + String.raw `([^` + '`' + String.raw `\n]{1,200})` + '`' + String.raw `|['\u2018\u2019"\u201c\u201d«»]([^'\u2018\u2019"\u201c\u201d«»\n]{1,200})['\u2018\u2019"\u201c\u201d«»]|([A-Za-z_][\w./-]{0,199}))`;
/** Names a notice puts forward as the successor: `use x`, `replaced by x`, `superseded by x`, `replacement: x`, .... */
const SUCCESSOR = new RegExp(String.raw `\b(?:use|call|prefer|replaced\s+(?:by|with)|superseded\s+by|succeeded\s+by|in\s+favou?r\s+of|switch\s+to|migrate\s+to|moved\s+to|see|(?:its\s+|the\s+)?(?:replacement|successor)(?:\s+tool)?(?:\s+is|\s*:))\s+(?:the\s+)?(?:new\s+)?(?:tool\s+|prompt\s+)?` +
    NAME, 'gi');
/**
 * The phrase that says the name before it is the successor: `x replaces this tool`, `x supersedes it`, `x is the
 * replacement`. The name is then read back from the text just before the phrase (NAME_BEFORE), so no pattern scans
 * the text for a name at every position.
 */
const SUCCESSOR_BEFORE = /\s(?:now\s+)?(?:replaces|supersedes)\s+(?:this|it)\b|\sis\s+(?:the|its)\s+(?:new\s+)?(?:replacement|successor)\b/gi;
const NAME_BEFORE = new RegExp(`${NAME}\\s*$`);
/** A name found by a successor phrase, when it reads as one: quoted, or an identifier (`_`, `-`, `.`, camelCase). */
function namedIn(m, served) {
    const quoted = m[1] ?? m[2];
    const name = (quoted ?? m[3]).trim().replace(/[.]+$/, '');
    if (!/^[A-Za-z_][\w./-]*$/.test(name))
        return undefined;
    return quoted !== undefined || /[_\-./]|[a-z][A-Z]/.test(name) || served(name) ? name : undefined;
}
/**
 * The capability a deprecation notice names as its replacement, as a ref of the notice's own kind: the name a
 * replacement phrase puts forward (`use x instead`, `superseded by "x"`, `x replaces this`, in any quotes), served or
 * not, a served one first; a companion the notice merely mentions ("works with `list_runs`; use `get_run` instead")
 * is never the successor. Without such a phrase, only a served name standing alone after the marker (`Deprecated: \`x\`.`) is one.
 * Prose ("Use the new API") never invents one. `whole`: the capability's full text, read for the phrases that name
 * the successor before saying it replaces this one.
 */
function successorNamed(notice, selfRef, served, whole) {
    const kind = (0,canonical/* parseRef */.rd)(selfRef)?.kind;
    if (kind === undefined)
        return undefined;
    const text = notice.slice(0, 2_000);
    const isServed = (name) => served(`${kind}:${name}`);
    const named = [];
    for (const m of text.slice(0, 600).matchAll(SUCCESSOR)) {
        const name = namedIn(m, isServed);
        if (name !== undefined)
            named.push(name);
    }
    const all = (whole ?? text).slice(0, 2_000);
    for (const p of all.matchAll(SUCCESSOR_BEFORE)) {
        const before = all.slice(Math.max(0, p.index - 210), p.index);
        const m = NAME_BEFORE.exec(before);
        const name = m === null ? undefined : namedIn(m, isServed);
        if (name !== undefined)
            named.push(name);
    }
    const refs = named.map((n) => `${kind}:${n}`).filter((r) => r !== selfRef);
    const pick = refs.find(served) ?? refs[0];
    if (pick !== undefined)
        return pick;
    // Alone: `Deprecated: \`x\`.`, `(deprecated \u2192 x)`; a name a sentence goes on about is a mention.
    const opening = /^[\s:,;\-\u2013\u2014>\u2192([]*(?:`([^`\n]{1,200})`|([A-Za-z_][\w/-]{0,199}))\s*(?:[.)\]]|$)/.exec(text);
    const first = opening === null ? undefined : `${kind}:${(opening[1] ?? opening[2]).replace(/[.]+$/, '')}`;
    return first !== undefined && first !== selfRef && served(first) ? first : undefined;
}

;// CONCATENATED MODULE: ./src/core/diff/classify-deprecation.ts


/**
 * The entry to paste: a served successor makes it a `renames` entry (the old name stays as an alias); otherwise a
 * `deprecations` entry, with the successor the notice names when it is not served here.
 */
function suggestedEntry(ref, successor, served, since) {
    if (successor !== undefined && served)
        return JSON.stringify({ renames: { [ref]: { to: successor, alias: true } } });
    return JSON.stringify({ deprecations: { [ref]: successor === undefined ? { since } : { since, replacedBy: successor } } });
}
/** Pushes `capability-deprecated` when `hc` states a deprecation of its own and `bc` did not. */
function pushWireDeprecation(ctx, surface, kind, bc, hc) {
    const notice = deprecationNotice(hc.definition, ctx.deprecatedMarker);
    if (notice === undefined || deprecationNotice(bc.definition, ctx.deprecatedMarker) !== undefined)
        return;
    const isServed = (ref) => (ctx.headOffered().get(ref) ?? []).includes(surface);
    const successor = successorNamed(notice.rest, hc.ref, isServed, notice.text);
    const served = successor !== undefined && isServed(successor);
    const where = notice.pointer === '/description' ? 'description' : 'title';
    const named = successor === undefined ? '' : `, naming \`${keyOfRef(successor)}\` as its ${served ? 'replacement' : 'successor (not served on this surface)'}`;
    const params = {
        kind: KIND_LABEL[kind],
        name: keyOfRef(hc.ref),
        where,
        replacement: named,
        suggestion: suggestedEntry(hc.ref, successor, served, ctx.sinceLabel),
    };
    if (successor !== undefined)
        params.replacedBy = successor;
    ctx.findings.push({ rule: 'capability-deprecated', kind, surface, before: sideOf([bc]), after: sideOf([hc], notice.pointer), params });
}

// EXTERNAL MODULE: ./src/core/shared/lossless.ts
var lossless = __webpack_require__(2863);
;// CONCATENATED MODULE: ./src/core/diff/classify-join.ts







const byRefThenDigest = (a, b) => a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0;
/**
 * Items in ref order, copies of one ref (a server that lists a name twice) kept and ordered by digest: they are
 * compared as a multiset. The input is reused when already so.
 */
function classify_join_byRef(items) {
    let ordered = true;
    for (let i = 1; i < items.length && ordered; i++)
        ordered = byRefThenDigest(items[i - 1], items[i]) <= 0;
    if (ordered)
        return items;
    return [...items].sort(byRefThenDigest);
}
/** The run of copies of `items[from].ref` starting at `from`. */
function copiesAt(items, from) {
    let to = from + 1;
    while (to < items.length && items[to].ref === items[from].ref)
        to++;
    return items.slice(from, to);
}
/** Look-ups by binary search over ref-ordered items: only declared renames need them, so no hash map is built. */
class SortedRefs {
    items;
    constructor(items) {
        this.items = items;
    }
    get(ref) {
        let lo = 0;
        let hi = this.items.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            const r = this.items[mid].ref;
            if (r === ref)
                return this.items[mid];
            if (r < ref)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return undefined;
    }
    has(ref) {
        return this.get(ref) !== undefined;
    }
}
/**
 * Items are sorted by ref in every snapshot this tool writes: a merge join walks both lists once, in order, which
 * keeps large catalogs linear and cache-friendly (hash maps of 10,000 refs were the slowest part).
 */
function joinByRef(ctx, surface, kind, bItems, hItems) {
    const out = { onlyBase: [], onlyHead: [], digestsDiffer: false };
    for (let i = 0, j = 0; i < bItems.length || j < hItems.length;) {
        const bc = bItems[i];
        const hc = hItems[j];
        if (bc !== undefined && hc !== undefined && bc.ref === hc.ref) {
            const bCopies = copiesAt(bItems, i);
            const hCopies = copiesAt(hItems, j);
            if (bCopies.length === 1 && hCopies.length === 1) {
                if (hc.digest !== bc.digest) {
                    out.digestsDiffer = true;
                    pushDefinitionDeltas(ctx, surface, kind, bc, hc);
                }
            }
            else if (compareCopies(ctx, surface, kind, bCopies, hCopies))
                out.digestsDiffer = true;
            i += bCopies.length;
            j += hCopies.length;
        }
        else if (hc === undefined || (bc !== undefined && bc.ref < hc.ref)) {
            out.onlyBase.push(bc);
            i += copiesAt(bItems, i).length;
        }
        else {
            const copies = copiesAt(hItems, j);
            // The copy that reads risky stands for a new ref, so a poisoned second copy is not hidden behind a plain first.
            out.onlyHead.push(copies.length > 1 ? (copies.find((x) => (0,risky_text/* riskyText */.ij)(x.definition) !== undefined) ?? hc) : hc);
            if (copies.length > 1)
                pushCopies(ctx, surface, kind, 0, copies);
            j += copies.length;
        }
    }
    return out;
}
/** A ref listed more (or fewer) times than before: said once, with the head's copies. */
function pushCopies(ctx, surface, kind, before, copies) {
    const rule = copies.length > before ? 'capability-duplicated' : 'capability-duplicate-removed';
    const f = {
        rule,
        kind,
        surface,
        before: { refs: before > 0 ? [copies[0].ref] : [], value: before },
        after: { ...sideOf(copies), value: copies.length },
        params: { kind: KIND_LABEL[kind], surface, name: keyOfRef(copies[0].ref), count: copies.length, before },
    };
    ctx.findings.push(f);
}
/**
 * Copies of one ref on both sides, compared as multisets of digests: equal copies cancel out; each copy left in the
 * head is compared with one left in the base (or with the base's first copy when the head has more), so a second copy
 * that turned malicious is reported like any changed definition. Returns whether anything differed.
 */
function compareCopies(ctx, surface, kind, base, head) {
    const left = new Map();
    for (const c of base)
        left.set(c.digest, (left.get(c.digest) ?? 0) + 1);
    const extraHead = [];
    for (const c of head) {
        const n = left.get(c.digest) ?? 0;
        if (n > 0)
            left.set(c.digest, n - 1);
        else
            extraHead.push(c);
    }
    const extraBase = base.filter((c) => {
        const n = left.get(c.digest) ?? 0;
        if (n === 0)
            return false;
        left.set(c.digest, n - 1);
        return true;
    });
    extraHead.forEach((h, k) => {
        const b = extraBase[k] ?? base[0];
        if (b.digest !== h.digest)
            pushDefinitionDeltas(ctx, surface, kind, b, h);
    });
    if (head.length !== base.length && (head.length > 1 || base.length > 1))
        pushCopies(ctx, surface, kind, base.length, head);
    return extraHead.length > 0 || extraBase.length > 0;
}
function pushDefinitionDeltas(ctx, surface, kind, bc, hc) {
    let deltas;
    try {
        deltas = compareDefinitions(kind, bc.definition, hc.definition);
    }
    catch (e) {
        // Defensive: a definition shape nothing here expected is a review, never a crash.
        deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: e.message } }];
    }
    // Digests taken losslessly can differ where the stored display text does not (a lone surrogate swapped for another).
    if (deltas.length === 0 && ((0,lossless/* showsLoss */.mh)(bc.definition) || (0,lossless/* showsLoss */.mh)(hc.definition))) {
        deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: 'changed where the stored text shows U+FFFD' } }];
    }
    const label = KIND_LABEL[kind];
    for (const d of deltas) {
        const rule = TEXT_EDIT_RULES.has(d.rule) && onlyWhitespaceDiffers(d.before, d.after) ? 'text-whitespace-changed' : d.rule;
        const params = { kind: label, surface, name: keyOfRef(bc.ref), pointer: d.pointer || '/', ...d.params };
        if (rewording/* TRIAGED_TEXT_RULES */.bI.has(rule))
            params.cues = addedCues(ctx, surface, bc, hc, d.after);
        ctx.findings.push({ rule, kind, surface, before: sideOf([bc], d.pointer, d.before), after: sideOf([hc], d.pointer, d.after), params });
    }
    if (deltas.length === 0)
        return;
    pushRiskyAdditions(ctx, surface, kind, bc, hc);
    pushWireDeprecation(ctx, surface, kind, bc, hc);
}
// Text edits triaged by what they add: `params.cues` lists the cue classes the new text brings ([]: a plain rewording).
/**
 * The cue classes one edited string adds, screened by the one risky-text detector against the whole old definition
 * (a passage moved from elsewhere in it is not news), with the server's other tools named. Text taken away adds none.
 */
function addedCues(ctx, surface, bc, hc, after) {
    if (typeof after !== 'string')
        return [];
    const edited = { name: keyOfRef(hc.ref), description: after };
    return (0,risky_text/* cueClassesOf */.rP)([...(0,risky_text/* cuesAdded */.Fo)(bc.definition, edited, ctx.headTools(surface)).values()].flat());
}
/** Risky passages the edit added, each its own review row beside the description or schema row that shows the edit. */
function pushRiskyAdditions(ctx, surface, kind, bc, hc) {
    for (const r of (0,risky_text/* riskyAdditions */.qz)(bc.definition, hc.definition))
        ctx.findings.push(riskyFinding(r, kind, surface, KIND_LABEL[kind], keyOfRef(hc.ref), sideOf([hc], r.pointer)));
}
/** The row of one risky passage: an instruction moving data has its own rule naming source and sink; any other cue is risky text. */
function riskyFinding(r, kind, surface, label, name, after) {
    const params = { kind: label, surface, name, pointer: r.pointer, what: r.what, cue: r.cue };
    if (r.movement === undefined)
        return { rule: 'risky-text-added', kind, surface, after, params };
    const m = r.movement;
    return { rule: 'text-data-movement-added', kind, surface, after, params: { ...params, source: m.sourceWords, sink: m.sinkWords, sourceClass: m.source, sinkClass: m.sink, quote: m.quote } };
}

;// CONCATENATED MODULE: ./src/core/diff/classify-server.ts






function compareServer(ctx, surface, b, h) {
    if (!b || !h)
        return; // a surface that never initialized shows up as failed observations
    const push = (rule, pointer, x, y) => {
        const before = { refs: [], pointer };
        const after = { refs: [], pointer };
        const bx = (0,json/* boundedValue */.lv)(x);
        const by = (0,json/* boundedValue */.lv)(y);
        if (bx !== undefined)
            before.value = bx;
        if (by !== undefined)
            after.value = by;
        ctx.findings.push({ rule, kind: 'server', surface, before, after, params: { kind: 'server', name: surface, surface, pointer, before: (0,json/* showValue */.vp)(x), after: (0,json/* showValue */.vp)(y) } });
    };
    const bi = (0,json/* isJsonObject */.OW)(b.serverInfo) ? b.serverInfo : {};
    const hi = (0,json/* isJsonObject */.OW)(h.serverInfo) ? h.serverInfo : {};
    for (const k of [...new Set([...Object.keys(bi), ...Object.keys(hi)])].sort()) {
        if ((0,json/* jsonEqual */.Zm)(bi[k], hi[k]))
            continue;
        // Inline icon images are summarized (media type, size, digest prefix), never carried as base64.
        if (k === 'icons')
            push('icons-changed', '/serverInfo/icons', compactIcons(bi[k]), compactIcons(hi[k]));
        else
            push(k === 'name' ? 'server-name-changed' : k === 'version' ? 'server-version-changed' : 'server-info-changed', `/serverInfo/${(0,json/* escapePointer */.lZ)(k)}`, bi[k], hi[k]);
    }
    if (b.protocolVersion !== h.protocolVersion) {
        const dated = /^\d{4}-\d{2}-\d{2}$/;
        const up = dated.test(b.protocolVersion) && dated.test(h.protocolVersion) && h.protocolVersion > b.protocolVersion;
        push(up ? 'server-protocol-version-upgraded' : 'server-protocol-version-changed', '/protocolVersion', b.protocolVersion, h.protocolVersion);
    }
    const instructionsRule = onlyWhitespaceDiffers(b.instructions, h.instructions) ? 'text-whitespace-changed' : 'server-instructions-changed';
    if (b.instructions !== h.instructions)
        push(instructionsRule, '/instructions', b.instructions, h.instructions);
    // The instructions are read by the model like any description: the same risk reading, on what the edit adds.
    if (b.instructions !== h.instructions && instructionsRule !== 'text-whitespace-changed') {
        for (const r of (0,risky_text/* riskyAdditions */.qz)((0,model_texts/* serverTexts */.gM)(b.instructions), (0,model_texts/* serverTexts */.gM)(h.instructions))) {
            ctx.findings.push(riskyFinding(r, 'server', surface, 'server', surface, { refs: [], pointer: r.pointer }));
        }
    }
    const bf = capabilityFlags(b.capabilities);
    const hf = capabilityFlags(h.capabilities);
    for (const [p, v] of hf) {
        if (!bf.has(p))
            push('server-capability-added', p, undefined, v);
        else if (!(0,json/* jsonEqual */.Zm)(bf.get(p), v))
            push('server-info-changed', p, bf.get(p), v);
    }
    for (const [p, v] of bf)
        if (!hf.has(p))
            push('server-capability-removed', p, v, undefined);
}
/** Advertised capability flags as pointers: `/capabilities/tools`, `/capabilities/tools/listChanged` (false = absent). */
function capabilityFlags(caps) {
    const out = new Map();
    if (!(0,json/* isJsonObject */.OW)(caps))
        return out;
    for (const k of Object.keys(caps)) {
        const v = caps[k];
        // Extensions (2026-07-28) are compared from server/discover by protocol-drift.ts, once, by name.
        if (v === false || v === null || k === 'extensions')
            continue;
        const p = `/capabilities/${(0,json/* escapePointer */.lZ)(k)}`;
        out.set(p, true);
        if (!(0,json/* isJsonObject */.OW)(v))
            continue;
        for (const sk of Object.keys(v)) {
            const sv = v[sk];
            if (sv === false || sv === null)
                continue;
            out.set(`${p}/${(0,json/* escapePointer */.lZ)(sk)}`, (0,json/* isJsonObject */.OW)(sv) || Array.isArray(sv) ? ((0,json/* boundedValue */.lv)(sv) ?? true) : sv);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/powers.ts


/** Verbs a description opens with when the tool reads (stems, as `lead()` reduces them). */
const READ_VERBS = new Set(['get', 'list', 'read', 'retriev', 'fetch', 'return', 'search', 'find', 'look', 'lookup', 'show', 'view', 'describ', 'inspect', 'query', 'check', 'count', 'browse', 'obtain', 'peek', 'preview', 'summariz', 'explain', 'download', 'diff', 'compar', 'validat', 'verify', 'analyz', 'print', 'display']);
/** Verbs a description opens with when the tool adds something and takes nothing away. */
const ADD_VERBS = new Set(['creat', 'add', 'insert', 'append', 'register', 'new', 'mak', 'generat', 'comment', 'post', 'submit', 'upload', 'attach', 'tag', 'label', 'star', 'fork', 'invit', 'schedul', 'queu', 'enqueu']);
/** Verbs a description opens with when the tool acts otherwise (changes, runs, sends): beside ADD_VERBS and the operation classes. */
const ACT_VERBS = new Set(['updat', 'edit', 'modify', 'modifi', 'set', 'put', 'patch', 'writ', 'sav', 'stor', 'chang', 'renam', 'mov', 'merg', 'push', 'commit', 'start', 'trigger', 'run', 'launch', 'execut', 'invok', 'deploy', 'restart', 'stop', 'cancel', 'approv', 'reject', 'clos', 'reopen', 'assign', 'send', 'publish', 'click', 'typ', 'fill', 'press', 'drag', 'hover', 'navigat', 'install', 'configur', 'enabl', 'lock', 'unlock', 'apply', 'toggl', 'rerun', 'retry', 'dispatch', 'perform', 'resolv', 'checkout', 'checkin']);
/** Particles that make `check` an act: a branch checked out, a file checked in (not a status checked). */
const CHECK_PARTICLES = new Set(['out', 'in']);
/** Words before the verb that say nothing of it ("Use this tool to", "Allows you to", "Tool for ..."). */
const FILLER = new Set(['this', 'tool', 'the', 'a', 'an', 'use', 'used', 'to', 'allows', 'allow', 'lets', 'let', 'you', 'will', 'can', 'helps', 'help', 'that', 'which', 'function', 'endpoint', 'it', 'method', 'for', 'please', 'quickly', 'simply', 'api', 'mcp', 'action']);
/** Free-form inputs that carry what the tool writes or runs: a lookup gaining one can do more. */
const ACTING_INPUTS = new Set(['command', 'commands', 'cmd', 'script', 'shell', 'content', 'contents', 'body', 'payload', 'patch']);
/** A word reduced as the verb tables are keyed: `Gets` -> get, `Creates` -> creat, `Retrieves` -> retriev. */
function verbStem(word) {
    let w = word;
    if (w.length > 4 && w.endsWith('ies'))
        w = `${w.slice(0, -3)}y`;
    else if (w.length > 4 && (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('sses') || w.endsWith('xes')))
        w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss'))
        w = w.slice(0, -1);
    return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}
/** What one verb says: read, add, act or destroy (with the operation class), or nothing known. */
function verbClass(word) {
    const stem = verbStem(word);
    const op = wordOperation(word);
    if (op !== undefined && DESTRUCTIVE.has(op))
        return { cls: 'destroy', op };
    if (READ_VERBS.has(stem) || READ_VERBS.has(word))
        return { cls: 'read' };
    if (ADD_VERBS.has(stem) || ADD_VERBS.has(word))
        return { cls: 'add' };
    if (ACT_VERBS.has(stem) || ACT_VERBS.has(word) || op !== undefined)
        return { cls: 'act', ...(op ? { op } : {}) };
    return undefined;
}
/** The verb at `k`, with the particle after it: "check out a branch" acts where "check the status" reads. */
function verbAt(words, k) {
    if (words[k] === 'check' && CHECK_PARTICLES.has(words[k + 1] ?? ''))
        return { cls: 'act' };
    return verbClass(words[k]);
}
const RANK = { read: 0, add: 1, act: 2, destroy: 3 };
/** Where the opening sentence ends, a product label before a bar (`Notion | `), and what separates coordinated verbs. */
const LEAD_END = /[.!?\n](?:\s|$)/;
const PRODUCT_LABEL = /^[^|]{0,40}\|\s*/;
const COORDINATION = /,|\/|\bor\b|\band\b/i;
/**
 * The verbs the description opens with (its first sentence, past filler), coordinated ones too: "List, create, close
 * or select a tab" is four verbs, and the tool does the most of them. Undefined when it opens with no known verb.
 */
function leadVerbs(description) {
    // A product label before a bar is no verb: `Notion | Delete a block`.
    const first = description.slice(0, 400).split(LEAD_END)[0].replace(PRODUCT_LABEL, '').replace(/[`*_]/g, ' ');
    // Coordinated verbs stand at the head of the parts a comma, `or`, `and` or a slash separate.
    const parts = first.split(COORDINATION).slice(0, 8);
    const seen = [];
    let most;
    for (const [n, part] of parts.entries()) {
        const words = identifierWords(part).slice(0, 10);
        if (words.length === 0)
            continue;
        let k = 0;
        while (n === 0 && k < words.length && (FILLER.has(words[k]) || /^\d/.test(words[k])))
            k++;
        while (n > 0 && k < words.length && (words[k] === 'then' || words[k] === 'also'))
            k++;
        const c = k < words.length ? verbAt(words, k) : undefined;
        if (c === undefined)
            break;
        seen.push(words[k]);
        if (most === undefined || RANK[c.cls] > RANK[most.cls])
            most = c;
    }
    return most === undefined ? undefined : { words: seen, ...most };
}
/** A free-form string input named for what is written or run (`command`, `content`, `body`), by its path. */
function actingInput(definition) {
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? schema.properties : {};
    for (const [name, p] of Object.entries(props).slice(0, 200)) {
        if (!(0,json/* isJsonObject */.OW)(p) || p.enum !== undefined || p.const !== undefined)
            continue;
        if (p.type !== undefined && p.type !== 'string')
            continue;
        const w = identifierWords(name);
        if (w.some((x) => ACTING_INPUTS.has(x)))
            return `its free-form input \`${name.slice(0, 60)}\``;
    }
    return undefined;
}
/** Inputs that choose what the tool does (`method`, `operation`, `action`): their enum values are operations. */
const SELECTORS = new Set(['method', 'operation', 'operations', 'op', 'action', 'actions', 'command', 'cmd', 'verb', 'task', 'mode', 'intent']);
/**
 * Input-only destruction: a flag that overwrites or deletes, or a destructive value of an input that selects the
 * operation. Another enum is a filter (`event: "delete"` lists runs a delete event started), and the name is read
 * apart, as weaker evidence.
 */
function inputsDestroy(definition, selectorsOnly) {
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? schema.properties : {};
    const kept = {};
    for (const [name, p] of Object.entries(props).slice(0, 200)) {
        const selects = identifierWords(name).some((w) => SELECTORS.has(w));
        if (selectorsOnly && !selects)
            continue;
        kept[name] = selects || !(0,json/* isJsonObject */.OW)(p) ? p : { ...p, enum: null };
    }
    return destroysBecause({ inputSchema: { type: 'object', properties: kept } });
}
/** What a tool can do, each with its reason. */
function powersOf(definition) {
    const ann = (0,json/* isJsonObject */.OW)(definition.annotations) ? definition.annotations : undefined;
    const description = typeof definition.description === 'string' ? definition.description : '';
    const said = leadVerbs(description);
    const quoted = said === undefined ? '' : `its description opens with \`${said.words.join(', ')}\``;
    const claimsRead = ann?.readOnlyHint === true ? 'it declares readOnlyHint' : said?.cls === 'read' ? quoted : undefined;
    // Strong evidence of acting: the opening verb, an input that deletes or carries content, a destructive claim. A
    // declared read-only claim outranks what an input's name suggests (`count_tokens` reads its `content`); an input
    // that selects a destructive operation still counts against it.
    const declaredRead = ann?.readOnlyHint === true;
    const inputDestroys = inputsDestroy(definition, declaredRead);
    const input = declaredRead ? undefined : actingInput(definition);
    const declaredDestroys = ann !== undefined && ann.readOnlyHint !== true && ann.destructiveHint === true ? 'it declares destructiveHint' : undefined;
    const saidActs = said !== undefined && said.cls !== 'read' ? `${quoted}${said.op ? ` (${said.op})` : ''}` : undefined;
    // Name words (`run`, `delete`) only when nothing says the tool only reads: a read-only `pipelines_run` reads runs.
    const named = claimsRead === undefined ? writesBecause({ name: definition.name ?? '' }) : undefined;
    const namedDestroys = claimsRead === undefined ? destroysBecause({ name: definition.name ?? '' }) : undefined;
    const out = {};
    const acts = saidActs ?? inputDestroys ?? input ?? declaredDestroys ?? named;
    if (acts !== undefined)
        out.acts = acts;
    else if (claimsRead !== undefined)
        out.readsOnly = claimsRead;
    const destroys = (said?.cls === 'destroy' ? saidActs : undefined) ?? inputDestroys ?? declaredDestroys ?? namedDestroys;
    if (destroys !== undefined)
        out.destroys = destroys;
    else if (said?.cls === 'add')
        out.addsOnly = quoted;
    return out;
}
/**
 * Why `after` cannot continue `before`, or undefined: one only reads while the other acts, or one destroys while the
 * other only adds or reads. `superset`: the new tool absorbed others (it lists the old name), so it may do more than
 * the old one did, never less.
 */
function powersDiffer(before, after, names, superset = false) {
    const { from, to } = names;
    if (before.acts !== undefined && after.readsOnly !== undefined)
        return `\`${from}\` acts (${before.acts}) while \`${to}\` only reads (${after.readsOnly})`;
    if (before.destroys !== undefined && after.destroys === undefined && (after.readsOnly !== undefined || after.addsOnly !== undefined)) {
        return `\`${from}\` destroys (${before.destroys}) while \`${to}\` ${after.readsOnly ? `only reads (${after.readsOnly})` : `only adds (${after.addsOnly})`}`;
    }
    if (superset)
        return undefined;
    if (before.readsOnly !== undefined && after.acts !== undefined)
        return `\`${from}\` only reads (${before.readsOnly}) while \`${to}\` acts (${after.acts})`;
    if (after.destroys !== undefined && before.destroys === undefined && before.addsOnly !== undefined)
        return `\`${from}\` only adds (${before.addsOnly}) while \`${to}\` destroys (${after.destroys})`;
    return undefined;
}
/**
 * The claims both sides declare, compared as claims (when both declare annotations): a read-only claim on one side
 * only, or a destructive one (unset means destructive for a tool that is not read-only, the spec's default).
 */
function claimsDiffer(x, y, names) {
    if (x === undefined || y === undefined)
        return undefined;
    const ro = (h) => h.readOnlyHint === true;
    const say = (h) => (ro(h) ? 'declares readOnlyHint' : h.destructiveHint === false ? 'declares destructiveHint false' : 'may destroy (destructiveHint unset or true)');
    const destroys = (h) => !ro(h) && h.destructiveHint !== false;
    if (ro(x) !== ro(y) || destroys(x) !== destroys(y))
        return `\`${names.from}\` ${say(x)} while \`${names.to}\` ${say(y)}`;
    return undefined;
}
/** powersOf per definition, read once however many pairs a tool is scored in. */
const read = new WeakMap();
function powersCached(definition) {
    let p = read.get(definition);
    if (p === undefined) {
        p = powersOf(definition);
        read.set(definition, p);
    }
    return p;
}
/**
 * Why the tool `after` is not `before` renamed, whatever their names share (the matcher's refusal, see
 * renames/match.ts): what their definitions say they do differs, or their declared claims do. `superset`: the new
 * tool lists the old name among its inputs (it absorbed others), so it may do more, never less. Tools only.
 */
function againstGrain(before, after, superset) {
    if (!before.ref.startsWith('tool:') || !after.ref.startsWith('tool:'))
        return undefined;
    const names = { from: before.ref.slice(5), to: after.ref.slice(5) };
    const x = before.definition;
    const y = after.definition;
    const claims = (d) => ((0,json/* isJsonObject */.OW)(d.annotations) ? d.annotations : undefined);
    // What the definitions say first (it names the words read); the bare claims when only they differ.
    return powersDiffer(powersCached(x), powersCached(y), names, superset) ?? (superset ? undefined : claimsDiffer(claims(x), claims(y), names));
}

;// CONCATENATED MODULE: ./src/core/diff/rename-preview.ts


/** Changes named in full; the rest are counted. */
const SHOWN = 5;
/** The hint text for a suggested rename from `old` to `neu`, or undefined when the definitions differ in nothing loud. */
function ifRenamed(ctx, surface, kind, old, neu) {
    const scratch = { ...ctx, findings: [], missing: new Map() };
    pushDefinitionDeltas(scratch, surface, kind, old, neu);
    const loud = scratch.findings
        .map(diff_report/* toChange */._u)
        .filter((c) => c.severity !== 'safe')
        .sort((x, y) => (0,diff_report/* changeRank */.NH)(x) - (0,diff_report/* changeRank */.NH)(y));
    if (loud.length === 0)
        return undefined;
    const named = loud.slice(0, SHOWN).map((c) => `${c.severity}: ${c.message}`);
    const more = loud.length - named.length;
    return `If this is the rename, declaring it shows: ${named.join(' ')}${more > 0 ? ` And ${more} more.` : ''}`;
}

;// CONCATENATED MODULE: ./src/core/diff/look-alike.ts
// Names that look like another name: a letter from another script drawn like a Latin one (Cyrillic \u0430, Greek \u03bf), an
// invisible character, a bidi override that shows the name backwards. Such a name is impersonation, never a rename:
// the reviewer is shown the code points. And URI templates that differ only in how a variable expands: `{+path}`
// (reserved expansion) lets `/` and `..` through where `{path}` did not, an exposure change, not a rename.
/** Letters of other scripts that render like a Latin letter (lowercase; NFKC folds full-width and compatibility forms first). */
const CONFUSABLE = {
    // Cyrillic
    '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x', '\u0456': 'i', '\u0458': 'j', '\u0455': 's',
    '\u0501': 'd', '\u04cf': 'l', '\u043a': 'k', '\u043c': 'm', '\u043d': 'h', '\u0442': 't', '\u0432': 'b', '\u0491': 'r', '\u0461': 'w', '\u051b': 'q',
    // Greek
    '\u03bf': 'o', '\u03b1': 'a', '\u03b5': 'e', '\u03c1': 'p', '\u03c4': 't', '\u03c5': 'u', '\u03bd': 'v', '\u03ba': 'k', '\u03b9': 'i', '\u03c7': 'x',
    // Latin look-alikes outside ASCII
    '\u0131': 'i', '\u0269': 'i', '\u0251': 'a', '\u0261': 'g', '\u1d00': 'a', '\u0274': 'n',
};
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}]/gu;
/** What a name looks like on screen: NFKC, lowercase, other scripts' look-alikes folded, invisible characters gone, an override's run reversed. */
function skeleton(name) {
    let s = name.normalize('NFKC').toLowerCase();
    const rlo = s.indexOf('\u202e');
    if (rlo >= 0)
        s = s.slice(0, rlo) + [...s.slice(rlo + 1)].reverse().join('');
    s = s.replace(INVISIBLE, '');
    return [...s].map((c) => CONFUSABLE[c] ?? c).join('');
}
/** The characters that make `name` differ from what it looks like, as `U+0430 (looks like "a")`. */
function telltales(name) {
    const out = [];
    for (const c of name) {
        const cp = c.codePointAt(0);
        if (cp < 0x80)
            continue;
        const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
        const like = CONFUSABLE[c.normalize('NFKC').toLowerCase()];
        out.push(like !== undefined ? `${hex} (looks like "${like}")` : new RegExp(INVISIBLE.source, 'u').test(c) ? `${hex} (invisible)` : hex);
    }
    return [...new Set(out)];
}
/** Whether `name` is drawn like `other` without being it: same skeleton, and `name` holds a character that is not plain ASCII. */
function impersonates(name, other) {
    return name !== other && telltales(name).length > 0 && skeleton(name) === skeleton(other);
}
/** A URI template with its operators taken out of every expression: `file:///{+path}` -> `file:///{path}`. */
function plainTemplate(t) {
    return t.replace(/\{[+#./;?&]?([^}]*)\}/g, '{$1}');
}
/** The variables `after` expands reserved (`{+x}`, `{#x}`) that `before`, the same template otherwise, expanded plainly. */
function reservedWidened(before, after) {
    if (before === after || plainTemplate(before) !== plainTemplate(after))
        return [];
    const reserved = (t) => new Set([...t.matchAll(/\{[+#]([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((v) => v.replace(/[:*].*$/, '').trim())));
    const was = reserved(before);
    return [...reserved(after)].filter((v) => !was.has(v));
}

;// CONCATENATED MODULE: ./src/core/diff/classify-kind.ts








function emptyKind() {
    return { observation: { state: 'failed', error: 'missing from snapshot' }, items: [] };
}
function compareKind(ctx, surface, kind, bs, hs) {
    const b = bs.kinds?.[kind] ?? emptyKind();
    const h = hs.kinds?.[kind] ?? emptyKind();
    const { method, capability } = model/* KIND_METHOD */.Ll[kind];
    const common = { kind: KIND_LABEL[kind], surface, method, capability };
    if (!observationPass(ctx, surface, kind, b, h, hs.error, common))
        return;
    const bItems = classify_join_byRef(b.items);
    const hItems = classify_join_byRef(h.items);
    const joined = joinByRef(ctx, surface, kind, bItems, hItems);
    const consumed = continuityPass(ctx, surface, kind, joined, new SortedRefs(bItems), new SortedRefs(hItems), common);
    lifecyclePass(ctx, surface, kind, joined, consumed, common, hItems);
}
/** Failed, recovered and unsupported observations, and new capture problems. False when items are not comparable. */
function observationPass(ctx, surface, kind, b, h, headError, common) {
    const bState = b.observation.state;
    const hState = h.observation.state;
    if (hState === 'failed') {
        const error = h.observation.error ?? headError ?? 'no reason recorded';
        ctx.findings.push({ rule: 'observation-failed', kind, surface, before: { refs: [], value: bState }, after: { refs: [], value: hState }, params: { ...common, error } });
        return false;
    }
    // A problem the base already had is not news: only problems new in the head are reported.
    const known = new Set((b.observation.problems ?? []).map((p) => `${p.code}\u0000${p.message}`));
    for (const [i, p] of (h.observation.problems ?? []).entries()) {
        if (known.has(`${p.code}\u0000${p.message}`))
            continue;
        const where = [p.page !== undefined ? `page ${p.page}` : '', p.index !== undefined ? `item ${p.index}` : ''].filter(Boolean).join(', ');
        ctx.findings.push({
            rule: 'observation-problem',
            kind,
            surface,
            after: { refs: [], pointer: `/problems/${i}`, value: { code: p.code, message: p.message } },
            params: { ...common, code: p.code, problem: where ? `${p.message} (${where})` : p.message },
        });
    }
    if (bState === 'failed') {
        if (hState === 'complete') {
            const params = { ...common, count: h.items.length };
            ctx.findings.push({ rule: 'observation-recovered', kind, surface, before: { refs: [], value: bState }, after: { refs: [], value: hState }, params });
        }
        return false;
    }
    if (hState === 'unsupported') {
        for (const c of bState === 'complete' ? b.items : []) {
            ctx.findings.push({ rule: 'capability-removed-kind-unsupported', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
        }
        return false;
    }
    return true;
}
function continuityRule(g) {
    const base = g.type === 'renamed' ? 'capability-renamed' : g.type === 'merged' ? 'capabilities-merged' : 'capability-split';
    return g.aliased ? `${base}-with-alias` : base;
}
/** Declared renames, merges and splits applied to what detection left over. Returns the refs they account for. */
function continuityPass(ctx, surface, kind, joined, baseMap, headMap, common) {
    const plan = planDeclared(kind, baseMap, headMap, ctx.renames);
    const consumed = new Set();
    // A rename declared ahead of time is only worth a word when this kind actually changed; otherwise every
    // unrelated PR would carry it.
    const kindChanged = joined.digestsDiffer || joined.onlyBase.length > 0 || joined.onlyHead.length > 0;
    for (const m of kindChanged ? plan.missing : [])
        if (!ctx.missing.has(m.old))
            ctx.missing.set(m.old, { surface, ...m });
    for (const g of plan.groups) {
        const olds = g.olds.map((r) => baseMap.get(r));
        const news = g.news.map((r) => headMap.get(r));
        for (const r of g.olds)
            consumed.add(r);
        for (const r of g.news)
            if (!baseMap.has(r))
                consumed.add(r);
        const from = g.type === 'merged' ? quoteList(g.olds) : keyOfRef(g.olds[0]);
        const to = g.type === 'split' ? quoteList(g.news) : keyOfRef(g.news[0]);
        const params = { ...common, from, to, name: keyOfRef(g.olds[0]) };
        ctx.findings.push({ rule: continuityRule(g), kind, surface, before: sideOf(olds), after: sideOf(news), params });
        if (g.type === 'renamed')
            pushDefinitionDeltas(ctx, surface, kind, olds[0], news[0]);
    }
    return consumed;
}
/** What is left: exposure moves between surfaces, then removals and additions with look-alikes suggested. */
function lifecyclePass(ctx, surface, kind, joined, consumed, common, headItems) {
    let removed = [];
    let added = [];
    for (const c of joined.onlyBase) {
        if (consumed.has(c.ref))
            continue;
        const elsewhere = (ctx.headOffered().get(c.ref) ?? []).filter((s) => s !== surface);
        if (elsewhere.length === 0)
            removed.push(c);
        else {
            const surfaces = elsewhere.map((s) => `\`${s}\``).join(', ');
            ctx.findings.push({ rule: 'capability-exposure-narrowed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref), surfaces } });
        }
    }
    for (const c of joined.onlyHead) {
        if (consumed.has(c.ref))
            continue;
        const before = (ctx.baseOffered().get(c.ref) ?? []).filter((s) => s !== surface);
        if (before.length === 0)
            added.push(c);
        else
            ctx.findings.push({ rule: 'capability-exposure-widened', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
    }
    // Names drawn like another name of this kind (removed or still served) impersonate it: their own rows, never offered
    // as renames. A template only widened to reserved expansion is the same template exposing more: its own row too.
    const lookAlikes = impersonations(ctx, surface, kind, removed, added, headItems, common);
    removed = removed.filter((c) => !lookAlikes.has(c.ref));
    added = added.filter((c) => !lookAlikes.has(c.ref));
    // A look-alike is offered only between names that really left and really arrived: a removed name the server still
    // serves as another kind, or an added one it already served as another kind, has a namesake (a sibling) and pairing
    // it would name a rename that did not happen. (The same kind on another surface is an exposure move, above.)
    const namesake = (c, offered) => model/* KINDS */.GW.some((k) => k !== kind && offered.has(`${k}:${keyOfRef(c.ref)}`));
    // A suggestion never maps a tool onto one that can do less or more: the matcher refuses such pairs, and the hint
    // of the removal says which look-alike was refused and why (in the hint, not a param, so the row groups like every
    // other removal).
    const { hints, targets } = suggestMatches(removed.filter((c) => !namesake(c, ctx.headOffered())), added.filter((c) => !namesake(c, ctx.baseOffered())), againstGrain);
    for (const c of removed) {
        const f = { rule: 'capability-removed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
        const target = targets.get(c.ref);
        if (target && f.params) {
            f.params.suggestion = target.to;
            f.params.similarity = target.score;
        }
        const neu = target === undefined ? undefined : added.find((a) => a.ref === target.to);
        const inside = neu === undefined ? undefined : ifRenamed(ctx, surface, kind, c, neu);
        const hint = [hints.get(c.ref), inside].filter((x) => x !== undefined).join(' ');
        if (hint)
            f.hint = hint;
        ctx.findings.push(f);
    }
    for (const c of added) {
        // New model-visible text that reads like poisoning is reviewed like a changed description would be.
        const risky = (0,risky_text/* riskyText */.ij)(c.definition);
        const params = { ...common, name: keyOfRef(c.ref) };
        const f = risky
            ? { rule: 'capability-added-risky-text', kind, surface, after: sideOf([c], risky.pointer), params: { ...params, pointer: risky.pointer, what: risky.what, cue: risky.cue } }
            : { rule: 'capability-added', kind, surface, after: sideOf([c]), params };
        const hint = hints.get(c.ref);
        if (hint)
            f.hint = hint;
        ctx.findings.push(f);
    }
}
/**
 * Added names drawn like a served or removed one (impersonation, breaking, with the code points), and templates that
 * only turned a variable to reserved expansion (an exposure change). Returns the refs they account for: the removed
 * original of an impersonation stays a removal; a widened template's old form is not.
 */
function impersonations(ctx, surface, kind, removed, added, headItems, common) {
    const out = new Set();
    if (added.length === 0)
        return out;
    // Only a name with a character outside ASCII can look like another: the rest never builds the look-up.
    let drawn;
    const lookUp = () => {
        if (drawn !== undefined)
            return drawn;
        // What a new name may be drawn like: what was removed, and what stays served (never the new names themselves).
        const fresh = new Set(added.map((c) => c.ref));
        drawn = new Map();
        for (const o of [...removed, ...headItems]) {
            const k = skeleton(keyOfRef(o.ref));
            if (!fresh.has(o.ref) && !drawn.has(k))
                drawn.set(k, o);
        }
        return drawn;
    };
    for (const c of added) {
        const key = keyOfRef(c.ref);
        const candidate = telltales(key).length > 0 ? lookUp().get(skeleton(key)) : undefined;
        const target = candidate !== undefined && impersonates(key, keyOfRef(candidate.ref)) ? candidate : undefined;
        if (target !== undefined) {
            out.add(c.ref);
            const params = { ...common, name: key, target: keyOfRef(target.ref), codepoints: telltales(key).join(', ') };
            ctx.findings.push({ rule: 'capability-impersonates', kind, surface, before: sideOf([target]), after: sideOf([c]), params });
            continue;
        }
        if (kind !== 'resourceTemplate')
            continue;
        for (const o of removed) {
            const vars = reservedWidened(keyOfRef(o.ref), key);
            if (vars.length === 0 || out.has(o.ref))
                continue;
            out.add(c.ref);
            out.add(o.ref);
            const params = { ...common, name: keyOfRef(o.ref), to: key, variables: vars.map((v) => `\`${v}\``).join(', ') };
            ctx.findings.push({ rule: 'resource-template-expansion-widened', kind, surface, before: sideOf([o]), after: sideOf([c]), params });
            break;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/classify.ts
// The classifier: identity before content. Same ref -> compare definitions; declared renames -> continuity;
// the rest -> exposure moves, removals and additions (with look-alikes suggested, never applied). The passes live in
// classify-kind.ts (one kind on one surface) and classify-server.ts (server identity).












function diffSnapshots(base, head, config, labels, external) {
    const ctx = {
        findings: [],
        // The head's server reads its own renames with the shared ones here, for every caller (CLI, Action, library,
        // matchers): a whole mcp-contract.json handed in never loses what is declared under the server.
        renames: resolveRenames(configOfServer(config, head.server).renames),
        baseOffered: lazy(() => offeredIndex(base)),
        headOffered: lazy(() => offeredIndex(head)),
        missing: new Map(),
        sinceLabel: /^v?\d+\.\d+\.\d+/.test(labels.head) ? labels.head : 'YYYY-MM-DD',
        headTools: toolNamesBySurface(head),
    };
    const marker = config.policy?.deprecatedDescriptionMarker;
    if (typeof marker === 'string' && marker.trim() !== '')
        ctx.deprecatedMarker = marker;
    if (base.server !== head.server) {
        ctx.findings.push({
            rule: 'snapshot-origin-changed',
            kind: 'config',
            surface: '*',
            before: { refs: [], value: base.server },
            after: { refs: [], value: head.server },
            params: { before: base.server, after: head.server },
        });
    }
    const names = [...new Set([...Object.keys(base.surfaces), ...Object.keys(head.surfaces)])].sort();
    for (const surface of names) {
        const b = base.surfaces[surface];
        const h = head.surfaces[surface];
        if (b === undefined) {
            ctx.findings.push({ rule: 'surface-added', kind: 'server', surface, params: { surface } });
            continue;
        }
        if (h === undefined) {
            ctx.findings.push({ rule: 'surface-removed', kind: 'server', surface, params: { surface } });
            continue;
        }
        compareServer(ctx, surface, b.server, h.server);
        compareAuth(ctx, surface, b.server?.auth, h.server?.auth);
        ctx.findings.push(...compareProtocol(surface, b, h));
        const first = ctx.findings.length;
        for (const kind of model/* KINDS */.GW)
            compareKind(ctx, surface, kind, b, h);
        const note = generatorNote(surface, ctx.findings.slice(first), () => commonToolCount(b, h));
        if (note !== undefined)
            ctx.findings.push(note);
    }
    ctx.findings.push(...missingRenames(ctx));
    if (external)
        ctx.findings.push(...external.findings);
    const definitions = lazy(() => headDefinitions(head));
    const changes = applyReviewNewDescriptions(ctx.findings.map(diff_report/* toChange */._u), config.policy?.reviewNewDescriptions, (ref) => definitions().get(ref));
    const overridden = applySeverityOverrides(changes, config.severity);
    const adjusted = external?.adjust ? overridden.map(external.adjust) : overridden;
    const { changes: kept, ignored } = applyIgnores(adjusted, config.ignore);
    const report = (0,diff_report/* buildReport */.FK)(head.server, labels, kept, ignored);
    const coverage = (0,canary_coverage/* canaryCoverage */.F)(head);
    if (coverage)
        report.canaries = coverage;
    return report;
}
/** ref -> its first head definition on any surface (built only when a policy needs it). */
function headDefinitions(head) {
    const out = new Map();
    for (const name of Object.keys(head.surfaces).sort()) {
        for (const kind of model/* KINDS */.GW)
            for (const c of head.surfaces[name].kinds?.[kind]?.items ?? [])
                if (!out.has(c.ref))
                    out.set(c.ref, c.definition);
    }
    return out;
}
const LISTED_RENAMES = 10;
/**
 * Declared renames not yet in effect (a pass after detection on every surface), as one row: the old names are still
 * served (that is what "not in effect" means), so nothing breaks, and one row per diff keeps a map committed ahead of
 * the switch from adding a row per entry to every pull request.
 */
function missingRenames(ctx) {
    const all = [...ctx.missing.values()].sort((a, b) => (a.old < b.old ? -1 : a.old > b.old ? 1 : 0));
    if (all.length === 0)
        return [];
    const surfaces = [...new Set(all.map((m) => m.surface))];
    const shown = all.slice(0, LISTED_RENAMES).map((m) => `\`${keyOfRef(m.old)}\` -> ${m.to.map((t) => `\`${keyOfRef(t)}\``).join(', ')}`);
    if (all.length > LISTED_RENAMES)
        shown.push(`and ${all.length - LISTED_RENAMES} more`);
    const finding = {
        rule: 'rename-target-missing',
        kind: 'config',
        surface: surfaces.length === 1 ? surfaces[0] : '*',
        before: { refs: all.map((m) => m.old) },
        after: { refs: [...new Set(all.flatMap((m) => m.to))].sort() },
        params: { count: all.length, renames: shown.join('; ') },
    };
    return [finding];
}

// EXTERNAL MODULE: ./src/hosts/pass.ts + 3 modules
var pass = __webpack_require__(9172);
;// CONCATENATED MODULE: ./src/api/diff.ts
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diff_diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const evidence = options.hostsEvidence ?? true;
    const hosts = (0,pass/* hostPass */.YU)(base, head, config, options.tokenizer, { evidence });
    const report = diffSnapshots(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    if (evidence)
        report.hosts = hosts.evidence;
    return report;
}


/***/ })

};
