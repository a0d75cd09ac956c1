// The output formats of every command that reports: their names, the words also taken for them, and which one an
// `--out` file's extension names. A command's table (spec.ts) says which of them it writes.

export const FORMATS = ['text', 'markdown', 'json', 'junit', 'sarif', 'changelog'] as const;
export type Format = (typeof FORMATS)[number];

/** Other words for a format, taken wherever the format is. */
export const FORMAT_ALIASES: Readonly<Record<string, Format>> = { md: 'markdown' };

const BY_EXTENSION: ReadonlyArray<[RegExp, Format]> = [
  [/\.xml$/i, 'junit'],
  [/\.sarif(\.json)?$/i, 'sarif'],
  [/\.json$/i, 'json'],
  [/\.(md|markdown)$/i, 'markdown'],
];

/** The format an `--out` file's extension names, among those the command writes (else text). */
export function formatOfFile<F extends string>(file: string, allowed: readonly F[]): F | 'text' {
  const hit = BY_EXTENSION.find(([re, f]) => re.test(file) && (allowed as readonly string[]).includes(f));
  return hit ? (hit[1] as F) : 'text';
}

/** Renderers of one command's data, one per format it writes: the lookup behind its `--format`. */
export type Formatters<F extends Format, T> = Readonly<Record<F, (data: T) => string>>;
