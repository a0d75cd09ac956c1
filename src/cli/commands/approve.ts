// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.
import { basename } from 'node:path';
import { allSafe, approveRecord, DecisionError, rejectRecord, type CapabilityRecord, type GuardStore } from '../../core/approval/approval.js';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { showValue } from '../../core/shared/json.js';
import { cleanTerminal } from '../../render/text.js';
import { dirname } from 'node:path';
import { readStoreFile, storeDir, storeFile, storeFiles, storeKey, updateStore } from '../../guard/store.js';
import { flag, parse, str } from '../args.js';
import type { CliIo } from '../io.js';
import { approveIdentity, identityStatusLines, statusAxesLines } from '../identity-hooks.js';

const STORE_OPTIONS = { store: { type: 'string' }, server: { type: 'string', short: 's' } } as const;

/** The store file: `--server NAME`, else the only one in the store directory. */
function locate(command: string, store: string | undefined, server: string | undefined, io: CliIo): string {
  const dir = storeDir(store, io.env, io.cwd);
  if (server) return storeFile(dir, server);
  const files = storeFiles(dir);
  if (files.length === 1) return files[0];
  if (files.length === 0) throw new UsageError(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
  throw new UsageError(`mcp-contract ${command}: ${dir} holds several servers (${files.map((f) => basename(f, '.json')).join(', ')}); choose one with --server NAME`);
}

/** `tool:x`, or a bare name/URI when exactly one ref has it. */
function resolveRef(store: GuardStore, given: string): string {
  if (store.capabilities[given]) return given;
  const hits = Object.keys(store.capabilities).filter((r) => r.slice(r.indexOf(':') + 1) === given);
  if (hits.length === 1) return hits[0];
  if (hits.length > 1) throw new UsageError(`"${cleanTerminal(given, 100)}" is ambiguous: ${hits.join(', ')}`);
  throw new UsageError(`"${cleanTerminal(given, 100)}" is not in the store (see mcp-contract status)`);
}

function short(digest: string | undefined): string {
  return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}

/** One record with its field-level diff, as approve, reject and status show it. */
export function renderRecord(r: CapabilityRecord): string[] {
  const lines = [`  ${r.state.toUpperCase().padEnd(16)}${cleanTerminal(r.ref, 200)}  ${short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}`];
  for (const c of r.changes ?? []) {
    lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${cleanTerminal(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${cleanTerminal(c.message, 300)}`);
    if (c.before !== undefined || c.after !== undefined)
      lines.push(`        before: ${cleanTerminal(showValue(c.before), 300)}`, `        after:  ${cleanTerminal(showValue(c.after), 300)}`);
  }
  if (r.reason) lines.push(`      ${cleanTerminal(r.reason, 300)}`);
  return lines;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** `--expires`: an ISO date (YYYY-MM-DD, midnight UTC) or date-time with a zone, strictly in the future. */
export function expiresOption(raw: string | undefined, now: Date): string | undefined {
  if (raw === undefined) return undefined;
  const shown = cleanTerminal(raw, 60);
  let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
  // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
  if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw) t = NaN;
  if (Number.isNaN(t)) throw new UsageError(`mcp-contract approve: --expires "${shown}": expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)`);
  if (t <= now.getTime()) throw new UsageError(`mcp-contract approve: --expires "${shown}": the date is not in the future`);
  return new Date(t).toISOString();
}

async function decide(command: 'approve' | 'reject', args: string[], io: CliIo): Promise<number> {
  const p = parse(command, args, { ...STORE_OPTIONS, 'all-safe': { type: 'boolean' }, digest: { type: 'string' }, expires: { type: 'string' }, identity: { type: 'boolean' } }, Infinity);
  const path = locate(command, str(p, 'store'), str(p, 'server'), io);
  if (flag(p, 'identity')) {
    if (command === 'reject' || p.positionals.length > 0 || flag(p, 'all-safe')) throw new UsageError(`mcp-contract ${command}: --identity approves the code the guard last resolved; it takes no refs`);
    return approveIdentity(path, io);
  }
  const allSafeFlag = command === 'approve' && flag(p, 'all-safe');
  if (command === 'reject' && (flag(p, 'all-safe') || str(p, 'digest') || str(p, 'expires'))) throw new UsageError('mcp-contract reject: takes only refs, --store and --server');
  if (!allSafeFlag && p.positionals.length === 0) throw new UsageError(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-safe' : ''}`);
  const now = io.now();
  const expires = expiresOption(str(p, 'expires'), now);
  const key = await storeKey(dirname(path));
  const warn = (line: string): void => io.stderr(`mcp-contract ${command}: ${cleanTerminal(line, 500)}\n`);
  const done: CapabilityRecord[] = [];
  const shown: string[] = [];
  await updateStore(path, key, () => readStoreFile(path, key, warn), (store) => {
    const refs = allSafeFlag ? allSafe(store) : p.positionals.map((g) => resolveRef(store, g));
    if (refs.length > 1 && str(p, 'digest')) throw new UsageError(`mcp-contract approve: --digest binds one capability`);
    for (const ref of refs) {
      shown.push(...renderRecord(store.capabilities[ref]));
      try {
        done.push(command === 'approve' ? approveRecord(store, ref, now, { digest: str(p, 'digest'), expires }) : rejectRecord(store, ref, now));
      } catch (e) {
        if (e instanceof DecisionError) throw new UsageError(`mcp-contract ${command}: ${e.message}`);
        throw e;
      }
    }
    return store;
  });
  if (done.length === 0) {
    io.stdout(allSafeFlag ? 'nothing held has only safe changes\n' : '');
    return EXIT.ok;
  }
  io.stdout(`${shown.join('\n')}\n`);
  const verb = command === 'approve' ? 'approved' : 'rejected';
  for (const r of done) io.stdout(`${verb} ${cleanTerminal(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}\n`);
  io.stdout(`a running guard picks this up from ${path}\n`);
  return EXIT.ok;
}

export const approveCommand = (args: string[], io: CliIo): Promise<number> => decide('approve', args, io);
export const rejectCommand = (args: string[], io: CliIo): Promise<number> => decide('reject', args, io);

/** One store as status shows it: its summary line, identity and axes, then the held records (all with --all). */
async function storeStatus(path: string, all: boolean, io: CliIo): Promise<{ store: GuardStore; text: string }> {
  const key = await storeKey(dirname(path));
  const store = await readStoreFile(path, key, (line) => io.stderr(`mcp-contract status: ${cleanTerminal(line, 500)}\n`));
  const records = Object.values(store.capabilities);
  const count = (s: string) => records.filter((r) => r.state === s).length;
  const out = [
    `${cleanTerminal(store.server, 100)} (surface ${cleanTerminal(store.surface, 60)}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing`,
    ...identityStatusLines(store),
    ...statusAxesLines(store),
    ...(all ? records : records.filter((r) => r.state !== 'approved')).flatMap(renderRecord),
  ];
  if (!all && count('approved') > 0) out.push(`  (${count('approved')} approved not shown; --all shows them)`);
  return { store, text: `${out.join('\n')}\n` };
}

/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
export async function statusCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('status', args, { ...STORE_OPTIONS, json: { type: 'boolean' }, all: { type: 'boolean' } });
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const files = str(p, 'server') ? [locate('status', str(p, 'store'), str(p, 'server'), io)] : storeFiles(dir).length > 1 ? storeFiles(dir) : [locate('status', str(p, 'store'), undefined, io)];
  const shown = [];
  for (const f of files) shown.push(await storeStatus(f, flag(p, 'all'), io));
  if (flag(p, 'json')) {
    io.stdout(`${JSON.stringify(shown.length === 1 ? shown[0].store : shown.map((s) => s.store), null, 2)}\n`);
    return EXIT.ok;
  }
  io.stdout(shown.map((s) => s.text).join('\n'));
  return EXIT.ok;
}
