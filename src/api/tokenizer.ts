// The tokenizer the context cost is counted with (o200k_base, loaded on first use): hand `await loadTokenizer()` to
// diffSnapshots. Apart from the diff, so a caller that only counts (guard --print-surface) does not load the
// classifier, and one that never counts (the matchers) does not bundle the tokenizer.
export { loadTokenizer } from '../hosts/o200k.js';
export type { Tokenizer } from '../hosts/tokenizer.js';
