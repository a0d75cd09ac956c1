export const id = 1098;
export const ids = [1098,6604,2210];
export const modules = {

/***/ 6604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DM),
/* harmony export */   DP: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DP),
/* harmony export */   E$: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.E$),
/* harmony export */   readSnapshot: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.RA)
/* harmony export */ });
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78560);
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.



/***/ }),

/***/ 36935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ MatchTimeout),
/* harmony export */   g: () => (/* binding */ testBefore)
/* harmony export */ });
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_0__);
// Regular expressions run on server-controlled text under a deadline. The patterns come from the config and from the
// server's own outputSchema; the text from the server. A backtracking pattern (`^(a+)+$` against `a\u2026a!`) can take
// minutes in V8's engine, and a synchronous match blocks the capture's own timer, so each match runs in a vm context
// whose `timeout` interrupts it (V8 checks for interrupts inside the regexp engine) at the canary's deadline.

class MatchTimeout extends Error {
    constructor() {
        super('the regular expression did not finish matching before timeouts.totalMs');
        this.name = 'MatchTimeout';
    }
}
const context = node_vm__WEBPACK_IMPORTED_MODULE_0___default().createContext(Object.create(null));
const script = new (node_vm__WEBPACK_IMPORTED_MODULE_0___default().Script)('re.lastIndex = 0; re.test(text)');
/** `re.test(text)`, abandoned with MatchTimeout once `deadlineAt` (epoch ms) has passed; no deadline, no vm. */
function testBefore(re, text, deadlineAt) {
    if (!Number.isFinite(deadlineAt))
        return re.test(text);
    const budget = Math.ceil(deadlineAt - Date.now());
    if (budget <= 0)
        throw new MatchTimeout();
    const scope = context;
    scope.re = re;
    scope.text = text;
    try {
        return script.runInContext(context, { timeout: budget }) === true;
    }
    catch (e) {
        if (e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            throw new MatchTimeout();
        throw e;
    }
    finally {
        scope.re = undefined;
        scope.text = undefined;
    }
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

/***/ 83353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  consentCommand: () => (/* binding */ consentCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/consent/drift.ts
var consent_drift = __webpack_require__(24433);
;// CONCATENATED MODULE: ./src/consent/store-sides.ts
const TOOL = 'tool:';
function storeSides(store) {
    const approved = new Map();
    const served = new Map();
    for (const r of Object.values(store.capabilities)) {
        if (!r.ref.startsWith(TOOL))
            continue;
        const name = r.ref.slice(TOOL.length);
        if (r.approval && !r.approval.rebinds?.length)
            approved.set(name, { ref: r.ref, digest: r.approval.digest, definition: r.approval.definition });
        if (r.live)
            served.set(name, { ref: r.ref, digest: r.live.digest, definition: r.live.definition });
    }
    return { approved, served };
}
/** Old tool -> the tools a person approved as its new name (signed human approvals only; the reader verified them). */
function storeRebinds(store) {
    const out = new Map();
    for (const rec of Object.values(store.capabilities)) {
        if (rec.approval?.by !== 'human' || !rec.ref.startsWith(TOOL))
            continue;
        for (const old of rec.approval.rebinds ?? []) {
            if (!old.startsWith(TOOL))
                continue;
            const name = old.slice(TOOL.length);
            out.set(name, [...(out.get(name) ?? []), rec.ref.slice(TOOL.length)]);
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/consent/edit.ts
var edit = __webpack_require__(79516);
// EXTERNAL MODULE: ./src/consent/files.ts
var consent_files = __webpack_require__(16733);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/core/diff/schema/compat.ts + 11 modules
var compat = __webpack_require__(39980);
;// CONCATENATED MODULE: ./src/consent/reach.ts



const DEED_WORDS = [
    ['runs commands or code', new Set(['shell', 'bash', 'zsh', 'powershell', 'cmd', 'terminal', 'subprocess', 'eval', 'exec', 'execute', 'executes', 'executing', 'execution', 'spawn', 'spawns', 'sudo'])],
    ['reaches the network', new Set(['url', 'urls', 'uri', 'uris', 'http', 'https', 'web', 'website', 'websites', 'webpage', 'webpages', 'internet', 'download', 'downloads', 'online', 'hostname', 'webhook', 'curl', 'wget', 'browse', 'browser', 'crawl', 'scrape'])],
    ['touches files', new Set(['file', 'files', 'filesystem', 'directory', 'directories', 'folder', 'folders', 'path', 'paths', 'disk'])],
    ['changes or sends data', new Set(['write', 'writes', 'create', 'creates', 'delete', 'deletes', 'remove', 'removes', 'modify', 'modifies', 'overwrite', 'overwrites', 'edit', 'edits', 'move', 'moves', 'rename', 'renames', 'update', 'updates', 'append', 'appends', 'insert', 'inserts', 'drop', 'truncate', 'send', 'sends', 'post', 'posts', 'publish', 'publishes', 'upload', 'uploads', 'kill', 'install', 'installs', 'email', 'pay', 'transfer'])],
];
/** Words that say "run" only with a thing that is run: `run a command`, `executes scripts`. */
const RUN_VERBS = new Set(['run', 'runs', 'running', 'invoke', 'invokes', 'launch', 'launches']);
const RUN_OBJECTS = new Set(['command', 'commands', 'script', 'scripts', 'code', 'program', 'programs', 'process', 'processes', 'binary', 'binaries']);
/** Text read per tool: a description past this is judged on its start (a longer one is refused elsewhere as risky). */
const MAX_TEXT = 64 * 1024;
/** Schema nodes read per tool when collecting its free-form inputs, and the depth they are followed to. */
const MAX_INPUT_NODES = 2_000;
const MAX_INPUT_DEPTH = 16;
/** Lowercase words of a text: letters and digits, an identifier's parts apart (`run_command`, `fetchUrl`). */
function wordsOf(text) {
    const out = [];
    let word = '';
    let prevLower = false;
    const end = Math.min(text.length, MAX_TEXT);
    for (let i = 0; i < end; i++) {
        const c = text[i];
        const lower = c >= 'a' && c <= 'z';
        const upper = c >= 'A' && c <= 'Z';
        if (!lower && !upper && !(c >= '0' && c <= '9')) {
            if (word)
                out.push(word);
            word = '';
            prevLower = false;
            continue;
        }
        if (upper && prevLower && word) {
            out.push(word);
            word = '';
        }
        word += c.toLowerCase();
        prevLower = lower;
    }
    if (word)
        out.push(word);
    return out;
}
function deedsOfWords(words) {
    const out = new Set();
    const set = new Set(words);
    for (const [deed, vocabulary] of DEED_WORDS)
        if ([...vocabulary].some((w) => set.has(w)))
            out.add(deed);
    if ([...RUN_VERBS].some((w) => set.has(w)) && [...RUN_OBJECTS].some((w) => set.has(w)))
        out.add('runs commands or code');
    return out;
}
const str = (v) => (typeof v === 'string' ? v : '');
/** A server-named input path as shown in a reason: bounded, since the server chooses its length. */
const shown = (p) => (p.length > 80 ? `${p.slice(0, 77)}...` : p);
const KIND_WORDS = [
    ['a command or code', new Set(['command', 'commands', 'cmd', 'script', 'code', 'shell', 'exec', 'program', 'expression', 'eval', 'argv'])],
    ['a URL', new Set(['url', 'urls', 'uri', 'uris', 'href', 'link', 'endpoint', 'host', 'hostname', 'domain', 'website', 'webhook'])],
    ['a path', new Set(['path', 'paths', 'file', 'files', 'filename', 'filepath', 'dir', 'directory', 'folder'])],
];
function kindOf(name, node) {
    const format = str(node.format).toLowerCase();
    if (format === 'uri' || format === 'url' || format === 'iri' || format === 'uri-reference' || format === 'hostname')
        return 'a URL';
    const named = wordsOf(name);
    for (const [kind, vocabulary] of KIND_WORDS)
        if (named.some((w) => vocabulary.has(w)))
            return kind;
    return 'text';
}
function acceptsFreeString(node) {
    if (node.enum !== undefined || node.const !== undefined)
        return false;
    const t = node.type;
    if (t === undefined)
        return node.properties === undefined && node.items === undefined;
    return t === 'string' || (Array.isArray(t) && t.includes('string'));
}
/** The free-form inputs of an input schema: bounded walk over properties, items and union branches. */
function freeInputs(schema) {
    const out = [];
    const stack = [{ node: schema, path: '', name: '', depth: 0 }];
    let budget = MAX_INPUT_NODES;
    while (stack.length > 0 && budget-- > 0) {
        const { node, path, name, depth } = stack.pop();
        if (!(0,json/* isJsonObject */.OW)(node) || depth > MAX_INPUT_DEPTH)
            continue;
        if (path !== '' && acceptsFreeString(node))
            out.push({ path, kind: kindOf(name, node) });
        if ((0,json/* isJsonObject */.OW)(node.properties))
            for (const [k, v] of Object.entries(node.properties))
                stack.push({ node: v, path: path ? `${path}.${k}` : k, name: k, depth: depth + 1 });
        if ((0,json/* isJsonObject */.OW)(node.items))
            stack.push({ node: node.items, path: `${path}[]`, name, depth: depth + 1 });
        for (const key of ['anyOf', 'oneOf', 'allOf']) {
            const branches = node[key];
            if (Array.isArray(branches))
                for (const b of branches)
                    stack.push({ node: b, path, name, depth: depth + 1 });
        }
    }
    return out;
}
/** The words a tool says of itself: its name, title, description and its inputs' names and descriptions. */
function selfWords(def) {
    const texts = [str(def.name), str(def.title), str(def.description)];
    const ann = def.annotations;
    if ((0,json/* isJsonObject */.OW)(ann))
        texts.push(str(ann.title));
    const stack = [{ node: def.inputSchema, depth: 0 }];
    let budget = MAX_INPUT_NODES;
    while (stack.length > 0 && budget-- > 0) {
        const { node, depth } = stack.pop();
        if (!(0,json/* isJsonObject */.OW)(node) || depth > MAX_INPUT_DEPTH)
            continue;
        texts.push(str(node.description), str(node.title));
        if ((0,json/* isJsonObject */.OW)(node.properties))
            for (const [k, v] of Object.entries(node.properties)) {
                texts.push(k);
                stack.push({ node: v, depth: depth + 1 });
            }
        if ((0,json/* isJsonObject */.OW)(node.items))
            stack.push({ node: node.items, depth: depth + 1 });
    }
    return wordsOf(texts.join(' ').slice(0, MAX_TEXT));
}
/** What the successor says it does that the tool before it did not. */
function newDeeds(before, after) {
    const was = deedsOfWords(before ? selfWords(before) : []);
    return [...deedsOfWords(selfWords(after))].filter((d) => !was.has(d)).map((d) => `it says it ${d}`);
}
/** A schema that names no input and no type: it accepts any arguments, so no input the successor takes is new. */
function acceptsAnything(schema) {
    if (!(0,json/* isJsonObject */.OW)(schema))
        return schema === undefined || schema === true;
    return ['type', 'properties', 'anyOf', 'oneOf', 'allOf', '$ref', 'not', 'enum', 'const'].every((k) => schema[k] === undefined);
}
function newInputs(before, after) {
    // A tool the user allowed with any arguments at all (server-filesystem 2025.7.1 published such schemas): its words
    // still say what it did, and they are read above.
    if (before !== undefined && acceptsAnything(before.inputSchema))
        return [];
    const was = freeInputs(before?.inputSchema);
    const now = freeInputs(after.inputSchema);
    const kinds = new Set(was.map((i) => i.kind));
    const fresh = now.filter((i) => i.kind !== 'text' && !kinds.has(i.kind));
    const out = fresh.map((i) => `it takes ${i.kind} (input \`${shown(i.path)}\`), which it did not`);
    if (was.length === 0 && now.length > 0 && fresh.length === 0)
        out.push(`it takes free-form input (\`${shown(now[0].path)}\`) where it took none`);
    return out;
}
/**
 * The input deltas that accept more than before on inputs both sides name alike. An opened `additionalProperties` is
 * not one: it names no input the tool reads (SDK versions flip it on every tool; measured on the labelled renames).
 */
const INPUT_WIDER = new Set(['tool-input-type-widened', 'tool-input-enum-value-added', compat/* NOT_COMPARABLE */.X4]);
const OUTPUT_WIDER = new Set(['tool-output-type-widened', 'tool-output-enum-widened', 'tool-output-property-added', compat/* NOT_COMPARABLE */.X4]);
/** Loosened constraints that admit new kinds of value (not a bigger number): a pattern, a format, an enum or const. */
const LOOSER_KEYWORDS = new Set(['pattern', 'format', 'enum', 'const', 'propertyNames', 'contentMediaType', 'contentEncoding']);
function lastSegment(pointer) {
    return pointer.slice(pointer.lastIndexOf('/') + 1);
}
function widened(deltas, wider, loosened) {
    return deltas.filter((d) => wider.has(d.rule) || (d.rule === loosened && LOOSER_KEYWORDS.has(lastSegment(d.pointer))));
}
const SHOWN_KEYWORDS = new Set([...LOOSER_KEYWORDS, 'type']);
function where(d, root) {
    const parts = d.pointer.slice(root.length).split('/');
    if (parts.length > 1 && SHOWN_KEYWORDS.has(parts[parts.length - 1]) && parts[parts.length - 2] !== 'properties')
        parts.pop();
    const at = parts.join('/').replace(/\/properties\//g, '.').replace(/^[./]+/, '');
    return at === '' ? 'the whole schema' : `\`${shown(at)}\``;
}
function schemaGrowth(before, after) {
    const out = [];
    const input = widened((0,compat/* compareSchemas */._e)(before?.inputSchema, after.inputSchema, 'input', '/inputSchema'), INPUT_WIDER, 'tool-input-constraint-loosened');
    if (input.length)
        out.push(`its input schema accepts more (${input.slice(0, 3).map((d) => `${d.rule.replace('tool-input-', '')} at ${where(d, '/inputSchema')}`).join(', ')})`);
    // An output schema that was declared and is now gone says nothing of what the tool returns: it may return anything.
    if (before?.outputSchema !== undefined && after.outputSchema === undefined)
        out.push('it no longer declares what it returns');
    else if (before?.outputSchema !== undefined) {
        const output = widened((0,compat/* compareSchemas */._e)(before.outputSchema, after.outputSchema, 'output', '/outputSchema'), OUTPUT_WIDER, 'tool-output-constraint-loosened');
        if (output.length)
            out.push(`its output may hold more (${output.slice(0, 3).map((d) => `${d.rule.replace('tool-output-', '')} at ${where(d, '/outputSchema')}`).join(', ')})`);
    }
    return out;
}
/**
 * How `after` can do more than `before`, each reason one phrase; none when it cannot by anything its definition says.
 * Hints and risky cues first (what the server claims), then its words, its inputs, its schemas.
 */
function capabilityGrowth(before, after) {
    const hinted = (0,consent_drift/* widerThan */.Zz)(before, after).map((w) => (w.startsWith('its ') ? w : `it is ${w}`));
    return [...hinted, ...newDeeds(before, after), ...newInputs(before, after), ...schemaGrowth(before, after)];
}

// EXTERNAL MODULE: ./src/consent/model.ts
var model = __webpack_require__(12319);
;// CONCATENATED MODULE: ./src/consent/plan.ts



const RANK = { allow: 1, ask: 2, deny: 3 };
/** What a client's rules say of one tool: the strongest matching rule (deny, then ask, then allow), if any. */
function decisionOf(rules, tool) {
    return rules.filter((r) => (0,model/* ruleCovers */.$I)(r, tool)).sort((x, y) => RANK[y.effect] - RANK[x.effect])[0];
}
/** The head's new tools that continue nothing of the base (declared, approved or suggested). */
function unclaimedTools(drift) {
    const claimed = new Set([...drift.successors.values()].flat().map((s) => s.to));
    return [...drift.after.keys()].filter((t) => !drift.before.has(t) && !claimed.has(t)).slice(0, 10);
}
function said(source) {
    return source === 'approved' ? 'approved (a rebind in the guard store)' : 'declared';
}
function sameClient(rule, all) {
    return all.filter((r) => r.client === rule.client && r.server === rule.server);
}
function describeNew(def) {
    const h = (0,consent_drift/* hintsOf */.iw)(def);
    const traits = [h.destructive ? 'destructive' : '', h.openWorld ? 'open-world' : ''].filter(Boolean);
    return traits.length ? ` (${traits.join(', ')})` : ' (read-only)';
}
function planRule(rule, all, drift) {
    const matches = (t) => (0,model/* ruleCovers */.$I)(rule, t);
    const out = [];
    const add = (o) => void out.push({ rule, ...o });
    const continued = new Set();
    const narrowing = rule.effect !== 'allow';
    for (const tool of [...drift.before.keys()].filter(matches)) {
        const successors = drift.successors.get(tool) ?? [];
        if (successors.length === 0) {
            // A deny whose tool vanished may have lost its protection to a new tool nothing links to it: name them. Until
            // the client's rules decide each of them (a rule of any effect), a deny's protection may be gone: an error.
            const same = sameClient(rule, all);
            const unclaimed = narrowing ? unclaimedTools(drift) : [];
            const open = unclaimed.filter((t) => !decisionOf(same, t));
            const hint = unclaimed.length
                ? `; if one of ${unclaimed.map((t) => `tool:${t}`).join(', ')} continues it, declare the rename to carry the ${rule.effect}${open.length ? `, or decide ${open.map((t) => `tool:${t}`).join(', ')} with a rule of its own` : ''}`
                : '';
            const level = open.length === 0 ? 'note' : rule.effect === 'deny' ? 'error' : 'warning';
            add({ fate: 'void', level, id: 'consent-rule-void', tool, reason: `tool:${tool} is no longer served and nothing declared continues it; the rule matches nothing${hint}` });
        }
        for (const s of successors) {
            continued.add(s.to);
            const before = drift.before.get(tool);
            const after = drift.after.get(s.to);
            if (matches(s.to)) {
                const wider = rule.effect === 'allow' && s.how !== 'suggested' ? (0,consent_drift/* widerThan */.Zz)(before, after) : [];
                if (wider.length)
                    add({ fate: 'widened', level: 'warning', id: 'consent-allow-widened', tool, to: s.to, how: s.how, reason: `still allows tool:${s.to}, which is now ${wider.join(', ')}` });
                continue;
            }
            const write = { text: (0,model/* entryFor */.cy)(rule, s.to), replace: false };
            if (narrowing) {
                // Another rule of the client (any of its files: they merge) already says as much of the successor.
                const held = decisionOf(sameClient(rule, all), s.to);
                if (held && RANK[held.effect] >= RANK[rule.effect])
                    continue;
                const gone = `the ${rule.effect} on tool:${tool} no longer matches; tool:${s.to} ${s.how === 'suggested' ? 'looks like its successor (suggested)' : `is its ${said(s.source)} ${s.how} successor`}`;
                const level = rule.effect === 'deny' ? 'error' : 'warning';
                add({ fate: 'carried', level, id: `consent-${rule.effect}-void`, tool, to: s.to, how: s.how, write, reason: `${gone}: the protection is gone until the ${rule.effect} is carried (it only narrows)` });
                continue;
            }
            if (s.how === 'suggested') {
                add({ fate: 'void', level: 'warning', id: 'consent-rule-void', tool, to: s.to, how: s.how, reason: `tool:${tool} is gone; tool:${s.to} looks like its successor, but only a declared rename or an approved rebind carries an allow` });
                continue;
            }
            const refusal = allowRefusal(rule, tool, s.to, s.how, all, drift);
            if (refusal)
                add({ fate: 'refused', level: 'warning', id: 'consent-carry-widens', tool, to: s.to, how: s.how, reason: refusal });
            else {
                // The old name's own entry is rewritten when it can match nothing any more: a stale allow would hand the
                // user's trust to whatever tool takes that name next.
                const replace = (0,model/* ruleTool */.vt)(rule) === tool && !drift.after.has(tool);
                add({ fate: 'carried', level: 'note', id: 'consent-allow-carried', tool, to: s.to, how: s.how, write: { ...write, replace }, reason: `${said(s.source)} ${s.how}: tool:${tool} -> tool:${s.to}, which can do no more (by its hints, words, inputs and output)` });
            }
        }
    }
    if (rule.effect === 'allow')
        for (const t of [...drift.after.keys()].filter((x) => matches(x) && !continued.has(x)))
            add({ fate: 'widened', level: 'warning', id: 'consent-wildcard-widened', to: t, reason: `now also covers tool:${t}${describeNew(drift.after.get(t))}, which it did not cover before` });
    return out;
}
/** Why an allow cannot follow tool -> to, or undefined when it can. */
function allowRefusal(rule, tool, to, how, all, drift) {
    if (how === 'split') {
        const parts = (drift.successors.get(tool) ?? []).filter((s) => s.how === 'split').map((s) => `tool:${s.to}`);
        return `tool:${tool} was split into ${parts.join(', ')}: one allow never becomes several`;
    }
    if (drift.unread?.has(tool))
        return `tool:${tool} was approved in the server's approved snapshot, which this run did not read (run it where mcp-contract.json names the server, or pass --config): an allow follows only a tool whose definition is compared`;
    const more = capabilityGrowth(drift.before.get(tool), drift.after.get(to));
    if (more.length)
        return `tool:${to} can do more than tool:${tool}: ${more.join('; ')}`;
    const same = sameClient(rule, all);
    for (const other of drift.folded.get(to) ?? []) {
        if (other === tool)
            continue;
        if (drift.unread?.has(other))
            return `the merge folds tool:${other} into tool:${to}, and its approved definition was not read`;
        const d = decisionOf(same, other);
        if (!d || d.effect !== 'allow')
            return `the merge folds tool:${other} into tool:${to}, and ${d ? `a ${d.effect} rule covers it (${(0,model/* ruleWhere */.Ct)(d)})` : 'no allow rule covered it'}`;
        const w = capabilityGrowth(drift.before.get(other), drift.after.get(to));
        if (w.length)
            return `tool:${to} can do more than tool:${other}, folded into it: ${w.join('; ')}`;
    }
    return undefined;
}
function planConsent(server, rules, drift) {
    return { server, rules: [...rules], outcomes: rules.flatMap((r) => planRule(r, rules, drift)) };
}

// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(71518);
;// CONCATENATED MODULE: ./src/consent/render.ts
// The plan as text (one line per outcome, file and line first, like a compiler) and as JSON. Tool names come from
// the server: every printed string is cleaned of terminal sequences and line breaks.


const c = (s) => (0,terminal/* cleanTerminal */.m)(s, 300);
function line(o) {
    const carry = o.write ? ` => ${o.write.replace ? 'becomes' : 'add'} "${c(o.write.text)}"` : '';
    return `${(0,model/* ruleWhere */.Ct)(o.rule)}: ${o.level}: ${o.fate} [${o.id}] ${model/* CONSENT_CLIENT_LABEL */.oT[o.rule.client]} ${o.rule.effect} "${c(o.rule.entry.text)}": ${c(o.reason)}${carry}`;
}
function renderConsentText(plan, diffs, wrote) {
    const touched = new Set(plan.outcomes.map((o) => o.rule));
    const lines = plan.outcomes.map(line);
    const count = (f) => plan.outcomes.filter((o) => o.fate === f).length;
    const summary = `consent ${c(plan.server)}: ${plan.rules.length} rule(s) read, ${plan.rules.length - touched.size} unaffected; ${count('carried')} carried, ${count('refused')} refused, ${count('void')} void, ${count('widened')} widened`;
    const tail = diffs.length ? `\n${wrote ? 'written (a backup sits beside each file):' : 'dry run; --write applies:'}\n${diffs.map(c2).join('')}` : '';
    return `${[...lines, summary].join('\n')}\n${tail}`;
}
/** A diff's lines cleaned one by one (a tool name is server text). */
function c2(diff) {
    return diff
        .split('\n')
        .map((l) => (0,terminal/* cleanTerminal */.m)(l, 2000))
        .join('\n');
}
function renderConsentJson(plan, wrote) {
    return `${JSON.stringify({
        server: plan.server,
        rules: plan.rules.length,
        outcomes: plan.outcomes.map((o) => ({
            file: o.rule.list.file,
            line: o.rule.entry.line,
            client: o.rule.client,
            list: o.rule.list.key,
            effect: o.rule.effect,
            rule: o.rule.entry.text,
            fate: o.fate,
            level: o.level,
            id: o.id,
            ...(o.tool !== undefined ? { tool: o.tool } : {}),
            ...(o.to !== undefined ? { to: o.to } : {}),
            ...(o.how !== undefined ? { how: o.how } : {}),
            ...(o.write ? { write: o.write } : {}),
            reason: o.reason,
        })),
        written: wrote,
    }, null, 2)}\n`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/scan/sarif.ts
var sarif = __webpack_require__(39432);
;// CONCATENATED MODULE: ./src/consent/ids.ts
const CONSENT_IDS = [
    { id: 'consent-deny-void', level: 'error', title: 'A deny rule no longer matches a tool that continues the one it denied', why: 'After a rename the new name is not denied: the protection is gone until the deny is carried (it only narrows, so it is always offered).' },
    { id: 'consent-ask-void', level: 'warning', title: 'An ask rule no longer matches a tool that continues the one it named', why: 'The new name would run without the prompt the user asked for; the ask is carried like a deny.' },
    { id: 'consent-allow-carried', level: 'note', title: 'An allow rule follows a declared rename or an approved rebind', why: 'The successor can do no more than the allowed tool: no new destructive or open-world hint, no risky text, not a split, and a merge only of tools all allowed.' },
    { id: 'consent-carry-widens', level: 'warning', title: 'An allow rule is not carried: the successor can do more', why: 'Carrying it would hand the user\'s trust to a tool they never allowed: one that became destructive or open-world, gained risky text, was split, or folds in a tool that was denied or never allowed.' },
    { id: 'consent-rule-void', level: 'note', title: 'A rule names a tool no longer served', why: 'Nothing declared continues it (a look-alike is only suggested: declare the rename to carry an allow); the rule matches nothing now.' },
    { id: 'consent-allow-widened', level: 'warning', title: 'An allow rule still matches a tool that can now do more', why: 'The tool kept its name (or a declared successor matches the same rule) but became destructive, open-world or gained risky text: the saved allow now approves more than it did.' },
    { id: 'consent-wildcard-widened', level: 'warning', title: 'A server-wide or wildcard allow now covers a tool it did not', why: 'mcp__srv, mcp__srv__* and srv/* follow every tool the server adds, destructive ones included: review each new tool it now approves.' },
];

;// CONCATENATED MODULE: ./src/consent/sarif.ts
// SARIF 2.1.0 for code scanning: one result per outcome, on the rule's line of the settings file it sits in.





/** `absOf`: each file as shown -> its absolute path (a user's settings live outside any workspace: file URLs). */
function renderConsentSarif(plan, absOf, opts) {
    const index = new Map(CONSENT_IDS.map((r, i) => [r.id, i]));
    const results = plan.outcomes.map((o) => ({
        ruleId: o.id,
        ruleIndex: index.get(o.id) ?? 0,
        kind: 'fail',
        level: o.level,
        message: { text: `${model/* CONSENT_CLIENT_LABEL */.oT[o.rule.client]} ${o.rule.effect} "${o.rule.entry.text}": ${o.reason}${o.write ? ` (carry: ${o.write.replace ? 'becomes' : 'add'} "${o.write.text}")` : ''}` },
        locations: [{ physicalLocation: { artifactLocation: { uri: (0,external_node_url_.pathToFileURL)(absOf.get(o.rule.list.file) ?? o.rule.list.file).href }, region: { startLine: o.rule.entry.line } } }],
        partialFingerprints: { 'mcpContractConsent/v1': (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify([o.id, o.rule.list.file, o.rule.entry.text, o.tool ?? '', o.to ?? ''])).digest('hex').slice(0, 16) },
        properties: { server: plan.server, client: o.rule.client, list: o.rule.list.key, fate: o.fate, ...(o.write ? { carry: o.write.text } : {}) },
    }));
    const rules = CONSENT_IDS.map((r) => ({
        id: r.id,
        name: (0,sarif/* sarifRuleName */.ro)(r.id),
        shortDescription: { text: r.title },
        fullDescription: { text: r.why },
        defaultConfiguration: { level: r.level },
        properties: { tags: ['mcp', 'consent'] },
    }));
    return (0,sarif/* sarifLog */.ec)(opts, rules, results);
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/storage/config-file.ts + 1 modules
var config_file = __webpack_require__(61096);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/cli/diff-sides.ts
var diff_sides = __webpack_require__(73602);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/consent.ts
var consent = __webpack_require__(8623);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/commands/consent.ts
// `mcp-contract consent --from A --to B` (snapshot files, git:REF:PATH, live or live:NAME, or `store` for what a guard
// store approved and saw served): each saved client decision about the server's tools, followed through the change.
// Dry run by default (the plan and a diff per file); --write applies the carries. Exit 1 while a deny's protection is
// lost (an error-level outcome not written), 2 on bad input with nothing written.



















/** `--from store --to store`: the guard store's approved tools, and the tools it saw served last. */
const STORE_SIDE = 'store';
function carriesOf(plan) {
    return (0,edit/* effectiveCarries */.Rg)(plan.outcomes.flatMap((o) => (o.write ? [{ list: o.rule.list, anchor: o.rule.entry, text: o.write.text, replace: o.write.replace }] : [])));
}
/**
 * The guard store of `--store` for this server, read through its key: an approval the key does not verify is dropped
 * by the reader (and said on stderr), so a hand-edited rebind carries nothing.
 */
async function readStore(p, io, server) {
    const option = (0,cli_args/* str */.gx)(p, 'store');
    if (option === undefined)
        return undefined;
    const dir = (0,store/* storeDir */.rT)(option, io.env, io.cwd);
    const files = (0,store/* storeFiles */.Tr)(dir);
    const file = server !== undefined ? (0,store/* storeFile */.u_)(dir, server) : files.length === 1 ? files[0] : undefined;
    if (file === undefined)
        throw new errors/* UsageError */.eb(`mcp-contract consent: ${(0,cli_io/* shownPath */.pS)(io, dir)} holds ${files.length === 0 ? 'no guard store' : `several servers (${files.map((f) => external_node_path_default().basename(f, '.json')).join(', ')}); choose one with --server NAME`}`);
    if (!(0,external_node_fs_.existsSync)(file))
        throw new errors/* UsageError */.eb(`${(0,cli_io/* shownPath */.pS)(io, file)}: no guard store for server "${(0,terminal/* cleanTerminal */.m)(server ?? '', 100)}" in ${(0,cli_io/* shownPath */.pS)(io, dir)}`);
    return (0,store/* readStoreFile */.Oq)(file, await (0,store/* storeKey */.LN)(dir), (line) => io.stderr(`mcp-contract consent: ${(0,terminal/* cleanTerminal */.m)(line, 500)}\n`));
}
/**
 * The tools a guard approved from its approved snapshot (the gateway's member reads the config's snapshot path for
 * it): empty when the config names no such server or the file is absent.
 */
async function approvedFileTools(loaded, server) {
    if (!loaded?.config.servers?.[server])
        return new Map();
    const file = (0,config_file.snapshotPathOf)(loaded, server);
    if (!(0,external_node_fs_.existsSync)(file))
        return new Map();
    return (0,consent_drift/* toolsOf */.Fu)(await (0,snapshot_files.readSnapshot)(file), file);
}
/** The drift of the two sides: snapshots (files, git, live), or with `--from store --to store` the store's own. */
async function driftOf(p, io, from, to, loaded, configPath) {
    const config = loaded?.config ?? {};
    const where = loaded ? (0,cli_io/* shownPath */.pS)(io, configPath) : 'config';
    if (from === STORE_SIDE || to === STORE_SIDE) {
        if (from !== to)
            throw new errors/* UsageError */.eb('mcp-contract consent: --from store goes with --to store (what the guard store approved, and what it saw served last)');
        const store = await readStore(p, io, (0,cli_args/* str */.gx)(p, 'server'));
        if (!store)
            throw new errors/* UsageError */.eb('mcp-contract consent: --from store needs --store DIR (and --server NAME when it holds several servers)');
        const sides = storeSides(store);
        // The approved snapshot's tools, then the store's own approvals over them (a person's later decision wins).
        const approved = new Map([...(await approvedFileTools(loaded, store.server)), ...sides.approved]);
        const rebinds = storeRebinds(store);
        // A tool approved as another's new name was not there before the rename, even if an approved file names it.
        for (const to of [...rebinds.values()].flat())
            approved.delete(to);
        // The old name of an approved rebind was approved: in the approved snapshot, when the config names it, else only
        // by name here. Its deny or ask still carries (they only narrow); an allow is not judged on a definition unread.
        const unread = [...rebinds.keys()].filter((old) => !approved.has(old));
        for (const old of unread)
            approved.set(old, { ref: `tool:${old}`, digest: '', definition: { name: old } });
        const drift = (0,consent_drift/* toolDriftOf */.bW)(store.server, approved, sides.served, config, where, rebinds);
        return { ...drift, unread: new Set(unread) };
    }
    // A live side is the config's server, captured as `diff` captures it (the --root's config, when that is the one read).
    const sided = loaded ? { ...p, values: { ...p.values, config: configPath } } : p;
    const { base, head } = await (0,diff_sides/* readSides */.h)([from, to], sided, io, 'sdk', true);
    if (base.server !== head.server)
        throw new errors/* UsageError */.eb(`mcp-contract consent: --from is server "${base.server}" and --to is "${head.server}": both sides must be one server`);
    const store = await readStore(p, io, head.server);
    return (0,consent_drift/* toolDrift */.EG)(base, head, config, where, store ? storeRebinds(store) : new Map());
}
async function consentCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(consent/* CONSENT */.P, args);
    const from = (0,cli_args/* str */.gx)(p, 'from');
    const to = (0,cli_args/* str */.gx)(p, 'to');
    if (!from || !to)
        throw new errors/* UsageError */.eb('mcp-contract consent: needs --from SNAPSHOT and --to SNAPSHOT (files, git:REF:PATH, live or live:NAME, or store with --store)');
    if (p.positionals.length > 0 || p.rest.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract consent: takes no operands (settings files go after --file)');
    const workspace = external_node_path_default().resolve(io.cwd, (0,cli_args/* str */.gx)(p, 'root') ?? '.');
    const configOption = (0,cli_args/* str */.gx)(p, 'config');
    const configPath = configOption ? external_node_path_default().resolve(io.cwd, configOption) : external_node_path_default().join(workspace, 'mcp-contract.json');
    const hasConfig = configOption !== undefined || (0,external_node_fs_.existsSync)(configPath);
    const loaded = hasConfig ? await (0,config_file.loadConfig)(configPath, (0,cli_io/* shownPath */.pS)(io, configPath)) : undefined;
    const drift = await driftOf(p, io, from, to, loaded, configPath);
    const server = (0,cli_args/* str */.gx)(p, 'as') ?? drift.server;
    const named = (0,cli_args/* list */.p_)(p, 'file').map((f) => external_node_path_default().resolve(io.cwd, f));
    const found = named.length
        ? named.map((f) => [f, (0,consent_files/* clientOfPath */.gB)(f, (0,cli_io/* shownPath */.pS)(io, f))])
        : (0,consent_files/* consentFiles */.uw)(workspace, (0,cli_io/* homeOf */.lt)(io), io.env, hasConfig ? configPath : undefined);
    // Every file is read and parsed before anything is written: one bad file stops the run with nothing changed.
    const files = found.map(([abs, client]) => (0,consent_files/* readConsentFile */.zK)(abs, (0,cli_io/* shownPath */.pS)(io, abs), client));
    const rules = files.flatMap((f) => (0,consent_files/* rulesOfFile */.Fr)(f, server));
    // A key no file names is a typo, not a server without rules: saying "0 rules" would read as "nothing to carry".
    if ((0,cli_args/* str */.gx)(p, 'as') !== undefined && rules.every((r) => r.whole !== undefined))
        throw new errors/* UsageError */.eb(`mcp-contract consent: --as ${(0,terminal/* cleanTerminal */.m)(server, 80)}: no rule in ${files.length ? files.map((f) => f.shown).join(', ') : 'any settings file found'} names that server`);
    const plan = planConsent(server, rules, drift);
    const carries = carriesOf(plan);
    const changed = files.filter((f) => carries.some((c) => c.list.file === f.shown));
    const write = (0,cli_args/* flag */.Jt)(p, 'write');
    // Every file's new text is read back before anything is written: one the client could not read stops the run.
    const planned = changed.map((f) => {
        const mine = carries.filter((c) => c.list.file === f.shown);
        return { file: f, carries: mine, next: (0,consent_files/* carriedText */.qH)(f, mine, server) };
    });
    const diffs = [];
    const wrote = [];
    const failed = [];
    for (const { file, carries: mine, next } of planned) {
        if (!write) {
            diffs.push((0,edit/* unifiedDiff */.WH)(file.shown, file.text, next));
            continue;
        }
        try {
            const done = await (0,consent_files/* writeCarries */.LQ)(file, mine, process.getuid?.(), server);
            diffs.push((0,edit/* unifiedDiff */.WH)(file.shown, done.before, done.after));
            wrote.push(file.shown);
        }
        catch (e) {
            // One file not written is said, and the others still are: a run never claims a write that did not land.
            if (!(e instanceof errors/* WriteError */.QM))
                throw e;
            failed.push(e.message);
        }
    }
    const sarif = { version: package_0/* version */.rE, informationUri: 'https://github.com/mcp-contract/mcp-contract' };
    io.stdout(p.format === 'json'
        ? renderConsentJson(plan, wrote)
        : p.format === 'sarif'
            ? renderConsentSarif(plan, new Map(files.map((f) => [f.shown, f.abs])), sarif)
            : renderConsentText(plan, diffs, write));
    for (const line of failed)
        io.stderr(`mcp-contract consent: ${(0,terminal/* cleanTerminal */.m)(line, 500)}\n`);
    if (failed.length > 0)
        return errors/* EXIT */.dc.write;
    const landed = new Set(wrote);
    const lost = plan.outcomes.some((o) => o.level === 'error' && !(o.write && landed.has(o.rule.list.file)));
    return lost ? errors/* EXIT */.dc.drift : errors/* EXIT */.dc.ok;
}


/***/ }),

/***/ 73602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isLive),
/* harmony export */   h: () => (/* binding */ readSides)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6604);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43892);
// The two sides of `diff`: snapshot files, git:REF:PATH, or live servers, with every live side captured at once.




/**
 * A side that is a file is read here; `git:REF:PATH` loads the git code (node:child_process, and with it the network
 * and stream modules) only when a side names it: a diff of two files never parses them.
 */
async function readSide(spec, cwd) {
    if (spec.startsWith('git:'))
        return (await __webpack_require__.e(/* import() */ 9033).then(__webpack_require__.bind(__webpack_require__, 79033))).readSnapshotSpec(spec, cwd);
    return (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__.readSnapshot)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, spec), spec);
}
/** `live` is the config's one server (or --server); `live:NAME` names it, so both sides can be live. */
function isLive(spec) {
    return spec === 'live' || spec.startsWith('live:');
}
async function liveTarget(spec, p, io) {
    const name = spec === 'live' ? undefined : spec.slice('live:'.length);
    if (name === '')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('mcp-contract diff: live: needs a server name (live:NAME)');
    const t = await (0,_targets_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveTargets */ .h5)('diff', name === undefined ? p : { ...p, values: { ...p.values, server: [name] } }, io, 'snapshot');
    if (t.targets.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('mcp-contract diff: live needs exactly one server (--server NAME, or live:NAME)');
    return { target: t.targets[0], config: t.config };
}
/** A failure of a side recorded under the head's name still names the server the user configured. */
function asServer(e, name) {
    if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CaptureError */ .$3) || e.server === name)
        return e;
    return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CaptureError */ .$3(name, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), e.detail);
}
/**
 * Reads both sides. The peers' job (capture the old build, capture the new one, judge) is one process: two live
 * sides are captured concurrently, and both are recorded under the head's server name because they are two builds
 * of one server, so their digests stay comparable and the config key (`old`, `new`) is no origin change.
 */
