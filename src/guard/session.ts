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
import type { JsonObject, Kind, Snapshot } from '../core/model.js';
import { KIND_METHOD, KINDS, SNAPSHOT_FORMAT } from '../core/model.js';
import type { IdentityCheck } from '../core/identity.js';
import { listSurface, oneLine, openSession, type SurfacePlan } from '../capture/capture.js';
import type { Session } from '../capture/connect.js';
import { deeperThan, MAX_ITEM_DEPTH, redactJson } from '../capture/lists.js';
import { cleanTerminal } from '../render/text.js';
import type { Gate, Refusal } from './gate.js';

export interface GuardDeps {
  gate: Gate;
  plan: SurfacePlan;
  approved: Snapshot;
  log: (line: string) => void;
  version: string;
  /** Upper bound for one forwarded request (reset by progress). */
  requestTimeoutMs: number;
  /** Re-capture period; 0 disables it. */
  intervalMs: number;
  /** Verifies which code a launch would run (src/identity/gate.ts); absent: launches are not pinned. */
  identity?: IdentityCheck;
}

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

const NOTIFY: Readonly<Record<Kind, string>> = {
  tool: 'notifications/tools/list_changed',
  prompt: 'notifications/prompts/list_changed',
  resource: 'notifications/resources/list_changed',
  resourceTemplate: 'notifications/resources/list_changed',
};

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The refusal as one line a person (or a model) can act on, with the field-level changes. */
export function refusalMessage(r: Refusal): string {
  const changes = r.changes.map((c) => `${c.rule}${c.pointer ? ` at ${c.pointer}` : ''}: ${c.message}`);
  const why = changes.length ? `; changed: ${changes.join(' | ')}` : r.reason ? `; ${r.reason}` : '';
  const how = r.approve ? `; approve it with: ${r.approve}` : '';
  return cleanTerminal(`${r.capability} is held by mcp-contract guard (state: ${r.state})${why}${how}`, 2000);
}

/** Initialize while the code is held: no upstream, no instructions; list_changed follows the approval. */
function heldInitializeResult(base: InitializeResult): InitializeResult {
  const out: InitializeResult = { ...base, capabilities: { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true } } };
  delete out.instructions;
  return out;
}

