// JSON Schema keyword families as the compatibility walk sorts them: which keywords it decides, which only annotate,
// which belong to the document rather than the instance.

export const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
/** Count bounds and the value an absent one means (`minItems: 0` is no bound at all). */
export const COUNT_LOWER_BOUNDS: Readonly<Record<string, number>> = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
export const COUNT_UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'];
export const NUMERIC_BOUNDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
export const PRESENCE_CONSTRAINTS = ['pattern', 'format'];
/** Keywords that never change what validates; a schema holding only these accepts anything. */
export const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Keywords about the document, not the instance: compared through what they affect (refs, dialect), never directly. */
export const DOCUMENT = new Set(['$schema', '$defs', 'definitions', '$id']);
/** Combinators whose branch order means nothing. */
export const UNORDERED = new Set(['anyOf', 'oneOf', 'allOf']);
/** Keywords this walk understands; any other keyword that differs is a review. */
export const HANDLED = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'default',
  'description',
  'title',
  'multipleOf',
  'uniqueItems',
  'prefixItems',
  'propertyNames',
  ...Object.keys(COUNT_LOWER_BOUNDS),
  ...COUNT_UPPER_BOUNDS,
  ...NUMERIC_BOUNDS,
  ...PRESENCE_CONSTRAINTS,
]);
export const COMBINATORS = new Set(['$ref', '$defs', 'definitions', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else']);
