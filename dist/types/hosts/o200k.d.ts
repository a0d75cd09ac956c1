import type { Tokenizer } from './tokenizer.js';
/** o200k_base, loaded once per process. */
export declare function loadTokenizer(): Promise<Tokenizer>;
