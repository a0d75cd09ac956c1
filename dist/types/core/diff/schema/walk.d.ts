import type { JsonValue } from '../../shared/model.js';
import type { RuleId } from '../../rules/rules.js';
import type { Side } from './document.js';
import type { NodeEquality } from './equality.js';
export type Direction = 'input' | 'output';
/** One difference found in a schema pair, before it becomes a finding. */
export interface SchemaDelta {
    rule: RuleId;
    /** Absolute JSON pointer into the capability definition. */
    pointer: string;
    params: Record<string, string | number>;
    before?: JsonValue;
    after?: JsonValue;
}
export declare const MAX_SCHEMA_DEPTH = 64;
export type Outcome = 'tightened' | 'loosened';
export declare const NOT_COMPARABLE: RuleId;
export declare const DIALECT_CHANGED: RuleId;
/** Rule ids per direction. `harms` is the value change that breaks this direction's party. */
export interface DirectionRules {
    harms: 'lost' | 'gained';
    propertyRemoved: RuleId;
    propertyAdded: RuleId;
    /** A new property that is also required. */
    requiredPropertyAdded: RuleId;
    madeRequired: RuleId;
    /** An existing property with a `default` that became required. */
    defaultedMadeRequired: RuleId;
    madeOptional: RuleId;
    tightened: RuleId;
    loosened: RuleId;
    /** The types a node accepts lost or gained members. */
    type: {
        lost: RuleId;
        gained: RuleId;
    };
    /** Enum/const values lost or gained. */
    enum: {
        lost: RuleId;
        gained: RuleId;
    };
    /** An enum/const introduced or dropped: a constraint (input) or enum values (output). */
    enumBoundary: 'constraint' | 'enum';
    /** `additionalProperties` closed or opened; undefined: reported as a constraint. */
    additionalProperties?: {
        closed: RuleId;
        opened: RuleId;
        noneDeclaredClosed: RuleId;
    };
    /** A changed `default`; undefined: not decided (a review). */
    defaultChanged?: RuleId;
}
export declare const RULES_BY_DIRECTION: Readonly<Record<Direction, DirectionRules>>;
/** The value change to report when a node both lost and gained: the harmful one first. */
export declare function reported(rules: DirectionRules, lost: boolean, gained: boolean): 'lost' | 'gained';
/** The constraint outcome that harms this direction's party (input: tightened; output: loosened). */
export declare function harmfulOutcome(rules: DirectionRules): Outcome;
/**
 * Deltas that leave every old value valid (input) or every new value within the old (output): what a branch must
 * show to count as covering another. Declaring an optional input property is left out: on an open object it can
 * reject a value the old schema let through, which the top-level verdict accepts by decision but a proof may not.
 */
