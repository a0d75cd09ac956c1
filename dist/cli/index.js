#!/usr/bin/env node
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./schemas/config.schema.json
const config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://mcp-contract.dev/schemas/config.schema.json","title":"mcp-contract configuration","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"servers":{"type":"object","description":"Servers to capture, keyed by name.","propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"additionalProperties":{"$ref":"#/definitions/server"}},"renames":{"type":"object","description":"Declared continuity: old ref -> new ref(s). Many old refs to one new ref is a merge; one to many is a split.","propertyNames":{"$ref":"#/definitions/refPattern"},"additionalProperties":{"oneOf":[{"$ref":"#/definitions/ref"},{"type":"array","items":{"$ref":"#/definitions/ref"},"minItems":1},{"type":"object","additionalProperties":false,"required":["to"],"properties":{"to":{"oneOf":[{"$ref":"#/definitions/ref"},{"type":"array","items":{"$ref":"#/definitions/ref"},"minItems":1}]},"alias":{"type":"boolean","description":"The old name is still served as a deprecated alias."},"aliasUntil":{"$ref":"#/definitions/date"},"reason":{"type":"string"}}}]}},"severity":{"type":"object","description":"Rule id -> severity override.","propertyNames":{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"additionalProperties":{"enum":["breaking","review","safe"]}},"ignore":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["reason"],"properties":{"fingerprint":{"type":"string","pattern":"^[0-9a-f]{6,64}$"},"rule":{"type":"string"},"ref":{"type":"string"},"reason":{"type":"string","minLength":1}},"anyOf":[{"required":["fingerprint"]},{"required":["rule","ref"]}]}},"deprecations":{"type":"object","propertyNames":{"$ref":"#/definitions/refPattern"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["since"],"properties":{"since":{"type":"string","minLength":1,"description":"ISO date (YYYY-MM-DD) or a version."},"removeAfter":{"$ref":"#/definitions/date"},"replacedBy":{"$ref":"#/definitions/ref"},"reason":{"type":"string"}}}},"policy":{"type":"object","additionalProperties":false,"properties":{"minDeprecationDays":{"type":"integer","minimum":0},"minDeprecationDaysByKind":{"type":"object","additionalProperties":false,"properties":{"tool":{"type":"integer","minimum":0},"prompt":{"type":"integer","minimum":0},"resource":{"type":"integer","minimum":0},"resourceTemplate":{"type":"integer","minimum":0}}},"deprecatedMetaKey":{"type":"string","minLength":1},"deprecatedDescriptionMarker":{"type":"string","minLength":1},"signoff":{"type":"array","items":{"enum":["breaking","review","safe"]},"uniqueItems":true}}}},"definitions":{"ref":{"type":"string","pattern":"^(tool|prompt|resource|resourceTemplate):.+$"},"refPattern":{"pattern":"^(tool|prompt|resource|resourceTemplate):.+$"},"date":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$"},"stringMap":{"type":"object","additionalProperties":{"type":"string"}},"args":{"type":"array","items":{"type":"string"}},"client":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","minLength":1},"capabilities":{"type":"object","description":"Client capabilities declared at initialize, e.g. {\\"roots\\": {\\"listChanged\\": true}}."}}},"resources":{"type":"object","additionalProperties":false,"properties":{"include":{"type":"boolean","description":"false keeps resources/list out of the contract."},"uriPatterns":{"type":"array","items":{"type":"string"}},"excludePatterns":{"type":"array","items":{"type":"string"}}}},"surface":{"type":"object","additionalProperties":false,"properties":{"args":{"$ref":"#/definitions/args"},"env":{"$ref":"#/definitions/stringMap"},"headers":{"$ref":"#/definitions/stringMap"},"url":{"type":"string","format":"uri"},"client":{"$ref":"#/definitions/client"},"resources":{"$ref":"#/definitions/resources"}}},"server":{"type":"object","additionalProperties":false,"properties":{"build":{"type":"string","minLength":1,"description":"Shell command run first, from the config\'s directory."},"command":{"type":"string","minLength":1},"args":{"$ref":"#/definitions/args"},"env":{"$ref":"#/definitions/stringMap","description":"Values may reference the runner\'s environment as ${VAR}."},"cwd":{"type":"string"},"url":{"type":"string","format":"uri"},"headers":{"$ref":"#/definitions/stringMap"},"transport":{"enum":["stdio","streamable-http","sse","auto"]},"start":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","minLength":1},"args":{"$ref":"#/definitions/args"},"env":{"$ref":"#/definitions/stringMap"},"cwd":{"type":"string"},"readyUrl":{"type":"string","format":"uri"}}},"timeouts":{"type":"object","additionalProperties":false,"properties":{"buildMs":{"type":"integer","minimum":1},"startMs":{"type":"integer","minimum":1},"initializeMs":{"type":"integer","minimum":1},"requestMs":{"type":"integer","minimum":1},"totalMs":{"type":"integer","minimum":1}}},"limits":{"type":"object","additionalProperties":false,"properties":{"maxPages":{"type":"integer","minimum":1},"maxItems":{"type":"integer","minimum":1},"maxMessageBytes":{"type":"integer","minimum":1024}}},"snapshot":{"type":"string","minLength":1},"surfaces":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"additionalProperties":{"$ref":"#/definitions/surface"},"minProperties":1},"client":{"$ref":"#/definitions/client"},"resources":{"$ref":"#/definitions/resources"},"volatileMeta":{"type":"array","items":{"type":"string"}},"versionFrom":{"type":"string","description":"package.json whose version is the server\'s version for release checks."}},"oneOf":[{"required":["command"],"not":{"required":["url"]}},{"required":["url"],"not":{"required":["command"]}}]}}}');
;// CONCATENATED MODULE: ./schemas/snapshot.schema.json
const snapshot_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://mcp-contract.dev/schemas/snapshot.schema.json","title":"mcp-contract snapshot","type":"object","additionalProperties":false,"required":["format","server","surfaces"],"properties":{"$schema":{"type":"string"},"format":{"const":"mcp-contract/1"},"server":{"type":"string","minLength":1},"surfaces":{"type":"object","additionalProperties":{"$ref":"#/definitions/surface"}}},"definitions":{"observation":{"type":"object","additionalProperties":false,"required":["state"],"properties":{"state":{"enum":["complete","unsupported","failed"]},"error":{"type":"string"},"pages":{"type":"integer","minimum":0},"problems":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"page":{"type":"integer"},"index":{"type":"integer"}}}}}},"capability":{"type":"object","additionalProperties":false,"required":["ref","digest","definition"],"properties":{"ref":{"type":"string","pattern":"^(tool|prompt|resource|resourceTemplate):"},"digest":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$"},"definition":{"type":"object"}}},"kind":{"type":"object","additionalProperties":false,"required":["observation","items"],"properties":{"observation":{"$ref":"#/definitions/observation"},"items":{"type":"array","items":{"$ref":"#/definitions/capability"}}}},"surface":{"type":"object","additionalProperties":false,"required":["client","kinds"],"properties":{"client":{"type":"object","additionalProperties":false,"required":["name","version","capabilities"],"properties":{"name":{"type":"string"},"version":{"type":"string"},"capabilities":{"type":"object"}}},"server":{"type":"object","additionalProperties":false,"required":["serverInfo","protocolVersion","capabilities"],"properties":{"serverInfo":{"type":"object"},"protocolVersion":{"type":"string"},"capabilities":{"type":"object"},"instructions":{"type":"string"}}},"error":{"type":"string"},"kinds":{"type":"object","additionalProperties":false,"required":["tool","prompt","resource","resourceTemplate"],"properties":{"tool":{"$ref":"#/definitions/kind"},"prompt":{"$ref":"#/definitions/kind"},"resource":{"$ref":"#/definitions/kind"},"resourceTemplate":{"$ref":"#/definitions/kind"}}}}}}}');
;// CONCATENATED MODULE: ./src/storage/schemas.ts
// The JSON Schemas that ship in the package, compiled once; bundled into dist by import so the Action needs no files beside it.



