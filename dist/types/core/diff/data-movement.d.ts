/** Where the data comes from. */
export type SourceClass = 'conversation' | 'environment' | 'credentials' | 'files' | 'memory' | 'tool-output';
/** Where the text tells the model to put it. */
export type SinkClass = 'tool-input' | 'tool-write' | 'reply' | 'url' | 'publication';
/**
 * Who is speaking about what: a text placed in a property or argument description is about that input (its own field is
 * a sink: "use X as the ID"), a text in an output schema is about this tool's result (its "it" is what the tool returned).
 */
export interface TextPlace {
    /** The input property or prompt argument the text describes. */
    field?: string;
    /** The text describes this tool's output. */
    output?: boolean;
}
export interface DataMovement {
    source: SourceClass;
    sink: SinkClass;
    /** The source and sink in words, with the name the text gives them: "another tool's output (`list_secrets`)". */
    sourceWords: string;
    sinkWords: string;
    /** The sentence(s) that say it, as written (bounded). */
    quote: string;
}
/** A list marker ("1.", "b.", "(2."): what stands between a sentence's start and a dot that ends no sentence. */
export declare const LIST_MARKER: RegExp;
/**
 * The first instruction in `text` that moves private data to a place: a gathering (or a placing's object) that names
 * a source, then a placing toward a sink, in the same sentence or the next; or a passive order that obliges the data
 * to be placed there. `place` says which text this is (a property's, an output schema's). Undefined when the text
 * orders nothing.
 */
export declare function readDataMovement(text: string, place?: TextPlace): DataMovement | undefined;
