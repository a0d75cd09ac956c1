// The rename suggester as it was before issue 9 (greedy: each removed item takes its best match, first come first
// served), frozen here only as the bench's baseline for precision/recall and speed. Not shipped, not tested.
const KINDS = new Set(['tool', 'prompt', 'resource', 'resourceTemplate']);
function parseRef(ref) {
  const i = ref.indexOf(':');
  if (i <= 0 || !KINDS.has(ref.slice(0, i))) return undefined;
  return { kind: ref.slice(0, i), key: ref.slice(i + 1) };
}
const isJsonObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Below this similarity nothing is suggested. */
const SUGGEST_THRESHOLD = 0.5;
/** Candidates scored per removed capability. */
const MAX_CANDIDATES = 8;
/** A blocking token shared by more added items than this says nothing. */
const MAX_POSTINGS = 64;
/** Up to this many pairs, every pair is scored (catches look-alikes that share no name token). */
const ALL_PAIRS_LIMIT = 400;


function tokens(text, min = 1) {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length >= min);
}

const TEMPLATE_VARS = /\{[^}]*\}/g;

function features(c) {
  const parsed = parseRef(c.ref);
  const key = parsed?.key ?? c.ref;
  const def = c.definition;
  const desc = typeof def.description === 'string' ? tokens(def.description.slice(0, 2000), 3) : [];
  const props = new Set();
  let shape;
  let nameText = key;
  if (parsed?.kind === 'tool' && isJsonObject(def.inputSchema) && isJsonObject(def.inputSchema.properties)) {
    for (const p of Object.keys(def.inputSchema.properties).slice(0, 200)) props.add(p.toLowerCase());
  }
  if (parsed?.kind === 'prompt' && Array.isArray(def.arguments)) {
    for (const a of def.arguments.slice(0, 200)) if (isJsonObject(a) && typeof a.name === 'string') props.add(a.name.toLowerCase());
  }
  if (parsed?.kind === 'resourceTemplate') {
    shape = key.replace(TEMPLATE_VARS, '{}');
    nameText = key.replace(TEMPLATE_VARS, ' ');
  }
  if ((parsed?.kind === 'resource' || parsed?.kind === 'resourceTemplate') && typeof def.name === 'string') {
    nameText = `${nameText} ${def.name}`;
  }
  return { ref: c.ref, key, name: new Set(tokens(nameText)), desc: new Set(desc), props, shape };
}

function jaccard(a, b) {
  if (a.size === 0 && b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / (a.size + b.size - common);
}

/** Share of the smaller set found in the larger: a tool that lost some inputs still overlaps fully with its past self. */
function overlap(a, b) {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / Math.min(a.size, b.size);
}

/** Similarity in [0, 1] of two capabilities of one kind. */
function similarity(x, y) {
  const name = jaccard(x.name, y.name);
  const desc = jaccard(x.desc, y.desc);
  let score;
  if (x.props.size === 0 && y.props.size === 0) score = 0.65 * name + 0.35 * desc;
  else score = 0.45 * name + 0.2 * desc + 0.35 * (0.5 * jaccard(x.props, y.props) + 0.5 * overlap(x.props, y.props));
  if (x.shape !== undefined && x.shape === y.shape) score = Math.max(score, 0.9);
  return Math.round(score * 100) / 100;
}

function blockingKeys(f) {
  const keys = [...f.name].map((t) => `n:${t}`);
  for (const p of f.props) keys.push(`p:${p}`);
  if (f.shape !== undefined) keys.push(`s:${f.shape}`);
  return keys;
}


function snippet(pairs) {
  const renames = {};
  for (const [o, n] of pairs) renames[o] = n;
  return JSON.stringify({ renames });
}

/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Cost is bounded:
 * small sets are compared pairwise, large ones only against candidates that share a rare name/property token.
 */
export function greedySuggestMatches(removed, added) {
  const hints = new Map();
  const targets = new Map();
  if (removed.length === 0 || added.length === 0) return { hints, targets };
  const addedF = added.map(features);
  const allPairs = removed.length * added.length <= ALL_PAIRS_LIMIT;
  const postings = new Map();
  if (!allPairs) {
    addedF.forEach((f, i) => {
      for (const k of blockingKeys(f)) {
        const list = postings.get(k) ?? [];
        if (list.length <= MAX_POSTINGS) list.push(i);
        postings.set(k, list);
      }
    });
  }
  const best = new Map();
  for (const r of removed) {
    const rf = features(r);
    let candidates;
    if (allPairs) candidates = addedF.map((_, i) => i);
    else {
      const shared = new Map();
      for (const k of blockingKeys(rf)) {
        const list = postings.get(k);
        if (!list || list.length > MAX_POSTINGS) continue;
        for (const i of list) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      candidates = [...shared.entries()]
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, MAX_CANDIDATES)
        .map(([i]) => i);
    }
    let top;
    for (const i of candidates) {
      const s = similarity(rf, addedF[i]);
      if (s >= SUGGEST_THRESHOLD && (top === undefined || s > top.score || (s === top.score && addedF[i].ref < addedF[top.i].ref))) {
        top = { i, score: s };
      }
    }
    if (top === undefined) continue;
    const list = best.get(top.i) ?? [];
    list.push({ ref: r.ref, score: top.score });
    best.set(top.i, list);
  }
  for (const [i, olds] of best) {
    const target = addedF[i].ref;
    olds.sort((x, y) => (x.ref < y.ref ? -1 : 1));
    for (const o of olds) targets.set(o.ref, { to: target, score: o.score });
    if (olds.length === 1) {
      const { ref, score } = olds[0];
      hints.set(
        ref,
        `It looks like a rename to \`${target}\` (similarity ${score.toFixed(2)}); if it is, declare it in the config: ${snippet([[ref, target]])}. Until then it counts as a removal.`,
      );
      hints.set(target, `It may be the new name of \`${ref}\` (similarity ${score.toFixed(2)}).`);
    } else {
      const list = olds.map((o) => `\`${o.ref}\``).join(', ');
      const min = Math.min(...olds.map((o) => o.score));
      const snip = snippet(olds.map((o) => [o.ref, target]));
      for (const o of olds) {
        hints.set(
          o.ref,
          `It looks like ${list} were merged into \`${target}\` (similarity ${o.score.toFixed(2)}); if so, declare it in the config: ${snip}. Until then it counts as a removal.`,
        );
      }
      hints.set(target, `It may be the merge of ${list} (similarity at least ${min.toFixed(2)}).`);
    }
  }
  return { hints, targets };
}
