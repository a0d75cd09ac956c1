export const id = 433;
export const ids = [433];
export const modules = {

/***/ 3826:
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

/***/ 8433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  consentCommand: () => (/* binding */ consentCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(139);
// EXTERNAL MODULE: ./src/core/diff/renames/match.ts + 2 modules
var match = __webpack_require__(5012);
// EXTERNAL MODULE: ./src/core/diff/risky-text.ts + 1 modules
var risky_text = __webpack_require__(6521);
;// CONCATENATED MODULE: ./src/consent/drift.ts




/** The tools of every surface, by name (the first surface's definition where surfaces differ). */
function toolsOf(snapshot, side) {
    const out = new Map();
    for (const [name, surface] of Object.entries(snapshot.surfaces)) {
        // An incomplete list would make every rule look void and every tool new: nothing is judged on it.
        const tools = surface.kinds.tool;
        if (surface.error !== undefined || tools.observation.state === 'failed')
            throw new errors/* UsageError */.eb(`${side}: surface "${name}": its tools were not observed completely (${tools.observation.state}); consent needs both sides whole`);
        for (const item of tools.items)
            if (!out.has(item.ref.slice('tool:'.length)))
                out.set(item.ref.slice('tool:'.length), item);
    }
    return out;
}
const TOOL = 'tool:';
/** The declared tool renames that apply from this base to this head, checked: bad ones are one line, exit 2. */
function declared(config, server, before, after, where) {
    const out = new Map();
    for (const [old, r] of (0,match/* resolveRenames */.y7)((0,shared_config/* configOfServer */.X)(config, server).renames)) {
        if (!old.startsWith(TOOL))
            continue;
        const from = old.slice(TOOL.length);
        const to = r.to.filter((t) => t.startsWith(TOOL) && t !== old).map((t) => t.slice(TOOL.length));
        if (!before.has(from) || to.length === 0)
            continue;
        // A rename onto a tool the base already served would hand the old tool's decisions to an unrelated tool.
        const existing = to.find((t) => before.has(t) && !after.has(from));
        if (existing !== undefined)
            throw new errors/* UsageError */.eb(`${where}: renames: "${old}" -> "tool:${existing}": tool:${existing} already existed before the change; a rename cannot land on an existing tool`);
        const served = to.filter((t) => after.has(t));
        if (served.length > 0)
            out.set(from, served);
    }
    const cycle = cycleOf(out);
    if (cycle)
        throw new errors/* UsageError */.eb(`${where}: renames: a cycle (${cycle.map((t) => `tool:${t}`).join(' -> ')}): names that trade places cannot carry decisions`);
    return out;
}
function cycleOf(edges) {
    const state = new Map();
    const walk = (n, path) => {
        if (state.get(n) === 'open')
            return [...path.slice(path.indexOf(n)), n];
        if (state.get(n) === 'done')
            return undefined;
        state.set(n, 'open');
        for (const m of edges.get(n) ?? []) {
            const found = walk(m, [...path, n]);
            if (found)
                return found;
        }
        state.set(n, 'done');
        return undefined;
    };
    for (const n of [...edges.keys()].sort()) {
        const found = walk(n, []);
        if (found)
            return found;
    }
    return undefined;
}
/**
 * `rebinds`: old tool -> the tools a person approved as its new name (the guard store's manual rebinds). They join the
 * declared renames; a target the base already served is allowed there, since a person looked at both.
 */
function toolDrift(base, head, config, where, rebinds = new Map()) {
    const server = head.server;
    const b = toolsOf(base, '--from');
    const a = toolsOf(head, '--to');
    const decl = declared(config, server, b, a, where);
    const approved = new Set();
    for (const [old, tos] of rebinds) {
        if (!b.has(old) || decl.has(old))
            continue;
        const served = tos.filter((t) => a.has(t) && t !== old);
        if (served.length === 0)
            continue;
        decl.set(old, served);
        approved.add(old);
    }
    const cycle = cycleOf(decl);
    if (cycle)
        throw new errors/* UsageError */.eb(`${where}: renames and approved rebinds: a cycle (${cycle.map((t) => `tool:${t}`).join(' -> ')}): names that trade places cannot carry decisions`);
    const targets = new Set([...decl.values()].flat());
    const removed = [...b.values()].filter((c) => !a.has(c.ref.slice(TOOL.length)) && !decl.has(c.ref.slice(TOOL.length)));
    const added = [...a.values()].filter((c) => !b.has(c.ref.slice(TOOL.length)) && !targets.has(c.ref.slice(TOOL.length)));
    const suggested = (0,match/* suggestMatches */.G3)(removed, added).targets;
    const successors = new Map();
    const folded = new Map();
    for (const [old, tos] of decl)
        for (const t of tos)
            folded.set(t, [...(folded.get(t) ?? []), old].sort());
    for (const name of b.keys()) {
        const list = a.has(name) ? [{ to: name, how: 'same' }] : [];
        const tos = decl.get(name) ?? [];
        const source = approved.has(name) ? 'approved' : 'config';
        for (const to of tos)
            list.push({ to, how: tos.length > 1 ? 'split' : (folded.get(to)?.length ?? 0) > 1 ? 'merged' : 'renamed', source });
        const s = suggested.get(`${TOOL}${name}`);
        if (s && tos.length === 0 && !a.has(name))
            list.push({ to: s.to.slice(TOOL.length), how: 'suggested' });
        successors.set(name, list);
    }
    const defs = (m) => new Map([...m].map(([k, c]) => [k, c.definition]));
    return { server, before: defs(b), after: defs(a), successors, folded };
}
/** The effective hints, with the MCP defaults: a tool that does not say otherwise may be destructive and open-world. */
function hintsOf(def) {
    const ann = def?.annotations;
    const a = typeof ann === 'object' && ann !== null && !Array.isArray(ann) ? ann : {};
    return { readOnly: a.readOnlyHint === true, destructive: a.readOnlyHint !== true && a.destructiveHint !== false, openWorld: a.openWorldHint !== false };
}
/** How `after` can do more than `before`: each reason one phrase; none when it cannot. */
function widerThan(before, after) {
    const was = hintsOf(before);
    const now = hintsOf(after);
    const out = [];
    if (was.readOnly && !now.readOnly)
        out.push('no longer read-only');
    if (!was.destructive && now.destructive)
        out.push('destructive');
    if (!was.openWorld && now.openWorld)
        out.push('open-world');
    const risky = (0,risky_text/* riskyAdditions */.qz)(before, after)[0];
    if (risky)
        out.push(`its text ${risky.what}`);
    return out;
}

;// CONCATENATED MODULE: ./src/consent/edit.ts
const quote = (s) => JSON.stringify(s);
/** The carries that change something: a name the list already holds (or another carry writes) is not written twice. */
function effectiveCarries(carries) {
    const seen = new Set();
    const out = [];
    for (const c of carries) {
        const key = `${c.list.file}\0${c.list.key}\0${c.text}`;
        if (seen.has(key) || c.list.entries.some((e) => e.text === c.text))
            continue;
        seen.add(key);
        out.push(c);
    }
    return out;
}
/** The file's text with the carries applied (all of one file). */
function applyCarries(text, carries) {
    const ops = [];
    const byAnchor = new Map();
    carries.forEach((c, order) => {
        if (c.replace && !ops.some((o) => o.at === c.anchor.start))
            ops.push({ at: c.anchor.start, remove: c.anchor.end - c.anchor.start, insert: quote(c.text), order });
        else {
            const g = byAnchor.get(c.anchor.start) ?? { anchor: c.anchor, texts: [] };
            g.texts.push(c.text);
            byAnchor.set(c.anchor.start, g);
        }
    });
    for (const { anchor, texts } of byAnchor.values())
        ops.push(...insertAfter(text, anchor, texts, ops.length));
    ops.sort((x, y) => y.at - x.at || y.order - x.order);
    let out = text;
    for (const op of ops)
        out = out.slice(0, op.at) + op.insert + out.slice(op.at + op.remove);
    return out;
}
function insertAfter(text, anchor, texts, order) {
    const eol = text.indexOf('\n', anchor.end);
    const lineEnd = eol < 0 ? text.length : text[eol - 1] === '\r' ? eol - 1 : eol;
    const rest = text.slice(anchor.end, lineEnd);
    // The entry ends its line (a comma and a comment may follow): the list is one entry a line.
    const ownLine = /^\s*,?\s*(?:(?:\/\/|#).*)?$/.test(rest);
    if (!ownLine)
        return [{ at: anchor.end, remove: 0, insert: texts.map((t) => `, ${quote(t)}`).join(''), order }];
    const lineStart = text.lastIndexOf('\n', anchor.start - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(lineStart))[0];
    const nl = text[eol - 1] === '\r' ? '\r\n' : '\n';
    const hasComma = /^\s*,/.test(rest);
    const lines = texts.map((t) => `${nl}${indent}${quote(t)}`);
    if (hasComma)
        return [{ at: lineEnd, remove: 0, insert: lines.map((l) => `${l},`).join(''), order }];
    return [
        { at: anchor.end, remove: 0, insert: ',', order },
        { at: lineEnd, remove: 0, insert: lines.join(','), order: order + 1 },
    ];
}
/** A unified diff of one file's change as one hunk (the carries sit close together), with three lines of context. */
function unifiedDiff(file, before, after) {
    if (before === after)
        return '';
    // A final line break ends the last line; it is no empty line of its own.
    const linesOf = (t) => (t.endsWith('\n') ? t.slice(0, -1) : t).split('\n');
    const a = linesOf(before);
    const b = linesOf(after);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
        tail++;
    const from = Math.max(0, head - 3);
    const aEnd = Math.min(a.length, a.length - tail + 3);
    const bEnd = Math.min(b.length, b.length - tail + 3);
    const lines = [
        ...a.slice(from, head).map((l) => ` ${l}`),
        ...a.slice(head, a.length - tail).map((l) => `-${l}`),
        ...b.slice(head, b.length - tail).map((l) => `+${l}`),
        ...a.slice(a.length - tail, aEnd).map((l) => ` ${l}`),
    ];
    return `--- ${file}\n+++ ${file}\n@@ -${from + 1},${aEnd - from} +${from + 1},${bEnd - from} @@\n${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/scan/files.ts
var files = __webpack_require__(5438);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/capture/glob.ts
var glob = __webpack_require__(3826);
// EXTERNAL MODULE: ./src/gateway/profiles.ts
var gateway_profiles = __webpack_require__(2210);
// EXTERNAL MODULE: ./src/scan/jsonc.ts
var jsonc = __webpack_require__(9970);
;// CONCATENATED MODULE: ./src/consent/toml.ts
// The part of TOML that Codex's config.toml needs for consent: which `[mcp_servers.NAME]` table holds which
// `enabled_tools` / `disabled_tools` array, and where each string of it sits. Every other value is skipped by its
// syntax (multi-line strings and arrays included), never interpreted, so a carry edits only the array it names and
// the file's comments, order and layout stay as the user wrote them. No TOML library is in the dependencies, and a
// full one that rewrites the file would lose exactly what must be kept.

const LISTS = new Set(['enabled_tools', 'disabled_tools']);
const BARE = /[A-Za-z0-9_-]/;
function tomlToolLists(text, file) {
    return new TomlScanner(text, file).lists();
}
class TomlScanner {
    text;
    file;
    i = 0;
    line = 1;
    table = [];
    out = [];
    constructor(text, file) {
        this.text = text;
        this.file = file;
    }
    fail(what) {
        throw new errors/* UsageError */.eb(`${this.file}:${this.line}: ${what} (not valid TOML)`);
    }
    peek(k = 0) {
        return this.text[this.i + k] ?? '';
    }
    next() {
        const c = this.text[this.i++];
        if (c === '\n')
            this.line++;
        return c;
    }
    done() {
        return this.i >= this.text.length;
    }
    /** Spaces and tabs; with `lines`, also line breaks and comments (inside arrays). */
    blank(lines) {
        for (;;) {
            const c = this.peek();
            if (c === ' ' || c === '\t' || c === '\r' || c === '\uFEFF')
                this.next();
            else if (lines && c === '\n')
                this.next();
            else if (c === '#')
                while (!this.done() && this.peek() !== '\n')
                    this.next();
            else
                return;
        }
    }
    endOfLine() {
        this.blank(false);
        if (this.done())
            return;
        if (this.peek() !== '\n')
            this.fail(`unexpected "${this.peek()}" after a value`);
        this.next();
    }
    lists() {
        while (!this.done()) {
            this.blank(true);
            if (this.done())
                break;
            if (this.peek() === '[')
                this.header();
            else
                this.keyValue();
        }
        return this.out;
    }
    header() {
        this.next();
        const arrayTable = this.peek() === '[';
        if (arrayTable)
            this.next();
        const path = this.keyPath();
        if (this.next() !== ']' || (arrayTable && this.next() !== ']'))
            this.fail('expected "]" closing a table header');
        // An array of tables is never a server's table: keys under it are not ours.
        this.table = arrayTable ? ['[['] : path;
        this.endOfLine();
    }
    keyPath() {
        const parts = [];
        for (;;) {
            this.blank(false);
            const c = this.peek();
            if (c === '"' || c === "'")
                parts.push(this.str().value);
            else {
                let k = '';
                while (BARE.test(this.peek()) && !this.done())
                    k += this.next();
                if (k === '')
                    this.fail('expected a key');
                parts.push(k);
            }
            this.blank(false);
            if (this.peek() !== '.')
                return parts;
            this.next();
        }
    }
    keyValue() {
        const line = this.line;
        const key = [...this.table, ...this.keyPath()];
        if (this.next() !== '=')
            this.fail('expected "=" after a key');
        this.blank(false);
        const ours = key.length === 3 && key[0] === 'mcp_servers' && LISTS.has(key[2]);
        if (ours) {
            if (this.peek() !== '[')
                this.fail(`${key.join('.')}: expected an array of tool names`);
            this.out.push({ server: key[1], key: key[2], line, entries: this.stringArray(key.join('.')) });
        }
        else
            this.skipValue(false);
        this.endOfLine();
    }
    stringArray(at) {
        this.next();
        const out = [];
        for (;;) {
            this.blank(true);
            if (this.peek() === ']') {
                this.next();
                return out;
            }
            const c = this.peek();
            if (c !== '"' && c !== "'")
                this.fail(`${at}: expected a string`);
            const line = this.line;
            const start = this.i;
            const s = this.str();
            if (s.multiline)
                this.fail(`${at}: a tool name on several lines`);
            out.push({ text: s.value, line, start, end: this.i });
            this.blank(true);
            if (this.peek() === ',')
                this.next();
            else if (this.peek() !== ']')
                this.fail(`${at}: expected "," or "]"`);
        }
    }
    /** A basic or literal string, single- or multi-line, decoded. */
    str() {
        const q = this.next();
        const multiline = this.peek() === q && this.peek(1) === q;
        if (multiline) {
            this.next();
            this.next();
        }
        let value = '';
        for (;;) {
            if (this.done())
                this.fail('unterminated string');
            const c = this.peek();
            if (c === q && (!multiline || (this.peek(1) === q && this.peek(2) === q))) {
                this.next();
                if (multiline) {
                    this.next();
                    this.next();
                }
                return { value, multiline };
            }
            if (c === '\n' && !multiline)
                this.fail('line break in a string');
            if (c === '\\' && q === '"')
                value += this.escape();
            else
                value += this.next();
        }
    }
    escape() {
        this.next();
        const c = this.next();
        const simple = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
        if (c in simple)
            return simple[c];
        if (c === 'u' || c === 'U') {
            const hex = this.text.slice(this.i, this.i + (c === 'u' ? 4 : 8));
            if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== (c === 'u' ? 4 : 8))
                this.fail('invalid unicode escape');
            for (let k = 0; k < hex.length; k++)
                this.next();
            return String.fromCodePoint(parseInt(hex, 16));
        }
        if (c === '\n' || c === ' ' || c === '\t' || c === '\r') {
            // A line-ending backslash in a multi-line string trims the following whitespace.
            while (/[\s]/.test(this.peek()) && !this.done())
                this.next();
            return '';
        }
        return this.fail(`invalid escape "\\${c}"`);
    }
    /** Any value by its syntax: strings, arrays and inline tables nest; a scalar runs to the end of its token. */
    skipValue(nested) {
        const c = this.peek();
        if (c === '"' || c === "'") {
            this.str();
            return;
        }
        if (c === '[' || c === '{') {
            const close = c === '[' ? ']' : '}';
            this.next();
            for (;;) {
                this.blank(true);
                if (this.done())
                    this.fail(`unterminated ${c === '[' ? 'array' : 'inline table'}`);
                if (this.peek() === close) {
                    this.next();
                    return;
                }
                if (this.peek() === ',') {
                    this.next();
                    continue;
                }
                if (c === '{') {
                    this.keyPath();
                    if (this.next() !== '=')
                        this.fail('expected "=" in an inline table');
                    this.blank(false);
                }
                this.skipValue(true);
            }
        }
        // A top-level scalar runs to the comment or line end (a local date-time holds a space).
        const end = nested ? /[\s,\]}#]/ : /[\n#]/;
        let scalar = '';
        while (!this.done() && !end.test(this.peek()))
            scalar += this.next();
        if (scalar === '')
            this.fail('expected a value');
    }
}

;// CONCATENATED MODULE: ./src/consent/read.ts
// Each client's rules for one server, read from the file's text with the place of every string. Pure: the caller
// read the file. The server is named by the client's own key for it, so a rule of another server (or of an alias
// the user gave another server) never matches, however alike the tool names.





function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function parse(text, file) {
    try {
        return (0,jsonc/* parseJsonc */.pX)(text);
    }
    catch (e) {
        if (e instanceof jsonc/* JsoncError */.aJ)
            throw new errors/* UsageError */.eb(`${file}:${e.position.line}: ${e.message.replace(/ at line \d+, column \d+$/, '')} (not valid JSON)`);
        throw e;
    }
}
/** Offsets of each line's first character, to turn a reader's line and column into an offset. */
function lineStarts(text) {
    const out = [0];
    for (let i = 0; i < text.length; i++)
        if (text[i] === '\n')
            out.push(i + 1);
    return out;
}
/** The strings of the JSON array at `pointer`, each with its token's place; a value that is not one is bad input. */
function jsonList(text, doc, starts, pointer, file, key) {
    let v = doc.value;
    for (const part of pointer.split('/').slice(1))
        v = isObject(v) ? v[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (v === undefined)
        return undefined;
    if (!Array.isArray(v))
        throw new errors/* UsageError */.eb(`${file}:${doc.locate(pointer).line}: ${key}: expected an array of strings`);
    const entries = v.map((x, i) => {
        const at = doc.locate(`${pointer}/${i}`);
        if (typeof x !== 'string')
            throw new errors/* UsageError */.eb(`${file}:${at.line}: ${key}[${i}]: expected a string`);
        const start = starts[at.line - 1] + at.column - 1;
        let end = start + 1;
        while (end < text.length && text[end] !== '"')
            end += text[end] === '\\' ? 2 : 1;
        return { text: x, line: at.line, start, end: end + 1 };
    });
    return { file, key, entries };
}
function rulesOf(client, list, effect, server, tools) {
    if (!list)
        return [];
    return list.entries.flatMap((entry) => {
        const t = tools(entry.text);
        return t === undefined ? [] : [{ client, effect, server, tools: t, entry, list }];
    });
}
/**
 * Claude Code: `permissions.allow` / `ask` / `deny` entries `mcp__<server>` and `mcp__<server>__*` (every tool of the
 * server) or `mcp__<server>__<tool>`. An entry with parentheses is skipped by Claude Code itself for MCP tools.
 */
function claudeRules(text, file, server) {
    const doc = parse(text, file);
    const starts = lineStarts(text);
    const whole = `mcp__${server}`;
    const tools = (e) => {
        if (e.includes('('))
            return undefined;
        if (e === whole || e === `${whole}__*`)
            return '*';
        return e.startsWith(`${whole}__`) ? e.slice(whole.length + 2) : undefined;
    };
    return ['allow', 'ask', 'deny'].flatMap((effect) => rulesOf('claude-code', jsonList(text, doc, starts, `/permissions/${effect}`, file, `permissions.${effect}`), effect, server, tools));
}
/**
 * Gemini CLI: `mcpServers.<server>.includeTools` (an allow list) and `excludeTools` (a deny list that wins), and
 * `trust: true`, which skips every confirmation for the server: a server-wide allow, reported when it covers more.
 */
function geminiRules(text, file, server) {
    const doc = parse(text, file);
    const starts = lineStarts(text);
    const at = `/mcpServers${(0,jsonc/* pointerOf */.rq)([server])}`;
    const fields = [['includeTools', 'allow'], ['excludeTools', 'deny']];
    const lists = fields.flatMap(([field, effect]) => rulesOf('gemini', jsonList(text, doc, starts, `${at}/${field}`, file, `mcpServers.${server}.${field}`), effect, server, (e) => e));
    const entry = isObject(doc.value) && isObject(doc.value.mcpServers) ? doc.value.mcpServers[server] : undefined;
    if (!isObject(entry) || entry.trust !== true)
        return lists;
    const pos = doc.locate(`${at}/trust`);
    const start = starts[pos.line - 1] + pos.column - 1;
    // The key's place: a carry never writes here (a server-wide rule matches every successor), it is only reported.
    const trust = { text: 'trust: true', line: pos.line, start, end: start };
    return [...lists, { client: 'gemini', effect: 'allow', server, tools: '*', entry: trust, list: { file, key: `mcpServers.${server}.trust`, entries: [] } }];
}
/** Codex: `[mcp_servers.<server>]` `enabled_tools` (an allow list) and `disabled_tools` (applied after it). */
function codexRules(text, file, server) {
    return tomlToolLists(text, file)
        .filter((l) => l.server === server)
        .flatMap((l) => rulesOf('codex', { file, key: `mcp_servers.${server}.${l.key}`, entries: l.entries }, l.key === 'enabled_tools' ? 'allow' : 'deny', server, (e) => e));
}
/** Our gateway's profiles: `include` / `exclude` patterns `<server>/tool:<name>`; `<server>/*` covers every tool. */
function profileRules(text, file, server) {
    const doc = parse(text, file);
    const starts = lineStarts(text);
    const profiles = isObject(doc.value) ? doc.value.profiles : undefined;
    if (!isObject(profiles))
        return [];
    return Object.keys(profiles).flatMap((name) => ['include', 'exclude'].flatMap((field) => {
        const key = `profiles.${name}.${field}`;
        const list = jsonList(text, doc, starts, `/profiles${(0,jsonc/* pointerOf */.rq)([name])}/${field}`, file, key);
        return rulesOf('gateway', list, field === 'include' ? 'allow' : 'deny', server, (e) => {
            const p = (0,gateway_profiles/* parsePattern */.EY)(e, `${file}: ${key}`);
            if (!(0,glob/* globMatch */.e)(p.server, server))
                return undefined;
            if (p.ref === '*' || p.ref === 'tool:*')
                return '*';
            return p.ref.startsWith('tool:') ? p.ref.slice('tool:'.length) : undefined;
        });
    }));
}

;// CONCATENATED MODULE: ./src/consent/files.ts
// Where each client keeps its decisions, reading them bounded, and writing carries back: in place, atomically, with a
// backup beside the file, never through a symbolic link, never into a file another user owns, never over a file that
// changed since it was read.







/** Each client's documented files: the user's under the home directory, the project's under the workspace. */
function consentFiles(workspace, home, env, config) {
    const codexHome = env.CODEX_HOME ?? external_node_path_default().join(home, '.codex');
    const out = [
        [external_node_path_default().join(home, '.claude', 'settings.json'), 'claude-code'],
        [external_node_path_default().join(workspace, '.claude', 'settings.json'), 'claude-code'],
        [external_node_path_default().join(workspace, '.claude', 'settings.local.json'), 'claude-code'],
        [external_node_path_default().join(home, '.gemini', 'settings.json'), 'gemini'],
        [external_node_path_default().join(workspace, '.gemini', 'settings.json'), 'gemini'],
        [external_node_path_default().join(codexHome, 'config.toml'), 'codex'],
        [external_node_path_default().join(workspace, '.codex', 'config.toml'), 'codex'],
    ];
    if (config)
        out.push([config, 'gateway']);
    // The same file reached twice (the workspace is the home) is read once.
    const seen = new Set();
    return out.filter(([f]) => (0,external_node_fs_.existsSync)(f) && !seen.has(f) && Boolean(seen.add(f)));
}
/** A file named on the command line: its client from its place and name, else one clear line. */
function clientOfPath(file, shown) {
    const parts = file.replace(/\\/g, '/').split('/');
    const base = parts[parts.length - 1];
    const parent = parts[parts.length - 2];
    if (parent === '.claude' && (base === 'settings.json' || base === 'settings.local.json'))
        return 'claude-code';
    if (parent === '.gemini' && base === 'settings.json')
        return 'gemini';
    if (base.endsWith('.toml'))
        return 'codex';
    if (base === 'mcp-contract.json')
        return 'gateway';
    throw new errors/* UsageError */.eb(`${shown}: not a client file consent knows (.claude/settings.json, .claude/settings.local.json, .gemini/settings.json, a Codex config.toml, mcp-contract.json)`);
}
function readConsentFile(abs, shown, client) {
    try {
        return { abs, shown, client, text: (0,files/* readBounded */.CB)(abs, shown, undefined, 'consent reads settings files') };
    }
    catch (e) {
        if (e instanceof errors/* UsageError */.eb)
            throw e;
        throw new errors/* UsageError */.eb(`${shown}: cannot read (${e.code ?? e.message})`);
    }
}
const READERS = {
    'claude-code': claudeRules,
    gemini: geminiRules,
    codex: codexRules,
    gateway: profileRules,
};
function rulesOfFile(file, server) {
    return READERS[file.client](file.text, file.shown, server);
}
const BACKUP_SUFFIX = '.mcp-contract-backup';
function isLink(p) {
    try {
        return (0,external_node_fs_.lstatSync)(p).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/** Writes one file's carries: the backup first, then the new text over the file, each atomically, mode kept. */
async function writeCarries(file, carries, uid) {
    const st = (0,external_node_fs_.lstatSync)(file.abs);
    if (st.isSymbolicLink())
        throw new errors/* WriteError */.QM(`cannot write ${file.shown}: it is a symbolic link; consent edits only the file itself`);
    if (uid !== undefined && st.uid !== uid)
        throw new errors/* WriteError */.QM(`cannot write ${file.shown}: it belongs to another user (uid ${st.uid})`);
    // Another writer (the client itself) may have saved the file since it was read: its edit is never overwritten.
    if ((0,files/* readBounded */.CB)(file.abs, file.shown, undefined, 'consent reads settings files') !== file.text)
        throw new errors/* WriteError */.QM(`cannot write ${file.shown}: it changed while consent ran; run it again`);
    const mode = st.mode & 0o777;
    const next = applyCarries(file.text, carries);
    // An earlier run's backup holds the file as it was before any carry: it is kept, and this one goes beside it.
    let backup = `${file.abs}${BACKUP_SUFFIX}`;
    for (let n = 1; (0,external_node_fs_.existsSync)(backup) || isLink(backup); n++)
        backup = `${file.abs}${BACKUP_SUFFIX}.${n}`;
    await (0,snapshot_file/* writeFileAtomic */.Zf)(backup, file.text, undefined, mode);
    await (0,snapshot_file/* writeFileAtomic */.Zf)(file.abs, next, undefined, mode);
    return next;
}

;// CONCATENATED MODULE: ./src/consent/model.ts
// A saved decision in a client's own file, read into one shape: which server's tools it names, what it does to them,
// and the exact place of its string in the file, so a carry edits that list and nothing else.
const CONSENT_CLIENT_LABEL = {
    'claude-code': 'Claude Code',
    gemini: 'Gemini CLI',
    codex: 'Codex',
    gateway: 'gateway profile',
};
/** A rule's line, as a reader finds it. */
function ruleWhere(rule) {
    return `${rule.list.file}:${rule.entry.line}`;
}
/** The entry that names one tool of the rule's server in the rule's client's own syntax. */
function entryFor(rule, tool) {
    if (rule.client === 'claude-code')
        return `mcp__${rule.server}__${tool}`;
    // A profile's server part may be a glob (`*/tool:x`): the carried entry names this server only, never every server.
    if (rule.client === 'gateway')
        return `${rule.server}/tool:${tool}`;
    return tool;
}

;// CONCATENATED MODULE: ./src/consent/plan.ts
// Each rule's fate when its server changes. A rule is a matcher over tool names; what it matched before is followed
// through the drift: a tool still served keeps it, a declared successor gets the rule's new form when that cannot widen
// trust, a look-alike is only reported. Denies (and asks) go to every successor, suggested ones included, since they
// only narrow: a deny on a renamed tool must keep protecting. An allow goes only to a declared successor that can do
// no more than the tool the user allowed, never through a split, and through a merge only when every tool folded in
// was allowed too.



const RANK = { allow: 1, ask: 2, deny: 3 };
/** What a client's rules say of one tool: the strongest matching rule (deny, then ask, then allow), if any. */
function decisionOf(rules, tool) {
    return rules.filter((r) => (0,glob/* globMatch */.e)(r.tools, tool)).sort((x, y) => RANK[y.effect] - RANK[x.effect])[0];
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
    const h = hintsOf(def);
    const traits = [h.destructive ? 'destructive' : '', h.openWorld ? 'open-world' : ''].filter(Boolean);
    return traits.length ? ` (${traits.join(', ')})` : ' (read-only)';
}
function planRule(rule, all, drift) {
    const matches = (t) => (0,glob/* globMatch */.e)(rule.tools, t);
    const out = [];
    const add = (o) => void out.push({ rule, ...o });
    const continued = new Set();
    const narrowing = rule.effect !== 'allow';
    for (const tool of [...drift.before.keys()].filter(matches)) {
        const successors = drift.successors.get(tool) ?? [];
        if (successors.length === 0) {
            // A deny whose tool vanished may have lost its protection to a new tool nothing links to it: name them.
            const unclaimed = narrowing ? unclaimedTools(drift) : [];
            const hint = unclaimed.length ? `; if one of ${unclaimed.map((t) => `tool:${t}`).join(', ')} continues it, declare the rename to carry the ${rule.effect}` : '';
            add({ fate: 'void', level: unclaimed.length ? 'warning' : 'note', id: 'consent-rule-void', tool, reason: `tool:${tool} is no longer served and nothing declared continues it; the rule matches nothing${hint}` });
        }
        for (const s of successors) {
            continued.add(s.to);
            const before = drift.before.get(tool);
            const after = drift.after.get(s.to);
            if (matches(s.to)) {
                const wider = rule.effect === 'allow' && s.how !== 'suggested' ? widerThan(before, after) : [];
                if (wider.length)
                    add({ fate: 'widened', level: 'warning', id: 'consent-allow-widened', tool, to: s.to, how: s.how, reason: `still allows tool:${s.to}, which is now ${wider.join(', ')}` });
                continue;
            }
            const write = { text: entryFor(rule, s.to), replace: false };
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
                const replace = rule.tools === tool && !drift.after.has(tool);
                add({ fate: 'carried', level: 'note', id: 'consent-allow-carried', tool, to: s.to, how: s.how, write: { ...write, replace }, reason: `${said(s.source)} ${s.how}: tool:${tool} -> tool:${s.to}, which can do no more` });
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
    const wider = widerThan(drift.before.get(tool), drift.after.get(to));
    if (wider.length)
        return `tool:${to} is ${wider.join(', ')} where tool:${tool} was not`;
    const same = sameClient(rule, all);
    for (const other of drift.folded.get(to) ?? []) {
        if (other === tool)
            continue;
        const d = decisionOf(same, other);
        if (!d || d.effect !== 'allow')
            return `the merge folds tool:${other} into tool:${to}, and ${d ? `a ${d.effect} rule covers it (${ruleWhere(d)})` : 'no allow rule covered it'}`;
        const w = widerThan(drift.before.get(other), drift.after.get(to));
        if (w.length)
            return `tool:${to} is ${w.join(', ')} where tool:${other}, folded into it, was not`;
    }
    return undefined;
}
function planConsent(server, rules, drift) {
    return { server, rules: [...rules], outcomes: rules.flatMap((r) => planRule(r, rules, drift)) };
}

// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/consent/render.ts
// The plan as text (one line per outcome, file and line first, like a compiler) and as JSON. Tool names come from
// the server: every printed string is cleaned of terminal sequences and line breaks.


const c = (s) => (0,terminal/* cleanTerminal */.m)(s, 300);
function line(o) {
    const carry = o.write ? ` => ${o.write.replace ? 'becomes' : 'add'} "${c(o.write.text)}"` : '';
    return `${ruleWhere(o.rule)}: ${o.level}: ${o.fate} [${o.id}] ${CONSENT_CLIENT_LABEL[o.rule.client]} ${o.rule.effect} "${c(o.rule.entry.text)}": ${c(o.reason)}${carry}`;
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
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/scan/sarif.ts
var sarif = __webpack_require__(9432);
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
        message: { text: `${CONSENT_CLIENT_LABEL[o.rule.client]} ${o.rule.effect} "${o.rule.entry.text}": ${o.reason}${o.write ? ` (carry: ${o.write.replace ? 'becomes' : 'add'} "${o.write.text}")` : ''}` },
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
var guard_store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/storage/config-file.ts
var config_file = __webpack_require__(6158);
// EXTERNAL MODULE: ./src/cli/diff-sides.ts
var diff_sides = __webpack_require__(3602);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/specs/consent.ts
var consent = __webpack_require__(8623);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/commands/consent.ts
// `mcp-contract consent --from A --to B` (snapshot files, git:REF:PATH, live or live:NAME): each saved client decision about the server's tools, followed through the
// change. Dry run by default (the plan and a diff per file); --write applies the carries. Exit 1 while a deny's
// protection is lost (an error-level outcome not written), 2 on bad input with nothing written.

















function carriesOf(plan) {
    return effectiveCarries(plan.outcomes.flatMap((o) => (o.write ? [{ list: o.rule.list, anchor: o.rule.entry, text: o.write.text, replace: o.write.replace }] : [])));
}
/**
 * Old tool -> the tools a person approved as its new name, from the guard store's signed approvals. An approval the
 * key does not verify is dropped by the store reader (and said on stderr): a hand-edited rebind carries nothing.
 */
async function approvedRebinds(p, io, server) {
    const option = (0,cli_args/* str */.gx)(p, 'store');
    const out = new Map();
    if (option === undefined)
        return out;
    const dir = (0,guard_store/* storeDir */.rT)(option, io.env, io.cwd);
    const file = (0,guard_store/* storeFile */.u_)(dir, server);
    if (!(0,external_node_fs_.existsSync)(file))
        throw new errors/* UsageError */.eb(`${(0,cli_io/* shownPath */.pS)(io, file)}: no guard store for server "${server}" in ${(0,cli_io/* shownPath */.pS)(io, dir)}`);
    const store = await (0,guard_store/* readStoreFile */.Oq)(file, await (0,guard_store/* storeKey */.LN)(dir), (line) => io.stderr(`mcp-contract consent: ${(0,terminal/* cleanTerminal */.m)(line, 500)}\n`));
    for (const rec of Object.values(store.capabilities)) {
        if (rec.approval?.by !== 'human' || !rec.ref.startsWith('tool:'))
            continue;
        for (const old of rec.approval.rebinds ?? []) {
            if (!old.startsWith('tool:'))
                continue;
            const name = old.slice('tool:'.length);
            out.set(name, [...(out.get(name) ?? []), rec.ref.slice('tool:'.length)]);
        }
    }
    return out;
}
async function consentCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(consent/* CONSENT */.P, args);
    const from = (0,cli_args/* str */.gx)(p, 'from');
    const to = (0,cli_args/* str */.gx)(p, 'to');
    if (!from || !to)
        throw new errors/* UsageError */.eb('mcp-contract consent: needs --from SNAPSHOT and --to SNAPSHOT (files, git:REF:PATH, live or live:NAME)');
    if (p.positionals.length > 0 || p.rest.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract consent: takes no operands (settings files go after --file)');
    const workspace = external_node_path_default().resolve(io.cwd, (0,cli_args/* str */.gx)(p, 'root') ?? '.');
    const configOption = (0,cli_args/* str */.gx)(p, 'config');
    const configPath = configOption ? external_node_path_default().resolve(io.cwd, configOption) : external_node_path_default().join(workspace, 'mcp-contract.json');
    const hasConfig = configOption !== undefined || (0,external_node_fs_.existsSync)(configPath);
    const config = hasConfig ? (await (0,config_file/* loadConfig */.Z9)(configPath, (0,cli_io/* shownPath */.pS)(io, configPath))).config : {};
    // A live side is the config's server, captured as `diff` captures it (the --root's config, when that is the one read).
    const sided = hasConfig ? { ...p, values: { ...p.values, config: configPath } } : p;
    const { base, head } = await (0,diff_sides/* readSides */.h)([from, to], sided, io, 'sdk', true);
    if (base.server !== head.server)
        throw new errors/* UsageError */.eb(`mcp-contract consent: --from is server "${base.server}" and --to is "${head.server}": both sides must be one server`);
    const server = (0,cli_args/* str */.gx)(p, 'as') ?? head.server;
    const drift = toolDrift(base, head, config, hasConfig ? (0,cli_io/* shownPath */.pS)(io, configPath) : 'config', await approvedRebinds(p, io, head.server));
    const named = (0,cli_args/* list */.p_)(p, 'file').map((f) => external_node_path_default().resolve(io.cwd, f));
    const found = named.length
        ? named.map((f) => [f, clientOfPath(f, (0,cli_io/* shownPath */.pS)(io, f))])
        : consentFiles(workspace, (0,cli_io/* homeOf */.lt)(io), io.env, hasConfig ? configPath : undefined);
    // Every file is read and parsed before anything is written: one bad file stops the run with nothing changed.
    const files = found.map(([abs, client]) => readConsentFile(abs, (0,cli_io/* shownPath */.pS)(io, abs), client));
    const rules = files.flatMap((f) => rulesOfFile(f, server));
    // A key no file names is a typo, not a server without rules: saying "0 rules" would read as "nothing to carry".
    if ((0,cli_args/* str */.gx)(p, 'as') !== undefined && rules.length === 0)
        throw new errors/* UsageError */.eb(`mcp-contract consent: --as ${(0,terminal/* cleanTerminal */.m)(server, 80)}: no rule in ${files.length ? files.map((f) => f.shown).join(', ') : 'any settings file found'} names that server`);
    const plan = planConsent(server, rules, drift);
    const carries = carriesOf(plan);
    const changed = files.filter((f) => carries.some((c) => c.list.file === f.shown));
    const write = (0,cli_args/* flag */.Jt)(p, 'write');
    const diffs = [];
    for (const f of changed) {
        const mine = carries.filter((c) => c.list.file === f.shown);
        const next = write ? await writeCarries(f, mine, process.getuid?.()) : applyCarries(f.text, mine);
        diffs.push(unifiedDiff(f.shown, f.text, next));
    }
    const wrote = write ? changed.map((f) => f.shown) : [];
    const sarif = { version: package_0/* version */.rE, informationUri: 'https://github.com/mcp-contract/mcp-contract' };
    io.stdout(p.format === 'json'
        ? renderConsentJson(plan, wrote)
        : p.format === 'sarif'
            ? renderConsentSarif(plan, new Map(files.map((f) => [f.shown, f.abs])), sarif)
            : renderConsentText(plan, diffs, write));
    const lost = plan.outcomes.some((o) => o.level === 'error' && !(write && o.write));
    return lost ? errors/* EXIT */.dc.drift : errors/* EXIT */.dc.ok;
}


/***/ }),

/***/ 3602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isLive),
/* harmony export */   h: () => (/* binding */ readSides)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _storage_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9033);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3892);



/** `live` is the config's one server (or --server); `live:NAME` names it, so both sides can be live. */
function isLive(spec) {
    return spec === 'live' || spec.startsWith('live:');
}
async function liveTarget(spec, p, io) {
    const name = spec === 'live' ? undefined : spec.slice('live:'.length);
    if (name === '')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('mcp-contract diff: live: needs a server name (live:NAME)');
    const t = await (0,_targets_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveTargets */ .h5)('diff', name === undefined ? p : { ...p, values: { ...p.values, server: [name] } }, io, 'snapshot');
    if (t.targets.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('mcp-contract diff: live needs exactly one server (--server NAME, or live:NAME)');
    return { target: t.targets[0], config: t.config };
}
/** A failure of a side recorded under the head's name still names the server the user configured. */
function asServer(e, name) {
    if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3) || e.server === name)
        return e;
    return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), e.detail);
}
/**
 * Reads both sides. The peers' job (capture the old build, capture the new one, judge) is one process: two live
 * sides are captured concurrently, and both are recorded under the head's server name because they are two builds
 * of one server, so their digests stay comparable and the config key (`old`, `new`) is no origin change.
 */
async function readSides(specs, p, io, via, quiet) {
    // The capture code (the MCP SDK) loads only when a side is live, so a diff of two files never parses it; when one
    // is, its chunk is read while the config is.
    const captureModule = specs.some(isLive) ? Promise.all(/* import() */[__webpack_require__.e(893), __webpack_require__.e(475), __webpack_require__.e(565)]).then(__webpack_require__.bind(__webpack_require__, 8565)) : undefined;
    const live = await Promise.all(specs.map((s) => (isLive(s) ? liveTarget(s, p, io) : undefined)));
    const source = live[1] ?? live[0];
    const named = (t) => (live[0] && live[1] ? { ...t, name: live[1].target.name } : t);
    const capture = (await captureModule)?.captureTarget;
    const settled = await Promise.allSettled(specs.map((s, i) => {
        const l = live[i];
        return l && capture ? capture(named(l.target), io, via, quiet).catch((e) => Promise.reject(asServer(e, l.target.name))) : (0,_storage_git_js__WEBPACK_IMPORTED_MODULE_1__/* .readSnapshotSpec */ .Cz)(s, io.cwd);
    }));
    // Both captures are waited for, so a failing side never leaves the other's server running behind the error.
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed)
        throw failed.reason;
    const [base, headSnap] = settled.map((r) => r.value);
    return { base, head: headSnap, config: source?.config };
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

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ byIdOf),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   VD: () => (/* binding */ SEVERITY_OF_LEVEL),
/* harmony export */   WC: () => (/* binding */ UNVERIFIED_SEVERITY),
/* harmony export */   ij: () => (/* binding */ CANARY_FAILURE_SEVERITY),
/* harmony export */   mi: () => (/* binding */ tableCellText)
/* harmony export */ });
/**
 * How the words a registry shows map to the one severity vocabulary. The CLI, SARIF and README keep showing each
 * registry's own word; `severity` is what the registries share (and what a merged view of all findings sorts by).
 *
 * | registry | own word              | severity | because                                                        |
 * | -------- | --------------------- | -------- | -------------------------------------------------------------- |
 * | release  | level `error`         | breaking | fails `release`                                                |
 * | release  | level `warning`       | review   | reported, does not fail the gate                               |
 * | scan     | level `error`         | breaking | fails `scan` at the default `--fail-on breaking`               |
 * | scan     | level `warning`       | review   | fails only at `--fail-on review` or lower                      |
 * | scan     | level `note`          | safe     | fails only at `--fail-on safe`                                 |
 * | scan     | layer `unverified`    | review   | names evidence the configuration cannot give; never fails      |
 * | canary   | a failure (every row) | breaking | a failed canary fails `check`                                  |
 */
