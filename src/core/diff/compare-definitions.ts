// Field-by-field comparison of two definitions of one capability (same ref, or old and new of a declared rename).
import type { JsonObject, JsonValue, Kind } from '../shared/model.js';
import { KIND_METHOD } from '../shared/model.js';
import { dropSpecDefaults } from '../shared/canonical.js';
import { defaultOf } from '../shared/spec-defaults.js';
import { boundedValue, escapePointer, isJsonObject, jsonEqual, own, showValue } from '../shared/json.js';
import { compareSchemas, type SchemaDelta } from './schema/compat.js';
import { iconsDelta, metaDeltas } from './icons-apps.js';
import { flagClaims, flagStructuralRisk } from './structural-risk.js';
import type { RuleId } from '../rules/rules.js';

/** A definition-level difference; the classifier adds refs, digests, surface and kind. */
export type DefinitionDelta = SchemaDelta;

/**
 * Review when false -> true (or true -> false for the "good" hints), safe the other way. `withdrawn`: a tool the base
 * had already annotated that moves destructiveHint or openWorldHint to the side that lets clients approve it more
 * easily makes a revised claim to check (canonical definitions drop spec defaults, so an explicit `true` and an
 * unstated one look alike: the annotations object is what shows the tool was annotated). The same value on a tool
 * annotated for the first time is how servers annotate, and a tool that now claims read-only is approved on that
 * claim, which has its own review row.
 */
const HINT_RULES: Readonly<Record<string, { risky: boolean; riskyRule: RuleId; saferRule: RuleId; withdrawn?: RuleId }>> = {
  readOnlyHint: { risky: false, riskyRule: 'tool-no-longer-read-only', saferRule: 'tool-now-read-only' },
  destructiveHint: { risky: true, riskyRule: 'tool-now-destructive', saferRule: 'tool-no-longer-destructive', withdrawn: 'tool-hint-riskier' },
  idempotentHint: { risky: false, riskyRule: 'tool-no-longer-idempotent', saferRule: 'tool-now-idempotent' },
  openWorldHint: { risky: true, riskyRule: 'tool-now-open-world', saferRule: 'tool-no-longer-open-world', withdrawn: 'tool-hint-riskier' },
};

function delta(rule: RuleId, pointer: string, params: Record<string, string | number>, before?: JsonValue, after?: JsonValue): DefinitionDelta {
  const d: DefinitionDelta = { rule, pointer, params };
  const bv = boundedValue(before);
  const av = boundedValue(after);
  if (bv !== undefined) d.before = bv;
  if (av !== undefined) d.after = av;
  return d;
}

function textDelta(field: 'description' | 'title', pointer: string, b: JsonValue | undefined, a: JsonValue | undefined): DefinitionDelta {
  return delta(`${field}-changed`, pointer, { before: showValue(b), after: showValue(a) }, b, a);
}

function fieldChanged(pointer: string, b: JsonValue | undefined, a: JsonValue | undefined): DefinitionDelta {
  return delta('definition-field-changed', pointer, { before: showValue(b), after: showValue(a) }, b, a);
}

export function compareDefinitions(kind: Kind, before: JsonObject, after: JsonObject): DefinitionDelta[] {
  // Snapshots written before a default entered the table still carry it: normalizing again keeps them quiet.
  const b = dropSpecDefaults(kind, before);
  const a = dropSpecDefaults(kind, after);
  const out: DefinitionDelta[] = [];
  const keyField = KIND_METHOD[kind].keyField;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  for (const k of keys) {
    // Own keys only: a definition field named `constructor` must not read as Object's constructor on the other side.
    const bv = own(b, k);
    const av = own(a, k);
    if (k === keyField || jsonEqual(bv, av)) continue;
    const ptr = `/${escapePointer(k)}`;
    if (k === 'description' || k === 'title') out.push(textDelta(k, ptr, bv, av));
    else if (kind === 'tool' && k === 'inputSchema') out.push(...flagStructuralRisk(compareSchemas(bv ?? {}, av ?? {}, 'input', ptr), a));
    else if (kind === 'tool' && k === 'outputSchema') {
      if (av === undefined) out.push(delta('tool-output-schema-removed', ptr, {}, bv, undefined));
      else if (bv === undefined) out.push(delta('tool-output-schema-added', ptr, {}, undefined, av));
      else out.push(...compareSchemas(bv, av, 'output', ptr));
    } else if (kind === 'tool' && k === 'annotations') out.push(...flagClaims(compareAnnotations(bv, av), a));
    else if (k === 'icons') out.push(iconsDelta(ptr, bv, av));
    else if (k === '_meta') out.push(...metaDeltas(kind === 'tool', bv, av));
    else if (kind === 'prompt' && k === 'arguments') out.push(...compareArguments(bv, av));
    else if ((kind === 'resource' || kind === 'resourceTemplate') && k === 'mimeType') {
      out.push(delta('resource-mime-type-changed', ptr, { before: showValue(bv), after: showValue(av) }, bv, av));
    } else if ((kind === 'resource' || kind === 'resourceTemplate') && k === 'name') {
      out.push(delta('resource-name-changed', ptr, { before: showValue(bv), after: showValue(av) }, bv, av));
    } else out.push(fieldChanged(ptr, bv, av));
  }
  return out;
}

