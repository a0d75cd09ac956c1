export const id = 520;
export const ids = [520];
export const modules = {

/***/ 8063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  approveCommand: () => (/* binding */ approveCommand),
  expiresOption: () => (/* binding */ expiresOption),
  heldForReview: () => (/* binding */ heldForReview),
  rejectCommand: () => (/* binding */ rejectCommand),
  renderRecord: () => (/* binding */ renderRecord),
  statusCommand: () => (/* binding */ statusCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(8051);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var guard_store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/specs/store.ts
var specs_store = __webpack_require__(9604);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(4017);
// EXTERNAL MODULE: ./src/gateway/ownership.ts
var ownership = __webpack_require__(3747);
// EXTERNAL MODULE: ./src/core/diff/risky-text.ts + 1 modules
var risky_text = __webpack_require__(6521);
// EXTERNAL MODULE: ./src/render/text-delta.ts
var text_delta = __webpack_require__(2234);
// EXTERNAL MODULE: ./src/core/diff/classify-shared.ts
var classify_shared = __webpack_require__(5135);
// EXTERNAL MODULE: ./src/core/release/deprecations.ts
var deprecations = __webpack_require__(2998);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(4452);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/cli/approve-view.ts







/**
 * The risky passages of the definition a record would approve: all of a new capability's text (check's
 * capability-added-risky-text), or what a changed one adds to the definition approved before (risky-text-added).
 * One per pointer; a passage the held changes already name is not repeated.
 */
function textFindings(r) {
    if (!r.live)
        return [];
    // A changed one approved only by the approved snapshot (not copied into the store) is screened whole.
    const rule = r.state === 'review_required' ? 'capability-added-risky-text' : 'risky-text-added';
    const before = rule === 'risky-text-added' ? r.approval?.definition : undefined;
    const kind = (0,deprecations/* kindOfRef */.Ly)(r.ref);
    const template = (0,rules/* ruleById */.BD)(rule)?.message ?? '';
    const held = new Set((r.changes ?? []).filter((c) => c.rule === 'risky-text-added' || c.rule === 'capability-added-risky-text').map((c) => c.pointer));
    return (0,risky_text/* riskyAdditions */.qz)(before, r.live.definition)
        .filter((m) => !held.has(m.pointer))
        .map((m) => ({ rule, pointer: m.pointer, what: m.what, message: (0,rules/* fillTemplate */.ou)(template, { kind: kind ? classify_shared/* KIND_LABEL */.CF[kind] : 'capability', name: (0,classify_shared/* keyOfRef */.Qo)(r.ref), pointer: m.pointer, what: m.what }) }));
}
/**
 * A definition as a terminal shows it: indented JSON (which writes C0 controls and lone surrogates as escapes), then
 * every other invisible character (C1 controls, bidi overrides, zero-width, tag characters) as `\u27e8U+XXXX\u27e9`. Whole,
 * however long: it is what the person approves.
 */
function definitionLines(definition, indent) {
    return (0,render_escape/* revealInvisible */.hR)(JSON.stringify(definition, null, 2))
        .split('\n')
        .map((l) => `${indent}${l}`);
}
/** For each held description or title edit: whether its new words add a cue (and which), and the words that changed. */
function triageLines(r) {
    const lines = [];
    for (const c of r.changes ?? []) {
        if (c.cues === undefined)
            continue;
        const known = c.cues.filter((k) => risky_text/* CUE_CLASSES */.bc.includes(k));
        const verdict = c.cues.length === 0 ? 'reworded, no new cue' : `new cue: ${known.map((k) => risky_text/* CUE_CLASS_WORDS */.vv[k]).join(', ') || (0,terminal/* cleanTerminal */.m)(c.cues.join(', '), 200)}`;
        const delta = typeof c.before === 'string' && typeof c.after === 'string' ? (0,text_delta/* textDelta */.W)(c.before, c.after) : undefined;
        const words = delta ? `: ${(0,terminal/* cleanTerminal */.m)(delta.removed || '(nothing)', 200)} -> ${(0,terminal/* cleanTerminal */.m)(delta.added || '(nothing)', 200)}` : '';
        lines.push(`      ${(0,terminal/* cleanTerminal */.m)(c.pointer ?? '/', 120)} ${verdict}${words}`);
    }
    return lines;
}
/** The lines `approve` prints for one record before it writes: its held changes, its text findings, its definition. */
function approvalLines(r, held) {
    const lines = [...held, ...triageLines(r)];
    for (const f of textFindings(r))
        lines.push(`      review ${f.rule} ${(0,terminal/* cleanTerminal */.m)(f.pointer, 120)} [always reviewed]: ${(0,terminal/* cleanTerminal */.m)(f.message, 400)}`);
    if (r.live)
        lines.push(`      definition (${r.live.digest}):`, ...definitionLines(r.live.definition, '        '));
    return lines;
}

// EXTERNAL MODULE: ./src/cli/approve-commands.ts
var approve_commands = __webpack_require__(9382);
;// CONCATENATED MODULE: ./src/cli/commands/approve.ts
// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.













/** The store file: `--server NAME`, else the only one in the store directory. */
function locate(command, store, server, io) {
    const dir = (0,guard_store/* storeDir */.rT)(store, io.env, io.cwd);
    if (server)
        return (0,guard_store/* storeFile */.u_)(dir, server);
    const files = (0,guard_store/* storeFiles */.Tr)(dir);
    if (files.length === 1)
        return files[0];
    if (files.length === 0)
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
    throw new errors/* UsageError */.eb(`mcp-contract ${command}: ${dir} holds several servers (${files.map((f) => (0,external_node_path_.basename)(f, '.json')).join(', ')}); choose one with --server NAME`);
}
/** `tool:x`, or a bare name/URI when exactly one ref has it. */
function resolveRef(store, given) {
    if (store.capabilities[given])
        return given;
    const hits = Object.keys(store.capabilities).filter((r) => r.slice(r.indexOf(':') + 1) === given);
    if (hits.length === 1)
        return hits[0];
    if (hits.length > 1)
        throw new errors/* UsageError */.eb(`"${(0,render_text/* cleanTerminal */.m9)(given, 100)}" is ambiguous: ${hits.join(', ')}`);
    throw new errors/* UsageError */.eb(`"${(0,render_text/* cleanTerminal */.m9)(given, 100)}" is not in the store (see mcp-contract status)`);
}
function approve_short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
/** One record with its field-level diff, as approve, reject and status show it. */
function renderRecord(r) {
    const lines = [`  ${r.state.toUpperCase().padEnd(16)}${(0,render_text/* cleanTerminal */.m9)(r.ref, 200)}  ${approve_short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}`];
    for (const c of r.changes ?? []) {
        lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${(0,render_text/* cleanTerminal */.m9)(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${(0,render_text/* cleanTerminal */.m9)(c.message, 300)}`);
        if (c.before !== undefined || c.after !== undefined)
            lines.push(`        before: ${(0,render_text/* cleanTerminal */.m9)((0,json/* showValue */.vp)(c.before), 300)}`, `        after:  ${(0,render_text/* cleanTerminal */.m9)((0,json/* showValue */.vp)(c.after), 300)}`);
    }
    if (r.reason)
        lines.push(`      ${(0,render_text/* cleanTerminal */.m9)(r.reason, 300)}`);
    return lines;
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** `--expires`: an ISO date (YYYY-MM-DD, midnight UTC) or date-time with a zone, strictly in the future. */
function expiresOption(raw, now) {
    if (raw === undefined)
        return undefined;
    const shown = (0,render_text/* cleanTerminal */.m9)(raw, 60);
    let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
    // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
    if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw)
        t = NaN;
    if (Number.isNaN(t))
        throw new errors/* UsageError */.eb(`mcp-contract approve: --expires "${shown}": expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)`);
    if (t <= now.getTime())
        throw new errors/* UsageError */.eb(`mcp-contract approve: --expires "${shown}": the date is not in the future`);
    return new Date(t).toISOString();
}
/**
 * Which stores a decision touches: `--server`, the only store, or with `--all` every server of the store directory
 * (the gateway's). A ref written `<server>/<ref>` (as profiles name it) picks its server without `--server`.
 */
function targets(command, p, io) {
    const dir = (0,guard_store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const scoped = new Map();
    const plain = [];
    for (const g of p.positionals) {
        const at = g.indexOf('/');
        const server = at > 0 && !g.slice(0, at).includes(':') ? g.slice(0, at) : undefined;
        if (server === undefined)
            plain.push(g);
        else
            scoped.set(server, [...(scoped.get(server) ?? []), g.slice(at + 1)]);
    }
    if ((0,cli_args/* flag */.Jt)(p, 'all') && (0,cli_args/* str */.gx)(p, 'server'))
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: --all and --server exclude each other`);
    if ((0,cli_args/* flag */.Jt)(p, 'all') || (scoped.size > 0 && plain.length === 0 && !(0,cli_args/* str */.gx)(p, 'server'))) {
        const files = (0,cli_args/* flag */.Jt)(p, 'all') ? (0,guard_store/* storeFiles */.Tr)(dir) : [...scoped.keys()].map((s) => (0,guard_store/* storeFile */.u_)(dir, s));
        if (files.length === 0)
            throw new errors/* UsageError */.eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
        const known = new Set((0,guard_store/* storeFiles */.Tr)(dir));
        for (const f of files)
            if (!known.has(f))
                throw new errors/* UsageError */.eb(`mcp-contract ${command}: no server "${(0,render_text/* cleanTerminal */.m9)((0,external_node_path_.basename)(f, '.json'), 100)}" in ${dir} (it has ${(0,guard_store/* storeFiles */.Tr)(dir).map((x) => (0,external_node_path_.basename)(x, '.json')).join(', ') || 'none'})`);
        // By file, not by the name in it: a server named `a!` has the store a_.json.
        const byFile = new Map([...scoped].map(([server, refs]) => [(0,guard_store/* storeFile */.u_)(dir, server), refs]));
        return files.map((path) => ({ path, server: (0,external_node_path_.basename)(path, '.json'), given: [...plain, ...(byFile.get(path) ?? [])] }));
    }
    if (scoped.size > 0 && (0,cli_args/* str */.gx)(p, 'server'))
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: a ref written SERVER/REF names its server; drop --server`);
    if (scoped.size > 0)
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: write every ref as SERVER/REF, or give plain refs with --server NAME or --all`);
    const path = locate(command, (0,cli_args/* str */.gx)(p, 'store'), (0,cli_args/* str */.gx)(p, 'server'), io);
    return [{ path, server: (0,external_node_path_.basename)(path, '.json'), given: plain }];
}
/**
 * With --all a plain ref applies where a store holds it (approve leaves the ones already approved as they are); one
 * that no store has at all is still an error.
 */
function refsOf(store, t, many, undecidedOnly = true) {
    if (!many)
        return t.given.map((g) => resolveRef(store, g));
    return t.given.flatMap((g) => {
        try {
            const ref = resolveRef(store, g);
            return !undecidedOnly || store.capabilities[ref].state !== 'approved' ? [ref] : [];
        }
        catch (e) {
            if (e instanceof errors/* UsageError */.eb && /is not in the store/.test(e.message))
                return [];
            throw e;
        }
    });
}
async function neighboursOf(storePath, warn) {
    const dir = (0,external_node_path_.dirname)(storePath);
    const beside = (0,ownership/* membersBeside */.Of)(dir, (0,external_node_path_.basename)(storePath));
    if (!beside)
        return undefined;
    const key = await (0,guard_store/* storeKey */.LN)(dir);
    const others = [];
    for (const member of beside.others) {
        const path = (0,external_node_path_.join)(dir, member.store);
        const store = await (0,guard_store/* readStoreFile */.Oq)(path, key, warn).catch(() => undefined);
        if (store)
            others.push({ member, refs: Object.values(store.capabilities).filter(ownership/* owns */.S4).map((r) => r.ref) });
    }
    return { self: beside.self, others };
}
async function decide(command, args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(command === 'approve' ? specs_store/* APPROVE */.Ob : specs_store/* REJECT */.yV, args);
    if ((0,cli_args/* flag */.Jt)(p, 'identity')) {
        // --digest, --expires, --all would not apply to the code's approval: refused by name, not dropped.
        (0,cli_args/* onlyFormOf */.cD)(specs_store/* APPROVE */.Ob, p, 'identity');
        if (p.positionals.length > 0)
            throw new errors/* UsageError */.eb(`mcp-contract ${command}: --identity approves the code the guard last resolved for one server; it takes no refs`);
        return (0,identity_hooks/* approveIdentity */.qi)(locate(command, (0,cli_args/* str */.gx)(p, 'store'), (0,cli_args/* str */.gx)(p, 'server'), io), io, p.format);
    }
    const rewordedFlag = command === 'approve' && (0,cli_args/* flag */.Jt)(p, 'reworded');
    if (rewordedFlag && (0,cli_args/* flag */.Jt)(p, 'all-safe'))
        throw new errors/* UsageError */.eb('mcp-contract approve: --reworded and --all-safe exclude each other; run them one after the other');
    if (rewordedFlag && (0,cli_args/* flag */.Jt)(p, 'all-held'))
        throw new errors/* UsageError */.eb('mcp-contract approve: --reworded and --all-held exclude each other; --all-held takes every held capability');
    if (rewordedFlag && p.positionals.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract approve: --reworded takes no refs: it approves every held capability whose only changes are rewordings');
    // A bulk approval (--all-safe or --reworded): the refs come from the store, not the command line.
    const allSafeFlag = (command === 'approve' && (0,cli_args/* flag */.Jt)(p, 'all-safe')) || rewordedFlag;
    const allHeldFlag = command === 'approve' && bulkHeld(p);
    if (!allSafeFlag && !allHeldFlag && p.positionals.length === 0)
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-held' : ''}`);
    const chosen = targets(command, p, io);
    const many = chosen.length > 1;
    if (many && (0,cli_args/* str */.gx)(p, 'digest'))
        throw new errors/* UsageError */.eb(`mcp-contract approve: --digest binds one capability of one server`);
    const now = io.now();
    const expires = expiresOption((0,cli_args/* str */.gx)(p, 'expires'), now);
    const warn = (line) => io.stderr(`mcp-contract ${command}: ${(0,render_text/* cleanTerminal */.m9)(line, 500)}\n`);
    // Every store is read first: what a decision covers is shown, server by server and (for approve) with the whole
    // definition and what check flags in its text, before anything is written. Each approval then binds to the digest
    // shown, so a definition that changed in between is refused rather than approved unseen.
    const plans = [];
    const shown = [];
    const held = new Set();
    for (const t of chosen) {
        const store = await (0,guard_store/* readStoreFile */.Oq)(t.path, await (0,guard_store/* storeKey */.LN)((0,external_node_path_.dirname)(t.path)), warn);
        if (many && !allSafeFlag && !allHeldFlag)
            for (const g of t.given)
                if (refsOf(store, { ...t, given: [g] }, true, false).length > 0)
                    held.add(g);
        // --reworded: what the held changes call plain rewordings, screened again here: text the risky-text screen flags is never taken.
        const taken = rewordedFlag ? (0,approval/* allReworded */.At)(store).filter((ref) => textFindings(store.capabilities[ref]).length === 0) : (0,approval/* allSafe */.p2)(store);
        const refs = allSafeFlag ? taken : allHeldFlag ? heldForReview(store) : refsOf(store, t, many, command === 'approve');
        if (refs.length > 1 && (0,cli_args/* str */.gx)(p, 'digest'))
            throw new errors/* UsageError */.eb(`mcp-contract approve: --digest binds one capability`);
        if (many && refs.length > 0)
            shown.push(`${(0,render_text/* cleanTerminal */.m9)(t.server, 100)}:`);
        // A name or URI template another gateway member owns would be held for both: refused before anything is written.
        const neighbours = command === 'approve' ? await neighboursOf(t.path, warn) : undefined;
        for (const ref of refs) {
            const clash = neighbours && (0,ownership/* collisionOf */.OD)(ref, neighbours.self, neighbours.others);
            if (clash)
                throw new errors/* UsageError */.eb(`mcp-contract approve: ${(0,render_text/* cleanTerminal */.m9)(clash, 600)}`);
        }
        const records = refs.map((ref) => store.capabilities[ref]);
        for (const r of records)
            shown.push(...(command === 'approve' ? approvalLines(r, renderRecord(r)) : renderRecord(r)));
        plans.push({ t, refs, seen: records.map((r) => r.live?.digest), findings: records.map((r) => (command === 'approve' ? textFindings(r) : [])) });
    }
    // With --all, a ref no server holds is refused before any store is written.
    const missing = many && !allSafeFlag && !allHeldFlag ? p.positionals.find((g) => !g.includes('/') && !held.has(g)) : undefined;
    if (missing !== undefined)
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: "${(0,render_text/* cleanTerminal */.m9)(missing, 100)}" is in no server's store (see mcp-contract status)`);
    if (p.format === 'text' && shown.length > 0)
        io.stdout(`${shown.join('\n')}\n`);
    const count = plans.reduce((n, x) => n + x.refs.length, 0);
    if (allHeldFlag && count > 0 && !(0,cli_args/* flag */.Jt)(p, 'yes') && !(await confirmed(count, p.format, io))) {
        io.stderr('mcp-contract approve: nothing approved\n');
        return errors/* EXIT */.dc.drift;
    }
    const done = [];
    for (const { t, refs, seen, findings } of plans) {
        const key = await (0,guard_store/* storeKey */.LN)((0,external_node_path_.dirname)(t.path));
        await (0,guard_store/* updateStore */.fF)(t.path, key, () => (0,guard_store/* readStoreFile */.Oq)(t.path, key, warn), (store) => {
            refs.forEach((ref, i) => {
                try {
                    const record = command === 'approve' ? (0,approval/* approveRecord */.f8)(store, ref, now, { digest: (0,cli_args/* str */.gx)(p, 'digest') ?? seen[i], expires }) : (0,approval/* rejectRecord */.jW)(store, ref, now);
                    done.push({ server: t.server, record, findings: findings[i] });
                }
                catch (e) {
                    if (e instanceof approval/* DecisionError */.bW)
                        throw new errors/* UsageError */.eb(`mcp-contract ${command}: ${many ? `${(0,render_text/* cleanTerminal */.m9)(t.server, 100)}: ` : ''}${e.message}`);
                    throw e;
                }
            });
            return store;
        });
    }
    const store = many ? (0,external_node_path_.dirname)(chosen[0].path) : chosen[0].path;
    const bulk = rewordedFlag ? 'reworded' : allSafeFlag ? 'all-safe' : allHeldFlag ? 'all-held' : undefined;
    io.stdout(DECIDED[p.format]({ decision: command === 'approve' ? 'approved' : 'rejected', store, many, bulk, done }));
    return errors/* EXIT */.dc.ok;
}
/** --all-held, checked against what it cannot be combined with (each refused by name, never dropped). */
function bulkHeld(p) {
    const on = (0,cli_args/* flag */.Jt)(p, 'all-held');
    if ((0,cli_args/* flag */.Jt)(p, 'yes') && !on)
        throw new errors/* UsageError */.eb('mcp-contract approve: --yes confirms --all-held; a named REF is approved without asking');
    if (!on)
        return false;
    if ((0,cli_args/* flag */.Jt)(p, 'all-safe'))
        throw new errors/* UsageError */.eb('mcp-contract approve: --all-held and --all-safe exclude each other');
    if (p.positionals.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract approve: --all-held approves every held capability of the server; it takes no refs');
    if ((0,cli_args/* str */.gx)(p, 'digest'))
        throw new errors/* UsageError */.eb('mcp-contract approve: --digest binds one capability; --all-held binds each to the digest it shows');
    return true;
}
/**
 * --all-held without --yes: the person says yes on the terminal to what was just shown. Without a terminal (a script,
 * a pipe) or with JSON (nothing shown) there is no one to ask: refused, so a bulk approval is never given unseen.
 */
async function confirmed(count, format, io) {
    const what = `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
    if (format !== 'text')
        throw new errors/* UsageError */.eb(`mcp-contract approve: --all-held --format json shows nothing before it writes; review with mcp-contract status --verbose, then add --yes`);
    const answer = await io.confirm?.(`approve the ${what} shown above? [y/N] `);
    if (answer === undefined)
        throw new errors/* UsageError */.eb(`mcp-contract approve: --all-held would approve the ${what} shown above; add --yes after reviewing them (stdin is no terminal to ask)`);
    return answer;
}
// A rebind is the person's word that the new name replaces the old: said back, so it is never given unseen.
const rebind = (r) => (r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.map((x) => (0,render_text/* cleanTerminal */.m9)(x, 200)).join(', ')}` : '');
function decidedText(d) {
    if (d.done.length === 0)
        return d.bulk === 'all-safe' ? 'nothing held has only safe changes\n' : d.bulk === 'all-held' ? 'nothing is held for review\n' : d.bulk === 'reworded' ? 'nothing held has only rewordings that add no cue\n' : '';
    const lines = d.done.map(({ server, record: r }) => `${d.decision} ${d.many ? `${(0,render_text/* cleanTerminal */.m9)(server, 100)}/` : ''}${(0,render_text/* cleanTerminal */.m9)(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}${d.decision === 'approved' ? rebind(r) : ''}`);
    return `${[...lines, `a running guard picks this up from ${d.store}`].join('\n')}\n`;
}
const DECIDED = {
    text: decidedText,
    json: (d) => `${JSON.stringify({ decision: d.decision, store: d.store, records: d.done.map(({ server, record, findings }) => ({ server, ...record, ...(findings.length > 0 ? { findings } : {}) })) }, null, 2)}\n`,
};
const approveCommand = (args, io) => decide('approve', args, io);
const rejectCommand = (args, io) => decide('reject', args, io);
/** The server name the store's commands take: its own, unless that names another file (then the file's). */
function serverArg(path, store) {
    return (0,guard_store/* storeFile */.u_)((0,external_node_path_.dirname)(path), store.server) === path ? store.server : (0,external_node_path_.basename)(path, '.json');
}
/** The command approving a held record, or '' when there is nothing to approve (approved, or no longer served). */
function approveLine(r, dir, server) {
    if (r.state === 'approved' || r.state === 'missing' || !r.live)
        return '';
    return (0,approve_commands/* approveRefCommand */.mg)(dir, server, r.ref) ?? '(the name holds invisible or control characters; --all-held approves it after review)';
}
/** One record in one line: state, ref, its rule ids (or why it is held) and, when it can be approved, the command. */
function recordLine(r, dir, server) {
    const rules = [...new Set((r.changes ?? []).map((c) => c.rule))];
    const why = rules.length > 0 ? rules.join(', ') : r.reason && r.state !== 'approved' ? (0,render_text/* cleanTerminal */.m9)(r.reason, 160) : '';
    return [`  ${r.state.toUpperCase().padEnd(16)}${(0,render_text/* cleanTerminal */.m9)(r.ref, 200)}`, why, approveLine(r, dir, server)].filter((x) => x !== '').join('  ');
}
/** --verbose: the record with each change's before/after, then its command. */
function verboseLines(r, dir, server) {
    const command = approveLine(r, dir, server);
    return [...renderRecord(r), ...(command ? [`      approve after review: ${command}`] : [])];
}
/** What `approve --all-held` takes: every held capability the server still serves, except the ones a person rejected. */
function heldForReview(store) {
    return Object.values(store.capabilities)
        .filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.live)
        .map((r) => r.ref);
}
/**
 * One store as status shows it: its counts, then each held record in one line with its rule ids and approve command
 * (all records with --all). --verbose adds the identity, the axes and each change's before/after.
 */
async function storeStatus(path, opts, io) {
    const dir = (0,external_node_path_.dirname)(path);
    const key = await (0,guard_store/* storeKey */.LN)(dir);
    const store = await (0,guard_store/* readStoreFile */.Oq)(path, key, (line) => io.stderr(`mcp-contract status: ${(0,render_text/* cleanTerminal */.m9)(line, 500)}\n`));
    const server = serverArg(path, store);
    const records = Object.values(store.capabilities);
    const shown = opts.all ? records : records.filter((r) => r.state !== 'approved');
    const count = (s) => records.filter((r) => r.state === s).length;
    // What this gateway member owns that another member claims too: the gateway holds it for both.
    const neighbours = await neighboursOf(path, () => undefined);
    const clashes = neighbours ? records.filter(ownership/* owns */.S4).flatMap((r) => (0,ownership/* collisionOf */.OD)(r.ref, neighbours.self, neighbours.others) ?? []) : [];
    const identityHeld = store.identity?.state === 'held';
    const out = [
        `${(0,render_text/* cleanTerminal */.m9)(store.server, 100)} (surface ${(0,render_text/* cleanTerminal */.m9)(store.surface, 60)}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing${identityHeld ? ', code held' : ''}`,
        ...(opts.verbose ? (0,identity_hooks/* identityStatusLines */.IN)(store, (0,approve_commands/* approveIdentityCommand */.Tn)(dir, server)) : identityHeld ? [`  ${'CODE HELD'.padEnd(16)}${(0,render_text/* cleanTerminal */.m9)(store.identity?.reason ?? 'the code is not the approved code', 300)}  ${(0,approve_commands/* approveIdentityCommand */.Tn)(dir, server)}`] : []),
        ...(opts.verbose ? (0,identity_hooks/* statusAxesLines */.x8)(store) : []),
        ...clashes.map((c) => `  ${'COLLISION'.padEnd(16)}${(0,render_text/* cleanTerminal */.m9)(c, 400)}`),
        ...shown.flatMap((r) => (opts.verbose ? verboseLines(r, dir, server) : [recordLine(r, dir, server)])),
    ];
    const held = heldForReview(store).length;
    if (held > 1)
        out.push(`  all ${held} held, after review: ${(0,approve_commands/* approveAllHeldCommand */.p3)(dir, server)}`);
    if (!opts.verbose && shown.some((r) => (r.changes ?? []).length > 0))
        out.push(`  before/after of each change: ${(0,approve_commands/* statusCommandLine */.S1)(dir, server, true)}`);
    if (!opts.all && count('approved') > 0)
        out.push(`  (${count('approved')} approved not shown; --all shows them)`);
    return { store, text: `${out.join('\n')}\n` };
}
const RENDER = {
    text: (shown) => shown.map((s) => s.text).join('\n'),
    json: (shown) => `${JSON.stringify(shown.length === 1 ? shown[0].store : shown.map((s) => s.store), null, 2)}\n`,
};
/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
async function statusCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(specs_store/* STATUS */.XQ, args);
    const dir = (0,guard_store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const files = (0,cli_args/* str */.gx)(p, 'server') ? [locate('status', (0,cli_args/* str */.gx)(p, 'store'), (0,cli_args/* str */.gx)(p, 'server'), io)] : (0,guard_store/* storeFiles */.Tr)(dir).length > 1 ? (0,guard_store/* storeFiles */.Tr)(dir) : [locate('status', (0,cli_args/* str */.gx)(p, 'store'), undefined, io)];
    const shown = [];
    for (const f of files)
        shown.push(await storeStatus(f, { all: (0,cli_args/* flag */.Jt)(p, 'all'), verbose: (0,cli_args/* flag */.Jt)(p, 'verbose') }, io));
    io.stdout(RENDER[p.format](shown));
    return errors/* EXIT */.dc.ok;
}


/***/ }),

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ kindOfRef),
/* harmony export */   ME: () => (/* binding */ collectDeprecations),
/* harmony export */   YM: () => (/* binding */ daysBetween),
/* harmony export */   fi: () => (/* binding */ addDays),
/* harmony export */   iE: () => (/* binding */ effectiveDeprecation),
/* harmony export */   kb: () => (/* binding */ dayOf),
/* harmony export */   ss: () => (/* binding */ servedRefs)
/* harmony export */ });
/* unused harmony exports isIsoDate, releaseDateOf, renameEntry, aliasDeprecations */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7297);
/* harmony import */ var _shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
/* harmony import */ var _deprecation_notice_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2468);
// Where a deprecation can be declared (config, a rename's alias, the server's own _meta or description) and how the
// declarations of one capability merge into the one the release policy judges. Pure: dates come in, nothing is read.



