// The host badge: which of the hosts a repository ships to accept every tool of the committed contract
// (`anthropic ✓ openai ✓ gemini ✗`), from the hosts pass's acceptance (report.hosts). Red when a host that fails the whole
// request for one refused tool refuses one (every session on it breaks), yellow when only a host that drops the tool
// refuses (a listing, HTTP clients' x-mcp-header rule), green when every host accepts every tool.
import type { HostAcceptance } from '../core/shared/model.js';
import type { BadgeData } from './badge.js';

export const DEFAULT_HOST_BADGE_LABEL = 'mcp hosts';

export function hostBadgeData(input: { hosts: readonly HostAcceptance[]; label?: string }): BadgeData {
  const refusing = input.hosts.filter((h) => h.rejected.length > 0);
  const color = refusing.length === 0 ? 'brightgreen' : refusing.some((h) => h.wholeRequest) ? 'red' : 'yellow';
  // The refused tools are counted, not named: a badge is a summary, and tool names are server text.
  const cells = input.hosts.map((h) => {
    const tools = new Set(h.rejected.map((r) => `${r.surface}\u0000${r.tool}`)).size;
    return tools === 0 ? `${h.host} \u2713` : `${h.host} \u2717 ${tools}`;
  });
  return { schemaVersion: 1, label: input.label ?? DEFAULT_HOST_BADGE_LABEL, message: cells.length > 0 ? cells.join(' ') : 'no hosts', color };
}
