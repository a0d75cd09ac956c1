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
