// The `mcp-contract` binary.
import module from 'node:module';
import { processIo } from './io.js';
import { EXIT } from '../core/shared/errors.js';
import { VERSION } from './version.js';

// Node 22.1+ keeps the compiled code of every chunk loaded after this line (each command's chunk) on disk, so the
// second run of a command skips parsing it; Node 20 has no such cache and goes on without it. NODE_COMPILE_CACHE
// chooses the directory, NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// A reader that goes away (`| head`) ends the run quietly with the code it had; a standard output that cannot be
// written (`> /dev/full`) is one line and exit 5, never a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  process.stderr.write(`mcp-contract: cannot write to standard output: ${e.code ?? e.message}\n`);
  process.exit(EXIT.write);
});
process.stderr.on('error', () => process.exit(typeof process.exitCode === 'number' ? process.exitCode : EXIT.write));

async function dispatch(args: string[]): Promise<number> {
  // `--version` (scripts and version checks run it most) is answered here, before the command table is even loaded.
  if (args[0] === '--version' || args[0] === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return EXIT.ok;
  }
  // The guard is a long-running server: it loads only its own code (a separate chunk), not every command's.
  const ours = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (args[0] === 'guard' && !ours.includes('--help') && !ours.includes('-h')) return (await import('./guard-entry.js')).runGuard(args.slice(1));
  return (await import('./main.js')).run(args, processIo());
}

const code = await dispatch(process.argv.slice(2));
process.exitCode = code;
// A server child or socket left behind must not keep the CLI alive after its answer is out.
setTimeout(() => process.exit(code), 3000).unref();
