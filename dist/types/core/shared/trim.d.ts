/** `s` without the run of `ch` (one UTF-16 unit) at its end. */
export declare function withoutTrailing(s: string, ch: string): string;
