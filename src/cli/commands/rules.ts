// `mcp-contract rules`: the rule catalog, as docs/rules.md shows it or as data.
import { RULES } from '../../core/rules/rules.js';
import { renderRulesMarkdown } from '../../core/rules/rules-doc.js';
import { HOST_CHECKS } from '../../hosts/profiles.js';
import { renderHostChecksMarkdown, renderHostChecksText } from '../../hosts/doc.js';
import { flag, parseCommand } from '../args.js';
import type { Formatters } from '../formats.js';
import type { CliIo } from '../io.js';
import type { FormatOf } from '../spec.js';
import { RULES_COMMAND } from '../specs/rules.js';

const RENDER: Formatters<FormatOf<typeof RULES_COMMAND>, typeof RULES> = {
  text: (rules) => rules.map((r) => `${r.id.padEnd(44)} ${r.severity.padEnd(9)} ${r.kinds.join(',')}\n`).join(''),
  markdown: () => `${renderRulesMarkdown()}\n`,
  json: (rules) => `${JSON.stringify(rules, null, 2)}\n`,
};

const HOSTS: Formatters<FormatOf<typeof RULES_COMMAND>, typeof HOST_CHECKS> = {
  text: () => renderHostChecksText(),
  markdown: () => `${renderHostChecksMarkdown()}\n`,
  json: (checks) => `${JSON.stringify(checks, null, 2)}\n`,
};

export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(RULES_COMMAND, args);
  io.stdout(flag(p, 'hosts') ? HOSTS[p.format](HOST_CHECKS) : RENDER[p.format](RULES));
  return 0;
}
