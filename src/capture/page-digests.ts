// The capabilities built from a list page, kept by the page's exact text: a test file that checks the same server
// again and again (the jest/vitest matcher, the one caller that turns this on: CaptureOptions.reusePages) is sent the
// same page, and building its capabilities (a key-sorted copy, canonical JSON and a SHA-256 per item) was the largest
// part of such a check's own work. The same text, kind and origin give the same capabilities (buildCapability is a pure
// function of them), so what is kept is frozen: a reader that tried to edit a shared capability would throw.
import type { Capability, JsonValue, Kind } from '../core/shared/model.js';
import { deepFreeze } from '../core/shared/json.js';
import type { Origin } from '../core/shared/canonical.js';
import { KEPT_PAGE_CHARS } from '../rpc/lines.js';

/** All kept page texts together stay under this. */
const BUDGET_CHARS = 4 * 1024 * 1024;

/**
 * Page text -> what else its capabilities depend on (contextOf) -> the capabilities, or null for a page seen once:
 * a page is kept (and frozen, which costs about what building it did) only when it is seen a second time, so a check
 * made once pays nothing for it. Most recently used last.
 */
const kept = new Map<string, Map<string, readonly Capability[] | null>>();
let chars = 0;

function contextOf(kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined): string {
  return JSON.stringify([kind, origin.server, origin.surface, volatileMeta ?? []]);
}

/** The capabilities kept for this page, or undefined. */
export function keptPage(text: string, kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined): readonly Capability[] | undefined {
  const byContext = kept.get(text);
  const hit = byContext?.get(contextOf(kind, origin, volatileMeta));
  if (hit === undefined || hit === null) return undefined;
  // The oldest text goes first when the budget is full.
  kept.delete(text);
  kept.set(text, byContext!);
  return hit;
}

/** Notes a page just built: the first time it is only seen; the second time its capabilities are kept. */
export function keepPage(text: string, kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined, built: readonly Capability[]): void {
  if (text.length > KEPT_PAGE_CHARS) return;
  const context = contextOf(kind, origin, volatileMeta);
  let byContext = kept.get(text);
  if (byContext === undefined) {
    byContext = new Map();
    kept.set(text, byContext);
    chars += text.length;
  }
  const before = byContext.get(context);
  if (before === undefined) byContext.set(context, null);
  else if (before === null) {
    for (const cap of built) deepFreeze(cap as unknown as JsonValue);
    byContext.set(context, built);
  }
  while (chars > BUDGET_CHARS) {
    const oldest = kept.keys().next().value as string;
    kept.delete(oldest);
    chars -= oldest.length;
  }
}
