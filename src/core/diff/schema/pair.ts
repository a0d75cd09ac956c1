// A schema node pair as every keyword walker sees it.
import type { JsonObject } from '../../shared/model.js';
import { escapePointer } from '../../shared/json.js';
import type { Walk, Work } from './walk.js';

export interface Pair {
  walk: Walk;
  b: JsonObject;
  a: JsonObject;
  w: Work;
  /** Where child pairs go to be walked. */
  stack: Work[];
  /** The keyword a `type` finding points at when the type was read from a union of bare types (spellings.ts). */
  typeAt?: 'anyOf' | 'oneOf';
}

/** Pointer of keyword `k` in this node. */
export function at(p: Pair, k: string): string {
  return `${p.w.pointer}/${escapePointer(k)}`;
}

/** Queues a child pair one level down. */
export function descend(p: Pair, b: Work['b'], a: Work['a'], pointer: string, path: string): void {
  p.stack.push({ b, a, pointer, path, depth: p.w.depth + 1 });
}
