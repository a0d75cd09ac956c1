// What a launch command says about the code it will run: package runners, container images, shell and sandbox
// wrappers, interpreters and their entry scripts. Pure string work over the tokens a config wrote.
import type { Located } from './clients.js';

export interface LaunchFact {
  rule: string;
  pointer: string;
  params: Record<string, string>;
}

export interface Launch {
  facts: LaunchFact[];
  /** Arguments the server itself receives (path and URL checks look at these). */
  serverArgs: Located[];
  /** Host paths handed over another way (docker -v HOST:..., uv --directory DIR). */
  hostPaths: Located[];
  /** `KEY=VALUE` pairs passed on the command line (docker -e, env). */
  inlineEnv: Array<Located & { key: string }>;
  /** What isolates the process, when the command declares something. */
  sandbox?: string;
  /** Why what runs is not tied to reviewed content; undefined when a digest pins it. */
  integrityGap?: string;
  /** The registry package a package runner fetches, as written (a lockfile may pin a bare name). */
  package?: { runner: string; name: string; kind: VersionKind; pointer: string };
  /** `mcp-contract guard --approved FILE`: the approved snapshot the guard enforces. */
  guardApproved?: Located;
}

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

function base(command: string): string {
  const b = command.replace(/\\/g, '/').split('/').pop() ?? command;
  return b.toLowerCase().replace(/\.(exe|cmd|bat)$/, '');
}

/**
 * Splits a shell script roughly into the commands of its chain and their words (quotes respected, nothing expanded):
 * enough to see what it runs. The last command is taken as the server (`cd dir && exec npx pkg`).
 */
