export { readSnapshot, writeSnapshot, parseSnapshot, serializeSnapshot } from '../storage/snapshot-file.js';
