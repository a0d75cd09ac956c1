// One lookup from a format name to its renderer; a new format is one more row of REPORT_RENDERERS.
import type { Report } from '../core/shared/model.js';
import { renderJunit } from '../render/junit.js';
import { renderMarkdown } from '../render/markdown.js';
import { renderSarifDrift, type SnapshotLocation } from '../render/sarif-drift.js';
import { renderText } from '../render/text.js';

export type { SnapshotLocation } from '../render/sarif-drift.js';

/** What a renderer may use beyond the report: where its snapshot is committed (SARIF locations), the tool version. */
export interface RenderContext {
  snapshot?: SnapshotLocation;
  /** Absolute directory a relative snapshot path starts from. */
  root?: string;
  version?: string;
}

export type ReportRenderer = (report: Report, context?: RenderContext) => string;

export const REPORT_RENDERERS = {
  text: (report) => renderText(report),
  markdown: (report) => renderMarkdown([report], { standalone: true }),
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  junit: (report) => renderJunit([report]),
  sarif: (report, context) => renderSarifDrift([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root }),
} as const satisfies Record<string, ReportRenderer>;

export type ReportFormat = keyof typeof REPORT_RENDERERS;
export const REPORT_FORMATS = Object.keys(REPORT_RENDERERS) as ReportFormat[];

export function render(report: Report, format: ReportFormat, context?: RenderContext): string {
  return REPORT_RENDERERS[format](report, context);
}
