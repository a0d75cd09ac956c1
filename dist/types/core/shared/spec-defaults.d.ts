import type { JsonValue, Kind } from './model.js';
export type ProtocolVersion = '2024-11-05' | '2025-03-26' | '2025-06-18' | '2025-11-25' | '2026-07-28';
/** Oldest first. A version newer than the last reads with the last one's defaults. */
export declare const PROTOCOL_VERSIONS: readonly ProtocolVersion[];
export interface SpecDefault {
    kind: Kind;
    /** Field path inside the listed item; `[]` steps into every element of an array. */
    path: readonly string[];
    value: JsonValue;
    /**
     * `schema`: the spec's schema states the default ("Default: ..." on the field). `absent-means`: the spec states no
     * default, but an optional boolean that is absent can only mean false (PromptArgument.required). `carried`: the
     * field left the schema, and a server that still sends it means what the version that defined it meant.
     */
    source: 'schema' | 'absent-means' | 'carried';
}
/** Tool annotation hint -> the value an absent hint means. */
export declare const ANNOTATION_DEFAULTS: Readonly<Record<string, boolean>>;
/**
 * What each version's schema defines. Tool annotations arrived in 2025-03-26, tasks in 2025-11-25 (an extension from
 * 2026-07-28 on). Read from the "Default:" notes in schema/<version>/schema.ts of modelcontextprotocol/modelcontextprotocol
 * (b0f60ba); 2025-11-25 is checked in __tests__/core/shared/spec-defaults.test.ts against the spec types SDK v1 ships (SDK v2
 * ships none with the notes).
 */
export declare const SPEC_DEFAULTS: Readonly<Record<ProtocolVersion, readonly SpecDefault[]>>;
/** The newest legacy-era version: the one SDK v1's shipped spec types describe. */
export declare const NEWEST_LEGACY_VERSION: ProtocolVersion;
/**
 * The defaults that apply to a server speaking `version`: its own, plus those of fields a later version introduced
 * (a server on an older version that sends `execution.taskSupport` is read by clients with the meaning the field
 * was given when it appeared). Unknown or absent versions read with the union of every version.
 */
export declare function defaultsFor(version?: string): readonly SpecDefault[];
export declare function defaultsByKind(version?: string): ReadonlyMap<Kind, readonly SpecDefault[]>;
/** The default of one field of a kind, e.g. `defaultOf('tool', ['annotations', 'destructiveHint'])`. */
export declare function defaultOf(kind: Kind, path: readonly string[], version?: string): JsonValue | undefined;
