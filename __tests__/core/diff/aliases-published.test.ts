// A rename map committed before the server switches (github-mcp-server did this for 14 months) is said once per
// diff, as one safe row, on server-memory's real history; once the server switches, the renames apply.
import { buildCapability } from '../../../src/core/shared/canonical.js';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Config } from '../../../src/core/shared/config.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { captureHistories, pairsOf } from '../../helpers/published-histories.js';

const config: Config = {
  renames: {
    'tool:read_graph': { to: 'tool:graph_read', alias: true },
    'tool:search_nodes': 'tool:nodes_search',
    'tool:open_nodes': 'tool:nodes_open',
    'tool:create_entities': 'tool:entities_create',
  },
};
let snaps: Map<string, Snapshot>;

beforeAll(async () => {
  snaps = await captureHistories(['memory']);
});

describe('declared renames not yet in effect on server-memory', () => {
  it('every pair of releases that changed a tool carries exactly one safe row naming the four renames', () => {
    let withRow = 0;
    for (const [a, b] of pairsOf('memory')) {
      const r = diffSnapshots(snaps.get(a)!, snaps.get(b)!, config, { base: a, head: b });
      const rows = r.changes.filter((c) => c.rule === 'rename-target-missing');
      const toolsChanged = r.changes.some((c) => c.kind === 'tool');
      expect([a, b, rows.length]).toEqual([a, b, toolsChanged ? 1 : 0]);
      if (rows.length === 0) continue;
      withRow++;
      expect(rows[0].severity).toBe('safe');
      expect(rows[0].message).toBe(
        'Declared renames not in effect yet (4): the old names are still served and the new ones are not: `create_entities` -> `entities_create`; `open_nodes` -> `nodes_open`; `read_graph` -> `graph_read`; `search_nodes` -> `nodes_search`.',
      );
    }
    expect(withRow).toBeGreaterThanOrEqual(5);
  });

  it('a release with nothing changed says nothing; the switch applies the renames and drops the row', () => {
    const head = snaps.get('memory-2026-8-31')!;
    expect(diffSnapshots(head, head, config, { base: 'a', head: 'a' }).changes).toEqual([]);
    const switched = structuredClone(head);
    const items = switched.surfaces.default.kinds.tool.items;
    const origin = { server: switched.server, surface: 'default' };
    switched.surfaces.default.kinds.tool.items = items
      .map((c) => (c.ref === 'tool:search_nodes' ? buildCapability('tool', { ...c.definition, name: 'nodes_search' }, origin) : c))
      .sort((x, y) => (x.ref < y.ref ? -1 : 1));
    const r = diffSnapshots(head, switched, config, { base: 'a', head: 'b' });
    expect(r.changes.map((c) => `${c.severity} ${c.rule}`)).toEqual(['breaking capability-renamed', 'safe rename-target-missing']);
    expect(r.changes[1].message).toContain('(3)');
  });
});
