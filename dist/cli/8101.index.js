export const id = 8101;
export const ids = [8101,3730,6604,893];
export const modules = {

/***/ 2979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ captureComplete)
});

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture_capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
;// CONCATENATED MODULE: ./src/capture/complete.ts
// An observation must be complete before anything compares it: a failed list is never read as a removal.


/** A surface that never got past start/initialize, as one error naming the phase (not four per-kind failures). */
function surfaceFailure(name, snapshot) {
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        if (!s.error)
            continue;
        const cause = s.error.replace(/^initialize failed: /, '');
        const phase = /^cannot start /.test(cause) ? 'start' : 'initialize';
        const where = Object.keys(snapshot.surfaces).length > 1 ? `surface "${surface}": ` : '';
        return new errors/* CaptureError */.$3(name, phase, `${where}${cause}`);
    }
    return undefined;
}
/** Throws the CaptureError (exit 3) that says why the observation is incomplete. */
function assertComplete(name, snapshot) {
    const early = surfaceFailure(name, snapshot);
    if (early)
        throw early;
    const missing = (0,capture_capture/* incompleteKinds */.aW)(snapshot);
    if (missing.length > 0)
        throw new errors/* CaptureError */.$3(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}

// EXTERNAL MODULE: ./src/identity/server.ts
var identity_server = __webpack_require__(46475);
;// CONCATENATED MODULE: ./src/api/capture-complete.ts
// The one capture every entry runs: the configured server captured, an incomplete observation refused (CaptureError,
// never a list read as a removal), and the launch identity recorded. The public captureServer, the CLI's commands and
// the Action all come through here; the CLI alone passes what is not public (canaries in the session, the Inspector).



async function captureComplete(name, server, options) {
    const { identity, ...capture } = options;
    const snapshot = await (0,capture_capture/* captureServer */.I)(name, server, capture);
    assertComplete(name, snapshot);
    // After the capture: a build step may have just written the entry the identity hashes. A server in this process was
    // launched by nothing the snapshot could name.
    if (identity === false || options.inProcess)
        return snapshot;
    return (0,identity_server/* withIdentity */.B)(snapshot, { name, server, baseDir: options.baseDir, env: options.env });
}


/***/ }),

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

/***/ 72968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ countByKind),
/* harmony export */   w: () => (/* binding */ describeCounts)
/* harmony export */ });
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97336);

function countByKind(snapshot) {
    const sets = Object.fromEntries(_core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW.map((k) => [k, new Set()]));
    for (const surface of Object.values(snapshot.surfaces))
        for (const k of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW)
            for (const c of surface.kinds[k].items)
                sets[k].add(c.ref);
    return Object.fromEntries(_core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW.map((k) => [k, sets[k].size]));
}
const LABEL = {
    tool: ['tool', 'tools'],
    prompt: ['prompt', 'prompts'],
    resource: ['resource', 'resources'],
    resourceTemplate: ['template', 'templates'],
};
function describeCounts(counts, separator = ', ') {
    const parts = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW.filter((k) => k !== 'resourceTemplate' || counts[k] > 0).map((k) => `${counts[k]} ${LABEL[k][counts[k] === 1 ? 0 : 1]}`);
    return parts.join(separator);
}


/***/ }),

/***/ 25480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   captureTarget: () => (/* binding */ captureTarget)
/* harmony export */ });
/* harmony import */ var _api_capture_complete_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2979);
/* harmony import */ var _capture_eras_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39411);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_lossless_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32863);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70893);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6604);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);







/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e, log) {
    if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ContractError */ .Vl) || log.length === 0)
        return e;
    const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
    if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CaptureError */ .$3)
        return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CaptureError */ .$3(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
    return e;
}
/**
 * The surfaces the target's committed snapshot saw serve both eras: their capture starts both processes at once.
 * A missing or unreadable snapshot gives none here; the command reports it where it reads the snapshot itself.
 */
