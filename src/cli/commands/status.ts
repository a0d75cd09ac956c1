// `mcp-contract status`: what the guard holds, one screen per server (issue 51): its counts, the held code, each kind's
// counts with its held items grouped under it, and one command approving the server's upgrade. --verbose lists every
// item with its before/after and its own approve command; --all adds the approved ones.
import { existsSync } from 'node:fs';
import { dirname, basename, resolve } from 'node:path';
import { readGatewayFile } from '../../gateway/config-file.js';
import { heldSuccessors, type CapabilityRecord, type GuardStore } from '../../core/approval/approval.js';
import { heldForReview } from '../../core/approval/review.js';
import { codeKey } from '../../core/identity/identity.js';
import { approvedInstructionsText } from '../../core/approval/instructions.js';
import { instructionsLines } from '../../render/instructions-view.js';
import { textDelta } from '../../render/text-delta.js';
import { KIND_LABEL } from '../../core/diff/classify-shared.js';
import { kindOfRef } from '../../core/release/deprecations.js';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { KINDS, PROTOCOL_ERAS, type Kind } from '../../core/shared/model.js';
import { eraStorePath, readStoreFile, storeDir, storeFile, storeFiles, storeKey } from '../../guard/store.js';
import { collisionOf, neighboursOf, owns } from '../../gateway/ownership.js';
import { cleanTerminal } from '../../render/text.js';
import { flag, parseCommand, str } from '../args.js';
import type { Formatters } from '../formats.js';
import type { FormatOf } from '../spec.js';
import { STATUS } from '../specs/store.js';
import { homeOf, type CliIo } from '../io.js';
import { identityStatusLines, statusAxesLines } from '../identity-hooks.js';
import { approveAllHeldCommand, approveIdentityCommand, approveRefCommand, consentCommandLine, statusCommandLine } from '../approve-commands.js';
import { locate, renderRecord } from './approve.js';
import { baselineWords, newerWords, summarizeSources, type SourceSummary } from '../../core/approval/source.js';

/** Held items listed per server without --verbose; the rest are counted (a screen holds about 40 lines). */
export const STATUS_ITEMS = 20;

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

/** One record in one line: state, ref, its rule ids (or why it is held), its scope and a successor's rebind. */
function recordLine(store: GuardStore, r: CapabilityRecord, dir: string, server: string): string {
  const rules = [...new Set((r.changes ?? []).map((c) => c.rule))];
  const why = rules.length > 0 ? rules.join(', ') : r.reason && r.state !== 'approved' ? cleanTerminal(r.reason, 160) : '';
  const scope = r.approval?.scope ? `scope ${cleanTerminal(JSON.stringify(r.approval.scope), 200)}` : '';
  return [`    ${r.state.toUpperCase().padEnd(16)}${cleanTerminal(r.ref, 200)}`, why, scope, ...successorLines(store, r, dir, server)].filter((x) => x !== '').join('  ');
}

/** --verbose: the record with each change's before/after, then its own command. */
function verboseLines(store: GuardStore, r: CapabilityRecord, dir: string, server: string): string[] {
  const command = approveLine(r, dir, server);
  return [...renderRecord(r), ...(command ? [`      approve after review: ${command}`] : []), ...successorLines(store, r, dir, server).map((l) => `      ${l}`)];
}

const STATE_WORDS: ReadonlyArray<[CapabilityRecord['state'], string]> = [
  ['stale', 'changed'],
  ['review_required', 'new'],
  ['rejected', 'rejected'],
  ['missing', 'missing'],
  ['approved', 'approved'],
];

/** `tools: 11 changed, 3 new, 2 approved`: one kind's counts, the states it has. */
function kindCounts(kind: Kind, records: readonly CapabilityRecord[]): string {
  const parts = STATE_WORDS.map(([state, word]) => [records.filter((r) => r.state === state).length, word] as const).filter(([n]) => n > 0);
  return `  ${KIND_LABEL[kind]}s: ${parts.map(([n, w]) => `${n} ${w}`).join(', ')}`;
}

