// What a failed check prints under "does not match" (not exported from the package): the classified drift as
// `mcp-contract diff` prints it, or the one line saying why a snapshot differs with no contract change. The matchers
// load it, with the classification, only when a check fails.
import type { Report } from '../core/shared/model.js';
import { ONLY_DETAILS_DIFFER } from '../render/text.js';
import { render } from './render.js';

export function driftText(report: Report): string {
  if (report.changes.length + report.ignored.length > 0) return render(report, 'text').trimEnd();
  return `  ${ONLY_DETAILS_DIFFER}`;
}
