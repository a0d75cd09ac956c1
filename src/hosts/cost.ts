// What a tool list costs in every request: the tool JSON a host's API takes, counted in tokens. No tokenizer package
// is a dependency of this project, so tokens are estimated as characters / 4 (the rule of thumb OpenAI and Anthropic
// both document for English text and JSON) and the method is named wherever a number is shown; bytes are exact.
import { isJsonObject } from '../core/shared/json.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { HostName } from './profiles.js';

export const TOKEN_METHOD = 'estimate: characters / 4 (no tokenizer installed)';

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

const encoder = new TextEncoder();

export interface ToolCost {
  tokens: number;
  bytes: number;
}

export function toolCost(host: HostName, tool: JsonObject): ToolCost {
  const { chars, bytes } = jsonSize(wireForm(host, tool));
  return { tokens: Math.ceil(chars / 4), bytes };
}

/**
 * The length of `JSON.stringify(value)` in characters and UTF-8 bytes, walked with an explicit stack: a hostile schema
 * nested ten thousand levels deep overflows JSON.stringify's recursion, and its cost must still be told.
 */
function jsonSize(value: JsonValue): { chars: number; bytes: number } {
  let chars = 0;
  let bytes = 0;
  const add = (text: string): void => {
    chars += text.length;
    bytes += encoder.encode(text).length;
  };
  const stack: JsonValue[] = [value];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (v === null || typeof v !== 'object') {
      add(JSON.stringify(v) ?? 'null');
      continue;
    }
    const entries = Array.isArray(v) ? v.map((x) => ['', x] as const) : Object.entries(v);
    // Brackets, and a comma between entries.
    chars += 2 + Math.max(0, entries.length - 1);
    bytes += 2 + Math.max(0, entries.length - 1);
    for (const [key, x] of entries) {
      if (!Array.isArray(v)) add(`${JSON.stringify(key)}:`);
      stack.push(x);
    }
  }
  return { chars, bytes };
}

/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
export function costHost(hosts: readonly HostName[]): HostName {
  return hosts.find((h) => h !== 'claude-directory' && h !== 'mcp-http') ?? 'anthropic';
}

/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
export function listCost(host: HostName, tools: readonly JsonObject[]): ToolCost {
  return tools.reduce<ToolCost>((sum, t) => {
    const c = toolCost(host, t);
    return { tokens: sum.tokens + c.tokens, bytes: sum.bytes + c.bytes };
  }, { tokens: 0, bytes: 0 });
}