/** The base had annotated the tool (any annotation, a title included) and the head does not claim read-only. */
function revisesClaim(annotated: boolean, a: JsonObject): boolean {
  return annotated && own(a, 'readOnlyHint') !== true;
}

function compareAnnotations(bv: JsonValue | undefined, av: JsonValue | undefined): DefinitionDelta[] {
  const out: DefinitionDelta[] = [];
  const b = bv === undefined ? {} : bv;
  const a = av === undefined ? {} : av;
  if (!isJsonObject(b) || !isJsonObject(a)) return [fieldChanged('/annotations', bv, av)];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  for (const k of keys) {
    const bk = own(b, k);
    const ak = own(a, k);
    if (jsonEqual(bk, ak)) continue;
    const ptr = `/annotations/${escapePointer(k)}`;
    const rule = Object.prototype.hasOwnProperty.call(HINT_RULES, k) ? HINT_RULES[k] : undefined;
    if (rule !== undefined) {
      const x = bk ?? defaultOf('tool', ['annotations', k]);
      const y = ak ?? defaultOf('tool', ['annotations', k]);
      if (typeof x !== 'boolean' || typeof y !== 'boolean') out.push(fieldChanged(ptr, bk, ak));
      else if (x !== y) {
        const id = y === rule.risky ? rule.riskyRule : rule.withdrawn !== undefined && revisesClaim(bv !== undefined, a) ? rule.withdrawn : rule.saferRule;
        out.push(delta(id, ptr, { hint: k, before: String(x), after: String(y) }, x, y));
      }
    } else if (k === 'title') out.push(textDelta('title', ptr, bk, ak));
    else out.push(fieldChanged(ptr, bk, ak));
  }
  return out;
}

interface Arg {
  index: number;
  value: JsonObject;
}

function argsByName(v: JsonValue | undefined): Map<string, Arg> | undefined {
  const out = new Map<string, Arg>();
  if (v === undefined) return out;
  if (!Array.isArray(v)) return undefined;
  for (let i = 0; i < v.length; i++) {
    const a = v[i];
    if (!isJsonObject(a) || typeof a.name !== 'string' || out.has(a.name)) return undefined;
    out.set(a.name, { index: i, value: a });
  }
  return out;
}

function compareArguments(bv: JsonValue | undefined, av: JsonValue | undefined): DefinitionDelta[] {
  const b = argsByName(bv);
  const a = argsByName(av);
  if (b === undefined || a === undefined) return [fieldChanged('/arguments', bv, av)];
  const out: DefinitionDelta[] = [];
  const names = [...new Set([...b.keys(), ...a.keys()])].sort();
  for (const name of names) {
    const x = b.get(name);
    const y = a.get(name);
    const p = { argument: name };
    if (y === undefined) {
      out.push(delta('prompt-argument-removed', `/arguments/${x!.index}`, p, x!.value, undefined));
      continue;
    }
    const ptr = `/arguments/${y.index}`;
    if (x === undefined) {
      const rule = y.value.required === true ? 'prompt-required-argument-added' : 'prompt-optional-argument-added';
      out.push(delta(rule, ptr, p, undefined, y.value));
      continue;
    }
    if (jsonEqual(x.value, y.value)) continue;
    const keys = [...new Set([...Object.keys(x.value), ...Object.keys(y.value)])].sort();
    for (const k of keys) {
      const xk = own(x.value, k);
      const yk = own(y.value, k);
      if (k === 'name' || jsonEqual(xk, yk)) continue;
      const fp = `${ptr}/${escapePointer(k)}`;
      if (k === 'required') {
        const req = y.value.required === true;
        if (req !== (x.value.required === true)) {
          out.push(delta(req ? 'prompt-argument-made-required' : 'prompt-argument-made-optional', fp, p, x.value.required, y.value.required));
        }
      } else if (k === 'description' || k === 'title') out.push({ ...textDelta(k, fp, xk, yk), params: { ...p, before: showValue(xk), after: showValue(yk) } });
      else out.push(fieldChanged(fp, xk, yk));
    }
  }
  return out;
}
