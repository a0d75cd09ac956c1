/** The SDK's errors name their class in `name`; a fetch failure hides its reason in `cause`. */
export declare function oneLineOAuth(e: unknown): string;
