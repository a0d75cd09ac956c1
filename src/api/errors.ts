// The typed errors a caller of the library catches; each carries the exit code the CLI would end with.
export { EXIT, ContractError, UsageError, CaptureError, WriteError, type ExitCode, type CapturePhase } from '../core/shared/errors.js';
