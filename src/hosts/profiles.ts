// Host profiles as data: what each model host (or listing) refuses in a tool definition, one row per check, each with
// the documentation it comes from and when that was read. A host that changes its rules is one edit here; the walkers
// that find the offending keyword live in checks.ts, keyed by the row's `test`.

/** The hosts a repository can ship to (`hosts` in the config). */
export const HOST_NAMES = ['anthropic', 'openai', 'openai-strict', 'gemini', 'claude-directory', 'mcp-http'] as const;
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
export type CheckTest =
  | 'name-pattern'
  | 'top-level-combinator'
  | 'top-level-object'
  | 'array-items'
  | 'strict-closed-objects'
  | 'strict-all-required'
  | 'keyword-denylist'
  | 'keyword-allowlist'
  | 'annotation-title'
  | 'annotation-hints'
  | 'header-token'
  | 'header-unique'
  | 'header-primitive'
  | 'header-reachable'
  | 'header-safe-integer'
  | 'strict-nesting'
  | 'strict-property-count'
  | 'strict-string-size'
  | 'strict-enum-count'
  | 'strict-enum-size';

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

const READ = '2026-12-06';
const ANTHROPIC_DOCS = 'https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use';
const OPENAI_DOCS = 'https://platform.openai.com/docs/guides/function-calling';
const OPENAI_STRICT = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
/**
 * OpenAI's guide does not say that an array needs `items`; the API refuses one without it, in its own words ("Invalid
 * schema for function 'filesystem_read_multiple_files': In context=('properties', 'paths'), array schema missing
 * items.", code invalid_function_parameters), quoted from the request this pull request fixed.
 */
const OPENAI_ARRAY_ITEMS = 'https://github.com/sigoden/aichat/pull/1049';
/** The 2026-07-28 tools page lists the x-mcp-header constraints, the safe integer range among them. */
const HEADERS_TOOLS = 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#x-mcp-header';
const GEMINI_DOCS = 'https://ai.google.dev/api/caching#Schema';
const GEMINI_DECL = 'https://ai.google.dev/api/caching#FunctionDeclaration';
const DIRECTORY = 'https://claude.com/docs/connectors/building/review-criteria';
const HEADERS = 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#custom-headers-from-tool-parameters';

export const HOSTS: readonly HostProfile[] = [
  {
    name: 'anthropic',
    title: 'Anthropic Messages API',
    wholeRequest: true,
    byDefault: true,
    why: 'every MCP client on Claude sends the tool list as-is; one refused tool is a 400 for the whole request',
  },
  {
    name: 'openai',
    title: 'OpenAI function calling',
    wholeRequest: true,
    byDefault: true,
    why: 'the non-strict form every client sends; one refused tool is a 400 for the whole request',
  },
  {
    name: 'openai-strict',
    title: 'OpenAI function calling, strict',
    wholeRequest: true,
    byDefault: false,
    why: 'strict is a client opt-in, and most MCP tools (optional properties) are not strict; name it when your client sends strict: true',
  },
  {
    name: 'gemini',
    title: 'Gemini function declarations (parameters)',
    wholeRequest: true,
    byDefault: false,
    why: "the OpenAPI subset of `parameters` refuses `$schema` and `additionalProperties`, which every TypeScript SDK tool carries; clients that send `parametersJsonSchema` are not bound by it, so name it when yours sends `parameters`",
  },
  {
    name: 'claude-directory',
    title: 'Claude connectors directory',
    wholeRequest: false,
    byDefault: false,
    why: 'a listing review, not a session failure; name it when the server is (or will be) listed',
  },
  {
    name: 'mcp-http',
    title: 'MCP 2026-07-28 HTTP clients (x-mcp-header)',
    wholeRequest: false,
    byDefault: true,
    why: 'conforming Streamable HTTP clients drop a tool whose x-mcp-header is invalid, with a log line only',
  },
];

/** The OpenAPI 3.0 subset Gemini's Schema object has; every other field is an unknown-name 400. */
const GEMINI_SCHEMA_FIELDS = [
  'type', 'format', 'title', 'description', 'nullable', 'enum', 'maxItems', 'minItems', 'properties', 'required', 'minProperties',
  'maxProperties', 'minLength', 'maxLength', 'pattern', 'example', 'anyOf', 'propertyOrdering', 'default', 'items', 'minimum', 'maximum',
];

/** Keywords strict mode documents as unsupported. */
const OPENAI_STRICT_UNSUPPORTED = [
  'allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'patternProperties', 'unevaluatedProperties',
  'propertyNames', 'minProperties', 'maxProperties', 'unevaluatedItems', 'contains', 'minContains', 'maxContains', 'uniqueItems',
];

