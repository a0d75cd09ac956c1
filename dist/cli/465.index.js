export const id = 465;
export const ids = [465];
export const modules = {

/***/ 465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMANDS: () => (/* binding */ COMMANDS),
  COMMAND_HELP: () => (/* binding */ COMMAND_HELP),
  USAGE: () => (/* binding */ USAGE),
  VERSION: () => (/* reexport */ version/* VERSION */.x),
  commandHelp: () => (/* binding */ commandHelp),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/cli/commands/guard-help.ts
const STORE = ['--store DIR', 'the guard store (default $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard)'];
const SERVER = ['-s, --server NAME', 'the server in the store (needed when the store holds several)'];
// Loaded when the command runs (as every command in main.ts), so the help text costs no import of the guard or SDK.
const GUARD_COMMANDS = {
    verify: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(17), __webpack_require__.e(57)]).then(__webpack_require__.bind(__webpack_require__, 5057))).verifyCommand,
    guard: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(17), __webpack_require__.e(0)]).then(__webpack_require__.bind(__webpack_require__, 9000))).guardCommand,
    approve: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(17), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776))).approveCommand,
    reject: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(17), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776))).rejectCommand,
    status: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(17), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776))).statusCommand,
};
const GUARD_HELP = {
    verify: {
        usage: ['verify   --snapshot FILE [--json] -- <command> [args...]', "verify   --snapshot FILE --url URL [--header 'K: V'] [--json]"],
        about: 'Captures the live server and checks every approved capability in FILE is served with its approved digest: exit 0, or 1 listing what is stale, missing or new with the field-level diff.',
        options: [
            ['--snapshot FILE', 'the approved snapshot (with --config, default the server\'s snapshot)'],
            ['-c, --config FILE', 'servers, renames and severities (default mcp-contract.json when present)'],
            ['-s, --server NAME', 'only this server from the config'],
            ['--url URL', "verify an HTTP server (with --header 'K: V' and --transport)"],
            ['--via sdk|inspector', 'capture with the built-in client (default) or the MCP Inspector CLI'],
            ['--json', 'print the result as JSON'],
        ],
    },
    guard: {
        usage: [
            'guard    --approved FILE [--store DIR] [--policy KEY=follow|review] [--interval SEC] [--listen [HOST:]PORT] -- <command> [args...]',
            "guard    --approved FILE [--store DIR] --url URL [--header 'K: V']",
            'guard    --config FILE [--server NAME]... [--approved-dir DIR] [--profile NAME] [--profiles FILE] [--print-surface] [--store DIR] [--listen [HOST:]PORT]',
        ],
        about: 'An MCP server (stdio, or streamable HTTP with --listen) that starts the real server and publishes only capabilities whose live digest is approved; calls to new or changed ones are refused with the diff.',
        options: [
            ['--approved FILE', 'the approved snapshot: its capabilities are approved at their digests'],
            STORE,
            ['--surface NAME', 'the snapshot surface to guard (default "default", or its only one)'],
            ['--policy KEY=ACTION', 'follow or review per severity (safe, review, breaking), for new capabilities (new), or per rule id; default safe=follow, the rest review. Description and annotation changes, and any change that brings new model-visible text (a description, title, prose enum value or non-identifier name), are always reviewed; renames always need a manual approve'],
            ['--interval SEC', 're-capture period in seconds (default 300; 0 = only on list_changed and reconnect)'],
            ['--listen [HOST:]PORT', 'serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1)'],
            ['--request-timeout SEC', 'longest a forwarded request may run (default 3600)'],
            ['--max-age SEC', 'a call is checked against a capture at most this old (default 5; 0 = re-capture before every call)'],
            ['--run-as USER[:GROUP]', 'run the upstream as another user (Linux, setpriv), so it cannot read the store key or write the store'],
            ['--max-sessions N', 'with --listen: HTTP sessions open at once (default 32)'],
            ['--session-idle SEC', 'with --listen: close a session idle this long (default 600)'],
            ['--identity-policy P', 'which changed launch code may start without approve --identity: pin (default: none), worktree (a working tree under development), semver:RANGE (a new version of the same package inside RANGE)'],
            ['--url URL', "guard an HTTP server (with --header 'K: V', or --header NAME to read $MCP_CONTRACT_HEADER_NAME, and --transport)"],
            ['-c, --config FILE', 'an mcp-contract config or a client config (mcpServers, VS Code servers): one server is guarded alone; several, a client file or a profile start the gateway, which publishes every server\'s tools and prompts as <server>__<name>'],
            ['--approved-dir DIR', 'gateway: the approved snapshot of each server as DIR/<server>.json'],
            ['--profile NAME', 'gateway: publish only this profile (include / exclude patterns over <server>/<ref>)'],
            ['--profiles FILE', 'gateway: read the profiles object from FILE instead of the config'],
            ['--print-surface', 'gateway: print what the profile publishes as a snapshot (for mcp-contract diff) and exit'],
        ],
    },
    approve: {
        usage: ['approve  REF... [--store DIR] [--server NAME | --all] [--digest D] [--expires DATE]', 'approve  --all-safe [--store DIR] [--server NAME | --all]', 'approve  --identity [--store DIR] [--server NAME]'],
        about: 'Approves the definition the server serves now under each REF (tool:NAME, a bare name, or SERVER/REF for one server of a gateway\'s store), showing its diff; a running guard publishes it at once.',
        options: [
            STORE,
            SERVER,
            ['--digest D', 'approve only if the served definition still has this digest'],
            ['--expires DATE', 'the approval ends at this date or date-time'],
            ['--all', 'every server of the store directory (the gateway\'s): each REF where a server holds it, or --all-safe on each'],
            ['--all-safe', 'approve every changed capability whose changes are all safe (new ones, renames and text changes excluded)'],
            ['--identity', 'approve the launch code the guard last resolved (package and integrity, image digest, or working-tree manifest)'],
        ],
    },
    reject: {
        usage: ['reject   REF... [--store DIR] [--server NAME | --all]'],
        about: 'Holds the definition served now under each REF (or SERVER/REF) out of the publication until it changes again.',
        options: [STORE, SERVER, ['--all', 'every server of the store directory: each REF where a server holds it']],
    },
    status: {
        usage: ['status   [--store DIR] [--server NAME] [--all] [--json]'],
        about: 'Lists what the guard holds (stale, new, rejected, missing) with the field-level changes; --all also lists approved ones. Without --server, a store holding several servers (the gateway\'s) is shown server by server.',
        options: [STORE, ['-s, --server NAME', 'only this server of the store'], ['--all', 'also list approved capabilities'], ['--json', 'print the store as JSON']],
    },
};

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(3882);
// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(1518);
// EXTERNAL MODULE: ./src/core/shared/closest.ts
var closest = __webpack_require__(9990);
;// CONCATENATED MODULE: ./src/cli/main.ts
// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.