/** Config and alias declarations outrank what the server says about itself: the repository owner has the last word. */
const SOURCE_RANK = { config: 0, alias: 1, meta: 2, description: 3 };
// ---------------------------------------------------------------- dates
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(s) {
    const m = ISO_DATE.exec(s);
    if (!m)
        return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === s;
}
/** The UTC calendar day of an instant: every comparison in the release policy is by whole UTC days. */
function dayOf(now) {
    return now.toISOString().slice(0, 10);
}
/** Whole days from `a` to `b` (both YYYY-MM-DD); negative when `b` is earlier. */
function daysBetween(a, b) {
    return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function addDays(day, n) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
/** A version's release date, tolerant of a `v` prefix on either side (tags are usually `v1.2.3`, configs `1.2.3`). */
function releaseDateOf(version, versionDates) {
    if (!versionDates)
        return undefined;
    const bare = version.replace(/^v/i, '');
    for (const key of [version, bare, `v${bare}`]) {
        const d = versionDates[key];
        if (typeof d === 'string' && isIsoDate(d))
            return d;
    }
    return undefined;
}
// ---------------------------------------------------------------- server-declared
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function str(v) {
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}
/** `_meta[key]`: true, a since date/version string, or `{ since, removeAfter, replacedBy, reason }`. */
function fromMeta(definition, key) {
    const meta = definition._meta;
    if (!isObject(meta) || !(key in meta))
        return undefined;
    const v = meta[key];
    if (v === true)
        return {};
    if (typeof v === 'string')
        return v.trim() === '' ? {} : { since: v.trim() };
    if (isObject(v)) {
        return { since: str(v.since), removeAfter: str(v.removeAfter), replacedBy: str(v.replacedBy), reason: str(v.reason) };
    }
    return undefined;
}
const DATE_OR_VERSION = String.raw `(\d{4}-\d{2}-\d{2}|v?\d+\.\d+\.\d+[0-9A-Za-z.+-]*)`;
const SINCE_RE = new RegExp(String.raw `\bsince\s+${DATE_OR_VERSION}`, 'i');
const REMOVE_RE = new RegExp(String.raw `\b(?:remove[sd]?\s+after|until|removal\s+after)\s+(\d{4}-\d{2}-\d{2})`, 'i');
const BARE_DATE_RE = new RegExp(String.raw `^\s*[(\[]?\s*${DATE_OR_VERSION}`);
/**
 * A deprecation the capability states in its own description or title (deprecation-notice.ts: the default forms, and
 * the configured house marker): dates are read only from the text right after the marker, up to the first sentence
 * end, so a date elsewhere in a long description is never mistaken for the deprecation date; the successor when the
 * notice names one.
 */
function fromDescription(cap, marker, served) {
    const rest = (0,_deprecation_notice_js__WEBPACK_IMPORTED_MODULE_2__/* .deprecationNotice */ .B0)(cap.definition, marker)?.rest;
    if (rest === undefined)
        return undefined;
    const paren = /^\s*[(\[]([^)\]]*)[)\]]/.exec(rest);
    const head = paren ? paren[1] : (/^[^\n.]*(?:\.\d[^\n.]*)*/.exec(rest)?.[0] ?? '');
    const since = SINCE_RE.exec(head)?.[1] ?? (paren ? BARE_DATE_RE.exec(paren[1])?.[1] : undefined);
    const removeAfter = REMOVE_RE.exec(head)?.[1];
    return { since, removeAfter, replacedBy: (0,_deprecation_notice_js__WEBPACK_IMPORTED_MODULE_2__/* .successorNamed */ .oA)(rest, cap.ref, served) };
}
function serverDeclared(snapshot, which, config) {
    const metaKey = config.policy?.deprecatedMetaKey;
    // Descriptions are always read (the default forms); the configured marker adds a house style.
    const marker = config.policy?.deprecatedDescriptionMarker?.trim() || undefined;
    const out = [];
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        const refs = new Set(_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.flatMap((kind) => (snap.kinds[kind]?.items ?? []).map((c) => c.ref)));
        const served = (ref) => refs.has(ref);
        for (const kind of _shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW) {
            for (const cap of snap.kinds[kind]?.items ?? []) {
                const m = metaKey ? fromMeta(cap.definition, metaKey) : undefined;
                if (m)
                    out.push({ ...clean(m), ref: cap.ref, source: 'meta', surface, seenIn: [which] });
                const d = fromDescription(cap, marker, served);
                if (d)
                    out.push({ ...clean(d), ref: cap.ref, source: 'description', surface, seenIn: [which] });
            }
        }
    }
    return out;
}
function clean(o) {
    const out = {};
    for (const [k, v] of Object.entries(o))
        if (v !== undefined)
            out[k] = v;
    return out;
}
// ---------------------------------------------------------------- config
/** A rename target written as a bare name takes the old ref's kind. */
function targetRef(oldRef, to) {
    if ((0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(to))
        return to;
    const kind = (0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(oldRef)?.kind ?? 'tool';
    return `${kind}:${to}`;
}
function renameEntry(v) {
    return typeof v === 'string' || Array.isArray(v) ? { to: v } : v;
}
/**
 * Renames that keep serving the old name: an entry with `aliasUntil`, or `alias: true`. When the base snapshot already
 * served the old and new names side by side on one surface, the alias was public in the base release (`seenIn: base`),
 * which dates it when nothing else does.
 */
function aliasDeprecations(config, base) {
    const baseServed = base ? [...servedRefs(base).values()] : [];
    const out = [];
    for (const [oldRef, raw] of Object.entries(config.renames ?? {})) {
        const e = renameEntry(raw);
        if (e.aliasUntil === undefined && e.alias !== true)
            continue;
        if (e.alias === false)
            continue;
        const to = (Array.isArray(e.to) ? e.to : [e.to]).map((t) => targetRef(oldRef, t));
        const inBase = baseServed.some((refs) => refs.has(oldRef) && to.every((t) => refs.has(t)));
        out.push(clean({
            ref: oldRef,
            source: 'alias',
            seenIn: inBase ? ['base'] : undefined,
            removeAfter: e.aliasUntil,
            replacedBy: to.join(', '),
            reason: e.reason,
        }));
    }
    return out;
}
function configDeprecations(config) {
    return Object.entries(config.deprecations ?? {}).map(([ref, e]) => clean({ ref, source: 'config', since: e.since, removeAfter: e.removeAfter, replacedBy: e.replacedBy, reason: e.reason }));
}
/** Every declaration from config, aliases and both snapshots' definitions, server-declared ones merged per surface. */
function collectDeprecations(input) {
    const declared = [
        ...(input.base ? serverDeclared(input.base, 'base', input.config) : []),
        ...(input.head ? serverDeclared(input.head, 'head', input.config) : []),
    ];
    // The same marker in base and head is one declaration seen twice; the base one is older evidence, so it leads.
    const merged = new Map();
    for (const d of declared) {
        const key = `${d.source}\u0000${d.surface}\u0000${d.ref}`;
        const prev = merged.get(key);
        if (!prev)
            merged.set(key, { ...d });
        else {
            prev.seenIn = [...new Set([...(prev.seenIn ?? []), ...(d.seenIn ?? [])])];
            for (const f of ['since', 'removeAfter', 'replacedBy', 'reason'])
                if (prev[f] === undefined && d[f] !== undefined)
                    prev[f] = d[f];
        }
    }
    return [...configDeprecations(input.config), ...aliasDeprecations(input.config, input.base), ...merged.values()];
}
/**
 * The deprecation of `ref` on `surface`: each field from the highest-ranked declaration that has it
 * (config > alias > meta > description). `since` then resolves to a date: an ISO date as is; a version through
 * `versionDates`; a server-declared marker with no date that the base snapshot already carried dates from the base
 * release (it was public at least since then). Anything else leaves the age unknown.
 */
function effectiveDeprecation(all, ref, surface, input) {
    const mine = all
        .filter((d) => d.ref === ref && (d.surface === undefined || d.surface === surface))
        .sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
    if (mine.length === 0)
        return undefined;
    const pick = (k) => mine.find((d) => d[k] !== undefined)?.[k];
    const removeAfterFrom = mine.find((d) => d.removeAfter !== undefined);
    const eff = clean({
        ref,
        surface,
        sources: [...new Set(mine.map((d) => d.source))],
        since: pick('since'),
        removeAfter: removeAfterFrom?.removeAfter,
        removeAfterSource: removeAfterFrom?.source,
        replacedBy: pick('replacedBy'),
        reason: pick('reason'),
    });
    if (eff.since !== undefined) {
        if (isIsoDate(eff.since))
            eff.sinceDate = eff.since;
        else {
            const d = releaseDateOf(eff.since, input.versionDates);
            if (d)
                eff.sinceDate = d;
            else
                eff.sinceUnknown = `since "${eff.since}" is not a date and no release date is known for that version`;
        }
    }
    else {
        const inBase = mine.some((d) => d.seenIn?.includes('base'));
        const baseDate = inBase && input.baseVersion ? releaseDateOf(input.baseVersion, input.versionDates) : undefined;
        if (baseDate)
            eff.sinceDate = baseDate;
        else
            eff.sinceUnknown = inBase
                ? `the deprecation gives no date and no release date is known for the base version${input.baseVersion ? ` ${input.baseVersion}` : ''}`
                : 'the deprecation gives no date';
    }
    if (input.published !== undefined) {
        // A declared date cannot be older than the first release that told callers: backdating buys nothing.
        const first = input.published
            .filter((p) => p.ref === ref && (p.surface === undefined || p.surface === surface))
            .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0];
        const shipped = first?.date ?? input.releaseDay;
        if (shipped !== undefined && (eff.sinceDate === undefined || eff.sinceDate < shipped)) {
            eff.sinceDate = shipped;
            eff.firstShipped = first?.release ?? '(this release)';
            delete eff.sinceUnknown;
        }
    }
    if (eff.removeAfter !== undefined) {
        // "remove after 2.0.0" holds once 2.0.0 has a release date; an unreleased version is still in the future.
        const d = isIsoDate(eff.removeAfter) ? eff.removeAfter : releaseDateOf(eff.removeAfter, input.versionDates);
        if (d)
            eff.removeAfterDate = d;
    }
    return eff;
}
function kindOfRef(ref) {
    return (0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(ref)?.kind;
}
/** Refs served on each surface of a snapshot. */
function servedRefs(snapshot) {
    const out = new Map();
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        const set = new Set();
        for (const kind of _shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW)
            for (const cap of (snap.kinds[kind]?.items ?? []))
                set.add(cap.ref);
        out.set(surface, set);
    }
    return out;
}


/***/ }),

