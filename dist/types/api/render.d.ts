import type { Report } from '../core/shared/model.js';
export type ReportRenderer = (report: Report) => string;
export declare const REPORT_RENDERERS: {
    readonly text: (report: Report) => string;
    readonly markdown: (report: Report) => string;
    readonly json: (report: Report) => string;
    readonly junit: (report: Report) => string;
};
export type ReportFormat = keyof typeof REPORT_RENDERERS;
export declare const REPORT_FORMATS: ReportFormat[];
export declare function render(report: Report, format: ReportFormat): string;
