// The PR comment's host row and context-cost line, from the report the api diff makes: said when a host refuses a head
// tool or the cost moved, silent otherwise, and server text (tool names) escaped.
import { diffSnapshots } from '../../src/api/diff.js';
import type { JsonObject } from '../../src/core/shared/model.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import { renderChangelog } from '../../src/render/changelog.js';
import { renderSarifDrift } from '../../src/render/sarif-drift.js';
import { renderJunit } from '../../src/render/junit.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';

const tool = (name: string, inputSchema: JsonObject = { type: 'object', properties: { q: { type: 'string' } } }, description = 'Search.'): JsonObject => ({ name, description, inputSchema });
const snap = (...tools: JsonObject[]) => snapshotFrom({ surfaces: { default: { tools } } });

describe('host lines in the PR comment', () => {
  it('names the refusing host, the tool and the pointer, and the cost moved with its top contributor', () => {
    const base = snap(tool('search'), tool('fetch'));
    const head = snap(tool('search'), tool('fetch', { anyOf: [{ type: 'object', properties: { id: { type: 'string' } } }] }, 'Fetch one document by id, with every detail the model needs.'));
    const body = renderMarkdown([diffSnapshots(base, head)], { standalone: true });
    expect(body).toContain('**Hosts:** anthropic ✗ <code>fetch</code> <code>/inputSchema/anyOf</code> (+1 more), fails the whole request · openai ✗ <code>fetch</code>');
    expect(body).toContain('mcp-http ✓');
    expect(body).toMatch(/\*\*Context cost\*\* <sub>\(anthropic request form, estimate: characters \/ 4\)<\/sub>: \+\d+ tokens per request \(\+\d+(\.\d)?%\) on default: \d+ → \d+; most from <code>fetch<\/code> \+\d+/);
    expect(body).toContain('host-rejects-tool');
  });

  it('says nothing of hosts when every host accepts every tool and the cost did not move', () => {
    const body = renderMarkdown([diffSnapshots(snap(tool('search')), snap(tool('search')))], { standalone: true });
    expect(body).not.toContain('**Hosts:**');
    expect(body).not.toContain('Context cost');
  });

  it('escapes a tool name that carries markdown or a mention', () => {
    const evil = 'x<b>@here</b>'.padEnd(70, 'y');
    const body = renderMarkdown([diffSnapshots(snap(tool('search')), snap(tool('search'), tool(evil)))], { standalone: true });
    expect(body).toContain('**Hosts:** anthropic ✗ <code>x&#60;b&#62;@');
    expect(body).not.toContain('<b>@here');
  });
});

describe('host lines in the terminal', () => {
  it('names how many tools each host refuses, the first with its pointer, and the cost moved', () => {
    const base = snap(tool('search'));
    const head = snap(tool('search'), tool('pick', { type: 'object', oneOf: [{ required: ['id'] }] }), tool('\u001b[31mred'));
    const text = renderText(diffSnapshots(base, head));
    expect(text).toMatch(/^  hosts: anthropic refuses 2 tools \(first: .*\), failing the whole request; openai refuses 2 tools .*; mcp-http ok$/m);
    expect(text).toMatch(/^  context cost on default: \d+ -> \d+ tokens per request \(\+\d+(\.\d)?%\); most from /m);
    expect(text).not.toContain('\u001b[31m');
  });

  it('adds nothing when there is nothing to say', () => {
    expect(renderText(diffSnapshots(snap(tool('search')), snap(tool('search'))))).not.toMatch(/hosts:|context cost/);
  });
});

describe('context cost in the release changelog', () => {
  it('records what the release costs every request, under the title', () => {
    const md = renderChangelog(diffSnapshots(snap(tool('search')), snap(tool('search'), tool('fetch')), { labels: { base: 'v1.0.0', head: 'v1.1.0' } }));
    expect(md).toMatch(/^## Contract changes in v1\.1\.0\n\n\*\*Context cost\*\* <sub>\(anthropic request form, [^)]+\)<\/sub>: \+\d+ tokens per request \(\+\d+(\.\d)?%\) on default: \d+ → \d+; most from <code>fetch<\/code> new, \+\d+\n/);
  });
});

describe('host rows in SARIF and JUnit', () => {
  it('gives each refusal a result and a failing test case naming the host, tool and pointer', () => {
    const report = diffSnapshots(snap(tool('search')), snap(tool('search'), tool('pick', { type: 'object', allOf: [{ required: ['id'] }] })), { config: { hosts: ['anthropic'] } });
    const sarif = JSON.parse(renderSarifDrift([{ report }])) as { runs: Array<{ results: Array<{ ruleId: string; level: string; message: { text: string } }> }> };
    const [row] = sarif.runs[0].results.filter((r) => r.ruleId === 'host-rejects-tool');
    expect([row.level, row.message.text]).toEqual(['error', expect.stringContaining('The tool `pick` is now refused by Anthropic Messages API: oneOf, allOf or anyOf at the top level of input_schema, at `/inputSchema/allOf`')]);
    const xml = renderJunit([report]);
    expect(xml).toContain('host-rejects-tool');
    expect(xml).toContain('/inputSchema/allOf');
  });
});
