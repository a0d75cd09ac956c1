export const id = 1260;
export const ids = [1260];
export const modules = {

/***/ 24433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ toolDrift),
/* harmony export */   Fu: () => (/* binding */ toolsOf),
/* harmony export */   Zz: () => (/* binding */ widerThan),
/* harmony export */   bW: () => (/* binding */ toolDriftOf),
/* harmony export */   iw: () => (/* binding */ hintsOf)
/* harmony export */ });
/* harmony import */ var _core_shared_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40139);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_diff_renames_match_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35012);
/* harmony import */ var _core_diff_powers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54221);
/* harmony import */ var _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38112);





/** The tools of every surface, by name (the first surface's definition where surfaces differ). */
function toolsOf(snapshot, side) {
    const out = new Map();
    for (const [name, surface] of Object.entries(snapshot.surfaces)) {
        // An incomplete list would make every rule look void and every tool new: nothing is judged on it.
        const tools = surface.kinds.tool;
        if (surface.error !== undefined || tools.observation.state === 'failed')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${side}: surface "${name}": its tools were not observed completely (${tools.observation.state}); consent needs both sides whole`);
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
    for (const [old, r] of (0,_core_diff_renames_match_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveRenames */ .y7)((0,_core_shared_config_js__WEBPACK_IMPORTED_MODULE_4__/* .configOfServer */ .X)(config, server).renames)) {
        if (!old.startsWith(TOOL))
            continue;
        const from = old.slice(TOOL.length);
        const to = r.to.filter((t) => t.startsWith(TOOL) && t !== old).map((t) => t.slice(TOOL.length));
        if (!before.has(from) || to.length === 0)
            continue;
        // A rename onto a tool the base already served would hand the old tool's decisions to an unrelated tool.
        const existing = to.find((t) => before.has(t) && !after.has(from));
        if (existing !== undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: renames: "${old}" -> "tool:${existing}": tool:${existing} already existed before the change; a rename cannot land on an existing tool`);
        const served = to.filter((t) => after.has(t));
        if (served.length > 0)
            out.set(from, served);
    }
    const cycle = cycleOf(out);
    if (cycle)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: renames: a cycle (${cycle.map((t) => `tool:${t}`).join(' -> ')}): names that trade places cannot carry decisions`);
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
    return toolDriftOf(head.server, toolsOf(base, '--from'), toolsOf(head, '--to'), config, where, rebinds);
}
/** The drift between two sets of tools by name (two snapshots, or what a guard store approved and now serves). */
function toolDriftOf(server, b, a, config, where, rebinds) {
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
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: renames and approved rebinds: a cycle (${cycle.map((t) => `tool:${t}`).join(' -> ')}): names that trade places cannot carry decisions`);
    const targets = new Set([...decl.values()].flat());
    const removed = [...b.values()].filter((c) => !a.has(c.ref.slice(TOOL.length)) && !decl.has(c.ref.slice(TOOL.length)));
    const added = [...a.values()].filter((c) => !b.has(c.ref.slice(TOOL.length)) && !targets.has(c.ref.slice(TOOL.length)));
    const suggested = (0,_core_diff_renames_match_js__WEBPACK_IMPORTED_MODULE_1__/* .suggestMatches */ .G3)(removed, added, _core_diff_powers_js__WEBPACK_IMPORTED_MODULE_2__/* .againstGrain */ .Jb).targets;
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
    const risky = (0,_core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_3__/* .riskyAdditions */ .qz)(before, after)[0];
    if (risky)
        out.push(`its text ${risky.what}`);
    return out;
}


/***/ }),