// Each command is imported when it runs, so the bundle splits one chunk per command and `--version`, `rules` or
// `scan` never parse the MCP SDK, zod, ajv or the badge fonts (issue 21: start-up within 1.5x bare node).
const COMMANDS = {
    init: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(469)]).then(__webpack_require__.bind(__webpack_require__, 1469))).initCommand,
    snapshot: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(406)]).then(__webpack_require__.bind(__webpack_require__, 8025))).snapshotCommand,
    check: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(512), __webpack_require__.e(707), __webpack_require__.e(999)]).then(__webpack_require__.bind(__webpack_require__, 4999))).checkCommand,
    diff: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(932), __webpack_require__.e(512), __webpack_require__.e(707), __webpack_require__.e(380)]).then(__webpack_require__.bind(__webpack_require__, 4380))).diffCommand,
    release: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(512), __webpack_require__.e(25)]).then(__webpack_require__.bind(__webpack_require__, 6025))).releaseCommand,
    badge: async () => (await Promise.all(/* import() */[__webpack_require__.e(833), __webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(108)]).then(__webpack_require__.bind(__webpack_require__, 8108))).badgeCommand,
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(950)]).then(__webpack_require__.bind(__webpack_require__, 9950))).rulesCommand,
    docs: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(831)]).then(__webpack_require__.bind(__webpack_require__, 5831))).docsCommand,
    scan: async () => (await Promise.all(/* import() */[__webpack_require__.e(626), __webpack_require__.e(872), __webpack_require__.e(475), __webpack_require__.e(932), __webpack_require__.e(17), __webpack_require__.e(759)]).then(__webpack_require__.bind(__webpack_require__, 759))).scanCommand,
    ...GUARD_COMMANDS,
};
const CONFIG_OPT = ['-c, --config FILE', 'the config (default mcp-contract.json in the current directory)'];
const SERVER_OPT = ['-s, --server NAME', 'only this server from the config (repeatable; default all)'];
const CONCURRENCY_OPT = ['--concurrency N', "how many servers are built and captured at once (default: the machine's cores); output keeps the config's order"];
const VIA_OPT = ['--via sdk|inspector', 'capture with the built-in client (default) or the MCP Inspector CLI'];
const COMMAND_HELP = {
    init: {
        usage: [
            'init     [--config FILE] [--name NAME] [--workflow [--matrix N]] [--env NAME[=VALUE]]... -- <command> [args...]',
            "init     [--config FILE] [--name NAME] [--workflow] --url URL [--header 'K: V']",
            'init     --discover [DIR] [--config FILE] [--workflow [--matrix N]]',
        ],
        about: 'Adopts mcp-contract for one server: writes the config and the first snapshot (only when the capture is complete), and with --workflow the pull-request workflow.',
        options: [
            ['-c, --config FILE', 'the config to create (default mcp-contract.json; an existing file is never overwritten)'],
            ['--name NAME', "the server's name in the config (default: derived from the server's own serverInfo.name)"],
            ['--url URL', 'an HTTP server instead of a command after --'],
            ["--header 'K: V'", 'HTTP header for the capture; the config refers to an environment variable instead of the value'],
            ['--env NAME[=VALUE]', "environment variable the server needs (a token): used for the capture, written to the config as ${NAME}, never as its value; without =VALUE it is taken from this environment"],
            ['--transport T', 'streamable-http, sse, or auto (default)'],
            ['--workflow', 'also write .github/workflows/mcp-contract.yml (kept if it exists)'],
            ['--discover [DIR]', "one config entry per MCP server the repository's manifests declare (npm packages on an MCP SDK with a bin or start script; Python projects on mcp or fastmcp with __main__ or a console script), for review: nothing is started"],
            ['--matrix N', 'with --workflow: the capture job as an Actions matrix of N shards (shard: i/N), judged by one comment job'],
        ],
    },
    snapshot: {
        usage: [
            'snapshot [--config FILE] [--server NAME] [--via sdk|inspector] [--concurrency N] [--json]',
            'snapshot --out FILE [--name NAME] -- <command> [args...]',
            "snapshot --out FILE --url URL [--header 'K: V'] [--transport streamable-http|sse|auto]",
        ],
        about: 'Captures each server and writes its snapshot file; an incomplete observation is never written (exit 3).',
        options: [
            CONFIG_OPT,
            SERVER_OPT,
            ['-o, --out FILE', 'where to write the snapshot (required for an inline server)'],
            ['--name NAME', 'server name recorded in an inline snapshot (default: the name already in FILE, else "server")'],
            ['--url URL', 'capture an HTTP server instead of a command after --'],
            ["--header 'K: V'", 'HTTP header for --url (repeatable; values are redacted from all output)'],
            ['--transport T', 'streamable-http, sse, or auto (default: try streamable HTTP, then SSE)'],
            CONCURRENCY_OPT,
            VIA_OPT,
            ['--json', 'print what was written as JSON'],
        ],
    },
    check: {
        usage: ['check    [--config FILE] [--server NAME] [--update] [--no-canaries] [--base REF] [--concurrency N] [--format text|json|junit|sarif] [--out FILE]', 'check    --snapshot FILE [--update] -- <command> [args...]'],
        about: 'Captures the live server and compares it with the committed snapshot, then runs its canaries in the same session: exit 0 when equal and every canary observed its expected result, 1 otherwise.',
        options: [
            CONFIG_OPT,
            SERVER_OPT,
            ['--snapshot FILE', 'the committed snapshot (required for an inline server after -- or --url)'],
            ['--update', 'rewrite the snapshot with the live surface instead of failing'],
            ['--no-canaries', "skip the config's canaries (the report then says behaviour is unverified)"],
            ['--base REF', 'in CI, the ref whose config grants canaries side effects (default origin/$GITHUB_BASE_REF)'],
            ['--url URL', "check an HTTP server (with --header 'K: V' and --transport as for snapshot)"],
            CONCURRENCY_OPT,
            VIA_OPT,
            ['-f, --format F', 'text (default), json (the result and the classified drift), junit (one suite per server) or sarif (SARIF 2.1.0 for code scanning)'],
            ['--json', 'the same as --format json'],
            ['-o, --out FILE', 'also write the result to FILE, in --format (else as its extension says: .json, .xml JUnit, .sarif, text)'],
        ],
    },
    diff: {
        usage: [
            'diff     BASE (HEAD | --live) [--config FILE] [--server NAME] [--format text|markdown|json|junit|sarif] [--fail-on breaking|review|safe|none] [--out FILE]',
        ],
        about: "Classifies BASE -> HEAD. Each side is a snapshot file, git:REF:PATH, live (captured from the config's server) or live:NAME (the config's server NAME); two live sides are captured at once, in this one process.",
        options: [
            ['--live', 'the head is the live server (same as HEAD = live)'],
            ['-c, --config FILE', 'renames, severity overrides and ignores (default mcp-contract.json when present); the servers for live'],
            ['-s, --server NAME', 'the server to capture for live'],
            ['live:NAME', "a side captured from the config's server NAME (diff live:old live:new compares two builds of one server)"],
            ['-f, --format F', 'text (default), markdown (the PR comment body; md also works), json, junit (JUnit XML) or sarif (SARIF 2.1.0, results at the capability line of the snapshot file)'],
            ['--fail-on S', 'exit 1 when a change is at least this severe: breaking (default), review, safe, none'],
            ['-o, --out FILE', 'also write the report to FILE, in --format (else as its extension says: .json, .md, .xml JUnit, .sarif, text)'],
            VIA_OPT,
        ],
    },
    release: {
        usage: ['release  [--config FILE] [--since REF|FILE] [--snapshot FILE] [--date YYYY-MM-DD] [--live] [--format text|markdown|json|changelog]'],
        about: 'Compares the last release with the head: removals must have served their deprecation window, the version bump must match the drift.',
        options: [
            CONFIG_OPT,
            SERVER_OPT,
            ['--since REF|FILE', 'the last release: a git tag or ref, or a snapshot file (default: the newest tag holding the snapshot)'],
            ['--snapshot FILE', 'the head snapshot (default: the server\'s snapshot in the config)'],
            ['--live', 'capture the head from the live server instead'],
            ['--date YYYY-MM-DD', 'the release date (default today)'],
            ['-f, --format F', 'text (default), markdown (md also works), json, or changelog (release notes)'],
        ],
    },
    badge: {
        usage: ['badge    [--config FILE] [--server NAME] [--svg FILE] [--endpoint FILE] [--live]'],
        about: 'Draws the README badge offline: badges/<server>.svg and a shields.io endpoint badges/<server>.json.',
        options: [
            CONFIG_OPT,
            SERVER_OPT,
            ['--svg FILE', 'where to write the SVG (one server only; default badges/<server>.svg)'],
            ['--endpoint FILE', 'where to write the shields.io endpoint JSON (one server only; default badges/<server>.json)'],
            ['--live', 'capture the live server: the badge turns red and the exit code 1 when the snapshot is stale'],
            ['--state S', 'draw a given state without capturing: ok, review, breaking, stale, unknown'],
            ['--label TEXT', 'the badge\'s left-hand text (default "mcp contract")'],
        ],
    },
    scan: {
        usage: ['scan     [PATH...] [--root DIR] [--user] [--format text|markdown|json|sarif] [--fail-on error|warning|note|none] [--out FILE]'],
        about: 'Reads MCP client configurations (Claude Desktop, VS Code, Cursor, .mcp.json, mcp-contract.json) and reports what they show about each launch (observed) and which evidence they cannot give (unverified).',
        options: [
            ['PATH', 'configuration files, or directories holding .vscode/mcp.json, .cursor/mcp.json, .mcp.json, mcp-contract.json (default: the workspace)'],
            ['--root DIR', 'the workspace: where path arguments should stay and where mcp-contract.json is looked up (default the current directory)'],
            ['--user', "also read the user's own client configurations (Claude Desktop, Cursor, VS Code) under the home directory"],
            ['-f, --format F', 'text (default), markdown (md also works), json, or sarif (SARIF 2.1.0 for code scanning)'],
            ['--fail-on L', 'exit 1 when an observed finding is at least this level: error (default), warning, note, none'],
            ['-o, --out FILE', 'write the report to FILE and print only the summary line'],
        ],
    },
    rules: {
        usage: ['rules    [--format text|markdown|json]'],
        about: 'Prints the rule catalog: every rule id, its default severity and the kinds it applies to.',
        options: [['-f, --format F', 'text (default), markdown (the README table; md also works) or json']],
    },
    docs: {
        usage: ['docs     [--section rules|release-rules|scan-rules|canary-rules|exit-codes|inputs|outputs] [--readme FILE]'],
        about: "Regenerates the README's generated sections from the code (npm run docs), or prints one section.",
        options: [
            ['--section S', 'print only this generated section instead of rewriting the README'],
            ['--readme FILE', 'the README to regenerate (default README.md in the current directory)'],
        ],
    },
    ...GUARD_HELP,
};
const USAGE = `mcp-contract ${version/* VERSION */.x}: keep an MCP server's capability surface honest

usage:
${Object.values(COMMAND_HELP)
    .flatMap((h) => h.usage)
    .map((l) => `  mcp-contract ${l}`)
    .join('\n')}

Run mcp-contract COMMAND --help for a command's options.
exit codes: ${errors/* EXIT_DOCS */.VI.map((e) => `${e.code} ${e.name}`).join(', ')}
`;
/** `mcp-contract COMMAND --help`: the command's usage lines and every option it takes. */
function commandHelp(command) {
    const h = COMMAND_HELP[command];
    const width = Math.max(...h.options.map(([o]) => o.length));
    return [
        ...h.usage.map((l, i) => `${i === 0 ? 'usage: ' : '       '}mcp-contract ${l.replace(/^(\w+) +/, '$1 ')}`),
        '',
        h.about,
        '',
        'options:',
        ...h.options.map(([o, d]) => `  ${o.padEnd(width)}  ${d}`),
        '',
    ].join('\n');
}
/** Everything before `--` belongs to us; `--help` after it is the server's argument. */
function asksForHelp(args) {
    const dd = args.indexOf('--');
    return (dd >= 0 ? args.slice(0, dd) : args).some((a) => a === '--help' || a === '-h');
}
async function run(args, io) {
    const [command, ...rest] = args;
    if (command === 'help' && rest[0] !== undefined && COMMAND_HELP[rest[0]]) {
        io.stdout(commandHelp(rest[0]));
        return errors/* EXIT */.dc.ok;
    }
    if (!command || command === '--help' || command === '-h' || command === 'help') {
        io.stdout(USAGE);
        return command ? errors/* EXIT */.dc.ok : errors/* EXIT */.dc.usage;
    }
    if (command === '--version' || command === '-v') {
        io.stdout(`${version/* VERSION */.x}\n`);
        return errors/* EXIT */.dc.ok;
    }
    const load = COMMANDS[command];
    if (!load) {
        const guess = (0,closest/* closest */.k)(command, Object.keys(COMMAND_HELP));
        io.stderr(`mcp-contract: unknown command "${(0,terminal/* cleanTerminal */.m)(command, 60)}" (${guess ? `did you mean ${guess}? ` : ''}try --help)\n`);
        return errors/* EXIT */.dc.usage;
    }
    if (COMMAND_HELP[command] && asksForHelp(rest)) {
        io.stdout(commandHelp(command));
        return errors/* EXIT */.dc.ok;
    }
    try {
        return await (await load())(rest, io);
    }
    catch (e) {
        if (e instanceof errors/* ContractError */.Vl) {
            // Messages and details quote server text (errors, stderr tails): no escape sequence reaches the terminal.
            const line = (0,terminal/* cleanTerminal */.m)(e.message, 4000);
            io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
            if (e.detail)
                io.stderr((0,cli_io/* untrustedBlock */.C9)(io, e.detail.trimEnd().split('\n').map((l) => (0,terminal/* cleanTerminal */.m)(l, 500))));
            return e.exitCode;
        }
        // An unexpected failure is a bug: one line plus where, not a wall of stack.
        const err = e;
        const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
        const where = frame ? ` (in ${frame.trim().slice(3)})` : '';
        io.stderr(`mcp-contract: internal error: ${(0,terminal/* cleanTerminal */.m)(`${err?.message ?? String(e)}${where}`, 500)}\n`);
        return errors/* EXIT */.dc.internal;
    }
}


