import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { AuthSurface, ClientIdentity } from '../core/shared/model.js';
import type { RpcTransport } from '../rpc/transport.js';
import { ChildStdioTransport } from './stdio.js';
import { type InProcessServer } from './in-process.js';
import type { TailBuffer } from './process.js';
import { McpClient } from './client.js';
import type { RemoteAccess } from '../oauth/access.js';
import { type DiscoverResult } from './modern.js';
/** The two protocol eras: `legacy` opens with initialize (2025-11-25 and earlier), `modern` is 2026-07-28 on. */
export type Era = 'modern' | 'legacy';
/** Which era a session speaks: one of them, or `auto` (server/discover first, initialize as the spec's fallback). */
export type EraChoice = Era | 'auto';
/**
 * Where one surface is reached: a command to spawn (with its whole environment, built by child-env.ts) or a URL, with
 * secrets already expanded (never recorded).
 */
export type Target = {
    type: 'stdio';
    command: string;
    args: string[];
    cwd: string;
    env: Record<string, string>;
} | {
    type: 'streamable-http' | 'sse' | 'auto';
    url: string;
    headers: Record<string, string>;
    access?: RemoteAccess;
} | {
    type: 'in-process';
    server: InProcessServer;
};
export interface Session {
    client: McpClient;
    transport: RpcTransport;
    /** The transport actually used (auto resolves to one of the HTTP ones). */
    type: 'stdio' | 'streamable-http' | 'sse' | 'in-process';
    stderr?: TailBuffer;
    pid?: number;
    /** The version the server answered initialize with, or the modern revision the session speaks. */
    protocolVersion?: string;
    /** The era this session speaks. */
    era: Era;
    /** What server/discover answered (modern sessions). */
    discover?: DiscoverResult;
    /** Why an `auto` session fell back to initialize. */
    fallback?: string;
    /** Why the child went away on its own, if it did. */
    exitReason(): string | undefined;
    /** A server behind OAuth: the auth surface its challenges and metadata showed (src/oauth/surface.ts). */
    authSurface?: () => AuthSurface | undefined;
    close(): Promise<void>;
}
export interface ConnectOptions {
    client: ClientIdentity;
    initializeMs: number;
    maxMessageBytes: number;
    /** ChildStdioParams.unreadBytes and unreadListBytes (stdio only). */
    unreadBytes?: number;
    unreadListBytes?: number;
    onGarbage: (line: string) => void;
    /** Sees each session as soon as it exists, so a failed initialize can still be explained (exit, stderr). */
    onSession?: (session: Session) => void;
    /** Default `auto`. */
    era?: EraChoice;
    /**
     * An in-process server's messages sent word for word again are handed over as parsed before (InProcessTransport);
     * a stdio child's list pages keep their text, by which page-digests.ts finds a page sent again.
     */
    reuseMessages?: boolean;
    /** A stdio target's process the caller started already (the guard's prelaunch), used instead of starting one. */
    spawned?: ChildStdioTransport;
}
/** HTTP requests to one server open at once: a capture sends one at a time, plus answers to the server's own pings. */
export declare const MAX_IN_FLIGHT = 64;
/**
 * A fetch whose response bodies fail once they pass `limit` bytes, so one HTTP message cannot exhaust memory.
 * `onOversize` hears of it: the SDK reads event streams in the background and drops their errors, so without it the
 * pending request would only ever time out.
 */
export declare function boundedFetch(limit: number, onOversize?: (why: string) => void): FetchLike;
/** How long a stdio server may take to answer the server/discover probe before it counts as legacy. */
export declare const PROBE_MS = 5000;
export declare function isTimeout(err: unknown): boolean;
/** Connects and initializes; `auto` tries streamable HTTP first and falls back to SSE unless the first try timed out. */
export declare function connect(target: Target, opts: ConnectOptions): Promise<Session>;
export { resolveCwd } from './surface-target.js';
