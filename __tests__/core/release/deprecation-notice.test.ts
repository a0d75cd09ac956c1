// Deprecation notices are read without configuration in the forms servers ship, with the successor they name; what
// only mentions deprecation (a parameter, another tool, "not deprecated") is not this capability's deprecation.
import { deprecationNotice, successorNamed } from '../../../src/core/release/deprecation-notice.js';
import type { JsonObject } from '../../../src/core/shared/model.js';

const served = new Set(['tool:read_text_file', 'tool:scrape', 'tool:web_search_advanced_exa']);
const successor = (d: JsonObject) => {
  const n = deprecationNotice(d);
  return n === undefined ? undefined : [n.pointer, successorNamed(n.rest, 'tool:old', (r) => served.has(r)) ?? null];
};

describe('shipped forms, no configuration', () => {
  it.each([
    ["⚠️ DEPRECATED: This tool is deprecated. Please use 'people_search_exa' instead.", 'tool:people_search_exa'],
    ['[Deprecated: Use web_search_advanced_exa instead] Search the web.', 'tool:web_search_advanced_exa'],
    ['[Deprecated] Search the web.', null],
    ['Search the web. [Deprecated]', null],
    ['Read a file as text. DEPRECATED: Use read_text_file instead.', 'tool:read_text_file'],
    ['deprecated - use `crawl_site` instead', 'tool:crawl_site'],
    ['**Deprecated**: superseded by "fetch_page".', 'tool:fetch_page'],
    ['Lists rows. This tool is deprecated; call listRowsV2.', 'tool:listRowsV2'],
    ['Old search. Deprecated: see the docs.', null],
  ])('%s', (description, want) => {
    expect(successor({ name: 'old', description })).toEqual(['/description', want]);
  });

  it('reads a title (deprecated: use scrape JSON), naming the served tool', () => {
    expect(successor({ name: 'old', description: 'Scrape a page.', title: 'Scrape page (deprecated: use scrape JSON)' })).toEqual(['/title', 'tool:scrape']);
    expect(successor({ name: 'old', annotations: { title: '[DEPRECATED] Scrape' } })).toEqual(['/annotations/title', null]);
  });

  it('names no successor from prose ("Use the new API")', () => {
    expect(successor({ name: 'old', description: 'DEPRECATED: Use the new API instead.' })).toEqual(['/description', null]);
  });
});

describe('what is not this capability deprecated', () => {
  it.each([
    'This tool is not deprecated.',
    'Deprecated fields are ignored.',
    'Read a file. The `encoding` option is deprecated; use `format`.',
    'Use this instead of read_text_file; read_text_file is deprecated and must not be called.',
    'Returns rows, including deprecated columns (deprecated).',
    'Replaces the deprecated foo tool.',
    'Format of the output (deprecated values are mapped).',
  ])('%s', (description) => {
    expect(deprecationNotice({ name: 'x', description })).toBeUndefined();
  });

  it('reads no property description: a deprecated parameter is not a deprecated tool', () => {
    expect(deprecationNotice({ name: 'x', description: 'Reads.', inputSchema: { type: 'object', properties: { mode: { type: 'string', description: 'DEPRECATED: use format' } } } })).toBeUndefined();
  });

  it('keeps a configured house marker for styles the defaults miss', () => {
    const d = { name: 'x', description: 'Reads. OBSOLETE(use y_z)' };
    expect(deprecationNotice(d)).toBeUndefined();
    expect(deprecationNotice(d, 'OBSOLETE')).toEqual({ pointer: '/description', rest: '(use y_z)', text: 'Reads. OBSOLETE(use y_z)' });
  });
});

// Issue 53, class 7: a notice that mentions a companion tool beside its replacement names the replacement, in any
// wording and quote style; with no replacement phrase, a companion mentioned in passing is no successor.
describe('the successor is the tool named as the replacement, never a companion', () => {
  const tools = new Set(['tool:ledger_lines_list', 'tool:ledger_entry_post', 'tool:ledger_lines_read', 'tool:invoice_fetch']);
  const named = (description: string) => {
    const n = deprecationNotice({ name: 'old', description });
    return n === undefined ? undefined : (successorNamed(n.rest, 'tool:old', (r) => tools.has(r), n.text) ?? null);
  };
  it.each([
    ['DEPRECATED: pairs with `ledger_lines_list`; call `ledger_entry_post` instead.', 'tool:ledger_entry_post'],
    ['Deprecated: works beside ledger_lines_list. Superseded by «ledger_entry_post».', 'tool:ledger_entry_post'],
    ['[Deprecated] Reads what ledger_lines_list returns. “ledger_lines_read” replaces this tool.', 'tool:ledger_lines_read'],
    ['Deprecated: ledger_lines_list still lists lines; the replacement is ‘ledger_lines_read’.', 'tool:ledger_lines_read'],
    ["Deprecated - once invoice_fetch has run, switch to 'ledger_entry_post'.", 'tool:ledger_entry_post'],
    ['DEPRECATED: successor: `ledger_lines_v3` (not yet served here); ledger_lines_list is unrelated.', 'tool:ledger_lines_v3'],
  ])('%s', (description, want) => {
    expect(named(description)).toBe(want);
  });

  it.each([
    'Deprecated: combine with ledger_lines_list for totals.',
    '[Deprecated] Output matches invoice_fetch, which reads the same rows.',
    'DEPRECATED: ledger_entry_post and ledger_lines_list are documented elsewhere.',
  ])('a companion only mentioned is no successor: %s', (description) => {
    expect(named(description)).toBeNull();
  });

  it('still names a served tool that opens the notice', () => {
    expect(named('Deprecated: `ledger_lines_read`.')).toBe('tool:ledger_lines_read');
  });
});
