// The PR comment states the verdict, lists every change escaped, and carries exactly one marker and one data block.
import type { Change, Report } from '../../src/core/shared/model.js';
import { DATA_PREFIX, markerFor, MARKER_PREFIX, nextHiddenData, readHiddenData } from '../../src/github/hidden.js';
import type { SignoffResult } from '../../src/github/signoff.js';
import { renderMarkdown, renderSignoffMarkdown, type CommentContext } from '../../src/render/markdown.js';

const marker = markerFor('mcp-contract.json', ['demo']);
const HEAD = 'c'.repeat(40);

function change(over: Partial<Change> = {}): Change {
  return {
    rule: 'capability-removed',
    kind: 'tool',
    surface: 'default',
    type: 'removed',
    severity: 'breaking',
    message: 'The tool `search` was removed.',
    hint: 'Keep serving it until callers have moved.',
    fingerprint: 'fp-removed',
    before: { refs: ['tool:search'] },
    ...over,
  };
}

function report(changes: Change[], server = 'demo'): Report {
  const summary = { breaking: 0, review: 0, safe: 0 };
  for (const c of changes) summary[c.severity]++;
  return { format: 'mcp-contract-report/1', server, base: 'main', head: 'HEAD', summary, changes, ignored: [] };
}

const pending: SignoffResult = {
  mode: 'codeowners',
  satisfied: false,
  reasons: ['no code owner has approved these changes'],
  owners: ['@bob', '@acme/api-owners'],
};

function ctx(over: Partial<CommentContext> = {}): CommentContext {
  return {
    marker,
    hidden: nextHiddenData(undefined, HEAD, ['fp-removed'], new Date('2030-01-01T00:00:00Z')),
    verdict: 'needs-signoff',
    signoff: pending,
    updateCommand: 'npx mcp-contract update',
    ...over,
  };
}

const count = (s: string, needle: string): number => s.split(needle).length - 1;

