// Expected failures carry their exit code; the entry points print `message` as one line, never a stack trace.

export const EXIT = {
  ok: 0,
  drift: 1,
  usage: 2,
  capture: 3,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class ContractError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** Extra lines shown after the message (e.g. a server's stderr tail). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ContractError';
  }
}

/** Bad arguments, config or files: exit 2. The message names the file/field/server. */
export class UsageError extends ContractError {
  constructor(message: string, detail?: string) {
    super(message, EXIT.usage, detail);
    this.name = 'UsageError';
  }
}

export type CapturePhase = 'build' | 'start' | 'connect' | 'initialize' | 'list' | 'close';

/** The server did not build, start or answer: exit 3. */
export class CaptureError extends ContractError {
  constructor(
    readonly server: string,
    readonly phase: CapturePhase,
    cause: string,
    detail?: string,
  ) {
    super(`server "${server}": ${phase} failed: ${cause}`, EXIT.capture, detail);
    this.name = 'CaptureError';
  }
}
