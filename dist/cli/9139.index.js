export const id = 9139;
export const ids = [9139];
export const modules = {

/***/ 9139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderSarifDrift: () => (/* binding */ renderSarifDrift)
/* harmony export */ });
/* unused harmony exports SARIF_DRIFT_SCHEMA, sarifText, capabilityLine, capabilityLines */
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71518);



const SARIF_DRIFT_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const ZWSP = '\u200b';
const LEVELS = { breaking: 'error', review: 'warning', safe: 'note' };
/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
function sarifText(text, max = 1000) {
    return (0,_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanTerminal */ .m)(text, max)
        .replace(/[\\[\]]/g, (c) => `\\${c}`)
        .replace(/@/g, `@${ZWSP}`);
}
/**
 * The 1-based line of `"ref": REF` of the capability in the surface, in a snapshot written as committed (two-space
 * indented, sorted keys: surface keys at depth 2, item refs at depth 7). Strings never span lines in that form, so a
 * hostile description cannot forge a matching line; any other layout answers undefined.
 */
function capabilityLine(text, surface, ref) {
    return capabilityLines(text).get(lineKey(surface, ref));
}
const lineKey = (surface, ref) => `${JSON.stringify(surface)}\n${JSON.stringify(ref)}`;
const SURFACE_LINE = /^ {4}("(?:[^"\\]|\\.)*"): \{$/;
const REF_LINE = /^ {14}"ref": ("(?:[^"\\]|\\.)*"),?$/;
/**
 * Every capability's line in one pass, keyed by surface and ref (the first of each). Read once per snapshot: a line
 * looked up by scanning the text per change made a 50,000-change SARIF report quadratic (120 s against 3 s for JSON).
 */
function capabilityLines(text) {
    const out = new Map();
    const lines = text.split('\n');
    let inSurfaces = false;
    let surface;
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '  "surfaces": {')
            inSurfaces = true;
        else if (inSurfaces && /^ {2}\S/.test(line))
            break;
        else if (inSurfaces && /^ {4}\S/.test(line))
            surface = SURFACE_LINE.exec(line)?.[1];
        else if (surface !== undefined) {
            const ref = REF_LINE.exec(line)?.[1];
            if (ref === undefined)
                continue;
            const key = `${surface}\n${ref}`;
            if (!out.has(key))
                out.set(key, i + 1);
        }
    }
    return out;
}
function artifactLocation(path) {
    if (/^([/\\]|[A-Za-z]:)/.test(path))
        return { uri: `file://${path.split(/[\\/]/).map(encodeURIComponent).join('/').replace(/^(?!\/)/, '/')}` };
    return { uri: path.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_, _d, c) => c.toUpperCase());
}
function changeRef(change) {
    return change.after?.refs[0] ?? change.before?.refs[0];
}
function result(entry, change, ruleIndex, approved, lines) {
    const ref = changeRef(change);
    const snapshot = entry.snapshot;
    const line = lines !== undefined && ref !== undefined ? (lines.get(lineKey(change.surface, ref)) ?? 1) : 1;
    const where = `${entry.report.server} ${change.surface}${ref ? ` ${ref}` : ''}`;
    const index = ruleIndex.get(change.rule);
    return {
        ruleId: change.rule,
        ...(index === undefined ? {} : { ruleIndex: index }),
        kind: 'fail',
        level: LEVELS[change.severity],
        message: { text: sarifText(`${where}: ${change.message}${change.hint ? ` Hint: ${change.hint}` : ''}`) },
        ...(snapshot
            ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(snapshot.path), region: { startLine: line } }, logicalLocations: [{ name: sarifText(ref ?? change.kind, 300), kind: 'member', fullyQualifiedName: sarifText(where, 600) }] }] }
            : {}),
        partialFingerprints: { 'mcpContractDrift/v1': change.fingerprint },
        ...(approved?.has(change.fingerprint) ? { suppressions: [{ kind: 'external', status: 'accepted', justification: 'signed off on the pull request' }] } : {}),
        properties: { server: sarifText(entry.report.server, 300), surface: sarifText(change.surface, 300), severity: change.severity, ...(change.adjusted ? { adjusted: sarifText(change.adjusted) } : {}) },
    };
}
/** A server that could not be compared (no snapshot) is a notification of the run, not a result. */
function invocation(entries) {
    const errors = entries.flatMap((e) => ('error' in e ? [e] : []));
    return {
        executionSuccessful: errors.length === 0,
        ...(errors.length
            ? {
                toolExecutionNotifications: errors.map((e) => ({
                    level: 'error',
                    message: { text: sarifText(`${e.server}: ${e.error}`) },
                    ...(e.snapshot ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(e.snapshot.path) } }] } : {}),
                })),
            }
            : {}),
    };
}
/** One SARIF 2.1.0 log (one run) for the reports of a run's servers. */
function renderSarifDrift(entries, opts = {}) {
    const ruleIndex = new Map(_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule, i) => [rule.id, i]));
    const rules = _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule) => ({
        id: rule.id,
        name: ruleName(rule.id),
        shortDescription: { text: sarifText((0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.message).replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
        fullDescription: { text: sarifText(rule.why) },
        help: { text: sarifText(rule.hint.replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
        defaultConfiguration: { level: LEVELS[rule.severity] },
        properties: { tags: [...new Set(['mcp', 'drift', rule.type, ...Object.values(rule.tags).filter((t) => typeof t === 'string')])], severity: rule.severity },
    }));
    const log = {
        $schema: SARIF_DRIFT_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'mcp-contract', ...(opts.version ? { semanticVersion: opts.version } : {}), informationUri: opts.informationUri ?? 'https://github.com/mcp-contract/mcp-contract', rules } },
                ...(opts.root ? { originalUriBaseIds: { '%SRCROOT%': { uri: artifactLocation(opts.root.endsWith('/') ? opts.root : `${opts.root}/`).uri } } } : {}),
                invocations: [invocation(entries)],
                results: entries.flatMap((entry) => {
                    if (!('report' in entry))
                        return [];
                    const lines = entry.snapshot?.text === undefined ? undefined : capabilityLines(entry.snapshot.text);
                    return entry.report.changes.map((change) => result(entry, change, ruleIndex, opts.approved, lines));
                }),
            },
        ],
    };
    return `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .safeJson */ .oi)(log)}\n`;
}


/***/ })

};