/***/ 79516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ applyCarries),
/* harmony export */   Rg: () => (/* binding */ effectiveCarries),
/* harmony export */   WH: () => (/* binding */ unifiedDiff)
/* harmony export */ });
/** A TOML basic string: every control character (U+0000-U+001F, U+007F) escaped, as TOML requires. */
function tomlString(s) {
    let out = '"';
    for (const ch of s) {
        const code = ch.codePointAt(0);
        if (ch === '"' || ch === '\\')
            out += `\\${ch}`;
        // A lone surrogate is escaped too, so the re-read refuses it (TOML holds Unicode scalar values only) instead of
        // the file's UTF-8 turning it into U+FFFD, another name.
        else if (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff))
            out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
        else
            out += ch;
    }
    return `${out}"`;
}
const quoteIn = (syntax) => (s) => (syntax === 'toml' ? tomlString(s) : JSON.stringify(s));
/** A TOML key: bare when it can be, else a basic string. */
const tomlKey = (s) => (/^[A-Za-z0-9_-]+$/.test(s) ? s : tomlString(s));
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
function applyCarries(text, carries, syntax = 'json') {
    const quote = quoteIn(syntax);
    const ops = [];
    const byAnchor = new Map();
    carries.forEach((c, order) => {
        const copy = c.anchor.copy;
        if (copy && c.replace && !ops.some((o) => o.at === c.anchor.start))
            ops.push({ at: c.anchor.start, remove: c.anchor.end - c.anchor.start, insert: tomlKey(c.text), order });
        else if (copy) {
            // The rule's own statement again under the new key: `[...tools.NEW]` / `tools.NEW.approval_mode = ...` / `NEW = {...}`.
            const stmt = text.slice(copy.start, c.anchor.start) + tomlKey(c.text) + text.slice(c.anchor.end, copy.end);
            ops.push({ at: copy.at, remove: 0, insert: `${copy.sep}${stmt}`, order });
        }
        else if (c.replace && !ops.some((o) => o.at === c.anchor.start))
            ops.push({ at: c.anchor.start, remove: c.anchor.end - c.anchor.start, insert: quote(c.text), order });
        else {
            const g = byAnchor.get(c.anchor.start) ?? { anchor: c.anchor, texts: [] };
            g.texts.push(c.text);
            byAnchor.set(c.anchor.start, g);
        }
    });
    for (const { anchor, texts } of byAnchor.values())
        ops.push(...insertAfter(text, anchor, texts, ops.length, quote));
    ops.sort((x, y) => y.at - x.at || y.order - x.order);
    let out = text;
    for (const op of ops)
        out = out.slice(0, op.at) + op.insert + out.slice(op.at + op.remove);
    return out;
}
function insertAfter(text, anchor, texts, order, quote) {
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


/***/ }),

/***/ 16733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ rulesOfFile),
/* harmony export */   Hm: () => (/* binding */ userConsentFiles),
/* harmony export */   LQ: () => (/* binding */ writeCarries),
/* harmony export */   gB: () => (/* binding */ clientOfPath),
/* harmony export */   pb: () => (/* binding */ consentClientOf),
/* harmony export */   qH: () => (/* binding */ carriedText),
/* harmony export */   r2: () => (/* binding */ workspaceConsentFiles),
/* harmony export */   uw: () => (/* binding */ consentFiles),
/* harmony export */   x_: () => (/* binding */ GATEWAY_KEY),
/* harmony export */   zK: () => (/* binding */ readConsentFile)
/* harmony export */ });
/* unused harmony exports vscodePromptDirs, TOOL_SETS_SUFFIX, BACKUP_SUFFIX, syntaxOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85438);
/* harmony import */ var _storage_dir_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43608);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78560);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(71518);
/* harmony import */ var _edit_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(79516);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(12319);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(890);
// Where each client keeps its decisions, reading them bounded, and writing carries back: in place, atomically, with a
// backup beside the file, never through a symbolic link, never into a file another user owns, never in a form its
// client cannot read back, and never over another writer's edit (another consent run waits on a lock; the client
// itself is checked for right before the rename).











/** Each client's documented files: the user's under the home directory, the project's under the workspace. */
function consentFiles(workspace, home, env, config) {
    const out = [...userConsentFiles(home, env), ...workspaceConsentFiles(workspace)];
    if (config)
        out.push([config, 'gateway']);
    // The same file reached twice (the workspace is the home) is read once.
    const seen = new Set();
    return out.filter(([f]) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f) && !seen.has(f) && Boolean(seen.add(f)));
}
/** The user's own settings: Claude Code's, Gemini CLI's, Codex's ($CODEX_HOME) and VS Code's tool sets. */
function userConsentFiles(home, env) {
    const codexHome = env.CODEX_HOME ?? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(home, '.codex');
    return [
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(home, '.claude', 'settings.json'), 'claude-code'],
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(home, '.gemini', 'settings.json'), 'gemini'],
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(codexHome, 'config.toml'), 'codex'],
        ...vscodePromptDirs(home, env).flatMap((dir) => toolSetFiles(dir).map((f) => [f, 'vscode'])),
    ];
}
/** The project's settings, shared (`.claude/settings.json`) and personal (`.claude/settings.local.json`). */
function workspaceConsentFiles(workspace) {
    return [
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, '.claude', 'settings.json'), 'claude-code'],
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, '.claude', 'settings.local.json'), 'claude-code'],
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, '.gemini', 'settings.json'), 'gemini'],
        [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, '.codex', 'config.toml'), 'codex'],
    ];
}
/**
 * VS Code keeps tool sets in the profile, not the workspace: `*.toolsets.jsonc` in the user folder's `prompts`
 * (Linux, macOS and Windows places).
 */
