import type { JsonValue } from '../shared/model.js';
import type { SchemaDelta } from './schema/compat.js';
/** One icon source in a few words: `image/png, 1.2 KB, sha256:1a2b3c4d` for inline data; the URL (bounded) otherwise. */
export declare function iconSource(src: string): string;
/** An `icons` array as short strings (source, then declared mimeType, sizes and theme); other shapes as they are, bounded. */
export declare function compactIcons(v: JsonValue | undefined): JsonValue | undefined;
/** `icons` changed: one delta with compact values on both sides. */
export declare function iconsDelta(pointer: string, before: JsonValue | undefined, after: JsonValue | undefined): SchemaDelta;
/**
 * `_meta` changed: `_meta.ui.resourceUri` on a tool is `tool-app-view-changed`, any other `_meta.ui` key (csp domains,
 * permissions, domain, visibility) is `app-ui-settings-changed`, one delta per key; other `_meta` keys stay
 * `definition-field-changed`, one per key.
 */
export declare function metaDeltas(isTool: boolean, before: JsonValue | undefined, after: JsonValue | undefined): SchemaDelta[];
