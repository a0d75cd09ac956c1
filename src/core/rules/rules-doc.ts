// The README rule table, rendered from the registry so the docs cannot drift from the code.
import { tableCellText as cell } from './registry.js';
import { RULES } from './rules.js';

/** Stand-in values that make a message template read as a sentence in the table. */
const EXAMPLE: Readonly<Record<string, string>> = {
  kind: 'tool',
  name: 'NAME',
  surface: 'SURFACE',
  property: 'PROPERTY',
  argument: 'ARGUMENT',
};

export function renderRulesMarkdown(): string {
  const lines = ['| Rule | Severity | Kinds | Reads | What it flags | Why |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of RULES) {
    const flags = r.message.replace(/\{([A-Za-z]+)\}/g, (_whole, k: string) => EXAMPLE[k] ?? `<${k}>`);
    lines.push(`| \`${r.id}\` | ${r.severity} | ${r.kinds.join(', ')} | ${r.reads.join(', ')} | ${cell(flags)} | ${cell(r.why)} |`);
  }
  return `${lines.join('\n')}\n`;
}
