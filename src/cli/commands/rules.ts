// `mcp-contract rules`: the rule catalog, as the README shows it or as data.
import { RULES } from '../../core/rules/rules.js';
import { renderRulesMarkdown } from '../../core/rules/rules-doc.js';
import { formatOf, parse, str } from '../args.js';
import type { CliIo } from '../io.js';

export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('rules', args, { format: { type: 'string', short: 'f' } });
  const format = formatOf('rules', str(p, 'format'), ['text', 'markdown', 'json'] as const, 'text');
  if (format === 'json') io.stdout(`${JSON.stringify(RULES, null, 2)}\n`);
  else if (format === 'markdown') io.stdout(`${renderRulesMarkdown()}\n`);
  else for (const r of RULES) io.stdout(`${r.id.padEnd(44)} ${r.severity.padEnd(9)} ${r.kinds.join(',')}\n`);
  return 0;
}
