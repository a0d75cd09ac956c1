// The Action's entry as the runner starts it: `node dist/index.js`.
import { run } from './main.js';

await run();
// Server children or sockets left behind must not hold the job open.
setTimeout(() => process.exit(), 3000).unref();