function vscodePromptDirs(home, env) {
    const out = [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(home, '.config', 'Code', 'User', 'prompts'), node_path__WEBPACK_IMPORTED_MODULE_2___default().join(home, 'Library', 'Application Support', 'Code', 'User', 'prompts')];
    if (env.APPDATA)
        out.push(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(env.APPDATA, 'Code', 'User', 'prompts'));
    return out;
}
const TOOL_SETS_SUFFIX = '.toolsets.jsonc';
function toolSetFiles(dir) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir)
            .filter((f) => f.endsWith(TOOL_SETS_SUFFIX))
            .sort()
            .map((f) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, f));
    }
    catch {
        return [];
    }
}
/** A file named on the command line: its client from its place and name, else one clear line. */
function clientOfPath(file, shown) {
    const client = consentClientOf(file);
    if (client)
        return client;
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${shown}: not a client file consent knows (.claude/settings.json, .claude/settings.local.json, .gemini/settings.json, a Codex config.toml, a VS Code *.toolsets.jsonc, mcp-contract.json)`);
}
/** A file's client from its place and name; undefined for a file no client keeps decisions in. */
function consentClientOf(file) {
    const parts = file.replace(/\\/g, '/').split('/');
    const base = parts[parts.length - 1];
    const parent = parts[parts.length - 2];
    if (parent === '.claude' && (base === 'settings.json' || base === 'settings.local.json'))
        return 'claude-code';
    if (parent === '.gemini' && base === 'settings.json')
        return 'gemini';
    if (base.endsWith('.toml'))
        return 'codex';
    if (base.endsWith(TOOL_SETS_SUFFIX))
        return 'vscode';
    if (base === 'mcp-contract.json')
        return 'gateway';
    return undefined;
}
function readConsentFile(abs, shown, client) {
    try {
        return { abs, shown, client, text: (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readBounded */ .CB)(abs, shown, undefined, 'consent reads settings files') };
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb)
            throw e;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${shown}: cannot read (${e.code ?? e.message})`);
    }
}
const READERS = {
    'claude-code': _read_js__WEBPACK_IMPORTED_MODULE_9__/* .claudeRules */ .uP,
    gemini: _read_js__WEBPACK_IMPORTED_MODULE_9__/* .geminiRules */ .tW,
    codex: _read_js__WEBPACK_IMPORTED_MODULE_9__/* .codexRules */ .J9,
    vscode: _read_js__WEBPACK_IMPORTED_MODULE_9__/* .vscodeToolSetRules */ .u7,
    gateway: _read_js__WEBPACK_IMPORTED_MODULE_9__/* .profileRules */ .Db,
};
/** The key clients give the gateway's own entry (`init --gateway` writes it): its tools are `<server>__<tool>`. */
const GATEWAY_KEY = 'mcp-contract';
/**
 * A server's rules in one file: the ones under its own key, and the ones the client keeps for the gateway's entry over
 * this server's published tools (`mcp__mcp-contract__<server>__<tool>`, `<server>__<tool>` in a tool list). A gateway
 * profile names members itself, so it is read once, by the server's own key.
 */
