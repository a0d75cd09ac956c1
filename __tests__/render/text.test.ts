// Terminal output never passes a server's escape sequences through, and still says what changed.
import type { Change, Report } from '../../src/core/shared/model.js';
import { cleanTerminal, renderText } from '../../src/render/text.js';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';
import { renderMarkdown } from '../../src/render/markdown.js';

function report(changes: Change[]): Report {
  const summary = { breaking: 0, review: 0, safe: 0 };
  for (const c of changes) summary[c.severity]++;
  return { format: 'mcp-contract-report/1', server: 'demo', base: 'main', head: 'HEAD', summary, changes, ignored: [] };
}

const evil = 'wipe\x1b[2J\x1b[31mRED\x1b]8;;http://evil\x07link\x1b]8;;\x07\x9b1m\r\nnext\u202Eeol';

describe('renderText', () => {
  it('strips ANSI and other control sequences from server text', () => {
    expect(cleanTerminal(evil)).toBe('wipeREDlink next⟨U+202E⟩eol');
    const text = renderText(
      report([
        {
          rule: 'capability-removed',
          kind: 'tool',
          surface: 'default',
          type: 'removed',
          severity: 'breaking',
          message: `The tool \`${evil}\` was removed.`,
          hint: evil,
          fingerprint: 'fp1',
          before: { refs: [`tool:${evil}`] },
        },
      ]),
    );
    expect(text).not.toMatch(/[\x1b\x9b\x07\u202E]/);
    expect(text).toContain('BREAKING capability-removed  tool:wipeREDlink next⟨U+202E⟩eol');
    expect(text).toContain('warning: contains invisible characters: U+001B (control character)');
    expect(text).toContain('server demo (main -> HEAD): 1 breaking, 0 review, 0 safe');
  });

  it('colours only its own labels when asked', () => {
    const r = report([
      { rule: 'capability-added', kind: 'tool', surface: 'default', type: 'added', severity: 'safe', message: 'Added.', hint: '', fingerprint: 'f', after: { refs: ['tool:a'] } },
    ]);
    expect(renderText(r, { color: true })).toContain('\x1b[32mSAFE    \x1b[0m');
    expect(renderText(r)).not.toContain('\x1b');
    expect(renderText([report([])])).toContain('no contract changes');
  });
});

describe('renderText on many similar changes', () => {
  const removal = (name: string, surface: string): Change => ({
    rule: 'capability-removed',
    kind: 'tool',
    surface,
    type: 'removed',
    severity: 'breaking',
    message: `The tool \`${name}\` was removed.`,
    hint: 'Keep serving it until callers have moved.',
    fingerprint: `fp-${name}-${surface}`,
    before: { refs: [`tool:${name}`] },
  });

  it('prints a rule\'s hint once, not once per change', () => {
    const text = renderText(report(['a', 'b', 'c'].map((n) => removal(n, 'default'))));
    expect(text.match(/hint: Keep serving it/g)).toHaveLength(1);
    expect(text.match(/The tool `\w` was removed\./g)).toHaveLength(3);
  });

  it('counts a change seen on several surfaces once and says how many copies there are', () => {
    const grouped = renderText(report([removal('a', 'admin'), removal('a', 'default'), removal('c', 'admin')]));
    expect(grouped.split('\n')[0]).toBe('server demo (main -> HEAD): 2 breaking, 0 review, 0 safe (3 counting each surface separately)');
    expect(grouped).toContain('[admin, default]');
    const plain = renderText(report([removal('a', 'default')]));
    expect(plain.split('\n')[0]).toBe('server demo (main -> HEAD): 1 breaking, 0 review, 0 safe');
  });
});

// Issue 53: a grouped row printed an empty line per member where the markdown showed each suggested rename.
describe('grouped rows with suggestions', () => {
  const tool = (name: string, d: string) => ({ name, description: d, inputSchema: { type: 'object', properties: { path: { type: 'string' } } } });
  const lists = (names: Array<[string, string]>) => snapshotFrom({ server: 's', surfaces: { default: { tools: names.map(([n, d]) => tool(n, d)) } } });

  it('prints each member with its suggestion, and no empty line', () => {
    const base = lists([['get_issue', 'Get an issue'], ['list_issues', 'List issues'], ['get_pull', 'Get a pull request']]);
    const head = lists([['issue_read', 'Get an issue'], ['issues_list', 'List issues'], ['pull_read', 'Get a pull request']]);
    const text = renderText(diffSnapshots(base, head, {}, { base: 'a', head: 'b' }));
    expect(text).not.toMatch(/^\s+tool:[\w]+: *$/m);
    expect(text).toContain('tool:get_issue: It looks like a rename to `tool:issue_read` (similarity 1.00)');
    expect(text).toContain('tool:issues_list: It may be the new name of `tool:list_issues` (similarity 1.00).');
  });

  it('prints all of 26 suggestions of one grouped row, as the markdown does, and each refusal with its reason', () => {
    const things = ['invoice', 'receipt', 'ledger', 'payee', 'budget', 'refund', 'voucher', 'tariff', 'rebate', 'quota', 'levy', 'accrual', 'dividend'];
    const base = lists([
      ...things.map((t): [string, string] => [`fetch_${t}`, `Fetch one ${t} by its path`]),
      ...things.map((t): [string, string] => [`${t}_archive_list`, `List archived ${t} records under a path`]),
      ['vault_lookup', 'Look up a vault entry by path'],
    ]);
    const head = lists([
      ...things.map((t): [string, string] => [`${t}_fetch`, `Fetch one ${t} by its path`]),
      ...things.map((t): [string, string] => [`${t}_archives_list`, `List archived ${t} records under a path`]),
      ['vault_lookups', 'Delete the vault entries under a path'],
    ]);
    const r = diffSnapshots(base, head, {}, { base: 'a', head: 'b' });
    const suggested = r.changes.filter((c) => c.rule === 'capability-removed' && typeof c.params?.suggestion === 'string');
    expect(suggested).toHaveLength(26);
    const text = renderText(r);
    const md = renderMarkdown([r], { standalone: true });
    for (const c of suggested) {
      const line = `${c.before!.refs[0]}: It looks like a rename to \`${String(c.params!.suggestion)}\``;
      expect([line, text.includes(line), md.includes(String(c.params!.suggestion))]).toEqual([line, true, true]);
    }
    expect(text).not.toMatch(/^\s+tool:[\w]+: *$/m);
    expect(text).toContain('No rename is suggested: `tool:vault_lookups` (similarity');
    expect(text).toContain('`vault_lookup` only reads (its description opens with `look`) while `vault_lookups` acts (its description opens with `delete` (delete))');
  });

  it('prints no member line when the members have nothing of their own', () => {
    const base = lists([['alpha', 'First thing'], ['beta', 'Second thing']]);
    const head = lists([]);
    const text = renderText(diffSnapshots(base, head, {}, { base: 'a', head: 'b' }));
    expect(text).toContain('2 tools: tool:alpha, tool:beta');
    expect(text).not.toMatch(/^\s+tool:\w+: *$/m);
  });
});
