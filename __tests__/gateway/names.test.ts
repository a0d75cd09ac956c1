// The gateway's published names (issue 27): `<server>__<name>`, stable, legal, and cut deterministically with a hash.
import { publishedName } from '../../src/gateway/names.js';

describe('gateway names', () => {
  it('are stable, legal and cut deterministically with a hash of the original', () => {
    expect(publishedName('fs', 'read_file')).toBe('fs__read_file');
    const long = publishedName('fs', `x${'y'.repeat(200)}`);
    expect(long).toHaveLength(128);
    expect(long).toMatch(/^fs__xy+-[0-9a-f]{8}$/);
    expect(publishedName('fs', 'a b')).not.toBe(publishedName('fs', 'a_b'));
    expect(publishedName('fs', 'a b')).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});
