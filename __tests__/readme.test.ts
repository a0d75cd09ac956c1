// The README's generated sections and example workflow tell the truth about the code and action.yml.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionEntries, spliceReadme } from '../src/cli/docs.js';
import { OUTPUTS } from '../src/action/outputs.js';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const actionYml = readFileSync(join(root, 'action.yml'), 'utf8');

function block(text: string, start: string): string {
  const i = text.indexOf(start);
  if (i < 0) return '';
  const rest = text.slice(i);
  const end = rest.search(/\n[a-z]/);
  return rest.slice(0, end < 0 ? undefined : end);
}

describe('README', () => {
  it('has its generated sections up to date (run `npm run docs` if this fails)', () => {
    expect(spliceReadme(readme, root)).toBe(readme);
  });

  it('documents every action input and output', () => {
    const inputs = actionEntries(actionYml, 'inputs').map((e) => e.name);
    expect(inputs).toEqual(
      expect.arrayContaining(['config', 'server', 'mode', 'github-token', 'fail-on', 'comment', 'approval', 'approval-label', 'base-ref', 'working-directory']),
    );
    for (const name of inputs) expect(readme).toContain(`| \`${name}\` |`);
    expect(actionEntries(actionYml, 'outputs').map((e) => e.name).sort()).toEqual([...OUTPUTS].sort());
  });

  it('shows the same triggers and permissions as the workflow this repository runs', () => {
    const own = readFileSync(join(root, '.github', 'workflows', 'mcp-contract.yml'), 'utf8');
    const example = /<!-- example-workflow -->\n```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const strip = (s: string) => s.split('\n').filter((l) => !l.trim().startsWith('#')).join('\n');
    expect(block(strip(example), 'on:')).toBe(block(strip(own), 'on:'));
    expect(block(strip(example), 'permissions:')).toBe(block(strip(own), 'permissions:'));
  });
});
