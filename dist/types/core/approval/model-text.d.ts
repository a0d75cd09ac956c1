import type { JsonValue } from '../shared/model.js';
/**
 * Every string of a definition a model would read as words: values under prose keys, and any key or value that is
 * not a short token. Undefined when the walk hit its bound (treat as "may hold new text").
 */
export declare function modelText(value: JsonValue | undefined): Set<string> | undefined;
/** The model-visible strings `after` holds that `before` does not; undefined when either walk hit its bound. */
export declare function newModelText(before: JsonValue | undefined, after: JsonValue | undefined): Set<string> | undefined;
/** Whether `after` holds model-visible text that `before` does not. */
export declare function bringsNewText(before: JsonValue | undefined, after: JsonValue | undefined): boolean;
