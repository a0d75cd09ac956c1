// Who may use the console: whoever opened the URL it printed, in their browser, and no page of another site. The URL
// carries a random one-time token; the first request with it gets a session cookie (HttpOnly, SameSite=Strict) and
// the token is spent. Every request must name this listener in Host (a DNS-rebinding page names its own), carry no
// Origin but this one and no cross-site fetch metadata (the guard's listener judges browsers the same way,
// guard/http-access.ts), and hold the session; every state-changing one also the session's CSRF token in a header a
// cross-site page cannot set, with a JSON body.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface Refusal {
  status: number;
  message: string;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Hashed first, so the comparison takes the same time whatever the length or the first wrong byte. */
function same(presented: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(presented), expected);
}

const token = (): string => randomBytes(32).toString('base64url');

function cookies(req: IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return out;
}

export interface Session {
  csrf: string;
}

export class ConsoleAccess {
  /** The login token's digest until it is spent. */
  private login: Buffer | undefined;
  /** Session id digest (hex) -> the session. */
  private readonly sessions = new Map<string, Session>();
  readonly loginToken: string;
  /** Cookies are not told apart by port: each console's cookie carries its own, so two consoles never clobber each other's. */
  readonly cookieName: string;

  /**
   * `hosts`: every Host header value that names this listener (`127.0.0.1:PORT`, `localhost:PORT`); the allowed
   * origins are those hosts over http.
   */
  constructor(private readonly hosts: ReadonlySet<string>, port: number) {
    this.loginToken = token();
    this.login = digest(this.loginToken);
    this.cookieName = `mcp-contract-console-${port}`;
  }

  /**
   * Host, Origin and fetch metadata: checked before anything else, on every request. `loginNavigation`: the request is
   * a top-level GET of the login link, which `console --open` hands the browser from a file of the user's own (a
   * file:// page is another site to the browser): it may come cross-site, and carries nothing but a token that is
   * worthless unless it is the one secret.
   */
  checkRequest(req: IncomingMessage, loginNavigation = false): Refusal | undefined {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!this.hosts.has(host)) return { status: 421, message: 'wrong Host header: open the URL mcp-contract console printed' };
    const origin = req.headers.origin;
    if (origin !== undefined && !this.hosts.has(origin.replace(/^http:\/\//, '').toLowerCase())) return { status: 403, message: 'forbidden Origin header' };
    if (origin !== undefined && !origin.startsWith('http://')) return { status: 403, message: 'forbidden Origin header' };
    const site = req.headers['sec-fetch-site'];
    const navigating = loginNavigation && req.method === 'GET' && req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document';
    if ((site === 'cross-site' || site === 'same-site') && !navigating) return { status: 403, message: 'forbidden cross-site request' };
    return undefined;
  }

  /** Spends the login token: a session id for the cookie, or undefined when the token is wrong or was used already. */
  exchange(presented: string): string | undefined {
    if (!this.login || !same(presented, this.login)) return undefined;
    this.login = undefined;
    const id = token();
    this.sessions.set(digest(id).toString('hex'), { csrf: token() });
    return id;
  }

  setCookie(id: string): string {
    return `${this.cookieName}=${id}; HttpOnly; SameSite=Strict; Path=/`;
  }

  session(req: IncomingMessage): Session | undefined {
    const id = cookies(req).get(this.cookieName);
    return id === undefined ? undefined : this.sessions.get(digest(id).toString('hex'));
  }

  /** A state-changing request: Origin present and ours (checked above), the session's CSRF token, a JSON body. */
  checkChange(req: IncomingMessage, session: Session): Refusal | undefined {
    if (req.headers.origin === undefined) return { status: 403, message: 'a change must come from the console page (no Origin header)' };
    const presented = req.headers['x-csrf-token'];
    if (typeof presented !== 'string' || !same(presented, digest(session.csrf))) return { status: 403, message: 'missing or wrong CSRF token: reload the page' };
    if ((req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') return { status: 415, message: 'Content-Type must be application/json' };
    return undefined;
  }
}
