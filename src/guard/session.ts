// One downstream session of the guard: an SDK Server facing the client, an SDK Client facing the real server, and
// every request and notification passed through both ways, except that only approved definitions are published.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  InitializeRequestSchema,
  ResultSchema,
  type InitializeRequest,
  type InitializeResult,
  type JSONRPCRequest,
  type Notification,
  type RequestId,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { buildCapability, keyOf } from '../core/canonical.js';
import type { JsonObject, JsonValue, Kind, Snapshot } from '../core/model.js';
import { KIND_METHOD, SNAPSHOT_FORMAT } from '../core/model.js';
import { listSurface, oneLine, openSession, type SurfacePlan } from '../capture/capture.js';
import type { Session } from '../capture/connect.js';
import { deeperThan, MAX_ITEM_DEPTH, redactJson } from '../capture/lists.js';
import { cleanTerminal } from '../render/text.js';
import { notCanonical } from '../core/json.js';
import { canonicalJson } from '../core/canonical.js';
import type { Publication } from './publication.js';
import { GUARD_VERSIONS, META, MODERN_VERSION, modernEnvelope, modernResult, withoutEnvelope } from './modern.js';
import type { Refusal } from './decide.js';

export interface GuardDeps {
  publication: Publication;
  plan: SurfacePlan;
  approved: Snapshot;
  log: (line: string) => void;
  version: string;
  /** Upper bound for one forwarded request (reset by progress). */
  requestTimeoutMs: number;
  /** Re-capture period; 0 disables it. */
  intervalMs: number;
  /** A call is checked against a capture at most this old; 0 re-captures before every call. */
  maxAgeMs: number;
}

/** The freshness bound by default: a silent change is caught within this long, at the cost of a re-list per call. */
export const DEFAULT_MAX_AGE_MS = 5000;

/** A JSON-RPC error as it goes on the wire: the SDK would prefix `MCP error N:` to an McpError's message again. */
class WireError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** The guard refuses a held capability with "invalid params", as servers do for a name they do not serve. */
export const REFUSED_CODE = -32602;
const UPSTREAM_DOWN_CODE = -32603;
/** The 2026-07-28 error for a protocol version the server does not speak (the client retries with one it lists). */
const UNSUPPORTED_VERSION_CODE = -32022;
const MAX_RECHECKS = 5;

/** A thrown error as the JSON-RPC error object a client receives. */
export function errorObject(err: unknown): { code: number; message: string; data?: unknown } {
  const w = asWire(err);
  return w.data === undefined ? { code: w.code, message: w.message } : { code: w.code, message: w.message, data: w.data };
}

function asWire(err: unknown): WireError {
  if (err instanceof WireError) return err;
  const e = err as { code?: unknown; message?: unknown; data?: unknown };
  const code = typeof e?.code === 'number' && Number.isSafeInteger(e.code) ? e.code : UPSTREAM_DOWN_CODE;
  const message = typeof e?.message === 'string' ? e.message.replace(/^MCP error -?\d+: /, '') : String(err);
  return new WireError(code, message, e?.data);
}

const LIST_KIND: Readonly<Record<string, Kind>> = {
  'tools/list': 'tool',
  'prompts/list': 'prompt',
  'resources/list': 'resource',
  'resources/templates/list': 'resourceTemplate',
};

/** Requests that act on one capability: each is checked against a fresh capture before it is sent on. */
const TARGETED = new Set(['tools/call', 'prompts/get', 'resources/read', 'resources/subscribe', 'resources/unsubscribe', 'completion/complete']);

const NOTIFY: Readonly<Record<Kind, string>> = {
  tool: 'notifications/tools/list_changed',
  prompt: 'notifications/prompts/list_changed',
  resource: 'notifications/resources/list_changed',
  resourceTemplate: 'notifications/resources/list_changed',
};

