// The README's verbatim examples: the code block after `<!-- verbatim:NAME -->`, exactly as the README prints it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function readmeExample(name: string, lang = 'js'): string {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const m = new RegExp(`<!-- verbatim:${name} -->\\n\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!m) throw new Error(`README has no verbatim:${name} block`);
  return m[1];
}
