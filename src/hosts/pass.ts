// The hosts pass over one diff: which configured hosts refuse which tools on each side, the acceptance that moved
// (host-rejects-tool, host-accepts-tool), the context cost per surface and its budget. It runs beside the classifier
// and hands it plain findings (src/core never imports this folder); the api layer merges them into the report.
import type { ContextBudget, Config, HostsConfig } from '../core/shared/config.js';
import type { Change, ContextCost, Finding, HostAcceptance, HostEvidence, JsonObject, Severity, Snapshot, SurfaceCost } from '../core/shared/model.js';
import { costHost, TOKEN_METHOD, toolCost } from './cost.js';
import { HOST_CHECKS, HOSTS, hostByName, type HostCheck, type HostName } from './profiles.js';
import { violationsOf } from './checks.js';

export interface HostChoice {
  host: HostName;
  /** The severity of host-rejects-tool for this host, when the config sets one. */
  severity?: Severity;
}

/** The hosts a config ships to, in profile order; names the schema let through but this version lacks are skipped. */
export function hostsOf(config: HostsConfig | undefined): HostChoice[] {
  if (config === undefined) return HOSTS.filter((h) => h.byDefault).map((h) => ({ host: h.name }));
  const wanted = new Map<string, Severity | undefined>();
  if (Array.isArray(config)) for (const n of config) wanted.set(n, undefined);
  else for (const [n, s] of Object.entries(config)) if (s !== 'off') wanted.set(n, s);
  return HOSTS.filter((h) => wanted.has(h.name)).map((h) => ({ host: h.name, ...(wanted.get(h.name) ? { severity: wanted.get(h.name) } : {}) }));
}

/** surface -> tool name -> its definition, from the surface's complete tool list. */
function toolsOf(snapshot: Snapshot): Map<string, Map<string, JsonObject>> {
  const out = new Map<string, Map<string, JsonObject>>();
  for (const [surface, s] of Object.entries(snapshot.surfaces)) {
    const tools = new Map<string, JsonObject>();
    for (const c of s.kinds?.tool?.items ?? []) tools.set(c.ref.slice('tool:'.length), c.definition);
    out.set(surface, tools);
  }
  return out;
}

/** tool -> check id -> the first pointer it fails at. */
type Verdicts = Map<string, Map<string, string>>;

function verdicts(tools: ReadonlyMap<string, JsonObject>, checks: readonly HostCheck[]): Verdicts {
  const out: Verdicts = new Map();
  for (const [name, def] of tools) {
    const failed = new Map<string, string>();
    for (const v of violationsOf(def, checks)) if (!failed.has(v.check)) failed.set(v.check, v.pointer);
    out.set(name, failed);
  }
  return out;
}

const CHECK = new Map(HOST_CHECKS.map((c) => [c.id, c]));

function sessionNote(host: HostName): string {
  return hostByName(host).wholeRequest
    ? 'This host fails the whole request for one refused tool: every tool of the session is lost, not only this one.'
    : 'This host drops the tool and keeps the others.';
}

export interface HostPass {
  findings: Finding[];
  evidence: HostEvidence;
  /** The per-host severity of host-rejects-tool the config sets. */
  adjust: (change: Change) => Change;
}

export function hostPass(base: Snapshot, head: Snapshot, config: Config): HostPass {
  const chosen = hostsOf(config.hosts);
  const b = toolsOf(base);
  const h = toolsOf(head);
  const findings: Finding[] = [];
  const acceptance: HostAcceptance[] = [];
  for (const { host } of chosen) {
    const checks = HOST_CHECKS.filter((c) => c.host === host);
    const rejected: HostAcceptance['rejected'] = [];
    for (const [surface, headTools] of [...h].sort(([x], [y]) => (x < y ? -1 : 1))) {
      const before = verdicts(b.get(surface) ?? new Map(), checks);
      const after = verdicts(headTools, checks);
      for (const [tool, failed] of after) {
        const was = before.get(tool);
        for (const [check, pointer] of failed) {
          rejected.push({ surface, tool, check, pointer });
          // A tool new on this surface (or a surface new in the head) was accepted by default: nothing refused it.
          if (was?.has(check) || !b.has(surface)) continue;
          findings.push(acceptanceFinding('host-rejects-tool', host, surface, tool, check, pointer, was !== undefined));
        }
        for (const [check, pointer] of was ?? []) if (!failed.has(check)) findings.push(acceptanceFinding('host-accepts-tool', host, surface, tool, check, pointer, true));
      }
    }
    const p = hostByName(host);
    acceptance.push({ host, title: p.title, wholeRequest: p.wholeRequest, rejected });
  }
  const cost = contextCost(b, h, costHost(chosen.map((c) => c.host)));
  findings.push(...budgetFindings(cost, config.policy?.contextBudget));
  const severities = new Map(chosen.filter((c) => c.severity !== undefined).map((c) => [c.host as string, c.severity!]));
  return { findings, evidence: { hosts: acceptance, cost }, adjust: (c) => adjustSeverity(c, severities) };
}

