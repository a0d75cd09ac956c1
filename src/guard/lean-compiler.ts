// The guard runs for hours and its own work per message is small (JSON.parse and JSON.stringify are native code):
// TurboFan costs it more memory than it saves time. Once it optimizes a hot function it pages in megabytes of its own
// machine code and keeps its zones and code objects; measured on Node 24 with a 1,000-tool upstream (issue 21), turning
// it off cut the guard's peak resident memory by about 7 MB with no change in the added latency per call. Maglev is
// kept: turning it off as well saved 2 MB more but cost the interpreter's speed on every forwarded message.
import { setFlagsFromString } from 'node:v8';

/** V8 reads the flag at each tiering decision, so setting it after start-up takes effect from then on. */
export function withoutOptimizingCompiler(): void {
  setFlagsFromString('--no-opt');
}