/***/ 9478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ violationsOf)
/* harmony export */ });
/* unused harmony export schemaNodes */
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1471);
// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.

function pointerOf(n) {
    const steps = [];
    for (let at = n; at !== undefined; at = at.parent)
        steps.push(at.key === undefined ? at.keyword : `${at.keyword}/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(at.key)}`);
    return steps.reverse().join('/');
}
const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const ONE_KEYWORDS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;
/** Every schema node under `root` (itself first), without recursion. */
function schemaNodes(root, at = '/inputSchema') {
    const out = [];
    const stack = (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(root) ? [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true }] : [];
    while (stack.length > 0 && out.length < MAX_NODES) {
        const n = stack.pop();
        out.push(n);
        const s = n.schema;
        for (const k of MAP_KEYWORDS) {
            const m = s[k];
            if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(m))
                continue;
            const chain = n.chain && k === 'properties';
            for (const name in m) {
                const v = m[name];
                if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                    stack.push({ schema: v, parent: n, keyword: k, key: name, chain });
            }
        }
        for (const k of LIST_KEYWORDS) {
            const l = s[k];
            if (Array.isArray(l))
                for (let i = 0; i < l.length; i++)
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(l[i]))
                        stack.push({ schema: l[i], parent: n, keyword: k, key: String(i), chain: false });
        }
        for (const k of ONE_KEYWORDS) {
            const v = s[k];
            if (Array.isArray(v)) {
                for (let i = 0; i < v.length; i++)
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v[i]))
                        stack.push({ schema: v[i], parent: n, keyword: k, key: String(i), chain: false });
            }
            else if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                stack.push({ schema: v, parent: n, keyword: k, key: undefined, chain: false });
        }
    }
    return out;
}
const typesOf = (s) => (typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t) => typeof t === 'string') : []);
const isObjectSchema = (s) => typesOf(s).includes('object') || (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const WALKERS = {
    'name-pattern': (tool, _n, c) => (typeof tool.name === 'string' && new RegExp(c.pattern, 'u').test(tool.name) ? [] : ['/name']),
    'top-level-combinator': (tool, _n, c) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) ? c.keywords.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
    },
    'top-level-object': (tool) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
    },
    'array-items': (_t, nodes) => nodes().filter((n) => typesOf(n.schema).includes('array') && !('items' in n.schema)).map((n) => `${pointerOf(n)}/items`),
    'strict-closed-objects': (_t, nodes) => nodes().filter((n) => isObjectSchema(n.schema) && n.schema.additionalProperties !== false).map((n) => `${pointerOf(n)}/additionalProperties`),
    'strict-all-required': (_t, nodes) => nodes().flatMap((n) => {
        const props = n.schema.properties;
        if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(props))
            return [];
        const required = new Set(Array.isArray(n.schema.required) ? n.schema.required : []);
        return Object.keys(props).filter((p) => !required.has(p)).map((p) => `${pointerOf(n)}/properties/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(p)}`);
    }),
    'keyword-denylist': (_t, nodes, c) => nodes().flatMap((n) => c.keywords.filter((k) => k in n.schema).map((k) => `${pointerOf(n)}/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(k)}`)),
    'keyword-allowlist': (_t, nodes, c) => {
        const allowed = new Set(c.keywords);
        return nodes().flatMap((n) => Object.keys(n.schema).filter((k) => !allowed.has(k)).map((k) => `${pointerOf(n)}/${(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(k)}`));
    },
    'annotation-title': (tool) => {
        const a = tool.annotations;
        const titled = (v) => typeof v === 'string' && v.trim() !== '';
        return titled(tool.title) || ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(a) && titled(a.title)) ? [] : ['/annotations/title'];
    },
    // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
    // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
    'annotation-hints': (tool) => ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
    'header-token': (_t, nodes) => headers(nodes()).filter((h) => typeof h.value !== 'string' || !TOKEN.test(h.value)).map((h) => h.pointer),
    'header-unique': (_t, nodes) => {
        const seen = new Set();
        const out = [];
        // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
        for (const h of headers(nodes()).sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
            if (typeof h.value !== 'string')
                continue;
            const key = h.value.toLowerCase();
            if (seen.has(key))
                out.push(h.pointer);
            seen.add(key);
        }
        return out;
    },
    'header-primitive': (_t, nodes) => headers(nodes())
        .filter((h) => {
        const types = typesOf(h.node.schema);
        return types.length !== 1 || !['string', 'integer', 'boolean'].includes(types[0]);
    })
        .map((h) => h.pointer),
    'header-reachable': (_t, nodes) => headers(nodes()).filter((h) => !h.node.chain || h.node.parent === undefined).map((h) => h.pointer),
};
function headers(nodes) {
    return nodes.filter((n) => HEADER in n.schema).map((n) => ({ node: n, value: n.schema[HEADER], pointer: `${pointerOf(n)}/${HEADER}` }));
}
/** Every offence of `checks` by one tool definition, in check order, pointers sorted within a check. */
function violationsOf(tool, checks) {
    let walked;
    const nodes = () => (walked ??= schemaNodes(tool.inputSchema));
    return checks.flatMap((c) => [...new Set(WALKERS[c.test](tool, nodes, c))].sort().map((pointer) => ({ check: c.id, pointer })));
}


/***/ })

};
