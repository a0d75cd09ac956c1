#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
const __builtin = typeof process.getBuiltinModule === 'function' ? (id) => process.getBuiltinModule(id) : __WEBPACK_EXTERNAL_createRequire(import.meta.url);
/******/ var __webpack_modules__ = ({

/***/ 70486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(71604);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(19130);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(63882);
/* harmony import */ var _std_write_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(73153);
// The `mcp-contract` binary.





// Node 22.1+ keeps the compiled code of every chunk loaded after this line (each command's chunk) on disk, so the
// second run of a command skips parsing it; Node 20 has no such cache and goes on without it. NODE_COMPILE_CACHE
// chooses the directory, NODE_DISABLE_COMPILE_CACHE=1 turns it off.
node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
async function dispatch(args) {
    // `--version` (scripts and version checks run it most) is answered here, before the command table is even loaded.
    if (args[0] === '--version' || args[0] === '-v') {
        (0,_std_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeStd */ .LR)(1, `${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x}\n`);
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
    }
    // The guard is a long-running server: it loads only its own code (a separate chunk), not every command's.
    const ours = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
    if (args[0] === 'guard' && !ours.includes('--help') && !ours.includes('-h')) {
        // Its MCP session writes process.stdout itself: the streams' failures are handled from the start.
        (0,_std_write_js__WEBPACK_IMPORTED_MODULE_4__/* .watchedStream */ .$9)(1);
        return (await Promise.all(/* import() */[__nccwpck_require__.e(4452), __nccwpck_require__.e(4117), __nccwpck_require__.e(8560), __nccwpck_require__.e(3647), __nccwpck_require__.e(6912), __nccwpck_require__.e(271), __nccwpck_require__.e(5217), __nccwpck_require__.e(6475), __nccwpck_require__.e(5252), __nccwpck_require__.e(204), __nccwpck_require__.e(8811), __nccwpck_require__.e(6012), __nccwpck_require__.e(2738)]).then(__nccwpck_require__.bind(__nccwpck_require__, 82738))).runGuard(args.slice(1));
    }
    return (await Promise.all(/* import() */[__nccwpck_require__.e(6012), __nccwpck_require__.e(2957)]).then(__nccwpck_require__.bind(__nccwpck_require__, 12957))).run(args, { ...(0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .processIo */ .Wr)(_std_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeStd */ .LR), ownProcess: true });
}
const code = await dispatch(process.argv.slice(2));
process.exitCode = code;
if ((0,_std_write_js__WEBPACK_IMPORTED_MODULE_4__/* .mayExitAtOnce */ .ki)())
    process.exit(code);
// A server child or socket left behind must not keep the CLI alive after its answer is out.
setTimeout(() => process.exit(code), 3000).unref();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ untrustedBlock),
/* harmony export */   Wr: () => (/* binding */ processIo),
/* harmony export */   lt: () => (/* binding */ homeOf),
/* harmony export */   pS: () => (/* binding */ shownPath)
/* harmony export */ });
/* unused harmony export redacting */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(88712);
/* harmony import */ var _std_write_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(73153);
// The CLI talks to the world only through this, so tests run it in-process and read what it printed.




/**
 * The process's own output. The commands write with `writeStd` (straight to the descriptor, see std-write.ts); the
 * default, the streams, is for the guard, a long-running server that must never block on a full stderr pipe.
 */
function processIo(write = (fd, t) => void (0,_std_write_js__WEBPACK_IMPORTED_MODULE_3__/* .watchedStream */ .$9)(fd).write(t)) {
    return redacting({
        stdout: (t) => write(1, t),
        stderr: (t) => write(2, t),
        cwd: process.cwd(),
        env: process.env,
        now: () => new Date(),
        confirm: askTerminal,
    });
}
/**
 * y/N on the terminal, asked on stderr (stdout may be piped to a file): only "y" or "yes" is a yes. stdin and readline
 * are touched only here: reading process.stdin loads the stream modules, which every other command does without.
 */
