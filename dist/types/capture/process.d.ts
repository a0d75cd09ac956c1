import { type ChildProcess } from 'node:child_process';
/**
 * Keeps only the last `limit` bytes written to it: a chatty server's stderr must not grow without bound. Once bytes
 * were dropped, the first kept line is a fragment (possibly the end of a secret, which redaction can no longer
 * recognise, or half a UTF-8 character), so it is never shown: the tail starts at a whole line.
 */
export declare class TailBuffer {
    private readonly limit;
    private chunks;
    private size;
    /** Whether older bytes were dropped: the first kept line may then be the end of a longer one. */
    private cut;
    constructor(limit?: number);
    push(chunk: Buffer): void;
    /** The last `lines` whole lines, trimmed: a line whose start was dropped is left out, not shown from its middle. */
    tail(lines?: number): string;
}
export interface SpawnOptions {
    cwd: string;
    env: Record<string, string>;
    shell?: boolean;
}
/** Spawns a process as leader of a new group; its stdout/stderr are pipes the caller reads. */
export declare function spawnGroup(command: string, args: readonly string[], opts: SpawnOptions): ChildProcess;
/**
 * Every live descendant of `root`, found through /proc (Linux): a grandchild that called setsid() left our process
 * group and session, so only its parent link still leads to it. Empty elsewhere or when /proc cannot be read.
 */
export declare function descendants(root: number): number[];
export declare function descendantsByChildLinks(root: number): number[];
export declare function descendantsByScan(root: number): number[];
/**
 * Ends a process group: SIGTERM, then SIGKILL after `graceMs`. Resolves once the leader has exited (or after a
 * bound, so a zombie never hangs the capture). Grandchildren get the SIGKILL even when the leader went quietly.
 */
export declare function killGroup(child: ChildProcess, graceMs?: number): Promise<void>;
/** Every live process (other than this one) whose environment holds `MCP_CONTRACT_RUN=<one of markers>`. */
export declare function markedPids(markers: readonly string[]): number[];
/**
 * Kills every process still carrying one of the markers: what escaped its process group with `setsid` or a double
 * fork (a daemon left behind by a build or a server). Repeats until none is found, so one that forks while being
 * swept is caught on the next pass. Linux only (it reads /proc); a process that re-execs with a cleared environment
 * is not found (README, security). Returns how many were killed.
 */
export declare function sweepMarked(markers: readonly string[], maxPasses?: number): Promise<number>;
export declare function delay(ms: number): Promise<void>;
export interface RunResult {
    code: number | null;
    signal: NodeJS.Signals | null;
    timedOut: boolean;
    output: TailBuffer;
}
/** Runs a shell command to completion (build steps), keeping a bounded tail of its combined output. */
export declare function runShell(command: string, opts: SpawnOptions & {
    timeoutMs: number;
}): Promise<RunResult>;
