// `mcp-contract verify`: every approved capability must be served live with its approved digest (exit codes as check).
import { diffSnapshots } from '../../api/diff.js';
import { tokenizerFor } from '../../api/tokenizer.js';
import { EXIT } from '../../core/shared/errors.js';
import { configOfServer } from '../../core/shared/config.js';
import { verifyApproved, type VerifyEntry, type VerifyResult } from '../../core/approval/verify.js';
import { readSnapshot } from '../../api/snapshot-files.js';
import { cleanTerminal } from '../../render/text.js';
import { showValue } from '../../core/shared/json.js';
import { oneOf, parseCommand, str } from '../args.js';
import type { Formatters } from '../formats.js';
import type { FormatOf } from '../spec.js';
import { VERIFY } from '../specs/verify.js';
import { captureTarget } from '../capture-target.js';
import { shownPath, type CliIo } from '../io.js';
import { VIAS } from '../specs/shared.js';
import { resolveTargets } from '../targets.js';
import { verifyIdentity } from '../identity-hooks.js';

const LABEL: Record<VerifyEntry['status'], string> = { ok: 'OK', stale: 'STALE', missing: 'MISSING', new: 'NEW' };

function short(digest: string | undefined): string {
  return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}

export function renderVerify(server: string, file: string, r: VerifyResult): string {
  const count = (s: VerifyEntry['status']) => r.entries.filter((e) => e.status === s).length;
  const approved = r.entries.length - count('new');
  const lines = [
    `${cleanTerminal(server, 100)}: ${approved} approved in ${cleanTerminal(file, 200)}: ${count('ok')} ok, ${count('stale')} stale, ${count('missing')} missing; ${count('new')} new (not approved)`,
  ];
  for (const e of r.entries) {
    if (e.status === 'ok') continue;
    const surface = e.surface === 'default' ? '' : ` [${cleanTerminal(e.surface, 60)}]`;
    const era = e.era ? ` (${e.era} era)` : '';
    const digests = e.status === 'stale' ? `  ${short(e.approved)} -> ${short(e.live)}` : '';
    lines.push(`  ${LABEL[e.status].padEnd(8)}${cleanTerminal(e.ref, 200)}${surface}${era}${digests}`);
    for (const c of e.changes) {
      const pointer = c.after?.pointer ?? c.before?.pointer;
      lines.push(`          ${c.severity} ${c.rule}${pointer ? ` ${cleanTerminal(pointer, 120)}` : ''}: ${cleanTerminal(c.message, 300)}`);
      if (pointer && (c.before?.value !== undefined || c.after?.value !== undefined))
        lines.push(`            before: ${cleanTerminal(showValue(c.before?.value), 300)}`, `            after:  ${cleanTerminal(showValue(c.after?.value), 300)}`);
    }
  }
  if (!r.ok) lines.push('  the live server no longer serves what was approved: review the changes, then re-approve (mcp-contract snapshot --out FILE)');
  return `${lines.join('\n')}\n`;
}

interface Verified {
  server: string;
  snapshot: string;
  result: VerifyResult;
  identity: ReturnType<typeof verifyIdentity>;
}

const RENDER: Formatters<FormatOf<typeof VERIFY>, readonly Verified[]> = {
  text: (all) => all.map((r) => `${renderVerify(r.server, r.snapshot, r.result)}${r.identity.line}\n`).join(''),
  json: (all) => {
    const servers = all.map((r) => ({ server: r.server, snapshot: r.snapshot, ok: r.result.ok, entries: r.result.entries.filter((e) => e.status !== 'ok'), identity: r.identity.comparison }));
    return `${JSON.stringify({ ok: all.every((r) => r.result.ok), servers }, null, 2)}\n`;
  },
};

export async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(VERIFY, args);
  // The Sigstore libraries load only for a signed release: a plain verify starts as it did.
  if (str(p, 'registry') !== undefined || str(p, 'server-json') !== undefined) return (await import('./verify-release.js')).verifyReleaseCommand(p, io);
  const via = oneOf('verify', 'via', str(p, 'via'), VIAS, 'sdk');
  const { config, targets } = await resolveTargets('verify', p, io, 'snapshot');
  const results: Verified[] = [];
  // Loads while the servers start.
  const tokenizer = tokenizerFor(config);
  for (const t of targets) {
    const file = shownPath(io, t.snapshotPath);
    const approved = await readSnapshot(t.snapshotPath, file);
    const live = await captureTarget(t, io, via, p.format !== 'text');
    const report = diffSnapshots(approved, live, { config: configOfServer(config, t.name), labels: { base: file, head: 'live' }, tokenizer: await tokenizer });
    results.push({ server: t.name, snapshot: file, result: verifyApproved(approved, live, report), identity: verifyIdentity(approved, live) });
  }
  io.stdout(RENDER[p.format](results));
  return results.every((r) => r.result.ok) ? EXIT.ok : EXIT.drift;
}