async function askTerminal(question) {
    if (!process.stdin.isTTY)
        return undefined;
    const { createInterface } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 26848, 23));
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
        return /^y(?:es)?$/i.test((await rl.question(question)).trim());
    }
    finally {
        rl.close();
    }
}
/** Wraps raw writers so every line passes through the redactor. */
function redacting(raw) {
    const secrets = [];
    return {
        ...raw,
        stdout: (t) => raw.stdout((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactText */ .Rd)(t, secrets)),
        stderr: (t) => raw.stderr((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactText */ .Rd)(t, secrets)),
        protect: (values) => {
            for (const v of values)
                if (!secrets.includes(v))
                    secrets.push(v);
            secrets.sort((a, b) => b.length - a.length);
        },
    };
}
/** A path as the user would type it: relative inside the working directory, absolute outside it (never `../..`). */
function shownPath(io, path) {
    // From `/` (where a desktop client starts the guard) every path would lose only its leading `/`: shown absolute.
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(io.cwd) === io.cwd)
        return path;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, path);
    return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? path : rel;
}
/** The user's home as this run sees it (`~`, `${userHome}`, the user's client configs): its environment first. */
function homeOf(io) {
    return io.env.HOME ?? io.env.USERPROFILE ?? (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)();
}
/**
 * Untrusted lines (server stderr tails, build output) as one block for stderr. In a GitHub Actions `run:` step the
 * runner reads workflow commands from every line, so there the block is fenced with a random `::stop-commands::`
 * token and a `::set-output` or `::add-mask::` line in it stays text.
 */
function untrustedBlock(io, lines) {
    const body = lines.join('\n');
    if (io.env.GITHUB_ACTIONS !== 'true' || body === '')
        return `${body}\n`;
    let token;
    do
        token = randomHex();
    while (body.includes(token));
    return `::stop-commands::${token}\n${body}\n::${token}::\n`;
}
// The Web Crypto global rather than an import of node:crypto: loading that module (and the streams it pulls in) costs
// every command about a fifth of bare node's start-up, and only this rare path needs randomness (issue 21).
function randomHex() {
    return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('hex');
}


/***/ }),

/***/ 73153:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ watchedStream),
/* harmony export */   LR: () => (/* binding */ writeStd),
/* harmony export */   gY: () => (/* binding */ nothingLeftRunning),
/* harmony export */   ki: () => (/* binding */ mayExitAtOnce)
/* harmony export */ });
/* unused harmony export allWritten */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(19130);
// Standard output and error for a CLI that prints its answer and exits. Touching process.stdout or process.stderr
// creates a stream (for a pipe, a net.Socket: node:net and the stream machinery), about a sixth of bare node's whole
// start-up; a write(2) on the descriptor costs nothing of the kind (issue 21). The streams stay for what needs them:
// Windows consoles, a non-blocking pipe that fills up, and the guard's long-running session.


const exitCode = (fallback) => (typeof process.exitCode === 'number' ? process.exitCode : fallback);
let watched = false;
/**
 * The process streams with their failures handled: a reader that goes away (`| head`) ends the run quietly with the
 * code it had; a standard output that cannot be written (`> /dev/full`) is one line and exit 5, never a stack trace.
 */
function watchedStream(fd) {
    if (!watched) {
        watched = true;
        process.stdout.on('error', (e) => {
            if (e.code === 'EPIPE')
                process.exit(exitCode(_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok));
            process.stderr.write(`mcp-contract: cannot write to standard output: ${e.code ?? e.message}\n`);
            process.exit(_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.write);
        });
        process.stderr.on('error', () => process.exit(exitCode(_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.write)));
    }
    return fd === 1 ? process.stdout : process.stderr;
}
/** Descriptors whose writes went to the stream once: every later write follows, so the output keeps its order. */
const streamed = new Set();
const direct = process.platform !== 'win32';
/** Whether everything written so far went out by write(2): no stream was made, so nothing waits in a queue. */
function allWritten() {
    return !watched && streamed.size === 0;
}
let settled = false;
/**
 * A command that leaves nothing running behind its exit code (no server child, socket or timer: a diff of two files)
 * says so; the entry then ends the process as soon as its output is all written, instead of waiting for the event loop
 * to wind down, where V8 runs its after-work collections on the user's time (issue 55).
 */