/***/ }),

/***/ 9990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean": the nearest known name to a mistyped one (options, commands, rule ids).
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diag = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const up = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
            diag = up;
        }
    }
    return row[b.length];
}
/** The closest candidate within `maxEdits` edits (or one that starts with what was typed), if any. */
function closest(typed, candidates, maxEdits = 2) {
    let best;
    let bestScore = Infinity;
    for (const c of candidates) {
        const d = typed.length >= 3 && c.startsWith(typed) ? 0.5 : distance(typed, c);
        if (d < bestScore)
            [best, bestScore] = [c, d];
    }
    return bestScore <= maxEdits ? best : undefined;
}


/***/ }),

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gw: () => (/* binding */ jsonBlock),
/* harmony export */   Rb: () => (/* binding */ describeInvisible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   oi: () => (/* binding */ safeJson),
/* harmony export */   tn: () => (/* binding */ escapeCode),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports DEFAULT_INLINE_MAX, codeFence */
// Server- and PR-controlled text is untrusted: once placed in a PR comment it must render as inert, visible text.
/** Characters a reviewer cannot see but that change what a name means or how text reads. */
const INVISIBLE_NAMES = new Map([
    [0x00ad, 'soft hyphen'],
    [0x061c, 'arabic letter mark'],
    [0x115f, 'hangul choseong filler'],
    [0x1160, 'hangul jungseong filler'],
    [0x180e, 'mongolian vowel separator'],
    [0x200b, 'zero width space'],
    [0x200c, 'zero width non-joiner'],
    [0x200d, 'zero width joiner'],
    [0x200e, 'left-to-right mark'],
    [0x200f, 'right-to-left mark'],
    [0x2028, 'line separator'],
    [0x2029, 'paragraph separator'],
    [0x202a, 'left-to-right embedding'],
    [0x202b, 'right-to-left embedding'],
    [0x202c, 'pop directional formatting'],
    [0x202d, 'left-to-right override'],
    [0x202e, 'right-to-left override'],
    [0x2060, 'word joiner'],
    [0x2061, 'function application'],
    [0x2062, 'invisible times'],
    [0x2063, 'invisible separator'],
    [0x2064, 'invisible plus'],
    [0x2066, 'left-to-right isolate'],
    [0x2067, 'right-to-left isolate'],
    [0x2068, 'first strong isolate'],
    [0x2069, 'pop directional isolate'],
    [0x3164, 'hangul filler'],
    [0xfeff, 'zero width no-break space'],
    [0xffa0, 'halfwidth hangul filler'],
]);
function invisibleName(cp) {
    const named = INVISIBLE_NAMES.get(cp);
    if (named !== undefined)
        return named;
    if (cp < 0x20 || cp === 0x7f)
        return 'control character';
    if (cp >= 0x80 && cp <= 0x9f)
        return 'control character';
    // Tag characters smuggle ASCII text that no font draws.
    if (cp >= 0xe0000 && cp <= 0xe007f)
        return 'tag character';
    if (cp >= 0xe0100 && cp <= 0xe01ef)
        return 'variation selector';
    if (cp >= 0xfe00 && cp <= 0xfe0f)
        return 'variation selector';
    return undefined;
}
function hex(cp) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Whitespace a reader sees (or that is ordinary layout in a description). */
const ORDINARY_WHITESPACE = new Set([0x09, 0x0a, 0x0d]);
/**
 * Lists the invisible characters in `text`, one entry per distinct character, e.g. `U+202E (right-to-left override)`.
 * Tabs and newlines are ordinary layout and are not listed.
 */
function describeInvisible(text) {
    const seen = new Set();
    const out = [];
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ORDINARY_WHITESPACE.has(cp) || seen.has(cp))
            continue;
        const name = invisibleName(cp);
        if (name === undefined)
            continue;
        seen.add(cp);
        out.push(`${hex(cp)} (${name})`);
    }
    return out;
}
/** Replaces each invisible character with a visible `\u27e8U+XXXX\u27e9` token; newlines and tabs are kept. */
function revealInvisible(text) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `\u27e8${hex(cp)}\u27e9` : ch;
    }
    return out;
}
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
function truncate(text, max) {
    // No more code points than UTF-16 units: short text is kept without walking it, long text walked up to the cut only.
    if (text.length <= max)
        return text;
    const keep = Math.max(0, max - 1);
    let count = 0;
    let cut = 0;
    for (const ch of text) {
        if (++count > max)
            break;
        if (count <= keep)
            cut += ch.length;
    }
    return count <= max ? text : `${text.slice(0, cut)}\u2026`;
}
const ZWSP = '\u200b';
/** Punctuation that means something to markdown, GFM tables, math or HTML anywhere in a line: numeric entities. */
const ENTITY_CHARS = new Set('\\`*_[]#!|<>&"\'~$'.split(''));
/** Characters that only mean something at the start of a line (lists, headings, setext underlines, quotes). */
const LINE_START_CHARS = new Set('-+=.)'.split(''));
const DEFAULT_INLINE_MAX = 200;
/** Code longer than this may break after `/`; shorter code never widens a table much and stays searchable. */
const WRAP_AT = 40;
/**
 * Makes untrusted text safe inside a markdown paragraph, table cell or HTML element of a PR comment:
 * one line, invisible characters made visible, truncated, no links, images, HTML, mentions, issue references,
 * emphasis, code spans or table breaks, and no way to forge this tool's hidden comment markers.
 */
