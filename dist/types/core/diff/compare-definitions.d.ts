import type { JsonObject, Kind } from '../shared/model.js';
import { type SchemaDelta } from './schema/compat.js';
/** A definition-level difference; the classifier adds refs, digests, surface and kind. */
export type DefinitionDelta = SchemaDelta;
export declare function compareDefinitions(kind: Kind, before: JsonObject, after: JsonObject): DefinitionDelta[];
