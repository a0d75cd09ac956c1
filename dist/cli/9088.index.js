export const id = 9088;
export const ids = [9088];
export const modules = {

/***/ 35458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VK: () => (/* binding */ toldHint),
/* harmony export */   ok: () => (/* binding */ foldCauses),
/* harmony export */   zo: () => (/* binding */ toldLines)
/* harmony export */ });
/* harmony import */ var _core_diff_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92559);

/** The capability a change is about (a risky-text row names only the new side, the text edit both). */
const refsOf = (c) => c.after?.refs[0] ?? c.before?.refs[0] ?? '';
const pointerOf = (c) => c.after?.pointer ?? c.before?.pointer;
/** `_meta.ui` keys, and the `ui/...` keys MCP Apps wrote at the top of `_meta` before `ui` was an object. */
const isUiMeta = (p) => p !== undefined && (p.startsWith('/_meta/ui/') || p.startsWith('/_meta/ui~1'));
/** Server capability flag -> the kinds whose removal rows it belongs with. */
const FLAG_KINDS = { tools: ['tool'], prompts: ['prompt'], resources: ['resource', 'resourceTemplate'] };
const KIND_REMOVALS = new Set(['capability-removed', 'capability-removed-kind-unsupported']);
/** Rows of risky text a text edit at the same place is told under (the server instructions' too). */
const RISKY_ROWS = new Set(['risky-text-added', 'text-data-movement-added']);
/** Additions whose new text a risky-text row may be about. */
const ADDITIONS = new Set(['tool-input-property-added', 'tool-output-property-added', 'prompt-optional-argument-added']);
/** The top-level flag a `server-capability-removed` names (`/capabilities/prompts/listChanged` -> prompts). */
function flagOf(c) {
    const m = c.rule === 'server-capability-removed' ? /^\/capabilities\/([^/]+)(\/.*)?$/.exec(pointerOf(c) ?? '') : null;
    return m === null ? undefined : { flag: m[1], top: m[2] === undefined };
}
/** For each change, the change whose row tells it (undefined: a row of its own). */
function causeOf(changes) {
    const out = new Map();
    const bySurface = (c) => c.surface;
    // Risky text arrives through a text edit at the same place: the risky row tells the edit.
    const risky = new Map();
    for (const c of changes)
        if (RISKY_ROWS.has(c.rule))
            risky.set(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]), c);
    // A deprecation notice arrives through the description or title edit that wrote it: that edit's row tells it.
    const edits = new Map();
    for (const c of changes)
        if (c.rule === 'description-changed' || c.rule === 'title-changed')
            edits.set(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]), c);
    // A new property or prompt argument whose own text is risky arrives with it: the risky row (at its description or
    // title, below the addition's place) tells the addition.
    const riskyWithin = (c) => {
        const at = pointerOf(c);
        if (at === undefined)
            return undefined;
        for (const x of risky.values())
            if (x.surface === c.surface && refsOf(x) === refsOf(c) && (pointerOf(x) ?? '').startsWith(`${at}/`))
                return x;
        return undefined;
    };
    // An app view on a tool: its other `_meta.ui` keys, and the view resource it links to when that resource is new.
    const views = new Map();
    const viewResources = new Map();
    for (const c of changes) {
        if (c.rule !== 'tool-app-view-changed')
            continue;
        views.set(JSON.stringify([bySurface(c), refsOf(c)]), c);
        const uri = c.after?.value;
        if (typeof uri === 'string' && !viewResources.has(`${c.surface}\u0000resource:${uri}`))
            viewResources.set(`${c.surface}\u0000resource:${uri}`, c);
    }
    // A kind's capability dropped: the kind's first removal row tells the flag and its sub-flags.
    const removalOf = new Map();
    for (const c of changes)
        if (KIND_REMOVALS.has(c.rule) && !removalOf.has(`${c.surface}\u0000${c.kind}`))
            removalOf.set(`${c.surface}\u0000${c.kind}`, c);
    const topFlag = new Map();
    for (const c of changes) {
        const f = flagOf(c);
        if (f?.top)
            topFlag.set(`${c.surface}\u0000${f.flag}`, c);
    }
    for (const c of changes) {
        let lead;
        if (c.rule === 'description-changed' || c.rule === 'title-changed' || c.rule === 'server-instructions-changed')
            lead = risky.get(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]));
        else if (ADDITIONS.has(c.rule))
            lead = riskyWithin(c);
        else if (c.rule === 'capability-deprecated')
            lead = edits.get(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]));
        else if (c.rule !== 'tool-app-view-changed' && c.kind === 'tool' && isUiMeta(pointerOf(c)))
            lead = views.get(JSON.stringify([bySurface(c), refsOf(c)]));
        else if (c.rule === 'capability-added' && c.kind === 'resource' && c.after?.refs.length === 1)
            lead = viewResources.get(`${c.surface}\u0000${c.after.refs[0]}`);
        else {
            const f = flagOf(c);
            if (f !== undefined) {
                const kinds = FLAG_KINDS[f.flag] ?? [];
                lead = kinds.map((k) => removalOf.get(`${c.surface}\u0000${k}`)).find((x) => x !== undefined) ?? (f.top ? undefined : topFlag.get(`${c.surface}\u0000${f.flag}`));
            }
        }
        // Never under a quieter row: a change louder than its cause's row keeps a row of its own.
        if (lead !== undefined && lead !== c && (0,_core_diff_report_js__WEBPACK_IMPORTED_MODULE_0__/* .changeRank */ .NH)(c) >= (0,_core_diff_report_js__WEBPACK_IMPORTED_MODULE_0__/* .changeRank */ .NH)(lead))
            out.set(c, lead);
    }
    return out;
}
/** Splits changes into row leads and what each lead tells; a told change's own told changes move up to its lead. */
function foldCauses(changes) {
    const cause = causeOf(changes);
    const root = (c) => {
        let r = c;
        for (let hops = 0; cause.has(r) && hops < 4; hops++)
            r = cause.get(r);
        return r;
    };
    const told = new Map();
    const leads = [];
    for (const c of changes) {
        const r = root(c);
        if (r === c)
            leads.push(c);
        else
            told.set(r, [...(told.get(r) ?? []), c]);
    }
    return { leads, told };
}
/** A told change's own advice a reviewer acts on, shown under it: a deprecation's config entry to paste. */
function toldHint(c) {
    return c.rule === 'capability-deprecated' && c.hint !== '' ? c.hint : undefined;
}
/** Told changes by rule and severity, in the order they came. */
function toldLines(told) {
    const out = new Map();
    for (const c of told) {
        const key = `${c.rule}\u0000${c.severity}`;
        const line = out.get(key) ?? { rule: c.rule, severity: c.severity, refs: [], pointers: [], changes: [] };
        const ref = c.after?.refs[0] ?? c.before?.refs[0] ?? c.surface;
        const pointer = pointerOf(c);
        if (!line.refs.includes(ref))
            line.refs.push(ref);
        if (pointer !== undefined && pointer !== '' && !line.pointers.includes(pointer))
            line.pointers.push(pointer);
        line.changes.push(c);
        out.set(key, line);
    }
    return [...out.values()];
}


