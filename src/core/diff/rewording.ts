// Text edits triaged by what they add (issue 42): a description or title edit whose new words bring none of the cue
// classes (risky-text.ts) is a plain rewording. The gate still asks a person to re-read it (a text change is
// reviewed); renderers fold the rewordings of a report into one row, and the guard may follow them when told to.
import type { ParamValue } from '../shared/model.js';

/** The edits the classifier triages: each carries `params.cues`, the cue classes its new text adds. */
export const TRIAGED_TEXT_RULES: ReadonlySet<string> = new Set(['description-changed', 'title-changed']);

interface Triaged {
  rule: string;
  params?: Readonly<Record<string, ParamValue>>;
}

/** The cue classes a triaged edit adds; undefined for other rules and for changes stored before triage (unknown). */
export function cuesOf(c: Triaged): readonly string[] | undefined {
  const cues = c.params?.cues;
  return TRIAGED_TEXT_RULES.has(c.rule) && Array.isArray(cues) ? cues : undefined;
}

/** A description or title edit that adds no cue: reworded. A change stored without `cues` is never one. */
export function isPlainRewording(c: Triaged): boolean {
  return cuesOf(c)?.length === 0;
}

/** What `reworded=follow` and `approve --reworded` may take: plain rewordings, and text that changed only in whitespace. */
export function isCueFreeTextEdit(c: Triaged): boolean {
  return c.rule === 'text-whitespace-changed' || isPlainRewording(c);
}
