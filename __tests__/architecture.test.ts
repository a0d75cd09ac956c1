// The core stays pure (no processes, files, network or GitHub), and no layer reaches into a layer above it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = join(import.meta.dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm), ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
}

const layerOf = (file: string): string => relative(src, file).split('/')[0];

describe('architecture', () => {
  it('keeps src/core pure: only node:crypto and canonicalize from outside', () => {
    const offenders = files(join(src, 'core')).flatMap((f) =>
      imports(f)
        .filter((i) => !i.startsWith('./') && !['node:crypto', 'canonicalize'].includes(i))
        .map((i) => `${relative(src, f)} imports ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets adapters depend on core, never on the entry points', () => {
    const below: Record<string, string[]> = {
      capture: ['core'],
      storage: ['core'],
      render: ['core', 'github'],
      github: ['core'],
      badge: ['core'],
      // The scan is detection over parsed files plus its own renderers; canaries run inside a capture session.
      scan: ['core', 'render'],
      canary: ['core', 'capture'],
      guard: ['core', 'capture', 'storage', 'render'],
      // Identity resolution reads the disk offline (with the capture's launch plan); its guard gate persists in the
      // guard's store. Scan and guard never import it: the CLI hands them its results.
      identity: ['core', 'capture', 'guard'],
    };
    const offenders: string[] = [];
    for (const f of files(src)) {
      const layer = layerOf(f);
      if (!(layer in below)) continue;
      for (const i of imports(f).filter((x) => x.startsWith('../') && !x.startsWith('../../schemas/'))) {
        const target = i.split('/')[1];
        if (!below[layer].includes(target)) offenders.push(`${relative(src, f)} imports ${i}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no `any` in the source', () => {
    const offenders = files(src).filter((f) => /(:\s*any\b|<any>|\bas any\b|any\[\])/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
