// One lookup from a format name to its renderer; a new format (JUnit, SARIF) is one more row of REPORT_RENDERERS.
import type { Report } from '../core/shared/model.js';
import { renderJunit } from '../render/junit.js';
import { renderMarkdown } from '../render/markdown.js';
import { renderText } from '../render/text.js';

export type ReportRenderer = (report: Report) => string;

export const REPORT_RENDERERS = {
  text: (report) => renderText(report),
  markdown: (report) => renderMarkdown([report], { standalone: true }),
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  junit: (report) => renderJunit([report]),
} as const satisfies Record<string, ReportRenderer>;

export type ReportFormat = keyof typeof REPORT_RENDERERS;
export const REPORT_FORMATS = Object.keys(REPORT_RENDERERS) as ReportFormat[];

export function render(report: Report, format: ReportFormat): string {
  return REPORT_RENDERERS[format](report);
}
