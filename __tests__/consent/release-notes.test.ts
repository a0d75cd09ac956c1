// The maintainer's side: the release notes of a release that declares a rename tell consumers which of their saved
// client rules it voids and print the consent command at the release tags. That command, run as printed (in a clone
// of the server's repository, against the consumer's project), carries a consumer's deny to the new name.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Snapshot } from '../../src/core/shared/model.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { cli, git, gitInit } from '../helpers/cli-harness.js';
import { capturePublished } from '../helpers/published-histories.js';
import { tempDir } from '../helpers/temp-dir.js';

function put(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

let fs71: Snapshot;
let fs821: Snapshot;

beforeAll(async () => {
  [fs71, fs821] = await Promise.all(['fs-2025-7-1', 'fs-2025-8-21'].map((l) => capturePublished(l)));
});

describe('release notes carry the consent command for a declared rename', () => {
  it('prints it at the release tags (server-filesystem 2025.7.1 -> 2025.8.21), and the printed command carries a consumer\'s deny', async () => {
    const root = tempDir('consent-release');
    const repo = path.join(root, 'server');
    const consumer = path.join(root, 'consumer');
    const home = path.join(root, 'home');
    mkdirSync(repo, { recursive: true });
    mkdirSync(home, { recursive: true });
    gitInit(repo);
    put(path.join(repo, 'mcp-contract.json'), JSON.stringify({ servers: { filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] } } }, null, 2));
    put(path.join(repo, 'snapshots', 'filesystem.json'), serializeSnapshot(fs71));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'v1');
    git(repo, 'tag', 'v1.0.0');
    // The next release renames read_file and says so in the config.
    put(path.join(repo, 'mcp-contract.json'), JSON.stringify({ servers: { filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] } }, renames: { 'tool:read_file': 'tool:read_text_file' } }, null, 2));
    put(path.join(repo, 'snapshots', 'filesystem.json'), serializeSnapshot(fs821));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'v2');

    const env = { HOME: home, PATH: process.env.PATH };
    const notes = await cli(['release', '--format', 'changelog', '--date', '2026-09-01'], { cwd: repo, env });
    expect(notes.stdout).toContain('### Saved client rules');
    expect(notes.stdout).toContain('- `read_file` → `read_text_file`');
    const command = /`(mcp-contract consent [^`]+)`/.exec(notes.stdout.slice(notes.stdout.indexOf('### Saved client rules')))![1];
    expect(command).toBe('mcp-contract consent --config mcp-contract.json --from git:v1.0.0:snapshots/filesystem.json --to git:<this release tag>:snapshots/filesystem.json --root <your project>');

    // The consumer tags nothing: the release is tagged v2.0.0 once published, and they fill in their project.
    git(repo, 'tag', 'v2.0.0');
    const deny = put(path.join(consumer, '.claude', 'settings.json'), `{\n  "permissions": {\n    "deny": ["mcp__filesystem__read_file"]\n  }\n}\n`);
    const args = command.replace('<this release tag>', 'v2.0.0').replace('<your project>', consumer).split(' ').slice(1);
    const r = await cli([...args, '--write'], { cwd: repo, env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(deny, 'utf8')).permissions.deny).toEqual(['mcp__filesystem__read_file', 'mcp__filesystem__read_text_file']);
  });
});
