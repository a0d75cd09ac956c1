// JUnit XML for drift: what CI test-report views read. One test suite per server, one test case per changed
// capability and surface; breaking and review changes are failures unless signed off (a bare diff has no sign-off).
import type { Change, Report } from '../core/shared/model.js';

// XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF even as character references: they are shown
// as visible `\uXXXX` text so a hostile description cannot make the file unreadable.
const ILLEGAL_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or attribute value made inert in XML; no CDATA is used, so `]]>` needs nothing beyond `>` escaped. */
export function xmlText(value: string): string {
  return value
    .replace(ILLEGAL_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface JunitOptions {
  /** Fingerprints signed off in this run (the Action's code-owner sign-off): those changes pass. */
  approved?: ReadonlySet<string>;
}

function failing(opts: JunitOptions): (change: Change) => boolean {
  return (change) => (change.severity === 'breaking' || change.severity === 'review') && !opts.approved?.has(change.fingerprint);
}

function caseName(change: Change): string {
  const ref = change.after?.refs[0] ?? change.before?.refs[0] ?? change.kind;
  return `${change.surface} ${ref}`;
}

function testCase(server: string, name: string, changes: readonly Change[], isFailure: (change: Change) => boolean): string {
  const failures = changes.filter(isFailure);
  const open = `    <testcase classname="${xmlText(server)}" name="${xmlText(name)}"`;
  if (failures.length === 0) return `${open}/>`;
  const body = failures.map((c) => {
    const detail = `${c.rule} (${c.severity}): ${c.message}\nfingerprint: ${c.fingerprint}${c.hint ? `\nhint: ${c.hint}` : ''}`;
    return `      <failure type="${xmlText(c.rule)}" message="${xmlText(c.message)}">${xmlText(detail)}</failure>`;
  });
  return `${open}>\n${body.join('\n')}\n    </testcase>`;
}

function testSuite(report: Report, isFailure: (change: Change) => boolean): string {
  const groups = new Map<string, Change[]>();
  for (const change of report.changes) {
    const name = caseName(change);
    groups.set(name, [...(groups.get(name) ?? []), change]);
  }
  const cases = groups.size === 0 ? [testCase(report.server, 'no drift', [], isFailure)] : [...groups].map(([name, cs]) => testCase(report.server, name, cs, isFailure));
  const failures = [...groups.values()].filter((cs) => cs.some(isFailure)).length;
  const tests = Math.max(groups.size, 1);
  return `  <testsuite name="${xmlText(report.server)}" tests="${tests}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
}

/** A server that has no report: its snapshot is missing, so nothing could be compared. */
export interface NoReport {
  server: string;
  error: string;
}

function errorSuite(entry: NoReport): string {
  const server = xmlText(entry.server);
  return `  <testsuite name="${server}" tests="1" failures="0" errors="1" skipped="0">\n    <testcase classname="${server}" name="snapshot">\n      <error type="snapshot" message="${xmlText(entry.error)}"/>\n    </testcase>\n  </testsuite>`;
}

/** JUnit XML for one report per server (a server without one is an error suite). */
export function renderJunit(reports: readonly (Report | NoReport)[], opts: JunitOptions = {}): string {
  const isFailure = failing(opts);
  const suites = reports.map((r) => ('error' in r ? errorSuite(r) : testSuite(r, isFailure)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-contract">\n${suites.join('\n')}\n</testsuites>\n`;
}
