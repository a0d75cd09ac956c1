import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { HostCheck } from './profiles.js';
/** One offence of one check by one tool. */
export interface Violation {
    check: string;
    pointer: string;
}
/**
 * A schema node and where it sits; `chain` is true while the path from the root alternates properties/NAME only. The
 * pointer is built only for a node a check reports (most nodes of a large schema never are): the parent and the
 * escaped step lead back to the root.
 */
interface Node {
    schema: JsonObject;
    parent: Node | undefined;
    /** The keyword that leads here from the parent (the root's own pointer at the root), and the name or index under it. */
    keyword: string;
    key: string | undefined;
    chain: boolean;
}
/** Every schema node under `root` (itself first), without recursion. */
export declare function schemaNodes(root: JsonValue | undefined, at?: string): Node[];
/** Every offence of `checks` by one tool definition, in check order, pointers sorted within a check. */
export declare function violationsOf(tool: JsonObject, checks: readonly HostCheck[]): Violation[];
export {};
