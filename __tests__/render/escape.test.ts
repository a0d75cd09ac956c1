// Untrusted text placed in markdown renders as inert visible text: no links, HTML, pings, references or forged markers.
import fc from 'fast-check';
import {
  codeBlock,
  codeSpan,
  describeInvisible,
  escapeInline,
  jsonBlock,
  revealInvisible,
  safeJson,
} from '../../src/render/escape.js';

const ZWSP = '\u200b';

/** What GitHub shows: entities decoded (the escaped text must read like the original). */
function decode(s: string): string {
  return s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replaceAll(ZWSP, '');
}

describe('escapeInline', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', /<img/i],
    ['<!-- mcp-contract:abc -->', /<!--/],
    ['<details><summary>x</summary>', /<details|<summary/],
    ['[click](http://evil)', /\]\(|\[click/],
    ['![](http://evil/p.png)', /!\[|\]\(/],
    ['<http://evil>', /<http/],
    ['@octocat', /@octocat/],
    ['fixes #1 and GH-12', /#1|GH-12/],
    ['`code` and ``more``', /`/],
    ['a | b | c', /\|/],
    ['*bold* _em_ ~~del~~', /[*_~]/],
    ['$x^2$ math', /\$/],
    ['visit http://evil.example and www.evil.example', /http:\/\/|www\./],
    ['&lt;b&gt; already escaped', /&lt;/],
  ])('neutralizes %j', (input, forbidden) => {
    const out = escapeInline(input);
    expect(out).not.toMatch(forbidden);
    expect(decode(out)).toBe(input);
  });

  it('collapses newlines so nothing starts a block', () => {
    const out = escapeInline('line one\n# heading\n\n- item\r\n> quote');
    expect(out).not.toMatch(/[\r\n]/);
    expect(decode(out)).toBe('line one # heading - item > quote');
  });

  it('truncates long text with an ellipsis', () => {
    const out = escapeInline('x'.repeat(500));
    expect(out).toBe(`${'x'.repeat(199)}…`);
    expect(escapeInline('abcdef', 4)).toBe('abc…');
    expect(Array.from(escapeInline('😀'.repeat(10), 5))).toHaveLength(5);
  });

  it('shows invisible characters instead of hiding them', () => {
    const out = escapeInline('admin\u202Etxt.exe\u200Bx');
    expect(out).not.toMatch(/[\u202E]/);
    expect(decode(out)).toBe('admin⟨U+202E⟩txt.exe⟨U+200B⟩x');
  });

  it('never lets arbitrary text produce markup, a marker or a mention', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        const out = escapeInline(s, 1000);
        expect(out).not.toMatch(/[<>[\]`|*_\n\r]/);
        expect(out).not.toMatch(/@[A-Za-z0-9]/);
        // Our own numeric entities are the only `#` followed by a digit left.
        expect(out.replace(/&#\d+;/g, '')).not.toMatch(/#[0-9A-Za-z]/);
        expect(out).not.toMatch(/[\u202A-\u202E\u2066-\u2069\uFEFF]/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('describeInvisible', () => {
  it('lists bidi overrides, zero-width and control characters once each', () => {
    expect(describeInvisible('a\u202Eb\u202Ec\u2066d\u200Be\u200Df\uFEFF\x07\t\n')).toEqual([
      'U+202E (right-to-left override)',
      'U+2066 (left-to-right isolate)',
      'U+200B (zero width space)',
      'U+200D (zero width joiner)',
      'U+FEFF (zero width no-break space)',
      'U+0007 (control character)',
    ]);
    expect(describeInvisible('plain name_with-dashes')).toEqual([]);
    expect(describeInvisible('tag\u{E0041}')).toEqual(['U+E0041 (tag character)']);
  });

  it('reveals them as visible tokens', () => {
    expect(revealInvisible('a\u202Eb\nc')).toBe('a⟨U+202E⟩b\nc');
  });
});

describe('code blocks', () => {
  it('uses a fence longer than any backtick run inside', () => {
    const block = codeBlock('a ``` b ```` c', 'sh');
    expect(block.startsWith('`````sh\n')).toBe(true);
    expect(block.endsWith('\n`````')).toBe(true);
  });

  it('keeps JSON meaning while removing markup and invisible characters', () => {
    const value = { name: '<!-- mcp-contract:x --> <img src=x>', bidi: 'a\u202Eb', ticks: '````', emoji: '😀', tag: '\u{E0041}' };
    const text = safeJson(value);
    expect(text).not.toMatch(/[<>\u202E]|\u{E0041}/u);
    expect(JSON.parse(text)).toEqual(value);
    const block = jsonBlock(value);
    expect(block.startsWith('`````json\n')).toBe(true);
  });

  it('breaks a forged marker inside a plain code block or span', () => {
    expect(codeBlock('<!-- mcp-contract:abc -->')).not.toContain('<!--');
    expect(codeSpan('npx x <!-- mcp-contract:y -->')).not.toContain('<!--');
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
  });
});

describe('escapeInline keeps ordinary punctuation readable', () => {
  it('leaves mid-line dots, dashes, parentheses and equals signs as they are', () => {
    expect(escapeInline('snapshots/notes.json (v1.4.0) a-b=c')).toBe('snapshots/notes.json (v1.4.0) a-b=c');
  });

  it('still escapes a list, heading or setext marker at the start of the text', () => {
    expect(escapeInline('- item')).toBe('&#45; item');
    expect(escapeInline('+ item')).toBe('&#43; item');
    expect(escapeInline('12. item')).toBe('12&#46; item');
    expect(escapeInline('3) item')).toBe('3&#41; item');
    expect(escapeInline('=== x')).toBe('&#61;== x');
    expect(escapeInline('# title')).toBe('&#35; title');
    expect(escapeInline('> quote')).toBe('&#62; quote');
  });
});
