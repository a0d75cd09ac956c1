// The same rule with the same before/after on N capabilities reads as one row naming them; the JSON keeps every change.
import type { Change, Report } from '../../src/core/shared/model.js';
import { groupChanges, groupTemplate } from '../../src/render/group.js';
import { renderJson } from '../../src/render/json.js';
import { markerFor } from '../../src/github/hidden.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import { propertyRemoved, report as reportOf } from '../fixtures/render/changes.mjs';

function taskSupport(name: string, surface = 'default'): Change {
  return {
    rule: 'definition-field-changed',
    kind: 'tool',
    surface,
    type: 'contract',
    severity: 'review',
    message: `Field \`/execution/taskSupport\` of tool \`${name}\` changed.`,
    hint: '',
    fingerprint: `fp-${name}-${surface}`,
    params: { kind: 'tool', name, pointer: '/execution/taskSupport' },
    before: { refs: [`tool:${name}`], pointer: '/execution/taskSupport' },
    after: { refs: [`tool:${name}`], pointer: '/execution/taskSupport', value: 'forbidden' },
  };
}

const removed = (name: string): Change => propertyRemoved(name, 'path', { type: 'string' });
const report = (changes: Change[], server = 'fs'): Report => reportOf(changes, server);

const NAMES = Array.from({ length: 14 }, (_, i) => `tool_${i}`);

describe('groupChanges', () => {
  it('folds the same rule and before/after on 14 tools (and two surfaces) into one row with every fingerprint', () => {
    const changes = NAMES.flatMap((n) => [taskSupport(n, 'default'), taskSupport(n, 'admin')]);
    const groups = groupChanges(changes);
    expect(groups).toHaveLength(1);
    expect(groups[0].members).toHaveLength(14);
    expect(groups[0].members.map((m) => m.fingerprint).join(', ').split(', ')).toHaveLength(28);
  });

  it('folds one rule with different values into one row (its values per variant); keeps different rules and look-alike names apart', () => {
    const other = { ...taskSupport('x'), after: { refs: ['tool:x'], pointer: '/execution/taskSupport', value: 'optional' } };
    const lookalike = taskSupport('tool_\u200b1');
    const groups = groupChanges([taskSupport('a'), taskSupport('b'), other, removed('c'), lookalike]);
    expect(groups.map((g) => g.members.length)).toEqual([1, 1, 3]);
    expect(groups[0].lead.severity).toBe('breaking');
    expect(groups[2].variants.map((v) => v.members.length)).toEqual([2, 1]);
    // Rarer first within a severity: the look-alike's own row reads before the 3-tool row.
    expect(groups[1].lead.params?.name).toBe('tool_\u200b1');
  });

  it('words a group as "each tool", or not at all when the wording cannot be', () => {
    expect(groupTemplate('The {kind} `{name}` was removed.')).toBe('Each {kind} was removed.');
    expect(groupTemplate('Input property `{property}` of tool `{name}` was removed.')).toBe('Input property `{property}` of each tool was removed.');
    expect(groupTemplate('Tool `{name}` is now marked destructive (destructiveHint false became true).')).toBe('Each tool is now marked destructive (destructiveHint false became true).');
    expect(groupTemplate('The {kind} `{from}` was renamed to `{to}`.')).toBeUndefined();
  });
});

describe('grouped rows in markdown and text', () => {
  const changes = [...NAMES.map((n) => taskSupport(n)), removed('read_file')];

  it('markdown: one row "14 tools" with the names in a collapsible list and the shared before -> after', () => {
    const body = renderMarkdown([report(changes)], { standalone: true });
    const rows = body.split('\n').filter((l) => l.startsWith('| 🟡') || l.startsWith('| 🔴'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('<details><summary>14 tools</summary><code>tool:tool&#95;0</code>, ');
    expect(rows[1]).toContain('of each tool changed.');
    expect(rows[1]).toContain('<code>absent</code> → <code>&#34;forbidden&#34;</code>');
    expect(body).toContain('**1 breaking** · **14 review** · 0 safe (in 2 rows)');
    expect(body).toContain('### MCP contract: 15 changes, 1 breaking');
  });

  it('text: one line naming all 14 and the shared values', () => {
    const text = renderText(report(changes));
    expect(text.split('\n')[0]).toBe('server fs (main -> HEAD): 1 breaking, 14 review, 0 safe (in 2 rows)');
    expect(text).toContain(`14 tools: ${NAMES.map((n) => `tool:${n}`).join(', ')} /execution/taskSupport`);
    expect(text).toContain('Field `/execution/taskSupport` of each tool changed.');
    expect(text).toContain('each: absent -> "forbidden"');
  });

  it('JSON keeps every change and fingerprint', () => {
    const json = JSON.parse(renderJson(report(changes))) as Report;
    expect(json.changes).toHaveLength(15);
    expect(new Set(json.changes.map((c) => c.fingerprint)).size).toBe(15);
  });
});

describe('headline counts', () => {
  it('counts only signable changes as waiting for sign-off, and servers that changed', () => {
    const safe: Change = { ...taskSupport('n'), rule: 'capability-added', severity: 'safe', type: 'added', fingerprint: 'fp-add', message: 'The tool `n` was added.', params: { kind: 'tool', name: 'n' }, before: undefined, after: { refs: ['tool:n'] } };
    const cfg: Change = { rule: 'config-changed', kind: 'config', surface: '*', type: 'config', severity: 'review', message: 'The pull request changed `renames` in the config `mcp-contract.json`.', hint: '', fingerprint: 'fp-cfg', params: { key: 'renames', path: 'mcp-contract.json' } };
    const body = renderMarkdown([report([removed('a'), removed('a'), safe]), report([cfg], 'mcp-contract.json')], {
      marker: markerFor('mcp-contract.json', ['fs']),
      verdict: 'needs-signoff',
    });
    expect(body).toContain('### ⏳ MCP contract: 2 of 3 changes need code-owner sign-off');
    expect(body).not.toContain('across');
    expect(body).toContain('#### Config mcp-contract.json');
    const two = renderMarkdown([report([removed('a')]), report([removed('b')], 'other')], { standalone: true });
    expect(two).toContain('across 2 servers');
  });

  it('never prints "server server" for an inline command', () => {
    expect(renderText(report([removed('a')], 'server'))).toMatch(/^server \(main -> HEAD\)/);
    expect(renderMarkdown([report([removed('a')], 'server')], { standalone: true })).toContain('#### Server (main → HEAD)');
  });
});
