// Opens one MCP session for one surface over stdio, streamable HTTP or SSE, and knows how to end it quickly.
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { AuthSurface, ClientIdentity } from '../core/shared/model.js';
import { REQUEST_TIMEOUT, RpcError, withoutStack } from '../rpc/messages.js';
import type { RpcTransport } from '../rpc/transport.js';
import { ChildStdioTransport } from './stdio.js';
import { InProcessTransport, type InProcessServer } from './in-process.js';
import type { TailBuffer } from './process.js';
import { McpClient } from './client.js';
import type { RemoteAccess } from '../oauth/access.js';
import { OAuthAccessError } from '../oauth/access-error.js';
import { modernFetch, probeVerdict, UNSUPPORTED_VERSION, type DiscoverResult } from './modern.js';

/** The two protocol eras: `legacy` opens with initialize (2025-11-25 and earlier), `modern` is 2026-07-28 on. */
export type Era = 'modern' | 'legacy';
/** Which era a session speaks: one of them, or `auto` (server/discover first, initialize as the spec's fallback). */
export type EraChoice = Era | 'auto';

/**
 * Where one surface is reached: a command to spawn (with its whole environment, built by child-env.ts) or a URL, with
 * secrets already expanded (never recorded).
 */
export type Target =
  | { type: 'stdio'; command: string; args: string[]; cwd: string; env: Record<string, string> }
  | { type: 'streamable-http' | 'sse' | 'auto'; url: string; headers: Record<string, string>; access?: RemoteAccess }
  | { type: 'in-process'; server: InProcessServer };

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
export const MAX_IN_FLIGHT = 64;

/**
 * A fetch whose response bodies fail once they pass `limit` bytes, so one HTTP message cannot exhaust memory.
 * `onOversize` hears of it: the SDK reads event streams in the background and drops their errors, so without it the
 * pending request would only ever time out.
 */
export function boundedFetch(limit: number, onOversize: (why: string) => void = () => undefined): FetchLike {
  const why = `a message from the server exceeded ${limit} bytes (limits.maxMessageBytes)`;
  let inFlight = 0;
  return async (url, init) => {
    // A server that streams requests to us but never accepts our answers would pile up one open POST per answer.
    if (inFlight >= MAX_IN_FLIGHT) {
      const stuck = `closed by mcp-contract: messages to the server were not accepted (${MAX_IN_FLIGHT} requests in flight)`;
      onOversize(stuck);
      throw new Error(stuck);
    }
    inFlight++;
    let res: Response;
    try {
      res = await fetch(url, init);
    } finally {
      inFlight--;
    }
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > limit) {
      await res.body?.cancel();
      onOversize(why);
      throw new Error(why);
    }
    if (!res.body) return res;
    // An event stream carries many messages: the bound is on each one (the bytes since the last blank line), so a long
    // stream of small notifications ends with its request's timeout, never as one "message" over the limit.
    const sizes = /^text\/event-stream/i.test(res.headers.get('content-type') ?? '') ? eventSizes() : undefined;
    let seen = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen = sizes ? sizes(chunk) : seen + chunk.byteLength;
        if (seen > limit) {
          onOversize(why);
          controller.error(new Error(why));
        }
        else controller.enqueue(chunk);
      },
    });
    return new Response(res.body.pipeThrough(counter), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/**
 * A reader of an event stream's bytes across chunks: for each chunk, the size of the largest message it reached (the
 * bytes since the last event boundary, an empty line: LF LF or LF CR LF). Linear in the bytes; between chunks it
 * keeps the open message's size and whether a line just ended.
 */
function eventSizes(): (chunk: Uint8Array) => number {
  let lineJustEnded = false;
  let open = 0;
  return (chunk) => {
    let largest = open;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      open++;
      if (open > largest) largest = open;
      if (b === 0x0a) {
        if (lineJustEnded) open = 0;
        lineJustEnded = true;
      } else if (b !== 0x0d) lineJustEnded = false;
    }
    return largest;
  };
}

