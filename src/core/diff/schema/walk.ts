// One walk over a schema pair: where its findings go (with the caps that keep hostile schemas cheap), the documents
// both sides resolve in, and the direction -> rule table. Walkers find differences and name them by what they do to
// values (lost, gained, tightened, loosened); this table alone turns that into a rule id for callers (input,
// contravariant: losing values breaks them) or consumers (output, covariant: gaining values breaks them).
import type { JsonValue } from '../../shared/model.js';
import { boundedValue, showValue } from '../../shared/json.js';
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

export const MAX_SCHEMA_DEPTH = 64;
/** Deltas per pair before the rest is summarized as one review. */
const MAX_DELTAS = 500;

export type Outcome = 'tightened' | 'loosened';

export const NOT_COMPARABLE: RuleId = 'tool-schema-not-comparable';
export const DIALECT_CHANGED: RuleId = 'tool-schema-dialect-changed';

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
  type: { lost: RuleId; gained: RuleId };
  /** Enum/const values lost or gained. */
  enum: { lost: RuleId; gained: RuleId };
  /** An enum/const introduced or dropped: a constraint (input) or enum values (output). */
  enumBoundary: 'constraint' | 'enum';
  /** `additionalProperties` closed or opened; undefined: reported as a constraint. */
  additionalProperties?: { closed: RuleId; opened: RuleId; noneDeclaredClosed: RuleId };
  /** A changed `default`; undefined: not decided (a review). */
  defaultChanged?: RuleId;
}

export const RULES_BY_DIRECTION: Readonly<Record<Direction, DirectionRules>> = {
  input: {
    harms: 'lost',
    propertyRemoved: 'tool-input-property-removed',
    propertyAdded: 'tool-input-property-added',
    requiredPropertyAdded: 'tool-input-required-property-added',
    madeRequired: 'tool-input-property-made-required',
    // How generators in output mode describe a defaulted parameter.
    defaultedMadeRequired: 'tool-input-defaulted-property-made-required',
    madeOptional: 'tool-input-property-made-optional',
    tightened: 'tool-input-constraint-tightened',
    loosened: 'tool-input-constraint-loosened',
    type: { lost: 'tool-input-type-narrowed', gained: 'tool-input-type-widened' },
    enum: { lost: 'tool-input-enum-value-removed', gained: 'tool-input-enum-value-added' },
    enumBoundary: 'constraint',
    additionalProperties: {
      closed: 'tool-input-additional-properties-closed',
      opened: 'tool-input-additional-properties-opened',
      noneDeclaredClosed: 'tool-input-no-arguments-closed',
    },
    defaultChanged: 'tool-input-default-changed',
  },
  output: {
    harms: 'gained',
    propertyRemoved: 'tool-output-property-removed',
    propertyAdded: 'tool-output-property-added',
    requiredPropertyAdded: 'tool-output-property-added',
    madeRequired: 'tool-output-required-added',
    defaultedMadeRequired: 'tool-output-required-added',
    madeOptional: 'tool-output-required-removed',
    tightened: 'tool-output-constraint-tightened',
    loosened: 'tool-output-constraint-loosened',
    type: { lost: 'tool-output-type-narrowed', gained: 'tool-output-type-widened' },
    enum: { lost: 'tool-output-enum-narrowed', gained: 'tool-output-enum-widened' },
    enumBoundary: 'enum',
  },
};

/** The value change to report when a node both lost and gained: the harmful one first. */
export function reported(rules: DirectionRules, lost: boolean, gained: boolean): 'lost' | 'gained' {
  const harmful = rules.harms === 'lost' ? lost : gained;
  return harmful ? rules.harms : rules.harms === 'lost' ? 'gained' : 'lost';
}

/** The constraint outcome that harms this direction's party (input: tightened; output: loosened). */
export function harmfulOutcome(rules: DirectionRules): Outcome {
  return rules.harms === 'lost' ? 'tightened' : 'loosened';
}

/**
 * Deltas that leave every old value valid (input) or every new value within the old (output): what a branch must
 * show to count as covering another. Declaring an optional input property is left out: on an open object it can
 * reject a value the old schema let through, which the top-level verdict accepts by decision but a proof may not.
 */
export const COVERING = new Set<RuleId>([
  'description-changed',
  'title-changed',
  'tool-input-default-changed',
  DIALECT_CHANGED,
  'tool-input-property-made-optional',
  'tool-input-type-widened',
  'tool-input-enum-value-added',
  'tool-input-constraint-loosened',
  'tool-input-additional-properties-opened',
  'tool-output-property-added',
  'tool-output-required-added',
  'tool-output-type-narrowed',
  'tool-output-enum-narrowed',
  'tool-output-constraint-tightened',
]);

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
  budget: { nodes: number };
  /** Runs a walk to its end (given here so branch matching can start walks without a module cycle). */
  run: (walk: Walk, stack: Work[]) => void;
}

export class Walk {
  readonly out: SchemaDelta[] = [];
  private capped = false;
  /** `$ref` target pairs already compared in this walk: a recursive schema is compared once per pair. */
  readonly seen = new Set<string>();

  constructor(
    readonly direction: Direction,
    readonly rootPointer: string,
    readonly ctx: Context,
  ) {}

  emit(rule: RuleId, pointer: string, path: string, params: Record<string, string | number>, before?: JsonValue, after?: JsonValue): void {
    if (this.capped) return;
    if (this.out.length >= MAX_DELTAS) {
      this.capped = true;
      this.notComparable(this.rootPointer, `more than ${MAX_DELTAS} differences`, true);
      return;
    }
    const d: SchemaDelta = { rule, pointer, params: { property: path, ...params } };
    const bv = boundedValue(before);
    const av = boundedValue(after);
    if (bv !== undefined) d.before = bv;
    if (av !== undefined) d.after = av;
    this.out.push(d);
  }

  notComparable(pointer: string, reason: string, force = false): void {
    const d: SchemaDelta = {
      rule: NOT_COMPARABLE,
      pointer,
      params: {
        side: this.direction,
        reason,
        party: this.direction === 'input' ? 'callers' : 'consumers',
      },
    };
    if (force || !this.capped) this.out.push(d);
  }

  get rules(): DirectionRules {
    return RULES_BY_DIRECTION[this.direction];
  }

  /** A walk of its own over the same documents and budget (branch matching), optionally in another direction. */
  sub(direction: Direction = this.direction, ctx: Context = this.ctx): Walk {
    return new Walk(direction, this.rootPointer, ctx);
  }

  constraint(
    outcome: Outcome,
    pointer: string,
    path: string,
    keyword: string,
    b: JsonValue | undefined,
    a: JsonValue | undefined,
    shown: { before: string; after: string } = { before: showValue(b), after: showValue(a) },
  ): void {
    const rule = outcome === 'tightened' ? this.rules.tightened : this.rules.loosened;
    this.emit(rule, pointer, path, { keyword, ...shown }, b, a);
  }
}

export function childPath(path: string, prop: string): string {
  return path === '' || path.startsWith('(') ? prop : `${path}.${prop}`;
}

export function rootPath(direction: Direction): string {
  return direction === 'input' ? '(arguments)' : '(result)';
}

/** Equal text that is also an equal schema: the refs inside (if any) resolve alike on both sides. */
export function sameSchema(walk: Walk, x: JsonValue | undefined, y: JsonValue | undefined): boolean {
  const nodes = walk.ctx.nodes;
  return nodes.equal(x, y) && (walk.ctx.refsAgree || nodes.refFree(x));
}
