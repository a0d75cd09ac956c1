// One downstream session of the guard: a JSON-RPC peer facing the client, the capture's client facing the real server,
// and every request and notification passed through both ways, except that only approved definitions are published.
import type { InitializeResult } from '@modelcontextprotocol/sdk/types.js';
import { RpcPeer } from '../rpc/peer.js';
import type { RequestId, RpcNotification, RpcRequest } from '../rpc/messages.js';
import type { RpcTransport } from '../rpc/transport.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JsonObject, Kind, ProtocolEra, Snapshot } from '../core/shared/model.js';
import { KIND_METHOD, KINDS, SNAPSHOT_FORMAT } from '../core/shared/model.js';
import type { IdentityCheck } from '../core/identity/identity.js';
import { listSurface, listSurfaceAtOnce, oneLine, openSession, originOf, serverIdentity, type SurfacePlan } from '../capture/capture.js';
import { redactJson } from '../capture/lists.js';
import { isTimeout, type EraChoice, type Session } from '../capture/connect.js';
import { isRefusal } from '../capture/eras.js';
import { bytesOfResult } from '../rpc/lines.js';
import type { Publication } from './publication.js';
import type { CallAudit } from '../audit/calls.js';
import type { CallEvent } from '../audit/model.js';
import { killOnExit } from './exit-kill.js';
import { nextTurn } from './turn.js';
import { GUARD_VERSIONS, MODERN_VERSION, modernEnvelope, modernResult, withoutEnvelope } from './modern.js';
import type { Refusal } from './decide.js';
import { filterList, ListBudget, requireStringTarget, resourceRef, targetRef, type ListBounds } from './targets.js';
import { discoverResult, initializeResult, type FaceDeps } from './face.js';
import { admitNotification, DOOR_LIMITS, forgedQuestion, refuseRequest, Waiting, type DoorLimits, type Sender, type TurnedAway } from './door.js';
import { baseInitializeResult, initializeParams, type InitializeParams } from './initialize.js';
import { ACKNOWLEDGED, accepts, honoredFilter, isListenEnvelope, LISTEN_METHOD, listenClosed, listenUpstream, stamped, upstreamFilter } from './listen.js';
import { asWire, INVALID_PARAMS_CODE, isObject, LIST_KIND, MAX_RECHECKS, NOTIFY, refusalMessage, REFUSED_CODE, TARGETED, UNSUPPORTED_VERSION_CODE, UPSTREAM_DOWN_CODE, WireError } from './wire.js';
import type { GuardPolicy } from '../core/approval/approval.js';
import { argumentsDigest, inputViolationOf, outputViolationOf, ruleText, violationOf, type Violation } from './scope.js';
import { CONFIRM_KEY, confirmationParams, Confirmations, isYes, type Question } from './confirm.js';
import type { CallDecision, CallOutcome } from './call-decision.js';
import { Freshness, SYSTEM_CLOCK, type FreshnessClock } from './freshness.js';
import { callForwarded } from './lean-v8.js';
import { DEFAULT_MAX_AGE_MS, UPSTREAM_HEADROOM } from './limits.js';
import type { Prelaunch } from './prelaunch.js';

export { errorObject, refusalMessage, REFUSED_CODE } from './wire.js';

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
  /** The clock the freshness bound is kept by (default the system's; tests drive it). */
  clock?: FreshnessClock;
  /** Verifies which code a launch would run (src/identity/gate.ts); absent: launches are not pinned. */
  identity?: IdentityCheck;
  /** How many of the upstream's requests may wait for the client, and how long (default DOOR_LIMITS). */
  door?: DoorLimits;
  /**
   * A gateway member's bounds: on one list (its pages together), and on an answer, which past its bound (a list page's
   * maxBytes, else limits.maxMessageBytes) is refused unread instead of parsed and held (one member's volume must not
   * hold the others' traffic). Absent: the capture's limits alone.
   */
  listBounds?: ListBounds;
  /** The change policy (its call entries: out-of-scope, output-mismatch). */
  policy?: GuardPolicy;
  /** The per-call confirmations this guard process issued to clients asked in band. */
  confirmations?: Confirmations;
  /** Hears every decision on a tools/call. */
  onCall?: (d: CallDecision) => void;
  /** Records every decision on a tools/call (src/audit/calls.ts); a call to forward that it cannot record is refused. */
  audit?: CallAudit;
  /** The upstream's process, started while the guard opened (a stdio guard's one session takes it for its first start). */
  prelaunch?: Prelaunch;
}

/** How each outcome reads in the audit log. */
const AUDITED: Record<CallOutcome, CallEvent['decision']> = {
  forwarded: 'forwarded',
  'confirmed-by-user': 'confirmed',
  'refused-held': 'refused',
  'refused-out-of-scope': 'refused',
  'result-refused': 'result-refused',
  'result-recorded': 'result-recorded',
};

/** A call whose audit record could not be written is not forwarded: nothing runs unrecorded. */
function unaudited(ref: string | undefined): never {
  throw new WireError(REFUSED_CODE, `mcp-contract guard: refused a call to ${ref ?? 'this capability'}: the audit log cannot be written`);
}

/** How one request came: whether its client is asked in band (2026-07-28), and the capabilities it declared. */
interface Via {
  inBand: boolean;
  caps: JsonObject;
}

/** A call's confirmation by the user, bound to its ref, its arguments and the digest served when asked. */
type Confirmed = Question;

