// dist/ is what the Action runs: it must be the bundle of the committed src/, byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('dist freshness', () => {
  it('matches a fresh bundle of src/ (run `npm run bundle` and commit dist/ if this fails)', () => {
    const out = mkdtempSync(join(tmpdir(), 'mcp-contract-dist-'));
    try {
      execFileSync('node', [join(root, 'scripts', 'bundle.mjs'), out], { cwd: root, stdio: 'pipe' });
      const fresh = files(out).map((f) => relative(out, f)).sort();
      const committed = files(join(root, 'dist')).map((f) => relative(join(root, 'dist'), f)).sort();
      expect(committed).toEqual(fresh);
      const stale = fresh.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(root, 'dist', f))));
      expect(stale).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180000);
});
