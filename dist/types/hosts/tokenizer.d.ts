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
export declare const COUNT_BOUND_BYTES: number;
/** The note a cost's method carries when `over` texts were counted as their bound. */
export declare function overBoundNote(over: number): string;
/** Used only when a caller of the synchronous library diff hands in no tokenizer: said as an estimate wherever shown. */
export declare const ESTIMATE: Tokenizer;
/**
 * How a count for `host` was made, one phrase: exact for OpenAI's hosts (over the request JSON; OpenAI renders tools
 * into its prompt in a form of its own, so its billed count differs by that rendering), a named proxy for the others.
 * We have measured no host's own count, so no error bound is claimed.
 */
export declare function countMethod(host: HostName, tokenizer: Tokenizer): string;
