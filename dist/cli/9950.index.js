export const id = 9950;
export const ids = [9950];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   cD: () => (/* binding */ onlyFormOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   rz: () => (/* binding */ onlyForm),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* unused harmony export parserOptions */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89990);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63379);
// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.





/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command, e, options) {
    const help = `(see mcp-contract ${command} --help)`;
    const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const guess = name.startsWith('--') ? (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name.slice(2), Object.keys(options)) : undefined;
        return `mcp-contract ${command}: unknown option ${name}${guess ? ` (did you mean --${guess}?)` : ''} ${help}`;
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        return /argument missing/.test(e.message)
            ? `mcp-contract ${command}: ${name} needs a value ${help}`
            : `mcp-contract ${command}: ${name} takes no value ${help}`;
    }
    return `mcp-contract ${command}: ${e.message.split('\n')[0]} ${help}`;
}
/** `positionals` is how many bare arguments the command takes; more is a usage error rather than silently ignored. */
function parse(command, args, options, positionals = 0) {
    const dd = args.indexOf('--');
    const head = dd >= 0 ? args.slice(0, dd) : args;
    const rest = dd >= 0 ? args.slice(dd + 1) : [];
    let r;
    try {
        r = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: head, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usageMessage(command, e, options));
    }
    if (r.positionals.length > positionals) {
        const extra = r.positionals[positionals];
        const hint = positionals === 0 && /\.json$/.test(extra) && options.config ? ` (a file goes after an option, e.g. --config ${extra})` : '';
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: unexpected argument "${extra}"${hint} (see mcp-contract ${command} --help)`);
    }
    return { values: r.values, positionals: r.positionals, rest };
}
function str(p, name) {
    const v = p.values[name];
    return typeof v === 'string' ? v : undefined;
}
function list(p, name) {
    const v = p.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
function flag(p, name) {
    return p.values[name] === true;
}
function oneOf(command, option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: --${option} must be one of ${allowed.join(', ')} (got "${value}")`);
}
/** A value of a row with choices, its alias resolved; a value outside them is a usage error naming what is taken. */
function chosen(command, row, value) {
    const word = row.aliases && Object.hasOwn(row.aliases, value) ? row.aliases[value] : value;
    return oneOf(command, row.name, word, row.choices ?? [word], word);
}
/** `--format F`, or `--json` (its alias); the two may not disagree. */
function chosenFormat(spec, p) {
    const names = Object.keys(spec.formats ?? { text: '' });
    const format = p.values.format;
    const json = flag(p, 'json');
    if (format === undefined)
        return { format: json ? 'json' : names[0], formatGiven: json };
    if (json && format !== 'json')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: --json is --format json, which --format ${format} contradicts`);
    return { format, formatGiven: true };
}
function maxOperands(spec) {
    if (spec.maxOperands !== undefined)
        return spec.maxOperands;
    const operands = spec.operands ?? [];
    return operands.some((o) => o.repeat) ? Infinity : operands.length;
}
/** What node's parseArgs is given for a command: its table's rows, and nothing else. */
function parserOptions(spec) {
    const options = {};
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec))
        options[r.name] = { type: r.value ? 'string' : 'boolean', ...(r.short ? { short: r.short } : {}), ...(r.repeat ? { multiple: true } : {}) };
    return options;
}
/** Parses a command's arguments with its table: the options it declares, its operands, its format and threshold. */
function parseCommand(spec, args) {
    const p = parse(spec.name, args, parserOptions(spec), maxOperands(spec));
    // Every value with choices is checked, and its alias resolved, before the command sees it.
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec)) {
        const v = p.values[r.name];
        if (r.choices && v !== undefined && typeof v !== 'boolean')
            p.values[r.name] = Array.isArray(v) ? v.map((x) => chosen(spec.name, r, x)) : chosen(spec.name, r, v);
    }
    const failOn = spec.failOn ? (str(p, 'fail-on') ?? spec.failOn.default) : 'none';
    return Object.assign(p, chosenFormat(spec, p), { failOn });
}
/**
 * The arguments hold `option`, which selects one usage form (`init --gateway`, `guard --config` of a gateway): every
 * other option that form does not show is refused by name rather than silently dropped (`--run-as` would not apply).
 */
function onlyFormOf(spec, p, option, what = `--${option}`) {
    onlyForm(spec, p, (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOf */ .QU)(spec, option), what);
}
/** onlyFormOf for the usage form at `index`, one that no option of its own selects (a command after `--`). */
function onlyForm(spec, p, index, what) {
    const shown = (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOptions */ .Xm)(spec, index);
    const stray = Object.keys(p.values).filter((name) => p.values[name] !== undefined && !shown.has(name));
    if (stray.length === 0)
        return;
    const named = stray.map((name) => `--${name}`).join(', ');
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: ${named} ${stray.length === 1 ? 'does' : 'do'} not go with ${what} (see mcp-contract ${spec.name} --help)`);
}


/***/ }),

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
