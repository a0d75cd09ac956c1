// Icons and MCP Apps in a definition: `icons` (often inline `data:` URIs of a kilobyte or more) and `_meta.ui`
// (a tool's `resourceUri` linking it to an interactive view; a UI resource's csp, permissions and domain). Their
// changes get their own rules and compact values: an inline image is shown as media type, size and digest prefix,
// never as base64.
import type { RuleId } from '../rules/rules.js';
import type { JsonValue } from '../shared/model.js';
import { sha256 } from '../shared/canonical.js';
import { withoutTrailing } from '../shared/trim.js';
import { escapePointer, isJsonObject, jsonEqual, own, showValue } from '../shared/json.js';
import type { SchemaDelta } from './schema/compat.js';

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),/i;

function humanSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** One icon source in a few words: `image/png, 1.2 KB, sha256:1a2b3c4d` for inline data; the URL (bounded) otherwise. */
export function iconSource(src: string): string {
  const m = DATA_URI.exec(src);
  if (m === null) return src.length > 120 ? `${src.slice(0, 119)}…` : src;
  const payload = src.slice(m[0].length);
  const base64 = /;base64/i.test(m[2]);
  const bytes = base64 ? Math.floor((withoutTrailing(payload, '=').length * 3) / 4) : payload.length;
  return `${m[1] || 'text/plain'}, ${humanSize(bytes)}, sha256:${sha256(payload).slice(0, 8)}`;
}

/** An `icons` array as short strings (source, then declared mimeType, sizes and theme); other shapes as they are, bounded. */
export function compactIcons(v: JsonValue | undefined): JsonValue | undefined {
  if (!Array.isArray(v)) return v === undefined ? undefined : showValue(v);
  return v.map((icon) => {
    if (!isJsonObject(icon) || typeof icon.src !== 'string') return showValue(icon);
    const extra = [icon.mimeType, Array.isArray(icon.sizes) ? icon.sizes.join(' ') : icon.sizes, icon.theme].filter((x) => typeof x === 'string' && x !== '');
    return [iconSource(icon.src), ...extra].join('; ');
  });
}

function iconsText(v: JsonValue | undefined): string {
  const c = compactIcons(v);
  if (c === undefined) return 'none';
  return Array.isArray(c) ? (c.length === 0 ? 'none' : c.map((x) => `[${String(x)}]`).join(' ')) : String(c);
}

/** `icons` changed: one delta with compact values on both sides. */
export function iconsDelta(pointer: string, before: JsonValue | undefined, after: JsonValue | undefined): SchemaDelta {
  const d: SchemaDelta = { rule: 'icons-changed', pointer, params: { before: iconsText(before), after: iconsText(after) } };
  const b = compactIcons(before);
  const a = compactIcons(after);
  if (b !== undefined) d.before = b;
  if (a !== undefined) d.after = a;
  return d;
}

function uiDelta(rule: RuleId, pointer: string, b: JsonValue | undefined, a: JsonValue | undefined): SchemaDelta {
  const d: SchemaDelta = { rule, pointer, params: { before: showValue(b), after: showValue(a) } };
  if (b !== undefined) d.before = b;
  if (a !== undefined) d.after = a;
  return d;
}

/**
 * `_meta` changed: `_meta.ui.resourceUri` on a tool is `tool-app-view-changed`, any other `_meta.ui` key (csp domains,
 * permissions, domain, visibility) is `app-ui-settings-changed`, one delta per key; other `_meta` keys stay
 * `definition-field-changed`, one per key.
 */
export function metaDeltas(isTool: boolean, before: JsonValue | undefined, after: JsonValue | undefined): SchemaDelta[] {
  const b = isJsonObject(before) ? before : {};
  const a = isJsonObject(after) ? after : {};
  const out: SchemaDelta[] = [];
  for (const k of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
    const bk = own(b, k);
    const ak = own(a, k);
    if (jsonEqual(bk, ak)) continue;
    const ptr = `/_meta/${escapePointer(k)}`;
    if (k !== 'ui' || (bk !== undefined && !isJsonObject(bk)) || (ak !== undefined && !isJsonObject(ak))) {
      out.push(uiDelta('definition-field-changed', ptr, bk, ak));
      continue;
    }
    const bu = isJsonObject(bk) ? bk : {};
    const au = isJsonObject(ak) ? ak : {};
    for (const u of [...new Set([...Object.keys(bu), ...Object.keys(au)])].sort()) {
      if (jsonEqual(own(bu, u), own(au, u))) continue;
      const rule = isTool && u === 'resourceUri' ? 'tool-app-view-changed' : 'app-ui-settings-changed';
      out.push(uiDelta(rule, `${ptr}/${escapePointer(u)}`, own(bu, u), own(au, u)));
    }
  }
  return out;
}
