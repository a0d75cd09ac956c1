// The `mcp-contract` binary.
import { processIo } from './io.js';

// The guard is a long-running server: it loads only its own code (a separate chunk), not every command's.
const guard = process.argv[2] === 'guard' && !process.argv.slice(3, process.argv.indexOf('--') >>> 0).some((a) => a === '--help' || a === '-h');
const code = guard
  ? await (await import('./guard-entry.js')).runGuard(process.argv.slice(3))
  : await (await import('./main.js')).run(process.argv.slice(2), processIo());
process.exitCode = code;
// A server child or socket left behind must not keep the CLI alive after its answer is out.
setTimeout(() => process.exit(code), 3000).unref();
