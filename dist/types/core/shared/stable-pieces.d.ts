import type { JsonValue } from './model.js';
/**
 * The text of stableStringify(value), in pieces whose concatenation is exactly that text: pretty JSON with every
 * object's keys in sortKeys' order and a final newline. Each piece below the walked depths is sorted and written on
 * its own, so only one listed item's sorted copy and text exist at a time.
 */
export declare function stablePieces(value: JsonValue): Generator<string>;
