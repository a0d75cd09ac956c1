import type { CanaryCoverage, Snapshot } from '../shared/model.js';
export type { CanaryCoverage };
/** Undefined when no surface records canaries (the config declares none). */
export declare function canaryCoverage(snapshot: Snapshot): CanaryCoverage | undefined;
/** "canary coverage: 3 of 12 read-only tools; 9 tools unverified" (tools without a canary are unverified). */
export declare function coverageLine(c: CanaryCoverage): string;