function acceptanceFinding(
  rule: 'host-rejects-tool' | 'host-accepts-tool',
  host: HostName,
  surface: string,
  tool: string,
  check: string,
  pointer: string,
  inBase: boolean,
): Finding {
  const ref = `tool:${tool}`;
  const c = CHECK.get(check)!;
  const rejects = rule === 'host-rejects-tool';
  return {
    rule,
    kind: 'tool',
    surface,
    ...(inBase ? { before: rejects ? { refs: [ref] } : { refs: [ref], pointer } } : {}),
    after: rejects ? { refs: [ref], pointer } : { refs: [ref] },
    params: { name: tool, host: hostByName(host).title, hostId: host, check, what: c.rejects, pointer, session: rejects ? sessionNote(host) : '' },
  };
}

function adjustSeverity(c: Change, severities: ReadonlyMap<string, Severity>): Change {
  if (c.rule !== 'host-rejects-tool') return c;
  const host = String(c.params?.hostId ?? '');
  const to = severities.get(host);
  if (to === undefined || to === c.severity) return c;
  return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.hosts["${host}"]` };
}

const GREW_SHOWN = 3;

function contextCost(base: Map<string, Map<string, JsonObject>>, head: Map<string, Map<string, JsonObject>>, host: HostName): ContextCost {
  const surfaces: SurfaceCost[] = [];
  for (const [surface, tools] of [...head].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const was = base.get(surface);
    let after = 0;
    let bytes = 0;
    let before = 0;
    const grew: SurfaceCost['grew'] = [];
    for (const [name, def] of tools) {
      const c = toolCost(host, def);
      after += c.tokens;
      bytes += c.bytes;
      const old = was?.get(name);
      const b = old === undefined ? undefined : toolCost(host, old).tokens;
      if (c.tokens > (b ?? 0)) grew.push({ tool: name, ...(b === undefined ? {} : { before: b }), after: c.tokens });
    }
    for (const def of was?.values() ?? []) before += toolCost(host, def).tokens;
    grew.sort((x, y) => y.after - (y.before ?? 0) - (x.after - (x.before ?? 0)) || (x.tool < y.tool ? -1 : 1));
    surfaces.push({ surface, ...(was === undefined ? {} : { before }), after, bytes, tools: tools.size, grew: grew.slice(0, GREW_SHOWN) });
  }
  return { host, method: TOKEN_METHOD, surfaces };
}

const number = (n: number): string => n.toLocaleString('en-US');

/** `+1,466 tokens, +27%` (or `-120 tokens, -3%`); the percent is left out when the base cost nothing. */
export function costChange(before: number | undefined, after: number): string {
  const delta = after - (before ?? 0);
  const sign = delta >= 0 ? '+' : '-';
  const percent = before ? `, ${sign}${Math.abs(Math.round((delta / before) * 1000) / 10)}%` : '';
  return `${sign}${number(Math.abs(delta))} tokens${percent}`;
}

function topOf(s: SurfaceCost): string {
  if (s.grew.length === 0) return 'none';
  return s.grew.map((g) => `\`${g.tool}\` (${g.before === undefined ? 'new, ' : ''}${costChange(g.before, g.after).replace(/, [+-][\d.]+%$/, '')})`).join(', ');
}

function budgetFindings(cost: ContextCost, budget: ContextBudget | undefined): Finding[] {
  if (budget === undefined) return [];
  const out: Finding[] = [];
  for (const s of cost.surfaces) {
    if (s.before === undefined) continue;
    const params = { surface: s.surface, after: number(s.after), change: costChange(s.before, s.after), top: topOf(s) };
    const overTokens = budget.tokens !== undefined && s.after > budget.tokens;
    const wasOver = budget.tokens !== undefined && s.before > budget.tokens;
    const growth = s.before > 0 ? ((s.after - s.before) / s.before) * 100 : 0;
    const overGrowth = budget.growthPercent !== undefined && growth > budget.growthPercent;
    const sides = { before: { refs: [] as string[], value: s.before }, after: { refs: [] as string[], value: s.after } };
    if ((overTokens && !wasOver) || overGrowth) {
      const limit = overTokens && !wasOver ? `${number(budget.tokens!)} tokens` : `+${budget.growthPercent}% growth`;
      out.push({ rule: 'context-cost-over-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit } });
    } else if (wasOver && !overTokens) {
      out.push({ rule: 'context-cost-within-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit: `${number(budget.tokens!)} tokens` } });
    }
  }
  return out;
}
