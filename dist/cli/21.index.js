export const id = 21;
export const ids = [21];
export const modules = {

/***/ 21:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initGateway: () => (/* binding */ initGateway)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(7297);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/scan/clients.ts
var clients = __webpack_require__(4605);
// EXTERNAL MODULE: ./src/gateway/config-file.ts
var config_file = __webpack_require__(2757);
;// CONCATENATED MODULE: ./src/gateway/client-entry.ts
/** The key a client keeps its servers under. */
function serversKey(kind) {
    return kind === 'vscode' ? 'servers' : 'mcpServers';
}
/**
 * The gateway's config: each server as the file launches it (variables already in `${VAR}` form), with the snapshot
 * that will hold its approvals named, which also marks the file as an mcp-contract config to every reader.
 */
function gatewayConfig(servers) {
    return { servers: Object.fromEntries(servers.map((s) => [s.name, { ...launchOf(s.server), snapshot: `snapshots/${s.name}.json` }])) };
}
/** Only what a launch needs: the client's file has no snapshot, surfaces or build to carry. */
function launchOf(server) {
    const out = {};
    for (const key of ['command', 'args', 'env', 'cwd', 'url', 'headers', 'transport', 'prefix']) {
        const v = server[key];
        if (v === undefined || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0))
            continue;
        out[key] = v;
    }
    return out;
}
/**
 * VS Code asks the user for `${input:id}` and passes it only where an entry names it: the gateway's entry names each
 * one the servers used, as the variable the gateway's config reads it from (config-file.ts).
 */
function inputVariables(text) {
    const out = {};
    for (const m of text.matchAll(/\$\{input:([^}]+)\}/g))
        out[`MCP_CONTRACT_INPUT_${m[1].toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] = `\${input:${m[1]}}`;
    return out;
}
/** The client file's new server object: the one entry that starts the gateway over `configPath`. */
function gatewayEntry(kind, configPath, env) {
    const entry = {
        ...(kind === 'vscode' ? { type: 'stdio' } : {}),
        command: 'mcp-contract',
        args: ['guard', '--config', configPath],
    };
    if (Object.keys(env).length > 0)
        entry.env = env;
    return { [serversKey(kind)]: { 'mcp-contract': entry } };
}

// EXTERNAL MODULE: ./src/guard/shell-quote.ts
var shell_quote = __webpack_require__(1501);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/commands/init-gateway.ts
// `mcp-contract init --gateway CLIENT_FILE`: from a client's config with N server entries, the gateway's config (those
// servers, beside the client file so relative paths mean what they meant) and the one entry that replaces the N,
// printed ready to paste. Nothing is started: the next step, `snapshot --config`, captures what each server serves.













const DEFAULT_NAME = 'mcp-contract-gateway.json';
async function initGateway(p, io) {
    if (p.rest.length > 0 || (0,args/* str */.gx)(p, 'url') || p.positionals.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract init: --gateway takes the servers from the client file: give no command, --url or directory');
    const given = (0,args/* str */.gx)(p, 'gateway');
    const clientPath = (0,external_node_path_.resolve)(io.cwd, given);
    const file = (0,config_file/* readGatewayFile */.d)(clientPath, given, undefined, io.env.HOME ?? (0,external_node_os_.homedir)());
    const shown = (0,cli_io/* shownPath */.pS)(io, clientPath);
    const names = file.servers.map((s) => s.name);
    const env = inputVariables((0,external_node_fs_.readFileSync)(clientPath, 'utf8'));
    if (file.kind === 'mcp-contract') {
        // Already a config the gateway reads: nothing to write, only the entry to give a client.
        io.stdout(`${shown} is an mcp-contract config of ${names.length} server(s) (${names.join(', ')}); the client entry that runs the gateway over it:\n`);
        io.stdout(`${JSON.stringify(gatewayEntry('claude-desktop', clientPath, env), null, 2)}\n`);
        io.stdout(`next: mcp-contract snapshot --config ${(0,shell_quote/* shellQuote */.Z)(shown)} writes each server's approved snapshot\n`);
        return 0;
    }
    const out = (0,external_node_path_.resolve)(io.cwd, (0,args/* str */.gx)(p, 'config') ?? (0,external_node_path_.resolve)((0,external_node_path_.dirname)(clientPath), DEFAULT_NAME));
    if ((0,external_node_fs_.existsSync)(out))
        throw new errors/* UsageError */.eb(`${(0,cli_io/* shownPath */.pS)(io, out)}: already exists; pass --config NEW_FILE`);
    await (0,snapshot_file/* writeFileAtomic */.Zf)(out, (0,canonical/* stableStringify */.JB)(gatewayConfig(file.servers)));
    // The servers' env values and headers came from the client's file, often tokens: readable by the user alone.
    await (0,promises_.chmod)(out, 0o600);
    const key = serversKey(file.kind);
    const outShown = (0,cli_io/* shownPath */.pS)(io, out);
    io.stdout(`wrote ${outShown}: the ${names.length} server(s) of ${shown} (${names.join(', ')}); nothing was started\n`);
    io.stdout(`in ${shown} (${clients/* CLIENT_LABEL */.by[file.kind]}), replace the "${key}" object with this one entry, which runs them all behind one guard:\n`);
    io.stdout(`${JSON.stringify(gatewayEntry(file.kind, out, env), null, 2)}\n`);
    io.stdout('next:\n');
    io.stdout(`  - mcp-contract scan ${(0,shell_quote/* shellQuote */.Z)(shown)}   (what each launch shows, before you approve it)\n`);
    io.stdout(`  - mcp-contract snapshot --config ${(0,shell_quote/* shellQuote */.Z)(outShown)}   (captures each server once: its snapshot is what the gateway approves)\n`);
    io.stdout(`  - paste the entry, restart the client: it sees every server's tools as <server>__<name>\n`);
    return 0;
}


/***/ })

};
