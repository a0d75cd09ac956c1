// Loads and validates mcp-contract.json; every error names the file and the JSON pointer.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Config } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import { parseRef } from '../core/shared/canonical.js';
import { closest } from '../core/shared/closest.js';
import { RULES } from '../core/rules/rules.js';
import { describeErrors, parseJsonText } from './schemas.js';
// Imported here and nowhere else: the config's validator (three quarters of the generated code) loads with this reader.
import { config as configValidator } from './config-validator.generated.js';

export { DEFAULT_CONFIG } from './config-name.js';

/** The precompiled validator of the config schema. */
export const CONFIG_VALIDATOR = configValidator as unknown as ValidateFunction;

export interface LoadedConfig {
  config: Config;
  /** Absolute path of the file, or the label it was read under (e.g. `git:main:mcp-contract.json`). */
  path: string;
  /** Directory that relative paths in the config resolve against. */
  dir: string;
}

/** Parses and validates config text; `label` names it in errors. */
export function parseConfig(text: string, label: string): Config {
  const value = parseJsonText(text, label);
  checkIgnoreShape(value, label);
  const validate = CONFIG_VALIDATOR;
  if (!validate(value)) throw new UsageError(`${label}: ${describeErrors(validate.errors)}`);
  const config = value as Config;
  checkSemantics(config, label);
  return config;
}

const RULE_IDS = RULES.map((r) => r.id);

/** A misspelled rule id would silently change nothing: name it, with the nearest real id. */
function checkRuleId(id: string, label: string, pointer: string): void {
  if (RULE_IDS.includes(id)) return;
  const guess = closest(id, RULE_IDS, 4);
  throw new UsageError(`${label}: ${pointer}: unknown rule id "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}; \`mcp-contract rules\` lists them`);
}

/** The schema's anyOf would only say "must match a schema in anyOf": say what the entry lacks instead. */
function checkIgnoreShape(value: unknown, label: string): void {
  const ignore = (value as { ignore?: unknown } | null)?.ignore;
  if (!Array.isArray(ignore)) return;
  ignore.forEach((e: unknown, i) => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) return;
    const entry = e as Record<string, unknown>;
    if (entry.fingerprint !== undefined) return;
    if (entry.rule !== undefined && entry.ref === undefined)
      throw new UsageError(`${label}: /ignore/${i}: "rule" needs "ref" (the capability, e.g. "tool:search"); to accept one exact change give its "fingerprint" instead; to re-level a rule everywhere use "severity"`);
    if (entry.ref !== undefined && entry.rule === undefined)
      throw new UsageError(`${label}: /ignore/${i}: "ref" needs "rule" (a rule id from \`mcp-contract rules\`), or give the change's "fingerprint" instead`);
    if (entry.rule === undefined && entry.ref === undefined)
      throw new UsageError(`${label}: /ignore/${i}: give "fingerprint" (one exact change) or "rule" and "ref" (a rule on one capability)`);
  });
}

function checkSemantics(config: Config, label: string): void {
  for (const id of Object.keys(config.severity ?? {})) checkRuleId(id, label, `/severity/${pointerEscape(id)}`);
  (config.ignore ?? []).forEach((e, i) => {
    if (e.rule !== undefined) checkRuleId(e.rule, label, `/ignore/${i}/rule`);
  });
  checkRenames(config.renames, label, '/renames');
  for (const [name, server] of Object.entries(config.servers ?? {})) checkRenames(server.renames, label, `/servers/${pointerEscape(name)}/renames`);
}

function checkRenames(renames: Config['renames'], label: string, at: string): void {
  for (const [old, entry] of Object.entries(renames ?? {})) {
    const targets = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : typeof entry.to === 'string' ? [entry.to] : entry.to;
    const from = parseRef(old);
    for (const t of targets) {
      const to = parseRef(t);
      if (from && to && from.kind !== to.kind) throw new UsageError(`${label}: ${at}/${pointerEscape(old)}: cannot rename a ${from.kind} to a ${to.kind} (${t})`);
      if (t === old) throw new UsageError(`${label}: ${at}/${pointerEscape(old)}: renames a capability to itself`);
    }
  }
}

function pointerEscape(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `label` names the file in errors as the user wrote it (default the path). */
export async function loadConfig(path: string, label = path): Promise<LoadedConfig> {
  const abs = resolve(path);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`${label}: cannot read config (${code === 'ENOENT' ? 'no such file' : code ?? (e as Error).message})`);
  }
  return { config: parseConfig(text, label), path: abs, dir: dirname(abs) };
}

/** Where a server's snapshot lives unless the config says otherwise, relative to the config's directory. */
export function defaultSnapshotPath(server: string): string {
  return `snapshots/${server}.json`;
}

/** The snapshot path of a server, relative to the config's directory unless absolute. */
export function snapshotPathOf(loaded: LoadedConfig, server: string): string {
  const s = loaded.config.servers?.[server];
  const path = resolve(loaded.dir, s?.snapshot ?? defaultSnapshotPath(server));
  // Snapshots are read, written and owned (CODEOWNERS) inside the project: `../` out of it or an absolute path
  // elsewhere could reach any file the runner can read or write. A config in a subfolder may keep its snapshots
  // beside it or anywhere else in the same repository.
  const root = projectRoot(loaded.dir);
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
    throw new UsageError(`${loaded.path}: /servers/${server}/snapshot: must be a file path inside the project (${root === loaded.dir ? "the config's directory" : 'the repository holding the config'})`);
  }
  return path;
}

/** The repository that holds `dir` (nearest ancestor with `.git`), else `dir` itself. */
export function projectRoot(dir: string): string {
  for (let d = resolve(dir); ; ) {
    if (existsSync(join(d, '.git'))) return d;
    const up = dirname(d);
    if (up === d) return resolve(dir);
    d = up;
  }
}

/** Picks servers by name; an unknown name is a usage error listing the known ones. */
export function selectServers(config: Config, label: string, names?: string[]): string[] {
  const known = Object.keys(config.servers ?? {});
  if (!names || names.length === 0 || (names.length === 1 && (names[0] === '' || names[0] === 'all'))) {
    if (known.length === 0) throw new UsageError(`${label}: no servers configured (add a "servers" map)`);
    return known;
  }
  for (const n of names)
    if (!known.includes(n)) throw new UsageError(`${label}: no server named "${n}" (known: ${known.join(', ') || 'none'})`);
  return names;
}
