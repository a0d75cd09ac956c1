// The CLI renders reports through the public API's format lookup (src/api/render.ts): one path for both.
export { REPORT_FORMATS, render as renderReport, type ReportFormat } from '../api/render.js';
