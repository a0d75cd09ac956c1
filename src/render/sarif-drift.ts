// SARIF 2.1.0 for drift, what code-scanning views read: one result per change, located at the capability's `ref` line
// in the committed snapshot, one rule per registry row with its help text, the change fingerprint as
// partialFingerprints. Server-controlled text goes into plain-text messages only (never `markdown`), with SARIF's
// embedded-link brackets escaped, mentions broken and `<`, `>`, `&` written as JSON escapes.
import type { Change, Report } from '../core/shared/model.js';
import { RULES, fillTemplate } from '../core/rules/rules.js';
import { safeJson } from './escape.js';
import { cleanTerminal } from './terminal.js';

export const SARIF_DRIFT_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const ZWSP = '\u200b';
const LEVELS = { breaking: 'error', review: 'warning', safe: 'note' } as const;

/** Where a report's head snapshot is committed: its path as the reader sees it, and its text when it could be read. */
export interface SnapshotLocation {
  /** Relative to the repository root (or the working directory); an absolute path becomes a file URL. */
  path: string;
  text?: string;
}

export type SarifDriftEntry = { report: Report; snapshot?: SnapshotLocation } | { server: string; error: string; snapshot?: SnapshotLocation };

export interface SarifDriftOptions {
  /** The tool's version (semanticVersion); left out when unknown. */
  version?: string;
  informationUri?: string;
  /** Absolute directory the relative snapshot paths start from (written as %SRCROOT%). */
  root?: string;
  /** Fingerprints signed off in this run: their results carry an external suppression, as code scanning expects. */
  approved?: ReadonlySet<string>;
}

/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
export function sarifText(text: string, max = 1000): string {
  return cleanTerminal(text, max)
    .replace(/[\\[\]]/g, (c) => `\\${c}`)
    .replace(/@/g, `@${ZWSP}`);
}

/**
 * The 1-based line of `"ref": REF` of the capability in the surface, in a snapshot written as committed (two-space
 * indented, sorted keys: surface keys at depth 2, item refs at depth 7). Strings never span lines in that form, so a
 * hostile description cannot forge a matching line; any other layout answers undefined.
 */
export function capabilityLine(text: string, surface: string, ref: string): number | undefined {
  return capabilityLines(text).get(lineKey(surface, ref));
}

const lineKey = (surface: string, ref: string): string => `${JSON.stringify(surface)}\n${JSON.stringify(ref)}`;
const SURFACE_LINE = /^ {4}("(?:[^"\\]|\\.)*"): \{$/;
const REF_LINE = /^ {14}"ref": ("(?:[^"\\]|\\.)*"),?$/;

/**
 * Every capability's line in one pass, keyed by surface and ref (the first of each). Read once per snapshot: a line
 * looked up by scanning the text per change made a 50,000-change SARIF report quadratic (120 s against 3 s for JSON).
 */
export function capabilityLines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const lines = text.split('\n');
  let inSurfaces = false;
  let surface: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '  "surfaces": {') inSurfaces = true;
    else if (inSurfaces && /^ {2}\S/.test(line)) break;
    else if (inSurfaces && /^ {4}\S/.test(line)) surface = SURFACE_LINE.exec(line)?.[1];
    else if (surface !== undefined) {
      const ref = REF_LINE.exec(line)?.[1];
      if (ref === undefined) continue;
      const key = `${surface}\n${ref}`;
      if (!out.has(key)) out.set(key, i + 1);
    }
  }
  return out;
}

function artifactLocation(path: string): { uri: string; uriBaseId?: string } {
  if (/^([/\\]|[A-Za-z]:)/.test(path)) return { uri: `file://${path.split(/[\\/]/).map(encodeURIComponent).join('/').replace(/^(?!\/)/, '/')}` };
  return { uri: path.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}

function ruleName(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_, _d: string, c: string) => c.toUpperCase());
}

function changeRef(change: Change): string | undefined {
  return change.after?.refs[0] ?? change.before?.refs[0];
}

