// Issue 51 item 3: approving an upgrade is one step. The published filesystem server approved at 2025.7.1 and
// upgraded to 2026.1.14 (npm aliases fs-2025-7-1, fs-2026-1-14) behind a real gateway, as a user runs it: the guard
// holds the new code, starts it alone to read what it serves (the client gets nothing of it), `status` shows the
// upgrade's tool changes on one screen with one approve command, and `approve --all-held` approves the code and its
// capabilities in one run after showing both; the gateway then serves the new surface without a restart. A change of
// the code between what was shown and the yes refuses, writing nothing.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cli, type CliResult } from '../helpers/cli-harness.js';
import { toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { gatewayOf, heldCount, upgradedFilesystem as upgraded, upgradedMemory, type Upgraded } from '../helpers/published-upgrade.js';
import { waitFor } from '../helpers/poll.js';
import { run } from '../../src/cli/main.js';
import { redacting } from '../../src/cli/io.js';

/** One CLI run whose stdin is a terminal: `answer` is called with the question (and may act before answering). */
async function onTerminal(args: string[], cwd: string, env: Record<string, string | undefined>, answer: (q: string) => Promise<boolean>): Promise<CliResult & { asked: string[] }> {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const io = redacting({ stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env, now: () => new Date(), confirm: async (q) => (asked.push(q), answer(q)) });
  const code = await run(args, io);
  return { code, stdout, stderr, asked };
}

describe('one step from an upgrade to its approval (published server-filesystem 2025.7.1 -> 2026.1.14)', () => {
  let u: Upgraded;
  let g: InProcessGateway | undefined;
  beforeAll(async () => {
    u = await upgraded('fs-2025-7-1', 'fs-2026-1-14');
    g = await gatewayOf(u);
    // The client connects: the code is held, nothing of it is served, and the guard reads what it serves.
    expect(await toolNames(await g.legacy())).toEqual([]);
    await waitFor(() => u.storeFile().identity?.surfaceRead !== undefined, { what: 'the held code read' });
  });
  afterAll(async () => {
    await g?.close();
  });

  it('status fits one screen: the held code, the tool changes with their rule ids grouped by kind, one approve command', async () => {
    const r = await cli(['status'], { cwd: '/', env: u.env });
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(40);
    expect(lines[0]).toMatch(/^filesystem \(surface default\): \d+ approved, \d+ stale, \d+ new, 0 rejected, \d+ missing, code held$/);
    expect(r.stdout).toMatch(/^ {2}CODE HELD +the code changed: @modelcontextprotocol\/server-filesystem@2025\.7\.1 .*version 2025\.7\.1 -> 2026\.1\.14$/m);
    expect(r.stdout).toMatch(/^ {2}tools: (\d+ changed, )?\d+ new/m);
    // The upgrade's tool changes, as the classifier names them: a new tool, and an existing one's changed contract.
    expect(r.stdout).toMatch(/^ {4}REVIEW_REQUIRED tool:read_text_file {2}capability-renamed$/m);
    expect(r.stdout).toMatch(/^ {4}REVIEW_REQUIRED tool:read_media_file {2}capability-added$/m);
    expect(r.stdout).toMatch(/^ {4}STALE +tool:directory_tree {2}[a-z, -]*tool-now-read-only/m);
    expect(r.stdout).toMatch(/^ {4}STALE +tool:move_file {2}[a-z, -]*tool-no-longer-destructive/m);
    const approveLines = lines.filter((l) => /mcp-contract approve /.test(l));
    const held = heldCount(u.storeFile());
    expect(held).toBeGreaterThan(2);
    // One command approves it all; a deprecated tool's successor line is the only other (it records a rebind).
    expect(approveLines.filter((l) => !/deprecated in favour of/.test(l))).toEqual([`  the new code and the ${held} capabilities it changes, after review: mcp-contract approve --all-held --store ${u.store} --server filesystem`]);
    const verbose = await cli(['status', '--verbose'], { cwd: '/', env: u.env });
    expect(verbose.stdout).toMatch(/before: /);
    expect(verbose.stdout).toMatch(/approve after review: mcp-contract approve tool:read_text_file/);
  });

  it('approve --all-held shows the new code and its changes, approves both in one run, and the gateway serves the new surface with no restart', async () => {
    const held = heldCount(u.storeFile());
    const client = await g!.legacy();
    const r = await onTerminal(['approve', '--all-held', '--server', 'filesystem'], u.dir, u.env, async () => true);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.asked).toEqual([`approve the new code and the ${held} capabilities shown above? [y/N] `]);
    expect(r.stdout).toMatch(/NEW CODE, held with what it serves/);
    expect(r.stdout).toMatch(/live: +@modelcontextprotocol\/server-filesystem@2026\.1\.14/);
    expect(r.stdout).toMatch(/REVIEW_REQUIRED tool:read_text_file/);
    expect(r.stdout).toMatch(/^approved the new code: @modelcontextprotocol\/server-filesystem@2026\.1\.14 /m);
    expect(r.stdout).toMatch(/^approved tool:read_text_file at sha256:[0-9a-f]{64} as the new name of tool:read_file$/m);
    expect(r.stdout).toMatch(/tool-no-longer-destructive \/annotations\/destructiveHint .*: Tool `move_file` is no longer marked destructive/);
    expect(r.stdout.match(/^approved tool:/gm)).toHaveLength(held);
    const after = u.storeFile();
    expect(after.identity).toMatchObject({ state: 'approved', approvedBy: 'human', approved: { version: '2026.1.14' } });
    // No restart: the same gateway, the same client session, now lists the new code's tools.
    await waitFor(async () => (await toolNames(client)).includes('filesystem__read_text_file'), { what: 'the new surface served' });
    const status = await cli(['status', '--server', 'filesystem'], { cwd: '/', env: u.env });
    expect(status.stdout).toMatch(/^filesystem \(surface default\): \d+ approved, 0 stale, 0 new, 0 rejected, \d+ missing$/m);
    expect((await cli(['approve', '--all-held', '--server', 'filesystem', '--yes'], { cwd: u.dir, env: u.env })).stdout).toBe('nothing is held for review\n');
  });
});

