import type { Report, Snapshot } from '../shared/model.js';
import { type Config } from '../shared/config.js';
export declare function diffSnapshots(base: Snapshot, head: Snapshot, config: Config, labels: {
    base: string;
    head: string;
}): Report;
