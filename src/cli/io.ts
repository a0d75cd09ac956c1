// The CLI talks to the world only through this, so tests run it in-process and read what it printed.
import { isAbsolute, relative } from 'node:path';
import { redactText } from '../core/secrets.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Injectable clock for release checks. */
  now: () => Date;
  /** Registers secret values: everything printed afterwards has them redacted. */
  protect: (values: readonly string[]) => void;
}

export function processIo(): CliIo {
  return redacting({
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    cwd: process.cwd(),
    env: process.env,
    now: () => new Date(),
  });
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
  const rel = relative(io.cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
