// Standard output and error for a CLI that prints its answer and exits. Touching process.stdout or process.stderr
// creates a stream (for a pipe, a net.Socket: node:net and the stream machinery), about a sixth of bare node's whole
// start-up; a write(2) on the descriptor costs nothing of the kind (issue 21). The streams stay for what needs them:
// Windows consoles, a non-blocking pipe that fills up, and the guard's long-running session.
import { writeSync } from 'node:fs';
import { EXIT } from '../core/shared/errors.js';

type Fd = 1 | 2;

const exitCode = (fallback: number): number => (typeof process.exitCode === 'number' ? process.exitCode : fallback);

let watched = false;

/**
 * The process streams with their failures handled: a reader that goes away (`| head`) ends the run quietly with the
 * code it had; a standard output that cannot be written (`> /dev/full`) is one line and exit 5, never a stack trace.
 */
export function watchedStream(fd: Fd): NodeJS.WriteStream {
  if (!watched) {
    watched = true;
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(exitCode(EXIT.ok));
      process.stderr.write(`mcp-contract: cannot write to standard output: ${e.code ?? e.message}\n`);
      process.exit(EXIT.write);
    });
    process.stderr.on('error', () => process.exit(exitCode(EXIT.write)));
  }
  return fd === 1 ? process.stdout : process.stderr;
}

/** Descriptors whose writes went to the stream once: every later write follows, so the output keeps its order. */
const streamed = new Set<Fd>();
const direct = process.platform !== 'win32';

/** Whether everything written so far went out by write(2): no stream was made, so nothing waits in a queue. */
export function allWritten(): boolean {
  return !watched && streamed.size === 0;
}

let settled = false;

/**
 * A command that leaves nothing running behind its exit code (no server child, socket or timer: a diff of two files)
 * says so; the entry then ends the process as soon as its output is all written, instead of waiting for the event loop
 * to wind down, where V8 runs its after-work collections on the user's time (issue 55).
 */
export function nothingLeftRunning(): void {
  settled = true;
}

/** Whether the command said nothing is left running and its output is all out. */
export function mayExitAtOnce(): boolean {
  return settled && allWritten();
}

/** Writes all of `text` to fd 1 or 2 before returning (or queues it on the stream where a write would block). */
export function writeStd(fd: Fd, text: string): void {
  if (!direct || streamed.has(fd)) {
    watchedStream(fd).write(text);
    return;
  }
  let rest = Buffer.from(text, 'utf8');
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        // A non-blocking pipe is full (its other end made it non-blocking): the stream waits for it to drain.
        streamed.add(fd);
        watchedStream(fd).write(rest);
        return;
      }
      failed(fd, code ?? String(e));
    }
  }
}

function failed(fd: Fd, code: string): never {
  if (fd === 2) process.exit(exitCode(EXIT.write));
  if (code === 'EPIPE') process.exit(exitCode(EXIT.ok));
  writeStd(2, `mcp-contract: cannot write to standard output: ${code}\n`);
  process.exit(EXIT.write);
}
