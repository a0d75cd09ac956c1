// The host checks as `mcp-contract rules --hosts` prints them and the README table shows them: generated from the
// profiles, so the table cannot drift from what is enforced.
import { markdownTable, tableCellText as cell } from '../core/rules/registry.js';
import { HOST_CHECKS, hostByName } from './profiles.js';

export function renderHostChecksMarkdown(): string {
  return markdownTable(
    ['Check', 'Host', 'Refuses', 'Pointer', 'Fails the whole request', 'Default', 'Source (read)'],
    HOST_CHECKS.map((c) => {
      const h = hostByName(c.host);
      return [`\`${c.id}\``, `\`${c.host}\``, cell(c.rejects), `\`${c.pointer}\``, h.wholeRequest ? 'yes' : 'no', h.byDefault ? 'on' : 'opt-in', `[${new URL(c.source).host}](${c.source}) (${c.read})`];
    }),
  );
}

export function renderHostChecksText(): string {
  return HOST_CHECKS.map((c) => `${c.id.padEnd(36)} ${c.host.padEnd(17)} ${c.rejects}\n`).join('');
}
