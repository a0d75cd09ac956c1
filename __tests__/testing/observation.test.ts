// A snapshot the CLI wrote from a server's command and the same server checked in this process hold one contract:
// toMatchMcpContract passes though the in-process capture records no transport and no launch, an update keeps what it
// could not observe (so `mcp-contract check` of the command still passes byte for byte), and a real change still fails.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import '../../src/testing/jest.js';
import { captureServer, readSnapshot, sameContract, sameSnapshot } from '../../src/api/index.js';
import { matchMcpContract } from '../../src/testing/matchers.js';
// @ts-expect-error: a plain ESM fixture without declarations
import { notesBothEras, notesServerV1, toolNames } from '../fixtures/servers/notes-sdk.mjs';
import { NODE, SERVERS, cli, tempDir } from '../helpers/cli-harness.js';

const dir = tempDir('observation');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NOTES = path.join(SERVERS, 'notes-sdk.mjs');
const JEST = { updateCommand: 'npx jest -u' };
const env = { PATH: process.env.PATH };

describe.each([
  ['SDK 1.x, the 2025 era', 'v1', notesServerV1, ['legacy']],
  ['SDK 2.x, both eras', 'both', (names?: string[]) => notesBothEras(names), ['legacy', 'modern']],
] as const)('a snapshot written by the CLI from the command, matched in process (%s)', (_label, sdk, make, eras) => {
  const file = `snapshots/notes-${sdk}.json`;
  const abs = path.join(dir, file);

  beforeAll(async () => {
    expect((await cli(['snapshot', '--out', file, '--', NODE, NOTES, sdk], { cwd: dir, env })).code).toBe(0);
  });

  it('records the stdio transport the in-process capture cannot: the snapshots differ, the contract does not', async () => {
    const committed = await readSnapshot(abs);
    const inProcess = await captureServer(make(), { name: committed.server });
    const seen = (s: typeof committed): unknown[] => eras.map((e) => s.surfaces.default!.protocol!.eras[e]!.transport);
    expect(seen(committed)).toEqual(eras.map(() => 'stdio'));
    expect(seen(inProcess)).toEqual(eras.map(() => undefined));
    expect(sameSnapshot(committed, inProcess)).toBe(false);
    expect(sameContract(committed, inProcess)).toBe(true);
  });

  it('passes toMatchMcpContract, and an update (-u) leaves the file byte for byte as the CLI wrote it', async () => {
    const before = readFileSync(abs, 'utf8');
    await expect(make()).toMatchMcpContract(file, { baseDir: dir });
    expect((await matchMcpContract({ snapshotState: { _updateSnapshot: 'all' } }, JEST, make(), file, { baseDir: dir })).pass).toBe(true);
    expect(readFileSync(abs, 'utf8')).toBe(before);
  });

  it('still fails a removed tool with the classified drift; -u rewrites it keeping the transports, and check of the command passes', async () => {
    const fewer = make(toolNames(2, ['list_notes']));
    let said = '';
    await expect(fewer)
      .toMatchMcpContract(file, { baseDir: dir })
      .catch((e: Error) => void (said = e.message));
    expect(said).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect((await matchMcpContract({ snapshotState: { _updateSnapshot: 'all' } }, JEST, make(toolNames(1)), file, { baseDir: dir })).pass).toBe(true);
    const rewritten = await readSnapshot(abs);
    expect(rewritten.surfaces.default!.kinds.tool.items.map((t) => t.ref)).toEqual(['tool:add_note']);
    expect(eras.map((e) => rewritten.surfaces.default!.protocol!.eras[e]!.transport)).toEqual(eras.map(() => 'stdio'));
    // The old launch identity belonged to the old contract: it is not carried onto the new one.
    expect(rewritten.identity).toBeUndefined();
    const check = await cli(['check', '--snapshot', file, '--', NODE, NOTES, sdk, '1'], { cwd: dir, env });
    expect(check.stdout).toContain('matches the live server');
    expect(check.code).toBe(0);
  });

  it('check stays strict: a file the matcher wrote in-process is not what `snapshot` of the command writes', async () => {
    const fresh = `snapshots/fresh-${sdk}.json`;
    expect((await matchMcpContract({ snapshotState: { _updateSnapshot: 'new' } }, JEST, make(), fresh, { baseDir: dir })).pass).toBe(true);
    const check = await cli(['check', '--snapshot', fresh, '--', NODE, NOTES, sdk], { cwd: dir, env });
    expect(check.stdout).toContain('only snapshot details such as observation metadata differ');
    expect(check.code).toBe(1);
    await expect(make()).toMatchMcpContract(fresh, { baseDir: dir });
  });
});
