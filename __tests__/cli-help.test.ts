// The README's CLI block is the CLI's own usage text, and every format name it shows is accepted where markdown is offered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMANDS, COMMAND_HELP, USAGE } from '../src/cli/main.js';
import { EXIT_DOCS } from '../src/core/shared/errors.js';
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

  it('has help for every command it runs, and --help succeeds for each', async () => {
    expect(Object.keys(COMMANDS).sort()).toEqual(Object.keys(COMMAND_HELP).sort());
    for (const name of Object.keys(COMMANDS)) {
      const r = await cli([name, '--help'], { cwd: ROOT });
      expect([name, r.code, r.stderr]).toEqual([name, 0, '']);
      expect(r.stdout).toContain(`usage: mcp-contract ${name} `);
    }
  });

  it("lists every exit code the CLI uses, named as the README's table names them", () => {
    const line = USAGE.split('\n').find((l) => l.startsWith('exit codes: ')) ?? '';
    expect(line).toBe('exit codes: 0 ok, 1 drift, 2 usage, 3 capture, 4 internal, 5 write');
    expect(EXIT_DOCS.map((e) => e.code)).toEqual([0, 1, 2, 3, 4, 5]);
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
