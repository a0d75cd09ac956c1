export const id = 8670;
export const ids = [8670];
export const modules = {

/***/ 78670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffCommand: () => (/* binding */ diffCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18921);
/* harmony import */ var _api_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45393);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_diff_gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62208);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8804);
/* harmony import */ var _api_render_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21548);
/* harmony import */ var _formats_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18726);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77593);
/* harmony import */ var _specs_diff_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(18450);
/* harmony import */ var _diff_sides_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(73602);
/* harmony import */ var _sarif_location_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4923);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(63882);
/* harmony import */ var _core_shared_config_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(40139);
/* harmony import */ var _specs_shared_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(75664);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(43892);
// `mcp-contract diff BASE HEAD`: classify the drift between two surfaces (files, git:REF:PATH, `live` or `live:NAME`).






// The public API's lookup from a format name to its renderer: diff writes the report as a library user would.










const DIFF_FORMATS = Object.keys(_specs_diff_js__WEBPACK_IMPORTED_MODULE_9__/* .DIFF */ .M.formats);
async function diffCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommand */ .RM)(_specs_diff_js__WEBPACK_IMPORTED_MODULE_9__/* .DIFF */ .M, args);
    // `diff BASE --live` is `diff BASE live`: the head is captured from the config's server.
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'live') && p.positionals.length === 1)
        p.positionals.push('live');
    if (p.positionals.length !== 2)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract diff: expected BASE and HEAD (a snapshot file, git:REF:PATH, live, or live:NAME)');
    const format = p.format;
    const via = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('diff', 'via', (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'via'), _specs_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .VIAS */ .M$, 'sdk');
    const [baseSpec, headSpec] = p.positionals;
    const loaded = (0,_diff_sides_js__WEBPACK_IMPORTED_MODULE_10__/* .isLive */ .D)(baseSpec) || (0,_diff_sides_js__WEBPACK_IMPORTED_MODULE_10__/* .isLive */ .D)(headSpec) ? undefined : await (0,_targets_js__WEBPACK_IMPORTED_MODULE_14__/* .optionalConfig */ .pl)(p, io, false);
    // The tokenizer loads while the sides are read (the live servers start): started once the config is known.
    let tokenizer = loaded ? (0,_api_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenizerFor */ .v)(loaded.config) : undefined;
    const sides = await (0,_diff_sides_js__WEBPACK_IMPORTED_MODULE_10__/* .readSides */ .h)([baseSpec, headSpec], p, io, via, format === 'json', (c) => (tokenizer = (0,_api_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenizerFor */ .v)(c)));
    // The head's server (its name in the config) reads its own renames with the shared ones.
    const config = (0,_core_shared_config_js__WEBPACK_IMPORTED_MODULE_15__/* .configOfServer */ .X)(sides.config ?? loaded?.config ?? {}, sides.head.server);
    const report = (0,_api_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffSnapshots */ .V)(sides.base, sides.head, { config, labels: { base: baseSpec, head: headSpec }, tokenizer: await (tokenizer ?? (0,_api_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenizerFor */ .v)(config)) });
    const out = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'out');
    const context = { snapshot: (0,_sarif_location_js__WEBPACK_IMPORTED_MODULE_11__/* .diffLocation */ .f)([{ spec: headSpec, snapshot: sides.head }, { spec: baseSpec, snapshot: sides.base }], io.cwd), root: io.cwd, version: _version_js__WEBPACK_IMPORTED_MODULE_12__/* .VERSION */ .x };
    const body = (0,_api_render_js__WEBPACK_IMPORTED_MODULE_6__/* .render */ .XX)(report, format, context);
    // The file holds what --format asked for (`--format markdown --out x.md` is markdown); with no --format, what its
    // extension names (.json stays the JSON report it always was, .md markdown, .xml JUnit, .sarif SARIF, else text).
    if (out)
        await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, out), (0,_api_render_js__WEBPACK_IMPORTED_MODULE_6__/* .render */ .XX)(report, p.formatGiven ? format : (0,_formats_js__WEBPACK_IMPORTED_MODULE_7__/* .formatOfFile */ .fd)(out, DIFF_FORMATS), context));
    io.stdout(body);
    return (0,_core_diff_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .fails */ .c6)(report.summary, p.failOn) ? 1 : 0;
}


/***/ })

};
