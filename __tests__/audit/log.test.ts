// The audit log's chain (issue 45 item 5): every tampering a person with the files but not the key can do is named
// by `verify` at its first bad record (file and line): an edit, a removal, an insertion, a reordering, a cut-off end,
// a rotated file removed, the head edited. Beside them: rotation keeps the chain whole across files, two real
// processes appending at once lose nothing, and a full disk fails the write without damaging what is there.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, statSync, unlinkSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { auditKey, type AuditKey } from '../../src/audit/chain.js';
import { auditDir, CURRENT, HEAD, logFiles } from '../../src/audit/files.js';
import { AuditLog, AuditWriteError } from '../../src/audit/log.js';
import type { CallEvent } from '../../src/audit/model.js';
import { auditFingerprint, cachedAuditReader, readAudit } from '../../src/audit/read.js';
import { scanAudit } from '../../src/audit/verify.js';
import { storeKey } from '../../src/storage/store-key-file.js';
import { tempDir } from '../helpers/temp-dir.js';

const ROOT = process.cwd();
const event = (n: number): CallEvent => ({ kind: 'call', at: new Date(Date.UTC(2026, 5, 1, 0, 0, n)).toISOString(), server: 'files', method: 'tools/call', ref: `tool:t${n}`, argumentsDigest: `sha256:${n}`, decision: 'forwarded' });

async function written(count: number, opts: { maxBytes?: number; maxFiles?: number } = {}): Promise<{ dir: string; key: AuditKey; log: AuditLog }> {
  const dir = tempDir('audit-log');
  const key = auditKey(await storeKey(dir));
  const log = new AuditLog({ storeDir: dir, key, ...opts });
  for (let i = 1; i <= count; i++) await log.append(event(i));
  // The head follows the records a moment later (no caller waits for it): these tests read it from disk.
  await log.settled();
  return { dir, key, log };
}

const current = (dir: string) => path.join(auditDir(dir), CURRENT);
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);
const writeLines = (file: string, lines: string[]) => writeFileSync(file, lines.map((l) => `${l}\n`).join(''));

describe('audit log: the chain', () => {
  it('an honest log verifies, every record in order', async () => {
    const { dir, key } = await written(6);
    const scan = scanAudit(dir, key);
    expect(scan.problem).toBeUndefined();
    expect(scan.records.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await readAudit(dir, { ref: 't3' })).records.map((r) => r.seq)).toEqual([3]);
  });

  it('an edited record: named by its line (its MAC fails)', async () => {
    const { dir, key } = await written(6);
    const lines = linesOf(current(dir));
    lines[2] = lines[2].replace('"forwarded"', '"refused"');
    writeLines(current(dir), lines);
    expect(scanAudit(dir, key).problem).toEqual({ file: current(dir), line: 3, why: 'record 3 was edited (its MAC does not verify)' });
  });

  it('a removed record: the next line names the gap', async () => {
    const { dir, key } = await written(6);
    const lines = linesOf(current(dir));
    lines.splice(2, 1);
    writeLines(current(dir), lines);
    expect(scanAudit(dir, key).problem).toMatchObject({ file: current(dir), line: 3, why: expect.stringMatching(/records 3 to 3 are missing/) });
  });

  it('an inserted record (a valid one copied, or one forged with the right seq): named', async () => {
    const { dir, key } = await written(6);
    const lines = linesOf(current(dir));
    writeLines(current(dir), [...lines.slice(0, 4), lines[1], ...lines.slice(4)]);
    expect(scanAudit(dir, key).problem).toMatchObject({ line: 5, why: expect.stringMatching(/record 2 comes after record 4/) });
    const forged = { ...JSON.parse(lines[3]), seq: 4, ref: 'tool:forged' };
    writeLines(current(dir), [...lines.slice(0, 3), JSON.stringify(forged), ...lines.slice(3)]);
    expect(scanAudit(dir, key).problem).toMatchObject({ line: 4, why: expect.stringMatching(/edited/) });
  });

  it('reordered records: the first out of place is named', async () => {
    const { dir, key } = await written(6);
    const lines = linesOf(current(dir));
    [lines[2], lines[3]] = [lines[3], lines[2]];
    writeLines(current(dir), lines);
    expect(scanAudit(dir, key).problem).toMatchObject({ file: current(dir), line: 3 });
  });

  it('a truncated log: records cut off its end, or a record cut in half, are seen; a writer never writes over the gap', async () => {
    const { dir, key, log } = await written(6);
    const lines = linesOf(current(dir));
    writeLines(current(dir), lines.slice(0, 4));
    expect(scanAudit(dir, key).problem?.why).toMatch(/ends at record 4 but the head says 6: records were cut off/);
    // The next record goes after the head, so the cut stays a visible gap instead of being written over.
    await log.append(event(7));
    await log.settled();
    expect(scanAudit(dir, key).problem).toMatchObject({ line: 5, why: expect.stringMatching(/records 5 to 6 are missing/) });
    writeFileSync(current(dir), `${lines.slice(0, 5).join('\n')}\n${lines[5].slice(0, 40)}`);
    expect(scanAudit(dir, key).problem).toMatchObject({ line: 6, why: expect.stringMatching(/cut short/) });
  });

  it('the head edited or removed: named', async () => {
    const { dir, key } = await written(3);
    const head = path.join(auditDir(dir), HEAD);
    const text = readFileSync(head, 'utf8');
    writeFileSync(head, text.replace('"seq":3', '"seq":2'));
    expect(scanAudit(dir, key).problem).toMatchObject({ file: head, why: expect.stringMatching(/head is damaged or was edited/) });
    unlinkSync(head);
    expect(scanAudit(dir, key).problem?.why).toMatch(/head is missing/);
  });

  it('a log checked with another key fails at its first record', async () => {
    const { dir } = await written(2);
    expect(scanAudit(dir, { bytes: Buffer.alloc(32, 7) }).problem?.why).toMatch(/head is damaged or was edited/);
  });
});

