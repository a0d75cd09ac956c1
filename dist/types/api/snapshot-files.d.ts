export { readSnapshot, writeSnapshot, parseSnapshot, serializeSnapshot, sameSnapshot, sameContract } from '../storage/snapshot-file.js';
