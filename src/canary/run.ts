// Runs a server's canaries inside the capture's own session (src/capture opens it; nothing here connects), after the
// lists are in, so the tool definitions that decide what may be called are the ones just observed.
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Session } from '../capture/connect.js';
import { canarySurface, oneLine, type SurfacePlan } from '../capture/capture.js';
import type { CanaryConfig, ServerConfig } from '../core/config.js';
import { UsageError } from '../core/errors.js';
import type { JsonObject, SurfaceSnapshot } from '../core/model.js';
import { fillTemplate } from '../core/rules.js';
import { canaryConfigProblem, judgeCanary } from './expect.js';
import { canaryRule } from './rules.js';

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
 * Refuses, before any call, a canary whose tool is not annotated read-only and is not explicitly allowed side
 * effects with a reason: a canary runs on every check, so it must not write unless someone said why it may.
 */
function refuse(label: string, name: string, index: number, canary: CanaryConfig, tool: JsonObject): void {
  if (annotationsOf(tool).readOnlyHint === true) return;
  if (canary.allowSideEffects === true && canary.reason) return;
  throw new UsageError(
    `${label}: /servers/${name}/canaries/${index}: tool "${canary.tool}" is not annotated readOnlyHint: true; a canary may call it only with "allowSideEffects": true and a "reason"`,
  );
}

/** Runs the canaries that belong to this surface over `session`; refuses disallowed ones before calling anything. */
export async function runCanaries(label: string, name: string, server: ServerConfig, plan: SurfacePlan, session: Session, snapshot: SurfaceSnapshot): Promise<CanaryOutcome[]> {
  const mine = (server.canaries ?? []).map((c, index) => ({ c, index })).filter(({ c }) => canarySurface(server, c.surface) === plan.surface);
  const tools = new Map((snapshot.kinds.tool?.items ?? []).map((t) => [t.ref, t.definition]));
  for (const { c, index } of mine) {
    const tool = tools.get(`tool:${c.tool}`);
    if (tool) refuse(label, name, index, c, tool);
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
      result = (await session.client.request(
        { method: 'tools/call', params: { name: c.tool, arguments: c.arguments ?? {} } },
        ResultSchema,
        { timeout: plan.timeouts.requestMs },
      )) as unknown as JsonObject;
    } catch (e) {
      out.push(fail('canary-call-failed', { tool: c.tool, error: (e as Error).message ?? String(e) }));
      continue;
    }
    const failures = judgeCanary(c, tool, result).map((f) => ({ rule: f.rule, message: oneLine(fillTemplate(canaryRule(f.rule).message, f.params), plan.secrets) }));
    out.push({ ...base, status: failures.length === 0 ? 'passed' : 'failed', failures });
  }
  return out;
}
