// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.
import { osUser } from '../../audit/store-hook.js';
import { basename } from 'node:path';
import { allReworded, allSafe, approveRecord, DecisionError, rebindsOf, rejectRecord, type CapabilityRecord, type GuardStore } from '../../core/approval/approval.js';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { showValue } from '../../core/shared/json.js';
import { cleanTerminal } from '../../render/text.js';
import { heldForReview, parseExpiry } from '../../core/approval/review.js';
import { dirname } from 'node:path';
import { readStoreFile, storeDir, storeFile, storeFiles, storeKey, updateStore } from '../../guard/store.js';
import { flag, onlyFormOf, parseCommand, str, type Parsed } from '../args.js';
import type { Formatters } from '../formats.js';
import type { FormatOf } from '../spec.js';
import { APPROVE, REJECT } from '../specs/store.js';
import type { CliIo } from '../io.js';
import { approveIdentity, identityStatusLines } from '../identity-hooks.js';
import { approveIdentityRecord, codeKey, describeIdentity, type LaunchIdentity } from '../../core/identity/identity.js';
import { approveInstructions } from '../../core/approval/instructions.js';
import { instructionsLines } from '../../render/instructions-view.js';
import { collisionOf, neighboursOf } from '../../gateway/ownership.js';
import { approvalLines, textFindings, type TextFinding } from '../../render/approve-view.js';
import { consentCommandLine } from '../approve-commands.js';
import { checkedScope, readScope } from '../../guard/scope-store.js';
import { runningSession } from '../../guard/session-file.js';
import type { JsonObject, JsonValue } from '../../core/shared/model.js';

