// The clients' saved permission rules, held against each server's committed snapshot: a rule naming a tool the
// snapshot no longer serves protects (or allows) nothing, and a server-wide or wildcard allow approves every tool the
// server serves, destructive and open-world ones included. The findings come from the consent adapter (the CLI hands
// them in, like identities); this file holds their shape, their two rule rows and their text and markdown.
import { escapeInline } from '../render/escape.js';
import { cleanTerminal } from '../render/text.js';
import type { ScanLevel } from './rules.js';

export interface PermissionFinding {
  rule: 'permission-rule-void' | 'permission-rule-widened';
  level: ScanLevel;
  /** As shown (workspace-relative when inside it), and absolute for SARIF. */
  file: string;
  abs: string;
  line: number;
  /** The client's label (`Claude Code`, `Codex`, ...), the server's key in its file, and the rule as written. */
  client: string;
  server: string;
  effect: 'allow' | 'ask' | 'deny';
  entry: string;
  /** The committed snapshot the rule was held against. */
  snapshot: string;
  message: string;
}

export interface PermissionRuleRow {
  id: PermissionFinding['rule'];
  title: string;
  why: string;
}

export const PERMISSION_RULES: readonly PermissionRuleRow[] = [
  {
    id: 'permission-rule-void',
    title: 'A saved client rule names a tool the committed snapshot no longer serves',
    why: 'After a rename the rule matches nothing: a deny or ask stops protecting (the new name runs as the rest do), an allow stops applying. mcp-contract consent carries it to the new name.',
  },
  {
    id: 'permission-rule-widened',
    title: 'A server-wide or wildcard allow approves tools that may write',
    why: 'mcp__srv, mcp__srv__*, srv/*, trust and a server-wide approve follow every tool the server serves, including the ones that do not declare themselves read-only, and every one it adds later.',
  },
];

function where(f: PermissionFinding): string {
  return `${cleanTerminal(f.file, 300)}:${f.line}`;
}

export function permissionText(findings: readonly PermissionFinding[]): string[] {
  if (findings.length === 0) return [];
  return [
    'client permission rules, held against the committed snapshots:',
    ...findings.map((f) => `  ${where(f)}: ${f.level}: ${f.rule} ${f.client} ${f.effect} "${cleanTerminal(f.entry, 200)}" (${cleanTerminal(f.server, 80)}): ${cleanTerminal(f.message, 600)}`),
  ];
}

export function permissionMarkdown(findings: readonly PermissionFinding[]): string[] {
  if (findings.length === 0) return [];
  return [
    '#### Client permission rules',
    '',
    ...findings.map((f) => `- **${f.level}** \`${f.rule}\`, ${escapeInline(f.file, 300)} line ${f.line}: ${f.client} ${f.effect} ${escapeInline(`"${f.entry}"`, 200)} (${escapeInline(f.server, 80)}): ${escapeInline(f.message, 600)}`),
    '',
  ];
}
