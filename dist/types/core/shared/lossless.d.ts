import type { JsonValue, Snapshot } from './model.js';
/** Stands for what the display form could not keep: a lone surrogate, or the start of an out-of-range number. */
export declare const LOST = "\uFFFD";
/**
 * Canonical-style text (keys sorted by UTF-16 code units, no whitespace) that loses nothing JSON.parse kept: strings
 * and keys escaped as JSON.stringify does, finite numbers as ECMAScript writes them (as RFC 8785 does), and
 * non-finite ones as the bare tokens `Infinity`, `-Infinity`, `NaN`, which no JSON text holds, so a digest of this
 * text never equals a canonical one.
 */
export declare function losslessJson(value: JsonValue): string;
/** The value with lone surrogates as U+FFFD and non-finite numbers as the string `\uFFFDInfinity` (and so on). */
export declare function displayForm(value: JsonValue): JsonValue;
/** Whether a stored definition shows U+FFFD anywhere (its digest may then differ where its text does not). */
export declare function showsLoss(value: JsonValue): boolean;
/** One line per item captured with no canonical form: what was kept and how, for the capture's warnings. */
export declare function losslessWarnings(snapshot: Snapshot): string[];
