export { loadTokenizer } from '../hosts/o200k.js';
export type { Tokenizer } from '../hosts/tokenizer.js';
