// Each capability's history as the audit log holds it (src/audit/read.ts): who approved it, when, at which digest and
// scope, when that approval stopped holding, and its last calls with what the guard decided. The log is read once per
// state and grouped by ref; a chain that does not verify is said once, naming the first bad record as `audit verify`.
import { relative } from 'node:path';
import { cachedAuditReader, type AuditRead } from '../audit/read.js';
import type { AuditRecord, CallEvent, DecisionAction } from '../audit/model.js';
import type { AuditProblem } from '../audit/verify.js';
import type { JsonValue } from '../core/shared/model.js';
import type { HistoryEntry } from './model.js';
import { visible, visibleLine } from './records.js';

/** The calls a capability's history keeps: the last ones, enough to see what it is doing now. */
export const CALLS_SHOWN = 10;
/** Decisions and invalidations beyond these many (a capability re-approved for years) are left to `mcp-contract audit`. */
const DECISIONS_SHOWN = 50;

export interface History {
  /** The server's (by the name its store and the log give it) capability's entries, newest first, and its call count. */
  of: (server: string, ref: string) => { entries: HistoryEntry[]; calls: number };
  /** One line when the chain does not verify: the first bad record, and that the history stops before it. */
  problem?: string;
}

const DECISION_WORDS: Record<DecisionAction, string> = {
  approve: 'approved',
  follow: 'approved by the policy (a safe change followed)',
  reject: 'rejected',
  rebind: 'approved as a new name',
  'identity-approve': 'new code approved',
  'expiry-set': 'expiry set',
  'scope-set': 'scope set',
};

const pretty = (v: JsonValue): string => visible(JSON.stringify(v, null, 2).slice(0, 4000));

function entryOf(r: AuditRecord): HistoryEntry {
  const base = { seq: r.seq, at: r.at, kind: r.kind, rules: (('rules' in r && r.rules) || []).map(visibleLine) };
  const digest = 'digest' in r && r.digest ? { digest: r.digest } : {};
  if (r.kind === 'decision') {
    const what = r.action === 'scope-set' && r.scope === undefined ? 'scope removed' : DECISION_WORDS[r.action];
    return {
      ...base,
      ...digest,
      what,
      who: visibleLine(r.by ? `${r.user} (as ${r.by})` : r.user),
      ...(r.scope !== undefined ? { scope: pretty(r.scope) } : {}),
      ...(r.expires ? { expires: r.expires } : {}),
    };
  }
  if (r.kind === 'invalidation') return { ...base, ...digest, what: `stopped holding: ${r.reason}` };
  return { ...base, ...digest, what: `call ${callWords(r)}`, ...(r.arguments !== undefined ? { arguments: visible(JSON.stringify(r.arguments).slice(0, 2000)) } : {}) };
}

function callWords(c: CallEvent): string {
  const why = c.why ? `: ${visibleLine(c.why)}` : '';
  return c.decision === 'result-refused' ? `result refused${why}` : c.decision === 'result-recorded' ? `result passed with a finding${why}` : `${c.decision}${why}`;
}

function problemLine(storeDir: string, p: AuditProblem): string {
  const where = `${relative(storeDir, p.file) || p.file}${p.line > 0 ? `:${p.line}` : ''}`;
  return visibleLine(`The audit log does not verify: ${where}: ${p.why}. The history shown stops before it; run mcp-contract audit verify.`);
}

/** The page refreshes on every store change: the whole log is verified again only when a file of it moved. */
const readWholeLog = cachedAuditReader();

/** The store directory's log, verified, grouped for the console's records. */
export async function readHistory(storeDir: string): Promise<History> {
  let read: AuditRead;
  try {
    read = await readWholeLog(storeDir);
  } catch (e) {
    return { of: () => ({ entries: [], calls: 0 }), problem: visibleLine(`The audit log cannot be read: ${(e as Error).message}`) };
  }
  const byRef = new Map<string, AuditRecord[]>();
  for (const r of read.records) {
    if (r.ref === undefined) continue;
    const k = `${r.server}\n${r.ref}`;
    const list = byRef.get(k);
    if (list) list.push(r);
    else byRef.set(k, [r]);
  }
  return {
    of: (server, ref) => {
      const all = byRef.get(`${server}\n${ref}`) ?? [];
      const calls = all.filter((r) => r.kind === 'call');
      const kept = [...all.filter((r) => r.kind !== 'call').slice(-DECISIONS_SHOWN), ...calls.slice(-CALLS_SHOWN)].sort((a, b) => b.seq - a.seq);
      return { entries: kept.map(entryOf), calls: calls.length };
    },
    ...(read.problem ? { problem: problemLine(storeDir, read.problem) } : {}),
  };
}
