// The multi-axis view `scan` and `status` print: eight separate questions about a server, each answered as observed
// (with what was seen) or unverified (with why not). There is deliberately no total: an observed axis can be bad
// news, and no set of answers makes a server "stable" or "safe".
import { describeIdentity, type LaunchIdentity } from './identity.js';
import type { Snapshot } from '../shared/model.js';

export const AXES = [
  'code mutability',
  'network reach',
  'credential exposure',
  'file scope',
  'write capability',
  'contract drift',
  'canary coverage',
  'isolation',
] as const;
export type AxisName = (typeof AXES)[number];

export interface AxisView {
  axis: AxisName;
  state: 'observed' | 'unverified';
  /** What was observed, or why it could not be. One line, raw (renderers escape). */
  detail: string;
}

/** Everything a caller may know; an absent field leaves its axis unverified with `unknown[axis]` or a default reason. */
export interface AxisEvidence {
  identity?: LaunchIdentity;
  /** Why the code is not pinned when no identity was resolved. */
  identityGap?: string;
  /** A remote server's URL (network reach and isolation are the operator's). */
  remote?: string;
  /** The container's `--network` value, when the launch sets one. */
  network?: string;
  /** Names of environment variables and headers the config hands the server. */
  credentials?: string[];
  /** Path arguments the server is given, and whether one is a filesystem or home root. */
  paths?: { values: string[]; broad: boolean };
  sandbox?: string;
  /** Tools of the recorded contract by their declared annotations. */
  tools?: WriteSurface;
  /** Where the committed baseline is, or why there is none. */
  baseline?: { file: string } | { missing: string };
  canaries?: number;
  /** Per axis: why the caller cannot see it at all (status reads only the guard store, for example). */
  unknown?: Partial<Record<AxisName, string>>;
}

export interface WriteSurface {
  total: number;
  readOnly: number;
  destructive: number;
}

/** Counts tools by the annotations they declare (declarations, not proof: the axis says so). */
export function writeSurface(snapshot: Snapshot): WriteSurface {
  const seen = new Map<string, { ro: boolean; destructive: boolean }>();
  for (const s of Object.values(snapshot.surfaces))
    for (const item of s.kinds.tool?.items ?? []) {
      const a = item.definition.annotations;
      const ann = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
      seen.set(item.ref, { ro: ann.readOnlyHint === true, destructive: ann.readOnlyHint !== true && ann.destructiveHint !== false });
    }
  const v = [...seen.values()];
  return { total: v.length, readOnly: v.filter((x) => x.ro).length, destructive: v.filter((x) => x.destructive).length };
}

const o = (axis: AxisName, detail: string): AxisView => ({ axis, state: 'observed', detail });
const u = (axis: AxisName, detail: string): AxisView => ({ axis, state: 'unverified', detail });

function codeAxis(e: AxisEvidence): AxisView {
  const id = e.identity;
  if (id?.integrity) return o('code mutability', `pinned: ${describeIdentity(id)} from ${id.source}`);
  return u('code mutability', id?.unverified ?? e.identityGap ?? 'the launch target was not resolved');
}

function networkAxis(e: AxisEvidence): AxisView {
  if (e.remote) return o('network reach', `reached over the network at ${e.remote}; what it connects to is the operator's`);
  if (e.network === 'none') return o('network reach', 'no network: the container runs with --network none');
  if (e.network) return o('network reach', `the container's network is "${e.network}"`);
  return u('network reach', 'nothing in the launch limits which hosts the process can connect to');
}

function credentialAxis(e: AxisEvidence): AxisView {
  const c = e.credentials ?? [];
  if (c.length > 0) return o('credential exposure', `the config hands it ${c.length} value${c.length === 1 ? '' : 's'}: ${c.join(', ')}`);
  if (e.sandbox || e.remote) return o('credential exposure', 'the config hands it no environment values or headers');
  return u('credential exposure', 'the config hands it none, but without a sandbox it can read the user\'s environment and credential files');
}

function fileAxis(e: AxisEvidence): AxisView {
  const p = e.paths;
  if (p && p.values.length > 0) return o('file scope', `${p.broad ? 'includes a filesystem or home root: ' : 'paths given: '}${p.values.join(', ')}`);
  if (e.sandbox) return o('file scope', `no path arguments; ${e.sandbox} bounds what it can open`);
  return u('file scope', 'no path arguments, but nothing stops the process from opening any file the user can');
}

function writeAxis(e: AxisEvidence): AxisView {
  const t = e.tools;
  if (!t) return u('write capability', 'no recorded contract to read tool annotations from');
  return o('write capability', `${t.total} tools declared: ${t.readOnly} read-only, ${t.destructive} possibly destructive (annotations are the server's own claims)`);
}

function driftAxis(e: AxisEvidence): AxisView {
  const b = e.baseline;
  if (b && 'file' in b) return o('contract drift', `a committed baseline (${b.file}); check compares every launch with it`);
  return u('contract drift', b && 'missing' in b ? b.missing : 'no committed baseline');
}

function canaryAxis(e: AxisEvidence): AxisView {
  if (e.canaries !== undefined && e.canaries > 0) return o('canary coverage', `${e.canaries} canar${e.canaries === 1 ? 'y' : 'ies'} declared; check runs them`);
  return u('canary coverage', 'no canary exercises it: an unchanged schema says nothing about changed behaviour');
}

function isolationAxis(e: AxisEvidence): AxisView {
  if (e.sandbox) return o('isolation', `runs in ${e.sandbox}`);
  if (e.remote) return u('isolation', 'runs elsewhere; its isolation cannot be seen from here');
  return u('isolation', 'runs with the full rights of the user who starts the client');
}

/** The eight axes in a fixed order, each observed or unverified; `unknown` overrides an axis the caller cannot see. */
export function axesView(e: AxisEvidence): AxisView[] {
  const views = [codeAxis(e), networkAxis(e), credentialAxis(e), fileAxis(e), writeAxis(e), driftAxis(e), canaryAxis(e), isolationAxis(e)];
  return views.map((v) => (e.unknown?.[v.axis] !== undefined ? u(v.axis, e.unknown[v.axis]!) : v));
}
