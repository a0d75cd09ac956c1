// Issue 51 item 3: `status` after one upgraded server fits one screen. An upgrade that removes a hundred resources and
// adds thirty tools (what a server-everything release does to a store) is one line of counts per kind, at most 20 held
// items, one line counting the rest and one approve command; --verbose lists every item with its own command. Real
// guard (in-process) over the shifting fixture server, the real CLI and store.
import { cli, NODE } from '../helpers/cli-harness.js';
import { approvedShifting, shift, SHIFTING } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';
import { startInProcess } from '../helpers/guard-inprocess.js';
import { STATUS_ITEMS } from '../../src/cli/commands/status.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } });
const resources = Array.from({ length: 100 }, (_, i) => ({ uri: `test://static/resource/${i + 1}`, name: `Resource ${i + 1}`, mimeType: 'text/plain' }));
const before = { serverInfo: { name: 'everything', version: '1.0.0' }, tools: [tool('echo', 'Echo the input.'), tool('add', 'Add two numbers.')], resources };
const after = { serverInfo: { name: 'everything', version: '2.0.0' }, tools: [tool('echo', 'Echo the input back.'), tool('add', 'Add two numbers.'), ...Array.from({ length: 30 }, (_, i) => tool(`new_tool_${i + 1}`, `New tool ${i + 1}.`))] };

describe('status after one upgraded server', () => {
  it('fits one screen: counts per kind, held items grouped (the rest counted), one approve command; --verbose lists each', async () => {
    const s = await approvedShifting('status-screen', before);
    const g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`] } });
    try {
      expect((await g.client.listResources()).resources).toHaveLength(100);
      // The server upgrades under the running guard: it re-captures on list_changed and holds what changed.
      const changed = g.next('notifications/tools/list_changed');
      shift(s.surface, s.pidFile, after);
      await changed;
      await waitFor(async () => /30 new, 0 rejected, 100 missing/.test((await cli(['status', '--store', s.store], { cwd: s.dir })).stdout), { what: 'the upgrade held' });
      const r = await cli(['status', '--store', s.store], { cwd: s.dir });
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines.length).toBeLessThanOrEqual(40);
      expect(lines[0]).toBe('shifting (surface default): 1 approved, 1 stale, 30 new, 0 rejected, 100 missing');
      expect(lines).toContain('  tools: 1 changed, 30 new, 1 approved');
      expect(lines).toContain('  resources: 100 missing');
      expect(lines.filter((l) => /^ {4}(STALE|REVIEW_REQUIRED) /.test(l))).toHaveLength(STATUS_ITEMS);
      expect(lines).toContain(`  … and ${31 - STATUS_ITEMS} more held (mcp-contract status --verbose --store ${s.store} --server shifting lists every one)`);
      expect(lines.filter((l) => l.includes('mcp-contract approve'))).toEqual([`  all 31 held, after review: mcp-contract approve --all-held --store ${s.store} --server shifting`]);
      expect(r.stdout).not.toMatch(/test:\/\/static/);
      const verbose = await cli(['status', '--store', s.store, '--verbose'], { cwd: s.dir });
      expect(verbose.stdout.match(/^ {2}MISSING +resource:test:\/\/static\/resource\/\d+/gm)).toHaveLength(100);
      expect(verbose.stdout.match(/approve after review: mcp-contract approve /g)).toHaveLength(31);
    } finally {
      await g.close();
    }
  });
});
