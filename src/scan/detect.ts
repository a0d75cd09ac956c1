// The scan itself: from parsed client configurations to findings with rule ids and config lines. Pure: the caller
// reads the files and says where the workspace and home are.
import path from 'node:path';
import { fillTemplate } from '../core/rules/rules.js';
import { embeddedSecrets, looksSecret, makeRedactor, mapStrings, secretForms } from '../core/shared/secrets.js';
import { axesView, writeSurface, type AxisEvidence, type AxisView } from '../core/identity/axes.js';
import type { LaunchIdentity } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import { atOrAbove, type FailOn } from '../core/diff/gate.js';
import { SEVERITY_OF_LEVEL } from '../core/rules/registry.js';
import { CLIENT_LABEL, serversOf, type ClientKind, type ClientServer, type Located } from './clients.js';
import type { LocatedJson } from './jsonc.js';
import { readLaunch, type Launch } from './launch.js';
import { scanRule, SCAN_RULES, type ScanLayer, type ScanLevel } from './rules.js';
import type { PermissionFinding } from './permissions.js';

export const SCAN_FORMAT = 'mcp-contract-scan/1';

export interface ScanInput {
  /** As shown to the user (relative to the workspace when inside it). */
  file: string;
  /** Absolute path, for SARIF locations outside the workspace. */
  abs: string;
  client: ClientKind;
  json: LocatedJson;
}

/** A server of the workspace's mcp-contract.json, for matching baselines and canaries. */
export interface ContractServer {
  name: string;
  command?: string;
  args: string[];
  url?: string;
  snapshot: string;
  snapshotExists: boolean;
  canaries: number;
}

export interface ScanContext {
  workspace: string;
  home: string;
  /** The mcp-contract.json that governs the workspace, when there is one. */
  contract?: { file: string; servers: ContractServer[] };
  /** Resolves a launch to the identity of its code (the CLI injects src/identity/; absent: only the launch text is read). */
  identify?: (launch: { command: string; args: string[] }) => LaunchIdentity | undefined;
  /** Reads a committed baseline (workspace-relative path) for the write-capability axis; undefined when unreadable. */
  readSnapshot?: (file: string) => Snapshot | undefined;
  /** Top-level packages the workspace's package-lock.json pins (name -> version): `npx NAME` runs that one. */
  lockedPackages?: ReadonlyMap<string, string>;
  /** Whether a file exists (the caller's disk); absent means existence is not checked. */
  fileExists?: (abs: string) => boolean;
}

export interface ScanFinding {
  rule: string;
  layer: ScanLayer;
  level?: ScanLevel;
  file: string;
  server: string;
  pointer: string;
  line: number;
  column: number;
  message: string;
  hint: string;
  /** The values filled into the rule's wording (secrets redacted), so markdown can escape them on their own. */
  params: Record<string, string>;
}

export interface ScanServer {
  file: string;
  client: ClientKind;
  name: string;
  transport: 'stdio' | 'http';
  /** The launch as written, secrets redacted. */
  launch: string;
  line: number;
  findings: ScanFinding[];
  /** The code the launch resolves to, when its content is pinned (observed); unpinned launches have an unverified finding. */
  identity?: LaunchIdentity;
  /** Eight axes, each observed or unverified; never summed into one score. */
  axes: AxisView[];
  /** The mcp-contract.json server that stands for it, when its committed snapshot exists (its rules are held to it). */
  contract?: string;
}

export interface ScanSummary {
  files: number;
  servers: number;
  observed: Record<ScanLevel, number> & { total: number };
  unverified: number;
}

/** A client file whose servers one gateway entry can replace (issue 27): how many it would run, and the command. */
export interface GatewayHint {
  servers: number;
  /**
   * The next step, as the user can run it from where scan ran: `mcp-contract init --gateway FILE`, or, once that has
   * written the gateway's config beside FILE, `mcp-contract snapshot --config THAT` (init is never suggested twice).
   */
  command: string;
  /** The gateway config `init --gateway` already wrote for FILE (its default name beside it), when there is one. */
  config?: string;
}

export interface ScanResult {
  format: typeof SCAN_FORMAT;
  workspace: string;
  files: Array<{ path: string; abs: string; client: ClientKind; servers: number; gateway?: GatewayHint }>;
  servers: ScanServer[];
  /** The clients' permission rules that the committed snapshots void or widen (added by the caller; see permissions.ts). */
  permissions?: PermissionFinding[];
  summary: ScanSummary;
}

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\]|::1)$/i;

