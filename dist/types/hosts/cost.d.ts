import type { JsonObject } from '../core/shared/model.js';
import type { HostName } from './profiles.js';
export declare const TOKEN_METHOD = "estimate: characters / 4 (no tokenizer installed)";
/** The tool as each API host's request carries it; hosts without an API of their own are measured as Anthropic's. */
export declare function wireForm(host: HostName, tool: JsonObject): JsonObject;
export interface ToolCost {
    tokens: number;
    bytes: number;
}
export declare function toolCost(host: HostName, tool: JsonObject): ToolCost;
/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
export declare function costHost(hosts: readonly HostName[]): HostName;
/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
export declare function listCost(host: HostName, tools: readonly JsonObject[]): ToolCost;
