export const id = 6535;
export const ids = [6535];
export const modules = {

/***/ 50981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scanCommand: () => (/* binding */ scanCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var shared_secrets = __webpack_require__(88712);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(54452);
// EXTERNAL MODULE: ./src/core/identity/axes.ts
var axes = __webpack_require__(73685);
// EXTERNAL MODULE: ./src/core/diff/gate.ts
var gate = __webpack_require__(62208);
// EXTERNAL MODULE: ./src/core/rules/registry.ts
var registry = __webpack_require__(86264);
// EXTERNAL MODULE: ./src/scan/clients.ts
var clients = __webpack_require__(44605);
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
    out.package = { runner, name: spec.name, kind: spec.kind, pointer: pkg.pointer };
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
/** Index in `rest` just after `guard` when the command runs `mcp-contract guard` (directly or through npx). */
function guardStart(cmd, rest) {
    if (cmd === 'mcp-contract')
        return rest[0]?.value === 'guard' ? 1 : undefined;
    if (cmd !== 'npx' && cmd !== 'pnpx' && cmd !== 'bunx')
        return undefined;
    const tokens = [{ value: cmd, pointer: '' }, ...rest];
    const i = firstPositional(tokens, 1, NPX_FLAGS_WITH_VALUE);
    if (i >= tokens.length || npmSpec(tokens[i].value).name !== 'mcp-contract' || tokens[i + 1]?.value !== 'guard')
        return undefined;
    return i + 1;
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
        const guardAt = guardStart(cmd, rest);
        if (guardAt !== undefined) {
            // The guard publishes only what its --approved snapshot allows; the server is the command after `--`.
            const dd = rest.findIndex((t, i) => i >= guardAt && t.value === '--');
            out.guardApproved = optionValue(rest, guardAt, dd < 0 ? rest.length : dd, ['--approved']);
            tokens = dd < 0 ? [] : rest.slice(dd + 1);
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

// EXTERNAL MODULE: ./src/scan/rules.ts
var scan_rules = __webpack_require__(39830);
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
/** Plaintext secrets: env, headers, inline KEY=VALUE, option values, and secrets written inside longer values. */
function secretDrafts(s, launch, client, secrets) {
    const out = [];
    const keyed = [
        ...s.env.map((e) => ({ ...e, where: `env \`${e.key}\`` })),
        ...s.headers.map((h) => ({ ...h, where: `header \`${h.key}\`` })),
        ...(launch?.inlineEnv ?? []).map((e) => ({ ...e, where: `the argument \`${e.key}=\u2026\`` })),
        ...s.url.map((u) => ({ ...u, key: '', where: 'the URL' })),
    ];
    const args = [...s.args];
    for (let i = 0; i < args.length; i++) {
        const a = args[i].value;
        const eq = /^(--?[A-Za-z][\w-]*)=(.+)$/.exec(a);
        if (eq)
            keyed.push({ key: eq[1], value: eq[2], pointer: args[i].pointer, where: `the argument \`${eq[1]}=\u2026\`` });
        else if (/^--?[A-Za-z][\w-]*$/.test(a) && args[i + 1] && !args[i + 1].value.startsWith('-'))
            keyed.push({ key: a, value: args[i + 1].value, pointer: args[i + 1].pointer, where: `the value of \`${a}\`` });
        else
            keyed.push({ key: '', value: a, pointer: args[i].pointer, where: `argument ${i + 1}` });
    }
    const seen = new Set();
    for (const k of keyed) {
        // A bearer header's secret is its token part.
        const value = /^(bearer|token|basic)\s+(.+)$/i.exec(k.value)?.[2] ?? k.value;
        // A bare argument has no name: only a known token shape marks it. A longer value (a URL, a script, a
        // connection string, JSON) may hold a secret inside it, which is flagged and redacted on its own.
        const whole = (0,shared_secrets/* looksSecret */.n0)(k.key, value);
        const inner = whole ? [] : (0,shared_secrets/* embeddedSecrets */.uG)(k.value);
        // A value that is a secret as a whole may be a script quoted in pieces elsewhere (the command it runs, in the
        // integrity finding and the axes): what is embedded in it is a secret of its own too.
        if (whole)
            secrets.push(value, k.value, ...(0,shared_secrets/* embeddedSecrets */.uG)(k.value));
        secrets.push(...inner);
        if ((!whole && inner.length === 0) || seen.has(k.pointer))
            continue;
        seen.add(k.pointer);
        const shown = whole ? `${value.length} characters, shown as ***` : `${inner.length === 1 ? 'a value' : `${inner.length} values`} inside it, shown as ***`;
        out.push({ rule: 'plaintext-secret', pointer: k.pointer, params: { where: k.where, shown, fix: secretFix(client, k.key.replace(/^-+/, '') || 'token') } });
    }
    return out;
}
function serverDrafts(s, client, ctx, secrets, ev) {
    const out = [];
    const launch = s.command ? readLaunch(s.command, s.args) : undefined;
    if (launch)
        applyLockfile(launch, ctx);
    if (launch)
        out.push(...launch.facts);
    out.push(...secretDrafts(s, launch, client, secrets));
    // Paths the server is handed.
    for (const a of [...(launch?.serverArgs ?? []), ...(launch?.hostPaths ?? [])]) {
        const raw = /^--?[\w-]+=(.+)$/.exec(a.value)?.[1] ?? a.value;
        if (!isPathLike(raw))
            continue;
        const placed = placePath(raw, ctx);
        if (placed === null)
            continue;
        const what = broadRoot(placed, ctx);
        ev.paths = { values: [...(ev.paths?.values ?? []), a.value], broad: (ev.paths?.broad ?? false) || what !== undefined };
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
    evidenceDrafts(s, launch, client, ctx, ev, out);
    return out;
}
/** `docker run --network X`: the container's network, when the launch sets one. */
function networkOf(args) {
    for (let i = 0; i < args.length; i++) {
        const m = /^--(?:network|net)(?:=(.*))?$/.exec(args[i].value);
        if (m)
            return m[1] ?? args[i + 1]?.value;
    }
    return undefined;
}
/** The layers a configuration cannot show by itself, and the evidence the axes are built from. */
function evidenceDrafts(s, launch, client, ctx, ev, out) {
    const remote = !s.command && s.url.length > 0;
    if (remote)
        ev.remote = s.url[0].value;
    const gap = remote ? `the code behind \`${s.url[0].value}\` is deployed by its operator and cannot be seen from here` : launch?.integrityGap;
    const identity = s.command ? ctx.identify?.({ command: s.command.value, args: s.args.map((a) => a.value) }) : undefined;
    if (identity?.integrity)
        ev.identity = identity;
    else if (identity?.unverified ?? gap) {
        // What the disk adds (not installed, no lockfile entry) follows what the command line says.
        const disk = identity?.unverified && identity.kind !== 'container' && identity.unverified !== gap ? identity.unverified : undefined;
        const reason = gap && disk ? `${gap}; on this machine: ${disk}` : (gap ?? disk);
        ev.identityGap = reason;
        out.push({ rule: 'artifact-integrity-unverified', pointer: s.command?.pointer ?? s.url[0]?.pointer ?? s.pointer, params: { reason } });
    }
    if (launch?.sandbox)
        ev.sandbox = launch.sandbox;
    const network = networkOf(s.args);
    if (network && launch?.sandbox?.startsWith('a container'))
        ev.network = network;
    ev.credentials = [...s.env.map((e) => e.key), ...s.headers.map((h) => `header ${h.key}`), ...(launch?.inlineEnv ?? []).map((e) => e.key)];
    const match = contractMatch(s, client, ctx);
    if (match?.snapshotExists)
        ev.contract = match.name;
    const missing = baselineGap(launch, match, ctx);
    if (missing) {
        out.push({ rule: 'contract-baseline-missing', pointer: launch?.guardApproved?.pointer ?? s.pointer, params: { reason: missing } });
        ev.baseline = { missing };
    }
    else if (match?.snapshotExists) {
        ev.baseline = { file: match.snapshot };
        const snap = ctx.readSnapshot?.(match.snapshot);
        if (snap)
            ev.tools = (0,axes/* writeSurface */.Bx)(snap);
    }
    else if (launch?.guardApproved)
        ev.baseline = { file: launch.guardApproved.value };
    ev.canaries = match?.canaries ?? 0;
    if (!match || match.canaries === 0) {
        out.push({ rule: 'canary-missing', pointer: s.pointer, params: { reason: match ? `"${match.name}" in mcp-contract.json declares no canaries` : 'no mcp-contract.json server with canaries stands for it' } });
    }
    if (!launch?.sandbox) {
        const reason = remote ? 'the server runs elsewhere and its isolation cannot be seen from here' : 'the process runs with the full rights of the user who starts the client';
        out.push({ rule: 'sandbox-undeclared', pointer: s.command?.pointer ?? s.pointer, params: { reason } });
    }
}
/**
 * `npx NAME` with no version runs the copy the project installed when its package-lock.json pins NAME: that is a
 * pinned version, not an unpinned fetch. The integrity hash is checked when it is installed, not at launch.
 */
function applyLockfile(launch, ctx) {
    const pkg = launch.package;
    const version = pkg && pkg.kind === 'none' && /^(npx|pnpx|bunx|npm exec|npm x)$/.test(pkg.runner) ? ctx.lockedPackages?.get(pkg.name) : undefined;
    if (!pkg || version === undefined)
        return;
    launch.facts = launch.facts.filter((f) => !(f.rule === 'launch-package-unpinned' && f.pointer === pkg.pointer));
    launch.integrityGap = `\`${pkg.name}\` runs the ${version} that package-lock.json pins (its integrity hash is checked when installed, not at launch)`;
}
/** Why no committed baseline covers this server, or undefined when one does (a contract snapshot or a guard's). */
function baselineGap(launch, match, ctx) {
    const approved = launch?.guardApproved;
    if (approved) {
        const placed = placePath(approved.value, ctx);
        if (placed === null || ctx.fileExists === undefined || ctx.fileExists(placed))
            return undefined;
        return `the guard's --approved snapshot \`${approved.value}\` does not exist`;
    }
    if (!match)
        return ctx.contract ? `no server in ${ctx.contract.file} matches it by name, URL or command` : 'the workspace has no mcp-contract.json';
    if (!match.snapshotExists)
        return `it is configured as "${match.name}" but ${match.snapshot} does not exist`;
    return undefined;
}
function launchText(s) {
    if (s.command)
        return [s.command.value, ...s.args.map((a) => (/\s/.test(a.value) ? JSON.stringify(a.value) : a.value))].join(' ');
    return s.url[0]?.value ?? '(no command or url)';
}
const ORDER = new Map(scan_rules/* SCAN_RULES */.wF.map((r, i) => [r.id, i]));
/**
 * Scans parsed configurations. Every string of the result is redacted (`redactScan`); `secrets` lists every plaintext
 * value found, for the caller to redact what it adds.
 */
function scanConfigs(inputs, ctx) {
    const secrets = [];
    const servers = [];
    const files = [];
    for (const input of inputs) {
        const list = (0,clients/* serversOf */.U2)(input.client, input.json.value, input.file);
        files.push({ path: input.file, abs: input.abs, client: input.client, servers: list.length });
        for (const s of list) {
            const ev = {};
            const drafts = serverDrafts(s, input.client, ctx, secrets, ev);
            const findings = drafts.map((d) => {
                const rule = (0,scan_rules/* scanRule */.aR)(d.rule);
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
            findings.sort((a, b) => (ORDER.get(a.rule) ?? 0) - (ORDER.get(b.rule) ?? 0) || a.line - b.line);
            servers.push({
                file: input.file,
                client: input.client,
                name: s.name,
                transport: s.command ? 'stdio' : 'http',
                launch: launchText(s),
                line: input.json.locate(s.pointer).line,
                findings,
                ...(ev.identity ? { identity: ev.identity } : {}),
                axes: (0,axes/* axesView */.lG)(ev),
                ...(ev.contract ? { contract: ev.contract } : {}),
            });
        }
    }
    // Every form a secret takes in the output: as written, JSON-escaped (JSON and SARIF), percent-encoded (URLs).
    const sorted = [...new Set(secrets.filter((x) => x.length > 0).flatMap(shared_secrets/* secretForms */.eo))].sort((a, b) => b.length - a.length);
    const all = servers.flatMap((s) => s.findings);
    const observed = { error: 0, warning: 0, note: 0, total: 0 };
    for (const f of all)
        if (f.layer === 'observed' && f.level)
            (observed[f.level]++, observed.total++);
    const result = {
        format: SCAN_FORMAT,
        workspace: ctx.workspace,
        files,
        servers,
        summary: { files: files.length, servers: servers.length, observed, unverified: all.filter((f) => f.layer === 'unverified').length },
    };
    // Messages, launches and axes quote arguments and scripts: no secret survives into any string of the result.
    return { result: redactScan(result, sorted), secrets: sorted };
}
/**
 * The result as every format renders it: each string in it (launches, messages, params, axes, identity, paths) with
 * every secret found replaced by `***`, before any format escapes or quotes it (a markdown escape inside a secret
 * would hide it from a later text pass).
 */
function redactScan(result, secrets) {
    return (0,shared_secrets/* mapStrings */.to)(result, (0,shared_secrets/* makeRedactor */.$u)(secrets));
}
/** An observed finding fails the run when its level's severity is at `--fail-on` or above; unverified layers never do. */
function scanFails(result, failOn) {
    const fails = (level) => level !== undefined && (0,gate/* atOrAbove */.kU)(registry/* SEVERITY_OF_LEVEL */.VD[level], failOn);
    return result.servers.some((s) => s.findings.some((f) => f.layer === 'observed' && fails(f.level))) || (result.permissions ?? []).some((f) => fails(f.level));
}
/** The result with the permission findings added: they are observed facts of the rules' files, counted as such. */
function withPermissions(result, findings) {
    if (findings.length === 0)
        return result;
    const observed = { ...result.summary.observed };
    for (const f of findings)
        (observed[f.level]++, observed.total++);
    return { ...result, permissions: [...findings], summary: { ...result.summary, observed } };
}
function clientLabel(c) {
    return CLIENT_LABEL[c];
}

// EXTERNAL MODULE: ./src/scan/files.ts
var scan_files = __webpack_require__(85438);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(57789);
// EXTERNAL MODULE: ./src/render/message.ts
var message = __webpack_require__(68795);
// EXTERNAL MODULE: ./src/scan/render-axes.ts
var render_axes = __webpack_require__(1175);
// EXTERNAL MODULE: ./src/scan/permissions.ts
var permissions = __webpack_require__(86293);
;// CONCATENATED MODULE: ./src/scan/render.ts
// The scan in text, markdown and JSON. Wording counts what was observed and what was not verified; it never calls a
// server stable or harmless, because no configuration can show that.







function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** The one line every format ends with. */
function scanSummaryLine(r) {
    const o = r.summary.observed;
    return (`mcp-contract scan: ${plural(r.summary.files, 'file')}, ${plural(r.summary.servers, 'server')}; ` +
        `observed: ${plural(o.total, 'risk')} (${o.error} error, ${o.warning} warning, ${o.note} note); ` +
        `unverified: ${plural(r.summary.unverified, 'layer')}. ` +
        'A configuration shows how a server is launched, not that its code or tools will stay the same.');
}
/** The one line saying a file's entries can become one: its count, never its values (env and headers hold tokens). */
function gatewayLine(g, show) {
    if (g.config !== undefined)
        return `these ${g.servers} servers are in the gateway config ${show(g.config)} already (init --gateway wrote it); replace them here with the one entry it printed, after capturing each once`;
    return `these ${g.servers} servers can be replaced by one gateway entry (one process, one guard for all of them)`;
}
function label(f) {
    return f.layer === 'observed' ? `observed ${f.level}` : 'unverified';
}
function renderScanText(r) {
    const lines = [];
    for (const file of r.files) {
        lines.push(`${(0,render_text/* cleanTerminal */.m)(file.path, 300)} (${clients/* CLIENT_LABEL */.by[file.client]}): ${plural(file.servers, 'server')}`);
        for (const s of r.servers.filter((x) => x.file === file.path)) {
            lines.push(`  ${(0,render_text/* cleanTerminal */.m)(s.name, 80)} [${s.transport}] line ${s.line}: ${(0,render_text/* cleanTerminal */.m)(s.launch, 200)}`);
            const width = Math.max(...s.findings.map((f) => label(f).length), 0);
            for (const f of s.findings)
                lines.push(`    ${label(f).padEnd(width)}  ${f.rule} (line ${f.line}): ${(0,render_text/* cleanTerminal */.m)(f.message, 400)}`);
            lines.push(...(0,render_axes/* serverEvidenceText */.Ip)(s));
        }
        if (file.gateway)
            lines.push(`  ${gatewayLine(file.gateway, (p) => (0,render_text/* cleanTerminal */.m)(p, 300))}: ${(0,render_text/* cleanTerminal */.m)(file.gateway.command, 400)}`);
    }
    lines.push(...(0,permissions/* permissionText */.Je)(r.permissions ?? []));
    if (r.files.length > 0)
        lines.push('');
    lines.push(scanSummaryLine(r));
    return `${lines.join('\n')}\n`;
}
function mdMessage(f) {
    return (0,message/* safeTemplate */.ab)((0,scan_rules/* scanRule */.aR)(f.rule).message, f.params);
}
function renderScanMarkdown(r) {
    const o = r.summary.observed;
    const out = [
        `### MCP launch configuration: ${plural(o.total, 'observed risk')}, ${plural(r.summary.unverified, 'unverified layer')}`,
        '',
        `**${o.error} error** · **${o.warning} warning** · **${o.note} note** observed in ${plural(r.summary.servers, 'server')} of ${plural(r.summary.files, 'file')}. ` +
            'Unverified layers are evidence this configuration cannot give: they are gaps, not passes.',
        '',
    ];
    for (const file of r.files) {
        out.push(`#### ${(0,render_escape/* escapeInline */.VV)(file.path)} (${clients/* CLIENT_LABEL */.by[file.client]})`, '');
        for (const s of r.servers.filter((x) => x.file === file.path)) {
            out.push(`- ${(0,render_escape/* codeSpan */.SS)(s.name, 80)} (${s.transport}, line ${s.line}): ${(0,render_escape/* codeSpan */.SS)(s.launch, 200)}`);
            for (const f of s.findings) {
                const tag = f.layer === 'observed' ? `**observed ${f.level}**` : '_unverified_';
                out.push(`  - ${tag} \`${f.rule}\`, line ${f.line}: ${mdMessage(f)}`);
            }
            out.push(...(0,render_axes/* serverEvidenceMarkdown */.IK)(s));
        }
        if (file.gateway)
            out.push('', `${gatewayLine(file.gateway, (p) => (0,render_escape/* codeSpan */.SS)(p, 300))}: ${(0,render_escape/* codeSpan */.SS)(file.gateway.command, 400)}`);
        out.push('');
    }
    out.push(...(0,permissions/* permissionMarkdown */.xf)(r.permissions ?? []));
    out.push((0,render_escape/* escapeInline */.VV)(scanSummaryLine(r), 1000), '');
    return `${out.join('\n')}`;
}
function renderScanJson(r) {
    return `${JSON.stringify(r, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/scan/sarif.ts
var sarif = __webpack_require__(39432);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/scan.ts
var scan = __webpack_require__(55028);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/gateway/client-entry.ts
var client_entry = __webpack_require__(43122);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(54017);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/consent/files.ts
var consent_files = __webpack_require__(16733);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/core/diff/renames/match.ts + 2 modules
var match = __webpack_require__(35012);
// EXTERNAL MODULE: ./src/consent/drift.ts
var drift = __webpack_require__(24433);
// EXTERNAL MODULE: ./src/consent/read.ts + 1 modules
var read = __webpack_require__(890);
// EXTERNAL MODULE: ./src/consent/model.ts
var model = __webpack_require__(12319);
;// CONCATENATED MODULE: ./src/consent/held.ts






const RANK = { allow: 1, ask: 2, deny: 3 };
/** What a wide allow does in each client: runs tools unasked, or offers them to the model. */
const VERB = {
    'claude-code': 'approves unasked',
    gemini: 'approves unasked',
    codex: 'approves unasked',
    vscode: 'makes available',
    gateway: 'publishes',
};
const LISTED = 5;
/** Old tool -> its declared successors the snapshot serves. */
function successorsOf(config, server, served) {
    const out = new Map();
    for (const [old, r] of (0,match/* resolveRenames */.y7)((0,shared_config/* configOfServer */.X)(config, server).renames)) {
        if (!old.startsWith('tool:'))
            continue;
        const to = r.to.filter((t) => t.startsWith('tool:') && served.has(t.slice(5))).map((t) => t.slice(5));
        if (to.length > 0)
            out.set(old.slice(5), to);
    }
    return out;
}
function traits(def) {
    const h = (0,drift/* hintsOf */.iw)(def);
    return [h.destructive ? 'destructive' : 'writes', h.openWorld ? 'open-world' : ''].filter(Boolean).join(', ');
}
function heldFindings(files, servers) {
    const out = inertAllows(files);
    for (const s of servers) {
        let served;
        try {
            served = (0,drift/* toolsOf */.Fu)(s.snapshot, s.snapshotFile);
        }
        catch {
            // A snapshot whose tools were not observed whole would make every rule look void: nothing is judged on it.
            continue;
        }
        const successors = successorsOf(s.config, s.contract, served);
        for (const key of new Set(s.keys)) {
            // The gateway publishes a member under its mcp-contract.json name: only that key reaches the gateway's rules.
            const rules = files.flatMap((f) => (0,consent_files/* rulesOfFile */.Fr)(f, key, key === s.contract ? consent_files/* GATEWAY_KEY */.x_ : key).map((rule) => ({ rule, abs: f.abs })));
            for (const { rule, abs } of rules) {
                const same = rules.map((x) => x.rule).filter((r) => r.client === rule.client);
                const message = ruleMessage(rule, same, served, successors, s.snapshotFile);
                if (message)
                    out.push({ ...message, file: rule.list.file, abs, line: rule.entry.line, client: model/* CONSENT_CLIENT_LABEL */.oT[rule.client], server: key, effect: rule.effect, entry: rule.entry.text, snapshot: s.snapshotFile });
            }
        }
    }
    return out;
}
/** Claude Code allows with a glob in the server's place: skipped by Claude Code, so they approve nothing at all. */
function inertAllows(files) {
    return files
        .filter((f) => f.client === 'claude-code')
        .flatMap((f) => (0,read/* claudeInertAllows */.dn)(f.text, f.shown).map((e) => ({
        rule: 'permission-rule-void',
        level: 'warning',
        file: f.shown,
        abs: f.abs,
        line: e.line,
        client: model/* CONSENT_CLIENT_LABEL */.oT['claude-code'],
        server: '*',
        effect: 'allow',
        entry: e.text,
        snapshot: '',
        message: 'Claude Code skips an allow whose glob stands in the server\'s place (it needs a literal `mcp__<server>__` before any `*`): it approves nothing. Write `mcp__<server>` or `mcp__<server>__<tool>` for the tools you mean.',
    })));
}
function ruleMessage(rule, same, served, successors, snapshot) {
    const tool = (0,model/* ruleTool */.vt)(rule);
    if (tool !== undefined && !served.has(tool))
        return voidMessage(rule, tool, same, successors.get(tool) ?? [], snapshot);
    if (tool !== undefined || rule.effect !== 'allow')
        return undefined;
    // Tools a deny or ask of the same client still stops are not approved by the wide allow.
    const stopped = (t) => same.some((r) => r !== rule && RANK[r.effect] > RANK.allow && (0,model/* ruleCovers */.$I)(r, t));
    // A tool that declares itself read-only is left out: what it may reach it only reads.
    const risky = [...served].filter(([t, c]) => (0,model/* ruleCovers */.$I)(rule, t) && !stopped(t) && !(0,drift/* hintsOf */.iw)(c.definition).readOnly);
    if (risky.length === 0)
        return undefined;
    const listed = risky.slice(0, LISTED).map(([t, c]) => `tool:${t} (${traits(c.definition)})`);
    const more = risky.length > LISTED ? ` and ${risky.length - LISTED} more` : '';
    return {
        rule: 'permission-rule-widened',
        level: 'warning',
        message: `${VERB[rule.client]} ${risky.length} tool(s) of ${snapshot} that do not declare themselves read-only: ${listed.join(', ')}${more}; and every tool the server adds later. Name the tools it means instead.`,
    };
}
function voidMessage(rule, tool, same, next, snapshot) {
    const gone = `names tool:${tool}, which ${snapshot} does not serve`;
    const carry = `carry it with \`mcp-contract consent --from git:<REF before the rename>:${snapshot} --to ${snapshot} --write\``;
    if (rule.effect === 'allow') {
        if (next.length === 0)
            return { rule: 'permission-rule-void', level: 'note', message: `${gone}: it allows nothing now, and would allow whatever tool takes that name later` };
        return { rule: 'permission-rule-void', level: 'warning', message: `${gone}; its declared successor ${next.map((t) => `tool:${t}`).join(', ')} is not allowed by it: ${carry} (it carries the allow only to a tool that can do no more)` };
    }
    // A successor another rule of the client already denies (or asks for) is still protected.
    const open = next.filter((t) => !same.some((r) => RANK[r.effect] >= RANK[rule.effect] && (0,model/* ruleCovers */.$I)(r, t)));
    if (next.length === 0)
        return { rule: 'permission-rule-void', level: 'warning', message: `${gone}: it protects nothing. If tool:${tool} was renamed, ${rule.effect === 'deny' ? 'deny' : 'ask for'} its new name (declare the rename in mcp-contract.json and ${carry})` };
    if (open.length === 0)
        return { rule: 'permission-rule-void', level: 'note', message: `${gone}; its declared successor is covered by another ${rule.effect} rule` };
    return {
        rule: 'permission-rule-void',
        level: rule.effect === 'deny' ? 'error' : 'warning',
        message: `${gone}: it was renamed to ${open.map((t) => `tool:${t}`).join(', ')} (declared), which this ${rule.effect} does not cover, so the protection is gone: ${carry}`,
    };
}

// EXTERNAL MODULE: ./src/scan/jsonc.ts
var jsonc = __webpack_require__(69970);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
;// CONCATENATED MODULE: ./src/cli/scan-permissions.ts
// What `scan` adds from the consent adapter: the clients' saved permission rules (Claude Code, Gemini CLI, Codex,
// VS Code tool sets, the gateway's profiles) held against each configured server's committed snapshot. The files are
// the workspace's own (the user's too with --user) and any named on the command line.







/**
 * A path given to scan that holds permission rules only (its launch settings, if any, are another file's): read for
 * its rules, not as a client configuration. `.gemini/settings.json` holds both, so it is read both ways.
 */
function permissionOnly(abs) {
    const client = (0,consent_files/* consentClientOf */.pb)(abs);
    return client !== undefined && client !== 'gemini' && client !== 'gateway';
}
/** The files that exist, each once (the workspace may be the home directory). */
function existing(files) {
    const seen = new Set();
    return files.filter(([f]) => (0,external_node_fs_.existsSync)(f) && !seen.has(f) && Boolean(seen.add(f)));
}
/** The workspace's mcp-contract.json read leniently, as scan reads it: only its renames matter here. */
function contractConfig(workspace) {
    try {
        const value = (0,jsonc/* parseJsonc */.pX)((0,external_node_fs_.readFileSync)(external_node_path_default().join(workspace, 'mcp-contract.json'), 'utf8')).value;
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    }
    catch {
        return {};
    }
}
function scanPermissions(result, ctx, named, user, env) {
    const contract = ctx.contract;
    if (!contract)
        return [];
    const found = existing([...(user ? (0,consent_files/* userConsentFiles */.Hm)(ctx.home, env) : []), ...(0,consent_files/* workspaceConsentFiles */.r2)(ctx.workspace), [external_node_path_default().join(ctx.workspace, 'mcp-contract.json'), 'gateway']]);
    for (const f of named) {
        const client = (0,consent_files/* consentClientOf */.pb)(f);
        if (client && !found.some(([x]) => x === f))
            found.push([f, client]);
    }
    const files = found.map(([abs, client]) => (0,consent_files/* readConsentFile */.zK)(abs, (0,scan_files/* shownFile */.G)(ctx.workspace, abs), client));
    const config = contractConfig(ctx.workspace);
    const servers = contract.servers.flatMap((c) => {
        if (!c.snapshotExists)
            return [];
        let snapshot;
        try {
            snapshot = (0,snapshot_files/* parseSnapshot */.E$)((0,external_node_fs_.readFileSync)(external_node_path_default().resolve(ctx.workspace, c.snapshot), 'utf8'), c.snapshot);
        }
        catch {
            // An unreadable baseline is reported by the server's own findings; its rules are not judged against nothing.
            return [];
        }
        const keys = [c.name, ...result.servers.filter((s) => s.contract === c.name).map((s) => s.name)];
        return [{ contract: c.name, keys, snapshot, snapshotFile: c.snapshot, config }];
    });
    return heldFindings(files, servers);
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
;// CONCATENATED MODULE: ./src/cli/commands/scan.ts
// `mcp-contract scan [PATH...]`: what MCP client configurations show about how each server is launched (observed)
// and which layers of evidence they cannot give (unverified). Exit 1 when an observed finding reaches --fail-on.















const SARIF_TOOL = { version: package_0/* version */.rE, informationUri: 'https://github.com/mcp-contract/mcp-contract' };
const RENDER = {
    text: renderScanText,
    markdown: renderScanMarkdown,
    json: renderScanJson,
    sarif: (result) => (0,sarif/* renderScanSarif */.b3)(result, SARIF_TOOL),
};
/** The workspace's configurations when only permission files were named: none found is no error then. */
function discoverOrNone(workspace, user, home, io) {
    try {
        return (0,scan_files/* discover */.k4)([], io.cwd, workspace, user, home, io.env);
    }
    catch (e) {
        if (e instanceof errors/* UsageError */.eb)
            return [];
        throw e;
    }
}
async function scanCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(scan/* SCAN */.w, args);
    const workspace = external_node_path_default().resolve(io.cwd, (0,cli_args/* str */.gx)(p, 'root') ?? '.');
    const home = (0,cli_io/* homeOf */.lt)(io);
    if (p.rest.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract scan: takes configuration files or directories, not a command after --');
    // A client's permission file (.claude/settings.json, config.toml, *.toolsets.jsonc) holds no launch: its rules are
    // held against the committed snapshots instead.
    const named = p.positionals.map((x) => external_node_path_default().resolve(io.cwd, x));
    const rulesOnly = named.filter(permissionOnly);
    const launches = p.positionals.filter((_, i) => !permissionOnly(named[i]));
    const files = rulesOnly.length > 0 && launches.length === 0 ? discoverOrNone(workspace, (0,cli_args/* flag */.Jt)(p, 'user'), home, io) : (0,scan_files/* discover */.k4)(launches, io.cwd, workspace, (0,cli_args/* flag */.Jt)(p, 'user'), home, io.env);
    const inputs = files.map((f) => (0,scan_files/* readInput */.R5)(f, (0,scan_files/* shownFile */.G)(workspace, f)));
    const ctx = { ...(0,scan_files/* contractContext */.Uq)(workspace, home), ...(0,identity_hooks/* scanEvidence */.Tx)(workspace, home, io.env) };
    const scanned = scanConfigs(inputs, ctx);
    const secrets = scanned.secrets;
    const result = withPermissions(scanned.result, scanPermissions(scanned.result, ctx, named, (0,cli_args/* flag */.Jt)(p, 'user'), io.env));
    // The result's strings are redacted: the hints read each file by the path it was read from.
    result.files.forEach((file, i) => {
        const abs = inputs[i].abs;
        const gateway = file.client === 'mcp-contract' ? undefined : (0,client_entry/* gatewayHint */.w9)(abs, (0,cli_io/* shownPath */.pS)(io, abs), home);
        if (gateway)
            file.gateway = gateway;
    });
    // The one place every format gets its text: the result, with the hints added here, redacted string by string
    // before any format escapes or quotes it, then the rendered body once more. One pass for all secrets (io.protect
    // would rescan per secret).
    const shown = redactScan(result, secrets);
    const body = (0,shared_secrets/* makeRedactor */.$u)(secrets)(RENDER[p.format](shown));
    const out = (0,cli_args/* str */.gx)(p, 'out');
    if (out) {
        // Like `diff --out`: through a temp file, never through a symbolic link planted at the target.
        await (0,snapshot_file/* writeFileAtomic */.Zf)(external_node_path_default().resolve(io.cwd, out), body);
        io.stdout(`${scanSummaryLine(shown)}\n`);
    }
    else
        io.stdout(body);
    return scanFails(result, p.failOn) ? errors/* EXIT */.dc.drift : errors/* EXIT */.dc.ok;
}


/***/ }),

/***/ 43122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ gatewayEntry),
/* harmony export */   kN: () => (/* binding */ inputVariables),
/* harmony export */   mt: () => (/* binding */ serversKey),
/* harmony export */   tL: () => (/* binding */ gatewayConfig),
/* harmony export */   uB: () => (/* binding */ GATEWAY_CONFIG_NAME),
/* harmony export */   w9: () => (/* binding */ gatewayHint)
/* harmony export */ });
/* unused harmony export initGatewayCommand */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73882);
/* harmony import */ var _config_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62757);





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
/** The file `init --gateway CLIENT_FILE` writes beside the client's file unless told another. */
const GATEWAY_CONFIG_NAME = 'mcp-contract-gateway.json';
/** The command that writes the gateway's config for a client file and prints its one entry. */
function initGatewayCommand(shownFile) {
    return `mcp-contract init --gateway ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__/* .shellQuote */ .Z)(shownFile)}`;
}
/**
 * What scan says of a client file with two or more servers: one gateway entry replaces them. Counted as the gateway
 * reads the file (a disabled entry does not run); a file the gateway would refuse, or an mcp-contract config (already
 * the gateway's shape), gets no hint.
 */
function gatewayHint(abs, shownFile, home) {
    let servers;
    try {
        const file = (0,_config_file_js__WEBPACK_IMPORTED_MODULE_3__.readGatewayFile)(abs, shownFile, undefined, home);
        if (file.kind === 'mcp-contract')
            return undefined;
        servers = file.servers.length;
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb)
            return undefined;
        throw e;
    }
    if (servers < 2)
        return undefined;
    // init --gateway ran already (its config is beside the file): what is left is to capture and paste, not to init.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs), GATEWAY_CONFIG_NAME))) {
        const config = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(shownFile), GATEWAY_CONFIG_NAME);
        return { servers, command: `mcp-contract snapshot --config ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__/* .shellQuote */ .Z)(config)}`, config };
    }
    return { servers, command: initGatewayCommand(shownFile) };
}


/***/ }),

/***/ 47067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ registryRefOf),
/* harmony export */   Z7: () => (/* binding */ REGISTRY_PREFIX),
/* harmony export */   kN: () => (/* binding */ REGISTRY_REF),
/* harmony export */   tV: () => (/* binding */ releaseBundleOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// A server's approvals from a registry release (`approved: "registry:NAME@VERSION"`, `releaseBundle`), read apart
// from the rest of the gateway's file: the single guard reads them before it starts its upstream, and must not load
// the gateway's profiles (and their schema compiler) to do it.

const REGISTRY_PREFIX = 'registry:';
/** The config schema's pattern for `approved`. */
const REGISTRY_REF = /^registry:[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+@[^@\s]+$/;
/** NAME@VERSION of a server's `approved: "registry:NAME@VERSION"`, or undefined. */
function registryRefOf(approved) {
    return approved?.startsWith(REGISTRY_PREFIX) ? approved.slice(REGISTRY_PREFIX.length) : undefined;
}
/** A server's `releaseBundle`, resolved against the config's directory. */
function releaseBundleOf(t) {
    return t.server.releaseBundle === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(t.baseDir, t.server.releaseBundle);
}


/***/ })

};