/***/ }),

/***/ 28555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ distinctCount),
/* harmony export */   WC: () => (/* binding */ isExplainingNote),
/* harmony export */   e9: () => (/* binding */ groupRefs),
/* harmony export */   k$: () => (/* binding */ isVaried),
/* harmony export */   mb: () => (/* binding */ variedTemplate),
/* harmony export */   t0: () => (/* binding */ addedCueWords),
/* harmony export */   tw: () => (/* binding */ groupChanges)
/* harmony export */ });
/* unused harmony exports groupAcrossSurfaces, groupTemplate, REWORDED, isRewordedGroup */
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54452);
/* harmony import */ var _core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92559);
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57789);
/* harmony import */ var _core_diff_rewording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57064);
/* harmony import */ var _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38112);






function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule)?.message.includes('{surface}') ?? true;
        if (wordedBySurface || c.surface === '*') {
            out.push(c);
            continue;
        }
        const key = JSON.stringify([c.rule, c.severity, c.kind, sideKey(c.before), sideKey(c.after), c.message, c.adjusted ?? null]);
        const seen = byKey.get(key);
        if (seen) {
            seen.surface = `${seen.surface}, ${c.surface}`;
            seen.fingerprint = `${seen.fingerprint}, ${c.fingerprint}`;
        }
        else {
            const copy = { ...c };
            byKey.set(key, copy);
            out.push(copy);
        }
    }
    return out;
}
/**
 * A rule's message rewritten to speak of "each tool" instead of one named capability, or undefined when its wording
 * cannot be (then its changes are never grouped across capabilities).
 */
