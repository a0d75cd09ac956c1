import type { JsonObject, Kind, Severity } from './model.js';
export interface TimeoutsConfig {
    /** Build command (default 300000). */
    buildMs?: number;
    /** Start command readiness, for HTTP servers the tool starts (default 30000). */
    startMs?: number;
    /** initialize round trip (default 20000). */
    initializeMs?: number;
    /** One list request (one page) (default 20000). */
    requestMs?: number;
    /** Whole surface capture (default 120000). */
    totalMs?: number;
    /**
     * Quiet period awaited for `list_changed` when the tool list of a server that says it can change came back empty,
     * or a list changed while being captured; each notification re-lists its kind (default 1000, within totalMs).
     */
    settleMs?: number;
}
export interface LimitsConfig {
    /** Pages per list before the capture fails (default 1000). */
    maxPages?: number;
    /** Items per kind before the capture fails (default 50000). */
    maxItems?: number;
    /** Bytes of one JSON-RPC message before the capture fails (default 32 MiB). */
    maxMessageBytes?: number;
}
export interface ResourceFilter {
    /** false keeps resources/list out of the contract (it is data on some servers). Default true. */
    include?: boolean;
    /** Glob-ish URI patterns (`*` any run of characters) a resource must match to be kept. */
    uriPatterns?: string[];
    /** Patterns of URIs to drop. */
    excludePatterns?: string[];
}
export interface ClientConfig {
    name?: string;
    version?: string;
    /** Client capabilities declared at initialize (e.g. `{ "roots": { "listChanged": true } }`). */
    capabilities?: JsonObject;
}
export interface SurfaceConfig {
    /** Extra args appended to the server's args (stdio). */
    args?: string[];
    /** Extra env for this surface. */
    env?: Record<string, string>;
    /** Extra headers for this surface (HTTP). */
    headers?: Record<string, string>;
    /** Replaces the URL for this surface (HTTP). */
    url?: string;
    /** The OAuth scope this surface's grant asks for: a server behind `oauth` that serves different tools per scope. */
    oauthScope?: string;
    client?: ClientConfig;
    resources?: ResourceFilter;
    /** Pins this surface to one protocol era (default: the server's, else both eras the server speaks). */
    protocolEra?: ProtocolEraConfig;
}
/** `auto` (default) captures every era the server speaks; `legacy` or `modern` captures only that one. */
export type ProtocolEraConfig = 'auto' | 'legacy' | 'modern';
export interface StartConfig {
    command: string;
    args?: string[];
    env?: Record<string, string>;
    cwd?: string;
    /** URL polled until it answers (any HTTP status); default the server's url. */
    readyUrl?: string;
}
/** What a canary's result must show. */
export interface CanaryExpect {
    /** structuredContent validates against the tool's declared outputSchema. */
    outputSchema?: true;
    /** An inline JSON Schema structuredContent must match. */
    structuredContent?: JsonObject | boolean;
    /** A regular expression the text content must match. */
    text?: string;
    /** Always checked: the result must not be a tool error. */
    isError?: false;
}
/** A repeatable tool call whose result is checked on every `check`: behaviour the schema cannot show. */
export interface CanaryConfig {
    tool: string;
    arguments?: JsonObject;
    /** Default: the server's first surface. */
    surface?: string;
    /** A tool not annotated read-only may be a canary only with this and a reason. */
    allowSideEffects?: boolean;
    reason?: string;
    expect: CanaryExpect;
}
/** The OAuth grant mcp-contract uses for a remote server: a machine grant in CI, a person's sign-in on the desktop. */
export type OAuthGrant = 'client_credentials' | 'authorization_code';
/** How the client authenticates at the token endpoint. */
export type OAuthTokenAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt' | 'none';
export interface OAuthConfig {
    /** A pre-registered client id (else a Client ID Metadata Document, else dynamic registration). */
    clientId?: string;
    /** The environment variable holding the client secret (never the secret itself). */
    clientSecretEnv?: string;
    /** The environment variable holding a PEM private key for private_key_jwt. */
    privateKeyEnv?: string;
    /** The JWS algorithm the private key signs with (default RS256). */
    signingAlgorithm?: string;
    tokenEndpointAuthMethod?: OAuthTokenAuthMethod;
    /** An https URL serving this client's metadata document (its client id where the authorization server supports CIMD). */
    clientMetadataUrl?: string;
    /** The scope to ask for (default: the server's challenge, else its scopes_supported). */
    scope?: string;
    /** Default: client_credentials when a secret or key is named, else authorization_code (a person signs in). */
    grant?: OAuthGrant;
}
export interface ServerConfig {
    /** Shell command run first, from the config's directory. */
    build?: string;
    command?: string;
    args?: string[];
    env?: Record<string, string>;
    cwd?: string;
    url?: string;
    headers?: Record<string, string>;
    /** How mcp-contract signs in to a remote server behind OAuth (src/oauth/): secrets only by environment variable name. */
    oauth?: OAuthConfig;
    transport?: 'stdio' | 'streamable-http' | 'sse' | 'auto';
    /** Pins every surface to one protocol era unless the surface says otherwise. */
    protocolEra?: ProtocolEraConfig;
    start?: StartConfig;
    timeouts?: TimeoutsConfig;
    limits?: LimitsConfig;
    /** Default `snapshots/<name>.json`, relative to the config file. */
    snapshot?: string;
    /**
     * `registry:NAME@VERSION`: the guard (and the gateway, per member) approves the signed release the registry lists,
     * verified by the five checks of `verify --registry`, instead of the snapshot file.
     */
    approved?: string;
    /** With `approved: registry:...`: the release's Sigstore bundle file, relative to the config (default: the entry's pointer location). */
    releaseBundle?: string;
    /** Default: one surface named `default` with no extras. */
    surfaces?: Record<string, SurfaceConfig>;
    client?: ClientConfig;
    resources?: ResourceFilter;
    /** `_meta` keys left out of definitions (volatile). */
    volatileMeta?: string[];
    /** package.json whose version stands for the server's version in release checks (else serverInfo.version). */
    versionFrom?: string;
    canaries?: CanaryConfig[];
    /** What the gateway puts before this server's tool and prompt names (default: the server's name). */
    prefix?: string;
    /** This server's own declared renames, read with the top-level ones by its diff alone (never another server's). */
    renames?: Record<string, string | string[] | RenameEntry>;
    /** This server's guard change policy in the gateway, as `--policy` entries. */
    guardPolicy?: string[];
}
/** A capability set for one host app (the gateway's profiles): patterns over `<server>/<ref>`. */
export interface ProfileConfig {
    include?: string[];
    exclude?: string[];
    /** The model host the profile's app sends tools to (src/hosts/profiles.ts): a tool it would refuse is held. */
    host?: string;
    /** `<server>/tool:<name>` pattern -> a JSON Schema the arguments must meet when the approval sets no scope. */
    scopes?: Record<string, JsonObject>;
}
export interface RenameEntry {
    to: string | string[];
    /** The old name is still served as a deprecated alias until this date. */
    aliasUntil?: string;
    alias?: boolean;
    reason?: string;
}
export interface IgnoreEntry {
    fingerprint?: string;
    rule?: string;
    ref?: string;
    reason: string;
}
export interface DeprecationEntry {
    /** ISO date (YYYY-MM-DD) or a version. */
    since: string;
    removeAfter?: string;
    replacedBy?: string;
    reason?: string;
}
export interface PolicyConfig {
    minDeprecationDays?: number;
    minDeprecationDaysByKind?: Partial<Record<Kind, number>>;
    /** `_meta` key whose truthy value marks a capability deprecated (e.g. `deprecated`). */
    deprecatedMetaKey?: string;
    /** Description prefix marking a capability deprecated (e.g. `DEPRECATED`). */
    deprecatedDescriptionMarker?: string;
    /** Severities that need sign-off in PRs (default breaking and review). */
    signoff?: Severity[];
    /** Every added capability with model-visible text needs review (risky-looking text always does). */
    reviewNewDescriptions?: boolean;
    /** Tokens the tool list of one surface may cost per request, and growth (percent) one change may add. */
    contextBudget?: ContextBudget;
}
/** A limit on the tool list's context cost; crossing either is `context-cost-over-budget`. */
export interface ContextBudget {
    tokens?: number;
    growthPercent?: number;
}
/** The hosts a repository ships to: names (each at the rules' own severity), or name -> severity (`off` skips it). */
export type HostsConfig = string[] | Record<string, Severity | 'off'>;
/** The repository's install, run once before any server's build: a command, or one with its own time limit. */
export type SetupConfig = string | {
    command: string;
    timeoutMs?: number;
};
export interface Config {
    $schema?: string;
    setup?: SetupConfig;
    servers?: Record<string, ServerConfig>;
    /** old ref -> new ref(s). Many old to one new is a merge; one old to many is a split. */
    renames?: Record<string, string | string[] | RenameEntry>;
    /** rule id -> severity override. */
    severity?: Record<string, Severity>;
    ignore?: IgnoreEntry[];
    deprecations?: Record<string, DeprecationEntry>;
    policy?: PolicyConfig;
    profiles?: Record<string, ProfileConfig>;
    /** Which model hosts' acceptance rules each diff checks (src/hosts/profiles.ts). Default: the profiles marked byDefault. */
    hosts?: HostsConfig;
    /** The gateway's longest approval (days) of tools per side-effect class; `guard --max-approval-days` sets all three. */
    maxApprovalDays?: {
        destructive?: number;
        openWorld?: number;
        unannotated?: number;
    };
}
/**
 * The config as one server's diff reads it: the top-level renames (declared for every server of the config) and the
 * server's own, its own winning for the same old ref. A rename under another server's entry is never seen, so it
 * cannot rebind this server's capability of the same name.
 */
export declare function configOfServer(config: Config, name: string): Config;
