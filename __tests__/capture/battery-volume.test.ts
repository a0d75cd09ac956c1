// Floods, enormous lists, endless pagination and junk on stdout end in a clear error or a faithful snapshot — never OOM, a hang or a silently short list.
import { readFileSync } from 'node:fs';
import { HOSTILE, MISBEHAVE, NODE, QUICK, firstLine, hasStack, readJson, snapshotsIn, tempDir } from '../helpers/cli-harness.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const dir = tempDir('volume');
const snapshot = snapshotsIn(dir);

describe('volume', () => {
  it('a 1 MiB stderr flood keeps memory bounded and the capture succeeds; only a tail is kept', async () => {
    const before = process.memoryUsage().rss;
    const r = await snapshot({ command: NODE, args: [MISBEHAVE, '--stderr-flood', '--prompts', '--fail=prompts/list'] });
    expect(r.code).toBe(3);
    const grown = process.memoryUsage().rss - before;
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    expect(firstLine(r)).toMatch(/prompts\/list is broken today$/);
    // The detail is a tail of short lines: never the whole MiB.
    expect(r.stderr).toContain('xxxxxxxx');
    expect(r.stderr.length).toBeLessThan(16 * 1024);
    expect(Math.max(...r.stderr.split('\n').map((l) => l.length))).toBeLessThanOrEqual(500);
    const ok = await snapshot({ command: NODE, args: [MISBEHAVE, '--stderr-flood'] });
    expect(ok.code).toBe(0);
    expect(ok.stderr).toBe('');
  });

  it('20,000 tools without configured limits: all captured, in order', async () => {
    const r = await snapshot({ command: NODE, args: [HOSTILE, '--tools=20000'], timeouts: { ...QUICK, requestMs: 10_000 } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('20000 tools');
    const snap = readJson<Snapshot>(r.file);
    const items = snap.surfaces.default!.kinds.tool.items;
    expect(items).toHaveLength(20000);
    expect(items[19999]!.ref).toBe('tool:tool_19999');
  });

  it('20,000 tools past limits.maxItems: a clear error naming the limit, no snapshot written', async () => {
    // A 5,000-tool page can take over QUICK's 800 ms on a loaded runner: the limit under test is maxItems, not a page's time.
    const r = await snapshot({ command: NODE, args: [HOSTILE, '--tools=20000', '--page=5000'], limits: { maxItems: 10000 }, timeouts: { ...QUICK, requestMs: 10_000 } });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/default\/tool: more than 10000 items \(limits\.maxItems\)$/);
    expect(() => readFileSync(r.file)).toThrow();
  });

  it('one 20 MB description past limits.maxMessageBytes: a clear error, the message never buffered whole', async () => {
    const before = process.memoryUsage().rss;
    const r = await snapshot({ command: NODE, args: [HOSTILE, '--huge-description=20000000'], limits: { maxMessageBytes: 1_000_000 } });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/tools\/list page 1: a message exceeded limits\.maxMessageBytes, 1000000 bytes$/);
    expect(hasStack(r.stderr)).toBe(false);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('one 20 MB description over HTTP past maxMessageBytes: the same clear error', async () => {
    const { startHttp } = await import('../helpers/cli-harness.js');
    const s = await startHttp(HOSTILE, ['--huge-description=20000000']);
    try {
      const r = await snapshot({ url: s.url, transport: 'streamable-http', limits: { maxMessageBytes: 1_000_000 } });
      expect(r.code).toBe(3);
      expect(firstLine(r)).toMatch(/tools\/list page 1: .*exceeded 1000000 bytes/);
    } finally {
      s.stop();
    }
  });
});

describe('pagination', () => {
  it('never ends (a fresh cursor every page): stopped by limits.maxPages', async () => {
    const r = await snapshot({ command: NODE, args: [HOSTILE, '--endless-pages'], limits: { maxPages: 25 } });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/default\/tool: more than 25 pages \(limits\.maxPages\)$/);
  });

  it('a repeated cursor: failed at the page that repeats it', async () => {
    const r = await snapshot({ command: NODE, args: [HOSTILE, '--repeat-cursor'] });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/default\/tool: page 2: nextCursor "again" was already used$/);
  });
});

describe('junk on stdout', () => {
  it('non-JSON lines and half JSON-RPC messages around good answers: recorded as problems, the surface kept whole', async () => {
    for (const args of [[MISBEHAVE, '--garbage'], [HOSTILE, '--partial=noise', '--tools=4', '--page=2']]) {
      const r = await snapshot({ command: NODE, args });
      expect(r.code).toBe(0);
      const tool = readJson<Snapshot>(r.file).surfaces.default!.kinds.tool;
      expect(tool.observation.state).toBe('complete');
      expect(tool.items.length).toBeGreaterThanOrEqual(3);
      expect(tool.observation.problems?.map((p) => p.code)).toContain('stdout-not-jsonrpc');
    }
  });

  it('an answer cut off half way: that list fails after requestMs, never read as empty', async () => {
    const r = await snapshot({ command: NODE, args: [HOSTILE, '--partial=answer'] });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/default\/tool: tools\/list page 1: timed out$/);
  });
});
