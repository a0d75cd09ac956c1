import type { JsonValue } from '../../shared/model.js';
export { DIALECT_CHANGED, MAX_SCHEMA_DEPTH, NOT_COMPARABLE, RULES_BY_DIRECTION, type Direction, type SchemaDelta } from './walk.js';
import type { Direction, SchemaDelta } from './walk.js';
/**
 * Compares two schemas of one tool. `before`/`after` undefined means the schema is absent (treated as accepting
 * anything). `rootPointer` is where the schema sits in the definition, e.g. `/inputSchema`.
 */
export declare function compareSchemas(before: JsonValue | undefined, after: JsonValue | undefined, direction: Direction, rootPointer: string): SchemaDelta[];
