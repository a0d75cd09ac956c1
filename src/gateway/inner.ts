// One member inside one downstream session: the single guard's GuardSession, driven in-process. Requests go to its
// handle() in the 2026-07-28 shape (so list changes come to us as events, never as notifications we would have to
// tell apart), and what it sends its client comes back over a Link. An upstream that is down waits out a backoff.
import type { JsonObject, Kind, ProtocolEra } from '../core/shared/model.js';
import type { RpcMessage, RequestId } from '../rpc/messages.js';
import type { SendOptions } from '../rpc/transport.js';
import { GuardSession } from '../guard/session.js';
import { META, MODERN_VERSION } from '../guard/modern.js';
import { asWire, isObject, UPSTREAM_DOWN_CODE, WireError } from '../guard/wire.js';
import { Link } from './link.js';
import type { Member } from './member.js';

export interface ClientFacts {
  name: string;
  version: string;
  capabilities: JsonObject;
  /** The era the client speaks: in `auto` a member serves a 2025 client from its upstream's 2025 side, where it has one. */
  era?: ProtocolEra;
}

export interface InnerEvents {
  /** A message the member's session sends its client (progress, a log message, a sampling request). */
  toClient(inner: Inner, message: RpcMessage, options?: SendOptions): void;
  /** The member's publication moved: these list_changed methods. */
  changed(inner: Inner, methods: string[]): void;
  /** The member came up or went down: everything it published appears or disappears. */
  availability(inner: Inner): void;
  log(line: string): void;
}

/** The server capability that declares each kind. */
const CAPABILITY_OF: Record<Kind, string> = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resources' };

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Pages of one list: a list that never ends must cost a fraction of a second, not the seconds 1000 pages took. */
const MAX_PAGES = 100;
/** The dress a modern answer wears; the gateway dresses its own answers for its client's era. */
const MODERN_FIELDS = ['resultType', 'ttlMs', 'cacheScope'];

let nextId = 0;
const OWN_ID = 'mcp-contract-gateway:';

/** Ids the gateway gives its own requests to a member (never a client's request to relate a message to). */
export function isOwnId(id: RequestId): boolean {
  return typeof id === 'string' && id.startsWith(OWN_ID);
}

export class Inner {
  readonly session: GuardSession;
  readonly link: Link;
  private failures = 0;
  private retryAt = 0;
  /** Whether its upstream answered since it last failed. */
  up = false;
  /** It failed to start or went away, and has not answered since (a member held by its identity gate is not). */
  outage = false;
  /** The capabilities its upstream declared in its last `server/discover` answer; undefined before one. */
  private declared?: JsonObject;
  /** Why the last start failed, for the one line failed() writes. */
  private startFailure?: { why: string; tail: string };
  private restarting?: Promise<unknown>;

  constructor(
    readonly member: Member,
    private readonly client: () => ClientFacts,
    private readonly events: InnerEvents,
  ) {
    this.session = member.guard.newSession();
    this.link = new Link((message, options) => events.toClient(this, message, options));
    void this.session.connect(this.link);
    this.session.onListChanged((methods) => events.changed(this, methods));
    this.session.onupstreamdown = (reason) => this.down(reason);
    this.session.onstartfailed = (why, tail) => (this.startFailure = { why, tail });
  }

  /**
   * Starts a member that is down again without anyone waiting for it (a list answers with what is up now); when it
   * comes up, availability tells the client, which lists again.
   */
  restartInBackground(): void {
    if (!this.outage || !this.callable || this.restarting) return;
    this.restarting = this.request('server/discover', {}, new AbortController().signal)
      .catch(() => undefined)
      .finally(() => (this.restarting = undefined));
  }

  /** Whether to ask it now: not while a failed start is waiting out its backoff. */
  get callable(): boolean {
    return Date.now() >= this.retryAt;
  }

  get retryInSeconds(): number {
    return Math.max(0, Math.ceil((this.retryAt - Date.now()) / 1000));
  }

  private envelope(): JsonObject {
    const c = this.client();
    return { [META.protocolVersion]: MODERN_VERSION, [META.clientInfo]: { name: c.name, version: c.version }, [META.clientCapabilities]: c.capabilities };
  }

  /** One request to the member, answered as a 2025 result (no modern dress). */
  async request(method: string, params: JsonObject | undefined, signal: AbortSignal, id: RequestId = `${OWN_ID}${nextId++}`): Promise<JsonObject> {
    if (!this.callable) throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${this.member.name}" is unavailable (next start in ${this.retryInSeconds} s)`);
    const meta = { ...(params?._meta && typeof params._meta === 'object' ? (params._meta as JsonObject) : {}), ...this.envelope() };
    const req = { jsonrpc: '2.0' as const, id, method, params: { ...(params ?? {}), _meta: meta } };
    const era = this.client().era;
    if (era) this.session.servesEra(era);
    try {
      const result = await this.session.tracked(id, () => this.session.handle(req, signal));
      this.ok();
      if (method === 'server/discover') this.declared = isObject(result.capabilities) ? result.capabilities : {};
      const out: JsonObject = { ...result };
      // A result that is not complete (an input-required one, SEP-2322) keeps saying so: the client must answer it.
      for (const f of MODERN_FIELDS) if (f !== 'resultType' || out.resultType === 'complete') delete out[f];
      return out;
    } catch (e) {
      const w = asWire(e);
      if (w.code === UPSTREAM_DOWN_CODE && !signal.aborted) this.failed();
      throw w;
    }
  }

  /**
   * Whether its upstream may be asked for this kind: it declared the capability (an SDK client asks no server for a
   * kind it did not declare; that server answers "Method not found"). Unknown before its first answer: asked then.
   */
  declares(kind: Kind): boolean {
    return this.declared === undefined || this.declared[CAPABILITY_OF[kind]] !== undefined;
  }

  /** Every page of one list, in order (the gateway answers with one page). */
  async listAll(method: string, field: string, signal: AbortSignal): Promise<JsonObject[]> {
    const items: JsonObject[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const r = await this.request(method, cursor === undefined ? {} : { cursor }, signal);
      const got = r[field];
      if (Array.isArray(got)) for (const x of got) if (x && typeof x === 'object' && !Array.isArray(x)) items.push(x as JsonObject);
      if (typeof r.nextCursor !== 'string' || r.nextCursor === '') return items;
      cursor = r.nextCursor;
    }
    this.events.log(`upstream "${this.member.name}": ${method} has over ${MAX_PAGES} pages; the rest is not published`);
    return items;
  }

  private ok(): void {
    this.failures = 0;
    this.retryAt = 0;
    this.outage = false;
    if (this.up) return;
    this.up = true;
    this.events.availability(this);
  }

  /** One line per outage (and one when the backoff reaches its longest wait): why, and when it is tried again. */
  private failed(): void {
    const wait = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)];
    this.failures++;
    this.retryAt = Date.now() + wait;
    const { why, tail } = this.startFailure ?? { why: 'it went away', tail: '' };
    this.startFailure = undefined;
    if (this.failures === 1 || this.failures === BACKOFF_MS.length)
      this.events.log(`upstream "${this.member.name}" is unavailable (${why}); its next start is in ${Math.ceil(wait / 1000)} s, the other servers keep serving${tail}`);
    this.down('failed');
  }

  private down(_reason: string): void {
    this.outage = true;
    if (!this.up) return;
    this.up = false;
    this.events.availability(this);
  }

  async close(): Promise<void> {
    await this.session.close();
  }
}
