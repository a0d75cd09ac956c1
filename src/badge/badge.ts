// The README badge: what the committed contract offers, coloured by the state of its last check.
// Counts are the union over surfaces (what the server can offer under any of its configurations), templates shown
// only when there are any — the same wording as every other summary (stats.ts).
import { makeBadge } from 'badge-maker';
import type { Snapshot } from '../core/shared/model.js';
import { countByKind, describeCounts } from './stats.js';

export type BadgeState = 'ok' | 'review' | 'breaking' | 'stale' | 'unknown';

/** A shields.io endpoint body (https://shields.io/badges/endpoint-badge); schemas/shields-endpoint.schema.json validates it. */
export interface BadgeData {
  schemaVersion: 1;
  label: string;
  message: string;
  color: string;
}

export const BADGE_COLORS: Readonly<Record<BadgeState, string>> = {
  ok: 'brightgreen',
  review: 'yellow',
  breaking: 'red',
  stale: 'red',
  unknown: 'lightgrey',
};

/** Said in words as well as colour, so the state survives colour blindness and greyscale. */
const STATE_SUFFIX: Readonly<Record<BadgeState, string>> = {
  ok: '',
  review: 'review pending',
  breaking: 'breaking',
  stale: 'stale',
  unknown: 'unknown',
};

export const DEFAULT_BADGE_LABEL = 'mcp contract';

export function badgeData(input: { snapshot: Snapshot; state: BadgeState; label?: string }): BadgeData {
  const counts = describeCounts(countByKind(input.snapshot), ' · ');
  const suffix = STATE_SUFFIX[input.state];
  return {
    schemaVersion: 1,
    label: input.label ?? DEFAULT_BADGE_LABEL,
    message: suffix ? `${counts} · ${suffix}` : counts,
    color: BADGE_COLORS[input.state],
  };
}

/** The same badge as a static SVG, rendered offline (badge-maker escapes the text for XML). */
export function renderBadgeSvg(data: BadgeData): string {
  return makeBadge({ label: data.label, message: data.message, color: data.color });
}
