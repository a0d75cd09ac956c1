export type Kind = 'tool' | 'prompt' | 'resource' | 'resourceTemplate';
export type Severity = 'breaking' | 'review' | 'safe';
export type ChangeType = 'added' | 'removed' | 'renamed' | 'merged' | 'split' | 'contract' | 'exposure' | 'description' | 'annotations' | 'observation' | 'server' | 'config';
export type ChangeKind = Kind | 'server' | 'config';
/** One row of the rule registry: the single place a rule's id, default severity and wording live. */
export interface RuleDef {
    /** Stable kebab-case id, e.g. `tool-input-property-removed`. Never reused once published. */
    id: string;
    type: ChangeType;
    severity: Severity;
    kinds: readonly ChangeKind[];
    /** One plain sentence with `{param}` placeholders, stating a past fact. */
    message: string;
    /** What to do about it, with `{param}` placeholders. */
    hint: string;
    /** Why the rule has its severity (goes into the README table). */
    why: string;
    /** The rule that flags the reverse change, or a written waiver starting with `waived:`. */
    inverse: string;
}
