// The core stays pure (no processes, files, network or GitHub) and is grouped by feature, and no layer reaches into a
// layer above it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = join(import.meta.dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
}

/** Where a relative import lands, from `src` ('core/shared/model.js'); a package name stays as written. */
function target(file: string, spec: string): string {
  return spec.startsWith('.') ? relative(src, resolve(dirname(file), spec)) : spec;
}

const layerOf = (path: string): string => path.split('/')[0];

/** core's feature folders, each with the folders it may import: a DAG with shared (the snapshot model) at the bottom. */
const coreBelow: Record<string, string[]> = {
  shared: [],
  diff: ['shared'],
  release: ['shared'],
  approval: ['diff', 'shared'],
};

describe('architecture', () => {
  const core = files(join(src, 'core'));

  it('keeps src/core pure: only node:crypto and canonicalize from outside', () => {
    const offenders = core.flatMap((f) =>
      imports(f)
        .filter((i) => (i.startsWith('.') ? !target(f, i).startsWith('core/') : !['node:crypto', 'canonicalize'].includes(i)))
        .map((i) => `${relative(src, f)} imports ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it('groups src/core by feature, its folders importing downward only (shared at the bottom)', () => {
    const featureOf = (path: string): string => path.split('/')[1];
    const loose = core.map((f) => relative(src, f)).filter((p) => !(featureOf(p) in coreBelow) || p.split('/').length < 3);
    expect(loose).toEqual([]);
    const offenders = core.flatMap((f) => {
      const from = featureOf(relative(src, f));
      return imports(f)
        .filter((i) => i.startsWith('.'))
        .map((i) => featureOf(target(f, i)))
        .filter((to) => to !== from && !coreBelow[from].includes(to))
        .map((to) => `${relative(src, f)} (${from}) imports ${to}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keeps a nested folder of core apart from the folder that holds it', () => {
    // diff/schema and diff/renames are walkers the classifier drives; they never reach back into it.
    const offenders = core.flatMap((f) => {
      const at = relative(src, f).split('/');
      if (at.length < 4) return [];
      const parent = at.slice(0, -2).join('/');
      return imports(f)
        .map((i) => target(f, i))
        .filter((t) => dirname(t) === parent)
        .map((t) => `${at.join('/')} imports ${t}`);
    });
    expect(offenders).toEqual([]);
  });

  it('lets adapters depend on core, never on the entry points', () => {
    const below: Record<string, string[]> = {
      // The lean JSON-RPC peer knows nothing of MCP's lists or of the process it talks to.
      rpc: [],
      capture: ['core', 'rpc'],
      storage: ['core'],
      render: ['core', 'github'],
      github: ['core'],
      badge: ['core'],
      // The scan is detection over parsed files plus its own renderers; canaries run inside a capture session.
      scan: ['core', 'render'],
      canary: ['core', 'capture', 'rpc'],
      guard: ['core', 'capture', 'storage', 'render', 'rpc'],
      // Identity resolution reads the disk offline (with the capture's launch plan); its guard gate persists in the
      // guard's store. Scan and guard never import it: the CLI hands them its results.
      identity: ['core', 'capture', 'guard'],
    };
    const offenders: string[] = [];
    for (const f of files(src)) {
      const layer = layerOf(relative(src, f));
      if (!(layer in below)) continue;
      for (const i of imports(f).filter((x) => x.startsWith('.'))) {
        const to = target(f, i);
        // The JSON schemas and package.json sit beside src, not in a layer.
        if (to.startsWith('..')) continue;
        if (layerOf(to) !== layer && !below[layer].includes(layerOf(to))) offenders.push(`${relative(src, f)} imports ${i}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no `any` in the source', () => {
    const offenders = files(src).filter((f) => /(:\s*any\b|<any>|\bas any\b|any\[\])/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
