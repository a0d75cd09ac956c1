import { type RpcMessage } from './messages.js';
export interface LineSink {
    message(message: RpcMessage): void;
    /** A line that is not JSON or not a JSON-RPC message: skipped, unanswered. */
    garbage?(line: string): void;
    /** A line (complete or still open) passed maxBytes; nothing more is read until reset. */
    overflow(): void;
    /** Reading stops at once when the owner has closed (a message handler may close it). */
    stopped(): boolean;
}
export declare class JsonRpcLines {
    private readonly maxBytes;
    private readonly sink;
    private pending;
    private pendingBytes;
    constructor(maxBytes: number, sink: LineSink);
    push(chunk: Buffer): void;
    reset(): void;
    private line;
}
/** Results parsed from a longer text keep no text: a large list is read once, and its text would double what it holds. */
export declare const KEPT_PAGE_CHARS: number;
/**
 * Records a message parsed from `text`: its result holds no lone surrogate when the text has no surrogate escape (and,
 * read from UTF-8 or written by JSON.stringify, which escapes every lone surrogate, no raw lone one either); and a
 * short result's text.
 */
export declare function noteParsed(message: unknown, text: string): void;
/** The text `result` was parsed from, when noteParsed kept it. */
export declare function textOfResult(result: unknown): string | undefined;
/** Whether `value` is a result read from a line without an escaped surrogate (see SURROGATE_FREE). */
export declare function surrogateFree(value: unknown): boolean;