const SEVERITY_OF_LEVEL = { error: 'breaking', warning: 'review', note: 'safe' };
const UNVERIFIED_SEVERITY = 'review';
const CANARY_FAILURE_SEVERITY = 'breaking';
/** A lookup that fails loudly: an id missing from its registry is a programming error, never a user's. */
function byIdOf(rules, what) {
    const index = new Map(rules.map((r) => [r.id, r]));
    return (id) => {
        const r = index.get(id);
        if (!r)
            throw new Error(`unknown ${what} rule "${id}"`);
        return r;
    };
}
/** Table cell text: a pipe would split the cell and a newline would end the row. */
function tableCellText(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
/** A markdown table (header row, separator, rows), ending in a newline. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return `${[line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')}\n`;
}


/***/ }),

/***/ 2210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   u5: () => (/* binding */ seesServer),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(217);
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
            if (k !== 'include' && k !== 'exclude' && k !== 'host')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include, exclude and host)`);
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
        out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host }) });
    }
    return out;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.ref, ref);
}
/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
function seesServer(profile, server) {
    if (profile.exclude.some((p) => p.ref === '*' && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server)))
        return false;
    return profile.include.some((p) => (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server));
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

/***/ 9830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ renderScanRulesMarkdown),
/* harmony export */   aR: () => (/* binding */ scanRule),
/* harmony export */   wF: () => (/* binding */ SCAN_RULES)
/* harmony export */ });
/* harmony import */ var _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6264);
// The scan's rule registry: one row per finding id with its layer, level and wording, nowhere else.
// "observed" rows state a fact read from the launch configuration; "unverified" rows name an evidence layer the
// configuration cannot supply. Nothing here may claim a server is stable or harmless: absence of a finding proves neither.

const ROWS = [
    {
        id: 'launch-package-unpinned',
        layer: 'observed',
        level: 'error',
        title: 'Package resolved at launch without a version',
        tags: { subject: 'launch-package', aspect: 'pin' },
        message: '`{runner}` resolves `{package}` from the registry at every launch with no version given.',
        hint: 'Pin an exact version (`{package}@1.2.3`, `{package}==1.2.3`), or install it with a lockfile and run the installed binary.',
        why: 'Whatever is published next runs next, with the permissions this client grants; nothing in the configuration changes when the code does.',
    },
    {
        id: 'launch-package-tag',
        layer: 'observed',
        level: 'error',
        title: 'Package resolved through a moving tag',
        tags: { subject: 'launch-package', aspect: 'pin' },
        message: '`{runner}` resolves `{package}` through the tag `{tag}`, which moves with every publish.',
        hint: 'Replace `@{tag}` with an exact version.',
        why: 'A dist-tag such as latest names whatever was published last; the code can change between two launches.',
    },
    {
        id: 'launch-package-range',
        layer: 'observed',
        level: 'warning',
        title: 'Package resolved through a version range',
        tags: { subject: 'launch-package', aspect: 'pin' },
        message: '`{runner}` resolves `{package}` through the range `{range}`.',
        hint: 'Replace the range with an exact version.',
        why: 'A range admits every future release inside it; each launch may run a different one.',
    },
    {
        id: 'launch-image-unpinned',
        layer: 'observed',
        level: 'error',
        title: 'Container image without a tag or with latest',
        tags: { subject: 'launch-image', aspect: 'pin' },
        message: '`{runner}` runs the image `{image}` with {what} and no digest.',
        hint: 'Pin the image by digest: `{image}@sha256:...` (the digest `docker pull` prints).',
        why: 'A missing or latest tag names whatever was pushed last.',
    },
    {
        id: 'launch-image-tag-without-digest',
        layer: 'observed',
        level: 'warning',
        title: 'Container image pinned by tag only',
        tags: { subject: 'launch-image', aspect: 'pin' },
        message: '`{runner}` runs the image `{image}` by its tag, without a digest.',
        hint: 'Add the digest: `{image}@sha256:...`; a tag can be pushed again with different content.',
        why: 'Tags are mutable; only a digest names fixed content.',
    },
    {
        id: 'plaintext-secret',
        layer: 'observed',
        level: 'error',
        title: 'Secret-looking value written in plain text',
        tags: { subject: 'secret', aspect: 'storage' },
        message: '{where} holds a secret-looking value in plain text ({shown}).',
        hint: '{fix}',
        why: 'A config file is copied, committed and shared; a reference keeps the value out of it (it does not prove the server handles the value well).',
    },
    {
        id: 'path-broad-root',
        layer: 'observed',
        level: 'error',
        title: 'Path argument grants a filesystem or home root',
        tags: { subject: 'path-argument', aspect: 'scope' },
        message: 'The argument `{arg}` grants the server {what}.',
        hint: 'Pass the narrowest directory the server needs, inside the workspace.',
        why: 'A root path hands the server every file below it: keys, other projects, credentials.',
    },
    {
        id: 'path-outside-workspace',
        layer: 'observed',
        level: 'warning',
        title: 'Path argument outside the workspace',
        tags: { subject: 'path-argument', aspect: 'scope' },
        message: 'The argument `{arg}` points outside the workspace `{workspace}`.',
        hint: 'Keep path arguments inside the workspace, or confirm the server needs this directory.',
        why: 'Files outside the project are outside what its reviewers look at.',
    },
    {
        id: 'remote-plain-http',
        layer: 'observed',
        level: 'error',
        title: 'Remote server over plain http',
        tags: { subject: 'transport', aspect: 'encryption' },
        message: 'The server is reached at `{url}` over plain http.',
        hint: 'Use https for anything that is not on this machine.',
        why: 'Anyone on the path can read the tool calls and headers, and change the tool list the client receives.',
    },
    {
        id: 'shell-wrapper',
        layer: 'observed',
        level: 'warning',
        title: 'Shell wrapper hides the real command',
        tags: { subject: 'launch-command', aspect: 'shell' },
        message: '`{shell} {flag}` runs a shell script instead of the server command: `{script}`.',
        hint: 'Put the real command in `command` and its arguments in `args`.',
        why: 'A script string can fetch, pipe and chain anything, and scanners (this one included) read it only roughly.',
    },
    {
        id: 'artifact-integrity-unverified',
        layer: 'unverified',
        title: 'Artifact integrity not verified',
        tags: { subject: 'artifact', aspect: 'integrity' },
        message: 'What runs is not tied to reviewed content: {reason}.',
        hint: 'Run an immutable artifact: an image digest, or an installed package checked against a lockfile integrity hash.',
        why: 'Version strings and names are declarations; only a content hash ties the running code to what was reviewed.',
    },
    {
        id: 'contract-baseline-missing',
        layer: 'unverified',
        title: 'No committed contract baseline',
        tags: { subject: 'contract', aspect: 'baseline' },
        message: 'No committed contract baseline covers this server: {reason}.',
        hint: 'Add it to mcp-contract.json and commit `mcp-contract snapshot`; `mcp-contract check` then compares every launch with it.',
        why: 'Without a persisted baseline, a changed tool list is accepted as if it had always been so.',
    },
    {
        id: 'canary-missing',
        layer: 'unverified',
        title: 'No behavioural canary',
        tags: { subject: 'behaviour', aspect: 'canary' },
        message: 'No canary exercises this server: {reason}.',
        hint: 'Add `canaries` for its read-only tools in mcp-contract.json; `mcp-contract check` runs them.',
        why: 'An unchanged schema says nothing about what the code behind it now returns.',
    },
    {
        id: 'sandbox-undeclared',
        layer: 'unverified',
        title: 'No sandbox declared',
        tags: { subject: 'isolation', aspect: 'sandbox' },
        message: 'No sandbox is declared: {reason}.',
        hint: 'Run it in a container or a sandbox wrapper (srt, bwrap, sandbox-exec) limited to the paths and hosts it needs.',
        why: 'When every other check misses something, isolation is what bounds the damage.',
    },
];
/** The rows with their severity derived from their level or layer, so the two cannot disagree. */
const SCAN_RULES = ROWS.map((r) => ({ ...r, severity: r.level === undefined ? _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERIFIED_SEVERITY */ .WC : _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_OF_LEVEL */ .VD[r.level] }));
const scanRule = (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .byIdOf */ .I7)(SCAN_RULES, 'scan');
/** The README table of scan rules. */
function renderScanRulesMarkdown() {
    return (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(['id', 'layer', 'level', 'what it reports', 'why'], SCAN_RULES.map((r) => [`\`${r.id}\``, r.layer, r.level ?? '\u2014', (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.message), (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.why)]));
}


