// One switch from a report to the format a command was asked for.
import type { Report } from '../core/shared/model.js';
import { renderJunit } from '../render/junit.js';
import { renderMarkdown } from '../render/markdown.js';
import { renderText } from '../render/text.js';

export const REPORT_FORMATS = ['text', 'markdown', 'json', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function renderReport(report: Report, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'junit') return renderJunit([report]);
  if (format === 'markdown') return renderMarkdown([report], { standalone: true });
  return renderText(report);
}