function nothingLeftRunning() {
    settled = true;
}
/** Whether the command said nothing is left running and its output is all out. */
function mayExitAtOnce() {
    return settled && allWritten();
}
/** Writes all of `text` to fd 1 or 2 before returning (or queues it on the stream where a write would block). */
function writeStd(fd, text) {
    if (!direct || streamed.has(fd)) {
        watchedStream(fd).write(text);
        return;
    }
    let rest = Buffer.from(text, 'utf8');
    while (rest.length > 0) {
        try {
            rest = rest.subarray((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, rest));
        }
        catch (e) {
            const code = e.code;
            if (code === 'EAGAIN') {
                // A non-blocking pipe is full (its other end made it non-blocking): the stream waits for it to drain.
                streamed.add(fd);
                watchedStream(fd).write(rest);
                return;
            }
            failed(fd, code ?? String(e));
        }
    }
}
function failed(fd, code) {
    if (fd === 2)
        process.exit(exitCode(_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.write));
    if (code === 'EPIPE')
        process.exit(exitCode(_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok));
    writeStd(2, `mcp-contract: cannot write to standard output: ${code}\n`);
    process.exit(_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.write);
}


/***/ }),

/***/ 63882:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8330);
// The package's version, on its own so the entry answers `--version` without loading the command table (main.ts).
// The bundler inlines package.json, so the installed CLI reads no file for it.

const VERSION = _package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE;


/***/ }),

/***/ 19130:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ CaptureError),
/* harmony export */   QM: () => (/* binding */ WriteError),
/* harmony export */   VI: () => (/* binding */ EXIT_DOCS),
/* harmony export */   Vl: () => (/* binding */ ContractError),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   w3: () => (/* binding */ SetupError)
/* harmony export */ });
// Expected failures carry their exit code; the entry points print `message` as one line, never a stack trace.
const EXIT = {
    ok: 0,
    drift: 1,
    usage: 2,
    capture: 3,
    /** A bug in mcp-contract: one line naming where. */
    internal: 4,
    write: 5,
    /** A signed release did not verify: the registry entry, the artifact, the signature or its signer. */
    untrusted: 6,
};
class ContractError extends Error {
    exitCode;
    detail;
    constructor(message, exitCode, 
    /** Extra lines shown after the message (e.g. a server's stderr tail). */
    detail) {
        super(message);
        this.exitCode = exitCode;
        this.detail = detail;
        this.name = 'ContractError';
    }
}
/** Bad arguments, config or files: exit 2. The message names the file/field/server. */
class UsageError extends ContractError {
    constructor(message, detail) {
        super(message, EXIT.usage, detail);
        this.name = 'UsageError';
    }
}
/** The server did not build, start or answer: exit 3. */
class CaptureError extends ContractError {
    server;
    phase;
    constructor(server, phase, cause, detail) {
        super(`server "${server}": ${phase} failed: ${cause}`, EXIT.capture, detail);
        this.server = server;
        this.phase = phase;
        this.name = 'CaptureError';
    }
}
/** The config's `setup` (the repository's install) failed or ran out of time: exit 3, as a build that fails. */
class SetupError extends ContractError {
    constructor(cause, detail) {
        super(`setup failed: ${cause}`, EXIT.capture, detail);
        this.name = 'SetupError';
    }
}
/** A file could not be written (no space, missing or unwritable directory, a symlink in the way): exit 5. */
class WriteError extends ContractError {
    constructor(message) {
        super(message, EXIT.write);
        this.name = 'WriteError';
    }
}
/** The exit-code table of the README, generated from here. */
const EXIT_DOCS = [
    { code: EXIT.ok, name: 'ok', meaning: 'No drift (or no change at or above `--fail-on`); the release has no errors.' },
    { code: EXIT.drift, name: 'drift', meaning: 'The live surface differs from the committed snapshot, a canary did not observe its expected result, the diff has changes at or above `--fail-on`, the release check found errors, or `scan` observed a finding at or above `--fail-on`.' },
    { code: EXIT.usage, name: 'usage', meaning: 'Bad arguments, config or snapshot file; the message names the file and JSON pointer.' },
    { code: EXIT.capture, name: 'capture', meaning: 'A server did not build, start or answer, or a list it advertises failed: an incomplete observation never passes.' },
    { code: EXIT.internal, name: 'internal', meaning: 'A bug in mcp-contract (please report it with the printed line).' },
    { code: EXIT.write, name: 'write', meaning: 'A file could not be written (disk full, a missing or unwritable directory, a symbolic link in the way); the message names the file.' },
    { code: EXIT.untrusted, name: 'untrusted', meaning: '`verify --registry`/`--server-json`: the signed release did not verify (the registry entry is deleted or missing, the artifact differs from what the package registry records or the release signed, the signature, its signer or the statement does not match the entry); the line names the check.' },
];


