export { readSnapshot, writeSnapshot, parseSnapshot, serializeSnapshot, sameSnapshot } from '../storage/snapshot-file.js';
