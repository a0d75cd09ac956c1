// One cause, one row: changes that are consequences of another change in the same report are told inside that
// change's row instead of as rows of their own. An MCP App view added to a tool also sets its `_meta.ui` settings,
// the legacy `ui/resourceUri` key and serves the view resource; a kind's capability dropped also drops its flags;
// risky text arrives through a description edit, or with the new property or argument that carries it; a deprecation
// notice through the description or title edit that wrote it (its config entry still shown). The JSON
// report keeps every change with its fingerprint; only the renderers fold, and never a change louder than the row it
// would be told in.
import type { Change } from '../core/shared/model.js';
import { changeRank } from '../core/diff/report.js';

/** Row leads and the changes each one tells; every change not told is its own lead. */
export interface Folded {
  leads: Change[];
  told: Map<Change, Change[]>;
}

/** The capability a change is about (a risky-text row names only the new side, the text edit both). */
const refsOf = (c: Change): string => c.after?.refs[0] ?? c.before?.refs[0] ?? '';
const pointerOf = (c: Change): string | undefined => c.after?.pointer ?? c.before?.pointer;

/** `_meta.ui` keys, and the `ui/...` keys MCP Apps wrote at the top of `_meta` before `ui` was an object. */
const isUiMeta = (p: string | undefined): boolean => p !== undefined && (p.startsWith('/_meta/ui/') || p.startsWith('/_meta/ui~1'));

/** Server capability flag -> the kinds whose removal rows it belongs with. */
const FLAG_KINDS: Readonly<Record<string, readonly string[]>> = { tools: ['tool'], prompts: ['prompt'], resources: ['resource', 'resourceTemplate'] };
const KIND_REMOVALS = new Set(['capability-removed', 'capability-removed-kind-unsupported']);
/** Rows of risky text a text edit at the same place is told under (the server instructions' too). */
const RISKY_ROWS = new Set(['risky-text-added', 'text-data-movement-added']);
/** Additions whose new text a risky-text row may be about. */
const ADDITIONS = new Set(['tool-input-property-added', 'tool-output-property-added', 'prompt-optional-argument-added']);

/** The top-level flag a `server-capability-removed` names (`/capabilities/prompts/listChanged` -> prompts). */
function flagOf(c: Change): { flag: string; top: boolean } | undefined {
  const m = c.rule === 'server-capability-removed' ? /^\/capabilities\/([^/]+)(\/.*)?$/.exec(pointerOf(c) ?? '') : null;
  return m === null ? undefined : { flag: m[1], top: m[2] === undefined };
}

