import type { ParamValue, RuleId } from '../rules/rules.js';
import type { ChangeKind, ChangeType, Kind, RuleDef, Severity } from '../rules/rule-def.js';
export type { ParamValue };
export type { ChangeKind, ChangeType, Kind, RuleDef, Severity };
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
    [key: string]: JsonValue;
}
export declare const KINDS: readonly Kind[];
/** The MCP list method and result field behind each kind. */
export declare const KIND_METHOD: Readonly<Record<Kind, {
    method: string;
    field: string;
    capability: string;
    keyField: string;
}>>;
export declare const SEVERITIES: readonly Severity[];
export type ObservationState = 'complete' | 'unsupported' | 'failed';
/** Something wrong with what the server sent that did not stop the capture (a malformed item is never dropped silently). */
export interface Problem {
    code: string;
    message: string;
    page?: number;
    index?: number;
}
export interface Observation {
    state: ObservationState;
    /** Why a list failed or is unsupported (one line). */
    error?: string;
    pages?: number;
    problems?: Problem[];
}
/** One capability as committed: stable identity, normalized model-visible definition, content digest. */
export interface Capability {
    /** `tool:NAME`, `prompt:NAME`, `resource:URI`, `resourceTemplate:URI_TEMPLATE`. */
    ref: string;
    /** `sha256:<hex>` over RFC 8785 canonical JSON of { definition, origin }. */
    digest: string;
    definition: JsonObject;
}
export interface KindSnapshot {
    observation: Observation;
    /** Sorted by ref. Empty when the observation is not complete. */
    items: Capability[];
}
export interface ServerIdentity {
    serverInfo: JsonObject;
    protocolVersion: string;
    capabilities: JsonObject;
    instructions?: string;
    /** What OAuth clients of a remote server depend on, as discovered (absent for a server not behind OAuth). */
    auth?: AuthSurface;
}
/**
 * The auth surface: the protected resource's metadata (RFC 9728) and its authorization server's (RFC 8414), reduced
 * to what a client depends on. Lists are sorted; a missing list is empty.
 */
export interface AuthSurface {
    /** The resource metadata's `resource`. */
    resource?: string;
    authorizationServers: string[];
    scopesSupported: string[];
    bearerMethodsSupported: string[];
    /** The scope the server's challenge asked for (WWW-Authenticate `scope`), if it named one. */
    challengeScope?: string[];
    /** The authorization server's `issuer`. */
    issuer?: string;
    pkceMethods: string[];
    /** `client_id_metadata_document_supported`. */
    clientIdMetadataDocument: boolean;
    /** A `registration_endpoint` is advertised (dynamic client registration). */
    dynamicRegistration: boolean;
    /** `authorization_response_iss_parameter_supported` (RFC 9207). */
    issParameter: boolean;
}
export interface ClientIdentity {
    name: string;
    version: string;
    capabilities: JsonObject;
}
/** One configuration of a server (args/env/toolsets/client capabilities), captured in its own session. */
export interface SurfaceSnapshot {
    client: ClientIdentity;
    /** Absent when the server never completed initialize. */
    server?: ServerIdentity;
    /** Set when the whole surface could not be observed (build/start/initialize failed). */
    error?: string;
    kinds: Record<Kind, KindSnapshot>;
    /** Tool refs the config runs canaries for on this surface (which exist, never their results). Absent when none. */
    canaries?: string[];
    /** Which protocol eras the surface was reached on (absent in snapshots written before format 2). */
    protocol?: ProtocolObservation;
}
/** `legacy`: sessions open with initialize (MCP 2025-11-25 and earlier). `modern`: MCP 2026-07-28 on, no handshake. */
export type ProtocolEra = 'modern' | 'legacy';
export declare const PROTOCOL_ERAS: readonly ProtocolEra[];
/** How one era answered on one surface. */
export interface EraObservation {
    /** served: spoken; refused: the server answered that it does not speak it; failed: no answer either way. */
    state: 'served' | 'refused' | 'failed';
    /** The versions seen: discover's supportedVersions (modern), the version initialize answered (legacy). */
    versions?: string[];
    /** What server/discover answered, without its per-response fields (cache hints, resultType, _meta). */
    discover?: {
        supportedVersions: string[];
        capabilities: JsonObject;
        instructions?: string;
        serverInfo?: JsonObject;
    };
    transport?: 'stdio' | 'streamable-http' | 'sse';
    /** Why it was refused or failed. */
    error?: string;
    /** This era's lists, present only where they differ from the surface's `kinds` (the primary era's). */
    kinds?: Record<Kind, KindSnapshot>;
}
export interface ProtocolObservation {
    /** The era the surface's `server` and `kinds` come from: legacy where served (as before format 2), else modern. */
    primary: ProtocolEra;
    /** Set when the config pins the surface to one era (the other is then not observed). */
    pinned?: ProtocolEra;
    eras: Partial<Record<ProtocolEra, EraObservation>>;
}
export declare const SNAPSHOT_FORMAT = "mcp-contract/2";
/** Formats this version reads: older ones lack only optional fields. */
export declare const READABLE_SNAPSHOT_FORMATS: readonly string[];
export interface Snapshot {
    $schema?: string;
    format: typeof SNAPSHOT_FORMAT | 'mcp-contract/1';
    /** The server's name in the config. */
    server: string;
    surfaces: Record<string, SurfaceSnapshot>;
    /** The code the launch ran when the contract was captured (absent in older snapshots and for HTTP servers). Never part of the contract. */
    identity?: LaunchIdentity;
}
/** One side of a change: which capabilities, and for field-level changes the pointer and value. */
export interface ChangeSide {
    refs: string[];
    digests?: string[];
    /** JSON pointer into the capability's definition (e.g. `/inputSchema/properties/maxAgeHours`). */
    pointer?: string;
    value?: JsonValue;
}
/** What a classifier pass finds: plain data, no wording, no final severity. */
export interface Finding {
    /** A registry id (src/core/rules/rules.ts): an id the registry lacks does not compile. */
    rule: RuleId;
    kind: ChangeKind;
    surface: string;
    before?: ChangeSide;
    after?: ChangeSide;
    /** Values for the rule's message template (`{name}` placeholders); a list (a text edit's `cues`) reads comma-separated. */
    params?: Record<string, ParamValue>;
    /** Extra advice (e.g. a suggested rename with its similarity score). */
    hint?: string;
}
/** A finding as stored: its rule id stays a string, since a report written by another version may name a rule this
 * one retired. */