/***/ }),

/***/ 9432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b3: () => (/* binding */ renderScanSarif),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   ro: () => (/* binding */ sarifRuleName)
/* harmony export */ });
/* unused harmony export SARIF_SCHEMA */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9830);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
// SARIF 2.1.0 for GitHub code scanning: one rule per registry row, one result per finding on its config line.
// Observed findings are kind "fail" with their level; unverified layers are kind "open" (the spec's "could not be
// determined"), whose level must be "none".



const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** A SARIF rule's `name`: its kebab-case id in PascalCase, as code scanning shows it. */
function sarifRuleName(id) {
    return id.replace(/(^|-)([a-z])/g, (_, _d, c) => c.toUpperCase());
}
/**
 * One SARIF log of one run of mcp-contract: its rules and results, plus what else that run carries (a base URI, the
 * column kind). The run's keys keep the order code scanning's examples use: tool, extras, results.
 */
function sarifLog(opts, rules, results, run = {}) {
    const log = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 'mcp-contract', semanticVersion: opts.version, informationUri: opts.informationUri, rules } }, ...run, results }],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
function artifact(file, abs, workspaceRelative) {
    if (workspaceRelative)
        return { uri: file.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
    return { uri: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(abs).href };
}
function renderScanSarif(r, opts) {
    const index = new Map(_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .SCAN_RULES */ .wF.map((rule, i) => [rule.id, i]));
    const files = new Map(r.files.map((f) => [f.path, f]));
    const results = r.servers.flatMap((s) => s.findings.map((f) => {
        const file = files.get(f.file);
        const relative = file !== undefined && !/^([/\\]|[A-Za-z]:|\.\.)/.test(f.file);
        return {
            ruleId: f.rule,
            ruleIndex: index.get(f.rule) ?? 0,
            kind: f.layer === 'observed' ? 'fail' : 'open',
            level: f.layer === 'observed' ? (f.level ?? 'warning') : 'none',
            message: { text: `${s.name}: ${f.message}` },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: artifact(f.file, file?.abs ?? f.file, relative),
                        region: { startLine: f.line, startColumn: f.column },
                    },
                    logicalLocations: [{ name: s.name, kind: 'object', fullyQualifiedName: `${f.file}#${f.pointer}` }],
                },
            ],
            partialFingerprints: { 'mcpContractScan/v1': (0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.createHash)('sha256').update(JSON.stringify([f.rule, f.file, s.name, f.pointer])).digest('hex').slice(0, 16) },
            properties: { layer: f.layer, server: s.name, client: s.client, pointer: f.pointer },
        };
    }));
    const rules = _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .SCAN_RULES */ .wF.map((rule) => ({
        id: rule.id,
        name: sarifRuleName(rule.id),
        shortDescription: { text: rule.title },
        fullDescription: { text: rule.why },
        help: { text: rule.hint.replace(/\{[A-Za-z]+\}/g, '\u2026') },
        defaultConfiguration: { level: rule.level ?? 'none' },
        properties: { tags: [rule.layer, 'mcp', 'launch-configuration'] },
    }));
    return sarifLog(opts, rules, results, {
        originalUriBaseIds: { '%SRCROOT%': { uri: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(r.workspace.endsWith('/') ? r.workspace : `${r.workspace}/`).href } },
        columnKind: 'unicodeCodePoints',
    });
}


