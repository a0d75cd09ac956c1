// One downstream session of the gateway: a JSON-RPC peer facing the client and, behind it, one Inner per upstream (the
// single guard's own session, with that upstream's approvals, identity and policy). Lists are merged under published
// names; every request that acts on one capability is routed to its member, after the profile said it is published.
import { setMaxListeners } from 'node:events';
import type { InitializeResult } from '@modelcontextprotocol/sdk/types.js';
import { RpcPeer } from '../rpc/peer.js';
import { isNotification, isRequest, type RequestId, type RpcMessage, type RpcRequest } from '../rpc/messages.js';
import type { RpcTransport, SendOptions } from '../rpc/transport.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JsonObject, Kind } from '../core/shared/model.js';
import { KIND_METHOD } from '../core/shared/model.js';
import { baseInitializeResult, initializeParams } from '../guard/initialize.js';
import { GUARD_VERSIONS, META, MODERN_VERSION, modernEnvelope, modernResult, withoutEnvelope } from '../guard/modern.js';
import { ACKNOWLEDGED, accepts, honoredFilter, LISTEN_METHOD, listenClosed, stamped } from '../guard/listen.js';
import { requireStringTarget } from '../guard/targets.js';
import { asWire, isObject, LIST_KIND, NOTIFY, REFUSED_CODE, UNSUPPORTED_VERSION_CODE, UPSTREAM_DOWN_CODE, WireError } from '../guard/wire.js';
import { Catalog, isHeld, type Entry, type Route } from './catalog.js';
import { originalOf, publishedName } from './names.js';
import { Inner, isOwnId, type ClientFacts } from './inner.js';
import { approvedFacts, type Member } from './member.js';
import { scopeFor, seesServer, type Profile } from './profiles.js';
import { admitNotification, DOOR_LIMITS, refuseRequest, type Sender, type TurnedAway } from '../guard/door.js';

const METHOD_NOT_FOUND = -32601;
const ALL_CHANGED = [...new Set(Object.values(NOTIFY))];
/** What a member nobody approved yet may come to serve: every optional kind. */
const ANY_KIND: JsonObject = { resources: { subscribe: true }, completions: {}, logging: {} };

/** The one refusal for a name or URI the client may not use here: its kind and the name it used, nothing of the server's. */
function notPublished(kind: string, shown: string): WireError {
  return new WireError(REFUSED_CODE, `${kind} ${JSON.stringify(shown.slice(0, 200))} is not published by this gateway`);
}

/** The member a route names; a name or URI nobody or two members claim is refused. */
function owner(route: Route | undefined, kind: string, shown: string): Entry {
  if (!route) throw notPublished(kind, shown);
  if (isHeld(route)) throw new WireError(REFUSED_CODE, route.refusal);
  return route;
}

/** The name (tools, prompts) or URI (resources, templates) the client knows an entry by. */
function shownOf(entry: Entry): string {
  const kind = entry.ref.slice(0, entry.ref.indexOf(':'));
  return kind === 'tool' || kind === 'prompt' ? publishedName(entry.inner.member.prefix, entry.original) : entry.original;
}

export interface GatewayDeps {
  members: readonly Member[];
  profile: Profile;
  version: string;
  log: (line: string) => void;
  requestTimeoutMs: number;
  /** Longest one member's start or list may hold a merged list (then it is served without that member). */
  listTimeoutMs: number;
}

/** What inTime answers when the deadline came first. */
const LATE = Symbol('late');
/** What a member is late for before its first answer. */
const START = 'its start';