export function shellCommands(script: string): string[][] {
  const out: string[][] = [[]];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s"';|&]+)|([;|&]+)/g;
  for (const m of script.matchAll(re)) {
    if (m[4]) out.push([]);
    else out[out.length - 1].push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  return out.map((c) => (c[0] === 'exec' ? c.slice(1) : c)).filter((c) => c.length > 0);
}

type VersionKind = 'none' | 'exact' | 'tag' | 'range' | 'not-registry';

function classifyVersion(v: string | undefined): VersionKind {
  if (v === undefined || v === '') return 'none';
  if (/^v?\d+\.\d+\.\d+([-+][\w.+-]*)?$/.test(v)) return 'exact';
  if (/^[A-Za-z][\w.-]*$/.test(v)) return 'tag';
  return 'range';
}

function npmSpec(spec: string): { name: string; version?: string; kind: VersionKind } {
  if (/^(\.{0,2}\/|~|file:|git[+:]|github:|https?:|[A-Za-z]:\\)/.test(spec) || spec.endsWith('.tgz')) return { name: spec, kind: 'not-registry' };
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  if (at < 0) return { name: spec, kind: 'none' };
  const version = spec.slice(at + 1);
  return { name: spec.slice(0, at), version, kind: classifyVersion(version) };
}

function pythonSpec(spec: string): { name: string; version?: string; kind: VersionKind } {
  if (/^(\.{0,2}\/|~|git\+|https?:|file:)/.test(spec)) return { name: spec, kind: 'not-registry' };
  const exact = /^([A-Za-z0-9_.\-[\],]+)(===?|@)\s*([^,;\s]+)$/.exec(spec);
  if (exact) {
    const v = exact[3];
    if (exact[2] === '@') return { name: exact[1], version: v, kind: classifyVersion(v) };
    return { name: exact[1], version: v, kind: /[*]/.test(v) ? 'range' : 'exact' };
  }
  const range = /^([A-Za-z0-9_.\-[\],]+)\s*(~=|>=|<=|!=|>|<)(.+)$/.exec(spec);
  if (range) return { name: range[1], version: `${range[2]}${range[3]}`, kind: 'range' };
  return { name: spec, kind: 'none' };
}

function packageFact(runner: string, spec: { name: string; version?: string; kind: VersionKind }, pointer: string): LaunchFact | undefined {
  if (spec.kind === 'none') return { rule: 'launch-package-unpinned', pointer, params: { runner, package: spec.name } };
  if (spec.kind === 'tag') return { rule: 'launch-package-tag', pointer, params: { runner, package: spec.name, tag: spec.version ?? '' } };
  if (spec.kind === 'range') return { rule: 'launch-package-range', pointer, params: { runner, package: spec.name, range: spec.version ?? '' } };
  return undefined;
}

/** Skips options (and the values of those that take one); returns the index of the first positional. */
function firstPositional(tokens: readonly Located[], from: number, withValue: ReadonlySet<string>): number {
  let i = from;
  while (i < tokens.length) {
    const t = tokens[i].value;
    if (t === '--') return i + 1;
    if (!t.startsWith('-')) return i;
    i += withValue.has(t) ? 2 : 1;
  }
  return i;
}

function optionValue(tokens: readonly Located[], from: number, to: number, names: readonly string[]): Located | undefined {
  for (let i = from; i < to; i++) {
    const t = tokens[i].value;
    for (const n of names) {
      if (t === n && tokens[i + 1]) return tokens[i + 1];
      if (t.startsWith(`${n}=`)) return { value: t.slice(n.length + 1), pointer: tokens[i].pointer };
    }
  }
  return undefined;
}

function npxLike(runner: string, tokens: Located[], start: number, out: Launch): void {
  const i = firstPositional(tokens, start, NPX_FLAGS_WITH_VALUE);
  const pkg = optionValue(tokens, start, i, ['-p', '--package']) ?? tokens[i];
  out.serverArgs = tokens.slice(i + 1);
  if (!pkg) return;
  const spec = npmSpec(pkg.value);
  const fact = packageFact(runner, spec, pkg.pointer);
  if (fact) out.facts.push(fact);
  out.package = { runner, name: spec.name, kind: spec.kind, pointer: pkg.pointer };
  out.integrityGap =
    spec.kind === 'not-registry'
      ? `\`${runner}\` runs \`${pkg.value}\`, which no lockfile or integrity hash pins`
      : spec.kind === 'exact'
        ? `\`${spec.name}@${spec.version}\` is a version name, not a content hash: nothing checks what the registry serves for it`
        : `\`${spec.name}\` is fetched from the registry at launch, with no lockfile or integrity hash`;
}

function uvxLike(runner: string, tokens: Located[], start: number, out: Launch): void {
  const i = firstPositional(tokens, start, UVX_FLAGS_WITH_VALUE);
  const from = optionValue(tokens, start, i, ['--from', '--spec']);
  const dir = optionValue(tokens, start, i, ['--directory', '--project']);
  if (dir) out.hostPaths.push(dir);
  const pkg = from ?? tokens[i];
  out.serverArgs = tokens.slice(i + 1);
  if (!pkg) return;
  const spec = pythonSpec(pkg.value);
  const fact = packageFact(runner, spec, pkg.pointer);
  if (fact) out.facts.push(fact);
  out.integrityGap =
    spec.kind === 'exact'
      ? `\`${spec.name}==${spec.version}\` is a version name, not a content hash: nothing checks what the index serves for it`
      : `\`${spec.name}\` is fetched from the package index at launch, with no lockfile or hash`;
}

function containerRun(runner: string, tokens: Located[], start: number, out: Launch): void {
  let i = start;
  while (i < tokens.length) {
    const t = tokens[i];
    if (!t.value.startsWith('-')) break;
    const [flagName, inline] = t.value.includes('=') ? [t.value.slice(0, t.value.indexOf('=')), t.value.slice(t.value.indexOf('=') + 1)] : [t.value, undefined];
    const takes = DOCKER_FLAGS_WITH_VALUE.has(flagName);
    const val: Located | undefined = inline !== undefined ? { value: inline, pointer: t.pointer } : takes ? tokens[i + 1] : undefined;
    if (val && (flagName === '-e' || flagName === '--env') && val.value.includes('=')) {
      out.inlineEnv.push({ key: val.value.slice(0, val.value.indexOf('=')), value: val.value.slice(val.value.indexOf('=') + 1), pointer: val.pointer });
    }
    if (val && (flagName === '-v' || flagName === '--volume')) {
      const host = val.value.split(':')[0];
      // A named volume (no slash) is docker's storage, not a host path.
      if (/[/\\~$]/.test(host)) out.hostPaths.push({ value: host, pointer: val.pointer });
    }
    if (val && flagName === '--mount') {
      const src = /(?:^|,)(?:source|src)=([^,]+)/.exec(val.value)?.[1];
      if (src && /[/\\~$]/.test(src)) out.hostPaths.push({ value: src, pointer: val.pointer });
    }
    i += inline === undefined && takes ? 2 : 1;
  }
  const image = tokens[i];
  out.sandbox = `a container (\`${runner} run\`)`;
  out.serverArgs = [];
  if (!image) return;
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
  } else out.facts.push({ rule: 'launch-image-tag-without-digest', pointer: image.pointer, params: { runner: `${runner} run`, image: ref } });
}