/** Per kind: its counts, then (up to the screen's budget) its held items, or with --all every item. */
function groupedLines(store: GuardStore, records: readonly CapabilityRecord[], all: boolean, dir: string, server: string): string[] {
  const out: string[] = [];
  let listed = 0;
  let unlisted = 0;
  for (const kind of KINDS) {
    const mine = records.filter((r) => kindOfRef(r.ref) === kind);
    if (mine.length === 0 || (!all && mine.every((r) => r.state === 'approved'))) continue;
    out.push(kindCounts(kind, mine));
    // Held first (what a person decides), then what else --all asks for; missing ones only with --all (a removed
    // resource list of a hundred is a count, not a screen).
    const shown = mine.filter((r) => (all ? true : r.state === 'stale' || r.state === 'review_required')).sort((a, b) => order(a) - order(b));
    for (const r of shown) {
      if (!all && listed >= STATUS_ITEMS) {
        unlisted++;
        continue;
      }
      out.push(recordLine(store, r, dir, server));
      listed++;
    }
  }
  if (unlisted > 0) out.push(`  … and ${unlisted} more held (${statusCommandLine(dir, server, true)} lists every one)`);
  return out;
}

/** Held instructions in one line: what their words changed (--verbose shows both texts whole). */
function instructionsLine(store: GuardStore): string[] {
  const ins = store.instructions;
  if (ins?.state !== 'held' || !ins.live) return [];
  const before = approvedInstructionsText(ins);
  const delta = before === undefined ? undefined : textDelta(before, ins.live.text);
  const words = delta ? `${cleanTerminal(delta.removed || '(nothing)', 120)} -> ${cleanTerminal(delta.added || '(nothing)', 120)}` : `new: ${cleanTerminal(ins.live.text, 200)}`;
  return [`  ${'INSTRUCTIONS'.padEnd(16)}held (model-visible text): ${words}`];
}

const order = (r: CapabilityRecord): number => STATE_WORDS.findIndex(([s]) => s === r.state);

/** The one command that approves this server's upgrade: the held code (once what it serves was read) and the held items. */
function approveAllLine(store: GuardStore, dir: string, server: string): string[] {
  const held = heldForReview(store).length;
  const text = store.instructions?.state === 'held' && store.instructions.live !== undefined;
  const id = store.identity;
  const code = id?.state === 'held';
  const read = code && id.live !== undefined && id.surfaceRead === codeKey(id.live);
  if (code && !read)
    return [
      `  what the new code serves is not read yet: the guard reads it (starting the code alone, serving nothing) when a client next connects; then status shows its changes`,
      `  to approve the code alone instead: ${approveIdentityCommand(dir, server)}`,
    ];
  if (held === 0 && !code && !text) return [];
  const caps = code ? (held === 0 ? '' : `${held === 1 ? 'the one capability' : `the ${held} capabilities`} it changes`) : held === 0 ? '' : held === 1 ? 'the one held capability' : `all ${held} held`;
  const parts = [...(code ? [held === 0 && !text ? 'the new code (it serves the approved capabilities unchanged)' : 'the new code'] : []), ...(text ? ['its new instructions'] : []), ...(caps ? [caps] : [])];
  const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return [`  ${what}, after review: ${approveAllHeldCommand(dir, server)}`];
}

/**
 * One store as status shows it: its counts, the held code, each kind's counts with its held items, then the one
 * command approving it all. --verbose adds the identity, the axes and every record with its before/after.
 */
async function storeStatus(path: string, opts: { all: boolean; verbose: boolean }, io: CliIo): Promise<{ store: GuardStore; text: string }> {
  const dir = dirname(path);
  const key = await storeKey(dir);
  const store = await readStoreFile(path, key, (line) => io.stderr(`mcp-contract status: ${cleanTerminal(line, 500)}\n`));
  const server = serverArg(path, store);
  const records = Object.values(store.capabilities);
  const count = (s: string) => records.filter((r) => r.state === s).length;
  // What this gateway member owns that another member claims too: the gateway holds it for both.
  const neighbours = await neighboursOf(path, () => undefined);
  const clashes = neighbours ? records.filter(owns).flatMap((r) => collisionOf(r.ref, neighbours.self, neighbours.others) ?? []) : [];
  const identityHeld = store.identity?.state === 'held';
  // A dual-era upstream's other era has a store of its own beside the guard's: its header says which era.
  const era = PROTOCOL_ERAS.find((e) => eraStorePath(storeFile(dir, store.server), e) === path);
  const shown = opts.all ? records : records.filter((r) => r.state !== 'approved');
  const out = [
    `${cleanTerminal(store.server, 100)} (surface ${cleanTerminal(store.surface, 60)}${era ? `, protocolEra ${era}` : ''}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing${identityHeld ? ', code held' : ''}`,
    ...sourceLines(store),
    ...(opts.verbose ? identityStatusLines(store, approveIdentityCommand(dir, server)) : identityHeld ? [`  ${'CODE HELD'.padEnd(16)}${cleanTerminal(store.identity?.reason ?? 'the code is not the approved code', 300)}`] : []),
    ...(opts.verbose ? statusAxesLines(store) : []),
    ...(opts.verbose ? instructionsLines(store, '  ') : instructionsLine(store)),
    ...clashes.map((c) => `  ${'COLLISION'.padEnd(16)}${cleanTerminal(c, 400)}`),
    ...(opts.verbose ? shown.flatMap((r) => verboseLines(store, r, dir, server)) : groupedLines(store, records, opts.all, dir, server)),
    ...approveAllLine(store, dir, server),
  ];
  // A held rename: approving it rebinds the guard's decision, and this carries the user's client rules with it.
  const rename = records.some((r) => r.state !== 'approved' && r.live && (r.changes ?? []).some((c) => c.action === 'manual_rebind'));
  const carry = rename ? consentCommandLine(dir, server) : undefined;
  if (carry) out.push(`  after approving a rename, carry your client rules to the new name: ${carry}`);
  if (!opts.verbose && shown.some((r) => (r.changes ?? []).length > 0 || r.state === 'missing')) out.push(`  each item with its before/after and its own approve command: ${statusCommandLine(dir, server, true)}`);
  if (!opts.all && count('approved') > 0) out.push(`  (${count('approved')} approved not shown; --all shows them)`);
  return { store, text: `${out.join('\n')}\n` };
}