function rulesOfFile(file, server, gateway = GATEWAY_KEY) {
    const own = READERS[file.client](file.text, file.shown, server);
    if (file.client === 'gateway' || gateway === server)
        return own;
    const prefix = `${server}__`;
    const reach = (glob) => {
        const star = glob.indexOf('*');
        const lit = star < 0 ? glob : glob.slice(0, star);
        return star < 0 ? glob.startsWith(prefix) : prefix.startsWith(lit) || lit.startsWith(prefix);
    };
    const via = READERS[file.client](file.text, file.shown, gateway)
        // A glob in the server's place (`mcp__*__delete_*`) is read once, by the server's own key.
        .filter((r) => r.whole === undefined && reach(r.tools))
        .map((r) => ({ ...r, prefix }));
    return [...own, ...via];
}
const BACKUP_SUFFIX = '.mcp-contract-backup';
function isLink(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/** The syntax a client's file is written in. */
function syntaxOf(client) {
    return client === 'codex' ? 'toml' : 'json';
}
/**
 * The file's text with the carries applied, read back with the same reader before it may be written: it must parse,
 * every carried name must be read back as an exact rule of its list (not a glob, not an entry the client skips), and
 * every rule read before must still be there (a replaced one aside). Otherwise one line, nothing written: a file its
 * client cannot read loses every decision in it.
 */
function carriedText(file, carries, server) {
    const next = (0,_edit_js__WEBPACK_IMPORTED_MODULE_10__/* .applyCarries */ .G$)(file.text, carries, syntaxOf(file.client));
    const refuse = (why) => {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${file.shown}: consent will not write it: ${why}; nothing written`);
    };
    let after;
    try {
        after = rulesOfFile({ ...file, text: next }, server);
    }
    catch (e) {
        if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb))
            throw e;
        return refuse(`the edited file would not parse (${e.message.slice(file.shown.length + 2)})`);
    }
    const key = (list, text) => `${list}\0${text}`;
    const read = new Set(after.map((r) => key(r.list.key, r.entry.text)));
    const exact = new Set(after.filter((r) => (0,_model_js__WEBPACK_IMPORTED_MODULE_8__/* .ruleTool */ .vt)(r) !== undefined).map((r) => key(r.list.key, r.entry.text)));
    for (const c of carries)
        if (!exact.has(key(c.list.key, c.text)))
            refuse(`the name "${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanTerminal */ .m)(c.text, 120)}" (server "${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanTerminal */ .m)(server, 80)}") would not read back as that one tool in ${c.list.key}`);
    const replaced = new Set(carries.filter((c) => c.replace).map((c) => key(c.list.key, c.anchor.text)));
    for (const r of rulesOfFile(file, server))
        if (!read.has(key(r.list.key, r.entry.text)) && !replaced.has(key(r.list.key, r.entry.text)))
            refuse(`the rule "${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanTerminal */ .m)(r.entry.text, 120)}" in ${r.list.key} would no longer read back`);
    return next;
}
/**
 * The carries placed again on the file as it is now (another run or the client saved it since it was read): each goes
 * beside the same rule (same list, same entry) in the new text; one whose rule is gone cannot be placed.
 */
function rebase(file, carries, now, server) {
    const rules = rulesOfFile({ ...file, text: now }, server);
    const out = [];
    for (const c of carries) {
        const r = rules.find((x) => x.list.key === c.list.key && x.entry.text === c.anchor.text && (x.entry.copy === undefined) === (c.anchor.copy === undefined));
        if (!r)
            return `the rule "${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanTerminal */ .m)(c.anchor.text, 120)}" in ${c.list.key} is gone from it`;
        out.push({ ...c, list: r.list, anchor: r.entry });
    }
    return (0,_edit_js__WEBPACK_IMPORTED_MODULE_10__/* .effectiveCarries */ .Rg)(out);
}
/** How many times a write is placed again on a file that another writer changed under it, before it gives up. */
const MAX_REBASES = 5;
/**
 * Writes one file's carries, holding `<file>.lock` (consent runs wait for each other) and re-reading the file under it:
 * the carries are placed again on whatever another run wrote. The client does not take our lock, so the new text
 * replaces the file only if the file still holds what the carries were placed on, checked right before the rename;
 * if the client saved in between, they are placed again on its text. A backup of the replaced text goes beside it.
 * Throws WriteError (nothing written) when the file cannot be written or a rule it carries from is gone.
 */
async function writeCarries(file, carries, uid, server) {
    return (0,_storage_dir_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .withLock */ .kK)(file.abs, async () => {
        for (let round = 0; round < MAX_REBASES; round++) {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file.abs);
            if (st.isSymbolicLink())
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .WriteError */ .QM(`cannot write ${file.shown}: it is a symbolic link; consent edits only the file itself`);
            if (uid !== undefined && st.uid !== uid)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .WriteError */ .QM(`cannot write ${file.shown}: it belongs to another user (uid ${st.uid})`);
            const now = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readBounded */ .CB)(file.abs, file.shown, undefined, 'consent reads settings files');
            const placed = now === file.text ? carries : rebase(file, carries, now, server);
            if (typeof placed === 'string')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .WriteError */ .QM(`cannot write ${file.shown}: it changed while consent ran (${placed}); nothing written, run it again`);
            if (placed.length === 0)
                return { before: now, after: now };
            const next = carriedText({ ...file, text: now }, placed, server);
            const mode = st.mode & 0o777;
            if (await swapIfUnchanged(file, now, next, mode))
                return { before: now, after: next };
        }
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .WriteError */ .QM(`cannot write ${file.shown}: it kept changing while consent ran (${MAX_REBASES} tries); nothing written, run it again`);
    });
}
/**
 * Replaces the file with `next` only while it still holds `expected`: the new text and a backup are written first,
 * the file is read again, and only then renamed over. False (the temp file and this try's backup removed) when
 * another writer got there first.
 */
async function swapIfUnchanged(file, expected, next, mode) {
    // An earlier run's backup holds the file as it was before any carry: it is kept, and this one goes beside it.
    let backup = `${file.abs}${BACKUP_SUFFIX}`;
    for (let n = 1; (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(backup) || isLink(backup); n++)
        backup = `${file.abs}${BACKUP_SUFFIX}.${n}`;
    await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(backup, expected, undefined, mode);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file.abs), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file.abs)}.${process.pid}.consent.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0), mode);
        try {
            await fh.writeFile(next, 'utf8');
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        if ((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readBounded */ .CB)(file.abs, file.shown, undefined, 'consent reads settings files') !== expected) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(backup, { force: true });
            return false;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, file.abs);
        return true;
    }
    catch (e) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb || e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .WriteError */ .QM)
            throw e;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .WriteError */ .QM(`cannot write ${file.shown}: ${e.message}`);
    }
}


/***/ }),

/***/ 12319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ ruleCovers),
/* harmony export */   Ct: () => (/* binding */ ruleWhere),
/* harmony export */   cy: () => (/* binding */ entryFor),
/* harmony export */   oT: () => (/* binding */ CONSENT_CLIENT_LABEL),
/* harmony export */   vt: () => (/* binding */ ruleTool)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63826);
// A saved decision in a client's own file, read into one shape: which server's tools it names, what it does to them,
// and the exact place of its string in the file, so a carry edits that list and nothing else.

const CONSENT_CLIENT_LABEL = {
    'claude-code': 'Claude Code',
    gemini: 'Gemini CLI',
    codex: 'Codex',
    vscode: 'VS Code tool set',
    gateway: 'gateway profile',
};
/** A rule's line, as a reader finds it. */
function ruleWhere(rule) {
    return `${rule.list.file}:${rule.entry.line}`;
}
/** Whether the rule covers one tool of its server, as the client itself matches it. */
function ruleCovers(rule, tool) {
    const name = `${rule.prefix ?? ''}${tool}`;
    return rule.whole !== undefined ? (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatch */ .e)(rule.whole, `mcp__${rule.server}__${name}`) : (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatch */ .e)(rule.tools, name);
}
/** The one tool a rule names exactly (no glob), as the server calls it; undefined for a server-wide or glob rule. */
function ruleTool(rule) {
    if (rule.whole !== undefined || rule.tools.includes('*'))
        return undefined;
    const p = rule.prefix ?? '';
    return rule.tools.startsWith(p) ? rule.tools.slice(p.length) : undefined;
}
/** The entry that names one tool of the rule's server in the rule's client's own syntax. */
function entryFor(rule, published) {
    const tool = `${rule.prefix ?? ''}${published}`;
    if (rule.client === 'claude-code')
        return `mcp__${rule.server}__${tool}`;
    // A profile's server part may be a glob (`*/tool:x`): the carried entry names this server only, never every server.
    if (rule.client === 'gateway')
        return `${rule.server}/tool:${tool}`;
    // VS Code names an MCP server's tool `<server>/<tool>` in a tool set, as in a custom agent's tools.
    if (rule.client === 'vscode')
        return `${rule.server}/${tool}`;
    return tool;
}


/***/ }),

/***/ 890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dn: () => (/* binding */ claudeInertAllows),
  uP: () => (/* binding */ claudeRules),
  J9: () => (/* binding */ codexRules),
  tW: () => (/* binding */ geminiRules),
  Db: () => (/* binding */ profileRules),
  u7: () => (/* binding */ vscodeToolSetRules)
});

// EXTERNAL MODULE: ./src/capture/glob.ts
var glob = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/gateway/profiles.ts
var gateway_profiles = __webpack_require__(22210);
// EXTERNAL MODULE: ./src/scan/jsonc.ts
var jsonc = __webpack_require__(69970);
;// CONCATENATED MODULE: ./src/consent/toml.ts
// The part of TOML that Codex's config.toml needs for consent: which `[mcp_servers.NAME]` table holds which
// `enabled_tools` / `disabled_tools` array, and where each string of it sits; and each approval mode
// (`default_tools_approval_mode`, `tools.<tool>.approval_mode`) with the statement that holds the tool's key. Every
// other value is skipped by its syntax (multi-line strings and arrays included), never interpreted, so a carry edits
// only the array it names (or copies the one statement) and the file's comments, order and layout stay as the user
// wrote them. No TOML library is in the dependencies, and a
// full one that rewrites the file would lose exactly what must be kept.

/** U+0000-U+001F and U+007F: what TOML never holds raw outside a tab (and line breaks where lines end). */
function isControl(c) {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
}
const LISTS = new Set(['enabled_tools', 'disabled_tools']);
const BARE = /[A-Za-z0-9_-]/;
function tomlToolLists(text, file) {
    return new TomlScanner(text, file).scan().lists;
}
function tomlConsent(text, file) {
    return new TomlScanner(text, file).scan();
}
class TomlScanner {
    text;
    file;
    i = 0;
    line = 1;
    table = [];
    /** The current table's header: a key of it is held by the header, its copy running to the value found under it. */
    headerStart = 0;
    out = [];
    approvals = [];
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
                while (!this.done() && this.peek() !== '\n') {
                    const k = this.peek();
                    if (isControl(k) && k !== '\t' && k !== '\r')
                        this.fail(`control character U+${k.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in a comment`);
                    this.next();
                }
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
    scan() {
        while (!this.done()) {
            this.blank(true);
            if (this.done())
                break;
            if (this.peek() === '[')
                this.header();
            else
                this.keyValue();
        }
        return { lists: this.out, approvals: this.approvals };
    }
    header() {
        this.headerStart = this.i;
        this.next();
        const arrayTable = this.peek() === '[';
        if (arrayTable)
            this.next();
        const path = this.keyPath();
        if (this.next() !== ']' || (arrayTable && this.next() !== ']'))
            this.fail('expected "]" closing a table header');
        // An array of tables is never a server's table: keys under it are not ours.
        this.table = arrayTable ? [{ name: '[[', start: -1, end: -1 }] : path;
        this.endOfLine();
    }
    keyPath() {
        const parts = [];
        for (;;) {
            this.blank(false);
            const c = this.peek();
            const start = this.i;
            if (c === '"' || c === "'")
                parts.push({ name: this.str().value, start, end: this.i });
            else {
                let k = '';
                while (BARE.test(this.peek()) && !this.done())
                    k += this.next();
                if (k === '')
                    this.fail('expected a key');
                parts.push({ name: k, start, end: this.i });
            }
            this.blank(false);
            if (this.peek() !== '.')
                return parts;
            this.next();
        }
    }
    /** The offset just before the line break (or the end) of the line `at` is on. */
    lineEnd(at) {
        const eol = this.text.indexOf('\n', at);
        const end = eol < 0 ? this.text.length : eol;
        return this.text[end - 1] === '\r' ? end - 1 : end;
    }
    keyValue() {
        const line = this.line;
        const stmt = this.text.lastIndexOf('\n', this.i - 1) + 1;
        const own = this.keyPath();
        const key = [...this.table, ...own];
        const names = key.map((k) => k.name);
        if (this.next() !== '=')
            this.fail('expected "=" after a key');
        this.blank(false);
        const ours = key.length === 3 && names[0] === 'mcp_servers' && LISTS.has(names[2]);
        if (ours) {
            if (this.peek() !== '[')
                this.fail(`${names.join('.')}: expected an array of tool names`);
            this.out.push({ server: names[1], key: names[2], line, entries: this.stringArray(names.join('.')) });
        }
        else {
            // A key of the header is held by the header (a copy runs from it); one written here, by this statement.
            const holders = key.map((_, i) => (i < this.table.length ? { start: this.headerStart, sep: '\n\n' } : { start: stmt, sep: '\n' }));
            this.value(key, holders, false);
        }
        this.endOfLine();
    }
    /**
     * A value at `key` (each key's holder beside it): an approval mode is recorded, an inline table is walked for one,
     * anything else is skipped by its syntax.
     */
    value(key, holders, nested) {
        const names = key.map((k) => k.name);
        const c = this.peek();
        if (c === '{' && names[0] === 'mcp_servers' && key.length <= 4) {
            this.inlineTable(key, holders);
            return;
        }
        const isMode = names[0] === 'mcp_servers' && ((key.length === 3 && names[2] === 'default_tools_approval_mode') || (key.length === 5 && names[2] === 'tools' && names[4] === 'approval_mode'));
        if (!isMode || (c !== '"' && c !== "'")) {
            this.skipValue(nested);
            return;
        }
        const line = this.line;
        const start = this.i;
        const mode = this.str().value;
        if (key.length === 3) {
            this.approvals.push({ server: names[1], mode, entry: { text: `default_tools_approval_mode = '${mode}'`, line, start, end: this.i } });
            return;
        }
        const t = key[3];
        const h = holders[3];
        // A line is copied up to this value and the copy goes after the line, so its trailing comment stays with it; a
        // pair of an inline table runs to the end of its own value (set when the pair ends).
        const at = h.sep === ', ' ? this.i : this.lineEnd(this.i);
        this.approvals.push({ server: names[1], tool: t.name, mode, entry: { text: t.name, line, start: t.start, end: t.end, copy: { start: h.start, end: this.i, at, sep: h.sep } } });
    }
    inlineTable(prefix, holders) {
        this.next();
        for (;;) {
            this.blank(true);
            if (this.done())
                this.fail('unterminated inline table');
            if (this.peek() === '}') {
                this.next();
                return;
            }
            if (this.peek() === ',') {
                this.next();
                continue;
            }
            const pairStart = this.i;
            const own = this.keyPath();
            if (this.next() !== '=')
                this.fail('expected "=" in an inline table');
            this.blank(false);
            // A copy of a key of this pair is the whole pair, placed after it with a comma.
            const pair = { start: pairStart, sep: ', ' };
            const before = this.approvals.length;
            this.value([...prefix, ...own], [...holders, ...own.map(() => pair)], true);
            for (const a of this.approvals.slice(before)) {
                const copy = a.entry.copy;
                if (copy && copy.sep === ', ' && copy.start === pairStart)
                    Object.assign(copy, { end: this.i, at: this.i });
            }
        }
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
            if (c === '\r' && multiline && this.peek(1) === '\n') {
                value += this.next();
                continue;
            }
            // TOML holds no raw control character in a string but a tab (and a multi-line string's line breaks): Codex's
            // reader refuses the whole file over one, so this reader does too.
            if (isControl(c) && c !== '\t' && !(c === '\n' && multiline))
                this.fail(`control character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in a string`);
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
            const code = parseInt(hex, 16);
            if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
                this.fail(`\\${c}${hex} is not a Unicode scalar value`);
            return String.fromCodePoint(code);
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
 * server) or `mcp__<server>__<tool>`, where the tool part may be a glob (`mcp__github__get_*`). An entry with
 * parentheses is skipped by Claude Code itself for MCP tools. A glob in the server's place (`mcp__*`,
 * `mcp__*__delete_*`) is documented to work in deny and ask only: in allow Claude Code skips it (it approves nothing),
 * so it is no allow rule here either; in deny and ask it covers every server's matching tools, this one's included.
 */
function claudeRules(text, file, server) {
    const doc = parse(text, file);
    const starts = lineStarts(text);
    const whole = `mcp__${server}`;
    return ['allow', 'ask', 'deny'].flatMap((effect) => {
        const list = jsonList(text, doc, starts, `/permissions/${effect}`, file, `permissions.${effect}`);
        return rulesOf('claude-code', list, effect, server, (e) => {
            if (e.includes('('))
                return undefined;
            if (e === whole || e === `${whole}__*`)
                return '*';
            return e.startsWith(`${whole}__`) ? e.slice(whole.length + 2) : undefined;
        }).concat(effect === 'allow' || !list ? [] : unanchored(list, effect, server));
    });
}
/**
 * Claude Code's allow entries with a glob in the server's place (`mcp__*`, `mcp__git*__push`): documented to be
 * skipped, so they approve nothing, whatever the user meant by them.
 */
function claudeInertAllows(text, file) {
    const doc = parse(text, file);
    const list = jsonList(text, doc, lineStarts(text), '/permissions/allow', file, 'permissions.allow');
    return (list?.entries ?? []).filter((e) => {
        const star = e.text.indexOf('*');
        return e.text.startsWith('mcp__') && !e.text.includes('(') && star >= 0 && !e.text.slice(0, star).includes('__', 'mcp__'.length);
    });
}
/** Deny and ask entries whose server part is a glob that can reach this server: a glob over the whole tool name. */
function unanchored(list, effect, server) {
    const prefix = `mcp__${server}__`;
    return list.entries.flatMap((entry) => {
        const e = entry.text;
        if (!e.startsWith('mcp__') || e.includes('(') || e.startsWith(prefix) || e === `mcp__${server}`)
            return [];
        const star = e.indexOf('*');
        // Without a star, or with the server's part written out before it, the entry names one server: another one.
        if (star < 0 || e.slice(0, star).includes('__', 'mcp__'.length))
            return [];
        if (!prefix.startsWith(e.slice(0, star)))
            return [];
        return [{ client: 'claude-code', effect, server, tools: e, whole: e, entry, list }];
    });
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
/**
 * Codex: `[mcp_servers.<server>]` `enabled_tools` (an allow list) and `disabled_tools` (applied after it), and the
 * approval modes: `default_tools_approval_mode` for the server and `tools.<tool>.approval_mode` for one tool, where
 * `approve` runs the tool unasked (an allow) and `prompt` always asks (an ask). `auto` and `writes` are no saved
 * decision about a tool: Codex derives them from the tool's own annotations on every call, so they follow a change.
 */
function codexRules(text, file, server) {
    const toml = tomlConsent(text, file);
    const lists = toml.lists
        .filter((l) => l.server === server)
        .flatMap((l) => rulesOf('codex', { file, key: `mcp_servers.${server}.${l.key}`, entries: l.entries }, l.key === 'enabled_tools' ? 'allow' : 'deny', server, (e) => e));
    const mine = toml.approvals.filter((a) => a.server === server);
    // Every tool's table is one list: a carry never writes a second table for a tool that has one (TOML refuses that).
    const tools = { file, key: `mcp_servers.${server}.tools`, entries: mine.filter((a) => a.tool !== undefined).map((a) => a.entry) };
    const modes = mine.flatMap((a) => {
        const effect = a.mode === 'approve' ? 'allow' : a.mode === 'prompt' ? 'ask' : undefined;
        if (!effect)
            return [];
        // The server's default is matched by every tool and names none: it is reported, never rewritten.
        const list = a.tool === undefined ? { file, key: `mcp_servers.${server}.default_tools_approval_mode`, entries: [] } : tools;
        return [{ client: 'codex', effect, server, tools: a.tool ?? '*', entry: a.entry, list }];
    });
    return [...lists, ...modes];
}
/**
 * VS Code tool sets (`*.toolsets.jsonc` in the profile's prompts folder): `{ "<set>": { "tools": [...] } }`, where an MCP
 * server's tool is `<server>/<tool>` and `<server>/*` is every tool of it. Selecting a set makes its tools available
 * at once: each entry is a saved choice to offer that tool, an allow.
 */
function vscodeToolSetRules(text, file, server) {
    const doc = parse(text, file);
    const starts = lineStarts(text);
    if (!isObject(doc.value))
        throw new errors/* UsageError */.eb(`${file}:1: a tool sets file is an object of tool sets`);
    return Object.keys(doc.value).flatMap((name) => {
        const list = jsonList(text, doc, starts, `${(0,jsonc/* pointerOf */.rq)([name])}/tools`, file, `${name}.tools`);
        return rulesOf('vscode', list, 'allow', server, (e) => (e === `${server}/*` ? '*' : e.startsWith(`${server}/`) ? e.slice(server.length + 1) : undefined));
    });
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


/***/ }),

/***/ 86264:
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

/***/ 86293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Je: () => (/* binding */ permissionText),
/* harmony export */   QW: () => (/* binding */ PERMISSION_RULES),
/* harmony export */   xf: () => (/* binding */ permissionMarkdown)
/* harmony export */ });
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57789);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70893);
// The clients' saved permission rules, held against each server's committed snapshot: a rule naming a tool the
// snapshot no longer serves protects (or allows) nothing, and a server-wide or wildcard allow approves every tool the
// server serves, destructive and open-world ones included. The findings come from the consent adapter (the CLI hands
// them in, like identities); this file holds their shape, their two rule rows and their text and markdown.