/***/ }),

/***/ 1796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_REPLACE_ENV),
/* harmony export */   c: () => (/* binding */ verifiedFileAt)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.



/**
 * Replace refs (`git replace`) let anyone who can write to the repository's object store make one object read as
 * another; a PR's build can do that to the base snapshot. Every read here sees the objects as committed.
 */
const NO_REPLACE_ENV = { GIT_NO_REPLACE_OBJECTS: '1' };
/**
 * One `git cat-file --batch` for the objects of one file read (a commit, a tree per directory level, the blob): one
 * process instead of one per object. Asked one object at a time, since each id comes from the object before it.
 */
class ObjectReader {
    child;
    /** What git wrote and this reader has not consumed yet, joined only when a read needs it whole. */
    chunks = [];
    length = 0;
    waiting;
    ended = false;
    constructor(top) {
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['--no-replace-objects', 'cat-file', '--batch'], {
            cwd: top,
            env: { ...process.env, ...NO_REPLACE_ENV },
            stdio: ['pipe', 'pipe', 'ignore'],
        });
        this.child.stdout.on('data', (chunk) => {
            this.chunks.push(chunk);
            this.length += chunk.length;
            this.wake();
        });
        const end = () => {
            this.ended = true;
            this.wake();
        };
        this.child.stdout.on('end', end);
        this.child.on('error', end);
        this.child.stdin.on('error', () => undefined);
    }
    wake() {
        const w = this.waiting;
        this.waiting = undefined;
        w?.();
    }
    /** At least `bytes` buffered, or false once git has ended without them. */
    async have(bytes) {
        while (this.length < bytes) {
            if (this.ended)
                return false;
            await new Promise((resolve) => (this.waiting = resolve));
        }
        return true;
    }
    joined() {
        if (this.chunks.length !== 1)
            this.chunks = [Buffer.concat(this.chunks, this.length)];
        return this.chunks[0];
    }
    consume(bytes) {
        const all = this.joined();
        this.chunks = bytes < all.length ? [all.subarray(bytes)] : [];
        this.length -= bytes;
        return all.subarray(0, bytes);
    }
    async headerLine() {
        for (;;) {
            const nl = this.length === 0 ? -1 : this.joined().indexOf(10);
            if (nl >= 0)
                return this.consume(nl + 1).toString('latin1', 0, nl);
            if (this.length > MAX_HEADER || !(await this.have(this.length + 1)))
                return undefined;
        }
    }
    /** The object `id` as git stores it; undefined when git has none by that id, or it is too large to read. */
    async read(id) {
        if (this.ended)
            return undefined;
        this.child.stdin.write(`${id}\n`);
        const header = await this.headerLine();
        // `<id> <type> <size>`, or `<id> missing` (also for what is not a full id of an object here).
        const m = header === undefined ? null : /^([0-9a-f]+) ([a-z]+) (\d+)$/.exec(header);
        if (!m || m[1] !== id)
            return undefined;
        const size = Number(m[3]);
        if (size > MAX_OBJECT_BYTES || !(await this.have(size + 1)))
            return undefined;
        const body = Buffer.from(this.consume(size + 1).subarray(0, size));
        return { type: m[2], body };
    }
    close() {
        this.child.stdin.end();
        this.child.stdout.destroy();
        if (this.child.exitCode === null && this.child.signalCode === null)
            this.child.kill();
    }
}
/** No snapshot, config or tree comes near this; a larger object is refused rather than held in memory. */
const MAX_OBJECT_BYTES = 256 * 1024 * 1024;
/** `<64 hex> <type> <size>`: anything longer than this before a newline is not a header git writes. */
const MAX_HEADER = 200;
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function readObject(reader, type, id, top) {
    const object = await reader.read(id);
    if (object === undefined || object.type !== type)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
    const body = object.body;
    const algorithm = id.length === 64 ? 'sha256' : 'sha1';
    const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)(algorithm).update(`${type} ${body.length}\0`).update(body).digest('hex');
    if (actual !== id)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)} (${type}) does not hash to its id: the repository's object store was altered, so nothing read from it can be trusted`);
    return body;
}
function findEntry(tree, name, idBytes) {
    const wanted = Buffer.from(name, 'utf8');
    let pos = 0;
    while (pos < tree.length) {
        const space = tree.indexOf(0x20, pos);
        const nul = tree.indexOf(0x00, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + idBytes > tree.length)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git tree object is malformed');
        const mode = tree.subarray(pos, space).toString('latin1');
        const entryName = tree.subarray(space + 1, nul);
        const id = tree.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        if (entryName.equals(wanted))
            return { mode, id };
        pos = nul + 1 + idBytes;
    }
    return undefined;
}
/**
 * The content of `rel` (repository-relative, forward slashes) at `commit` (a full object id), every object on the way
 * verified. Undefined when no such file is there; a symlink there is refused (its target is not the file's content).
 */