/** `configured` is told the live sides' config once it is read, before any server starts (the tokenizer loads meanwhile). */
async function readSides(specs, p, io, via, quiet, configured) {
    // The capture code (the MCP SDK) loads only when a side is live, so a diff of two files never parses it; when one
    // is, its chunk is read while the config is.
    const captureModule = specs.some(isLive) ? Promise.all(/* import() */[__webpack_require__.e(9088), __webpack_require__.e(6912), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(2139)]).then(__webpack_require__.bind(__webpack_require__, 25480)) : undefined;
    const live = await Promise.all(specs.map((s) => (isLive(s) ? liveTarget(s, p, io) : undefined)));
    const source = live[1] ?? live[0];
    if (source)
        configured?.(source.config);
    const named = (t) => (live[0] && live[1] ? { ...t, name: live[1].target.name } : t);
    const capture = (await captureModule)?.captureTarget;
    const settled = await Promise.allSettled(specs.map((s, i) => {
        const l = live[i];
        return l && capture ? capture(named(l.target), io, via, quiet).catch((e) => Promise.reject(asServer(e, l.target.name))) : readSide(s, io.cwd);
    }));
    // Both captures are waited for, so a failing side never leaves the other's server running behind the error.
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed)
        throw failed.reason;
    const [base, headSnap] = settled.map((r) => r.value);
    return { base, head: headSnap, config: source?.config };
}