function groupTemplate(message) {
    const out = message
        .replace(/^The (\{kind\}|tool|prompt|resource) `\{name\}`/, 'Each $1')
        .replace(/^(Tool|Prompt) `\{name\}`/, (_, k) => `Each ${k.toLowerCase()}`)
        .replace(/(^|\s)(\{kind\}|tool|prompt|resource) `\{name\}`/g, '$1each $2');
    return out.includes('{name}') || out === message ? undefined : out;
}
/** True when the members of a group do not all share one before/after. */
function isVaried(g) {
    return g.variants.length > 1;
}
function capabilityRef(c) {
    const before = c.before?.refs ?? [];
    const after = c.after?.refs ?? [];
    const refs = [...new Set([...before, ...after])];
    return refs.length === 1 ? refs[0] : undefined;
}
/** What members of one row share whatever their values: rule, severity, kind, surface, adjustment, which params. */
function ruleKey(c) {
    // A text edit that adds a cue is a row of its own, naming it; every plain rewording of a report is one row.
    if (((0,_core_diff_rewording_js__WEBPACK_IMPORTED_MODULE_4__/* .cuesOf */ .me)(c)?.length ?? 0) > 0)
        return undefined;
    const reworded = (0,_core_diff_rewording_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainRewording */ .K1)(c);
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule);
    const name = c.params?.name;
    if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined)
        return undefined;
    // A rule with an identity (a host and check) says it in each row: one row per capability and identity.
    if (rule.identity !== undefined)
        return undefined;
    if (groupTemplate(rule.message) === undefined)
        return undefined;
    // A name with invisible characters is a look-alike until read: it keeps a row of its own.
    if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .describeInvisible */ .Rb)(s).length > 0))
        return undefined;
    if (reworded)
        return JSON.stringify(['reworded', c.severity, c.surface, c.adjusted ?? null]);
    return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, Object.keys(c.params ?? {}).sort()]);
}
/** Within a rule's row: members whose values and wording are the same. */
function valueKey(c) {
    const name = String(c.params?.name ?? '');
    const params = Object.entries(c.params ?? {})
        .filter(([k]) => k !== 'name')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const side = (s) => (s ? [s.pointer ?? null, s.value ?? null] : null);
    return JSON.stringify([side(c.before), side(c.after), params, c.hint.split(name).join('\u0000')]);
}
/** The "each tool" wording with every placeholder whose value differs between members written as "\u2026". */
function variedTemplate(template, members) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => {
        const values = new Set(members.map((m) => String(m.params?.[key] ?? '')));
        return values.size === 1 ? whole : '\u2026';
    });
}
/** Server-level notes that explain the per-capability rows of the same report rather than change anything alone. */
function isExplainingNote(c) {
    return c.rule === 'schema-generator-changed';
}
function exactGroup(c, told) {
    const g = { lead: c, members: [c], variants: [], told: [...told] };
    g.variants.push({ lead: c, members: [c], variants: [], told: [] });
    return g;
}
/**
 * Rows in the order sign-off reads them: risky model-visible text, breaking, review, then safe; within a severity the rarer change first
 * (a rule on 3 tools before one repeated on 9), then as classified. Per-surface copies fold into one change; the same
 * rule on several capabilities folds into one row, its values kept per variant.
 */
