// The tokenizer context cost is counted with. o200k_base (gpt-tokenizer, pure JS) is OpenAI's own encoding for GPT-4o
// and later; Anthropic and Google publish no offline tokenizer (only counting endpoints behind an API key), so for their
// hosts the same count stands as a proxy, and every number shown says which it is.
//
// Loaded on first use, never at start-up: its ranks are 2.4 MB of source and building them takes some 130 ms and 75 MB,
// which `rules`, `--version` and the guard (whose resident memory is held under 60 MB) must not pay. The CLI and the
// Action load it before a diff and hand it in (src/api/diff.ts); the bundle keeps it in a chunk of its own.
import type { HostName } from './profiles.js';

export interface Tokenizer {
  /** The encoding's name, as the output names it (`o200k_base`). */
  readonly name: string;
  count(text: string): number;
}

/** Used only when a caller of the synchronous library diff hands in no tokenizer: said as an estimate wherever shown. */
export const ESTIMATE: Tokenizer = { name: 'estimate: characters / 4', count: (text) => Math.ceil(text.length / 4) };

let loading: Promise<Tokenizer> | undefined;

/** o200k_base, loaded once per process. */
export function loadTokenizer(): Promise<Tokenizer> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => ({ name: 'o200k_base', count: (text: string) => m.countTokens(text) }));
  return loading;
}

const VENDOR: Partial<Record<HostName, string>> = { anthropic: 'Anthropic', gemini: 'Google' };

/**
 * How a count for `host` was made, one phrase: exact for OpenAI's hosts (over the request JSON; OpenAI renders tools
 * into its prompt in a form of its own, so its billed count differs by that rendering), a named proxy for the others.
 * We have measured no host's own count, so no error bound is claimed.
 */
export function countMethod(host: HostName, tokenizer: Tokenizer): string {
  if (tokenizer === ESTIMATE) return tokenizer.name;
  if (host === 'openai' || host === 'openai-strict') return `${tokenizer.name} (OpenAI's tokenizer) over the request JSON`;
  const vendor = VENDOR[host] ?? 'Anthropic';
  return `${tokenizer.name} as a proxy: ${vendor} publishes no offline tokenizer`;
}
