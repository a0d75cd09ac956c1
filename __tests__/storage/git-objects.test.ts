// The verified git reader (src/storage/git-objects.ts) on a real repository: what it reads, what it refuses, and that one
// file read is one `git cat-file --batch` process, not one process per object on the way.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { verifiedFileAt } from '../../src/storage/git-objects.js';
import { TempRepo } from '../helpers/action-harness.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('verifiedFileAt', () => {
  let repo: TempRepo;
  let commit: string;
  // Many pipe reads' worth, with every byte value a UTF-8 text can hold in it.
  const big = Array.from({ length: 60_000 }, (_, i) => `line ${i} ${'é€𝄞'.repeat(i % 7)}`).join('\n');

  beforeAll(() => {
    repo = new TempRepo('git-objects');
    repo.write('a/b/snapshot.json', { format: 'x', n: 1 });
    repo.write('a/big.txt', big);
    repo.write('top.txt', 'top\n');
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'one');
    commit = repo.git('rev-parse', 'HEAD');
  });

  it('reads a file at any depth, byte for byte, and a large one across many reads of the pipe', async () => {
    expect(await verifiedFileAt(commit, 'top.txt', repo.dir)).toBe('top\n');
    expect(JSON.parse((await verifiedFileAt(commit, 'a/b/snapshot.json', repo.dir))!)).toEqual({ format: 'x', n: 1 });
    expect(await verifiedFileAt(commit, 'a/big.txt', repo.dir)).toBe(big);
  });

  it('answers undefined for a path that is absent or names a directory', async () => {
    expect(await verifiedFileAt(commit, 'a/b/missing.json', repo.dir)).toBeUndefined();
    expect(await verifiedFileAt(commit, 'nope/b/c.json', repo.dir)).toBeUndefined();
    expect(await verifiedFileAt(commit, 'a/b', repo.dir)).toBeUndefined();
    expect(await verifiedFileAt(commit, 'top.txt/x', repo.dir)).toBeUndefined();
  });

  it('refuses an id that names no commit here, or an object of another type', async () => {
    await expect(verifiedFileAt('0'.repeat(40), 'top.txt', repo.dir)).rejects.toThrow(/cannot be read as a commit/);
    const tree = repo.git('rev-parse', `${commit}^{tree}`);
    await expect(verifiedFileAt(tree, 'top.txt', repo.dir)).rejects.toThrow(/cannot be read as a commit/);
    await expect(verifiedFileAt('HEAD', 'top.txt', repo.dir)).rejects.toThrow(/not a full object id/);
  });

  it('refuses a blob whose stored content no longer hashes to its id', async () => {
    const r = new TempRepo('git-altered');
    r.write('s.json', '{"a":1}\n');
    r.git('add', '-A');
    r.git('commit', '-q', '-m', 'one');
    const at = r.git('rev-parse', 'HEAD');
    const id = r.git('rev-parse', `${at}:s.json`);
    const forged = Buffer.from('{"a":2}\n');
    const file = path.join(r.dir, '.git', 'objects', id.slice(0, 2), id.slice(2));
    chmodSync(file, 0o644);
    writeFileSync(file, deflateSync(Buffer.concat([Buffer.from(`blob ${forged.length}\0`), forged])));
    await expect(verifiedFileAt(at, 's.json', r.dir)).rejects.toThrow(/does not hash to its id/);
  });

  it('reads the commit, each tree and the blob through one git process', async () => {
    // A git on PATH that notes each start, then runs the real one.
    const bin = tempDir('git-count');
    const log = path.join(bin, 'starts');
    const realGit = repo.git('--exec-path');
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${path.join(realGit, 'git')}' "$@"\n`);
    chmodSync(path.join(bin, 'git'), 0o755);
    const before = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${before}`;
    try {
      expect(JSON.parse((await verifiedFileAt(commit, 'a/b/snapshot.json', repo.dir))!)).toEqual({ format: 'x', n: 1 });
    } finally {
      process.env.PATH = before;
    }
    // Four objects (commit, root tree, a/, a/b/) and the blob: one process.
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['--no-replace-objects cat-file --batch']);
  });
});