function groupChanges(changes) {
    const groups = [];
    const byRule = new Map();
    // Each row's variants by value key: a key is serialised once per change, not once per variant per change (which
    // made 1,500 removals of one rule take seconds).
    const variantsOf = new Map();
    const { leads, told } = (0,_causes_js__WEBPACK_IMPORTED_MODULE_2__/* .foldCauses */ .ok)(groupAcrossSurfaces(changes));
    for (const c of leads) {
        const key = ruleKey(c);
        const seen = key === undefined ? undefined : byRule.get(key);
        if (!seen) {
            const g = exactGroup(c, told.get(c) ?? []);
            if (key !== undefined)
                byRule.set(key, g);
            groups.push(g);
            continue;
        }
        seen.members.push(c);
        seen.told.push(...(told.get(c) ?? []));
        let byValue = variantsOf.get(seen);
        if (byValue === undefined) {
            byValue = new Map([[valueKey(seen.lead), seen.variants[0]]]);
            variantsOf.set(seen, byValue);
        }
        const vk = valueKey(c);
        const variant = byValue.get(vk);
        if (variant)
            variant.members.push(c);
        else {
            const v = { lead: c, members: [c], variants: [], told: [] };
            byValue.set(vk, v);
            seen.variants.push(v);
        }
    }
    for (const g of groups) {
        if ((0,_core_diff_rewording_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainRewording */ .K1)(g.lead)) {
            g.template = rewordedTemplate(g);
            continue;
        }
        if (g.members.length === 1)
            continue;
        const template = groupTemplate((0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(g.lead.rule)?.message ?? '');
        g.template = template !== undefined && isVaried(g) ? variedTemplate(template, g.members) : template;
        for (const v of g.variants)
            if (v.members.length > 1)
                v.template = template;
    }
    // Risky model-visible text leads (core/diff/report.ts changeRank); a note that explains other rows (a generator change)
    // reads right before them; then breaking, review, safe.
    // A report's plain rewordings read last among its rows of their severity: re-read, but nothing new to weigh.
    const rank = (g) => (isExplainingNote(g.lead) ? -0.5 : (0,_core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__/* .changeRank */ .NH)(g.lead) + ((0,_core_diff_rewording_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainRewording */ .K1)(g.lead) ? 0.5 : 0));
    return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.g.members.length - b.g.members.length || a.i - b.i).map(({ g }) => g);
}
/** The row of a report's plain rewordings says so first: the words changed, none of the cues a reviewer looks for came with them. */
const REWORDED = 'Reworded, no new cue';
/** The rule's own wording after "Reworded, no new cue:" when the row is one rule (its "each tool" form for several), else a general one. */
function rewordedTemplate(g) {
    const message = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(g.lead.rule)?.message ?? '';
    const lower = (t) => `${REWORDED}: ${t.charAt(0).toLowerCase()}${t.slice(1)}`;
    if (g.members.length === 1)
        return lower(message);
    const each = groupTemplate(message);
    const oneRule = g.members.every((m) => m.rule === g.lead.rule && m.kind === g.lead.kind);
    if (oneRule && each !== undefined)
        return lower(isVaried(g) ? variedTemplate(each, g.members) : each);
    return `${REWORDED}: the descriptions or titles of ${g.members.length} capabilities changed, and the new words add no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters.`;
}
/** The cue classes a row's text edits add (its own, or the edit its risky-text row tells), in words; empty for none. */
function addedCueWords(g) {
    const cues = new Set([...g.members, ...g.told].flatMap((c) => [...((0,_core_diff_rewording_js__WEBPACK_IMPORTED_MODULE_4__/* .cuesOf */ .me)(c) ?? [])]));
    return _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_5__/* .CUE_CLASSES */ .bc.filter((k) => cues.has(k)).map((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_5__/* .CUE_CLASS_WORDS */ .vv[k]);
}
/** Whether a row is a report's plain rewordings (members of several kinds and rules). */
function isRewordedGroup(g) {
    return isPlainRewording(g.lead);
}
/** The capabilities a group names, e.g. `tool:read_file`. */
function groupRefs(g) {
    return g.members.map((m) => capabilityRef(m) ?? m.before?.refs[0] ?? m.after?.refs[0] ?? m.kind);
}
/** Changes as a reader counts them: per-surface copies once, each capability of a group once. */
function distinctCount(changes) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const c of groupAcrossSurfaces(changes))
        t[c.severity]++;
    return t;
}


