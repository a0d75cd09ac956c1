export declare const snapshot: import("./validator-runtime.js").Validate;
