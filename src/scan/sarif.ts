// SARIF 2.1.0 for GitHub code scanning: one rule per registry row, one result per finding on its config line.
// Observed findings are kind "fail" with their level; unverified layers are kind "open" (the spec's "could not be
// determined"), whose level must be "none".
import { pathToFileURL } from 'node:url';
import type { ScanResult } from './detect.js';
import { SCAN_RULES } from './rules.js';
import { PERMISSION_RULES, type PermissionFinding } from './permissions.js';
import { createHash } from 'node:crypto';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

export interface SarifOptions {
  version: string;
  informationUri: string;
}

/** A SARIF rule's `name`: its kebab-case id in PascalCase, as code scanning shows it. */
export function sarifRuleName(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase());
}

/**
 * One SARIF log of one run of mcp-contract: its rules and results, plus what else that run carries (a base URI, the
 * column kind). The run's keys keep the order code scanning's examples use: tool, extras, results.
 */
export function sarifLog(opts: SarifOptions, rules: readonly object[], results: readonly object[], run: Record<string, unknown> = {}): string {
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'mcp-contract', semanticVersion: opts.version, informationUri: opts.informationUri, rules } }, ...run, results }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function artifact(file: string, abs: string, workspaceRelative: boolean): { uri: string; uriBaseId?: string } {
  if (workspaceRelative) return { uri: file.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
  return { uri: pathToFileURL(abs).href };
}

/** A permission finding on its rule's line: the file the client reads, workspace-relative when it is inside. */
function permissionResult(f: PermissionFinding, ruleIndex: number): object {
  const relative = !/^([/\\]|[A-Za-z]:|\.\.)/.test(f.file);
  return {
    ruleId: f.rule,
    ruleIndex,
    kind: 'fail',
    level: f.level,
    message: { text: `${f.client} ${f.effect} "${f.entry}" (${f.server}): ${f.message}` },
    locations: [{ physicalLocation: { artifactLocation: artifact(f.file, f.abs, relative), region: { startLine: f.line } } }],
    partialFingerprints: { 'mcpContractScan/v1': createHash('sha256').update(JSON.stringify([f.rule, f.file, f.server, f.entry])).digest('hex').slice(0, 16) },
    properties: { layer: 'observed', server: f.server, client: f.client, snapshot: f.snapshot },
  };
}

export function renderScanSarif(r: ScanResult, opts: SarifOptions): string {
  const index = new Map(SCAN_RULES.map((rule, i) => [rule.id, i]));
  const files = new Map(r.files.map((f) => [f.path, f]));
  const results = r.servers.flatMap((s) =>
    s.findings.map((f) => {
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
        partialFingerprints: { 'mcpContractScan/v1': createHash('sha256').update(JSON.stringify([f.rule, f.file, s.name, f.pointer])).digest('hex').slice(0, 16) },
        properties: { layer: f.layer, server: s.name, client: s.client, pointer: f.pointer },
      };
    }),
  );
  const permissions = (r.permissions ?? []).map((f) => permissionResult(f, SCAN_RULES.length + PERMISSION_RULES.findIndex((x) => x.id === f.rule)));
  const permissionRules = PERMISSION_RULES.map((rule) => ({
    id: rule.id,
    name: sarifRuleName(rule.id),
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.why },
    help: { text: 'Run mcp-contract consent to carry the rule across the rename, or narrow the allow to the tools it means.' },
    defaultConfiguration: { level: 'warning' },
    properties: { tags: ['observed', 'mcp', 'permissions'] },
  }));
  const rules = SCAN_RULES.map((rule) => ({
    id: rule.id,
    name: sarifRuleName(rule.id),
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.why },
    help: { text: rule.hint.replace(/\{[A-Za-z]+\}/g, '…') },
    defaultConfiguration: { level: rule.level ?? 'none' },
    properties: { tags: [rule.layer, 'mcp', 'launch-configuration'] },
  }));
  return sarifLog(opts, [...rules, ...permissionRules], [...results, ...permissions], {
    originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(r.workspace.endsWith('/') ? r.workspace : `${r.workspace}/`).href } },
    columnKind: 'unicodeCodePoints',
  });
}
