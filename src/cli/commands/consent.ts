// `mcp-contract consent --from A --to B` (snapshot files, git:REF:PATH, live or live:NAME, or `store` for what a guard
// store approved and saw served): each saved client decision about the server's tools, followed through the change.
// Dry run by default (the plan and a diff per file); --write applies the carries. Exit 1 while a deny's protection is
// lost (an error-level outcome not written), 2 on bad input with nothing written.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../core/shared/config.js';
import { EXIT, UsageError, WriteError } from '../../core/shared/errors.js';
import { toolDrift, toolDriftOf, toolsOf, type ToolDrift } from '../../consent/drift.js';
import { storeRebinds, storeSides } from '../../consent/store-sides.js';
import type { GuardStore } from '../../core/approval/approval.js';
import { effectiveCarries, unifiedDiff, type Carry } from '../../consent/edit.js';
import { carriedText, clientOfPath, consentFiles, readConsentFile, rulesOfFile, writeCarries, type ConsentFile } from '../../consent/files.js';
import { planConsent, type ConsentPlan } from '../../consent/plan.js';
import { renderConsentJson, renderConsentText } from '../../consent/render.js';
import { renderConsentSarif } from '../../consent/sarif.js';
import pkg from '../../../package.json' with { type: 'json' };
import { readStoreFile, storeDir, storeFile, storeFiles, storeKey } from '../../guard/store.js';
import { cleanTerminal } from '../../render/terminal.js';
import { loadConfig, snapshotPathOf, type LoadedConfig } from '../../storage/config-file.js';
import { readSnapshot } from '../../api/snapshot-files.js';
import type { Capability } from '../../core/shared/model.js';
import { readSides } from '../diff-sides.js';
import { flag, list, parseCommand, str, type Parsed } from '../args.js';
import { CONSENT } from '../specs/consent.js';
import { homeOf, shownPath, type CliIo } from '../io.js';

/** `--from store --to store`: the guard store's approved tools, and the tools it saw served last. */
const STORE_SIDE = 'store';

function carriesOf(plan: ConsentPlan): Carry[] {
  return effectiveCarries(plan.outcomes.flatMap((o) => (o.write ? [{ list: o.rule.list, anchor: o.rule.entry, text: o.write.text, replace: o.write.replace }] : [])));
}

/**
 * The guard store of `--store` for this server, read through its key: an approval the key does not verify is dropped
 * by the reader (and said on stderr), so a hand-edited rebind carries nothing.
 */
async function readStore(p: Parsed, io: CliIo, server: string | undefined): Promise<GuardStore | undefined> {
  const option = str(p, 'store');
  if (option === undefined) return undefined;
  const dir = storeDir(option, io.env, io.cwd);
  const files = storeFiles(dir);
  const file = server !== undefined ? storeFile(dir, server) : files.length === 1 ? files[0] : undefined;
  if (file === undefined)
    throw new UsageError(`mcp-contract consent: ${shownPath(io, dir)} holds ${files.length === 0 ? 'no guard store' : `several servers (${files.map((f) => path.basename(f, '.json')).join(', ')}); choose one with --server NAME`}`);
  if (!existsSync(file)) throw new UsageError(`${shownPath(io, file)}: no guard store for server "${cleanTerminal(server ?? '', 100)}" in ${shownPath(io, dir)}`);
  return readStoreFile(file, await storeKey(dir), (line) => io.stderr(`mcp-contract consent: ${cleanTerminal(line, 500)}\n`));
}

/**
 * The tools a guard approved from its approved snapshot (the gateway's member reads the config's snapshot path for
 * it): empty when the config names no such server or the file is absent.
 */
async function approvedFileTools(loaded: LoadedConfig | undefined, server: string): Promise<Map<string, Capability>> {
  if (!loaded?.config.servers?.[server]) return new Map();
  const file = snapshotPathOf(loaded, server);
  if (!existsSync(file)) return new Map();
  return toolsOf(await readSnapshot(file), file);
}

