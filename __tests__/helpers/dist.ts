// The built package (dist/), as a runner, a client or a consumer project starts it: the only helper that names dist/.
// The e2e suites (__tests__/e2e) import it; the unit suites run src/ in-process and must not, directly or through
// another helper (layout.test.ts), so `npm run test:unit` never needs a bundle.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ClientCapabilities, JSONRPCMessage, Notification } from '@modelcontextprotocol/sdk/types.js';
import { collectRun, runProcess, runnerEnv, type ActionRun, type RunOptions } from './action-harness.js';
import { HANG_MS } from './hang.js';

const ROOT = process.cwd();
/** The bundled Action, as action.yml runs it. */
export const ACTION = path.join(ROOT, 'dist', 'index.js');
/** The bundled CLI, the package's bin. */
export const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');

/** Starts `node dist/index.js` with the runner's environment and returns what it left behind. */
export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const { scratch, files, env } = runnerEnv(opts);
  const before = opts.stub?.calls.length ?? 0;
  const r = await runProcess(opts.node ?? process.execPath, [ACTION], { cwd: opts.cwd, env }).catch((e: unknown) => {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  });
  return collectRun(opts, r, [r.stdout, r.stderr], files, scratch, before);
}

/**
 * A consumer project at `dir` that has this package installed by name (a symlink to the repository in its
 * node_modules, so imports resolve through package.json `exports` to dist/), plus `deps` of the repository's own
 * node_modules linked beside it.
 */
export function consumerProject(dir: string, deps: string[] = []): string {
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(ROOT, path.join(dir, 'node_modules', 'mcp-contract'), 'dir');
  for (const dep of deps) {
    mkdirSync(path.dirname(path.join(dir, 'node_modules', dep)), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', dep), path.join(dir, 'node_modules', dep), 'dir');
  }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
  return dir;
}

// ---------------------------------------------------------------- the guard from dist/, an SDK client over stdio

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
    next: (method, ms = HANG_MS.wait) =>
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

