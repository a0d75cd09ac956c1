export const id = 6496;
export const ids = [6496];
export const modules = {

/***/ 7739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ renderCanaryRulesMarkdown),
/* harmony export */   hr: () => (/* binding */ canaryRule)
/* harmony export */ });
/* unused harmony export CANARY_RULES */
/* harmony import */ var _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
// The canary registry: one row per way a canary fails, with its wording. A canary reports what it observed on this
// run; a pass is evidence for this input at this time, never a promise about the next call.

const ROWS = [
    {
        id: 'canary-tool-missing',
        tags: { subject: 'tool', aspect: 'existence' },
        message: 'The canary for tool `{tool}` could not run: the server no longer lists that tool.',
        hint: 'Restore the tool, or remove its canary from `canaries` in mcp-contract.json if the removal is meant.',
        why: 'The removal itself is a contract change; the canary says its behavioural evidence is gone too.',
    },
    {
        id: 'canary-call-failed',
        tags: { subject: 'call', aspect: 'transport' },
        message: 'Calling `{tool}` failed before any result came back: {error}.',
        hint: 'Check that the server starts and answers `tools/call` for this tool with the canary\'s arguments.',
        why: 'A call that errors at the protocol level exercised none of the behaviour the canary watches.',
    },
    {
        id: 'canary-tool-error',
        tags: { subject: 'result', aspect: 'error' },
        message: 'Tool `{tool}` answered with isError true: {text}.',
        hint: 'Read the error text: the fixed input the canary sends is no longer handled as before.',
        why: 'The same fixed input used to succeed; a tool error means behaviour changed even if the schema did not.',
    },
    {
        id: 'canary-output-schema-missing',
        tags: { subject: 'output-schema', aspect: 'existence' },
        message: 'The canary for `{tool}` checks its outputSchema, but the tool declares none.',
        hint: 'Declare an outputSchema on the tool, or drop `outputSchema` from this canary\'s expectations.',
        why: 'There is nothing to validate against; the check would pass vacuously.',
    },
    {
        id: 'canary-output-schema-violated',
        tags: { subject: 'output-schema', aspect: 'conformance' },
        message: 'The result of `{tool}` does not match its own outputSchema: {error}.',
        hint: 'Make the result match the declared outputSchema, or change the schema (a contract change reported on its own).',
        why: 'Consumers rely on the declared output schema; a result outside it breaks them whatever the listing says.',
    },
    {
        id: 'canary-structured-content-mismatch',
        tags: { subject: 'structured-content', aspect: 'conformance' },
        message: 'The structuredContent of `{tool}` does not match the canary schema: {error}.',
        hint: 'Compare the result with the canary\'s `structuredContent` schema: change the server back, or update that schema if the new facts are meant.',
        why: 'The key facts the canary pins changed for the same input: behaviour drifted under an unchanged schema.',
    },
    {
        id: 'canary-text-mismatch',
        tags: { subject: 'text-content', aspect: 'conformance' },
        message: 'The text content of `{tool}` does not match `{pattern}`: {text}.',
        hint: 'Compare the text with the pattern: change the server back, or update the canary\'s `text` if the new wording is meant.',
        why: 'What the model reads changed for the same input.',
    },
    {
        id: 'canary-match-timeout',
        tags: { subject: 'judgement', aspect: 'time' },
        message: 'Judging the result of `{tool}` was stopped at timeouts.totalMs: a regular expression (the `text` expectation or a `pattern` in a schema) was still matching.',
        hint: 'Simplify the pattern (no nested quantifiers), or raise timeouts.totalMs if the result is legitimately large.',
        why: 'A backtracking pattern against text the server chose can run for minutes; the check ends on time and says so instead of hanging.',
    },
];
const CANARY_RULES = ROWS.map((r) => ({ ...r, severity: _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .CANARY_FAILURE_SEVERITY */ .ij }));
const canaryRule = (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .byIdOf */ .I7)(CANARY_RULES, 'canary');
/** The README table of canary failures. */
function renderCanaryRulesMarkdown() {
    return (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(['id', 'what it reports', 'why'], CANARY_RULES.map((r) => [`\`${r.id}\``, (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.message), (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.why)]));
}


/***/ }),

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

