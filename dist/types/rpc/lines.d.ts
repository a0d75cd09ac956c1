import { type RequestId, type RpcMessage } from './messages.js';
export interface LineSink {
    message(message: RpcMessage): void;
    /** A line that is not JSON or not a JSON-RPC message: skipped, unanswered. */
    garbage?(line: string): void;
    /** A line (complete or still open) passed maxBytes; nothing more is read until reset. */
    overflow(): void;
    /** Reading stops at once when the owner has closed (a message handler may close it). */
    stopped(): boolean;
    /**
     * A line longer than the reader's unreadBytes that answers request `id`: true when the owner answered it instead
     * (it is not parsed), false to have it read like every other line.
     */
    unread?(id: RequestId, bytes: number, whole: boolean): boolean;
}
/**
 * The top-level id of a JSON-RPC line given as chunks, read from its first or last bytes only (servers write it first
 * or last), or undefined. Inside a nested object `"id":…` is followed by two closing brackets at the end, never one.
 */
export declare function idAtEnds(chunks: readonly Buffer[]): RequestId | undefined;
export declare class JsonRpcLines {
    private readonly maxBytes;
    private readonly sink;
    private readonly unreadBytes;
    private readonly keepTexts;
    private pending;
    private pendingBytes;
    /** The open line was answered unread from its head: its remaining bytes are dropped up to its newline. */
    private skipping;
    /** The open line's head was looked at for an id (once per line, when it passed unreadBytes). */
    private headTried;
    /**
     * `unreadBytes`: an answer longer than this (and within maxBytes) is not parsed but handed to sink.unread: parsing a
     * hundred megabytes held every other request of the process for a second or more. `keepTexts`: each result's text
     * is kept for textOfResult (see noteParsed).
     */
    constructor(maxBytes: number, sink: LineSink, unreadBytes?: number, keepTexts?: boolean);
    push(chunk: Buffer): void;
    reset(): void;
    /**
     * An answer still arriving that has passed unreadBytes and names its id at its head is answered unread now, not when
     * its last byte arrives: a 200 MB result (or one that never ends) cannot hold its call, nor fill the buffer.
     */
    private answeredFromHead;
    private line;
}
/** Results parsed from a longer text keep no text: a large list is read once, and its text would double what it holds. */
export declare const KEPT_PAGE_CHARS: number;
/**
 * Records a message parsed from `text`: its result holds no lone surrogate when the text has no surrogate escape (and,
 * read from UTF-8 or written by JSON.stringify, which escapes every lone surrogate, no raw lone one either); and, with
 * `keepText` (a reader whose pages may be sent again word for word: CaptureOptions.reusePages), a short result's text.
 * Kept by every reader, each page's text (up to KEPT_PAGE_CHARS) lived as long as its result, outlived a scavenge
 * and was promoted: 4 MB of a 5,000-tool snapshot's peak RSS, and a third of its list's collection time (issue 55).
 */
export declare function noteParsed(message: unknown, text: string, bytes?: number, keepText?: boolean): void;
/** The bytes of the line `result` was read from (its envelope included), when it was read from one. */
export declare function bytesOfResult(result: unknown): number | undefined;
/** The text `result` was parsed from, when noteParsed kept it (only for a reader that asked: keepText). */
export declare function textOfResult(result: unknown): string | undefined;
/** Whether `value` is a result read from a line without an escaped surrogate. */
export declare function surrogateFree(value: unknown): boolean;
