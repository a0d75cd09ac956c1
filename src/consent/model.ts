// A saved decision in a client's own file, read into one shape: which server's tools it names, what it does to them,
// and the exact place of its string in the file, so a carry edits that list and nothing else.

/** The clients whose files hold per-tool decisions (the gateway is our own config's profiles). */
export type ConsentClient = 'claude-code' | 'gemini' | 'codex' | 'gateway';

export const CONSENT_CLIENT_LABEL: Readonly<Record<ConsentClient, string>> = {
  'claude-code': 'Claude Code',
  gemini: 'Gemini CLI',
  codex: 'Codex',
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
  entry: Entry;
  list: RuleList;
}

/** A rule's line, as a reader finds it. */
export function ruleWhere(rule: ConsentRule): string {
  return `${rule.list.file}:${rule.entry.line}`;
}

/** The entry that names one tool of the rule's server in the rule's client's own syntax. */
export function entryFor(rule: ConsentRule, tool: string): string {
  if (rule.client === 'claude-code') return `mcp__${rule.server}__${tool}`;
  // A profile's server part may be a glob (`*/tool:x`): the carried entry names this server only, never every server.
  if (rule.client === 'gateway') return `${rule.server}/tool:${tool}`;
  return tool;
}
