export const id = 465;
export const ids = [465];
export const modules = {

/***/ 465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMAND_HELP: () => (/* binding */ COMMAND_HELP),
  USAGE: () => (/* binding */ USAGE),
  VERSION: () => (/* binding */ VERSION),
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
    verify: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(17), __webpack_require__.e(57)]).then(__webpack_require__.bind(__webpack_require__, 5057))).verifyCommand,
    guard: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(330), __webpack_require__.e(681), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(17), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 7124))).guardCommand,
    approve: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(17), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776))).approveCommand,
    reject: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(17), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776))).rejectCommand,
    status: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(17), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776))).statusCommand,
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
            ['-c, --config FILE', 'take the server (and its env, headers, surfaces) from a config'],
        ],
    },
    approve: {
        usage: ['approve  REF... [--store DIR] [--server NAME] [--digest D] [--expires DATE]', 'approve  --all-safe [--store DIR] [--server NAME]', 'approve  --identity [--store DIR] [--server NAME]'],
        about: 'Approves the definition the server serves now under each REF (tool:NAME, or a bare name), showing its diff; a running guard publishes it at once.',
        options: [
            STORE,
            SERVER,
            ['--digest D', 'approve only if the served definition still has this digest'],
            ['--expires DATE', 'the approval ends at this date or date-time'],
            ['--all-safe', 'approve every changed capability whose changes are all safe (new ones, renames and text changes excluded)'],
            ['--identity', 'approve the launch code the guard last resolved (package and integrity, image digest, or working-tree manifest)'],
        ],
    },
    reject: {
        usage: ['reject   REF... [--store DIR] [--server NAME]'],
        about: 'Holds the definition served now under each REF out of the publication until it changes again.',
        options: [STORE, SERVER],
    },
    status: {
        usage: ['status   [--store DIR] [--server NAME] [--all] [--json]'],
        about: 'Lists what the guard holds (stale, new, rejected, missing) with the field-level changes; --all also lists approved ones.',
        options: [STORE, SERVER, ['--all', 'also list approved capabilities'], ['--json', 'print the store as JSON']],
    },
};

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/main.ts
// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.






