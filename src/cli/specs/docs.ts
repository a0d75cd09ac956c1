// `mcp-contract docs`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';

export const DOC_SECTIONS = ['usage', 'rules', 'release-rules', 'scan-rules', 'canary-rules', 'host-checks', 'exit-codes', 'inputs', 'outputs'] as const;

export const DOCS = command({
  name: 'docs',
  about: "Regenerates the README's generated sections from the code (npm run docs), or prints one section.",
  usage: ['[{section}] [{readme}]'],
  options: [
    { name: 'section', value: 'S', choices: DOC_SECTIONS, help: 'print only this generated section instead of rewriting the README' },
    { name: 'readme', value: 'FILE', help: 'the README to regenerate (default README.md in the current directory)' },
  ],
});
