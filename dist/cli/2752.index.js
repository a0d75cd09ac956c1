export const id = 2752;
export const ids = [2752];
export const modules = {

/***/ 62752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJunit: () => (/* binding */ renderJunit)
/* harmony export */ });
/* unused harmony export xmlText */
// XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF even as character references: they are shown
// as visible `\uXXXX` text so a hostile description cannot make the file unreadable.
const ILLEGAL_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Text or attribute value made inert in XML; no CDATA is used, so `]]>` needs nothing beyond `>` escaped. */
function xmlText(value) {
    return value
        .replace(ILLEGAL_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
function failing(opts) {
    return (change) => (change.severity === 'breaking' || change.severity === 'review') && !opts.approved?.has(change.fingerprint);
}
function caseName(change) {
    const ref = change.after?.refs[0] ?? change.before?.refs[0] ?? change.kind;
    return `${change.surface} ${ref}`;
}
function testCase(server, name, changes, isFailure) {
    const failures = changes.filter(isFailure);
    const open = `    <testcase classname="${xmlText(server)}" name="${xmlText(name)}"`;
    if (failures.length === 0)
        return `${open}/>`;
    const body = failures.map((c) => {
        const detail = `${c.rule} (${c.severity}): ${c.message}\nfingerprint: ${c.fingerprint}${c.hint ? `\nhint: ${c.hint}` : ''}`;
        return `      <failure type="${xmlText(c.rule)}" message="${xmlText(c.message)}">${xmlText(detail)}</failure>`;
    });
    return `${open}>\n${body.join('\n')}\n    </testcase>`;
}
function testSuite(report, isFailure) {
    const groups = new Map();
    for (const change of report.changes) {
        const name = caseName(change);
        groups.set(name, [...(groups.get(name) ?? []), change]);
    }
    const cases = groups.size === 0 ? [testCase(report.server, 'no drift', [], isFailure)] : [...groups].map(([name, cs]) => testCase(report.server, name, cs, isFailure));
    const failures = [...groups.values()].filter((cs) => cs.some(isFailure)).length;
    const tests = Math.max(groups.size, 1);
    return `  <testsuite name="${xmlText(report.server)}" tests="${tests}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
}
function errorSuite(entry) {
    const server = xmlText(entry.server);
    return `  <testsuite name="${server}" tests="1" failures="0" errors="1" skipped="0">\n    <testcase classname="${server}" name="snapshot">\n      <error type="snapshot" message="${xmlText(entry.error)}"/>\n    </testcase>\n  </testsuite>`;
}
/** JUnit XML for one report per server (a server without one is an error suite). */
function renderJunit(reports, opts = {}) {
    const isFailure = failing(opts);
    const suites = reports.map((r) => ('error' in r ? errorSuite(r) : testSuite(r, isFailure)));
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-contract">\n${suites.join('\n')}\n</testsuites>\n`;
}


/***/ })

};
