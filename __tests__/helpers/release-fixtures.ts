// Builders for release-policy tests: real snapshots (via buildCapability) and reports written out by hand.
import { buildCapability, parseRef } from '../../src/core/shared/canonical.js';
import type { Change, ChangeType, JsonObject, Kind, Report, Severity, Snapshot, SurfaceSnapshot } from '../../src/core/shared/model.js';
import { KINDS, KIND_METHOD } from '../../src/core/shared/model.js';

export type CapSpec = string | [ref: string, extra: JsonObject];

/** One surface serving `caps` (refs like `tool:fetch`, optionally with extra definition fields). */
export function surface(caps: CapSpec[], version?: string, name = 'default', server = 'demo'): SurfaceSnapshot {
  const kinds = Object.fromEntries(KINDS.map((k) => [k, { observation: { state: 'complete' as const }, items: [] as SurfaceSnapshot['kinds'][Kind]['items'] }])) as SurfaceSnapshot['kinds'];
  for (const spec of caps) {
    const [ref, extra] = typeof spec === 'string' ? [spec, {}] : spec;
    const parsed = parseRef(ref);
    if (!parsed) throw new Error(`bad ref ${ref}`);
    const item: JsonObject = { [KIND_METHOD[parsed.kind].keyField]: parsed.key, ...extra };
    if (parsed.kind === 'tool' && !('inputSchema' in item)) item.inputSchema = { type: 'object' };
    kinds[parsed.kind].items.push(buildCapability(parsed.kind, item, { server, surface: name }));
  }
  for (const k of KINDS) kinds[k].items.sort((a, b) => (a.ref < b.ref ? -1 : 1));
  return {
    client: { name: 'mcp-contract', version: '0.1.0', capabilities: {} },
    server: version === undefined ? undefined : { serverInfo: { name: server, version }, protocolVersion: '2025-06-18', capabilities: {} },
    kinds,
  };
}

export function snapshot(caps: CapSpec[], version?: string): Snapshot {
  return { format: 'mcp-contract/1', server: 'demo', surfaces: { default: surface(caps, version) } };
}

export function snapshotOf(surfaces: Record<string, SurfaceSnapshot>): Snapshot {
  return { format: 'mcp-contract/1', server: 'demo', surfaces };
}

const DEFAULT_SEVERITY: Partial<Record<ChangeType, Severity>> = {
  added: 'safe',
  removed: 'breaking',
  renamed: 'breaking',
  merged: 'breaking',
  split: 'breaking',
  exposure: 'breaking',
  description: 'review',
};

export function change(type: ChangeType, before: string[], after: string[] = [], over: Partial<Change> = {}): Change {
  const ref = before[0] ?? after[0];
  const kind = ref ? (parseRef(ref)?.kind ?? 'server') : 'server';
  const name = ref ? (parseRef(ref)?.key ?? ref) : '';
  return {
    rule: `test-${type}`,
    kind,
    surface: 'default',
    type,
    severity: DEFAULT_SEVERITY[type] ?? 'review',
    message: `The ${kind} ${name} was ${type}.`,
    hint: '',
    fingerprint: `fp-${type}-${before.join(',')}-${after.join(',')}`,
    ...(before.length ? { before: { refs: before } } : {}),
    ...(after.length ? { after: { refs: after } } : {}),
    params: { kind, name },
    ...over,
  };
}

export function report(changes: Change[]): Report {
  const count = (s: Severity) => changes.filter((c) => c.severity === s).length;
  return {
    format: 'mcp-contract-report/1',
    server: 'demo',
    base: 'v1.0.0',
    head: 'HEAD',
    summary: { breaking: count('breaking'), review: count('review'), safe: count('safe') },
    changes,
    ignored: [],
  };
}

/** Noon UTC on a day, so the calendar day is unambiguous. */
export function day(d: string): Date {
  return new Date(`${d}T12:00:00Z`);
}
