export const id = 380;
export const ids = [380];
export const modules = {

/***/ 4380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DIFF_OPTIONS: () => (/* binding */ DIFF_OPTIONS),
  diffCommand: () => (/* binding */ diffCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/diff/classify.ts + 23 modules
var classify = __webpack_require__(9932);
;// CONCATENATED MODULE: ./src/api/diff.ts
// Two snapshots into the classified report (the typed change list with its summary).

function diffSnapshots(base, head, options = {}) {
    return (0,classify/* diffSnapshots */.V)(base, head, options.config ?? {}, options.labels ?? { base: 'base', head: 'head' });
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/core/diff/gate.ts
const FAIL_ON = ['breaking', 'review', 'safe', 'none'];
const RANK = { breaking: 3, review: 2, safe: 1 };
function atOrAbove(severity, threshold) {
    return threshold !== 'none' && RANK[severity] >= RANK[threshold];
}
function fails(summary, threshold) {
    return Object.keys(RANK).some((s) => summary[s] > 0 && atOrAbove(s, threshold));
}

// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/cli/render-report.ts + 3 modules
var render_report = __webpack_require__(2713);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/diff-sides.ts
var diff_sides = __webpack_require__(3602);
// EXTERNAL MODULE: ./src/cli/sarif-location.ts
var sarif_location = __webpack_require__(4923);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(3882);
// EXTERNAL MODULE: ./src/cli/targets.ts
var targets = __webpack_require__(3892);
;// CONCATENATED MODULE: ./src/cli/commands/diff.ts
// `mcp-contract diff BASE HEAD`: classify the drift between two surfaces (files, git:REF:PATH, `live` or `live:NAME`).











const DIFF_OPTIONS = {
    ...targets/* TARGET_OPTIONS */.FG,
    format: { type: 'string', short: 'f' },
    'fail-on': { type: 'string' },
    out: { type: 'string', short: 'o' },
    via: { type: 'string' },
    live: { type: 'boolean' },
    snapshot: { type: 'string' },
};
async function diffCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('diff', args, DIFF_OPTIONS, 2);
    // `diff BASE --live` is `diff BASE live`: the head is captured from the config's server.
    if ((0,cli_args/* flag */.Jt)(p, 'live') && p.positionals.length === 1)
        p.positionals.push('live');
    if (p.positionals.length !== 2)
        throw new errors/* UsageError */.eb('mcp-contract diff: expected BASE and HEAD (a snapshot file, git:REF:PATH, live, or live:NAME)');
    const format = (0,cli_args/* formatOf */.be)('diff', (0,cli_args/* str */.gx)(p, 'format'), render_report/* REPORT_FORMATS */.EL, 'text');
    const failOn = (0,cli_args/* oneOf */.yL)('diff', 'fail-on', (0,cli_args/* str */.gx)(p, 'fail-on'), FAIL_ON, 'breaking');
    const via = (0,cli_args/* oneOf */.yL)('diff', 'via', (0,cli_args/* str */.gx)(p, 'via'), ['sdk', 'inspector'], 'sdk');
    const [baseSpec, headSpec] = p.positionals;
    const loaded = (0,diff_sides/* isLive */.D)(baseSpec) || (0,diff_sides/* isLive */.D)(headSpec) ? undefined : await (0,targets/* optionalConfig */.pl)(p, io, false);
    const sides = await (0,diff_sides/* readSides */.h)([baseSpec, headSpec], p, io, via, format === 'json');
    const config = sides.config ?? loaded?.config ?? {};
    const report = diffSnapshots(sides.base, sides.head, { config, labels: { base: baseSpec, head: headSpec } });
    const out = (0,cli_args/* str */.gx)(p, 'out');
    const context = { snapshot: (0,sarif_location/* diffLocation */.f)([{ spec: headSpec, snapshot: sides.head }, { spec: baseSpec, snapshot: sides.base }], io.cwd), root: io.cwd, version: version/* VERSION */.x };
    const body = (0,render_report/* renderReport */.B1)(report, format, context);
    // The file holds what --format asked for (`--format markdown --out x.md` is markdown); with no --format, what its
    // extension names (.json stays the JSON report it always was, .md markdown, .xml JUnit, .sarif SARIF, else text).
    if (out)
        await (0,snapshot_file/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, out), (0,render_report/* renderReport */.B1)(report, (0,cli_args/* str */.gx)(p, 'format') === undefined ? (0,render_report/* formatOfFile */.fd)(out, render_report/* REPORT_FORMATS */.EL) : format, context));
    io.stdout(body);
    return fails(report.summary, failOn) ? 1 : 0;
}


/***/ })

};
