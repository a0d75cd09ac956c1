// Walkers for the keyword families that hold subschemas: properties with required, additionalProperties,
// propertyNames, items/prefixItems. They report what changed at this node and queue the child pairs.
import type { JsonObject } from '../../shared/model.js';
import { escapePointer, isJsonObject, showValue } from '../../shared/json.js';
import { diffKeys, diffLists } from './compare-lists.js';
import { at, descend, type Pair } from './pair.js';
import { apState, objectOrEmpty, stringList, vacuousNames } from './values.js';
import { childPath, sameSchema } from './walk.js';

/** `properties` and `required`: properties gone and new, names made required or optional; kept ones walked. */
export function properties(p: Pair): void {
  const { walk, b, a, w } = p;
  const rules = walk.rules;
  const bp = objectOrEmpty(b.properties, 'properties');
  const ap = objectOrEmpty(a.properties, 'properties');
  const br = [...new Set(stringList(b.required, 'required'))].sort();
  const ar = [...new Set(stringList(a.required, 'required'))].sort();
  const propPointer = (k: string) => `${w.pointer}/properties/${escapePointer(k)}`;
  const props = diffKeys(bp, ap);
  const required = diffLists(br, ar, (k) => k);
  const requiredAfter = new Set(ar);
  if (becameFreeForm(p, props.removed.length)) {
    const names = props.removed.map((k) => `\`${k}\``).join(', ');
    const shown = { before: `declared properties ${names}`, after: 'any properties (`additionalProperties: true`)' };
    walk.constraint('loosened', at(p, 'properties'), w.path, 'properties', b.properties, a.properties, shown);
  } else for (const k of props.removed) walk.emit(rules.propertyRemoved, propPointer(k), childPath(w.path, k), {}, bp[k], undefined);
  for (const k of props.added) {
    const rule = requiredAfter.has(k) ? rules.requiredPropertyAdded : rules.propertyAdded;
    walk.emit(rule, propPointer(k), childPath(w.path, k), {}, undefined, ap[k]);
  }
  const isNew = new Set(props.added);
  const isGone = new Set(props.removed);
  const reqPointer = `${w.pointer}/required`;
  for (const k of required.added) {
    if (isNew.has(k)) continue; // a new property: reported above
    const defaulted = isJsonObject(ap[k]) && (ap[k] as JsonObject).default !== undefined;
    walk.emit(defaulted ? rules.defaultedMadeRequired : rules.madeRequired, reqPointer, childPath(w.path, k), {}, undefined, k);
  }
  for (const k of required.removed) {
    if (isGone.has(k)) continue; // a removed property: reported above
    walk.emit(rules.madeOptional, reqPointer, childPath(w.path, k), {}, k, undefined);
  }
  for (const [k] of [...props.kept].reverse()) descend(p, bp[k], ap[k], propPointer(k), childPath(w.path, k));
}

/**
 * An input object whose declared properties all went while it now says `additionalProperties: true` (notion's
 * generator writing a free-form object): every value it accepted is still accepted, so the removals are one
 * loosening. Only when nothing stays declared: dropping some properties of an object that keeps others is an author
 * taking arguments away, which stays a removal, open object or not.
 */
function becameFreeForm(p: Pair, removed: number): boolean {
  const { walk, a } = p;
  return walk.direction === 'input' && removed > 0 && a.additionalProperties === true && Object.keys(objectOrEmpty(a.properties, 'properties')).length === 0;
}

/** Neither side declares a property: an object of no arguments (or an empty options object). */
function declaresNone(p: Pair): boolean {
  const none = (s: JsonObject) => Object.keys(objectOrEmpty(s.properties, 'properties')).length === 0 && s.patternProperties === undefined;
  return none(p.b) && none(p.a);
}

/** `additionalProperties`: open, closed or a schema on each side. */
export function additionalProperties(p: Pair): void {
  const { walk, b, a, w } = p;
  if (sameSchema(walk, b.additionalProperties, a.additionalProperties)) return;
  const x = apState(b.additionalProperties);
  const y = apState(a.additionalProperties);
  const ptr = at(p, 'additionalProperties');
  if (x === y && x !== 'closed') {
    // Schema to schema, or open to open with different annotations (model-visible text is still reported).
    descend(p, b.additionalProperties, a.additionalProperties, ptr, `${childPath(w.path, '*')}`);
    return;
  }
  if (x === y) return;
  const closing = y === 'closed' || (x === 'open' && y === 'schema');
  const rules = walk.rules.additionalProperties;
  if (rules !== undefined) {
    const shown = { before: showValue(b.additionalProperties), after: showValue(a.additionalProperties) };
    // Closing an object that declares nothing refuses only calls that sent undeclared arguments: a call without
    // arguments (the only one the schema ever described) is unaffected. Generators flip this with each SDK release.
    const rule = closing ? (y === 'closed' && declaresNone(p) ? rules.noneDeclaredClosed : rules.closed) : rules.opened;
    walk.emit(rule, ptr, w.path, shown, b.additionalProperties, a.additionalProperties);
  } else {
    walk.constraint(closing ? 'tightened' : 'loosened', ptr, w.path, 'additionalProperties', b.additionalProperties, a.additionalProperties);
  }
}

/** `propertyNames`: a schema every key must match. */
export function propertyNames(p: Pair): void {
  const { walk, b, a, w } = p;
  if (sameSchema(walk, b.propertyNames, a.propertyNames)) return;
  const x = b.propertyNames;
  const y = a.propertyNames;
  const ptr = at(p, 'propertyNames');
  const xOpen = vacuousNames(x);
  const yOpen = vacuousNames(y);
  if (xOpen !== yOpen) walk.constraint(xOpen ? 'tightened' : 'loosened', ptr, w.path, 'propertyNames', x, y);
  // `{type: "string"}` against none: both let every name through, and the type is not worth a walk.
  else if (xOpen && apState(x) !== apState(y)) return;
  else descend(p, x, y, ptr, w.path.startsWith('(') ? '(property names)' : `${w.path} (property names)`);
}

/** `items` (one schema for every element, or a tuple) and `prefixItems` (a tuple). */
export function items(p: Pair): void {
  const { walk, b, a, w } = p;
  for (const k of ['prefixItems', 'items']) {
    const x = b[k];
    const y = a[k];
    if (sameSchema(walk, x, y)) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      for (let i = x.length - 1; i >= 0; i--) descend(p, x[i], y[i], `${at(p, k)}/${i}`, `${w.path}[${i}]`);
    } else if (k === 'items' && !Array.isArray(x) && !Array.isArray(y)) {
      descend(p, x ?? {}, y ?? {}, at(p, k), `${w.path}[]`);
    } else {
      walk.notComparable(at(p, k), `tuple \`${k}\` changed`);
    }
  }
}
