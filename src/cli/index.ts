// The `mcp-contract` binary.
import module from 'node:module';
import { processIo } from './io.js';
import { EXIT } from '../core/shared/errors.js';
import { VERSION } from './version.js';
import { mayExitAtOnce, watchedStream, writeStd } from './std-write.js';

// Node 22.1+ keeps the compiled code of every chunk loaded after this line (each command's chunk) on disk, so the
// second run of a command skips parsing it; Node 20 has no such cache and goes on without it. NODE_COMPILE_CACHE
// chooses the directory, NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

async function dispatch(args: string[]): Promise<number> {
  // `--version` (scripts and version checks run it most) is answered here, before the command table is even loaded.
  if (args[0] === '--version' || args[0] === '-v') {
    writeStd(1, `${VERSION}\n`);
    return EXIT.ok;
  }
  // The guard is a long-running server: it loads only its own code (a separate chunk), not every command's.
  const ours = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (args[0] === 'guard' && !ours.includes('--help') && !ours.includes('-h')) {
    // Its MCP session writes process.stdout itself: the streams' failures are handled from the start.
    watchedStream(1);
    return (await import('./guard-entry.js')).runGuard(args.slice(1));
  }
  return (await import('./main.js')).run(args, { ...processIo(writeStd), ownProcess: true });
}

const code = await dispatch(process.argv.slice(2));
process.exitCode = code;
if (mayExitAtOnce()) process.exit(code);
// A server child or socket left behind must not keep the CLI alive after its answer is out.
setTimeout(() => process.exit(code), 3000).unref();
