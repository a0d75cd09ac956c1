// One surface's session: plan, open, list every kind, settle list_changed. Shared by the SDK era capturer
// (eras.ts), the Inspector capturer (inspector.ts) and the orchestration in capture.ts, which depends on them.
import { RpcError, type Params } from '../rpc/messages.js';
import type { Origin } from '../core/shared/canonical.js';
import type { ClientConfig, LimitsConfig, ProtocolEraConfig, ResourceFilter, ServerConfig, SurfaceConfig, TimeoutsConfig } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import type { ClientIdentity, JsonObject, Kind, KindSnapshot, ProtocolObservation, SurfaceSnapshot } from '../core/shared/model.js';
import { KIND_METHOD, KINDS } from '../core/shared/model.js';
import { connect, isTimeout, type EraChoice, type Session, type Target } from './connect.js';
import { childEnv, newRunMarker } from './child-env.js';
import { redact } from './env.js';
import { failed, KindCollector, ListFailure, redactJson, unsupported } from './lists.js';
import { secretsOf } from '../core/shared/secrets.js';
import { TailBuffer } from './process.js';
import type { InProcessServer } from './in-process.js';
import type { ChildStdioTransport } from './stdio.js';
import { DEFAULT_LIMITS, DEFAULT_TIMEOUTS } from './defaults.js';
import { expandSurface, stdioTarget, surfacesOf } from './surface-target.js';
import type { Slots } from './concurrent.js';
import type { EarlyLaunch } from './early-launch.js';
import type { RemoteAccess, SignIn } from '../oauth/access.js';
import { lazyRemoteAccess } from '../oauth/lazy-access.js';
import { grantDir } from '../oauth/store.js';

export { DEFAULT_LIMITS, DEFAULT_TIMEOUTS };

export const CLIENT_NAME = 'mcp-contract';
/**
 * The client version announced at initialize and recorded in every snapshot. Deliberately not the package version:
 * upgrading mcp-contract must not make every committed snapshot stale. Bump it only when capture semantics change.
 */
export const CLIENT_VERSION = '1';

export interface CaptureOptions {
  /** The config file's directory: cwd for build and start, base for relative paths. */
  baseDir: string;
  /**
   * The runner's environment: `${VAR}` references are expanded from it. Processes the capture starts get only the
   * allow-list of child-env.ts (from this process's environment) and what the config names.
   */
  env: Record<string, string | undefined>;
  /** Marks every process this capture starts (child-env.ts); captureServer makes a fresh one per call. */
  marker?: string;
  via?: 'sdk' | 'inspector';
  /** A server object in this process to capture instead of the config's command or URL (in-process.ts). */
  inProcess?: InProcessServer;
  /** Capture only these surfaces. */
  surfaces?: string[];
  log?: (line: string) => void;
  /**
   * Runs in each surface's session once its lists are complete, before the session closes (the SDK path only):
   * canaries call tools over the very connection the capture used.
   */
  afterLists?: (plan: SurfacePlan, session: Session, snapshot: SurfaceSnapshot, deadlineAt: number) => Promise<void>;
  /**
   * Surfaces the last capture saw serve both protocol eras (eras.ts dualEraSurfaces): their second era's process
   * starts beside the first. Only a schedule: what is recorded does not depend on it.
   */
  dualEra?: readonly string[];
  /** The run's concurrency bound: surfaces that are processes of their own are captured side by side in free slots. */
  slots?: Slots;
  /**
   * The snapshot stays inside mcp-contract (the matcher's live side, compared and maybe written, never handed out):
   * capabilities built for a list page sent word for word before are shared, frozen (page-digests.ts).
   */
  reusePages?: boolean;
  /** Where a person's OAuth grants are kept (default: the guard store's directory, oauth/grantDir). */
  grantDir?: string;
  /** `auth login` only: a person may sign in during this capture. */
  signIn?: SignIn;
  /** The CLI's early launch of this server (early-launch.ts): its process serves the first surface's first session. */
  early?: EarlyLaunch;
}

