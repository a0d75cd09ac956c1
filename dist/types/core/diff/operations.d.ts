import type { JsonObject } from '../shared/model.js';
export type OperationClass = 'delete' | 'overwrite' | 'revoke' | 'transfer' | 'execute';
/** Words of an identifier: `deleteAllRows` -> delete, all, rows; `force-push` -> force, push. */
export declare function identifierWords(text: string): string[];
/** The operation a word performs, or undefined; a past participle (`deleted`, `removed`) is a state, not an operation. */
export declare function wordOperation(word: string): OperationClass | undefined;
/** The first operation an identifier (an enum value, a tool name) names, with the word that names it. */
export declare function operationOf(identifier: string): {
    operation: OperationClass;
    word: string;
} | undefined;
/** Operation classes that take something away or hand it over: what makes a tool destructive. */
export declare const DESTRUCTIVE: ReadonlySet<OperationClass>;
/** The value of a boolean input that is the safe side, and the word that says what it guards; undefined: it guards nothing. */
export declare function guardOf(name: string): {
    safe: boolean;
    word: string;
} | undefined;
/** Why a tool writes, from its name and its input names (an operation that changes state), or undefined. */
export declare function writesBecause(definition: JsonObject): string | undefined;
/** Why a tool destroys (delete, overwrite, revoke by its name or an input), or undefined. */
export declare function destroysBecause(definition: JsonObject): string | undefined;
/**
 * Why a tool's own description says it destroys: a verb of deleting, overwriting or revoking that stands as a verb
 * of the tool's act (see `predicate`; "Gets a session and when it expires" says no revocation), is not a past
 * participle (a state: "lists deleted items") and has no denial in the four words before it ("never overwrites").
 */
export declare function destroysByText(description: string): string | undefined;
