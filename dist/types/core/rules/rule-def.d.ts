export type Kind = 'tool' | 'prompt' | 'resource' | 'resourceTemplate';
/** The one severity vocabulary of every registry; release, scan and canary rows map their own words onto it (registry.ts). */
export type Severity = 'breaking' | 'review' | 'safe';
export type ChangeType = 'added' | 'removed' | 'renamed' | 'merged' | 'split' | 'contract' | 'exposure' | 'description' | 'annotations' | 'observation' | 'server' | 'config';
export type ChangeKind = Kind | 'server' | 'config';
/** The two tag axes every registry's rows carry: the thing a finding is about, and which of its facets. */
export interface BaseTags {
    readonly subject: string;
    readonly aspect: string;
}
/**
 * The shape every rule registry (classifier, release, scan, canary) conforms to: a stable id, a severity in the one
 * vocabulary, tags on orthogonal axes, and the wording. Registries add their own fields (kinds, level, layer, ...).
 */
export interface RuleShape<Tags extends BaseTags = BaseTags> {
    /** Stable kebab-case id. Never reused once published. */
    readonly id: string;
    readonly severity: Severity;
    readonly tags: Tags;
    /** One plain sentence with `{param}` placeholders, stating a fact. */
    readonly message: string;
    /** What to do about it, with `{param}` placeholders. */
    readonly hint: string;
    /** Why the rule has its severity (goes into the README table). */
    readonly why: string;
}
/** What a classifier rule is about. `capability` is any of the rule's `kinds`. */
export type Subject = 'capability' | 'prompt-argument' | 'schema' | 'schema-property' | 'schema-node' | 'description' | 'title' | 'annotation' | 'icon' | 'app-view' | 'field' | 'surface' | 'listing' | 'server' | 'server-capability' | 'protocol' | 'snapshot' | 'config' | 'host' | 'auth';
/** Which facet of the subject changed. */
export type Aspect = 'existence' | 'name' | 'alias' | 'display-name' | 'deprecation' | 'exposure' | 'duplication' | 'availability' | 'problem' | 'required' | 'type' | 'enum' | 'constraint' | 'additional-properties' | 'default' | 'comparability' | 'dialect' | 'generator' | 'mime-type' | 'text' | 'whitespace' | 'risk' | 'value' | 'resource-uri' | 'settings' | 'read-only' | 'destructive' | 'open-world' | 'idempotent' | 'version' | 'negotiated-version' | 'info' | 'instructions' | 'era' | 'era-parity' | 'extension' | 'deprecated-feature' | 'origin' | 'gate' | 'rename-target' | 'acceptance' | 'context-cost' | 'pkce' | 'client-id-metadata' | 'authorization-server' | 'scope';
/** How the facet moved. `changed` is its own mirror: the reverse change is the same kind of change. */
export type Direction = 'added' | 'removed' | 'widened' | 'narrowed' | 'changed';
/** Which side of a tool call the rule is about: what callers send (input) or what consumers read (output). */
export type Position = 'input' | 'output';
export interface RuleTags extends BaseTags {
    readonly subject: Subject;
    readonly aspect: Aspect;
    readonly direction: Direction;
    readonly position?: Position;
}
/** Written reasons why a computed mirror rule does not exist (rule-symmetry.ts computes them; a stale waiver fails). */
export interface RuleWaivers {
    /** No rule flags the reverse change (added<->removed, widened<->narrowed). */
    readonly mirror?: string;
    /** No rule flags the same change on the other side of the call (input<->output). */
    readonly position?: string;
}
/**
 * What a rule reads to reach its verdict: `words` (descriptions, titles, instructions: the text cues a model acts on)
 * or `structure` (names, schemas, annotations, lists). A rule reading both lists both.
 */
export type Reading = 'words' | 'structure';
/** One row of the classifier registry: the single place a rule's id, default severity, tags and wording live. */
export interface RuleDef extends RuleShape<RuleTags> {
    readonly type: ChangeType;
    readonly kinds: readonly ChangeKind[];
    /** Words, structure, or both (rules-doc.ts shows it as the rule table's Reads column). */
    readonly reads: readonly Reading[];
    readonly waivers?: RuleWaivers;
    /**
     * Params that tell apart changes of this rule on the same capability and pointer (a refusal by each host, under each
     * check): part of the fingerprint, and such a change is a row of its own in every format, never merged with
     * another capability's or another host's.
     */
    readonly identity?: readonly string[];
}