async function verifiedFileAt(commit, rel, top) {
    if (!HEX_ID.test(commit))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git: "${commit}" is not a full object id`);
    const reader = new ObjectReader(top);
    try {
        return await fileAt(reader, commit, rel, top);
    }
    finally {
        reader.close();
    }
}
async function fileAt(reader, commit, rel, top) {
    const idBytes = commit.length / 2;
    const head = (await readObject(reader, 'commit', commit, top)).toString('latin1');
    const m = /^tree ([0-9a-f]+)\n/.exec(head);
    if (!m)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git commit ${commit.slice(0, 12)} names no tree`);
    let tree = m[1];
    const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
    for (let i = 0; i < segments.length; i++) {
        const entry = findEntry(await readObject(reader, 'tree', tree, top), segments[i], idBytes);
        if (!entry)
            return undefined;
        const last = i === segments.length - 1;
        if (!last) {
            if (entry.mode !== '40000')
                return undefined;
            tree = entry.id;
            continue;
        }
        if (entry.mode === '120000')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
        if (!entry.mode.startsWith('100'))
            return undefined;
        return (await readObject(reader, 'blob', entry.id, top)).toString('utf8');
    }
    return undefined;
}


/***/ }),

/***/ 9033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ ensureRef),
/* harmony export */   Cz: () => (/* binding */ readSnapshotSpec),
/* harmony export */   Sp: () => (/* binding */ gitTop),
/* harmony export */   k: () => (/* binding */ gitShow)
/* harmony export */ });
/* unused harmony exports git, gitBlobAt, gitCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8804);
/* harmony import */ var _git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1796);
// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.





