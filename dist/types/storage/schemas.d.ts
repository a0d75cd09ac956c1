import type { ErrorObject, ValidateFunction } from 'ajv';
/** The precompiled validator of the snapshot schema. */
export declare const SNAPSHOT_VALIDATOR: ValidateFunction;
/** One line naming the JSON pointer and what is wrong there; the most specific error wins. */
export declare function describeErrors(errors: ErrorObject[] | null | undefined): string;
/** JSON text from a file, git or an artifact; a parse error names where it came from. */
export declare function parseJsonText(text: string, label: string): unknown;
