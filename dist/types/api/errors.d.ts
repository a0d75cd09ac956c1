export { EXIT, ContractError, UsageError, CaptureError, WriteError, type ExitCode, type CapturePhase } from '../core/shared/errors.js';
