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
/**
 * Records a message parsed from `text` whose result holds no lone surrogate: its text has no surrogate escape, and
 * (read from UTF-8, or written by JSON.stringify, which escapes every lone surrogate) no raw lone one either.
 */
export declare function noteSurrogates(message: unknown, text: string): void;
/** Whether `value` is a result read from a line without an escaped surrogate (see SURROGATE_FREE). */
export declare function surrogateFree(value: unknown): boolean;
