// What the one-server guard and the gateway read alike from the command line: the surface to guard, the policy.
import { DEFAULT_GUARD_POLICY, DecisionError, parsePolicyEntry, type ApprovalLifetimes, type GuardPolicy } from '../../core/approval/approval.js';
import { UsageError } from '../../core/shared/errors.js';
import type { Snapshot } from '../../core/shared/model.js';
import { listenToken, parseOrigin, type ListenAccess } from '../../guard/listen-address.js';
import { list, str, type Parsed } from '../args.js';
import { resolve } from 'node:path';
import { homeOf, type CliIo } from '../io.js';
import type { ArgumentsMode } from '../../audit/model.js';

/** The approved snapshot's surface to guard: `--surface`, else `default`, else its only one. */
export function guardedSurface(approved: Snapshot, option: string | undefined, label: string): string {
  const names = Object.keys(approved.surfaces);
  if (option !== undefined) {
    if (!names.includes(option)) throw new UsageError(`${label}: no surface "${option}" (it has ${names.join(', ') || 'none'})`);
    return option;
  }
  if (names.includes('default')) return 'default';
  if (names.length === 1) return names[0];
  throw new UsageError(`${label}: it has several surfaces (${names.join(', ')}); choose one with --surface`);
}

/** A whole-number option of at least 1, or fallback when it is not given. */
export function count(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`mcp-contract guard: --${option} must be a whole number of at least 1 (got "${value.slice(0, 40)}")`);
  return n;
}

export function policyOf(entries: readonly string[]): GuardPolicy {
  let policy = DEFAULT_GUARD_POLICY;
  try {
    for (const e of entries) policy = parsePolicyEntry(policy, e);
  } catch (e) {
    if (e instanceof DecisionError) throw new UsageError(`mcp-contract guard: ${e.message}`);
    throw e;
  }
  return policy;
}

/**
 * The longest approvals of side-effecting tools count: `--max-approval-days N` for destructive, open-world and
 * unannotated tools alike, and the gateway config's `maxApprovalDays` per class (it wins for the classes it names).
 */
export function lifetimesOf(p: Parsed, fromConfig: ApprovalLifetimes | undefined, label?: string): ApprovalLifetimes | undefined {
  const given = str(p, 'max-approval-days');
  const days = given === undefined ? undefined : Number(given);
  if (days !== undefined && (!Number.isFinite(days) || days <= 0)) throw new UsageError(`mcp-contract guard: --max-approval-days must be a number of days above 0 (got "${given!.slice(0, 40)}")`);
  if (fromConfig !== undefined && (typeof fromConfig !== 'object' || fromConfig === null || Array.isArray(fromConfig))) throw new UsageError(`${label ?? 'the config'}: /maxApprovalDays: expected { "destructive": N, "openWorld": N, "unannotated": N }`);
  for (const [k, v] of Object.entries(fromConfig ?? {})) {
    if (!['destructive', 'openWorld', 'unannotated'].includes(k)) throw new UsageError(`${label ?? 'the config'}: /maxApprovalDays/${k}: unknown class (destructive, openWorld, unannotated)`);
    if (typeof v !== 'number' || !(v > 0)) throw new UsageError(`${label ?? 'the config'}: /maxApprovalDays/${k}: expected a number of days above 0`);
  }
  if (days === undefined && fromConfig === undefined) return undefined;
  const all = days === undefined ? {} : { destructive: days, openWorld: days, unannotated: days };
  return { ...all, ...fromConfig };
}

/** Who may use `--listen`: the allowed origins and the bearer token (`--listen-token`, else the environment). */
export function listenAccess(p: Parsed, env: Record<string, string | undefined>, listening: boolean): ListenAccess {
  const origins = list(p, 'allow-origin');
  if (!listening) {
    const given = origins.length ? '--allow-origin' : str(p, 'listen-token') !== undefined ? '--listen-token' : undefined;
    if (given) throw new UsageError(`mcp-contract guard: ${given} applies to --listen (the HTTP face); without it the guard serves stdio`);
    return {};
  }
  const token = listenToken(str(p, 'listen-token'), env);
  return { origins: origins.map(parseOrigin), ...(token === undefined ? {} : { token }) };
}

/** `--audit-arguments`: how much of a call's arguments the audit log keeps (the parser checked the choice). */
export function auditArgumentsOf(p: Parsed): { auditArguments?: ArgumentsMode } {
  const mode = str(p, 'audit-arguments') as ArgumentsMode | undefined;
  return mode === undefined ? {} : { auditArguments: mode };
}

/** The gateway takes over when the file is a client's, names several servers, or a profile / --approved-dir is asked. */
export async function wantsGateway(p: Parsed, io: CliIo): Promise<boolean> {
  if (p.rest.length > 0 || str(p, 'url') !== undefined) return false;
  if (str(p, 'profile') !== undefined || str(p, 'profiles') !== undefined || str(p, 'approved-dir') !== undefined || str(p, 'host') !== undefined) return true;
  const config = str(p, 'config');
  if (config === undefined) return false;
  // The gateway's file reader (its profiles, their schema compiler) loads only when a file is given to read.
  const { readGatewayFile } = await import('../../gateway/config-file.js');
  const file = readGatewayFile(resolve(io.cwd, config), config, undefined, homeOf(io));
  if (file.kind !== 'mcp-contract') return true;
  const chosen = list(p, 'server');
  return (chosen.length || file.servers.length) > 1;
}