/***/ }),

/***/ 88712:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ makeRedactor),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   F1: () => (/* binding */ expandRefs),
/* harmony export */   FI: () => (/* binding */ redactValue),
/* harmony export */   Fj: () => (/* binding */ secretsOf),
/* harmony export */   Qy: () => (/* binding */ displayUrl),
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   el: () => (/* binding */ withoutUrlCredentials),
/* harmony export */   eo: () => (/* binding */ secretForms),
/* harmony export */   hN: () => (/* binding */ isCredentialName),
/* harmony export */   n0: () => (/* binding */ looksSecret),
/* harmony export */   to: () => (/* binding */ mapStrings),
/* harmony export */   uG: () => (/* binding */ embeddedSecrets)
/* harmony export */ });
/* unused harmony exports MIN_SECRET_LENGTH, urlCredentials, referencedVars, oauthVars, URL_IN_TEXT */
/** Shorter values would redact ordinary words and digits; a real token is longer. */
const MIN_SECRET_LENGTH = 6;
const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** `${VAR}` references in one config string, expanded from `env` (a missing variable expands to nothing). */
function expandRefs(raw, env) {
    return raw.replace(VAR, (_, name) => env[name] ?? '');
}
/** Username and password of a URL (decoded), when it has them. */
function urlCredentials(url) {
    let u;
    try {
        u = new URL(url);
    }
    catch {
        return [];
    }
    const out = [];
    for (const part of [u.username, u.password]) {
        if (part === '')
            continue;
        out.push(part);
        try {
            out.push(decodeURIComponent(part));
        }
        catch {
            // Malformed escapes: the raw form is already listed.
        }
    }
    if (u.username && u.password)
        out.push(`${u.username}:${u.password}`);
    return out;
}
/**
 * A text with the userinfo of every URL in it removed (`https://user:token@host/` -> `https://host/`): for messages
 * that quote a URL the user gave, including an underlying library's error that repeats it.
 */
