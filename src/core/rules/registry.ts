// What every rule registry (classifier, release, scan, canary) shares: the one severity vocabulary, lookup by id, and
// its README table. Every registry's rows conform to RuleShape (rule-def.ts).
import type { Severity } from './rule-def.js';

/**
 * How the words a registry shows map to the one severity vocabulary. The CLI, SARIF and README keep showing each
 * registry's own word; `severity` is what the registries share (and what a merged view of all findings sorts by).
 *
 * | registry | own word              | severity | because                                                        |
 * | -------- | --------------------- | -------- | -------------------------------------------------------------- |
 * | release  | level `error`         | breaking | fails `release`                                                |
 * | release  | level `warning`       | review   | reported, does not fail the gate                               |
 * | scan     | level `error`         | breaking | fails `scan` at the default `--fail-on breaking`               |
 * | scan     | level `warning`       | review   | fails only at `--fail-on review` or lower                      |
 * | scan     | level `note`          | safe     | fails only at `--fail-on safe`                                 |
 * | scan     | layer `unverified`    | review   | names evidence the configuration cannot give; never fails      |
 * | canary   | a failure (every row) | breaking | a failed canary fails `check`                                  |
 */
export const SEVERITY_OF_LEVEL = { error: 'breaking', warning: 'review', note: 'safe' } as const satisfies Readonly<Record<string, Severity>>;
export const UNVERIFIED_SEVERITY: Severity = 'review';
export const CANARY_FAILURE_SEVERITY: Severity = 'breaking';

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
