// The report renderers of REPORT_RENDERERS (render.ts), each loaded when its format is asked for: the CLI's diff writing
// a text report never parses the markdown, JUnit or SARIF code (issue 55: a command loads only the code it uses). Each
// row renders exactly what the public one renders; __tests__/render/render-lazy.test.ts holds them to it, format by format.
import type { ReportFormat, ReportRenderer } from './render.js';

export const LAZY_RENDERERS: Record<ReportFormat, () => Promise<ReportRenderer>> = {
  text: async () => {
    const { renderText } = await import('../render/text.js');
    return (report) => renderText(report);
  },
  markdown: async () => {
    const { renderMarkdown } = await import('../render/markdown.js');
    return (report) => renderMarkdown([report], { standalone: true });
  },
  json: async () => (report) => `${JSON.stringify(report, null, 2)}\n`,
  junit: async () => {
    const { renderJunit } = await import('../render/junit.js');
    return (report) => renderJunit([report]);
  },
  sarif: async () => {
    const { renderSarifDrift } = await import('../render/sarif-drift.js');
    return (report, context) => renderSarifDrift([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root });
  },
};

/**
 * Whether a format's report shows the hosts pass's evidence (report.hosts: refusals by host, the context cost). SARIF
 * and JUnit list the changes alone: the CLI's diff skips that work for them (cli/diff-report.ts).
 */
export const SHOWS_HOST_EVIDENCE: Readonly<Record<ReportFormat, boolean>> = { text: true, markdown: true, json: true, junit: false, sarif: false };

/** The renderers of `formats` (each loaded once, all at once). */
export async function renderersFor<F extends ReportFormat>(formats: readonly F[]): Promise<Map<F, ReportRenderer>> {
  const unique = [...new Set(formats)];
  const loaded = await Promise.all(unique.map((f) => LAZY_RENDERERS[f]()));
  return new Map(unique.map((f, i) => [f, loaded[i]]));
}