export class GatewaySession {
  /** Ids from 1: the SDK's client ignores a cancellation of request 0 (it tests the id for truth). */
  readonly peer = new RpcPeer(1);
  private readonly inners: Inner[];
  private readonly catalog: Catalog;
  private client: ClientFacts = { name: 'unknown', version: '0', capabilities: {} };
  /** What each member's server/discover answered at the session's start; undefined for one that was not serving. */
  private started?: Promise<Array<JsonObject | undefined>>;
  /** Each member's own start, however long it takes (a list waits for its member's, never for the others'). */
  private starts?: Array<Promise<JsonObject | undefined>>;
  /** Each member's list of a kind while it is awaited (`<n>:<kind>`): every merged list joins it, none asks again. */
  private pending = new Map<string, { items: Promise<JsonObject[]>; late: boolean }>();
  /** A list that answered after its deadline, served by the next merged list (the one list_changed prompted). */
  private arrived = new Map<string, JsonObject[]>();
  /** What each member is late for now (its start, a list method): one line per lateness of a member, not per list. */
  private late = new Map<Inner, Set<string>>();
  /**
   * Members whose start answered after its deadline and no list since: the lists that follow a start are one lateness
   * with it (the start no longer waits for the member's first capture, its lists do).
   */
  private startedLate = new Set<Inner>();
  /** Aborted when the session ends: what members are asked on behalf of the session, not of one request. */
  private readonly life = new AbortController();
  private initialized = false;
  private modernClient = false;
  private closed = false;
  /** Tool names the HTTP face's header check just listed again for in vain: the call that follows lists no third time. */
  private missed = new Set<string>();
  private closing?: Promise<void>;
  private listeners = new Set<(methods: string[]) => void>();
  private listens = new Set<() => void>();
  /** Per member: its session's requests our client has not answered yet, by the id it gave them (its cancel ends ours). */
  private waiting = new Map<Inner, Map<RequestId, AbortController>>();
  /** What the door turned away and was logged, so a flood is one line. */
  private turned = new Set<string>();
  private readyNow?: () => void;
  /** The client finished initializing (a 2026-07-28 client with its first request): only then does a member speak to it. */
  private readonly ready = new Promise<void>((resolve) => (this.readyNow = resolve));
  onclose?: () => void;

  constructor(private readonly deps: GatewayDeps) {
    const events = {
      toClient: (_i: Inner, m: RpcMessage, o?: SendOptions) => void this.fromMember(_i, m, o),
      changed: (_i: Inner, methods: string[]) => this.announce(methods),
      availability: () => this.announce(ALL_CHANGED),
      log: deps.log,
    };
    this.inners = deps.members.map((m) => new Inner(m, () => this.client, events));
    for (const inner of this.inners) {
      // The member's guard asks the user in band only when our client is a 2026-07-28 one; the profile may scope calls.
      inner.session.inBand = () => this.modernClient;
      inner.session.defaultScope = (ref) => scopeFor(deps.profile, inner.member.name, ref);
    }
    this.catalog = new Catalog(deps.profile, deps.log, this.inners);
    this.peer.setRequestHandler('initialize', (req) => this.initialize(req));
    this.peer.setNotificationHandler('notifications/initialized', () => {
      this.initialized = true;
      this.readyNow?.();
    });
    this.peer.fallbackRequestHandler = (req, extra) => this.handle(req, extra.signal);
    this.peer.fallbackNotificationHandler = (n) => {
      // roots/list_changed and the like are every upstream's news.
      for (const i of this.inners) i.link.deliver({ jsonrpc: '2.0', method: n.method, ...(n.params ? { params: n.params } : {}) });
    };
    this.peer.onclose = () => void this.close();
  }

  /** Our transports, or the SDK's HTTP server transport: the same JSON-RPC on the wire. */
  async connect(transport: RpcTransport | Transport): Promise<void> {
    await this.peer.connect(transport as RpcTransport);
  }

  /** Starts every upstream at once (each behind its own identity check); a member that fails is logged, not fatal. */
  private begin(): Array<Promise<JsonObject | undefined>> {
    if (this.starts) return this.starts;
    // The session's own signal: many requests wait on it at once, by design.
    setMaxListeners(0, this.life.signal);
    this.starts = this.inners.map(async (i) => {
      try {
        return await i.request('server/discover', {}, this.life.signal);
      } catch (e) {
        // An upstream that is down (Inner) or whose code is held (its identity gate) has said why in its own line.
        const w = asWire(e);
        if (w.code !== UPSTREAM_DOWN_CODE && w.code !== REFUSED_CODE && !this.closed) this.deps.log(`upstream "${i.member.name}" is not serving: ${w.message.replace(/^mcp-contract guard: /, '')}`);
        return undefined;
      }
    });
    return this.starts;
  }

