export { loadTokenizer, tokenizerFor } from '../hosts/o200k.js';
export type { Tokenizer } from '../hosts/tokenizer.js';
