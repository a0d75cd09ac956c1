// Subtree questions the walk asks at every level ("are these two nodes equal?", "does this node hold a `$ref`?"),
// answered so that a schema nested N levels costs O(N), not O(depth x N). A comparison that finds a difference
// knows every pair on the way down to it differs too, and remembers them: the walk then descends along exactly those
// pairs and asks again at each level. Equal pairs are remembered as well (several keyword walkers ask about one).
// Nothing recurses: schemas nest 10,000 deep.
import type { JsonValue } from '../../shared/model.js';
import { equalityWork, jsonDifference, type JsonStep } from '../../shared/json.js';
import { MAX_NODES } from './document.js';

/** What refsIn would find below and at a node: values it visits (capped past MAX_NODES) and any string `$ref`. */
interface RefFacts {
  size: number;
  refs: boolean;
}

const composite = (v: JsonValue | undefined): v is JsonValue & object => typeof v === 'object' && v !== null;

/** Memory for one comparison (one compareSchemas call and the branch walks it starts). */
export class NodeEquality {
  /** Per node, the last node it was compared with and whether they were equal. */
  private readonly known = new WeakMap<object, { other: object; same: boolean }>();
  private readonly refFacts = new WeakMap<object, RefFacts>();

  /**
   * `insideEqual`: also remember the pairs inside an equal pair. Needed when the documents' refs disagree: then equal
   * text is not yet an equal schema and the walk goes on below it, asking again at every level.
   */
  constructor(private readonly insideEqual = false) {}

  /** jsonEqual(x, y), remembered for the pairs it saw differ or found equal. */
  equal(x: JsonValue | undefined, y: JsonValue | undefined): boolean {
    if (x === y) return true;
    if (!composite(x) || !composite(y)) return jsonDifference(x, y) === undefined;
    const k = this.known.get(x);
    if (k !== undefined && k.other === y) return k.same;
    const seen: JsonStep[] | undefined = this.insideEqual ? [] : undefined;
    const diff = jsonDifference(x, y, seen);
    if (diff === undefined) for (const s of seen ?? [{ x, y, up: undefined }]) this.known.set(s.x as object, { other: s.y as object, same: true });
    for (let s = diff; s !== undefined; s = s.up) if (composite(s.x) && composite(s.y)) this.known.set(s.x, { other: s.y, same: false });
    return diff === undefined;
  }

  /** No `$ref` anywhere inside (and small enough for refsIn to say so): then equal nodes are equal schemas. */
  refFree(v: JsonValue | undefined): boolean {
    if (!composite(v)) return true;
    const f = this.factsOf(v);
    return !f.refs && f.size <= MAX_NODES;
  }

  /** Facts for `root` and every composite below it not seen yet, children first. */
  private factsOf(root: JsonValue & object): RefFacts {
    const stack: Array<[JsonValue & object, boolean]> = [[root, false]];
    while (stack.length > 0) {
      const [node, ready] = stack.pop()!;
      if (this.refFacts.has(node)) continue;
      if (!ready) {
        stack.push([node, true]);
        for (const c of Object.values(node)) if (composite(c) && !this.refFacts.has(c)) stack.push([c, false]);
        continue;
      }
      equalityWork.nodes++;
      let size = 1;
      let refs = false;
      for (const [k, c] of Object.entries(node)) {
        // refsIn collects a string `$ref` in an object without visiting it; every other value it visits.
        if (k === '$ref' && typeof c === 'string' && !Array.isArray(node)) refs = true;
        else {
          const f = composite(c) ? this.refFacts.get(c)! : { size: 1, refs: false };
          size = Math.min(size + f.size, MAX_NODES + 1);
          refs ||= f.refs;
        }
      }
      this.refFacts.set(node, { size, refs });
    }
    return this.refFacts.get(root)!;
  }
}
