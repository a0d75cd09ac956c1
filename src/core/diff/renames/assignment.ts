// Maximum-weight bipartite matching: every left item gets at most one right item and vice versa, and the total
// weight of the chosen pairs is as large as possible. Suggestions use it so that four tools renamed the same way are
// paired as a whole instead of first come, first served.

export interface Edge {
  /** Left index. */
  i: number;
  /** Right index. */
  j: number;
  /** Positive weight; pairs without an edge are never matched. */
  w: number;
}

/** Above this many items on either side of one connected component the exact solver gives way to greedy. */
export const EXACT_SIDE_LIMIT = 200;

/**
 * Pairs left and right items so that the summed weight is maximal. Works per connected component of the edge graph;
 * a component is solved exactly (Hungarian method, O(k^3) for k items on its larger side) up to EXACT_SIDE_LIMIT and
 * greedily (heaviest edge first, at least half the optimum) beyond, so the cost stays bounded whatever the input.
 * Deterministic: ties go to the lower indices.
 */
export function maxWeightMatching<E extends Edge>(edges: readonly E[]): E[] {
  const live = edges.filter((e) => e.w > 0 && Number.isFinite(e.w));
  const out: E[] = [];
  for (const component of components(live)) {
    const rows = [...new Set(component.map((e) => e.i))].sort((a, b) => a - b);
    const cols = [...new Set(component.map((e) => e.j))].sort((a, b) => a - b);
    if (rows.length === 1 || cols.length === 1 || Math.max(rows.length, cols.length) > EXACT_SIDE_LIMIT) out.push(...greedy(component));
    else out.push(...hungarian(rows, cols, component));
  }
  return out.sort((x, y) => x.i - y.i);
}

function components<E extends Edge>(edges: readonly E[]): E[][] {
  // Union-find over left nodes (as 2i) and right nodes (as 2j+1).
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    let c = x;
    while (c !== r) {
      const next = parent.get(c)!;
      parent.set(c, r);
      c = next;
    }
    return r;
  };
  for (const e of edges) {
    const a = find(2 * e.i);
    const b = find(2 * e.j + 1);
    parent.set(a, a);
    parent.set(b, b);
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
  }
  const groups = new Map<number, E[]>();
  for (const e of edges) {
    const root = find(2 * e.i);
    const list = groups.get(root) ?? [];
    list.push(e);
    groups.set(root, list);
  }
  return [...groups.entries()].sort((x, y) => x[0] - y[0]).map(([, list]) => list);
}

function greedy<E extends Edge>(edges: readonly E[]): E[] {
  const sorted = [...edges].sort((x, y) => y.w - x.w || x.i - y.i || x.j - y.j);
  const usedI = new Set<number>();
  const usedJ = new Set<number>();
  const out: E[] = [];
  for (const e of sorted) {
    if (usedI.has(e.i) || usedJ.has(e.j)) continue;
    usedI.add(e.i);
    usedJ.add(e.j);
    out.push(e);
  }
  return out;
}

/** Hungarian method with potentials on a square cost matrix (cost = -weight, 0 where no edge: "leave unpaired"). */
function hungarian<E extends Edge>(rows: readonly number[], cols: readonly number[], edges: readonly E[]): E[] {
  const n = Math.max(rows.length, cols.length);
  const rowAt = new Map(rows.map((r, k) => [r, k]));
  const colAt = new Map(cols.map((c, k) => [c, k]));
  const cost: Float64Array[] = Array.from({ length: n }, () => new Float64Array(n));
  const edgeAt: Array<Array<E | undefined>> = Array.from({ length: n }, () => new Array<E | undefined>(n));
  for (const e of edges) {
    const r = rowAt.get(e.i)!;
    const c = colAt.get(e.j)!;
    if (-e.w < cost[r][c]) {
      cost[r][c] = -e.w;
      edgeAt[r][c] = e;
    }
  }
  // 1-based arrays as in the classic formulation: p[j] = row matched to column j, way[j] = previous column on the path.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const p = new Int32Array(n + 1);
  const way = new Int32Array(n + 1);
  const minv = new Float64Array(n + 1);
  const used = new Uint8Array(n + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = p[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const out: E[] = [];
  for (let j = 1; j <= n; j++) {
    const e = p[j] - 1 < rows.length && j - 1 < cols.length ? edgeAt[p[j] - 1][j - 1] : undefined;
    if (e !== undefined) out.push(e);
  }
  return out;
}
