// The hosts pass over one diff: which configured hosts refuse which tools on each side, the acceptance that moved
// (host-rejects-tool, host-accepts-tool), the context cost per surface and its budget. It runs beside the classifier
// and hands it plain findings (src/core never imports this folder); the api layer merges them into the report.
import type { ContextBudget, Config, HostsConfig } from '../core/shared/config.js';
import type { Capability, Change, ContextCost, Finding, HostAcceptance, HostEvidence, Severity, Snapshot, SurfaceCost } from '../core/shared/model.js';
import { withCommas } from '../core/shared/numbers.js';
import { costHost, toolCost, type ToolCost } from './cost.js';
import { HOST_CHECKS, HOSTS, hostByName, type HostCheck, type HostName } from './profiles.js';
import { violationsOf } from './checks.js';
import { COUNT_BOUND_BYTES, countMethod, ESTIMATE, overBoundNote, type Tokenizer } from './tokenizer.js';

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

/**
 * Whether a diff under `config` counts the tool list's tokens: some host is chosen, or a budget asks for the cost.
 * `"hosts": []` (or every host `off`) with no budget turns the whole pass off, the tokenizer's load with it.
 */
export function countsCost(config: Config): boolean {
  return hostsOf(config.hosts).length > 0 || config.policy?.contextBudget !== undefined;
}

/** surface -> tool name -> its capability, from the surface's complete tool list. */
function toolsOf(snapshot: Snapshot): Map<string, Map<string, Capability>> {
  const out = new Map<string, Map<string, Capability>>();
  for (const [surface, s] of Object.entries(snapshot.surfaces)) {
    const tools = new Map<string, Capability>();
    for (const c of s.kinds?.tool?.items ?? []) tools.set(c.ref.slice('tool:'.length), c);
    out.set(surface, tools);
  }
  return out;
}

/** What one definition gets from the chosen hosts: per host, check id -> the first pointer it fails at. */
interface Judged {
  failed: ReadonlyMap<HostName, ReadonlyMap<string, string>>;
}

const CHECK = new Map(HOST_CHECKS.map((c) => [c.id, c]));
const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Judges each definition once, by digest: the base and the head share most of theirs, and every host's checks run in
 * one walk of the schema, so a diff of two 1,000-tool surfaces judges about 1,000 definitions, not 2,000 per host.
 * The failures are filed by host as they are found, so each host's pass over the tools looks them up, never re-sorts them.
 */
function judge(checks: readonly HostCheck[]): (c: Capability) => Judged {
  const seen = new Map<string, Judged>();
  return (c) => {
    let j = seen.get(c.digest);
    if (j === undefined) {
      const failed = new Map<HostName, Map<string, string>>();
      for (const v of violationsOf(c.definition, checks, { first: true })) {
        const of = CHECK.get(v.check)!.host;
        let mine = failed.get(of);
        if (mine === undefined) failed.set(of, (mine = new Map()));
        if (!mine.has(v.check)) mine.set(v.check, v.pointer);
      }
      j = { failed };
      seen.set(c.digest, j);
    }
    return j;
  };
}

/** Each definition's cost in `host`'s request form, counted once by digest. */
function costs(host: HostName, tokenizer: Tokenizer): (c: Capability) => ToolCost {
  const seen = new Map<string, ToolCost>();
  return (c) => {
    let cost = seen.get(c.digest);
    if (cost === undefined) seen.set(c.digest, (cost = toolCost(host, c.definition, tokenizer)));
    return cost;
  };
}

/** What the caller's output shows of the pass, beside its findings. */
export interface PassNeeds {
  /**
   * The evidence (report.hosts: every head tool's refusals by host, the context cost of both sides). Without it (the
   * report's formats show none of it: SARIF, JUnit) only the findings are worked out: the checks of the head tools
   * whose definition is new or changed (an unchanged definition fails the same checks on both sides: no finding), and
   * the cost only when a budget judges it. The findings are the same either way.
   */
  evidence: boolean;
}

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

