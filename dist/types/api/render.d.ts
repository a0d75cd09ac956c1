import type { Report } from '../core/shared/model.js';
import { type SnapshotLocation } from '../render/sarif-drift.js';
export type { SnapshotLocation } from '../render/sarif-drift.js';
/** What a renderer may use beyond the report: where its snapshot is committed (SARIF locations), the tool version. */
export interface RenderContext {
    snapshot?: SnapshotLocation;
    /** Absolute directory a relative snapshot path starts from. */
    root?: string;
    version?: string;
}
export type ReportRenderer = (report: Report, context?: RenderContext) => string;
export declare const REPORT_RENDERERS: {
    readonly text: (report: Report) => string;
    readonly markdown: (report: Report) => string;
    readonly json: (report: Report) => string;
    readonly junit: (report: Report) => string;
    readonly sarif: (report: Report, context: RenderContext | undefined) => string;
};
export type ReportFormat = keyof typeof REPORT_RENDERERS;
export declare const REPORT_FORMATS: ReportFormat[];
export declare function render(report: Report, format: ReportFormat, context?: RenderContext): string;