/***/ 36496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  docsCommand: () => (/* binding */ docsCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/rules/rules-doc.ts
var rules_doc = __webpack_require__(8407);
// EXTERNAL MODULE: ./src/core/release/release-rules.ts
var release_rules = __webpack_require__(73398);
// EXTERNAL MODULE: ./src/scan/rules.ts
var rules = __webpack_require__(39830);
// EXTERNAL MODULE: ./src/canary/rules.ts
var canary_rules = __webpack_require__(7739);
// EXTERNAL MODULE: ./src/hosts/doc.ts
var doc = __webpack_require__(31593);
// EXTERNAL MODULE: ./src/cli/specs/docs.ts
var docs = __webpack_require__(99210);
// EXTERNAL MODULE: ./src/cli/specs/index.ts
var specs = __webpack_require__(15577);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
;// CONCATENATED MODULE: ./src/cli/schema-doc.ts
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A node with its local `$ref` followed (the local description wins over the definition's, as editors show it). */
function resolved(node, root) {
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/definitions/'))
        return node;
    const defs = root.definitions;
    const target = isObject(defs) ? defs[ref.slice('#/definitions/'.length)] : undefined;
    if (!isObject(target))
        return node;
    const { $ref: _ref, ...rest } = node;
    return { ...resolved(target, root), ...rest };
}
/** The branches a value may take: its oneOf/anyOf alternatives, or itself. */
function branches(node, root) {
    const alts = node.oneOf ?? node.anyOf;
    if (!Array.isArray(alts) || alts.some((a) => isObject(a) && a.type === undefined && a.required !== undefined))
        return [node];
    return alts.filter(isObject).map((a) => resolved(a, root));
}
function typeOf(node, root) {
    if (node.const !== undefined)
        return JSON.stringify(node.const);
    if (Array.isArray(node.enum))
        return node.enum.map((v) => JSON.stringify(v)).join(' \\| ');
    const alts = branches(node, root);
    if (alts.length > 1 || alts[0] !== node)
        return [...new Set(alts.map((a) => typeOf(a, root)))].join(' or ');
    if (node.type === 'array')
        return isObject(node.items) ? `array of ${typeOf(resolved(node.items, root), root)}` : 'array';
    if (node.type === 'object' && isObject(node.additionalProperties) && !isObject(node.properties)) {
        return `map of ${placeholder(node, root)} \u2192 ${typeOf(resolved(node.additionalProperties, root), root)}`;
    }
    return typeof node.type === 'string' ? node.type : 'any';
}
/** What a map's keys are called in the key column: capability refs are REF, rule ids RULE, anything else NAME. */
function placeholder(node, root) {
    const names = isObject(node.propertyNames) ? resolved(node.propertyNames, root) : {};
    const pattern = typeof names.pattern === 'string' ? names.pattern : '';
    if (pattern.startsWith('^(tool|prompt'))
        return 'REF';
    if (pattern.startsWith('^[a-z0-9]+(-'))
        return 'RULE';
    return 'NAME';
}
/** The keys inside a value: its properties, a map's entries, an array's items, each object branch of a oneOf. */
function children(node, path, root) {
    const out = [];
    for (const b of branches(node, root)) {
        if (isObject(b.properties))
            for (const [k, v] of Object.entries(b.properties))
                if (isObject(v))
                    out.push([`${path}.${k}`, resolved(v, root)]);
        if (b.type === 'array' && isObject(b.items)) {
            const items = resolved(b.items, root);
            if (branches(items, root).some((x) => isObject(x.properties)))
                out.push(...children(items, `${path}[]`, root));
        }
        if (isObject(b.additionalProperties)) {
            const value = resolved(b.additionalProperties, root);
            const key = `${path}.${placeholder(b, root)}`;
            if (typeof value.description === 'string')
                out.push([key, value]);
            else if (branches(value, root).some((x) => isObject(x.properties)))
                out.push(...children(value, key, root));
        }
    }
    return out;
}
function walk(key, node, root, depth) {
    const row = { key, type: typeOf(node, root), meaning: typeof node.description === 'string' ? node.description : '' };
    // A recursive definition would loop; no key of the config is nested this deep.
    return depth > 8 ? [row] : [row, ...children(node, key, root).flatMap(([k, v]) => walk(k, v, root, depth + 1))];
}
/** Every key of the schema, depth first in the schema's own order; `$schema` included, as editors offer it. */
function schemaRows(schema) {
    const props = isObject(schema.properties) ? schema.properties : {};
    return Object.entries(props).flatMap(([k, v]) => (isObject(v) ? walk(k, resolved(v, schema), schema, 0) : []));
}
/** Text from the schema in a markdown table cell: no pipe ends the cell and no `<server>` reads as an HTML tag. */
function cell(text) {
    return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
}
function renderSchemaTable(schema) {
    return [
        '| key | type | meaning |',
        '| --- | --- | --- |',
        ...schemaRows(schema).map((r) => `| \`${r.key}\` | ${r.type.replace(/</g, '&lt;')} | ${cell(r.meaning)} |`),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/docs.ts
// The generated sections of the README and its docs/ pages, rendered from the code that defines them (a test fails
// when a page drifts).













/** Reads the `inputs:`/`outputs:` block of our own action.yml (a fixed, simple layout: no YAML library needed). */
function actionEntries(actionYml, block) {
    const lines = actionYml.split('\n');
    const start = lines.findIndex((l) => l === `${block}:`);
    if (start < 0)
        return [];
    const out = [];
    let current;
    let inDescription = false;
    for (const line of lines.slice(start + 1)) {
        if (/^\S/.test(line))
            break;
        const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
        if (name) {
            current = { name: name[1], description: '' };
            out.push(current);
            inDescription = false;
            continue;
        }
        const field = /^ {4}(description|default|required):\s*(.*)$/.exec(line);
        if (field && current) {
            const value = field[2].replace(/^(['"])(.*)\1$/, '$2');
            inDescription = field[1] === 'description' && value === '';
            if (field[1] === 'description')
                current.description = value;
            if (field[1] === 'default')
                current.default = value;
            continue;
        }
        if (inDescription && current && /^ {6}/.test(line))
            current.description += `${current.description ? ' ' : ''}${line.trim()}`;
    }
    return out;
}
function docs_cell(text) {
    return text.replace(/\|/g, '\\|');
}
function renderDocSection(section, root) {
    switch (section) {
        case 'usage':
            return ['```', ...Object.values(specs/* SPECS */.n).flatMap(help/* usageLines */.p), '```'].join('\n');
        case 'rules':
            return (0,rules_doc/* renderRulesMarkdown */.d)();
        case 'release-rules':
            return (0,release_rules/* renderReleaseRulesMarkdown */.gd)();
        case 'scan-rules':
            return (0,rules/* renderScanRulesMarkdown */.Q_)();
        case 'canary-rules':
            return (0,canary_rules/* renderCanaryRulesMarkdown */.$$)();
        case 'config':
            return renderSchemaTable(JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'schemas', 'config.schema.json'), 'utf8')));
        case 'host-checks':
            return (0,doc/* renderHostChecksMarkdown */.D)();
        case 'exit-codes':
            return ['| code | meaning |', '| --- | --- |', ...errors/* EXIT_DOCS */.VI.map((e) => `| ${e.code} (${e.name}) | ${docs_cell(e.meaning)} |`)].join('\n');
        case 'inputs':
        case 'outputs': {
            const entries = actionEntries((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'action.yml'), 'utf8'), section);
            if (section === 'outputs')
                return ['| output | meaning |', '| --- | --- |', ...entries.map((e) => `| \`${e.name}\` | ${docs_cell(e.description)} |`)].join('\n');
            return [
                '| input | default | meaning |',
                '| --- | --- | --- |',
                ...entries.map((e) => `| \`${e.name}\` | ${e.default ? `\`${docs_cell(e.default)}\`` : ''} | ${docs_cell(e.description)} |`),
            ].join('\n');
        }
    }
}
/** The pages that may hold generated sections, relative to `root`: README.md, then docs/*.md by name. */
function docPages(root) {
    const dir = (0,external_node_path_.join)(root, 'docs');
    const docs = (0,external_node_fs_.existsSync)(dir) ? (0,external_node_fs_.readdirSync)(dir).filter((n) => n.endsWith('.md')).sort() : [];
    return ['README.md', ...docs.map((n) => `docs/${n}`)];
}
/** Replaces each `<!-- generated:NAME -->...<!-- /generated:NAME -->` block of one page (the README or a docs/ page). */
function spliceReadme(readme, root) {
    let out = readme;
    for (const s of docs/* DOC_SECTIONS */.e) {
        const re = new RegExp(`(<!-- generated:${s} -->)[\\s\\S]*?(<!-- /generated:${s} -->)`);
        out = out.replace(re, (_, a, b) => `${a}\n${renderDocSection(s, root)}\n${b}`);
    }
    return out;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/commands/docs.ts
// `mcp-contract docs`: regenerates the generated sections of the README and docs/*.md (`npm run docs`), or prints one.





async function docsCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(docs/* DOCS */.i, args);
    const section = (0,cli_args/* str */.gx)(p, 'section');
    if (section) {
        io.stdout(`${renderDocSection((0,cli_args/* oneOf */.yL)('docs', 'section', section, docs/* DOC_SECTIONS */.e, 'rules'), io.cwd)}\n`);
        return 0;
    }
    const one = (0,cli_args/* str */.gx)(p, 'readme');
    const changed = (one ? [one] : docPages(io.cwd)).filter((page) => {
        const path = (0,external_node_path_.join)(io.cwd, page);
        const before = (0,external_node_fs_.readFileSync)(path, 'utf8');
        const after = spliceReadme(before, io.cwd);
        if (after !== before)
            (0,external_node_fs_.writeFileSync)(path, after);
        return after !== before;
    });
    io.stdout(changed.length === 0 ? 'the generated sections are up to date\n' : changed.map((page) => `${page} regenerated\n`).join(''));
    return 0;
}


/***/ }),

/***/ 73398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gd: () => (/* binding */ renderReleaseRulesMarkdown),
/* harmony export */   sb: () => (/* binding */ releaseRule)
/* harmony export */ });
/* unused harmony export RELEASE_RULES */
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
// The release checks: one row per finding id with its level and wording, so a finding is plain data plus an id.
// Templates are filled by rules.ts's fillTemplate, raw; renderers escape.

const ROWS = [
    {
        id: 'removed-without-deprecation',
        level: 'error',
        tags: { subject: 'removal', aspect: 'deprecation' },
        message: '{ref} was {action} on surface {surface} without a prior deprecation.',
        hint: 'Keep serving {ref} and deprecate it first (deprecations["{ref}"] with since and removeAfter in the config, or the ' +
            "server's deprecation marker); remove it in a release at least {window} days later.",
        why: 'Callers pinned to the old surface break with no warning; a deprecation is the only notice they get.',
    },
    {
        id: 'deprecation-age-unknown',
        level: 'error',
        tags: { subject: 'removal', aspect: 'deprecation-age' },
        message: '{ref} was {action}, but its deprecation cannot prove the {window}-day window elapsed: {reason}.',
        hint: 'Give the deprecation an ISO date (deprecations["{ref}"].since = "YYYY-MM-DD"), or tag the release that deprecated it so its date is known.',
        why: 'A window that cannot be measured cannot be shown to have passed; guessing would let an unannounced removal through.',
    },
    {
        id: 'deprecation-window-not-elapsed',
        level: 'error',
        tags: { subject: 'removal', aspect: 'deprecation-window' },
        message: '{ref} was {action} {days} days after its deprecation on {since}; the window is {window} days.',
        hint: 'A deprecation counts from the first release that carried it, not from the date it claims. Keep serving {ref} until {earliest}, then remove it.',
        why: 'Callers need the whole window to migrate; a shorter one is a breaking change with a fig leaf.',
    },
    {
        id: 'remove-after-in-future',
        level: 'error',
        tags: { subject: 'removal', aspect: 'remove-after' },
        message: '{ref} was {action} before its announced removal date: removeAfter is {removeAfter}.',
        hint: 'Keep serving {ref} until after {removeAfter}; callers were promised it until then.',
        why: 'The removeAfter date is a published promise; breaking it early breaks callers who planned around it.',
    },
    {
        id: 'breaking-without-major',
        level: 'error',
        tags: { subject: 'version-bump', aspect: 'major' },
        message: '{count} breaking change(s) ship in {base} \u2192 {head}, which is not a major version bump.',
        hint: 'Bump the major version (in 0.x the minor, in 0.0.x the patch), or undo the breaking changes.',
        why: 'Semantic versioning is how callers decide whether an upgrade is safe; a breaking minor release lies to them.',
    },
    {
        id: 'review-without-minor',
        level: 'warning',
        tags: { subject: 'version-bump', aspect: 'minor' },
        message: '{count} change(s) needing review ship in {base} \u2192 {head}, which is not a minor version bump.',
        hint: 'Bump at least the minor version (in 0.x a patch bump is enough) so callers see the surface changed.',
        why: 'Review-level changes alter what the model sees without breaking calls; a patch release hides them, but they may be fine.',
    },
    {
        id: 'version-unparseable',
        level: 'warning',
        tags: { subject: 'version', aspect: 'syntax' },
        message: 'The {side} version "{version}" is not a semantic version, so the version bump cannot be checked.',
        hint: "Report MAJOR.MINOR.PATCH in serverInfo.version, or point the server's versionFrom at a package.json.",
        why: 'Without comparable versions the bump checks can only assume the worst; the breaking check still fails closed.',
    },
    {
        id: 'alias-expired-still-served',
        level: 'warning',
        tags: { subject: 'alias', aspect: 'expiry' },
        message: '{ref} is still served as an alias of {replacedBy} after its aliasUntil date {removeAfter}.',
        hint: 'Remove the alias {ref} now, or move aliasUntil if plans changed.',
        why: 'An alias kept past its date trains callers to ignore dates; nothing breaks yet, so it only warns.',
    },
    {
        id: 'deprecated-past-remove-after',
        level: 'warning',
        tags: { subject: 'deprecation', aspect: 'expiry' },
        message: '{ref} is deprecated and still served after its removeAfter date {removeAfter}.',
        hint: 'Remove {ref} now (its window has passed), or move removeAfter if plans changed.',
        why: 'Keeping a capability longer breaks nobody, but a stale date makes every other date less believable.',
    },
    {
        id: 'deprecation-without-remove-after',
        level: 'warning',
        tags: { subject: 'deprecation', aspect: 'remove-after' },
        message: '{ref} is deprecated ({sinceText}){replacement} with no removeAfter date.',
        hint: 'Add removeAfter, at least {window} days after since (e.g. {earliest}), so callers know when it goes.',
        why: 'A deprecation without an end date gives callers no deadline to plan against.',
    },
    {
        id: 'remove-after-inside-window',
        level: 'warning',
        tags: { subject: 'deprecation', aspect: 'deprecation-window' },
        message: '{ref} has removeAfter {removeAfter}, only {days} days after its deprecation on {since}; the window is {window} days.',
        hint: 'Move removeAfter to {earliest} or later; removing earlier would fail the release check.',
        why: 'The promised date and the policy disagree; it becomes an error only when the removal actually ships.',
    },
];
/** The rows with their severity derived from their level, so the two cannot disagree. */
const RELEASE_RULES = ROWS.map((r) => ({ ...r, severity: _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_OF_LEVEL */ .VD[r.level] }));
const releaseRule = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .byIdOf */ .I7)(RELEASE_RULES, 'release');
/** The README table of release checks. */
function renderReleaseRulesMarkdown() {
    return (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(['id', 'level', 'message', 'why'], RELEASE_RULES.map((r) => [`\`${r.id}\``, r.level, (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.message), (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.why)]));
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


/***/ })

};
