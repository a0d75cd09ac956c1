export const id = 4028;
export const ids = [4028];
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

/***/ 54452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ paramText),
/* harmony export */   BD: () => (/* binding */ ruleById),
/* harmony export */   ou: () => (/* binding */ fillTemplate),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/* unused harmony export isRuleId */
const CAPS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
const TOOL = ['tool'];
const SERVER = ['server'];
const CONFIG = ['config'];
// What each rule reads to decide: words (the text a model or person reads: descriptions, titles, instructions, where
// its cues live) or structure (names, schemas, annotations, lists). Attacks that are structure are caught only by the
// second kind; the rule table says which is which.
const WORDS = ['words'];
const STRUCTURE = ['structure'];
const WORDS_AND_STRUCTURE = ['words', 'structure'];
// Position waivers shared by a pair of input or output rules (rule-symmetry.ts computes which mirrors must exist).
const ADDL = 'on output a changed `additionalProperties` is a limit on what the server may return, reported as tool-output-constraint-tightened or -loosened';
const INPUT_SCHEMA = 'MCP requires an inputSchema on every tool and one sent without it is compared as `{}` (accepts anything), so losing or gaining it shows as the schema rules of what the tool accepts';
// `as const` keeps each id and tag a literal, so RuleId below is the closed set of ids and a misspelt id is a compile error.
const ROWS = [
    // ------------------------------------------------------------ lifecycle
    {
        id: 'capability-added',
        type: 'added',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was added.',
        hint: 'Nothing breaks for existing callers; read its description and annotations before models start using it.',
        why: 'A new capability breaks no existing caller.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'capability-added-risky-text',
        type: 'added',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The {kind} `{name}` was added; its text at `{pointer}` {what}.',
        hint: 'Read the new text before models see it: descriptions steer the model (exfiltration, hidden instructions, tool shadowing). If it is fine, sign off.',
        why: 'A new capability breaks no caller, but its description is read by the model from day one; poisoned text arrives this way as easily as in a changed description.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'risky-text-added',
        type: 'description',
        severity: 'review',
        kinds: [...CAPS, 'server'],
        reads: WORDS,
        message: 'The {kind} `{name}` gained text at `{pointer}` that {what}.',
        hint: 'Read the new text before models see it: an edit to an existing capability (a description, a new property or argument, an enum value) is where poisoned instructions arrive unnoticed. If it is fine, sign off.',
        why: 'New wording that reads like tool poisoning (exfiltration, hidden instructions, tool shadowing, harvesting the conversation) must not look like a typo fix; a routine rewrite around text that was already there is not flagged.',
        tags: { subject: 'description', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'removing such text takes a risk away; the edit itself is still reported as description-changed or its schema rule' },
    },
    {
        id: 'text-data-movement-added',
        type: 'description',
        severity: 'review',
        kinds: [...CAPS, 'server'],
        reads: WORDS,
        message: 'The {kind} `{name}` gained text at `{pointer}` telling the model to take {source} and put it into {sink}: "{quote}".',
        hint: 'Read the sentence as an order to the model: it moves data the user never chose to share ({source}) to {sink}. Remove it unless the tool truly needs that data from the model; if it does, sign off.',
        why: 'An instruction that has the model gather private data (the conversation, the environment, credentials, files, memory, other tools\' output) and hand it to this tool, a URL, a public post or the reply moves data without an address or an alarming word; it is read as an order (a verb of gathering, a data noun, a verb of placing toward a sink), wherever a model reads it: descriptions, titles, argument and property texts, output schemas, annotation titles and the server instructions.',
        tags: { subject: 'description', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'removing such an instruction takes a risk away; the edit itself is still reported as description-changed, server-instructions-changed or its schema rule' },
    },
    {
        id: 'capability-impersonates',
        type: 'added',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was added, drawn like `{target}` but not it: {codepoints}.',
        hint: 'A name that looks like another is how one capability takes another\'s calls and approvals; it is never a rename. Serve it under a plain name, or remove it.',
        why: 'A letter from another script, an invisible character or a bidi override makes a name a reviewer and a model read as another; approvals and allow rules that match by what they see would go to it.',
        tags: { subject: 'capability', aspect: 'name', direction: 'added' },
        waivers: { mirror: 'a look-alike removed takes a risk away: it is reported as capability-removed' },
    },
    {
        id: 'resource-template-expansion-widened',
        type: 'exposure',
        severity: 'review',
        kinds: ['resourceTemplate'],
        reads: STRUCTURE,
        message: 'The resource template `{name}` became `{to}`: {variables} now use reserved expansion, so values may carry `/`, `?`, `#` and `..`.',
        hint: 'Reserved expansion lets a value reach paths the plain template could not; check what the server resolves for `..` and absolute paths, or keep the plain form.',
        why: 'The template still matches every URI it did, so nothing breaks, but it now matches more (other directories, other hosts\' paths): an exposure change, never a rename.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'changed' },
    },
    {
        id: 'capability-removed',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was removed.',
        hint: 'Keep serving it (or a deprecated alias) until callers have moved; if it lives on under another name, declare that in `renames`.',
        why: 'Every caller and saved prompt that uses it fails.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'capability-removed-kind-unsupported',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was removed because the server no longer supports `{method}`.',
        hint: 'Restore the `{capability}` server capability, or announce the removal of every {kind} it served.',
        why: 'A kind that is no longer advertised takes every capability of that kind with it.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'capability-deprecated',
        type: 'description',
        severity: 'safe',
        kinds: CAPS,
        reads: WORDS,
        message: 'The {kind} `{name}` was deprecated in its own {where}{replacement}.',
        hint: 'Nothing breaks yet. Record it in the config so the release gate dates the deprecation and gates the removal: `{suggestion}`.',
        why: 'A deprecation stated on the wire (`DEPRECATED: use x`, `[Deprecated]`, `(deprecated: use x)` in a description or title, read by default; policy.deprecatedDescriptionMarker adds a house style) is the notice callers get; it breaks no one, and recording it starts the window the release gate enforces.',
        tags: { subject: 'capability', aspect: 'deprecation', direction: 'added' },
        waivers: { mirror: 'a marker taken back is a description edit, reported as description-changed' },
    },
    {
        id: 'capability-renamed',
        type: 'renamed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was renamed to `{to}`.',
        hint: 'Keep serving `{from}` as a deprecated alias (set `alias` or `aliasUntil` on its `renames` entry) so existing callers keep working.',
        why: 'Callers that use the old name fail, even though the capability lives on.',
        tags: { subject: 'capability', aspect: 'name', direction: 'changed' },
    },
    {
        id: 'capability-renamed-with-alias',
        type: 'renamed',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was renamed to `{to}` and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working; dropping the alias later is flagged as a removal.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'changed' },
    },
    {
        id: 'capabilities-merged',
        type: 'merged',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind}s {from} were merged into `{to}`.',
        hint: 'Callers of the old {kind}s must move to `{to}`; keep the old names as deprecated aliases until they have.',
        why: 'Callers of every merged name fail, and the new one usually takes different arguments.',
        tags: { subject: 'capability', aspect: 'name', direction: 'narrowed' },
    },
    {
        id: 'capabilities-merged-with-alias',
        type: 'merged',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind}s {from} were merged into `{to}` and the old names are still served.',
        hint: 'Remove the old names only after their deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old names keep working.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'narrowed' },
    },
    {
        id: 'capability-split',
        type: 'split',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was split into {to}.',
        hint: 'Callers of `{from}` must choose among the new {kind}s; keep `{from}` as a deprecated alias until they have.',
        why: 'Callers of the old name fail.',
        tags: { subject: 'capability', aspect: 'name', direction: 'widened' },
    },
    {
        id: 'capability-split-with-alias',
        type: 'split',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was split into {to} and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'widened' },
    },
    {
        id: 'rename-target-missing',
        type: 'config',
        severity: 'safe',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'Declared renames not in effect yet ({count}): the old names are still served and the new ones are not: {renames}.',
        hint: 'Nothing breaks while the old names are served; the renames apply once the server switches. Remove an entry from `renames` if it is stale.',
        why: 'A rename map committed ahead of the switch breaks no caller while the old names are served; said once per diff, it stays visible without adding a row per entry to every pull request.',
        tags: { subject: 'config', aspect: 'rename-target', direction: 'added' },
        waivers: { mirror: 'a check of the config against the head snapshot, not a change between snapshots' },
    },
    {
        id: 'snapshot-origin-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'The snapshot server name changed from `{before}` to `{after}`.',
        hint: 'Digests are bound to their server, so earlier sign-offs do not carry over; check that the right server was captured.',
        why: 'Comparing two different servers by mistake would pass silently otherwise.',
        tags: { subject: 'snapshot', aspect: 'origin', direction: 'changed' },
    },
    {
        id: 'config-gate-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'The pull request changed `{key}` in the config `{path}`.',
        hint: 'This gate runs with the base branch config; the edit takes effect once merged, so sign it off like any other change.',
        why: 'Editing renames, severities, ignores, deprecations or policy changes what the gate lets through.',
        tags: { subject: 'config', aspect: 'gate', direction: 'changed' },
    },
    // ------------------------------------------------------------ exposure and observation
    {
        id: 'capability-exposure-narrowed',
        type: 'exposure',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is no longer offered on surface `{surface}`; it is still offered on {surfaces}.',
        hint: 'Users of surface `{surface}` lose it: restore it there, or tell them to switch to {surfaces}.',
        why: 'Clients configured for this surface can no longer call it, even though the server still has it.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'narrowed' },
    },
    {
        id: 'capability-exposure-widened',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is now also offered on surface `{surface}`.',
        hint: 'Nothing breaks; users of `{surface}` gain it.',
        why: 'Offering an existing capability to more clients breaks none.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'widened' },
    },
    {
        id: 'capability-duplicated',
        type: 'exposure',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is listed {count} times on surface `{surface}` (before: {before}).',
        hint: 'Clients disagree on which copy they use, so every copy is compared; read each one, and serve the name once.',
        why: 'A second copy under the same name is a second definition a client may pick; one copy can be harmless while the other is not.',
        tags: { subject: 'capability', aspect: 'duplication', direction: 'added' },
    },
    {
        id: 'capability-duplicate-removed',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is listed {count} time(s) on surface `{surface}` (before: {before}).',
        hint: 'Nothing breaks for callers of the name; any change in the remaining copy is reported on its own.',
        why: 'Fewer copies of one name leave clients less to disagree about.',
        tags: { subject: 'capability', aspect: 'duplication', direction: 'removed' },
    },
    {
        id: 'surface-removed',
        type: 'observation',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The surface `{surface}` was removed from the snapshot.',
        hint: 'Clients that used this configuration are no longer checked; restore it in the config or confirm it is gone.',
        why: 'Everything the surface offered is no longer guaranteed to anyone.',
        tags: { subject: 'surface', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'surface-added',
        type: 'observation',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The surface `{surface}` was added to the snapshot.',
        hint: 'Nothing breaks; its capabilities are now part of the contract.',
        why: 'Checking one more configuration breaks no caller.',
        tags: { subject: 'surface', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'observation-failed',
        type: 'observation',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Listing {kind}s on surface `{surface}` failed ({error}).',
        hint: 'Fix the server or the capture; nothing of this kind can be checked while `{method}` fails, so no removals are reported.',
        why: 'The check cannot pass without knowing what is served.',
        tags: { subject: 'listing', aspect: 'availability', direction: 'removed' },
    },
    {
        id: 'observation-recovered',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Listing {kind}s on surface `{surface}` succeeded again after failing in the base snapshot ({count} listed).',
        hint: 'There is nothing to compare against, so every listed {kind} is new to the contract; review them as a whole.',
        why: 'Reporting each item as added would flood the review without telling anything useful.',
        tags: { subject: 'listing', aspect: 'availability', direction: 'added' },
    },
    {
        id: 'observation-problem',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The server sent a malformed {kind} on surface `{surface}` ({code}: {problem}).',
        hint: 'Fix the item in the server; clients may drop or misread it.',
        why: 'A malformed item is never dropped silently, but it is not a contract change either.',
        tags: { subject: 'listing', aspect: 'problem', direction: 'added' },
        waivers: { mirror: 'a problem that goes away needs no review' },
    },
    // ------------------------------------------------------------ tool input schema (what callers send)
    {
        id: 'tool-input-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` was removed.',
        hint: 'Callers that still send `{property}` may be rejected or silently ignored; keep accepting it until they have moved.',
        why: 'Callers built against the old schema send it.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'removed', position: 'input' },
    },
    {
        id: 'tool-input-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Optional input property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; existing calls simply leave it out.',
        why: 'An optional property does not change any existing call.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-destination-added',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: WORDS_AND_STRUCTURE,
        message: 'Optional input property `{property}` was added to tool `{name}`, and {reason}.',
        hint: 'Read what the server does with `{property}`: a new place to send data (a URL, webhook, callback, email, recipient, host) is how a tool starts copying what it handles somewhere else. If the tool really only uses it as asked, sign off.',
        why: 'No existing call breaks, but an input that names a destination or a channel out lets the model, or text that steers it, route data off the machine; a schema edit carries it as easily as a description.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-required-property-added',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Required input property `{property}` was added to tool `{name}`.',
        hint: 'Make `{property}` optional with a default, or ship it as a new tool.',
        why: 'Every existing call lacks it and fails validation.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-property-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` became required.',
        hint: 'Keep it optional with a default so calls that leave it out keep working.',
        why: 'Calls that left it out fail validation.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-defaulted-property-made-required',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` is now listed as required, and it declares a default.',
        hint: 'Schema generators in "output" mode (zod 4 `toJSONSchema`, for one) list defaulted properties as required; if the server really rejects calls that leave `{property}` out, set this rule to breaking in `severity`.',
        why: 'A property with a `default` is filled in when a call leaves it out; listing it in `required` is how some generators describe the value after defaults, not a new demand on callers. Re-level it when your server validates strictly.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-property-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` became optional.',
        hint: 'Nothing breaks; existing calls still send it.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'removed', position: 'input' },
    },
    {
        id: 'tool-input-type-narrowed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts fewer types: {before} became {after}.',
        hint: 'Keep accepting the old types, or ship the new shape under a new property.',
        why: 'Calls that send a value of a dropped type fail validation.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-type-widened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts more types: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` no longer accepts {values}.',
        hint: 'Keep accepting the old values (map them to the new ones) until callers have moved.',
        why: 'Calls that send a removed value fail validation.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-added-risky',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}, where {risky} names a privilege or a safeguard skipped.',
        hint: 'Check what the new value does: a mode that bypasses, overrides, forces, deletes everything, acts as admin, goes public or skips verification is a capability the model can now choose. If it is guarded on the server, sign off.',
        why: 'Every existing call still validates, but a value such as `bypass_branch_protection` or `skip_verification` widens what the tool will do on request, which no description edit announced.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-operation-added',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}, where {value} is a {operation} operation (`{word}`).',
        hint: 'One new value is a new thing the tool does: check that the model may choose to {operation} here, and that the host asks before it does. If it is guarded on the server, sign off.',
        why: 'Every existing call still validates, but a value that deletes, overwrites, revokes, transfers or executes adds an operation through a single enum entry; values are read by what their words do (stems, with camel, snake and kebab parts split), and a past participle (`deleted`) is a state, not an operation.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-safety-default-flipped',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The default of input `{property}` of tool `{name}` ({guard}) moved from {before} to {after}: a call that leaves it out now gets the unsafe side.',
        hint: 'A caller who never set `{property}` relied on the old default; keep {safe} as the default or announce the change.',
        why: 'No call breaks, but a boolean that guards something (dry run, confirmation, overwrite, force, symlinks, recursion) switched off by default changes what every existing call does, without a word in any text.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` is tool-schema-not-comparable' },
    },
    {
        id: 'tool-input-required-now-broad-default',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` is no longer required and falls back to {fallback}, on a tool that writes ({writes}).',
        hint: 'A model that omits `{property}` now writes to {fallback}; make sure that is what callers expect, or keep it required.',
        why: 'No call breaks, but a write that had to name its target now has one chosen for it, and the fallback (the default branch, the root, everything) is broader than what callers named.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` or `required` fills nothing the server writes (tool-schema-not-comparable, tool-output-required-removed)' },
    },
    {
        id: 'tool-input-constraint-tightened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Keep the old limit, or check that no caller sends values the new limit rejects.',
        why: 'Values that used to be accepted are now rejected.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-constraint-loosened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-additional-properties-closed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` no longer accepts arbitrary extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Keep `additionalProperties` open, or check that no caller sends undeclared properties.',
        why: 'Calls that send an undeclared property are now rejected.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'narrowed', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-additional-properties-opened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts more extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Nothing breaks; every old call is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'widened', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-no-arguments-closed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` declares no properties and now refuses undeclared ones: `additionalProperties` {before} became {after}. A call that sends none is unaffected.',
        hint: 'Nothing to do unless a caller sends arguments this tool never declared; schema generators close or open such objects with each SDK release.',
        why: 'The schema never described a property here, so the only call it promised to accept (one without any) still validates.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'narrowed', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-default-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The default of input `{property}` of tool `{name}` changed from {before} to {after}.',
        hint: 'Calls that leave `{property}` out now behave differently; confirm that is intended.',
        why: 'The schema still validates every call, but behaviour changes silently for calls relying on the default.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` is tool-schema-not-comparable: a default fills nothing in a value the server writes, so what it means there is not decided' },
    },
    // ------------------------------------------------------------ tool output schema (what consumers read)
    {
        id: 'tool-output-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` was removed.',
        hint: 'Keep returning `{property}` until consumers stop reading it.',
        why: 'Consumers that read it get nothing.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'removed', position: 'output' },
    },
    {
        id: 'tool-output-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; consumers can start reading it.',
        why: 'Consumers ignore what they do not read.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'output' },
    },
    {
        id: 'tool-output-required-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` is no longer guaranteed (removed from `required`).',
        hint: 'Keep returning it always, or tell consumers to handle its absence.',
        why: 'Consumers that rely on it being present break when it is missing.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'removed', position: 'output' },
    },
    {
        id: 'tool-output-required-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` is now always returned (added to `required`).',
        hint: 'Nothing breaks; consumers can rely on it.',
        why: 'A stronger guarantee breaks no consumer.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'output' },
    },
    {
        id: 'tool-output-type-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` may have more types: {before} became {after}.',
        hint: 'Keep returning the old types, or tell consumers to handle the new ones.',
        why: 'Consumers that expect the old types misread the new ones.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-type-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` has fewer possible types: {before} became {after}.',
        hint: 'Nothing breaks; every value is one consumers already handle.',
        why: 'Consumers already handle every remaining type.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-enum-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` may now be {values}.',
        hint: 'Tell consumers about the new values before returning them.',
        why: 'Consumers that switch over the known values misread new ones.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-enum-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` is no longer {values}.',
        hint: 'Nothing breaks; consumers still handle every remaining value.',
        why: 'Consumers already handle every remaining value.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-constraint-loosened',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Consumers that rely on the old limit may misread values outside it; confirm none do.',
        why: 'Few consumers depend on output limits, but some do; a person should decide.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-constraint-tightened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every returned value was already valid before.',
        why: 'Consumers already handle every value within the tighter limit.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-schema-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` no longer declares an output schema.',
        hint: 'Keep the output schema; clients that validate or parse structured output depend on it.',
        why: 'Consumers of structured output lose every guarantee at once.',
        tags: { subject: 'schema', aspect: 'existence', direction: 'removed', position: 'output' },
        waivers: { position: INPUT_SCHEMA },
    },
    {
        id: 'tool-output-schema-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now declares an output schema.',
        hint: 'Nothing breaks; consumers can start relying on structured output.',
        why: 'A new guarantee breaks no consumer.',
        tags: { subject: 'schema', aspect: 'existence', direction: 'added', position: 'output' },
        waivers: { position: INPUT_SCHEMA },
    },
    {
        id: 'tool-schema-not-comparable',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The {side} schema of tool `{name}` changed at `{pointer}` in a way that cannot be checked automatically ({reason}).',
        hint: 'Read the schema change at `{pointer}` and decide whether existing {party} still work.',
        why: 'What stays undecided (allOf, not and conditionals, a union beside other keywords, oneOf branches that may overlap, non-local $ref, changed patterns, invalid or too deep schemas) is never guessed safe; the reason names the keyword.',
        tags: { subject: 'schema', aspect: 'comparability', direction: 'changed' },
    },
    {
        id: 'tool-schema-dialect-changed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The {side} schema of tool `{name}` declares another JSON Schema dialect: `$schema` {before} became {after}.',
        hint: 'Nothing to do unless your clients validate with a fixed dialect; the rest of the schema was compared under each side\'s own dialect.',
        why: 'The dialect names the rules a validator reads the schema by; on its own it accepts and rejects nothing, and every keyword that did change is reported by its own rule.',
        tags: { subject: 'schema', aspect: 'dialect', direction: 'changed' },
    },
    // ------------------------------------------------------------ prompts
    {
        id: 'prompt-required-argument-added',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Required argument `{argument}` was added to prompt `{name}`.',
        hint: 'Make `{argument}` optional, or ship the new shape as a new prompt.',
        why: 'Every existing use of the prompt lacks the argument.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-optional-argument-added',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Optional argument `{argument}` was added to prompt `{name}`.',
        hint: 'Nothing breaks; existing uses leave it out.',
        why: 'Existing uses of the prompt still work.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-argument-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` was removed.',
        hint: 'Keep accepting `{argument}` until existing uses have moved.',
        why: 'Uses that pass it may be rejected or lose what it meant.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'removed', position: 'input' },
    },
    {
        id: 'prompt-argument-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` became required.',
        hint: 'Keep it optional so uses that leave it out keep working.',
        why: 'Uses that left it out fail.',
        tags: { subject: 'prompt-argument', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-argument-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` became optional.',
        hint: 'Nothing breaks; existing uses still pass it.',
        why: 'Every existing use still works.',
        tags: { subject: 'prompt-argument', aspect: 'required', direction: 'removed', position: 'input' },
    },
    // ------------------------------------------------------------ resources
    {
        id: 'resource-mime-type-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        reads: STRUCTURE,
        message: 'The MIME type of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Clients that parse the content by its type may misread it; confirm they handle the new type.',
        why: 'Whether a new content type breaks a reader depends on the reader.',
        tags: { subject: 'capability', aspect: 'mime-type', direction: 'changed' },
    },
    {
        id: 'resource-name-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        reads: STRUCTURE,
        message: 'The name of {kind} `{name}` changed from {before} to {after}.',
        hint: 'The URI is unchanged, so reads keep working; check that clients showing or matching on the name are fine.',
        why: 'The name is model- and user-visible, but not the identity.',
        tags: { subject: 'capability', aspect: 'display-name', direction: 'changed' },
    },
    // ------------------------------------------------------------ model-visible text and annotations
    {
        id: 'description-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The description of {kind} `{name}` changed at `{pointer}`.',
        hint: 'Descriptions steer the model: read the new text for instructions it should not follow (exfiltration, tool shadowing, hidden prompts).',
        why: 'Changed model-visible text is how tool poisoning arrives; a person should read it.',
        tags: { subject: 'description', aspect: 'text', direction: 'changed' },
    },
    {
        id: 'text-whitespace-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        reads: WORDS,
        message: 'The text of {kind} `{name}` at `{pointer}` changed only in whitespace.',
        hint: 'Nothing to read: the words are the same once spaces, tabs and line breaks are normalized (a re-indented docstring, an emptied blank line). The snapshot keeps the exact text.',
        why: 'What the model reads is the same; a reviewer asked to read it again would learn nothing and learn to click through.',
        tags: { subject: 'description', aspect: 'whitespace', direction: 'changed' },
    },
    {
        id: 'icons-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        reads: STRUCTURE,
        message: 'The icons of {kind} `{name}` changed: {before} became {after}.',
        hint: 'Icons are shown to people, not read by the model: check the new one is yours. Inline images are summarized as media type, size and digest prefix.',
        why: 'An icon changes what a person sees in the host, not what any caller sends or the model reads.',
        tags: { subject: 'icon', aspect: 'value', direction: 'changed' },
    },
    {
        id: 'tool-app-view-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The MCP App view of tool `{name}` changed: `_meta.ui.resourceUri` {before} became {after}.',
        hint: 'Hosts render this UI resource (interactive HTML) next to the tool result: read the resource it now points to before people see it.',
        why: 'A tool that gains or switches its app view puts different interactive content in front of people, with access to the tool through the host.',
        tags: { subject: 'app-view', aspect: 'resource-uri', direction: 'changed' },
    },
    {
        id: 'app-ui-settings-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The MCP App settings of {kind} `{name}` changed at `{pointer}`: {before} became {after}.',
        hint: 'These settings decide what the app view may reach (csp domains), ask for (permissions) and where it runs (domain): check every new origin and permission.',
        why: 'A new connect or resource domain, or a new permission, widens what an interactive view can do in the host.',
        tags: { subject: 'app-view', aspect: 'settings', direction: 'changed' },
    },
    {
        id: 'title-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The title of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Titles are shown to users and models; confirm the new one is accurate.',
        why: 'Model- and user-visible text; a person should read it.',
        tags: { subject: 'title', aspect: 'text', direction: 'changed' },
    },
    {
        id: 'tool-no-longer-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked read-only (readOnlyHint true became false).',
        hint: 'Clients may now ask for confirmation or stop auto-approving it; confirm it really writes.',
        why: 'Hints drive client approval policy; a tool that starts writing deserves a look.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'removed' },
    },
    {
        id: 'tool-now-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked read-only (readOnlyHint false became true).',
        hint: 'Make sure it really never writes: clients may auto-approve it now.',
        why: 'It breaks no caller, but clients and gateways may now call it without asking: a false claim hands out trust.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'added' },
    },
    {
        id: 'tool-now-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked destructive (destructiveHint false became true).',
        hint: 'Confirm the tool now deletes or overwrites data, and that callers expect it.',
        why: 'Hints drive client approval policy; a tool that starts destroying data deserves a look.',
        tags: { subject: 'annotation', aspect: 'destructive', direction: 'added' },
    },
    {
        id: 'tool-no-longer-destructive',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked destructive (destructiveHint true became false).',
        hint: 'Make sure it really never destroys data: clients may approve it more easily now.',
        why: 'A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.',
        tags: { subject: 'annotation', aspect: 'destructive', direction: 'removed' },
    },
    {
        id: 'tool-now-open-world',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked open-world (openWorldHint false became true).',
        hint: 'The tool now reaches outside systems; confirm that is intended and data may leave.',
        why: 'Reaching the open world is where data leaves; a person should know.',
        tags: { subject: 'annotation', aspect: 'open-world', direction: 'added' },
    },
    {
        id: 'tool-no-longer-open-world',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked open-world (openWorldHint true became false).',
        hint: 'Make sure it really stays within its closed domain.',
        why: 'A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.',
        tags: { subject: 'annotation', aspect: 'open-world', direction: 'removed' },
    },
    {
        id: 'tool-claims-not-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now declares destructiveHint false, but {reason}: hosts may run it without asking.',
        hint: 'Check the claim against what the tool does; if it can delete, overwrite or revoke, drop the hint (unset means destructive) or set it true.',
        why: 'Hosts skip confirmation for tools that claim not to destroy (some even for untrusted servers); the claim is checked against the operations the tool names.',
        tags: { subject: 'annotation', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'a destructive claim restored is tool-now-destructive' },
    },
    {
        id: 'tool-read-only-claim-contradicted',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now claims read-only (readOnlyHint true), but {reason}: hosts may run it without asking.',
        hint: 'A read-only claim is approved on sight; if the tool writes, drop the hint.',
        why: 'Hosts auto-approve read-only tools; a claim that the tool\'s own name or inputs contradict invites approval of writes.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'added' },
    },
    {
        id: 'tool-hint-riskier',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}`, already annotated, moved `{hint}` from {before} to {after}: clients may now approve it more easily.',
        hint: 'Make sure the tool really no longer does what the old claim said (destroy data, reach outside systems): clients and gateways relax confirmation on this hint, so a false one hands out trust.',
        why: 'A tool already annotated whose destructiveHint or openWorldHint moves to the side that relaxes approval makes a claim a person must check; the same value on a tool annotated for the first time, or one that now claims read-only (reviewed as tool-now-read-only), stays tool-no-longer-destructive or tool-no-longer-open-world.',
        tags: { subject: 'annotation', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'a hint moved back to the cautious side is reported as tool-now-destructive or tool-now-open-world' },
    },
    {
        id: 'tool-no-longer-idempotent',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked idempotent (idempotentHint true became false).',
        hint: 'Clients that retry it may now repeat side effects; confirm retries are safe or tell them.',
        why: 'Retry logic relies on this hint.',
        tags: { subject: 'annotation', aspect: 'idempotent', direction: 'removed' },
    },
    {
        id: 'tool-now-idempotent',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked idempotent (idempotentHint false became true).',
        hint: 'Make sure repeated calls really have no extra effect.',
        why: 'A stricter claim breaks no caller.',
        tags: { subject: 'annotation', aspect: 'idempotent', direction: 'added' },
    },
    {
        id: 'definition-field-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Field `{pointer}` of {kind} `{name}` changed.',
        hint: 'This field (icons, _meta, execution or one this tool does not know) may be read by clients or models; check the change.',
        why: 'Its meaning is not known here, so it is never guessed safe.',
        tags: { subject: 'field', aspect: 'value', direction: 'changed' },
    },
    // ------------------------------------------------------------ auth surface (a remote server behind OAuth)
    {
        id: 'auth-pkce-method-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server no longer advertises the PKCE method {before}.',
        hint: 'MCP clients must refuse an authorization server without S256: restore it in code_challenge_methods_supported, or every client stops signing in.',
        why: 'Clients that sign in with that method are refused, and the spec makes S256 mandatory.',
        tags: { subject: 'auth', aspect: 'pkce', direction: 'removed' },
    },
    {
        id: 'auth-pkce-method-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server now advertises the PKCE method {after}.',
        hint: 'Nothing breaks; clients keep the method they use.',
        why: 'One more accepted method refuses no client.',
        tags: { subject: 'auth', aspect: 'pkce', direction: 'added' },
    },
    {
        id: 'auth-cimd-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server no longer supports Client ID Metadata Documents.',
        hint: 'Clients that use a URL as their client id must now register (or be pre-registered): restore client_id_metadata_document_supported, or tell them.',
        why: 'A client identified by its metadata URL can no longer sign in.',
        tags: { subject: 'auth', aspect: 'client-id-metadata', direction: 'removed' },
    },
    {
        id: 'auth-cimd-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server now supports Client ID Metadata Documents.',
        hint: 'Nothing breaks; clients may use a metadata URL as their client id instead of registering.',
        why: 'A new way to identify a client refuses none of the old ones.',
        tags: { subject: 'auth', aspect: 'client-id-metadata', direction: 'added' },
    },
    {
        id: 'auth-server-moved',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server moved: `{pointer}` was {before}, now {after}.',
        hint: 'Every client must register and sign in again with the new authorization server (their grants and registrations are bound to the old issuer); announce it, or keep the old one listed.',
        why: 'Grants and client registrations are bound to an issuer (SEP-2352): none of them work at another one.',
        tags: { subject: 'auth', aspect: 'authorization-server', direction: 'changed' },
    },
    {
        id: 'auth-scope-required',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now asks for the scope {after} in its challenge.',
        hint: 'Tokens granted before lack it: clients must step up or sign in again. If the old scope still suffices, keep the challenge as it was.',
        why: 'A token that worked yesterday is refused today until its holder is authorized again.',
        tags: { subject: 'auth', aspect: 'required', direction: 'added' },
        waivers: { mirror: 'a scope no longer asked for refuses no token: the tokens granted before still carry it' },
    },
    {
        id: 'auth-scopes-narrowed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The resource no longer lists the scope {before} in scopes_supported.',
        hint: 'Clients that ask for it may be refused at sign-in or get a narrower token; confirm the scope is gone on purpose.',
        why: 'Clients choose their scope from this list when the challenge names none.',
        tags: { subject: 'auth', aspect: 'scope', direction: 'narrowed' },
    },
    {
        id: 'auth-scopes-widened',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The resource now lists the scope {after} in scopes_supported.',
        hint: 'Nothing breaks; a client that asks for every listed scope asks for one more.',
        why: 'A new scope refuses no existing token.',
        tags: { subject: 'auth', aspect: 'scope', direction: 'widened' },
    },
    // ------------------------------------------------------------ server identity
    {
        id: 'server-name-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now calls itself {after} instead of {before}.',
        hint: 'Confirm this is the same server; clients may key trust or configuration on its name.',
        why: 'The name is the server identity clients see.',
        tags: { subject: 'server', aspect: 'name', direction: 'changed' },
    },
    {
        id: 'server-version-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server version changed from {before} to {after}.',
        hint: 'Informational; the release gate compares versions against deprecation windows.',
        why: 'A version bump by itself changes no capability.',
        tags: { subject: 'server', aspect: 'version', direction: 'changed' },
    },
    {
        id: 'server-info-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'Server info field `{pointer}` changed.',
        hint: 'Server info (title, icons, website) is shown to users; check the change.',
        why: 'User-visible identity text; a person should read it.',
        tags: { subject: 'server', aspect: 'info', direction: 'changed' },
    },
    {
        id: 'server-protocol-version-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The negotiated protocol version changed from {before} to {after}.',
        hint: 'Check that the clients you support speak the new protocol version.',
        why: 'A move to an older or unrecognized version can change how every capability behaves on the wire (a move up is server-protocol-version-upgraded).',
        tags: { subject: 'protocol', aspect: 'negotiated-version', direction: 'changed' },
    },
    {
        id: 'server-protocol-version-upgraded',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The negotiated protocol version moved up from {before} to {after}.',
        hint: 'Nothing to do for clients that speak {before}: version negotiation still offers it if the server keeps supporting it (SDK servers do). Check that it does if you pin old clients.',
        why: 'The version is negotiated per session: a server answering the newest version it speaks leaves older clients to negotiate theirs. SDK upgrades do this to every server.',
        tags: { subject: 'protocol', aspect: 'negotiated-version', direction: 'changed' },
    },
    {
        id: 'schema-generator-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'A schema generator changed on surface `{surface}` (an SDK or schema-library upgrade, not an authored edit): {evidence}. The per-tool rows below show each of these changes.',
        hint: 'Each tool\'s finding is still listed; if this came from an SDK or schema-library upgrade, read them as one change. Re-level the per-tool rules with `severity` if your clients depend on the old shape.',
        why: 'One note says what many per-tool rows have in common, so a library upgrade reads as one event rather than a wall of unrelated changes.',
        tags: { subject: 'schema', aspect: 'generator', direction: 'changed' },
    },
    {
        id: 'server-capability-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now advertises capability `{pointer}`.',
        hint: 'Nothing breaks; clients may start using it.',
        why: 'A new feature flag breaks no client.',
        tags: { subject: 'server-capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'server-capability-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server no longer advertises capability `{pointer}`.',
        hint: 'Clients that rely on it (change notifications, subscriptions, logging, completions) lose it; confirm none do.',
        why: 'A dropped flag can break clients that use it; dropped capabilities themselves are reported by the kind checks.',
        tags: { subject: 'server-capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'server-instructions-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS,
        message: 'The server instructions changed.',
        hint: 'Instructions go straight into the model context: read the new text for anything it should not follow.',
        why: 'Model-visible text that steers every tool call.',
        tags: { subject: 'server', aspect: 'instructions', direction: 'changed' },
    },
    // ------------------------------------------------------------ protocol eras (MCP 2026-07-28)
    {
        id: 'protocol-era-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer serves the {era} protocol era ({versions}): {clients} can no longer connect.',
        hint: 'Keep serving the {era} era until those clients have moved (with SDK v2: `serveStdio(factory, { legacy: \'serve\' })` or `createMcpHandler(factory, { legacy: \'stateless\' })`), or announce the cut.',
        why: 'A client that speaks only the dropped era fails at connect, before it sees any capability.',
        tags: { subject: 'protocol', aspect: 'era', direction: 'removed' },
    },
    {
        id: 'protocol-era-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now also serves the {era} protocol era ({versions}).',
        hint: 'Nothing breaks: clients of that era can now connect. The capabilities they see are checked like every other.',
        why: 'A new way to connect breaks no existing client; a server moved from SDK v1 to v2 with the same tools gets only this.',
        tags: { subject: 'protocol', aspect: 'era', direction: 'added' },
    },
    {
        id: 'protocol-version-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer lists protocol version {version} in server/discover: {clients} can no longer connect.',
        hint: 'Keep {version} in the supported versions until its clients have moved.',
        why: 'A modern server rejects every request naming a version it does not list (UnsupportedProtocolVersionError).',
        tags: { subject: 'protocol', aspect: 'version', direction: 'removed' },
    },
    {
        id: 'protocol-version-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now lists protocol version {version} in server/discover.',
        hint: 'Nothing breaks: clients of {version} can now connect.',
        why: 'An added version breaks no client that speaks the others.',
        tags: { subject: 'protocol', aspect: 'version', direction: 'added' },
    },
    {
        id: 'protocol-eras-differ',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` serves a different surface to each protocol era: what a client sees depends on its SDK.',
        hint: 'The snapshot keeps the other era\'s lists under `protocol.eras`; make the server factory register the same capabilities for both eras, or confirm the difference is meant.',
        why: 'The same release then has two contracts, and a client moving from SDK v1 to v2 silently gains or loses capabilities.',
        tags: { subject: 'protocol', aspect: 'era-parity', direction: 'removed' },
    },
    {
        id: 'protocol-eras-agree',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now serves the same surface to both protocol eras.',
        hint: 'Nothing to do: what a client sees no longer depends on its SDK.',
        why: 'One contract again; the capabilities themselves are compared by the kind checks.',
        tags: { subject: 'protocol', aspect: 'era-parity', direction: 'added' },
    },
    {
        id: 'protocol-extension-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now advertises the extension `{extension}` in server/discover.',
        hint: 'Nothing breaks; clients that negotiate it may start using it.',
        why: 'Extensions are negotiated: a client that does not know one ignores it.',
        tags: { subject: 'protocol', aspect: 'extension', direction: 'added' },
    },
    {
        id: 'protocol-extension-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer advertises the extension `{extension}` in server/discover.',
        hint: 'Clients that use it (tasks moved to an extension in 2026-07-28) lose it; confirm none do.',
        why: 'Like a dropped capability flag: only clients that use it break.',
        tags: { subject: 'protocol', aspect: 'extension', direction: 'removed' },
    },
    {
        id: 'protocol-deprecated-feature-used',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now uses {feature}, which MCP 2026-07-28 deprecates (removable after {deadline}).',
        hint: 'It works today; plan the move before {deadline}: tools or resources instead of roots, sampling and logging, Streamable HTTP instead of HTTP+SSE.',
        why: 'Deprecated features stay in the specification for at least 12 months from 2026-07-28; nothing breaks before then.',
        tags: { subject: 'protocol', aspect: 'deprecated-feature', direction: 'added' },
        waivers: { mirror: 'no longer using a deprecated feature breaks nothing and needs no note' },
    },
    // ------------------------------------------------------------ model hosts (emitted by the hosts pass, src/hosts)
    {
        id: 'host-rejects-tool',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The tool `{name}` is now refused by {host}: {what}, at `{pointer}` (check `{check}`).',
        hint: '{session} Change the tool so the host accepts it (`mcp-contract rules` lists each check with its documentation), or stop shipping to {host} by leaving it out of `hosts` in the config.',
        why: 'A host that refuses a tool refuses the request that carries it: the Anthropic and OpenAI APIs fail the whole request (every tool of the session) with an error that names no server, and an MCP HTTP client silently drops the tool.',
        tags: { subject: 'host', aspect: 'acceptance', direction: 'removed' },
        identity: ['hostId', 'check'],
    },
    {
        id: 'host-accepts-tool',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The tool `{name}` is now accepted by {host}: it no longer has {what} (check `{check}`).',
        hint: 'Nothing breaks; users of {host} get the tool (and, where the host failed the whole request, the session) back.',
        why: 'A tool a host used to refuse becomes usable there; no caller loses anything.',
        tags: { subject: 'host', aspect: 'acceptance', direction: 'added' },
        identity: ['hostId', 'check'],
    },
    {
        id: 'context-cost-over-budget',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'The tool list of surface `{surface}` now costs {after} tokens per request ({change}), over the budget of {limit}.',
        hint: 'Counted with {method} ({host} request form). The tools that grew most: {top}. Shorten their descriptions or schemas, move rarely used tools to another surface, or raise policy.contextBudget.',
        why: 'Every request carries the whole tool list: growth is paid on every turn of every session, and crowds out the conversation; a budget makes the cost a decision rather than an accident.',
        tags: { subject: 'host', aspect: 'context-cost', direction: 'widened' },
    },
    {
        id: 'context-cost-within-budget',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'The tool list of surface `{surface}` now costs {after} tokens per request ({change}), back within the budget of {limit}.',
        hint: 'Counted with {method} ({host} request form). Nothing breaks; every request is cheaper.',
        why: 'A smaller tool list costs every request less.',
        tags: { subject: 'host', aspect: 'context-cost', direction: 'narrowed' },
    },
];
const RULES = ROWS;
const BY_ID = new Map(RULES.map((r) => [r.id, r]));
function ruleById(id) {
    return BY_ID.get(id);
}
/** Narrows a string read from outside (a stored report, a config key) to a rule id. */
function isRuleId(id) {
    return BY_ID.has(id);
}
/** A parameter as a message reads it: a list comma-separated. */
function paramText(v) {
    return Array.isArray(v) ? v.join(', ') : String(v);
}
function fillTemplate(template, params = {}) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? paramText(params[key]) : whole);
}


/***/ })

};