const SCHEMAS = { config: config_schema_namespaceObject, snapshot: snapshot_schema_namespaceObject };
let ajv;
const compiled = new Map();
function instance() {
    if (!ajv) {
        ajv = new Ajv({ allErrors: false, strict: false });
        // Formats are checked loosely on purpose: ajv-formats would add a dependency for two patterns.
        ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
        ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    }
    return ajv;
}
function validator(name, schema) {
    let fn = compiled.get(name);
    if (!fn) {
        fn = instance().compile(schema);
        compiled.set(name, fn);
    }
    return fn;
}
/** One line naming the JSON pointer and what is wrong there; the most specific error wins. */
function describeErrors(errors) {
    if (!errors || errors.length === 0)
        return 'invalid';
    // oneOf/anyOf wrap the useful error; prefer the deepest pointer.
    const sorted = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length);
    const e = sorted.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf') ?? sorted[0];
    const at = e.instancePath === '' ? '/' : e.instancePath;
    let what = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties')
        what = `unknown key "${String(e.params.additionalProperty)}"`;
    else if (e.keyword === 'enum')
        what = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    else if (e.keyword === 'const')
        what = `must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${what}`;
}

;// CONCATENATED MODULE: ./src/cli/index.ts

console.log(Object.keys(SCHEMAS.config));