function result(entry: { report: Report; snapshot?: SnapshotLocation }, change: Change, ruleIndex: Map<string, number>, approved: ReadonlySet<string> | undefined, lines: Map<string, number> | undefined) {
  const ref = changeRef(change);
  const snapshot = entry.snapshot;
  const line = lines !== undefined && ref !== undefined ? (lines.get(lineKey(change.surface, ref)) ?? 1) : 1;
  const where = `${entry.report.server} ${change.surface}${ref ? ` ${ref}` : ''}`;
  const index = ruleIndex.get(change.rule);
  return {
    ruleId: change.rule,
    ...(index === undefined ? {} : { ruleIndex: index }),
    kind: 'fail',
    level: LEVELS[change.severity],
    message: { text: sarifText(`${where}: ${change.message}${change.hint ? ` Hint: ${change.hint}` : ''}`) },
    ...(snapshot
      ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(snapshot.path), region: { startLine: line } }, logicalLocations: [{ name: sarifText(ref ?? change.kind, 300), kind: 'member', fullyQualifiedName: sarifText(where, 600) }] }] }
      : {}),
    partialFingerprints: { 'mcpContractDrift/v1': change.fingerprint },
    ...(approved?.has(change.fingerprint) ? { suppressions: [{ kind: 'external', status: 'accepted', justification: 'signed off on the pull request' }] } : {}),
    properties: { server: sarifText(entry.report.server, 300), surface: sarifText(change.surface, 300), severity: change.severity, ...(change.adjusted ? { adjusted: sarifText(change.adjusted) } : {}) },
  };
}

/** A server that could not be compared (no snapshot) is a notification of the run, not a result. */
function invocation(entries: readonly SarifDriftEntry[]) {
  const errors = entries.flatMap((e) => ('error' in e ? [e] : []));
  return {
    executionSuccessful: errors.length === 0,
    ...(errors.length
      ? {
          toolExecutionNotifications: errors.map((e) => ({
            level: 'error',
            message: { text: sarifText(`${e.server}: ${e.error}`) },
            ...(e.snapshot ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(e.snapshot.path) } }] } : {}),
          })),
        }
      : {}),
  };
}

/** One SARIF 2.1.0 log (one run) for the reports of a run's servers. */
export function renderSarifDrift(entries: readonly SarifDriftEntry[], opts: SarifDriftOptions = {}): string {
  const ruleIndex = new Map(RULES.map((rule, i) => [rule.id, i]));
  const rules = RULES.map((rule) => ({
    id: rule.id,
    name: ruleName(rule.id),
    shortDescription: { text: sarifText(fillTemplate(rule.message).replace(/\{[A-Za-z0-9]+\}/g, '…')) },
    fullDescription: { text: sarifText(rule.why) },
    help: { text: sarifText(rule.hint.replace(/\{[A-Za-z0-9]+\}/g, '…')) },
    defaultConfiguration: { level: LEVELS[rule.severity] },
    properties: { tags: [...new Set(['mcp', 'drift', rule.type, ...Object.values(rule.tags).filter((t): t is string => typeof t === 'string')])], severity: rule.severity },
  }));
  const log = {
    $schema: SARIF_DRIFT_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'mcp-contract', ...(opts.version ? { semanticVersion: opts.version } : {}), informationUri: opts.informationUri ?? 'https://github.com/mcp-contract/mcp-contract', rules } },
        ...(opts.root ? { originalUriBaseIds: { '%SRCROOT%': { uri: artifactLocation(opts.root.endsWith('/') ? opts.root : `${opts.root}/`).uri } } } : {}),
        invocations: [invocation(entries)],
        results: entries.flatMap((entry) => {
          if (!('report' in entry)) return [];
          const lines = entry.snapshot?.text === undefined ? undefined : capabilityLines(entry.snapshot.text);
          return entry.report.changes.map((change) => result(entry, change, ruleIndex, opts.approved, lines));
        }),
      },
    ],
  };
  return `${safeJson(log)}\n`;
}
