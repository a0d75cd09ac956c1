export declare const BUNDLE_INPUTS: readonly string[];
export declare const RECORD: string;
export declare function inputsDigest(root: string): string;
export declare function outputsDigest(dist: string): string;
export declare function readRecord(dist: string): { inputs?: string; outputs?: string } | undefined;
