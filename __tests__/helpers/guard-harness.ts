// The guard tests' fixture server (shifting.mjs) and what they do with it: its approved snapshot, its surface shifted
// mid-session, its processes. The guard itself starts in-process (guard-inprocess.ts) or from dist/ (dist.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { cli, NODE, SERVERS, tempDir } from './cli-harness.js';
import { pollUntil } from './poll.js';
import { digest, oncePerRun } from './setup-snapshots.js';
import { HANG_MS } from './hang.js';

export const SHIFTING = path.join(SERVERS, 'shifting.mjs');

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until every pid is gone (bounded): the guard and its upstream must not outlive the client. */
export async function gone(pids: number[], ms: number = HANG_MS.wait): Promise<number[]> {
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

/** A temp dir where shifting.mjs serves `surface.json`, approved as `shifting`; the guard's store and the fixture's pid
 * file go beside it. */
export interface ShiftingSetup {
  dir: string;
  surface: string;
  pidFile: string;
  approved: string;
  store: string;
}

export async function approvedShifting(prefix: string, surface: unknown): Promise<ShiftingSetup> {
  const dir = tempDir(prefix);
  const file = path.join(dir, 'surface.json');
  writeFileSync(file, JSON.stringify(surface));
  const approved = path.join(dir, 'approved.json');
  await approveShifting(approved, 'shifting', file, dir);
  return { dir, surface: file, pidFile: path.join(dir, 'pid'), approved, store: path.join(dir, 'store') };
}

/** The error a tool call the guard refuses rejects with; the call must be refused with an McpError. */
export async function refusedCall(client: Client, name: string, args: Record<string, unknown> = {}): Promise<McpError> {
  const err = await client.callTool({ name, arguments: args }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(McpError);
  return err as McpError;
}
