export const id = 172;
export const ids = [172];
export const modules = {

/***/ 9172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iO: () => (/* binding */ countsCost),
  YU: () => (/* binding */ hostPass)
});

// UNUSED EXPORTS: costChange, hostsOf

// EXTERNAL MODULE: ./src/core/shared/numbers.ts
var numbers = __webpack_require__(7499);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/hosts/tokenizer.ts
var hosts_tokenizer = __webpack_require__(2770);
;// CONCATENATED MODULE: ./src/hosts/cost.ts
// What a tool list costs in every request: the tool JSON a host's API takes, counted in tokens by the tokenizer the
// caller hands in (tokenizer.ts: o200k_base, named with every number shown); bytes are exact UTF-8.


/** The tool as each API host's request carries it; hosts without an API of their own are measured as Anthropic's. */
function wireForm(host, tool) {
    const name = tool.name ?? '';
    const description = tool.description ?? '';
    const schema = (0,json/* isJsonObject */.OW)(tool.inputSchema) ? tool.inputSchema : { type: 'object' };
    switch (host) {
        case 'openai':
            return { type: 'function', name, description, parameters: schema };
        case 'openai-strict':
            return { type: 'function', name, description, parameters: schema, strict: true };
        case 'gemini':
            return { name, description, parameters: schema };
        default:
            return { name, description, input_schema: schema };
    }
}
function toolCost(host, tool, tokenizer) {
    const text = jsonText(wireForm(host, tool));
    const bytes = Buffer.byteLength(text, 'utf8');
    return { tokens: bytes > hosts_tokenizer/* COUNT_BOUND_BYTES */.XG && tokenizer !== hosts_tokenizer/* ESTIMATE */.bg ? bytes : tokenizer.count(text), bytes };
}
/** A piece of JSON text already written, on the serializer's stack beside values still to write. */
class Raw {
    text;
    constructor(text) {
        this.text = text;
    }
}
/**
 * `JSON.stringify(value)`; a hostile schema nested ten thousand levels deep overflows its recursion, and its cost must
 * still be told, so that one is written again with an explicit stack (same text: keys in the same order, no spaces).
 */
