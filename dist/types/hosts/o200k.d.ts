import type { Config } from '../core/shared/config.js';
import type { Tokenizer } from './tokenizer.js';
/** o200k_base, loaded once per process. */
export declare function loadTokenizer(): Promise<Tokenizer>;
/**
 * The tokenizer a diff under `config` counts with, its load started now: nothing when the config counts no cost
 * (`"hosts": []` and no budget), so a run that turned the hosts off never pays for it. Call it before the captures and
 * await it at the diff.
 */
export declare function tokenizerFor(config: Config): Promise<Tokenizer | undefined>;
