// Policy passes over classified changes, applied in order after the classifier set default severities.
import type { Change, JsonValue, Severity } from '../shared/model.js';
import { isJsonObject } from '../shared/json.js';
import type { IgnoreEntry } from '../shared/config.js';

/** config.severity: rule id -> severity. A changed severity is marked `adjusted` so nothing changes silently. */
export function applySeverityOverrides(changes: readonly Change[], overrides: Readonly<Record<string, Severity>> | undefined): Change[] {
  if (!overrides) return [...changes];
  return changes.map((c) => {
    const to = Object.prototype.hasOwnProperty.call(overrides, c.rule) ? overrides[c.rule] : undefined;
    if (to === undefined || to === c.severity) return c;
    return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.severity["${c.rule}"]` };
  });
}

/** Whether a definition carries a description or title anywhere (bounded walk). */
function hasText(definition: JsonValue | undefined): boolean {
  const stack: JsonValue[] = definition === undefined ? [] : [definition];
  for (let n = 0; stack.length > 0 && n < 20_000; n++) {
    const v = stack.pop()!;
    if (Array.isArray(v)) stack.push(...v);
    else if (isJsonObject(v)) {
      for (const k of Object.keys(v)) {
        if ((k === 'description' || k === 'title') && typeof v[k] === 'string' && v[k] !== '') return true;
        stack.push(v[k]);
      }
    }
  }
  return false;
}

/**
 * policy.reviewNewDescriptions: an added capability whose definition has model-visible text is review, so a person
 * reads it before models do. `definitions` maps a ref to its head definition.
 */
export function applyReviewNewDescriptions(changes: readonly Change[], on: boolean | undefined, definitions: (ref: string) => JsonValue | undefined): Change[] {
  if (on !== true) return [...changes];
  return changes.map((c) => {
    if (c.rule !== 'capability-added' || c.severity !== 'safe') return c;
    if (!(c.after?.refs ?? []).some((r) => hasText(definitions(r)))) return c;
    return { ...c, severity: 'review', adjusted: 'severity safe -> review by config.policy.reviewNewDescriptions' };
  });
}

function refsOf(c: Change): string[] {
  return [...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
}

/** Whether an ignore entry silences a change: every field it names must match, and it must name one. */
export function ignoreMatches(entry: IgnoreEntry, c: Change): boolean {
  if (entry.fingerprint === undefined && entry.rule === undefined && entry.ref === undefined) return false;
  if (entry.fingerprint !== undefined && entry.fingerprint !== c.fingerprint) return false;
  if (entry.rule !== undefined && entry.rule !== c.rule) return false;
  if (entry.ref !== undefined && !refsOf(c).includes(entry.ref)) return false;
  return true;
}

/** config.ignore: matching changes move to `ignored`, marked with the entry's reason; nothing is dropped. */
export function applyIgnores(
  changes: readonly Change[],
  ignores: readonly IgnoreEntry[] | undefined,
): { changes: Change[]; ignored: Change[] } {
  if (!ignores || ignores.length === 0) return { changes: [...changes], ignored: [] };
  const kept: Change[] = [];
  const ignored: Change[] = [];
  for (const c of changes) {
    const entry = ignores.find((e) => ignoreMatches(e, c));
    if (entry) ignored.push({ ...c, adjusted: `ignored by config.ignore: ${entry.reason}` });
    else kept.push(c);
  }
  return { changes: kept, ignored };
}
