// A capture keeps every listed definition: enough objects survive each scavenge that V8 doubles its young generation
// again and again (to 32 MB on Node 20, 64 MB on Node 24), and resident memory never comes back down. Holding the
// young generation at its starting size keeps a large capture's footprint near its live data (issue 21: peak RSS at
// most 1.5x a bare client's) at the cost of more, smaller scavenges, which `npm run bench` times.
import { setFlagsFromString } from 'node:v8';

/**
 * V8 reads the growth factor each time it would grow the young generation, so setting it after start-up takes effect
 * from then on (unlike --max-semi-space-size, which only start-up reads and a user may still pass in NODE_OPTIONS).
 */
export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
