// The tokenizer the context cost is counted with (o200k_base, loaded on first use), offered apart from the diff so a
// caller that only counts (guard --print-surface) does not load the classifier with it.
export { loadTokenizer, type Tokenizer } from '../hosts/tokenizer.js';
