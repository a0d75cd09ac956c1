// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.
import { basename } from 'node:path';
import { allReworded, allSafe, approveRecord, DecisionError, heldSuccessors, rebindsOf, rejectRecord, type CapabilityRecord, type GuardStore } from '../../core/approval/approval.js';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { showValue } from '../../core/shared/json.js';
import { cleanTerminal } from '../../render/text.js';
import { heldForReview, parseExpiry } from '../../core/approval/review.js';
import { dirname } from 'node:path';
import { eraStorePath, readStoreFile, storeDir, storeFile, storeFiles, storeKey, updateStore } from '../../guard/store.js';
import { PROTOCOL_ERAS } from '../../core/shared/model.js';
import { flag, onlyFormOf, parseCommand, str, type Parsed } from '../args.js';
import type { Formatters } from '../formats.js';
import type { FormatOf } from '../spec.js';
import { APPROVE, REJECT, STATUS } from '../specs/store.js';
import type { CliIo } from '../io.js';
import { approveIdentity, identityStatusLines, statusAxesLines } from '../identity-hooks.js';
import { collisionOf, neighboursOf, owns } from '../../gateway/ownership.js';
import { approvalLines, textFindings, type TextFinding } from '../../render/approve-view.js';
import { approveAllHeldCommand, approveIdentityCommand, approveRefCommand, consentCommandLine, statusCommandLine } from '../approve-commands.js';
import { checkedScope, readScope } from '../../guard/scope-store.js';
import { runningSession } from '../../guard/session-file.js';
import type { JsonObject, JsonValue } from '../../core/shared/model.js';

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
  const lines = [`  ${r.state.toUpperCase().padEnd(16)}${cleanTerminal(r.ref, 200)}  ${short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}${r.approval?.session ? '  (this guard process only)' : ''}`];
  if (r.approval?.scope) lines.push(`      scope: ${cleanTerminal(JSON.stringify(r.approval.scope), 400)}`);
  for (const c of r.changes ?? []) {
    lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${cleanTerminal(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${cleanTerminal(c.message, 300)}`);
    if (c.before !== undefined || c.after !== undefined)
      lines.push(`        before: ${cleanTerminal(showValue(c.before), 300)}`, `        after:  ${cleanTerminal(showValue(c.after), 300)}`);
  }
  if (r.reason) lines.push(`      ${cleanTerminal(r.reason, 300)}`);
  return lines;
}

/** `--expires`: an ISO date (YYYY-MM-DD, midnight UTC) or date-time with a zone, strictly in the future. */
export function expiresOption(raw: string | undefined, now: Date): string | undefined {
  if (raw === undefined) return undefined;
  const parsed = parseExpiry(raw, now);
  if ('error' in parsed) throw new UsageError(`mcp-contract approve: --expires "${cleanTerminal(raw, 60)}": ${parsed.error}`);
  return parsed.at;
}

/** `--by NAME`: who decided, as the audit log records it beside the OS user: one short printable line. */
export function byOption(command: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.trim() === '' || raw.length > 100 || !/^[^\p{Cc}\p{Cf}]+$/u.test(raw)) throw new UsageError(`mcp-contract ${command}: --by: expected a name of 1 to 100 printable characters`);
  return raw;
}

interface Target {
  path: string;
  server: string;
  /** Refs as given for this store; empty with --all-safe. */
  given: string[];
}

/**
 * Which stores a decision touches: `--server`, the only store, or with `--all` every server of the store directory
 * (the gateway's). A ref written `<server>/<ref>` (as profiles name it) picks its server without `--server`.
 */
function targets(command: string, p: Parsed, io: CliIo): Target[] {
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const scoped = new Map<string, string[]>();
  const plain: string[] = [];
  for (const g of p.positionals) {
    const at = g.indexOf('/');
    const server = at > 0 && !g.slice(0, at).includes(':') ? g.slice(0, at) : undefined;
    if (server === undefined) plain.push(g);
    else scoped.set(server, [...(scoped.get(server) ?? []), g.slice(at + 1)]);
  }
  if (flag(p, 'all') && str(p, 'server')) throw new UsageError(`mcp-contract ${command}: --all and --server exclude each other`);
  if (flag(p, 'all') || (scoped.size > 0 && plain.length === 0 && !str(p, 'server'))) {
    const files = flag(p, 'all') ? storeFiles(dir) : [...scoped.keys()].map((s) => storeFile(dir, s));
    if (files.length === 0) throw new UsageError(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
    const known = new Set(storeFiles(dir));
    for (const f of files) if (!known.has(f)) throw new UsageError(`mcp-contract ${command}: no server "${cleanTerminal(basename(f, '.json'), 100)}" in ${dir} (it has ${storeFiles(dir).map((x) => basename(x, '.json')).join(', ') || 'none'})`);
    // By file, not by the name in it: a server named `a!` has the store a_.json.
    const byFile = new Map([...scoped].map(([server, refs]) => [storeFile(dir, server), refs]));
    return files.map((path) => ({ path, server: basename(path, '.json'), given: [...plain, ...(byFile.get(path) ?? [])] }));
  }
  if (scoped.size > 0 && str(p, 'server')) throw new UsageError(`mcp-contract ${command}: a ref written SERVER/REF names its server; drop --server`);
  if (scoped.size > 0) throw new UsageError(`mcp-contract ${command}: write every ref as SERVER/REF, or give plain refs with --server NAME or --all`);
  const path = locate(command, str(p, 'store'), str(p, 'server'), io);
  return [{ path, server: basename(path, '.json'), given: plain }];
}

/**
 * With --all a plain ref applies where a store holds it (approve leaves the ones already approved as they are); one
 * that no store has at all is still an error.
 */
function refsOf(store: GuardStore, t: Target, many: boolean, undecidedOnly = true): string[] {
  if (!many) return t.given.map((g) => resolveRef(store, g));
  return t.given.flatMap((g) => {
    try {
      const ref = resolveRef(store, g);
      return !undecidedOnly || store.capabilities[ref].state !== 'approved' ? [ref] : [];
    } catch (e) {
      if (e instanceof UsageError && /is not in the store/.test(e.message)) return [];
      throw e;
    }
  });
}

async function decide(command: 'approve' | 'reject', args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(command === 'approve' ? APPROVE : REJECT, args);
  if (flag(p, 'identity')) {
    // --digest, --expires, --all would not apply to the code's approval: refused by name, not dropped.
    onlyFormOf(APPROVE, p, 'identity');
    if (p.positionals.length > 0) throw new UsageError(`mcp-contract ${command}: --identity approves the code the guard last resolved for one server; it takes no refs`);
    return approveIdentity(locate(command, str(p, 'store'), str(p, 'server'), io), io, p.format, byOption(command, str(p, 'by')));
  }
  const rewordedFlag = command === 'approve' && flag(p, 'reworded');
  if (rewordedFlag && flag(p, 'all-safe')) throw new UsageError('mcp-contract approve: --reworded and --all-safe exclude each other; run them one after the other');
  if (rewordedFlag && flag(p, 'all-held')) throw new UsageError('mcp-contract approve: --reworded and --all-held exclude each other; --all-held takes every held capability');
  if (rewordedFlag && p.positionals.length > 0) throw new UsageError('mcp-contract approve: --reworded takes no refs: it approves every held capability whose only changes are rewordings');
  // A bulk approval (--all-safe or --reworded): the refs come from the store, not the command line.
  const allSafeFlag = (command === 'approve' && flag(p, 'all-safe')) || rewordedFlag;
  const allHeldFlag = command === 'approve' && bulkHeld(p);
  if (!allSafeFlag && !allHeldFlag && p.positionals.length === 0) throw new UsageError(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-held' : ''}`);
  const chosen = targets(command, p, io);
  const many = chosen.length > 1;
  if (many && str(p, 'digest')) throw new UsageError(`mcp-contract approve: --digest binds one capability of one server`);
  const now = io.now();
  const expires = expiresOption(str(p, 'expires'), now);
  const by = byOption(command, str(p, 'by'));
  const scopeGiven = command === 'approve' ? scopeOption(p, io.cwd, allSafeFlag || allHeldFlag) : undefined;
  const session = command === 'approve' && flag(p, 'session') ? chosen.map((t) => runningSession(t.path)) : undefined;
  const warn = (line: string): void => io.stderr(`mcp-contract ${command}: ${cleanTerminal(line, 500)}\n`);
  // Every store is read first: what a decision covers is shown, server by server and (for approve) with the whole
  // definition and what check flags in its text, before anything is written. Each approval then binds to the digest
  // shown, so a definition that changed in between is refused rather than approved unseen.
  const plans: Array<{ t: Target; refs: string[]; seen: Array<string | undefined>; rebinds: string[][]; findings: TextFinding[][] }> = [];
  const named = command === 'approve' ? rebindOption(p, many) : undefined;
  const shown: string[] = [];
  const held = new Set<string>();
  for (const t of chosen) {
    const store = await readStoreFile(t.path, await storeKey(dirname(t.path)), warn);
    if (many && !allSafeFlag && !allHeldFlag) for (const g of t.given) if (refsOf(store, { ...t, given: [g] }, true, false).length > 0) held.add(g);
    // --reworded: what the held changes call plain rewordings, screened again here: text the risky-text screen flags is never taken.
    const taken = rewordedFlag ? allReworded(store).filter((ref) => textFindings(store.capabilities[ref]).length === 0) : allSafe(store);
    const refs = allSafeFlag ? taken : allHeldFlag ? heldForReview(store) : refsOf(store, t, many, command === 'approve');
    if (refs.length > 1 && str(p, 'digest')) throw new UsageError(`mcp-contract approve: --digest binds one capability`);
    if (many && refs.length > 0) shown.push(`${cleanTerminal(t.server, 100)}:`);
    // A name or URI template another gateway member owns would be held for both: refused before anything is written.
    const neighbours = command === 'approve' ? await neighboursOf(t.path, warn) : undefined;
    for (const ref of refs) {
      const clash = neighbours && collisionOf(ref, neighbours.self, neighbours.others);
      if (clash) throw new UsageError(`mcp-contract approve: ${cleanTerminal(clash, 600)}`);
    }
    const records = refs.map((ref) => store.capabilities[ref]);
    if (scopeGiven?.scope) for (const r of records) if (r.live) checkedScope(r, scopeGiven.scope, scopeGiven.label);
    if (named) boundRebind(records, named);
    for (const r of records) {
      shown.push(...(command === 'approve' ? approvalLines(r, renderRecord(r)) : renderRecord(r)));
      if (command === 'approve' && rebindsOf(r).length > 0) shown.push(`      approving it records it as the new name of ${rebindsOf(r).map((x) => cleanTerminal(x, 200)).join(', ')}`);
      if (scopeGiven) shown.push(scopeGiven.scope === null ? '      scope: removed' : `      scope to approve with: ${cleanTerminal(JSON.stringify(scopeGiven.scope), 400)}`);
    }
    plans.push({ t, refs, seen: records.map((r) => r.live?.digest), rebinds: records.map((r) => rebindsOf(r)), findings: records.map((r) => (command === 'approve' ? textFindings(r) : [])) });
  }
  // With --all, a ref no server holds is refused before any store is written.
  const missing = many && !allSafeFlag && !allHeldFlag ? p.positionals.find((g) => !g.includes('/') && !held.has(g)) : undefined;
  if (missing !== undefined) throw new UsageError(`mcp-contract ${command}: "${cleanTerminal(missing, 100)}" is in no server's store (see mcp-contract status)`);
  if (p.format === 'text' && shown.length > 0) io.stdout(`${shown.join('\n')}\n`);
  const count = plans.reduce((n, x) => n + x.refs.length, 0);
  if (allHeldFlag && count > 0 && !flag(p, 'yes') && !(await confirmed(count, p.format, io))) {
    io.stderr('mcp-contract approve: nothing approved\n');
    return EXIT.drift;
  }
  const done: Decided['done'] = [];
  for (const [n, { t, refs, seen, rebinds, findings }] of plans.entries()) {
    const key = await storeKey(dirname(t.path));
    const bounds = { ...(scopeGiven ? { scope: scopeGiven.scope as JsonObject | null } : {}), ...(session ? { session: session[n] } : {}) };
    await updateStore(t.path, key, () => readStoreFile(t.path, key, warn), (store) => {
      refs.forEach((ref, i) => {
        try {
          // The rebind shown is the one recorded: a re-capture since that holds it as another old name's new name is refused.
          if (command === 'approve' && rebindsOf(store.capabilities[ref]).join('\n') !== rebinds[i].join('\n'))
            throw new DecisionError(`${ref}: what it is held as the new name of changed since it was shown (now ${rebindsOf(store.capabilities[ref]).join(', ') || 'nothing'}); review it again`);
          const record = command === 'approve' ? approveRecord(store, ref, now, { digest: str(p, 'digest') ?? seen[i], expires, ...bounds }) : rejectRecord(store, ref, now);
          done.push({ server: t.server, record, findings: findings[i] });
        } catch (e) {
          if (e instanceof DecisionError) throw new UsageError(`mcp-contract ${command}: ${many ? `${cleanTerminal(t.server, 100)}: ` : ''}${e.message}`);
          throw e;
        }
      });
      return store;
    }, undefined, { ...(by ? { by } : {}), now: () => now });
  }
  const store = many ? dirname(chosen[0].path) : chosen[0].path;
  const bulk = rewordedFlag ? 'reworded' : allSafeFlag ? 'all-safe' : allHeldFlag ? 'all-held' : undefined;
  io.stdout(DECIDED[p.format]({ decision: command === 'approve' ? 'approved' : 'rejected', store, dir: dirname(chosen[0].path), many, bulk, done }));
  return EXIT.ok;
}

/** `--rebind OLD[,OLD]`: the old names the person says REF is the new name of, sorted; one REF only. */
function rebindOption(p: Parsed, many: boolean): string[] | undefined {
  const given = str(p, 'rebind');
  if (given === undefined) return undefined;
  if (many || p.positionals.length !== 1) throw new UsageError('mcp-contract approve: --rebind names what one REF is the new name of');
  const names = [...new Set(given.split(',').map((x) => x.trim()).filter(Boolean))].sort();
  if (names.length === 0) throw new UsageError('mcp-contract approve: --rebind: expected the old names, e.g. --rebind tool:read_file');
  return names;
}

/** The rebind the person named must be the one the store holds now (bare names match as refs do). */
function boundRebind(records: readonly CapabilityRecord[], named: readonly string[]): void {
  for (const r of records) {
    const held = rebindsOf(r);
    const bare = (x: string): string => x.slice(x.indexOf(':') + 1);
    const same = held.length === named.length && named.every((n) => held.includes(n) || held.filter((h) => bare(h) === n).length === 1);
    if (!same) throw new UsageError(`mcp-contract approve: ${cleanTerminal(r.ref, 200)} is held as the new name of ${held.map((x) => cleanTerminal(x, 200)).join(', ') || 'nothing'}, not of ${named.map((x) => cleanTerminal(x, 200)).join(', ')}; review it again (mcp-contract status --verbose)`);
  }
}

/** `--scope FILE|JSON` (or `none`, which removes the scope); a bulk approval takes none. */
function scopeOption(p: Parsed, cwd: string, bulk: boolean): { scope: JsonValue | null; label: string } | undefined {
  const given = str(p, 'scope');
  if (given === undefined) return undefined;
  if (bulk) throw new UsageError('mcp-contract approve: --scope bounds the refs it names; a bulk approval takes none');
  if (given === 'none') return { scope: null, label: '--scope' };
  return readScope(given, cwd);
}

/** --all-held, checked against what it cannot be combined with (each refused by name, never dropped). */
function bulkHeld(p: Parsed): boolean {
  const on = flag(p, 'all-held');
  if (flag(p, 'yes') && !on) throw new UsageError('mcp-contract approve: --yes confirms --all-held; a named REF is approved without asking');
  if (!on) return false;
  if (flag(p, 'all-safe')) throw new UsageError('mcp-contract approve: --all-held and --all-safe exclude each other');
  if (p.positionals.length > 0) throw new UsageError('mcp-contract approve: --all-held approves every held capability of the server; it takes no refs');
  if (str(p, 'digest')) throw new UsageError('mcp-contract approve: --digest binds one capability; --all-held binds each to the digest it shows');
  return true;
}

/**
 * --all-held without --yes: the person says yes on the terminal to what was just shown. Without a terminal (a script,
 * a pipe) or with JSON (nothing shown) there is no one to ask: refused, so a bulk approval is never given unseen.
 */
async function confirmed(count: number, format: string, io: CliIo): Promise<boolean> {
  const what = `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
  if (format !== 'text') throw new UsageError(`mcp-contract approve: --all-held --format json shows nothing before it writes; review with mcp-contract status --verbose, then add --yes`);
  const answer = await io.confirm?.(`approve the ${what} shown above? [y/N] `);
  if (answer === undefined) throw new UsageError(`mcp-contract approve: --all-held would approve the ${what} shown above; add --yes after reviewing them (stdin is no terminal to ask)`);
  return answer;
}

/** What a decision did: each record after it, with what check flagged in the text it approved. */
interface Decided {
  decision: 'approved' | 'rejected';
  store: string;
  /** The store directory, for the commands printed after a decision. */
  dir: string;
  many: boolean;
  /** Which held capabilities were taken without being named (said when nothing qualified). */
  bulk: 'all-safe' | 'all-held' | 'reworded' | undefined;
  done: Array<{ server: string; record: CapabilityRecord; findings: TextFinding[] }>;
}

// A rebind is the person's word that the new name replaces the old: said back, so it is never given unseen.
const rebind = (r: CapabilityRecord): string => (r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.map((x) => cleanTerminal(x, 200)).join(', ')}` : '');

/**
 * After a rebind, the user's own clients still name the old tool: the one command that carries their rules (and the
 * gateway's profiles) across it, per server that got one.
 */
function carryLines(d: Decided): string[] {
  if (d.decision !== 'approved') return [];
  const servers = [...new Set(d.done.filter(({ record: r }) => r.approval?.rebinds?.length).map(({ server }) => server))];
  return servers.map((server) => {
    const command = consentCommandLine(d.dir, server);
    return command ? `carry your client rules to the new name (a dry run; add --write to apply): ${command}` : `carry your client rules to the new name with mcp-contract consent --from store --to store (the server name holds control characters)`;
  });
}

function decidedText(d: Decided): string {
  if (d.done.length === 0)
    return d.bulk === 'all-safe' ? 'nothing held has only safe changes\n' : d.bulk === 'all-held' ? 'nothing is held for review\n' : d.bulk === 'reworded' ? 'nothing held has only rewordings that add no cue\n' : '';
  const lines = d.done.map(({ server, record: r }) => `${d.decision} ${d.many ? `${cleanTerminal(server, 100)}/` : ''}${cleanTerminal(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}${r.approval?.session ? ' for this guard process only' : ''}${d.decision === 'approved' ? rebind(r) : ''}${r.approval?.scope && d.decision === 'approved' ? ` within scope ${cleanTerminal(JSON.stringify(r.approval.scope), 400)}` : ''}`);
  return `${[...lines, `a running guard picks this up from ${d.store}`, ...carryLines(d)].join('\n')}\n`;
}

const DECIDED: Formatters<FormatOf<typeof APPROVE>, Decided> = {
  text: decidedText,
  json: (d) => `${JSON.stringify({ decision: d.decision, store: d.store, records: d.done.map(({ server, record, findings }) => ({ server, ...record, ...(findings.length > 0 ? { findings } : {}) })) }, null, 2)}\n`,
};

export const approveCommand = (args: string[], io: CliIo): Promise<number> => decide('approve', args, io);
export const rejectCommand = (args: string[], io: CliIo): Promise<number> => decide('reject', args, io);

/** The server name the store's commands take: its own, unless that names another file (then the file's). */
function serverArg(path: string, store: GuardStore): string {
  return storeFile(dirname(path), store.server) === path ? store.server : basename(path, '.json');
}

/** The command approving a held record, or '' when there is nothing to approve (approved, or no longer served). */
function approveLine(r: CapabilityRecord, dir: string, server: string): string {
  if (r.state === 'approved' || r.state === 'missing' || !r.live) return '';
  return approveRefCommand(dir, server, r.ref) ?? '(the name holds invisible or control characters; --all-held approves it after review)';
}

/** A deprecated capability's way on: approving the successor its notice names records the rebind to it. */
function successorLines(store: GuardStore, r: CapabilityRecord, dir: string, server: string): string[] {
  return heldSuccessors(store, r).map((s) => `deprecated in favour of ${cleanTerminal(s, 200)}; to move to it, after review: ${approveRefCommand(dir, server, s) ?? `${statusCommandLine(dir, server, true)} (the name holds invisible or control characters)`} (records the rebind)`);
}

/** One record in one line: state, ref, its rule ids (or why it is held) and, when it can be approved, the command. */
function recordLine(store: GuardStore, r: CapabilityRecord, dir: string, server: string): string {
  const rules = [...new Set((r.changes ?? []).map((c) => c.rule))];
  const why = rules.length > 0 ? rules.join(', ') : r.reason && r.state !== 'approved' ? cleanTerminal(r.reason, 160) : '';
  const scope = r.approval?.scope ? `scope ${cleanTerminal(JSON.stringify(r.approval.scope), 200)}` : '';
  return [`  ${r.state.toUpperCase().padEnd(16)}${cleanTerminal(r.ref, 200)}`, why, scope, approveLine(r, dir, server), ...successorLines(store, r, dir, server)].filter((x) => x !== '').join('  ');
}

/** --verbose: the record with each change's before/after, then its command. */
function verboseLines(store: GuardStore, r: CapabilityRecord, dir: string, server: string): string[] {
  const command = approveLine(r, dir, server);
  return [...renderRecord(r), ...(command ? [`      approve after review: ${command}`] : []), ...successorLines(store, r, dir, server).map((l) => `      ${l}`)];
}

/**
 * One store as status shows it: its counts, then each held record in one line with its rule ids and approve command
 * (all records with --all). --verbose adds the identity, the axes and each change's before/after.
 */
async function storeStatus(path: string, opts: { all: boolean; verbose: boolean }, io: CliIo): Promise<{ store: GuardStore; text: string }> {
  const dir = dirname(path);
  const key = await storeKey(dir);
  const store = await readStoreFile(path, key, (line) => io.stderr(`mcp-contract status: ${cleanTerminal(line, 500)}\n`));
  const server = serverArg(path, store);
  const records = Object.values(store.capabilities);
  const shown = opts.all ? records : records.filter((r) => r.state !== 'approved');
  const count = (s: string) => records.filter((r) => r.state === s).length;
  // What this gateway member owns that another member claims too: the gateway holds it for both.
  const neighbours = await neighboursOf(path, () => undefined);
  const clashes = neighbours ? records.filter(owns).flatMap((r) => collisionOf(r.ref, neighbours.self, neighbours.others) ?? []) : [];
  const identityHeld = store.identity?.state === 'held';
  // A dual-era upstream's other era has a store of its own beside the guard's: its header says which era.
  const era = PROTOCOL_ERAS.find((e) => eraStorePath(storeFile(dir, store.server), e) === path);
  const out = [
    `${cleanTerminal(store.server, 100)} (surface ${cleanTerminal(store.surface, 60)}${era ? `, protocolEra ${era}` : ''}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing${identityHeld ? ', code held' : ''}`,
    ...(opts.verbose ? identityStatusLines(store, approveIdentityCommand(dir, server)) : identityHeld ? [`  ${'CODE HELD'.padEnd(16)}${cleanTerminal(store.identity?.reason ?? 'the code is not the approved code', 300)}  ${approveIdentityCommand(dir, server)}`] : []),
    ...(opts.verbose ? statusAxesLines(store) : []),
    ...clashes.map((c) => `  ${'COLLISION'.padEnd(16)}${cleanTerminal(c, 400)}`),
    ...shown.flatMap((r) => (opts.verbose ? verboseLines(store, r, dir, server) : [recordLine(store, r, dir, server)])),
  ];
  const held = heldForReview(store).length;
  if (held > 1) out.push(`  all ${held} held, after review: ${approveAllHeldCommand(dir, server)}`);
  // A held rename: approving it rebinds the guard's decision, and this carries the user's client rules with it.
  const rename = records.some((r) => r.state !== 'approved' && r.live && (r.changes ?? []).some((c) => c.action === 'manual_rebind'));
  const carry = rename ? consentCommandLine(dir, server) : undefined;
  if (carry) out.push(`  after approving a rename, carry your client rules to the new name: ${carry}`);
  if (!opts.verbose && shown.some((r) => (r.changes ?? []).length > 0)) out.push(`  before/after of each change: ${statusCommandLine(dir, server, true)}`);
  if (!opts.all && count('approved') > 0) out.push(`  (${count('approved')} approved not shown; --all shows them)`);
  return { store, text: `${out.join('\n')}\n` };
}

const RENDER: Formatters<FormatOf<typeof STATUS>, ReadonlyArray<{ store: GuardStore; text: string }>> = {
  text: (shown) => shown.map((s) => s.text).join('\n'),
  json: (shown) => `${JSON.stringify(shown.length === 1 ? shown[0].store : shown.map((s) => s.store), null, 2)}\n`,
};

/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
export async function statusCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(STATUS, args);
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const files = str(p, 'server') ? [locate('status', str(p, 'store'), str(p, 'server'), io)] : storeFiles(dir).length > 1 ? storeFiles(dir) : [locate('status', str(p, 'store'), undefined, io)];
  const shown = [];
  for (const f of files) shown.push(await storeStatus(f, { all: flag(p, 'all'), verbose: flag(p, 'verbose') }, io));
  io.stdout(RENDER[p.format](shown));
  return EXIT.ok;
}
