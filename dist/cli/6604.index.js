export const id = 6604;
export const ids = [6604];
export const modules = {

/***/ 6604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DM),
/* harmony export */   DP: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DP),
/* harmony export */   E$: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.E$),
/* harmony export */   readSnapshot: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.RA)
/* harmony export */ });
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78560);
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.



/***/ })

};
