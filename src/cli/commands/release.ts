// `mcp-contract release`: removals must have served their deprecation window; the version bump must match the drift.
import { diffSnapshots } from '../../core/diff/classify.js';
import { evaluateRelease } from '../../core/release/release.js';
import { readSnapshot, serializeSnapshot } from '../../storage/snapshot-file.js';
import { snapshotPathOf } from '../../storage/config-file.js';
import { UsageError } from '../../core/shared/errors.js';
import { tagDates } from '../../storage/tags.js';
import { gitTop } from '../../storage/git.js';
import { renderChangelog } from '../../render/changelog.js';
import { renderReleaseMarkdown, renderReleaseText } from '../../render/release.js';
import { flag, formatOf, parse, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import type { CliIo } from '../io.js';
import { packageVersions, publishedDeprecations, releaseBase } from '../../storage/release-base.js';
import { TARGET_OPTIONS, resolveTargets } from '../targets.js';

export function parseDate(value: string | undefined, now: () => Date): Date {
  if (value === undefined) return now();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new UsageError(`mcp-contract release: --date must be YYYY-MM-DD (got "${value}")`);
  return new Date(`${value}T00:00:00Z`);
}

export async function releaseCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('release', args, {
    ...TARGET_OPTIONS,
    since: { type: 'string' },
    date: { type: 'string' },
    live: { type: 'boolean' },
    format: { type: 'string', short: 'f' },
    snapshot: { type: 'string' },
  });
  const format = formatOf('release', str(p, 'format'), ['text', 'markdown', 'json', 'changelog'] as const, 'text');
  const now = parseDate(str(p, 'date'), io.now);
  const { config, loaded, targets } = await resolveTargets('release', p, io, 'snapshot');
  const top = (await gitTop(io.cwd)) ?? io.cwd;
  const versionDates = await tagDates(top);
  let errors = 0;
  const json: unknown[] = [];
  for (const t of targets) {
    const head = flag(p, 'live') ? await captureTarget(t, io, 'sdk', format === 'json') : await readSnapshot(t.snapshotPath);
    // Tags hold the snapshot at the config's path; --snapshot only chooses what is judged as the head.
    const committedPath = loaded?.config.servers?.[t.name] ? snapshotPathOf(loaded, t.name) : t.snapshotPath;
    const base = await releaseBase(committedPath, str(p, 'since'), io.cwd, serializeSnapshot(head));
    if (!base) {
      const line = `${t.name}: no earlier release holds this snapshot (no tag has it): nothing to enforce yet`;
      if (format === 'json') json.push({ server: t.name, since: null, note: line });
      else io.stdout(`${line}\n`);
      continue;
    }
    const versions = await packageVersions(t.server, t.baseDir, base.ref);
    const report = diffSnapshots(base.snapshot, head, config, { base: base.label, head: flag(p, 'live') ? 'live' : 'HEAD' });
    const published = await publishedDeprecations({
      snapshotPath: committedPath,
      ...(loaded ? { configPath: loaded.path } : {}),
      config,
      base,
      cwd: io.cwd,
      headText: serializeSnapshot(head),
      releaseDay: now.toISOString().slice(0, 10),
    });
    const result = evaluateRelease({ report, base: base.snapshot, head, config, now, baseVersion: versions.base, headVersion: versions.head, versionDates, ...(published ? { published } : {}) });
    errors += result.errors;
    if (format === 'json') json.push({ server: t.name, since: base.label, release: result, report });
    else if (format === 'changelog') io.stdout(renderChangelog(report, result, { title: `${t.name} contract changes since ${base.label}` }));
    else if (format === 'markdown') io.stdout(renderReleaseMarkdown(t.name, base.label, result));
    else io.stdout(renderReleaseText(t.name, base.label, result));
  }
  if (format === 'json') io.stdout(`${JSON.stringify({ ok: errors === 0, servers: json }, null, 2)}\n`);
  return errors > 0 ? 1 : 0;
}