/** The store file: `--server NAME`, else the only one in the store directory. */
export function locate(command: string, store: string | undefined, server: string | undefined, io: CliIo): string {
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
  // Recorded in each approval (signed with it), as the audit log records the decision: the OS user, and --by.
  const who = by ? `${osUser()} (as ${by})` : osUser();
  const scopeGiven = command === 'approve' ? scopeOption(p, io.cwd, allSafeFlag || allHeldFlag) : undefined;
  const session = command === 'approve' && flag(p, 'session') ? chosen.map((t) => runningSession(t.path)) : undefined;
  const warn = (line: string): void => io.stderr(`mcp-contract ${command}: ${cleanTerminal(line, 500)}\n`);
  // Every store is read first: what a decision covers is shown, server by server and (for approve) with the whole
  // definition and what check flags in its text, before anything is written. Each approval then binds to the digest
  // shown, so a definition that changed in between is refused rather than approved unseen.
  const plans: Array<{ t: Target; refs: string[]; seen: Array<string | undefined>; rebinds: string[][]; findings: TextFinding[][]; code?: string; instructions?: string }> = [];
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
    // --all-held takes the held code with what it serves: both shown, the code bound to its content hash.
    const code = allHeldFlag ? heldCode(store, t.server) : undefined;
    // ...and the server's new instructions (model-visible text), shown whole before and after.
    const instructions = allHeldFlag ? heldInstructions(store) : undefined;
    if (many && (refs.length > 0 || code || instructions)) shown.push(`${cleanTerminal(t.server, 100)}:`);
    if (code) shown.push(...code.lines);
    if (instructions) shown.push(...instructions.lines);
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
    plans.push({ t, refs, seen: records.map((r) => r.live?.digest), rebinds: records.map((r) => rebindsOf(r)), findings: records.map((r) => (command === 'approve' ? textFindings(r) : [])), ...(code ? { code: code.key } : {}), ...(instructions ? { instructions: instructions.digest } : {}) });
  }
  // With --all, a ref no server holds is refused before any store is written.
  const missing = many && !allSafeFlag && !allHeldFlag ? p.positionals.find((g) => !g.includes('/') && !held.has(g)) : undefined;
  if (missing !== undefined) throw new UsageError(`mcp-contract ${command}: "${cleanTerminal(missing, 100)}" is in no server's store (see mcp-contract status)`);
  if (p.format === 'text' && shown.length > 0) io.stdout(`${shown.join('\n')}\n`);
  const count = plans.reduce((n, x) => n + x.refs.length, 0);
  const codes = plans.filter((x) => x.code !== undefined).length;
  const texts = plans.filter((x) => x.instructions !== undefined).length;
  if (allHeldFlag && count + codes + texts > 0 && !flag(p, 'yes') && !(await confirmed(count, codes, texts, p.format, io))) {
    io.stderr('mcp-contract approve: nothing approved\n');
    return EXIT.drift;
  }
  const done: Decided['done'] = [];
  const codeDone: Decided['code'] = [];
  const textDone: Decided['instructions'] = [];
  for (const [n, { t, refs, seen, rebinds, findings, code, instructions }] of plans.entries()) {
    const key = await storeKey(dirname(t.path));
    const bounds = { ...(scopeGiven ? { scope: scopeGiven.scope as JsonObject | null } : {}), ...(session ? { session: session[n] } : {}) };
    await updateStore(t.path, key, () => readStoreFile(t.path, key, warn), (store) => {
      if (code !== undefined) codeDone.push({ server: t.server, identity: approveHeldCode(store, code, refs, now, many ? t.server : undefined) });
      if (instructions !== undefined) {
        try {
          store.instructions = approveInstructions(store.instructions, instructions, now);
        } catch (e) {
          throw new UsageError(`mcp-contract approve: ${many ? `${cleanTerminal(t.server, 100)}: ` : ''}${(e as Error).message}; nothing approved`);
        }
        textDone.push({ server: t.server, digest: instructions });
      }
      refs.forEach((ref, i) => {
        try {
          // The rebind shown is the one recorded: a re-capture since that holds it as another old name's new name is refused.
          if (command === 'approve' && rebindsOf(store.capabilities[ref]).join('\n') !== rebinds[i].join('\n'))
            throw new DecisionError(`${ref}: what it is held as the new name of changed since it was shown (now ${rebindsOf(store.capabilities[ref]).join(', ') || 'nothing'}); review it again`);
          const record = command === 'approve' ? approveRecord(store, ref, now, { digest: str(p, 'digest') ?? seen[i], expires, who, ...bounds }) : rejectRecord(store, ref, now);
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
  io.stdout(DECIDED[p.format]({ decision: command === 'approve' ? 'approved' : 'rejected', store, dir: dirname(chosen[0].path), many, bulk, done, code: codeDone, instructions: textDone }));
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

/**
 * The held code --all-held would approve, with the lines showing it; undefined when the code is not held. Refused when
 * what it serves has not been read: the capabilities shown would then be the old code's, and the person would approve
 * the upgrade without seeing its changes.
 */
function heldCode(store: GuardStore, server: string): { key: string; lines: string[] } | undefined {
  const id = store.identity;
  if (id?.state !== 'held') return undefined;
  if (!id.live) throw new UsageError(`mcp-contract approve: ${cleanTerminal(server, 100)}: the code is held but the guard resolved no launch identity`);
  const key = codeKey(id.live);
  if (id.surfaceRead !== key)
    throw new UsageError(
      `mcp-contract approve: ${cleanTerminal(server, 100)}: the new code is held and what it serves is not read yet (the guard reads it when a client next connects); run this again then, or approve the code alone with --identity`,
    );
  return { key, lines: ['  NEW CODE, held with what it serves (below):', ...identityStatusLines(store).map((l) => `  ${l}`)] };
}

/**
 * Approves the held code inside the store's write, bound to what was shown: the same code (content hash), its surface
 * read, and nothing held that was not shown. Otherwise nothing of this store is written.
 */
function approveHeldCode(store: GuardStore, code: string, refs: readonly string[], now: Date, server: string | undefined): LaunchIdentity {
  const at = server ? `${cleanTerminal(server, 100)}: ` : '';
  const id = store.identity;
  const live = id?.live ? codeKey(id.live) : undefined;
  if (!id?.live || live !== code) throw new UsageError(`mcp-contract approve: ${at}the code changed since it was shown (now ${cleanTerminal(live ?? 'unresolved', 200)}); nothing approved: review it again`);
  if (id.state === 'held' && id.surfaceRead !== code) throw new UsageError(`mcp-contract approve: ${at}what the new code serves changed since it was shown; nothing approved: review it again`);
  const shown = new Set(refs);
  const unseen = heldForReview(store).filter((r) => !shown.has(r));
  if (unseen.length > 0) throw new UsageError(`mcp-contract approve: ${at}${unseen.length} more held since this was shown (${unseen.slice(0, 3).map((r) => cleanTerminal(r, 100)).join(', ')}); nothing approved: review them first`);
  if (id.state === 'held') store.identity = approveIdentityRecord(id, now);
  return id.live;
}

/** The server's held instructions --all-held would approve, with the lines showing the text before and after, whole. */
function heldInstructions(store: GuardStore): { digest: string; lines: string[] } | undefined {
  const ins = store.instructions;
  if (ins?.state !== 'held' || !ins.live) return undefined;
  return { digest: ins.live.digest, lines: instructionsLines(store, '  ') };
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
async function confirmed(count: number, codes: number, texts: number, format: string, io: CliIo): Promise<boolean> {
  const caps = `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
  const parts = [...(codes > 0 ? [codes === 1 ? 'new code' : `new code of ${codes} servers`] : []), ...(texts > 0 ? [texts === 1 ? 'new instructions' : `new instructions of ${texts} servers`] : []), ...(count > 0 ? [caps] : [])];
  const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and the ${parts[parts.length - 1]}`;
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
  /** The held code approved with them (--all-held), per server. */
  code: Array<{ server: string; identity: LaunchIdentity }>;
  /** The server's instructions approved with them (--all-held), by digest. */
  instructions: Array<{ server: string; digest: string }>;
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
  if (d.done.length === 0 && d.code.length === 0 && d.instructions.length === 0)
    return d.bulk === 'all-safe' ? 'nothing held has only safe changes\n' : d.bulk === 'all-held' ? 'nothing is held for review\n' : d.bulk === 'reworded' ? 'nothing held has only rewordings that add no cue\n' : '';
  const lines = d.done.map(({ server, record: r }) => `${d.decision} ${d.many ? `${cleanTerminal(server, 100)}/` : ''}${cleanTerminal(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}${r.approval?.session ? ' for this guard process only' : ''}${d.decision === 'approved' ? rebind(r) : ''}${r.approval?.scope && d.decision === 'approved' ? ` within scope ${cleanTerminal(JSON.stringify(r.approval.scope), 400)}` : ''}`);
  const code = d.code.map(({ server, identity }) => `approved the new code${d.many ? ` of ${cleanTerminal(server, 100)}` : ''}: ${cleanTerminal(describeIdentity(identity), 600)}`);
  const texts = d.instructions.map(({ server, digest }) => `approved the server's instructions${d.many ? ` of ${cleanTerminal(server, 100)}` : ''} at ${digest} (a client gets them from its next session)`);
  return `${[...code, ...texts, ...lines, `a running guard picks this up from ${d.store}${d.code.length > 0 ? ' and starts the new code' : ''}`, ...carryLines(d)].join('\n')}\n`;
}

const DECIDED: Formatters<FormatOf<typeof APPROVE>, Decided> = {
  text: decidedText,
  json: (d) =>
    `${JSON.stringify({ decision: d.decision, store: d.store, records: d.done.map(({ server, record, findings }) => ({ server, ...record, ...(findings.length > 0 ? { findings } : {}) })), ...(d.code.length > 0 ? { code: d.code } : {}), ...(d.instructions.length > 0 ? { instructions: d.instructions } : {}) }, null, 2)}\n`,
};

export const approveCommand = (args: string[], io: CliIo): Promise<number> => decide('approve', args, io);
export const rejectCommand = (args: string[], io: CliIo): Promise<number> => decide('reject', args, io);
