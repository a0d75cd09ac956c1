// `mcp-contract check`: the committed snapshot must equal the live surface; drift is classified and exits 1.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { diffSnapshots } from '../../core/classify.js';
import type { Report } from '../../core/model.js';
import { readSnapshot, serializeSnapshot, writeSnapshot } from '../../storage/snapshot-file.js';
import { renderText } from '../../render/text.js';
import { flag, oneOf, parse, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import { shownPath, type CliIo } from '../io.js';
import { TARGET_OPTIONS, resolveTargets, type Target } from '../targets.js';

export interface CheckResult {
  server: string;
  snapshot: string;
  status: 'ok' | 'drift' | 'missing' | 'updated';
  report?: Report;
}

export function updateCommand(t: Target, io: CliIo, configPath: string | undefined): string {
  if (!configPath) return 'run the same command with --update';
  const cfg = configPath ? ` --config ${relative(io.cwd, configPath) || configPath}` : '';
  return `npx mcp-contract snapshot${cfg} --server ${t.name}`;
}

export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('check', args, {
    ...TARGET_OPTIONS,
    snapshot: { type: 'string' },
    update: { type: 'boolean' },
    json: { type: 'boolean' },
    via: { type: 'string' },
  });
  const via = oneOf('check', 'via', str(p, 'via'), ['sdk', 'inspector'] as const, 'sdk');
  const json = flag(p, 'json');
  const { config, loaded, targets } = await resolveTargets('check', p, io, 'snapshot');
  const results: CheckResult[] = [];
  for (const t of targets) {
    const live = await captureTarget(t, io, via, json);
    const rel = shownPath(io, t.snapshotPath);
    if (!existsSync(t.snapshotPath)) {
      if (flag(p, 'update')) {
        await writeSnapshot(t.snapshotPath, live, t.root);
        results.push({ server: t.name, snapshot: rel, status: 'updated' });
      } else results.push({ server: t.name, snapshot: rel, status: 'missing' });
      continue;
    }
    const committed = await readSnapshot(t.snapshotPath);
    if (serializeSnapshot(committed) === serializeSnapshot(live)) {
      results.push({ server: t.name, snapshot: rel, status: 'ok' });
      continue;
    }
    const report = diffSnapshots(committed, live, config, { base: rel, head: 'live' });
    if (flag(p, 'update')) {
      await writeSnapshot(t.snapshotPath, live, t.root);
      results.push({ server: t.name, snapshot: rel, status: 'updated', report });
    } else results.push({ server: t.name, snapshot: rel, status: 'drift', report });
  }
  const failed = results.some((r) => r.status === 'drift' || r.status === 'missing');
  if (json) {
    io.stdout(`${JSON.stringify({ ok: !failed, servers: results }, null, 2)}\n`);
    return failed ? 1 : 0;
  }
  for (const r of results) {
    const t = targets.find((x) => x.name === r.server) as Target;
    if (r.status === 'ok') io.stdout(`${r.server}: ${r.snapshot} matches the live server\n`);
    else if (r.status === 'updated') io.stdout(`${r.server}: updated ${r.snapshot}\n`);
    else if (r.status === 'missing')
      io.stdout(`${r.server}: no snapshot at ${r.snapshot}\n  create it with: ${updateCommand(t, io, loaded?.path)}\n`);
    else {
      io.stdout(`${r.server}: ${r.snapshot} does not match the live server\n`);
      if (r.report && r.report.changes.length + r.report.ignored.length > 0) io.stdout(renderText(r.report));
      else io.stdout('  (no contract changes: only snapshot details such as observation metadata differ)\n');
      io.stdout(`  if the change is intended, update the snapshot and commit it:\n    ${updateCommand(t, io, loaded?.path)}\n`);
    }
  }
  return failed ? 1 : 0;
}