describe('audit log: a reader that refreshes often (the console) verifies again only what moved', () => {
  it('keeps the verdict while nothing moved; an edit of the same length with its times set back is still seen', async () => {
    const { dir } = await written(4);
    const read = cachedAuditReader();
    const first = await read(dir);
    expect(first.problem).toBeUndefined();
    expect(await read(dir)).toBe(first);

    // The tamperer keeps the size and puts the modification time back: only the change time (which utimes cannot set)
    // tells, and the fingerprint holds it.
    const file = current(dir);
    const before = statSync(file);
    const fp = auditFingerprint(dir);
    const lines = linesOf(file);
    lines[1] = lines[1].replace('"forwarded"', '"refusedXX"');
    expect(lines[1].length).toBe(linesOf(file)[1].length);
    writeLines(file, lines);
    utimesSync(file, before.atime, before.mtime);
    expect(statSync(file).size).toBe(before.size);
    expect(auditFingerprint(dir)).not.toBe(fp);
    const again = await read(dir);
    expect(again).not.toBe(first);
    expect(again.problem).toMatchObject({ file, line: 2 });
  });

  it('a new record is read', async () => {
    const { dir, log } = await written(2);
    const read = cachedAuditReader();
    expect((await read(dir)).total).toBe(2);
    await log.append(event(3));
    await log.settled();
    expect((await read(dir)).total).toBe(3);
  });
});

describe('audit log: rotation', () => {
  it('rotates past maxBytes, keeps maxFiles, and the chain runs whole across the files', async () => {
    const { dir, key } = await written(40, { maxBytes: 1200, maxFiles: 3 });
    const files = logFiles(auditDir(dir));
    expect(files).toHaveLength(4);
    expect(files[3]).toBe(CURRENT);
    const scan = scanAudit(dir, key);
    expect(scan.problem).toBeUndefined();
    // The oldest files were removed by rotation (signed in the head), the rest is one chain to record 40.
    expect(scan.records[0].seq).toBeGreaterThan(1);
    expect(scan.records.map((r) => r.seq)).toEqual(Array.from({ length: scan.records.length }, (_, i) => scan.records[0].seq + i));
    expect(scan.records[scan.records.length - 1].seq).toBe(40);
    // Each file's first record links to the last record of the file before it.
    const second = linesOf(path.join(auditDir(dir), files[1]));
    const firstLast = linesOf(path.join(auditDir(dir), files[0])).pop()!;
    expect(JSON.parse(second[0]).prev).toBe(JSON.parse(firstLast).mac);
  });

  it('a rotated file removed (in the middle, or the oldest kept): named at the next record', async () => {
    const { dir, key } = await written(40, { maxBytes: 1200, maxFiles: 3 });
    const files = logFiles(auditDir(dir)).map((f) => path.join(auditDir(dir), f));
    const middle = readFileSync(files[1]);
    unlinkSync(files[1]);
    expect(scanAudit(dir, key).problem).toMatchObject({ file: files[2], line: 1, why: expect.stringMatching(/missing before it/) });
    writeFileSync(files[1], middle);
    unlinkSync(files[0]);
    expect(scanAudit(dir, key).problem).toMatchObject({ file: files[1], line: 1, why: expect.stringMatching(/missing before it \(a record or a whole file was removed\)/) });
  });
});