/** Ends a session's transport politely and never waits long: the server may not complete what is pending. */
async function closeQuietly(client: McpClient, transport: RpcTransport): Promise<void> {
  const http = transport as RpcTransport & { terminateSession?: () => Promise<void> };
  if (http.sessionId && http.terminateSession) await atMost(http.terminateSession(), 500);
  await atMost(client.close(), 1000);
}

/** Waits for `work` (its failure ignored) at most `ms`; the timer goes as soon as the work is done, not `ms` later. */
async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms).unref()))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The SDK's HTTP and SSE client transports, loaded only when a server is reached over HTTP: they bring the SDK's zod
 * schemas, which a stdio capture never needs.
 */
async function httpTransport(type: 'sse' | 'streamable-http', url: URL, headers: Record<string, string>, fetchFn: FetchLike): Promise<RpcTransport> {
  const options = { requestInit: { headers }, fetch: fetchFn };
  if (type === 'sse') {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    return new SSEClientTransport(url, options) as unknown as RpcTransport;
  }
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  return new StreamableHTTPClientTransport(url, options) as unknown as RpcTransport;
}

/** A connection that outlives a failed modern probe: a child's stdio, or an in-process server's pair. */
type Pipe = ChildStdioTransport | InProcessTransport;

/**
 * A modern attempt on a pipe that failed with the server still there: the fallback initializes on the same pipe. Only
 * negotiate catches it, on every capture of a 2025-only server, so it is made without a stack (withoutStack).
 */
