// `mcp-contract audit` / `audit verify`: the audit log beside the guard's store, read back (src/audit/).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { cleanTerminal } from '../../render/text.js';
import { parseStore, storeDir, storeFiles, verifyStore } from '../../guard/store.js';
import { KEY_FILE, storeKey, type StoreKey } from '../../storage/store-key-file.js';
import { anchorProblem } from '../../audit/anchor.js';
import type { AuditAnchor, GuardStore } from '../../core/approval/approval.js';
import { auditKey } from '../../audit/chain.js';
import { hasAuditLog } from '../../audit/log.js';
import { filterRecords, type AuditFilter } from '../../audit/read.js';
import { scanAudit, type AuditProblem, type AuditScan } from '../../audit/verify.js';
import type { AuditRecord, CallEvent, DecisionEvent, InvalidationEvent } from '../../audit/model.js';
import { parseCommand, str } from '../args.js';
import { AUDIT } from '../specs/audit.js';
import type { CliIo } from '../io.js';

const SINCE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function sinceOption(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const t = SINCE.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(t)) throw new UsageError(`mcp-contract audit: --since "${cleanTerminal(raw, 60)}": expected an ISO date (YYYY-MM-DD) or date-time with a zone`);
  return new Date(t).toISOString();
}

/**
 * The log's chain, read with the store's key, and held to what the store files anchor (src/audit/anchor.ts): a store
 * that anchors a log that is gone or restarted is a problem, as is a store file edited without the key. A store
 * without a log (or a key) and without an anchor is said so, never created.
 */
async function scanned(dir: string): Promise<AuditScan> {
  const hasKey = existsSync(join(dir, KEY_FILE));
  const key = hasKey ? await storeKey(dir) : undefined;
  const anchors = key ? await storeAnchors(dir, key) : [];
  if (!key || (!hasAuditLog(dir) && anchors.length === 0)) throw new UsageError(`mcp-contract audit: no audit log in ${dir} (the guard and approve write one beside the store; pass --store DIR)`);
  const scan: AuditScan = hasAuditLog(dir) ? scanAudit(dir, auditKey(key)) : { records: [], files: [] };
  if (scan.problem) return scan;
  for (const a of anchors) {
    const why = 'problem' in a ? a.problem : anchorProblem(a.label, a.anchor, hasAuditLog(dir) ? scan : undefined);
    if (why) return { ...scan, problem: { file: 'problem' in a ? join(dir, a.label) : join(dir, 'audit'), line: 0, why } };
  }
  return scan;
}

type StoreAnchor = { label: string; anchor: AuditAnchor } | { label: string; problem: string };

/** Each store file's audit anchor, or why the file cannot be trusted for it (edited without the key). */
async function storeAnchors(dir: string, key: StoreKey): Promise<StoreAnchor[]> {
  const out: StoreAnchor[] = [];
  for (const file of storeFiles(dir)) {
    const label = relative(dir, file);
    let store: GuardStore;
    try {
      store = parseStore(readFileSync(file, 'utf8'), label);
    } catch {
      continue; // Not a store file (the key file, a config): nothing anchored there.
    }
    const forged = verifyStore(store, key);
    if (forged.length > 0) out.push({ label, problem: `${forged.length} decision(s) or the audit anchor are not signed with the store's key (${forged.slice(0, 3).join(', ')}): the file was edited, its audit anchor perhaps removed` });
    else if (store.audit) out.push({ label, anchor: store.audit });
  }
  return out;
}

function where(dir: string, p: AuditProblem): string {
  return `${relative(dir, p.file) || p.file}${p.line > 0 ? `:${p.line}` : ''}`;
}

const short = (d: string | undefined): string => (d ? d.replace(/^(sha256|hmac-sha256):/, '').slice(0, 12) : '-');
const shown = (v: unknown): string => cleanTerminal(JSON.stringify(v), 300);

function decisionLine(r: DecisionEvent): string {
  const who = `${cleanTerminal(r.user, 60)}${r.by ? ` (--by ${cleanTerminal(r.by, 100)})` : ''}`;
  const extra = [r.scope !== undefined ? `scope ${shown(r.scope)}` : 'no scope', r.expires ? `expires ${r.expires}` : 'no expiry', ...(r.rebinds ? [`new name of ${r.rebinds.map((x) => cleanTerminal(x, 100)).join(', ')}`] : []), ...(r.identity ? [`code ${cleanTerminal(r.identity, 200)}`] : [])];
  return `${r.action.padEnd(16)} by ${who}  digest ${short(r.digest)}  ${extra.join('  ')}`;
}

function invalidationLine(r: InvalidationEvent): string {
  return `stopped holding: ${r.reason}${r.rules ? ` (${r.rules.join(', ')})` : ''}  digest ${short(r.digest)}${r.identity ? `  now ${cleanTerminal(r.identity, 200)}` : ''}`;
}