describe('audit log: two real processes appending at once', () => {
  const hooks = (dir: string): string => {
    // Node's own type stripping runs src/audit in the child; a resolve hook maps the sources' .js specifiers to .ts.
    writeFileSync(path.join(dir, 'hooks.mjs'), `import { existsSync } from 'node:fs';\nimport { fileURLToPath } from 'node:url';\nexport async function resolve(spec, ctx, next) {\n  if (spec.startsWith('.') && spec.endsWith('.js') && ctx.parentURL?.endsWith('.ts')) {\n    const ts = new URL(spec.replace(/\\.js$/, '.ts'), ctx.parentURL);\n    if (existsSync(fileURLToPath(ts))) return next(ts.href, ctx);\n  }\n  return next(spec, ctx);\n}\n`);
    writeFileSync(path.join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`);
    writeFileSync(
      path.join(dir, 'writer.mjs'),
      `const { AuditLog } = await import(process.argv[2]);\nconst [storeDir, keyHex, name, count] = process.argv.slice(3);\nconst log = new AuditLog({ storeDir, key: { bytes: Buffer.from(keyHex, 'hex') }, maxBytes: 16384, maxFiles: 50 });\n` +
        `const all = [];\nfor (let i = 0; i < Number(count); i++) {\n  all.push(log.append({ kind: 'call', at: new Date().toISOString(), server: name, method: 'tools/call', ref: 'tool:t' + i, argumentsDigest: 'sha256:' + i, decision: 'forwarded' }));\n  if (i % 7 === 0) await new Promise((r) => setImmediate(r));\n}\nawait Promise.all(all);\n`,
    );
    return path.join(dir, 'register.mjs');
  };
  const stripsTypes = Number(process.versions.node.split('.')[0]) >= 23;

  (stripsTypes ? it : it.skip)('loses nothing and keeps one chain (Node 23+: the child runs the sources with type stripping)', async () => {
    const dir = tempDir('audit-procs');
    const key = auditKey(await storeKey(dir));
    const register = hooks(dir);
    const run = (name: string) =>
      new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, ['--no-warnings', '--import', register, path.join(dir, 'writer.mjs'), path.join(ROOT, 'src', 'audit', 'log.ts'), dir, key.bytes.toString('hex'), name, '400'], { stdio: ['ignore', 'ignore', 'pipe'] });
        let err = '';
        child.stderr.on('data', (d) => (err += d));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(code) : reject(new Error(`writer ${name} exited ${code}: ${err}`))));
      });
    await Promise.all([run('guard'), run('approve')]);
    const scan = scanAudit(dir, key);
    expect(scan.problem).toBeUndefined();
    expect(scan.records).toHaveLength(800);
    for (const name of ['guard', 'approve']) expect(new Set(scan.records.filter((r) => r.server === name).map((r) => r.ref)).size).toBe(400);
  });
});

describe('audit log: a full disk', () => {
  it('a write that fails (ENOSPC) rejects, leaves the file as it was, and the chain goes on once space is back', async () => {
    const { dir, key } = await written(3);
    let full = true;
    const log = new AuditLog({
      storeDir: dir,
      key,
      write: (fd, data) => {
        if (full) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
        return writeSync(fd, data);
      },
    });
    const before = readFileSync(current(dir), 'utf8');
    const err = await log.append(event(4)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuditWriteError);
    expect((err as AuditWriteError).code).toBe('ENOSPC');
    expect(readFileSync(current(dir), 'utf8')).toBe(before);
    full = false;
    await log.append(event(5));
    await log.settled();
    const scan = scanAudit(dir, key);
    expect(scan.problem).toBeUndefined();
    expect(scan.records.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
  });

  // A real full file system where this runs as root (a 64 KiB tmpfs); elsewhere the seam above stands in for it.
  const root = process.getuid?.() === 0 && process.platform === 'linux';
  (root ? it : it.skip)('on a real full tmpfs: writes fail with ENOSPC, what was written still verifies (root only)', async () => {
    const mount = tempDir('audit-tmpfs');
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount], { stdio: 'ignore' });
    } catch {
      return; // no mount in this sandbox: the seam test covers the behaviour
    }
    try {
      const key = auditKey(await storeKey(mount));
      const log = new AuditLog({ storeDir: mount, key, maxBytes: 1024 * 1024 });
      let failed: unknown;
      for (let i = 1; i < 2000 && !failed; i++) failed = await log.append({ ...event(i), arguments: { pad: 'x'.repeat(200) } }).then(() => undefined, (e: unknown) => e);
      expect((failed as AuditWriteError).code).toBe('ENOSPC');
      expect(scanAudit(mount, key).problem).toBeUndefined();
    } finally {
      execFileSync('umount', [mount], { stdio: 'ignore' });
    }
  });
});
