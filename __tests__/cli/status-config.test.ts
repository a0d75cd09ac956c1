// `status --config FILE` (issue 51): status is about a config's servers, so it takes the gateway's config as the
// console and the gateway do, and shows only that config's servers from the store; --server must be one of them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GUARD_STORE_FORMAT, type GuardStore } from '../../src/core/approval/approval.js';
import { serializeStore, storeFile, storeKey } from '../../src/guard/store.js';
import { cli, writeJson } from '../helpers/cli-harness.js';
import { tempDir } from '../helpers/temp-dir.js';

const DIGEST = `sha256:${'a'.repeat(64)}`;

/** A store file as the gateway writes it for one server: one approved tool and one held for review. */
async function storeOf(dir: string, server: string): Promise<void> {
  const def = (name: string) => ({ name, description: `${name} of ${server}.`, inputSchema: { type: 'object' } });
  const store: GuardStore = {
    format: GUARD_STORE_FORMAT,
    server,
    surface: 'default',
    capabilities: {
      'tool:read': { ref: 'tool:read', state: 'approved', since: '2026-06-01T00:00:00Z', live: { digest: DIGEST, definition: def('read') }, approval: { digest: DIGEST, definition: def('read'), by: 'human', at: '2026-06-01T00:00:00Z' } },
      'tool:write': { ref: 'tool:write', state: 'review_required', since: '2026-07-01T00:00:00Z', live: { digest: `sha256:${'b'.repeat(64)}`, definition: def('write') }, changes: [] },
    },
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(storeFile(dir, server), serializeStore(store, await storeKey(dir)));
}

describe('status --config', () => {
  const dir = tempDir('status-config');
  const store = path.join(dir, 'store');
  const config = path.join(dir, 'mcp-contract-gateway.json');
  const entry = (n: string) => ({ command: 'node', args: [`${n}.js`] });

  beforeAll(async () => {
    // The store holds three servers; the gateway's config names two of them (the third is another config's).
    for (const s of ['notes', 'files', 'other']) await storeOf(store, s);
    writeJson(config, { servers: { notes: entry('notes'), files: entry('files') } });
  });

  it("is an option of status: it shows the config's servers from the store, and no other", async () => {
    const r = await cli(['status', '--config', config, '--store', store], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/\bnotes\b/);
    expect(r.stdout).toMatch(/\bfiles\b/);
    expect(r.stdout).not.toMatch(/\bother\b/);
    // Without it, the store is shown whole (the honest path it narrows).
    expect((await cli(['status', '--store', store], { cwd: dir })).stdout).toMatch(/\bother\b/);
  });

  it('-c is its short form, and with --server it shows that server of the config', async () => {
    const r = await cli(['status', '-c', config, '--store', store, '--server', 'files'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\bfiles\b/);
    expect(r.stdout).not.toMatch(/\bnotes\b|\bother\b/);
  });

  it('a --server the config does not name is refused in one line naming the config and its servers', async () => {
    const r = await cli(['status', '--config', config, '--store', store, '--server', 'other'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/--server other is not a server of .*mcp-contract-gateway\.json \(notes, files\)$/)]);
  });

  it('a config none of whose servers the store holds yet says so in one line; an unreadable config names the file', async () => {
    const fresh = writeJson(path.join(dir, 'fresh.json'), { servers: { later: entry('later') } });
    const r = await cli(['status', '--config', fresh, '--store', store], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no server of .*fresh\.json is in the guard store .* yet \(start the gateway: mcp-contract guard --config /);
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{ "servers": ');
    const b = await cli(['status', '--config', broken, '--store', store], { cwd: dir });
    expect(b.code).not.toBe(0);
    expect(b.stderr).toContain('broken.json');
    expect(b.stderr).not.toMatch(/\n\s+at /);
  });
});
