// Expected failures carry their exit code; the entry points print `message` as one line, never a stack trace.

export const EXIT = {
  ok: 0,
  drift: 1,
  usage: 2,
  capture: 3,
  /** A bug in mcp-contract: one line naming where. */
  internal: 4,
  write: 5,
  /** A signed release did not verify: the registry entry, the artifact, the signature or its signer. */
  untrusted: 6,
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

/** The config's `setup` (the repository's install) failed or ran out of time: exit 3, as a build that fails. */
export class SetupError extends ContractError {
  constructor(cause: string, detail?: string) {
    super(`setup failed: ${cause}`, EXIT.capture, detail);
    this.name = 'SetupError';
  }
}

/** A file could not be written (no space, missing or unwritable directory, a symlink in the way): exit 5. */
export class WriteError extends ContractError {
  constructor(message: string) {
    super(message, EXIT.write);
    this.name = 'WriteError';
  }
}

/** The exit-code table of the README, generated from here. */
export const EXIT_DOCS: ReadonlyArray<{ code: number; name: string; meaning: string }> = [
  { code: EXIT.ok, name: 'ok', meaning: 'No drift (or no change at or above `--fail-on`); the release has no errors.' },
  { code: EXIT.drift, name: 'drift', meaning: 'The live surface differs from the committed snapshot, a canary did not observe its expected result, the diff has changes at or above `--fail-on`, the release check found errors, or `scan` observed a finding at or above `--fail-on`.' },
  { code: EXIT.usage, name: 'usage', meaning: 'Bad arguments, config or snapshot file; the message names the file and JSON pointer.' },
  { code: EXIT.capture, name: 'capture', meaning: 'A server did not build, start or answer, or a list it advertises failed: an incomplete observation never passes.' },
  { code: EXIT.internal, name: 'internal', meaning: 'A bug in mcp-contract (please report it with the printed line).' },
  { code: EXIT.write, name: 'write', meaning: 'A file could not be written (disk full, a missing or unwritable directory, a symbolic link in the way); the message names the file.' },
  { code: EXIT.untrusted, name: 'untrusted', meaning: '`verify --registry`/`--server-json`: the signed release did not verify (the registry entry is deleted or missing, the artifact differs from what the package registry records or the release signed, the signature, its signer or the statement does not match the entry); the line names the check.' },
];
