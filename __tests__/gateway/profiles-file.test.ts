// Issue 41 item 5: `--profiles FILE` takes the documented shape, `{ "profiles": { NAME: {...} } }`, and refuses any
// other in one line naming the expected shape. A bare map `{ "cursor": {...} }` used to read as a file with no
// profiles (`no profile "cursor" (the file has none)`), and without --profile as no restriction at all.
import path from 'node:path';
import { cli, firstLine, hasStack, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames } from '../helpers/gateway-inprocess.js';
import { writeFileSync } from 'node:fs';

describe('guard --profiles FILE', () => {
  const dir = tempDir('profiles-file');
  const surface = (name: string) => {
    const file = path.join(dir, `${name}.surface.json`);
    writeFileSync(file, JSON.stringify({ tools: [{ name: 'read', description: 'Read.', inputSchema: { type: 'object', properties: {} } }] }));
    return { command: NODE, args: [SHIFTING, file] };
  };
  const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: surface('notes'), files: surface('files') } });
  const SHAPE = '{ "profiles": { "<name>": { "include": [...], "exclude": [...] } } }';

  it.each([[['--profile', 'cursor']], [[]]])('refuses a bare map of profiles in one line naming the expected shape (%j)', async (more) => {
    const bare = writeJson(path.join(dir, 'bare.json'), { cursor: { include: ['notes/*'] } });
    const r = await cli(['guard', '--config', config, '--store', path.join(dir, 'store'), '--profiles', bare, ...more], { cwd: dir });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toBe(`mcp-contract: ${bare}: expected ${SHAPE}; this file is a bare map of profiles ("cursor"): put it under "profiles"`);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStack(r.stderr)).toBe(false);
  });

  it('refuses a file of another shape, and a profiles value that is no object, naming the shape', async () => {
    const other = writeJson(path.join(dir, 'other.json'), { servers: { notes: { command: 'node' } } });
    const r = await cli(['guard', '--config', config, '--store', path.join(dir, 'store'), '--profiles', other, '--profile', 'cursor'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toBe(`mcp-contract: ${other}: expected ${SHAPE}; it has no "profiles" object`);
    const list = writeJson(path.join(dir, 'list.json'), ['cursor']);
    expect(firstLine(await cli(['guard', '--config', config, '--profiles', list, '--profile', 'cursor'], { cwd: dir }))).toBe(`mcp-contract: ${list}: expected ${SHAPE}`);
  });

  it('the documented shape serves the chosen profile', async () => {
    const good = writeJson(path.join(dir, 'good.json'), { profiles: { cursor: { include: ['notes/*'] } } });
    const g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store'), '--policy', 'new=follow', '--profiles', good, '--profile', 'cursor'], { cwd: dir });
    try {
      expect(await toolNames(await g.legacy())).toEqual(['notes__read']);
    } finally {
      await g.close();
    }
  });
});
