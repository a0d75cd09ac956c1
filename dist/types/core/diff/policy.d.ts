import type { Change, JsonValue, Severity } from '../shared/model.js';
import type { IgnoreEntry } from '../shared/config.js';
/** config.severity: rule id -> severity. A changed severity is marked `adjusted` so nothing changes silently. */
export declare function applySeverityOverrides(changes: readonly Change[], overrides: Readonly<Record<string, Severity>> | undefined): Change[];
/**
 * policy.reviewNewDescriptions: an added capability whose definition has model-visible text is review, so a person
 * reads it before models do. `definitions` maps a ref to its head definition.
 */
export declare function applyReviewNewDescriptions(changes: readonly Change[], on: boolean | undefined, definitions: (ref: string) => JsonValue | undefined): Change[];
/** Whether an ignore entry silences a change: every field it names must match, and it must name one. */
export declare function ignoreMatches(entry: IgnoreEntry, c: Change): boolean;
/** config.ignore: matching changes move to `ignored`, marked with the entry's reason; nothing is dropped. */
export declare function applyIgnores(changes: readonly Change[], ignores: readonly IgnoreEntry[] | undefined): {
    changes: Change[];
    ignored: Change[];
};