function isPathLike(v: string): boolean {
  return /^(\/|~($|\/|\\)|\.\.?($|\/|\\)|[A-Za-z]:[\\/]|\$HOME|\$\{(HOME|userHome|env:HOME|workspaceFolder|workspaceRoot)\}|%USERPROFILE%|%HOMEPATH%)/.test(v);
}

/** Expands the variables clients document for paths; null when the path cannot be placed. */
function placePath(raw: string, ctx: ScanContext): string | null {
  let v = raw
    .replace(/^\$\{(workspaceFolder|workspaceRoot)\}/, ctx.workspace)
    .replace(/^(\$\{(userHome|HOME|env:HOME)\}|\$HOME|%USERPROFILE%|%HOMEPATH%|~(?=$|[\\/]))/, ctx.home);
  if (/^[A-Za-z]:[\\/]/.test(v)) return v.replace(/\\/g, '/');
  if (!path.isAbsolute(v)) v = path.resolve(ctx.workspace, v);
  return path.normalize(v);
}

function inside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** `/`, `C:\`, the home directory itself or anything above it: every file the user has. */
function broadRoot(p: string, ctx: ScanContext): string | undefined {
  if (/^[A-Za-z]:\/?$/.test(p)) return 'a whole drive';
  if (p === path.parse(p).root) return 'the whole filesystem';
  if (p === ctx.home) return 'the whole home directory';
  if (inside(ctx.home, p)) return `a directory above the home directory (\`${p}\`)`;
  return undefined;
}

