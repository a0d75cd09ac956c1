// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.
export { readSnapshot, writeSnapshot, parseSnapshot, serializeSnapshot, sameSnapshot, sameContract } from '../storage/snapshot-file.js';
