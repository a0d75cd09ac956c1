// What a declared rename, merge or split does to the decisions users saved in their own clients: every rule naming an
// old tool stops matching it, and a deny on an old name does not cover the new one. A few lines for the PR comment and
// the release notes, with the one `mcp-contract consent` command that carries the rules. Tool names are server text:
// each goes through a code span.
import { parseRef } from '../core/shared/canonical.js';
import type { Change, Report } from '../core/shared/model.js';
import { codeSpan } from './escape.js';

/** The snapshot pair a user's consent run reads: the last release's and this one's (git refs; a path in the repo). */
export interface ConsentPair {
  from: string;
  to: string;
  snapshot: string;
}

const MOVES = new Set<Change['type']>(['renamed', 'merged', 'split']);
const MAX_LINES = 20;

function nameOf(ref: string): string {
  return parseRef(ref)?.key ?? ref;
}

/** One line per declared tool move (surfaces seen once): `a` → `b`, with the server when there are several. */
function moveLines(reports: readonly Report[]): string[] {
  const multi = reports.length > 1;
  const out: string[] = [];
  for (const r of reports)
    for (const c of r.changes) {
      if (c.kind !== 'tool' || !MOVES.has(c.type) || !c.before?.refs.length || !c.after?.refs.length) continue;
      const line = `- ${c.before.refs.map((x) => codeSpan(nameOf(x), 200)).join(', ')} → ${c.after.refs.map((x) => codeSpan(nameOf(x), 200)).join(', ')}${multi ? ` (${codeSpan(r.server, 100)})` : ''}`;
      if (!out.includes(line)) out.push(line);
    }
  return out;
}

/**
 * The section, or nothing when no tool moved. Without `pair` (a PR, before any release tag exists) the command names
 * the tags and snapshot path to fill in.
 */
export function clientRulesMarkdown(reports: readonly Report[], pair?: ConsentPair, heading = '####'): string[] {
  const moves = moveLines(reports);
  if (moves.length === 0) return [];
  const shown = moves.length > MAX_LINES ? [...moves.slice(0, MAX_LINES), `- and ${moves.length - MAX_LINES} more`] : moves;
  const snapshot = pair?.snapshot ?? '<snapshot>';
  const command = `mcp-contract consent --config mcp-contract.json --from git:${pair?.from ?? '<last release tag>'}:${snapshot} --to git:${pair?.to ?? '<this release tag>'}:${snapshot} --root <your project>`;
  return [
    `${heading} Saved client rules`,
    '',
    "Users' saved rules naming these tools stop matching them, and a deny on an old name does not cover the new one: Claude Code `permissions` (`mcp__<server>__<tool>`), Gemini CLI `includeTools`/`excludeTools`, Codex `enabled_tools`/`disabled_tools`/`tools.<tool>.approval_mode`, VS Code tool sets and gateway profiles.",
    '',
    ...shown,
    '',
    `Users carry them (denies to every successor, allows only to a tool that can do no more) by running, in a clone of this repository: ${codeSpan(command, 600)}; it prints the plan, and \`--write\` applies it.`,
    '',
  ];
}
