// `mcp-contract docs`: regenerates the generated sections of the README and docs/*.md (`npm run docs`), or prints one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docPages, renderDocSection, spliceReadme } from '../docs.js';
import { oneOf, parseCommand, str } from '../args.js';
import { DOCS, DOC_SECTIONS } from '../specs/docs.js';
import type { CliIo } from '../io.js';

export async function docsCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(DOCS, args);
  const section = str(p, 'section');
  if (section) {
    io.stdout(`${renderDocSection(oneOf('docs', 'section', section, DOC_SECTIONS, 'rules'), io.cwd)}\n`);
    return 0;
  }
  const one = str(p, 'readme');
  const changed = (one ? [one] : docPages(io.cwd)).filter((page) => {
    const path = join(io.cwd, page);
    const before = readFileSync(path, 'utf8');
    const after = spliceReadme(before, io.cwd);
    if (after !== before) writeFileSync(path, after);
    return after !== before;
  });
  io.stdout(changed.length === 0 ? 'the generated sections are up to date\n' : changed.map((page) => `${page} regenerated\n`).join(''));
  return 0;
}