export { DEFAULT_MAX_AGE_MS, UPSTREAM_HEADROOM };

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
  /**
   * The client's end: requests and notifications from it, and what the guard sends it. Ids from 1: the SDK's client
   * ignores a cancellation of request 0 (it tests the id for truth).
   */
  readonly peer = new RpcPeer(1);
  private upstream?: Session;
  private connecting?: Promise<Session>;
  private init?: InitializeParams;
  private initialized = false;
  private readyWaiters: Array<() => void> = [];
  private inflight: RequestId[] = [];
  private capturing?: Promise<void>;
  private captureAgain = false;
  /** The reason each kind's last list failed, as logged: a failure is logged when it starts or changes, not per capture. */
  private readonly listFailures = new Map<Kind, string>();
  private timer?: NodeJS.Timeout;
  private unsubscribe: () => void;
  private unsubscribeIdentity: () => void;
  private closed = false;
  private closing?: Promise<void>;
  private lastExit?: string;
  private lastAttempt = 0;
  /** The freshness bound: when the last finished capture started, and the next one scheduled ahead of the bound. */
  private readonly freshness: Freshness;
  /** A capture taking in an announced change is running: calls wait for it, whatever the age of the last one. */
  private changeInFlight = false;
  /** How many captures have started: one that started while the listen stream was opening may predate it. */
  private captures = 0;
  /**
   * The upstream a capture has completed for. A call or a list is judged only against a capture of the very process
   * that answers it; the client's handshake does not wait for one (openUpstream).
   */
  private captured?: Session;
  /** The session's first capture is being taken in: what it moves in the publication this client was shown already. */
  private quiet = false;
  /** The upstream announced a list change that no capture has started to take in yet. */
  private dirty = false;
  /** Per live upstream: kills its process group if the guard exits first; dropped once it is gone (pids are reused). */
  private exitHooks = new Map<Session, () => void>();
  /** Hear the methods of every list_changed this session announces (the HTTP face's listen streams). */
  private changeListeners = new Set<(methods: string[]) => void>();
  /** Open `subscriptions/listen` requests of this session's own client: their ends, called when the session closes. */
  private listens = new Set<() => void>();
  /** The client spoke 2026-07-28: it hears list changes only on its listen streams. */
  private modernClient = false;
  /**
   * The era of the client this session serves (a gateway's member session is told it: it speaks the 2026-07-28 shape
   * for every client). In `auto` a 2025 client is served by a 2025 upstream session where the upstream serves one.
   */
  private clientEra?: ProtocolEra;
  /** The publication of the era the upstream speaks (deps.publication's, or its other era's: Publication.forEra). */
  private publication: Publication;
  /** The upstream's requests waiting for the client (sampling, elicitation, roots). */
  private readonly waiting: Waiting;
  /** What the door turned away and was logged, so a flood is one line. */
  private turned = new Set<string>();
  /** Under listBounds: what each kind's list has judged since its first page; the kinds whose excess was logged. */
  private budgets = new Map<Kind, ListBudget>();
  private overLogged = new Set<Kind>();
  onclose?: () => void;
  /** Hears the upstream going away (the gateway marks it unavailable and tells its client at once). */
  onupstreamdown?: (reason: string) => void;
  /** Hears a start that failed, instead of the log (the gateway folds it into its own one line). */
  onstartfailed?: (why: string, stderrTail: string) => void;
  /**
   * Whether a 2026-07-28 request's client is asked in band (an input_required result). The gateway says no for its
   * 2025 clients, whose requests reach this session in the 2026-07-28 shape but who answer requests on the wire.
   */
  inBand?: () => boolean;
  /** A scope for ref when its approval sets none (a gateway profile's default scopes). */
  defaultScope?: (ref: string) => JsonObject | undefined;

  constructor(private readonly deps: GuardDeps) {
    this.publication = deps.publication;
    this.waiting = new Waiting(deps.door ?? DOOR_LIMITS);
    this.freshness = new Freshness(deps.maxAgeMs, deps.clock ?? SYSTEM_CLOCK, () => {
      if (this.upstream && !this.closed) void this.capture().catch(() => undefined);
    });
    const peer = this.peer;
    peer.setRequestHandler('initialize', (req) => this.initialize(req));
    peer.setNotificationHandler('notifications/initialized', () => this.ready());
    // Everything else, logging/setLevel included, is the upstream's to answer. A listen request stays open for the
    // session's life: it must not become the request others relate to.
    peer.fallbackRequestHandler = (req, extra) => (req.method === LISTEN_METHOD ? this.handle(req, extra.signal) : this.tracked(req.id, () => this.handle(req, extra.signal)));
    peer.fallbackNotificationHandler = async (n) => {
      await this.upstream?.client.notification(n.method, n.params).catch(() => undefined);
    };
    peer.onclose = () => void this.close();
    this.unsubscribe = this.publication.onChange((kinds) => void this.notifyChanged(kinds));
    this.unsubscribeIdentity = deps.identity?.onChange(() => void this.notifyChanged([...KINDS])) ?? (() => undefined);
    if (deps.intervalMs > 0) {
      this.timer = setInterval(() => void this.capture(), deps.intervalMs);
      this.timer.unref();
    }
  }

  private get face(): FaceDeps {
    return { approved: this.deps.approved, surface: this.deps.plan.surface, log: this.deps.log, instructions: () => this.publication.instructions() };
  }

  /** Our transports, or the SDK's (its HTTP server transport, its in-memory pair): the same JSON-RPC on the wire. */
  async connect(transport: RpcTransport | Transport): Promise<void> {
    await this.peer.connect(transport as RpcTransport);
  }

  /** A 2025-era client's initialize: the version as the SDK Server negotiates it, the rest as far as approved. */
  private async initialize(req: RpcRequest): Promise<JsonObject> {
    const params = initializeParams(req.params);
    this.init = params;
    this.servesEra('legacy');
    // Unapproved code is never started: the client connects to the guard alone and sees nothing until approval.
    const upstream = await this.ensureUpstream().catch((e: unknown) => {
      if (this.deps.identity?.held()) return undefined;
      throw e;
    });
    const base = baseInitializeResult(params, this.deps.version);
    return (upstream ? initializeResult(base, upstream, this.face) : heldInitializeResult(base)) as unknown as JsonObject;
  }

  private ready(): void {
    this.initialized = true;
    for (const w of this.readyWaiters.splice(0)) w();
  }

  /**
   * Every request from the client, of either era. A 2026-07-28 request (its `_meta` envelope says so) is unwrapped,
   * meets the same onRequest as a 2025 one, and its result is dressed for its era.
   */
  async handle(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    const env = modernEnvelope(req.params);
    if (!env) return this.onRequest(req, signal, { inBand: false, caps: this.clientCapabilities() });
    if (env.version !== MODERN_VERSION)
      throw new WireError(UNSUPPORTED_VERSION_CODE, `Unsupported protocol version: ${env.version.slice(0, 40)}`, { supported: GUARD_VERSIONS, requested: env.version.slice(0, 40) });
    this.modernClient = true;
    this.servesEra('modern');
    if (!this.init) this.init = { protocolVersion: env.version, clientInfo: { name: env.client.name, version: env.client.version }, capabilities: env.client.capabilities };
    if (!this.initialized) this.ready();
    if (req.method === 'server/discover') return modernResult(req.method, discoverResult(await this.ensureUpstream(), this.face));
    if (req.method === LISTEN_METHOD) return modernResult(req.method, await this.serveListen(req, signal));
    const via = { inBand: this.inBand?.() ?? true, caps: env.client.capabilities };
    return modernResult(req.method, await this.onRequest({ ...req, params: withoutEnvelope(req.params as JsonObject | undefined) }, signal, via));
  }

  /** The era of this session's client, as the first who knows says (the gateway before its member's first request). */
  servesEra(era: ProtocolEra): void {
    this.clientEra ??= era;
  }

  /**
   * The inputSchema of the tool approved under name: the only one ever published under it. Known before any capture
   * (a first call is checked too); a held tool's call is refused after the check, and its header error shows only what
   * the user approved. Asked only of 2026-07-28 requests (Mcp-Param headers), so judged by that era's approvals.
   */
  async toolSchema(name: string): Promise<unknown> {
    return (await this.deps.publication.forEra('modern')).definition(`tool:${name}`)?.inputSchema;
  }

  // ------------------------------------------------------------------ upstream

  /**
   * How to open the upstream: as configured, except that in `auto` a 2025 client's session opens with initialize, as
   * the client itself would, so a dual-era upstream serves it its 2025 side (sampling, elicitation, roots and logging
   * on the session, the name and lists it gives 2025 clients). An upstream that refuses initialize (2026-07-28 only)
   * is then negotiated with as before.
   */
  private async openFor(plan: SurfacePlan, onGarbage: (line: string) => void, onSession: (s: Session) => void): Promise<Session> {
    const first: EraChoice | undefined = plan.era === 'auto' && this.clientEra === 'legacy' ? 'legacy' : undefined;
    if (!first) return openSession(plan, onGarbage, onSession);
    try {
      return await openSession(plan, onGarbage, onSession, first);
    } catch (e) {
      if (!isRefusal(e)) throw e;
      // A process started ahead was closed with the refused attempt: the negotiation starts its own.
      const fresh = { ...plan };
      delete fresh.spawned;
      return openSession(fresh, onGarbage, onSession);
    }
  }

  /** Judged from now on by the publication of the era the upstream speaks; list changes heard from it alone. */
  private async judgeIn(era: ProtocolEra): Promise<void> {
    const publication = await this.deps.publication.forEra(era);
    if (publication === this.publication) return;
    this.unsubscribe();
    this.publication = publication;
    this.unsubscribe = publication.onChange((kinds) => void this.notifyChanged(kinds));
  }

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
    // A process started ahead (the stdio guard's prelaunch) passed the identity gate just before it started.
    const spawned = await this.deps.prelaunch?.take();
    const held = spawned ? undefined : await this.deps.identity?.beforeLaunch();
    if (held) {
      // What the held code serves is read (it alone, no client traffic) so the person sees the upgrade's changes
      // before approving it; the client still gets nothing from it.
      void this.deps.identity?.readHeldSurface?.(() => this.readHeldSurface());
      throw new WireError(REFUSED_CODE, held);
    }
    // A crash loop must not become a spawn loop: one attempt per second at most.
    const wait = this.lastAttempt + 1000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    this.lastAttempt = Date.now();
    const reconnect = this.lastExit !== undefined;
    let attempt: Session | undefined;
    const client = { name: init.clientInfo.name, version: init.clientInfo.version, capabilities: (init.capabilities ?? {}) as JsonObject };
    let session: Session;
    try {
      // The connection tolerates UPSTREAM_HEADROOM times the message limit, so one oversize item or result is held by
      // the guard (with a clear line) instead of the connection being cut and the upstream restarted on every request.
      const limits = { ...plan.limits, maxMessageBytes: plan.limits.maxMessageBytes * UPSTREAM_HEADROOM };
      // A gateway member's answer past its bound is refused unread: parsing it held every member's traffic.
      const bounds = this.deps.listBounds;
      const unread = bounds ? { unreadBytes: plan.limits.maxMessageBytes, unreadListBytes: Math.min(bounds.maxBytes, plan.limits.maxMessageBytes) } : {};
      session = await this.openFor(
        { ...plan, client, limits, ...unread, ...(spawned ? { spawned } : {}) },
        (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${oneLine(line, plan.secrets).slice(0, 200)}`),
        (s) => {
          attempt = s;
          this.wire(s);
        },
      );
    } catch (err) {
      const exit = attempt?.exitReason();
      const tail = attempt?.stderr?.tail(5);
      // A server that reads and never answers: say which step it failed to answer, and for how long.
      const cause = isTimeout(err) ? `no answer to initialize within ${plan.timeouts.initializeMs / 1000} s` : ((err as Error)?.message ?? String(err));
      const why = oneLine(`${exit ? `server exited (${exit}): ` : ''}${cause}`, plan.secrets);
      const detail = tail ? `\n${oneLine(tail, plan.secrets)}` : '';
      if (this.onstartfailed) this.onstartfailed(why, detail);
      else log(`upstream "${plan.server}" did not start: ${why}${detail}`);
      throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${plan.server}" is not available: ${why}`);
    }
    try {
      await this.judgeIn(session.era);
    } catch (e) {
      await session.close();
      throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: cannot read the ${session.era} era's store: ${(e as Error).message}`);
    }
    this.interceptProgress(session);
    this.upstream = session;
    // Never awaited: on HTTP the listen request is answered by a stream whose headers a server (or a proxy) may hold
    // until its first event, and no client's answer may wait on that.
    void this.listenTo(session);
    if (session.pid !== undefined) this.exitHooks.set(session, killOnExit(session.pid));
    log(`${reconnect ? 'reconnected to' : 'connected to'} upstream "${plan.server}"${session.pid ? ` (pid ${session.pid})` : ''}`);
    // The client's initialize (or server/discover) is answered without waiting for this capture: it needs only what
    // the upstream's own handshake said. Lists wait for it (listed()), calls too (fresh()).
    this.capture().catch((e: unknown) => log(`upstream "${plan.server}": its first capture failed: ${oneLine((e as Error)?.message ?? String(e), plan.secrets)}`));
    return session;
  }

  /**
   * Starts the held code as the upstream is started (same command, environment, user and limits), as the guard's own
   * client that declares no capability (no roots, sampling or elicitation reach it), lists what it serves into the
   * store, and stops it. Nothing it says reaches the client: its records stay held until a person approves them.
   */
  private async readHeldSurface(): Promise<void> {
    const { plan, log } = this.deps;
    let pid: number | undefined;
    const session = await openSession(
      { ...plan, client: { name: 'mcp-contract-guard', version: this.deps.version, capabilities: {} } },
      (line) => log(`the held code wrote a non-JSON-RPC line to stdout: ${oneLine(line, plan.secrets).slice(0, 200)}`),
      (s) => void (pid = s.pid),
    );
    const release = pid !== undefined ? killOnExit(pid) : undefined;
    try {
      const surface = await listSurface(session, plan);
      const publication = await this.deps.publication.forEra(session.era);
      await publication.observe({ format: SNAPSHOT_FORMAT, server: this.deps.approved.server, surfaces: { [plan.surface]: surface } });
    } finally {
      await session.close();
      release?.();
    }
  }

  private wire(s: Session): void {
    const client = s.client;
    // Roots, sampling and elicitation are the downstream client's to answer.
    client.removeRequestHandler('roots/list');
    client.fallbackRequestHandler = (req, extra) => this.toDownstream(req, extra.signal);
    client.fallbackNotificationHandler = (n) => this.fromUpstream(n, s);
    client.onclose = () => {
      this.exitHooks.get(s)?.();
      this.exitHooks.delete(s);
      // An attempt that never came up is reported once, by openUpstream; only the live upstream can go away.
      if (this.upstream !== s) return;
      this.upstream = undefined;
      if (this.closed) return;
      this.lastExit = s.exitReason() ?? 'connection closed';
      const tail = s.stderr?.tail(5);
      this.deps.log(`upstream "${this.deps.plan.server}" went away (${oneLine(this.lastExit, this.deps.plan.secrets)}); it is restarted on the next request${tail ? `\n${oneLine(tail, this.deps.plan.secrets)}` : ''}`);
      this.onupstreamdown?.(this.lastExit);
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
        // An announced change this capture takes in: calls wait for it to finish, not only for a newer one.
        this.changeInFlight ||= this.dirty;
        this.dirty = false;
        const at = this.freshness.started();
        this.captures++;
        const s = this.upstream;
        if (!s) return;
        const first = this.captures === 1;
        const surface = await listSurfaceAtOnce(s, this.deps.plan);
        this.logListFailures(surface);
        const snap: Snapshot = { format: SNAPSHOT_FORMAT, server: this.deps.approved.server, surfaces: { [this.deps.plan.surface]: surface } };
        // Listing digested every item in this turn; the reconcile is the next stage (src/guard/turn.ts).
        await nextTurn();
        this.quiet = first;
        try {
          await this.publication.observe(snap);
        } catch (e) {
          this.deps.log(`cannot update the store: ${(e as Error).message}`);
        } finally {
          this.quiet = false;
        }
        this.freshness.finished(at);
        if (this.upstream === s) this.captured = s;
      } while (this.captureAgain && !this.closed);
    })().finally(() => {
      this.capturing = undefined;
      this.changeInFlight = false;
    });
    return this.capturing;
  }

  /**
   * A list the capture could not read (an item nested deeper than the capture walks, a page that failed) leaves its
   * items out of what this capture saw: the operator hears it, once per failure, with the capture's own reason.
   */
  private logListFailures(surface: Snapshot['surfaces'][string]): void {
    for (const kind of KINDS) {
      const o = surface.kinds[kind]?.observation;
      const why = o?.state === 'failed' ? (o.error ?? 'failed') : undefined;
      if (why === this.listFailures.get(kind)) continue;
      if (why === undefined) this.listFailures.delete(kind);
      else {
        this.listFailures.set(kind, why);
        this.deps.log(`upstream "${this.deps.plan.server}": its ${KIND_METHOD[kind].method} could not be read: ${oneLine(why, this.deps.plan.secrets)}`);
      }
    }
  }

  private async notifyChanged(kinds: Kind[]): Promise<void> {
    // The session's first capture moves the publication from the store as it was read to what the upstream serves:
    // this client has seen no list before it (listed() waits for it), as when the handshake waited for it.
    if (this.closed || this.quiet) return;
    const methods = [...new Set(kinds.map((k) => NOTIFY[k]))];
    for (const fn of this.changeListeners) fn(methods);
    if (!this.initialized || this.modernClient) return;
    for (const method of methods) await this.peer.notification(method).catch(() => undefined);
  }

  /**
   * Resolves once a capture of the live upstream is in: the store then holds what it serves, as it did when the
   * handshake waited for the capture (a caller that reads the store right after connecting waits for this).
   */
  async settled(): Promise<void> {
    while (this.upstream && this.captured !== this.upstream && !this.closed) await (this.capturing ?? this.capture());
  }

  /** Hears the list changes this session announces (what a listen stream carries); returns how to stop. */
  onListChanged(fn: (methods: string[]) => void): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  /**
   * A modern upstream that offers list changes sends them only on a `subscriptions/listen` stream: the guard opens
   * one, so a change re-captures at once as a 2025 server's list_changed does. Without it the interval and the
   * freshness check still catch the change.
   */
  private async listenTo(session: Session): Promise<void> {
    const filter = upstreamFilter(session);
    const envelope = session.client.envelope;
    if (!filter || !envelope) return;
    const before = this.captures;
    try {
      await listenUpstream(session, filter, envelope);
      this.deps.log(`listening for list changes from upstream "${this.deps.plan.server}" (subscriptions/listen)`);
      // A change made before the server took the subscription in was announced to no one: a capture that ran while the
      // stream was opening may have listed before it, so one more is taken now that every later change is heard.
      if (this.captures !== before && this.upstream === session) void this.capture();
    } catch (e) {
      // A stream cut because this upstream went away (the session closed, a restart) is no failure to report.
      if (this.upstream !== session) return;
      this.deps.log(`cannot listen for list changes from upstream "${this.deps.plan.server}": ${oneLine((e as Error).message, this.deps.plan.secrets)}`);
    }
  }

  /**
   * A listen request of this session's own (2026-07-28) client: acknowledged, then every list change the guard
   * announces goes out on it, stamped with its id, until the client cancels it or the session closes.
   */
  private async serveListen(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    const filter = honoredFilter(req.params);
    const ack = stamped(ACKNOWLEDGED, req.id, { notifications: filter });
    await this.peer.notification(ack.method, ack.params);
    if (Object.keys(filter).length === 0 || this.closed) return listenClosed(req.id);
    return new Promise((resolve) => {
      const stop = this.onListChanged((methods) => {
        for (const m of methods) {
          if (!accepts(filter, m)) continue;
          const n = stamped(m, req.id);
          void this.peer.notification(n.method, n.params).catch(() => undefined);
        }
      });
      const end = (): void => {
        stop();
        this.listens.delete(end);
        resolve(listenClosed(req.id));
      };
      this.listens.add(end);
      signal.addEventListener('abort', end, { once: true });
    });
  }

  // ------------------------------------------------------------------ downstream -> upstream

  /** Runs fn as the request the upstream's own requests (sampling, elicitation) relate to. */
  async tracked<T>(id: RequestId, fn: () => Promise<T>): Promise<T> {
    this.inflight.push(id);
    try {
      return await fn();
    } finally {
      this.inflight.splice(this.inflight.indexOf(id), 1);
    }
  }

  /**
   * The client's own progress token goes upstream unchanged, and its progress is taken off the upstream transport as
   * it is read, so it reaches the client ahead of the result it came with and tagged with the client's request.
   */
  private progress = new Map<string, RequestId>();

  private async forward(req: RpcRequest, signal: AbortSignal, upstream: Session): Promise<JsonObject> {
    const token = isObject(req.params?._meta) ? req.params._meta.progressToken : undefined;
    const key = token === undefined ? undefined : JSON.stringify(token);
    if (key !== undefined) this.progress.set(key, req.id);
    try {
      const result = await upstream.client.request(req.method, req.params, {
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
      if (isListenEnvelope(m)) {
        if (m.id !== undefined) this.deps.log(`upstream "${this.deps.plan.server}" ended its list-change subscription; the interval and per-call checks remain`);
        return;
      }
      // Marked as it is read: a call that arrives after it must not be judged on the old capture.
      if (m.id === undefined && typeof m.method === 'string' && m.method.endsWith('/list_changed')) this.dirty = true;
      if (m.method === 'notifications/progress' && m.id === undefined) {
        const id = this.progress.get(JSON.stringify(m.params?.progressToken));
        if (id !== undefined) void this.peer.notification('notifications/progress', m.params, { relatedRequestId: id }).catch(() => undefined);
        return;
      }
      next?.(message, extra);
    };
  }

  private async onRequest(req: RpcRequest, signal: AbortSignal, via: Via): Promise<JsonObject> {
    try {
      requireStringTarget(req);
      const kind = LIST_KIND[req.method];
      const held = this.upstream ? undefined : this.deps.identity?.held();
      if (held && req.method === 'tools/call') await this.deps.audit?.call({ method: req.method, ref: this.targetRef(req) ?? req.method, params: req.params, decision: 'refused', why: 'identity-held' });
      if (held) return heldAnswer(kind, held);
      if (kind) return await this.listed(kind, await this.forward(req, signal, await this.ensureUpstream()), isObject(req.params) && req.params.cursor !== undefined);
      if (!TARGETED.has(req.method)) return await this.forward(req, signal, await this.ensureUpstream());
      return await this.checkedForward(req, signal, via);
    } catch (err) {
      throw asWire(err);
    }
  }

  /**
   * A call is judged against a capture of the very process that will answer it: after a restart, after an announced
   * change, and when the last capture is older than maxAgeMs, the capture comes first. Should the upstream be
   * replaced between the check and the send, the check runs again.
   */
  private async checkedForward(original: RpcRequest, signal: AbortSignal, via: Via): Promise<JsonObject> {
    const call = original.method === 'tools/call';
    this.freshness.called();
    if (call) this.requireObjectArguments(original);
    const args = call && isObject(original.params?.arguments) ? original.params.arguments : {};
    const argsDigest = argumentsDigest(args);
    // A 2026-07-28 client's answer to our question: taken off the call (its upstream never sees it), judged below.
    const { req, confirmed: answered } = call ? this.answerOf(original, argsDigest) : { req: original, confirmed: undefined };
    let confirmed = answered;
    for (let attempt = 0; ; attempt++) {
      // A server that announces changes without pause must not hold a call in this loop forever.
      if (attempt === MAX_RECHECKS) throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${this.deps.plan.server}" kept changing while the call was checked`);
      // The common case waits for nothing: a live upstream, a young capture, a ref the guard has seen.
      const upstream = this.freshNow() ?? (await this.fresh());
      const ref = this.targetRef(req);
      const seen = ref === undefined ? undefined : this.publication.refusal(ref);
      const refusal = seen?.state === 'unknown' ? await this.checkUnknown(seen) : seen;
      if (refusal) {
        this.deps.log(this.publication.explain(refusal));
        if (call) void this.decided('refused-held', refusal.ref, argsDigest, { served: this.publication.record(refusal.ref)?.live?.digest, args, refusal });
        throw new WireError(REFUSED_CODE, refusalMessage(refusal), refusal);
      }
      const served = ref === undefined ? undefined : this.publication.record(ref)?.live?.digest;
      if (call && ref !== undefined) {
        const violation = this.scopeViolation(ref, args);
        if (violation && confirmed) {
          // Asked and answered yes: for these very arguments, and only while the approval the user saw still holds.
          if (confirmed.argumentsDigest !== argsDigest || confirmed.servedDigest !== served) throw this.outOfScope(ref, argsDigest, confirmed.rule, 'the definition or the arguments changed since the user was asked');
        } else if (violation) {
          const asked = await this.ask(req, ref, served ?? '', violation, args, argsDigest, via, signal);
          if ('answer' in asked) return asked.answer;
          confirmed = asked;
          continue;
        } else confirmed = undefined;
      }
      // A process restarted while the call waited (the old one died mid-capture) is judged on its own capture first.
      if (this.upstream !== upstream || this.captured !== upstream || this.dirty || this.changeInFlight) continue;
      // Recorded before the call goes: a call the audit log cannot take is refused, never forwarded unrecorded.
      if (call) await this.decided(confirmed ? 'confirmed-by-user' : 'forwarded', ref!, argsDigest, { rule: confirmed?.rule, served, args }).catch(() => unaudited(ref));
      if (call) callForwarded();
      const result = await this.forward(req, signal, upstream);
      if (call) {
        this.boundResult(result);
        if (result.resultType === 'input_required') return this.continuing(result, confirmed, via);
        this.checkOutput(ref!, served, result, argsDigest);
      }
      return result;
    }
  }

  /**
   * The one place a call's decision is made known: onCall hears it, and the audit log records it (the promise rejects
   * only for a call about to be forwarded whose record could not be written; refusals never wait on the log).
   */
  private decided(outcome: CallOutcome, ref: string, argsDigest: string, o: { rule?: string; served?: string; args?: JsonObject; refusal?: Refusal } = {}): Promise<void> {
    const rule = o.rule ?? (o.refusal ? `${o.refusal.state}${o.refusal.rules.length ? ` ${o.refusal.rules.join(', ')}` : ''}` : undefined);
    // Built only for a listener: a guard without one (the CLI's) paid a Date and an object per call for nothing.
    const onCall = this.deps.onCall;
    if (onCall) {
      const d: CallDecision = { outcome, server: this.deps.approved.server, ref, argumentsDigest: argsDigest, at: new Date().toISOString() };
      if (o.served !== undefined) d.servedDigest = o.served;
      if (rule !== undefined) d.rule = rule;
      onCall(d);
    }
    const audit = this.deps.audit;
    if (!audit) return Promise.resolve();
    const why = o.refusal ? { why: o.refusal.state, rules: o.refusal.rules } : outcome === 'refused-out-of-scope' ? { why: 'out-of-scope', rules: [rule ?? ''] } : outcome.startsWith('result-') || outcome === 'confirmed-by-user' ? { why: rule ?? '' } : {};
    return audit.call({ method: 'tools/call', ref, digest: o.served, argumentsDigest: argsDigest, params: o.args === undefined ? undefined : { arguments: o.args }, decision: AUDITED[outcome], ...why });
  }

  /**
   * The scope a call of ref must meet (its approval's, else the profile's default), and the first rule it breaks: the
   * scope's own, else the tool's approved inputSchema's (a scope narrows what the tool takes: a value of another type,
   * or a missing required one, is outside it).
   */
  private scopeViolation(ref: string, args: JsonObject): Violation | undefined {
    const rec = this.publication.record(ref);
    const scope = rec?.approval?.scope ?? this.defaultScope?.(ref);
    if (scope === undefined) return undefined;
    const digest = rec?.approval?.digest ?? rec?.live?.digest ?? ref;
    const input = rec?.live?.definition.inputSchema;
    return violationOf(digest, scope, args) ?? (isObject(input) ? inputViolationOf(rec?.live?.digest ?? digest, input, args) : undefined);
  }

  /**
   * A call's `arguments` is a JSON object or absent (as MCP defines it): anything else is refused before any check,
   * for every tool (were it read as no arguments, a scope would judge `{}` while the upstream got the array or string).
   */
  private requireObjectArguments(req: RpcRequest): void {
    const params = isObject(req.params) ? req.params : {};
    if (!Object.hasOwn(params, 'arguments') || params.arguments === undefined || isObject(params.arguments)) return;
    const ref = this.targetRef(req) ?? 'the call';
    const rule = '/ type';
    this.deps.log(`refused a call to ${ref}: its arguments are no JSON object`);
    void this.decided('refused-out-of-scope', ref, argumentsDigest(params.arguments), { rule });
    throw new WireError(INVALID_PARAMS_CODE, `mcp-contract guard: a call to ${ref} carries arguments that are no JSON object; refused`, { ref, state: 'out-of-scope', rules: [rule] });
  }

  private outOfScope(ref: string, argsDigest: string, rule: string, why: string): WireError {
    this.deps.log(`refused a call to ${ref} outside its approved scope (${rule}): ${why}`);
    void this.decided('refused-out-of-scope', ref, argsDigest, { rule });
    return new WireError(REFUSED_CODE, `mcp-contract guard: a call to ${ref} is outside its approved scope (${rule}); refused`, { ref, state: 'out-of-scope', rules: [rule] });
  }

  /**
   * A call outside the scope: the user is asked (on the wire, or in band for a 2026-07-28 client: then the answer is
   * the input_required result to return), unless the policy denies it or the client declared no elicitation.
   */
  private async ask(req: RpcRequest, ref: string, served: string, violation: Violation, args: JsonObject, argsDigest: string, via: Via, signal: AbortSignal): Promise<Confirmed | { answer: JsonObject }> {
    const rule = ruleText(violation);
    if (this.deps.policy?.outOfScope === 'deny') throw this.outOfScope(ref, argsDigest, rule, '--policy out-of-scope=deny');
    const params = confirmationParams(this.deps.plan.server, ref, violation, args);
    if (refuseRequest('elicitation/create', params, via.caps, this.sender()) !== undefined) throw this.outOfScope(ref, argsDigest, rule, 'the client declared no elicitation to ask the user with');
    const question: Question = { ref, argumentsDigest: argsDigest, servedDigest: served, rule };
    const confirmations = this.deps.confirmations;
    if (via.inBand) {
      if (!confirmations) throw this.outOfScope(ref, argsDigest, rule, 'no way to ask in band');
      return { answer: { resultType: 'input_required', inputRequests: { [CONFIRM_KEY]: { method: 'elicitation/create', params } }, requestState: confirmations.issue(question, Date.now()) } };
    }
    const lifetimeMs = (this.deps.door ?? DOOR_LIMITS).lifetimeMs;
    const answer = await this.peer.request('elicitation/create', params, { signal, timeout: Math.max(1, Math.min(this.deps.requestTimeoutMs, lifetimeMs)), relatedRequestId: req.id }).catch((e: unknown) => {
      if (signal.aborted) throw e;
      throw this.outOfScope(ref, argsDigest, rule, `the user could not be asked (${oneLine((e as Error).message ?? String(e), this.deps.plan.secrets).slice(0, 120)})`);
    });
    if (!isYes(answer)) throw this.outOfScope(ref, argsDigest, rule, `the user did not allow it (${isObject(answer) && typeof answer.action === 'string' ? answer.action.slice(0, 20) : 'no answer'})`);
    return question;
  }

  /**
   * The upstream's own input_required round of a call the user confirmed in band: the state going back to the client
   * is ours, carrying the yes (bound as before) and the upstream's state, so the client's next round is not asked again.
   */
  private continuing(result: JsonObject, confirmed: Confirmed | undefined, via: Via): JsonObject {
    const confirmations = this.deps.confirmations;
    if (!confirmed || !via.inBand || !confirmations) return result;
    const upstream = typeof result.requestState === 'string' ? result.requestState : undefined;
    const q: Question = { ...confirmed, continued: upstream === undefined ? {} : { upstream } };
    return { ...result, requestState: confirmations.issue(q, Date.now()) };
  }

  /**
   * A retried call carrying our request state: the state and our answer taken off (the rest of its input responses and
   * an upstream's own state go on), and the confirmation it holds when the answer is a yes for these arguments.
   */
  private answerOf(req: RpcRequest, argsDigest: string): { req: RpcRequest; confirmed: Confirmed | undefined } {
    const params = (req.params ?? {}) as JsonObject;
    if (!Confirmations.ours(params.requestState)) return { req, confirmed: undefined };
    const out: JsonObject = { ...params };
    delete out.requestState;
    const carried = this.deps.confirmations?.redeem(params.requestState, Date.now());
    if (carried?.continued) {
      // A round of the upstream's own: its responses and its state go on; the yes it carries is checked as before.
      if (carried.continued.upstream !== undefined) out.requestState = carried.continued.upstream;
      const stripped = { ...req, params: out };
      if (carried.ref !== this.targetRef(stripped) || carried.argumentsDigest !== argsDigest) throw this.outOfScope(carried.ref, argsDigest, carried.rule, 'the arguments differ from the ones the user was asked about');
      return { req: stripped, confirmed: carried };
    }
    const responses = isObject(params.inputResponses) ? { ...params.inputResponses } : {};
    const answer = responses[CONFIRM_KEY];
    delete responses[CONFIRM_KEY];
    if (Object.keys(responses).length > 0) out.inputResponses = responses;
    else delete out.inputResponses;
    const stripped = { ...req, params: out };
    const q = carried;
    const ref = this.targetRef(stripped);
    if (!q || q.ref !== ref) throw this.outOfScope(ref ?? 'the call', argsDigest, q?.rule ?? 'scope', 'its confirmation is unknown, expired or used already');
    if (q.argumentsDigest !== argsDigest) throw this.outOfScope(q.ref, argsDigest, q.rule, 'the arguments differ from the ones the user was asked about');
    if (!isYes(answer)) throw this.outOfScope(q.ref, argsDigest, q.rule, `the user did not allow it (${isObject(answer) && typeof answer.action === 'string' ? answer.action.slice(0, 20) : 'no answer'})`);
    return { req: stripped, confirmed: q };
  }

  /**
   * A result is held to the approved outputSchema: structuredContent that breaks it (or is missing, from a tool that
   * declares one and did not fail) is refused, or passed with a finding on stderr under output-mismatch=record.
   */
  private checkOutput(ref: string, served: string | undefined, result: JsonObject, argsDigest: string): void {
    const schema = this.publication.record(ref)?.live?.definition.outputSchema;
    if (!isObject(schema) || result.isError === true) return;
    const violation = result.structuredContent === undefined ? { instancePath: '', keyword: 'structuredContent-missing' } : outputViolationOf(served ?? ref, schema, result.structuredContent);
    if (!violation) return;
    const rule = ruleText(violation);
    if (this.deps.policy?.outputMismatch === 'record') {
      this.deps.log(`finding: the result of ${ref} does not match its approved outputSchema (${rule}); passed (output-mismatch=record)`);
      void this.decided('result-recorded', ref, argsDigest, { rule, served });
      return;
    }
    this.deps.log(`refused the result of ${ref}: it does not match its approved outputSchema (${rule})`);
    void this.decided('result-refused', ref, argsDigest, { rule, served });
    throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: the result of ${ref} does not match its approved outputSchema (${rule}); refused`);
  }

  /**
   * The live upstream when nothing has to happen before a call is judged, else undefined (then fresh() waits): a
   * capture running ahead of the bound does not hold a call while the last finished one is young.
   */
  private freshNow(): Session | undefined {
    if (this.dirty || this.changeInFlight || this.captured !== this.upstream || !this.freshness.young()) return undefined;
    return this.upstream;
  }

  /**
   * The live upstream, with a finished capture of it (this process's, not only the store's) no older than maxAgeMs
   * and no announced change pending.
   */
  private async fresh(): Promise<Session> {
    await this.ensureUpstream();
    if (this.capturing && (this.dirty || this.changeInFlight || this.captured !== this.upstream || !this.freshness.young())) await this.capturing;
    if (this.dirty || this.captured !== this.upstream || !this.freshness.young()) await this.capture();
    return this.upstream ?? this.ensureUpstream();
  }

  /**
   * A result is held to the capture's message limit: a bigger one never reaches the client. Its size is the line it
   * came in, when it came in one: writing a result of a hundred megabytes out again to measure it held every other
   * request of the process for a second.
   */
  private boundResult(result: JsonObject): void {
    const limit = this.deps.plan.limits.maxMessageBytes;
    if ((bytesOfResult(result) ?? Buffer.byteLength(JSON.stringify(result), 'utf8')) > limit)
      throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: the result exceeds limits.maxMessageBytes (${limit} bytes) and was not passed on`);
  }

  private targetRef(req: RpcRequest): string | undefined {
    return targetRef(req, this.publication);
  }

  private resourceRef(uri: string): string {
    return resourceRef(uri, this.publication);
  }

  /**
   * A list page as the client gets it. The page is asked for while the upstream's first capture is still running (the
   * handshake did not wait for it), and judged once that capture is in: a list after connecting meets the store as it
   * did when the handshake waited for the capture (what the policy follows, what is held, the lines logged).
   */
  private async listed(kind: Kind, result: JsonObject, nextPage: boolean): Promise<JsonObject> {
    if (this.captured !== this.upstream && this.capturing) await this.capturing;
    return this.filterList(kind, result, nextPage);
  }

  private filterList(kind: Kind, result: JsonObject, nextPage: boolean): JsonObject {
    // Digested as the capture digests (one origin function): the name the upstream gives itself in the era it speaks.
    const upstream = this.upstream;
    const origin = upstream ? originOf(redactJson(serverIdentity(upstream)!, this.deps.plan.secrets), this.deps.plan) : { server: this.deps.plan.server, surface: this.deps.plan.surface };
    const bounds = this.deps.listBounds;
    const budget = bounds && ((nextPage && this.budgets.get(kind)) || new ListBudget(bounds));
    if (budget) this.budgets.set(kind, budget);
    const out = filterList(kind, result, this.publication, this.deps.plan, origin, budget);
    // A definition that moved without list_changed: caught up as an announced change is (calls wait for it), and the
    // client hears list_changed if publication moves.
    if (out.drift) {
      this.dirty = true;
      void this.capture();
    }
    if (!bounds || out.held === 0) return out.result;
    if (!this.overLogged.has(kind)) {
      this.overLogged.add(kind);
      this.deps.log(`upstream "${this.deps.plan.server}": its ${KIND_METHOD[kind].method} passed ${bounds.maxItems} items or ${bounds.maxBytes} bytes; the rest of it is held (--list-max-items, --list-max-bytes)`);
    }
    // The list ends here: a server with endless pages must not be asked for the next one.
    const ended = { ...out.result };
    delete ended.nextCursor;
    return ended;
  }

  /** A ref the guard has never seen may have just appeared: judged again after one fresh capture. */
  private async checkUnknown(unknown: Refusal): Promise<Refusal | undefined> {
    // A client asking for names that do not exist must not turn into a capture per call.
    if (this.freshness.sinceLastStart() <= 2000) return unknown;
    await this.ensureUpstream();
    await this.capture();
    return this.publication.refusal(unknown.ref);
  }

  // ------------------------------------------------------------------ upstream -> downstream

  private async waitInitialized(ms = 30_000): Promise<void> {
    if (this.initialized) return;
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new WireError(UPSTREAM_DOWN_CODE, 'the client has not finished initializing')), ms);
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

  /**
   * The upstream as the door sees it: held while its identity gate holds it; its log messages only if it declared
   * logging (asked of the session that sent them: it may speak before it becomes the live upstream).
   */
  private sender(s?: Session): Sender {
    return { held: this.deps.identity?.held(), visible: true, logs: isObject(s?.client.getServerCapabilities()?.logging) };
  }

  private clientCapabilities(): JsonObject {
    return (this.init?.capabilities ?? {}) as JsonObject;
  }

  /** One line per session and kind of refusal: a flood of them must not become a flood on stderr. */
  private turnAway(t: TurnedAway): WireError {
    // `undeclared` names one of three methods; every other reason is one line whatever the method.
    const key = t.reason === 'undeclared' ? t.line : t.reason;
    if (!this.turned.has(key)) {
      this.turned.add(key);
      this.deps.log(`upstream "${this.deps.plan.server}": ${t.line}`);
    }
    return t.error;
  }

  /** A request of the upstream's (sampling, elicitation, roots), through the door; it waits lifetimeMs at most. */
  private async toDownstream(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    try {
      const refused = refuseRequest(req.method, req.params, this.clientCapabilities(), this.sender()) ?? forgedQuestion(req.method, req.params) ?? this.waiting.full();
      if (refused) throw this.turnAway(refused);
      return await this.waiting.run(async (deadline) => {
        await this.waitInitialized(deadline - Date.now());
        const timeout = Math.max(1, Math.min(this.deps.requestTimeoutMs, deadline - Date.now()));
        return (await this.peer.request(req.method, req.params, { signal, timeout, ...this.related() })) as JsonObject;
      });
    } catch (err) {
      throw asWire(err);
    }
  }

  private async fromUpstream(n: RpcNotification, from: Session): Promise<void> {
    const kinds = Object.entries(NOTIFY).filter(([, m]) => m === n.method);
    if (kinds.length > 0) {
      // Never passed on as is: the client hears list_changed only when the publication changes.
      await this.capture();
      return;
    }
    if (n.method === 'notifications/resources/updated' && isObject(n.params) && this.publication.refusal(this.resourceRef(String(n.params.uri)))) return;
    const params = admitNotification(n.method, n.params, this.clientCapabilities(), this.sender(from));
    if (params === null) return;
    if (!this.initialized) await this.waitInitialized().catch(() => undefined);
    await this.peer.notification(n.method, params, this.related()).catch(() => undefined);
  }

  /** Ends the session; a second caller (the peer's onclose began it unawaited) waits for the same end. */
  close(): Promise<void> {
    this.closing ??= this.end();
    return this.closing;
  }

  private async end(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.freshness.close();
    this.unsubscribe();
    this.unsubscribeIdentity();
    for (const end of [...this.listens]) end();
    this.changeListeners.clear();
    const up = this.upstream ?? (await this.connecting?.catch(() => undefined));
    this.upstream = undefined;
    await up?.close();
    // A capture still in flight would write the store after the session is gone (and re-create a removed directory).
    await this.capturing?.catch(() => undefined);
    await this.peer.close().catch(() => undefined);
    this.onclose?.();
  }
}
