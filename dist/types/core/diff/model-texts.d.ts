import type { JsonValue } from '../shared/model.js';
/** One model-visible string: `prose` when it is read as text (instructions can live there), else hidden characters only. */
export interface ModelText {
    pointer: string;
    text: string;
    prose: boolean;
}
/** Strings of a definition in document order (keys sorted), bounded: prose fields, enum/const values, names and keys. */
export declare function modelTexts(definition: JsonValue | undefined): ModelText[];
/** The server's model-read text as a definition the same traversal reads: its instructions at `/instructions`. */
export declare function serverTexts(instructions: string | undefined): JsonValue;
/**
 * Who a text at `pointer` speaks about, for reading it as instructions: the input property or prompt argument it
 * describes (named by the definition), or this tool's output (an output schema's text).
 */
export declare function textPlaceOf(pointer: string, definition: JsonValue | undefined): {
    field?: string;
    output?: boolean;
};
/** Where a pointer sits, in words a reviewer knows: `the description of input property path`. */
export declare function placeOf(pointer: string): string;