export type StoredFinding = Omit<Finding, 'rule'> & {
    rule: string;
};
/** A finding with its severity, wording and fingerprint attached. */
export interface Change extends StoredFinding {
    type: ChangeType;
    severity: Severity;
    message: string;
    hint: string;
    fingerprint: string;
    /** Set when a policy pass changed the default severity, saying which and why. */
    adjusted?: string;
}
export interface Summary {
    breaking: number;
    review: number;
    safe: number;
}
export interface Report {
    format: 'mcp-contract-report/1';
    server: string;
    base: string;
    head: string;
    summary: Summary;
    changes: Change[];
    /** Changes silenced by config ignores, kept so nothing is lost. */
    ignored: Change[];
    /** How many of the head's tools have a behavioural canary; absent when the config declares none. */
    canaries?: CanaryCoverage;
    /** Which model hosts accept the head's tools, and what its tool list costs (src/hosts): derived, never in a digest. */
    hosts?: HostEvidence;
}
/** The hosts pass's evidence over one diff: acceptance per host on the head, and the context cost per surface. */
export interface HostEvidence {
    hosts: HostAcceptance[];
    cost?: ContextCost;
}
export interface HostAcceptance {
    /** The profile name (`anthropic`) and what it is (`Anthropic Messages API`). */
    host: string;
    title: string;
    /** One refused tool fails the whole request on this host. */
    wholeRequest: boolean;
    /** The head's tools the host refuses, one row per check and tool (the first pointer of each). */
    rejected: Array<{
        surface: string;
        tool: string;
        check: string;
        pointer: string;
    }>;
}
export interface ContextCost {
    /** The host whose request form is measured, and how tokens were counted (a tokenizer's name, or an estimate). */
    host: string;
    method: string;
    surfaces: SurfaceCost[];
}
export interface SurfaceCost {
    surface: string;
    /** Tokens of the tool list per request; `before` absent when the base had no such surface. */
    before?: number;
    after: number;
    /** UTF-8 bytes of the head's tool list as sent. */
    bytes: number;
    tools: number;
    /** The tools whose cost grew most (new ones included), largest first. */
    grew: Array<{
        tool: string;
        before?: number;
        after: number;
    }>;
}
/** Which tools a snapshot's canaries cover (held here, beside the snapshot, so the model imports nothing back). */
export interface CanaryCoverage {
    /** Distinct tools over all surfaces. */
    tools: number;
    readOnlyTools: number;
    /** Distinct tools with a canary on some surface. */
    covered: number;
    coveredReadOnly: number;
}
export type IdentityKind = 'npm' | 'container' | 'python' | 'worktree' | 'remote' | 'binary';
export interface LaunchIdentity {
    kind: IdentityKind;
    /** Package name, image repository, entry path (relative to the server's directory), URL or binary. */
    name: string;
    version?: string;
    /**
     * The content hash that ties the running code to bytes: npm `sha512-...` integrity, `sha256:` image digest, the
     * wheel's RECORD digest, or the `sha256:` of a working tree's manifest. Absent when nothing pins the content.
     */
    integrity?: string;
    /** Where the identity was read (`package-lock.json`, `node_modules/x/package.json`, `image reference`, ...). */
    source: string;
    /** A working tree's content manifest: relative path -> `sha256:` of the file, or `pkg@version integrity` for a dependency. */
    files?: Record<string, string>;
    /** Why the content is not pinned (absent when `integrity` is set). */
    unverified?: string;
    /** The entry does not exist: nothing would run, so the launch fails on its own (the guard does not hold it). */
    absent?: true;
}