/** While the code is held every list is empty and every other request is refused with the one line. */
function heldAnswer(kind: Kind | undefined, line: string): JsonObject {
  if (kind) return { [KIND_METHOD[kind].field]: [] };
  throw new WireError(REFUSED_CODE, line);
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
  private unsubscribeIdentity: () => void;
  private closed = false;
  private lastExit?: string;
  private lastAttempt = 0;
  private lastCapture = 0;
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
      // Unapproved code is never started: the client connects to the guard alone and sees nothing until approval.
      const upstream = await this.ensureUpstream().catch((e: unknown) => {
        if (this.deps.identity?.held()) return undefined;
        throw e;
      });
      const base = await original(req);
      return upstream ? this.initializeResult(base, upstream) : heldInitializeResult(base);
    });
    this.server.oninitialized = () => {
      this.initialized = true;
      for (const w of this.readyWaiters.splice(0)) w();
    };
    this.server.fallbackRequestHandler = (req, extra) => this.tracked(req.id, () => this.onRequest(req, extra.signal)) as never;
    this.server.fallbackNotificationHandler = async (n) => {
      await this.upstream?.client.notification(n as never).catch(() => undefined);
    };
    this.server.onclose = () => void this.close();
    this.unsubscribe = deps.gate.onChange((kinds) => void this.notifyChanged(kinds));
    this.unsubscribeIdentity = deps.identity?.onChange(() => void this.notifyChanged([...KINDS])) ?? (() => undefined);
    if (deps.intervalMs > 0) {
      this.timer = setInterval(() => void this.capture(), deps.intervalMs);
      this.timer.unref();
    }
  }

  async connect(transport: Transport): Promise<void> {
    await this.server.connect(transport);
  }

  private initializeResult(base: InitializeResult, upstream: Session): InitializeResult {
    const caps = (upstream.client.getServerCapabilities() ?? {}) as ServerCapabilities;
    const advertised: ServerCapabilities = {};
    // The guard announces list changes itself whenever the publication changes, whatever the upstream supports.
    if (caps.tools) advertised.tools = { listChanged: true };
    if (caps.prompts) advertised.prompts = { listChanged: true };
    if (caps.resources) advertised.resources = { listChanged: true, ...(caps.resources.subscribe ? { subscribe: true } : {}) };
    if (caps.logging) advertised.logging = {};
    if (caps.completions) advertised.completions = {};
    const info = upstream.client.getServerVersion();
    const out: InitializeResult = { ...base, capabilities: advertised, serverInfo: info ?? base.serverInfo };
    delete out.instructions;
    const instructions = upstream.client.getInstructions();
    const approvedInstructions = this.deps.approved.surfaces[this.deps.plan.surface]?.server?.instructions;
    // Instructions are model-visible text too: only the approved text passes.
    if (instructions !== undefined && instructions === approvedInstructions) out.instructions = instructions;
    else if (instructions !== undefined) this.deps.log('the server\'s instructions differ from the approved snapshot; they are withheld');
    return out;
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
    const held = await this.deps.identity?.beforeLaunch();
    if (held) throw new WireError(REFUSED_CODE, held);
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
        this.lastCapture = Date.now();
        const s = this.upstream;
        if (!s) return;
        const surface = await listSurface(s, this.deps.plan);
        const snap: Snapshot = { format: SNAPSHOT_FORMAT, server: this.deps.approved.server, surfaces: { [this.deps.plan.surface]: surface } };
        try {
          await this.deps.gate.observe(snap);
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

  private async forward(req: JSONRPCRequest, signal: AbortSignal): Promise<JsonObject> {
    const upstream = await this.ensureUpstream();
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
      const held = this.upstream ? undefined : this.deps.identity?.held();
      if (held) return heldAnswer(kind, held);
      if (kind) return this.filterList(kind, await this.forward(req, signal));
      const ref = await this.targetRef(req);
      if (ref !== undefined) {
        const refusal = await this.check(ref);
        if (refusal) throw new WireError(REFUSED_CODE, refusalMessage(refusal), refusal);
      }
      return await this.forward(req, signal);
    } catch (err) {
      throw asWire(err);
    }
  }

  /** The capability a request acts on, if it acts on one. */
  private async targetRef(req: JSONRPCRequest): Promise<string | undefined> {
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
    if (this.deps.gate.record(direct)) return direct;
    for (const rec of this.deps.gate.records()) {
      if (!rec.ref.startsWith('resourceTemplate:') || this.deps.gate.refusal(rec.ref)) continue;
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
    let refusal = this.deps.gate.refusal(ref);
    // A client asking for names that do not exist must not turn into a capture per call.
    if (refusal?.state === 'unknown' && Date.now() - this.lastCapture > 2000) {
      await this.ensureUpstream();
      await this.capture();
      refusal = this.deps.gate.refusal(ref);
    }
    return refusal;
  }

  /** Safe contraction: only items whose digest, computed now, is approved go to the client. */
  private filterList(kind: Kind, result: JsonObject): JsonObject {
    const field = KIND_METHOD[kind].field;
    const items = result[field];
    if (!Array.isArray(items)) return result;
    const { plan, gate } = this.deps;
    const origin = { server: String(this.upstream?.client.getServerVersion()?.name ?? plan.server), surface: plan.surface };
    let drift = false;
    const kept = items.filter((raw) => {
      if (!isObject(raw) || keyOf(kind, raw) === undefined || deeperThan(raw, MAX_ITEM_DEPTH)) return false;
      const item = plan.secrets.length > 0 ? redactJson(raw, plan.secrets) : raw;
      const cap = buildCapability(kind, item, origin, { volatileMeta: plan.volatileMeta });
      const seen = gate.record(cap.ref)?.live;
      // Only a known definition that moved: an item the capture never recorded (filtered out by config) stays hidden.
      if (seen && seen.digest !== cap.digest) drift = true;
      return gate.publishable(cap.ref, cap.digest);
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
    if (n.method === 'notifications/resources/updated' && isObject(n.params) && this.deps.gate.refusal(this.resourceRef(String(n.params.uri)))) return;
    if (!this.initialized) await this.waitInitialized().catch(() => undefined);
    await this.server.notification(n as never, this.related()).catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe();
    this.unsubscribeIdentity();
    const up = this.upstream ?? (await this.connecting?.catch(() => undefined));
    this.upstream = undefined;
    await up?.close();
    await this.server.close().catch(() => undefined);
    this.onclose?.();
  }
}