  /**
   * What each member answered at the start, within the list deadline: one not up by then is answered for as not
   * serving yet (what it was approved serving is advertised); when it comes up the client hears that lists changed.
   */
  private start(_signal: AbortSignal): Promise<Array<JsonObject | undefined>> {
    this.started ??= Promise.all(
      this.begin().map((p, n) => {
        const inner = this.inners[n];
        return this.inTime(
          p.finally(() => this.onTime(inner, START)),
          () => (this.lateLine(inner, START), undefined),
        );
      }),
    );
    return this.started;
  }

  /** p, or what `late()` says once the list deadline passed first. */
  private async inTime<T>(p: Promise<T>, late: () => T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), this.deps.listTimeoutMs)));
    try {
      const first = await Promise.race([p, deadline]);
      return first === LATE ? late() : first;
    } finally {
      clearTimeout(timer);
    }
  }

  /** What a member was late for has answered. */
  private onTime(inner: Inner, what: string): void {
    const was = this.late.get(inner)?.delete(what) ?? false;
    if (what !== START) this.startedLate.delete(inner);
    else if (was) this.startedLate.add(inner);
  }

  /** One line per lateness of a member, naming it, whatever it was late for and however many lists waited. */
  private lateLine(inner: Inner, what: string): void {
    const late = this.late.get(inner) ?? new Set<string>();
    this.late.set(inner, late);
    const first = late.size === 0 && !this.startedLate.has(inner);
    late.add(what);
    if (!first || this.closed) return;
    this.deps.log(`upstream "${inner.member.name}": ${what} did not answer within ${this.deps.listTimeoutMs / 1000} s; the others are served without it until it answers`);
  }

  /**
   * Every kind any member could serve, answered once for the session: what each member advertised live, and for one
   * not up yet what it was approved serving (a member without approvals may serve any kind once approved). A member
   * that comes up after initialize is then reachable: its lists, completions and log levels were advertised already.
   */
  private capabilities(discovered: Array<JsonObject | undefined>): JsonObject {
    const caps: JsonObject = { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true } };
    const advertised = discovered.flatMap((d, n) => (!this.shows(this.inners[n]) ? [] : [d ? (isObject(d.capabilities) ? d.capabilities : {}) : (approvedFacts(this.inners[n].member)?.capabilities ?? ANY_KIND)]));
    for (const c of advertised) {
      if (isObject(c.resources) && c.resources.subscribe === true) caps.resources = { listChanged: true, subscribe: true };
      if (c.completions) caps.completions = {};
      if (c.logging) caps.logging = {};
    }
    return caps;
  }

  /**
   * Each member's instructions, under its name: what it answered (the guard already withheld any that differ from
   * the approved ones), or for a member not up yet the approved ones it would publish. A member the profile does not
   * show, or one without approvals, gives none: its instructions are model-visible text too.
   */
  private instructions(discovered: Array<JsonObject | undefined>): string | undefined {
    const parts = discovered.flatMap((d, n) => {
      if (!this.shows(this.inners[n]) || this.inners[n].member.unapproved !== undefined) return [];
      const text = d ? d.instructions : approvedFacts(this.inners[n].member)?.instructions;
      return typeof text === 'string' && text !== '' ? [`[${this.inners[n].member.name}]\n${text}`] : [];
    });
    return parts.length ? parts.join('\n\n') : undefined;
  }

  private async initialize(req: RpcRequest): Promise<JsonObject> {
    const params = initializeParams(req.params);
    this.client = { name: params.clientInfo.name, version: params.clientInfo.version, capabilities: (params.capabilities ?? {}) as JsonObject, era: 'legacy' };
    const discovered = await this.start(this.fanOut(new AbortController().signal));
    const base = baseInitializeResult(params, this.deps.version);
    const out: InitializeResult = { ...base, serverInfo: { name: 'mcp-contract-gateway', version: this.deps.version }, capabilities: this.capabilities(discovered) };
    const text = this.instructions(discovered);
    if (text !== undefined) out.instructions = text;
    return out as unknown as JsonObject;
  }

  /**
   * The inputSchema of the tool published to this client under this (prefixed) name, as its member publishes it, for
   * the HTTP face's Mcp-Param-* check; undefined for a name the catalog does not route to a published tool (the call is
   * refused anyway, and nothing of an unpublished tool's schema may show in a header error).
   */
  async toolSchema(name: string): Promise<unknown> {
    const route = this.catalog.route('tool', name) ?? (await this.relist('tool', () => this.catalog.route('tool', name)));
    if (!route) {
      // Bounded: a call that never came (its client went away) leaves its name behind.
      if (this.missed.size >= 256) this.missed.clear();
      this.missed.add(name);
    }
    return route && !isHeld(route) && this.catalog.published(route.inner, route.ref) ? route.inner.session.toolSchema(route.original) : undefined;
  }

  /** Every request of either era; a 2026-07-28 one is unwrapped, routed alike, and dressed for its era. */
  async handle(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    this.fanOut(signal);
    try {
      const env = modernEnvelope(req.params);
      if (!env) return await this.route(req, signal);
      if (env.version !== MODERN_VERSION)
        throw new WireError(UNSUPPORTED_VERSION_CODE, `Unsupported protocol version: ${env.version.slice(0, 40)}`, { supported: GUARD_VERSIONS, requested: env.version.slice(0, 40) });
      this.modernClient = true;
      this.initialized = true;
      this.readyNow?.();
      this.client = { ...env.client, era: 'modern' };
      if (req.method === 'server/discover') return modernResult(req.method, await this.discover(signal));
      if (req.method === LISTEN_METHOD) return modernResult(req.method, await this.serveListen(req, signal));
      return modernResult(req.method, await this.route({ ...req, params: withoutEnvelope(req.params as JsonObject | undefined) }, signal));
    } catch (e) {
      throw asWire(e);
    }
  }

  /** One request's signal goes to every upstream at once: each adds its abort listener, by design, not by leak. */
  private fanOut(signal: AbortSignal): AbortSignal {
    setMaxListeners(10 + 2 * this.inners.length, signal);
    return signal;
  }

  private async discover(signal: AbortSignal): Promise<JsonObject> {
    const discovered = await this.start(signal);
    const out: JsonObject = { supportedVersions: GUARD_VERSIONS, capabilities: this.capabilities(discovered), _meta: { [META.serverInfo]: { name: 'mcp-contract-gateway', version: this.deps.version } } };
    const text = this.instructions(discovered);
    if (text !== undefined) out.instructions = text;
    return out;
  }

  private async route(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    const params = (req.params ?? {}) as JsonObject;
    requireStringTarget(req);
    const kind = LIST_KIND[req.method];
    if (kind) return this.list(kind, signal);
    switch (req.method) {
      case 'ping':
        return {};
      case 'tools/call':
        return this.forward(req, signal, await this.named('tool', params.name), 'name');
      case 'prompts/get':
        return this.forward(req, signal, await this.named('prompt', params.name), 'name');
      case 'resources/read':
      case 'resources/subscribe':
      case 'resources/unsubscribe':
        return this.forward(req, signal, await this.byUri(params.uri), undefined);
      case 'completion/complete':
        return this.complete(req, signal);
      case 'logging/setLevel':
        await Promise.all(this.inners.filter((i) => i.up).map((i) => i.request(req.method, params, signal).catch(() => undefined)));
        return {};
      default:
        throw new WireError(METHOD_NOT_FOUND, `Method not found: ${req.method.slice(0, 80)}`);
    }
  }

  /** Members whose upstream is not answering now, or was late for a list: what they publish is missing from it. */
  unavailable(): string[] {
    return this.inners.filter((i) => !i.up || (this.late.get(i)?.size ?? 0) > 0).map((i) => i.member.name);
  }

  /**
   * One merged page of `kind`: every callable member's list, renamed and filtered by the profile. Each member has the
   * list deadline to answer (its start included); a late one is left out of this list, never waited for. A client's
   * cancel does not reach the members' lists: other merged lists may be joined to them, and the deadline bounds its wait.
   */
  private async list(kind: Kind, _signal: AbortSignal): Promise<JsonObject> {
    const starts = this.begin();
    const lists = await Promise.all(this.inners.map(async (inner, n) => ({ inner, items: await this.memberItems(inner, n, kind, starts[n]) })));
    return { [KIND_METHOD[kind].field]: this.catalog.build(kind, lists) };
  }

  /**
   * A member's items of `kind` for one merged list: a late answer that arrived since, else its list within the
   * deadline. The list asked is one per member and kind however many merged lists wait; when it answers after its
   * deadline it is kept for the next merged list and the client hears list_changed.
   */
  private memberItems(inner: Inner, n: number, kind: Kind, started: Promise<unknown>): Promise<JsonObject[]> {
    const key = `${n}:${kind}`;
    const arrived = this.arrived.get(key);
    if (arrived) {
      this.arrived.delete(key);
      return Promise.resolve(arrived);
    }
    let p = this.pending.get(key);
    if (!p) {
      const entry = { items: this.memberList(inner, kind, started).finally(() => this.pending.delete(key)), late: false };
      this.pending.set(key, entry);
      p = entry;
    }
    const pending = p;
    const listed = pending.items.then((items) => (this.onTime(inner, KIND_METHOD[kind].method), items));
    return this.inTime(listed, () => {
      this.lateLine(inner, KIND_METHOD[kind].method);
      if (!pending.late) {
        pending.late = true;
        void listed.then((items) => {
          if (this.closed || items.length === 0) return;
          this.arrived.set(key, items);
          this.announce([NOTIFY[kind]]);
        });
      }
      return [];
    });
  }

  /** One member's whole list of `kind`, after its own start; a member that failed is one line and an empty list. */
  private async memberList(inner: Inner, kind: Kind, started: Promise<unknown>): Promise<JsonObject[]> {
    const { method, field } = KIND_METHOD[kind];
    if (!inner.callable) return [];
    await started;
    // A kind the server did not declare is not asked for: "no prompts" is no failure line.
    if (!inner.declares(kind)) return [];
    // Every member was started once (above); one that failed or went away is started again behind the client's back,
    // so no list waits for a server that may hang again.
    if (inner.outage) {
      inner.restartInBackground();
      return [];
    }
    try {
      return await inner.listAll(method, field, this.life.signal);
    } catch (e) {
      if (!this.closed) this.deps.log(`upstream "${inner.member.name}": ${method} failed (${asWire(e).message.replace(/^mcp-contract guard: /, '').slice(0, 300)}); its ${field} are not published for now`);
      return [];
    }
  }

  /**
   * A published tool or prompt name: its owner by the routing table (listing once more when nobody claims it yet),
   * else the member whose prefix alone says it is theirs.
   */
  private async named(kind: Kind, name: unknown): Promise<Entry> {
    const shown = typeof name === 'string' ? name : '';
    const listed = kind === 'tool' && this.missed.delete(shown);
    return owner(this.catalog.route(kind, shown) ?? (listed ? undefined : await this.relist(kind, () => this.catalog.route(kind, shown))) ?? this.byPrefix(kind, shown), kind, shown);
  }

  /**
   * A name no member claims but that lies in exactly one member's prefix namespace: that member's guard judges it, so
   * a held capability is refused with its state and rule ids (never its text), as the single guard refuses it. A name
   * two namespaces hold (prefixes `a` and `a_` both hold `a___x`) is nobody's.
   */
  private byPrefix(kind: Kind, shown: string): Entry | undefined {
    const hits = this.inners.flatMap((inner) => {
      const original = originalOf(inner.member.prefix, shown);
      return original === undefined ? [] : [{ inner, original, ref: `${kind}:${original}` }];
    });
    return hits.length === 1 ? hits[0] : undefined;
  }

  private async byUri(uri: unknown): Promise<Entry> {
    const text = typeof uri === 'string' ? uri : '';
    return owner(this.catalog.resource(text) ?? (await this.relist('resource', () => this.catalog.resource(text))), 'resource', text);
  }

  private async relist(kind: Kind, find: () => Route | undefined): Promise<Route | undefined> {
    const signal = this.fanOut(new AbortController().signal);
    await this.list(kind, signal);
    if (kind === 'resource') await this.list('resourceTemplate', signal);
    return find();
  }

  private async complete(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    const params = (req.params ?? {}) as JsonObject;
    const ref = isObject(params.ref) ? params.ref : {};
    if (ref.type === 'ref/prompt') {
      const entry = await this.named('prompt', ref.name);
      return this.forward({ ...req, params: { ...params, ref: { ...ref, name: entry.original } } }, signal, entry, undefined);
    }
    if (ref.type === 'ref/resource') {
      const uri = typeof ref.uri === 'string' ? ref.uri : '';
      const entry = owner(this.catalog.route('resourceTemplate', uri) ?? (await this.relist('resource', () => this.catalog.route('resourceTemplate', uri))), 'resource template', uri);
      return this.forward(req, signal, entry, undefined);
    }
    throw new WireError(REFUSED_CODE, 'completion/complete: params.ref must be a ref/prompt or ref/resource');
  }

  /**
   * A request for one capability, to the member that serves it, under its own name. The profile is asked again
   * here (a person may have changed approvals since the list), and the member's guard then judges the call itself.
   */
  private async forward(req: RpcRequest, signal: AbortSignal, entry: Entry, nameField: 'name' | undefined): Promise<JsonObject> {
    if (!this.catalog.published(entry.inner, entry.ref)) {
      // The profile's refusal, recorded under the member (its own guard records what it judges past this point).
      if (req.method === 'tools/call') await entry.inner.member.guard.deps.audit?.call({ method: req.method, ref: entry.ref, params: req.params, decision: 'refused', why: 'not-published' });
      throw notPublished(entry.ref.split(':')[0], shownOf(entry));
    }
    const params = { ...((req.params ?? {}) as JsonObject) };
    if (nameField) params[nameField] = entry.original;
    return entry.inner.request(req.method, params, signal, req.id);
  }

  /** Whether this session's profile shows anything of the member (else nothing of it reaches the client). */
  private shows(inner: Inner): boolean {
    return seesServer(this.deps.profile, inner.member.name);
  }

  /**
   * A member as the door sees it: held without approvals or while its identity gate holds it, shown by the profile or
   * not, and named, so its log messages are its own. Its guard's door already judged logging and the pending bound.
   */
  private sender(inner: Inner): Sender {
    const m = inner.member;
    return { held: m.unapproved ?? m.guard.deps.identity?.held(), visible: this.shows(inner), logs: true, name: m.name };
  }

  private turnAway(inner: Inner, t: TurnedAway): void {
    // `undeclared` names one of three methods; every other reason is one line whatever the method.
    const key = `${inner.member.name}\n${t.reason === 'undeclared' ? t.line : t.reason}`;
    if (this.turned.has(key)) return;
    this.turned.add(key);
    this.deps.log(`upstream "${inner.member.name}": ${t.line}`);
  }

  /** Waits for the client's initialized, at most ms; false when it did not come. */
  private async whenReady(ms: number): Promise<boolean> {
    if (this.initialized) return true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(1, ms))));
    try {
      return await Promise.race([this.ready.then(() => true), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the URI routes to this member (a held URI, claimed by two, routes to neither). */
  private ownsUri(inner: Inner, uri: string): boolean {
    const route = this.catalog.resource(uri);
    return route !== undefined && !isHeld(route) && route.inner === inner;
  }

  /**
   * What a member's session sends its client, through the door: the same rules as the single guard's (its own door
   * ran already for its upstream), then the gateway's: the member approved, shown by the profile, its log messages
   * under its name, progress only for our client's own requests. Our client's answers go back to the member.
   */
  private async fromMember(inner: Inner, m: RpcMessage, o?: SendOptions): Promise<void> {
    const id = o?.relatedRequestId;
    const related = id === undefined || isOwnId(id) ? {} : { relatedRequestId: id };
    const lifetimeMs = inner.member.guard.deps.door?.lifetimeMs ?? DOOR_LIMITS.lifetimeMs;
    if (isNotification(m)) {
      // The member's session gave up a request of its upstream's (cancelled, or its lifetime ran out): so do we.
      if (m.method === 'notifications/cancelled') {
        const rid = m.params?.requestId;
        if (typeof rid === 'string' || typeof rid === 'number') this.waiting.get(inner)?.get(rid)?.abort('the server withdrew its request');
        return;
      }
      if (m.method === 'notifications/progress' && related.relatedRequestId === undefined) return;
      if (m.method === 'notifications/resources/updated' && !this.ownsUri(inner, String(m.params?.uri ?? ''))) return;
      const params = admitNotification(m.method, m.params, this.client.capabilities, this.sender(inner));
      if (params === null || !(await this.whenReady(lifetimeMs))) return;
      await this.peer.notification(m.method, params, related).catch(() => undefined);
      return;
    }
    if (!isRequest(m)) return;
    const answer = (body: { result: JsonObject } | { error: { code: number; message: string } }): void => inner.link.deliver({ jsonrpc: '2.0', id: m.id, ...body } as RpcMessage);
    // An upstream's elicitation in the guard's name was refused by its member's session already (door.ts forgedQuestion):
    // what reaches here in that name is the member guard's own question.
    const refused = refuseRequest(m.method, m.params, this.client.capabilities, this.sender(inner));
    if (refused) {
      this.turnAway(inner, refused);
      return answer({ error: { code: refused.error.code, message: refused.error.message } });
    }
    const cancel = new AbortController();
    const waiting = this.waiting.get(inner) ?? new Map<RequestId, AbortController>();
    this.waiting.set(inner, waiting.set(m.id, cancel));
    const deadline = Date.now() + lifetimeMs;
    try {
      if (!(await this.whenReady(lifetimeMs))) throw new WireError(UPSTREAM_DOWN_CODE, 'the client has not finished initializing');
      const timeout = Math.max(1, Math.min(this.deps.requestTimeoutMs, deadline - Date.now()));
      answer({ result: (await this.peer.request(m.method, m.params, { timeout, signal: cancel.signal, ...related })) as JsonObject });
    } catch (e) {
      const w = asWire(e);
      answer({ error: { code: w.code, message: w.message } });
    } finally {
      waiting.delete(m.id);
    }
  }

  /** Tells the client that lists moved (a 2025 client by notification, a modern one on its listen streams). */
  private announce(methods: string[]): void {
    if (this.closed) return;
    const unique = [...new Set(methods)];
    for (const fn of this.listeners) fn(unique);
    if (!this.initialized || this.modernClient) return;
    for (const method of unique) void this.peer.notification(method).catch(() => undefined);
  }

  onListChanged(fn: (methods: string[]) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private async serveListen(req: RpcRequest, signal: AbortSignal): Promise<JsonObject> {
    const filter = honoredFilter(req.params);
    const ack = stamped(ACKNOWLEDGED, req.id, { notifications: filter });
    await this.peer.notification(ack.method, ack.params).catch(() => undefined);
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

  /**
   * Ends the session. Every caller waits for the same end: the client's transport closing starts it unawaited
   * (onclose), and a caller that closes after that must not go on while an upstream still writes its store.
   */
  close(): Promise<void> {
    this.closing ??= this.end();
    return this.closing;
  }

  private async end(): Promise<void> {
    this.closed = true;
    this.life.abort();
    for (const end of [...this.listens]) end();
    this.listeners.clear();
    await Promise.all(this.inners.map((i) => i.close().catch(() => undefined)));
    await this.peer.close().catch(() => undefined);
    this.onclose?.();
  }
}