/***/ }),

/***/ 35579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ hostTextLines),
/* harmony export */   Np: () => (/* binding */ contextCostLine),
/* harmony export */   oA: () => (/* binding */ hostAcceptanceLine)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57789);
/* harmony import */ var _core_shared_numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77499);


const number = _core_shared_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .withCommas */ .r;
/** `anthropic \u2713 · openai \u2717 <code>fetch</code> <code>/inputSchema/anyOf</code> (+2 more)`, or nothing when every host accepts every tool. */
function hostAcceptanceLine(e) {
    if (!e.hosts.some((h) => h.rejected.length > 0))
        return undefined;
    const cells = e.hosts.map((h) => {
        if (h.rejected.length === 0)
            return `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(h.host, 40)} \u2713`;
        const [first] = h.rejected;
        const more = h.rejected.length > 1 ? ` (+${h.rejected.length - 1} more)` : '';
        const whole = h.wholeRequest ? ', fails the whole request' : '';
        return `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(h.host, 40)} \u2717 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCode */ .tn)(first.tool, 80)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCode */ .tn)(first.pointer, 120)}${more}${whole}`;
    });
    return `**Hosts:** ${cells.join(' · ')}`;
}
function surfaceLine(s) {
    if (s.before === undefined || s.before === s.after)
        return undefined;
    const delta = s.after - s.before;
    const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
    const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCode */ .tn)(g.tool, 80)} ${g.before === undefined ? 'new, ' : ''}+${number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
    return `${delta > 0 ? '+' : '-'}${number(Math.abs(delta))} tokens per request${percent} on ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(s.surface, 60)}: ${number(s.before)} \u2192 ${number(s.after)}${top}`;
}
/** `**Context cost:** +1,466 tokens per request (+27%) on default: 5,430 \u2192 6,896; most from ...`, when it moved. */
function contextCostLine(e) {
    if (e.cost === undefined)
        return undefined;
    const lines = e.cost.surfaces.map(surfaceLine).filter((l) => l !== undefined);
    if (lines.length === 0)
        return undefined;
    return `**Context cost** <sub>(${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(e.cost.host, 40)} request form, ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(e.cost.method, 160)})</sub>: ${lines.join(' · ')}`;
}
/** The same evidence as terminal lines (`check`, `diff`): server text cleaned of control sequences. */
function hostTextLines(e, clean) {
    const lines = [];
    if (e.hosts.some((h) => h.rejected.length > 0)) {
        const cells = e.hosts.map((h) => {
            if (h.rejected.length === 0)
                return `${h.host} ok`;
            const [first] = h.rejected;
            const tools = new Set(h.rejected.map((x) => `${x.surface}/${x.tool}`)).size;
            return `${h.host} refuses ${tools} tool${tools === 1 ? '' : 's'} (first: ${clean(first.tool, 80)} at ${clean(first.pointer, 120)}, check ${first.check})${h.wholeRequest ? ', failing the whole request' : ''}`;
        });
        lines.push(`  hosts: ${cells.join('; ')}`);
    }
    for (const s of e.cost?.surfaces ?? []) {
        if (s.before === undefined || s.before === s.after)
            continue;
        const delta = s.after - s.before;
        const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
        const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${clean(g.tool, 80)} +${number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
        lines.push(`  context cost on ${clean(s.surface, 60)}: ${number(s.before)} -> ${number(s.after)} tokens per request${percent}${top} (${e.cost.host} request form; ${e.cost.method})`);
    }
    return lines;
}


/***/ }),

/***/ 68795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ safeMessage),
/* harmony export */   Ve: () => (/* binding */ plainGroupMessage),
/* harmony export */   ab: () => (/* binding */ safeTemplate),
/* harmony export */   gi: () => (/* binding */ safeGroupMessage),
/* harmony export */   t4: () => (/* binding */ safeHint)
/* harmony export */ });
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);


