// The console's HTTP server: loopback only, every request through ConsoleAccess (Host, Origin, fetch metadata, the
// session cookie, CSRF on changes), every response under a CSP that lets the page run only its own scripts and talk
// only to this server. It serves the page (assets.generated.ts), the state, the store's change events and decisions.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditDir } from '../audit/files.js';
import { UsageError } from '../core/shared/errors.js';
import { isLoopback } from '../guard/listen-address.js';
import { ConsoleAccess, type Refusal, type Session } from './access.js';
import { ActionRefused, parseAction, runAction } from './actions.js';
import { ASSETS } from './assets.generated.js';
import { readState, type ConsoleSource } from './state.js';

export interface ConsoleOptions extends ConsoleSource {
  host: string;
  /** 0: a free port. */
  port: number;
  log: (line: string) => void;
  /** How long store changes are gathered before the page is told (a decision writes once; the guard may write a burst). */
  settleMs?: number;
  /** How often at most the page is told the audit log grew (each judged call writes it). */
  auditSettleMs?: number;
  /** Told once, when the login token is spent (`console --open` then removes the file that held it). */
  onLogin?: () => void;
}

export interface RunningConsole {
  /** The URL to open: it carries the one-time login token. */
  loginUrl: string;
  /** The console's own origin, token-free. */
  origin: string;
  close(): Promise<void>;
}

const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const MAX_BODY = 1024 * 1024;

/** What a spent or wrong login link answers: what happened, and what to do. */
export const SPENT =
  'this login link is wrong or was used already. If you did not open the console in a browser yourself, someone else may have: stop mcp-contract console (Ctrl-C) and start it again, and its old sessions end with it. For a link no one else can read, start it with --open (the browser is handed a file only you can read), or copy the printed URL into your browser yourself.';

/** The login's own page: it moves to the console from this origin (no script: the CSP allows none inline). */
const HOP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/"><title>mcp-contract console</title></head>
<body><p><a href="/">Open the console</a></p></body></html>
`;

/** The page: no data in it but the session's CSRF token (an attribute value of our own alphabet: base64url). */
function shell(csrf: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${csrf}">
<title>mcp-contract console</title>
<link rel="stylesheet" href="/app/style.css">
<script type="module" src="/app/main.js"></script>
</head>
<body><div id="app"><p>Loading…</p></div></body>
</html>
`;
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function refuse(res: ServerResponse, r: Refusal): void {
  send(res, r.status, 'text/plain; charset=utf-8', `${r.message}\n`);
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new ActionRefused('the request body is too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new ActionRefused('the request body is not JSON'));
      }
    });
    req.on('error', reject);
  });
}

/** The Host values (and so origins) that name this listener: the address it is bound to, and localhost for loopback. */
function hostsOf(host: string, port: number): Set<string> {
  const shown = host.includes(':') ? `[${host}]` : host;
  return new Set([`${shown}:${port}`, `localhost:${port}`]);
}

