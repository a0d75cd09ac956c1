// What a tool list costs in every request: the tool JSON a host's API takes, counted in tokens by the tokenizer the
// caller hands in (tokenizer.ts: o200k_base, named with every number shown); bytes are exact UTF-8.
import { isJsonObject } from '../core/shared/json.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { HostName } from './profiles.js';
import { COUNT_BOUND_BYTES, ESTIMATE, type Tokenizer } from './tokenizer.js';

/** The tool as each API host's request carries it; hosts without an API of their own are measured as Anthropic's. */
export function wireForm(host: HostName, tool: JsonObject): JsonObject {
  const name = tool.name ?? '';
  const description: JsonValue = tool.description ?? '';
  const schema: JsonValue = isJsonObject(tool.inputSchema) ? tool.inputSchema : { type: 'object' };
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

export interface ToolCost {
  tokens: number;
  bytes: number;
}

export function toolCost(host: HostName, tool: JsonObject, tokenizer: Tokenizer): ToolCost {
  const text = jsonText(wireForm(host, tool));
  const bytes = Buffer.byteLength(text, 'utf8');
  return { tokens: bytes > COUNT_BOUND_BYTES && tokenizer !== ESTIMATE ? bytes : tokenizer.count(text), bytes };
}

/** A piece of JSON text already written, on the serializer's stack beside values still to write. */
class Raw {
  constructor(readonly text: string) {}
}

/**
 * `JSON.stringify(value)`; a hostile schema nested ten thousand levels deep overflows its recursion, and its cost must
 * still be told, so that one is written again with an explicit stack (same text: keys in the same order, no spaces).
 */
export function jsonText(value: JsonValue): string {
  try {
    return JSON.stringify(value);
  } catch {
    const out: string[] = [];
    const stack: Array<JsonValue | Raw> = [value];
    while (stack.length > 0) {
      const v = stack.pop()!;
      if (v instanceof Raw) out.push(v.text);
      else if (v === null || typeof v !== 'object') out.push(JSON.stringify(v));
      else if (Array.isArray(v)) {
        stack.push(new Raw(']'));
        for (let i = v.length - 1; i >= 0; i--) stack.push(v[i], ...(i > 0 ? [new Raw(',')] : []));
        stack.push(new Raw('['));
      } else {
        const keys = Object.keys(v);
        stack.push(new Raw('}'));
        for (let i = keys.length - 1; i >= 0; i--) stack.push(v[keys[i]], new Raw(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`));
        stack.push(new Raw('{'));
      }
    }
    return out.join('');
  }
}

/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
export function costHost(hosts: readonly HostName[]): HostName {
  return hosts.find((h) => h !== 'claude-directory' && h !== 'mcp-http') ?? 'anthropic';
}

/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
export function listCost(host: HostName, tools: readonly JsonObject[], tokenizer: Tokenizer): ToolCost {
  return tools.reduce<ToolCost>((sum, t) => {
    const c = toolCost(host, t, tokenizer);
    return { tokens: sum.tokens + c.tokens, bytes: sum.bytes + c.bytes };
  }, { tokens: 0, bytes: 0 });
}
