// `npm run bench` figure for rendering a large report (BENCH_ONLY=render): the job summary, the PR comment and the
// terminal text of n removals of one rule, each with a 2,000-character value (the shape of
// __tests__/render/size.test.ts), at 300 and 1,500 changes. Rendering has to stay near-linear: the 1,500/300 time ratio
// is checked against 7 for 5x the rows (it was 20 before: one row's variants were matched by re-serialising
// every earlier one, and each size budget re-rendered every row).
import { removal, report } from '../../__tests__/fixtures/render/changes.mjs';

function reports(n) {
  return [report(Array.from({ length: n }, (_, i) => removal(i, 'z'.repeat(2000))), 'big', 'live')];
}

/** Worker side: best of `rounds` renders of all three outputs, each round on fresh reports (the renderer memoises per report). */
export async function renderWorker(load, n, rounds) {
  const { renderMarkdown } = await load('src/render/markdown.js');
  const { renderText } = await load('src/render/text.js');
  const { markerFor } = await load('src/github/hidden.js');
  const { summaryContext } = await load('src/action/summary.js');
  const marker = markerFor('mcp-contract.json', ['big']);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const r = reports(n);
    globalThis.gc?.();
    const t = performance.now();
    const summary = renderMarkdown(r, { ...summaryContext('/tmp/out/mcp-contract-report.json'), verdict: 'fail' });
    const comment = renderMarkdown(r, { marker, verdict: 'needs-signoff' });
    const text = renderText(r);
    times.push(performance.now() - t);
    bytes = summary.length + comment.length + text.length;
  }
  return { ms: Math.min(...times), chars: bytes };
}

/** Main side: both sizes, the ratio and its check. */
export function renderFigures(check, runWorker, ms) {
  const small = runWorker('render', '300');
  const large = runWorker('render', '1500');
  const ratio = large.ms / small.ms;
  console.log(`render 300 changes (summary + comment + text)     ${ms(small.ms)}   1,500 changes ${ms(large.ms)}   1,500/300 ratio ${ratio.toFixed(1)}`);
  check(`rendering 1,500 changes under 7x the time of 300 (${ratio.toFixed(1)})`, ratio < 7);
}