function escapeInline(text, max = DEFAULT_INLINE_MAX) {
    return entities(pingBreaks(clean(text, max)));
}
/**
 * Untrusted text as an inline `<code>` element, for names, refs and pointers a reader may copy: GitHub makes no
 * mentions or issue references inside code, so no zero-width space is needed there (only after `@`, which the email
 * autolinker still reads), and link schemes are entity-escaped (decoded when read and copied, never a link).
 * Long code may break after `/`, `_`, `.`, `:` and `-` (`<wbr>`), so a long name, pointer or URI wraps instead of
 * widening the table; the break copies as nothing.
 */
function escapeCode(text, max = DEFAULT_INLINE_MAX) {
    const body = entities(clean(text, max).replace(/@/g, `@${ZWSP}`));
    return `<code>${body.length > WRAP_AT ? body.replace(/(\/|&#95;|[.:-])/g, '$1<wbr>') : body}</code>`;
}
function clean(text, max) {
    const s = revealInvisible(String(text).replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim());
    return truncate(s, max);
}
/**
 * GitHub turns mentions and issue references into pings and cross-references after markdown is rendered, so
 * entities alone do not stop them: a zero-width space after the trigger character breaks the pattern while the text
 * reads the same.
 */
function pingBreaks(s) {
    return s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9A-Za-z])/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function entities(s) {
    let out = '';
    // A list marker only works at the start of a line: `- x`, `+ x`, `1. x`, `1) x`, or a setext `===`.
    const lead = /^\d*/.exec(s)?.[0].length ?? 0;
    let i = 0;
    // Links in comments are found while parsing only: `http&#58;//` and `www&#46;` are never linked, and copy as typed.
    const linkAt = new Set();
    for (const m of s.matchAll(/:\/\/|\bwww\./gi))
        linkAt.add((m.index ?? 0) + (m[0] === '://' ? 0 : 3));
    for (const ch of s) {
        const atStart = i === lead && LINE_START_CHARS.has(ch);
        out += ENTITY_CHARS.has(ch) || atStart || linkAt.has(i) ? `&#${ch.charCodeAt(0)};` : ch;
        i += ch.length;
    }
    return out;
}
/** Text safe inside a fenced code block: no forged markers, invisible characters made visible. */
function neutralizeCode(text) {
    return revealInvisible(text).replace(/<!--/g, `<!${ZWSP}--`);
}
/** A fence longer than any backtick run inside, so the content can never close the block early. */
function codeFence(text) {
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/** A fenced code block holding untrusted text. `lang` is ours (trusted). */
function codeBlock(text, lang = '') {
    const body = neutralizeCode(text.replace(/\r\n?/g, '\n'));
    const fence = codeFence(body);
    return `${fence}${lang}\n${body}\n${fence}`;
}
/**
 * Pretty JSON whose meaning is unchanged but which can hold no markup: `<`, `>`, `&` and invisible characters
 * (which only occur inside JSON strings) are written as `\uXXXX` escapes.
 */
function safeJson(value) {
    const text = JSON.stringify(value, null, 2) ?? 'undefined';
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === '<' || ch === '>' || ch === '&' || (cp !== 0x0a && invisibleName(cp) !== undefined)) {
            // Astral characters become a surrogate pair of escapes, which JSON.parse reads back as the same character.
            for (let i = 0; i < ch.length; i++)
                out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
        }
        else
            out += ch;
    }
    return out;
}
/** A fenced ```json block of `value`. */
function jsonBlock(value) {
    const text = safeJson(value);
    const fence = codeFence(text);
    return `${fence}json\n${text}\n${fence}`;
}
/**
 * A table cell's markdown: GFM splits cells on `|` even inside code spans, so each is written `\|` (read back as `|`
 * inside a code span). Outside code spans escapeInline already wrote pipes as entities.
 */
function tableCell(markdown) {
    return markdown.replace(/\|/g, '\\|');
}
/** A single-line code span for untrusted text (inside a table, pass the cell through tableCell). */
function codeSpan(text, max = DEFAULT_INLINE_MAX) {
    const body = neutralizeCode(truncate(text.replace(/[\r\n]+/g, ' '), max));
    let longest = 0;
    for (const m of body.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body.startsWith(' ') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}


/***/ }),

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ cleanTerminal)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
// Untrusted text for a terminal, apart from the report renderer: the CLI's entry path needs only this, and importing
// text.ts would load the rule registry and the fingerprint code (node:crypto) before every command (issue 21).

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `\u27e8U+XXXX\u27e9`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .revealInvisible */ .hR)(stripped), max);
}


/***/ })

};
