// Bad snapshot and config files end in one line naming the file and JSON pointer (exit 2); snapshot files are replaced atomically and survive failed captures.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { MISBEHAVE, NODE, QUICK, cli, firstLine, gitInit, commitAll, hasStack, tempDir, writeJson } from '../helpers/cli-harness.js';
import { parseSnapshot, writeFileAtomic } from '../../src/storage/snapshot-file.js';
import { parseConfig } from '../../src/storage/config-file.js';
import { UsageError } from '../../src/core/shared/errors.js';

const dir = tempDir('files');
const good = path.join(dir, 'good.json');

beforeAll(async () => {
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { h: { command: NODE, args: [MISBEHAVE], timeouts: QUICK, snapshot: 'good.json' } } });
  expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
});

async function usage(args: string[], line: RegExp): Promise<void> {
  const r = await cli(args, { cwd: dir });
  expect(r.code).toBe(2);
  expect(firstLine(r)).toMatch(line);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(hasStack(r.stderr)).toBe(false);
}

describe('bad snapshot files', () => {
  const text = () => readFileSync(good, 'utf8');

  it('truncated JSON', async () => {
    writeFileSync(path.join(dir, 'trunc.json'), text().slice(0, 200));
    await usage(['diff', 'good.json', 'trunc.json'], /^mcp-contract: .*trunc\.json: not valid JSON \(/);
  });

  it('not JSON at all, and JSON of the wrong shape', async () => {
    writeFileSync(path.join(dir, 'html.json'), '<html>nope</html>');
    await usage(['diff', 'html.json', 'good.json'], /html\.json: not valid JSON/);
    writeJson(path.join(dir, 'array.json'), [1, 2, 3]);
    await usage(['diff', 'good.json', 'array.json'], /array\.json: \/: must be object$/);
  });

  it('a wrong field names its JSON pointer', async () => {
    const snap = JSON.parse(text());
    snap.surfaces.default.kinds.tool.observation.state = 'sort-of';
    writeJson(path.join(dir, 'state.json'), snap);
    await usage(['diff', 'good.json', 'state.json'], /state\.json: \/surfaces\/default\/kinds\/tool\/observation\/state: must be one of "complete", "unsupported", "failed"$/);
  });

  it('a newer format names the file and says upgrade; an unknown one says what was expected', async () => {
    writeJson(path.join(dir, 'v3.json'), { ...JSON.parse(text()), format: 'mcp-contract/3' });
    await usage(['diff', 'good.json', 'v3.json'], /v3\.json: \/format: written by a newer mcp-contract \(mcp-contract\/3\); upgrade mcp-contract to read it$/);
    writeJson(path.join(dir, 'other.json'), { ...JSON.parse(text()), format: 'openapi/3' });
    await usage(['diff', 'other.json', 'good.json'], /other\.json: \/format: unknown snapshot format "openapi\/3" \(expected "mcp-contract\/2"\)$/);
  });

  it('a missing file, a missing ref and a missing path at a ref', async () => {
    await usage(['diff', 'good.json', 'nope.json'], /nope\.json: cannot read snapshot \(no such file\)$/);
    const repo = tempDir('files-git');
    gitInit(repo);
    writeFileSync(path.join(repo, 's.json'), text());
    commitAll(repo, 'one');
    const r = await cli(['diff', 'git:no-such-ref:s.json', 's.json'], { cwd: repo });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toBe('mcp-contract: git:no-such-ref:s.json: no such git ref "no-such-ref"');
    const p = await cli(['diff', 'git:main:missing.json', 's.json'], { cwd: repo });
    expect(p.code).toBe(2);
    expect(firstLine(p)).toBe('mcp-contract: git:main:missing.json: no file "missing.json" at git ref "main"');
    expect((await cli(['diff', 'git:main', 's.json'], { cwd: repo })).code).toBe(2);
  });
});

describe('bad config files', () => {
  it('an unknown key names the file and pointer', async () => {
    writeJson(path.join(dir, 'unknown.json'), { servers: { h: { command: 'x', timeout: 5 } } });
    await usage(['snapshot', '--config', 'unknown.json'], /^mcp-contract: unknown\.json: \/servers\/h: unknown key "timeout"$/);
  });

  it('a wrong type names the file and pointer', async () => {
    writeJson(path.join(dir, 'types.json'), { servers: { h: { command: 'x', timeouts: { requestMs: 'soon' } } } });
    await usage(['check', '--config', 'types.json'], /^mcp-contract: types\.json: \/servers\/h\/timeouts\/requestMs: must be (integer|number)$/);
    writeJson(path.join(dir, 'top.json'), { servers: [] });
    await usage(['snapshot', '--config', 'top.json'], /^mcp-contract: top\.json: \/servers: must be object$/);
  });

  it('invalid JSON and a missing config', async () => {
    writeFileSync(path.join(dir, 'broken.json'), '{ "servers": ');
    await usage(['snapshot', '--config', 'broken.json'], /^mcp-contract: broken\.json: not valid JSON/);
    await usage(['snapshot', '--config', 'absent.json'], /^mcp-contract: absent\.json: cannot read config \(no such file\)$/);
  });
});

describe('snapshot files are never half-written', () => {
  it('writes go through a temp file in the same directory, renamed over the target', async () => {
    const target = path.join(dir, 'atomic', 'a.json');
    await writeFileAtomic(target, 'one\n');
    await writeFileAtomic(target, 'two\n');
    expect(readFileSync(target, 'utf8')).toBe('two\n');
    expect(readdirSync(path.dirname(target))).toEqual(['a.json']);
  });

  it('a file given mode 0600 is created so (its temp file too), never widened and narrowed after', async () => {
    const target = path.join(dir, 'private', 'gateway.json');
    await writeFileAtomic(target, '{"token":"x"}\n', undefined, 0o600);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    await writeFileAtomic(path.join(dir, 'private', 'plain.json'), '{}\n');
    expect(statSync(path.join(dir, 'private', 'plain.json')).mode & 0o077).toBe(0o044 & ~process.umask());
  });

  it('a failed write leaves the existing file whole and no temp file behind', async () => {
    const target = path.join(dir, 'atomic2', 'a.json');
    await writeFileAtomic(target, 'kept\n');
    // A directory where the temp file's rename target is: the rename fails.
    const blocked = path.join(dir, 'atomic2', 'dir.json');
    await writeFileAtomic(path.join(blocked, 'x'), 'x');
    await expect(writeFileAtomic(blocked, 'never')).rejects.toThrow();
    expect(readdirSync(path.join(dir, 'atomic2')).sort()).toEqual(['a.json', 'dir.json']);
    expect(readFileSync(target, 'utf8')).toBe('kept\n');
  });

  it('a capture that fails leaves the committed snapshot byte-identical', async () => {
    // The hang only has to fail the capture: no pid is checked here, so initialize is cut at 300 ms, not HANG_AT_INIT's
    // 2.5 s (battery-lifecycle.test.ts waits that out where the processes are checked).
    const HANG_BRIEFLY = { ...QUICK, initializeMs: 300 };
    const before = readFileSync(good, 'utf8');
    for (const args of [['--crash=tools/list'], ['--hang=initialize'], ['--tools=5', '--fail=tools/list']]) {
      writeJson(path.join(dir, 'fail.json'), { servers: { h: { command: NODE, args: [MISBEHAVE, ...args], timeouts: args[0] === '--hang=initialize' ? HANG_BRIEFLY : QUICK, snapshot: 'good.json' } } });
      for (const cmd of [['snapshot'], ['check', '--update']]) {
        const r = await cli([...cmd, '--config', 'fail.json'], { cwd: dir });
        expect(r.code).toBe(3);
        expect(readFileSync(good, 'utf8')).toBe(before);
      }
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(good)).toBe(true);
  });
});

describe('parsers never throw anything but UsageError', () => {
  const json = fc.jsonValue({ maxDepth: 6 });
  const snapshotish = fc.record({
    format: fc.oneof(fc.constant('mcp-contract/1'), fc.constant('mcp-contract/9'), fc.string()),
    server: fc.oneof(fc.string(), json),
    surfaces: fc.oneof(json, fc.dictionary(fc.string(), json)),
  });

  it('random JSON and near-snapshots', () => {
    fc.assert(
      fc.property(fc.oneof(json, snapshotish), fc.boolean(), (value, truncate) => {
        let text = JSON.stringify(value) ?? 'undefined';
        if (truncate) text = text.slice(0, Math.floor(text.length / 2));
        for (const parse of [parseSnapshot, parseConfig]) {
          try {
            parse(text, 'f.json');
          } catch (e) {
            if (!(e instanceof UsageError)) throw e;
            expect(e.message.startsWith('f.json: ')).toBe(true);
            expect(e.message).not.toContain('\n');
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
