// Each command's options are declared once: what the parser takes is exactly what --help and the usage lines show,
// the README's CLI block is the usage text, and every reporting command takes --format (with --json its alias).
import path from 'node:path';
import { parserOptions } from '../../src/cli/args.js';
import { FORMATS } from '../../src/cli/formats.js';
import { COMMANDS, usage } from '../../src/cli/main.js';
import { SPECS } from '../../src/cli/specs/index.js';
import { EXIT_DOCS } from '../../src/core/shared/errors.js';
import { ROOT, cli } from '../helpers/cli-harness.js';
import { allDocs, docPage } from '../helpers/readme-blocks.js';

/** The `--long` names a text shows (the option rows of --help, or usage lines). */
function longNames(text: string): string[] {
  return [...new Set([...text.matchAll(/(?<![\w-])--([a-z][a-z-]*)/g)].map((m) => m[1]))].sort();
}

/** The usage section of the overview, as the README's CLI block holds it (the two-space indent dropped). */
function usageSection(): string[] {
  const lines = usage().split('\n');
  const start = lines.indexOf('usage:') + 1;
  return lines.slice(start, lines.indexOf('', start)).map((l) => l.slice(2));
}

function commandUsage(name: string): string {
  const own = usageSection();
  const first = own.findIndex((l) => l.startsWith(`mcp-contract ${name.padEnd(8)} `));
  const rest = own.slice(first);
  const end = rest.findIndex((l, i) => i > 0 && l.startsWith('mcp-contract ') && !l.startsWith(`mcp-contract ${name.padEnd(8)} `));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

describe('usage text', () => {
  it('matches the README CLI block line for line', () => {
    const readme = docPage('docs/cli.md');
    const block = /# CLI\n\n<!-- generated:usage -->\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(usageSection().length).toBeGreaterThan(20);
    expect(block.trimEnd().split('\n')).toEqual(usageSection());
  });

  it('has a table for every command it runs, and --help succeeds for each', async () => {
    expect(Object.keys(COMMANDS).sort()).toEqual(Object.keys(SPECS).sort());
    for (const name of Object.keys(COMMANDS)) {
      const r = await cli([name, '--help'], { cwd: ROOT });
      expect([name, r.code, r.stderr]).toEqual([name, 0, '']);
      expect(r.stdout).toContain(`usage: mcp-contract ${name} `);
    }
    expect(usage()).toContain('mcp-contract COMMAND --help');
  });

  it("lists every exit code the CLI uses, named as the README's table names them", () => {
    const line = usage().split('\n').find((l) => l.startsWith('exit codes: ')) ?? '';
    expect(line).toBe('exit codes: 0 ok, 1 drift, 2 usage, 3 capture, 4 internal, 5 write, 6 untrusted');
    expect(EXIT_DOCS.map((e) => e.code)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('options declared once', () => {
  it.each(Object.keys(SPECS))('%s: what the parser takes is what --help lists and what its usage lines show', async (name) => {
    const parsed = Object.keys(parserOptions(SPECS[name])).sort();
    const help = (await cli([name, '--help'], { cwd: ROOT })).stdout;
    const optionsSection = help.slice(help.indexOf('\noptions:\n'));
    const rows = optionsSection.split('\n').filter((l) => /^ {2}(-\w, )?--/.test(l));
    expect(rows.map((l) => /--([a-z-]+)/.exec(l)?.[1]).sort()).toEqual(parsed);
    expect(longNames(commandUsage(name))).toEqual(parsed);
    // Short letters shown in help are the parser's.
    const shorts = Object.entries(parserOptions(SPECS[name])).flatMap(([long, o]) => (o.short ? [`-${o.short}, --${long}`] : []));
    for (const s of shorts) expect(rows.some((l) => l.startsWith(`  ${s}`))).toBe(true);
    expect(rows.filter((l) => /^ {2}-\w, /.test(l))).toHaveLength(shorts.length);
  });

  it("every flag the README shows with a command, in a command line or in prose, is one that command's table declares", () => {
    const readme = allDocs();
    const names = Object.keys(SPECS).join('|');
    const uses = [
      ...readme.matchAll(new RegExp(`mcp-contract (${names})\\b([^\\n\`]*)`, 'g')),
      ...readme.matchAll(new RegExp(`\`(?:npx )?(?:mcp-contract )?(${names}) ([^\`\\n]*)\``, 'g')),
    ];
    const unknown: string[] = [];
    let seen = 0;
    for (const [, name, rest] of uses)
      for (const flag of longNames(rest.split(' -- ')[0])) {
        seen++;
        if (!(flag in parserOptions(SPECS[name]))) unknown.push(`${name} --${flag}`);
      }
    expect(seen).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it('an option no table declares is refused by name, with the closest one suggested', async () => {
    const r = await cli(['verify', '--snapshott', 'x.json'], { cwd: ROOT });
    expect([r.code, r.stderr.trim()]).toEqual([2, 'mcp-contract verify: unknown option --snapshott (did you mean --snapshot?) (see mcp-contract verify --help)']);
  });

  it('a value outside an option\'s choices is refused before anything runs', async () => {
    const r = await cli(['snapshot', '--via', 'curl', '--out', 'x.json', '--', 'no-such-command-xyz'], { cwd: ROOT });
    expect([r.code, r.stderr.trim()]).toEqual([2, 'mcp-contract snapshot: --via must be one of sdk, inspector (got "curl")']);
  });
});

describe('--format on every command that reports', () => {
  const reporting = Object.values(SPECS).filter((s) => s.formats);

  it('covers the commands that print a report', () => {
    expect(reporting.map((s) => s.name).sort()).toEqual(['approve', 'audit', 'auth', 'badge', 'check', 'consent', 'diff', 'reject', 'release', 'rules', 'scan', 'snapshot', 'status', 'verify']);
    for (const s of reporting) expect(Object.keys(s.formats ?? {})).toContain('json');
  });

  it.each(reporting.map((s) => s.name))('%s refuses a format it cannot write in one line naming what it takes (exit 2)', async (name) => {
    const spec = SPECS[name];
    const takes = Object.keys(spec.formats ?? {});
    for (const missing of [...FORMATS.filter((f) => !takes.includes(f)), 'html']) {
      const r = await cli([name, '--format', missing], { cwd: ROOT });
      expect([r.code, r.stderr]).toEqual([2, `mcp-contract ${name}: --format must be one of ${takes.join(', ')} (got "${missing}")\n`]);
    }
  });

  it('--json is an alias of --format json, says so in help, and contradicting it is a usage error', async () => {
    for (const s of reporting) {
      const help = (await cli([s.name, '--help'], { cwd: ROOT })).stdout;
      expect(help).toMatch(/\n {2}--json +an alias of --format json\n/);
    }
    const json = await cli(['rules', '--json'], { cwd: ROOT });
    const asFormat = await cli(['rules', '--format', 'json'], { cwd: ROOT });
    expect(JSON.parse(json.stdout).length).toBeGreaterThan(10);
    expect(json.stdout).toBe(asFormat.stdout);
    const both = await cli(['rules', '--json', '--format', 'markdown'], { cwd: ROOT });
    expect([both.code, both.stderr]).toEqual([2, 'mcp-contract rules: --json is --format json, which --format markdown contradicts\n']);
  });

  it('md and markdown are the same wherever markdown is offered', async () => {
    const snap = path.join('snapshots', 'notes.json');
    const diffMd = await cli(['diff', snap, snap, '--format', 'md'], { cwd: ROOT });
    const diffMarkdown = await cli(['diff', snap, snap, '--format', 'markdown'], { cwd: ROOT });
    expect(diffMd.code).toBe(0);
    expect(diffMd.stdout).toMatch(/^### ✅ MCP contract: no contract changes/);
    expect(diffMd.stdout).toBe(diffMarkdown.stdout);
    const rulesMd = await cli(['rules', '--format', 'md'], { cwd: ROOT });
    const rulesMarkdown = await cli(['rules', '--format', 'markdown'], { cwd: ROOT });
    expect(rulesMarkdown.stdout).toMatch(/^\| Rule \| Severity \|/);
    expect(rulesMd.stdout).toBe(rulesMarkdown.stdout);
  });
});

describe('--fail-on: one vocabulary', () => {
  const taking = Object.values(SPECS).filter((s) => s.failOn);

  it('every command that takes it takes breaking|review|safe|none and says what the threshold applies to', async () => {
    expect(taking.map((s) => s.name).sort()).toEqual(['diff', 'scan']);
    for (const s of taking) {
      const help = (await cli([s.name, '--help'], { cwd: ROOT })).stdout;
      expect(help).toMatch(new RegExp(`\\n {2}--fail-on S +exit 1 when ${s.failOn?.subject.replace(/[()]/g, '\\$&')} is at least this severe: breaking \\(default\\), review, safe, none`));
      expect(commandUsage(s.name)).toContain('[--fail-on breaking|review|safe|none]');
    }
    expect((await cli(['scan', '--help'], { cwd: ROOT })).stdout).toContain('error, warning and note also work, for breaking, review and safe');
  });

  it('a word outside the vocabulary is one usage line listing what is taken', async () => {
    const r = await cli(['scan', '--fail-on', 'everything'], { cwd: ROOT });
    expect([r.code, r.stderr]).toEqual([2, 'mcp-contract scan: --fail-on must be one of breaking, review, safe, none (got "everything")\n']);
    const d = await cli(['diff', 'a.json', 'b.json', '--fail-on', 'error'], { cwd: ROOT });
    expect([d.code, d.stderr]).toEqual([2, 'mcp-contract diff: --fail-on must be one of breaking, review, safe, none (got "error")\n']);
  });
});
