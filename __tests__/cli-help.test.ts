// The README's CLI block is the CLI's own usage text, and every format name it shows is accepted where markdown is offered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMAND_HELP, USAGE } from '../src/cli/main.js';
import { ROOT, cli } from './helpers/cli-harness.js';

describe('usage text', () => {
  it('matches the README CLI block line for line', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const block = /## CLI\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const usage = USAGE.split('\n').filter((l) => l.startsWith('  mcp-contract ')).map((l) => l.trim());
    expect(usage.length).toBeGreaterThan(5);
    expect(block.trimEnd().split('\n')).toEqual(usage);
  });

  it('lists every command once in the overview, each with its own options', () => {
    for (const [name, help] of Object.entries(COMMAND_HELP)) {
      expect(USAGE).toContain(`mcp-contract ${help.usage[0]}`);
      expect(help.usage.every((u) => u.startsWith(name))).toBe(true);
      expect(help.options.length).toBeGreaterThan(0);
    }
    expect(USAGE).toContain('mcp-contract COMMAND --help');
  });
});

describe('--format', () => {
  const snap = path.join('snapshots', 'notes.json');

  it('md and markdown are the same for diff, release and rules', async () => {
    const diffMd = await cli(['diff', snap, snap, '--format', 'md'], { cwd: ROOT });
    const diffMarkdown = await cli(['diff', snap, snap, '--format', 'markdown'], { cwd: ROOT });
    expect(diffMd.code).toBe(0);
    expect(diffMd.stdout).toMatch(/^### ✅ MCP contract: no contract changes/);
    expect(diffMd.stdout).toBe(diffMarkdown.stdout);
    const rulesMd = await cli(['rules', '--format', 'md'], { cwd: ROOT });
    const rulesMarkdown = await cli(['rules', '--format', 'markdown'], { cwd: ROOT });
    expect(rulesMarkdown.code).toBe(0);
    expect(rulesMarkdown.stdout).toMatch(/^\| Rule \| Severity \|/);
    expect(rulesMd.stdout).toBe(rulesMarkdown.stdout);
    const bad = await cli(['rules', '--format', 'html'], { cwd: ROOT });
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'mcp-contract rules: --format must be one of text, markdown, json (got "html")']);
  });
});