const PERMISSION_RULES = [
    {
        id: 'permission-rule-void',
        title: 'A saved client rule names a tool the committed snapshot no longer serves',
        why: 'After a rename the rule matches nothing: a deny or ask stops protecting (the new name runs as the rest do), an allow stops applying. mcp-contract consent carries it to the new name.',
    },
    {
        id: 'permission-rule-widened',
        title: 'A server-wide or wildcard allow approves tools that may write',
        why: 'mcp__srv, mcp__srv__*, srv/*, trust and a server-wide approve follow every tool the server serves, including the ones that do not declare themselves read-only, and every one it adds later.',
    },
];
function where(f) {
    return `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(f.file, 300)}:${f.line}`;
}
function permissionText(findings) {
    if (findings.length === 0)
        return [];
    return [
        'client permission rules, held against the committed snapshots:',
        ...findings.map((f) => `  ${where(f)}: ${f.level}: ${f.rule} ${f.client} ${f.effect} "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(f.entry, 200)}" (${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(f.server, 80)}): ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(f.message, 600)}`),
    ];
}
function permissionMarkdown(findings) {
    if (findings.length === 0)
        return [];
    return [
        '#### Client permission rules',
        '',
        ...findings.map((f) => `- **${f.level}** \`${f.rule}\`, ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(f.file, 300)} line ${f.line}: ${f.client} ${f.effect} ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(`"${f.entry}"`, 200)} (${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(f.server, 80)}): ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(f.message, 600)}`),
        '',
    ];
}


