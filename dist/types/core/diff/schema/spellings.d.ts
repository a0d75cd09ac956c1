import type { JsonObject } from '../../shared/model.js';
/** A node in the spelling compared; `folded` names the union keyword a `type` array was read from. */
export interface Spelled {
    node: JsonObject;
    folded?: 'anyOf' | 'oneOf';
}
/** The node in the spelling compared: unchanged unless it is a union one of the rewrites above applies to. */
export declare function commonSpelling(node: JsonObject): Spelled;
