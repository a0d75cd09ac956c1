// `mcp-contract docs`: regenerates the README's generated sections (`npm run docs`), or prints one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDocSection, spliceReadme } from '../docs.js';
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
  const path = join(io.cwd, str(p, 'readme') ?? 'README.md');
  const before = readFileSync(path, 'utf8');
  const after = spliceReadme(before, io.cwd);
  if (after !== before) writeFileSync(path, after);
  io.stdout(after === before ? 'README.md is up to date\n' : 'README.md regenerated\n');
  return 0;
}
