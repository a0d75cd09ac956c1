// A user of a server (not its maintainer) may write a config just for `renames` (issue 51): `{"renames": {...}}` with
// no servers is a whole config, consent reads it and carries the deny across the rename; the help of consent and init
// says so. Without it nothing is carried (the honest contrast: the declaration is what carries it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Snapshot } from '../../src/core/shared/model.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { cli } from '../helpers/cli-harness.js';
import { capturePublished } from '../helpers/published-histories.js';
import { tempDir } from '../helpers/temp-dir.js';

let fs71: Snapshot;
let fs821: Snapshot;
beforeAll(async () => {
  [fs71, fs821] = await Promise.all(['fs-2025-7-1', 'fs-2025-8-21'].map((l) => capturePublished(l)));
});

function put(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

describe('a config just for renames', () => {
  it('carries a deny across server-filesystem 2025.7.1 -> 2025.8.21 from a file that holds only "renames"; without it nothing is carried', async () => {
    const root = tempDir('renames-only');
    const home = path.join(root, 'home');
    const project = path.join(root, 'project');
    const env = { HOME: home, PATH: process.env.PATH };
    const from = put(path.join(project, 'from.json'), serializeSnapshot(fs71));
    const to = put(path.join(project, 'to.json'), serializeSnapshot(fs821));
    const settings = put(path.join(home, '.claude', 'settings.json'), JSON.stringify({ permissions: { deny: ['mcp__filesystem__read_file'] } }, null, 2));

    const without = await cli(['consent', '--from', from, '--to', to], { cwd: project, env });
    expect(without.stdout).toMatch(/; 0 carried, /);
    expect(without.stdout).not.toContain('add "mcp__filesystem__read_text_file"');

    put(path.join(project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const wrote = await cli(['consent', '--from', from, '--to', to, '--write'], { cwd: project, env });
    expect([wrote.code, wrote.stderr]).toEqual([0, '']);
    expect((JSON.parse(readFileSync(settings, 'utf8')) as { permissions: { deny: string[] } }).permissions.deny).toEqual(['mcp__filesystem__read_file', 'mcp__filesystem__read_text_file']);
  });

  it('the help of consent and of init tells a user they may write one', async () => {
    const consent = await cli(['consent', '--help'], { cwd: '/' });
    expect(consent.stdout.replace(/\s+/g, ' ')).toContain('a file holding only "renames" (such as {"renames": {"tool:read_file": "tool:read_text_file"}}) is a whole config');
    const init = await cli(['init', '--help'], { cwd: '/' });
    expect(init.stdout.replace(/\s+/g, ' ')).toContain('a mcp-contract.json holding just "renames" serves consent');
  });
});
