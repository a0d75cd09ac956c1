// Child processes the capture starts: each in its own process group, so ending it ends everything it spawned.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { RUN_MARKER } from './child-env.js';

/**
 * Keeps only the last `limit` bytes written to it: a chatty server's stderr must not grow without bound. Once bytes
 * were dropped, the first kept line is a fragment (possibly the end of a secret, which redaction can no longer
 * recognise, or half a UTF-8 character), so it is never shown: the tail starts at a whole line.
 */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  /** Whether older bytes were dropped: the first kept line may then be the end of a longer one. */
  private cut = false;
  constructor(private readonly limit = 64 * 1024) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.limit && this.chunks.length > 1) {
      const first = this.chunks.shift()!;
      this.size -= first.length;
      this.cut = true;
    }
    if (this.size > this.limit) {
      const only = this.chunks[0]!;
      this.chunks[0] = only.subarray(only.length - this.limit);
      this.size = this.limit;
      this.cut = true;
    }
  }

  /** The last `lines` whole lines, trimmed: a line whose start was dropped is left out, not shown from its middle. */
  tail(lines = 20): string {
    let text = Buffer.concat(this.chunks).toString('utf8').trimEnd();
    if (this.cut) {
      const nl = text.indexOf('\n');
      // One endless line: its end is all there is; say it was cut rather than pass it off as a line.
      text = nl === -1 ? `…${text}` : text.slice(nl + 1);
    }
    if (text === '') return '';
    return text.split('\n').slice(-lines).join('\n');
  }
}

export interface SpawnOptions {
  cwd: string;
  env: Record<string, string>;
  shell?: boolean;
}

/** Spawns a process as leader of a new group; its stdout/stderr are pipes the caller reads. */
export function spawnGroup(command: string, args: readonly string[], opts: SpawnOptions): ChildProcess {
  return spawn(command, [...args], {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    shell: opts.shell ?? false,
    windowsHide: true,
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * Every live descendant of `root`, found through /proc (Linux): a grandchild that called setsid() left our process
 * group and session, so only its parent link still leads to it. Empty elsewhere or when /proc cannot be read.
 */
export function descendants(root: number): number[] {
  if (process.platform !== 'linux') return [];
  return childLinksReadable() ? descendantsByChildLinks(root) : descendantsByScan(root);
}

/**
 * Whether this kernel lists each task's children (/proc/PID/task/TID/children, CONFIG_PROC_CHILDREN): following
 * those links reads a dozen small files where a scan reads one per process on the machine.
 */
let childLinks: boolean | undefined;
function childLinksReadable(): boolean {
  if (childLinks === undefined) {
    try {
      readFileSync(`/proc/self/task/${process.pid}/children`);
      childLinks = true;
    } catch {
      childLinks = false;
    }
  }
  return childLinks;
}

export function descendantsByChildLinks(root: number): number[] {
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0 && out.length < 10_000) {
    const pid = queue.shift()!;
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // It went away while we looked.
    }
    // Any thread may have forked: every task's list is read.
    for (const tid of tasks) {
      let list: string;
      try {
        list = readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1');
      } catch {
        continue;
      }
      for (const c of list.split(' ')) {
        if (!/^\d+$/.test(c)) continue;
        out.push(Number(c));
        queue.push(Number(c));
      }
    }
  }
  return out;
}

export function descendantsByScan(root: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(e));
      children.set(ppid, list);
    } catch {
      // The process went away while we looked.
    }
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0 && out.length < 10_000) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

function signalTree(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    for (const target of [pid, -pid]) {
      try {
        process.kill(target, signal);
      } catch {
        // Gone already, or not a group leader.
      }
    }
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Ends a process group: SIGTERM, then SIGKILL after `graceMs`. Resolves once the leader has exited (or after a
 * bound, so a zombie never hangs the capture). Grandchildren get the SIGKILL even when the leader went quietly.
 */
export async function killGroup(child: ChildProcess, graceMs = 300): Promise<void> {
  child.stdin?.destroy();
  if (child.pid === undefined) return;
  const leaderExit = exited(child)
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Found before any signal: once the leader dies, an orphan's parent link points at init and it is out of sight.
  const tree = descendants(child.pid);
  signalGroup(child, 'SIGTERM');
  signalTree(tree, 'SIGTERM');
  await Promise.race([leaderExit, delay(graceMs)]);
  signalGroup(child, 'SIGKILL');
  // A second look only while the leader lives: once it has exited its orphans point at init, and its pid may
  // already name an unrelated process whose children must not be touched.
  signalTree(exited(child) ? tree : [...new Set([...tree, ...descendants(child.pid)])], 'SIGKILL');
  await Promise.race([leaderExit, delay(2000)]);
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/** Every live process (other than this one) whose environment holds `MCP_CONTRACT_RUN=<one of markers>`. */
export function markedPids(markers: readonly string[]): number[] {
  if (process.platform !== 'linux' || markers.length === 0) return [];
  const needles = markers.map((m) => Buffer.from(`${RUN_MARKER}=${m}\0`));
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const out: number[] = [];
  for (const e of entries) {
    if (!/^\d+$/.test(e) || Number(e) === process.pid) continue;
    let environ: Buffer;
    try {
      // Another user's process, or one that just exited: not ours to find.
      environ = readFileSync(`/proc/${e}/environ`);
    } catch {
      continue;
    }
    if (needles.some((n) => environ.includes(n))) out.push(Number(e));
  }
  return out;
}

/**
 * Kills every process still carrying one of the markers: what escaped its process group with `setsid` or a double
 * fork (a daemon left behind by a build or a server). Repeats until none is found, so one that forks while being
 * swept is caught on the next pass. Linux only (it reads /proc); a process that re-execs with a cleared environment
 * is not found (README, security). Returns how many were killed.
 */
export async function sweepMarked(markers: readonly string[], maxPasses = 50): Promise<number> {
  const killed = new Set<number>();
  for (let pass = 0; pass < maxPasses; pass++) {
    const pids = markedPids(markers);
    if (pids.length === 0) break;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
        killed.add(pid);
      } catch {
        // ESRCH: it went by itself.
      }
    }
    // A killed process keeps its environ until the kernel has torn it down. (A kept timer: an unref'd one could
    // let the process exit in the middle of the sweep.)
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return killed.size;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  output: TailBuffer;
}

/** Runs a shell command to completion (build steps), keeping a bounded tail of its combined output. */
export async function runShell(command: string, opts: SpawnOptions & { timeoutMs: number }): Promise<RunResult> {
  const child = spawnGroup(command, [], { ...opts, shell: true });
  child.stdin?.end();
  const output = new TailBuffer();
  child.stdout?.on('data', (c: Buffer) => output.push(c));
  child.stderr?.on('data', (c: Buffer) => output.push(c));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void killGroup(child);
  }, opts.timeoutMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.once('error', (err) => {
      output.push(Buffer.from(String(err.message)));
      resolve([null, null]);
    });
    child.once('close', (c, s) => resolve([c, s]));
  });
  clearTimeout(timer);
  return { code, signal, timedOut, output };
}
