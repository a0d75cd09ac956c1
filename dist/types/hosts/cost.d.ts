import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { HostName } from './profiles.js';
import { type Tokenizer } from './tokenizer.js';
/** The tool as each API host's request carries it; hosts without an API of their own are measured as Anthropic's. */
export declare function wireForm(host: HostName, tool: JsonObject): JsonObject;
export interface ToolCost {
    tokens: number;
    bytes: number;
}
export declare function toolCost(host: HostName, tool: JsonObject, tokenizer: Tokenizer): ToolCost;
/**
 * `JSON.stringify(value)`; a hostile schema nested ten thousand levels deep overflows its recursion, and its cost must
 * still be told, so that one is written again with an explicit stack (same text: keys in the same order, no spaces).
 */
export declare function jsonText(value: JsonValue): string;
/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
export declare function costHost(hosts: readonly HostName[]): HostName;
/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
export declare function listCost(host: HostName, tools: readonly JsonObject[], tokenizer: Tokenizer): ToolCost;