/** Index in `rest` just after `guard` when the command runs `mcp-contract guard` (directly or through npx). */
function guardStart(cmd: string, rest: readonly Located[]): number | undefined {
  if (cmd === 'mcp-contract') return rest[0]?.value === 'guard' ? 1 : undefined;
  if (cmd !== 'npx' && cmd !== 'pnpx' && cmd !== 'bunx') return undefined;
  const tokens = [{ value: cmd, pointer: '' }, ...rest];
  const i = firstPositional(tokens, 1, NPX_FLAGS_WITH_VALUE);
  if (i >= tokens.length || npmSpec(tokens[i].value).name !== 'mcp-contract' || tokens[i + 1]?.value !== 'guard') return undefined;
  return i + 1;
}

/** Reads one launch: the command and its arguments, with where each was written. */
export function readLaunch(command: Located, args: readonly Located[]): Launch {
  const out: Launch = { facts: [], serverArgs: [], hostPaths: [], inlineEnv: [] };
  let tokens: Located[] = [command, ...args];
  for (let depth = 0; depth < 4 && tokens.length > 0; depth++) {
    const cmd = base(tokens[0].value);
    const rest = tokens.slice(1);
    if (SHELLS.has(cmd) || cmd === 'cmd' || cmd === 'powershell' || cmd === 'pwsh') {
      const flagAt = rest.findIndex((t) => (SHELLS.has(cmd) ? /^-[a-z]*c[a-z]*$/ : /^([/-]c|-command)$/i).test(t.value));
      const script = flagAt >= 0 ? rest[flagAt + 1] : undefined;
      if (!script) break;
      out.facts.push({ rule: 'shell-wrapper', pointer: script.pointer, params: { shell: tokens[0].value, flag: rest[flagAt].value, script: script.value } });
      const chain = shellCommands(script.value).map((c) => c.map((w) => ({ value: w, pointer: script.pointer })));
      // Words of the commands before the last (`cd ~/somewhere`) still hand paths to the server's process.
      for (const c of chain.slice(0, -1)) out.hostPaths.push(...c.slice(1));
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
        if (t.includes('=') && !t.startsWith('-')) out.inlineEnv.push({ key: t.slice(0, t.indexOf('=')), value: t.slice(t.indexOf('=') + 1), pointer: rest[i].pointer });
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
  if (tokens.length === 0) return out;
  const cmd = base(tokens[0].value);
  const sub = tokens[1]?.value;
  if (cmd === 'npx' || cmd === 'pnpx' || cmd === 'bunx') npxLike(cmd, tokens, 1, out);
  else if ((cmd === 'npm' && (sub === 'exec' || sub === 'x')) || ((cmd === 'pnpm' || cmd === 'yarn') && sub === 'dlx') || (cmd === 'bun' && sub === 'x'))
    npxLike(`${cmd} ${sub}`, tokens, 2, out);
  else if (cmd === 'uvx') uvxLike(cmd, tokens, 1, out);
  else if ((cmd === 'uv' && sub === 'tool' && tokens[2]?.value === 'run') || (cmd === 'pipx' && sub === 'run')) uvxLike(`${cmd} ${cmd === 'uv' ? 'tool run' : 'run'}`, tokens, cmd === 'uv' ? 3 : 2, out);
  else if ((cmd === 'docker' || cmd === 'podman' || cmd === 'nerdctl') && sub === 'run') containerRun(cmd, tokens, 2, out);
  else if (cmd === 'uv' || INTERPRETERS.has(cmd)) {
    // `uv --directory DIR run server.py`, `node dist/index.js`, `deno run -A main.ts`: the first positional is the entry.
    let i = 1;
    if (cmd === 'uv') {
      const dir = optionValue(tokens, 1, tokens.length, ['--directory', '--project']);
      if (dir) out.hostPaths.push(dir);
    }
    while (i < tokens.length && (tokens[i].value.startsWith('-') || ['run', 'exec'].includes(tokens[i].value))) {
      i += ['--directory', '--project', '-m', '--import', '--require', '-r', '--with'].includes(tokens[i].value) ? 2 : 1;
    }
    const entry = tokens[i];
    out.serverArgs = tokens.slice(i + 1);
    out.integrityGap = entry
      ? `\`${tokens[0].value}\` runs the working-tree file \`${entry.value}\`; no content manifest or digest is recorded for it`
      : `\`${tokens[0].value}\` runs code that no lockfile or digest pins`;
  } else {
    out.serverArgs = tokens.slice(1);
    out.integrityGap = `\`${tokens[0].value}\` is whatever binary that path or the PATH holds at launch; nothing records which`;
  }
  return out;
}
