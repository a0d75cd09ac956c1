export const id = 9950;
export const ids = [9950];
export const modules = {

/***/ 49950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rulesCommand: () => (/* binding */ rulesCommand)
/* harmony export */ });
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54452);
/* harmony import */ var _core_rules_rules_doc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8407);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20217);
/* harmony import */ var _hosts_doc_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31593);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
/* harmony import */ var _specs_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46906);
// `mcp-contract rules`: the rule catalog, as docs/rules.md shows it or as data.






const RENDER = {
    text: (rules) => rules.map((r) => `${r.id.padEnd(44)} ${r.severity.padEnd(9)} ${r.kinds.join(',')}\n`).join(''),
    markdown: () => `${(0,_core_rules_rules_doc_js__WEBPACK_IMPORTED_MODULE_1__/* .renderRulesMarkdown */ .d)()}\n`,
    json: (rules) => `${JSON.stringify(rules, null, 2)}\n`,
};
const HOSTS = {
    text: () => (0,_hosts_doc_js__WEBPACK_IMPORTED_MODULE_3__/* .renderHostChecksText */ .J)(),
    markdown: () => `${(0,_hosts_doc_js__WEBPACK_IMPORTED_MODULE_3__/* .renderHostChecksMarkdown */ .D)()}\n`,
    json: (checks) => `${JSON.stringify(checks, null, 2)}\n`,
};
async function rulesCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommand */ .RM)(_specs_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES_COMMAND */ .i, args);
    io.stdout((0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .flag */ .Jt)(p, 'hosts') ? HOSTS[p.format](_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .HOST_CHECKS */ .nr) : RENDER[p.format](_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0));
    return 0;
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

/***/ 8407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ renderRulesMarkdown)
/* harmony export */ });
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54452);
// The README rule table, rendered from the registry so the docs cannot drift from the code.


/** Stand-in values that make a message template read as a sentence in the table. */
const EXAMPLE = {
    kind: 'tool',
    name: 'NAME',
    surface: 'SURFACE',
    property: 'PROPERTY',
    argument: 'ARGUMENT',
};
function renderRulesMarkdown() {
    const lines = ['| Rule | Severity | Kinds | Reads | What it flags | Why |', '| --- | --- | --- | --- | --- | --- |'];
    for (const r of _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0) {
        const flags = r.message.replace(/\{([A-Za-z]+)\}/g, (_whole, k) => EXAMPLE[k] ?? `<${k}>`);
        lines.push(`| \`${r.id}\` | ${r.severity} | ${r.kinds.join(', ')} | ${r.reads.join(', ')} | ${(0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(flags)} | ${(0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.why)} |`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 31593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ renderHostChecksMarkdown),
/* harmony export */   J: () => (/* binding */ renderHostChecksText)
/* harmony export */ });
/* harmony import */ var _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20217);
// The host checks as `mcp-contract rules --hosts` prints them and the README table shows them: generated from the
// profiles, so the table cannot drift from what is enforced.


function renderHostChecksMarkdown() {
    return (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(['Check', 'Host', 'Refuses', 'Pointer', 'Fails the whole request', 'Default', 'Source (read)'], _profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_CHECKS */ .nr.map((c) => {
        const h = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .hostByName */ .nj)(c.host);
        return [`\`${c.id}\``, `\`${c.host}\``, (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(c.rejects), `\`${c.pointer}\``, h.wholeRequest ? 'yes' : 'no', h.byDefault ? 'on' : 'opt-in', `[${new URL(c.source).host}](${c.source}) (${c.read})`];
    }));
}
function renderHostChecksText() {
    return _profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_CHECKS */ .nr.map((c) => `${c.id.padEnd(36)} ${c.host.padEnd(17)} ${c.rejects}\n`).join('');
}


/***/ })

};
