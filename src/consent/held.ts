// `scan`'s view of the clients' saved rules: each held against the server's committed snapshot, with no second
// snapshot to diff. A rule naming a tool the snapshot does not serve is void (a deny or ask whose tool has a declared
// successor has lost its protection: an error); an allow over the whole server (or a wildcard) that approves tools
// which may write or reach outside is widened. Pure: the caller read the files and the snapshot.
import type { Config } from '../core/shared/config.js';
import { configOfServer } from '../core/shared/config.js';
import type { Capability, Snapshot } from '../core/shared/model.js';
import { resolveRenames } from '../core/diff/renames/match.js';
import type { PermissionFinding } from '../scan/permissions.js';
import { hintsOf, toolsOf } from './drift.js';
import type { ConsentFile } from './files.js';
import { GATEWAY_KEY, rulesOfFile } from './files.js';
import { claudeInertAllows } from './read.js';
import { CONSENT_CLIENT_LABEL, ruleCovers, ruleTool, type ConsentRule, type Effect } from './model.js';

/** A server with a committed snapshot, and the keys the clients may know it by (its name, a client config's key). */
export interface HeldServer {
  contract: string;
  keys: readonly string[];
  snapshot: Snapshot;
  /** The snapshot's path as the config names it. */
  snapshotFile: string;
  config: Config;
}

const RANK: Record<Effect, number> = { allow: 1, ask: 2, deny: 3 };

/** What a wide allow does in each client: runs tools unasked, or offers them to the model. */
const VERB: Readonly<Record<ConsentRule['client'], string>> = {
  'claude-code': 'approves unasked',
  gemini: 'approves unasked',
  codex: 'approves unasked',
  vscode: 'makes available',
  gateway: 'publishes',
};
const LISTED = 5;

/** Old tool -> its declared successors the snapshot serves. */
function successorsOf(config: Config, server: string, served: ReadonlyMap<string, Capability>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [old, r] of resolveRenames(configOfServer(config, server).renames)) {
    if (!old.startsWith('tool:')) continue;
    const to = r.to.filter((t) => t.startsWith('tool:') && served.has(t.slice(5))).map((t) => t.slice(5));
    if (to.length > 0) out.set(old.slice(5), to);
  }
  return out;
}

function traits(def: Capability['definition']): string {
  const h = hintsOf(def);
  return [h.destructive ? 'destructive' : 'writes', h.openWorld ? 'open-world' : ''].filter(Boolean).join(', ');
}

export function heldFindings(files: readonly ConsentFile[], servers: readonly HeldServer[]): PermissionFinding[] {
  const out: PermissionFinding[] = inertAllows(files);
  for (const s of servers) {
    let served: Map<string, Capability>;
    try {
      served = toolsOf(s.snapshot, s.snapshotFile);
    } catch {
      // A snapshot whose tools were not observed whole would make every rule look void: nothing is judged on it.
      continue;
    }
    const successors = successorsOf(s.config, s.contract, served);
    for (const key of new Set(s.keys)) {
      // The gateway publishes a member under its mcp-contract.json name: only that key reaches the gateway's rules.
      const rules = files.flatMap((f) => rulesOfFile(f, key, key === s.contract ? GATEWAY_KEY : key).map((rule) => ({ rule, abs: f.abs })));
      for (const { rule, abs } of rules) {
        const same = rules.map((x) => x.rule).filter((r) => r.client === rule.client);
        const message = ruleMessage(rule, same, served, successors, s.snapshotFile);
        if (message) out.push({ ...message, file: rule.list.file, abs, line: rule.entry.line, client: CONSENT_CLIENT_LABEL[rule.client], server: key, effect: rule.effect, entry: rule.entry.text, snapshot: s.snapshotFile });
      }
    }
  }
  return out;
}

