// Where the CLI wires launch identities (src/identity/) into the guard, verify and status: one place per hook.
import type { GuardStore } from '../core/approval/approval.js';
import { EXIT, UsageError } from '../core/shared/errors.js';
import { approveIdentityRecord, compareIdentity, describeIdentity } from '../core/identity/identity.js';
import { axesView, type AxisName, type WriteSurface } from '../core/identity/axes.js';
import { axesText } from '../scan/render-axes.js';
import { readStoreFile, storeKey, updateStore } from '../guard/store.js';
import { cleanTerminal } from '../render/terminal.js';
import { parseIdentityPolicy, type IdentityPolicy } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import type { IdentityComparison } from '../core/identity/identity.js';
import { IdentityGate } from '../identity/gate.js';
import { serverIdentity } from '../identity/server.js';
import { resolveIdentity } from '../identity/resolve.js';
import type { ScanContext } from '../scan/detect.js';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseSnapshot } from '../api/snapshot-files.js';
import type { CliIo } from './io.js';
import { approveAllHeldCommand, approveIdentityCommand } from './approve-commands.js';
import type { Target } from './targets.js';

export function identityPolicyOf(text: string | undefined): IdentityPolicy {
  if (text === undefined) return { mode: 'pin' };
  const p = parseIdentityPolicy(text);
  if (typeof p === 'string') throw new UsageError(`mcp-contract guard: --identity-policy "${text}": ${p}`);
  return p;
}

export interface IdentityGateInput {
  target: Target;
  approved: Snapshot;
  surface: string;
  storePath: string;
  policyText: string | undefined;
  io: CliIo;
  log: (line: string) => void;
  /** The store directory (absolute), so the hint names the same store from any directory. */
  storeDir: string;
}

/** The guard's identity gate for one target: resolved with the same plan the upstream is started from. */
export function identityGateFor(i: IdentityGateInput): IdentityGate {
  return new IdentityGate({
    approved: i.approved,
    surface: i.surface,
    storePath: i.storePath,
    policy: identityPolicyOf(i.policyText),
    resolve: () => serverIdentity({ name: i.target.name, server: i.target.server, baseDir: i.target.baseDir, env: i.io.env, surface: i.surface }),
    now: i.io.now,
    log: i.log,
    approveHint: approveIdentityCommand(i.storeDir, i.approved.server),
    approveAllHint: approveAllHeldCommand(i.storeDir, i.approved.server),
  });
}

/** `mcp-contract approve --identity`: the code the guard last resolved becomes the approved code. */
export async function approveIdentity(path: string, io: CliIo, format: 'text' | 'json' = 'text', by?: string): Promise<number> {
  let shown: string[] = [];
  const key = await storeKey(dirname(path));
  const log = (line: string): void => io.stderr(`${cleanTerminal(line, 500)}\n`);
  await updateStore(path, key, () => readStoreFile(path, key, log), (store) => {
    shown = identityStatusLines(store);
    try {
      return { ...store, identity: approveIdentityRecord(store.identity, io.now()) };
    } catch (e) {
      throw new UsageError(`mcp-contract approve --identity: ${path}: ${(e as Error).message}`);
    }
  }, undefined, { ...(by ? { by } : {}), now: io.now });
  const after = await readStoreFile(path, key, log);
  if (format === 'json') io.stdout(`${JSON.stringify({ decision: 'approved', store: path, identity: after.identity }, null, 2)}\n`);
  else io.stdout(`${shown.join('\n')}\napproved the code ${cleanTerminal(describeIdentity(after.identity!.approved!), 600)}\na running guard picks this up from ${path}\n`);
  return EXIT.ok;
}

/**
 * The identity lines of `status`: the approved code, the code last resolved, and whether they agree; while held, the
 * command approving the new code (given by status: it knows the store) closes them.
 */
