export const id = 57;
export const ids = [57];
export const modules = {

/***/ 18921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ diffSnapshots)
/* harmony export */ });
/* harmony import */ var _core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50282);
/* harmony import */ var _hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84270);
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const hosts = (0,_hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__/* .hostPass */ .YU)(base, head, config, options.tokenizer);
    const report = (0,_core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    report.hosts = hosts.evidence;
    return report;
}


/***/ }),

/***/ 45057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderVerify: () => (/* binding */ renderVerify),
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var api_tokenizer = __webpack_require__(45393);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/core/shared/eras.ts
var eras = __webpack_require__(20006);
;// CONCATENATED MODULE: ./src/core/approval/verify.ts


function involves(c, ref) {
    return (c.before?.refs ?? []).includes(ref) || (c.after?.refs ?? []).includes(ref);
}
/** The live lists of `era`, or none when the live capture says the era was not served (refused, failed). */
function liveKinds(l, era) {
    if (!l)
        return {};
    if (era !== undefined && l.protocol && l.protocol.eras[era] !== undefined && l.protocol.eras[era].state !== 'served')
        return {};
    return (0,eras/* eraKinds */.g$)(l, era);
}
function verifyApproved(approved, live, report) {
    const entries = [];
    for (const surface of Object.keys(approved.surfaces).sort()) {
        const a = approved.surfaces[surface];
        const l = live.surfaces[surface];
        const primary = (0,eras/* primaryEra */.Fk)(a);
        const changesOf = (ref) => report.changes.filter((x) => x.surface === surface && involves(x, ref));
        entries.push(...verifyKinds(surface, undefined, a.kinds, liveKinds(l, primary), changesOf));
        // Another era is verified where either side lists it apart; one the live capture did not observe (a pin) is not.
        const others = new Set([...(0,eras/* divergentEras */.o)(a), ...(l ? (0,eras/* divergentEras */.o)(l) : [])].filter((e) => e !== primary));
        for (const era of others) {
            if (l?.protocol?.eras[era] === undefined)
                continue;
            // The classifier's report compares the primary era's lists: another era's entries carry digests only.
            entries.push(...verifyKinds(surface, era, (0,eras/* eraKinds */.g$)(a, era), liveKinds(l, era), () => []));
        }
    }
    return { ok: !entries.some((e) => e.status === 'stale' || e.status === 'missing'), entries };
}
function verifyKinds(surface, era, approvedKinds, liveKindsOf, changesOf) {
    const entries = [];
    const tag = era === undefined ? {} : { era };
    for (const kind of model/* KINDS */.GW) {
        const ak = approvedKinds[kind];
        if (ak?.observation.state !== 'complete')
            continue;
        const lk = liveKindsOf[kind];
        const liveItems = new Map((lk?.observation.state === 'complete' ? lk.items : []).map((c) => [c.ref, c]));
        for (const c of ak.items) {
            const now = liveItems.get(c.ref);
            if (!now)
                entries.push({ surface, ...tag, ref: c.ref, status: 'missing', approved: c.digest, changes: changesOf(c.ref) });
            else if (now.digest !== c.digest)
                entries.push({ surface, ...tag, ref: c.ref, status: 'stale', approved: c.digest, live: now.digest, changes: changesOf(c.ref) });
            else
                entries.push({ surface, ...tag, ref: c.ref, status: 'ok', approved: c.digest, live: now.digest, changes: [] });
        }
        const known = new Set(ak.items.map((c) => c.ref));
        for (const [ref, c] of liveItems)
            if (!known.has(ref))
                entries.push({ surface, ...tag, ref, status: 'new', live: c.digest, changes: changesOf(ref) });
    }
    return entries;
}

// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/verify.ts
var verify = __webpack_require__(6216);
// EXTERNAL MODULE: ./src/cli/capture-target.ts + 2 modules
var capture_target = __webpack_require__(98565);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/specs/shared.ts
var shared = __webpack_require__(75664);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(54017);
// EXTERNAL MODULE: ./src/cli/commands/verify-release.ts + 6 modules
var verify_release = __webpack_require__(94248);
;// CONCATENATED MODULE: ./src/cli/commands/verify.ts
// `mcp-contract verify`: every approved capability must be served live with its approved digest (exit codes as check).
