describe('approve --all-held stays bound to what it showed', () => {
  it('the code changes again between what was shown and the yes: refused, nothing written', async () => {
    const u = await upgraded('fs-2025-7-1', 'fs-2026-1-14');
    const g = await gatewayOf(u);
    try {
      await toolNames(await g.legacy());
      await waitFor(() => u.storeFile().identity?.surfaceRead !== undefined, { what: 'the held code read' });
      const before = readFileSync(path.join(u.store, 'filesystem.json'), 'utf8');
      const r = await onTerminal(['approve', '--all-held', '--server', 'filesystem'], u.dir, u.env, async () => {
        // While the person reads, another version is installed and a client connects: the guard resolves the new code.
        u.install('fs-2025-8-21');
        await toolNames(await g.legacy());
        await waitFor(() => /2025\.8\.21/.test(JSON.stringify(u.storeFile().identity?.live)), { what: 'the third version resolved' });
        return true;
      });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^mcp-contract approve: the code changed since it was shown \(now [^)]+\); nothing approved: review it again\n$/);
      const now = u.storeFile();
      expect(now.identity?.state).toBe('held');
      expect(Object.values(now.capabilities).filter((c) => c.approval?.by === 'human')).toEqual([]);
      expect(readFileSync(path.join(u.store, 'filesystem.json'), 'utf8')).not.toBe(before);
    } finally {
      await g.close();
    }
  });

  it('the held code could not be read (it does not start): refused in one line naming the server, with the way on', async () => {
    const u = await upgraded('fs-2025-7-1', 'fs-2026-1-14');
    // The directory it serves is gone: the new code exits at start, so what it serves cannot be read.
    rmSync(path.join(u.dir, 'served'), { recursive: true });
    const g = await gatewayOf(u);
    try {
      await toolNames(await g.legacy());
      await waitFor(() => g.log.some((l) => /cannot read what the held code serves/.test(l)), { what: 'the failed read logged' });
    } finally {
      await g.close();
    }
    expect(u.storeFile().identity?.state).toBe('held');
    const r = await cli(['approve', '--all-held', '--server', 'filesystem', '--yes'], { cwd: u.dir, env: u.env });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'mcp-contract approve: filesystem: the new code is held and what it serves is not read yet (the guard reads it when a client next connects); run this again then, or approve the code alone with --identity\n',
    );
    const status = await cli(['status', '--server', 'filesystem'], { cwd: u.dir, env: u.env });
    expect(status.stdout).toMatch(/what the new code serves is not read yet/);
    expect(status.stdout).toContain(`to approve the code alone instead: mcp-contract approve --identity --store ${u.store} --server filesystem`);
  });
});

describe('one step for server-memory 2025.8.4 -> 2026.1.26', () => {
  it('status shows the held code and the tool changes on one screen; --all-held approves both; the gateway serves them', async () => {
    const u = await upgradedMemory('memory-2025-8-4', 'memory-2026-1-26');
    const g = await gatewayOf(u);
    try {
      const client = await g.legacy();
      expect(await toolNames(client)).toEqual([]);
      await waitFor(() => u.storeFile().identity?.surfaceRead !== undefined, { what: 'the held code read' });
      const status = await cli(['status', '--server', 'memory'], { cwd: '/', env: u.env });
      const lines = status.stdout.trimEnd().split('\n');
      expect(lines.length).toBeLessThanOrEqual(40);
      expect(status.stdout).toMatch(/^ {2}CODE HELD +the code changed: @modelcontextprotocol\/server-memory@2025\.8\.4 .*version 2025\.8\.4 -> 2026\.1\.26$/m);
      const held = heldCount(u.storeFile());
      expect(held).toBeGreaterThan(0);
      expect(lines.filter((l) => /^ {4}(STALE|REVIEW_REQUIRED) +tool:\w+ {2}[a-z-]+/.test(l))).toHaveLength(held);
      const r = await cli(['approve', '--all-held', '--server', 'memory', '--yes'], { cwd: u.dir, env: u.env });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^approved the new code: @modelcontextprotocol\/server-memory@2026\.1\.26 /m);
      expect(r.stdout.match(/^approved tool:/gm)).toHaveLength(held);
      await waitFor(async () => (await toolNames(client)).length > 0, { what: 'the new surface served' });
      expect((await cli(['status', '--server', 'memory'], { cwd: '/', env: u.env })).stdout).toMatch(/: \d+ approved, 0 stale, 0 new, 0 rejected, 0 missing$/m);
    } finally {
      await g.close();
    }
  });
});
