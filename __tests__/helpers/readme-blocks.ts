// The README and its docs/ pages as the tests read them: a block is found in whichever page holds it now, so a
// section can move between pages without its test losing track of it (and a block that is nowhere fails loudly).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = (): string => process.cwd();

/** The documentation pages, relative to the repository root: README.md first, then docs/*.md by name. */
export function docPages(): string[] {
  const docs = readdirSync(path.join(root(), 'docs')).filter((n) => n.endsWith('.md')).sort();
  return ['README.md', ...docs.map((n) => `docs/${n}`)];
}

/** One page's text (`README.md`, `docs/cli.md`). */
export function docPage(rel: string): string {
  return readFileSync(path.join(root(), rel), 'utf8');
}

/** Every page, one after the other: for checks about what the documentation says anywhere. */
export function allDocs(): string {
  return docPages().map(docPage).join('\n');
}

/** The code block after `<!-- verbatim:NAME -->`, exactly as its page prints it; exactly one page may hold it. */
export function readmeExample(name: string, lang = 'js'): string {
  const re = new RegExp(`<!-- verbatim:${name} -->\\n\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``);
  const found = docPages().flatMap((p) => {
    const m = re.exec(docPage(p));
    return m ? [m[1]] : [];
  });
  if (found.length !== 1) throw new Error(`${found.length === 0 ? 'no' : 'more than one'} documentation page has a verbatim:${name} block`);
  return found[0];
}
