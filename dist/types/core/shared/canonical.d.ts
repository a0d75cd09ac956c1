import type { Capability, JsonObject, JsonValue, Kind } from './model.js';
/** RFC 8785 (JCS) canonical JSON text. */
export declare function canonicalJson(value: JsonValue): string;
export declare function sha256(text: string): string;
export declare function refOf(kind: Kind, key: string): string;
/** Splits `tool:NAME` into kind and key; undefined when the prefix is not a kind. */
export declare function parseRef(ref: string): {
    kind: Kind;
    key: string;
} | undefined;
export interface NormalizeOptions {
    /** `_meta` keys to leave out. */
    volatileMeta?: readonly string[];
    /** Negotiated protocol version: picks the spec defaults (src/core/shared/spec-defaults.ts); absent reads with all of them. */
    protocolVersion?: string;
}
/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
export declare function sortKeys(value: JsonValue): JsonValue;
/** `definition` without every field equal to its spec default (src/core/shared/spec-defaults.ts); never edited. */
export declare function dropSpecDefaults(kind: Kind, definition: JsonObject, protocolVersion?: string): JsonObject;
/**
 * The model-visible definition of one listed item, normalized: unknown fields are kept (a peer that strips them
 * would miss a change), spec defaults are dropped, volatile fields and `_meta` keys are left out.
 */
export declare function normalizeDefinition(kind: Kind, item: JsonObject, options?: NormalizeOptions): JsonObject;
/** Where a capability was observed: part of its digest so trust given to one server's tool never carries to another's. */
export interface Origin {
    server: string;
    surface: string;
}
export declare function digestOf(definition: JsonObject, origin: Origin): string;
/** A definition-only digest: equal definitions give equal digests across servers and surfaces. */
export declare function definitionDigest(definition: JsonObject): string;
export declare function keyOf(kind: Kind, item: JsonObject): string | undefined;
/** Whether sortKeys(value) is `value` itself, as buildCapability recorded when it wrote the value key-sorted. */
export declare function builtKeySorted(value: unknown): boolean;
export declare function buildCapability(kind: Kind, item: JsonObject, origin: Origin, options?: NormalizeOptions): Capability;
/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
export declare function stableStringify(value: JsonValue): string;
