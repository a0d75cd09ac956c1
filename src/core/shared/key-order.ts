// Key order without garbage: a large capture reads tens of thousands of small objects, and the arrays Object.keys and
// Array.prototype.sort allocate for each were most of what its scavenges had to clear (measured: 16 KB per listed
// tool, against 1.5 KB for the tool itself).

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Whether `value`'s own keys already come in ascending order. for-in reads V8's cached key list, where Object.keys
 * would copy it; an inherited enumerable key (a polluted prototype) answers false, so the caller takes Object.keys.
 */
export function ownKeysAscending(value: object): boolean {
  let prev: string | undefined;
  for (const k in value) {
    if (!hasOwn.call(value, k)) return false;
    if (prev !== undefined && !(prev < k)) return false;
    prev = k;
  }
  return true;
}

/** Above this many keys an insertion sort's quadratic worst case costs more than the native sort's garbage. */
const INSERTION_MAX = 32;

/** One key list per nesting depth, reused: a walk sorts each object's keys while its children sort theirs below. */
const SCRATCH: string[][] = [];

/**
 * Puts `value`'s own keys, in ascending code-unit order (RFC 8785's order), in the first slots of `keysAt(depth)`
 * and returns how many there are. The list is valid until the next call at the same depth.
 */
export function sortOwnKeysAt(value: object, depth: number): number {
  const keys = keysAt(depth);
  let count = 0;
  for (const k in value) if (hasOwn.call(value, k)) keys[count++] = k;
  if (count > INSERTION_MAX) {
    const sorted = keys.slice(0, count).sort();
    for (let i = 0; i < count; i++) keys[i] = sorted[i];
    return count;
  }
  for (let i = 1; i < count; i++) {
    const k = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
  return count;
}

export function keysAt(depth: number): string[] {
  return (SCRATCH[depth] ??= []);
}

/** Whether `value` has an own enumerable key, without listing them. */
export function hasOwnKeys(value: object): boolean {
  for (const k in value) if (hasOwn.call(value, k)) return true;
  return false;
}