/***/ }),

/***/ 39830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ renderScanRulesMarkdown),
/* harmony export */   aR: () => (/* binding */ scanRule),
/* harmony export */   wF: () => (/* binding */ SCAN_RULES)
/* harmony export */ });
/* harmony import */ var _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
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

/***/ 39432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b3: () => (/* binding */ renderScanSarif),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   ro: () => (/* binding */ sarifRuleName)
/* harmony export */ });
/* unused harmony export SARIF_SCHEMA */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39830);
/* harmony import */ var _permissions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86293);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
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
/** A permission finding on its rule's line: the file the client reads, workspace-relative when it is inside. */
function permissionResult(f, ruleIndex) {
    const relative = !/^([/\\]|[A-Za-z]:|\.\.)/.test(f.file);
    return {
        ruleId: f.rule,
        ruleIndex,
        kind: 'fail',
        level: f.level,
        message: { text: `${f.client} ${f.effect} "${f.entry}" (${f.server}): ${f.message}` },
        locations: [{ physicalLocation: { artifactLocation: artifact(f.file, f.abs, relative), region: { startLine: f.line } } }],
        partialFingerprints: { 'mcpContractScan/v1': (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256').update(JSON.stringify([f.rule, f.file, f.server, f.entry])).digest('hex').slice(0, 16) },
        properties: { layer: 'observed', server: f.server, client: f.client, snapshot: f.snapshot },
    };
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
            partialFingerprints: { 'mcpContractScan/v1': (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256').update(JSON.stringify([f.rule, f.file, s.name, f.pointer])).digest('hex').slice(0, 16) },
            properties: { layer: f.layer, server: s.name, client: s.client, pointer: f.pointer },
        };
    }));
    const permissions = (r.permissions ?? []).map((f) => permissionResult(f, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .SCAN_RULES */ .wF.length + _permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .PERMISSION_RULES */ .QW.findIndex((x) => x.id === f.rule)));
    const permissionRules = _permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .PERMISSION_RULES */ .QW.map((rule) => ({
        id: rule.id,
        name: sarifRuleName(rule.id),
        shortDescription: { text: rule.title },
        fullDescription: { text: rule.why },
        help: { text: 'Run mcp-contract consent to carry the rule across the rename, or narrow the allow to the tools it means.' },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: ['observed', 'mcp', 'permissions'] },
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
    return sarifLog(opts, [...rules, ...permissionRules], [...results, ...permissions], {
        originalUriBaseIds: { '%SRCROOT%': { uri: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(r.workspace.endsWith('/') ? r.workspace : `${r.workspace}/`).href } },
        columnKind: 'unicodeCodePoints',
    });
}


/***/ })

};
