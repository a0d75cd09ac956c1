import type { Severity, Summary } from '../shared/model.js';
export type FailOn = Severity | 'none';
export declare const FAIL_ON: readonly FailOn[];
export declare function atOrAbove(severity: Severity, threshold: FailOn): boolean;
export declare function fails(summary: Summary, threshold: FailOn): boolean;
