// The CLI renders reports through the public API's format lookup (src/api/render.ts): one path for both.
export { REPORT_FORMATS, render as renderReport, type ReportFormat } from '../api/render.js';

const BY_EXTENSION: ReadonlyArray<[RegExp, string]> = [
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