/**
 * Where the approvals came from (issue 54 item 5): the baseline's source (a verified signed release, or a first-use
 * snapshot) with how many approved capabilities it covers, a person's approvals, the policy's follows; and a newer
 * verified release the guard found listed, which it does not approve by itself.
 */
function sourceLines(store: GuardStore): string[] {
  const s = summarizeSources(store);
  const person = s.byPerson === 0 ? '0 by a person' : `${s.byPerson} by a person (latest ${s.lastPerson?.who ? `by ${s.lastPerson.who} ` : ''}at ${s.lastPerson?.at})`;
  const newer = newerWords(store.source);
  return [
    `  ${'APPROVED FROM'.padEnd(16)}${cleanTerminal(`${s.fromBaseline} from ${baselineWords(s.baseline)}; ${person}; ${s.followed} followed by the change policy`, 800)}`,
    ...(newer ? [`  ${'NEWER RELEASE'.padEnd(16)}${cleanTerminal(newer, 600)}`] : []),
  ];
}

/** The store as JSON, with its approvals counted by source beside it. */
function jsonOf(store: GuardStore): GuardStore & { approvalSources: SourceSummary } {
  return { ...store, approvalSources: summarizeSources(store) };
}

const RENDER: Formatters<FormatOf<typeof STATUS>, ReadonlyArray<{ store: GuardStore; text: string }>> = {
  text: (shown) => shown.map((s) => s.text).join('\n'),
  json: (shown) => `${JSON.stringify(shown.length === 1 ? jsonOf(shown[0].store) : shown.map((s) => jsonOf(s.store)), null, 2)}\n`,
};

/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
/**
 * `--config FILE`: the store files of that gateway config's servers (or of `--server`, which must be one of them).
 * A config whose servers the store does not hold yet says so in one line: the gateway has not run on it.
 */
function configFiles(file: string, server: string | undefined, dir: string, io: CliIo): string[] {
  const names = readGatewayFile(resolve(io.cwd, file), file, undefined, homeOf(io)).servers.map((s) => s.name);
  const shown = cleanTerminal(file, 200);
  if (server !== undefined && !names.includes(server)) throw new UsageError(`mcp-contract status: --server ${cleanTerminal(server, 100)} is not a server of ${shown} (${names.join(', ') || 'it has none'})`);
  const files = (server !== undefined ? [server] : names).map((n) => storeFile(dir, n)).filter((f) => existsSync(f));
  if (files.length === 0) throw new UsageError(`mcp-contract status: no server of ${shown} is in the guard store ${dir} yet (start the gateway: mcp-contract guard --config ${shown}; or pass --store DIR)`);
  return files;
}

export async function statusCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(STATUS, args);
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const config = str(p, 'config');
  const files =
    config !== undefined
      ? configFiles(config, str(p, 'server'), dir, io)
      : str(p, 'server')
        ? [locate('status', str(p, 'store'), str(p, 'server'), io)]
        : storeFiles(dir).length > 1
          ? storeFiles(dir)
          : [locate('status', str(p, 'store'), undefined, io)];
  const shown = [];
  for (const f of files) shown.push(await storeStatus(f, { all: flag(p, 'all'), verbose: flag(p, 'verbose') }, io));
  io.stdout(RENDER[p.format](shown));
  return EXIT.ok;
}