export function identityStatusLines(store: GuardStore, approveCommand?: string): string[] {
  const id = store.identity;
  if (!id) return ['  identity: none recorded (the guard records it before its first launch)'];
  const lines = [`  identity: ${id.state.toUpperCase()}${id.reason ? ` (${cleanTerminal(id.reason, 600)})` : ''}`];
  if (id.approved) lines.push(`    approved: ${cleanTerminal(describeIdentity(id.approved), 400)} by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''}`);
  if (id.live) lines.push(`    live:     ${cleanTerminal(describeIdentity(id.live), 400)}`);
  if (id.approved && id.live && id.state === 'held') {
    const files = compareIdentity(id.approved, id.live).files ?? [];
    for (const f of files.slice(0, 20)) lines.push(`      changed ${cleanTerminal(f, 200)}`);
    if (approveCommand) lines.push(`    approve the new code with: ${approveCommand}`);
  }
  return lines;
}

/** What scan may read beyond the config files: launch identities (offline) and committed baselines. */
export function scanEvidence(workspace: string, home: string, env: Record<string, string | undefined>): Pick<ScanContext, 'identify' | 'readSnapshot'> {
  return {
    identify: (launch) => resolveIdentity({ ...launch, cwd: workspace }, { home, path: env.PATH }),
    readSnapshot: (file) => {
      try {
        return parseSnapshot(readFileSync(resolve(workspace, file), 'utf8'), file);
      } catch {
        // An unreadable baseline leaves the write-capability axis unverified; check reports the file itself.
        return undefined;
      }
    },
  };
}

const STORE_ONLY = 'status reads only the guard store; mcp-contract scan shows what the launch configuration says';

function storeTools(store: GuardStore): WriteSurface | undefined {
  const tools = Object.values(store.capabilities).filter((r) => r.ref.startsWith('tool:') && r.live);
  if (tools.length === 0) return undefined;
  const ann = (d: unknown) => (typeof d === 'object' && d !== null && !Array.isArray(d) ? (d as Record<string, unknown>) : {});
  const flags = tools.map((r) => ann(r.live!.definition.annotations));
  return { total: tools.length, readOnly: flags.filter((a) => a.readOnlyHint === true).length, destructive: flags.filter((a) => a.readOnlyHint !== true && a.destructiveHint !== false).length };
}

/** `status`'s axes: what the store shows (code, drift, write capability), the rest unverified with the reason. */
export function statusAxesLines(store: GuardStore): string[] {
  const records = Object.values(store.capabilities);
  const held = records.filter((r) => r.state !== 'approved').length;
  const unknown: Partial<Record<AxisName, string>> = {};
  for (const a of ['network reach', 'credential exposure', 'file scope', 'canary coverage', 'isolation'] as const) unknown[a] = STORE_ONLY;
  const id = store.identity;
  const axes = axesView({
    identity: id?.live,
    identityGap: id ? id.reason : 'the guard has not resolved a launch identity yet',
    tools: storeTools(store),
    unknown,
  }).map((a) => {
    if (a.axis === 'code mutability' && id?.state === 'held') return { ...a, state: 'observed' as const, detail: `held: ${id.reason ?? 'the code is not the approved code'}` };
    if (a.axis === 'contract drift') return { ...a, state: 'observed' as const, detail: `${records.length - held} published, ${held} held against the approved definitions` };
    return a;
  });
  return ['  axes (each observed or unverified; there is no total):', ...axesText(axes, '    ')];
}

/** `verify`'s identity line: the approved snapshot's recorded code against the code the live launch resolves to. */
export function verifyIdentity(approved: Snapshot, live: Snapshot): { comparison: IdentityComparison; line: string } {
  const comparison = compareIdentity(approved.identity, live.identity);
  const what = comparison.verdict === 'same' ? 'same code as approved' : comparison.verdict === 'different' ? 'different code from the approved' : 'unverified';
  return { comparison, line: `  identity: ${what}: ${cleanTerminal(comparison.detail, 600)}` };
}
