import type { JsonValue } from './model.js';
/**
 * The text of stableStringify(value), in pieces whose concatenation is exactly that text: pretty JSON with every
 * object's keys in sortKeys' order and a final newline. Each piece below the walked depths is sorted and written on
 * its own, so only one listed item's sorted copy and text exist at a time. With `trustBuilt`, a definition
 * buildCapability marked key-sorted is written as it is, unwalked: only for a snapshot whose capabilities nobody edited
 * since they were built (the CLI's own captures); a library caller may add a key to one, and is sorted in full.
 */
export declare function stablePieces(value: JsonValue, trustBuilt?: boolean): Generator<string>;
