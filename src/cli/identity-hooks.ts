// Where the CLI wires launch identities (src/identity/) into the guard, verify and status: one place per hook.
import type { GuardStore } from '../core/approval.js';
import { EXIT, UsageError } from '../core/errors.js';
import { approveIdentityRecord, compareIdentity, describeIdentity } from '../core/identity.js';
import { readStoreFile, updateStore } from '../guard/store.js';
import { cleanTerminal } from '../render/text.js';
import { parseIdentityPolicy, type IdentityPolicy } from '../core/identity.js';
import type { Snapshot } from '../core/model.js';
import { IdentityGate } from '../identity/gate.js';
import { serverIdentity } from '../identity/server.js';
import { resolveIdentity } from '../identity/resolve.js';
import type { ScanContext } from '../scan/detect.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSnapshot } from '../storage/snapshot-file.js';
import type { CliIo } from './io.js';
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
  /** ` --store DIR` when the guard was given one, so the hint names the same store. */
  storeFlag: string;
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
    approveHint: `mcp-contract approve --identity${i.storeFlag} --server ${i.approved.server}`,
  });
}

/** `mcp-contract approve --identity`: the code the guard last resolved becomes the approved code. */
export async function approveIdentity(path: string, io: CliIo): Promise<number> {
  let shown: string[] = [];
  await updateStore(path, () => readStoreFile(path), (store) => {
    shown = identityStatusLines(store);
    try {
      return { ...store, identity: approveIdentityRecord(store.identity, io.now()) };
    } catch (e) {
      throw new UsageError(`mcp-contract approve --identity: ${path}: ${(e as Error).message}`);
    }
  });
  const after = await readStoreFile(path);
  io.stdout(`${shown.join('\n')}\napproved the code ${cleanTerminal(describeIdentity(after.identity!.approved!), 600)}\na running guard picks this up from ${path}\n`);
  return EXIT.ok;
}

/** The identity lines of `status`: the approved code, the code last resolved, and whether they agree. */
export function identityStatusLines(store: GuardStore): string[] {
  const id = store.identity;
  if (!id) return ['  identity: none recorded (the guard records it before its first launch)'];
  const lines = [`  identity: ${id.state.toUpperCase()}${id.reason ? ` (${cleanTerminal(id.reason, 600)})` : ''}`];
  if (id.approved) lines.push(`    approved: ${cleanTerminal(describeIdentity(id.approved), 400)} by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''}`);
  if (id.live) lines.push(`    live:     ${cleanTerminal(describeIdentity(id.live), 400)}`);
  if (id.approved && id.live && id.state === 'held') {
    const files = compareIdentity(id.approved, id.live).files ?? [];
    for (const f of files.slice(0, 20)) lines.push(`      changed ${cleanTerminal(f, 200)}`);
    lines.push('    approve the new code with: mcp-contract approve --identity');
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