const VERSION = package_0/* version */.rE;
// Each command is imported when it runs, so the bundle splits one chunk per command and `--version`, `rules` or
// `scan` never parse the MCP SDK, zod, ajv or the badge fonts (issue 21: start-up within 1.5x bare node).
const COMMANDS = {
    init: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(787)]).then(__webpack_require__.bind(__webpack_require__, 9787))).initCommand,
    snapshot: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(149)]).then(__webpack_require__.bind(__webpack_require__, 2149))).snapshotCommand,
    check: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(190)]).then(__webpack_require__.bind(__webpack_require__, 3190))).checkCommand,
    diff: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(839)]).then(__webpack_require__.bind(__webpack_require__, 1839))).diffCommand,
    release: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(25)]).then(__webpack_require__.bind(__webpack_require__, 6025))).releaseCommand,
    badge: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(833), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(108)]).then(__webpack_require__.bind(__webpack_require__, 8108))).badgeCommand,
    rules: async () => (await __webpack_require__.e(/* import() */ 950).then(__webpack_require__.bind(__webpack_require__, 9950))).rulesCommand,
    docs: async () => (await __webpack_require__.e(/* import() */ 831).then(__webpack_require__.bind(__webpack_require__, 5831))).docsCommand,
    scan: async () => (await Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(475), __webpack_require__.e(804), __webpack_require__.e(638), __webpack_require__.e(17), __webpack_require__.e(419)]).then(__webpack_require__.bind(__webpack_require__, 2419))).scanCommand,
    ...GUARD_COMMANDS,
};
const CONFIG_OPT = ['-c, --config FILE', 'the config (default mcp-contract.json in the current directory)'];
const SERVER_OPT = ['-s, --server NAME', 'only this server from the config (repeatable; default all)'];
const VIA_OPT = ['--via sdk|inspector', 'capture with the built-in client (default) or the MCP Inspector CLI'];
const COMMAND_HELP = {
    init: {
        usage: ['init     [--config FILE] [--name NAME] [--workflow] [--env NAME[=VALUE]]... -- <command> [args...]', "init     [--config FILE] [--name NAME] [--workflow] --url URL [--header 'K: V']"],
        about: 'Adopts mcp-contract for one server: writes the config and the first snapshot (only when the capture is complete), and with --workflow the pull-request workflow.',
        options: [
            ['-c, --config FILE', 'the config to create (default mcp-contract.json; an existing file is never overwritten)'],
            ['--name NAME', "the server's name in the config (default: derived from the server's own serverInfo.name)"],
            ['--url URL', 'an HTTP server instead of a command after --'],
            ["--header 'K: V'", 'HTTP header for the capture; the config refers to an environment variable instead of the value'],
            ['--env NAME[=VALUE]', "environment variable the server needs (a token): used for the capture, written to the config as ${NAME}, never as its value; without =VALUE it is taken from this environment"],
            ['--transport T', 'streamable-http, sse, or auto (default)'],
            ['--workflow', 'also write .github/workflows/mcp-contract.yml (kept if it exists)'],
        ],
    },
    snapshot: {
        usage: [
            'snapshot [--config FILE] [--server NAME] [--via sdk|inspector] [--json]',
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
            VIA_OPT,
            ['--json', 'print what was written as JSON'],
        ],
    },
    check: {
        usage: ['check    [--config FILE] [--server NAME] [--update] [--no-canaries] [--base REF] [--json]', 'check    --snapshot FILE [--update] -- <command> [args...]'],
        about: 'Captures the live server and compares it with the committed snapshot, then runs its canaries in the same session: exit 0 when equal and every canary observed its expected result, 1 otherwise.',
        options: [
            CONFIG_OPT,
            SERVER_OPT,
            ['--snapshot FILE', 'the committed snapshot (required for an inline server after -- or --url)'],
            ['--update', 'rewrite the snapshot with the live surface instead of failing'],
            ['--no-canaries', "skip the config's canaries (the report then says behaviour is unverified)"],
            ['--base REF', 'in CI, the ref whose config grants canaries side effects (default origin/$GITHUB_BASE_REF)'],
            ['--url URL', "check an HTTP server (with --header 'K: V' and --transport as for snapshot)"],
            VIA_OPT,
            ['--json', 'print the result and the classified drift as JSON'],
        ],
    },
    diff: {
        usage: [
            'diff     BASE (HEAD | --live) [--config FILE] [--server NAME] [--format text|markdown|json] [--fail-on breaking|review|safe|none] [--out FILE]',
        ],
        about: "Classifies BASE -> HEAD. Each side is a snapshot file, git:REF:PATH, live (captured from the config's server) or live:NAME (the config's server NAME); two live sides are captured at once, in this one process.",
        options: [
            ['--live', 'the head is the live server (same as HEAD = live)'],
            ['-c, --config FILE', 'renames, severity overrides and ignores (default mcp-contract.json when present); the servers for live'],
            ['-s, --server NAME', 'the server to capture for live'],
            ['live:NAME', "a side captured from the config's server NAME (diff live:old live:new compares two builds of one server)"],
            ['-f, --format F', 'text (default), markdown (the PR comment body; md also works) or json'],
            ['--fail-on S', 'exit 1 when a change is at least this severe: breaking (default), review, safe, none'],
            ['-o, --out FILE', 'also write the report to FILE, in --format (else as its extension says: .json, .md, text)'],
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
    ...GUARD_HELP,
};
const USAGE = `mcp-contract ${VERSION}: keep an MCP server's capability surface honest

usage:
${Object.values(COMMAND_HELP)
    .flatMap((h) => h.usage)
    .map((l) => `  mcp-contract ${l}`)
    .join('\n')}

Run mcp-contract COMMAND --help for a command's options.
exit codes: 0 ok, 1 drift (or release errors), 2 usage or config error, 3 capture failure
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
        io.stdout(`${VERSION}\n`);
        return errors/* EXIT */.dc.ok;
    }
    const load = COMMANDS[command];
    if (!load) {
        const guess = (0,cli_args/* closest */.kp)(command, Object.keys(COMMAND_HELP));
        io.stderr(`mcp-contract: unknown command "${(0,render_text/* cleanTerminal */.m)(command, 60)}" (${guess ? `did you mean ${guess}? ` : ''}try --help)\n`);
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
            const line = (0,render_text/* cleanTerminal */.m)(e.message, 4000);
            io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
            if (e.detail)
                io.stderr((0,cli_io/* untrustedBlock */.C9)(io, e.detail.trimEnd().split('\n').map((l) => (0,render_text/* cleanTerminal */.m)(l, 500))));
            return e.exitCode;
        }
        // An unexpected failure is a bug: one line plus where, not a wall of stack.
        const err = e;
        const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
        const where = frame ? ` (in ${frame.trim().slice(3)})` : '';
        io.stderr(`mcp-contract: internal error: ${(0,render_text/* cleanTerminal */.m)(`${err?.message ?? String(e)}${where}`, 500)}\n`);
        return errors/* EXIT */.dc.capture + 1;
    }
}


/***/ })

};