/** `tokenizer` counts the context cost; without one (the synchronous library diff) it is an estimate, and says so. */
export function hostPass(base: Snapshot, head: Snapshot, config: Config, tokenizer: Tokenizer = ESTIMATE, needs: PassNeeds = { evidence: true }): HostPass {
  if (!countsCost(config)) return { findings: [], evidence: { hosts: [] }, adjust: (c) => c };
  const chosen = hostsOf(config.hosts);
  const names = new Set<string>(chosen.map((c) => c.host));
  const form = costHost(chosen.map((c) => c.host));
  const judged = judge(HOST_CHECKS.filter((c) => names.has(c.host)));
  const costOf = costs(form, tokenizer);
  const b = toolsOf(base);
  const h = toolsOf(head);
  const findings: Finding[] = [];
  const acceptance: HostAcceptance[] = [];
  const surfaces = [...h.keys()].sort();
  for (const { host } of chosen) {
    const rejected: HostAcceptance['rejected'] = [];
    const ofHost = (c: Capability | undefined): ReadonlyMap<string, string> | undefined => (c === undefined ? undefined : (judged(c).failed.get(host) ?? NONE));
    for (const surface of surfaces) {
      const before = b.get(surface);
      // A surface new in the head gives no finding (its tools were accepted by default), only evidence.
      if (!needs.evidence && before === undefined) continue;
      for (const [tool, cap] of h.get(surface)!) {
        if (!needs.evidence && before?.get(tool)?.digest === cap.digest) continue;
        const failed = ofHost(cap)!;
        const was = ofHost(before?.get(tool));
        for (const [check, pointer] of failed) {
          rejected.push({ surface, tool, check, pointer });
          // A tool new on this surface (or a surface new in the head) was accepted by default: nothing refused it.
          if (was?.has(check) || before === undefined) continue;
          findings.push(acceptanceFinding('host-rejects-tool', host, surface, tool, check, pointer, was !== undefined));
        }
        for (const [check, pointer] of was ?? []) if (!failed.has(check)) findings.push(acceptanceFinding('host-accepts-tool', host, surface, tool, check, pointer, true));
      }
    }
    const p = hostByName(host);
    acceptance.push({ host, title: p.title, wholeRequest: p.wholeRequest, rejected });
  }
  const severities = new Map(chosen.filter((c) => c.severity !== undefined).map((c) => [c.host as string, c.severity!]));
  const adjust = (c: Change) => adjustSeverity(c, severities);
  const budget = config.policy?.contextBudget;
  if (!needs.evidence && budget === undefined) return { findings, evidence: { hosts: [] }, adjust };
  const cost = contextCost(b, h, form, countMethod(form, tokenizer), (c) => costOf(c).tokens, (c) => costOf(c).bytes);
  if (tokenizer !== ESTIMATE) cost.method += overBoundNote(overBound(b, h, (c) => costOf(c).bytes));
  findings.push(...budgetFindings(cost, budget));
  return { findings, evidence: { hosts: acceptance, cost }, adjust };
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

/** Tools of either side whose JSON was over the counting bound (counted as their bytes). */
function overBound(base: Map<string, Map<string, Capability>>, head: Map<string, Map<string, Capability>>, bytesOf: (c: Capability) => number): number {
  let n = 0;
  for (const side of [base, head]) for (const tools of side.values()) for (const cap of tools.values()) if (bytesOf(cap) > COUNT_BOUND_BYTES) n++;
  return n;
}

function contextCost(
  base: Map<string, Map<string, Capability>>,
  head: Map<string, Map<string, Capability>>,
  host: HostName,
  method: string,
  tokensOf: (c: Capability) => number,
  bytesOf: (c: Capability) => number,
): ContextCost {
  const surfaces: SurfaceCost[] = [];
  for (const [surface, tools] of [...head].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const was = base.get(surface);
    let after = 0;
    let bytes = 0;
    let before = 0;
    const grew: SurfaceCost['grew'] = [];
    for (const [name, cap] of tools) {
      const tokens = tokensOf(cap);
      after += tokens;
      bytes += bytesOf(cap);
      const old = was?.get(name);
      const b = old === undefined ? undefined : tokensOf(old);
      if (tokens > (b ?? 0)) grew.push({ tool: name, ...(b === undefined ? {} : { before: b }), after: tokens });
    }
    for (const cap of was?.values() ?? []) before += tokensOf(cap);
    grew.sort((x, y) => y.after - (y.before ?? 0) - (x.after - (x.before ?? 0)) || (x.tool < y.tool ? -1 : 1));
    surfaces.push({ surface, ...(was === undefined ? {} : { before }), after, bytes, tools: tools.size, grew: grew.slice(0, GREW_SHOWN) });
  }
  return { host, method, surfaces };
}

const number = withCommas;

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
    const params = { surface: s.surface, after: number(s.after), change: costChange(s.before, s.after), top: topOf(s), method: cost.method, host: cost.host };
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