const LABEL = { ok: 'OK', stale: 'STALE', missing: 'MISSING', new: 'NEW' };
function verify_short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
function renderVerify(server, file, r) {
    const count = (s) => r.entries.filter((e) => e.status === s).length;
    const approved = r.entries.length - count('new');
    const lines = [
        `${(0,render_text/* cleanTerminal */.m9)(server, 100)}: ${approved} approved in ${(0,render_text/* cleanTerminal */.m9)(file, 200)}: ${count('ok')} ok, ${count('stale')} stale, ${count('missing')} missing; ${count('new')} new (not approved)`,
    ];
    for (const e of r.entries) {
        if (e.status === 'ok')
            continue;
        const surface = e.surface === 'default' ? '' : ` [${(0,render_text/* cleanTerminal */.m9)(e.surface, 60)}]`;
        const era = e.era ? ` (${e.era} era)` : '';
        const digests = e.status === 'stale' ? `  ${verify_short(e.approved)} -> ${verify_short(e.live)}` : '';
        lines.push(`  ${LABEL[e.status].padEnd(8)}${(0,render_text/* cleanTerminal */.m9)(e.ref, 200)}${surface}${era}${digests}`);
        for (const c of e.changes) {
            const pointer = c.after?.pointer ?? c.before?.pointer;
            lines.push(`          ${c.severity} ${c.rule}${pointer ? ` ${(0,render_text/* cleanTerminal */.m9)(pointer, 120)}` : ''}: ${(0,render_text/* cleanTerminal */.m9)(c.message, 300)}`);
            if (pointer && (c.before?.value !== undefined || c.after?.value !== undefined))
                lines.push(`            before: ${(0,render_text/* cleanTerminal */.m9)((0,json/* showValue */.vp)(c.before?.value), 300)}`, `            after:  ${(0,render_text/* cleanTerminal */.m9)((0,json/* showValue */.vp)(c.after?.value), 300)}`);
        }
    }
    if (!r.ok)
        lines.push('  the live server no longer serves what was approved: review the changes, then re-approve (mcp-contract snapshot --out FILE)');
    return `${lines.join('\n')}\n`;
}
const RENDER = {
    text: (all) => all.map((r) => `${renderVerify(r.server, r.snapshot, r.result)}${r.identity.line}\n`).join(''),
    json: (all) => {
        const servers = all.map((r) => ({ server: r.server, snapshot: r.snapshot, ok: r.result.ok, entries: r.result.entries.filter((e) => e.status !== 'ok'), identity: r.identity.comparison }));
        return `${JSON.stringify({ ok: all.every((r) => r.result.ok), servers }, null, 2)}\n`;
    },
};
async function verifyCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(verify/* VERIFY */.k, args);
    if ((0,verify_release/* wantsReleaseVerify */.uc)(p))
        return (0,verify_release/* verifyReleaseCommand */.OF)(p, io);
    const via = (0,cli_args/* oneOf */.yL)('verify', 'via', (0,cli_args/* str */.gx)(p, 'via'), shared/* VIAS */.M$, 'sdk');
    const { config, targets } = await (0,cli_targets/* resolveTargets */.h5)('verify', p, io, 'snapshot');
    const results = [];
    // Loads while the servers start.
    const tokenizer = (0,api_tokenizer/* tokenizerFor */.v)(config);
    for (const t of targets) {
        const file = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
        const approved = await (0,snapshot_files/* readSnapshot */.RA)(t.snapshotPath, file);
        const live = await (0,capture_target.captureTarget)(t, io, via, p.format !== 'text');
        const report = (0,diff/* diffSnapshots */.V)(approved, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: file, head: 'live' }, tokenizer: await tokenizer });
        results.push({ server: t.name, snapshot: file, result: verifyApproved(approved, live, report), identity: (0,identity_hooks/* verifyIdentity */.Ec)(approved, live) });
    }
    io.stdout(RENDER[p.format](results));
    return results.every((r) => r.result.ok) ? errors/* EXIT */.dc.ok : errors/* EXIT */.dc.drift;
}


/***/ })

};
