// Release notes group changes under Breaking/Deprecated/Added/Changed/Removed, say how to migrate, and keep server text inert.
import { evaluateRelease } from '../../src/core/release/release.js';
import { renderChangelog } from '../../src/render/changelog.js';
import { change, day, report, snapshot } from '../helpers/release-fixtures.js';

/** The markdown outside code spans: the only place links, HTML and mentions would take effect. */
function prose(md: string): string {
  return md.replace(/(`+)[\s\S]*?\1/g, '');
}

const renamed = change('renamed', ['tool:crawling_exa'], ['tool:web_fetch_exa'], {
  rule: 'capability-renamed',
  params: { kind: 'tool', from: 'crawling_exa', to: 'web_fetch_exa' },
});
const merged = change('merged', ['tool:search_a', 'tool:search_b'], ['tool:search'], { rule: 'capabilities-merged' });
const inputRemoved = change('contract', ['tool:fetch'], ['tool:fetch'], {
  rule: 'tool-input-property-removed',
  severity: 'breaking',
  params: { property: 'maxAgeHours', name: 'fetch' },
});
const added = change('added', [], ['tool:summarize'], { rule: 'capability-added', params: { kind: 'tool', name: 'summarize' } });
const described = change('description', ['prompt:greet'], ['prompt:greet'], {
  rule: 'description-changed',
  severity: 'review',
  params: { kind: 'prompt', name: 'greet', pointer: '/description' },
});
const removedSafe = change('removed', ['resource:file:///old'], [], {
  rule: 'capability-removed',
  severity: 'safe',
  params: { kind: 'resource', name: 'file:///old' },
});

describe('renderChangelog', () => {
  const md = renderChangelog(report([added, renamed, inputRemoved, merged, described, removedSafe]));

  it('orders sections and omits empty ones', () => {
    const headings = md.split('\n').filter((l) => l.startsWith('#'));
    expect(headings).toEqual([
      '## Contract changes in HEAD',
      '### Breaking',
      '#### Tools',
      '### Added',
      '#### Tools',
      '### Changed',
      '#### Prompts',
      '### Removed',
      '#### Resources',
      '### Saved client rules',
    ]);
  });

  it('gives migration hints for renames and merges', () => {
    expect(md).toContain('- `crawling_exa` → `web_fetch_exa`: callers must call `web_fetch_exa` instead of `crawling_exa`.');
    expect(md).toContain('- `search_a`, `search_b` → `search`: callers of `search_a` and `search_b` must call `search` instead');
  });

  it('fills rule messages with names as code spans', () => {
    expect(md).toContain('- Input property `maxAgeHours` of tool `fetch` was removed.');
    expect(md).toContain('- The tool `summarize` was added.');
    expect(md).toContain('- The description of prompt `greet` changed at `/description`.');
  });

  it('lists deprecations the head still serves, once, and says when they go', () => {
    const base = snapshot(['tool:old', 'tool:new'], '1.0.0');
    const release = evaluateRelease({
      report: report([]),
      base,
      head: snapshot(['tool:old', 'tool:new'], '1.1.0'),
      now: day('2026-02-01'),
      config: { renames: { 'tool:old': { to: 'new', aliasUntil: '2026-06-01', reason: 'clearer name' } }, deprecations: { 'tool:old': { since: '2026-01-01' } } },
    });
    const notes = renderChangelog(report([]), release, { title: 'v1.1.0' });
    expect(notes.split('\n').filter((l) => l.startsWith('#'))).toEqual(['## v1.1.0', '### Deprecated', '#### Tools']);
    expect(notes).toContain('- `old`: deprecated (since 2026-01-01, removal after 2026-06-01); use `new` instead — clearer name.');
  });

  it('says so when nothing changed', () => {
    expect(renderChangelog(report([]), undefined, { title: 'x' })).toBe('## x\n\nNo changes to the MCP contract.\n');
  });

  it('keeps hostile names and text from injecting links, images, HTML or mentions', () => {
    const evil = '[x](https://evil.example) ![i](https://evil.example/i.png) <img src=x onerror=alert(1)> @octocat';
    const hostile = renderChangelog(
      report([
        change('added', [], [`tool:${evil}`], { rule: 'capability-added', params: { kind: 'tool', name: evil } }),
        change('renamed', [`tool:${evil}`], ['tool:ok`` `x'], { rule: 'capability-renamed' }),
        change('exposure', ['tool:t'], [], {
          rule: 'capability-exposure-narrowed',
          params: { kind: 'tool', name: 't', surface: 'default', surfaces: evil },
        }),
        change('config', [], [], { rule: 'not-a-known-rule', kind: 'config', message: `Weird ${evil}` }),
      ]),
    );
    const outside = prose(hostile);
    expect(outside).not.toMatch(/\]\(|<img|<[a-z]|@octocat|https:\/\//i);
    // The names are still there to read, inside code spans.
    expect(hostile).toContain(evil);
    // A backtick run inside a name cannot close its code span early.
    expect(hostile).toContain('```ok`` `x```');
  });

  it('escapes a server-reported version in the default title', () => {
    const release = evaluateRelease({
      report: report([]),
      base: snapshot(['tool:a'], '1.0.0'),
      head: snapshot(['tool:a'], '[2.0](https://evil.example)'),
      now: day('2026-02-01'),
      config: {},
    });
    const title = renderChangelog(report([added]), release).split('\n')[0];
    expect(title.startsWith('## Contract changes in ')).toBe(true);
    expect(title).not.toMatch(/\]\(|https:\/\//);
  });

  it("tells consumers which of their saved client rules a rename or merge voids, with the consent command at the release tags", () => {
    const notes = renderChangelog(report([renamed, merged, inputRemoved]), undefined, { title: 'v2.0.0', consent: { from: 'v1.4.0', to: 'v2.0.0', snapshot: 'snapshots/exa.json' } });
    const section = notes.slice(notes.indexOf('### Saved client rules'));
    expect(section).toContain('- `crawling_exa` → `web_fetch_exa`\n- `search_a`, `search_b` → `search`\n');
    expect(section).toContain('a deny on an old name does not cover the new one');
    expect(section).toContain('`mcp-contract consent --config mcp-contract.json --from git:v1.4.0:snapshots/exa.json --to git:v2.0.0:snapshots/exa.json --root <your project>`');
    // A change that moves no tool says nothing of client rules.
    expect(renderChangelog(report([inputRemoved, added]))).not.toContain('Saved client rules');
  });

  it('keeps a hostile renamed name inert in the client rules section too', () => {
    const evil = '[x](https://evil.example) <img src=x onerror=alert(1)> @octocat';
    const notes = renderChangelog(report([change('renamed', [`tool:${evil}`], ['tool:b'], { rule: 'capability-renamed' })]));
    const section = notes.slice(notes.indexOf('### Saved client rules'));
    expect(section).toContain(evil);
    expect(prose(section)).not.toMatch(/\]\(|<img|<[a-z]|@octocat|https:\/\//i);
  });
});