describe('renderMarkdown', () => {
  it('starts with the marker, then hidden data the next run can read', () => {
    const body = renderMarkdown([report([change()])], ctx());
    expect(body.split('\n')[0]).toBe(marker);
    expect(readHiddenData(body)).toEqual(ctx().hidden);
  });

  it('says so briefly when there are no changes', () => {
    const body = renderMarkdown([report([])], ctx({ verdict: 'pass', signoff: undefined }));
    expect(body).toContain('no contract changes');
    expect(body).not.toContain('| Severity |');
    expect(body).not.toContain('Updating the snapshot');
  });

  it('gives the verdict, counts, table, details, sign-off and update command', () => {
    const contract = change({
      rule: 'tool-input-property-removed',
      type: 'contract',
      fingerprint: 'fp-contract',
      before: { refs: ['tool:fetch'], pointer: '/inputSchema/properties/depth', value: { type: 'integer' } },
      after: { refs: ['tool:fetch'], pointer: '/inputSchema/properties/depth' },
      message: 'Input property `depth` was removed.',
    });
    const safe = change({ rule: 'capability-added', type: 'added', severity: 'safe', fingerprint: 'fp-add', before: undefined, after: { refs: ['tool:new'] } });
    const body = renderMarkdown([report([safe, change(), contract])], ctx());
    expect(body).toContain('### ⏳ MCP contract: 2 of 3 changes need code-owner sign-off');
    expect(body).toContain('**2 breaking** · 0 review · **1 safe**');
    expect(body.indexOf('tool:search')).toBeLessThan(body.indexOf('tool:new'));
    expect(body).toContain('<details><summary>🔴 <code>tool:fetch</code> <sub><code>/inputSchema/properties/depth</code></sub> <sub>on default</sub>: <code>tool-input-property-removed</code></summary>');
    expect(body).toContain('```json\n{\n  "type": "integer"\n}\n```');
    expect(body).toContain('Needs sign-off from a code owner: @\u200bbob, @\u200bacme/api-owners.');
    expect(body).toContain('```sh\nnpx mcp-contract update\n```');
    expect(renderMarkdown([report([change()])], ctx({ verdict: 'fail' }))).toContain('### ❌ MCP contract: 1 change, the check fails');
  });

  it('shows the signer without pinging them', () => {
    const body = renderMarkdown([report([change()])], ctx({ verdict: 'pass', signoff: { ...pending, satisfied: true, by: ['bob'], reasons: [] } }));
    expect(body).toContain('### ✅ MCP contract: 1 change, signed off');
    expect(body).toContain('Signed off by @\u200bbob.');
    expect(body).not.toMatch(/@bob/);
  });

  it('suggests a renames snippet for a likely rename', () => {
    const body = renderMarkdown([report([change({ params: { name: 'search', suggestion: 'tool:find' } })])], ctx());
    expect(body).toContain('"renames": {\n    "tool:search": "tool:find"\n  }');
  });

  it('notes a changed config, stale snapshots and the lead notes', () => {
    const body = renderMarkdown(
      [report([change()])],
      ctx({ configChanged: 'mcp-contract.json', stale: ['snapshots/demo.json is stale on main'], notes: ['Fork PR: read-only token.'] }),
    );
    expect(body).toContain('This PR changes the config mcp-contract.json');
    expect(body).toContain('snapshots/demo.json is stale on main');
    expect(body).toContain('Fork PR: read-only token.');
  });

  it('renders hostile server text inert and flags invisible characters', () => {
    const hostile = [
      '<!-- mcp-contract:deadbeef -->',
      '<!-- mcp-contract-data:e30 -->',
      '<img src=x onerror=alert(1)>',
      '[click](http://evil)',
      '![](http://evil/p.png)',
      '@octocat',
      '#1',
      '`tick`',
      'a|b',
      'admin\u202Etxt',
      'zero\u200Bwidth',
    ].join(' ');
    const c = change({
      type: 'description',
      severity: 'review',
      rule: 'description-changed',
      message: `Description changed: ${hostile}`,
      hint: hostile,
      before: { refs: [`tool:${hostile}`], pointer: '/description', value: hostile },
      after: { refs: [`tool:${hostile}`], pointer: '/description', value: `${hostile}\n\`\`\`\n</details>` },
    });
    const body = renderMarkdown([report([c], `srv ${hostile}`)], ctx({ configChanged: hostile, stale: [hostile] }));
    expect(count(body, MARKER_PREFIX)).toBe(1);
    expect(count(body, DATA_PREFIX)).toBe(1);
    expect(count(body, '<!--')).toBe(2);
    // Fenced code blocks are inert on GitHub (no links, mentions or references), so check the text around them.
    const fences = [...body.matchAll(/^(`{3,})json\n[\s\S]*?\n\1$/gm)].map((m) => m[0]);
    expect(fences).toHaveLength(2);
    for (const f of fences) expect(f).not.toMatch(/[<>\u202E\u200B]/);
    const prose = fences.reduce((acc, f) => acc.replace(f, ''), body);
    expect(prose).not.toMatch(/<img|\]\(http|@octocat|#1\b|\u202E|http:\/\//);
    expect(body).not.toMatch(/<\/?details>[^\n]*<\/details>/);
    expect(count(body, '</details>')).toBe(1);
    // Table rows keep three cells: no stray pipe from the text.
    const row = body.split('\n').find((l) => l.startsWith('| 🟡'));
    expect(row?.split('|').length).toBe(5);
    expect(body).toContain('contains invisible characters');
    expect(body).toContain('U+202E (right-to-left override)');
    expect(readHiddenData(body)).toEqual(ctx().hidden);
  });

  it('stays under the length limit by dropping details, then rows, and says so, naming where the cut breaking rows are', () => {
    // Stored without params (an older report): no two can share a row, so rows must be cut.
    const many = Array.from({ length: 400 }, (_, i) =>
      change({ fingerprint: `fp${i}`, message: `The tool \`t${i}\` was removed.`, before: { refs: [`tool:t${i}`], pointer: '/x', value: `v${i}`.repeat(50) } }),
    );
    const body = renderMarkdown([report(many)], ctx({ maxLength: 20000 }));
    expect(body.length).toBeLessThanOrEqual(20000);
    expect(body).toMatch(/\*\*\d+ more rows \(\d+ breaking\) are not shown here\*\*: the job summary of the workflow run lists every change/);
    expect(body).toMatch(/The breaking and review ones: <code>capability-removed<\/code> on \d+ \(<code>tool:t\d+<\/code>, <code>tool:t\d+<\/code>, <code>tool:t\d+<\/code>, …\)\./);
    expect(body).toContain("> Cut to fit GitHub's comment limit:");
    expect(body.split('\n')[0]).toBe(marker);
    expect(readHiddenData(body)).toEqual(ctx().hidden);
  });

  it('renders a standalone document without marker or data', () => {
    const body = renderMarkdown([report([change()])], { standalone: true });
    expect(body).not.toContain('<!--');
    expect(body).toContain('### MCP contract: 1 change, 1 breaking');
  });

  it('refuses a hand-made marker', () => {
    expect(() => renderMarkdown([report([])], { marker: '<!-- other -->' })).toThrow(/markerFor/);
  });
});

