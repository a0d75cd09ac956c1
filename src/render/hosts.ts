// The hosts pass's evidence (report.hosts) as the PR comment shows it: one compact row of acceptance per host, and one
// line of context cost when it moved. Said only when there is something to say (a host refuses a head tool, the cost
// changed), so a quiet diff's comment stays as it was. Tool names and pointers are server text: escaped.
import type { HostEvidence, SurfaceCost } from '../core/shared/model.js';
import { escapeCode, escapeInline } from './escape.js';
import { withCommas } from '../core/shared/numbers.js';

const number = withCommas;

/** `anthropic ✓ · openai ✗ <code>fetch</code> <code>/inputSchema/anyOf</code> (+2 more)`, or nothing when every host accepts every tool. */
export function hostAcceptanceLine(e: HostEvidence): string | undefined {
  if (!e.hosts.some((h) => h.rejected.length > 0)) return undefined;
  const cells = e.hosts.map((h) => {
    if (h.rejected.length === 0) return `${escapeInline(h.host, 40)} ✓`;
    const [first] = h.rejected;
    const more = h.rejected.length > 1 ? ` (+${h.rejected.length - 1} more)` : '';
    const whole = h.wholeRequest ? ', fails the whole request' : '';
    return `${escapeInline(h.host, 40)} ✗ ${escapeCode(first.tool, 80)} ${escapeCode(first.pointer, 120)}${more}${whole}`;
  });
  return `**Hosts:** ${cells.join(' · ')}`;
}

function surfaceLine(s: SurfaceCost): string | undefined {
  if (s.before === undefined || s.before === s.after) return undefined;
  const delta = s.after - s.before;
  const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
  const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${escapeCode(g.tool, 80)} ${g.before === undefined ? 'new, ' : ''}+${number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
  return `${delta > 0 ? '+' : '-'}${number(Math.abs(delta))} tokens per request${percent} on ${escapeInline(s.surface, 60)}: ${number(s.before)} → ${number(s.after)}${top}`;
}

/** `**Context cost:** +1,466 tokens per request (+27%) on default: 5,430 → 6,896; most from ...`, when it moved. */
export function contextCostLine(e: HostEvidence): string | undefined {
  if (e.cost === undefined) return undefined;
  const lines = e.cost.surfaces.map(surfaceLine).filter((l): l is string => l !== undefined);
  if (lines.length === 0) return undefined;
  return `**Context cost** <sub>(${escapeInline(e.cost.host, 40)} request form, ${escapeInline(e.cost.method, 160)})</sub>: ${lines.join(' · ')}`;
}

/** The same evidence as terminal lines (`check`, `diff`): server text cleaned of control sequences. */
export function hostTextLines(e: HostEvidence, clean: (text: string, max: number) => string): string[] {
  const lines: string[] = [];
  if (e.hosts.some((h) => h.rejected.length > 0)) {
    const cells = e.hosts.map((h) => {
      if (h.rejected.length === 0) return `${h.host} ok`;
      const [first] = h.rejected;
      const tools = new Set(h.rejected.map((x) => `${x.surface}/${x.tool}`)).size;
      return `${h.host} refuses ${tools} tool${tools === 1 ? '' : 's'} (first: ${clean(first.tool, 80)} at ${clean(first.pointer, 120)}, check ${first.check})${h.wholeRequest ? ', failing the whole request' : ''}`;
    });
    lines.push(`  hosts: ${cells.join('; ')}`);
  }
  for (const s of e.cost?.surfaces ?? []) {
    if (s.before === undefined || s.before === s.after) continue;
    const delta = s.after - s.before;
    const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
    const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${clean(g.tool, 80)} +${number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
    lines.push(`  context cost on ${clean(s.surface, 60)}: ${number(s.before)} -> ${number(s.after)} tokens per request${percent}${top} (${e.cost!.host} request form; ${e.cost!.method})`);
  }
  return lines;
}
