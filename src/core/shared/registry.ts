// What every rule registry (classifier, release, scan, canary) shares: lookup by id, and its README table.

/** A lookup that fails loudly: an id missing from its registry is a programming error, never a user's. */
export function byIdOf<T extends { id: string }>(rules: readonly T[], what: string): (id: string) => T {
  const index = new Map(rules.map((r) => [r.id, r]));
  return (id) => {
    const r = index.get(id);
    if (!r) throw new Error(`unknown ${what} rule "${id}"`);
    return r;
  };
}

/** Table cell text: a pipe would split the cell and a newline would end the row. */
export function tableCellText(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A markdown table (header row, separator, rows), ending in a newline. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return `${[line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')}\n`;
}
