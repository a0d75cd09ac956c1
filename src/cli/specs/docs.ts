// `mcp-contract docs`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';

export const DOC_SECTIONS = ['usage', 'rules', 'release-rules', 'scan-rules', 'canary-rules', 'host-checks', 'exit-codes', 'inputs', 'outputs', 'config'] as const;

export const DOCS = command({
  name: 'docs',
  about: "Regenerates the generated sections of README.md and docs/*.md from the code (npm run docs), or prints one section.",
  usage: ['[{section}] [{readme}]'],
  options: [
    { name: 'section', value: 'S', choices: DOC_SECTIONS, help: 'print only this generated section instead of rewriting the pages' },
    { name: 'readme', value: 'FILE', help: 'the one page to regenerate (default: README.md and every docs/*.md in the current directory)' },
  ],
});
