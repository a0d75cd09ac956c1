// Issue 39 (low): the guard and the gateway do not start from what every user on the machine may write: a config,
// an approved snapshot or approved directory, a store directory or store file with o+w is refused with one line
// naming it (as ssh refuses a key directory others can write; --run-as already refuses a store open to others). The
// directory holding each is checked too, unless sticky (/tmp). Private paths start as before.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, hasStack, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, approvedShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames } from '../helpers/gateway-inprocess.js';
import { requireNotWorldWritable } from '../../src/guard/run-as.js';

const tool = (name: string) => ({ name, description: `The ${name} tool`, inputSchema: { type: 'object', properties: {} } });

async function gatewaySetup() {
  const dir = tempDir('start-perms');
  const surface = path.join(dir, 'notes.surface.json');
  writeFileSync(surface, JSON.stringify({ tools: [tool('read')] }));
  const approved = path.join(dir, 'snapshots');
  mkdirSync(approved, { mode: 0o755 });
  await approveShifting(path.join(approved, 'notes.json'), 'notes', surface, dir);
  const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { command: NODE, args: [SHIFTING, surface] } } });
  const store = path.join(dir, 'store');
  mkdirSync(store, { mode: 0o700 });
  return { dir, config, approved, store, args: ['--config', config, '--approved-dir', approved, '--store', store] };
}

describe('guard start: nothing every user may write', () => {
  it.each([
    ['the config', (s: Awaited<ReturnType<typeof gatewaySetup>>) => s.config],
    ['the approved directory', (s: Awaited<ReturnType<typeof gatewaySetup>>) => s.approved],
    ['the approved snapshot', (s: Awaited<ReturnType<typeof gatewaySetup>>) => path.join(s.approved, 'notes.json')],
    ['the store directory', (s: Awaited<ReturnType<typeof gatewaySetup>>) => s.store],
    // The audit log's folder: anyone could otherwise replace the log's files (the chain would show it, after the fact).
    ['the audit log directory', (s: Awaited<ReturnType<typeof gatewaySetup>>) => (mkdirSync(path.join(s.store, 'audit'), { mode: 0o700 }), path.join(s.store, 'audit'))],
  ])('the gateway refuses %s with o+w, in one line naming it', async (what, pick) => {
    const s = await gatewaySetup();
    const target = pick(s);
    chmodSync(target, what.includes('directory') ? 0o777 : 0o666);
    await expect(startGatewayInProcess(s.args, { cwd: s.dir })).rejects.toThrow(
      new RegExp(`^mcp-contract guard: ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${what} is writable by every user \\(mode ${what.includes('directory') ? 777 : 666}\\); chmod o-w it before the guard starts from it$`),
    );
  });

  it('a sticky world-writable directory holding the store (/tmp) is no reason to refuse; the store directory itself is', async () => {
    const s = await gatewaySetup();
    const holder = path.join(s.dir, 'shared');
    mkdirSync(holder);
    chmodSync(holder, 0o1777);
    const store = path.join(holder, 'store');
    mkdirSync(store, { mode: 0o700 });
    const g = await startGatewayInProcess(['--config', s.config, '--approved-dir', s.approved, '--store', store], { cwd: s.dir });
    try {
      // The honest path: private paths start and serve as before.
      expect(await toolNames(await g.legacy())).toEqual(['notes__read']);
    } finally {
      await g.close();
    }
    chmodSync(store, 0o1777);
    await expect(requireNotWorldWritable([{ path: store, what: 'the store directory' }])).rejects.toThrow(/the store directory is writable by every user \(mode 1777\)/);
    // Not sticky, the directory holding it is refused: anyone could replace the store with their own.
    chmodSync(store, 0o700);
    chmodSync(holder, 0o777);
    await expect(requireNotWorldWritable([{ path: store, what: 'the store directory' }])).rejects.toThrow(`${holder}: the directory holding the store directory is writable by every user (mode 777)`);
  });

  it('the single guard refuses a world-writable store directory before it starts the server: exit 2, one line', async () => {
    const s = await approvedShifting('start-perms-guard', { tools: [tool('echo')] });
    mkdirSync(s.store);
    chmodSync(s.store, 0o777);
    const r = await cli(['guard', '--approved', s.approved, '--store', s.store, '--', NODE, SHIFTING, s.surface, `--pidfile=${s.pidFile}`], { cwd: s.dir });
    expect(r.code).toBe(2);
    expect(hasStack(r.stderr)).toBe(false);
    expect(r.stderr).toBe(`mcp-contract guard: ${s.store}: the store directory is writable by every user (mode 777); chmod o-w it before the guard starts from it\n`);
  });
});