function withoutUrlCredentials(text) {
    return text.replace(/\b([a-z][a-z0-9+.-]{0,20}:\/\/)[^\s/@?#]{1,512}@/gi, '$1');
}
/** A URL fit to print: userinfo removed (query values may be secrets too, and are redacted like any text). */
function displayUrl(url) {
    try {
        const u = new URL(url);
        if (u.username === '' && u.password === '')
            return url;
        u.username = '';
        u.password = '';
        return u.toString();
    }
    catch {
        return url.replace(/\/\/[^/@\s]*@/, '//');
    }
}
function secretsOf(server, env) {
    const out = new Set();
    const add = (v) => {
        if (v !== undefined && v.length >= MIN_SECRET_LENGTH)
            out.add(v);
    };
    const refs = (raw) => {
        if (typeof raw !== 'string')
            return;
        for (const m of raw.matchAll(VAR))
            add(env[m[1]]);
    };
    const headers = (map) => {
        for (const raw of Object.values(map ?? {})) {
            if (typeof raw !== 'string')
                continue;
            const value = expandRefs(raw, env);
            add(value);
            // A bearer header value also leaks through its token part alone.
            const parts = value.split(/\s+/);
            if (parts.length === 2)
                add(parts[1]);
        }
    };
    const url = (raw) => {
        if (typeof raw !== 'string')
            return;
        refs(raw);
        // Userinfo is a credential whether literal or referenced; short usernames included, they sit next to the password.
        for (const c of urlCredentials(expandRefs(raw, env)))
            if (c.length >= 3)
                out.add(c);
    };
    const strings = (list) => list?.forEach(refs);
    const values = (map) => Object.values(map ?? {}).forEach(refs);
    values(server.env);
    strings(server.args);
    url(server.url);
    headers(server.headers);
    // An OAuth entry names its secrets by variable: their values are secrets wherever they surface.
    for (const name of oauthVars(server))
        add(env[name]);
    values(server.start?.env);
    strings(server.start?.args);
    url(server.start?.readyUrl);
    for (const s of Object.values(server.surfaces ?? {})) {
        values(s.env);
        strings(s.args);
        url(s.url);
        headers(s.headers);
    }
    return [...out].sort((a, b) => b.length - a.length);
}
/** Names of the runner variables a server entry refers to as `${VAR}` (wherever they are expanded), and by `oauth`. */
function referencedVars(server) {
    const texts = [server.url, server.start?.readyUrl];
    const maps = [server.env, server.headers, server.start?.env];
    const lists = [server.args, server.start?.args];
    for (const s of Object.values(server.surfaces ?? {})) {
        texts.push(s.url);
        maps.push(s.env, s.headers);
        lists.push(s.args);
    }
    for (const m of maps)
        texts.push(...Object.values(m ?? {}));
    for (const l of lists)
        texts.push(...(l ?? []));
    const out = new Set(oauthVars(server));
    for (const t of texts)
        if (typeof t === 'string')
            for (const m of t.matchAll(VAR))
                out.add(m[1]);
    return [...out].sort();
}
/** The runner variables a server's `oauth` entry names (a client secret, a private key). */
function oauthVars(server) {
    return [server.oauth?.clientSecretEnv, server.oauth?.privateKeyEnv].filter((v) => typeof v === 'string' && v !== '');
}
/** The forms a secret takes in text: as is, inside a JSON string, percent-encoded in a URL. */
function secretForms(secret) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]);
    return [...forms].filter((f) => f !== '');
}
function redact(text, secrets) {
    let out = text;
    for (const s of secrets)
        for (const f of secretForms(s))
            if (out.includes(f))
                out = out.split(f).join('***');
    return out;
}
/** Names that say the value is a credential (env keys, header names, option names). */
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|auth|credential|private[-_]?key|access[-_]?key|client[-_]?key|session|cookie|bearer|(^|[-_])pat($|[-_]))/i;
/** Whether a variable or option name says its value is a credential (GITHUB_TOKEN, API_KEY, DB_PASSWORD). */
function isCredentialName(name) {
    return SECRET_NAME.test(name);
}
/** Shapes of well-known credentials, whatever they are called. */
const SHAPES = 'gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\\w{20,}|sk-[A-Za-z0-9_-]{16,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|glpat-[\\w-]{16,}|ntn_[A-Za-z0-9]{12,}|eyJ[\\w-]{8,}\\.[\\w-]{8,}\\.[\\w-]{8,}';
const SECRET_SHAPE = new RegExp(`(${SHAPES})`);
/** `${VAR}`, `${env:VAR}`, `${input:id}`, `$VAR`, `%VAR%`: the value lives elsewhere. */
const REFERENCE = /\$\{[^}]+\}|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%/;
/** Documentation placeholders are not credentials. */
const PLACEHOLDER = /^<.*>$|^\[.*\]$|your[-_ ]|^x{4,}$|changeme|^(true|false|\d+)$/i;
/** Whether a config value written as `name` = `value` looks like a credential stored in plain text. */
function looksSecret(name, value) {
    if (SECRET_SHAPE.test(value) && !REFERENCE.test(value))
        return true;
    if (value.length < MIN_SECRET_LENGTH || REFERENCE.test(value) || PLACEHOLDER.test(value.trim()))
        return false;
    if (!SECRET_NAME.test(name))
        return false;
    // A lowercase word (AUTH_MODE=browser, TOKEN_TYPE=bearer) is a setting, not a credential.
    if (/^[a-z]+([-_.][a-z]+)*$/.test(value))
        return false;
    // A plain URL or path under a secret-sounding name (AUTH_URL, TOKEN_FILE) is not the secret itself.
    if (/^https?:\/\/[^@\s]*$/i.test(value) || /^(\/|~|\.\.?\/|[A-Za-z]:\\)/.test(value))
        return false;
    return true;
}
/** A credential shape anywhere in a text (global, for finding every one). */
const SHAPE_ANYWHERE = new RegExp(`(?<![A-Za-z0-9_-])(?:${SHAPES})`, 'g');
/** JSON longer than this inside one config value is not parsed for secrets (the file-size cap bounds it anyway). */
const MAX_EMBEDDED_JSON = 65_536;
function unquote(v) {
    if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
        return v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v.slice(1, -1);
    }
    return v;
}
/** A URL in text; it starts only where a scheme can (not inside a word), so a long word is read once, not once per letter. */
const URL_IN_TEXT = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'<>`]+/g;
/** Userinfo and secret-named query values of every URL in the text, raw and decoded. */
function urlSecrets(text, add) {
    for (const m of text.matchAll(URL_IN_TEXT)) {
        let u;
        try {
            u = new URL(m[0]);
        }
        catch {
            continue;
        }
        // The password is the credential; a username alone (a token as user, `https://TOKEN@host`) is one too.
        const user = u.password !== '' ? u.password : u.username;
        if (user !== '')
            for (const v of [user, safeDecode(user)])
                add(v);
        for (const [key, value] of u.searchParams) {
            if (looksSecret(key, value))
                for (const v of [value, encodeURIComponent(value)])
                    add(v);
        }
        // URLSearchParams decodes `+` and escapes: also take the raw text between `=` and `&`.
        for (const q of u.search.slice(1).split('&')) {
            const eq = q.indexOf('=');
            if (eq > 0 && looksSecret(safeDecode(q.slice(0, eq)), safeDecode(q.slice(eq + 1))))
                add(q.slice(eq + 1));
        }
    }
}
function safeDecode(v) {
    try {
        return decodeURIComponent(v.replace(/\+/g, ' '));
    }
    catch {
        return v;
    }
}
/** `NAME=value` and `--name=value` / `--name value` in a script or argument, and JSON after `NAME=`. */
function assignmentSecrets(text, add) {
    const re = /(?:^|[\s;&|(])(?:export\s+)?(-{0,2}[A-Za-z_][\w-]*)(=|\s+(?=[^\s-]))("(?:[^"\\]|\\.)*"|'[^']*'|[^\s;&|]*)/g;
    for (const m of text.matchAll(re)) {
        const name = m[1].replace(/^-+/, '');
        // A space-separated value belongs to an option only (`--token X`), never to a word (`echo X`).
        if (m[2] !== '=' && !m[1].startsWith('-'))
            continue;
        const value = unquote(m[3]);
        if (looksSecret(name, value))
            add(value);
        const rest = text.slice((m.index ?? 0) + m[0].length - m[3].length);
        if (m[2] === '=' && /^[{[]/.test(rest))
            jsonSecrets(rest, add);
    }
}
/** `Password=`/`Pwd=` in ADO.NET, ODBC and JDBC connection strings; `{...}` quoting keeps `;` inside. */
function connectionSecrets(text, add) {
    for (const m of text.matchAll(/(?:^|[;?&\s])(?:password|pwd)\s*=\s*(\{[^}]*\}|"[^"]*"|'[^']*'|[^;&\s]+)/gi)) {
        const raw = m[1];
        const value = raw.startsWith('{') ? raw.slice(1, -1) : unquote(raw);
        if (value.length >= 4 && !REFERENCE.test(value))
            add(value);
    }
}
/** Credential-named members of a JSON text (headers maps, client options), at any depth. */
function jsonSecrets(text, add) {
    const trimmed = text.trim();
    if (!/^[{[]/.test(trimmed) || trimmed.length > MAX_EMBEDDED_JSON)
        return;
    let parsed;
    try {
        parsed = JSON.parse(trimmed);
    }
    catch {
        return;
    }
    const walk = (v, key, depth) => {
        if (depth > 32)
            return;
        if (typeof v === 'string') {
            const token = /^(bearer|token|basic)\s+(.+)$/i.exec(v)?.[2];
            if (looksSecret(key, token ?? v))
                add(token ?? v);
            for (const s of embeddedSecrets(v, depth + 1))
                add(s);
        }
        else if (Array.isArray(v))
            v.forEach((x) => walk(x, key, depth + 1));
        else if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                walk(x, k, depth + 1);
    };
    walk(parsed, '', 0);
}
/**
 * Secrets written inside a longer config value: URL userinfo and credential query values, `NAME=value` in shell
 * scripts, connection-string passwords, credential members of JSON-valued variables, bearer tokens and well-known
 * token shapes. Each is returned as written (and decoded where a URL encodes it), for the caller to flag and redact.
 */
function embeddedSecrets(text, depth = 0) {
    const out = new Set();
    const add = (v) => {
        if (v.length >= 4 && !REFERENCE.test(v) && !PLACEHOLDER.test(v.trim()))
            out.add(v);
    };
    if (depth > 4)
        return [];
    urlSecrets(text, add);
    assignmentSecrets(text, add);
    connectionSecrets(text, add);
    jsonSecrets(text, add);
    for (const m of text.matchAll(/\b(?:bearer|basic)\s+([A-Za-z0-9._~+/=-]{8,})/gi))
        if (!/^[a-z]+$/.test(m[1]))
            add(m[1]);
    for (const m of text.matchAll(SHAPE_ANYWHERE))
        add(m[0]);
    return [...out].sort((a, b) => b.length - a.length);
}
/**
 * One pass over the text for many secrets (a scan of hundreds of configs finds hundreds): every place where any
 * secret starts is found with a single lookahead pattern and the union of their spans becomes `***`, so overlapping
 * secrets leave no tail behind either.
 */
function makeRedactor(secrets) {
    const list = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    if (list.length === 0)
        return (text) => text;
    const pattern = new RegExp(`(?=(${list.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))`, 'g');
    return (text) => {
        let out = '';
        let from = 0;
        let end = -1;
        let start = -1;
        // exec, not matchAll: matchAll copies (and recompiles) the pattern on every call.
        pattern.lastIndex = 0;
        for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
            pattern.lastIndex = m.index + 1;
            const s = m.index;
            const e = s + m[1].length;
            if (start >= 0 && s <= end)
                end = Math.max(end, e);
            else {
                if (start >= 0) {
                    out += `${text.slice(from, start)}***`;
                    from = end;
                }
                start = s;
                end = e;
            }
        }
        if (start < 0)
            return text;
        return `${out}${text.slice(from, start)}***${text.slice(end)}`;
    };
}
/**
 * A copy of JSON data with every secret replaced by `***` in its string values and keys: the structure, numbers,
 * booleans and nulls are never touched. Returns `value` itself when nothing needed replacing.
 */
function redactValue(value, secrets) {
    if (secrets.length === 0)
        return value;
    return mapStrings(value, (s) => redact(s, secrets));
}
/** A copy of JSON data with `fn` applied to every string value and key (the same object when nothing changed). */
function mapStrings(value, fn) {
    const walk = (v) => {
        if (typeof v === 'string')
            return fn(v);
        if (Array.isArray(v)) {
            const copy = v.map(walk);
            return copy.some((x, i) => x !== v[i]) ? copy : v;
        }
        if (v !== null && typeof v === 'object') {
            let changed = false;
            const entries = Object.entries(v).map(([k, x]) => {
                const k2 = fn(k);
                const x2 = walk(x);
                if (k2 !== k || x2 !== x)
                    changed = true;
                return [k2, x2];
            });
            return changed ? Object.fromEntries(entries) : v;
        }
        return v;
    };
    return walk(value);
}
/**
 * Redacts printed text. A whole JSON document (what `--json` prints) is redacted value by value and printed again
 * the same way, so a secret that looks like a number or a keyword cannot break it; any other text by replacement.
 */
function redactText(text, secrets) {
    if (secrets.length === 0)
        return text;
    const trimmed = text.trim();
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && redact(text, secrets) !== text) {
        try {
            const parsed = JSON.parse(trimmed);
            const clean = redactValue(parsed, secrets);
            const indent = /^[{[]\n( +)/.exec(trimmed)?.[1].length ?? 0;
            return `${JSON.stringify(clean, null, indent)}${text.endsWith('\n') ? '\n' : ''}`;
        }
        catch {
            // Not JSON after all: plain replacement below.
        }
    }
    return redact(text, secrets);
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __builtin("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __builtin("buffer");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __builtin("crypto");

/***/ }),

/***/ 72250:
/***/ ((module) => {

module.exports = __builtin("dns");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __builtin("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __builtin("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __builtin("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __builtin("http");

/***/ }),

/***/ 85675:
/***/ ((module) => {

module.exports = __builtin("http2");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __builtin("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __builtin("net");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __builtin("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

let real; const load = () => (real ??= __builtin("node:crypto")); module.exports = new Proxy({}, { get: (_, key) => load()[key], has: (_, key) => key in load(), ownKeys: () => Reflect.ownKeys(load()), getOwnPropertyDescriptor: (_, key) => { const d = Reflect.getOwnPropertyDescriptor(load(), key); if (d) d.configurable = true; return d; } });

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __builtin("node:diagnostics_channel");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __builtin("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __builtin("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __builtin("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __builtin("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __builtin("node:http2");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __builtin("node:module");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __builtin("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __builtin("node:path");

/***/ }),

/***/ 26848:
/***/ ((module) => {

module.exports = __builtin("node:readline/promises");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __builtin("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __builtin("node:string_decoder");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __builtin("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __builtin("node:util");

/***/ }),

/***/ 78877:
/***/ ((module) => {

module.exports = __builtin("node:v8");

/***/ }),

/***/ 30714:
/***/ ((module) => {

module.exports = __builtin("node:vm");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __builtin("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __builtin("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __builtin("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __builtin("string_decoder");

/***/ }),

/***/ 16460:
/***/ ((module) => {

module.exports = __builtin("timers/promises");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __builtin("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __builtin("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __builtin("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __builtin("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __builtin("zlib");

/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"1.0.0"};

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(70486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
