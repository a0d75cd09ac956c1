/** Where the data comes from. */
export type SourceClass = 'conversation' | 'environment' | 'credentials' | 'files' | 'memory' | 'tool-output';
/** Where the text tells the model to put it. */
export type SinkClass = 'tool-input' | 'reply' | 'url' | 'publication';
export interface DataMovement {
    source: SourceClass;
    sink: SinkClass;
    /** The source and sink in words, with the name the text gives them: "another tool's output (`list_secrets`)". */
    sourceWords: string;
    sinkWords: string;
    /** The sentence(s) that say it, as written (bounded). */
    quote: string;
}
/**
 * The first instruction in `text` that moves private data to a place: a gathering (or a placing's object) that names
 * a source, then a placing toward a sink, in the same sentence or the next. Undefined when the text orders nothing.
 */
export declare function readDataMovement(text: string): DataMovement | undefined;
