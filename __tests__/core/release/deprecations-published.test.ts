// A deprecation stated on the wire is read: server-filesystem's read_file gains "DEPRECATED: Use read_text_file
// instead." while read_text_file is added (2025.7.1 -> 2025.7.29; 2025.8.21 already carries it). Read by default (and
// with policy.deprecatedDescriptionMarker as before) the diff, the PR comment and the release name the deprecation and
// its replacement, and the diff suggests the config entry that records it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Config } from '../../../src/core/shared/config.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { markerFor } from '../../../src/github/hidden.js';
import { renderMarkdown } from '../../../src/render/markdown.js';
import { serializeSnapshot } from '../../../src/storage/snapshot-file.js';
import { cli, commitAll, git, gitInit, tempDir, writeJson } from '../../helpers/cli-harness.js';
import { captureHistories, pairsOf } from '../../helpers/published-histories.js';

const config: Config = { policy: { deprecatedDescriptionMarker: 'DEPRECATED' } };
let snaps: Map<string, Snapshot>;

beforeAll(async () => {
  snaps = await captureHistories(['filesystem']);
});

const deprecations = (a: string, b: string, c: Config = config) =>
  diffSnapshots(snaps.get(a)!, snaps.get(b)!, c, { base: a, head: b }).changes.filter((x) => x.rule === 'capability-deprecated');

describe('server-filesystem history', () => {
  it('exactly the pair that adds read_text_file shows read_file deprecated, naming it as the replacement', () => {
    const shown = pairsOf('filesystem').filter(([a, b]) => deprecations(a, b).length > 0);
    // Every later release compared with 2025.7.1, and nothing between releases that all carry the notice.
    expect(shown).toEqual(pairsOf('filesystem').filter(([a]) => a === 'fs-2025-7-1'));
    expect(shown).toHaveLength(4);
    const [c, ...rest] = deprecations('fs-2025-7-1', 'fs-2025-8-21');
    expect(rest).toEqual([]);
    expect([c.severity, c.message]).toEqual(['safe', 'The tool `read_file` was deprecated in its own description, naming `read_text_file` as its replacement.']);
    expect(c.hint).toContain('`{"renames":{"tool:read_file":{"to":"tool:read_text_file","alias":true}}}`');
    // The notice is read without configuration too (issue 42): the same row, the same replacement.
    expect(deprecations('fs-2025-7-1', 'fs-2025-8-21', {}).map((x) => [x.message, x.params?.replacedBy])).toEqual([[c.message, 'tool:read_text_file']]);
    expect(pairsOf('filesystem').filter(([a, b]) => deprecations(a, b, {}).length > 0)).toEqual(shown);
  });

  it('the suggested renames entry, pasted into the config, turns the pair into a rename with alias', () => {
    const r = diffSnapshots(snaps.get('fs-2025-7-1')!, snaps.get('fs-2025-8-21')!, { ...config, renames: { 'tool:read_file': { to: 'tool:read_text_file', alias: true } } }, { base: 'a', head: 'b' });
    expect(r.changes.filter((c) => c.rule === 'capability-renamed-with-alias').map((c) => c.message)).toEqual([
      'The tool `read_file` was renamed to `read_text_file` and the old name is still served.',
    ]);
    expect(r.changes.filter((c) => c.rule === 'capability-added' && c.after?.refs[0] === 'tool:read_text_file')).toEqual([]);
  });

  it('the PR comment shows the deprecation and the entry to paste as code', () => {
    const report = diffSnapshots(snaps.get('fs-2025-7-1')!, snaps.get('fs-2025-8-21')!, config, { base: 'base', head: 'head' });
    const body = renderMarkdown([report], { marker: markerFor('mcp-contract.json', ['filesystem']), verdict: 'needs-signoff' });
    expect(body).toContain('The tool <code>read&#95;file</code> was deprecated in its own description, naming <code>read&#95;text&#95;file</code> as its replacement.');
    const hint = body.split('\n').find((l) => l.includes('Record it in the config'));
    // Copied from the rendered comment (<wbr> copies as nothing) it is the JSON the config takes.
    const decoded = hint!.replace(/<wbr>/g, '').replace(/&#34;/g, '"').replace(/&#95;/g, '_');
    expect(decoded).toContain('<code>{"renames":{"tool:read_file":{"to":"tool:read_text_file","alias":true}}}</code>');
  });

  it('diff --format markdown and release name the deprecation and the replacement', async () => {
    const dir = tempDir('deprecated');
    gitInit(dir);
    mkdirSync(path.join(dir, 'snapshots'));
    const file = path.join(dir, 'snapshots', 'filesystem.json');
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { filesystem: { command: 'node', args: ['server.js'] } }, ...config });
    writeFileSync(file, serializeSnapshot(snaps.get('fs-2025-7-1')!));
    commitAll(dir, 'v1.0.0', '2025-07-01');
    git(dir, 'tag', 'v1.0.0');
    writeFileSync(file, serializeSnapshot(snaps.get('fs-2025-8-21')!));
    const diff = await cli(['diff', 'git:v1.0.0:snapshots/filesystem.json', 'snapshots/filesystem.json', '--format', 'markdown'], { cwd: dir });
    expect(diff.stdout).toContain('was deprecated in its own description, naming <code>read&#95;text&#95;file</code> as its replacement.');
    const release = await cli(['release', '--date', '2025-08-21'], { cwd: dir });
    expect(release.stdout).toContain('tool:read_file is deprecated (since 2025-08-21), replaced by tool:read_text_file, with no removeAfter date.');
  });
});
