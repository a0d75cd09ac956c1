// The `mcp-contract` binary.
import { run } from './main.js';
import { processIo } from './io.js';

const code = await run(process.argv.slice(2), processIo());
process.exitCode = code;
// A server child or socket left behind must not keep the CLI alive after its answer is out.
setTimeout(() => process.exit(code), 3000).unref();
