// Preloaded with `node --import` into a measured command: on exit, its own peak RSS (not its children's) is written
// to the file BENCH_RSS_FILE names, so a CLI run's memory is read without changing the CLI.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
