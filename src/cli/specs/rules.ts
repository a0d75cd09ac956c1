// `mcp-contract rules`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';

export const RULES_COMMAND = command({
  name: 'rules',
  about: 'Prints the rule catalog: every rule id, its default severity and the kinds it applies to.',
  usage: ['[{hosts}]'],
  options: [{ name: 'hosts', help: 'the host checks instead: what each model host refuses in a tool, the pointer, the source and the date it was read' }],
  formats: { text: '', markdown: 'the table docs/rules.md shows', json: '' },
});
