// Turning findings into worded changes, and changes into a deterministic report.
import type { Change, ChangeKind, Finding, Report, Severity, Summary } from '../shared/model.js';
import { fillTemplate, ruleById } from '../rules/rules.js';
import { fingerprintOf } from './fingerprint.js';

/** Attaches the registry's type, default severity and wording, and the fingerprint. Throws on an unknown rule id. */
export function toChange(f: Finding): Change {
  const rule = ruleById(f.rule);
  if (rule === undefined) throw new Error(`unknown rule id: ${f.rule}`);
  const params = f.params ?? {};
  const hint = fillTemplate(rule.hint, params);
  return {
    ...f,
    type: rule.type,
    severity: rule.severity,
    message: fillTemplate(rule.message, params),
    hint: f.hint ? `${hint} ${f.hint}` : hint,
    fingerprint: fingerprintOf(f),
  };
}

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { breaking: 0, review: 1, safe: 2 };
const KIND_RANK: Readonly<Record<ChangeKind, number>> = {
  config: 0,
  server: 1,
  tool: 2,
  prompt: 3,
  resource: 4,
  resourceTemplate: 5,
};

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function refsKey(c: Change): string {
  return `${(c.before?.refs ?? []).join('\u0001')}\u0002${(c.after?.refs ?? []).join('\u0001')}`;
}

/** Risky model-visible text is listed before everything else of its severity or worse: it is what a reviewer must read. */
const FIRST_RULES = new Set(['risky-text-added', 'text-data-movement-added', 'capability-added-risky-text']);
/** Reading order of a change: risky text (-1), then breaking (0), review (1), safe (2). Renderers sort rows by it too. */
export const changeRank = (c: Pick<Change, 'rule' | 'severity'>): number => (FIRST_RULES.has(c.rule) && c.severity !== 'safe' ? -1 : SEVERITY_RANK[c.severity]);

/** The params a rule names as its identity (a host refusal's host and check), as one sortable key. */
function identityKey(c: Change): string {
  return (ruleById(c.rule)?.identity ?? []).map((k) => String(c.params?.[k] ?? '')).join('\u0000');
}

/**
 * Risky text first, then breaking > review > safe, then surface, kind, refs; rule, pointer, the rule's identity (the
 * host, then the check) and fingerprint break ties.
 */
export function compareChanges(a: Change, b: Change): number {
  return (
    changeRank(a) - changeRank(b) ||
    cmp(a.surface, b.surface) ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    cmp(refsKey(a), refsKey(b)) ||
    cmp(a.rule, b.rule) ||
    cmp(a.before?.pointer ?? a.after?.pointer ?? '', b.before?.pointer ?? b.after?.pointer ?? '') ||
    cmp(identityKey(a), identityKey(b)) ||
    cmp(a.fingerprint, b.fingerprint)
  );
}

export function summarize(changes: readonly Change[]): Summary {
  const s: Summary = { breaking: 0, review: 0, safe: 0 };
  for (const c of changes) s[c.severity]++;
  return s;
}

export function buildReport(
  server: string,
  labels: { base: string; head: string },
  changes: readonly Change[],
  ignored: readonly Change[],
): Report {
  const sorted = [...changes].sort(compareChanges);
  return {
    format: 'mcp-contract-report/1',
    server,
    base: labels.base,
    head: labels.head,
    summary: summarize(sorted),
    changes: sorted,
    ignored: [...ignored].sort(compareChanges),
  };
}
