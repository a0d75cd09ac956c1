// Ending a server ends what it started: the descendants found by following each task's children links are those a
// scan of every process finds, grandchildren that left the process group with setsid included.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { descendants, descendantsByChildLinks, descendantsByScan, killGroup } from '../../src/capture/process.js';
import { waitFor } from '../helpers/poll.js';

const linux = process.platform === 'linux';
const childLinks = linux && existsSync(`/proc/self/task/${process.pid}/children`);

(linux ? describe : describe.skip)('descendants of a server', () => {
  it('finds children and a setsid grandchild, the same set both ways, and killGroup ends them all', async () => {
    // sh -> sleep, and sh -> sh -> setsid sleep: two levels, the last out of the process group.
    const child = spawn('sh', ['-c', 'sleep 30 & sh -c "setsid sleep 30 & wait" & wait'], { detached: true, stdio: 'ignore' });
    const pid = child.pid!;
    await waitFor(() => descendantsByScan(pid).length >= 3, { what: 'the server tree' });
    const scanned = descendantsByScan(pid).sort();
    expect(descendants(pid).sort()).toEqual(scanned);
    if (childLinks) expect(descendantsByChildLinks(pid).sort()).toEqual(scanned);
    await killGroup(child);
    await waitFor(() => scanned.every((p) => !existsSync(`/proc/${p}/stat`) || zombie(p)), { what: 'every descendant gone' });
  });

  it('answers an empty list for a process that has none, or that is gone', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    expect(descendants(child.pid!)).toEqual([]);
    await killGroup(child);
    expect(descendants(child.pid!)).toEqual([]);
  });
});

function zombie(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}
