// A member's re-capture gives the event loop back between its stages (issue 50 item 8): in a gateway every member
// shares one loop, and a member that rewrote 50 descriptions as 16 KB each classified, signed and serialized them in
// one turn, so another member's call waited a quarter of a second behind it. Ordering is observed with events (what
// ran before what), never with a clock. The honest path beside it: the store written under the lock is complete and
// concurrent writers still take turns without losing each other's records.
import path from 'node:path';
import { emptyStore, type GuardStore } from '../../src/core/approval/approval.js';
import { readStore, storeKey, updateStore } from '../../src/guard/store.js';
import { tempDir } from '../helpers/temp-dir.js';

const record = (ref: string): GuardStore['capabilities'][string] => ({ ref, state: 'review_required', since: '2026-01-01T00:00:00.000Z', reason: 'new' });

describe('a store update gives the loop back between its stages', () => {
  it('a callback waiting when the change runs (another member call) runs before the text is serialized', async () => {
    const dir = tempDir('reconcile-turns');
    const key = await storeKey(dir);
    const file = path.join(dir, 'churning.json');
    const order: string[] = [];
    await updateStore(
      file,
      key,
      async () => emptyStore('churning', 'default'),
      (s) => {
        order.push('change');
        // What arrives while the classification runs: answered in the next turn, not after the whole write.
        setImmediate(() => order.push('other member'));
        s.capabilities['tool:a'] = record('tool:a');
        return s;
      },
      () => {
        order.push('serialized');
        return false;
      },
    );
    expect(order).toEqual(['change', 'other member', 'serialized']);
    const stored = await readStore(file, 'churning', 'default', key, () => undefined);
    expect(Object.keys(stored.capabilities)).toEqual(['tool:a']);
  });

  it('two writers still take turns under the lock: each reads what the other wrote', async () => {
    const dir = tempDir('reconcile-turns');
    const key = await storeKey(dir);
    const file = path.join(dir, 'shared.json');
    const write = (ref: string): Promise<unknown> =>
      updateStore(
        file,
        key,
        () => readStore(file, 'shared', 'default', key, () => undefined),
        (s) => {
          s.capabilities[ref] = record(ref);
          return s;
        },
      );
    await Promise.all([write('tool:a'), write('tool:b'), write('tool:c')]);
    const stored = await readStore(file, 'shared', 'default', key, () => undefined);
    expect(Object.keys(stored.capabilities).sort()).toEqual(['tool:a', 'tool:b', 'tool:c']);
  });
});
