// The README and its docs/ pages tell the truth about the code and action.yml: their generated sections are what the
// code renders today, every action input and output is documented, the example workflow is the one this repository
// runs, and every relative link and anchor leads somewhere.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DOC_SECTIONS, actionEntries, docPages, spliceReadme } from '../src/cli/docs.js';
import { OUTPUTS } from '../src/action/outputs.js';

const root = join(import.meta.dirname, '..');
const pages = docPages(root);
const text = (page: string): string => readFileSync(join(root, page), 'utf8');
const actionPage = text('docs/action.md');
const actionYml = readFileSync(join(root, 'action.yml'), 'utf8');

function block(text: string, start: string): string {
  const i = text.indexOf(start);
  if (i < 0) return '';
  const rest = text.slice(i);
  const end = rest.search(/\n[a-z]/);
  return rest.slice(0, end < 0 ? undefined : end);
}

/** GitHub's heading anchors: lower case, punctuation but `-` and `_` dropped, each space a `-`; repeats get `-N`. */
function anchorsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const h = fence ? null : /^#{1,6} (.*)$/.exec(line);
    if (!h) continue;
    const base = h[1].trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
    let slug = base;
    for (let n = 1; out.has(slug); n++) slug = `${base}-${n}`;
    out.add(slug);
  }
  return out;
}

/** The relative links of a page outside code: `[text](target)`, with the target split at `#`. */
function linksOf(markdown: string): { target: string; anchor?: string }[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((t) => !/^[a-z]+:/i.test(t))
    .map((t) => ({ target: t.split('#')[0], anchor: t.includes('#') ? t.slice(t.indexOf('#') + 1) : undefined }));
}

describe('README and docs/', () => {
  it.each(pages)('%s has its generated sections up to date (run `npm run docs` if this fails)', (page) => {
    expect(spliceReadme(text(page), root)).toBe(text(page));
  });

  it('holds each generated section on exactly one page', () => {
    for (const s of DOC_SECTIONS) expect([s, pages.filter((p) => text(p).includes(`<!-- generated:${s} -->`))]).toEqual([s, [expect.any(String)]]);
  });

  it('documents every action input and output', () => {
    const inputs = actionEntries(actionYml, 'inputs').map((e) => e.name);
    expect(inputs).toEqual(
      expect.arrayContaining(['config', 'server', 'mode', 'github-token', 'fail-on', 'comment', 'approval', 'approval-label', 'base-ref', 'working-directory']),
    );
    for (const name of inputs) expect(actionPage).toContain(`| \`${name}\` |`);
    expect(actionEntries(actionYml, 'outputs').map((e) => e.name).sort()).toEqual([...OUTPUTS].sort());
  });

  it('shows the same triggers and permissions as the workflow this repository runs', () => {
    const own = readFileSync(join(root, '.github', 'workflows', 'mcp-contract.yml'), 'utf8');
    const example = /<!-- example-workflow -->\n```yaml\n([\s\S]*?)```/.exec(actionPage)?.[1] ?? '';
    const strip = (s: string) => s.split('\n').filter((l) => !l.trim().startsWith('#')).join('\n');
    expect(block(strip(example), 'on:')).toBe(block(strip(own), 'on:'));
    expect(block(strip(example), 'permissions:')).toBe(block(strip(own), 'permissions:'));
  });

  it('links only to files that exist and to anchors their page has', () => {
    const broken = [...pages, 'python/pytest-mcp-contract/README.md'].flatMap((page) =>
      linksOf(text(page)).flatMap(({ target, anchor }) => {
        const file = target === '' ? join(root, page) : join(root, dirname(page), target);
        if (!existsSync(file)) return [`${page}: ${target}`];
        if (anchor === undefined || !file.endsWith('.md')) return [];
        return anchorsOf(readFileSync(file, 'utf8')).has(anchor) ? [] : [`${page}: ${target}#${anchor}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('keeps the README a front door: short, linking every docs/ page', () => {
    const readme = text('README.md');
    expect(readme.split('\n').length).toBeLessThan(250);
    for (const page of pages.filter((p) => p !== 'README.md')) expect([page, readme.includes(`](${page})`)]).toEqual([page, true]);
  });
});
