// Real upgrades of published servers (installed as npm aliases, each on the SDK current at its release) raise no
// false alarm: SDK defaults made explicit, a new `$schema` dialect, `additionalProperties` flipped by a generator
// and notion's anyOf widening give no breaking or review change, while the authored changes in the same histories
// (memory closing `additionalProperties`, filesystem marking move_file destructive) keep their severity.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { incompleteKinds } from '../../../src/capture/capture.js';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Change, JsonObject, Report, Snapshot } from '../../../src/core/shared/model.js';
import { snapshotFrom } from '../../helpers/classify-fixtures.js';
import { capturePublished } from '../../helpers/published-histories.js';

const VERSIONS = ['fs-2025-8-21', 'fs-2025-11-25', 'fs-2026-1-14', 'fs-2026-8-31', 'memory-2025-8-4', 'memory-2025-9-25', 'memory-2025-11-25', 'memory-2026-1-26', 'playwright-0-0-54', 'playwright-0-0-64', 'notion-2-1-0', 'notion-2-4-1'];

const snaps = new Map<string, Snapshot>();

beforeAll(async () => {
  // One capture per version for the whole run (published-histories.ts; one server name per history: the versions are
  // successive snapshots of the same server). Playwright and notion list their tools offline, without a browser or
  // NOTION_TOKEN.
  for (const version of VERSIONS) snaps.set(version, await capturePublished(version));
});

function diff(from: string, to: string): Report {
  return diffSnapshots(snaps.get(from)!, snaps.get(to)!, {}, { base: from, head: to });
}

const loud = (r: Report) => r.changes.filter((c) => c.severity !== 'safe').map(show);
const show = (c: Change) => `${c.severity} ${c.rule} ${c.before?.refs[0] ?? c.after?.refs[0] ?? c.surface} ${c.after?.pointer ?? c.before?.pointer ?? ''}`;

describe('every version captures completely', () => {
  it.each(VERSIONS)('%s', (version) => {
    const s = snaps.get(version)!;
    expect(incompleteKinds(s)).toEqual([]);
    expect(s.surfaces.default.kinds.tool.items.length).toBeGreaterThan(4);
  });
});

describe('SDK and generator upgrades raise nothing to review', () => {
  it('filesystem 2025.11.25 -> 2026.1.14: execution.taskSupport made explicit, additionalProperties dropped by the generator', () => {
    const r = diff('fs-2025-11-25', 'fs-2026-1-14');
    expect(loud(r)).toEqual([]);
    expect(r.changes.filter((c) => c.kind === 'tool' && c.severity !== 'safe')).toEqual([]);
    expect(r.changes.some((c) => c.after?.pointer === '/execution' || c.before?.pointer === '/execution')).toBe(false);
    expect(r.changes.filter((c) => c.rule === 'schema-generator-changed').map((c) => c.message)).toEqual([
      'A schema generator changed on surface `default` (an SDK or schema-library upgrade, not an authored edit): on every tool (14), `additionalProperties` went from false to none. The per-tool rows below show each of these changes.',
    ]);
  });

  it('memory 2025.11.25 -> 2026.1.26: the same SDK upgrade', () => {
    const r = diff('memory-2025-11-25', 'memory-2026-1-26');
    expect(loud(r)).toEqual([]);
    expect(r.changes.map((c) => c.rule)).toContain('server-protocol-version-upgraded');
  });

  it('playwright 0.0.54 -> 0.0.64: $schema draft-07 -> 2020-12 and defaulted params listed as required, named once', () => {
    const r = diff('playwright-0-0-54', 'playwright-0-0-64');
    const rest = loud(r).filter((l) => !l.startsWith('review description-changed'));
    expect(rest).toEqual([]);
    expect(r.changes.filter((c) => c.rule === 'tool-schema-dialect-changed').length).toBeGreaterThanOrEqual(20);
    expect(r.changes.filter((c) => c.rule === 'tool-input-defaulted-property-made-required').map((c) => c.before?.refs[0])).toEqual([
      'tool:browser_console_messages',
      'tool:browser_network_requests',
      'tool:browser_take_screenshot',
    ]);
    const [note, ...more] = r.changes.filter((c) => c.rule === 'schema-generator-changed');
    expect(more).toEqual([]);
    expect(note.message).toContain('`$schema` went from "http://json-schema.org/draft-07/schema#" to "https://json-schema.org/draft/2020-12/schema"');
    expect(note.message).toContain('on 3 tools, properties with a `default` are now listed in `required`');
  });

  it('playwright: the one review left is an authored description edit', () => {
    expect(loud(diff('playwright-0-0-54', 'playwright-0-0-64'))).toEqual(['review description-changed tool:browser_navigate_back /description']);
  });

  it('memory 2025.9.25 -> 2025.11.25: $schema added; titles added by the authors stay visible', () => {
    const r = diff('memory-2025-9-25', 'memory-2025-11-25');
    expect(loud(r).filter((l) => !l.startsWith('review title-changed'))).toEqual([]);
    expect(r.changes.filter((c) => c.rule === 'tool-schema-not-comparable')).toEqual([]);
    expect(r.changes.filter((c) => c.rule === 'schema-generator-changed').map((c) => c.message)).toEqual([
      'A schema generator changed on surface `default` (an SDK or schema-library upgrade, not an authored edit): on 9 tools, `$schema` went from none to "http://json-schema.org/draft-07/schema#". The per-tool rows below show each of these changes.',
    ]);
  });
});