function code(text, max, style) {
    return style === 'html' ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeCode */ .tn)(text, max) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(text, max);
}
/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value, max, style) {
    const parts = value.split(/`([^`\n]*)`/);
    if (parts.length === 1)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(value, max);
    // escapeInline trims; the spaces around a code segment are kept.
    const text = (p) => (p.startsWith(' ') ? ' ' : '') + (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
    return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
function safeTemplate(template, params, max = 500, style = 'html') {
    const fill = (text, esc) => text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? esc((0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .paramText */ .$X)(params[key])) : whole);
    let out = '';
    let last = 0;
    for (const m of template.matchAll(/`([^`]*)`/g)) {
        out += fill(template.slice(last, m.index), (v) => prose(v, max, style));
        out += code(fill(m[1], (v) => v), max, style);
        last = (m.index ?? 0) + m[0].length;
    }
    return out + fill(template.slice(last), (v) => prose(v, max, style));
}
function complete(template, params) {
    return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].every((m) => Object.prototype.hasOwnProperty.call(params, m[1]));
}
function safeMessage(change, style = 'html') {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.hint, 800);
    const params = change.params ?? {};
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.hint, params);
    const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
    const head = safeTemplate(rule.hint, params);
    return extra ? `${head} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(extra, 800)}` : head;
}
/** A row's wording: one change's message, or for a group the rule's "each tool" form with the shared values. */
function safeGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return safeMessage(g.lead);
    return safeTemplate(g.template, g.lead.params ?? {});
}
/** The same in plain text (terminal, annotations). */
function plainGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return g.lead.message;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(g.template, g.lead.params ?? {});
}


/***/ }),

/***/ 92234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ changeTextDelta),
/* harmony export */   Wm: () => (/* binding */ textDelta),
/* harmony export */   sw: () => (/* binding */ wordDiff)
/* harmony export */ });
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
function textDelta(before, after) {
    const { a, b, start, endA, endB } = commonEnds(before, after);
    return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}
/** Both texts as words with their whitespace, and where their common prefix ends and common suffix starts in each. */
function commonEnds(before, after) {
    const a = before.split(/(\s+)/);
    const b = after.split(/(\s+)/);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    return { a, b, start, endA, endB };
}
/** The delta of a text change (description, title, instructions) when both sides are strings. */
function changeTextDelta(c) {
    const before = c.before?.value;
    const after = c.after?.value;
    if (typeof before !== 'string' || typeof after !== 'string')
        return undefined;
    if (c.type !== 'description' && c.rule !== 'server-instructions-changed')
        return undefined;
    return textDelta(before, after);
}
/** Above this many word pairs in the changed middle, it is shown as one removal and one addition (the LCS is quadratic). */
const MAX_LCS_CELLS = 1_000_000;
function pushRun(runs, op, text) {
    if (text === '')
        return;
    const last = runs[runs.length - 1];
    if (last?.op === op)
        last.text += text;
    else
        runs.push({ op, text });
}
/**
 * The words a text change removed and added, in place: the common prefix and suffix as textDelta trims them, the
 * middle by a longest common subsequence of words (whitespace kept), so an edit in two places marks two places.
 */
function wordDiff(before, after) {
    const { a, b, start, endA, endB } = commonEnds(before, after);
    const runs = [];
    pushRun(runs, 'same', a.slice(0, start).join(''));
    const x = a.slice(start, endA);
    const y = b.slice(start, endB);
    if (x.length * y.length > MAX_LCS_CELLS) {
        pushRun(runs, 'removed', x.join(''));
        pushRun(runs, 'added', y.join(''));
    }
    else {
        // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
        const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
        for (let i = x.length - 1; i >= 0; i--)
            for (let j = y.length - 1; j >= 0; j--)
                lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        let i = 0;
        let j = 0;
        while (i < x.length || j < y.length) {
            if (i < x.length && j < y.length && x[i] === y[j]) {
                pushRun(runs, 'same', x[i++]);
                j++;
            }
            else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1]))
                pushRun(runs, 'removed', x[i++]);
            else
                pushRun(runs, 'added', y[j++]);
        }
    }
    pushRun(runs, 'same', a.slice(endA).join(''));
    return runs;
}


/***/ })

};