/** Re-lists of one kind prompted by list_changed before it counts as never settling. */
const MAX_RELISTS = 10;

/** Which kinds each list_changed notification invalidates. */
const LIST_CHANGED: ReadonlyArray<{ method: string; kinds: Kind[] }> = [
  { method: 'notifications/tools/list_changed', kinds: ['tool'] },
  { method: 'notifications/prompts/list_changed', kinds: ['prompt'] },
  { method: 'notifications/resources/list_changed', kinds: ['resource', 'resourceTemplate'] },
];

/** Everything one surface capture needs, resolved from config: secrets live only here, never in the result. */
export interface SurfacePlan {
  server: string;
  surface: string;
  target: Target;
  client: ClientIdentity;
  resources: ResourceFilter;
  volatileMeta?: string[];
  timeouts: Required<TimeoutsConfig>;
  limits: Required<LimitsConfig>;
  secrets: string[];
  /** The environment of a process started for this surface without a target env of its own (the inspector route). */
  processEnv: Record<string, string>;
  log: (line: string) => void;
  /** Tool refs with a canary on this surface, recorded in the snapshot (sorted, unique). */
  canaries: string[];
  afterLists?: CaptureOptions['afterLists'];
  /** Which protocol era(s) to capture (config `protocolEra`). */
  era: ProtocolEraConfig;
  /** The second era's process may start beside the first (eras.ts says when it does). */
  concurrentEras: boolean;
  /** CaptureOptions.reusePages. */
  reusePages: boolean;
  /** A stdio answer longer than this is answered as an error unread (a gateway member's); absent: all are read. */
  unreadBytes?: number;
  /** The same for an answer to a list request. */
  unreadListBytes?: number;
  /** The stdio target's process, started already by the caller (the guard's prelaunch): the session opens on it. */
  spawned?: ChildStdioTransport;
}

function clientIdentity(cfg: ClientConfig | undefined): ClientIdentity {
  return {
    name: cfg?.name ?? CLIENT_NAME,
    version: cfg?.version ?? CLIENT_VERSION,
    capabilities: (cfg?.capabilities ?? {}) as JsonObject,
  };
}

export { surfacesOf };

export function planSurface(name: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, opts: CaptureOptions): SurfacePlan {
  const where = `server "${name}"`;
  const expanded = expandSurface(name, server, surface, cfg, opts.env);
  const { url, headers, transport } = expanded;
  const marker = opts.marker ?? newRunMarker();
  let target: Target;
  const oauthSecrets: string[] = [];
  if (opts.inProcess) {
    target = { type: 'in-process', server: opts.inProcess };
  } else if (transport === 'stdio') {
    target = stdioTarget(name, server, surface, cfg, expanded, opts.env, opts.baseDir, marker);
  } else {
    if (!url) throw new UsageError(`${where}: "url" is required for the ${transport} transport`);
    try {
      new URL(url);
    } catch {
      throw new UsageError(`${where}: "url" is not a valid URL`);
    }
    const access = server.oauth ? oauthAccess(name, url, server, surface, cfg, opts) : undefined;
    target = { type: transport, url, headers, ...(access ? { access } : {}) };
    if (access) oauthSecrets.push(...access.secrets);
  }
  return {
    server: name,
    surface,
    target,
    client: clientIdentity(cfg.client ?? server.client),
    resources: cfg.resources ?? server.resources ?? {},
    volatileMeta: server.volatileMeta,
    timeouts: { ...DEFAULT_TIMEOUTS, ...server.timeouts },
    limits: { ...DEFAULT_LIMITS, ...server.limits },
    // Also the bare values of referenced variables and bearer tokens: a server may echo just those.
    secrets: [...secretsOf(server, opts.env), ...oauthSecrets].sort((a, b) => b.length - a.length),
    // Only a process the capture starts reads it; a server in this process has none.
    processEnv: opts.inProcess ? {} : childEnv({}, marker),
    log: opts.log ?? (() => undefined),
    canaries: canaryRefs(server, surface),
    afterLists: opts.afterLists,
    era: cfg.protocolEra ?? server.protocolEra ?? 'auto',
    concurrentEras: opts.dualEra?.includes(surface) ?? false,
    reusePages: opts.reusePages ?? false,
  };
}