function canonicalEqual(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  try {
    return canonicalJson(a as JsonValue) === canonicalJson(b as JsonValue);
  } catch {
    return false;
  }
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The refusal as the model reads it: ref, state and rule ids, never the held text nor a command to approve it. */
export function refusalMessage(r: Refusal): string {
  const rules = r.rules.length ? `; rules: ${r.rules.join(', ')}` : '';
  return cleanTerminal(`${r.ref} is held by mcp-contract guard (state: ${r.state}${rules})`, 2000);
}

export class GuardSession {
  readonly server: Server;
  private upstream?: Session;
  private connecting?: Promise<Session>;
  private init?: InitializeRequest['params'];
  private initialized = false;
  private readyWaiters: Array<() => void> = [];
  private inflight: RequestId[] = [];
  private capturing?: Promise<void>;
  private captureAgain = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe: () => void;
  private closed = false;
  private lastExit?: string;
  private lastAttempt = 0;
  /** When the last capture started (a call is judged against it only while it is younger than maxAgeMs). */
  private lastCapture = 0;
  /** The upstream announced a list change that no capture has started to take in yet. */
  private dirty = false;
  /** Per live upstream: kills its process group if the guard exits first; dropped once it is gone (pids are reused). */
  private exitHooks = new Map<Session, () => void>();
  onclose?: () => void;

  constructor(private readonly deps: GuardDeps) {
    // Every capability is declared to the SDK so its notification checks pass; the client is told the real ones.
    this.server = new Server(
      { name: 'mcp-contract-guard', version: deps.version },
      { capabilities: { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true, subscribe: true }, logging: {}, completions: {} } },
    );
    // The SDK answers logging/setLevel itself when logging is declared; the upstream must get it.
    this.server.removeRequestHandler('logging/setLevel');
    const original = (this.server as unknown as { _oninitialize(r: InitializeRequest): Promise<InitializeResult> })._oninitialize.bind(this.server);
    this.server.setRequestHandler(InitializeRequestSchema, async (req) => {
      this.init = req.params;
      const upstream = await this.ensureUpstream();
      const base = await original(req);
      return this.initializeResult(base, upstream);
    });
    this.server.oninitialized = () => {
      this.initialized = true;
      for (const w of this.readyWaiters.splice(0)) w();
    };
    this.server.fallbackRequestHandler = (req, extra) => this.tracked(req.id, () => this.handle(req, extra.signal)) as never;
    this.server.fallbackNotificationHandler = async (n) => {
      await this.upstream?.client.notification(n as never).catch(() => undefined);
    };
    this.server.onclose = () => void this.close();
    this.unsubscribe = deps.publication.onChange((kinds) => void this.notifyChanged(kinds));
    if (deps.intervalMs > 0) {
      this.timer = setInterval(() => void this.capture(), deps.intervalMs);
      this.timer.unref();
    }
  }

  async connect(transport: Transport): Promise<void> {
    await this.server.connect(transport);
  }

  private advertised(upstream: Session): ServerCapabilities {
    const caps = (upstream.client.getServerCapabilities() ?? {}) as ServerCapabilities;
    const advertised: ServerCapabilities = {};
    // The guard announces list changes itself whenever the publication changes, whatever the upstream supports.
    if (caps.tools) advertised.tools = { listChanged: true };
    if (caps.prompts) advertised.prompts = { listChanged: true };
    if (caps.resources) advertised.resources = { listChanged: true, ...(caps.resources.subscribe ? { subscribe: true } : {}) };
    if (caps.logging) advertised.logging = {};
    if (caps.completions) advertised.completions = {};
    return advertised;
  }

  /** Instructions are model-visible text too: only the approved text passes. */
  private approvedInstructions(upstream: Session): string | undefined {
    const instructions = upstream.client.getInstructions();
    const approvedInstructions = this.deps.approved.surfaces[this.deps.plan.surface]?.server?.instructions;
    if (instructions !== undefined && instructions === approvedInstructions) return instructions;
    if (instructions !== undefined) this.deps.log('the server\'s instructions differ from the approved snapshot; they are withheld');
    return undefined;
  }

  private initializeResult(base: InitializeResult, upstream: Session): InitializeResult {
    const out: InitializeResult = { ...base, capabilities: this.advertised(upstream), serverInfo: this.approvedServerInfo(upstream) ?? base.serverInfo };
    delete out.instructions;
    const instructions = this.approvedInstructions(upstream);
    if (instructions !== undefined) out.instructions = instructions;
    return out;
  }

  /** `server/discover` for a 2026-07-28 client: what initialize tells a 2025 one, with serverInfo in the result's _meta. */
  private async discover(): Promise<JsonObject> {
    const upstream = await this.ensureUpstream();
    const out: JsonObject = { supportedVersions: GUARD_VERSIONS, capabilities: this.advertised(upstream) as JsonObject };
    const instructions = this.approvedInstructions(upstream);
    if (instructions !== undefined) out.instructions = instructions;
    const info = this.approvedServerInfo(upstream);
    if (info) out._meta = { [META.serverInfo]: info as unknown as JsonObject };
    return out;
  }

  /**
   * Every request from the client, of either era. A 2026-07-28 request (its `_meta` envelope says so) is unwrapped,
   * meets the same onRequest as a 2025 one, and its result is dressed for its era.
   */
  async handle(req: JSONRPCRequest, signal: AbortSignal): Promise<JsonObject> {
    const env = modernEnvelope(req.params);
    if (!env) return this.onRequest(req, signal);
    if (env.version !== MODERN_VERSION)
      throw new WireError(UNSUPPORTED_VERSION_CODE, `Unsupported protocol version: ${env.version.slice(0, 40)}`, { supported: GUARD_VERSIONS, requested: env.version.slice(0, 40) });
    if (!this.init) this.init = { protocolVersion: env.version, clientInfo: { name: env.client.name, version: env.client.version }, capabilities: env.client.capabilities };
    if (!this.initialized) {
      this.initialized = true;
      for (const w of this.readyWaiters.splice(0)) w();
    }
    if (req.method === 'server/discover') return modernResult(req.method, await this.discover());
    return modernResult(req.method, await this.onRequest({ ...req, params: withoutEnvelope(req.params as JsonObject | undefined) } as JSONRPCRequest, signal));
  }

  /**
   * name and version pass as served (they are part of every digest); any other serverInfo field (title, description,
   * icons, websiteUrl: text and links a client shows) passes only when equal to the approved snapshot's.
   */
  private approvedServerInfo(upstream: Session): InitializeResult['serverInfo'] | undefined {
    const info = upstream.client.getServerVersion() as unknown as JsonObject | undefined;
    if (!info) return undefined;
    const approved = (this.deps.approved.surfaces[this.deps.plan.surface]?.server?.serverInfo ?? {}) as JsonObject;
    const out: JsonObject = { name: info.name, version: info.version };
    const withheld: string[] = [];
    for (const [k, v] of Object.entries(info)) {
      if (k === 'name' || k === 'version') continue;
      if (canonicalEqual(v, approved[k])) out[k] = v;
      else withheld.push(k);
    }
    if (withheld.length) this.deps.log(`serverInfo field(s) ${withheld.map((k) => JSON.stringify(k)).join(', ')} differ from the approved snapshot; they are withheld`);
    return out as unknown as InitializeResult['serverInfo'];
  }

  // ------------------------------------------------------------------ upstream

  private async ensureUpstream(): Promise<Session> {
    if (this.upstream) return this.upstream;
    if (this.closed) throw new WireError(UPSTREAM_DOWN_CODE, 'the guard session is closed');
    if (!this.connecting) {
      this.connecting = this.openUpstream().finally(() => (this.connecting = undefined));
    }
    return this.connecting;
  }

  private async openUpstream(): Promise<Session> {
    const { plan, log } = this.deps;
    const init = this.init;
    if (!init) throw new WireError(UPSTREAM_DOWN_CODE, 'the client has not initialized');
    // A crash loop must not become a spawn loop: one attempt per second at most.
    const wait = this.lastAttempt + 1000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    this.lastAttempt = Date.now();
    const reconnect = this.lastExit !== undefined;
    let attempt: Session | undefined;
    const client = { name: init.clientInfo.name, version: init.clientInfo.version, capabilities: (init.capabilities ?? {}) as JsonObject };
    let session: Session;
    try {
      session = await openSession(
        { ...plan, client },
        (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${oneLine(line, plan.secrets).slice(0, 200)}`),
        (s) => {
          attempt = s;
          this.wire(s);
        },
      );
    } catch (err) {
      const exit = attempt?.exitReason();
      const tail = attempt?.stderr?.tail(5);
      const why = oneLine(`${exit ? `server exited (${exit}): ` : ''}${(err as Error)?.message ?? String(err)}`, plan.secrets);
      log(`upstream "${plan.server}" did not start: ${why}${tail ? `\n${oneLine(tail, plan.secrets)}` : ''}`);
      throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${plan.server}" is not available: ${why}`);
    }
    this.interceptProgress(session);
    this.upstream = session;
    // However the guard ends (an uncaught error, process.exit), its upstream's process group ends with it.
    const pid = session.pid;
    if (pid !== undefined) {
      const hook = (): void => {
        try {
          process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      };
      process.once('exit', hook);
      this.exitHooks.set(session, hook);
    }
    log(`${reconnect ? 'reconnected to' : 'connected to'} upstream "${plan.server}"${session.pid ? ` (pid ${session.pid})` : ''}`);
    await this.capture();
    return session;
  }

  private wire(s: Session): void {
    const client = s.client;
    // Roots, sampling and elicitation are the downstream client's to answer.
    client.removeRequestHandler('roots/list');
    client.fallbackRequestHandler = (req, extra) => this.toDownstream(req, extra.signal) as never;
    client.fallbackNotificationHandler = (n) => this.fromUpstream(n);
    client.onclose = () => {
      const hook = this.exitHooks.get(s);
      if (hook) process.off('exit', hook);
      this.exitHooks.delete(s);
      if (this.upstream !== s && this.upstream !== undefined) return;
      this.upstream = undefined;
      if (this.closed) return;
      this.lastExit = s.exitReason() ?? 'connection closed';
      const tail = s.stderr?.tail(5);
      this.deps.log(`upstream "${this.deps.plan.server}" went away (${oneLine(this.lastExit, this.deps.plan.secrets)}); it is restarted on the next request${tail ? `\n${oneLine(tail, this.deps.plan.secrets)}` : ''}`);
    };
  }

  /** Re-captures through the live upstream (coalesced: a burst of list_changed is one or two captures). */
  capture(): Promise<void> {
    if (this.capturing) {
      this.captureAgain = true;
      return this.capturing;
    }
    this.capturing = (async () => {
      do {
        this.captureAgain = false;
        this.dirty = false;
        this.lastCapture = Date.now();
        const s = this.upstream;
        if (!s) return;
        const surface = await listSurface(s, this.deps.plan);
        const snap: Snapshot = { format: SNAPSHOT_FORMAT, server: this.deps.approved.server, surfaces: { [this.deps.plan.surface]: surface } };
        try {
          await this.deps.publication.observe(snap);
        } catch (e) {
          this.deps.log(`cannot update the store: ${(e as Error).message}`);
        }
      } while (this.captureAgain && !this.closed);
    })().finally(() => (this.capturing = undefined));
    return this.capturing;
  }

  private async notifyChanged(kinds: Kind[]): Promise<void> {
    if (!this.initialized || this.closed) return;
    for (const method of new Set(kinds.map((k) => NOTIFY[k]))) await this.server.notification({ method }).catch(() => undefined);
  }

  // ------------------------------------------------------------------ downstream -> upstream

  private async tracked<T>(id: RequestId, fn: () => Promise<T>): Promise<T> {
    this.inflight.push(id);
    try {
      return await fn();
    } finally {
      this.inflight.splice(this.inflight.indexOf(id), 1);
    }
  }

  /**
   * The client's own progress token goes upstream unchanged, and progress comes back at the transport, before the
   * SDK sees it: the SDK runs notification handlers a tick late and drops progress that shares a read with the result.
   */
  private progress = new Map<string, RequestId>();

  private async forward(req: JSONRPCRequest, signal: AbortSignal, upstream: Session): Promise<JsonObject> {
    const token = isObject(req.params?._meta) ? req.params._meta.progressToken : undefined;
    const key = token === undefined ? undefined : JSON.stringify(token);
    if (key !== undefined) this.progress.set(key, req.id);
    try {
      const result = await upstream.client.request({ method: req.method, params: req.params } as never, ResultSchema, {
        signal,
        timeout: this.deps.requestTimeoutMs,
      });
      return result as JsonObject;
    } catch (err) {
      if (this.upstream !== upstream && !signal.aborted) {
        const exit = upstream.exitReason();
        throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${this.deps.plan.server}" went away during ${req.method}${exit ? ` (${oneLine(exit, this.deps.plan.secrets)})` : ''}`);
      }
      throw asWire(err);
    } finally {
      if (key !== undefined) this.progress.delete(key);
    }
  }

  /** Takes progress notifications off the upstream transport as they are read and sends them on in order. */
  private interceptProgress(s: Session): void {
    const t = s.transport;
    const next = t.onmessage;
    t.onmessage = (message, extra) => {
      const m = message as { method?: string; id?: unknown; params?: { progressToken?: unknown } };
      // Marked as it is read: a call that arrives after it must not be judged on the old capture.
      if (m.id === undefined && typeof m.method === 'string' && m.method.endsWith('/list_changed')) this.dirty = true;
      if (m.method === 'notifications/progress' && m.id === undefined) {
        const id = this.progress.get(JSON.stringify(m.params?.progressToken));
        if (id !== undefined) void this.server.notification(message as never, { relatedRequestId: id }).catch(() => undefined);
        return;
      }
      next?.(message, extra);
    };
  }

  private async onRequest(req: JSONRPCRequest, signal: AbortSignal): Promise<JsonObject> {
    try {
      const kind = LIST_KIND[req.method];
      if (kind) return this.filterList(kind, await this.forward(req, signal, await this.ensureUpstream()));
      if (!TARGETED.has(req.method)) return await this.forward(req, signal, await this.ensureUpstream());
      return await this.checkedForward(req, signal);
    } catch (err) {
      throw asWire(err);
    }
  }

  /**
   * A call is judged against a capture of the very process that will answer it: after a restart, after an announced
   * change, and when the last capture is older than maxAgeMs, the capture comes first. Should the upstream be
   * replaced between the check and the send, the check runs again.
   */
  private async checkedForward(req: JSONRPCRequest, signal: AbortSignal): Promise<JsonObject> {
    for (let attempt = 0; ; attempt++) {
      // A server that announces changes without pause must not hold a call in this loop forever.
      if (attempt === MAX_RECHECKS) throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${this.deps.plan.server}" kept changing while the call was checked`);
      const upstream = await this.fresh();
      const ref = this.targetRef(req);
      const refusal = ref === undefined ? undefined : await this.check(ref);
      if (refusal) {
        this.deps.log(this.deps.publication.explain(refusal));
        throw new WireError(REFUSED_CODE, refusalMessage(refusal), refusal);
      }
      if (this.upstream !== upstream || this.dirty) continue;
      const result = await this.forward(req, signal, upstream);
      if (req.method === 'tools/call') this.boundResult(result);
      return result;
    }
  }

  /** The live upstream, with a capture no older than maxAgeMs and none pending or running. */
  private async fresh(): Promise<Session> {
    await this.ensureUpstream();
    if (this.capturing) await this.capturing;
    if (this.dirty || Date.now() - this.lastCapture >= this.deps.maxAgeMs) await this.capture();
    return this.upstream ?? this.ensureUpstream();
  }

  /** A result is held to the capture's message limit: a bigger one never reaches the client. */
  private boundResult(result: JsonObject): void {
    const limit = this.deps.plan.limits.maxMessageBytes;
    if (Buffer.byteLength(JSON.stringify(result), 'utf8') > limit)
      throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: the result exceeds limits.maxMessageBytes (${limit} bytes) and was not passed on`);
  }

  /** The capability a request acts on, if it acts on one. */
  private targetRef(req: JSONRPCRequest): string | undefined {
    const p = isObject(req.params) ? req.params : {};
    switch (req.method) {
      case 'tools/call':
        return `tool:${String(p.name)}`;
      case 'prompts/get':
        return `prompt:${String(p.name)}`;
      case 'resources/read':
      case 'resources/subscribe':
      case 'resources/unsubscribe':
        return this.resourceRef(String(p.uri));
      case 'completion/complete': {
        const r = isObject(p.ref) ? p.ref : {};
        if (r.type === 'ref/prompt') return `prompt:${String(r.name)}`;
        if (r.type === 'ref/resource') return `resourceTemplate:${String(r.uri)}`;
        return undefined;
      }
      default:
        return undefined;
    }
  }

  /** A listed resource by its URI, else the first approved template that matches it. */
  private resourceRef(uri: string): string {
    const direct = `resource:${uri}`;
    if (this.deps.publication.record(direct)) return direct;
    for (const rec of this.deps.publication.records()) {
      if (!rec.ref.startsWith('resourceTemplate:') || this.deps.publication.refusal(rec.ref)) continue;
      try {
        if (new UriTemplate(rec.ref.slice('resourceTemplate:'.length)).match(uri)) return rec.ref;
      } catch {
        // A template the SDK cannot parse matches nothing.
      }
    }
    return direct;
  }

  /** The refusal for ref, after one fresh capture when the guard has never seen it (it may have just appeared). */
  private async check(ref: string): Promise<Refusal | undefined> {
    let refusal = this.deps.publication.refusal(ref);
    // A client asking for names that do not exist must not turn into a capture per call.
    if (refusal?.state === 'unknown' && Date.now() - this.lastCapture > 2000) {
      await this.ensureUpstream();
      await this.capture();
      refusal = this.deps.publication.refusal(ref);
    }
    return refusal;
  }

  /** Safe contraction: only items whose digest, computed now, is approved go to the client. */
  private filterList(kind: Kind, result: JsonObject): JsonObject {
    const field = KIND_METHOD[kind].field;
    const items = result[field];
    if (!Array.isArray(items)) return result;
    const { plan, publication } = this.deps;
    const origin = { server: String(this.upstream?.client.getServerVersion()?.name ?? plan.server), surface: plan.surface };
    let drift = false;
    const kept = items.filter((raw) => {
      // An item with no canonical form (a lone surrogate, 1e400) has no digest: it alone is held, the rest is served.
      if (!isObject(raw) || keyOf(kind, raw) === undefined || deeperThan(raw, MAX_ITEM_DEPTH) || notCanonical(raw) !== undefined) return false;
      const item = plan.secrets.length > 0 ? redactJson(raw, plan.secrets) : raw;
      const cap = buildCapability(kind, item, origin, { volatileMeta: plan.volatileMeta });
      const seen = publication.record(cap.ref)?.live;
      // Only a known definition that moved: an item the capture never recorded (filtered out by config) stays hidden.
      if (seen && seen.digest !== cap.digest) drift = true;
      return publication.publishable(cap.ref, cap.digest);
    });
    // A definition that moved without list_changed: catch up, the client hears list_changed if publication moves.
    if (drift) void this.capture();
    return { ...result, [field]: kept };
  }

  // ------------------------------------------------------------------ upstream -> downstream

  private async waitInitialized(): Promise<void> {
    if (this.initialized) return;
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new WireError(UPSTREAM_DOWN_CODE, 'the client has not finished initializing')), 30_000);
      t.unref();
      this.readyWaiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  private related(): { relatedRequestId?: RequestId } {
    const id = this.inflight[this.inflight.length - 1];
    return id === undefined ? {} : { relatedRequestId: id };
  }

  private async toDownstream(req: JSONRPCRequest, signal: AbortSignal): Promise<JsonObject> {
    try {
      await this.waitInitialized();
      return (await this.server.request({ method: req.method, params: req.params } as never, ResultSchema, {
        signal,
        timeout: this.deps.requestTimeoutMs,
        ...this.related(),
      })) as JsonObject;
    } catch (err) {
      throw asWire(err);
    }
  }

  private async fromUpstream(n: Notification): Promise<void> {
    const kinds = Object.entries(NOTIFY).filter(([, m]) => m === n.method);
    if (kinds.length > 0) {
      // Never passed on as is: the client hears list_changed only when the publication changes.
      await this.capture();
      return;
    }
    if (n.method === 'notifications/resources/updated' && isObject(n.params) && this.deps.publication.refusal(this.resourceRef(String(n.params.uri)))) return;
    if (!this.initialized) await this.waitInitialized().catch(() => undefined);
    await this.server.notification(n as never, this.related()).catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe();
    const up = this.upstream ?? (await this.connecting?.catch(() => undefined));
    this.upstream = undefined;
    await up?.close();
    await this.server.close().catch(() => undefined);
    this.onclose?.();
  }
}
