// The badge counts the committed surface, says its state in words and colour, and renders as well-formed SVG and a valid shields endpoint.
import { Ajv } from 'ajv';
import schema from '../../schemas/shields-endpoint.schema.json' with { type: 'json' };
import { badgeData, type BadgeState, renderBadgeSvg } from '../../src/badge/badge.js';
import { snapshot, snapshotOf, surface } from '../helpers/release-fixtures.js';

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** A strict little XML reader: balanced tags, quoted unique attributes, known entities only; throws otherwise. */
function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const checkText = (t: string) => {
    if (/[<>]/.test(t)) throw new Error(`stray markup in text: ${t}`);
    for (const m of t.matchAll(/&([^;]*);?/g)) if (!/^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+)$/i.test(m[1]) || !m[0].endsWith(';')) throw new Error(`bad entity ${m[0]}`);
  };
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    checkText(text);
    stack[stack.length - 1].text += text;
    if (lt === -1) break;
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new Error('unterminated tag');
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const open = stack.pop();
      if (!open || open.name !== tag.slice(1).trim()) throw new Error(`mismatched </${tag.slice(1)}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const m = /^([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*$/.exec(body);
    if (!m) throw new Error(`malformed tag <${tag}>`);
    const attrs: Record<string, string> = {};
    for (const a of m[2].matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)) {
      if (a[1] in attrs) throw new Error(`duplicate attribute ${a[1]}`);
      checkText(a[2]);
      attrs[a[1]] = a[2];
    }
    const node: XmlNode = { name: m[1], attrs, children: [], text: '' };
    stack[stack.length - 1].children.push(node);
    if (!selfClosing) stack.push(node);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1].name}>`);
  if (root.children.length !== 1 || root.text.trim() !== '') throw new Error('not exactly one root element');
  return root.children[0];
}

function all(node: XmlNode, name: string): XmlNode[] {
  return [...(node.name === name ? [node] : []), ...node.children.flatMap((c) => all(c, name))];
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

const snap = snapshot(['tool:a', 'tool:b', 'tool:c', 'prompt:p', 'resource:file:///r']);

describe('badgeData', () => {
  it('counts capabilities per kind, templates only when present', () => {
    expect(badgeData({ snapshot: snap, state: 'ok' })).toEqual({
      schemaVersion: 1,
      label: 'mcp contract',
      message: '3 tools · 1 prompt · 1 resource',
      color: 'brightgreen',
    });
    const withTemplates = snapshot(['tool:a', 'resourceTemplate:file:///{x}']);
    expect(badgeData({ snapshot: withTemplates, state: 'ok' }).message).toBe('1 tool · 0 prompts · 0 resources · 1 template');
  });

  it('counts the union of capabilities over surfaces', () => {
    const multi = snapshotOf({ default: surface(['tool:a', 'tool:b']), all: surface(['tool:b', 'tool:c'], undefined, 'all') });
    expect(badgeData({ snapshot: multi, state: 'ok' }).message.startsWith('3 tools')).toBe(true);
  });

  it.each<[BadgeState, string, string]>([
    ['ok', 'brightgreen', ''],
    ['review', 'yellow', ' · review pending'],
    ['breaking', 'red', ' · breaking'],
    ['stale', 'red', ' · stale'],
    ['unknown', 'lightgrey', ' · unknown'],
  ])('state %s is %s and says so', (state, color, suffix) => {
    const d = badgeData({ snapshot: snap, state, label: 'tools' });
    expect(d.color).toBe(color);
    expect(d.label).toBe('tools');
    expect(d.message).toBe(`3 tools · 1 prompt · 1 resource${suffix}`);
  });

  it('validates against the shields endpoint schema, and the schema rejects a bad body', () => {
    const validate = new Ajv({ strict: true }).compile(schema);
    for (const state of ['ok', 'review', 'breaking', 'stale', 'unknown'] as const) {
      expect(validate(badgeData({ snapshot: snap, state }))).toBe(true);
    }
    expect(validate({ schemaVersion: 2, label: 'x', message: 'y' })).toBe(false);
    expect(validate({ schemaVersion: 1, label: 'x' })).toBe(false);
    expect(validate({ schemaVersion: 1, label: 'x', message: 'y', extra: true })).toBe(false);
  });
});

describe('renderBadgeSvg', () => {
  it('renders well-formed SVG with the text and colour', () => {
    const svg = renderBadgeSvg(badgeData({ snapshot: snap, state: 'breaking' }));
    const root = parseXml(svg);
    expect(root.name).toBe('svg');
    const texts = all(root, 'text').map((t) => decode(t.text));
    expect(texts).toContain('mcp contract');
    expect(texts).toContain('3 tools · 1 prompt · 1 resource · breaking');
    // badge-maker's named red.
    expect(all(root, 'rect').map((r) => r.attrs.fill)).toContain('#dd4343');
    expect(decode(all(root, 'title')[0].text)).toBe('mcp contract: 3 tools · 1 prompt · 1 resource · breaking');
  });

  it('keeps a hostile label inert', () => {
    const svg = renderBadgeSvg({ schemaVersion: 1, label: '<script>alert(1)</script> & "x"', message: 'ok', color: 'lightgrey' });
    const root = parseXml(svg);
    expect(all(root, 'script')).toEqual([]);
    expect(all(root, 'text').map((t) => decode(t.text))).toContain('<script>alert(1)</script> & "x"');
    expect(all(root, 'rect').map((r) => r.attrs.fill)).toContain('#939393');
  });

  it('the checker itself rejects malformed XML', () => {
    expect(() => parseXml('<svg><g></svg>')).toThrow();
    expect(() => parseXml('<svg a=1/>')).toThrow();
    expect(() => parseXml('<svg>&nbsp;</svg>')).toThrow();
  });
});