export async function startConsole(o: ConsoleOptions): Promise<RunningConsole> {
  if (!isLoopback(o.host)) throw new UsageError(`mcp-contract console: --listen ${o.host}: the console serves loopback only (127.0.0.1, ::1 or localhost); reach it from elsewhere through an SSH tunnel`);
  const streams = new Set<ServerResponse>();
  let access: ConsoleAccess | undefined;
  const server: Server = createServer((req, res) => void handle(req, res).catch((e: Error) => {
    o.log(`console: ${e.message}`);
    if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'internal error\n');
    else res.end();
  }));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const gate = access!;
    const url = new URL(req.url ?? '/', 'http://console.invalid');
    const loginPath = url.pathname === '/login';
    const refused = gate.checkRequest(req, loginPath);
    if (refused) return refuse(res, refused);
    if (req.method === 'GET' && loginPath) {
      const id = gate.exchange(url.searchParams.get('token') ?? '');
      if (!id) return refuse(res, { status: 403, message: SPENT });
      o.onLogin?.();
      // Reached from another site (the file `console --open` wrote): a redirect would carry that site along and the
      // browser would withhold the SameSite=Strict cookie from the page; a hop of our own makes the next load ours.
      if (req.headers['sec-fetch-site'] === 'cross-site') return send(res, 200, 'text/html; charset=utf-8', HOP, { 'set-cookie': gate.setCookie(id) });
      res.writeHead(303, { ...SECURITY_HEADERS, location: '/', 'set-cookie': gate.setCookie(id), 'content-length': '0' });
      return void res.end();
    }
    const session = gate.session(req);
    if (!session) return refuse(res, { status: 401, message: 'no console session: open the URL mcp-contract console printed' });
    if (req.method === 'POST' && url.pathname === '/api/action') return action(req, res, session);
    if (req.method !== 'GET') return refuse(res, { status: 405, message: 'method not allowed' });
    if (url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', shell(session.csrf));
    if (url.pathname === '/api/state') return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(await readState(o)));
    if (url.pathname === '/api/events') return events(res);
    // The browser asks for an icon on its own; the page has none, and says so without an error in its console.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204, SECURITY_HEADERS).end();
    const asset = url.pathname.startsWith('/app/') ? ASSETS[url.pathname.slice('/app/'.length)] : undefined;
    if (asset && Object.hasOwn(ASSETS, url.pathname.slice('/app/'.length))) return send(res, 200, asset.type, asset.body);
    return refuse(res, { status: 404, message: 'not found' });
  }

  async function action(req: IncomingMessage, res: ServerResponse, session: Session): Promise<void> {
    const refused = access!.checkChange(req, session);
    if (refused) return refuse(res, refused);
    try {
      const result = await runAction(parseAction(await readBody(req)), { storeDir: o.storeDir, key: o.key, now: o.now, log: o.log });
      send(res, result.ok ? 200 : 409, 'application/json; charset=utf-8', JSON.stringify(result));
    } catch (e) {
      if (!(e instanceof ActionRefused || e instanceof UsageError)) throw e;
      send(res, 400, 'application/json; charset=utf-8', JSON.stringify({ ok: false, message: e.message }));
    }
  }

  function events(res: ServerResponse): void {
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' });
    res.write(': the store changed events follow\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
  }

  // The store directory's own change events (a decision here, `approve` in a terminal, the guard's re-capture): each
  // burst tells every open page once, and the page reads the state again.
  let pending: NodeJS.Timeout | undefined;
  const tell = (): void => {
    pending = undefined;
    for (const s of streams) s.write('event: store\ndata: changed\n\n');
  };
  const watcher: FSWatcher = watch(o.storeDir, () => {
    clearTimeout(pending);
    pending = setTimeout(tell, o.settleMs ?? 100);
    watchAudit();
  });
  watcher.on('error', (e) => o.log(`console: cannot watch the store: ${e.message}`));
  // The audit log (its own folder, created by the first record) grows with every call a guard judges: the histories
  // follow it, at most once per auditSettleMs, so a busy guard's calls never keep the page redrawing.
  let auditWatcher: FSWatcher | undefined;
  function watchAudit(): void {
    if (auditWatcher || !existsSync(auditDir(o.storeDir))) return;
    auditWatcher = watch(auditDir(o.storeDir), () => {
      pending ??= setTimeout(tell, o.auditSettleMs ?? 1000);
    });
    auditWatcher.on('error', (e) => o.log(`console: cannot watch the audit log: ${e.message}`));
  }
  watchAudit();

  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(new UsageError(`mcp-contract console: cannot listen on ${o.host}:${o.port} (${e.code ?? e.message})`)));
    server.listen(o.port, o.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  access = new ConsoleAccess(hostsOf(o.host, port), port);
  const origin = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`;
  return {
    loginUrl: `${origin}/login?token=${access.loginToken}`,
    origin,
    close: async () => {
      watcher.close();
      auditWatcher?.close();
      clearTimeout(pending);
      for (const s of streams) s.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
