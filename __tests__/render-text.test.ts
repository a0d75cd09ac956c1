// Terminal output never passes a server's escape sequences through, and still says what changed.
import type { Change, Report } from '../src/core/model.js';
import { cleanTerminal, renderText } from '../src/render/text.js';

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
