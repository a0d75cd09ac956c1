// Who may use the guard's HTTP face, checked before a body is read. A page in the user's browser can post to a
// loopback port without any preflight (a `no-cors` fetch, a form: text/plain, urlencoded or multipart bodies), and
// the guard answers with the user's upstream; so a request a browser made for a page of another origin is refused on
// every method, every POST must be JSON (which a browser sends cross-origin only after a preflight the guard answers
// for allowed origins alone), and a token can be required of everyone.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ListenAccess } from './listen-address.js';

export interface AccessRefusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** What a page of an allowed origin may send and read (the SDKs' browser clients send these headers). */
const ALLOW_HEADERS = 'content-type, accept, authorization, mcp-session-id, mcp-protocol-version, mcp-method, mcp-name, last-event-id';
const EXPOSE_HEADERS = 'mcp-session-id, mcp-protocol-version, www-authenticate';
/** SEP-2243: a call repeats a tool's mirrored arguments in headers named by the tool, so no fixed list holds them. */
const PARAM_HEADER = /^mcp-param-[!#$%&'*+\-.^_`|~0-9a-z]+$/;

/** The Mcp-Param-* headers a preflight asks to send: allowed as well (the preflight is answered for allowed origins only). */
function paramHeadersAsked(req: IncomingMessage): string[] {
  const asked = req.headers['access-control-request-headers'];
  return typeof asked === 'string' ? asked.split(',').map((h) => h.trim().toLowerCase()).filter((h) => PARAM_HEADER.test(h)) : [];
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Hashed first, so the comparison takes the same time whatever the length or the first wrong byte. */
function tokenMatches(presented: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(presented), expected);
}

function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * The checks of one listener: `undefined` to go on serving, a refusal to answer with, or `'answered'` for a CORS
 * preflight from an allowed origin (answered here: nothing else is ever sent for OPTIONS).
 */
export function accessCheck(access: ListenAccess): (req: IncomingMessage, res: ServerResponse) => AccessRefusal | 'answered' | undefined {
  const origins = new Set(access.origins ?? []);
  const expected = access.token === undefined ? undefined : digest(access.token);
  return (req, res) => {
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!origins.has(origin)) return { status: 403, message: 'forbidden Origin header' };
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
      res.setHeader('vary', 'Origin');
    } else {
      // A browser leaves Origin off a GET (an <img>, a link) but still says where the request comes from.
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') return { status: 403, message: 'forbidden cross-site request' };
    }
    if (req.method === 'OPTIONS') {
      const headers = [ALLOW_HEADERS, ...new Set(paramHeadersAsked(req))].join(', ');
      res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, DELETE', 'access-control-allow-headers': headers, 'access-control-max-age': '600' }).end();
      return 'answered';
    }
    if (expected) {
      const m = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
      if (!m || !tokenMatches(m[1], expected))
        return { status: 401, message: 'missing or wrong bearer token (--listen-token)', headers: { 'www-authenticate': m ? 'Bearer realm="mcp-contract guard", error="invalid_token"' : 'Bearer realm="mcp-contract guard"' } };
    }
    if (req.method === 'POST' && mediaType(req.headers['content-type']) !== 'application/json')
      return { status: 415, message: 'Unsupported Media Type: Content-Type must be application/json' };
    return undefined;
  };
}
