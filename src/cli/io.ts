// The CLI talks to the world only through this, so tests run it in-process and read what it printed.
import { homedir } from 'node:os';
import { dirname, isAbsolute, relative } from 'node:path';
import { redactText } from '../core/shared/secrets.js';
import { watchedStream } from './std-write.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Injectable clock for release checks. */
  now: () => Date;
  /** Registers secret values: everything printed afterwards has them redacted. */
  protect: (values: readonly string[]) => void;
  /**
   * Asks a person a y/N question on the terminal: undefined when stdin is no terminal (a script, a pipe) and there is
   * no one to ask; absent in tests that have no person either.
   */
  confirm?: (question: string) => Promise<boolean | undefined>;
  /**
   * Set where the process is this one command's, ended when it returns (the binary): only there may a command set
   * process-wide V8 flags for its run (short-run.ts). Absent in-process (tests, a host that runs the CLI's `run`).
   */
  ownProcess?: boolean;
}

/**
 * The process's own output. The commands write with `writeStd` (straight to the descriptor, see std-write.ts); the
 * default, the streams, is for the guard, a long-running server that must never block on a full stderr pipe.
 */
export function processIo(write: (fd: 1 | 2, text: string) => void = (fd, t) => void watchedStream(fd).write(t)): CliIo {
  return redacting({
    stdout: (t) => write(1, t),
    stderr: (t) => write(2, t),
    cwd: process.cwd(),
    env: process.env,
    now: () => new Date(),
    confirm: askTerminal,
  });
}

/**
 * y/N on the terminal, asked on stderr (stdout may be piped to a file): only "y" or "yes" is a yes. stdin and readline
 * are touched only here: reading process.stdin loads the stream modules, which every other command does without.
 */
async function askTerminal(question: string): Promise<boolean | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(?:es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

/** Wraps raw writers so every line passes through the redactor. */
export function redacting(raw: Omit<CliIo, 'protect'>): CliIo {
  const secrets: string[] = [];
  return {
    ...raw,
    stdout: (t) => raw.stdout(redactText(t, secrets)),
    stderr: (t) => raw.stderr(redactText(t, secrets)),
    protect: (values) => {
      for (const v of values) if (!secrets.includes(v)) secrets.push(v);
      secrets.sort((a, b) => b.length - a.length);
    },
  };
}

/** A path as the user would type it: relative inside the working directory, absolute outside it (never `../..`). */
export function shownPath(io: Pick<CliIo, 'cwd'>, path: string): string {
  // From `/` (where a desktop client starts the guard) every path would lose only its leading `/`: shown absolute.
  if (dirname(io.cwd) === io.cwd) return path;
  const rel = relative(io.cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** The user's home as this run sees it (`~`, `${userHome}`, the user's client configs): its environment first. */
export function homeOf(io: Pick<CliIo, 'env'>): string {
  return io.env.HOME ?? io.env.USERPROFILE ?? homedir();
}

/**
 * Untrusted lines (server stderr tails, build output) as one block for stderr. In a GitHub Actions `run:` step the
 * runner reads workflow commands from every line, so there the block is fenced with a random `::stop-commands::`
 * token and a `::set-output` or `::add-mask::` line in it stays text.
 */
export function untrustedBlock(io: Pick<CliIo, 'env'>, lines: readonly string[]): string {
  const body = lines.join('\n');
  if (io.env.GITHUB_ACTIONS !== 'true' || body === '') return `${body}\n`;
  let token: string;
  do token = randomHex();
  while (body.includes(token));
  return `::stop-commands::${token}\n${body}\n::${token}::\n`;
}

// The Web Crypto global rather than an import of node:crypto: loading that module (and the streams it pulls in) costs
// every command about a fifth of bare node's start-up, and only this rare path needs randomness (issue 21).
function randomHex(): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('hex');
}
