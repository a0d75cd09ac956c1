// What a suggested rename would show once declared: the removal row of a look-alike carries, in its hint, the changes
// inside the rename (a removed input, a narrowed enum, a changed default) marked "if this is the rename", so a
// reviewer sees them before anyone edits the config. They are worded by the registry and not counted: until the
// rename is declared the removal is the change.
import type { Capability, Kind } from '../shared/model.js';
import { pushDefinitionDeltas } from './classify-join.js';
import type { Context } from './classify-shared.js';
import { changeRank, toChange } from './report.js';

/** Changes named in full; the rest are counted. */
const SHOWN = 5;

/** The hint text for a suggested rename from `old` to `neu`, or undefined when the definitions differ in nothing loud. */
export function ifRenamed(ctx: Context, surface: string, kind: Kind, old: Capability, neu: Capability): string | undefined {
  const scratch: Context = { ...ctx, findings: [], missing: new Map() };
  pushDefinitionDeltas(scratch, surface, kind, old, neu);
  const loud = scratch.findings
    .map(toChange)
    .filter((c) => c.severity !== 'safe')
    .sort((x, y) => changeRank(x) - changeRank(y));
  if (loud.length === 0) return undefined;
  const named = loud.slice(0, SHOWN).map((c) => `${c.severity}: ${c.message}`);
  const more = loud.length - named.length;
  return `If this is the rename, declaring it shows: ${named.join(' ')}${more > 0 ? ` And ${more} more.` : ''}`;
}
