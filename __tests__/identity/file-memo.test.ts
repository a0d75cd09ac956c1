// A value computed from a file (a parsed lockfile, a digest) is computed once per run while the file is unchanged,
// and computed again as soon as it changes, including a same-size rewrite too recent for file times to tell apart.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { memoByFile } from '../../src/identity/file-memo.js';
import { resolveIdentity } from '../../src/identity/resolve.js';
import { tempDir } from '../helpers/temp-dir.js';

function counted(): { read: (file: string) => string; calls: () => number } {
  let n = 0;
  return { read: (file) => (n++, `${file}:${n}`), calls: () => n };
}

describe('memoByFile', () => {
  const dir = tempDir('memo');
  const later = () => Date.now() + 60_000;

  it('computes once for a file that has not changed, and again once it is replaced', () => {
    const file = path.join(dir, 'lock.json');
    writeFileSync(file, 'one');
    const c = counted();
    const memo = memoByFile(c.read, 8, later);
    expect([memo(file), memo(file), memo(file)]).toEqual([`${file}:1`, `${file}:1`, `${file}:1`]);
    writeFileSync(path.join(dir, 'next.json'), 'two');
    renameSync(path.join(dir, 'next.json'), file);
    expect(memo(file)).toBe(`${file}:2`);
    expect(c.calls()).toBe(2);
  });

  it('never keeps a value for a file changed within the last two seconds: a same-size rewrite in one clock tick is seen', () => {
    // On a file system whose times advance by the clock tick, two same-size writes within one tick share a stamp:
    // only a file that has been left alone for a while is remembered.
    const file = path.join(dir, 'racy.json');
    writeFileSync(file, 'aaa');
    const c = counted();
    const memo = memoByFile(c.read, 8);
    memo(file);
    memo(file);
    expect(c.calls()).toBe(2);
    const read = memoByFile((f) => readFileSync(f, 'utf8'), 8);
    expect(read(file)).toBe('aaa');
    writeFileSync(file, 'bbb');
    expect(read(file)).toBe('bbb');
  });

  it('keeps only the files used last, and never keeps a file that cannot be read', () => {
    const c = counted();
    const memo = memoByFile(c.read, 2, later);
    const files = ['a', 'b', 'c'].map((n) => {
      const f = path.join(dir, `${n}.txt`);
      writeFileSync(f, n);
      return f;
    });
    for (const f of [...files, files[2], files[0]]) memo(f);
    expect(c.calls()).toBe(4);
    const missing = path.join(dir, 'missing.json');
    memo(missing);
    memo(missing);
    expect(c.calls()).toBe(6);
  });
});

describe('a working tree whose lockfile a build rewrites', () => {
  it('records the lockfile as it is at each identity, not as it was first read', () => {
    const dir = tempDir('memo-tree');
    writeFileSync(path.join(dir, 'package.json'), '{"name":"srv"}');
    writeFileSync(path.join(dir, 'server.mjs'), "console.log('hi');\n");
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    const target = { command: 'node', args: ['server.mjs'], cwd: dir };
    const before = resolveIdentity(target, { home: dir });
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"":{}}}');
    const after = resolveIdentity(target, { home: dir });
    expect(before.files?.['package-lock.json']).toMatch(/^sha256:/);
    expect(after.files?.['package-lock.json']).not.toBe(before.files?.['package-lock.json']);
  });
});
