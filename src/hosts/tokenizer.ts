// The tokenizer context cost is counted with. o200k_base (gpt-tokenizer, pure JS) is OpenAI's own encoding for GPT-4o
// and later; Anthropic and Google publish no offline tokenizer (only counting endpoints behind an API key), so for their
// hosts the same count stands as a proxy, and every number shown says which it is.
//
// The loading lives apart (o200k.ts), so a bundle that never counts (the jest and vitest matchers) has no tokenizer chunk.
import type { HostName } from './profiles.js';

export interface Tokenizer {
  /** The encoding's name, as the output names it (`o200k_base`). */
  readonly name: string;
  count(text: string): number;
}

/**
 * The largest text counted token by token (UTF-8 bytes). Counting is n log n in a text's longest word, but a server
 * chooses its text: past this, a tool's JSON counts as its byte length, the most tokens it could be (no token is
 * shorter than a byte), and the output says so.
 */
export const COUNT_BOUND_BYTES = 256 * 1024;

/** The note a cost's method carries when `over` texts were counted as their bound. */
export function overBoundNote(over: number): string {
  return over === 0 ? '' : `; ${over} tool${over === 1 ? '' : 's'} over ${COUNT_BOUND_BYTES / 1024} KB counted as ${over === 1 ? 'its' : 'their'} bytes`;
}

/** Used only when a caller of the synchronous library diff hands in no tokenizer: said as an estimate wherever shown. */
export const ESTIMATE: Tokenizer = { name: 'estimate: characters / 4', count: (text) => Math.ceil(text.length / 4) };

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