/** For each change, the change whose row tells it (undefined: a row of its own). */
function causeOf(changes: readonly Change[]): Map<Change, Change> {
  const out = new Map<Change, Change>();
  const bySurface = (c: Change) => c.surface;
  // Risky text arrives through a text edit at the same place: the risky row tells the edit.
  const risky = new Map<string, Change>();
  for (const c of changes) if (RISKY_ROWS.has(c.rule)) risky.set(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]), c);
  // A deprecation notice arrives through the description or title edit that wrote it: that edit's row tells it.
  const edits = new Map<string, Change>();
  for (const c of changes) if (c.rule === 'description-changed' || c.rule === 'title-changed') edits.set(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]), c);
  // A new property or prompt argument whose own text is risky arrives with it: the risky row (at its description or
  // title, below the addition's place) tells the addition.
  const riskyWithin = (c: Change): Change | undefined => {
    const at = pointerOf(c);
    if (at === undefined) return undefined;
    for (const x of risky.values()) if (x.surface === c.surface && refsOf(x) === refsOf(c) && (pointerOf(x) ?? '').startsWith(`${at}/`)) return x;
    return undefined;
  };
  // An app view on a tool: its other `_meta.ui` keys, and the view resource it links to when that resource is new.
  const views = new Map<string, Change>();
  const viewResources = new Map<string, Change>();
  for (const c of changes) {
    if (c.rule !== 'tool-app-view-changed') continue;
    views.set(JSON.stringify([bySurface(c), refsOf(c)]), c);
    const uri = c.after?.value;
    if (typeof uri === 'string' && !viewResources.has(`${c.surface}\u0000resource:${uri}`)) viewResources.set(`${c.surface}\u0000resource:${uri}`, c);
  }
  // A kind's capability dropped: the kind's first removal row tells the flag and its sub-flags.
  const removalOf = new Map<string, Change>();
  for (const c of changes) if (KIND_REMOVALS.has(c.rule) && !removalOf.has(`${c.surface}\u0000${c.kind}`)) removalOf.set(`${c.surface}\u0000${c.kind}`, c);
  const topFlag = new Map<string, Change>();
  for (const c of changes) {
    const f = flagOf(c);
    if (f?.top) topFlag.set(`${c.surface}\u0000${f.flag}`, c);
  }
  for (const c of changes) {
    let lead: Change | undefined;
    if (c.rule === 'description-changed' || c.rule === 'title-changed' || c.rule === 'server-instructions-changed') lead = risky.get(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]));
    else if (ADDITIONS.has(c.rule)) lead = riskyWithin(c);
    else if (c.rule === 'capability-deprecated') lead = edits.get(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]));
    else if (c.rule !== 'tool-app-view-changed' && c.kind === 'tool' && isUiMeta(pointerOf(c))) lead = views.get(JSON.stringify([bySurface(c), refsOf(c)]));
    else if (c.rule === 'capability-added' && c.kind === 'resource' && c.after?.refs.length === 1) lead = viewResources.get(`${c.surface}\u0000${c.after.refs[0]}`);
    else {
      const f = flagOf(c);
      if (f !== undefined) {
        const kinds = FLAG_KINDS[f.flag] ?? [];
        lead = kinds.map((k) => removalOf.get(`${c.surface}\u0000${k}`)).find((x) => x !== undefined) ?? (f.top ? undefined : topFlag.get(`${c.surface}\u0000${f.flag}`));
      }
    }
    // Never under a quieter row: a change louder than its cause's row keeps a row of its own.
    if (lead !== undefined && lead !== c && changeRank(c) >= changeRank(lead)) out.set(c, lead);
  }
  return out;
}

/** Splits changes into row leads and what each lead tells; a told change's own told changes move up to its lead. */
export function foldCauses(changes: readonly Change[]): Folded {
  const cause = causeOf(changes);
  const root = (c: Change): Change => {
    let r = c;
    for (let hops = 0; cause.has(r) && hops < 4; hops++) r = cause.get(r)!;
    return r;
  };
  const told = new Map<Change, Change[]>();
  const leads: Change[] = [];
  for (const c of changes) {
    const r = root(c);
    if (r === c) leads.push(c);
    else told.set(r, [...(told.get(r) ?? []), c]);
  }
  return { leads, told };
}

/** Told changes of one rule and severity: the line a row adds for them. */
export interface ToldLine {
  rule: string;
  severity: Change['severity'];
  /** The capabilities (or surfaces, for server changes) they are on, each once. */
  refs: string[];
  /** Their fields, each once. */
  pointers: string[];
  changes: Change[];
}

/** A told change's own advice a reviewer acts on, shown under it: a deprecation's config entry to paste. */
export function toldHint(c: Change): string | undefined {
  return c.rule === 'capability-deprecated' && c.hint !== '' ? c.hint : undefined;
}

/** Told changes by rule and severity, in the order they came. */
export function toldLines(told: readonly Change[]): ToldLine[] {
  const out = new Map<string, ToldLine>();
  for (const c of told) {
    const key = `${c.rule}\u0000${c.severity}`;
    const line = out.get(key) ?? { rule: c.rule, severity: c.severity, refs: [], pointers: [], changes: [] };
    const ref = c.after?.refs[0] ?? c.before?.refs[0] ?? c.surface;
    const pointer = pointerOf(c);
    if (!line.refs.includes(ref)) line.refs.push(ref);
    if (pointer !== undefined && pointer !== '' && !line.pointers.includes(pointer)) line.pointers.push(pointer);
    line.changes.push(c);
    out.set(key, line);
  }
  return [...out.values()];
}
