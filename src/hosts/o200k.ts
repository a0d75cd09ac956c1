// o200k_base (gpt-tokenizer), loaded on first use, never at start-up: its ranks are 2.4 MB of source and building them
// takes some 130 ms and 75 MB, which `rules`, `--version` and the guard (whose resident memory is held under 60 MB) must
// not pay. The CLI and the Action load it before a diff and hand it in (src/api/diff.ts); each bundle that imports this
// file keeps the tokenizer in a chunk of its own.
import type { Tokenizer } from './tokenizer.js';

let loading: Promise<Tokenizer> | undefined;

/** o200k_base, loaded once per process. */
export function loadTokenizer(): Promise<Tokenizer> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => ({ name: 'o200k_base', count: (text: string) => m.countTokens(text) }));
  return loading;
}