async function dualEraOf(target) {
    return target.snapshotPath ? (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_5__.readSnapshot)(target.snapshotPath).then(_capture_eras_js__WEBPACK_IMPORTED_MODULE_1__/* .dualEraSurfaces */ .fY, () => []) : [];
}
async function captureTarget(target, io, via, quiet = false, afterLists, slots, early) {
    const log = [];
    try {
        // The library's own capture (complete, with its launch identity), plus what only the CLI passes.
        const identified = await (0,_api_capture_complete_js__WEBPACK_IMPORTED_MODULE_0__/* .captureComplete */ .M)(target.name, target.server, {
            baseDir: target.baseDir,
            env: io.env,
            via,
            log: (line) => log.push(line),
            afterLists,
            dualEra: await dualEraOf(target),
            slots,
            ...(early ? { early } : {}),
        });
        const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
        if (shown.length > 0)
            io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .untrustedBlock */ .C9)(io, shown.flatMap((l) => l.split('\n').map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(x, 500)))));
        for (const w of (0,_core_shared_lossless_js__WEBPACK_IMPORTED_MODULE_3__/* .losslessWarnings */ .WP)(identified))
            io.stderr(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(w, 500)}\n`);
        return identified;
    }
    catch (e) {
        throw withLog(e, log);
    }
}


/***/ }),

/***/ 33191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   captureAndWrite: () => (/* binding */ captureAndWrite)
/* harmony export */ });
/* harmony import */ var _badge_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72968);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78560);
/* harmony import */ var _capture_target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25480);
/* harmony import */ var _capture_concurrent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22749);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71604);
// `mcp-contract snapshot`, once its server is starting (snapshot.ts): capture each target and write its file. Loaded
// while the first server boots: the capture, digest, validator and writer code is most of the command's chunks.





const RENDER = {
    text: (written) => written.map((w) => `wrote ${w.path}: ${(0,_badge_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCounts */ .w)(w.counts)} (${w.surfaces.join(', ')})\n`).join(''),
    json: (written) => `${JSON.stringify({ servers: written }, null, 2)}\n`,
};
async function captureAndWrite(run, io) {
    const { targets, limit, via, format, early } = run;
    const settled = await (0,_capture_concurrent_js__WEBPACK_IMPORTED_MODULE_3__/* .settleBounded */ .ZL)(targets, limit, (t, i, slots) => (0,_capture_target_js__WEBPACK_IMPORTED_MODULE_2__.captureTarget)(t, io, via, format !== 'text', undefined, slots, i === 0 ? early : undefined));
    const written = [];
    // Every server that was captured completely gets its file, in config order, even when another failed.
    for (const [i, t] of targets.entries()) {
        const outcome = settled[i];
        if (outcome.status === 'rejected')
            continue;
        const snap = outcome.value;
        await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCapturedSnapshot */ .y9)(t.snapshotPath, snap, t.root);
        written.push({ server: t.name, path: (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .shownPath */ .pS)(io, t.snapshotPath), surfaces: Object.keys(snap.surfaces), counts: (0,_badge_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .countByKind */ .L)(snap) });
    }
    const failure = (0,_capture_concurrent_js__WEBPACK_IMPORTED_MODULE_3__/* .combinedFailure */ .UV)(settled);
    // The files written before a failure are still listed in text; a machine format is all or nothing.
    if (failure === undefined || format === 'text')
        io.stdout(RENDER[format](written));
    if (failure !== undefined)
        throw failure;
    return 0;
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

/***/ 70893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ONLY_DETAILS_DIFFER),
/* harmony export */   m: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_5__.m),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28555);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35579);









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_4__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldLines */ .zo)(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.rule, 60)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(one);
        if (told?.removed)
            lines.push(`             removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldHint */ .VK)(x) ?? []))
            lines.push(`             hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(h, 500)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .addedCueWords */ .t0)(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    if (r.hosts)
        lines.push(...(0,_hosts_js__WEBPACK_IMPORTED_MODULE_6__/* .hostTextLines */ .F$)(r.hosts, _terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ })

};
