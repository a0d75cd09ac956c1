/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
export declare function withCommas(n: number): string;
