// The defaults the MCP specification defines for fields of listed items, per protocol version. A field equal to its
// default says nothing a client would not assume anyway, so canonical definitions leave it out: an SDK that starts
// sending `execution: {taskSupport: "forbidden"}` on every tool changes no digest and raises no change.
import type { JsonValue, Kind } from './model.js';

export type ProtocolVersion = '2024-11-05' | '2025-03-26' | '2025-06-18' | '2025-11-25' | '2026-07-28';

/** Oldest first. A version newer than the last reads with the last one's defaults. */
export const PROTOCOL_VERSIONS: readonly ProtocolVersion[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];

export interface SpecDefault {
  kind: Kind;
  /** Field path inside the listed item; `[]` steps into every element of an array. */
  path: readonly string[];
  value: JsonValue;
  /**
   * `schema`: the spec's schema states the default ("Default: ..." on the field). `absent-means`: the spec states no
   * default, but an optional boolean that is absent can only mean false (PromptArgument.required). `carried`: the
   * field left the schema, and a server that still sends it means what the version that defined it meant.
   */
  source: 'schema' | 'absent-means' | 'carried';
}

const HINTS: readonly SpecDefault[] = [
  { kind: 'tool', path: ['annotations', 'readOnlyHint'], value: false, source: 'schema' },
  { kind: 'tool', path: ['annotations', 'destructiveHint'], value: true, source: 'schema' },
  { kind: 'tool', path: ['annotations', 'idempotentHint'], value: false, source: 'schema' },
  { kind: 'tool', path: ['annotations', 'openWorldHint'], value: true, source: 'schema' },
];
/** Tool annotation hint -> the value an absent hint means. */
export const ANNOTATION_DEFAULTS: Readonly<Record<string, boolean>> = Object.fromEntries(HINTS.map((h) => [h.path[1], h.value === true]));
const PROMPT_ARGUMENT_OPTIONAL: SpecDefault = { kind: 'prompt', path: ['arguments', '[]', 'required'], value: false, source: 'absent-means' };
const TASK_SUPPORT: SpecDefault = { kind: 'tool', path: ['execution', 'taskSupport'], value: 'forbidden', source: 'schema' };
/**
 * 2026-07-28 moved tasks to an extension (SEP-2663) and `execution.taskSupport` left the core schema. A modern server
 * that still sends `"forbidden"` says what 2025-11-25 meant by it (no tasks): still a default, so a server moved from
 * SDK v1 to v2 changes no digest whether or not its tools carry the field.
 */
const TASK_SUPPORT_CARRIED: SpecDefault = { ...TASK_SUPPORT, source: 'carried' };

/**
 * What each version's schema defines. Tool annotations arrived in 2025-03-26, tasks in 2025-11-25 (an extension from
 * 2026-07-28 on). Read from the "Default:" notes in schema/<version>/schema.ts of modelcontextprotocol/modelcontextprotocol
 * (b0f60ba); 2025-11-25 is checked in __tests__/core/shared/spec-defaults.test.ts against the spec types SDK v1 ships (SDK v2
 * ships none with the notes).
 */
export const SPEC_DEFAULTS: Readonly<Record<ProtocolVersion, readonly SpecDefault[]>> = {
  '2024-11-05': [PROMPT_ARGUMENT_OPTIONAL],
  '2025-03-26': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
  '2025-06-18': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
  '2025-11-25': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT],
  '2026-07-28': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT_CARRIED],
};

/** The newest legacy-era version: the one SDK v1's shipped spec types describe. */
export const NEWEST_LEGACY_VERSION: ProtocolVersion = '2025-11-25';

const pathKey = (d: SpecDefault) => `${d.kind}:${d.path.join('/')}`;

/**
 * The defaults that apply to a server speaking `version`: its own, plus those of fields a later version introduced
 * (a server on an older version that sends `execution.taskSupport` is read by clients with the meaning the field
 * was given when it appeared). Unknown or absent versions read with the union of every version.
 */
export function defaultsFor(version?: string): readonly SpecDefault[] {
  const known = PROTOCOL_VERSIONS.indexOf(version as ProtocolVersion);
  const order = known < 0 ? [...PROTOCOL_VERSIONS].reverse() : [PROTOCOL_VERSIONS[known], ...PROTOCOL_VERSIONS.slice(known + 1)];
  const out = new Map<string, SpecDefault>();
  for (const v of order) for (const d of SPEC_DEFAULTS[v]) if (!out.has(pathKey(d))) out.set(pathKey(d), d);
  return [...out.values()];
}

/** Cached per version: normalization runs once per listed item. */
const BY_KIND = new Map<string, ReadonlyMap<Kind, readonly SpecDefault[]>>();

export function defaultsByKind(version?: string): ReadonlyMap<Kind, readonly SpecDefault[]> {
  const key = version ?? '';
  let m = BY_KIND.get(key);
  if (m === undefined) {
    const grouped = new Map<Kind, SpecDefault[]>();
    for (const d of defaultsFor(version)) grouped.set(d.kind, [...(grouped.get(d.kind) ?? []), d]);
    m = grouped;
    BY_KIND.set(key, m);
  }
  return m;
}

/** The default of one field of a kind, e.g. `defaultOf('tool', ['annotations', 'destructiveHint'])`. */
export function defaultOf(kind: Kind, path: readonly string[], version?: string): JsonValue | undefined {
  const want = path.join('/');
  return defaultsByKind(version)
    .get(kind)
    ?.find((d) => d.path.join('/') === want)?.value;
}
