// Runs the gateway from src/ inside the jest process: `openGateway` as `guard --config` calls it, its upstreams real
// server processes (stdio or HTTP), its downstream an SDK 1.x client over an in-memory link, a 2.x client pinned to
// 2026-07-28 over the same kind of link, or either over the guard's own streamable HTTP face (src/guard/http.ts).
// The e2e layer (guard-harness.ts) spawns dist/ instead.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Notification } from '@modelcontextprotocol/sdk/types.js';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';
import { openGateway, type Gateway } from '../../src/cli/commands/guard-gateway.js';
import { parseCommand } from '../../src/cli/args.js';
import { GUARD } from '../../src/cli/specs/guard.js';
import { redacting } from '../../src/cli/io.js';
import { listen } from '../../src/guard/http.js';
import type { ListenAccess } from '../../src/guard/listen-address.js';
import type { GatewaySession } from '../../src/gateway/router.js';
import type { DoorLimits } from '../../src/guard/door.js';
import { HANG_MS } from './hang.js';

export interface GatewayTimingOptions {
  intervalMs?: number;
  maxAgeMs?: number;
  requestTimeoutMs?: number;
  /** How many of one upstream's requests may wait for the client, and how long. */
  door?: DoorLimits;
  /** The gateway's per-upstream list deadline (default here 30 s: a loaded runner's slow start is not what most tests test). */
  listTimeoutMs?: number;
}

/** A client of either SDK, as the tests use it. */
export type AnyClient = Client | ModernClient;

export interface InProcessGateway {
  gateway: Gateway;
  /** Every line the gateway logged (its stderr in the CLI). */
  log: string[];
  /** An SDK 1.x client (2025 era, initialize) on a new downstream session; `waiter` hears its notifications. */
  legacy: () => Promise<Client & { next: (method: string, ms?: number) => Promise<Notification> }>;
  /** An SDK 2.x client pinned to 2026-07-28 (no initialize) on a new downstream session. */
  modern: () => Promise<ModernClient>;
  /** The gateway's streamable HTTP face on 127.0.0.1 (as `--listen 0` serves it, with --allow-origin / --listen-token). */
  http: (access?: ListenAccess) => Promise<string>;
  close: () => Promise<void>;
}

export async function startGatewayInProcess(args: string[], opts: { cwd: string; env?: Record<string, string | undefined> } & GatewayTimingOptions): Promise<InProcessGateway> {
  const log: string[] = [];
  const io = redacting({ stdout: () => undefined, stderr: (t) => void log.push(t), cwd: opts.cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...opts.env }, now: () => new Date() });
  const p = parseCommand(GUARD, args);
  const gateway = await openGateway(p, io, (line) => log.push(line), '0.0.0-test', {
    intervalMs: opts.intervalMs ?? 0,
    maxAgeMs: opts.maxAgeMs ?? 60_000,
    requestTimeoutMs: opts.requestTimeoutMs ?? 30_000,
    ...(opts.door ? { door: opts.door } : {}),
    listTimeoutMs: opts.listTimeoutMs ?? 30_000,
  });
  const sessions: GatewaySession[] = [];
  const closers: Array<() => Promise<unknown>> = [];
  const link = async (): Promise<InMemoryTransport> => {
    const session = gateway.newSession();
    sessions.push(session);
    const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
    await session.connect(gatewayEnd);
    return clientEnd;
  };
  return {
    gateway,
    log,
    legacy: async () => {
      const client = new Client({ name: 'gateway-legacy', version: '1.0.0' }, { capabilities: {} });
      const waiters: Array<{ method: string; resolve: (n: Notification) => void }> = [];
      client.fallbackNotificationHandler = async (n) => {
        const i = waiters.findIndex((w) => w.method === n.method);
        if (i >= 0) waiters.splice(i, 1)[0].resolve(n);
      };
      await client.connect(await link());
      closers.push(() => client.close());
      const next = (method: string, ms = HANG_MS.wait): Promise<Notification> =>
        new Promise((resolve, reject) => {
          const t = setTimeout(() => reject(new Error(`no ${method} within ${ms} ms; gateway log:\n${log.join('\n')}`)), ms);
          waiters.push({ method, resolve: (n) => (clearTimeout(t), resolve(n)) });
        });
      return Object.assign(client, { next });
    },
    modern: async () => {
      const client = new ModernClient({ name: 'gateway-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      await client.connect((await link()) as never);
      closers.push(() => client.close());
      return client;
    },
    http: async (access) => {
      const server = await listen({ host: '127.0.0.1', port: 0 }, () => gateway.newSession(), (l) => log.push(l), { maxBodyBytes: gateway.maxMessageBytes, maxSessions: 8, idleMs: 600_000 }, access);
      closers.push(() => server.close());
      return server.url;
    },
    close: async () => {
      for (const c of closers.reverse()) await c().catch(() => undefined);
      for (const s of sessions) await s.close();
      gateway.close();
    },
  };
}

/** An SDK 1.x client over streamable HTTP (initialize, session id). */
export async function legacyHttp(url: string): Promise<Client> {
  const client = new Client({ name: 'gateway-http-legacy', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/** An SDK 2.x client pinned to 2026-07-28 over streamable HTTP (stateless, no session id). */
export async function modernHttp(url: string): Promise<ModernClient> {
  const client = new ModernClient({ name: 'gateway-http-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new ModernHttp(new URL(url)));
  return client;
}

export async function toolNames(c: AnyClient): Promise<string[]> {
  return (await c.listTools()).tools.map((t) => t.name).sort();
}

export function textOf(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((c) => c.text ?? '').join('\n');
}
