// Runs a server's canaries inside the capture's own session (src/capture opens it; nothing here connects), after the
// lists are in, so the tool definitions that decide what may be called are the ones just observed.
import type { Session } from '../capture/connect.js';
import { canarySurface, oneLine, type SurfacePlan } from '../capture/capture.js';
import type { CanaryConfig, ServerConfig } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import type { JsonObject, SurfaceSnapshot } from '../core/shared/model.js';
import { fillTemplate } from '../core/rules/rules.js';
import { canaryConfigProblem, judgeCanary } from './expect.js';
import { canaryRule } from './rules.js';
import type { SideEffectDenials } from './permission.js';

export interface CanaryOutcome {
  /** Index in the server's `canaries` list. */
  index: number;
  tool: string;
  surface: string;
  status: 'passed' | 'failed';
  failures: Array<{ rule: string; message: string }>;
}

/** Checks every canary's own config before the server starts: one line naming the file, server and index. */
export function checkCanaryConfig(label: string, name: string, server: ServerConfig): void {
  const surfaces = Object.keys(server.surfaces ?? { default: {} });
  (server.canaries ?? []).forEach((c, i) => {
    const at = `${label}: /servers/${name}/canaries/${i}`;
    if (c.surface !== undefined && !surfaces.includes(c.surface)) throw new UsageError(`${at}/surface: server "${name}" has no surface "${c.surface}"`);
    const problem = canaryConfigProblem(c);
    if (problem) throw new UsageError(`${at}${problem}`);
  });
}

function annotationsOf(tool: JsonObject): JsonObject {
  const a = tool.annotations;
  return typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
}

/**
 * Refuses, before any call, a canary whose tool may have side effects and is not explicitly allowed them with a
 * reason: a canary runs on every check, so it must not write unless someone said why it may. `destructiveHint: true`
 * wins over `readOnlyHint: true` (the server contradicts itself; the cautious reading holds).
 */
function refuse(label: string, name: string, index: number, canary: CanaryConfig, tool: JsonObject, denials: SideEffectDenials): void {
  const a = annotationsOf(tool);
  const destructive = a.destructiveHint === true;
  if (a.readOnlyHint === true && !destructive) return;
  const denied = denials.get(index);
  if (canary.allowSideEffects === true && canary.reason && denied === undefined) return;
  const at = `${label}: /servers/${name}/canaries/${index}`;
  if (denied !== undefined) throw new UsageError(`${at}: tool "${canary.tool}" may have side effects; ${denied}`);
  throw new UsageError(
    destructive
      ? `${at}: tool "${canary.tool}" is annotated destructiveHint: true; a canary may call it only with "allowSideEffects": true and a "reason"`
      : `${at}: tool "${canary.tool}" is not annotated readOnlyHint: true; a canary may call it only with "allowSideEffects": true and a "reason"`,
  );
}

function withDestructive(tool: JsonObject): JsonObject {
  return { ...tool, annotations: { ...annotationsOf(tool), destructiveHint: true } };
}

/**
 * Tools among `candidates` whose listing says `destructiveHint: true` next to `readOnlyHint: true`. The snapshot
 * cannot show it: canonical definitions drop a hint equal to the spec's default (destructiveHint defaults to true),
 * so this asks `tools/list` again, as served on this session, only when such an ambiguous tool is a canary.
 */
async function destructiveAsListed(session: Session, plan: SurfacePlan, candidates: readonly JsonObject[]): Promise<Set<string>> {
  const ambiguous = new Set(candidates.filter((t) => annotationsOf(t).readOnlyHint === true && annotationsOf(t).destructiveHint === undefined).map((t) => String(t.name)));
  const out = new Set<string>();
  if (ambiguous.size === 0) return out;
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const listed = (await session.client.request('tools/list', cursor ? { cursor } : {}, { timeout: plan.timeouts.requestMs })) as JsonObject;
    for (const t of Array.isArray(listed.tools) ? listed.tools : []) {
      if (typeof t !== 'object' || t === null || Array.isArray(t)) continue;
      if (ambiguous.has(String(t.name)) && annotationsOf(t).destructiveHint === true) out.add(String(t.name));
    }
    cursor = typeof listed.nextCursor === 'string' ? listed.nextCursor : undefined;
    if (cursor === undefined) break;
  }
  return out;
}

export interface CanaryRunOptions {
  /** When judging must end (epoch ms): the capture's own totalMs deadline. */
  deadlineAt?: number;
  /** Side-effect grants that do not count on this run (in CI: those the base config does not make). */
  denials?: SideEffectDenials;
}

/** Runs the canaries that belong to this surface over `session`; refuses disallowed ones before calling anything. */
export async function runCanaries(
  label: string,
  name: string,
  server: ServerConfig,
  plan: SurfacePlan,
  session: Session,
  snapshot: SurfaceSnapshot,
  opts: CanaryRunOptions = {},
): Promise<CanaryOutcome[]> {
  const deadlineAt = opts.deadlineAt ?? Date.now() + plan.timeouts.totalMs;
  const mine = (server.canaries ?? []).map((c, index) => ({ c, index })).filter(({ c }) => canarySurface(server, c.surface) === plan.surface);
  const tools = new Map((snapshot.kinds.tool?.items ?? []).map((t) => [t.ref, t.definition]));
  const flagged = await destructiveAsListed(session, plan, mine.map(({ c }) => tools.get(`tool:${c.tool}`)).filter((t): t is JsonObject => t !== undefined));
  for (const { c, index } of mine) {
    const tool = tools.get(`tool:${c.tool}`);
    if (tool) refuse(label, name, index, c, flagged.has(c.tool) ? withDestructive(tool) : tool, opts.denials ?? new Map());
  }
  const out: CanaryOutcome[] = [];
  for (const { c, index } of mine) {
    const base = { index, tool: c.tool, surface: plan.surface };
    const fail = (rule: string, params: Record<string, string>): CanaryOutcome => ({
      ...base,
      status: 'failed',
      failures: [{ rule, message: oneLine(fillTemplate(canaryRule(rule).message, params), plan.secrets) }],
    });
    const tool = tools.get(`tool:${c.tool}`);
    if (!tool) {
      out.push(fail('canary-tool-missing', { tool: c.tool }));
      continue;
    }
    let result: JsonObject;
    try {
      result = (await session.client.request('tools/call', { name: c.tool, arguments: c.arguments ?? {} }, { timeout: plan.timeouts.requestMs })) as JsonObject;
    } catch (e) {
      out.push(fail('canary-call-failed', { tool: c.tool, error: (e as Error).message ?? String(e) }));
      continue;
    }
    const failures = judgeCanary(c, tool, result, deadlineAt).map((f) => ({ rule: f.rule, message: oneLine(fillTemplate(canaryRule(f.rule).message, f.params), plan.secrets) }));
    out.push({ ...base, status: failures.length === 0 ? 'passed' : 'failed', failures });
  }
  return out;
}
