import type { LimitsConfig, TimeoutsConfig } from '../core/shared/config.js';
export declare const DEFAULT_TIMEOUTS: Required<TimeoutsConfig>;
export declare const DEFAULT_LIMITS: Required<LimitsConfig>;
