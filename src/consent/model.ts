// A saved decision in a client's own file, read into one shape: which server's tools it names, what it does to them,
// and the exact place of its string in the file, so a carry edits that list and nothing else.
import { globMatch } from '../capture/glob.js';

/** The clients whose files hold per-tool decisions (the gateway is our own config's profiles). */
export type ConsentClient = 'claude-code' | 'gemini' | 'codex' | 'vscode' | 'gateway';

export const CONSENT_CLIENT_LABEL: Readonly<Record<ConsentClient, string>> = {
  'claude-code': 'Claude Code',
  gemini: 'Gemini CLI',
  codex: 'Codex',
  vscode: 'VS Code tool set',
  gateway: 'gateway profile',
};

/**
 * What a rule does to the tools it matches. Gemini's includeTools, Codex's enabled_tools and a profile's include are
 * allow lists; their excludeTools, disabled_tools and exclude are deny lists, and every client lets a deny win.
 */
export type Effect = 'allow' | 'ask' | 'deny';

/** One string of a list, where it sits in the file's text (offsets of the quoted token, quotes included). */
export interface Entry {
  text: string;
  line: number;
  start: number;
  end: number;
  /**
   * A rule that is a table or a key of its own rather than a string of a list (Codex's per-tool
   * `[mcp_servers.S.tools.T] approval_mode`): start..end is the tool's key token, and a carry copies the statement
   * `copy` spans (start..end) with that key renamed, inserting it at `at` after `sep`, instead of adding to a list.
   */
  copy?: { start: number; end: number; at: number; sep: string };
}

/** A list a rule sits in: new entries for the same server go into it, laid out like its other entries. */
export interface RuleList {
  file: string;
  /** The list as a reader names it: `permissions.deny`, `mcpServers.fs.excludeTools`, `profiles.dev.exclude`. */
  key: string;
  entries: Entry[];
}

export interface ConsentRule {
  client: ConsentClient;
  effect: Effect;
  /** The server's key in the client's file (the gateway's server name for a profile). */
  server: string;
  /** A `*` glob over the server's tool names: `*` for a server-wide rule (`mcp__srv`, `mcp__srv__*`, `srv/*`). */
  tools: string;
  /**
   * Claude Code's deny and ask accept a glob in the server's place too (`mcp__*`, `mcp__*__delete_*`): such a rule is
   * a glob over the whole name `mcp__<server>__<tool>`, for every server alike, and `tools` is then only shown.
   */
  whole?: string;
  /**
   * A rule the client keeps for the gateway's entry (its key in `server`), over this member's tools as the gateway
   * publishes them: `<member>__<tool>`. `tools` and `whole` then match the published name.
   */
  prefix?: string;
  entry: Entry;
  list: RuleList;
}

/** A rule's line, as a reader finds it. */
export function ruleWhere(rule: ConsentRule): string {
  return `${rule.list.file}:${rule.entry.line}`;
}

/** Whether the rule covers one tool of its server, as the client itself matches it. */
export function ruleCovers(rule: ConsentRule, tool: string): boolean {
  const name = `${rule.prefix ?? ''}${tool}`;
  return rule.whole !== undefined ? globMatch(rule.whole, `mcp__${rule.server}__${name}`) : globMatch(rule.tools, name);
}

/** The one tool a rule names exactly (no glob), as the server calls it; undefined for a server-wide or glob rule. */
export function ruleTool(rule: ConsentRule): string | undefined {
  if (rule.whole !== undefined || rule.tools.includes('*')) return undefined;
  const p = rule.prefix ?? '';
  return rule.tools.startsWith(p) ? rule.tools.slice(p.length) : undefined;
}

/** The entry that names one tool of the rule's server in the rule's client's own syntax. */
export function entryFor(rule: ConsentRule, published: string): string {
  const tool = `${rule.prefix ?? ''}${published}`;
  if (rule.client === 'claude-code') return `mcp__${rule.server}__${tool}`;
  // A profile's server part may be a glob (`*/tool:x`): the carried entry names this server only, never every server.
  if (rule.client === 'gateway') return `${rule.server}/tool:${tool}`;
  // VS Code names an MCP server's tool `<server>/<tool>` in a tool set, as in a custom agent's tools.
  if (rule.client === 'vscode') return `${rule.server}/${tool}`;
  return tool;
}