function secretFix(client: ClientKind, key: string): string {
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
function contractMatch(s: ClientServer, client: ClientKind, ctx: ScanContext): ContractServer | undefined {
  const servers = ctx.contract?.servers ?? [];
  if (client === 'mcp-contract') return servers.find((c) => c.name === s.name);
  const line = [s.command?.value, ...s.args.map((a) => a.value)].join(' ');
  return servers.find(
    (c) => c.name === s.name || (c.url !== undefined && s.url.some((u) => u.value === c.url)) || (c.command !== undefined && [c.command, ...c.args].join(' ') === line),
  );
}

interface Draft {
  rule: string;
  pointer: string;
  params: Record<string, string>;
}

/** Plaintext secrets: env, headers, inline KEY=VALUE, option values, and secrets written inside longer values. */
function secretDrafts(s: ClientServer, launch: Launch | undefined, client: ClientKind, secrets: string[]): Draft[] {
  const out: Draft[] = [];
  const keyed = [
    ...s.env.map((e) => ({ ...e, where: `env \`${e.key}\`` })),
    ...s.headers.map((h) => ({ ...h, where: `header \`${h.key}\`` })),
    ...(launch?.inlineEnv ?? []).map((e) => ({ ...e, where: `the argument \`${e.key}=…\`` })),
    ...s.url.map((u) => ({ ...u, key: '', where: 'the URL' })),
  ];
  const args = [...s.args];
  for (let i = 0; i < args.length; i++) {
    const a = args[i].value;
    const eq = /^(--?[A-Za-z][\w-]*)=(.+)$/.exec(a);
    if (eq) keyed.push({ key: eq[1], value: eq[2], pointer: args[i].pointer, where: `the argument \`${eq[1]}=…\`` });
    else if (/^--?[A-Za-z][\w-]*$/.test(a) && args[i + 1] && !args[i + 1].value.startsWith('-'))
      keyed.push({ key: a, value: args[i + 1].value, pointer: args[i + 1].pointer, where: `the value of \`${a}\`` });
    else keyed.push({ key: '', value: a, pointer: args[i].pointer, where: `argument ${i + 1}` });
  }
  const seen = new Set<string>();
  for (const k of keyed) {
    // A bearer header's secret is its token part.
    const value = /^(bearer|token|basic)\s+(.+)$/i.exec(k.value)?.[2] ?? k.value;
    // A bare argument has no name: only a known token shape marks it. A longer value (a URL, a script, a
    // connection string, JSON) may hold a secret inside it, which is flagged and redacted on its own.
    const whole = looksSecret(k.key, value);
    const inner = whole ? [] : embeddedSecrets(k.value);
    // A value that is a secret as a whole may be a script quoted in pieces elsewhere (the command it runs, in the
    // integrity finding and the axes): what is embedded in it is a secret of its own too.
    if (whole) secrets.push(value, k.value, ...embeddedSecrets(k.value));
    secrets.push(...inner);
    if ((!whole && inner.length === 0) || seen.has(k.pointer)) continue;
    seen.add(k.pointer);
    const shown = whole ? `${value.length} characters, shown as ***` : `${inner.length === 1 ? 'a value' : `${inner.length} values`} inside it, shown as ***`;
    out.push({ rule: 'plaintext-secret', pointer: k.pointer, params: { where: k.where, shown, fix: secretFix(client, k.key.replace(/^-+/, '') || 'token') } });
  }
  return out;
}

/** The axes' evidence, and which mcp-contract.json server with a committed snapshot stands for the server. */
type Evidence = AxisEvidence & { contract?: string };

function serverDrafts(s: ClientServer, client: ClientKind, ctx: ScanContext, secrets: string[], ev: Evidence): Draft[] {
  const out: Draft[] = [];
  const launch = s.command ? readLaunch(s.command, s.args) : undefined;
  if (launch) applyLockfile(launch, ctx);
  if (launch) out.push(...launch.facts);
  out.push(...secretDrafts(s, launch, client, secrets));
  // Paths the server is handed.
  for (const a of [...(launch?.serverArgs ?? []), ...(launch?.hostPaths ?? [])]) {
    const raw = /^--?[\w-]+=(.+)$/.exec(a.value)?.[1] ?? a.value;
    if (!isPathLike(raw)) continue;
    const placed = placePath(raw, ctx);
    if (placed === null) continue;
    const what = broadRoot(placed, ctx);
    ev.paths = { values: [...(ev.paths?.values ?? []), a.value], broad: (ev.paths?.broad ?? false) || what !== undefined };
    if (what) out.push({ rule: 'path-broad-root', pointer: a.pointer, params: { arg: a.value, what } });
    else if (!inside(placed, ctx.workspace)) out.push({ rule: 'path-outside-workspace', pointer: a.pointer, params: { arg: a.value, workspace: ctx.workspace } });
  }
  // Plain http to anything that is not this machine, as the URL field or as an argument (mcp-remote http://...).
  for (const u of [...s.url, ...(launch?.serverArgs ?? []).filter((a) => /^http:\/\//i.test(a.value))]) {
    let host = '';
    try {
      host = new URL(u.value).hostname;
    } catch {
      continue;
    }
    if (/^http:/i.test(u.value) && !LOOPBACK.test(host)) out.push({ rule: 'remote-plain-http', pointer: u.pointer, params: { url: u.value } });
  }
  evidenceDrafts(s, launch, client, ctx, ev, out);
  return out;
}

/** `docker run --network X`: the container's network, when the launch sets one. */
function networkOf(args: readonly Located[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const m = /^--(?:network|net)(?:=(.*))?$/.exec(args[i].value);
    if (m) return m[1] ?? args[i + 1]?.value;
  }
  return undefined;
}

/** The layers a configuration cannot show by itself, and the evidence the axes are built from. */
function evidenceDrafts(s: ClientServer, launch: Launch | undefined, client: ClientKind, ctx: ScanContext, ev: Evidence, out: Draft[]): void {
  const remote = !s.command && s.url.length > 0;
  if (remote) ev.remote = s.url[0].value;
  const gap = remote ? `the code behind \`${s.url[0].value}\` is deployed by its operator and cannot be seen from here` : launch?.integrityGap;
  const identity = s.command ? ctx.identify?.({ command: s.command.value, args: s.args.map((a) => a.value) }) : undefined;
  if (identity?.integrity) ev.identity = identity;
  else if (identity?.unverified ?? gap) {
    // What the disk adds (not installed, no lockfile entry) follows what the command line says.
    const disk = identity?.unverified && identity.kind !== 'container' && identity.unverified !== gap ? identity.unverified : undefined;
    const reason = gap && disk ? `${gap}; on this machine: ${disk}` : (gap ?? disk)!;
    ev.identityGap = reason;
    out.push({ rule: 'artifact-integrity-unverified', pointer: s.command?.pointer ?? s.url[0]?.pointer ?? s.pointer, params: { reason } });
  }
  if (launch?.sandbox) ev.sandbox = launch.sandbox;
  const network = networkOf(s.args);
  if (network && launch?.sandbox?.startsWith('a container')) ev.network = network;
  ev.credentials = [...s.env.map((e) => e.key), ...s.headers.map((h) => `header ${h.key}`), ...(launch?.inlineEnv ?? []).map((e) => e.key)];
  const match = contractMatch(s, client, ctx);
  if (match?.snapshotExists) ev.contract = match.name;
  const missing = baselineGap(launch, match, ctx);
  if (missing) {
    out.push({ rule: 'contract-baseline-missing', pointer: launch?.guardApproved?.pointer ?? s.pointer, params: { reason: missing } });
    ev.baseline = { missing };
  } else if (match?.snapshotExists) {
    ev.baseline = { file: match.snapshot };
    const snap = ctx.readSnapshot?.(match.snapshot);
    if (snap) ev.tools = writeSurface(snap);
  } else if (launch?.guardApproved) ev.baseline = { file: launch.guardApproved.value };
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
function applyLockfile(launch: Launch, ctx: ScanContext): void {
  const pkg = launch.package;
  const version = pkg && pkg.kind === 'none' && /^(npx|pnpx|bunx|npm exec|npm x)$/.test(pkg.runner) ? ctx.lockedPackages?.get(pkg.name) : undefined;
  if (!pkg || version === undefined) return;
  launch.facts = launch.facts.filter((f) => !(f.rule === 'launch-package-unpinned' && f.pointer === pkg.pointer));
  launch.integrityGap = `\`${pkg.name}\` runs the ${version} that package-lock.json pins (its integrity hash is checked when installed, not at launch)`;
}

/** Why no committed baseline covers this server, or undefined when one does (a contract snapshot or a guard's). */
function baselineGap(launch: Launch | undefined, match: ContractServer | undefined, ctx: ScanContext): string | undefined {
  const approved = launch?.guardApproved;
  if (approved) {
    const placed = placePath(approved.value, ctx);
    if (placed === null || ctx.fileExists === undefined || ctx.fileExists(placed)) return undefined;
    return `the guard's --approved snapshot \`${approved.value}\` does not exist`;
  }
  if (!match) return ctx.contract ? `no server in ${ctx.contract.file} matches it by name, URL or command` : 'the workspace has no mcp-contract.json';
  if (!match.snapshotExists) return `it is configured as "${match.name}" but ${match.snapshot} does not exist`;
  return undefined;
}

function launchText(s: ClientServer): string {
  if (s.command) return [s.command.value, ...s.args.map((a) => (/\s/.test(a.value) ? JSON.stringify(a.value) : a.value))].join(' ');
  return s.url[0]?.value ?? '(no command or url)';
}

const ORDER = new Map(SCAN_RULES.map((r, i) => [r.id, i]));

/**
 * Scans parsed configurations. Every string of the result is redacted (`redactScan`); `secrets` lists every plaintext
 * value found, for the caller to redact what it adds.
 */
export function scanConfigs(inputs: readonly ScanInput[], ctx: ScanContext): { result: ScanResult; secrets: string[] } {
  const secrets: string[] = [];
  const servers: ScanServer[] = [];
  const files: ScanResult['files'] = [];
  for (const input of inputs) {
    const list = serversOf(input.client, input.json.value, input.file);
    files.push({ path: input.file, abs: input.abs, client: input.client, servers: list.length });
    for (const s of list) {
      const ev: Evidence = {};
      const drafts = serverDrafts(s, input.client, ctx, secrets, ev);
      const findings = drafts.map((d): ScanFinding => {
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
          message: fillTemplate(rule.message, d.params),
          hint: fillTemplate(rule.hint, d.params),
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
        axes: axesView(ev),
        ...(ev.contract ? { contract: ev.contract } : {}),
      });
    }
  }
  // Every form a secret takes in the output: as written, JSON-escaped (JSON and SARIF), percent-encoded (URLs).
  const sorted = [...new Set(secrets.filter((x) => x.length > 0).flatMap(secretForms))].sort((a, b) => b.length - a.length);
  const all = servers.flatMap((s) => s.findings);
  const observed = { error: 0, warning: 0, note: 0, total: 0 };
  for (const f of all) if (f.layer === 'observed' && f.level) (observed[f.level]++, observed.total++);
  const result: ScanResult = {
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
export function redactScan(result: ScanResult, secrets: readonly string[]): ScanResult {
  return mapStrings(result, makeRedactor(secrets));
}

/** An observed finding fails the run when its level's severity is at `--fail-on` or above; unverified layers never do. */
export function scanFails(result: ScanResult, failOn: FailOn): boolean {
  const fails = (level: ScanLevel | undefined): boolean => level !== undefined && atOrAbove(SEVERITY_OF_LEVEL[level], failOn);
  return result.servers.some((s) => s.findings.some((f) => f.layer === 'observed' && fails(f.level))) || (result.permissions ?? []).some((f) => fails(f.level));
}

/** The result with the permission findings added: they are observed facts of the rules' files, counted as such. */
export function withPermissions(result: ScanResult, findings: readonly PermissionFinding[]): ScanResult {
  if (findings.length === 0) return result;
  const observed = { ...result.summary.observed };
  for (const f of findings) (observed[f.level]++, observed.total++);
  return { ...result, permissions: [...findings], summary: { ...result.summary, observed } };
}

export function clientLabel(c: ClientKind): string {
  return CLIENT_LABEL[c];
}

export type { Located };
