export declare const snapshot: import("./validator-runtime.js").Validate;
export declare const config: import("./validator-runtime.js").Validate;