/** The server's OAuth access; an Authorization header beside it would be two credentials for one request. */
function oauthAccess(name: string, url: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, opts: CaptureOptions): RemoteAccess {
  const where = `server "${name}"`;
  const named = [server.headers, cfg.headers].some((h) => Object.keys(h ?? {}).some((k) => k.toLowerCase() === 'authorization'));
  if (named) throw new UsageError(`${where}: "oauth" and an Authorization header are two credentials; keep one (surface "${surface}")`);
  // A surface may name its own scope: its grant (and so its token) is its own, and so is the tool list it sees.
  const oauth = cfg.oauthScope ? { ...server.oauth!, scope: cfg.oauthScope } : server.oauth!;
  return lazyRemoteAccess(where, url, oauth, {
    env: opts.env,
    grantDir: opts.grantDir ?? grantDir(undefined, opts.env, opts.baseDir),
    requestMs: server.timeouts?.requestMs ?? DEFAULT_TIMEOUTS.requestMs,
    loginCommand: `mcp-contract auth login --server ${name}`,
    ...(opts.signIn ? { signIn: opts.signIn } : {}),
  });
}

/** A canary runs on its `surface`, by default the server's first one. */
export function canarySurface(server: ServerConfig, surface: string | undefined): string {
  return surface ?? Object.keys(server.surfaces ?? { default: {} })[0] ?? 'default';
}

function canaryRefs(server: ServerConfig, surface: string): string[] {
  const refs = (server.canaries ?? []).filter((c) => canarySurface(server, c.surface) === surface).map((c) => `tool:${c.tool}`);
  return [...new Set(refs)].sort();
}

