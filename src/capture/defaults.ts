// A capture's default bounds, in a module of their own: the CLI's early launch (early-launch.ts) and the config's setup
// (setup.ts) read them before the capture's code is loaded.
import type { LimitsConfig, TimeoutsConfig } from '../core/shared/config.js';

export const DEFAULT_TIMEOUTS: Required<TimeoutsConfig> = {
  buildMs: 300_000,
  startMs: 30_000,
  initializeMs: 20_000,
  requestMs: 20_000,
  totalMs: 120_000,
  settleMs: 1000,
};

export const DEFAULT_LIMITS: Required<LimitsConfig> = {
  maxPages: 1000,
  maxItems: 50_000,
  maxMessageBytes: 32 * 1024 * 1024,
};
