export const id = 2738;
export const ids = [2738];
export const modules = {

/***/ 82738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runGuard: () => (/* binding */ runGuard)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71518);
/* harmony import */ var _commands_guard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48811);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);
// The guard's own entry: a long-running MCP server loads only what it needs, not every command's dependencies.




async function runGuard(args) {
    const io = (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .processIo */ .Wr)();
    try {
        return await (0,_commands_guard_js__WEBPACK_IMPORTED_MODULE_2__.guardCommand)(args, io);
    }
    catch (e) {
        if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractError */ .Vl)) {
            // A bug: one line and where, never a wall of stack (as every other command).
            const err = e;
            const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
            io.stderr(`mcp-contract: internal error: ${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(`${err?.message ?? String(e)}${frame ? ` (in ${frame.trim().slice(3)})` : ''}`, 500)}\n`);
            return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.capture + 1;
        }
        const line = (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(e.message, 4000);
        io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
        if (e.detail)
            io.stderr(`${e.detail.trimEnd().split('\n').map((l) => (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(l, 500)).join('\n')}\n`);
        return e.exitCode;
    }
}


/***/ })

};
