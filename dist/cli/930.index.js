export const id = 930;
export const ids = [930];
export const modules = {

/***/ 5930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMAND_HELP: () => (/* binding */ COMMAND_HELP),
  USAGE: () => (/* binding */ USAGE),
  VERSION: () => (/* binding */ VERSION),
  commandHelp: () => (/* binding */ commandHelp),
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/classify.ts + 7 modules
var classify = __webpack_require__(2364);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/capture/capture.ts + 2 modules
var capture = __webpack_require__(939);
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
    const missing = (0,capture/* incompleteKinds */.aW)(snapshot);
    if (missing.length > 0)
        throw new errors/* CaptureError */.$3(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/capture-target.ts
// Captures one target and refuses an incomplete observation: a failed list is never committed nor read as a removal.





/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e, log) {
    if (!(e instanceof errors/* ContractError */.Vl) || log.length === 0)
        return e;
    const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
    if (e instanceof errors/* CaptureError */.$3)
        return new errors/* CaptureError */.$3(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
    return e;
}
async function captureTarget(target, io, via, quiet = false, afterLists) {
    const log = [];
    try {
        const snapshot = await (0,capture/* captureServer */.I)(target.name, target.server, {
            baseDir: target.baseDir,
            env: io.env,
            via,
            log: (line) => log.push(line),
            afterLists,
        });
        assertComplete(target.name, snapshot);
        const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
        if (shown.length > 0)
            io.stderr((0,cli_io/* untrustedBlock */.C9)(io, shown.flatMap((l) => l.split('\n').map((x) => (0,render_text/* cleanTerminal */.m)(x, 500)))));
        return snapshot;
    }
    catch (e) {
        throw withLog(e, log);
    }
}

// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(3892);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/core/rules.ts
var rules = __webpack_require__(1688);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
;// CONCATENATED MODULE: ./src/canary/expect.ts
// Judges one canary result against what its config expects. Pure: the result arrives as data; schemas are compiled
// here with Ajv (a schema from the server or the config that cannot compile is a failure to report, not a crash).

let expect_ajv;
function instance() {
    // Tool schemas come in every draft and with unknown keywords; validation of the data is what matters here.
    expect_ajv ??= new ajv.Ajv({ strict: false, allErrors: false, validateSchema: false, validateFormats: false });
    return expect_ajv;
}
/** Compiles a schema; `$schema`/`$id` are dropped so any draft's schema compiles and none collides with another. */
function compileSchema(schema) {
    try {
        const copy = typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? { ...schema } : schema;
        if (typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
            delete copy.$schema;
            delete copy.$id;
        }
        return instance().compile(copy);
    }
    catch (e) {
        return `the schema cannot be compiled (${e.message.split('\n')[0]})`;
    }
}
function describe(errors) {
    const e = errors?.[0];
    if (!e)
        return 'invalid';
    const at = e.instancePath === '' ? '/' : e.instancePath;
    const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : e.keyword === 'const' ? ` ${JSON.stringify(e.params.allowedValue)}` : '';
    return `${at} ${e.message ?? 'is invalid'}${extra}`;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The text parts of a tools/call result, joined by newlines. */
function resultText(result) {
    const content = Array.isArray(result.content) ? result.content : [];
    return content
        .filter((c) => isObject(c) && c.type === 'text' && typeof c.text === 'string')
        .map((c) => c.text)
        .join('\n');
}
function excerpt(text) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one === '' ? '(no text)' : `"${one.length > 120 ? `${one.slice(0, 117)}...` : one}"`;
}
/** Every way the result misses the expectation; empty when it meets all of them. */
function judgeCanary(canary, tool, result) {
    const name = canary.tool;
    const text = resultText(result);
    if (result.isError === true)
        return [{ rule: 'canary-tool-error', params: { tool: name, text: excerpt(text) } }];
    const out = [];
    const structured = result.structuredContent;
    if (canary.expect.outputSchema) {
        if (tool.outputSchema === undefined)
            out.push({ rule: 'canary-output-schema-missing', params: { tool: name } });
        else if (structured === undefined)
            out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: 'the result has no structuredContent' } });
        else {
            const v = compileSchema(tool.outputSchema);
            if (typeof v === 'string')
                out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: v } });
            else if (!v(structured))
                out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: describe(v.errors) } });
        }
    }
    if (canary.expect.structuredContent !== undefined) {
        const v = compileSchema(canary.expect.structuredContent);
        if (structured === undefined)
            out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: 'the result has no structuredContent' } });
        else if (typeof v === 'string')
            out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: v } });
        else if (!v(structured))
            out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: describe(v.errors) } });
    }
    if (canary.expect.text !== undefined && !new RegExp(canary.expect.text).test(text)) {
        out.push({ rule: 'canary-text-mismatch', params: { tool: name, pattern: canary.expect.text, text: excerpt(text) } });
    }
    return out;
}
/** Problems a canary's own config has, found before anything is started. */
function canaryConfigProblem(canary) {
    if (canary.expect.text !== undefined) {
        try {
            new RegExp(canary.expect.text);
        }
        catch (e) {
            return `/expect/text: not a valid regular expression (${e.message})`;
        }
    }
    if (canary.expect.structuredContent !== undefined) {
        const v = compileSchema(canary.expect.structuredContent);
        if (typeof v === 'string')
            return `/expect/structuredContent: ${v}`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/registry.ts
// What every rule registry (classifier, release, scan, canary) shares: lookup by id, and its README table.
/** A lookup that fails loudly: an id missing from its registry is a programming error, never a user's. */
function byIdOf(rules, what) {
    const index = new Map(rules.map((r) => [r.id, r]));
    return (id) => {
        const r = index.get(id);
        if (!r)
            throw new Error(`unknown ${what} rule "${id}"`);
        return r;
    };
}
/** Table cell text: a pipe would split the cell and a newline would end the row. */
function tableCellText(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
/** A markdown table (header row, separator, rows), ending in a newline. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return `${[line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/canary/rules.ts
// The canary registry: one row per way a canary fails, with its wording. A canary reports what it observed on this
// run; a pass is evidence for this input at this time, never a promise about the next call.

const CANARY_RULES = [
    {
        id: 'canary-tool-missing',
        message: 'The canary for tool `{tool}` could not run: the server no longer lists that tool.',
        why: 'The removal itself is a contract change; the canary says its behavioural evidence is gone too.',
    },
    {
        id: 'canary-call-failed',
        message: 'Calling `{tool}` failed before any result came back: {error}.',
        why: 'A call that errors at the protocol level exercised none of the behaviour the canary watches.',
    },
    {
        id: 'canary-tool-error',
        message: 'Tool `{tool}` answered with isError true: {text}.',
        why: 'The same fixed input used to succeed; a tool error means behaviour changed even if the schema did not.',
    },
    {
        id: 'canary-output-schema-missing',
        message: 'The canary for `{tool}` checks its outputSchema, but the tool declares none.',
        why: 'There is nothing to validate against; the check would pass vacuously.',
    },
    {
        id: 'canary-output-schema-violated',
        message: 'The result of `{tool}` does not match its own outputSchema: {error}.',
        why: 'Consumers rely on the declared output schema; a result outside it breaks them whatever the listing says.',
    },
    {
        id: 'canary-structured-content-mismatch',
        message: 'The structuredContent of `{tool}` does not match the canary schema: {error}.',
        why: 'The key facts the canary pins changed for the same input: behaviour drifted under an unchanged schema.',
    },
    {
        id: 'canary-text-mismatch',
        message: 'The text content of `{tool}` does not match `{pattern}`: {text}.',
        why: 'What the model reads changed for the same input.',
    },
];
const canaryRule = byIdOf(CANARY_RULES, 'canary');
/** The README table of canary failures. */
function renderCanaryRulesMarkdown() {
    return markdownTable(['id', 'what it reports', 'why'], CANARY_RULES.map((r) => [`\`${r.id}\``, tableCellText(r.message), tableCellText(r.why)]));
}

;// CONCATENATED MODULE: ./src/canary/run.ts
// Runs a server's canaries inside the capture's own session (src/capture opens it; nothing here connects), after the
// lists are in, so the tool definitions that decide what may be called are the ones just observed.






/** Checks every canary's own config before the server starts: one line naming the file, server and index. */
function checkCanaryConfig(label, name, server) {
    const surfaces = Object.keys(server.surfaces ?? { default: {} });
    (server.canaries ?? []).forEach((c, i) => {
        const at = `${label}: /servers/${name}/canaries/${i}`;
        if (c.surface !== undefined && !surfaces.includes(c.surface))
            throw new errors/* UsageError */.eb(`${at}/surface: server "${name}" has no surface "${c.surface}"`);
        const problem = canaryConfigProblem(c);
        if (problem)
            throw new errors/* UsageError */.eb(`${at}${problem}`);
    });
}
function annotationsOf(tool) {
    const a = tool.annotations;
    return typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
}
/**
 * Refuses, before any call, a canary whose tool is not annotated read-only and is not explicitly allowed side
 * effects with a reason: a canary runs on every check, so it must not write unless someone said why it may.
 */
function refuse(label, name, index, canary, tool) {
    if (annotationsOf(tool).readOnlyHint === true)
        return;
    if (canary.allowSideEffects === true && canary.reason)
        return;
    throw new errors/* UsageError */.eb(`${label}: /servers/${name}/canaries/${index}: tool "${canary.tool}" is not annotated readOnlyHint: true; a canary may call it only with "allowSideEffects": true and a "reason"`);
}
/** Runs the canaries that belong to this surface over `session`; refuses disallowed ones before calling anything. */
async function runCanaries(label, name, server, plan, session, snapshot) {
    const mine = (server.canaries ?? []).map((c, index) => ({ c, index })).filter(({ c }) => (0,capture/* canarySurface */.m2)(server, c.surface) === plan.surface);
    const tools = new Map((snapshot.kinds.tool?.items ?? []).map((t) => [t.ref, t.definition]));
    for (const { c, index } of mine) {
        const tool = tools.get(`tool:${c.tool}`);
        if (tool)
            refuse(label, name, index, c, tool);
    }
    const out = [];
    for (const { c, index } of mine) {
        const base = { index, tool: c.tool, surface: plan.surface };
        const fail = (rule, params) => ({
            ...base,
            status: 'failed',
            failures: [{ rule, message: (0,capture/* oneLine */.TN)((0,rules/* fillTemplate */.ou)(canaryRule(rule).message, params), plan.secrets) }],
        });
        const tool = tools.get(`tool:${c.tool}`);
        if (!tool) {
            out.push(fail('canary-tool-missing', { tool: c.tool }));
            continue;
        }
        let result;
        try {
            result = (await session.client.request({ method: 'tools/call', params: { name: c.tool, arguments: c.arguments ?? {} } }, types/* ResultSchema */.Jh, { timeout: plan.timeouts.requestMs }));
        }
        catch (e) {
            out.push(fail('canary-call-failed', { tool: c.tool, error: e.message ?? String(e) }));
            continue;
        }
        const failures = judgeCanary(c, tool, result).map((f) => ({ rule: f.rule, message: (0,capture/* oneLine */.TN)((0,rules/* fillTemplate */.ou)(canaryRule(f.rule).message, f.params), plan.secrets) }));
        out.push({ ...base, status: failures.length === 0 ? 'passed' : 'failed', failures });
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/canary-coverage.ts
var canary_coverage = __webpack_require__(7122);
// EXTERNAL MODULE: ./src/storage/config-file.ts
var config_file = __webpack_require__(6158);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts
// `mcp-contract check`: the committed snapshot must equal the live surface; drift is classified and exits 1.













function updateCommand(t, io, configPath) {
    if (!configPath)
        return 'run the same command with --update';
    const cfg = configPath ? ` --config ${(0,external_node_path_.relative)(io.cwd, configPath) || configPath}` : '';
    return `npx mcp-contract snapshot${cfg} --server ${t.name}`;
}
async function checkCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('check', args, {
        ...cli_targets/* TARGET_OPTIONS */.FG,
        snapshot: { type: 'string' },
        update: { type: 'boolean' },
        json: { type: 'boolean' },
        via: { type: 'string' },
        'no-canaries': { type: 'boolean' },
    });
    const via = (0,cli_args/* oneOf */.yL)('check', 'via', (0,cli_args/* str */.gx)(p, 'via'), ['sdk', 'inspector'], 'sdk');
    const json = (0,cli_args/* flag */.Jt)(p, 'json');
    const { config, loaded, targets } = await (0,cli_targets/* resolveTargets */.h5)('check', p, io, 'snapshot');
    const results = [];
    const label = loaded ? ((0,cli_args/* str */.gx)(p, 'config') ?? config_file/* DEFAULT_CONFIG */.PV) : 'inline server';
    for (const t of targets) {
        const declared = t.server.canaries ?? [];
        const runThem = declared.length > 0 && !(0,cli_args/* flag */.Jt)(p, 'no-canaries') && via === 'sdk';
        if (runThem)
            checkCanaryConfig(label, t.name, t.server);
        const outcomes = [];
        const live = await captureTarget(t, io, via, json, runThem ? async (plan, session, snap) => void outcomes.push(...(await runCanaries(label, t.name, t.server, plan, session, snap))) : undefined);
        const canaryInfo = {};
        if (declared.length > 0) {
            if (runThem)
                canaryInfo.canaries = outcomes.sort((a, b) => a.index - b.index);
            else
                canaryInfo.canariesSkipped = (0,cli_args/* flag */.Jt)(p, 'no-canaries') ? '--no-canaries' : '--via inspector has no session to reuse';
            canaryInfo.coverage = (0,canary_coverage/* canaryCoverage */.F)(live);
        }
        const rel = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
        if (!(0,external_node_fs_.existsSync)(t.snapshotPath)) {
            if ((0,cli_args/* flag */.Jt)(p, 'update')) {
                await (0,snapshot_file/* writeSnapshot */.oF)(t.snapshotPath, live, t.root);
                results.push({ server: t.name, snapshot: rel, status: 'updated', ...canaryInfo });
            }
            else
                results.push({ server: t.name, snapshot: rel, status: 'missing', ...canaryInfo });
            continue;
        }
        const committed = await (0,snapshot_file/* readSnapshot */.RA)(t.snapshotPath);
        if ((0,snapshot_file/* serializeSnapshot */.DP)(committed) === (0,snapshot_file/* serializeSnapshot */.DP)(live)) {
            results.push({ server: t.name, snapshot: rel, status: 'ok', ...canaryInfo });
            continue;
        }
        const report = (0,classify/* diffSnapshots */.V)(committed, live, config, { base: rel, head: 'live' });
        const recorded = (snap) => JSON.stringify(Object.entries(snap.surfaces).map(([k, v]) => [k, v.canaries ?? []]));
        if (recorded(committed) !== recorded(live))
            canaryInfo.canariesDiffer = true;
        if ((0,cli_args/* flag */.Jt)(p, 'update')) {
            await (0,snapshot_file/* writeSnapshot */.oF)(t.snapshotPath, live, t.root);
            results.push({ server: t.name, snapshot: rel, status: 'updated', report, ...canaryInfo });
        }
        else
            results.push({ server: t.name, snapshot: rel, status: 'drift', report, ...canaryInfo });
    }
    const failed = results.some((r) => r.status === 'drift' || r.status === 'missing' || (r.canaries ?? []).some((c) => c.status === 'failed'));
    if (json) {
        io.stdout(`${JSON.stringify({ ok: !failed, servers: results }, null, 2)}\n`);
        return failed ? 1 : 0;
    }
    for (const r of results) {
        const t = targets.find((x) => x.name === r.server);
        if (r.status === 'ok')
            io.stdout(`${r.server}: ${r.snapshot} matches the live server\n`);
        else if (r.status === 'updated')
            io.stdout(`${r.server}: updated ${r.snapshot}\n`);
        else if (r.status === 'missing')
            io.stdout(`${r.server}: no snapshot at ${r.snapshot}\n  create it with: ${updateCommand(t, io, loaded?.path)}\n`);
        else {
            io.stdout(`${r.server}: ${r.snapshot} does not match the live server\n`);
            if (r.report && r.report.changes.length + r.report.ignored.length > 0)
                io.stdout((0,render_text/* renderText */.S)(r.report));
            else if (r.canariesDiffer)
                io.stdout("  (no contract changes: the config's canaries differ from the ones the snapshot records)\n");
            else
                io.stdout('  (no contract changes: only snapshot details such as observation metadata differ)\n');
            io.stdout(`  if the change is intended, update the snapshot and commit it:\n    ${updateCommand(t, io, loaded?.path)}\n`);
        }
        printCanaries(r, io);
    }
    return failed ? 1 : 0;
}
/** Canary lines: each outcome, then the coverage; a pass is stated as observed on this run, nothing more. */
function printCanaries(r, io) {
    if (r.canariesSkipped)
        io.stdout(`${r.server}: canaries not run (${r.canariesSkipped}): behaviour unverified\n`);
    for (const c of r.canaries ?? []) {
        const what = `canary ${c.index} (tool ${(0,render_text/* cleanTerminal */.m)(c.tool, 80)}, surface ${(0,render_text/* cleanTerminal */.m)(c.surface, 80)})`;
        if (c.status === 'passed')
            io.stdout(`${r.server}: ${what}: observed the expected result on this run\n`);
        else
            for (const f of c.failures)
                io.stdout(`${r.server}: ${what} failed: ${f.rule}: ${(0,render_text/* cleanTerminal */.m)(f.message, 400)}\n`);
    }
    if (r.coverage)
        io.stdout(`${r.server}: ${(0,canary_coverage/* coverageLine */.v)(r.coverage)}\n`);
}

;// CONCATENATED MODULE: ./src/core/gate.ts
const FAIL_ON = ['breaking', 'review', 'safe', 'none'];
const RANK = { breaking: 3, review: 2, safe: 1 };
function atOrAbove(severity, threshold) {
    return threshold !== 'none' && RANK[severity] >= RANK[threshold];
}
function fails(summary, threshold) {
    return Object.keys(RANK).some((s) => summary[s] > 0 && atOrAbove(s, threshold));
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/storage/git-objects.ts
// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.



function catFile(type, id, top) {
    return new Promise((done) => {
        (0,external_node_child_process_.execFile)('git', ['--no-replace-objects', 'cat-file', type, id], { cwd: top, env: { ...process.env, GIT_NO_REPLACE_OBJECTS: '1' }, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' }, (err, stdout) => done(err ? undefined : stdout));
    });
}
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function readObject(type, id, top) {
    const body = await catFile(type, id, top);
    if (body === undefined)
        throw new errors/* UsageError */.eb(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
    const algorithm = id.length === 64 ? 'sha256' : 'sha1';
    const actual = (0,external_node_crypto_.createHash)(algorithm).update(`${type} ${body.length}\0`).update(body).digest('hex');
    if (actual !== id)
        throw new errors/* UsageError */.eb(`git object ${id.slice(0, 12)} (${type}) does not hash to its id: the repository's object store was altered, so nothing read from it can be trusted`);
    return body;
}
function findEntry(tree, name, idBytes) {
    const wanted = Buffer.from(name, 'utf8');
    let pos = 0;
    while (pos < tree.length) {
        const space = tree.indexOf(0x20, pos);
        const nul = tree.indexOf(0x00, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + idBytes > tree.length)
            throw new errors/* UsageError */.eb('git tree object is malformed');
        const mode = tree.subarray(pos, space).toString('latin1');
        const entryName = tree.subarray(space + 1, nul);
        const id = tree.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        if (entryName.equals(wanted))
            return { mode, id };
        pos = nul + 1 + idBytes;
    }
    return undefined;
}
/**
 * The content of `rel` (repository-relative, forward slashes) at `commit` (a full object id), every object on the way
 * verified. Undefined when no such file is there; a symlink there is refused (its target is not the file's content).
 */
async function verifiedFileAt(commit, rel, top) {
    if (!HEX_ID.test(commit))
        throw new errors/* UsageError */.eb(`git: "${commit}" is not a full object id`);
    const idBytes = commit.length / 2;
    const head = (await readObject('commit', commit, top)).toString('latin1');
    const m = /^tree ([0-9a-f]+)\n/.exec(head);
    if (!m)
        throw new errors/* UsageError */.eb(`git commit ${commit.slice(0, 12)} names no tree`);
    let tree = m[1];
    const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
    for (let i = 0; i < segments.length; i++) {
        const entry = findEntry(await readObject('tree', tree, top), segments[i], idBytes);
        if (!entry)
            return undefined;
        const last = i === segments.length - 1;
        if (!last) {
            if (entry.mode !== '40000')
                return undefined;
            tree = entry.id;
            continue;
        }
        if (entry.mode === '120000')
            throw new errors/* UsageError */.eb(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
        if (!entry.mode.startsWith('100'))
            return undefined;
        return (await readObject('blob', entry.id, top)).toString('utf8');
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/storage/git.ts
// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.





/**
 * Replace refs (`git replace`) let anyone who can write to the repository's object store make one object read as
 * another; a PR's build can do that to the base snapshot. Every read here sees the objects as committed.
 */
const NO_REPLACE_ENV = { GIT_NO_REPLACE_OBJECTS: '1' };
function git(args, cwd) {
    return new Promise((done) => {
        const env = { ...process.env, ...NO_REPLACE_ENV };
        (0,external_node_child_process_.execFile)('git', ['--no-replace-objects', ...args], { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? (err.code) : 1) : 0;
            done({ code, stdout, stderr });
        });
    });
}
/** The repository's top directory, or undefined outside a checkout. */
async function gitTop(cwd) {
    const r = await git(['rev-parse', '--show-toplevel'], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/**
 * The text of PATH (relative to the repo top) at a commit, read object by object from the commit's own id with every
 * object's hash checked; undefined when it is no file there.
 */
async function gitBlobAt(commit, rel, top) {
    const id = git_HEX_ID.test(commit) ? commit : await gitCommit(commit, top);
    if (!id)
        return undefined;
    return verifiedFileAt(id, rel, top);
}
const git_HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The commit a ref names (full sha), or undefined. */
async function gitCommit(ref, cwd) {
    const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/** `REF:PATH` with PATH relative to `cwd`; undefined when the file is absent at REF. */
async function gitShow(ref, path, cwd) {
    const top = await gitTop(cwd);
    if (!top)
        throw new errors/* UsageError */.eb(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
    const rel = (0,external_node_path_.relative)(top, (0,external_node_path_.resolve)(cwd, path)).split('\\').join('/');
    const commit = await gitCommit(ref, top);
    if (!commit)
        throw new errors/* UsageError */.eb(`git:${ref}:${path}: no such git ref "${ref}"`);
    return gitBlobAt(commit, rel, top);
}
/** Makes `ref` available in a shallow checkout (actions/checkout fetches one commit by default). */
async function ensureRef(ref, cwd) {
    if ((await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0)
        return true;
    const remoteRef = ref.replace(/^origin\//, '');
    await git(['fetch', '--no-tags', '--depth=1', 'origin', `${remoteRef}:refs/remotes/origin/${remoteRef}`], cwd);
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0;
}
/** A snapshot side: a file path, or `git:REF:PATH`. */
async function readSnapshotSpec(spec, cwd) {
    if (spec.startsWith('git:')) {
        const rest = spec.slice(4);
        const i = rest.indexOf(':');
        if (i <= 0 || i === rest.length - 1)
            throw new errors/* UsageError */.eb(`${spec}: expected git:REF:PATH`);
        const ref = rest.slice(0, i);
        const path = rest.slice(i + 1);
        const text = await gitShow(ref, path, cwd);
        if (text === undefined)
            throw new errors/* UsageError */.eb(`${spec}: no file "${path}" at git ref "${ref}"`);
        return (0,snapshot_file/* parseSnapshot */.E$)(text, spec);
    }
    return (0,snapshot_file/* readSnapshot */.RA)((0,external_node_path_.resolve)(cwd, spec), spec);
}

;// CONCATENATED MODULE: ./src/github/hidden.ts
// The sticky comment's hidden marker and data: how one run tells the next which changes were reviewed at which commits.

const MARKER_PREFIX = '<!-- mcp-contract:';
const DATA_PREFIX = '<!-- mcp-contract-data:';
/** Head shas kept in the hidden data; older ones stop carrying sign-off (a reviewer can approve again). */
const MAX_SHAS = 100;
/**
 * The hidden marker line for one config and server set. Hashed so no path or server name (PR-controlled) can
 * put `-->` or markup into the marker.
 */
function markerFor(configPath, servers) {
    const key = `${configPath}\n${[...new Set(servers)].sort().join('\n')}`;
    const id = createHash('sha256').update(key).digest('hex').slice(0, 16);
    return `${MARKER_PREFIX}${id} -->`;
}
function encodeHiddenData(data) {
    // base64url has no `>` or `!`, so the payload can never end the HTML comment early.
    return `${DATA_PREFIX}${Buffer.from(JSON.stringify(data), 'utf8').toString('base64url')} -->`;
}
const SHA = /^[0-9a-f]{7,64}$/i;
const DATA_RE = /<!-- mcp-contract-data:([A-Za-z0-9_-]*) -->/g;
function isStringArray(v, re) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string' && (re === undefined || re.test(x)));
}
/** Decodes one payload; undefined for anything that is not exactly a v1 record. */
function decode(payload) {
    let value;
    try {
        value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const o = value;
    if (o.v !== 1 || typeof o.sha !== 'string' || !SHA.test(o.sha))
        return undefined;
    if (!isStringArray(o.fingerprints) || !isStringArray(o.shas, SHA) || typeof o.since !== 'string')
        return undefined;
    if (Number.isNaN(Date.parse(o.since)))
        return undefined;
    if (!o.shas.includes(o.sha))
        return undefined;
    return { v: 1, sha: o.sha, fingerprints: [...o.fingerprints].sort(), shas: o.shas, since: o.since };
}
/**
 * Reads the hidden data from a comment body. Garbage, a wrong version or more than one data block (someone
 * managed to add a second) all give undefined, which callers treat as "no trusted history".
 */
function readHiddenData(body) {
    if (typeof body !== 'string')
        return undefined;
    const found = [...body.matchAll(DATA_RE)];
    if (found.length !== 1)
        return undefined;
    // A data block that starts the same but is malformed would not match the regex; count prefixes as well.
    if (body.split(DATA_PREFIX).length - 1 !== 1)
        return undefined;
    return decode(found[0][1]);
}
function sameSet(a, b) {
    const sa = new Set(a);
    const sb = new Set(b);
    return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}
/** True when `previous` recorded exactly the set of fingerprints in `current`. */
function sameFingerprints(previous, current) {
    return previous !== undefined && sameSet(previous.fingerprints, current);
}
/**
 * The hidden data to write now: the sha history continues while the fingerprint set needing sign-off is unchanged
 * and restarts (with `now` as its start) when the set changes or there was no trusted history.
 */
function nextHiddenData(previous, headSha, fingerprints, now) {
    const sorted = [...new Set(fingerprints)].sort();
    if (previous !== undefined && sameSet(previous.fingerprints, sorted)) {
        const shas = [...previous.shas.filter((s) => s !== headSha), headSha].slice(-MAX_SHAS);
        return { v: 1, sha: headSha, fingerprints: sorted, shas, since: previous.since };
    }
    return { v: 1, sha: headSha, fingerprints: sorted, shas: [headSha], since: now.toISOString() };
}

// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/render/text-delta.ts
var text_delta = __webpack_require__(2234);
// EXTERNAL MODULE: ./src/render/message.ts
var message = __webpack_require__(8795);
// EXTERNAL MODULE: ./src/render/group.ts
var group = __webpack_require__(8555);
;// CONCATENATED MODULE: ./src/render/markdown.ts
// The PR comment and job summary: every server- or PR-controlled string goes through escape.ts before it lands here.






const DEFAULT_FULL_LIST_AT = 'the job summary of the workflow run lists every change, and the JSON report has each one with its fingerprint';
const ICON = { breaking: '🔴', review: '🟡', safe: '🟢' };
const DEFAULT_MAX_LENGTH = 60000;
const ORDER = ['breaking', 'review', 'safe'];
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** Distinct changes per severity: a change seen on several surfaces counts once. */
function totals(reports) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const r of reports) {
        const d = (0,group/* distinctCount */.EX)(r.changes);
        for (const s of ORDER)
            t[s] += d[s];
    }
    return t;
}
function refsText(refs) {
    return (refs ?? []).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ');
}
const KIND_WORD = { resourceTemplate: 'resource template' };
/** "14 tools", "3 resource templates". */
function groupNoun(g) {
    return plural(g.members.length, KIND_WORD[g.lead.kind] ?? g.lead.kind);
}
function whereOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    let out = '';
    if (pointer !== undefined && pointer !== '')
        out += ` <sub>${(0,render_escape/* escapeCode */.tn)(pointer, 120)}</sub>`;
    if (c.surface && c.surface !== '*')
        out += ` <sub>on ${(0,render_escape/* escapeInline */.VV)(c.surface, 60)}</sub>`;
    return out;
}
function refsOf(c) {
    const before = refsText(c.before?.refs);
    const after = refsText(c.after?.refs);
    return before && after && before !== after ? `${before} → ${after}` : after || before || (0,render_escape/* escapeInline */.VV)(c.kind);
}
/** Names listed in full when a group has this many members or fewer; more collapse into a list. */
const INLINE_NAMES = 3;
/** The "What" cell: the capability (or, for a group, how many and which), the field and the surfaces. */
function whatOf(g) {
    if (g.members.length === 1)
        return refsOf(g.lead) + whereOf(g.lead);
    const names = (0,group/* groupRefs */.e9)(g).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120));
    const list = g.members.length <= INLINE_NAMES ? `${groupNoun(g)}: ${names.join(', ')}` : `<details><summary>${groupNoun(g)}</summary>${names.join(', ')}</details>`;
    return list + whereOf(g.lead);
}
/** The same without nested collapsibles, for a `<summary>` line. */
function whatShort(g) {
    return (g.members.length === 1 ? refsOf(g.lead) : groupNoun(g)) + whereOf(g.lead);
}
/** Every untrusted string a change carries, for the invisible-character check. */
function untrustedStrings(c) {
    const out = [c.message, c.hint, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
    const walk = (v) => {
        if (typeof v === 'string')
            out.push(v);
        else if (Array.isArray(v))
            v.forEach(walk);
        else if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                (out.push(k), walk(x));
    };
    walk(c.before?.value);
    walk(c.after?.value);
    for (const v of Object.values(c.params ?? {}))
        if (typeof v === 'string')
            out.push(v);
    return out;
}
function invisibleWarning(g) {
    const found = [...new Set(g.members.flatMap(untrustedStrings).flatMap(render_escape/* describeInvisible */.Rb))];
    return found.length === 0 ? '' : ` ⚠️ **contains invisible characters** (${(0,render_escape/* escapeInline */.VV)(found.join(', '), 300)})`;
}
/**
 * For review and breaking text changes, the added text is shown in the row itself: a poisoned description must be
 * read, not hidden in a collapsed block.
 */
function addedText(c) {
    if (c.severity === 'safe')
        return '';
    const added = (0,text_delta/* changeTextDelta */.C)(c)?.added;
    return added ? `<br>**Text added:** <code>${(0,render_escape/* escapeInline */.VV)(added, 300)}</code>` : '';
}
/** A group's shared before → after, when short enough to read in the row. */
function sharedValues(g) {
    if (g.members.length === 1 || !(hasValue(g.lead.before) || hasValue(g.lead.after)))
        return '';
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    const before = show(g.lead.before);
    const after = show(g.lead.after);
    return before.length + after.length > 60 ? '' : ` <sub>${(0,render_escape/* escapeCode */.tn)(before, 80)} → ${(0,render_escape/* escapeCode */.tn)(after, 80)}</sub>`;
}
function changeRow(g) {
    const c = g.lead;
    const adjusted = c.adjusted ? ` <sub>(${(0,render_escape/* escapeInline */.VV)(c.adjusted, 160)})</sub>` : '';
    return `| ${ICON[c.severity]} ${c.severity} | ${(0,render_escape/* tableCell */.xR)(whatOf(g))} | ${(0,render_escape/* tableCell */.xR)(`${(0,message/* safeGroupMessage */.gi)(g)}${sharedValues(g)}`)}${adjusted}${invisibleWarning(g)}${(0,render_escape/* tableCell */.xR)(addedText(c))} |`;
}
function hasValue(side) {
    return side !== undefined && (side.value !== undefined || side.pointer !== undefined);
}
function hasDetails(g) {
    return g.lead.severity !== 'safe' || hasValue(g.lead.before) || hasValue(g.lead.after) || g.members.length > INLINE_NAMES;
}
// Each budget re-renders the same rows: group once per report and render each block once.
const groupsMemo = new WeakMap();
const detailsMemo = new WeakMap();
function groupsOf(r) {
    let groups = groupsMemo.get(r.changes);
    if (groups === undefined) {
        groups = (0,group/* groupChanges */.tw)(r.changes);
        groupsMemo.set(r.changes, groups);
    }
    return groups;
}
function changeDetails(g, compact) {
    let byMode = detailsMemo.get(g);
    if (byMode === undefined) {
        byMode = new Map();
        detailsMemo.set(g, byMode);
    }
    let text = byMode.get(compact);
    if (text === undefined) {
        text = renderDetails(g, compact);
        byMode.set(compact, text);
    }
    return text;
}
/** A collapsible block per row; `compact` leaves out the before/after JSON. */
function renderDetails(g, compact) {
    const c = g.lead;
    const lines = [`<details><summary>${ICON[c.severity]} ${whatShort(g)}: <code>${(0,render_escape/* escapeInline */.VV)(c.rule, 80)}</code></summary>`, ''];
    if (g.members.length > 1)
        lines.push(`${groupNoun(g)}: ${(0,group/* groupRefs */.e9)(g).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ')}`, '');
    if (hasValue(c.before) || hasValue(c.after)) {
        const pointer = c.after?.pointer ?? c.before?.pointer;
        if (pointer !== undefined)
            lines.push(`Field: ${(0,render_escape/* escapeCode */.tn)(pointer, 300)}`, '');
        const delta = (0,text_delta/* changeTextDelta */.C)(c);
        // Entity-escaped rather than a code span: the text may carry backticks, newlines or closing tags.
        if (delta?.removed)
            lines.push(`Text removed: <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 400)}</code>`, '');
        if (delta?.added)
            lines.push(`**Text added:** <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 400)}</code>`, '');
        if (!compact) {
            lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : (0,render_escape/* jsonBlock */.Gw)(c.before.value), '');
            lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : (0,render_escape/* jsonBlock */.Gw)(c.after.value), '');
        }
    }
    if (c.hint)
        lines.push(`What to do: ${(0,message/* safeHint */.t4)(c)}`, '');
    const fingerprints = g.members.map((m) => m.fingerprint).join(', ');
    lines.push(`${g.members.length > 1 || fingerprints.includes(',') ? 'Fingerprints' : 'Fingerprint'}: ${(0,render_escape/* escapeInline */.VV)(fingerprints, 100000)}`, '', '</details>');
    return lines.join('\n');
}
/** `renames` entries suggested by the classifier (a removed capability with `params.suggestion` = the new ref). */
function suggestedRenames(reports) {
    const out = {};
    for (const r of reports) {
        for (const c of r.changes) {
            const to = c.params?.suggestion;
            const from = c.before?.refs[0];
            if (typeof to === 'string' && from !== undefined && c.type !== 'renamed')
                out[from] = to;
        }
    }
    return out;
}
/** The sign-off part of the comment. Logins are escaped too: a re-rendered comment must not ping anyone. */
function renderSignoffMarkdown(signoff, label) {
    if (signoff === undefined)
        return '';
    const owners = signoff.owners.length > 0 ? signoff.owners.map((o) => (0,render_escape/* escapeInline */.VV)(o, 100)).join(', ') : '_nobody_';
    const lines = ['#### Sign-off', ''];
    if (signoff.satisfied) {
        const by = (signoff.by ?? []).map((b) => (0,render_escape/* escapeInline */.VV)(`@${b}`, 100)).join(', ');
        lines.push(by ? `✅ Signed off by ${by}.` : '✅ Nothing here needs sign-off.');
        return lines.join('\n');
    }
    if (signoff.mode === 'none') {
        lines.push('Sign-off is turned off for this repository: changes at the failing severity fail the check.');
    }
    else {
        lines.push(`⏳ Needs sign-off from a code owner: ${owners}.`, '');
        lines.push(signoff.mode === 'label'
            ? `A code owner applies the ${(0,render_escape/* escapeInline */.VV)(label ?? '', 100)} label after reading this report. It counts only while the changes needing sign-off stay as they are now.`
            : 'A code owner approves this PR after reading this report. An approval counts for the commit it was given on, and for later commits only while the changes needing sign-off stay exactly the same. The PR author cannot sign off.');
    }
    if (signoff.reasons.length > 0) {
        lines.push('');
        for (const reason of signoff.reasons)
            lines.push(`- ${(0,render_escape/* escapeInline */.VV)(reason, 400)}`);
    }
    return lines.join('\n');
}
function signable(ctx) {
    return ctx.signoffSeverities ?? ['breaking', 'review'];
}
function headline(reports, ctx) {
    const title = ctx.title ?? 'MCP contract';
    const t = totals(reports);
    const total = t.breaking + t.review + t.safe;
    const stale = (ctx.stale ?? []).length > 0;
    if (stale)
        return `### ❌ ${title}: the committed snapshot is stale${total > 0 ? ` (${plural(total, 'change')} against the baseline)` : ''}`;
    if (total === 0)
        return ctx.verdict === 'fail' ? `### ❌ ${title}: the check fails` : `### ✅ ${title}: no contract changes`;
    switch (ctx.verdict) {
        case undefined:
            return t.breaking > 0
                ? `### ${title}: ${plural(total, 'change')}, ${t.breaking} breaking`
                : `### ${title}: ${plural(total, 'change')}`;
        case 'pass':
            return ctx.signoff?.satisfied && (ctx.signoff.by?.length ?? 0) > 0
                ? `### ✅ ${title}: ${plural(total, 'change')}, signed off`
                : `### ✅ ${title}: ${plural(total, 'change')}, nothing blocks`;
        case 'needs-signoff': {
            // Only the changes at a signable severity wait for an owner; safe ones are listed but need nothing.
            const need = signable(ctx).reduce((n, s) => n + t[s], 0);
            const verb = need === 1 ? 'needs' : 'need';
            return need === total
                ? `### ⏳ ${title}: ${plural(total, 'change')} ${verb} code-owner sign-off`
                : `### ⏳ ${title}: ${need} of ${plural(total, 'change')} ${verb} code-owner sign-off`;
        }
        case 'fail':
            return `### ❌ ${title}: ${plural(total, 'change')}, the check fails`;
    }
}
function isConfigReport(r) {
    return r.changes.length > 0 && r.changes.every((c) => c.kind === 'config');
}
function sectionTitle(r) {
    const header = `${(0,render_escape/* escapeInline */.VV)(r.base, 60)} → ${(0,render_escape/* escapeInline */.VV)(r.head, 60)}`;
    if (isConfigReport(r))
        return `#### Config ${(0,render_escape/* escapeInline */.VV)(r.server, 100)} (${header})`;
    // A server named "server" (the default for inline commands) is not called "Server server".
    const name = r.server.trim().toLowerCase() === 'server' ? '' : ` ${(0,render_escape/* escapeInline */.VV)(r.server, 100)}`;
    return `#### Server${name} (${header})`;
}
function severityCounts(groups) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const g of groups)
        t[g.lead.severity] += g.members.length;
    return ORDER.filter((s) => t[s] > 0)
        .map((s) => `${t[s]} ${s}`)
        .join(', ');
}
function reportSection(r, multi, budget, omitted, elsewhere) {
    const lines = [];
    if (multi || r.changes.length > 0)
        lines.push(sectionTitle(r), '');
    if (r.changes.length === 0) {
        lines.push('No contract changes.');
    }
    else {
        const groups = groupsOf(r);
        let safeLeft = budget.safeRows;
        const shown = [];
        const cut = [];
        for (const g of groups) {
            const fits = shown.length < budget.rows && (g.lead.severity !== 'safe' || safeLeft-- > 0);
            (fits ? shown : cut).push(g);
        }
        if (shown.length > 0) {
            lines.push('| Severity | What | Change |', '| --- | --- | --- |');
            for (const g of shown)
                lines.push(changeRow(g));
        }
        if (cut.length > 0) {
            omitted.rows += cut.length;
            lines.push('', `**${plural(cut.length, 'more row')} (${severityCounts(cut)}) ${cut.length === 1 ? 'is' : 'are'} not shown here**: ${elsewhere}.`);
        }
        const wanted = shown.filter(hasDetails);
        const detailed = wanted.filter((g) => budget.details === 'all' || (budget.details === 'gated' && g.lead.severity !== 'safe')).slice(0, budget.detailRows);
        if (detailed.length > 0)
            lines.push('', ...detailed.map((g) => `${changeDetails(g, budget.compact && g.lead.severity !== 'safe')}\n`));
        const skipped = wanted.length - detailed.length;
        if (skipped > 0) {
            omitted.details += skipped;
            lines.push('', `Details (before/after, hint, fingerprints) of ${plural(skipped, 'row')} above are not shown here: ${elsewhere}.`);
        }
        if (budget.compact && detailed.length > 0)
            omitted.compacted += detailed.length;
    }
    if (r.ignored.length > 0)
        lines.push('', `${plural(r.ignored.length, 'change')} ignored by the config.`);
    return lines.join('\n');
}
function countsLine(reports) {
    const t = totals(reports);
    const counts = ORDER.map((s) => (t[s] > 0 ? `**${t[s]} ${s}**` : `${t[s]} ${s}`)).join(' · ');
    const servers = reports.filter((r) => r.changes.some((c) => c.kind !== 'config')).length;
    const config = reports.some(isConfigReport);
    const where = servers > 1 ? ` across ${plural(servers, 'server')}${config ? ' and the config' : ''}` : '';
    const distinct = t.breaking + t.review + t.safe;
    const rows = reports.reduce((n, r) => n + groupsOf(r).length, 0);
    const perSurface = reports.reduce((n, r) => n + r.changes.length, 0);
    const notes = [];
    if (rows < distinct)
        notes.push(`in ${plural(rows, 'row')}`);
    if (perSurface > distinct)
        notes.push(`${perSurface} counting each surface separately`);
    return `${counts}${where}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}
function render(reports, ctx, budget) {
    const parts = [];
    if (!ctx.standalone && ctx.marker !== undefined) {
        parts.push(ctx.marker);
        if (ctx.hidden !== undefined)
            parts.push(encodeHiddenData(ctx.hidden));
        parts.push('');
    }
    parts.push(headline(reports, ctx), '');
    const t = totals(reports);
    const total = t.breaking + t.review + t.safe;
    const multi = reports.length > 1;
    if (total > 0)
        parts.push(countsLine(reports), '');
    else
        parts.push(`The capabilities match the committed ${reports.length === 1 ? 'snapshot' : 'snapshots'}.`, '');
    // Behavioural evidence is counted apart from the contract: a tool without a canary is unverified, not passed.
    for (const r of reports)
        if (r.canaries)
            parts.push(`${multi ? `${(0,render_escape/* escapeInline */.VV)(r.server, 100)}: ` : ''}${(0,canary_coverage/* coverageLine */.v)(r.canaries)}`, '');
    if (ctx.configChanged !== undefined) {
        parts.push(`> [!NOTE]\n> This PR changes the config ${(0,render_escape/* escapeInline */.VV)(ctx.configChanged, 200)}. The changes above are judged with the base branch's config, so renames, ignores and severity overrides this PR adds take effect once it is merged; the edits themselves are listed as changes to sign off.`, '');
    }
    for (const s of ctx.stale ?? [])
        parts.push(`> [!WARNING]\n> ${(0,render_escape/* escapeInline */.VV)(s, 400)}`, '');
    for (const n of ctx.notes ?? [])
        parts.push(n, '');
    const elsewhere = ctx.fullListAt ?? DEFAULT_FULL_LIST_AT;
    if (total > 0 && budget !== undefined) {
        const omitted = { rows: 0, details: 0, compacted: 0 };
        const sections = reports.filter((r) => multi || r.changes.length > 0).map((r) => reportSection(r, multi, budget, omitted, elsewhere));
        if (omitted.rows + omitted.details + omitted.compacted > 0) {
            const what = [
                omitted.rows > 0 ? plural(omitted.rows, 'row') : '',
                omitted.details > 0 ? `the details of ${plural(omitted.details, 'row')}` : '',
                omitted.compacted > 0 ? `the before/after values of ${plural(omitted.compacted, 'row')}` : '',
            ].filter((x) => x !== '');
            const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}` : what[0];
            parts.push(`> [!NOTE]\n> Cut to fit ${ctx.limitName ?? "GitHub's comment limit"}: left out ${list} (safe changes are cut first, breaking and review ones last). ${capitalize(elsewhere)}.`, '');
        }
        for (const s of sections)
            parts.push(s, '');
        const renames = suggestedRenames(reports);
        if (Object.keys(renames).length > 0) {
            parts.push('#### Suggested renames', '', 'If these are renames, declare them in the config so callers are told, and the change is classified as a rename:', '', (0,render_escape/* jsonBlock */.Gw)({ renames }), '');
        }
    }
    else if (total > 0) {
        parts.push(`> [!NOTE]\n> The change list is too long for ${ctx.limitName ?? "GitHub's comment limit"}: ${elsewhere}.`, '');
    }
    if (total > 0) {
        const signoff = renderSignoffMarkdown(ctx.signoff, ctx.label);
        if (signoff)
            parts.push(signoff, '');
        if (ctx.updateCommand !== undefined) {
            parts.push('#### Updating the snapshot', '', 'If the changes are intended, rewrite the snapshot and commit it with this PR:', '', (0,render_escape/* codeBlock */.DV)(ctx.updateCommand, 'sh'), '');
        }
    }
    if (ctx.runUrl !== undefined)
        parts.push(`<sub>[Workflow run](${ctx.runUrl})</sub>`, '');
    return `${parts.join('\n').trimEnd()}\n`;
}
function capitalize(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
function count(haystack, needle) {
    return haystack.split(needle).length - 1;
}
const ALL = Number.POSITIVE_INFINITY;
/** Largest first; the last steps keep breaking and review rows while safe ones go. */
const BUDGETS = [
    { details: 'all', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
    { details: 'gated', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
    ...[ALL, 40, 15, 5].map((n) => ({ details: 'gated', compact: true, detailRows: n, safeRows: ALL, rows: ALL })),
    ...[ALL, 100, 30, 0].map((n) => ({ details: 'none', compact: false, detailRows: 0, safeRows: n, rows: ALL })),
    ...[200, 100, 50, 20, 5].map((n) => ({ details: 'none', compact: false, detailRows: 0, safeRows: 0, rows: n })),
];
function fits(text, max, unit) {
    if (unit !== 'bytes' || text.length > max)
        return text.length <= max;
    // A UTF-16 unit is at most 3 UTF-8 bytes: most bodies are decided without encoding them.
    return text.length * 3 <= max || new TextEncoder().encode(text).length <= max;
}
/**
 * Renders the comment body: marker line first, then hidden data, headline, counts, change tables (grouped rows) with
 * collapsible before/after, suggested renames, sign-off status and how to update the snapshot. Shrinks itself to stay
 * under `maxLength` (details of safe changes first, then before/after values, then rows, safe rows before any
 * other), and says what it left out and where the whole list is.
 */
function renderMarkdown(reports, ctx) {
    const marked = !ctx.standalone;
    if (marked && !ctx.marker?.startsWith(MARKER_PREFIX))
        throw new Error('comment marker must come from markerFor()');
    const max = ctx.maxLength ?? DEFAULT_MAX_LENGTH;
    let body = '';
    for (const budget of [...BUDGETS, undefined]) {
        body = render(reports, ctx, budget);
        if (fits(body, max, ctx.unit))
            break;
    }
    // Defense in depth: escaping must have kept every forged marker out.
    const data = marked && ctx.hidden !== undefined ? 1 : 0;
    if (count(body, MARKER_PREFIX) !== (marked ? 1 : 0) || count(body, DATA_PREFIX) !== data) {
        throw new Error('untrusted text produced a comment marker; refusing to render');
    }
    return body;
}

;// CONCATENATED MODULE: ./src/cli/render-report.ts


const REPORT_FORMATS = ['text', 'markdown', 'json'];
function renderReport(report, format) {
    if (format === 'json')
        return `${JSON.stringify(report, null, 2)}\n`;
    if (format === 'markdown')
        return renderMarkdown([report], { standalone: true });
    return (0,render_text/* renderText */.S)(report);
}

;// CONCATENATED MODULE: ./src/cli/commands/diff.ts
// `mcp-contract diff BASE HEAD`: classify the drift between two surfaces (files, git:REF:PATH, or `live`).










const DIFF_OPTIONS = {
    ...cli_targets/* TARGET_OPTIONS */.FG,
    format: { type: 'string', short: 'f' },
    'fail-on': { type: 'string' },
    out: { type: 'string', short: 'o' },
    via: { type: 'string' },
    live: { type: 'boolean' },
    snapshot: { type: 'string' },
};
async function diffCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('diff', args, DIFF_OPTIONS, 2);
    // `diff BASE --live` is `diff BASE live`: the head is captured from the config's server.
    if ((0,cli_args/* flag */.Jt)(p, 'live') && p.positionals.length === 1)
        p.positionals.push('live');
    if (p.positionals.length !== 2)
        throw new errors/* UsageError */.eb('mcp-contract diff: expected BASE and HEAD (a snapshot file, git:REF:PATH, or live)');
    const format = (0,cli_args/* formatOf */.be)('diff', (0,cli_args/* str */.gx)(p, 'format'), REPORT_FORMATS, 'text');
    const failOn = (0,cli_args/* oneOf */.yL)('diff', 'fail-on', (0,cli_args/* str */.gx)(p, 'fail-on'), FAIL_ON, 'breaking');
    const via = (0,cli_args/* oneOf */.yL)('diff', 'via', (0,cli_args/* str */.gx)(p, 'via'), ['sdk', 'inspector'], 'sdk');
    const [baseSpec, headSpec] = p.positionals;
    const needsServers = baseSpec === 'live' || headSpec === 'live';
    const loaded = needsServers ? undefined : await (0,cli_targets/* optionalConfig */.pl)(p, io, false);
    let config = loaded?.config ?? {};
    const sides = [];
    for (const spec of [baseSpec, headSpec]) {
        if (spec === 'live') {
            const t = await (0,cli_targets/* resolveTargets */.h5)('diff', p, io, 'snapshot');
            if (t.targets.length !== 1)
                throw new errors/* UsageError */.eb('mcp-contract diff: live needs exactly one server (--server NAME)');
            config = t.config;
            sides.push(await captureTarget(t.targets[0], io, via, format === 'json'));
        }
        else
            sides.push(await readSnapshotSpec(spec, io.cwd));
    }
    const report = (0,classify/* diffSnapshots */.V)(sides[0], sides[1], config, { base: baseSpec, head: headSpec });
    const out = (0,cli_args/* str */.gx)(p, 'out');
    if (out)
        await (0,snapshot_file/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, out), `${JSON.stringify(report, null, 2)}\n`);
    io.stdout(renderReport(report, format));
    return fails(report.summary, failOn) ? 1 : 0;
}

// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
;// CONCATENATED MODULE: ./src/core/deprecations.ts
// Where a deprecation can be declared (config, a rename's alias, the server's own _meta or description) and how the
// declarations of one capability merge into the one the release policy judges. Pure: dates come in, nothing is read.


/** Config and alias declarations outrank what the server says about itself: the repository owner has the last word. */
const SOURCE_RANK = { config: 0, alias: 1, meta: 2, description: 3 };
// ---------------------------------------------------------------- dates
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(s) {
    const m = ISO_DATE.exec(s);
    if (!m)
        return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === s;
}
/** The UTC calendar day of an instant: every comparison in the release policy is by whole UTC days. */
function dayOf(now) {
    return now.toISOString().slice(0, 10);
}
/** Whole days from `a` to `b` (both YYYY-MM-DD); negative when `b` is earlier. */
function daysBetween(a, b) {
    return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function addDays(day, n) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
/** A version's release date, tolerant of a `v` prefix on either side (tags are usually `v1.2.3`, configs `1.2.3`). */
function releaseDateOf(version, versionDates) {
    if (!versionDates)
        return undefined;
    const bare = version.replace(/^v/i, '');
    for (const key of [version, bare, `v${bare}`]) {
        const d = versionDates[key];
        if (typeof d === 'string' && isIsoDate(d))
            return d;
    }
    return undefined;
}
// ---------------------------------------------------------------- server-declared
function deprecations_isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function str(v) {
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}
/** `_meta[key]`: true, a since date/version string, or `{ since, removeAfter, replacedBy, reason }`. */
function fromMeta(definition, key) {
    const meta = definition._meta;
    if (!deprecations_isObject(meta) || !(key in meta))
        return undefined;
    const v = meta[key];
    if (v === true)
        return {};
    if (typeof v === 'string')
        return v.trim() === '' ? {} : { since: v.trim() };
    if (deprecations_isObject(v)) {
        return { since: str(v.since), removeAfter: str(v.removeAfter), replacedBy: str(v.replacedBy), reason: str(v.reason) };
    }
    return undefined;
}
const DATE_OR_VERSION = String.raw `(\d{4}-\d{2}-\d{2}|v?\d+\.\d+\.\d+[0-9A-Za-z.+-]*)`;
const SINCE_RE = new RegExp(String.raw `\bsince\s+${DATE_OR_VERSION}`, 'i');
const REMOVE_RE = new RegExp(String.raw `\b(?:remove[sd]?\s+after|until|removal\s+after)\s+(\d{4}-\d{2}-\d{2})`, 'i');
const BARE_DATE_RE = new RegExp(String.raw `^\s*[(\[]?\s*${DATE_OR_VERSION}`);
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * A description starting with the marker (case-insensitive) or carrying it as written later on, e.g. `DEPRECATED: use x`, `DEPRECATED (since 2026-01-10,
 * remove after 2026-07-01) ...`. Dates are read only from the text right after the marker, up to the first sentence
 * end, so a date elsewhere in a long description is never mistaken for the deprecation date.
 */
function fromDescription(definition, marker) {
    const desc = definition.description;
    if (typeof desc !== 'string' || marker.trim() === '')
        return undefined;
    const word = escapeRegExp(marker.trim());
    // At the start in any case; elsewhere only as written (servers append "DEPRECATED: Use x instead." to descriptions,
    // while a lowercase "deprecated" mid-sentence is prose, e.g. "replaces the deprecated foo tool").
    const m = new RegExp(`^\\s*${word}(?![A-Za-z0-9_])`, 'i').exec(desc) ?? new RegExp(`(?<![Nn][Oo][Tt])\\s${word}(?=\\s*[:(\\[])`).exec(desc);
    if (!m)
        return undefined;
    const rest = desc.slice((m.index ?? 0) + m[0].length);
    const paren = /^\s*[(\[]([^)\]]*)[)\]]/.exec(rest);
    const head = paren ? paren[1] : (/^[^\n.]*(?:\.\d[^\n.]*)*/.exec(rest)?.[0] ?? '');
    const since = SINCE_RE.exec(head)?.[1] ?? (paren ? BARE_DATE_RE.exec(paren[1])?.[1] : undefined);
    const removeAfter = REMOVE_RE.exec(head)?.[1];
    return { since, removeAfter };
}
function serverDeclared(snapshot, which, config) {
    const metaKey = config.policy?.deprecatedMetaKey;
    const marker = config.policy?.deprecatedDescriptionMarker;
    if (!metaKey && !marker)
        return [];
    const out = [];
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        for (const kind of model/* KINDS */.GW) {
            for (const cap of snap.kinds[kind]?.items ?? []) {
                const m = metaKey ? fromMeta(cap.definition, metaKey) : undefined;
                if (m)
                    out.push({ ...clean(m), ref: cap.ref, source: 'meta', surface, seenIn: [which] });
                const d = marker ? fromDescription(cap.definition, marker) : undefined;
                if (d)
                    out.push({ ...clean(d), ref: cap.ref, source: 'description', surface, seenIn: [which] });
            }
        }
    }
    return out;
}
function clean(o) {
    const out = {};
    for (const [k, v] of Object.entries(o))
        if (v !== undefined)
            out[k] = v;
    return out;
}
// ---------------------------------------------------------------- config
/** A rename target written as a bare name takes the old ref's kind. */
function targetRef(oldRef, to) {
    if ((0,canonical/* parseRef */.rd)(to))
        return to;
    const kind = (0,canonical/* parseRef */.rd)(oldRef)?.kind ?? 'tool';
    return `${kind}:${to}`;
}
function renameEntry(v) {
    return typeof v === 'string' || Array.isArray(v) ? { to: v } : v;
}
/**
 * Renames that keep serving the old name: an entry with `aliasUntil`, or `alias: true`. When the base snapshot already
 * served the old and new names side by side on one surface, the alias was public in the base release (`seenIn: base`),
 * which dates it when nothing else does.
 */
function aliasDeprecations(config, base) {
    const baseServed = base ? [...servedRefs(base).values()] : [];
    const out = [];
    for (const [oldRef, raw] of Object.entries(config.renames ?? {})) {
        const e = renameEntry(raw);
        if (e.aliasUntil === undefined && e.alias !== true)
            continue;
        if (e.alias === false)
            continue;
        const to = (Array.isArray(e.to) ? e.to : [e.to]).map((t) => targetRef(oldRef, t));
        const inBase = baseServed.some((refs) => refs.has(oldRef) && to.every((t) => refs.has(t)));
        out.push(clean({
            ref: oldRef,
            source: 'alias',
            seenIn: inBase ? ['base'] : undefined,
            removeAfter: e.aliasUntil,
            replacedBy: to.join(', '),
            reason: e.reason,
        }));
    }
    return out;
}
function configDeprecations(config) {
    return Object.entries(config.deprecations ?? {}).map(([ref, e]) => clean({ ref, source: 'config', since: e.since, removeAfter: e.removeAfter, replacedBy: e.replacedBy, reason: e.reason }));
}
/** Every declaration from config, aliases and both snapshots' definitions, server-declared ones merged per surface. */
function collectDeprecations(input) {
    const declared = [
        ...(input.base ? serverDeclared(input.base, 'base', input.config) : []),
        ...(input.head ? serverDeclared(input.head, 'head', input.config) : []),
    ];
    // The same marker in base and head is one declaration seen twice; the base one is older evidence, so it leads.
    const merged = new Map();
    for (const d of declared) {
        const key = `${d.source}\u0000${d.surface}\u0000${d.ref}`;
        const prev = merged.get(key);
        if (!prev)
            merged.set(key, { ...d });
        else {
            prev.seenIn = [...new Set([...(prev.seenIn ?? []), ...(d.seenIn ?? [])])];
            for (const f of ['since', 'removeAfter', 'replacedBy', 'reason'])
                if (prev[f] === undefined && d[f] !== undefined)
                    prev[f] = d[f];
        }
    }
    return [...configDeprecations(input.config), ...aliasDeprecations(input.config, input.base), ...merged.values()];
}
/**
 * The deprecation of `ref` on `surface`: each field from the highest-ranked declaration that has it
 * (config > alias > meta > description). `since` then resolves to a date: an ISO date as is; a version through
 * `versionDates`; a server-declared marker with no date that the base snapshot already carried dates from the base
 * release (it was public at least since then). Anything else leaves the age unknown.
 */
function effectiveDeprecation(all, ref, surface, input) {
    const mine = all
        .filter((d) => d.ref === ref && (d.surface === undefined || d.surface === surface))
        .sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
    if (mine.length === 0)
        return undefined;
    const pick = (k) => mine.find((d) => d[k] !== undefined)?.[k];
    const removeAfterFrom = mine.find((d) => d.removeAfter !== undefined);
    const eff = clean({
        ref,
        surface,
        sources: [...new Set(mine.map((d) => d.source))],
        since: pick('since'),
        removeAfter: removeAfterFrom?.removeAfter,
        removeAfterSource: removeAfterFrom?.source,
        replacedBy: pick('replacedBy'),
        reason: pick('reason'),
    });
    if (eff.since !== undefined) {
        if (isIsoDate(eff.since))
            eff.sinceDate = eff.since;
        else {
            const d = releaseDateOf(eff.since, input.versionDates);
            if (d)
                eff.sinceDate = d;
            else
                eff.sinceUnknown = `since "${eff.since}" is not a date and no release date is known for that version`;
        }
    }
    else {
        const inBase = mine.some((d) => d.seenIn?.includes('base'));
        const baseDate = inBase && input.baseVersion ? releaseDateOf(input.baseVersion, input.versionDates) : undefined;
        if (baseDate)
            eff.sinceDate = baseDate;
        else
            eff.sinceUnknown = inBase
                ? `the deprecation gives no date and no release date is known for the base version${input.baseVersion ? ` ${input.baseVersion}` : ''}`
                : 'the deprecation gives no date';
    }
    if (input.published !== undefined) {
        // A declared date cannot be older than the first release that told callers: backdating buys nothing.
        const first = input.published
            .filter((p) => p.ref === ref && (p.surface === undefined || p.surface === surface))
            .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0];
        const shipped = first?.date ?? input.releaseDay;
        if (shipped !== undefined && (eff.sinceDate === undefined || eff.sinceDate < shipped)) {
            eff.sinceDate = shipped;
            eff.firstShipped = first?.release ?? '(this release)';
            delete eff.sinceUnknown;
        }
    }
    if (eff.removeAfter !== undefined) {
        // "remove after 2.0.0" holds once 2.0.0 has a release date; an unreleased version is still in the future.
        const d = isIsoDate(eff.removeAfter) ? eff.removeAfter : releaseDateOf(eff.removeAfter, input.versionDates);
        if (d)
            eff.removeAfterDate = d;
    }
    return eff;
}
function kindOfRef(ref) {
    return parseRef(ref)?.kind;
}
/** Refs served on each surface of a snapshot. */
function servedRefs(snapshot) {
    const out = new Map();
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        const set = new Set();
        for (const kind of model/* KINDS */.GW)
            for (const cap of (snap.kinds[kind]?.items ?? []))
                set.add(cap.ref);
        out.set(surface, set);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/release-rules.ts
// The release checks: one row per finding id with its level and wording, so a finding is plain data plus an id.
// Templates are filled by rules.ts's fillTemplate, raw; renderers escape.

const RELEASE_RULES = [
    {
        id: 'removed-without-deprecation',
        level: 'error',
        message: '{ref} was {action} on surface {surface} without a prior deprecation.',
        hint: 'Keep serving {ref} and deprecate it first (deprecations["{ref}"] with since and removeAfter in the config, or the ' +
            "server's deprecation marker); remove it in a release at least {window} days later.",
        why: 'Callers pinned to the old surface break with no warning; a deprecation is the only notice they get.',
    },
    {
        id: 'deprecation-age-unknown',
        level: 'error',
        message: '{ref} was {action}, but its deprecation cannot prove the {window}-day window elapsed: {reason}.',
        hint: 'Give the deprecation an ISO date (deprecations["{ref}"].since = "YYYY-MM-DD"), or tag the release that deprecated it so its date is known.',
        why: 'A window that cannot be measured cannot be shown to have passed; guessing would let an unannounced removal through.',
    },
    {
        id: 'deprecation-window-not-elapsed',
        level: 'error',
        message: '{ref} was {action} {days} days after its deprecation on {since}; the window is {window} days.',
        hint: 'A deprecation counts from the first release that carried it, not from the date it claims. Keep serving {ref} until {earliest}, then remove it.',
        why: 'Callers need the whole window to migrate; a shorter one is a breaking change with a fig leaf.',
    },
    {
        id: 'remove-after-in-future',
        level: 'error',
        message: '{ref} was {action} before its announced removal date: removeAfter is {removeAfter}.',
        hint: 'Keep serving {ref} until after {removeAfter}; callers were promised it until then.',
        why: 'The removeAfter date is a published promise; breaking it early breaks callers who planned around it.',
    },
    {
        id: 'breaking-without-major',
        level: 'error',
        message: '{count} breaking change(s) ship in {base} → {head}, which is not a major version bump.',
        hint: 'Bump the major version (in 0.x the minor, in 0.0.x the patch), or undo the breaking changes.',
        why: 'Semantic versioning is how callers decide whether an upgrade is safe; a breaking minor release lies to them.',
    },
    {
        id: 'review-without-minor',
        level: 'warning',
        message: '{count} change(s) needing review ship in {base} → {head}, which is not a minor version bump.',
        hint: 'Bump at least the minor version (in 0.x a patch bump is enough) so callers see the surface changed.',
        why: 'Review-level changes alter what the model sees without breaking calls; a patch release hides them, but they may be fine.',
    },
    {
        id: 'version-unparseable',
        level: 'warning',
        message: 'The {side} version "{version}" is not a semantic version, so the version bump cannot be checked.',
        hint: "Report MAJOR.MINOR.PATCH in serverInfo.version, or point the server's versionFrom at a package.json.",
        why: 'Without comparable versions the bump checks can only assume the worst; the breaking check still fails closed.',
    },
    {
        id: 'alias-expired-still-served',
        level: 'warning',
        message: '{ref} is still served as an alias of {replacedBy} after its aliasUntil date {removeAfter}.',
        hint: 'Remove the alias {ref} now, or move aliasUntil if plans changed.',
        why: 'An alias kept past its date trains callers to ignore dates; nothing breaks yet, so it only warns.',
    },
    {
        id: 'deprecated-past-remove-after',
        level: 'warning',
        message: '{ref} is deprecated and still served after its removeAfter date {removeAfter}.',
        hint: 'Remove {ref} now (its window has passed), or move removeAfter if plans changed.',
        why: 'Keeping a capability longer breaks nobody, but a stale date makes every other date less believable.',
    },
    {
        id: 'deprecation-without-remove-after',
        level: 'warning',
        message: '{ref} is deprecated ({sinceText}) with no removeAfter date.',
        hint: 'Add removeAfter, at least {window} days after since (e.g. {earliest}), so callers know when it goes.',
        why: 'A deprecation without an end date gives callers no deadline to plan against.',
    },
    {
        id: 'remove-after-inside-window',
        level: 'warning',
        message: '{ref} has removeAfter {removeAfter}, only {days} days after its deprecation on {since}; the window is {window} days.',
        hint: 'Move removeAfter to {earliest} or later; removing earlier would fail the release check.',
        why: 'The promised date and the policy disagree; it becomes an error only when the removal actually ships.',
    },
];
const releaseRule = byIdOf(RELEASE_RULES, 'release');
/** The README table of release checks. */
function renderReleaseRulesMarkdown() {
    return markdownTable(['id', 'level', 'message', 'why'], RELEASE_RULES.map((r) => [`\`${r.id}\``, r.level, tableCellText(r.message), tableCellText(r.why)]));
}

;// CONCATENATED MODULE: ./src/core/release.ts
// The release gate: removals must have served out a deprecation window, and the version bump must match the drift.
// Pure: `now` and the release dates of past versions are passed in, so every verdict is reproducible in a test.




const DEFAULT_MIN_DEPRECATION_DAYS = 90;
function windowDays(config, kind) {
    const byKind = kind ? config.policy?.minDeprecationDaysByKind?.[kind] : undefined;
    return byKind ?? config.policy?.minDeprecationDays ?? DEFAULT_MIN_DEPRECATION_DAYS;
}
const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;
function parseVersion(s) {
    const m = SEMVER.exec(s.trim());
    if (!m)
        return undefined;
    return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ? m[4].split('.') : [] };
}
function comparePre(a, b) {
    if (a.length === 0 || b.length === 0)
        return b.length - a.length; // a release outranks its pre-releases
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const an = /^\d+$/.test(a[i]);
        const bn = /^\d+$/.test(b[i]);
        if (an && bn) {
            const d = Number(a[i]) - Number(b[i]);
            if (d !== 0)
                return Math.sign(d);
        }
        else if (an !== bn)
            return an ? -1 : 1;
        else if (a[i] !== b[i])
            return a[i] < b[i] ? -1 : 1;
    }
    return Math.sign(a.length - b.length);
}
/** Semver precedence: negative when a < b. */
function compareVersions(a, b) {
    return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch) || comparePre(a.prerelease, b.prerelease);
}
function bumpLevel(base, head) {
    if (compareVersions(head, base) <= 0)
        return 'none';
    const sameCore = head.major === base.major && head.minor === base.minor && head.patch === base.patch;
    if (sameCore)
        return base.prerelease.length > 0 ? 'major' : 'patch';
    if (head.major !== base.major)
        return 'major';
    if (base.major === 0) {
        if (base.minor === 0)
            return 'major';
        if (head.minor !== base.minor)
            return 'major';
        return 'minor';
    }
    if (head.minor !== base.minor)
        return 'minor';
    return 'patch';
}
/** serverInfo.version of the `default` surface, else of the first surface (by name) that reports one. */
function snapshotVersion(snapshot) {
    const names = Object.keys(snapshot.surfaces).sort();
    const order = names.includes('default') ? ['default', ...names.filter((n) => n !== 'default')] : names;
    for (const n of order) {
        const v = snapshot.surfaces[n].server?.serverInfo?.version;
        if (typeof v === 'string' && v.trim() !== '')
            return v.trim();
    }
    return undefined;
}
// ---------------------------------------------------------------- evaluation
/** Change types that can take a capability away from callers on a surface. */
const REMOVING = new Set(['removed', 'renamed', 'merged', 'split', 'exposure']);
function targets(change) {
    return (change.after?.refs ?? []).join(', ');
}
function actionOf(change) {
    const to = targets(change);
    switch (change.type) {
        case 'renamed':
            return to ? `renamed to ${to}` : 'renamed';
        case 'merged':
            return to ? `merged into ${to}` : 'merged';
        case 'split':
            return to ? `split into ${to}` : 'split';
        case 'exposure':
            return 'withdrawn';
        default:
            return 'removed';
    }
}
class Findings {
    list = [];
    seen = new Set();
    add(id, params, ref, surface) {
        const rule = releaseRule(id);
        const message = (0,rules/* fillTemplate */.ou)(rule.message, params);
        // A config deprecation applies on every surface; saying the same sentence once per surface adds nothing.
        const key = `${id}\u0000${ref ?? ''}\u0000${message}`;
        if (this.seen.has(key))
            return;
        this.seen.add(key);
        const f = { id, level: rule.level, message, hint: (0,rules/* fillTemplate */.ou)(rule.hint, params), params };
        if (ref !== undefined)
            f.ref = ref;
        if (surface !== undefined)
            f.surface = surface;
        this.list.push(f);
    }
}
function checkRemoval(ctx, ref, surface, action) {
    const window = windowDays(ctx.input.config, (0,canonical/* parseRef */.rd)(ref)?.kind);
    const params = { ref, surface, action, window };
    const dep = effectiveDeprecation(ctx.all, ref, surface, release_history(ctx.input, ctx.baseVersion, ctx.today));
    if (!dep) {
        ctx.out.add('removed-without-deprecation', params, ref, surface);
        return;
    }
    if (dep.sinceDate === undefined) {
        ctx.out.add('deprecation-age-unknown', { ...params, reason: dep.sinceUnknown ?? 'the deprecation gives no date' }, ref, surface);
    }
    else {
        const days = daysBetween(dep.sinceDate, ctx.today);
        if (days < window) {
            ctx.out.add('deprecation-window-not-elapsed', { ...params, since: dep.sinceDate, days, earliest: addDays(dep.sinceDate, window) }, ref, surface);
        }
    }
    if (dep.removeAfter !== undefined && (dep.removeAfterDate === undefined || ctx.today <= dep.removeAfterDate)) {
        ctx.out.add('remove-after-in-future', { ...params, removeAfter: dep.removeAfter }, ref, surface);
    }
}
function checkStillServed(ctx, dep) {
    const { ref, surface } = dep;
    const window = windowDays(ctx.input.config, (0,canonical/* parseRef */.rd)(ref)?.kind);
    const base = { ref, surface, window };
    if (dep.removeAfterDate !== undefined && ctx.today > dep.removeAfterDate) {
        const alias = dep.removeAfterSource === 'alias';
        ctx.out.add(alias ? 'alias-expired-still-served' : 'deprecated-past-remove-after', { ...base, removeAfter: dep.removeAfter ?? dep.removeAfterDate, replacedBy: dep.replacedBy ?? 'its replacement' }, ref, surface);
    }
    if (dep.removeAfter === undefined) {
        const from = dep.sinceDate ?? ctx.today;
        const sinceText = dep.sinceDate ? `since ${dep.sinceDate}` : dep.since ? `since ${dep.since}` : 'no since date';
        ctx.out.add('deprecation-without-remove-after', { ...base, sinceText, earliest: addDays(from, window) }, ref, surface);
    }
    else if (dep.sinceDate !== undefined && dep.removeAfterDate !== undefined) {
        const days = daysBetween(dep.sinceDate, dep.removeAfterDate);
        if (days < window) {
            ctx.out.add('remove-after-inside-window', { ...base, since: dep.sinceDate, removeAfter: dep.removeAfter, days, earliest: addDays(dep.sinceDate, window) }, ref, surface);
        }
    }
}
function checkVersions(ctx, headVersion) {
    const { report } = ctx.input;
    const breaking = report.changes.filter((c) => c.severity === 'breaking').length;
    const review = report.changes.filter((c) => c.severity === 'review').length;
    if (breaking === 0 && review === 0)
        return;
    const b = ctx.baseVersion !== undefined ? parseVersion(ctx.baseVersion) : undefined;
    const h = headVersion !== undefined ? parseVersion(headVersion) : undefined;
    for (const [side, raw, parsed] of [
        ['base', ctx.baseVersion, b],
        ['head', headVersion, h],
    ]) {
        if (!parsed)
            ctx.out.add('version-unparseable', { side, version: raw ?? '(none)' });
    }
    // Unknown versions fail closed for breaking changes: nothing proves the bump.
    const level = b && h ? bumpLevel(b, h) : 'none';
    const versions = { base: ctx.baseVersion ?? 'unknown', head: headVersion ?? 'unknown' };
    if (breaking > 0 && level !== 'major')
        ctx.out.add('breaking-without-major', { ...versions, count: breaking });
    if (breaking === 0 && review > 0 && level !== 'major' && level !== 'minor') {
        ctx.out.add('review-without-minor', { ...versions, count: review });
    }
}
function release_history(input, baseVersion, today) {
    return { versionDates: input.versionDates, baseVersion, ...(input.published ? { published: input.published, releaseDay: today } : {}) };
}
function evaluateRelease(input) {
    const baseVersion = input.baseVersion ?? snapshotVersion(input.base);
    const headVersion = input.headVersion ?? snapshotVersion(input.head);
    const all = collectDeprecations({ config: input.config, base: input.base, head: input.head, versionDates: input.versionDates, baseVersion });
    const ctx = { input, today: dayOf(input.now), all, baseVersion, out: new Findings() };
    const baseServed = servedRefs(input.base);
    const headServed = servedRefs(input.head);
    for (const change of input.report.changes) {
        if (!REMOVING.has(change.type))
            continue;
        for (const ref of change.before?.refs ?? []) {
            if (!(0,canonical/* parseRef */.rd)(ref))
                continue;
            // Only a capability the base served on this surface and the head no longer serves there is taken away;
            // an alias kept under the old name, or an exposure that widened, takes nothing.
            if (!baseServed.get(change.surface)?.has(ref))
                continue;
            if (headServed.get(change.surface)?.has(ref))
                continue;
            checkRemoval(ctx, ref, change.surface, actionOf(change));
        }
    }
    // Deprecations of what the head still serves. A server-declared marker counts only if the head still carries it:
    // dropping the marker un-deprecates.
    const live = all.filter((d) => d.source === 'config' || d.source === 'alias' || d.seenIn?.includes('head'));
    const deprecations = [];
    for (const [surface, refs] of [...headServed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        for (const ref of [...new Set(live.map((d) => d.ref))].sort()) {
            if (!refs.has(ref))
                continue;
            if (!live.some((d) => d.ref === ref && (d.surface === undefined || d.surface === surface)))
                continue;
            const dep = effectiveDeprecation(live, ref, surface, release_history(input, baseVersion, ctx.today));
            if (!dep)
                continue;
            deprecations.push(dep);
            checkStillServed(ctx, dep);
        }
    }
    checkVersions(ctx, headVersion);
    const findings = ctx.out.list;
    const result = {
        findings,
        errors: findings.filter((f) => f.level === 'error').length,
        warnings: findings.filter((f) => f.level === 'warning').length,
        deprecations,
    };
    if (baseVersion !== undefined)
        result.baseVersion = baseVersion;
    if (headVersion !== undefined)
        result.headVersion = headVersion;
    return result;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/storage/tags.ts
// Release history from git tags: the last released snapshot and the dates past versions shipped, for the release gate.






const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function tags_git(cwd, args) {
    const { stdout } = await run('git', ['--no-replace-objects', ...args], {
        cwd,
        env: { ...process.env, ...NO_REPLACE_ENV },
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
    });
    return stdout;
}
async function listTags(cwd) {
    const out = await tags_git(cwd, ['for-each-ref', '--format=%(refname:strip=2)%09%(creatordate:unix)', 'refs/tags']);
    return out
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => {
        const [name, created] = l.split('\t');
        return { name, created: Number(created) };
    });
}
/**
 * Newest first: tags that are semantic versions by version precedence (so `v1.10.0` beats `v1.9.0` and `v2.0.0`
 * beats `v2.0.0-rc.1`), then the other tags by creation date. Ties keep a stable order by name.
 */
function sortTagsNewestFirst(tags) {
    return [...tags].sort((a, b) => {
        const va = parseVersion(a.name);
        const vb = parseVersion(b.name);
        if (va && vb)
            return compareVersions(vb, va) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
        if (va)
            return -1;
        if (vb)
            return 1;
        return b.created - a.created || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    });
}
/** `path` (relative to `cwd`, or absolute) as a path from the repository root, with forward slashes. */
async function repoPath(path, cwd) {
    const top = (await tags_git(cwd, ['rev-parse', '--show-toplevel'])).trim();
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    // The work tree may be reached through a symlink (macOS /tmp); compare real paths.
    const [realTop, realAbs] = await Promise.all([(0,promises_.realpath)(top), (0,promises_.realpath)(abs).catch(() => abs)]);
    return (0,external_node_path_.relative)(realTop, realAbs).split(external_node_path_.sep).join('/');
}
async function tagHasFile(cwd, tag, file) {
    try {
        // `^{}` peels an annotated tag to its commit; `:path` then names the blob in that commit's tree.
        const type = (await tags_git(cwd, ['cat-file', '-t', `refs/tags/${tag}^{}:${file}`])).trim();
        return type === 'blob';
    }
    catch {
        return false;
    }
}
async function commitOf(cwd, rev) {
    try {
        return (await tags_git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The commit a tag points at (annotated tags peeled). */
async function tagCommit(cwd, tag) {
    return commitOf(cwd, `refs/tags/${tag}`);
}
async function headCommit(cwd) {
    return commitOf(cwd, 'HEAD');
}
/**
 * Tags whose tree contains `path` and that `skip` does not reject, newest first, found lazily (the newest alone needs
 * no look at older tags); none outside a git work tree.
 */
async function* tagsHolding(path, cwd, skip) {
    let tags;
    let file;
    try {
        tags = await listTags(cwd);
        file = await repoPath(path, cwd);
    }
    catch {
        return;
    }
    for (const tag of sortTagsNewestFirst(tags)) {
        if (!(await tagHasFile(cwd, tag.name, file)))
            continue;
        if (skip && (await skip(tag.name)))
            continue;
        yield tag.name;
    }
}
/** Every tag whose tree contains `path` and that `skip` does not reject, newest first; empty outside a git work tree. */
async function tagsWithFile(path, cwd, skip) {
    const out = [];
    for await (const tag of tagsHolding(path, cwd, skip))
        out.push(tag);
    return out;
}
/** YYYY-MM-DD (UTC) of a commit's committer date. */
async function commitDay(cwd, rev) {
    try {
        const out = (await tags_git(cwd, ['log', '-1', '--format=%ct', `${rev}^{commit}`])).trim();
        const n = Number(out);
        return out !== '' && Number.isFinite(n) ? new Date(n * 1000).toISOString().slice(0, 10) : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The newest tag whose tree contains `path` and that `skip` does not reject, or undefined when none does (or `cwd`
 * is not a git work tree).
 */
async function latestTagWithFile(path, cwd, skip) {
    for await (const tag of tagsHolding(path, cwd, skip))
        return tag;
    return undefined;
}
/**
 * tag -> YYYY-MM-DD (UTC) of its creation: the tagger date of an annotated tag, else its commit's committer date.
 * Empty outside a git work tree: every version-dated deprecation then reports its age as unknown, naming the version.
 */
async function tagDates(cwd) {
    const out = {};
    let tags;
    try {
        tags = await listTags(cwd);
    }
    catch {
        return out;
    }
    for (const tag of tags) {
        if (Number.isFinite(tag.created))
            out[tag.name] = new Date(tag.created * 1000).toISOString().slice(0, 10);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/render/changelog.ts
// Release notes from a report: what callers must do, grouped the way a changelog reader scans (Keep a Changelog headings).
// Names and descriptions come from the server and are untrusted: every one goes through escape.ts before it is placed.



const SECTIONS = ['Breaking', 'Deprecated', 'Added', 'Changed', 'Removed'];
const KIND_HEADINGS = [
    ['tool', 'Tools'],
    ['prompt', 'Prompts'],
    ['resource', 'Resources'],
    ['resourceTemplate', 'Resource templates'],
    ['server', 'Server'],
    ['config', 'Configuration'],
];
/** Text that can mean nothing to markdown (versions, dates, git refs) reads better unescaped; anything else is escaped. */
function plain(text) {
    return /^[0-9A-Za-z.+\-/ ]*$/.test(text) && !/:\/\/|www\./i.test(text) ? text : (0,render_escape/* escapeInline */.VV)(text);
}
function nameOf(ref) {
    return (0,canonical/* parseRef */.rd)(ref)?.key ?? ref;
}
function names(refs) {
    return refs.map((r) => (0,render_escape/* codeSpan */.SS)(nameOf(r))).join(', ');
}
function andList(refs) {
    const parts = refs.map((r) => (0,render_escape/* codeSpan */.SS)(nameOf(r)));
    return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function aliasKept(change) {
    return change.rule.endsWith('-with-alias');
}
/** One bullet: renames, merges and splits say what callers must do; everything else says what happened. */
function line(change) {
    const from = change.before?.refs ?? [];
    const to = change.after?.refs ?? [];
    const kept = aliasKept(change)
        ? ` The old name${from.length > 1 ? 's are' : ' is'} still served as a deprecated alias for now.`
        : '';
    if (change.type === 'renamed' && from.length > 0 && to.length > 0) {
        return `${names(from)} → ${names(to)}: callers must call ${names(to)} instead of ${names(from)}.${kept}`;
    }
    if (change.type === 'merged' && from.length > 0 && to.length > 0) {
        return `${names(from)} → ${names(to)}: callers of ${andList(from)} must call ${names(to)} instead and check its arguments.${kept}`;
    }
    if (change.type === 'split' && from.length > 0 && to.length > 0) {
        return `${names(from)} → ${names(to)}: callers of ${names(from)} must switch to whichever of ${andList(to)} fits.${kept}`;
    }
    return (0,message/* safeMessage */.N5)(change, 'span');
}
function sectionOf(change) {
    if (change.severity === 'breaking')
        return 'Breaking';
    if (change.type === 'added')
        return 'Added';
    if (change.type === 'removed')
        return 'Removed';
    return 'Changed';
}
function deprecationLine(d) {
    const parts = [];
    if (d.sinceDate)
        parts.push(`since ${plain(d.sinceDate)}`);
    else if (d.since)
        parts.push(`since ${plain(d.since)}`);
    parts.push(d.removeAfter ? `removal after ${plain(d.removeAfter)}` : 'no removal date yet');
    let text = `${(0,render_escape/* codeSpan */.SS)(nameOf(d.ref))}: deprecated (${parts.join(', ')})`;
    if (d.replacedBy)
        text += `; use ${names(d.replacedBy.split(/,\s*/).filter((s) => s !== ''))} instead`;
    if (d.reason)
        text += ` — ${(0,render_escape/* escapeInline */.VV)(d.reason)}`;
    return `${text}.`;
}
function renderChangelog(report, release, opts = {}) {
    const buckets = new Map();
    const put = (section, kind, text) => {
        let byKind = buckets.get(section);
        if (!byKind)
            buckets.set(section, (byKind = new Map()));
        const lines = byKind.get(kind) ?? [];
        // The same change seen on several surfaces reads the same; say it once.
        if (!lines.includes(text))
            lines.push(text);
        byKind.set(kind, lines);
    };
    for (const change of report.changes)
        put(sectionOf(change), change.kind, line(change));
    const seenDeprecated = new Set();
    for (const d of release?.deprecations ?? []) {
        if (seenDeprecated.has(d.ref))
            continue;
        seenDeprecated.add(d.ref);
        put('Deprecated', (0,canonical/* parseRef */.rd)(d.ref)?.kind ?? 'tool', deprecationLine(d));
    }
    const title = opts.title ?? `Contract changes in ${release?.headVersion ?? report.head}`;
    const out = [`## ${plain(title)}`, ''];
    if (buckets.size === 0) {
        out.push('No changes to the MCP contract.', '');
        return out.join('\n');
    }
    for (const section of SECTIONS) {
        const byKind = buckets.get(section);
        if (!byKind)
            continue;
        out.push(`### ${section}`, '');
        for (const [kind, heading] of KIND_HEADINGS) {
            const lines = byKind.get(kind);
            if (!lines)
                continue;
            out.push(`#### ${heading}`, '', ...lines.map((l) => `- ${l}`), '');
        }
    }
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/render/release.ts


function versions(r) {
    return `${r.baseVersion ?? '?'} -> ${r.headVersion ?? '?'}`;
}
/** The same finding on several surfaces differs only in the surface it names: it is shown once, naming them all. */
function groupReleaseFindings(findings) {
    const out = [];
    const byKey = new Map();
    for (const f of findings) {
        const marker = f.surface ? `surface ${f.surface}` : undefined;
        if (!f.surface || !marker || !f.message.includes(marker)) {
            out.push(f);
            continue;
        }
        const template = f.message.split(marker).join('\u0000');
        const key = JSON.stringify([f.id, f.level, f.ref ?? null, f.hint, template]);
        const seen = byKey.get(key);
        if (seen) {
            seen.surfaces.push(f.surface);
            seen.finding.surface = seen.surfaces.join(', ');
            seen.finding.message = seen.template.split('\u0000').join(`surfaces ${seen.surfaces.join(', ')}`);
        }
        else {
            const copy = { ...f };
            byKey.set(key, { finding: copy, surfaces: [f.surface], template });
            out.push(copy);
        }
    }
    return out;
}
function counts(r) {
    return `${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}`;
}
function perSurface(r, shown) {
    return shown < r.findings.length ? ` (counted per surface; ${shown} distinct below)` : '';
}
function renderReleaseText(server, since, r) {
    const findings = groupReleaseFindings(r.findings);
    const lines = [`release check of ${(0,render_text/* cleanTerminal */.m)(server, 100)} since ${(0,render_text/* cleanTerminal */.m)(since, 100)} (version ${(0,render_text/* cleanTerminal */.m)(versions(r), 80)}): ${counts(r)}${perSurface(r, findings.length)}`];
    const order = (f) => (f.level === 'error' ? 0 : 1);
    for (const f of findings.sort((a, b) => order(a) - order(b))) {
        lines.push(`  ${f.level.toUpperCase().padEnd(8)} ${f.id}${f.ref ? `  ${(0,render_text/* cleanTerminal */.m)(f.ref, 120)}` : ''}`);
        lines.push(`           ${(0,render_text/* cleanTerminal */.m)(f.message)}`);
        if (f.hint)
            lines.push(`           hint: ${(0,render_text/* cleanTerminal */.m)(f.hint, 500)}`);
    }
    if (r.findings.length === 0)
        lines.push('  no deprecation or versioning problems');
    return `${lines.join('\n')}\n`;
}
function renderReleaseMarkdown(server, since, r) {
    const findings = groupReleaseFindings(r.findings);
    const head = `### Release check: ${(0,render_escape/* escapeInline */.VV)(server, 100)} since ${(0,render_escape/* escapeInline */.VV)(since, 100)}\n\n${r.errors === 0 ? '✅' : '❌'} ${counts(r)} (version ${(0,render_escape/* escapeInline */.VV)(versions(r), 80)})${perSurface(r, findings.length)}\n`;
    if (r.findings.length === 0)
        return `${head}\nNo deprecation or versioning problems.\n`;
    const rows = findings.map((f) => `| ${f.level} | \`${f.id}\` | ${(0,render_escape/* escapeInline */.VV)(f.message, 400)} | ${(0,render_escape/* escapeInline */.VV)(f.hint, 300)} |`);
    return `${head}\n| level | rule | message | what to do |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/storage/release-base.ts
// Finds what a release is compared against: the last released snapshot, its version, and the release dates of tags.








/** On the push of tag v2.0.0 the newest tag is the release being checked itself: it is not an earlier release. */
async function thisRelease(top, rel, snapshotPath, headText) {
    const judged = headText ?? ((0,external_node_fs_.existsSync)(snapshotPath) ? (0,external_node_fs_.readFileSync)(snapshotPath, 'utf8') : undefined);
    const head = await headCommit(top);
    return async (tag) => head !== undefined && (await tagCommit(top, tag)) === head && (await gitShow(tag, rel, top)) === judged;
}
/** `since`: a snapshot file, or a git ref whose tree holds the snapshot; default the newest tag that holds it. */
async function releaseBase(snapshotPath, since, cwd, headText) {
    if (since && (0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, since)))
        return { snapshot: await (0,snapshot_file/* readSnapshot */.RA)((0,external_node_path_.resolve)(cwd, since)), label: since };
    const top = await gitTop(cwd);
    if (!top) {
        if (since)
            throw new errors/* UsageError */.eb(`--since ${since}: no such file, and ${cwd} is not a git repository`);
        return undefined;
    }
    const rel = (0,external_node_path_.relative)(top, snapshotPath).split('\\').join('/');
    const isThisRelease = await thisRelease(top, rel, snapshotPath, headText);
    const ref = since ?? (await latestTagWithFile(rel, top, isThisRelease));
    if (!ref)
        return undefined;
    const text = await gitShow(ref, rel, top);
    if (text === undefined)
        throw new errors/* UsageError */.eb(`--since ${ref}: no snapshot "${rel}" at that ref`);
    return { snapshot: (0,snapshot_file/* parseSnapshot */.E$)(text, `git:${ref}:${rel}`), label: ref, ref };
}
/**
 * When each deprecation first shipped: every earlier release (the tags holding the snapshot, except the release being
 * checked, plus the baseline ref) is read as committed, and its config and snapshot searched for declarations.
 * Undefined outside a git repository: there is no history, and the declared dates hold.
 */
async function publishedDeprecations(input) {
    const top = await gitTop(input.cwd);
    if (!top)
        return undefined;
    const rel = (0,external_node_path_.relative)(top, input.snapshotPath).split('\\').join('/');
    const configRel = input.configPath ? (0,external_node_path_.relative)(top, input.configPath).split('\\').join('/') : undefined;
    const tags = await tagsWithFile(rel, top, await thisRelease(top, rel, input.snapshotPath, input.headText));
    const dates = await tagDates(top);
    const points = tags.map((t) => ({ release: t, date: dates[t] }));
    if (input.base.ref !== undefined && !tags.includes(input.base.ref))
        points.push({ release: input.base.ref, date: await commitDay(top, input.base.ref) });
    // A server marker reads as a deprecation under today's policy, whatever the policy was then: the text shipped.
    const markers = {};
    if (input.config.policy?.deprecatedMetaKey)
        markers.deprecatedMetaKey = input.config.policy.deprecatedMetaKey;
    if (input.config.policy?.deprecatedDescriptionMarker)
        markers.deprecatedDescriptionMarker = input.config.policy.deprecatedDescriptionMarker;
    const out = [];
    for (const p of points) {
        if (p.date === undefined || p.date > input.releaseDay)
            continue;
        let config = {};
        const configText = configRel ? await gitShow(p.release, configRel, top) : undefined;
        if (configText !== undefined) {
            try {
                config = (0,config_file/* parseConfig */.o4)(configText, `git:${p.release}:${configRel}`);
            }
            catch {
                // A config that no longer validates declared nothing this version can read.
            }
        }
        let snapshot;
        const snapshotText = await gitShow(p.release, rel, top);
        try {
            snapshot = snapshotText === undefined ? undefined : (0,snapshot_file/* parseSnapshot */.E$)(snapshotText, `git:${p.release}:${rel}`);
        }
        catch {
            snapshot = undefined;
        }
        const policy = { ...config.policy, ...markers };
        for (const d of collectDeprecations({ config: { ...config, policy }, base: snapshot })) {
            out.push({ ref: d.ref, ...(d.surface !== undefined ? { surface: d.surface } : {}), date: p.date, release: p.release });
        }
    }
    return out;
}
function versionOf(text, label) {
    try {
        const v = JSON.parse(text).version;
        if (typeof v === 'string')
            return v;
    }
    catch {
        // fall through to the error below
    }
    throw new errors/* UsageError */.eb(`${label}: no "version" string`);
}
/** The server's version from `versionFrom` (a package.json) at the base ref and in the working tree. */
async function packageVersions(server, configDir, baseRef) {
    if (!server.versionFrom)
        return {};
    const path = (0,external_node_path_.resolve)(configDir, server.versionFrom);
    if (!(0,external_node_fs_.existsSync)(path))
        throw new errors/* UsageError */.eb(`versionFrom ${server.versionFrom}: no such file`);
    const head = versionOf((0,external_node_fs_.readFileSync)(path, 'utf8'), server.versionFrom);
    let base;
    if (baseRef) {
        const text = await gitShow(baseRef, path, (0,external_node_path_.dirname)(path));
        if (text !== undefined)
            base = versionOf(text, `git:${baseRef}:${server.versionFrom}`);
    }
    return { base, head };
}

;// CONCATENATED MODULE: ./src/cli/commands/release.ts
// `mcp-contract release`: removals must have served their deprecation window; the version bump must match the drift.













function parseDate(value, now) {
    if (value === undefined)
        return now();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        throw new errors/* UsageError */.eb(`mcp-contract release: --date must be YYYY-MM-DD (got "${value}")`);
    return new Date(`${value}T00:00:00Z`);
}
async function releaseCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('release', args, {
        ...cli_targets/* TARGET_OPTIONS */.FG,
        since: { type: 'string' },
        date: { type: 'string' },
        live: { type: 'boolean' },
        format: { type: 'string', short: 'f' },
        snapshot: { type: 'string' },
    });
    const format = (0,cli_args/* formatOf */.be)('release', (0,cli_args/* str */.gx)(p, 'format'), ['text', 'markdown', 'json', 'changelog'], 'text');
    const now = parseDate((0,cli_args/* str */.gx)(p, 'date'), io.now);
    const { config, loaded, targets } = await (0,cli_targets/* resolveTargets */.h5)('release', p, io, 'snapshot');
    const top = (await gitTop(io.cwd)) ?? io.cwd;
    const versionDates = await tagDates(top);
    let errors = 0;
    const json = [];
    for (const t of targets) {
        const head = (0,cli_args/* flag */.Jt)(p, 'live') ? await captureTarget(t, io, 'sdk', format === 'json') : await (0,snapshot_file/* readSnapshot */.RA)(t.snapshotPath);
        // Tags hold the snapshot at the config's path; --snapshot only chooses what is judged as the head.
        const committedPath = loaded?.config.servers?.[t.name] ? (0,config_file/* snapshotPathOf */.Ff)(loaded, t.name) : t.snapshotPath;
        const base = await releaseBase(committedPath, (0,cli_args/* str */.gx)(p, 'since'), io.cwd, (0,snapshot_file/* serializeSnapshot */.DP)(head));
        if (!base) {
            const line = `${t.name}: no earlier release holds this snapshot (no tag has it): nothing to enforce yet`;
            if (format === 'json')
                json.push({ server: t.name, since: null, note: line });
            else
                io.stdout(`${line}\n`);
            continue;
        }
        const versions = await packageVersions(t.server, t.baseDir, base.ref);
        const report = (0,classify/* diffSnapshots */.V)(base.snapshot, head, config, { base: base.label, head: (0,cli_args/* flag */.Jt)(p, 'live') ? 'live' : 'HEAD' });
        const published = await publishedDeprecations({
            snapshotPath: committedPath,
            ...(loaded ? { configPath: loaded.path } : {}),
            config,
            base,
            cwd: io.cwd,
            headText: (0,snapshot_file/* serializeSnapshot */.DP)(head),
            releaseDay: now.toISOString().slice(0, 10),
        });
        const result = evaluateRelease({ report, base: base.snapshot, head, config, now, baseVersion: versions.base, headVersion: versions.head, versionDates, ...(published ? { published } : {}) });
        errors += result.errors;
        if (format === 'json')
            json.push({ server: t.name, since: base.label, release: result, report });
        else if (format === 'changelog')
            io.stdout(renderChangelog(report, result, { title: `${t.name} contract changes since ${base.label}` }));
        else if (format === 'markdown')
            io.stdout(renderReleaseMarkdown(t.name, base.label, result));
        else
            io.stdout(renderReleaseText(t.name, base.label, result));
    }
    if (format === 'json')
        io.stdout(`${JSON.stringify({ ok: errors === 0, servers: json }, null, 2)}\n`);
    return errors > 0 ? 1 : 0;
}

// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(8833);
;// CONCATENATED MODULE: ./src/core/stats.ts

function countByKind(snapshot) {
    const sets = Object.fromEntries(model/* KINDS */.GW.map((k) => [k, new Set()]));
    for (const surface of Object.values(snapshot.surfaces))
        for (const k of model/* KINDS */.GW)
            for (const c of surface.kinds[k].items)
                sets[k].add(c.ref);
    return Object.fromEntries(model/* KINDS */.GW.map((k) => [k, sets[k].size]));
}
const LABEL = {
    tool: ['tool', 'tools'],
    prompt: ['prompt', 'prompts'],
    resource: ['resource', 'resources'],
    resourceTemplate: ['template', 'templates'],
};
function describeCounts(counts, separator = ', ') {
    const parts = model/* KINDS */.GW.filter((k) => k !== 'resourceTemplate' || counts[k] > 0).map((k) => `${counts[k]} ${LABEL[k][counts[k] === 1 ? 0 : 1]}`);
    return parts.join(separator);
}

;// CONCATENATED MODULE: ./src/badge/badge.ts
// The README badge: what the committed contract offers, coloured by the state of its last check.
// Counts are the union over surfaces (what the server can offer under any of its configurations), templates shown
// only when there are any — the same wording as every other summary (core/stats.ts).


const BADGE_COLORS = {
    ok: 'brightgreen',
    review: 'yellow',
    breaking: 'red',
    stale: 'red',
    unknown: 'lightgrey',
};
/** Said in words as well as colour, so the state survives colour blindness and greyscale. */
const STATE_SUFFIX = {
    ok: '',
    review: 'review pending',
    breaking: 'breaking',
    stale: 'stale',
    unknown: 'unknown',
};
const DEFAULT_BADGE_LABEL = 'mcp contract';
function badgeData(input) {
    const counts = describeCounts(countByKind(input.snapshot), ' · ');
    const suffix = STATE_SUFFIX[input.state];
    return {
        schemaVersion: 1,
        label: input.label ?? DEFAULT_BADGE_LABEL,
        message: suffix ? `${counts} · ${suffix}` : counts,
        color: BADGE_COLORS[input.state],
    };
}
/** The same badge as a static SVG, rendered offline (badge-maker escapes the text for XML). */
function renderBadgeSvg(data) {
    return (0,lib/* makeBadge */.O)({ label: data.label, message: data.message, color: data.color });
}

;// CONCATENATED MODULE: ./src/cli/commands/badge.ts
// `mcp-contract badge`: an SVG made offline and a shields.io endpoint JSON from the same data.








async function badgeCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('badge', args, {
        ...cli_targets/* TARGET_OPTIONS */.FG,
        snapshot: { type: 'string' },
        svg: { type: 'string' },
        endpoint: { type: 'string' },
        live: { type: 'boolean' },
        state: { type: 'string' },
        label: { type: 'string' },
    });
    const { targets } = await (0,cli_targets/* resolveTargets */.h5)('badge', p, io, 'snapshot');
    if (targets.length !== 1 && ((0,cli_args/* str */.gx)(p, 'svg') || (0,cli_args/* str */.gx)(p, 'endpoint')))
        throw new errors/* UsageError */.eb('mcp-contract badge: --svg/--endpoint need exactly one --server');
    let worst = 0;
    for (const t of targets) {
        if (!(0,external_node_fs_.existsSync)(t.snapshotPath))
            throw new errors/* UsageError */.eb(`${(0,external_node_path_.relative)(io.cwd, t.snapshotPath)}: no snapshot to draw a badge from (run mcp-contract snapshot)`);
        const committed = await (0,snapshot_file/* readSnapshot */.RA)(t.snapshotPath);
        let state = (0,cli_args/* oneOf */.yL)('badge', 'state', (0,cli_args/* str */.gx)(p, 'state'), ['ok', 'review', 'breaking', 'stale', 'unknown'], 'ok');
        if ((0,cli_args/* flag */.Jt)(p, 'live')) {
            const live = await captureTarget(t, io, 'sdk', true);
            state = (0,snapshot_file/* serializeSnapshot */.DP)(live) === (0,snapshot_file/* serializeSnapshot */.DP)(committed) ? 'ok' : 'stale';
        }
        if (state !== 'ok')
            worst = 1;
        const data = badgeData({ snapshot: committed, state, label: (0,cli_args/* str */.gx)(p, 'label') });
        const svgPath = (0,external_node_path_.resolve)(io.cwd, (0,cli_args/* str */.gx)(p, 'svg') ?? (0,external_node_path_.join)('badges', `${t.name}.svg`));
        const endpointPath = (0,external_node_path_.resolve)(io.cwd, (0,cli_args/* str */.gx)(p, 'endpoint') ?? (0,external_node_path_.join)('badges', `${t.name}.json`));
        await (0,snapshot_file/* writeFileAtomic */.Zf)(svgPath, renderBadgeSvg(data));
        await (0,snapshot_file/* writeFileAtomic */.Zf)(endpointPath, `${JSON.stringify(data, null, 2)}\n`);
        io.stdout(`${t.name}: ${data.label} | ${data.message} (${data.color}) -> ${(0,external_node_path_.relative)(io.cwd, svgPath)}, ${(0,external_node_path_.relative)(io.cwd, endpointPath)}\n`);
    }
    return (0,cli_args/* flag */.Jt)(p, 'live') ? worst : 0;
}

;// CONCATENATED MODULE: ./src/core/rules-doc.ts
// The README rule table, rendered from the registry so the docs cannot drift from the code.


/** Stand-in values that make a message template read as a sentence in the table. */
const EXAMPLE = {
    kind: 'tool',
    name: 'NAME',
    surface: 'SURFACE',
    property: 'PROPERTY',
    argument: 'ARGUMENT',
};
function renderRulesMarkdown() {
    const lines = ['| Rule | Severity | Kinds | What it flags | Why |', '| --- | --- | --- | --- | --- |'];
    for (const r of rules/* RULES */.y0) {
        const flags = r.message.replace(/\{([A-Za-z]+)\}/g, (_whole, k) => EXAMPLE[k] ?? `<${k}>`);
        lines.push(`| \`${r.id}\` | ${r.severity} | ${r.kinds.join(', ')} | ${tableCellText(flags)} | ${tableCellText(r.why)} |`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/rules.ts
// `mcp-contract rules`: the rule catalog, as the README shows it or as data.



async function rulesCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('rules', args, { format: { type: 'string', short: 'f' } });
    const format = (0,cli_args/* formatOf */.be)('rules', (0,cli_args/* str */.gx)(p, 'format'), ['text', 'markdown', 'json'], 'text');
    if (format === 'json')
        io.stdout(`${JSON.stringify(rules/* RULES */.y0, null, 2)}\n`);
    else if (format === 'markdown')
        io.stdout(`${renderRulesMarkdown()}\n`);
    else
        for (const r of rules/* RULES */.y0)
            io.stdout(`${r.id.padEnd(44)} ${r.severity.padEnd(9)} ${r.kinds.join(',')}\n`);
    return 0;
}

;// CONCATENATED MODULE: ./src/scan/rules.ts
// The scan's rule registry: one row per finding id with its layer, level and wording, nowhere else.
// "observed" rows state a fact read from the launch configuration; "unverified" rows name an evidence layer the
// configuration cannot supply. Nothing here may claim a server is stable or harmless: absence of a finding proves neither.

const SCAN_LEVELS = ['error', 'warning', 'note'];
const SCAN_RULES = [
    {
        id: 'launch-package-unpinned',
        layer: 'observed',
        level: 'error',
        title: 'Package resolved at launch without a version',
        message: '`{runner}` resolves `{package}` from the registry at every launch with no version given.',
        hint: 'Pin an exact version (`{package}@1.2.3`, `{package}==1.2.3`), or install it with a lockfile and run the installed binary.',
        why: 'Whatever is published next runs next, with the permissions this client grants; nothing in the configuration changes when the code does.',
    },
    {
        id: 'launch-package-tag',
        layer: 'observed',
        level: 'error',
        title: 'Package resolved through a moving tag',
        message: '`{runner}` resolves `{package}` through the tag `{tag}`, which moves with every publish.',
        hint: 'Replace `@{tag}` with an exact version.',
        why: 'A dist-tag such as latest names whatever was published last; the code can change between two launches.',
    },
    {
        id: 'launch-package-range',
        layer: 'observed',
        level: 'warning',
        title: 'Package resolved through a version range',
        message: '`{runner}` resolves `{package}` through the range `{range}`.',
        hint: 'Replace the range with an exact version.',
        why: 'A range admits every future release inside it; each launch may run a different one.',
    },
    {
        id: 'launch-image-unpinned',
        layer: 'observed',
        level: 'error',
        title: 'Container image without a tag or with latest',
        message: '`{runner}` runs the image `{image}` with {what} and no digest.',
        hint: 'Pin the image by digest: `{image}@sha256:...` (the digest `docker pull` prints).',
        why: 'A missing or latest tag names whatever was pushed last.',
    },
    {
        id: 'launch-image-tag-without-digest',
        layer: 'observed',
        level: 'warning',
        title: 'Container image pinned by tag only',
        message: '`{runner}` runs the image `{image}` by its tag, without a digest.',
        hint: 'Add the digest: `{image}@sha256:...`; a tag can be pushed again with different content.',
        why: 'Tags are mutable; only a digest names fixed content.',
    },
    {
        id: 'plaintext-secret',
        layer: 'observed',
        level: 'error',
        title: 'Secret-looking value written in plain text',
        message: '{where} holds a secret-looking value in plain text ({shown}).',
        hint: '{fix}',
        why: 'A config file is copied, committed and shared; a reference keeps the value out of it (it does not prove the server handles the value well).',
    },
    {
        id: 'path-broad-root',
        layer: 'observed',
        level: 'error',
        title: 'Path argument grants a filesystem or home root',
        message: 'The argument `{arg}` grants the server {what}.',
        hint: 'Pass the narrowest directory the server needs, inside the workspace.',
        why: 'A root path hands the server every file below it: keys, other projects, credentials.',
    },
    {
        id: 'path-outside-workspace',
        layer: 'observed',
        level: 'warning',
        title: 'Path argument outside the workspace',
        message: 'The argument `{arg}` points outside the workspace `{workspace}`.',
        hint: 'Keep path arguments inside the workspace, or confirm the server needs this directory.',
        why: 'Files outside the project are outside what its reviewers look at.',
    },
    {
        id: 'remote-plain-http',
        layer: 'observed',
        level: 'error',
        title: 'Remote server over plain http',
        message: 'The server is reached at `{url}` over plain http.',
        hint: 'Use https for anything that is not on this machine.',
        why: 'Anyone on the path can read the tool calls and headers, and change the tool list the client receives.',
    },
    {
        id: 'shell-wrapper',
        layer: 'observed',
        level: 'warning',
        title: 'Shell wrapper hides the real command',
        message: '`{shell} {flag}` runs a shell script instead of the server command: `{script}`.',
        hint: 'Put the real command in `command` and its arguments in `args`.',
        why: 'A script string can fetch, pipe and chain anything, and scanners (this one included) read it only roughly.',
    },
    {
        id: 'artifact-integrity-unverified',
        layer: 'unverified',
        title: 'Artifact integrity not verified',
        message: 'What runs is not tied to reviewed content: {reason}.',
        hint: 'Run an immutable artifact: an image digest, or an installed package checked against a lockfile integrity hash.',
        why: 'Version strings and names are declarations; only a content hash ties the running code to what was reviewed.',
    },
    {
        id: 'contract-baseline-missing',
        layer: 'unverified',
        title: 'No committed contract baseline',
        message: 'No committed contract baseline covers this server: {reason}.',
        hint: 'Add it to mcp-contract.json and commit `mcp-contract snapshot`; `mcp-contract check` then compares every launch with it.',
        why: 'Without a persisted baseline, a changed tool list is accepted as if it had always been so.',
    },
    {
        id: 'canary-missing',
        layer: 'unverified',
        title: 'No behavioural canary',
        message: 'No canary exercises this server: {reason}.',
        hint: 'Add `canaries` for its read-only tools in mcp-contract.json; `mcp-contract check` runs them.',
        why: 'An unchanged schema says nothing about what the code behind it now returns.',
    },
    {
        id: 'sandbox-undeclared',
        layer: 'unverified',
        title: 'No sandbox declared',
        message: 'No sandbox is declared: {reason}.',
        hint: 'Run it in a container or a sandbox wrapper (srt, bwrap, sandbox-exec) limited to the paths and hosts it needs.',
        why: 'When every other check misses something, isolation is what bounds the damage.',
    },
];
const scanRule = byIdOf(SCAN_RULES, 'scan');
/** Lower index is more severe. */
function levelRank(level) {
    return SCAN_LEVELS.indexOf(level);
}
/** The README table of scan rules. */
function renderScanRulesMarkdown() {
    return markdownTable(['id', 'layer', 'level', 'what it reports', 'why'], SCAN_RULES.map((r) => [`\`${r.id}\``, r.layer, r.level ?? '—', tableCellText(r.message), tableCellText(r.why)]));
}

;// CONCATENATED MODULE: ./src/cli/docs.ts
// The README's generated sections, rendered from the code that defines them (a test fails when the README drifts).







const DOC_SECTIONS = ['rules', 'release-rules', 'scan-rules', 'canary-rules', 'exit-codes', 'inputs', 'outputs'];
/** Reads the `inputs:`/`outputs:` block of our own action.yml (a fixed, simple layout: no YAML library needed). */
function actionEntries(actionYml, block) {
    const lines = actionYml.split('\n');
    const start = lines.findIndex((l) => l === `${block}:`);
    if (start < 0)
        return [];
    const out = [];
    let current;
    let inDescription = false;
    for (const line of lines.slice(start + 1)) {
        if (/^\S/.test(line))
            break;
        const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
        if (name) {
            current = { name: name[1], description: '' };
            out.push(current);
            inDescription = false;
            continue;
        }
        const field = /^ {4}(description|default|required):\s*(.*)$/.exec(line);
        if (field && current) {
            const value = field[2].replace(/^(['"])(.*)\1$/, '$2');
            inDescription = field[1] === 'description' && value === '';
            if (field[1] === 'description')
                current.description = value;
            if (field[1] === 'default')
                current.default = value;
            continue;
        }
        if (inDescription && current && /^ {6}/.test(line))
            current.description += `${current.description ? ' ' : ''}${line.trim()}`;
    }
    return out;
}
function cell(text) {
    return text.replace(/\|/g, '\\|');
}
function renderDocSection(section, root) {
    switch (section) {
        case 'rules':
            return renderRulesMarkdown();
        case 'release-rules':
            return renderReleaseRulesMarkdown();
        case 'scan-rules':
            return renderScanRulesMarkdown();
        case 'canary-rules':
            return renderCanaryRulesMarkdown();
        case 'exit-codes':
            return ['| code | meaning |', '| --- | --- |', ...errors/* EXIT_DOCS */.VI.map((e) => `| ${e.code} (${e.name}) | ${cell(e.meaning)} |`)].join('\n');
        case 'inputs':
        case 'outputs': {
            const entries = actionEntries((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'action.yml'), 'utf8'), section);
            if (section === 'outputs')
                return ['| output | meaning |', '| --- | --- |', ...entries.map((e) => `| \`${e.name}\` | ${cell(e.description)} |`)].join('\n');
            return [
                '| input | default | meaning |',
                '| --- | --- | --- |',
                ...entries.map((e) => `| \`${e.name}\` | ${e.default ? `\`${cell(e.default)}\`` : ''} | ${cell(e.description)} |`),
            ].join('\n');
        }
    }
}
/** Replaces each `<!-- generated:NAME -->...<!-- /generated:NAME -->` block of the README. */
function spliceReadme(readme, root) {
    let out = readme;
    for (const s of DOC_SECTIONS) {
        const re = new RegExp(`(<!-- generated:${s} -->)[\\s\\S]*?(<!-- /generated:${s} -->)`);
        out = out.replace(re, (_, a, b) => `${a}\n${renderDocSection(s, root)}\n${b}`);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/cli/commands/docs.ts
// `mcp-contract docs`: regenerates the README's generated sections (`npm run docs`), or prints one.




async function docsCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('docs', args, { section: { type: 'string' }, readme: { type: 'string' } });
    const section = (0,cli_args/* str */.gx)(p, 'section');
    if (section) {
        io.stdout(`${renderDocSection((0,cli_args/* oneOf */.yL)('docs', 'section', section, DOC_SECTIONS, 'rules'), io.cwd)}\n`);
        return 0;
    }
    const path = (0,external_node_path_.join)(io.cwd, (0,cli_args/* str */.gx)(p, 'readme') ?? 'README.md');
    const before = (0,external_node_fs_.readFileSync)(path, 'utf8');
    const after = spliceReadme(before, io.cwd);
    if (after !== before)
        (0,external_node_fs_.writeFileSync)(path, after);
    io.stdout(after === before ? 'README.md is up to date\n' : 'README.md regenerated\n');
    return 0;
}

;// CONCATENATED MODULE: ./src/cli/commands/snapshot.ts
// `mcp-contract snapshot`: capture each server and write its canonical snapshot file.






async function snapshotCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('snapshot', args, { ...cli_targets/* TARGET_OPTIONS */.FG, out: { type: 'string', short: 'o' }, json: { type: 'boolean' }, via: { type: 'string' } });
    const via = (0,cli_args/* oneOf */.yL)('snapshot', 'via', (0,cli_args/* str */.gx)(p, 'via'), ['sdk', 'inspector'], 'sdk');
    const { targets } = await (0,cli_targets/* resolveTargets */.h5)('snapshot', p, io, 'out');
    const results = [];
    for (const t of targets) {
        const snap = await captureTarget(t, io, via, (0,cli_args/* flag */.Jt)(p, 'json'));
        await (0,snapshot_file/* writeSnapshot */.oF)(t.snapshotPath, snap, t.root);
        const counts = countByKind(snap);
        results.push({ server: t.name, path: (0,cli_io/* shownPath */.pS)(io, t.snapshotPath), surfaces: Object.keys(snap.surfaces), counts });
        if (!(0,cli_args/* flag */.Jt)(p, 'json'))
            io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, t.snapshotPath)}: ${describeCounts(counts)} (${Object.keys(snap.surfaces).join(', ')})\n`);
    }
    if ((0,cli_args/* flag */.Jt)(p, 'json'))
        io.stdout(`${JSON.stringify({ servers: results }, null, 2)}\n`);
    return 0;
}

;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `mcp-contract init`: adopt the tool in one command: a config for the server, its first snapshot, and (optionally)
// the pull-request workflow. Nothing is written unless the first capture is complete.











/** The pull-request workflow; `secrets` are the environment variables the config refers to as `${VAR}`. */
function workflowFor(secrets) {
    const env = secrets.length > 0
        ? `        env:\n${secrets.map((v) => `          ${v}: \${{ secrets.${v} }}\n`).join('')}`
        : '        # env:    # what the config refers to as ${VAR}, from repository secrets (fork PRs get none)\n' +
            '        #   NOTES_API_TOKEN: ${{ secrets.NOTES_API_TOKEN }}\n';
    return `name: mcp-contract
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled, unlabeled]
  pull_request_review:
    types: [submitted, dismissed]
permissions:
  contents: read
  pull-requests: write
jobs:
  contract:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - uses: mcp-contract/mcp-contract@v1
        id: contract
${env}        with:
          mode: pr
      - if: always() && steps.contract.outputs.report != ''
        uses: actions/upload-artifact@v4
        with:
          name: mcp-contract-report
          path: \${{ steps.contract.outputs.report }}
`;
}
const WORKFLOW = workflowFor([]);
/** `--env NAME=VALUE`, or `--env NAME` to take the value from this environment. Values are secrets. */
function parseEnv(entries, environment) {
    const out = {};
    for (const e of entries) {
        const eq = e.indexOf('=');
        const name = eq < 0 ? e : e.slice(0, eq);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            throw new errors/* UsageError */.eb(`mcp-contract init: --env takes NAME=VALUE or NAME (got a bad name "${name.slice(0, 60)}")`);
        const value = eq < 0 ? environment[name] : e.slice(eq + 1);
        if (value === undefined)
            throw new errors/* UsageError */.eb(`mcp-contract init: --env ${name}: ${name} is not set in this environment (give --env ${name}=VALUE)`);
        out[name] = value;
    }
    return out;
}
/** A config-safe server name from what the server calls itself. */
function configName(serverInfoName) {
    const n = typeof serverInfoName === 'string' ? serverInfoName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+|-+$/g, '') : '';
    return n.slice(0, 60) || 'server';
}
/** Header values are secrets: the config names an environment variable instead of holding the value. */
function headerVariable(name) {
    return `MCP_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
/** Query parameters whose name says credential, or whose value looks like a generated token. */
const SECRET_PARAM = /key|token|secret|auth|pass|pwd|sig|credential|session|code|jwt|bearer/i;
function looksSecret(name, value) {
    return SECRET_PARAM.test(name) || (value.length >= 20 && /[A-Za-z]/.test(value) && /\d/.test(value));
}
function queryVariable(name) {
    return `MCP_QUERY_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
/**
 * The URL as the config may hold it: userinfo and credential-looking query values become `${VAR}` references (the
 * config is committed), with the variables and their values to set. Everything else is kept exactly as given.
 */
function committedUrl(url) {
    const variables = {};
    let out = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i, (_m, scheme, info) => {
        const i = info.indexOf(':');
        const user = i === -1 ? info : info.slice(0, i);
        const pass = i === -1 ? undefined : info.slice(i + 1);
        variables.MCP_URL_USERNAME = decodeSafe(user);
        if (pass === undefined)
            return `${scheme}\${MCP_URL_USERNAME}@`;
        variables.MCP_URL_PASSWORD = decodeSafe(pass);
        return `${scheme}\${MCP_URL_USERNAME}:\${MCP_URL_PASSWORD}@`;
    });
    const q = out.indexOf('?');
    if (q !== -1) {
        const h = out.indexOf('#', q);
        const query = out.slice(q + 1, h === -1 ? undefined : h);
        const pairs = query.split('&').map((pair) => {
            const eq = pair.indexOf('=');
            if (eq === -1)
                return pair;
            const name = decodeSafe(pair.slice(0, eq).replace(/\+/g, ' '));
            const value = decodeSafe(pair.slice(eq + 1).replace(/\+/g, ' '));
            if (value === '' || !looksSecret(name, value))
                return pair;
            const v = queryVariable(name);
            variables[v] = value;
            return `${pair.slice(0, eq)}=\${${v}}`;
        });
        out = `${out.slice(0, q + 1)}${pairs.join('&')}${h === -1 ? '' : out.slice(h)}`;
    }
    return { url: out, variables };
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
async function initCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('init', args, {
        config: { type: 'string', short: 'c' },
        name: { type: 'string' },
        url: { type: 'string' },
        header: { type: 'string', multiple: true },
        env: { type: 'string', multiple: true },
        transport: { type: 'string' },
        workflow: { type: 'boolean' },
    });
    const configPath = (0,external_node_path_.resolve)(io.cwd, (0,cli_args/* str */.gx)(p, 'config') ?? 'mcp-contract.json');
    if ((0,external_node_fs_.existsSync)(configPath))
        throw new errors/* UsageError */.eb(`${(0,cli_io/* shownPath */.pS)(io, configPath)}: already exists; add the server to it by hand, or pass --config NEW_FILE`);
    const url = (0,cli_args/* str */.gx)(p, 'url');
    if ((p.rest.length > 0) === Boolean(url))
        throw new errors/* UsageError */.eb('mcp-contract init: give the server as a command after -- or as --url URL');
    const headers = (0,cli_targets/* parseHeaders */.QG)((0,cli_args/* list */.p_)(p, 'header'));
    io.protect(Object.values(headers));
    const env = parseEnv((0,cli_args/* list */.p_)(p, 'env'), io.env);
    io.protect(Object.values(env));
    const envNames = Object.keys(env);
    const kept = url ? committedUrl(url) : undefined;
    // A one- or two-letter username would redact every such letter; it is still kept out of the config.
    io.protect(Object.values(kept?.variables ?? {}).filter((v) => v.length >= 3));
    const live = url
        ? { url, headers, ...((0,cli_args/* str */.gx)(p, 'transport') ? { transport: (0,cli_args/* str */.gx)(p, 'transport') } : {}) }
        : { command: p.rest[0], args: p.rest.slice(1), ...(envNames.length > 0 ? { env } : {}) };
    const dir = (0,external_node_path_.resolve)(configPath, '..');
    const snap = await captureTarget({ name: (0,cli_args/* str */.gx)(p, 'name') ?? 'server', server: live, snapshotPath: '', baseDir: dir }, io, 'sdk');
    const name = (0,cli_args/* str */.gx)(p, 'name') ?? configName(snap.surfaces.default?.server?.serverInfo.name);
    snap.server = name;
    const committed = url
        ? { ...live, url: kept.url, headers: Object.fromEntries(Object.keys(headers).map((h) => [h, `\${${headerVariable(h)}}`])) }
        : { ...live, ...(envNames.length > 0 ? { env: Object.fromEntries(envNames.map((k) => [k, `\${${k}}`])) } : {}) };
    if (url && Object.keys(headers).length === 0)
        delete committed.headers;
    if (url && envNames.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract init: --env is for a server started by command; an HTTP server takes --header');
    const schema = (0,external_node_path_.join)(dir, 'node_modules', 'mcp-contract', 'schemas', 'config.schema.json');
    const config = {
        ...((0,external_node_fs_.existsSync)(schema) ? { $schema: (0,external_node_path_.relative)(dir, schema).split('\\').join('/') } : {}),
        servers: { [name]: committed },
    };
    const snapshotPath = (0,external_node_path_.resolve)(dir, (0,config_file/* defaultSnapshotPath */.Ht)(name));
    await (0,snapshot_file/* writeSnapshot */.oF)(snapshotPath, snap);
    await (0,snapshot_file/* writeFileAtomic */.Zf)(configPath, (0,canonical/* stableStringify */.JB)(config));
    io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, configPath)}: server "${name}"\n`);
    io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, snapshotPath)}: ${describeCounts(countByKind(snap))}\n`);
    const secretNames = url ? [...Object.keys(kept?.variables ?? {}), ...Object.keys(headers).map(headerVariable)] : envNames;
    if ((0,cli_args/* flag */.Jt)(p, 'workflow')) {
        const wf = (0,external_node_path_.resolve)(dir, '.github', 'workflows', 'mcp-contract.yml');
        if ((0,external_node_fs_.existsSync)(wf))
            io.stdout(`kept ${(0,cli_io/* shownPath */.pS)(io, wf)} (it already exists)\n`);
        else {
            await (0,snapshot_file/* writeFileAtomic */.Zf)(wf, workflowFor(secretNames));
            io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, wf)}\n`);
        }
    }
    const steps = [
        `commit ${(0,cli_io/* shownPath */.pS)(io, configPath)} and ${(0,cli_io/* shownPath */.pS)(io, snapshotPath)}`,
        // A team owner needs a token that can read org membership, which the workflow's GITHUB_TOKEN never has.
        `name who signs off contract changes in .github/CODEOWNERS with user logins, e.g. "/snapshots/ @alice @bob" ` +
            `(a team such as @org/maintainers needs a github-token with the organization permission "members: read": the default GITHUB_TOKEN cannot resolve teams)`,
    ];
    if (secretNames.length > 0)
        steps.push(`set ${secretNames.join(', ')} in the environment to run the CLI, and as repository secrets for the workflow ` +
            `(the config refers to them as \${VAR} instead of holding the values${(0,cli_args/* flag */.Jt)(p, 'workflow') ? '; the workflow passes them to the action' : ''})`);
    if (!url)
        steps.push('add a "build" command to the server entry if it must be built before it starts');
    io.stdout(`next:\n${steps.map((s) => `  - ${s}`).join('\n')}\n`);
    return 0;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/scan/jsonc.ts
class JsoncError extends Error {
    position;
    constructor(message, position) {
        super(message);
        this.position = position;
    }
}
function pointerOf(parts) {
    return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
function parseJsonc(text) {
    let i = 0;
    let line = 1;
    let col = 1;
    const positions = new Map();
    const here = () => ({ line, column: col });
    const fail = (what) => {
        throw new JsoncError(`${what} at line ${line}, column ${col}`, here());
    };
    const advance = () => {
        const c = text[i++];
        if (c === '\n') {
            line++;
            col = 1;
        }
        else
            col++;
        return c;
    };
    const skip = () => {
        for (;;) {
            const c = text[i];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF')
                advance();
            else if (c === '/' && text[i + 1] === '/')
                while (i < text.length && text[i] !== '\n')
                    advance();
            else if (c === '/' && text[i + 1] === '*') {
                advance();
                advance();
                while (i < text.length && !(text[i] === '*' && text[i + 1] === '/'))
                    advance();
                if (i >= text.length)
                    fail('unterminated comment');
                advance();
                advance();
            }
            else
                return;
        }
    };
    const str = () => {
        const start = i;
        advance();
        while (i < text.length && text[i] !== '"') {
            if (text[i] === '\\')
                advance();
            if (text[i] === '\n')
                fail('line break in a string');
            advance();
        }
        if (i >= text.length)
            fail('unterminated string');
        advance();
        try {
            return JSON.parse(text.slice(start, i));
        }
        catch {
            return fail('invalid string escape');
        }
    };
    const value = (path) => {
        skip();
        positions.set(path, here());
        const c = text[i];
        if (c === '{') {
            advance();
            const out = {};
            skip();
            while (text[i] !== '}') {
                if (text[i] !== '"')
                    fail('expected a property name');
                const keyPos = here();
                const key = str();
                skip();
                if (text[i] !== ':')
                    fail('expected ":"');
                advance();
                const child = `${path}${pointerOf([key])}`;
                out[key] = value(child);
                // Point at the key, which is where a reader looks for a property.
                positions.set(child, keyPos);
                skip();
                if (text[i] === ',') {
                    advance();
                    skip();
                }
                else if (text[i] !== '}')
                    fail('expected "," or "}"');
            }
            advance();
            return out;
        }
        if (c === '[') {
            advance();
            const out = [];
            skip();
            while (text[i] !== ']') {
                out.push(value(`${path}/${out.length}`));
                skip();
                if (text[i] === ',') {
                    advance();
                    skip();
                }
                else if (text[i] !== ']')
                    fail('expected "," or "]"');
            }
            advance();
            return out;
        }
        if (c === '"')
            return str();
        const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
        if (!m)
            return fail(i >= text.length ? 'unexpected end of input' : `unexpected "${c}"`);
        for (let k = 0; k < m[0].length; k++)
            advance();
        return JSON.parse(m[0]);
    };
    const root = value('');
    skip();
    if (i < text.length)
        fail('unexpected text after the JSON value');
    return {
        value: root,
        locate(pointer) {
            let p = pointer;
            for (;;) {
                const hit = positions.get(p);
                if (hit)
                    return hit;
                if (p === '')
                    return { line: 1, column: 1 };
                p = p.slice(0, p.lastIndexOf('/'));
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/scan/clients.ts


const clients_CLIENT_LABEL = {
    'claude-desktop': 'Claude Desktop',
    vscode: 'VS Code',
    cursor: 'Cursor',
    'claude-code': 'project .mcp.json',
    'mcp-contract': 'mcp-contract',
    'mcp-servers': 'mcpServers file',
};
/** Which client wrote a file, from its name and place (then its content, for files given by path). */
function clientOf(path, value) {
    const parts = path.replace(/\\/g, '/').split('/');
    const base = parts[parts.length - 1] ?? '';
    const parent = parts[parts.length - 2] ?? '';
    if (base === 'claude_desktop_config.json')
        return 'claude-desktop';
    if (base === 'mcp-contract.json')
        return 'mcp-contract';
    if (base === '.mcp.json')
        return 'claude-code';
    if (base === 'mcp.json' && parent === '.cursor')
        return 'cursor';
    if (base === 'mcp.json' && (parent === '.vscode' || parent === 'User'))
        return 'vscode';
    const obj = clients_isObject(value) ? value : {};
    if (clients_isObject(obj.mcpServers))
        return 'mcp-servers';
    if (clients_isObject(obj.servers))
        return 'vscode';
    return 'mcp-servers';
}
function clients_isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function strings(v, at, where) {
    if (v === undefined)
        return [];
    if (!Array.isArray(v))
        throw new errors/* UsageError */.eb(`${where}: ${at}: expected an array of strings`);
    return v.map((x, i) => {
        if (typeof x !== 'string')
            throw new errors/* UsageError */.eb(`${where}: ${at}/${i}: expected a string`);
        return { value: x, pointer: `${at}/${i}` };
    });
}
function map(v, at, where) {
    if (v === undefined)
        return [];
    if (!clients_isObject(v))
        throw new errors/* UsageError */.eb(`${where}: ${at}: expected an object of strings`);
    // Numbers and booleans are legal env values in some clients; they are never secrets worth a finding.
    return Object.entries(v)
        .filter(([, x]) => typeof x === 'string')
        .map(([key, x]) => ({ key, value: x, pointer: `${at}${pointerOf([key])}` }));
}
function one(v, at, where) {
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string')
        throw new errors/* UsageError */.eb(`${where}: ${at}: expected a string`);
    return { value: v, pointer: at };
}
/** The client formats: `mcpServers` (Claude Desktop, Cursor, .mcp.json) or `servers` (VS Code), same fields. */
function clientServers(root, key, where) {
    const servers = root[key];
    if (servers === undefined)
        return [];
    if (!clients_isObject(servers))
        throw new errors/* UsageError */.eb(`${where}: /${key}: expected an object`);
    return Object.entries(servers).map(([name, raw]) => {
        const at = `/${key}${pointerOf([name])}`;
        if (!clients_isObject(raw))
            throw new errors/* UsageError */.eb(`${where}: ${at}: expected an object`);
        const url = one(raw.url ?? raw.serverUrl, raw.url !== undefined ? `${at}/url` : `${at}/serverUrl`, where);
        return {
            name,
            pointer: at,
            command: one(raw.command, `${at}/command`, where),
            args: strings(raw.args, `${at}/args`, where),
            env: map(raw.env, `${at}/env`, where),
            url: url ? [url] : [],
            headers: map(raw.headers, `${at}/headers`, where),
        };
    });
}
/** mcp-contract.json: the launch of each server, its start command and every surface's extras. */
function contractServers(root, where) {
    const servers = root.servers;
    if (servers === undefined)
        return [];
    if (!clients_isObject(servers))
        throw new errors/* UsageError */.eb(`${where}: /servers: expected an object`);
    return Object.entries(servers).map(([name, raw]) => {
        const at = `/servers${pointerOf([name])}`;
        if (!clients_isObject(raw))
            throw new errors/* UsageError */.eb(`${where}: ${at}: expected an object`);
        const start = clients_isObject(raw.start) ? raw.start : undefined;
        const out = {
            name,
            pointer: at,
            command: one(raw.command, `${at}/command`, where) ?? (start ? one(start.command, `${at}/start/command`, where) : undefined),
            args: raw.command !== undefined ? strings(raw.args, `${at}/args`, where) : start ? strings(start.args, `${at}/start/args`, where) : [],
            env: [...map(raw.env, `${at}/env`, where), ...(start ? map(start.env, `${at}/start/env`, where) : [])],
            url: [one(raw.url, `${at}/url`, where)].filter((x) => x !== undefined),
            headers: map(raw.headers, `${at}/headers`, where),
            canaries: Array.isArray(raw.canaries) ? raw.canaries.length : 0,
            snapshot: typeof raw.snapshot === 'string' ? raw.snapshot : `snapshots/${name}.json`,
        };
        if (clients_isObject(raw.surfaces)) {
            for (const [s, surface] of Object.entries(raw.surfaces)) {
                if (!clients_isObject(surface))
                    continue;
                const sat = `${at}/surfaces${pointerOf([s])}`;
                out.args.push(...strings(surface.args, `${sat}/args`, where));
                out.env.push(...map(surface.env, `${sat}/env`, where));
                out.headers.push(...map(surface.headers, `${sat}/headers`, where));
                const u = one(surface.url, `${sat}/url`, where);
                if (u)
                    out.url.push(u);
            }
        }
        return out;
    });
}
function serversOf(client, root, where) {
    if (!clients_isObject(root))
        throw new errors/* UsageError */.eb(`${where}: /: expected a JSON object`);
    if (client === 'mcp-contract')
        return contractServers(root, where);
    if (client === 'vscode')
        return clientServers(root, 'servers', where);
    return clientServers(root, 'mcpServers', where);
}

;// CONCATENATED MODULE: ./src/scan/launch.ts
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'ash']);
const SANDBOXES = new Set(['srt', 'sandbox-exec', 'bwrap', 'firejail', 'nsjail', 'minijail0']);
const INTERPRETERS = new Set(['node', 'nodejs', 'python', 'python3', 'deno', 'bun', 'tsx', 'ts-node', 'ruby', 'php', 'java', 'dotnet', 'go']);
const NPX_FLAGS_WITH_VALUE = new Set(['-p', '--package', '-c', '--call', '--cache', '--registry', '--userconfig']);
const UVX_FLAGS_WITH_VALUE = new Set(['--from', '--with', '--with-requirements', '--python', '-p', '--index', '--index-url', '--extra-index-url', '--directory', '--project', '--with-editable', '--spec']);
const DOCKER_FLAGS_WITH_VALUE = new Set([
    '-e', '--env', '--env-file', '-v', '--volume', '--mount', '--name', '-p', '--publish', '-w', '--workdir', '-u', '--user',
    '--network', '--net', '--entrypoint', '-l', '--label', '--platform', '--pull', '-h', '--hostname', '--memory', '-m',
    '--cpus', '--cap-add', '--cap-drop', '--security-opt', '--add-host', '--device', '--tmpfs', '--ulimit', '--log-driver',
    '--restart', '--runtime', '--gpus', '--ipc', '--pid', '--userns', '--dns', '--expose', '--label-file', '--shm-size',
]);
function base(command) {
    const b = command.replace(/\\/g, '/').split('/').pop() ?? command;
    return b.toLowerCase().replace(/\.(exe|cmd|bat)$/, '');
}
/**
 * Splits a shell script roughly into the commands of its chain and their words (quotes respected, nothing expanded):
 * enough to see what it runs. The last command is taken as the server (`cd dir && exec npx pkg`).
 */
function shellCommands(script) {
    const out = [[]];
    const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s"';|&]+)|([;|&]+)/g;
    for (const m of script.matchAll(re)) {
        if (m[4])
            out.push([]);
        else
            out[out.length - 1].push(m[1] ?? m[2] ?? m[3] ?? '');
    }
    return out.map((c) => (c[0] === 'exec' ? c.slice(1) : c)).filter((c) => c.length > 0);
}
function classifyVersion(v) {
    if (v === undefined || v === '')
        return 'none';
    if (/^v?\d+\.\d+\.\d+([-+][\w.+-]*)?$/.test(v))
        return 'exact';
    if (/^[A-Za-z][\w.-]*$/.test(v))
        return 'tag';
    return 'range';
}
function npmSpec(spec) {
    if (/^(\.{0,2}\/|~|file:|git[+:]|github:|https?:|[A-Za-z]:\\)/.test(spec) || spec.endsWith('.tgz'))
        return { name: spec, kind: 'not-registry' };
    const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
    if (at < 0)
        return { name: spec, kind: 'none' };
    const version = spec.slice(at + 1);
    return { name: spec.slice(0, at), version, kind: classifyVersion(version) };
}
function pythonSpec(spec) {
    if (/^(\.{0,2}\/|~|git\+|https?:|file:)/.test(spec))
        return { name: spec, kind: 'not-registry' };
    const exact = /^([A-Za-z0-9_.\-[\],]+)(===?|@)\s*([^,;\s]+)$/.exec(spec);
    if (exact) {
        const v = exact[3];
        if (exact[2] === '@')
            return { name: exact[1], version: v, kind: classifyVersion(v) };
        return { name: exact[1], version: v, kind: /[*]/.test(v) ? 'range' : 'exact' };
    }
    const range = /^([A-Za-z0-9_.\-[\],]+)\s*(~=|>=|<=|!=|>|<)(.+)$/.exec(spec);
    if (range)
        return { name: range[1], version: `${range[2]}${range[3]}`, kind: 'range' };
    return { name: spec, kind: 'none' };
}
function packageFact(runner, spec, pointer) {
    if (spec.kind === 'none')
        return { rule: 'launch-package-unpinned', pointer, params: { runner, package: spec.name } };
    if (spec.kind === 'tag')
        return { rule: 'launch-package-tag', pointer, params: { runner, package: spec.name, tag: spec.version ?? '' } };
    if (spec.kind === 'range')
        return { rule: 'launch-package-range', pointer, params: { runner, package: spec.name, range: spec.version ?? '' } };
    return undefined;
}
/** Skips options (and the values of those that take one); returns the index of the first positional. */
function firstPositional(tokens, from, withValue) {
    let i = from;
    while (i < tokens.length) {
        const t = tokens[i].value;
        if (t === '--')
            return i + 1;
        if (!t.startsWith('-'))
            return i;
        i += withValue.has(t) ? 2 : 1;
    }
    return i;
}
function optionValue(tokens, from, to, names) {
    for (let i = from; i < to; i++) {
        const t = tokens[i].value;
        for (const n of names) {
            if (t === n && tokens[i + 1])
                return tokens[i + 1];
            if (t.startsWith(`${n}=`))
                return { value: t.slice(n.length + 1), pointer: tokens[i].pointer };
        }
    }
    return undefined;
}
function npxLike(runner, tokens, start, out) {
    const i = firstPositional(tokens, start, NPX_FLAGS_WITH_VALUE);
    const pkg = optionValue(tokens, start, i, ['-p', '--package']) ?? tokens[i];
    out.serverArgs = tokens.slice(i + 1);
    if (!pkg)
        return;
    const spec = npmSpec(pkg.value);
    const fact = packageFact(runner, spec, pkg.pointer);
    if (fact)
        out.facts.push(fact);
    out.integrityGap =
        spec.kind === 'not-registry'
            ? `\`${runner}\` runs \`${pkg.value}\`, which no lockfile or integrity hash pins`
            : spec.kind === 'exact'
                ? `\`${spec.name}@${spec.version}\` is a version name, not a content hash: nothing checks what the registry serves for it`
                : `\`${spec.name}\` is fetched from the registry at launch, with no lockfile or integrity hash`;
}
function uvxLike(runner, tokens, start, out) {
    const i = firstPositional(tokens, start, UVX_FLAGS_WITH_VALUE);
    const from = optionValue(tokens, start, i, ['--from', '--spec']);
    const dir = optionValue(tokens, start, i, ['--directory', '--project']);
    if (dir)
        out.hostPaths.push(dir);
    const pkg = from ?? tokens[i];
    out.serverArgs = tokens.slice(i + 1);
    if (!pkg)
        return;
    const spec = pythonSpec(pkg.value);
    const fact = packageFact(runner, spec, pkg.pointer);
    if (fact)
        out.facts.push(fact);
    out.integrityGap =
        spec.kind === 'exact'
            ? `\`${spec.name}==${spec.version}\` is a version name, not a content hash: nothing checks what the index serves for it`
            : `\`${spec.name}\` is fetched from the package index at launch, with no lockfile or hash`;
}
function containerRun(runner, tokens, start, out) {
    let i = start;
    while (i < tokens.length) {
        const t = tokens[i];
        if (!t.value.startsWith('-'))
            break;
        const [flagName, inline] = t.value.includes('=') ? [t.value.slice(0, t.value.indexOf('=')), t.value.slice(t.value.indexOf('=') + 1)] : [t.value, undefined];
        const takes = DOCKER_FLAGS_WITH_VALUE.has(flagName);
        const val = inline !== undefined ? { value: inline, pointer: t.pointer } : takes ? tokens[i + 1] : undefined;
        if (val && (flagName === '-e' || flagName === '--env') && val.value.includes('=')) {
            out.inlineEnv.push({ key: val.value.slice(0, val.value.indexOf('=')), value: val.value.slice(val.value.indexOf('=') + 1), pointer: val.pointer });
        }
        if (val && (flagName === '-v' || flagName === '--volume')) {
            const host = val.value.split(':')[0];
            // A named volume (no slash) is docker's storage, not a host path.
            if (/[/\\~$]/.test(host))
                out.hostPaths.push({ value: host, pointer: val.pointer });
        }
        if (val && flagName === '--mount') {
            const src = /(?:^|,)(?:source|src)=([^,]+)/.exec(val.value)?.[1];
            if (src && /[/\\~$]/.test(src))
                out.hostPaths.push({ value: src, pointer: val.pointer });
        }
        i += inline === undefined && takes ? 2 : 1;
    }
    const image = tokens[i];
    out.sandbox = `a container (\`${runner} run\`)`;
    out.serverArgs = [];
    if (!image)
        return;
    const ref = image.value;
    const digest = /@sha256:[0-9a-f]{64}$/i.test(ref);
    const lastSlash = ref.lastIndexOf('/');
    const colon = ref.indexOf(':', lastSlash + 1);
    const tag = colon >= 0 ? ref.slice(colon + 1).replace(/@.*$/, '') : undefined;
    const name = colon >= 0 ? ref.slice(0, colon) : ref.replace(/@.*$/, '');
    if (digest) {
        out.integrityGap = undefined;
        return;
    }
    out.integrityGap = tag ? `the image \`${ref}\` is named by a tag, not a digest` : `the image \`${ref}\` has neither a tag nor a digest`;
    if (tag === undefined || tag === 'latest') {
        out.facts.push({ rule: 'launch-image-unpinned', pointer: image.pointer, params: { runner: `${runner} run`, image: name, what: tag ? 'the tag latest' : 'no tag (latest)' } });
    }
    else
        out.facts.push({ rule: 'launch-image-tag-without-digest', pointer: image.pointer, params: { runner: `${runner} run`, image: ref } });
}
/** Reads one launch: the command and its arguments, with where each was written. */
function readLaunch(command, args) {
    const out = { facts: [], serverArgs: [], hostPaths: [], inlineEnv: [] };
    let tokens = [command, ...args];
    for (let depth = 0; depth < 4 && tokens.length > 0; depth++) {
        const cmd = base(tokens[0].value);
        const rest = tokens.slice(1);
        if (SHELLS.has(cmd) || cmd === 'cmd' || cmd === 'powershell' || cmd === 'pwsh') {
            const flagAt = rest.findIndex((t) => (SHELLS.has(cmd) ? /^-[a-z]*c[a-z]*$/ : /^([/-]c|-command)$/i).test(t.value));
            const script = flagAt >= 0 ? rest[flagAt + 1] : undefined;
            if (!script)
                break;
            out.facts.push({ rule: 'shell-wrapper', pointer: script.pointer, params: { shell: tokens[0].value, flag: rest[flagAt].value, script: script.value } });
            const chain = shellCommands(script.value).map((c) => c.map((w) => ({ value: w, pointer: script.pointer })));
            // Words of the commands before the last (`cd ~/somewhere`) still hand paths to the server's process.
            for (const c of chain.slice(0, -1))
                out.hostPaths.push(...c.slice(1));
            tokens = chain[chain.length - 1] ?? [];
            continue;
        }
        if (cmd === 'env') {
            let i = 0;
            while (i < rest.length && (rest[i].value.startsWith('-') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[i].value))) {
                const t = rest[i].value;
                if (t.includes('=') && !t.startsWith('-'))
                    out.inlineEnv.push({ key: t.slice(0, t.indexOf('=')), value: t.slice(t.indexOf('=') + 1), pointer: rest[i].pointer });
                i++;
            }
            tokens = rest.slice(i);
            continue;
        }
        const sandboxWord = SANDBOXES.has(cmd) ? cmd : (cmd === 'codex' || cmd === 'mcp-console') && rest[0]?.value === 'sandbox' ? `${cmd} sandbox` : undefined;
        if (sandboxWord) {
            out.sandbox = `\`${sandboxWord}\``;
            const dd = rest.findIndex((t) => t.value === '--');
            if (dd < 0) {
                out.integrityGap = `the command inside \`${sandboxWord}\` could not be read`;
                return out;
            }
            tokens = rest.slice(dd + 1);
            continue;
        }
        break;
    }
    if (tokens.length === 0)
        return out;
    const cmd = base(tokens[0].value);
    const sub = tokens[1]?.value;
    if (cmd === 'npx' || cmd === 'pnpx' || cmd === 'bunx')
        npxLike(cmd, tokens, 1, out);
    else if ((cmd === 'npm' && (sub === 'exec' || sub === 'x')) || ((cmd === 'pnpm' || cmd === 'yarn') && sub === 'dlx') || (cmd === 'bun' && sub === 'x'))
        npxLike(`${cmd} ${sub}`, tokens, 2, out);
    else if (cmd === 'uvx')
        uvxLike(cmd, tokens, 1, out);
    else if ((cmd === 'uv' && sub === 'tool' && tokens[2]?.value === 'run') || (cmd === 'pipx' && sub === 'run'))
        uvxLike(`${cmd} ${cmd === 'uv' ? 'tool run' : 'run'}`, tokens, cmd === 'uv' ? 3 : 2, out);
    else if ((cmd === 'docker' || cmd === 'podman' || cmd === 'nerdctl') && sub === 'run')
        containerRun(cmd, tokens, 2, out);
    else if (cmd === 'uv' || INTERPRETERS.has(cmd)) {
        // `uv --directory DIR run server.py`, `node dist/index.js`, `deno run -A main.ts`: the first positional is the entry.
        let i = 1;
        if (cmd === 'uv') {
            const dir = optionValue(tokens, 1, tokens.length, ['--directory', '--project']);
            if (dir)
                out.hostPaths.push(dir);
        }
        while (i < tokens.length && (tokens[i].value.startsWith('-') || ['run', 'exec'].includes(tokens[i].value))) {
            i += ['--directory', '--project', '-m', '--import', '--require', '-r', '--with'].includes(tokens[i].value) ? 2 : 1;
        }
        const entry = tokens[i];
        out.serverArgs = tokens.slice(i + 1);
        out.integrityGap = entry
            ? `\`${tokens[0].value}\` runs the working-tree file \`${entry.value}\`; no content manifest or digest is recorded for it`
            : `\`${tokens[0].value}\` runs code that no lockfile or digest pins`;
    }
    else {
        out.serverArgs = tokens.slice(1);
        out.integrityGap = `\`${tokens[0].value}\` is whatever binary that path or the PATH holds at launch; nothing records which`;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/scan/detect.ts
// The scan itself: from parsed client configurations to findings with rule ids and config lines. Pure: the caller
// reads the files and says where the workspace and home are.






const SCAN_FORMAT = 'mcp-contract-scan/1';
const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\]|::1)$/i;
function isPathLike(v) {
    return /^(\/|~($|\/|\\)|\.\.?($|\/|\\)|[A-Za-z]:[\\/]|\$HOME|\$\{(HOME|userHome|env:HOME|workspaceFolder|workspaceRoot)\}|%USERPROFILE%|%HOMEPATH%)/.test(v);
}
/** Expands the variables clients document for paths; null when the path cannot be placed. */
function placePath(raw, ctx) {
    let v = raw
        .replace(/^\$\{(workspaceFolder|workspaceRoot)\}/, ctx.workspace)
        .replace(/^(\$\{(userHome|HOME|env:HOME)\}|\$HOME|%USERPROFILE%|%HOMEPATH%|~(?=$|[\\/]))/, ctx.home);
    if (/^[A-Za-z]:[\\/]/.test(v))
        return v.replace(/\\/g, '/');
    if (!external_node_path_default().isAbsolute(v))
        v = external_node_path_default().resolve(ctx.workspace, v);
    return external_node_path_default().normalize(v);
}
function inside(child, parent) {
    const rel = external_node_path_default().relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_default().isAbsolute(rel));
}
/** `/`, `C:\`, the home directory itself or anything above it: every file the user has. */
function broadRoot(p, ctx) {
    if (/^[A-Za-z]:\/?$/.test(p))
        return 'a whole drive';
    if (p === external_node_path_default().parse(p).root)
        return 'the whole filesystem';
    if (p === ctx.home)
        return 'the whole home directory';
    if (inside(ctx.home, p))
        return `a directory above the home directory (\`${p}\`)`;
    return undefined;
}
function secretFix(client, key) {
    const name = key.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    switch (client) {
        case 'vscode':
            return `Declare an \`inputs\` entry with \`"password": true\` and write \`\${input:${key.toLowerCase()}}\` instead of the value.`;
        case 'cursor':
            return `Write \`\${env:${name}}\` and set ${name} in the environment Cursor starts from.`;
        case 'claude-code':
        case 'mcp-contract':
            return `Write \`\${${name}}\` and set ${name} in the environment instead.`;
        default:
            return 'Keep the value out of this file (pass it from the environment the client starts in, or a secret store the server reads), and rotate it if the file was ever shared.';
    }
}
/** The server in the workspace's mcp-contract.json that stands for this one: same name, URL or command line. */
function contractMatch(s, client, ctx) {
    const servers = ctx.contract?.servers ?? [];
    if (client === 'mcp-contract')
        return servers.find((c) => c.name === s.name);
    const line = [s.command?.value, ...s.args.map((a) => a.value)].join(' ');
    return servers.find((c) => c.name === s.name || (c.url !== undefined && s.url.some((u) => u.value === c.url)) || (c.command !== undefined && [c.command, ...c.args].join(' ') === line));
}
function serverDrafts(s, client, ctx, secrets) {
    const out = [];
    const launch = s.command ? readLaunch(s.command, s.args) : undefined;
    if (launch)
        out.push(...launch.facts);
    // Plaintext secrets: env, headers, inline KEY=VALUE, and option values.
    const keyed = [
        ...s.env.map((e) => ({ ...e, where: `env \`${e.key}\`` })),
        ...s.headers.map((h) => ({ ...h, where: `header \`${h.key}\`` })),
        ...(launch?.inlineEnv ?? []).map((e) => ({ ...e, where: `the argument \`${e.key}=…\`` })),
    ];
    const args = [...s.args];
    for (let i = 0; i < args.length; i++) {
        const a = args[i].value;
        const eq = /^(--?[A-Za-z][\w-]*)=(.+)$/.exec(a);
        if (eq)
            keyed.push({ key: eq[1], value: eq[2], pointer: args[i].pointer, where: `the argument \`${eq[1]}=…\`` });
        else if (/^--?[A-Za-z][\w-]*$/.test(a) && args[i + 1] && !args[i + 1].value.startsWith('-'))
            keyed.push({ key: a, value: args[i + 1].value, pointer: args[i + 1].pointer, where: `the value of \`${a}\`` });
        else
            keyed.push({ key: '', value: a, pointer: args[i].pointer, where: `argument ${i + 1}` });
    }
    const seen = new Set();
    for (const k of keyed) {
        // A bearer header's secret is its token part.
        const value = /^(bearer|token|basic)\s+(.+)$/i.exec(k.value)?.[2] ?? k.value;
        // A bare argument has no name: only a known token shape marks it.
        if (!(0,core_secrets/* looksSecret */.n0)(k.key, value) || seen.has(k.pointer))
            continue;
        seen.add(k.pointer);
        secrets.push(value);
        if (value !== k.value)
            secrets.push(k.value);
        out.push({ rule: 'plaintext-secret', pointer: k.pointer, params: { where: k.where, shown: `${value.length} characters, shown as ***`, fix: secretFix(client, k.key.replace(/^-+/, '') || 'token') } });
    }
    // Paths the server is handed.
    for (const a of [...(launch?.serverArgs ?? []), ...(launch?.hostPaths ?? [])]) {
        const raw = /^--?[\w-]+=(.+)$/.exec(a.value)?.[1] ?? a.value;
        if (!isPathLike(raw))
            continue;
        const placed = placePath(raw, ctx);
        if (placed === null)
            continue;
        const what = broadRoot(placed, ctx);
        if (what)
            out.push({ rule: 'path-broad-root', pointer: a.pointer, params: { arg: a.value, what } });
        else if (!inside(placed, ctx.workspace))
            out.push({ rule: 'path-outside-workspace', pointer: a.pointer, params: { arg: a.value, workspace: ctx.workspace } });
    }
    // Plain http to anything that is not this machine, as the URL field or as an argument (mcp-remote http://...).
    for (const u of [...s.url, ...(launch?.serverArgs ?? []).filter((a) => /^http:\/\//i.test(a.value))]) {
        let host = '';
        try {
            host = new URL(u.value).hostname;
        }
        catch {
            continue;
        }
        if (/^http:/i.test(u.value) && !LOOPBACK.test(host))
            out.push({ rule: 'remote-plain-http', pointer: u.pointer, params: { url: u.value } });
    }
    // The layers a configuration cannot show.
    const remote = !s.command && s.url.length > 0;
    const gap = remote ? `the code behind \`${s.url[0].value}\` is deployed by its operator and cannot be seen from here` : launch?.integrityGap;
    if (gap)
        out.push({ rule: 'artifact-integrity-unverified', pointer: s.command?.pointer ?? s.url[0]?.pointer ?? s.pointer, params: { reason: gap } });
    const match = contractMatch(s, client, ctx);
    if (!match) {
        const reason = ctx.contract ? `no server in ${ctx.contract.file} matches it by name, URL or command` : 'the workspace has no mcp-contract.json';
        out.push({ rule: 'contract-baseline-missing', pointer: s.pointer, params: { reason } });
    }
    else if (!match.snapshotExists) {
        out.push({ rule: 'contract-baseline-missing', pointer: s.pointer, params: { reason: `it is configured as "${match.name}" but ${match.snapshot} does not exist` } });
    }
    if (!match || match.canaries === 0) {
        out.push({ rule: 'canary-missing', pointer: s.pointer, params: { reason: match ? `"${match.name}" in mcp-contract.json declares no canaries` : 'no mcp-contract.json server with canaries stands for it' } });
    }
    const sandbox = launch?.sandbox;
    if (!sandbox) {
        const reason = remote ? 'the server runs elsewhere and its isolation cannot be seen from here' : 'the process runs with the full rights of the user who starts the client';
        out.push({ rule: 'sandbox-undeclared', pointer: s.command?.pointer ?? s.pointer, params: { reason } });
    }
    return out;
}
function launchText(s) {
    if (s.command)
        return [s.command.value, ...s.args.map((a) => (/\s/.test(a.value) ? JSON.stringify(a.value) : a.value))].join(' ');
    return s.url[0]?.value ?? '(no command or url)';
}
const detect_ORDER = new Map(SCAN_RULES.map((r, i) => [r.id, i]));
/** Scans parsed configurations. `secrets` collects every plaintext value found, for the caller to redact everywhere. */
function scanConfigs(inputs, ctx) {
    const secrets = [];
    const servers = [];
    const files = [];
    for (const input of inputs) {
        const list = serversOf(input.client, input.json.value, input.file);
        files.push({ path: input.file, abs: input.abs, client: input.client, servers: list.length });
        for (const s of list) {
            const drafts = serverDrafts(s, input.client, ctx, secrets);
            const findings = drafts.map((d) => {
                const rule = scanRule(d.rule);
                const at = input.json.locate(d.pointer);
                return {
                    rule: rule.id,
                    layer: rule.layer,
                    ...(rule.level ? { level: rule.level } : {}),
                    file: input.file,
                    server: s.name,
                    pointer: d.pointer,
                    line: at.line,
                    column: at.column,
                    message: (0,rules/* fillTemplate */.ou)(rule.message, d.params),
                    hint: (0,rules/* fillTemplate */.ou)(rule.hint, d.params),
                    params: d.params,
                };
            });
            findings.sort((a, b) => (detect_ORDER.get(a.rule) ?? 0) - (detect_ORDER.get(b.rule) ?? 0) || a.line - b.line);
            servers.push({
                file: input.file,
                client: input.client,
                name: s.name,
                transport: s.command ? 'stdio' : 'http',
                launch: launchText(s),
                line: input.json.locate(s.pointer).line,
                findings,
            });
        }
    }
    const sorted = [...new Set(secrets)].sort((a, b) => b.length - a.length);
    const redact = (0,core_secrets/* makeRedactor */.$u)(sorted);
    // Messages quote arguments and scripts: no secret survives into them.
    for (const s of servers) {
        s.launch = redact(s.launch);
        for (const f of s.findings) {
            f.message = redact(f.message);
            f.hint = redact(f.hint);
            f.params = Object.fromEntries(Object.entries(f.params).map(([k, v]) => [k, redact(v)]));
        }
    }
    const all = servers.flatMap((s) => s.findings);
    const observed = { error: 0, warning: 0, note: 0, total: 0 };
    for (const f of all)
        if (f.layer === 'observed' && f.level)
            (observed[f.level]++, observed.total++);
    return {
        result: {
            format: SCAN_FORMAT,
            workspace: ctx.workspace,
            files,
            servers,
            summary: { files: files.length, servers: servers.length, observed, unverified: all.filter((f) => f.layer === 'unverified').length },
        },
        secrets: sorted,
    };
}
/** True when an observed finding is at `failOn` or more severe. */
function scanFails(result, failOn) {
    if (failOn === 'none')
        return false;
    return result.servers.some((s) => s.findings.some((f) => f.layer === 'observed' && f.level !== undefined && levelRank(f.level) <= levelRank(failOn)));
}
function clientLabel(c) {
    return CLIENT_LABEL[c];
}

;// CONCATENATED MODULE: ./src/scan/files.ts
// Finding and reading client configurations on disk: the only part of the scan that touches files.





/** Where each client keeps a workspace's configuration. */
const WORKSPACE_FILES = ['.vscode/mcp.json', '.cursor/mcp.json', '.mcp.json', 'mcp-contract.json'];
/** Where each client keeps the user's configuration (macOS, Linux and Windows places). */
function userFiles(home, env) {
    const out = [
        external_node_path_default().join(home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json'),
        external_node_path_default().join(home, '.config', 'Claude', 'claude_desktop_config.json'),
        external_node_path_default().join(home, '.cursor', 'mcp.json'),
        external_node_path_default().join(home, 'Library', 'Application Support', 'Code', 'User', 'mcp.json'),
        external_node_path_default().join(home, '.config', 'Code', 'User', 'mcp.json'),
    ];
    if (env.APPDATA)
        out.push(external_node_path_default().join(env.APPDATA, 'Claude', 'claude_desktop_config.json'), external_node_path_default().join(env.APPDATA, 'Code', 'User', 'mcp.json'));
    return out;
}
function shownFile(workspace, abs) {
    const rel = external_node_path_default().relative(workspace, abs);
    return rel === '' || rel.startsWith('..') || external_node_path_default().isAbsolute(rel) ? abs : rel.split((external_node_path_default()).sep).join('/');
}
function readInput(abs, shown) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(abs, 'utf8');
    }
    catch (e) {
        const code = e.code;
        throw new errors/* UsageError */.eb(`${shown}: cannot read (${code === 'ENOENT' ? 'no such file' : (code ?? e.message)})`);
    }
    try {
        const json = parseJsonc(text);
        return { file: shown, abs, client: clientOf(abs, json.value), json };
    }
    catch (e) {
        if (e instanceof JsoncError)
            throw new errors/* UsageError */.eb(`${shown}: not valid JSON (${e.message})`);
        throw e;
    }
}
/** The configuration files to scan: the paths given (a directory means its workspace files), else the workspace's. */
function discover(paths, cwd, workspace, user, home, env) {
    const out = [];
    const looked = [];
    const add = (p) => {
        if (!out.includes(p))
            out.push(p);
    };
    for (const p of paths) {
        const abs = external_node_path_default().resolve(cwd, p);
        if ((0,external_node_fs_.existsSync)(abs) && (0,external_node_fs_.statSync)(abs).isDirectory()) {
            for (const f of WORKSPACE_FILES) {
                looked.push(external_node_path_default().join(abs, f));
                if ((0,external_node_fs_.existsSync)(external_node_path_default().join(abs, f)))
                    add(external_node_path_default().join(abs, f));
            }
        }
        else
            add(abs);
    }
    if (paths.length === 0) {
        for (const f of WORKSPACE_FILES) {
            looked.push(external_node_path_default().join(workspace, f));
            if ((0,external_node_fs_.existsSync)(external_node_path_default().join(workspace, f)))
                add(external_node_path_default().join(workspace, f));
        }
    }
    if (user)
        for (const f of userFiles(home, env)) {
            looked.push(f);
            if ((0,external_node_fs_.existsSync)(f))
                add(f);
        }
    if (out.length === 0) {
        throw new errors/* UsageError */.eb(`mcp-contract scan: no MCP client configuration found (looked for ${looked.map((l) => shownFile(workspace, l)).join(', ')})`);
    }
    return out;
}
/** The workspace's own mcp-contract.json, read leniently: only to see which servers have a baseline and canaries. */
function contractContext(workspace, home) {
    const file = external_node_path_default().join(workspace, 'mcp-contract.json');
    if (!(0,external_node_fs_.existsSync)(file))
        return { workspace, home };
    const input = readInput(file, 'mcp-contract.json');
    const servers = serversOf('mcp-contract', input.json.value, input.file).map((s) => {
        const snapshot = s.snapshot ?? `snapshots/${s.name}.json`;
        return {
            name: s.name,
            command: s.command?.value,
            args: s.args.filter((a) => !a.pointer.includes('/surfaces/')).map((a) => a.value),
            url: s.url[0]?.value,
            snapshot,
            snapshotExists: (0,external_node_fs_.existsSync)(external_node_path_default().resolve(workspace, snapshot)),
            canaries: s.canaries ?? 0,
        };
    });
    return { workspace, home, contract: { file: 'mcp-contract.json', servers } };
}

;// CONCATENATED MODULE: ./src/scan/render.ts
// The scan in text, markdown and JSON. Wording counts what was observed and what was not verified; it never calls a
// server stable or harmless, because no configuration can show that.





function render_plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** The one line every format ends with. */
function scanSummaryLine(r) {
    const o = r.summary.observed;
    return (`mcp-contract scan: ${render_plural(r.summary.files, 'file')}, ${render_plural(r.summary.servers, 'server')}; ` +
        `observed: ${render_plural(o.total, 'risk')} (${o.error} error, ${o.warning} warning, ${o.note} note); ` +
        `unverified: ${render_plural(r.summary.unverified, 'layer')}. ` +
        'A configuration shows how a server is launched, not that its code or tools will stay the same.');
}
function label(f) {
    return f.layer === 'observed' ? `observed ${f.level}` : 'unverified';
}
function renderScanText(r) {
    const lines = [];
    for (const file of r.files) {
        lines.push(`${(0,render_text/* cleanTerminal */.m)(file.path, 300)} (${clients_CLIENT_LABEL[file.client]}): ${render_plural(file.servers, 'server')}`);
        for (const s of r.servers.filter((x) => x.file === file.path)) {
            lines.push(`  ${(0,render_text/* cleanTerminal */.m)(s.name, 80)} [${s.transport}] line ${s.line}: ${(0,render_text/* cleanTerminal */.m)(s.launch, 200)}`);
            const width = Math.max(...s.findings.map((f) => label(f).length), 0);
            for (const f of s.findings)
                lines.push(`    ${label(f).padEnd(width)}  ${f.rule} (line ${f.line}): ${(0,render_text/* cleanTerminal */.m)(f.message, 400)}`);
        }
    }
    if (r.files.length > 0)
        lines.push('');
    lines.push(scanSummaryLine(r));
    return `${lines.join('\n')}\n`;
}
function mdMessage(f) {
    return (0,message/* safeTemplate */.ab)(scanRule(f.rule).message, f.params);
}
function renderScanMarkdown(r) {
    const o = r.summary.observed;
    const out = [
        `### MCP launch configuration: ${render_plural(o.total, 'observed risk')}, ${render_plural(r.summary.unverified, 'unverified layer')}`,
        '',
        `**${o.error} error** · **${o.warning} warning** · **${o.note} note** observed in ${render_plural(r.summary.servers, 'server')} of ${render_plural(r.summary.files, 'file')}. ` +
            'Unverified layers are evidence this configuration cannot give: they are gaps, not passes.',
        '',
    ];
    for (const file of r.files) {
        out.push(`#### ${(0,render_escape/* escapeInline */.VV)(file.path)} (${clients_CLIENT_LABEL[file.client]})`, '');
        for (const s of r.servers.filter((x) => x.file === file.path)) {
            out.push(`- ${(0,render_escape/* codeSpan */.SS)(s.name, 80)} (${s.transport}, line ${s.line}): ${(0,render_escape/* codeSpan */.SS)(s.launch, 200)}`);
            for (const f of s.findings) {
                const tag = f.layer === 'observed' ? `**observed ${f.level}**` : '_unverified_';
                out.push(`  - ${tag} \`${f.rule}\`, line ${f.line}: ${mdMessage(f)}`);
            }
        }
        out.push('');
    }
    out.push((0,render_escape/* escapeInline */.VV)(scanSummaryLine(r), 1000), '');
    return `${out.join('\n')}`;
}
function renderScanJson(r) {
    return `${JSON.stringify(r, null, 2)}\n`;
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/scan/sarif.ts
// SARIF 2.1.0 for GitHub code scanning: one rule per registry row, one result per finding on its config line.
// Observed findings are kind "fail" with their level; unverified layers are kind "open" (the spec's "could not be
// determined"), whose level must be "none".



const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
function artifact(file, abs, workspaceRelative) {
    if (workspaceRelative)
        return { uri: file.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
    return { uri: (0,external_node_url_.pathToFileURL)(abs).href };
}
function renderScanSarif(r, opts) {
    const index = new Map(SCAN_RULES.map((rule, i) => [rule.id, i]));
    const files = new Map(r.files.map((f) => [f.path, f]));
    const results = r.servers.flatMap((s) => s.findings.map((f) => {
        const file = files.get(f.file);
        const relative = file !== undefined && !/^([/\\]|[A-Za-z]:|\.\.)/.test(f.file);
        return {
            ruleId: f.rule,
            ruleIndex: index.get(f.rule) ?? 0,
            kind: f.layer === 'observed' ? 'fail' : 'open',
            level: f.layer === 'observed' ? (f.level ?? 'warning') : 'none',
            message: { text: `${s.name}: ${f.message}` },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: artifact(f.file, file?.abs ?? f.file, relative),
                        region: { startLine: f.line, startColumn: f.column },
                    },
                    logicalLocations: [{ name: s.name, kind: 'object', fullyQualifiedName: `${f.file}#${f.pointer}` }],
                },
            ],
            partialFingerprints: { 'mcpContractScan/v1': (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify([f.rule, f.file, s.name, f.pointer])).digest('hex').slice(0, 16) },
            properties: { layer: f.layer, server: s.name, client: s.client, pointer: f.pointer },
        };
    }));
    const log = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcp-contract',
                        semanticVersion: opts.version,
                        informationUri: opts.informationUri,
                        rules: SCAN_RULES.map((rule) => ({
                            id: rule.id,
                            name: rule.id.replace(/(^|-)([a-z])/g, (_, _d, c) => c.toUpperCase()),
                            shortDescription: { text: rule.title },
                            fullDescription: { text: rule.why },
                            help: { text: rule.hint.replace(/\{[A-Za-z]+\}/g, '…') },
                            defaultConfiguration: { level: rule.level ?? 'none' },
                            properties: { tags: [rule.layer, 'mcp', 'launch-configuration'] },
                        })),
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { uri: (0,external_node_url_.pathToFileURL)(r.workspace.endsWith('/') ? r.workspace : `${r.workspace}/`).href } },
                columnKind: 'unicodeCodePoints',
                results,
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
;// CONCATENATED MODULE: ./src/cli/commands/scan.ts
// `mcp-contract scan [PATH...]`: what MCP client configurations show about how each server is launched (observed)
// and which layers of evidence they cannot give (unverified). Exit 1 when an observed finding reaches --fail-on.











const FORMATS = ['text', 'markdown', 'json', 'sarif'];
const scan_FAIL_ON = ['error', 'warning', 'note', 'none'];
async function scanCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('scan', args, {
        root: { type: 'string' },
        user: { type: 'boolean' },
        format: { type: 'string', short: 'f' },
        'fail-on': { type: 'string' },
        out: { type: 'string', short: 'o' },
    }, Number.MAX_SAFE_INTEGER);
    const format = (0,cli_args/* formatOf */.be)('scan', (0,cli_args/* str */.gx)(p, 'format'), FORMATS, 'text');
    const failOn = (0,cli_args/* oneOf */.yL)('scan', 'fail-on', (0,cli_args/* str */.gx)(p, 'fail-on'), scan_FAIL_ON, 'error');
    const workspace = external_node_path_default().resolve(io.cwd, (0,cli_args/* str */.gx)(p, 'root') ?? '.');
    const home = io.env.HOME ?? io.env.USERPROFILE ?? (0,external_node_os_.homedir)();
    if (p.rest.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract scan: takes configuration files or directories, not a command after --');
    const files = discover(p.positionals, io.cwd, workspace, (0,cli_args/* flag */.Jt)(p, 'user'), home, io.env);
    const inputs = files.map((f) => readInput(f, shownFile(workspace, f)));
    const { result, secrets } = scanConfigs(inputs, contractContext(workspace, home));
    // The findings are redacted at their source; the whole body goes through one more pass in case a value recurs
    // elsewhere (a file name, another server). One pass for all secrets: io.protect would rescan per secret.
    const redact = (0,core_secrets/* makeRedactor */.$u)(secrets);
    const body = redact(format === 'json'
        ? renderScanJson(result)
        : format === 'sarif'
            ? renderScanSarif(result, { version: package_0/* version */.rE, informationUri: 'https://github.com/mcp-contract/mcp-contract' })
            : format === 'markdown'
                ? renderScanMarkdown(result)
                : renderScanText(result));
    const out = (0,cli_args/* str */.gx)(p, 'out');
    if (out) {
        await (0,promises_.writeFile)(external_node_path_default().resolve(io.cwd, out), body);
        io.stdout(`${scanSummaryLine(result)}\n`);
    }
    else
        io.stdout(body);
    return scanFails(result, failOn) ? errors/* EXIT */.dc.drift : errors/* EXIT */.dc.ok;
}

// EXTERNAL MODULE: ./src/core/approval.ts
var approval = __webpack_require__(4140);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/guard/store.ts
var guard_store = __webpack_require__(36);
;// CONCATENATED MODULE: ./src/cli/commands/approve.ts
// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.







const STORE_OPTIONS = { store: { type: 'string' }, server: { type: 'string', short: 's' } };
/** The store file: `--server NAME`, else the only one in the store directory. */
function locate(command, store, server, io) {
    const dir = (0,guard_store/* storeDir */.rT)(store, io.env, io.cwd);
    if (server)
        return (0,guard_store/* storeFile */.u_)(dir, server);
    const files = (0,guard_store/* storeFiles */.Tr)(dir);
    if (files.length === 1)
        return files[0];
    if (files.length === 0)
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
    throw new errors/* UsageError */.eb(`mcp-contract ${command}: ${dir} holds several servers (${files.map((f) => (0,external_node_path_.basename)(f, '.json')).join(', ')}); choose one with --server NAME`);
}
/** `tool:x`, or a bare name/URI when exactly one ref has it. */
function resolveRef(store, given) {
    if (store.capabilities[given])
        return given;
    const hits = Object.keys(store.capabilities).filter((r) => r.slice(r.indexOf(':') + 1) === given);
    if (hits.length === 1)
        return hits[0];
    if (hits.length > 1)
        throw new errors/* UsageError */.eb(`"${(0,render_text/* cleanTerminal */.m)(given, 100)}" is ambiguous: ${hits.join(', ')}`);
    throw new errors/* UsageError */.eb(`"${(0,render_text/* cleanTerminal */.m)(given, 100)}" is not in the store (see mcp-contract status)`);
}
function approve_short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
/** One record with its field-level diff, as approve, reject and status show it. */
function renderRecord(r) {
    const lines = [`  ${r.state.toUpperCase().padEnd(16)}${(0,render_text/* cleanTerminal */.m)(r.ref, 200)}  ${approve_short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}`];
    for (const c of r.changes ?? []) {
        lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${(0,render_text/* cleanTerminal */.m)(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${(0,render_text/* cleanTerminal */.m)(c.message, 300)}`);
        if (c.before !== undefined || c.after !== undefined)
            lines.push(`        before: ${(0,render_text/* cleanTerminal */.m)((0,json/* showValue */.vp)(c.before), 300)}`, `        after:  ${(0,render_text/* cleanTerminal */.m)((0,json/* showValue */.vp)(c.after), 300)}`);
    }
    if (r.reason)
        lines.push(`      ${(0,render_text/* cleanTerminal */.m)(r.reason, 300)}`);
    return lines;
}
async function decide(command, args, io) {
    const p = (0,cli_args/* parse */.qg)(command, args, { ...STORE_OPTIONS, 'all-safe': { type: 'boolean' }, digest: { type: 'string' }, expires: { type: 'string' } }, Infinity);
    const path = locate(command, (0,cli_args/* str */.gx)(p, 'store'), (0,cli_args/* str */.gx)(p, 'server'), io);
    const allSafeFlag = command === 'approve' && (0,cli_args/* flag */.Jt)(p, 'all-safe');
    if (command === 'reject' && ((0,cli_args/* flag */.Jt)(p, 'all-safe') || (0,cli_args/* str */.gx)(p, 'digest') || (0,cli_args/* str */.gx)(p, 'expires')))
        throw new errors/* UsageError */.eb('mcp-contract reject: takes only refs, --store and --server');
    if (!allSafeFlag && p.positionals.length === 0)
        throw new errors/* UsageError */.eb(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-safe' : ''}`);
    const expiresRaw = (0,cli_args/* str */.gx)(p, 'expires');
    let expires;
    if (expiresRaw !== undefined) {
        const t = Date.parse(expiresRaw);
        if (Number.isNaN(t))
            throw new errors/* UsageError */.eb(`mcp-contract approve: --expires "${expiresRaw}": expected a date (YYYY-MM-DD) or date-time`);
        expires = new Date(t).toISOString();
    }
    const now = io.now();
    const done = [];
    const shown = [];
    await (0,guard_store/* updateStore */.fF)(path, () => (0,guard_store/* readStoreFile */.Oq)(path), (store) => {
        const refs = allSafeFlag ? (0,approval/* allSafe */.p2)(store) : p.positionals.map((g) => resolveRef(store, g));
        if (refs.length > 1 && (0,cli_args/* str */.gx)(p, 'digest'))
            throw new errors/* UsageError */.eb(`mcp-contract approve: --digest binds one capability`);
        for (const ref of refs) {
            shown.push(...renderRecord(store.capabilities[ref]));
            try {
                done.push(command === 'approve' ? (0,approval/* approveRecord */.f8)(store, ref, now, { digest: (0,cli_args/* str */.gx)(p, 'digest'), expires }) : (0,approval/* rejectRecord */.jW)(store, ref, now));
            }
            catch (e) {
                if (e instanceof approval/* DecisionError */.bW)
                    throw new errors/* UsageError */.eb(`mcp-contract ${command}: ${e.message}`);
                throw e;
            }
        }
        return store;
    });
    if (done.length === 0) {
        io.stdout(allSafeFlag ? 'nothing held has only safe changes\n' : '');
        return errors/* EXIT */.dc.ok;
    }
    io.stdout(`${shown.join('\n')}\n`);
    const verb = command === 'approve' ? 'approved' : 'rejected';
    for (const r of done)
        io.stdout(`${verb} ${(0,render_text/* cleanTerminal */.m)(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}\n`);
    io.stdout(`a running guard picks this up from ${path}\n`);
    return errors/* EXIT */.dc.ok;
}
const approveCommand = (args, io) => decide('approve', args, io);
const rejectCommand = (args, io) => decide('reject', args, io);
async function statusCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('status', args, { ...STORE_OPTIONS, json: { type: 'boolean' }, all: { type: 'boolean' } });
    const path = locate('status', (0,cli_args/* str */.gx)(p, 'store'), (0,cli_args/* str */.gx)(p, 'server'), io);
    const store = await (0,guard_store/* readStoreFile */.Oq)(path);
    const records = Object.values(store.capabilities);
    if ((0,cli_args/* flag */.Jt)(p, 'json')) {
        io.stdout(`${JSON.stringify(store, null, 2)}\n`);
        return errors/* EXIT */.dc.ok;
    }
    const count = (s) => records.filter((r) => r.state === s).length;
    io.stdout(`${(0,render_text/* cleanTerminal */.m)(store.server, 100)} (surface ${(0,render_text/* cleanTerminal */.m)(store.surface, 60)}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing\n`);
    const shown = (0,cli_args/* flag */.Jt)(p, 'all') ? records : records.filter((r) => r.state !== 'approved');
    const lines = shown.flatMap(renderRecord);
    if (lines.length)
        io.stdout(`${lines.join('\n')}\n`);
    if (!(0,cli_args/* flag */.Jt)(p, 'all') && count('approved') > 0)
        io.stdout(`  (${count('approved')} approved not shown; --all shows them)\n`);
    return errors/* EXIT */.dc.ok;
}

// EXTERNAL MODULE: ./src/cli/commands/guard.ts + 3 modules
var guard = __webpack_require__(1033);
;// CONCATENATED MODULE: ./src/core/verify.ts

function involves(c, ref) {
    return (c.before?.refs ?? []).includes(ref) || (c.after?.refs ?? []).includes(ref);
}
function verifyApproved(approved, live, report) {
    const entries = [];
    for (const surface of Object.keys(approved.surfaces).sort()) {
        const a = approved.surfaces[surface];
        const l = live.surfaces[surface];
        for (const kind of model/* KINDS */.GW) {
            const ak = a.kinds[kind];
            if (ak?.observation.state !== 'complete')
                continue;
            const lk = l?.kinds[kind];
            const liveItems = new Map((lk?.observation.state === 'complete' ? lk.items : []).map((c) => [c.ref, c]));
            for (const c of ak.items) {
                const now = liveItems.get(c.ref);
                const changes = report.changes.filter((x) => x.surface === surface && involves(x, c.ref));
                if (!now)
                    entries.push({ surface, ref: c.ref, status: 'missing', approved: c.digest, changes });
                else if (now.digest !== c.digest)
                    entries.push({ surface, ref: c.ref, status: 'stale', approved: c.digest, live: now.digest, changes });
                else
                    entries.push({ surface, ref: c.ref, status: 'ok', approved: c.digest, live: now.digest, changes: [] });
            }
            const known = new Set(ak.items.map((c) => c.ref));
            for (const [ref, c] of liveItems)
                if (!known.has(ref))
                    entries.push({ surface, ref, status: 'new', live: c.digest, changes: report.changes.filter((x) => x.surface === surface && involves(x, ref)) });
        }
    }
    return { ok: !entries.some((e) => e.status === 'stale' || e.status === 'missing'), entries };
}

;// CONCATENATED MODULE: ./src/cli/commands/verify.ts
// `mcp-contract verify`: every approved capability must be served live with its approved digest (exit codes as check).










const verify_LABEL = { ok: 'OK', stale: 'STALE', missing: 'MISSING', new: 'NEW' };
function verify_short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
function renderVerify(server, file, r) {
    const count = (s) => r.entries.filter((e) => e.status === s).length;
    const approved = r.entries.length - count('new');
    const lines = [
        `${(0,render_text/* cleanTerminal */.m)(server, 100)}: ${approved} approved in ${(0,render_text/* cleanTerminal */.m)(file, 200)}: ${count('ok')} ok, ${count('stale')} stale, ${count('missing')} missing; ${count('new')} new (not approved)`,
    ];
    for (const e of r.entries) {
        if (e.status === 'ok')
            continue;
        const surface = e.surface === 'default' ? '' : ` [${(0,render_text/* cleanTerminal */.m)(e.surface, 60)}]`;
        const digests = e.status === 'stale' ? `  ${verify_short(e.approved)} -> ${verify_short(e.live)}` : '';
        lines.push(`  ${verify_LABEL[e.status].padEnd(8)}${(0,render_text/* cleanTerminal */.m)(e.ref, 200)}${surface}${digests}`);
        for (const c of e.changes) {
            const pointer = c.after?.pointer ?? c.before?.pointer;
            lines.push(`          ${c.severity} ${c.rule}${pointer ? ` ${(0,render_text/* cleanTerminal */.m)(pointer, 120)}` : ''}: ${(0,render_text/* cleanTerminal */.m)(c.message, 300)}`);
            if (pointer && (c.before?.value !== undefined || c.after?.value !== undefined))
                lines.push(`            before: ${(0,render_text/* cleanTerminal */.m)((0,json/* showValue */.vp)(c.before?.value), 300)}`, `            after:  ${(0,render_text/* cleanTerminal */.m)((0,json/* showValue */.vp)(c.after?.value), 300)}`);
        }
    }
    if (!r.ok)
        lines.push('  the live server no longer serves what was approved: review the changes, then re-approve (mcp-contract snapshot --out FILE)');
    return `${lines.join('\n')}\n`;
}
async function verifyCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('verify', args, { ...cli_targets/* TARGET_OPTIONS */.FG, snapshot: { type: 'string' }, json: { type: 'boolean' }, via: { type: 'string' } });
    const via = (0,cli_args/* oneOf */.yL)('verify', 'via', (0,cli_args/* str */.gx)(p, 'via'), ['sdk', 'inspector'], 'sdk');
    const json = (0,cli_args/* flag */.Jt)(p, 'json');
    const { config, targets } = await (0,cli_targets/* resolveTargets */.h5)('verify', p, io, 'snapshot');
    const results = [];
    for (const t of targets) {
        const file = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
        const approved = await (0,snapshot_file/* readSnapshot */.RA)(t.snapshotPath, file);
        const live = await captureTarget(t, io, via, json);
        const report = (0,classify/* diffSnapshots */.V)(approved, live, config, { base: file, head: 'live' });
        results.push({ server: t.name, snapshot: file, result: verifyApproved(approved, live, report) });
    }
    const ok = results.every((r) => r.result.ok);
    if (json) {
        const out = results.map((r) => ({ server: r.server, snapshot: r.snapshot, ok: r.result.ok, entries: r.result.entries.filter((e) => e.status !== 'ok') }));
        io.stdout(`${JSON.stringify({ ok, servers: out }, null, 2)}\n`);
    }
    else
        for (const r of results)
            io.stdout(renderVerify(r.server, r.snapshot, r.result));
    return ok ? errors/* EXIT */.dc.ok : errors/* EXIT */.dc.drift;
}

;// CONCATENATED MODULE: ./src/cli/commands/guard-help.ts
// Usage and options of the consumer-side commands (verify, guard, approve, reject, status), merged into the CLI help.



const STORE = ['--store DIR', 'the guard store (default $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard)'];
const SERVER = ['-s, --server NAME', 'the server in the store (needed when the store holds several)'];
const GUARD_COMMANDS = {
    verify: verifyCommand,
    guard: guard/* guardCommand */.L0,
    approve: approveCommand,
    reject: rejectCommand,
    status: statusCommand,
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
            ['--policy KEY=ACTION', 'follow or review per severity (safe, review, breaking), for new capabilities (new), or per rule id; default safe=follow, the rest review. Description and annotation changes are always reviewed; renames always need a manual approve'],
            ['--interval SEC', 're-capture period in seconds (default 300; 0 = only on list_changed and reconnect)'],
            ['--listen [HOST:]PORT', 'serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1)'],
            ['--request-timeout SEC', 'longest a forwarded request may run (default 3600)'],
            ['--url URL', "guard an HTTP server (with --header 'K: V' and --transport)"],
            ['-c, --config FILE', 'take the server (and its env, headers, surfaces) from a config'],
        ],
    },
    approve: {
        usage: ['approve  REF... [--store DIR] [--server NAME] [--digest D] [--expires DATE]', 'approve  --all-safe [--store DIR] [--server NAME]'],
        about: 'Approves the definition the server serves now under each REF (tool:NAME, or a bare name), showing its diff; a running guard publishes it at once.',
        options: [
            STORE,
            SERVER,
            ['--digest D', 'approve only if the served definition still has this digest'],
            ['--expires DATE', 'the approval ends at this date or date-time'],
            ['--all-safe', 'approve every changed capability whose changes are all safe (new ones, renames and text changes excluded)'],
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

;// CONCATENATED MODULE: ./src/cli/main.ts
// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.















const VERSION = package_0/* version */.rE;
const COMMANDS = {
    init: initCommand,
    snapshot: snapshotCommand,
    check: checkCommand,
    diff: diffCommand,
    release: releaseCommand,
    badge: badgeCommand,
    rules: rulesCommand,
    docs: docsCommand,
    scan: scanCommand,
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
        usage: ['check    [--config FILE] [--server NAME] [--update] [--no-canaries] [--json]', 'check    --snapshot FILE [--update] -- <command> [args...]'],
        about: 'Captures the live server and compares it with the committed snapshot, then runs its canaries in the same session: exit 0 when equal and every canary observed its expected result, 1 otherwise.',
        options: [
            CONFIG_OPT,
            SERVER_OPT,
            ['--snapshot FILE', 'the committed snapshot (required for an inline server after -- or --url)'],
            ['--update', 'rewrite the snapshot with the live surface instead of failing'],
            ['--no-canaries', "skip the config's canaries (the report then says behaviour is unverified)"],
            ['--url URL', "check an HTTP server (with --header 'K: V' and --transport as for snapshot)"],
            VIA_OPT,
            ['--json', 'print the result and the classified drift as JSON'],
        ],
    },
    diff: {
        usage: [
            'diff     BASE (HEAD | --live) [--config FILE] [--server NAME] [--format text|markdown|json] [--fail-on breaking|review|safe|none] [--out FILE]',
        ],
        about: 'Classifies BASE -> HEAD. Each side is a snapshot file, git:REF:PATH, or live (captured from the config\'s server).',
        options: [
            ['--live', 'the head is the live server (same as HEAD = live)'],
            ['-c, --config FILE', 'renames, severity overrides and ignores (default mcp-contract.json when present); the servers for live'],
            ['-s, --server NAME', 'the server to capture for live'],
            ['-f, --format F', 'text (default), markdown (the PR comment body; md also works) or json'],
            ['--fail-on S', 'exit 1 when a change is at least this severe: breaking (default), review, safe, none'],
            ['-o, --out FILE', 'also write the JSON report to FILE'],
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
async function main_run(args, io) {
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
    const fn = COMMANDS[command];
    if (!fn) {
        const guess = (0,cli_args/* closest */.kp)(command, Object.keys(COMMAND_HELP));
        io.stderr(`mcp-contract: unknown command "${(0,render_text/* cleanTerminal */.m)(command, 60)}" (${guess ? `did you mean ${guess}? ` : ''}try --help)\n`);
        return errors/* EXIT */.dc.usage;
    }
    if (COMMAND_HELP[command] && asksForHelp(rest)) {
        io.stdout(commandHelp(command));
        return errors/* EXIT */.dc.ok;
    }
    try {
        return await fn(rest, io);
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