export declare const COVERING: Set<"capability-added" | "capability-added-risky-text" | "risky-text-added" | "text-data-movement-added" | "capability-impersonates" | "resource-template-expansion-widened" | "capability-removed" | "capability-removed-kind-unsupported" | "capability-deprecated" | "capability-renamed" | "capability-renamed-with-alias" | "capabilities-merged" | "capabilities-merged-with-alias" | "capability-split" | "capability-split-with-alias" | "rename-target-missing" | "snapshot-origin-changed" | "config-gate-changed" | "capability-exposure-narrowed" | "capability-exposure-widened" | "capability-duplicated" | "capability-duplicate-removed" | "surface-removed" | "surface-added" | "observation-failed" | "observation-recovered" | "observation-problem" | "tool-input-property-removed" | "tool-input-property-added" | "tool-input-destination-added" | "tool-input-required-property-added" | "tool-input-property-made-required" | "tool-input-defaulted-property-made-required" | "tool-input-property-made-optional" | "tool-input-type-narrowed" | "tool-input-type-widened" | "tool-input-enum-value-removed" | "tool-input-enum-value-added" | "tool-input-enum-value-added-risky" | "tool-input-enum-operation-added" | "tool-input-safety-default-flipped" | "tool-input-required-now-broad-default" | "tool-input-constraint-tightened" | "tool-input-constraint-loosened" | "tool-input-additional-properties-closed" | "tool-input-additional-properties-opened" | "tool-input-no-arguments-closed" | "tool-input-default-changed" | "tool-output-property-removed" | "tool-output-property-added" | "tool-output-required-removed" | "tool-output-required-added" | "tool-output-type-widened" | "tool-output-type-narrowed" | "tool-output-enum-widened" | "tool-output-enum-narrowed" | "tool-output-constraint-loosened" | "tool-output-constraint-tightened" | "tool-output-schema-removed" | "tool-output-schema-added" | "tool-schema-not-comparable" | "tool-schema-dialect-changed" | "prompt-required-argument-added" | "prompt-optional-argument-added" | "prompt-argument-removed" | "prompt-argument-made-required" | "prompt-argument-made-optional" | "resource-mime-type-changed" | "resource-name-changed" | "description-changed" | "text-whitespace-changed" | "icons-changed" | "tool-app-view-changed" | "app-ui-settings-changed" | "title-changed" | "tool-no-longer-read-only" | "tool-now-read-only" | "tool-now-destructive" | "tool-no-longer-destructive" | "tool-now-open-world" | "tool-no-longer-open-world" | "tool-claims-not-destructive" | "tool-read-only-claim-contradicted" | "tool-hint-riskier" | "tool-no-longer-idempotent" | "tool-now-idempotent" | "definition-field-changed" | "auth-pkce-method-removed" | "auth-pkce-method-added" | "auth-cimd-removed" | "auth-cimd-added" | "auth-server-moved" | "auth-scope-required" | "auth-scopes-narrowed" | "auth-scopes-widened" | "server-name-changed" | "server-version-changed" | "server-info-changed" | "server-protocol-version-changed" | "server-protocol-version-upgraded" | "schema-generator-changed" | "server-capability-added" | "server-capability-removed" | "server-instructions-changed" | "protocol-era-removed" | "protocol-era-added" | "protocol-version-removed" | "protocol-version-added" | "protocol-eras-differ" | "protocol-eras-agree" | "protocol-extension-added" | "protocol-extension-removed" | "protocol-deprecated-feature-used" | "host-rejects-tool" | "host-accepts-tool" | "context-cost-over-budget" | "context-cost-within-budget">;
export interface Work {
    b: JsonValue | undefined;
    a: JsonValue | undefined;
    pointer: string;
    /** Human path of the property (`options.depth`, `urls[]`). */
    path: string;
    depth: number;
}
/** Shared by a walk and the branch-matching walks it starts. */
export interface Context {
    b: Side;
    a: Side;
    /** Equal nodes are equal schemas: both documents resolve every `$ref` to the same definitions. */
    refsAgree: boolean;
    /** Equality and `$ref` presence of nodes, remembered for one comparison so deep schemas stay linear (equality.ts). */
    nodes: NodeEquality;
    /** Schema nodes left before the whole comparison gives up. */
    budget: {
        nodes: number;
    };
    /** Runs a walk to its end (given here so branch matching can start walks without a module cycle). */
    run: (walk: Walk, stack: Work[]) => void;
}
export declare class Walk {
    readonly direction: Direction;
    readonly rootPointer: string;
    readonly ctx: Context;
    readonly out: SchemaDelta[];
    private capped;
    /** `$ref` target pairs already compared in this walk: a recursive schema is compared once per pair. */
    readonly seen: Set<string>;
    constructor(direction: Direction, rootPointer: string, ctx: Context);
    emit(rule: RuleId, pointer: string, path: string, params: Record<string, string | number>, before?: JsonValue, after?: JsonValue): void;
    notComparable(pointer: string, reason: string, force?: boolean): void;
    get rules(): DirectionRules;
    /** A walk of its own over the same documents and budget (branch matching), optionally in another direction. */
    sub(direction?: Direction, ctx?: Context): Walk;
    constraint(outcome: Outcome, pointer: string, path: string, keyword: string, b: JsonValue | undefined, a: JsonValue | undefined, shown?: {
        before: string;
        after: string;
    }): void;
}
export declare function childPath(path: string, prop: string): string;
export declare function rootPath(direction: Direction): string;
/** Equal text that is also an equal schema: the refs inside (if any) resolve alike on both sides. */
export declare function sameSchema(walk: Walk, x: JsonValue | undefined, y: JsonValue | undefined): boolean;