function callLine(r: CallEvent): string {
  const args = r.arguments === undefined ? '' : `  ${shown(r.arguments)}`;
  return `call ${r.decision}${r.why ? ` (${r.why}${r.rules ? `: ${r.rules.join(', ')}` : ''})` : ''}  ${r.method}  digest ${short(r.digest)}  args ${short(r.argumentsDigest)}${args}`;
}

function recordLine(r: AuditRecord): string {
  const body = r.kind === 'decision' ? decisionLine(r) : r.kind === 'invalidation' ? invalidationLine(r) : callLine(r);
  return `    ${r.at}  ${body}`;
}

/** One capability's answers: the last approval, the calls under it, the last time it stopped holding. */
function summary(records: readonly AuditRecord[]): string {
  const approvals = records.filter((r): r is AuditRecord & DecisionEvent => r.kind === 'decision' && r.action !== 'reject');
  const calls = records.filter((r): r is AuditRecord & CallEvent => r.kind === 'call');
  const stops = records.filter((r): r is AuditRecord & InvalidationEvent => r.kind === 'invalidation');
  const a = approvals[approvals.length - 1];
  const approved = a ? `approved (${a.action}) by ${cleanTerminal(a.user, 60)}${a.by ? ` (--by ${cleanTerminal(a.by, 100)})` : ''} at ${short(a.digest)}${a.scope !== undefined ? ', scoped' : ''}` : 'no approval recorded';
  const count = (d: CallEvent['decision']): number => calls.filter((c) => c.decision === d).length;
  const s = stops[stops.length - 1];
  const stopped = s ? `; stopped holding ${s.at} (${s.reason})` : '';
  return `${approved}; calls: ${count('forwarded')} forwarded, ${count('confirmed')} confirmed, ${count('refused')} refused${stopped}`;
}

function textOf(records: readonly AuditRecord[]): string {
  const groups = new Map<string, AuditRecord[]>();
  for (const r of records) {
    const key = `${r.server}\n${r.ref ?? '(launch identity)'}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: string[] = [];
  for (const [key, rs] of groups) {
    const [server, ref] = key.split('\n');
    out.push(`${cleanTerminal(server, 100)}  ${cleanTerminal(ref, 200)}: ${summary(rs)}`, ...rs.map(recordLine));
  }
  return out.length ? `${out.join('\n')}\n` : 'no records match\n';
}

export async function auditCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(AUDIT, args);
  const action = p.positionals[0];
  if (action !== undefined && action !== 'verify') throw new UsageError(`mcp-contract audit: unknown action "${cleanTerminal(action, 40)}" (expected verify, or none)`);
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  if (action === 'verify') {
    for (const o of ['server', 'ref', 'since']) if (str(p, o) !== undefined) throw new UsageError(`mcp-contract audit verify: --${o} does not go with verify (the whole chain is checked)`);
    const scan = await scanned(dir);
    const first = scan.records[0]?.seq;
    const last = scan.records[scan.records.length - 1]?.seq;
    if (p.format === 'json') io.stdout(`${JSON.stringify({ store: dir, verified: !scan.problem, records: scan.records.length, files: scan.files.map((f) => relative(dir, f)), ...(scan.problem ? { problem: { ...scan.problem, file: relative(dir, scan.problem.file) } } : {}) }, null, 2)}\n`);
    if (scan.problem) {
      io.stderr(`mcp-contract audit verify: ${where(dir, scan.problem)}: ${scan.problem.why}\n`);
      return EXIT.drift;
    }
    if (p.format === 'text') io.stdout(`the audit log verifies: ${scan.records.length} record(s)${first !== undefined ? ` (${first} to ${last})` : ''} in ${scan.files.length} file(s) under ${join(dir, 'audit')}\n`);
    return EXIT.ok;
  }
  const filter: AuditFilter = {};
  const server = str(p, 'server');
  const ref = str(p, 'ref');
  const since = sinceOption(str(p, 'since'));
  if (server !== undefined) filter.server = server;
  if (ref !== undefined) filter.ref = ref;
  if (since !== undefined) filter.since = since;
  const scan = await scanned(dir);
  const records = filterRecords(scan.records, filter);
  if (p.format === 'json') io.stdout(`${JSON.stringify({ store: dir, verified: !scan.problem, ...(scan.problem ? { problem: { ...scan.problem, file: relative(dir, scan.problem.file) } } : {}), records }, null, 2)}\n`);
  else io.stdout(textOf(records));
  if (!scan.problem) return EXIT.ok;
  // What follows the first bad record is not shown: a record past a break proves nothing.
  io.stderr(`mcp-contract audit: the chain breaks at ${where(dir, scan.problem)} (${scan.problem.why}); records from there on are not shown (see mcp-contract audit verify)\n`);
  return EXIT.drift;
}
