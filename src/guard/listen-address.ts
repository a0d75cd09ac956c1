// Where `guard --listen` listens: parsed and judged without loading the HTTP server (node:http, the SDK's transport),
// which a stdio guard never needs.
import { UsageError } from '../core/shared/errors.js';

export interface ListenAddress {
  host: string;
  port: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** `PORT` or `HOST:PORT` (`[::1]:PORT` for IPv6); the host defaults to loopback. */
export function parseListen(value: string): ListenAddress {
  const m = /^(?:(\[[^\]]+\]|[^:]+):)?(\d{1,5})$/.exec(value);
  const port = m ? Number(m[2]) : NaN;
  if (!m || port > 65535) throw new UsageError(`mcp-contract guard: --listen "${value}": expected PORT or HOST:PORT`);
  return { host: (m[1] ?? '127.0.0.1').replace(/^\[|\]$/g, ''), port };
}

export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || host.startsWith('127.');
}

/** Who besides a local non-browser client may use the listener: pages of these origins, and only with this token. */
export interface ListenAccess {
  /** Origins (`scheme://host[:port]`, as a browser sends them) whose pages may use the guard; none by default. */
  origins?: readonly string[];
  /** A bearer token every request must carry (`Authorization: Bearer TOKEN`). */
  token?: string;
}

/** The environment variable `--listen-token` falls back to: argv is readable by every user of the host (`ps`). */
export const LISTEN_TOKEN_ENV = 'MCP_CONTRACT_LISTEN_TOKEN';
const MIN_TOKEN_LENGTH = 16;

/** `--allow-origin VALUE` as the exact string a browser sends in `Origin` (its host lower-cased, default port dropped). */
export function parseOrigin(value: string): string {
  const shown = value.slice(0, 80);
  if (value === '*' || value === 'null')
    throw new UsageError(`mcp-contract guard: --allow-origin "${value}": name each origin whose pages may use the guard (scheme://host[:port]); "${value}" would let any page in`);
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash || value.endsWith('?') || value.endsWith('#'))
    throw new UsageError(`mcp-contract guard: --allow-origin "${shown}": expected an origin, scheme://host[:port] (http or https, no path)`);
  return url.origin;
}

/** The token from `--listen-token`, else from the environment; its value never appears in a message. */
export function listenToken(option: string | undefined, env: Record<string, string | undefined>): string | undefined {
  const [token, from] = option !== undefined ? [option, '--listen-token'] : [env[LISTEN_TOKEN_ENV], `$${LISTEN_TOKEN_ENV}`];
  if (token === undefined || (option === undefined && token === '')) return undefined;
  if (!/^[\x21-\x7e]+$/.test(token)) throw new UsageError(`mcp-contract guard: ${from}: the token must be printable ASCII without spaces (it goes in an Authorization header)`);
  if (token.length < MIN_TOKEN_LENGTH) throw new UsageError(`mcp-contract guard: ${from}: the token must be at least ${MIN_TOKEN_LENGTH} characters (e.g. openssl rand -hex 32)`);
  return token;
}
