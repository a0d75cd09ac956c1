import type { JsonObject, JsonValue } from '../shared/model.js';
import type { SchemaDelta } from './schema/compat.js';
/** Identifier or phrase split into lowercase words: `bypassBranchProtection`, `skip-verification`, `Send to`. */
export declare function wordsOf(text: string): string[];
/** Why a new input reads as a destination, or undefined. `openWorld`: the tool's openWorldHint, default applied. */
export declare function destinationReason(name: string, schema: JsonValue | undefined, openWorld: boolean): string | undefined;
/** The added values whose words name a privilege or a safeguard removed. */
export declare function privilegedValues(values: readonly JsonValue[]): string[];
/** The input schema's safe rows that are risky in substance, re-levelled to their review rules with the reason. */
export declare function flagStructuralRisk(deltas: readonly SchemaDelta[], head: JsonObject): SchemaDelta[];
/**
 * A sentence that says what happens when the value is left out: a condition of omission ("if omitted", "when not
 * given", "leave it out", "defaults to", "falls back to", "otherwise"). Alternatives of fixed words: linear.
 */
export declare const OMISSION: RegExp;
/** Where a sentence of a parameter's description ends. */
export declare const SENTENCE_END: RegExp;
/**
 * Annotation claims that let a host skip confirmation, checked against what the tool does: destructiveHint false on a
 * tool whose name or inputs delete, overwrite or revoke; readOnlyHint true on a tool whose name or inputs write.
 */
export declare function flagClaims(deltas: readonly SchemaDelta[], head: JsonObject): SchemaDelta[];