class ProbeFailed extends Error {
  constructor(
    override readonly cause: unknown,
    readonly child: Pipe | undefined,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

async function open(
  target: Target,
  type: Session['type'],
  opts: ConnectOptions,
  era: Era,
  reuse?: Pipe,
): Promise<Session> {
  const client = new McpClient(opts.client, era);
  let transport: RpcTransport;
  let oversize: string | undefined;
  let child: Pipe | undefined = reuse;
  if (reuse) {
    // The new client takes the child's handlers over whole: the failed probe's client hears nothing more.
    transport = reuse;
  } else if (target.type === 'stdio' && opts.spawned?.claim(opts.onGarbage)) {
    child = opts.spawned;
    transport = child;
  } else if (target.type === 'stdio') {
    child = new ChildStdioTransport({
      command: target.command,
      args: target.args,
      cwd: target.cwd,
      env: target.env,
      maxMessageBytes: opts.maxMessageBytes,
      ...(opts.unreadBytes === undefined ? {} : { unreadBytes: opts.unreadBytes }),
      ...(opts.unreadListBytes === undefined ? {} : { unreadListBytes: opts.unreadListBytes }),
      ...(opts.reuseMessages ? { keepPageTexts: true } : {}),
      onGarbage: opts.onGarbage,
    });
    transport = child;
  } else if (target.type === 'in-process') {
    child = await InProcessTransport.open(target.server, opts.maxMessageBytes, opts.initializeMs, opts.reuseMessages);
    transport = child;
  } else {
    const url = new URL(target.url);
    const bounded = boundedFetch(opts.maxMessageBytes, (why) => {
      // Closing rejects what is pending at once, and the reason replaces "timed out" in the report.
      oversize ??= why.startsWith('closed by mcp-contract: ') ? why : `closed by mcp-contract: ${why}`;
      void session.close();
    });
    // A server behind OAuth gets its grant's token and its challenges answered (src/oauth/), under the same bound.
    const authorized = target.access ? target.access.wrap(bounded) : bounded;
    const fetchFn = era === 'modern' ? modernFetch(authorized, (tool) => client.mirroredParams(tool)) : authorized;
    transport = await httpTransport(type === 'sse' ? 'sse' : 'streamable-http', url, target.headers, fetchFn);
  }
  const session: Session = {
    client,
    transport,
    type,
    era,
    stderr: child instanceof ChildStdioTransport ? child.stderr : undefined,
    exitReason: () => child?.exitReason ?? oversize,
    close: () => closeQuietly(client, transport),
    ...(target.type !== 'stdio' && target.type !== 'in-process' && target.access ? { authSurface: target.access.observed } : {}),
  };
  opts.onSession?.(session);
  try {
    // The spec asks for a "reasonable" probe timeout on stdio: a legacy server may ignore a request before initialize.
    const timeout = era === 'modern' && opts.era === 'auto' && isPipe(type) ? Math.min(opts.initializeMs, PROBE_MS) : opts.initializeMs;
    await client.open(transport, { timeout });
  } catch (err) {
    if (era === 'modern' && child && !child.exitReason && opts.era === 'auto') throw withoutStack(() => new ProbeFailed(err, child));
    await session.close();
    throw err;
  }
  session.discover = client.discover;
  session.protocolVersion = client.protocolVersion;
  if (child instanceof ChildStdioTransport) session.pid = child.pid;
  return session;
}

/** How long a stdio server may take to answer the server/discover probe before it counts as legacy. */
export const PROBE_MS = 5000;

/** stdio and in-process sessions are one message pipe to one server: no HTTP status, no second request channel. */
function isPipe(type: Session['type']): boolean {
  return type === 'stdio' || type === 'in-process';
}

/** `auto`: server/discover first; on the spec's fallback signals, initialize (on a pipe, on the same one). */
async function negotiate(target: Target, type: Session['type'], opts: ConnectOptions): Promise<Session> {
  const wire = isPipe(type) ? 'stdio' : 'http';
  try {
    return await open(target, type, opts, 'modern');
  } catch (err) {
    const cause = err instanceof ProbeFailed ? err.cause : err;
    const verdict = probeVerdict(cause, wire);
    const child = err instanceof ProbeFailed ? err.child : undefined;
    if (verdict.era === 'error') {
      await child?.close();
      throw cause;
    }
    let session: Session;
    // A process started ahead (opts.spawned) served the probe; a later attempt without it starts its own.
    const again = withoutSpawned(opts);
    try {
      session = await open(target, type, again, 'legacy', child && !child.exitReason ? child : undefined);
    } catch (legacyErr) {
      // A modern server slower to start than the stdio probe waits refuses initialize with -32022: ask it again,
      // with the whole initialize timeout.
      if (!(legacyErr instanceof RpcError && legacyErr.code === UNSUPPORTED_VERSION) || wire !== 'stdio') throw legacyErr;
      return open(target, type, { ...again, era: 'modern' }, 'modern');
    }
    session.fallback = verdict.why;
    return session;
  }
}

/** opts for an attempt that must start its own process. */
function withoutSpawned(opts: ConnectOptions): ConnectOptions {
  if (!opts.spawned) return opts;
  const out = { ...opts };
  delete out.spawned;
  return out;
}

export function isTimeout(err: unknown): boolean {
  return err instanceof RpcError && err.code === REQUEST_TIMEOUT;
}

/** Connects and initializes; `auto` tries streamable HTTP first and falls back to SSE unless the first try timed out. */
export async function connect(target: Target, opts: ConnectOptions): Promise<Session> {
  const choice = opts.era ?? 'auto';
  const one = (type: Session['type']): Promise<Session> => {
    // HTTP+SSE predates 2026-07-28 (which deprecates it): only initialize is spoken there.
    if (type === 'sse') return open(target, type, opts, 'legacy');
    return choice === 'auto' ? negotiate(target, type, { ...opts, era: 'auto' }) : open(target, type, opts, choice);
  };
  if (target.type === 'stdio' || target.type === 'in-process') return one(target.type);
  if (target.type !== 'auto') return one(target.type);
  try {
    return await one('streamable-http');
  } catch (err) {
    // A refused grant is the same grant over SSE: a second try would only ask the authorization server again and
    // bury the reason under the fallback's.
    if (isTimeout(err) || choice === 'modern' || err instanceof OAuthAccessError) throw err;
    try {
      return await one('sse');
    } catch (sseErr) {
      // One line with both answers: what streamable HTTP said, and why the SSE fallback did not open either.
      if (err instanceof Error) err.message = `${err.message}; the SSE fallback failed too: ${sseErr instanceof Error ? sseErr.message : String(sseErr)}`;
      throw err;
    }
  }
}

export { resolveCwd } from './surface-target.js';