/** One line, no secrets: what goes into an observation error. */
export function oneLine(text: string, secrets: readonly string[]): string {
  const line = redact(text, secrets).replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

function errorText(err: unknown): string {
  if (err instanceof RpcError && err.code === -32001) return `timed out`;
  // Duck-typed: errors from node internals (fetch) may come from another realm than this module's Error.
  const e = err as { message?: unknown; cause?: unknown } | null;
  if (typeof e !== 'object' || e === null || typeof e.message !== 'string') return String(err);
  // fetch says only "fetch failed"; the reason (ECONNREFUSED, bad port) is on its cause.
  let why: string | undefined;
  for (let c = e.cause as { message?: unknown; code?: unknown; cause?: unknown } | undefined, i = 0; c && typeof c === 'object' && i < 4; c = c.cause as typeof c, i++) {
    if (typeof c.code === 'string') why = c.code;
    else if (typeof c.message === 'string' && c.message) why = c.message;
  }
  // The SDK's StreamableHTTPError keeps the HTTP status in `code` and leaves it out of the message.
  const status = (e as { code?: unknown }).code;
  const message = typeof status === 'number' && status >= 100 && status < 600 && !e.message.includes(String(status)) ? `HTTP ${status}: ${e.message}` : e.message;
  return why && !message.includes(why) ? `${message} (${why})` : message;
}

/** Explains a failure with what the process did, if it went away. */
function describe(err: unknown, session: Session | undefined, plan: SurfacePlan): string {
  const text = isTimeout(err) ? 'timed out' : errorText(err);
  const exit = session?.exitReason();
  if (exit?.startsWith('closed by mcp-contract')) return oneLine(exit.slice('closed by mcp-contract: '.length), plan.secrets);
  return oneLine(exit ? `server exited (${exit}): ${text}` : text, plan.secrets);
}

function logStderr(plan: SurfacePlan, stderr: TailBuffer | undefined): void {
  const tail = stderr?.tail(20);
  if (tail) plan.log(`[${plan.server}/${plan.surface}] server stderr (tail):\n${redact(tail, plan.secrets)}`);
}

export function emptyKinds(make: (kind: Kind) => KindSnapshot): Record<Kind, KindSnapshot> {
  const out = {} as Record<Kind, KindSnapshot>;
  for (const k of KINDS) out[k] = make(k);
  return out;
}

/** Which kinds to list, and why the others are not: shared by the SDK and inspector paths. */
export function kindPlan(capabilities: JsonObject, resources: ResourceFilter): Record<Kind, string | undefined> {
  const out = {} as Record<Kind, string | undefined>;
  for (const k of KINDS) {
    const cap = KIND_METHOD[k].capability;
    if (capabilities[cap] === undefined || capabilities[cap] === null) out[k] = `capability "${cap}" not advertised`;
    else if (k === 'resource' && resources.include === false) out[k] = 'excluded by config';
    else out[k] = undefined;
  }
  return out;
}

export function serverIdentity(session: Session): SurfaceSnapshot['server'] {
  const client = session.client;
  const info = client.getServerVersion() as unknown as JsonObject | undefined;
  const caps = (client.getServerCapabilities() ?? {}) as JsonObject;
  const instructions = client.getInstructions();
  const out: NonNullable<SurfaceSnapshot['server']> = {
    serverInfo: info ?? {},
    protocolVersion: session.protocolVersion ?? '',
    capabilities: caps,
  };
  if (typeof instructions === 'string') out.instructions = instructions;
  const auth = session.authSurface?.();
  if (auth) out.auth = auth;
  return out;
}

/** Opens a session on the plan's target: the era the config pins, else `era` (default: negotiated, modern first). */
export function openSession(plan: SurfacePlan, onGarbage: (line: string) => void, onSession?: (s: Session) => void, era?: EraChoice): Promise<Session> {
  return connect(plan.target, {
    client: plan.client,
    initializeMs: plan.timeouts.initializeMs,
    maxMessageBytes: plan.limits.maxMessageBytes,
    ...(plan.unreadBytes === undefined ? {} : { unreadBytes: plan.unreadBytes }),
    ...(plan.unreadListBytes === undefined ? {} : { unreadListBytes: plan.unreadListBytes }),
    onGarbage,
    onSession,
    era: era ?? plan.era,
    reuseMessages: plan.reusePages,
    ...(plan.spawned ? { spawned: plan.spawned } : {}),
  });
}

/** Follows every page of one list; returns the observation when it did not complete. */
async function listKind(session: Session, plan: SurfacePlan, kind: Kind, collector: KindCollector, origin: Origin, onTimeout?: () => void): Promise<KindSnapshot | undefined> {
  const { method } = KIND_METHOD[kind];
  const ask = (cursor?: string): Promise<Params> => {
    const page = session.client.request(method, cursor === undefined ? undefined : { cursor }, { timeout: plan.timeouts.requestMs });
    // Awaited on the next turn of the loop; a failure while this page is digested must not count as unhandled.
    page.catch(() => undefined);
    return page;
  };
  let next: Promise<Params> | undefined = ask();
  try {
    while (next !== undefined) {
      const cursor = collector.acceptPage(await next);
      // The next page is asked for before this one is read and digested: the server builds it while we hash.
      next = cursor === undefined ? undefined : ask(cursor);
      collector.takeItems();
      collector.digestNew(origin, plan.volatileMeta);
    }
  } catch (err) {
    if (err instanceof ListFailure) return collector.failed(oneLine(err.message, plan.secrets));
    if (err instanceof RpcError && err.code === -32601) return unsupported(`${method}: method not found (-32601)`);
    const page = collector.pages + 1;
    if (isTimeout(err)) onTimeout?.();
    return collector.failed(`${method} page ${page}: ${describe(err, session, plan)}`);
  }
  return undefined;
}

/** Tracks which list is running, so a stray stdout line is recorded as a problem on that list. */
export interface GarbageTracker {
  current?: KindCollector;
  early: number;
}

/**
 * Lists every kind the server advertises on an already open session (the guard re-captures through its live upstream
 * this way). Never throws for server misbehaviour: failed lists are recorded as failed observations.
 */
export async function listSurface(session: Session, plan: SurfacePlan, track: GarbageTracker = { early: 0 }, timedOut: () => boolean = () => false): Promise<SurfaceSnapshot> {
  const { server, origin, reasons } = surfaceStart(session, plan);
  const kinds = {} as Record<Kind, KindSnapshot>;
  for (const kind of KINDS) {
    const reason = reasons[kind];
    kinds[kind] = reason !== undefined ? unsupported(reason) : await listOneKind(session, plan, kind, origin, track, timedOut);
  }
  return surfaceOf(session, plan, server, kinds);
}

/**
 * The guard's capture: every kind's list asked for at once, so the lists cost one round trip to the server, not one
 * per kind in series (what a client connecting through the guard waits for). Each kind's pages still follow one
 * another. Stray stdout lines are not recorded on a list here (the guard logs each as it comes), so nothing needs to
 * know which list is running; the snapshot is the one listSurface builds, kinds in the same order.
 */
export async function listSurfaceAtOnce(session: Session, plan: SurfacePlan): Promise<SurfaceSnapshot> {
  const { server, origin, reasons } = surfaceStart(session, plan);
  const timedOut = new Set<Kind>();
  const listed = await Promise.all(
    KINDS.map((kind) => {
      const reason = reasons[kind];
      return reason !== undefined ? unsupported(reason) : listOneKind(session, plan, kind, origin, { early: 0 }, () => false, () => timedOut.add(kind));
    }),
  );
  const kinds = {} as Record<Kind, KindSnapshot>;
  KINDS.forEach((kind, i) => (kinds[kind] = listed[i]));
  // Each request's timeout runs from when it was sent: a server that answers one request at a time, slowly, answers
  // the last of the lists asked at once later than it would have answered it asked alone. A list that timed out is
  // asked again on its own, as a serial capture would have asked it, before it counts as failed.
  for (const kind of KINDS) if (timedOut.has(kind) && session.exitReason() === undefined) kinds[kind] = await listOneKind(session, plan, kind, origin, { early: 0 }, () => false);
  return surfaceOf(session, plan, server, kinds);
}

function surfaceStart(session: Session, plan: SurfacePlan): { server: NonNullable<SurfaceSnapshot['server']>; origin: Origin; reasons: ReturnType<typeof kindPlan> } {
  const server = redactJson(serverIdentity(session)!, plan.secrets);
  return { server, origin: originOf(server, plan), reasons: kindPlan(server.capabilities, plan.resources) };
}

function surfaceOf(session: Session, plan: SurfacePlan, server: NonNullable<SurfaceSnapshot['server']>, kinds: Record<Kind, KindSnapshot>): SurfaceSnapshot {
  // The era is recorded: the guard judges these lists against the approval of the era they were listed in.
  const protocol: ProtocolObservation = { primary: session.era, eras: { [session.era]: { state: 'served' } } };
  if (plan.era !== 'auto') protocol.pinned = plan.era;
  return { client: plan.client, server, kinds, protocol };
}

/**
 * Where one era's lists were observed, for their digests: the name the server gives itself in that era (a dual-era
 * server may give each era another), else the config's. `snapshot`, `verify` and the guard all digest through it.
 */
export function originOf(server: NonNullable<SurfaceSnapshot['server']>, plan: Pick<SurfacePlan, 'server' | 'surface'>): Origin {
  return { server: typeof server.serverInfo.name === 'string' ? server.serverInfo.name : plan.server, surface: plan.surface };
}

/** Lists one kind whole, with stray stdout lines recorded on it; a timeout names totalMs. */
async function listOneKind(session: Session, plan: SurfacePlan, kind: Kind, origin: Origin, track: GarbageTracker, timedOut: () => boolean, onTimeout?: () => void): Promise<KindSnapshot> {
  const collector = new KindCollector(kind, plan.limits, plan.resources, plan.secrets, plan.reusePages);
  if (track.early > 0) {
    collector.problem({ code: 'stdout-not-jsonrpc', message: `server wrote ${track.early} non-JSON-RPC line(s) to stdout before the lists` });
    track.early = 0;
  }
  track.current = collector;
  const snap = await listKind(session, plan, kind, collector, origin, onTimeout);
  track.current = undefined;
  if (snap === undefined) return collector.complete(origin, plan.volatileMeta);
  if (timedOut()) snap.observation.error = `${KIND_METHOD[kind].method}: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`;
  return snap;
}

/** One era's capture of one surface: the snapshot, and the session's era facts (or why no session opened). */
export interface EraCapture {
  snap: SurfaceSnapshot;
  session?: Pick<Session, 'era' | 'protocolVersion' | 'discover' | 'type' | 'fallback'>;
  openError?: unknown;
}

/**
 * Captures one surface in one session of the given era through the SDK client; `withCanaries` (the first session)
 * runs afterLists in it and logs a failure to open.
 * Never throws for server misbehaviour: it is recorded instead.
 */
export async function captureOneEra(plan: SurfacePlan, era: EraChoice, withCanaries: boolean): Promise<EraCapture> {
  const track: GarbageTracker = { early: 0 };
  const onGarbage = (line: string): void => {
    const current = track.current;
    if (current) {
      current.problem({ code: 'stdout-not-jsonrpc', message: `server wrote a non-JSON-RPC line to stdout: ${oneLine(line, plan.secrets).slice(0, 120)}`, page: current.pages + 1 });
    } else track.early++;
  };
  let session: Session | undefined;
  let attempt: Session | undefined;
  let timedOut = false;
  // totalMs bounds every phase of the session, initialize included (initializeMs may be configured longer).
  const deadlineAt = Date.now() + plan.timeouts.totalMs;
  const deadline = setTimeout(() => {
    timedOut = true;
    void (session ?? attempt)?.close();
  }, plan.timeouts.totalMs);
  deadline.unref();
  try {
    try {
      session = await openSession(plan, onGarbage, (s) => (attempt = s), era);
    } catch (err) {
      const step = era === 'modern' ? 'server/discover' : 'initialize';
      const why = timedOut
        ? `${step} failed: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`
        : `${step} failed: ${describe(err, attempt, plan)}`;
      // A second era's attempt is recorded under protocol.eras; a server that refuses it is not failing.
      if (withCanaries) {
        plan.log(`[${plan.server}/${plan.surface}] ${why}`);
        logStderr(plan, attempt?.stderr);
      }
      return { snap: { client: plan.client, error: why, kinds: emptyKinds(() => failed(why)) }, openError: err };
    }
    const server = redactJson(serverIdentity(session)!, plan.secrets);
    const origin = originOf(server, plan);
    const reasons = kindPlan(server.capabilities, plan.resources);
    const kinds = {} as Record<Kind, KindSnapshot>;
    const changes = watchListChanged(session);
    const listOnce = async (kind: Kind): Promise<void> => {
      changes.dirty.delete(kind);
      kinds[kind] = await listOneKind(session!, plan, kind, origin, track, () => timedOut);
    };
    for (const kind of KINDS) {
      const reason = reasons[kind];
      if (reason !== undefined) {
        kinds[kind] = unsupported(reason);
        continue;
      }
      await listOnce(kind);
    }
    await settle(plan, server.capabilities, kinds, changes, listOnce, () => timedOut);
    const snap: SurfaceSnapshot = { client: plan.client, server, kinds };
    if (KINDS.some((k) => kinds[k].observation.state === 'failed')) logStderr(plan, session.stderr);
    else if (plan.afterLists && withCanaries) await plan.afterLists(plan, session, snap, deadlineAt);
    const { era: spoken, protocolVersion, discover, type, fallback } = session;
    return { snap, session: { era: spoken, protocolVersion, discover, type, fallback } };
  } finally {
    clearTimeout(deadline);
    await session?.close();
  }
}

interface ListChanges {
  /** Kinds announced changed since their last list began. */
  dirty: Set<Kind>;
  /** When the last list_changed for each kind arrived. */
  lastAt: Map<Kind, number>;
}

function watchListChanged(session: Session): ListChanges {
  const changes: ListChanges = { dirty: new Set(), lastAt: new Map() };
  for (const { method, kinds } of LIST_CHANGED) {
    session.client.setNotificationHandler(method, () => {
      for (const k of kinds) {
        changes.dirty.add(k);
        changes.lastAt.set(k, Date.now());
      }
    });
  }
  return changes;
}

/** What a list answered, for telling whether a re-list changed anything. */
function listed(k: KindSnapshot): string {
  return `${k.observation.state} ${k.items.map((c) => c.digest).join(' ')}`;
}

function mayChange(capabilities: JsonObject, kind: Kind): boolean {
  const cap = capabilities[KIND_METHOD[kind].capability];
  return typeof cap === 'object' && cap !== null && (cap as JsonObject).listChanged === true;
}

/** A timer that keeps the process alive (an HTTP session holds no handle of its own while we wait). */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Servers that register capabilities after start-up answer the first list empty and announce the rest with
 * list_changed. When the tool list that may change came back empty, or a notification arrived, the session stays open until
 * settleMs pass without one, re-listing each announced kind; all within totalMs. A kind that keeps changing fails.
 */
async function settle(
  plan: SurfacePlan,
  capabilities: JsonObject,
  kinds: Record<Kind, KindSnapshot>,
  changes: ListChanges,
  listOnce: (kind: Kind) => Promise<void>,
  timedOut: () => boolean,
): Promise<void> {
  const settleMs = plan.timeouts.settleMs;
  // An empty tool list from a server that says it can change is the late-registration signature (an MCP server with no
  // tools is rare). Empty resource templates or prompts are common and do not cost every capture a settle window; their
  // late registration is caught when its list_changed arrives during the capture.
  const emptyMayChange = kinds.tool.observation.state === 'complete' && kinds.tool.items.length === 0 && mayChange(capabilities, 'tool');
  // A change announced before its kind was listed is already in the list (server-everything announces its tools
  // right after initialize): only one announced after its list began calls for a settle window.
  if (settleMs <= 0 || (!emptyMayChange && changes.dirty.size === 0)) return;
  if (!emptyMayChange) {
    // One immediate re-list first: when it answers what the first list did, the change was already in it and no
    // window is spent.
    let moved = false;
    for (const kind of [...changes.dirty]) {
      const before = listed(kinds[kind]);
      await listOnce(kind);
      if (listed(kinds[kind]) !== before) moved = true;
    }
    if (!moved && changes.dirty.size === 0) return;
  }
  const relists = new Map<Kind, number>();
  const gaveUp = new Set<Kind>();
  // A kind given up on no longer keeps the session open.
  const lastChange = (): number => Math.max(0, ...[...changes.lastAt].filter(([k]) => !gaveUp.has(k)).map(([, t]) => t));
  let quietSince = Math.max(Date.now(), lastChange());
  for (;;) {
    for (const k of gaveUp) changes.dirty.delete(k);
    if (timedOut()) {
      // Announced changed and never listed again: what was listed is known to be stale.
      for (const k of changes.dirty) kinds[k] = failed(`${KIND_METHOD[k].method}: changed (list_changed) and not listed again within timeouts.totalMs (${plan.timeouts.totalMs} ms)`);
      return;
    }
    const wait = quietSince + settleMs - Date.now();
    if (wait > 0 && changes.dirty.size === 0) {
      await sleep(Math.min(wait, 50));
      quietSince = Math.max(quietSince, lastChange());
      continue;
    }
    if (changes.dirty.size === 0) return;
    for (const kind of [...changes.dirty]) {
      if (kinds[kind].observation.state === 'unsupported') {
        changes.dirty.delete(kind);
        continue;
      }
      const n = (relists.get(kind) ?? 0) + 1;
      relists.set(kind, n);
      if (n > MAX_RELISTS) {
        gaveUp.add(kind);
        changes.dirty.delete(kind);
        kinds[kind] = failed(`${KIND_METHOD[kind].method}: the server kept announcing list_changed (${MAX_RELISTS} re-lists within timeouts.settleMs windows)`);
        continue;
      }
      await listOnce(kind);
    }
    quietSince = Math.max(Date.now(), lastChange());
  }
}