function jsonText(value) {
    try {
        return JSON.stringify(value);
    }
    catch {
        const out = [];
        const stack = [value];
        while (stack.length > 0) {
            const v = stack.pop();
            if (v instanceof Raw)
                out.push(v.text);
            else if (v === null || typeof v !== 'object')
                out.push(JSON.stringify(v));
            else if (Array.isArray(v)) {
                stack.push(new Raw(']'));
                for (let i = v.length - 1; i >= 0; i--)
                    stack.push(v[i], ...(i > 0 ? [new Raw(',')] : []));
                stack.push(new Raw('['));
            }
            else {
                const keys = Object.keys(v);
                stack.push(new Raw('}'));
                for (let i = keys.length - 1; i >= 0; i--)
                    stack.push(v[keys[i]], new Raw(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`));
                stack.push(new Raw('{'));
            }
        }
        return out.join('');
    }
}
/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
function costHost(hosts) {
    return hosts.find((h) => h !== 'claude-directory' && h !== 'mcp-http') ?? 'anthropic';
}
/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
function listCost(host, tools, tokenizer) {
    return tools.reduce((sum, t) => {
        const c = toolCost(host, t, tokenizer);
        return { tokens: sum.tokens + c.tokens, bytes: sum.bytes + c.bytes };
    }, { tokens: 0, bytes: 0 });
}

;// CONCATENATED MODULE: ./src/hosts/profiles.ts
// Host profiles as data: what each model host (or listing) refuses in a tool definition, one row per check, each with
// the documentation it comes from and when that was read. A host that changes its rules is one edit here; the walkers
// that find the offending keyword live in checks.ts, keyed by the row's `test`.
/** The hosts a repository can ship to (`hosts` in the config). */
const HOST_NAMES = (/* unused pure expression or super */ null && (['anthropic', 'openai', 'openai-strict', 'gemini', 'claude-directory', 'mcp-http']));
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
const HOSTS = [
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
const HOST_CHECKS = [
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
const hostByName = (name) => HOSTS.find((h) => h.name === name);
function isHostName(name) {
    return HOST_NAMES.includes(name);
}

;// CONCATENATED MODULE: ./src/hosts/checks.ts
// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.
//
// One walk per tool serves every check: each schema node is handed to the node tests of all the checks asked for, in
// turn (a diff of 1,000 large tools against six hosts walked each schema twenty times before, some 200 ms; one walk
// takes a fifth of that). Pointers are built only for what a check reports.

/** Most names need no escape: skip the two replacements for them (a tenth of the walk's time went there). */
const escapePointer = (token) => (token.includes('~') || token.includes('/') ? (0,json/* escapePointer */.lZ)(token) : token);
function pointerOf(n) {
    if (n.pointer !== undefined)
        return n.pointer;
    const unnamed = [];
    let at = n;
    for (; at !== undefined && at.pointer === undefined; at = at.parent)
        unnamed.push(at);
    let pointer = at?.pointer ?? '';
    for (let i = unnamed.length - 1; i >= 0; i--) {
        const u = unnamed[i];
        const step = u.key === undefined ? u.keyword : `${u.keyword}/${escapePointer(u.key)}`;
        pointer = u.parent === undefined ? step : `${pointer}/${step}`;
        u.pointer = pointer;
    }
    return pointer;
}
/** How each subschema keyword holds its subschemas: a map of names, a list, or one (a list of them is walked too). */
const SUBSCHEMAS = new Map([
    ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map']),
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((k) => [k, 'list']),
    ...['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'].map((k) => [k, 'one']),
]);
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;
/** Hands every schema node under `root` (itself first) to `visit`, without recursion; the node's own keys drive it. */
function walkSchema(root, visit, at = '/inputSchema') {
    if (!(0,json/* isJsonObject */.OW)(root))
        return;
    // Every node made with the same fields in the same order (pointer too, set later): one shape for every test to read.
    const stack = [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true, level: 0, pointer: undefined }];
    const child = (schema, parent, keyword, key, chain) => ({
        schema,
        parent,
        keyword,
        key,
        chain,
        level: parent.level + (isObjectSchema(schema) ? 1 : 0),
        pointer: undefined,
    });
    for (let walked = 0; stack.length > 0 && walked < MAX_NODES; walked++) {
        const n = stack.pop();
        visit(n);
        const s = n.schema;
        for (const k in s) {
            const holds = SUBSCHEMAS.get(k);
            if (holds === undefined)
                continue;
            const v = s[k];
            if (holds === 'map') {
                if (!(0,json/* isJsonObject */.OW)(v))
                    continue;
                const chain = n.chain && k === 'properties';
                for (const name in v) {
                    const x = v[name];
                    if ((0,json/* isJsonObject */.OW)(x))
                        stack.push(child(x, n, k, name, chain));
                }
            }
            else if (Array.isArray(v)) {
                for (let i = 0; i < v.length; i++)
                    if ((0,json/* isJsonObject */.OW)(v[i]))
                        stack.push(child(v[i], n, k, String(i), false));
            }
            else if (holds === 'one' && (0,json/* isJsonObject */.OW)(v))
                stack.push(child(v, n, k, undefined, false));
        }
    }
}
const hasType = (s, t) => (typeof s.type === 'string' ? s.type === t : Array.isArray(s.type) && s.type.includes(t));
const isObjectSchema = (s) => hasType(s, 'object') || (0,json/* isJsonObject */.OW)(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const PRIMITIVE = new Set(['string', 'integer', 'boolean']);
/**
 * What one check found in one tool: every pointer, or with `first` only the least. An opt-in host refuses thousands of
 * keywords and properties of a large surface (Gemini's subset refuses `additionalProperties` at every level; OpenAI's
 * strict mode every optional property), and building a pointer string for each was most of what these checks cost. In
 * `first` mode an offence is kept as its node and suffix and compared piece by piece; the least's string is built once.
 */
class Found {
    all;
    node;
    suffix;
    text;
    constructor(first) {
        this.all = first ? undefined : [];
    }
    /** The pointer of `n`, followed by `/suffix` when a suffix (already escaped) is given. */
    at(n, suffix) {
        if (this.all !== undefined)
            this.all.push(joined(n, suffix));
        else if (this.node !== undefined ? compare(n, suffix, this.node, this.suffix) < 0 : this.text === undefined || compareTo(n, suffix, this.text) < 0) {
            this.node = n;
            this.suffix = suffix;
            this.text = undefined;
        }
    }
    /** A pointer already built. */
    add(pointer) {
        if (this.all !== undefined)
            this.all.push(pointer);
        else {
            const least = this.pointers()[0];
            if (least === undefined || pointer < least)
                this.text = pointer;
        }
    }
    pointers() {
        if (this.all !== undefined)
            return this.all;
        if (this.node !== undefined) {
            this.text = joined(this.node, this.suffix);
            this.node = undefined;
        }
        return this.text === undefined ? [] : [this.text];
    }
}
const joined = (n, suffix) => (suffix === undefined ? pointerOf(n) : `${pointerOf(n)}/${suffix}`);
const chain = [];
const left = [];
const right = [];
/**
 * A pointer as the pieces pointerOf would join (the first named ancestor's pointer, then `/`, keyword, `/`, key, ...),
 * written into `into` (reused, so that a comparison allocates nothing); returns how many.
 */
function pieces(n, suffix, into) {
    let depth = 0;
    let named = n;
    for (; named !== undefined && named.pointer === undefined; named = named.parent)
        chain[depth++] = named;
    let k = 0;
    if (named !== undefined)
        into[k++] = named.pointer;
    for (let i = depth - 1; i >= 0; i--) {
        const u = chain[i];
        if (u.parent !== undefined)
            into[k++] = '/';
        into[k++] = u.keyword;
        if (u.key !== undefined) {
            into[k++] = '/';
            into[k++] = escapePointer(u.key);
        }
        chain[i] = undefined;
    }
    if (suffix !== undefined) {
        into[k++] = '/';
        into[k++] = suffix;
    }
    return k;
}
/** Two pointers given as pieces, compared as `<` compares the joined strings: negative, zero or positive. */
function comparePieces(a, na, b, nb) {
    let ia = 0;
    let ib = 0;
    let ca = 0;
    let cb = 0;
    for (;;) {
        while (ia < na && ca === a[ia].length) {
            ia++;
            ca = 0;
        }
        while (ib < nb && cb === b[ib].length) {
            ib++;
            cb = 0;
        }
        if (ia === na || ib === nb)
            return (ia === na ? 0 : 1) - (ib === nb ? 0 : 1);
        const d = a[ia].charCodeAt(ca++) - b[ib].charCodeAt(cb++);
        if (d !== 0)
            return d;
    }
}
function compare(n, suffix, m, mSuffix) {
    return comparePieces(left, pieces(n, suffix, left), right, pieces(m, mSuffix, right));
}
function compareTo(n, suffix, text) {
    right[0] = text;
    return comparePieces(left, pieces(n, suffix, left), right, 1);
}
/** The common shape: every node that `offends` is named, with `suffix` (a keyword of the node) when given. */
function each(offends, suffix) {
    return (_c, found) => (n) => {
        if (offends(n.schema, n))
            found.at(n, suffix);
    };
}
/**
 * A limit on a sum over the whole schema: the node at which the running sum (in the walk's order) first passes the
 * check's limit, as the pointer of its `keyword`; nothing when the schema stays within it.
 */
function crossing(amount, keyword) {
    return (c, found) => {
        let sum = 0;
        let crossed = false;
        return (n) => {
            if (crossed)
                return;
            sum += amount(n.schema);
            if (sum > c.limit) {
                crossed = true;
                found.at(n, keyword);
            }
        };
    };
}
const keywordsOf = new WeakMap();
/** A keyword list check: each of a node's own keys that `offends` against the check's keywords (a set, made once). */
function keywordTest(offends) {
    return (c, found) => {
        let keywords = keywordsOf.get(c);
        if (keywords === undefined)
            keywordsOf.set(c, (keywords = new Set(c.keywords)));
        const set = keywords;
        return (n) => {
            for (const k in n.schema)
                if (offends(set, k))
                    found.at(n, escapePointer(k));
        };
    };
}
const TOOL_TESTS = {
    'name-pattern': (tool, c) => (typeof tool.name === 'string' && new RegExp(c.pattern, 'u').test(tool.name) ? [] : ['/name']),
    'top-level-combinator': (tool, c) => {
        const s = tool.inputSchema;
        return (0,json/* isJsonObject */.OW)(s) ? c.keywords.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
    },
    'top-level-object': (tool) => {
        const s = tool.inputSchema;
        return (0,json/* isJsonObject */.OW)(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
    },
    'annotation-title': (tool) => {
        const a = tool.annotations;
        const titled = (v) => typeof v === 'string' && v.trim() !== '';
        return titled(tool.title) || ((0,json/* isJsonObject */.OW)(a) && titled(a.title)) ? [] : ['/annotations/title'];
    },
    // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
    // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
    'annotation-hints': (tool) => ((0,json/* isJsonObject */.OW)(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
};
const NODE_TESTS = {
    'array-items': each((s) => hasType(s, 'array') && !('items' in s), 'items'),
    'strict-closed-objects': each((s) => isObjectSchema(s) && s.additionalProperties !== false, 'additionalProperties'),
    // Judged at each property's own node, whose pointer other checks share (one string per node, not one per check);
    // a property whose schema is not an object (`true`) is never a node, and is judged at its parent.
    'strict-all-required': (_c, found) => {
        const listed = (s, name) => Array.isArray(s.required) && s.required.includes(name);
        return (n) => {
            if (n.keyword === 'properties' && n.parent !== undefined && !listed(n.parent.schema, n.key))
                found.at(n);
            const props = n.schema.properties;
            if ((0,json/* isJsonObject */.OW)(props))
                for (const p in props)
                    if (!(0,json/* isJsonObject */.OW)(props[p]) && !listed(n.schema, p))
                        found.at(n, `properties/${escapePointer(p)}`);
        };
    },
    'keyword-denylist': keywordTest((set, k) => set.has(k)),
    'keyword-allowlist': keywordTest((set, k) => !set.has(k)),
    'header-token': each((s) => HEADER in s && (typeof s[HEADER] !== 'string' || !TOKEN.test(s[HEADER])), HEADER),
    'header-primitive': each((s) => HEADER in s && !(typeof s.type === 'string' && PRIMITIVE.has(s.type)) && !(Array.isArray(s.type) && s.type.length === 1 && PRIMITIVE.has(String(s.type[0]))), HEADER),
    'header-reachable': each((s, n) => HEADER in s && (!n.chain || n.parent === undefined), HEADER),
    'header-safe-integer': (_c, found) => (n) => {
        if (HEADER in n.schema && hasType(n.schema, 'integer'))
            for (const at of unsafeIntegers(n.schema))
                found.at(n, at);
    },
    // The object that crossed the limit is named, not every schema under it.
    'strict-nesting': (c, found) => each((s, n) => n.level === c.limit + 1 && isObjectSchema(s))(c, found),
    'strict-property-count': crossing((s) => ((0,json/* isJsonObject */.OW)(s.properties) ? Object.keys(s.properties).length : 0), 'properties'),
    'strict-string-size': crossing(stringSize, undefined),
    'strict-enum-count': crossing((s) => (Array.isArray(s.enum) ? s.enum.length : 0), 'enum'),
    'strict-enum-size': (c, found) => each((s) => {
        const e = s.enum;
        if (!Array.isArray(e) || e.length <= ENUM_MANY || !e.every((v) => typeof v === 'string'))
            return false;
        return e.reduce((sum, v) => sum + v.length, 0) > c.limit;
    }, 'enum')(c, found),
};
/**
 * header-unique: the second and later schemas (by pointer) that declare one header name, case-insensitively. Kept
 * apart: which one is the duplicate depends on all of them, so its offences are only known once the walk is done.
 */
function headerUnique() {
    const seen = [];
    return {
        visit: (n) => {
            const v = n.schema[HEADER];
            if (typeof v === 'string')
                seen.push({ pointer: `${pointerOf(n)}/${HEADER}`, key: v.toLowerCase() });
        },
        report: (found) => {
            const keys = new Set();
            // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
            for (const h of seen.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
                if (keys.has(h.key))
                    found.add(h.pointer);
                keys.add(h.key);
            }
        },
    };
}
/** Above this many values, one string enum's total length is bounded (strict-enum-size). */
const ENUM_MANY = 250;
const NUMERIC = ['const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];
/** Where an integer schema declares a value outside the safe integer range: a value, a bound, an enum or example member. */
function unsafeIntegers(s) {
    const unsafe = (v) => typeof v === 'number' && Math.abs(v) > Number.MAX_SAFE_INTEGER;
    const out = NUMERIC.filter((k) => unsafe(s[k]));
    for (const k of ['enum', 'examples']) {
        const l = s[k];
        if (Array.isArray(l))
            l.forEach((v, i) => unsafe(v) && out.push(`${k}/${i}`));
    }
    return out;
}
/** Property names, definition names, and string enum and const values, in characters (strict-string-size). */
function stringSize(s) {
    let size = 0;
    for (const k of ['properties', '$defs', 'definitions']) {
        const m = s[k];
        if ((0,json/* isJsonObject */.OW)(m))
            for (const name in m)
                size += name.length;
    }
    if (Array.isArray(s.enum))
        for (const v of s.enum)
            if (typeof v === 'string')
                size += v.length;
    if (typeof s.const === 'string')
        size += s.const.length;
    return size;
}
/**
 * Every offence of `checks` by one tool definition, in check order, pointers sorted within a check; with `first`, only
 * the first pointer of each check that fails (what the hosts pass and the gateway show), without building the others.
 */
function violationsOf(tool, checks, options = {}) {
    const first = options.first === true;
    const found = [];
    const visits = [];
    const after = [];
    for (const c of checks) {
        const whole = TOOL_TESTS[c.test];
        if (whole !== undefined) {
            found.push(whole(tool, c));
            continue;
        }
        const f = new Found(first);
        found.push(f);
        if (c.test === 'header-unique') {
            const u = headerUnique();
            visits.push(u.visit);
            after.push(() => u.report(f));
        }
        else
            visits.push(NODE_TESTS[c.test](c, f));
    }
    if (visits.length > 0) {
        walkSchema(tool.inputSchema, (n) => {
            for (let i = 0; i < visits.length; i++)
                visits[i](n);
        });
        for (const done of after)
            done();
    }
    const out = [];
    checks.forEach((c, i) => {
        const f = found[i];
        const pointers = Array.isArray(f) ? f : f.pointers();
        if (pointers.length === 0)
            return;
        if (first)
            out.push({ check: c.id, pointer: Array.isArray(f) ? least(pointers) : pointers[0] });
        else
            for (const pointer of [...new Set(pointers)].sort())
                out.push({ check: c.id, pointer });
    });
    return out;
}
function least(pointers) {
    let min = pointers[0];
    for (const p of pointers)
        if (p < min)
            min = p;
    return min;
}

;// CONCATENATED MODULE: ./src/hosts/pass.ts





/** The hosts a config ships to, in profile order; names the schema let through but this version lacks are skipped. */
function hostsOf(config) {
    if (config === undefined)
        return HOSTS.filter((h) => h.byDefault).map((h) => ({ host: h.name }));
    const wanted = new Map();
    if (Array.isArray(config))
        for (const n of config)
            wanted.set(n, undefined);
    else
        for (const [n, s] of Object.entries(config))
            if (s !== 'off')
                wanted.set(n, s);
    return HOSTS.filter((h) => wanted.has(h.name)).map((h) => ({ host: h.name, ...(wanted.get(h.name) ? { severity: wanted.get(h.name) } : {}) }));
}
/**
 * Whether a diff under `config` counts the tool list's tokens: some host is chosen, or a budget asks for the cost.
 * `"hosts": []` (or every host `off`) with no budget turns the whole pass off, the tokenizer's load with it.
 */
function countsCost(config) {
    return hostsOf(config.hosts).length > 0 || config.policy?.contextBudget !== undefined;
}
/** surface -> tool name -> its capability, from the surface's complete tool list. */
function toolsOf(snapshot) {
    const out = new Map();
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        const tools = new Map();
        for (const c of s.kinds?.tool?.items ?? [])
            tools.set(c.ref.slice('tool:'.length), c);
        out.set(surface, tools);
    }
    return out;
}
const CHECK = new Map(HOST_CHECKS.map((c) => [c.id, c]));
const NONE = new Map();
/**
 * Judges each definition once, by digest: the base and the head share most of theirs, and every host's checks run in
 * one walk of the schema, so a diff of two 1,000-tool surfaces judges about 1,000 definitions, not 2,000 per host.
 * The failures are filed by host as they are found, so each host's pass over the tools looks them up, never re-sorts them.
 */
function judge(checks) {
    const seen = new Map();
    return (c) => {
        let j = seen.get(c.digest);
        if (j === undefined) {
            const failed = new Map();
            for (const v of violationsOf(c.definition, checks, { first: true })) {
                const of = CHECK.get(v.check).host;
                let mine = failed.get(of);
                if (mine === undefined)
                    failed.set(of, (mine = new Map()));
                if (!mine.has(v.check))
                    mine.set(v.check, v.pointer);
            }
            j = { failed };
            seen.set(c.digest, j);
        }
        return j;
    };
}
/** Each definition's cost in `host`'s request form, counted once by digest. */
function costs(host, tokenizer) {
    const seen = new Map();
    return (c) => {
        let cost = seen.get(c.digest);
        if (cost === undefined)
            seen.set(c.digest, (cost = toolCost(host, c.definition, tokenizer)));
        return cost;
    };
}
function sessionNote(host) {
    return hostByName(host).wholeRequest
        ? 'This host fails the whole request for one refused tool: every tool of the session is lost, not only this one.'
        : 'This host drops the tool and keeps the others.';
}
/** `tokenizer` counts the context cost; without one (the synchronous library diff) it is an estimate, and says so. */
function hostPass(base, head, config, tokenizer = hosts_tokenizer/* ESTIMATE */.bg, needs = { evidence: true }) {
    if (!countsCost(config))
        return { findings: [], evidence: { hosts: [] }, adjust: (c) => c };
    const chosen = hostsOf(config.hosts);
    const names = new Set(chosen.map((c) => c.host));
    const form = costHost(chosen.map((c) => c.host));
    const judged = judge(HOST_CHECKS.filter((c) => names.has(c.host)));
    const costOf = costs(form, tokenizer);
    const b = toolsOf(base);
    const h = toolsOf(head);
    const findings = [];
    const acceptance = [];
    const surfaces = [...h.keys()].sort();
    for (const { host } of chosen) {
        const rejected = [];
        const ofHost = (c) => (c === undefined ? undefined : (judged(c).failed.get(host) ?? NONE));
        for (const surface of surfaces) {
            const before = b.get(surface);
            // A surface new in the head gives no finding (its tools were accepted by default), only evidence.
            if (!needs.evidence && before === undefined)
                continue;
            for (const [tool, cap] of h.get(surface)) {
                if (!needs.evidence && before?.get(tool)?.digest === cap.digest)
                    continue;
                const failed = ofHost(cap);
                const was = ofHost(before?.get(tool));
                for (const [check, pointer] of failed) {
                    rejected.push({ surface, tool, check, pointer });
                    // A tool new on this surface (or a surface new in the head) was accepted by default: nothing refused it.
                    if (was?.has(check) || before === undefined)
                        continue;
                    findings.push(acceptanceFinding('host-rejects-tool', host, surface, tool, check, pointer, was !== undefined));
                }
                for (const [check, pointer] of was ?? [])
                    if (!failed.has(check))
                        findings.push(acceptanceFinding('host-accepts-tool', host, surface, tool, check, pointer, true));
            }
        }
        const p = hostByName(host);
        acceptance.push({ host, title: p.title, wholeRequest: p.wholeRequest, rejected });
    }
    const severities = new Map(chosen.filter((c) => c.severity !== undefined).map((c) => [c.host, c.severity]));
    const adjust = (c) => adjustSeverity(c, severities);
    const budget = config.policy?.contextBudget;
    if (!needs.evidence && budget === undefined)
        return { findings, evidence: { hosts: [] }, adjust };
    const cost = contextCost(b, h, form, (0,hosts_tokenizer/* countMethod */.t2)(form, tokenizer), (c) => costOf(c).tokens, (c) => costOf(c).bytes);
    if (tokenizer !== hosts_tokenizer/* ESTIMATE */.bg)
        cost.method += (0,hosts_tokenizer/* overBoundNote */.Ne)(overBound(b, h, (c) => costOf(c).bytes));
    findings.push(...budgetFindings(cost, budget));
    return { findings, evidence: { hosts: acceptance, cost }, adjust };
}
function acceptanceFinding(rule, host, surface, tool, check, pointer, inBase) {
    const ref = `tool:${tool}`;
    const c = CHECK.get(check);
    const rejects = rule === 'host-rejects-tool';
    return {
        rule,
        kind: 'tool',
        surface,
        ...(inBase ? { before: rejects ? { refs: [ref] } : { refs: [ref], pointer } } : {}),
        after: rejects ? { refs: [ref], pointer } : { refs: [ref] },
        params: { name: tool, host: hostByName(host).title, hostId: host, check, what: c.rejects, pointer, session: rejects ? sessionNote(host) : '' },
    };
}
function adjustSeverity(c, severities) {
    if (c.rule !== 'host-rejects-tool')
        return c;
    const host = String(c.params?.hostId ?? '');
    const to = severities.get(host);
    if (to === undefined || to === c.severity)
        return c;
    return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.hosts["${host}"]` };
}
const GREW_SHOWN = 3;
/** Tools of either side whose JSON was over the counting bound (counted as their bytes). */
function overBound(base, head, bytesOf) {
    let n = 0;
    for (const side of [base, head])
        for (const tools of side.values())
            for (const cap of tools.values())
                if (bytesOf(cap) > hosts_tokenizer/* COUNT_BOUND_BYTES */.XG)
                    n++;
    return n;
}
function contextCost(base, head, host, method, tokensOf, bytesOf) {
    const surfaces = [];
    for (const [surface, tools] of [...head].sort(([x], [y]) => (x < y ? -1 : 1))) {
        const was = base.get(surface);
        let after = 0;
        let bytes = 0;
        let before = 0;
        const grew = [];
        for (const [name, cap] of tools) {
            const tokens = tokensOf(cap);
            after += tokens;
            bytes += bytesOf(cap);
            const old = was?.get(name);
            const b = old === undefined ? undefined : tokensOf(old);
            if (tokens > (b ?? 0))
                grew.push({ tool: name, ...(b === undefined ? {} : { before: b }), after: tokens });
        }
        for (const cap of was?.values() ?? [])
            before += tokensOf(cap);
        grew.sort((x, y) => y.after - (y.before ?? 0) - (x.after - (x.before ?? 0)) || (x.tool < y.tool ? -1 : 1));
        surfaces.push({ surface, ...(was === undefined ? {} : { before }), after, bytes, tools: tools.size, grew: grew.slice(0, GREW_SHOWN) });
    }
    return { host, method, surfaces };
}
const number = numbers/* withCommas */.r;
/** `+1,466 tokens, +27%` (or `-120 tokens, -3%`); the percent is left out when the base cost nothing. */
function costChange(before, after) {
    const delta = after - (before ?? 0);
    const sign = delta >= 0 ? '+' : '-';
    const percent = before ? `, ${sign}${Math.abs(Math.round((delta / before) * 1000) / 10)}%` : '';
    return `${sign}${number(Math.abs(delta))} tokens${percent}`;
}
function topOf(s) {
    if (s.grew.length === 0)
        return 'none';
    return s.grew.map((g) => `\`${g.tool}\` (${g.before === undefined ? 'new, ' : ''}${costChange(g.before, g.after).replace(/, [+-][\d.]+%$/, '')})`).join(', ');
}
function budgetFindings(cost, budget) {
    if (budget === undefined)
        return [];
    const out = [];
    for (const s of cost.surfaces) {
        if (s.before === undefined)
            continue;
        const params = { surface: s.surface, after: number(s.after), change: costChange(s.before, s.after), top: topOf(s), method: cost.method, host: cost.host };
        const overTokens = budget.tokens !== undefined && s.after > budget.tokens;
        const wasOver = budget.tokens !== undefined && s.before > budget.tokens;
        const growth = s.before > 0 ? ((s.after - s.before) / s.before) * 100 : 0;
        const overGrowth = budget.growthPercent !== undefined && growth > budget.growthPercent;
        const sides = { before: { refs: [], value: s.before }, after: { refs: [], value: s.after } };
        if ((overTokens && !wasOver) || overGrowth) {
            const limit = overTokens && !wasOver ? `${number(budget.tokens)} tokens` : `+${budget.growthPercent}% growth`;
            out.push({ rule: 'context-cost-over-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit } });
        }
        else if (wasOver && !overTokens) {
            out.push({ rule: 'context-cost-within-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit: `${number(budget.tokens)} tokens` } });
        }
    }
    return out;
}


/***/ }),

/***/ 2770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ne: () => (/* binding */ overBoundNote),
/* harmony export */   XG: () => (/* binding */ COUNT_BOUND_BYTES),
/* harmony export */   bg: () => (/* binding */ ESTIMATE),
/* harmony export */   t2: () => (/* binding */ countMethod)
/* harmony export */ });
/**
 * The largest text counted token by token (UTF-8 bytes). Counting is n log n in a text's longest word, but a server
 * chooses its text: past this, a tool's JSON counts as its byte length, the most tokens it could be (no token is
 * shorter than a byte), and the output says so.
 */
const COUNT_BOUND_BYTES = 256 * 1024;
/** The note a cost's method carries when `over` texts were counted as their bound. */
function overBoundNote(over) {
    return over === 0 ? '' : `; ${over} tool${over === 1 ? '' : 's'} over ${COUNT_BOUND_BYTES / 1024} KB counted as ${over === 1 ? 'its' : 'their'} bytes`;
}
/** Used only when a caller of the synchronous library diff hands in no tokenizer: said as an estimate wherever shown. */
const ESTIMATE = { name: 'estimate: characters / 4', count: (text) => Math.ceil(text.length / 4) };
const VENDOR = { anthropic: 'Anthropic', gemini: 'Google' };
/**
 * How a count for `host` was made, one phrase: exact for OpenAI's hosts (over the request JSON; OpenAI renders tools
 * into its prompt in a form of its own, so its billed count differs by that rendering), a named proxy for the others.
 * We have measured no host's own count, so no error bound is claimed.
 */
function countMethod(host, tokenizer) {
    if (tokenizer === ESTIMATE)
        return tokenizer.name;
    if (host === 'openai' || host === 'openai-strict')
        return `${tokenizer.name} (OpenAI's tokenizer) over the request JSON`;
    const vendor = VENDOR[host] ?? 'Anthropic';
    return `${tokenizer.name} as a proxy: ${vendor} publishes no offline tokenizer`;
}


/***/ })

};
