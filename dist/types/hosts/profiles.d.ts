/** The hosts a repository can ship to (`hosts` in the config). */
export declare const HOST_NAMES: readonly ["anthropic", "openai", "openai-strict", "gemini", "claude-directory", "mcp-http"];
export type HostName = (typeof HOST_NAMES)[number];
export interface HostProfile {
    readonly name: HostName;
    /** What the host is, as the report names it. */
    readonly title: string;
    /**
     * The host fails the whole request (every tool, the whole session) for one tool it refuses, rather than dropping that
     * tool: copilot-cli#4623, "a single non-conformant tool poisons the entire session".
     */
    readonly wholeRequest: boolean;
    /** Checked when the config names no `hosts`. */
    readonly byDefault: boolean;
    /** Why it is on or off by default (README table). */
    readonly why: string;
}
/** The walker a check runs (checks.ts): each finds the JSON pointers a tool offends the rule at. */
export type CheckTest = 'name-pattern' | 'top-level-combinator' | 'top-level-object' | 'array-items' | 'strict-closed-objects' | 'strict-all-required' | 'keyword-denylist' | 'keyword-allowlist' | 'annotation-title' | 'annotation-hints' | 'header-token' | 'header-unique' | 'header-primitive' | 'header-reachable' | 'header-safe-integer' | 'strict-nesting' | 'strict-property-count' | 'strict-string-size' | 'strict-enum-count' | 'strict-enum-size';
export interface HostCheck {
    /** Stable kebab-case id, prefixed by the host. */
    readonly id: string;
    readonly host: HostName;
    /** What the host rejects, one sentence (the finding's `what`). */
    readonly rejects: string;
    /** The JSON pointer of the offending keyword, in the tool's definition; `*` stands for any schema node. */
    readonly pointer: string;
    readonly test: CheckTest;
    /** The name pattern (name-pattern) or keywords (keyword lists) the test uses. */
    readonly pattern?: string;
    readonly keywords?: readonly string[];
    /** The number a size check bounds (nesting levels, properties, characters, enum values). */
    readonly limit?: number;
    /** The documentation the check is taken from, and the date it was read. */
    readonly source: string;
    readonly read: string;
}
export declare const HOSTS: readonly HostProfile[];
export declare const HOST_CHECKS: readonly HostCheck[];
export declare const hostByName: (name: HostName) => HostProfile;
export declare function isHostName(name: string): name is HostName;
