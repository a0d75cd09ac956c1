import type { Report } from '../core/shared/model.js';
export declare function driftText(report: Report): string;
