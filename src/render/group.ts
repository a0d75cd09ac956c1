// The same change seen on several surfaces reads as one row "on admin, default" (each keeps its own fingerprint).
import type { Change } from '../core/model.js';
import { ruleById } from '../core/rules.js';

function sideKey(side: Change['before']): string {
  return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}

/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
export function groupAcrossSurfaces(changes: readonly Change[]): Change[] {
  const out: Change[] = [];
  const byKey = new Map<string, Change>();
  for (const c of changes) {
    const wordedBySurface = ruleById(c.rule)?.message.includes('{surface}') ?? true;
    if (wordedBySurface || c.surface === '*') {
      out.push(c);
      continue;
    }
    const key = JSON.stringify([c.rule, c.severity, c.kind, sideKey(c.before), sideKey(c.after), c.message, c.adjusted ?? null]);
    const seen = byKey.get(key);
    if (seen) {
      seen.surface = `${seen.surface}, ${c.surface}`;
      seen.fingerprint = `${seen.fingerprint}, ${c.fingerprint}`;
    } else {
      const copy = { ...c };
      byKey.set(key, copy);
      out.push(copy);
    }
  }
  return out;
}