/** The drift of the two sides: snapshots (files, git, live), or with `--from store --to store` the store's own. */
async function driftOf(p: Parsed, io: CliIo, from: string, to: string, loaded: LoadedConfig | undefined, configPath: string): Promise<ToolDrift> {
  const config: Config = loaded?.config ?? {};
  const where = loaded ? shownPath(io, configPath) : 'config';
  if (from === STORE_SIDE || to === STORE_SIDE) {
    if (from !== to) throw new UsageError('mcp-contract consent: --from store goes with --to store (what the guard store approved, and what it saw served last)');
    const store = await readStore(p, io, str(p, 'server'));
    if (!store) throw new UsageError('mcp-contract consent: --from store needs --store DIR (and --server NAME when it holds several servers)');
    const sides = storeSides(store);
    // The approved snapshot's tools, then the store's own approvals over them (a person's later decision wins).
    const approved = new Map([...(await approvedFileTools(loaded, store.server)), ...sides.approved]);
    const rebinds = storeRebinds(store);
    // A tool approved as another's new name was not there before the rename, even if an approved file names it.
    for (const to of [...rebinds.values()].flat()) approved.delete(to);
    // The old name of an approved rebind was approved: in the approved snapshot, when the config names it, else only
    // by name here. Its deny or ask still carries (they only narrow); an allow is not judged on a definition unread.
    const unread = [...rebinds.keys()].filter((old) => !approved.has(old));
    for (const old of unread) approved.set(old, { ref: `tool:${old}`, digest: '', definition: { name: old } });
    const drift = toolDriftOf(store.server, approved, sides.served, config, where, rebinds);
    return { ...drift, unread: new Set(unread) };
  }
  // A live side is the config's server, captured as `diff` captures it (the --root's config, when that is the one read).
  const sided: Parsed = loaded ? { ...p, values: { ...p.values, config: configPath } } : p;
  const { base, head } = await readSides([from, to], sided, io, 'sdk', true);
  if (base.server !== head.server) throw new UsageError(`mcp-contract consent: --from is server "${base.server}" and --to is "${head.server}": both sides must be one server`);
  const store = await readStore(p, io, head.server);
  return toolDrift(base, head, config, where, store ? storeRebinds(store) : new Map());
}

export async function consentCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(CONSENT, args);
  const from = str(p, 'from');
  const to = str(p, 'to');
  if (!from || !to) throw new UsageError('mcp-contract consent: needs --from SNAPSHOT and --to SNAPSHOT (files, git:REF:PATH, live or live:NAME, or store with --store)');
  if (p.positionals.length > 0 || p.rest.length > 0) throw new UsageError('mcp-contract consent: takes no operands (settings files go after --file)');
  const workspace = path.resolve(io.cwd, str(p, 'root') ?? '.');
  const configOption = str(p, 'config');
  const configPath = configOption ? path.resolve(io.cwd, configOption) : path.join(workspace, 'mcp-contract.json');
  const hasConfig = configOption !== undefined || existsSync(configPath);
  const loaded = hasConfig ? await loadConfig(configPath, shownPath(io, configPath)) : undefined;
  const drift = await driftOf(p, io, from, to, loaded, configPath);
  const server = str(p, 'as') ?? drift.server;
  const named = list(p, 'file').map((f) => path.resolve(io.cwd, f));
  const found: Array<[string, ReturnType<typeof clientOfPath>]> = named.length
    ? named.map((f) => [f, clientOfPath(f, shownPath(io, f))])
    : consentFiles(workspace, homeOf(io), io.env, hasConfig ? configPath : undefined);
  // Every file is read and parsed before anything is written: one bad file stops the run with nothing changed.
  const files: ConsentFile[] = found.map(([abs, client]) => readConsentFile(abs, shownPath(io, abs), client));
  const rules = files.flatMap((f) => rulesOfFile(f, server));
  // A key no file names is a typo, not a server without rules: saying "0 rules" would read as "nothing to carry".
  if (str(p, 'as') !== undefined && rules.every((r) => r.whole !== undefined))
    throw new UsageError(`mcp-contract consent: --as ${cleanTerminal(server, 80)}: no rule in ${files.length ? files.map((f) => f.shown).join(', ') : 'any settings file found'} names that server`);
  const plan = planConsent(server, rules, drift);
  const carries = carriesOf(plan);
  const changed = files.filter((f) => carries.some((c) => c.list.file === f.shown));
  const write = flag(p, 'write');
  // Every file's new text is read back before anything is written: one the client could not read stops the run.
  const planned = changed.map((f) => {
    const mine = carries.filter((c) => c.list.file === f.shown);
    return { file: f, carries: mine, next: carriedText(f, mine, server) };
  });
  const diffs: string[] = [];
  const wrote: string[] = [];
  const failed: string[] = [];
  for (const { file, carries: mine, next } of planned) {
    if (!write) {
      diffs.push(unifiedDiff(file.shown, file.text, next));
      continue;
    }
    try {
      const done = await writeCarries(file, mine, process.getuid?.(), server);
      diffs.push(unifiedDiff(file.shown, done.before, done.after));
      wrote.push(file.shown);
    } catch (e) {
      // One file not written is said, and the others still are: a run never claims a write that did not land.
      if (!(e instanceof WriteError)) throw e;
      failed.push(e.message);
    }
  }
  const sarif = { version: pkg.version, informationUri: 'https://github.com/mcp-contract/mcp-contract' };
  io.stdout(
    p.format === 'json'
      ? renderConsentJson(plan, wrote)
      : p.format === 'sarif'
        ? renderConsentSarif(plan, new Map(files.map((f) => [f.shown, f.abs])), sarif)
        : renderConsentText(plan, diffs, write),
  );
  for (const line of failed) io.stderr(`mcp-contract consent: ${cleanTerminal(line, 500)}\n`);
  if (failed.length > 0) return EXIT.write;
  const landed = new Set(wrote);
  const lost = plan.outcomes.some((o) => o.level === 'error' && !(o.write && landed.has(o.rule.list.file)));
  return lost ? EXIT.drift : EXIT.ok;
}