export const HOST_CHECKS: readonly HostCheck[] = [
  // ------------------------------------------------------------ Anthropic Messages API
  {
    id: 'anthropic-tool-name',
    host: 'anthropic',
    rejects: 'a tool name outside ^[a-zA-Z0-9_-]{1,64}$',
    pointer: '/name',
    test: 'name-pattern',
    pattern: '^[a-zA-Z0-9_-]{1,64}$',
    source: ANTHROPIC_DOCS,
    read: READ,
  },
  {
    id: 'anthropic-top-level-combinator',
    host: 'anthropic',
    rejects: 'oneOf, allOf or anyOf at the top level of input_schema',
    pointer: '/inputSchema/anyOf',
    test: 'top-level-combinator',
    keywords: ['oneOf', 'allOf', 'anyOf'],
    source: ANTHROPIC_DOCS,
    read: READ,
  },
  {
    id: 'anthropic-input-schema-object',
    host: 'anthropic',
    rejects: 'an input_schema whose type is not "object"',
    pointer: '/inputSchema/type',
    test: 'top-level-object',
    source: ANTHROPIC_DOCS,
    read: READ,
  },
  // ------------------------------------------------------------ OpenAI function calling
  {
    id: 'openai-function-name',
    host: 'openai',
    rejects: 'a function name outside a-z, A-Z, 0-9, underscores and dashes, or longer than 64',
    pointer: '/name',
    test: 'name-pattern',
    pattern: '^[a-zA-Z0-9_-]{1,64}$',
    source: OPENAI_DOCS,
    read: READ,
  },
  {
    id: 'openai-parameters-object',
    host: 'openai',
    rejects: 'parameters that are not a JSON Schema of type "object"',
    pointer: '/inputSchema/type',
    test: 'top-level-object',
    source: OPENAI_DOCS,
    read: READ,
  },
  {
    id: 'openai-top-level-combinator',
    host: 'openai',
    rejects: 'oneOf, anyOf, allOf, enum or not at the top level of parameters',
    pointer: '/inputSchema/anyOf',
    test: 'top-level-combinator',
    keywords: ['oneOf', 'anyOf', 'allOf', 'enum', 'not'],
    source: OPENAI_DOCS,
    read: READ,
  },
  {
    id: 'openai-array-items',
    host: 'openai',
    rejects: 'an array schema without items (the API\'s error: "array schema missing items"; the guide does not say so)',
    pointer: '*/items',
    test: 'array-items',
    source: OPENAI_ARRAY_ITEMS,
    read: READ,
  },
  // ------------------------------------------------------------ OpenAI strict
  {
    id: 'openai-strict-closed-objects',
    host: 'openai-strict',
    rejects: 'an object schema without additionalProperties: false',
    pointer: '*/additionalProperties',
    test: 'strict-closed-objects',
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-all-required',
    host: 'openai-strict',
    rejects: 'a property not listed in required (optional ones are written as a type union with null)',
    pointer: '*/required',
    test: 'strict-all-required',
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-keyword',
    host: 'openai-strict',
    rejects: `a keyword strict mode does not support (${OPENAI_STRICT_UNSUPPORTED.join(', ')}), or anyOf at the root`,
    pointer: '*/KEYWORD',
    test: 'keyword-denylist',
    keywords: OPENAI_STRICT_UNSUPPORTED,
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-top-level-combinator',
    host: 'openai-strict',
    rejects: 'anyOf at the root of parameters',
    pointer: '/inputSchema/anyOf',
    test: 'top-level-combinator',
    keywords: ['anyOf', 'oneOf'],
    source: OPENAI_STRICT,
    read: READ,
  },
  // The size limits of the guide's "Supported schemas" (OPENAI_STRICT, read 2026-12-06): "A schema may have up to 5000
  // object properties total, with up to 10 levels of nesting."; "total string length of all property names, definition
  // names, enum values, and const values cannot exceed 120,000 characters"; "up to 1000 enum values across all enum
  // properties"; "For a single enum property with string values, the total string length of all enum values cannot
  // exceed 15,000 characters when there are more than 250 enum values." Where the guide leaves the measure open (what a
  // level is) the lenient reading is taken, so a tool flagged is over by every reading.
  {
    id: 'openai-strict-nesting-depth',
    host: 'openai-strict',
    rejects: 'object schemas nested more than 10 levels below the root of parameters (arrays and anyOf not counted)',
    pointer: '*',
    test: 'strict-nesting',
    limit: 10,
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-property-count',
    host: 'openai-strict',
    rejects: 'more than 5,000 object properties in one schema',
    pointer: '*/properties',
    test: 'strict-property-count',
    limit: 5000,
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-string-size',
    host: 'openai-strict',
    rejects: 'property names, definition names and string enum and const values over 120,000 characters in one schema',
    pointer: '*',
    test: 'strict-string-size',
    limit: 120_000,
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-enum-count',
    host: 'openai-strict',
    rejects: 'more than 1,000 enum values across one schema',
    pointer: '*/enum',
    test: 'strict-enum-count',
    limit: 1000,
    source: OPENAI_STRICT,
    read: READ,
  },
  {
    id: 'openai-strict-enum-size',
    host: 'openai-strict',
    rejects: 'a string enum of more than 250 values whose values total over 15,000 characters',
    pointer: '*/enum',
    test: 'strict-enum-size',
    limit: 15_000,
    source: OPENAI_STRICT,
    read: READ,
  },
  // ------------------------------------------------------------ Gemini
  {
    id: 'gemini-function-name',
    host: 'gemini',
    rejects: 'a function name not starting with a letter or underscore, outside a-z, A-Z, 0-9, _ . : -, or longer than 64',
    pointer: '/name',
    test: 'name-pattern',
    pattern: '^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$',
    source: GEMINI_DECL,
    read: READ,
  },
  {
    id: 'gemini-schema-field',
    host: 'gemini',
    rejects: `a schema field outside the OpenAPI subset Gemini's Schema has (${GEMINI_SCHEMA_FIELDS.join(', ')})`,
    pointer: '*/KEYWORD',
    test: 'keyword-allowlist',
    keywords: GEMINI_SCHEMA_FIELDS,
    source: GEMINI_DOCS,
    read: READ,
  },
  // ------------------------------------------------------------ Claude connectors directory
  {
    id: 'directory-tool-name-length',
    host: 'claude-directory',
    rejects: 'a tool name longer than 64 characters',
    pointer: '/name',
    test: 'name-pattern',
    pattern: '^.{1,64}$',
    source: DIRECTORY,
    read: READ,
  },
  {
    id: 'directory-tool-title',
    host: 'claude-directory',
    rejects: 'a tool without a title (title or annotations.title)',
    pointer: '/annotations/title',
    test: 'annotation-title',
    source: DIRECTORY,
    read: READ,
  },
  {
    id: 'directory-tool-hints',
    host: 'claude-directory',
    rejects: 'a tool with neither readOnlyHint nor destructiveHint',
    pointer: '/annotations/readOnlyHint',
    test: 'annotation-hints',
    source: DIRECTORY,
    read: READ,
  },
  // ------------------------------------------------------------ MCP 2026-07-28 x-mcp-header
  {
    id: 'mcp-header-token',
    host: 'mcp-http',
    rejects: 'an x-mcp-header value that is empty or not an HTTP field-name token (RFC 9110 tchar)',
    pointer: '*/x-mcp-header',
    test: 'header-token',
    source: HEADERS,
    read: READ,
  },
  {
    id: 'mcp-header-unique',
    host: 'mcp-http',
    rejects: 'an x-mcp-header value used twice in one inputSchema (compared case-insensitively)',
    pointer: '*/x-mcp-header',
    test: 'header-unique',
    source: HEADERS,
    read: READ,
  },
  {
    id: 'mcp-header-primitive',
    host: 'mcp-http',
    rejects: 'an x-mcp-header on a property whose type is not string, integer or boolean (number is not permitted)',
    pointer: '*/x-mcp-header',
    test: 'header-primitive',
    source: HEADERS,
    read: READ,
  },
  {
    id: 'mcp-header-reachable',
    host: 'mcp-http',
    rejects: 'an x-mcp-header outside a chain of properties from the root of inputSchema (under items, anyOf, $defs, ...)',
    pointer: '*/x-mcp-header',
    test: 'header-reachable',
    source: HEADERS,
    read: READ,
  },
  {
    id: 'mcp-header-safe-integer',
    host: 'mcp-http',
    rejects: 'an x-mcp-header on an integer property that declares a value (const, default, enum, examples, a bound) outside -(2^53-1) to 2^53-1',
    pointer: '*/maximum',
    test: 'header-safe-integer',
    source: HEADERS_TOOLS,
    read: READ,
  },
];

export const hostByName = (name: HostName): HostProfile => HOSTS.find((h) => h.name === name)!;

export function isHostName(name: string): name is HostName {
  return (HOST_NAMES as readonly string[]).includes(name);
}
