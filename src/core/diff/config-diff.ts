// A PR's edits to the config: the gate runs with the base branch's policy, and every edit is itself a change to sign off.
import { valueKey } from '../shared/json.js';
import type { Config, ServerConfig } from '../shared/config.js';
import type { Change, JsonValue } from '../shared/model.js';
import { toChange } from './report.js';

/** The keys that decide what the gate lets through. */
export const GATE_KEYS = ['renames', 'severity', 'ignore', 'deprecations', 'policy'] as const;

/** Servers (how to capture) from the head, everything that judges the capture from the base when the base has a config. */
export function gatingConfig(base: Config | undefined, head: Config): Config {
  if (!base) return head;
  const out: Config = { ...head };
  for (const k of GATE_KEYS) {
    if (base[k] === undefined) delete out[k];
    else (out as Record<string, unknown>)[k] = base[k];
  }
  // A server's own renames judge like the top-level ones: the base's, never what the PR declares under the server.
  if (head.servers) out.servers = Object.fromEntries(Object.entries(head.servers).map(([name, s]) => [name, withRenames(s, base.servers?.[name]?.renames)]));
  return out;
}

function withRenames(server: ServerConfig, renames: ServerConfig['renames']): ServerConfig {
  const { renames: _head, ...rest } = server;
  return renames === undefined ? rest : { ...rest, renames };
}

function json(v: unknown): JsonValue {
  return v === undefined ? null : (JSON.parse(JSON.stringify(v)) as JsonValue);
}

/** One change per gate key or server entry the PR edits (none when the base has no config yet). */
export function configChanges(base: Config | undefined, head: Config, path: string): Change[] {
  if (!base) return [];
  const out: Change[] = [];
  const keys: { key: string; before: unknown; after: unknown }[] = GATE_KEYS.map((k) => ({ key: k, before: base[k], after: head[k] }));
  const servers = new Set([...Object.keys(base.servers ?? {}), ...Object.keys(head.servers ?? {})]);
  for (const s of [...servers].sort()) keys.push({ key: `servers/${s}`, before: base.servers?.[s], after: head.servers?.[s] });
  for (const { key, before, after } of keys) {
    // valueKey, not RFC 8785: a config string with a lone surrogate compares instead of throwing.
    if (valueKey(json(before)) === valueKey(json(after))) continue;
    out.push(
      toChange({
        rule: 'config-gate-changed',
        kind: 'config',
        surface: '*',
        before: { refs: [path], pointer: `/${key}`, value: json(before) },
        after: { refs: [path], pointer: `/${key}`, value: json(after) },
        params: { key, path },
      }),
    );
  }
  return out;
}
