// A whitespace-only edit of model-visible text is safe: a FastMCP server (the Python SDK's, raw docstrings) whose
// docstring blank line `"    "` becomes `""` gives one safe row per tool and no review; the snapshot keeps the exact
// text, and a real word added is still a review. Skips where no local wheel index provides the Python SDK.
import path from 'node:path';
import { captureServer } from '../../../src/capture/capture.js';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { ROOT } from '../../helpers/capture-fixtures.js';
import { pythonWithMcp } from '../../helpers/python-mcp.js';
import { tempDir } from '../../helpers/temp-dir.js';

const { python, reason } = pythonWithMcp();
const SERVER = path.join(ROOT, '__tests__', 'fixtures', 'python', 'docstring_server.py');
const dir = tempDir('ws');

async function capture(env: Record<string, string>): Promise<Snapshot> {
  return captureServer('blender-like', { command: python!, args: [SERVER], env, timeouts: { initializeMs: 30_000, requestMs: 30_000 } }, { baseDir: dir, env: { PATH: process.env.PATH ?? '' } });
}

const run = python ? describe : describe.skip;
if (!python) console.warn(`whitespace-python: skipped (${reason})`);

run('FastMCP docstrings re-indented between releases', () => {
  let r1: Snapshot;
  let r2: Snapshot;
  let edited: Snapshot;
  beforeAll(async () => {
    r1 = await capture({ MCP_FIXTURE_RELEASE: '1' });
    r2 = await capture({ MCP_FIXTURE_RELEASE: '2' });
    edited = await capture({ MCP_FIXTURE_RELEASE: '2', MCP_FIXTURE_EDIT: ' Also lists the cameras.' });
  });

  it('the snapshots keep the exact text: the digests differ and the blank line still holds its spaces', () => {
    const d1 = r1.surfaces.default.kinds.tool.items.map((c) => c.digest);
    const d2 = r2.surfaces.default.kinds.tool.items.map((c) => c.digest);
    expect(d1).toHaveLength(2);
    expect(d1.filter((d) => d2.includes(d))).toEqual([]);
    expect(r1.surfaces.default.kinds.tool.items[0].definition.description).toContain('\n    \n');
  });

  it('the whitespace-only edit is one safe row per tool and nothing to review', () => {
    const r = diffSnapshots(r1, r2, {}, { base: '1.2', head: '1.4.0' });
    expect(r.changes.map((c) => `${c.severity} ${c.rule} ${c.after?.refs[0]} ${c.after?.pointer}`)).toEqual([
      'safe text-whitespace-changed tool:get_object_info /description',
      'safe text-whitespace-changed tool:get_scene_info /description',
    ]);
    expect(r.summary).toEqual({ breaking: 0, review: 0, safe: 2 });
  });

  it('a word added next to the whitespace edit is still a description change to read', () => {
    const r = diffSnapshots(r1, edited, {}, { base: '1.2', head: 'edited' });
    expect(r.changes.map((c) => `${c.severity} ${c.rule} ${c.after?.refs[0]}`)).toEqual([
      'review description-changed tool:get_scene_info',
      'safe text-whitespace-changed tool:get_object_info',
    ]);
  });
});
