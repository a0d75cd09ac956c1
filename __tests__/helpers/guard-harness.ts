// Starts `mcp-contract guard` as a real process from dist/ and connects an SDK client to it over stdio.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ClientCapabilities, JSONRPCMessage, Notification } from '@modelcontextprotocol/sdk/types.js';
import { cli, NODE, ROOT, SERVERS } from './cli-harness.js';
import { pollUntil } from './poll.js';
import { digest, oncePerRun } from './setup-snapshots.js';

export const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');
export const SHIFTING = path.join(SERVERS, 'shifting.mjs');

export interface Guarded {
  client: Client;
  transport: StdioClientTransport;
  /** Every message the client read from the guard, in order. */
  messages: JSONRPCMessage[];
  /** Errors the client transport reported (a non-JSON-RPC line on the guard's stdout is one). */
  errors: () => Error[];
  /** Everything the guard wrote to stderr so far. */
  stderr: () => string;
  pid: number;
  /** Resolves with the next notification of this method (rejects after `ms`: a hang bound, not a timing claim). */
  next: (method: string, ms?: number) => Promise<Notification>;
  close: () => Promise<void>;
}

export async function startGuard(args: string[], opts: { capabilities?: ClientCapabilities; env?: Record<string, string>; setup?: (c: Client) => void } = {}): Promise<Guarded> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'guard', ...args],
    stderr: 'pipe',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env },
  });
  let err = '';
  transport.stderr?.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const client = new Client({ name: 'guard-test', version: '1.0.0' }, { capabilities: opts.capabilities ?? {} });
  const waiters: Array<{ method: string; resolve: (n: Notification) => void }> = [];
  client.fallbackNotificationHandler = async (n) => {
    const i = waiters.findIndex((w) => w.method === n.method);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(n);
  };
  opts.setup?.(client);
  const errors: Error[] = [];
  await client.connect(transport);
  const onerror = transport.onerror;
  transport.onerror = (e) => {
    errors.push(e);
    onerror?.(e);
  };
  const messages: JSONRPCMessage[] = [];
  const read = transport.onmessage;
  transport.onmessage = (m) => {
    messages.push(m);
    read?.(m);
  };
  return {
    client,
    transport,
    messages,
    stderr: () => err,
    errors: () => errors,
    pid: transport.pid!,
    next: (method, ms = 20_000) =>
      new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no ${method} within ${ms} ms; guard stderr:\n${err}`)), ms);
        waiters.push({
          method,
          resolve: (n) => {
            clearTimeout(t);
            resolve(n);
          },
        });
      }),
    close: () => client.close(),
  };
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until every pid is gone (bounded): the guard and its upstream must not outlive the client. */
export async function gone(pids: number[], ms = 10_000): Promise<number[]> {
  await pollUntil(() => !pids.some(alive), { withinMs: ms, everyMs: 50 });
  return pids.filter(alive);
}

export function pidsOf(file: string): number[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
}

/** Rewrites the fixture's surface file and tells the fixture (SIGHUP) to re-read it and send list_changed. */
export function shift(surfaceFile: string, pidFile: string, surface: unknown): void {
  writeFileSync(surfaceFile, JSON.stringify(surface));
  for (const pid of pidsOf(pidFile)) process.kill(pid, 'SIGHUP');
}

/**
 * `mcp-contract snapshot --out OUT --name NAME -- node shifting.mjs SURFACE` (the CLI's run() in this process): the
 * approved snapshot a guard test starts from. The shifting fixture serves its surface file and nothing else, so each
 * distinct surface text is captured once per run (setup-snapshots.ts) and its snapshot written for every repeat.
 */
export async function approveShifting(out: string, name: string, surface: string, cwd: string): Promise<void> {
  const text = await oncePerRun(digest('shifting', name, readFileSync(surface, 'utf8')), async () => {
    const r = await cli(['snapshot', '--out', out, '--name', name, '--', NODE, SHIFTING, surface], { cwd });
    if (r.code !== 0) throw new Error(`snapshot of the shifting fixture exited ${r.code}: ${r.stderr}`);
    return readFileSync(out, 'utf8');
  });
  writeFileSync(out, text);
}
