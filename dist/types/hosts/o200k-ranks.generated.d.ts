/** The pre-tokenizing pattern (flags gu). */
export declare const PATTERN = "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
/** The ranks file beside the counter, read at its first use: the token count n (4 bytes, little-endian), where each token's bytes start and the last ends (n + 1 of 4 bytes, little-endian, in rank order), the ranks in the order of their tokens' bytes (3 bytes each, big-endian), then every token's bytes in rank order. */
export declare const RANKS_FILE = "./o200k.bin";
export declare const TOKENS = 199998;
