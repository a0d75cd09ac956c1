// Every text a model reads, found by one traversal with its location: descriptions and titles of tools, prompts,
// resources and templates, argument and property descriptions, output schema descriptions, annotation titles, allowed
// values, and the server's instructions. The risk readings (risky-text.ts, data-movement.ts) all read what this yields,
// so a text is never read for one risk in one place and skipped in another.
import type { JsonValue } from '../shared/model.js';
import { escapePointer, isJsonObject } from '../shared/json.js';
import { hasHidden } from './hidden-text.js';

/** One model-visible string: `prose` when it is read as text (instructions can live there), else hidden characters only. */
export interface ModelText {
  pointer: string;
  text: string;
  prose: boolean;
}

/** Keys whose string values a model reads as prose. */
const TEXT_KEYS = new Set(['description', 'title', 'instructions']);
/** Keys whose string values (or array items) a model reads as allowed values: screened like prose. */
const VALUE_KEYS = new Set(['enum', 'const']);
const MAX_NODES = 20_000;
const MAX_TEXT = 16_384;

/** Strings of a definition in document order (keys sorted), bounded: prose fields, enum/const values, names and keys. */
export function modelTexts(definition: JsonValue | undefined): ModelText[] {
  const out: ModelText[] = [];
  if (definition === undefined) return out;
  const stack: Array<[JsonValue, string, boolean]> = [[definition, '', false]];
  let nodes = 0;
  while (stack.length > 0 && ++nodes <= MAX_NODES) {
    const [v, at, prose] = stack.pop()!;
    if (typeof v === 'string') out.push({ pointer: at || '/', text: v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v, prose });
    else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}/${i}`, prose]);
    } else if (isJsonObject(v)) {
      const keys = Object.keys(v).sort().reverse();
      for (const k of keys) {
        const ptr = `${at}/${escapePointer(k)}`;
        stack.push([v[k], ptr, TEXT_KEYS.has(k) || VALUE_KEYS.has(k)]);
        // A property key is model-visible too (hidden characters only, like names), reported before its value.
        if (hasHidden(k)) stack.push([k, ptr, false]);
      }
    }
  }
  return out;
}

/** The server's model-read text as a definition the same traversal reads: its instructions at `/instructions`. */
export function serverTexts(instructions: string | undefined): JsonValue {
  return instructions === undefined ? {} : { instructions };
}

/**
 * Who a text at `pointer` speaks about, for reading it as instructions: the input property or prompt argument it
 * describes (named by the definition), or this tool's output (an output schema's text).
 */
export function textPlaceOf(pointer: string, definition: JsonValue | undefined): { field?: string; output?: boolean } {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] === 'outputSchema') return { output: true };
  if (parts[0] === 'arguments' && parts.length === 3 && isJsonObject(definition) && Array.isArray(definition.arguments)) {
    const arg = definition.arguments[Number(parts[1])];
    return isJsonObject(arg) && typeof arg.name === 'string' ? { field: arg.name } : {};
  }
  const prop = parts.lastIndexOf('properties');
  if (parts[0] === 'inputSchema' && prop >= 0 && parts.length === prop + 3) return { field: parts[prop + 1] };
  return {};
}

/** Where a pointer sits, in words a reviewer knows: `the description of input property path`. */
export function placeOf(pointer: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = parts[parts.length - 1] ?? '';
  if (parts[0] === 'instructions') return 'the server instructions';
  if (parts[0] === 'annotations' && last === 'title') return 'the annotation title';
  if (parts[0] === 'arguments') return `the ${last} of a prompt argument`;
  const prop = parts.lastIndexOf('properties');
  if ((parts[0] === 'inputSchema' || parts[0] === 'outputSchema') && prop >= 0 && parts[prop + 1] !== undefined) {
    return `the ${last} of ${parts[0] === 'inputSchema' ? 'input' : 'output'} property ${parts[prop + 1]}`;
  }
  if (parts[0] === 'outputSchema') return `the output schema ${last}`;
  if (parts[0] === 'inputSchema') return `the input schema ${last}`;
  return parts.length === 1 ? `the ${last}` : `\`${pointer}\``;
}
