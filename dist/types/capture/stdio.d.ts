import type { RpcMessage } from '../rpc/messages.js';
import type { RpcTransport } from '../rpc/transport.js';
import { TailBuffer } from './process.js';
export interface ChildStdioParams {
    command: string;
    args: string[];
    cwd: string;
    env: Record<string, string>;
    maxMessageBytes: number;
    /** An answer longer than this is answered as an error without being read (see JsonRpcLines); absent: all are read. */
    unreadBytes?: number;
    /** The same for an answer to a list request, which may be bounded lower (a gateway member's list bound). */
    unreadListBytes?: number;
    /** Called for each stdout line that is not a JSON-RPC message (a server logging to stdout). */
    onGarbage?: (line: string) => void;
    /** Keep each result's text for textOfResult (rpc/lines.ts): only a capture that reuses pages sent again reads it. */
    keepPageTexts?: boolean;
    /**
     * Started ahead of its session (the CLI's early launch): its stdout is left unread until a session starts the
     * transport, so nothing it writes meanwhile is lost or handed to nobody, and its stray lines go to that session's
     * onGarbage (claim). Its stderr is read from the start, like every child's.
     */
    held?: boolean;
}
/**
 * Bytes we may have queued for the child's stdin. What we send is small (list requests, answers to its pings): a
 * server that sends requests but stops reading our answers would otherwise grow this queue without end.
 */
export declare const MAX_QUEUED_BYTES: number;
export declare class ChildStdioTransport implements RpcTransport {
    private readonly params;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: (message: RpcMessage) => void;
    readonly stderr: TailBuffer;
    private child?;
    private readonly lines;
    /** Ids of our list requests not answered yet: their answers have unreadListBytes. */
    private readonly lists;
    private closed;
    private garbage;
    private reading;
    private claimed;
    /** Set when the child exited on its own: `exit code 1`, `signal SIGSEGV`. */
    exitReason?: string;
    constructor(params: ChildStdioParams);
    get pid(): number | undefined;
    start(): Promise<void>;
    private readStdout;
    /**
     * A started child handed to a session (ConnectOptions.spawned), once: false when it was handed over before, or when
     * a held child already ended (its end came before anyone listened; it is closed, and the session starts its own,
     * which fails or not, and says why in the usual words). A held child's stray stdout lines go to `onGarbage` from now on.
     */
    claim(onGarbage: (line: string) => void): boolean;
    /** An answer too long to read, answered as an error naming the bound it passed; false when it is within its bound. */
    private unread;
    private overflow;
    send(message: RpcMessage): Promise<void>;
    close(): Promise<void>;
    private killed;
    private finished;
    private finish;
}
