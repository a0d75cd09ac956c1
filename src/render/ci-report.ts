// JUnit and SARIF for a run of many servers: the same entries (a server's report, or why it has none) in either
// format, so `check` and the Action write them one way.
import { renderJunit } from './junit.js';
import { renderSarifDrift, type SarifDriftEntry, type SarifDriftOptions } from './sarif-drift.js';

export type CiReportFormat = 'junit' | 'sarif';

export function renderCiReport(format: CiReportFormat, entries: readonly SarifDriftEntry[], opts: SarifDriftOptions = {}): string {
  if (format === 'sarif') return renderSarifDrift(entries, opts);
  return renderJunit(
    entries.map((e) => ('report' in e ? e.report : { server: e.server, error: e.error })),
    opts.approved ? { approved: opts.approved } : {},
  );
}
