import type { JsonValue } from '../../shared/model.js';
/** Memory for one comparison (one compareSchemas call and the branch walks it starts). */
export declare class NodeEquality {
    private readonly insideEqual;
    /** Per node, the last node it was compared with and whether they were equal. */
    private readonly known;
    private readonly refFacts;
    /**
     * `insideEqual`: also remember the pairs inside an equal pair. Needed when the documents' refs disagree: then equal
     * text is not yet an equal schema and the walk goes on below it, asking again at every level.
     */
    constructor(insideEqual?: boolean);
    /** jsonEqual(x, y), remembered for the pairs it saw differ or found equal. */
    equal(x: JsonValue | undefined, y: JsonValue | undefined): boolean;
    /** No `$ref` anywhere inside (and small enough for refsIn to say so): then equal nodes are equal schemas. */
    refFree(v: JsonValue | undefined): boolean;
    /** Facts for `root` and every composite below it not seen yet, children first. */
    private factsOf;
}