/***/ }),

/***/ 43892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ parseHeaders),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   pl: () => (/* binding */ optionalConfig)
/* harmony export */ });
/* unused harmony exports headerVariable, oauthFlags */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29555);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88712);
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--header "${h.split(':')[0]}": expected 'Name: value' or a bare Name (value from $${headerVariable('NAME')})`);
        out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return out;
}
function headerVariable(name) {
    return `MCP_CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/**
 * The config reader, with the config schema's validator: loaded only once a config is there to read, so a command with
 * none (a diff of two files) never parses that code (issue 55).
 */
const configFile = () => Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(1096)]).then(__webpack_require__.bind(__webpack_require__, 61096));
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${_storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (await configFile()).loadConfig(path, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(s, io.env));
    return loaded;
}
async function recordedName(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        // The snapshot reader (and its validator) is loaded only when there is a file to read: `snapshot` starts its server
        // before it loads that code.
        const { readSnapshot } = await Promise.all(/* import() */[__webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(6604)]).then(__webpack_require__.bind(__webpack_require__, 6604));
        return (await readSnapshot(path)).server;
    }
    catch {
        return undefined;
    }
}
/** The --oauth-* flags of an inline --url server as its "oauth" entry (none given: no entry). */
function oauthFlags(p) {
    const pick = [['clientId', 'oauth-client-id'], ['clientSecretEnv', 'oauth-client-secret-env'], ['privateKeyEnv', 'oauth-private-key-env'], ['signingAlgorithm', 'oauth-signing-algorithm'], ['scope', 'oauth-scope'], ['grant', 'oauth-grant']];
    const oauth = {};
    for (const [key, option] of pick) {
        const v = p.values[option];
        if (typeof v === 'string')
            oauth[key] = v;
    }
    return Object.keys(oauth).length ? { oauth: oauth } : {};
}
async function resolveTargets(command, p, io, snapshotOption, deferName = false) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto', ...oauthFlags(p) }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(server, io.env));
        const target = { name: (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'name') ?? 'server', server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, snap), baseDir: io.cwd };
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const naming = () => ((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'name') === undefined ? recordedName(target.snapshotPath).then((recorded) => void (target.name = recorded ?? target.name)) : Promise.resolve());
        if (!deferName)
            await naming();
        return { config: loaded?.config ?? {}, loaded, targets: [target], named: deferName ? naming : () => Promise.resolve() };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const { selectServers, snapshotPathOf, projectRoot } = await configFile();
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config') ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P;
    const names = selectServers(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
    return {
        config: loaded.config,
        loaded,
        named: () => Promise.resolve(),
        targets: names.map((name) => ({
            name,
            server: servers[name],
            snapshotPath: override ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, override) : snapshotPathOf(loaded, name),
            baseDir: loaded.dir,
            ...(override ? {} : { root: projectRoot(loaded.dir) }),
        })),
    };
}


