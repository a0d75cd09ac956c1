// The `mcp-contract` binary.
import { processIo } from './io.js';

// The guard is a long-running server: it loads only its own code (a separate chunk), not every command's.
const args = process.argv.slice(2);
const ours = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
const guard = args[0] === 'guard' && !ours.includes('--help') && !ours.includes('-h');
const code = guard
  ? await (await import('./guard-entry.js')).runGuard(args.slice(1))
  : await (await import('./main.js')).run(args, processIo());
process.exitCode = code;
// A server child or socket left behind must not keep the CLI alive after its answer is out.
setTimeout(() => process.exit(code), 3000).unref();
