/** A counter over the ranks, indexed once; counts are exact o200k_base counts of ordinary text. */
export declare function o200kCounter(): (text: string) => number;
