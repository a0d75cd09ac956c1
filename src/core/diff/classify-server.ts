// Server identity on one surface: serverInfo, protocol version, instructions and advertised capability flags.
import type { RuleId } from '../rules/rules.js';
import type { ChangeSide, JsonValue, ServerIdentity } from '../shared/model.js';
import { boundedValue, escapePointer, isJsonObject, jsonEqual, showValue } from '../shared/json.js';
import type { Context } from './classify-shared.js';
import { onlyWhitespaceDiffers } from './whitespace.js';
import { compactIcons } from './icons-apps.js';
import { riskyAdditions } from './risky-text.js';
import { serverTexts } from './model-texts.js';
import { riskyFinding } from './classify-join.js';

export function compareServer(ctx: Context, surface: string, b: ServerIdentity | undefined, h: ServerIdentity | undefined): void {
  if (!b || !h) return; // a surface that never initialized shows up as failed observations
  const push = (rule: RuleId, pointer: string, x: JsonValue | undefined, y: JsonValue | undefined) => {
    const before: ChangeSide = { refs: [], pointer };
    const after: ChangeSide = { refs: [], pointer };
    const bx = boundedValue(x);
    const by = boundedValue(y);
    if (bx !== undefined) before.value = bx;
    if (by !== undefined) after.value = by;
    ctx.findings.push({ rule, kind: 'server', surface, before, after, params: { kind: 'server', name: surface, surface, pointer, before: showValue(x), after: showValue(y) } });
  };
  const bi = isJsonObject(b.serverInfo) ? b.serverInfo : {};
  const hi = isJsonObject(h.serverInfo) ? h.serverInfo : {};
  for (const k of [...new Set([...Object.keys(bi), ...Object.keys(hi)])].sort()) {
    if (jsonEqual(bi[k], hi[k])) continue;
    // Inline icon images are summarized (media type, size, digest prefix), never carried as base64.
    if (k === 'icons') push('icons-changed', '/serverInfo/icons', compactIcons(bi[k]), compactIcons(hi[k]));
    else push(k === 'name' ? 'server-name-changed' : k === 'version' ? 'server-version-changed' : 'server-info-changed', `/serverInfo/${escapePointer(k)}`, bi[k], hi[k]);
  }
  if (b.protocolVersion !== h.protocolVersion) {
    const dated = /^\d{4}-\d{2}-\d{2}$/;
    const up = dated.test(b.protocolVersion) && dated.test(h.protocolVersion) && h.protocolVersion > b.protocolVersion;
    push(up ? 'server-protocol-version-upgraded' : 'server-protocol-version-changed', '/protocolVersion', b.protocolVersion, h.protocolVersion);
  }
  const instructionsRule = onlyWhitespaceDiffers(b.instructions, h.instructions) ? 'text-whitespace-changed' : 'server-instructions-changed';
  if (b.instructions !== h.instructions) push(instructionsRule, '/instructions', b.instructions, h.instructions);
  // The instructions are read by the model like any description: the same risk reading, on what the edit adds.
  if (b.instructions !== h.instructions && instructionsRule !== 'text-whitespace-changed') {
    for (const r of riskyAdditions(serverTexts(b.instructions), serverTexts(h.instructions))) {
      ctx.findings.push(riskyFinding(r, 'server', surface, 'server', surface, { refs: [], pointer: r.pointer }));
    }
  }
  const bf = capabilityFlags(b.capabilities);
  const hf = capabilityFlags(h.capabilities);
  for (const [p, v] of hf) {
    if (!bf.has(p)) push('server-capability-added', p, undefined, v);
    else if (!jsonEqual(bf.get(p), v)) push('server-info-changed', p, bf.get(p), v);
  }
  for (const [p, v] of bf) if (!hf.has(p)) push('server-capability-removed', p, v, undefined);
}

/** Advertised capability flags as pointers: `/capabilities/tools`, `/capabilities/tools/listChanged` (false = absent). */
function capabilityFlags(caps: JsonValue | undefined): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  if (!isJsonObject(caps)) return out;
  for (const k of Object.keys(caps)) {
    const v = caps[k];
    // Extensions (2026-07-28) are compared from server/discover by protocol-drift.ts, once, by name.
    if (v === false || v === null || k === 'extensions') continue;
    const p = `/capabilities/${escapePointer(k)}`;
    out.set(p, true);
    if (!isJsonObject(v)) continue;
    for (const sk of Object.keys(v)) {
      const sv = v[sk];
      if (sv === false || sv === null) continue;
      out.set(`${p}/${escapePointer(sk)}`, isJsonObject(sv) || Array.isArray(sv) ? (boundedValue(sv) ?? true) : sv);
    }
  }
  return out;
}