describe('notion 2.1.0 -> 2.4.1: object params widened to anyOf [object, string]', () => {
  it('reports no nested property as removed: the old object is a branch of the new anyOf', () => {
    const r = diff('notion-2-1-0', 'notion-2-4-1');
    const removed = r.changes.filter((c) => c.rule === 'tool-input-property-removed').map((c) => c.before?.pointer);
    // Only the Notion-Version header parameter really left the tools.
    expect(removed.length).toBeGreaterThan(10);
    expect(removed.filter((p) => p !== '/inputSchema/properties/Notion-Version')).toEqual([]);
  });

  it('judges the widening safe, with the types that were added', () => {
    const r = diff('notion-2-1-0', 'notion-2-4-1');
    const widened = r.changes.filter((c) => c.rule === 'tool-input-type-widened' && c.before?.refs[0] === 'tool:API-create-a-comment');
    expect(widened.map((c) => [c.severity, c.message])).toEqual([
      ['safe', 'Input `parent` of tool `API-create-a-comment` accepts more types: object became object | string.'],
      ['safe', 'Input `rich_text[]` of tool `API-create-a-comment` accepts more types: object became object | string.'],
    ]);
    // No $defs/$ref/anyOf review where the widening is all there is.
    expect(r.changes.filter((c) => c.rule === 'tool-schema-not-comparable' && c.before?.refs[0] === 'tool:API-create-a-comment')).toEqual([]);
  });

  it('decides every union and $ref: nothing is left undecidable', () => {
    const r = diff('notion-2-1-0', 'notion-2-4-1');
    expect(r.changes.filter((c) => c.rule === 'tool-schema-not-comparable')).toEqual([]);
  });

  it('still finds the authored tightening inside the shared $defs: the parent `type` discriminators became consts', () => {
    const r = diff('notion-2-1-0', 'notion-2-4-1');
    const breaking = r.changes.filter((c) => c.severity === 'breaking' && c.rule !== 'tool-input-property-removed');
    expect(breaking.map((c) => `${c.before?.refs[0]} ${c.message.replace(/^.* got a tighter /, '')}`)).toEqual([
      'tool:API-move-page `const`: none became ["page_id"].',
      'tool:API-move-page `const`: none became ["database_id"].',
      'tool:API-move-page `const`: none became ["workspace"].',
      'tool:API-post-page `const`: none became ["database_id"].',
      'tool:API-post-page `const`: none became ["workspace"].',
    ]);
    expect(new Set(breaking.map((c) => c.params?.property))).toEqual(new Set(['parent.type']));
  });
});

