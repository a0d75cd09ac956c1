export const id = 571;
export const ids = [571];
export const modules = {

/***/ 5393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadTokenizer: () => (/* reexport */ loadTokenizer),
  tokenizerFor: () => (/* reexport */ tokenizerFor)
});

// EXTERNAL MODULE: ./src/hosts/pass.ts + 3 modules
var pass = __webpack_require__(9172);
;// CONCATENATED MODULE: ./src/hosts/o200k.ts

let loading;
/** o200k_base, loaded once per process. */
function loadTokenizer() {
    loading ??= __webpack_require__.e(/* import() */ 100).then(__webpack_require__.bind(__webpack_require__, 1100)).then((m) => ({ name: 'o200k_base', count: m.o200kCounter() }));
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

/***/ 7499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ withCommas)
/* harmony export */ });
// Counts as the reports write them (`1,466`). Not toLocaleString: its first call initializes ICU's number formatting,
// some 10 ms of every run that shows a context cost (issue 44's PR path).
/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
function withCommas(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
}


/***/ })

};
