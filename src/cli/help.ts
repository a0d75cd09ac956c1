// The usage lines and `--help` of a command, generated from its table (spec.ts): nothing here names an option.
import { addedTo, optionRows, placedIn, type CommandSpec, type OptionRow } from './spec.js';

/** Usage lines longer than this wrap, continued under the command's first argument. */
const WIDTH = 120;
/** `mcp-contract ` and the padded command name (`snapshot `). */
const NAME_WIDTH = 9;

/** How usage shows an option: `--config FILE`, `--via sdk|inspector`, `--update`. */
function shown(row: OptionRow): string {
  const value = row.choices ? row.choices.join('|') : row.value;
  return value ? `--${row.name} ${value}` : `--${row.name}`;
}

/** Each form with its options: those it places as `{name}`, then those no form places whose row names it. */
function forms(spec: CommandSpec): string[] {
  const byName = new Map(optionRows(spec).map((r) => [r.name, r]));
  for (const name of spec.usage.flatMap(placedIn)) if (!byName.has(name)) throw new Error(`usage of ${spec.name} names {${name}}, which is no option of its table`);
  return spec.usage.map((form, i) => {
    const filled = form.replace(/\{([a-z-]+)\}/g, (_, name: string) => shown(byName.get(name) as OptionRow));
    const added = addedTo(spec, i).map((r) => `[${shown(r)}]${r.repeat ? '...' : ''}`);
    const tail = / \(?-- /.exec(` ${filled}`)?.index ?? filled.length + 1;
    return [filled.slice(0, tail), ...added, filled.slice(tail)].map((t) => t.trim()).filter(Boolean).join(' ');
  });
}

/** Splits at spaces outside brackets, parentheses and quotes, so `[--header 'K: V']` stays whole. */
function units(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of line) {
    if (ch === "'") quoted = !quoted;
    else if (!quoted && '[('.includes(ch)) depth++;
    else if (!quoted && '])'.includes(ch)) depth--;
    if (ch === ' ' && depth === 0 && !quoted) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  // The server's command line after `--` stays together: it is one thing the reader copies.
  const dd = out.indexOf('--');
  return dd < 0 ? out : [...out.slice(0, dd), out.slice(dd).join(' ')];
}

/** Fills lines up to WIDTH (counting `lead`, which the first line carries), continuing under `indent` spaces. */
function wrap(lead: string, text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = lead;
  for (const u of units(text)) {
    const fresh = line.trim() === '' || line === lead;
    if (!fresh && line.length + 1 + u.length > WIDTH) {
      lines.push(line);
      line = `${' '.repeat(indent)}${u}`;
    } else line = fresh ? `${line}${u}` : `${line} ${u}`;
  }
  lines.push(line);
  return lines;
}

/** The command's usage lines as the overview and the CLI block of docs/cli.md show them (`mcp-contract check    ...`). */
export function usageLines(spec: CommandSpec): string[] {
  const lead = `mcp-contract ${spec.name.padEnd(NAME_WIDTH - 1)} `;
  return forms(spec).flatMap((form) => wrap(lead, form, lead.length));
}

function optionLabel(row: OptionRow): string {
  return `${row.short ? `-${row.short}, ` : ''}--${row.name}${row.value ? ` ${row.value}` : ''}`;
}

/** `mcp-contract COMMAND --help`: usage, what it does, its arguments and every option its table declares. */
export function commandHelp(spec: CommandSpec): string {
  const rows = optionRows(spec);
  const operands = spec.operands ?? [];
  const width = Math.max(...rows.map((r) => optionLabel(r).length), ...operands.map((o) => o.name.length));
  const lead = `mcp-contract ${spec.name} `;
  const usage = forms(spec).flatMap((form, i) => wrap(`${i === 0 ? 'usage: ' : '       '}${lead}`, form, 7 + lead.length));
  return [
    ...usage,
    '',
    spec.about,
    '',
    ...(operands.length ? ['arguments:', ...operands.map((o) => `  ${o.name.padEnd(width)}  ${o.help}`), ''] : []),
    'options:',
    ...rows.map((r) => `  ${optionLabel(r).padEnd(width)}  ${r.help}`),
    '',
  ].join('\n');
}
