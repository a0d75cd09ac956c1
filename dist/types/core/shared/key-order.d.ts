/**
 * Whether `value`'s own keys already come in ascending order. for-in reads V8's cached key list, where Object.keys
 * would copy it; an inherited enumerable key (a polluted prototype) answers false, so the caller takes Object.keys.
 */
export declare function ownKeysAscending(value: object): boolean;
/**
 * Puts `value`'s own keys, in ascending code-unit order (RFC 8785's order), in the first slots of `keysAt(depth)`
 * and returns how many there are. The list is valid until the next call at the same depth.
 */
export declare function sortOwnKeysAt(value: object, depth: number): number;
export declare function keysAt(depth: number): string[];
/** Whether `value` has an own enumerable key, without listing them. */
export declare function hasOwnKeys(value: object): boolean;
