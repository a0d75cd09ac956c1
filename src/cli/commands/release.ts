// `mcp-contract release`: removals must have served their deprecation window; the version bump must match the drift.
import { diffSnapshots } from '../../api/diff.js';
import { tokenizerFor } from '../../api/tokenizer.js';
import { evaluateRelease, type ReleaseResult } from '../../core/release/release.js';
import type { Report } from '../../core/shared/model.js';
import { readSnapshot, serializeSnapshot } from '../../api/snapshot-files.js';
import { snapshotPathOf } from '../../storage/config-file.js';
import { UsageError } from '../../core/shared/errors.js';
import { configOfServer } from '../../core/shared/config.js';
import { tagDates } from '../../storage/tags.js';
import { gitTop } from '../../storage/git.js';
import { renderChangelog } from '../../render/changelog.js';
import type { ConsentPair } from '../../render/client-rules.js';
import { relative, sep } from 'node:path';
import { renderReleaseMarkdown, renderReleaseText } from '../../render/release.js';
import { flag, parseCommand, str } from '../args.js';
import type { Formatters } from '../formats.js';
import type { FormatOf } from '../spec.js';
import { RELEASE } from '../specs/release.js';
import { captureTarget } from '../capture-target.js';
import type { CliIo } from '../io.js';
import { packageVersions, publishedDeprecations, releaseBase } from '../../storage/release-base.js';
import { resolveTargets } from '../targets.js';
import type { AttestTarget } from './release-attest.js';

export function parseDate(value: string | undefined, now: () => Date): Date {
  if (value === undefined) return now();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new UsageError(`mcp-contract release: --date must be YYYY-MM-DD (got "${value}")`);
  return new Date(`${value}T00:00:00Z`);
}

/** One server's judgement, or why there is nothing to judge yet. */
type Judged = { server: string; since: null; note: string } | { server: string; since: string; release: ReleaseResult; report: Report; consent?: ConsentPair };

/** Servers without an earlier release show their note in every format but JSON, where it is a field. */
const each =
  (render: (j: Extract<Judged, { release: ReleaseResult }>) => string) =>
  (all: readonly Judged[]): string =>
    all.map((j) => ('note' in j ? `${j.note}\n` : render(j))).join('');

const RENDER: Formatters<FormatOf<typeof RELEASE>, readonly Judged[]> = {
  text: each((j) => renderReleaseText(j.server, j.since, j.release)),
  markdown: each((j) => renderReleaseMarkdown(j.server, j.since, j.release)),
  changelog: each((j) => renderChangelog(j.report, j.release, { title: `${j.server} contract changes since ${j.since}`, ...(j.consent ? { consent: j.consent } : {}) })),
  json: (all) => `${JSON.stringify({ ok: all.every((j) => 'note' in j || j.release.errors === 0), servers: all.map((j) => ('consent' in j ? { ...j, consent: undefined } : j)) }, null, 2)}\n`,
};

export async function releaseCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(RELEASE, args);
  const now = parseDate(str(p, 'date'), io.now);
  const { config: shared, loaded, targets } = await resolveTargets('release', p, io, 'snapshot');
  const top = (await gitTop(io.cwd)) ?? io.cwd;
  const versionDates = await tagDates(top);
  const judged: Judged[] = [];
  const toSign: AttestTarget[] = [];
  // Loads while the tags are read and the servers start.
  const tokenizer = tokenizerFor(shared);
  for (const t of targets) {
    const config = configOfServer(shared, t.name);
    const head = flag(p, 'live') ? await captureTarget(t, io, 'sdk', p.format === 'json') : await readSnapshot(t.snapshotPath);
    // Tags hold the snapshot at the config's path; --snapshot only chooses what is judged as the head.
    const committedPath = loaded?.config.servers?.[t.name] ? snapshotPathOf(loaded, t.name) : t.snapshotPath;
    const base = await releaseBase(committedPath, str(p, 'since'), io.cwd, serializeSnapshot(head));
    if (!base) {
      judged.push({ server: t.name, since: null, note: `${t.name}: no earlier release holds this snapshot (no tag has it): nothing to enforce yet` });
      const first = (await packageVersions(t.server, t.baseDir, undefined)).head;
      toSign.push({ name: t.name, server: t.server, snapshotPath: t.snapshotPath, head, ...(first ? { packageVersion: first } : {}) });
      continue;
    }
    const versions = await packageVersions(t.server, t.baseDir, base.ref);
    const report = diffSnapshots(base.snapshot, head, { config, labels: { base: base.label, head: flag(p, 'live') ? 'live' : 'HEAD' }, tokenizer: await tokenizer });
    const published = await publishedDeprecations({
      snapshotPath: committedPath,
      ...(loaded ? { configPath: loaded.path } : {}),
      config,
      base,
      cwd: io.cwd,
      headText: serializeSnapshot(head),
      releaseDay: now.toISOString().slice(0, 10),
    });
    const release = evaluateRelease({ report, base: base.snapshot, head, config, now, baseVersion: versions.base, headVersion: versions.head, versionDates, ...(published ? { published } : {}) });
    // Users carry their saved client rules across this release's renames from the snapshot at the two tags.
    const consent = base.ref ? { from: base.ref, to: '<this release tag>', snapshot: relative(top, committedPath).split(sep).join('/') } : undefined;
    judged.push({ server: t.name, since: base.label, release, report, ...(consent ? { consent } : {}) });
    toSign.push({ name: t.name, server: t.server, snapshotPath: t.snapshotPath, head, deprecations: release.deprecations, ...(versions.head ? { packageVersion: versions.head } : {}) });
  }
  const refused = judged.some((j) => 'release' in j && j.release.errors > 0);
  // Only a surface the gate passed is signed: a signature on a refused release would vouch for what was refused.
  const attest = flag(p, 'attest') || str(p, 'server-json') !== undefined;
  // The Sigstore libraries load only when signing.
  const signing = attest ? await import('./release-attest.js') : undefined;
  const signed = signing && !refused ? await signing.attestTargets(p, io, toSign) : [];
  const notSigned = attest && refused ? 'not signed: the release gate refused this release\n' : '';
  if (p.format === 'json') {
    const body = JSON.parse(RENDER.json(judged)) as Record<string, unknown>;
    io.stdout(`${JSON.stringify(attest ? { ...body, attestations: signed } : body, null, 2)}\n`);
  } else io.stdout(`${RENDER[p.format](judged)}${signing ? (p.format === 'text' ? signing.renderAttestText(signed) : signing.renderAttestChangelog(signed)) : ''}${notSigned}`);
  return refused ? 1 : 0;
}
