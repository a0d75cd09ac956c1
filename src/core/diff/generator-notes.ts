// Generator changes named: when the same mechanical change shows on many tools of one surface at once (a new
// `$schema` URL, `additionalProperties` flipped everywhere, defaulted properties listed as required), one
// server-level note says so. The per-tool findings stay: the note explains them, it does not replace them.
import type { Finding, SurfaceSnapshot } from '../shared/model.js';
import { showValue } from '../shared/json.js';

/** Tools needed before a shared change reads as a generator's doing rather than an author's. */
const MIN_TOOLS = 2;

/** How many tools both sides of a surface list (complete observations only); asked only when a flip is seen. */
export function commonToolCount(b: SurfaceSnapshot, h: SurfaceSnapshot): number {
  const bt = b.kinds?.tool;
  const ht = h.kinds?.tool;
  if (bt?.observation.state !== 'complete' || ht?.observation.state !== 'complete') return 0;
  const head = new Set(ht.items.map((c) => c.ref));
  let n = 0;
  for (const c of bt.items) if (head.has(c.ref)) n++;
  return n;
}

function toolOf(f: Finding): string | undefined {
  return f.kind === 'tool' ? (f.after?.refs[0] ?? f.before?.refs[0]) : undefined;
}

/** Tools per distinct (before -> after) of one rule, keyed by the shown pair. */
function byTransition(findings: readonly Finding[], match: (f: Finding) => boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const f of findings) {
    const tool = toolOf(f);
    if (tool === undefined || !match(f)) continue;
    const key = `${showValue(f.before?.value)} -> ${showValue(f.after?.value)}`;
    const set = out.get(key) ?? new Set<string>();
    set.add(tool);
    out.set(key, set);
  }
  return out;
}

export function generatorNote(surface: string, findings: readonly Finding[], toolCount: () => number): Finding | undefined {
  const evidence: string[] = [];
  let count = 0;
  const note = (text: string, n: number) => {
    evidence.push(text);
    count = Math.max(count, n);
  };
  for (const [pair, set] of byTransition(findings, (f) => f.rule === 'tool-schema-dialect-changed')) {
    if (set.size >= MIN_TOOLS) note(`on ${set.size} tools, \`$schema\` went from ${pair.replace(' -> ', ' to ')}`, set.size);
  }
  // Only the root object of the input schema, and only when every tool both sides list flipped the same way.
  const rootAp = (f: Finding) =>
    (f.rule === 'tool-input-additional-properties-closed' || f.rule === 'tool-input-additional-properties-opened' || f.rule === 'tool-input-no-arguments-closed') &&
    f.after?.pointer === '/inputSchema/additionalProperties';
  for (const [pair, set] of byTransition(findings, rootAp)) {
    if (set.size >= MIN_TOOLS && set.size === toolCount()) note(`on every tool (${set.size}), \`additionalProperties\` went from ${pair.replace(' -> ', ' to ')}`, set.size);
  }
  const defaulted = new Set(findings.filter((f) => f.rule === 'tool-input-defaulted-property-made-required').map(toolOf).filter((t) => t !== undefined));
  if (defaulted.size >= MIN_TOOLS) note(`on ${defaulted.size} tools, properties with a \`default\` are now listed in \`required\``, defaulted.size);
  if (evidence.length === 0) return undefined;
  return {
    rule: 'schema-generator-changed',
    kind: 'server',
    surface,
    // The evidence is prose for the message; the change carries no value of its own to show as JSON.
    after: { refs: [] },
    params: { surface, evidence: evidence.join('; '), count },
  };
}
