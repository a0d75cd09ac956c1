export const id = 565;
export const ids = [565];
export const modules = {

/***/ 8565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  captureTarget: () => (/* binding */ captureTarget)
});

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture_capture = __webpack_require__(6912);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/capture/complete.ts
// An observation must be complete before anything compares it: a failed list is never read as a removal.


/** A surface that never got past start/initialize, as one error naming the phase (not four per-kind failures). */
function surfaceFailure(name, snapshot) {
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        if (!s.error)
            continue;
        const cause = s.error.replace(/^initialize failed: /, '');
        const phase = /^cannot start /.test(cause) ? 'start' : 'initialize';
        const where = Object.keys(snapshot.surfaces).length > 1 ? `surface "${surface}": ` : '';
        return new errors/* CaptureError */.$3(name, phase, `${where}${cause}`);
    }
    return undefined;
}
/** Throws the CaptureError (exit 3) that says why the observation is incomplete. */
function assertComplete(name, snapshot) {
    const early = surfaceFailure(name, snapshot);
    if (early)
        throw early;
    const missing = (0,capture_capture/* incompleteKinds */.aW)(snapshot);
    if (missing.length > 0)
        throw new errors/* CaptureError */.$3(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}

// EXTERNAL MODULE: ./src/identity/server.ts
var identity_server = __webpack_require__(6475);
;// CONCATENATED MODULE: ./src/api/capture-complete.ts
// The one capture every entry runs: the configured server captured, an incomplete observation refused (CaptureError,
// never a list read as a removal), and the launch identity recorded. The public captureServer, the CLI's commands and
// the Action all come through here; the CLI alone passes what is not public (canaries in the session, the Inspector).



async function captureComplete(name, server, options) {
    const { identity, ...capture } = options;
    const snapshot = await (0,capture_capture/* captureServer */.I)(name, server, capture);
    assertComplete(name, snapshot);
    // After the capture: a build step may have just written the entry the identity hashes. A server in this process was
    // launched by nothing the snapshot could name.
    if (identity === false || options.inProcess)
        return snapshot;
    return (0,identity_server/* withIdentity */.B)(snapshot, { name, server, baseDir: options.baseDir, env: options.env });
}

// EXTERNAL MODULE: ./src/capture/eras.ts
var eras = __webpack_require__(9411);
// EXTERNAL MODULE: ./src/core/shared/lossless.ts
var lossless = __webpack_require__(2863);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/capture-target.ts







/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e, log) {
    if (!(e instanceof errors/* ContractError */.Vl) || log.length === 0)
        return e;
    const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
    if (e instanceof errors/* CaptureError */.$3)
        return new errors/* CaptureError */.$3(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
    return e;
}
/**
 * The surfaces the target's committed snapshot saw serve both eras: their capture starts both processes at once.
 * A missing or unreadable snapshot gives none here; the command reports it where it reads the snapshot itself.
 */
async function dualEraOf(target) {
    return target.snapshotPath ? (0,snapshot_files/* readSnapshot */.RA)(target.snapshotPath).then(eras/* dualEraSurfaces */.fY, () => []) : [];
}
async function captureTarget(target, io, via, quiet = false, afterLists, slots) {
    const log = [];
    try {
        // The library's own capture (complete, with its launch identity), plus what only the CLI passes.
        const identified = await captureComplete(target.name, target.server, {
            baseDir: target.baseDir,
            env: io.env,
            via,
            log: (line) => log.push(line),
            afterLists,
            dualEra: await dualEraOf(target),
            slots,
        });
        const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
        if (shown.length > 0)
            io.stderr((0,cli_io/* untrustedBlock */.C9)(io, shown.flatMap((l) => l.split('\n').map((x) => (0,render_text/* cleanTerminal */.m9)(x, 500)))));
        for (const w of (0,lossless/* losslessWarnings */.WP)(identified))
            io.stderr(`${(0,render_text/* cleanTerminal */.m9)(w, 500)}\n`);
        return identified;
    }
    catch (e) {
        throw withLog(e, log);
    }
}


/***/ })

};