/***/ }),

/***/ 22210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   aN: () => (/* binding */ scopeFor),
/* harmony export */   u5: () => (/* binding */ seesServer),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20217);
/* harmony import */ var _guard_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99557);
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
            if (k !== 'include' && k !== 'exclude' && k !== 'host' && k !== 'scopes')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include, exclude, host and scopes)`);
        const host = v.host;
        if (host !== undefined && (typeof host !== 'string' || !(0,_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isHostName */ .uy)(host)))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/host: unknown host ${JSON.stringify(host)} (one of ${_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .HOST_NAMES */ .Wq.join(', ')})`);
        const list = (field) => {
            const items = v[field];
            if (items === undefined)
                return field === 'include' ? [parsePattern('*/*', at)] : [];
            if (!Array.isArray(items) || items.some((x) => typeof x !== 'string'))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/${field}: expected an array of patterns`);
            return items.map((x, i) => parsePattern(x, `${at}/${field}/${i}`));
        };
        const scopes = scopesOf(v.scopes, `${at}/scopes`);
        out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host }), ...(scopes ? { scopes } : {}) });
    }
    return out;
}
/** `scopes`: pattern -> JSON Schema, each a valid schema over a tool's arguments (narrowing is checked per tool at start). */
function scopesOf(raw, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: expected an object of <server>/tool:<name> patterns to JSON Schemas`);
    return Object.entries(raw).map(([text, scope]) => {
        const where = `${at}/${text.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const pattern = parsePattern(text, where);
        if (pattern.ref !== '*' && !pattern.ref.startsWith('tool:'))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: a scope bounds tool calls; the pattern names no tools`);
        const problem = (0,_guard_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .scopeProblem */ ._x)(scope, undefined);
        if (problem)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${problem}`);
        return { pattern, scope: scope };
    });
}
/** The profile's default scope for a call of ref on server (the first pattern that matches), if any. */
function scopeFor(profile, server, ref) {
    if (!ref.startsWith('tool:'))
        return undefined;
    return profile.scopes?.find((s) => matches(s.pattern, server, ref))?.scope;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.ref, ref);
}
/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
function seesServer(profile, server) {
    if (profile.exclude.some((p) => p.ref === '*' && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server)))
        return false;
    return profile.include.some((p) => (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server));
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

/***/ 99557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FT: () => (/* binding */ argumentsDigest),
  nl: () => (/* binding */ inertJson),
  pN: () => (/* binding */ inputViolationOf),
  UK: () => (/* binding */ outputViolationOf),
  Y3: () => (/* binding */ ruleText),
  _x: () => (/* binding */ scopeProblem),
  xg: () => (/* binding */ violationOf)
});

// UNUSED EXPORTS: OUTPUT_MATCH_MS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./src/capture/bounded-match.ts
var bounded_match = __webpack_require__(36935);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
;// CONCATENATED MODULE: ./src/guard/scope-shape.ts
/** The keyword Ajv reports for a `..` segment in a value a path pattern bounds. */
const DOT_DOT_KEYWORD = 'dot-dot-segment';
/** A `..` segment, between separators or at an end, also percent-encoded (`%2e%2e`). */
const DOT_DOT = /(?:^|[\\/])(?:\.|%2e){2}(?:[\\/]|$)/i;
/** A pattern that bounds a path: anchored at the start, naming a separator. */
function pathPattern(p) {
    return typeof p === 'string' && p.startsWith('^') && /[/\\]/.test(p);
}
const IMPLIED = [
    ['string', ['pattern', 'minLength', 'maxLength']],
    ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
    ['object', ['properties', 'required', 'patternProperties', 'additionalProperties', 'minProperties', 'maxProperties', 'propertyNames', 'dependentRequired']],
    ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
];
/** Where subschemas sit that narrow the value they are checked on. Not `not` nor `if`: a type added there would widen. */
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const ONES = ['additionalProperties', 'items', 'contains', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The scope as checked: implied types and the `..` refusal added (a copy; the stored scope is left as given). */
function checkedScope(schema) {
    const out = { ...schema };
    if (out.type === undefined && out.enum === undefined && out.const === undefined) {
        const types = IMPLIED.filter(([, words]) => words.some((w) => out[w] !== undefined)).map(([t]) => t);
        if (types.length > 0)
            out.type = types.length === 1 ? types[0] : types;
    }
    if (pathPattern(out.pattern))
        out[DOT_DOT_KEYWORD] = true;
    for (const k of MAPS) {
        const m = out[k];
        if (isObject(m))
            out[k] = Object.fromEntries(Object.entries(m).map(([n, sub]) => [n, isObject(sub) ? checkedScope(sub) : sub]));
    }
    for (const k of ONES)
        if (isObject(out[k]))
            out[k] = checkedScope(out[k]);
    for (const k of LISTS) {
        const l = out[k];
        if (Array.isArray(l))
            out[k] = l.map((sub) => (isObject(sub) ? checkedScope(sub) : sub));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/guard/scope.ts
// Approval scopes and approved output schemas, checked at the call: a scope (`approve --scope`) is a JSON Schema the
// arguments must meet besides the tool's own inputSchema; a result's structuredContent must meet the approved
// outputSchema. Each schema is compiled once per approval (cached by the approval's digest and the schema's text).





/**
 * How long one result's check against its approved outputSchema may spend in `pattern`s: there both the pattern and the
 * text are the server's, and a match that backtracks for minutes would stall every call of the guard (of every member,
 * in the gateway). Past it the result is judged as breaking the schema (`pattern-timeout`).
 */
// One second: wide enough that an honest result on a loaded machine (the deadline is wall time: a descheduled guard
// spends it too) is never refused for it, narrow enough that a hostile one stalls the others for a moment only.
const OUTPUT_MATCH_MS = 1000;
let outputDeadline = Number.POSITIVE_INFINITY;
const boundedRegExp = Object.assign((pattern, flags) => {
    const re = new RegExp(pattern, flags);
    return { test: (text) => (0,bounded_match/* testBefore */.g)(re, text, outputDeadline) };
}, { code: 'boundedRegExp' });
const instances = new Map();
function instance(use) {
    const whose = use === 'scope' ? 'scope' : 'server';
    let ajv = instances.get(whose);
    // Scopes and tool schemas come in every draft: the data is what is judged; formats are not asserted (as the SDKs).
    // A scope's patterns are the approver's own text and run plain, off the deadline's cost (a vm call each); a server's
    // patterns run under the check's deadline.
    if (!ajv) {
        instances.set(whose, (ajv = new dist_ajv.Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false, ...(whose === 'server' ? { code: { regExp: boundedRegExp } } : {}) })));
        if (whose === 'scope')
            ajv.addKeyword({ keyword: DOT_DOT_KEYWORD, type: 'string', schemaType: 'boolean', errors: false, validate: (on, data) => !on || !DOT_DOT.test(data) });
    }
    return ajv;
}
/** `$schema` and `$id` dropped (every draft's schema then compiles, and no two approvals' schemas collide by id). */
function bare(schema) {
    const copy = { ...schema };
    delete copy.$schema;
    delete copy.$id;
    return copy;
}
const MAX_CACHED = 1000;
const cache = new Map();
/** The same schema object (an approval held in memory) finds its function without being serialised again. */
const byObject = new WeakMap();
/** The compiled schema, once per (digest, schema): a call pays a lookup, not a compile. */
function compiled(digest, schema, use) {
    digest = use === 'scope' ? digest : `${digest}#${use}`;
    const held = byObject.get(schema)?.get(digest);
    if (held !== undefined)
        return held;
    const key = `${digest}\n${(0,canonical/* canonicalJson */.dj)(schema)}`;
    let v = cache.get(key);
    if (v === undefined) {
        if (cache.size >= MAX_CACHED)
            cache.clear();
        v = instance(use).compile(use === 'scope' ? checkedScope(bare(schema)) : bare(schema));
        cache.set(key, v);
    }
    byObject.set(schema, (byObject.get(schema) ?? new Map()).set(digest, v));
    return v;
}
function ruleText(v) {
    return `${v.instancePath === '' ? '/' : v.instancePath} ${v.keyword}`;
}
/** undefined when `data` meets `schema` (compiled once for `digest`), else the first rule it breaks. */
function violationOf(digest, schema, data, use = 'scope') {
    let validate;
    try {
        validate = compiled(digest, schema, use);
    }
    catch {
        // A schema that no longer compiles (stored by an older version, or edited with the key) admits nothing.
        return { instancePath: '', keyword: 'uncompilable' };
    }
    if (validate(data))
        return undefined;
    const e = validate.errors?.[0];
    return { instancePath: e?.instancePath ?? '', keyword: e?.keyword ?? 'invalid' };
}
/** violationOf for a result against its approved outputSchema, its patterns bounded by OUTPUT_MATCH_MS in all. */
function outputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    return serverViolationOf(digest, schema, data, 'output', matchMs);
}
/**
 * violationOf for a call's arguments against the tool's approved inputSchema (checked with its scope: the scope narrows
 * what the tool accepts, so a value of a type the tool does not take, or a missing required one, is outside it too).
 * A server's schema that Ajv cannot compile checks nothing here: the scope alone then bounds the call.
 */
function inputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    const v = serverViolationOf(digest, schema, data, 'input', matchMs);
    return v?.keyword === 'uncompilable' ? undefined : v;
}
function serverViolationOf(digest, schema, data, use, matchMs) {
    outputDeadline = Date.now() + matchMs;
    try {
        return violationOf(digest, schema, data, use);
    }
    catch (e) {
        if (e instanceof bounded_match/* MatchTimeout */.D)
            return { instancePath: '', keyword: 'pattern-timeout' };
        throw e;
    }
    finally {
        outputDeadline = Number.POSITIVE_INFINITY;
    }
}
// ------------------------------------------------------------------ a scope as a person gives it
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
function typesOf(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return undefined;
    const t = schema.type;
    if (typeof t === 'string')
        return [t];
    if (Array.isArray(t) && t.every((x) => typeof x === 'string'))
        return t;
    return undefined;
}
function scope_isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * Where a scope's `type` admits a type the tool's own schema does not (there and in each property both declare): a
 * scope narrows what the tool accepts, it never describes something else. undefined when it narrows.
 */
function widening(scope, input, at) {
    const mine = typesOf(scope);
    const theirs = typesOf(input);
    if (mine && theirs) {
        // An integer is a number: a scope may say integer where the tool says number.
        const wider = mine.find((t) => !theirs.includes(t) && !(t === 'integer' && theirs.includes('number')));
        if (wider !== undefined)
            return `${at || '/'}type: ${JSON.stringify(wider)} does not narrow the tool's input type ${JSON.stringify(theirs.length === 1 ? theirs[0] : theirs)}`;
    }
    if (scope_isObject(scope.properties) && scope_isObject(input.properties))
        for (const [name, sub] of Object.entries(scope.properties)) {
            const own = input.properties[name];
            if (scope_isObject(sub) && scope_isObject(own)) {
                const why = widening(sub, own, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/`);
                if (why)
                    return why;
            }
        }
    return undefined;
}
/**
 * Why `scope` cannot bound calls of a tool whose inputSchema is `input`: not an object, not a valid JSON Schema (draft
 * 07 or later keywords, checked by Ajv's meta-schema and a compile), or a type that does not narrow the tool's. One
 * phrase naming the field; undefined when it is a scope.
 */
function scopeProblem(scope, input) {
    if (!scope_isObject(scope))
        return 'a scope is a JSON Schema object (e.g. {"properties": {"path": {"type": "string", "pattern": "^/srv/"}}})';
    const a = instance('scope');
    const copy = bare(scope);
    if (!a.validateSchema(copy)) {
        const e = a.errors?.[0];
        return `${e?.instancePath || '/'}: not a valid JSON Schema (${e?.message ?? 'invalid'})`;
    }
    const types = typesOf(copy);
    if (types?.some((t) => !TYPES.includes(t)))
        return `/type: unknown type`;
    try {
        a.compile(checkedScope(copy));
    }
    catch (e) {
        return `/: not a valid JSON Schema (${e.message.split('\n')[0].slice(0, 200)})`;
    }
    return scope_isObject(input) ? widening(copy, input, '') : undefined;
}
/** sha256 of the canonical JSON of a call's arguments: what a per-call confirmation is bound to. */
function argumentsDigest(args) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,canonical/* canonicalJson */.dj)(args === undefined ? {} : args)).digest('hex')}`;
}
// ------------------------------------------------------------------ text a client shows a person
/**
 * Characters that mean something to markdown, HTML or a terminal, or that a reader cannot see: written as JSON escapes
 * inside strings. `_` stays (an identifier's underscore makes no emphasis inside a word), and so do `!` and `#` (they
 * act only before `[`, escaped, or at the start of a line, where the message's own words stand).
 */
const INERT = /["<>&`*[\]()|~$@\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufe00-\ufe0f\ufeff\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
/** One pass: quotes and backslashes are escaped with the rest, so no escape is ever escaped again. */
function inertString(s) {
    // A tag character (which smuggles text no font draws) is two UTF-16 units: each is escaped.
    return `"${s.replace(INERT, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''))}"`;
}
/**
 * JSON that reads back as `value` but holds no markup, link, mention or control character anywhere: every such
 * character inside a string is a `\uXXXX` escape (server- and model-controlled text shown to a person must not act).
 */
function inertJson(value) {
    if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value ?? null);
    if (typeof value === 'string')
        return inertString(value);
    if (Array.isArray(value))
        return `[${value.map(inertJson).join(',')}]`;
    return `{${Object.entries(value)
        .map(([k, v]) => `${inertString(k)}:${inertJson(v)}`)
        .join(',')}}`;
}


/***/ })

};
