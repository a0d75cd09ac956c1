// The guard is a long-running server whose live data is small (a 1,000-tool surface is under 20 MB of heap), but V8
// doubles its young generation each time enough objects survive a scavenge, up to 64 MB on Node 24: a capture of a
// large surface reaches that within a second, and resident memory never comes back down. Holding the young generation
// at its starting size keeps the guard's footprint near its live data (issue 21: 60 MB with a 1,000-tool upstream) at
// the cost of more, smaller scavenges, which the latency figure in `npm run bench` covers.
import { setFlagsFromString } from 'node:v8';

/**
 * V8 reads the growth factor each time it would grow the young generation, so setting it after start-up takes effect
 * from then on (unlike --max-semi-space-size, which only start-up reads and a user may still pass in NODE_OPTIONS).
 */
export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