function git(args, cwd) {
    return new Promise((done) => {
        const env = { ...process.env, ..._git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REPLACE_ENV */ .P };
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['--no-replace-objects', ...args], { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? (err.code) : 1) : 0;
            done({ code, stdout, stderr });
        });
    });
}
/** The repository's top directory, or undefined outside a checkout. */
async function gitTop(cwd) {
    const r = await git(['rev-parse', '--show-toplevel'], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/**
 * The text of PATH (relative to the repo top) at a commit, read object by object from the commit's own id with every
 * object's hash checked; undefined when it is no file there.
 */
async function gitBlobAt(commit, rel, top) {
    const id = HEX_ID.test(commit) ? commit : await gitCommit(commit, top);
    if (!id)
        return undefined;
    return (0,_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .verifiedFileAt */ .c)(id, rel, top);
}
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The commit a ref names (full sha), or undefined. */
async function gitCommit(ref, cwd) {
    const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/** `REF:PATH` with PATH relative to `cwd`; undefined when the file is absent at REF. */
async function gitShow(ref, path, cwd) {
    const top = await gitTop(cwd);
    if (!top)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path)).split('\\').join('/');
    const commit = await gitCommit(ref, top);
    if (!commit)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: no such git ref "${ref}"`);
    return gitBlobAt(commit, rel, top);
}
/** Makes `ref` available in a shallow checkout (actions/checkout fetches one commit by default). */
async function ensureRef(ref, cwd) {
    if ((await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0)
        return true;
    const remoteRef = ref.replace(/^origin\//, '');
    await git(['fetch', '--no-tags', '--depth=1', 'origin', `${remoteRef}:refs/remotes/origin/${remoteRef}`], cwd);
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0;
}
/** A snapshot side: a file path, or `git:REF:PATH`. */
async function readSnapshotSpec(spec, cwd) {
    if (spec.startsWith('git:')) {
        const rest = spec.slice(4);
        const i = rest.indexOf(':');
        if (i <= 0 || i === rest.length - 1)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: expected git:REF:PATH`);
        const ref = rest.slice(0, i);
        const path = rest.slice(i + 1);
        const text = await gitShow(ref, path, cwd);
        if (text === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: no file "${path}" at git ref "${ref}"`);
        return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSnapshot */ .E$)(text, spec);
    }
    return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readSnapshot */ .RA)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, spec), spec);
}


/***/ })

};
