// o200k_base (gpt-tokenizer's ranks as scripts/o200k-ranks.mjs writes them, counted by o200k-count.ts), loaded on first
// use, never at start-up: `rules`, `--version` and the guard (whose resident memory is held under 60 MB) never read its
// 2.8 MB of ranks. The CLI and the Action start it as soon as they know their config
// (tokenizerFor), before the servers are captured, and hand it to the diff (src/api/diff.ts).
import type { Config } from '../core/shared/config.js';
import { countsCost } from './pass.js';
import type { Tokenizer } from './tokenizer.js';

let loading: Promise<Tokenizer> | undefined;

/** o200k_base, loaded once per process. */
export function loadTokenizer(): Promise<Tokenizer> {
  loading ??= import('./o200k-count.js').then((m) => ({ name: 'o200k_base', count: m.o200kCounter() }));
  return loading;
}

/**
 * The tokenizer a diff under `config` counts with, its load started now: nothing when the config counts no cost
 * (`"hosts": []` and no budget), so a run that turned the hosts off never pays for it. Call it before the captures and
 * await it at the diff.
 */
export function tokenizerFor(config: Config): Promise<Tokenizer | undefined> {
  if (!countsCost(config)) return Promise.resolve(undefined);
  const started = loadTokenizer();
  // Awaited only at the diff: a run that fails before it (a capture error) must not also die of an unhandled rejection.
  started.catch(() => undefined);
  return started;
}
