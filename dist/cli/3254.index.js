export const id = 3254;
export const ids = [3254];
export const modules = {

/***/ 45393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadTokenizer: () => (/* reexport */ loadTokenizer),
  tokenizerFor: () => (/* reexport */ tokenizerFor)
});

// EXTERNAL MODULE: ./src/hosts/pass.ts
var pass = __webpack_require__(84270);
;// CONCATENATED MODULE: ./src/hosts/o200k.ts

let loading;
/** o200k_base, loaded once per process. */
function loadTokenizer() {
    loading ??= __webpack_require__.e(/* import() */ 1100).then(__webpack_require__.bind(__webpack_require__, 21100)).then((m) => ({ name: 'o200k_base', count: m.o200kCounter() }));
    return loading;
}
/**
 * The tokenizer a diff under `config` counts with, its load started now: nothing when the config counts no cost
 * (`"hosts": []` and no budget), so a run that turned the hosts off never pays for it. Call it before the captures and
 * await it at the diff.
 */
function tokenizerFor(config) {
    if (!(0,pass/* countsCost */.iO)(config))
        return Promise.resolve(undefined);
    const started = loadTokenizer();
    // Awaited only at the diff: a run that fails before it (a capture error) must not also die of an unhandled rejection.
    started.catch(() => undefined);
    return started;
}

;// CONCATENATED MODULE: ./src/api/tokenizer.ts
// The tokenizer the context cost is counted with (o200k_base, loaded on first use): hand `await loadTokenizer()` to
// diffSnapshots, or start `tokenizerFor(config)` before capturing and await it at the diff (it loads while the servers
// start, and not at all when the config counts no cost). Apart from the diff, so a caller that only counts (guard
// --print-surface) does not load the classifier, and one that never counts (the matchers) does not bundle the tokenizer.



/***/ }),

/***/ 73254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printSurface: () => (/* binding */ printSurface)
/* harmony export */ });
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6604);
/* harmony import */ var _hosts_cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2734);
/* harmony import */ var _api_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45393);
/* harmony import */ var _hosts_tokenizer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32770);
/* harmony import */ var _core_shared_numbers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77499);
/* harmony import */ var _gateway_surface_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37297);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8330);
// `guard --print-surface`: the gateway's published surface as a snapshot, and what its tool list costs a host app
// (the tokenizer and host profiles load for this alone, never for a guard that serves).







/** What the profile's tool list costs every request of its host app (stderr: stdout is the snapshot). */
async function costLine(profile, host, snapshot) {
    const tools = Object.values(snapshot.surfaces).flatMap((s) => (s.kinds?.tool?.items ?? []).map((c) => c.definition));
    const form = host ?? 'anthropic';
    const tokenizer = await (0,_api_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__.loadTokenizer)();
    const cost = (0,_hosts_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .listCost */ .wb)(form, tools, tokenizer);
    return `mcp-contract guard: profile "${profile}" publishes ${tools.length} tool${tools.length === 1 ? '' : 's'}: ${(0,_core_shared_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .withCommas */ .r)(cost.tokens)} tokens per request, ${(0,_core_shared_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .withCommas */ .r)(cost.bytes)} bytes (${form} request form; ${(0,_hosts_tokenizer_js__WEBPACK_IMPORTED_MODULE_3__/* .countMethod */ .t2)(form, tokenizer)})`;
}
/** `--print-surface`: what a host app with this profile is shown, as a snapshot on stdout; then the gateway ends. */
async function printSurface(gateway, io) {
    const session = gateway.newSession();
    try {
        const snapshot = await (0,_gateway_surface_js__WEBPACK_IMPORTED_MODULE_4__/* .publishedSurface */ .A)(session, gateway.profile.name, _package_json__WEBPACK_IMPORTED_MODULE_5__/* .version */ .rE);
        io.stdout((0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeSnapshot */ .DP)(snapshot));
        io.stderr(`${await costLine(gateway.profile.name, gateway.profile.host, snapshot)}\n`);
        return 0;
    }
    finally {
        await session.close();
        gateway.close();
    }
}


/***/ }),

/***/ 37297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ publishedSurface),
/* harmony export */   t: () => (/* binding */ emptyKinds)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
// The gateway's own surface, as a host app with this profile sees it: every published list, after prefixes, profile
// and approvals, recorded as a snapshot. `mcp-contract diff` of two of them shows projection drift (what the gateway's
// renames and trims changed) beside the upstream drift each member's guard already reports.



/** An empty surface of every kind, observed complete: a server with no approvals yet holds everything. */
function emptyKinds() {
    return Object.fromEntries(_core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.map((k) => [k, { observation: { state: 'complete' }, items: [] }]));
}
async function publishedSurface(session, profile, version) {
    const signal = new AbortController().signal;
    const kinds = emptyKinds();
    const origin = { server: 'mcp-contract-gateway', surface: profile };
    for (const kind of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW) {
        const { method, field } = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind];
        const r = await session.handle({ jsonrpc: '2.0', id: `surface:${kind}`, method }, signal);
        const items = Array.isArray(r[field]) ? r[field] : [];
        const caps = items.filter((i) => (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOf */ .TN)(kind, i) !== undefined).map((i) => (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .buildCapability */ .bz)(kind, i, origin));
        caps.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
        kinds[kind] = { observation: { state: 'complete' }, items: caps };
    }
    // A member that is down lists nothing: recorded as complete, its capabilities would read as removed.
    const down = session.unavailable();
    if (down.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CaptureError */ .$3('mcp-contract-gateway', 'list', `upstream ${down.map((d) => `"${d}"`).join(', ')} unavailable; the published surface would be incomplete`);
    return {
        format: _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .SNAPSHOT_FORMAT */ .Td,
        server: 'mcp-contract-gateway',
        surfaces: { [profile]: { client: { name: 'mcp-contract-gateway', version, capabilities: {} }, kinds } },
    };
}


/***/ })

};