/** Claude Code allows with a glob in the server's place: skipped by Claude Code, so they approve nothing at all. */
function inertAllows(files: readonly ConsentFile[]): PermissionFinding[] {
  return files
    .filter((f) => f.client === 'claude-code')
    .flatMap((f) =>
      claudeInertAllows(f.text, f.shown).map((e): PermissionFinding => ({
        rule: 'permission-rule-void',
        level: 'warning',
        file: f.shown,
        abs: f.abs,
        line: e.line,
        client: CONSENT_CLIENT_LABEL['claude-code'],
        server: '*',
        effect: 'allow',
        entry: e.text,
        snapshot: '',
        message: 'Claude Code skips an allow whose glob stands in the server\'s place (it needs a literal `mcp__<server>__` before any `*`): it approves nothing. Write `mcp__<server>` or `mcp__<server>__<tool>` for the tools you mean.',
      })),
    );
}

type Judged = Pick<PermissionFinding, 'rule' | 'level' | 'message'>;

function ruleMessage(rule: ConsentRule, same: readonly ConsentRule[], served: ReadonlyMap<string, Capability>, successors: ReadonlyMap<string, string[]>, snapshot: string): Judged | undefined {
  const tool = ruleTool(rule);
  if (tool !== undefined && !served.has(tool)) return voidMessage(rule, tool, same, successors.get(tool) ?? [], snapshot);
  if (tool !== undefined || rule.effect !== 'allow') return undefined;
  // Tools a deny or ask of the same client still stops are not approved by the wide allow.
  const stopped = (t: string): boolean => same.some((r) => r !== rule && RANK[r.effect] > RANK.allow && ruleCovers(r, t));
  // A tool that declares itself read-only is left out: what it may reach it only reads.
  const risky = [...served].filter(([t, c]) => ruleCovers(rule, t) && !stopped(t) && !hintsOf(c.definition).readOnly);
  if (risky.length === 0) return undefined;
  const listed = risky.slice(0, LISTED).map(([t, c]) => `tool:${t} (${traits(c.definition)})`);
  const more = risky.length > LISTED ? ` and ${risky.length - LISTED} more` : '';
  return {
    rule: 'permission-rule-widened',
    level: 'warning',
    message: `${VERB[rule.client]} ${risky.length} tool(s) of ${snapshot} that do not declare themselves read-only: ${listed.join(', ')}${more}; and every tool the server adds later. Name the tools it means instead.`,
  };
}

function voidMessage(rule: ConsentRule, tool: string, same: readonly ConsentRule[], next: readonly string[], snapshot: string): Judged {
  const gone = `names tool:${tool}, which ${snapshot} does not serve`;
  const carry = `carry it with \`mcp-contract consent --from git:<REF before the rename>:${snapshot} --to ${snapshot} --write\``;
  if (rule.effect === 'allow') {
    if (next.length === 0) return { rule: 'permission-rule-void', level: 'note', message: `${gone}: it allows nothing now, and would allow whatever tool takes that name later` };
    return { rule: 'permission-rule-void', level: 'warning', message: `${gone}; its declared successor ${next.map((t) => `tool:${t}`).join(', ')} is not allowed by it: ${carry} (it carries the allow only to a tool that can do no more)` };
  }
  // A successor another rule of the client already denies (or asks for) is still protected.
  const open = next.filter((t) => !same.some((r) => RANK[r.effect] >= RANK[rule.effect] && ruleCovers(r, t)));
  if (next.length === 0)
    return { rule: 'permission-rule-void', level: 'warning', message: `${gone}: it protects nothing. If tool:${tool} was renamed, ${rule.effect === 'deny' ? 'deny' : 'ask for'} its new name (declare the rename in mcp-contract.json and ${carry})` };
  if (open.length === 0) return { rule: 'permission-rule-void', level: 'note', message: `${gone}; its declared successor is covered by another ${rule.effect} rule` };
  return {
    rule: 'permission-rule-void',
    level: rule.effect === 'deny' ? 'error' : 'warning',
    message: `${gone}: it was renamed to ${open.map((t) => `tool:${t}`).join(', ')} (declared), which this ${rule.effect} does not cover, so the protection is gone: ${carry}`,
  };
}
