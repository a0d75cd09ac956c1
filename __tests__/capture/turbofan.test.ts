// A capture runs with V8's TurboFan off and gives it back afterwards (src/capture/v8-flags.ts): checked on functions this
// test makes hot during a real capture, after it, while `snapshot` writes its file (off until then), and in a process
// that asked for TurboFan off for good (the guard);
// and never when Node was started with a flag about it (turning TurboFan on under --jitless crashes V8; the bundled CLI
// under --jitless: e2e/capture-turbofan.test.ts).
import { setFlagsFromString } from 'node:v8';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { cli } from '../helpers/cli-harness.js';
import { captureServer } from '../../src/capture/capture.js';
import { keepTurbofanOff, releaseTurbofan, turbofanIsOurs } from '../../src/capture/v8-flags.js';
import { CALLS_BEFORE_TURBOFAN, callForwarded } from '../../src/guard/lean-v8.js';
import { CATALOG, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { turbofanned } from '../helpers/turbofan.js';

const catalog = writeCatalog(tempDir(), { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] });
const server = { command: process.execPath, args: [CATALOG, catalog] };

describe('TurboFan during a capture', () => {
  it('is off while the capture runs and on again once it ended', async () => {
    // The control: this process optimizes a hot function with TurboFan at all.
    expect(await turbofanned(10_000)).toBe(true);
    let during: boolean | undefined;
    const snap = await captureServer('tf', server, {
      baseDir: process.cwd(),
      env: process.env,
      afterLists: async () => {
        during = await turbofanned(1500);
      },
    });
    expect(snap.surfaces.default!.kinds.tool.items.map((c) => c.ref)).toEqual(['tool:echo']);
    expect(during).toBe(false);
    expect(await turbofanned(10_000)).toBe(true);
  });

  it('comes back when a process that turned it off for good releases it, but only once the capture running then ends', async () => {
    keepTurbofanOff();
    try {
      let during: boolean | undefined;
      await captureServer('tf', server, {
        baseDir: process.cwd(),
        env: process.env,
        afterLists: async () => {
          releaseTurbofan();
          during = await turbofanned(1500);
        },
      });
      expect(during).toBe(false);
      expect(await turbofanned(10_000)).toBe(true);
    } finally {
      setFlagsFromString('--opt');
    }
  });

  it('the guard gives it back after its first CALLS_BEFORE_TURBOFAN forwarded calls, not before', async () => {
    keepTurbofanOff();
    try {
      for (let i = 1; i < CALLS_BEFORE_TURBOFAN; i++) callForwarded();
      expect(await turbofanned(1500)).toBe(false);
      callForwarded();
      expect(await turbofanned(10_000)).toBe(true);
    } finally {
      setFlagsFromString('--opt');
    }
  });

  it('stays off after a capture in a process that turned it off for good', async () => {
    keepTurbofanOff();
    try {
      await captureServer('tf', server, { baseDir: process.cwd(), env: process.env });
      expect(await turbofanned(1500)).toBe(false);
    } finally {
      // Flags are per process: the other test files of this jest worker get TurboFan back.
      setFlagsFromString('--opt');
    }
  });
});

describe('TurboFan during `mcp-contract snapshot`', () => {
  it('stays off until the file is written, and comes back after the command', async () => {
    // Observed inside the writer's first write to the snapshot file, through FileHandle's own prototype: V8 compiling
    // the writer's hot functions once the capture had ended raised a 5,000-tool snapshot's peak RSS by 6 to 9 MB.
    // (The test before kept TurboFan off for good in this module's state: a CLI process starts without that.)
    releaseTurbofan();
    const dir = tempDir();
    const probe = await open(path.join(dir, 'probe'), 'w');
    const proto = Object.getPrototypeOf(probe) as { write: (...args: unknown[]) => Promise<unknown> };
    await probe.close();
    const write = proto.write;
    let during: boolean | undefined;
    let looked = false;
    proto.write = async function (this: unknown, ...args: unknown[]) {
      if (!looked) {
        looked = true;
        during = await turbofanned(1500);
      }
      return write.apply(this, args);
    };
    try {
      const out = path.join(dir, 'tf.json');
      const r = await cli(['snapshot', '--out', out, '--name', 'tf', '--', process.execPath, CATALOG, catalog], { cwd: dir, env: { PATH: process.env.PATH } });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    } finally {
      proto.write = write;
    }
    expect(during).toBe(false);
    expect(await turbofanned(10_000)).toBe(true);
  });
});

describe('a process started with its own say on V8 tiering', () => {
  it('is left alone: --jitless, --no-opt, --max-opt and the like, in argv or NODE_OPTIONS, with - or _', () => {
    expect(turbofanIsOurs([], '')).toBe(true);
    expect(turbofanIsOurs(['--expose-gc', '--max-old-space-size=100'], '--enable-source-maps')).toBe(true);
    expect(turbofanIsOurs(['--jitless'], '')).toBe(false);
    expect(turbofanIsOurs([], '--enable-source-maps --jitless')).toBe(false);
    expect(turbofanIsOurs(['--no-opt'], '')).toBe(false);
    expect(turbofanIsOurs(['--no_turbofan'], '')).toBe(false);
    expect(turbofanIsOurs(['--max-opt=2'], '')).toBe(false);
    expect(turbofanIsOurs(['--lite-mode'], '')).toBe(false);
    // V8 also takes these spellings: --noopt, --always-turbofan (--always-opt before V8 11), --stress-opt.
    expect(turbofanIsOurs(['--noopt'], '')).toBe(false);
    expect(turbofanIsOurs([], '--always_turbofan')).toBe(false);
    expect(turbofanIsOurs(['--always-opt'], '')).toBe(false);
    expect(turbofanIsOurs(['--stress-opt'], '')).toBe(false);
    // Not tiering flags, only alike in their first letters.
    expect(turbofanIsOurs(['--optimize-for-size', '--opt-something-else'], '')).toBe(true);
  });
});