describe('notion 2.0.0 -> 2.1.0: page `properties` loosened to a free-form object', () => {
  it('is one safe loosening per tool, not four breaking removals', () => {
    // 2.0.0 is the labelled list result (fixtures/renames), 2.1.0 the live capture; both read as one server's lists.
    const old = JSON.parse(readFileSync(path.join(process.cwd(), '__tests__', 'fixtures', 'renames', 'notion-2.0.0.json'), 'utf8')) as { tools: JsonObject[] };
    const tools = snaps.get('notion-2-1-0')!.surfaces.default.kinds.tool.items.map((c) => c.definition);
    const r = diffSnapshots(snapshotFrom({ server: 'notion', surfaces: { default: { tools: old.tools } } }), snapshotFrom({ server: 'notion', surfaces: { default: { tools } } }), {}, { base: '2.0.0', head: '2.1.0' });
    expect(r.changes.filter((c) => c.rule === 'tool-input-property-removed')).toEqual([]);
    const loosened = r.changes.filter((c) => c.rule === 'tool-input-constraint-loosened' && c.params?.keyword === 'properties');
    expect(loosened.map((c) => [c.severity, c.before?.refs[0], c.after?.pointer, c.params?.before])).toEqual([
      ['safe', 'tool:API-patch-page', '/inputSchema/properties/properties/properties', 'declared properties `title`, `type`'],
      ['safe', 'tool:API-post-page', '/inputSchema/properties/properties/properties', 'declared properties `title`, `type`'],
    ]);
    expect(loud(r).filter((l) => l.startsWith('breaking'))).toEqual([]);
  });
});

describe('authored changes keep their severity', () => {
  it('memory 2025.8.4 -> 2025.9.25: additionalProperties false on every input is a tightening (breaking), and the note names it', () => {
    const r = diff('memory-2025-8-4', 'memory-2025-9-25');
    const closed = r.changes.filter((c) => c.rule === 'tool-input-additional-properties-closed');
    expect(closed.length).toBe(13);
    expect(new Set(closed.map((c) => c.severity))).toEqual(new Set(['breaking']));
    // read_graph takes no arguments: closing it refuses only calls that sent some it never declared.
    const none = r.changes.filter((c) => c.rule === 'tool-input-no-arguments-closed');
    expect(none.map((c) => [c.severity, c.before?.refs[0]])).toEqual([['safe', 'tool:read_graph']]);
    expect(r.changes.filter((c) => c.rule === 'schema-generator-changed').map((c) => c.message)).toEqual([
      expect.stringContaining('on every tool (9), `additionalProperties` went from none to false'),
    ]);
  });

  it('filesystem 2025.8.21 -> 2025.11.25 (SDK 1.17.3 -> 1.22.0): the generator closing the no-argument tool is safe; the authored minItems stays breaking', () => {
    const r = diff('fs-2025-8-21', 'fs-2025-11-25');
    const closed = r.changes.filter((c) => c.after?.pointer === '/inputSchema/additionalProperties');
    expect(closed.map(show)).toEqual(['safe tool-input-no-arguments-closed tool:list_allowed_directories /inputSchema/additionalProperties']);
    expect(loud(r).filter((l) => l.startsWith('breaking'))).toEqual(['breaking tool-input-constraint-tightened tool:read_multiple_files /inputSchema/properties/paths/minItems']);
    // The authors' titles and read-only hints stay reviews.
    expect(loud(r).filter((l) => l.startsWith('review tool-now-read-only')).length).toBe(10);
  });

  it('filesystem 2026.1.14 -> 2026.8.31: move_file becomes destructive (review)', () => {
    const r = diff('fs-2026-1-14', 'fs-2026-8-31');
    const c = r.changes.find((x) => x.rule === 'tool-now-destructive' && x.before?.refs[0] === 'tool:move_file');
    expect(c?.severity).toBe('review');
    expect(c?.message).toBe('Tool `move_file` is now marked destructive (destructiveHint false became true).');
  });
});
