// dist/ is what the Action runs: it must be the bundle of the committed src/, byte for byte. bundle.mjs records the
// digest of everything it reads and of everything it wrote (dist/bundle-inputs.json): when both still hold, dist/ is
// that build's output from today's inputs and nothing is rebuilt; otherwise every bundle is built afresh and compared.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { BUNDLE_INPUTS, inputsDigest, outputsDigest, readRecord } from '../../scripts/bundle-inputs.mjs';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** A fresh bundle of today's tree against dist/: the same files, the same bytes (the record included). */
function rebuiltAndCompared(): void {
  const out = mkdtempSync(join(tmpdir(), 'mcp-contract-dist-'));
  try {
    execFileSync('node', [join(root, 'scripts', 'bundle.mjs'), out], { cwd: root, stdio: 'pipe' });
    const fresh = files(out).map((f) => relative(out, f)).sort();
    const committed = files(dist).map((f) => relative(dist, f)).sort();
    expect(committed).toEqual(fresh);
    const stale = fresh.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(dist, f))));
    expect(stale).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe('dist freshness', () => {
  it('matches a fresh bundle of src/ (run `npm run bundle` and commit dist/ if this fails)', () => {
    const recorded = readRecord(dist);
    if (recorded?.inputs === inputsDigest(root) && recorded.outputs === outputsDigest(dist)) return;
    rebuiltAndCompared();
  });

  it('the recorded inputs cover every file outside src/ that src/ imports', () => {
    const outside = new Set<string>();
    for (const file of files(join(root, 'src')).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = relative(root, resolve(dirname(file), m[1]!));
        if (!target.startsWith(`src`)) outside.add(target);
      }
    }
    // package.json and the report schema today: each must lie under a recorded input.
    expect(outside.size).toBeGreaterThan(0);
    for (const target of outside) expect([target, BUNDLE_INPUTS.some((i) => target === i || target.startsWith(`${i}/`))]).toEqual([target, true]);
  });

  it('the digests move with a byte of any input or output and with a file added, and ignore what the bundles never read', () => {
    const tree = mkdtempSync(join(tmpdir(), 'mcp-contract-inputs-'));
    try {
      const put = (rel: string, text: string): void => {
        mkdirSync(dirname(join(tree, rel)), { recursive: true });
        writeFileSync(join(tree, rel), text);
      };
      put('src/a.ts', 'export const a = 1;\n');
      put('schemas/report.schema.json', '{}\n');
      put('package.json', '{"name":"x"}\n');
      put('__tests__/a.test.ts', 'test\n');
      const before = inputsDigest(tree);
      put('src/a.ts', 'export const a = 2;\n');
      expect(inputsDigest(tree)).not.toBe(before);
      put('src/a.ts', 'export const a = 1;\n');
      expect(inputsDigest(tree)).toBe(before);
      put('src/b.ts', '');
      expect(inputsDigest(tree)).not.toBe(before);
      rmSync(join(tree, 'src', 'b.ts'));
      put('schemas/report.schema.json', '{"type":"object"}\n');
      expect(inputsDigest(tree)).not.toBe(before);
      put('schemas/report.schema.json', '{}\n');
      put('__tests__/a.test.ts', 'changed\n');
      expect(inputsDigest(tree)).toBe(before);

      put('dist/index.js', 'a\n');
      put('dist/bundle-inputs.json', '{}\n');
      const built = outputsDigest(join(tree, 'dist'));
      put('dist/bundle-inputs.json', '{"inputs":"other"}\n');
      expect(outputsDigest(join(tree, 'dist'))).toBe(built);
      put('dist/index.js', 'b\n');
      expect(outputsDigest(join(tree, 'dist'))).not.toBe(built);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
