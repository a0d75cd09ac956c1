// Values computed from a file, kept while the file stays the same. The servers of one repository share its lockfile:
// a run that captures forty of them would otherwise parse and hash the same megabytes forty times. A build step may
// rewrite the file between two captures, so each use compares the file's device, inode, size, modification and change
// times with those the value was computed from, and computes again when any differs.
import { statSync } from 'node:fs';

/**
 * A file modified this recently is not remembered: file times advance by the kernel's clock tick, so a rewrite of the
 * same size within one tick would keep the same stamp (git's "racy" index entries, handled the same way).
 */
const SETTLED_MS = 2000;

interface Stamp {
  key: string;
  settled: boolean;
}

function stampOf(file: string, now: number): Stamp | undefined {
  try {
    const s = statSync(file, { bigint: true });
    const changed = Number((s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs) / 1_000_000n);
    return { key: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, settled: now - changed > SETTLED_MS };
  } catch {
    return undefined;
  }
}

/** `compute(file)`, remembered for the `limit` files used last while each is unchanged. */
export function memoByFile<T>(compute: (file: string) => T, limit: number, now: () => number = Date.now): (file: string) => T {
  const kept = new Map<string, { key: string; value: T }>();
  return (file) => {
    const stamp = stampOf(file, now());
    const hit = kept.get(file);
    kept.delete(file);
    if (stamp && hit?.key === stamp.key) {
      kept.set(file, hit);
      return hit.value;
    }
    const value = compute(file);
    if (stamp?.settled) {
      kept.set(file, { key: stamp.key, value });
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    }
    return value;
  };
}