describe('renderSignoffMarkdown', () => {
  it('explains label mode and escapes reasons', () => {
    const md = renderSignoffMarkdown({ ...pending, mode: 'label', reasons: ['applied by @mallory <b>'] }, 'contract-ok');
    expect(md).toContain('applies the contract-ok label');
    expect(md).toContain('- applied by @\u200bmallory &#60;b&#62;');
  });

  it('says when sign-off is turned off', () => {
    expect(renderSignoffMarkdown({ mode: 'none', satisfied: false, reasons: [], owners: [] })).toContain('Sign-off is turned off');
  });
});

describe('renderMarkdown counts and rule ids', () => {
  it('counts a change seen on several surfaces once, says how many copies there are, and shows rule ids as code', () => {
    const body = renderMarkdown([report([change({ surface: 'admin' }), change({ fingerprint: 'fp-2' })])], { standalone: true });
    expect(body).toContain('### MCP contract: 1 change, 1 breaking');
    expect(body).toContain('**1 breaking** · 0 review · 0 safe (2 counting each surface separately)');
    expect(body.match(/^\| 🔴 breaking/gm)).toHaveLength(1);
    expect(body).toContain(': <code>capability-removed</code></summary>');
    const single = renderMarkdown([report([change()])], { standalone: true });
    expect(single).toContain('**1 breaking** · 0 review · 0 safe\n');
  });
});

describe('renderMarkdown: saved client rules', () => {
  it('says which client rules a declared rename or merge voids, and the consent command users run once it is released', () => {
    const renamed = change({ rule: 'capability-renamed', type: 'renamed', message: 'renamed', before: { refs: ['tool:crawling_exa'] }, after: { refs: ['tool:web_fetch_exa'] }, fingerprint: 'fp-r' });
    const body = renderMarkdown([report([renamed])], ctx());
    expect(body).toContain('#### Saved client rules\n');
    expect(body).toContain('- `crawling_exa` → `web_fetch_exa`\n');
    expect(body).toContain('`mcp-contract consent --config mcp-contract.json --from git:<last release tag>:<snapshot> --to git:<this release tag>:<snapshot> --root <your project>`');
    expect(renderMarkdown([report([change()])], ctx())).not.toContain('Saved client rules');
  });

  it('keeps a hostile renamed tool name inside its code span, and the one marker', () => {
    const hostile = '<!-- mcp-contract:x --> [l](http://evil.example) @octocat `` ` ``';
    const renamed = change({ rule: 'capability-renamed', type: 'renamed', message: 'renamed', before: { refs: [`tool:${hostile}`] }, after: { refs: ['tool:b'] }, fingerprint: 'fp-r' });
    const body = renderMarkdown([report([renamed])], ctx());
    const section = body.slice(body.indexOf('#### Saved client rules'));
    expect(section.startsWith('#### Saved client rules')).toBe(true);
    expect(count(body, MARKER_PREFIX)).toBe(1);
    expect(section.replace(/(`+)[\s\S]*?\1/g, '')).not.toMatch(/\]\(http|@octocat|<!--/);
  });
});
