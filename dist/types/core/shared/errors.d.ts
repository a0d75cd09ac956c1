export declare const EXIT: {
    readonly ok: 0;
    readonly drift: 1;
    readonly usage: 2;
    readonly capture: 3;
    /** A bug in mcp-contract: one line naming where. */
    readonly internal: 4;
    readonly write: 5;
    /** A signed release did not verify: the registry entry, the artifact, the signature or its signer. */
    readonly untrusted: 6;
};
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
export declare class ContractError extends Error {
    readonly exitCode: ExitCode;
    /** Extra lines shown after the message (e.g. a server's stderr tail). */
    readonly detail?: string | undefined;
    constructor(message: string, exitCode: ExitCode, 
    /** Extra lines shown after the message (e.g. a server's stderr tail). */
    detail?: string | undefined);
}
/** Bad arguments, config or files: exit 2. The message names the file/field/server. */
export declare class UsageError extends ContractError {
    constructor(message: string, detail?: string);
}
export type CapturePhase = 'build' | 'start' | 'connect' | 'initialize' | 'list' | 'close';
/** The server did not build, start or answer: exit 3. */
export declare class CaptureError extends ContractError {
    readonly server: string;
    readonly phase: CapturePhase;
    constructor(server: string, phase: CapturePhase, cause: string, detail?: string);
}
/** The config's `setup` (the repository's install) failed or ran out of time: exit 3, as a build that fails. */
export declare class SetupError extends ContractError {
    constructor(cause: string, detail?: string);
}
/** A file could not be written (no space, missing or unwritable directory, a symlink in the way): exit 5. */
export declare class WriteError extends ContractError {
    constructor(message: string);
}
/** The exit-code table of the README, generated from here. */
export declare const EXIT_DOCS: ReadonlyArray<{
    code: number;
    name: string;
    meaning: string;
}>;
