import type { StoredFinding } from '../shared/model.js';
/** 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values. */
export declare function fingerprintOf(f: StoredFinding): string;
