// The classifier: identity before content. Same ref -> compare definitions; declared renames -> continuity;
// the rest -> exposure moves, removals and additions (with look-alikes suggested, never applied). The passes live in
// classify-kind.ts (one kind on one surface) and classify-server.ts (server identity).
import { compareAuth } from './classify-auth.js';
import type { Change, Finding, JsonValue, Report, Snapshot } from '../shared/model.js';
import { KINDS } from '../shared/model.js';
import { configOfServer, type Config } from '../shared/config.js';
import { compareProtocol } from './protocol-drift.js';
import { resolveRenames } from './renames/match.js';
import { applyIgnores, applyReviewNewDescriptions, applySeverityOverrides } from './policy.js';
import { buildReport, toChange } from './report.js';
import { canaryCoverage } from './canary-coverage.js';
import { commonToolCount, generatorNote } from './generator-notes.js';
import { keyOfRef, lazy, offeredIndex, toolNamesBySurface, type Context } from './classify-shared.js';
import { compareServer } from './classify-server.js';
import { compareKind } from './classify-kind.js';

/**
 * Findings a pass outside the core made over the same two snapshots (the hosts pass, src/hosts), merged here so config
 * ignores and severity overrides apply to them as to the classifier's own; `adjust` is that pass's own severity policy
 * (a severity per host), applied after config.severity.
 */
export interface ExternalFindings {
  findings: readonly Finding[];
  adjust?: (change: Change) => Change;
}

export function diffSnapshots(base: Snapshot, head: Snapshot, config: Config, labels: { base: string; head: string }, external?: ExternalFindings): Report {
  const ctx: Context = {
    findings: [],
    // The head's server reads its own renames with the shared ones here, for every caller (CLI, Action, library,
    // matchers): a whole mcp-contract.json handed in never loses what is declared under the server.
    renames: resolveRenames(configOfServer(config, head.server).renames),
    baseOffered: lazy(() => offeredIndex(base)),
    headOffered: lazy(() => offeredIndex(head)),
    missing: new Map(),
    sinceLabel: /^v?\d+\.\d+\.\d+/.test(labels.head) ? labels.head : 'YYYY-MM-DD',
    headTools: toolNamesBySurface(head),
  };
  const marker = config.policy?.deprecatedDescriptionMarker;
  if (typeof marker === 'string' && marker.trim() !== '') ctx.deprecatedMarker = marker;
  if (base.server !== head.server) {
    ctx.findings.push({
      rule: 'snapshot-origin-changed',
      kind: 'config',
      surface: '*',
      before: { refs: [], value: base.server },
      after: { refs: [], value: head.server },
      params: { before: base.server, after: head.server },
    });
  }
  const names = [...new Set([...Object.keys(base.surfaces), ...Object.keys(head.surfaces)])].sort();
  for (const surface of names) {
    const b = base.surfaces[surface];
    const h = head.surfaces[surface];
    if (b === undefined) {
      ctx.findings.push({ rule: 'surface-added', kind: 'server', surface, params: { surface } });
      continue;
    }
    if (h === undefined) {
      ctx.findings.push({ rule: 'surface-removed', kind: 'server', surface, params: { surface } });
      continue;
    }
    compareServer(ctx, surface, b.server, h.server);
    compareAuth(ctx, surface, b.server?.auth, h.server?.auth);
    ctx.findings.push(...compareProtocol(surface, b, h));
    const first = ctx.findings.length;
    for (const kind of KINDS) compareKind(ctx, surface, kind, b, h);
    const note = generatorNote(surface, ctx.findings.slice(first), () => commonToolCount(b, h));
    if (note !== undefined) ctx.findings.push(note);
  }
  ctx.findings.push(...missingRenames(ctx));
  if (external) ctx.findings.push(...external.findings);
  const definitions = lazy(() => headDefinitions(head));
  const changes = applyReviewNewDescriptions(ctx.findings.map(toChange), config.policy?.reviewNewDescriptions, (ref) => definitions().get(ref));
  const overridden = applySeverityOverrides(changes, config.severity);
  const adjusted = external?.adjust ? overridden.map(external.adjust) : overridden;
  const { changes: kept, ignored } = applyIgnores(adjusted, config.ignore);
  const report = buildReport(head.server, labels, kept, ignored);
  const coverage = canaryCoverage(head);
  if (coverage) report.canaries = coverage;
  return report;
}

/** ref -> its first head definition on any surface (built only when a policy needs it). */
function headDefinitions(head: Snapshot): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  for (const name of Object.keys(head.surfaces).sort()) {
    for (const kind of KINDS) for (const c of head.surfaces[name].kinds?.[kind]?.items ?? []) if (!out.has(c.ref)) out.set(c.ref, c.definition);
  }
  return out;
}


const LISTED_RENAMES = 10;

/**
 * Declared renames not yet in effect (a pass after detection on every surface), as one row: the old names are still
 * served (that is what "not in effect" means), so nothing breaks, and one row per diff keeps a map committed ahead of
 * the switch from adding a row per entry to every pull request.
 */
function missingRenames(ctx: Context): Finding[] {
  const all = [...ctx.missing.values()].sort((a, b) => (a.old < b.old ? -1 : a.old > b.old ? 1 : 0));
  if (all.length === 0) return [];
  const surfaces = [...new Set(all.map((m) => m.surface))];
  const shown = all.slice(0, LISTED_RENAMES).map((m) => `\`${keyOfRef(m.old)}\` -> ${m.to.map((t) => `\`${keyOfRef(t)}\``).join(', ')}`);
  if (all.length > LISTED_RENAMES) shown.push(`and ${all.length - LISTED_RENAMES} more`);
  const finding: Finding = {
    rule: 'rename-target-missing',
    kind: 'config',
    surface: surfaces.length === 1 ? surfaces[0] : '*',
    before: { refs: all.map((m) => m.old) },
    after: { refs: [...new Set(all.flatMap((m) => m.to))].sort() },
    params: { count: all.length, renames: shown.join('; ') },
  };
  return [finding];
}
