import type { StoredFinding } from '../shared/model.js';
/**
 * 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values, and the params the
 * rule names as its identity (a host refusal's host and check: two hosts refusing one tool are two changes).
 */
export declare function fingerprintOf(f: StoredFinding): string;
