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

/**
 * core's feature folders, each with the folders it may import: a DAG with the rule registry at the bottom (it imports
 * nothing, so the snapshot model can type a finding's rule id by it) and shared (the snapshot kernel) just above.
 */
const coreBelow: Record<string, string[]> = {
  rules: [],
  shared: ['rules'],
  identity: ['shared'],
  release: ['rules', 'shared'],
  // The classifier reads deprecation declarations (release/deprecations.ts) to mark a deprecated capability's removal.
  diff: ['release', 'rules', 'shared'],
  approval: ['diff', 'identity', 'rules', 'shared'],
  // The signed surface statement: digests of the snapshot's definitions, and the release's deprecation windows.
  attest: ['release', 'shared'],
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

  it('groups src/core by feature, its folders importing downward only (rules, then shared, at the bottom)', () => {
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

  it('lets adapters depend on core, never on the entry points; the entry points never on each other', () => {
    const below: Record<string, string[]> = {
      // The lean JSON-RPC peer knows nothing of MCP's lists or of the process it talks to.
      rpc: [],
      // A remote server behind OAuth is reached through oauth/'s one narrow interface (a fetch with credentials).
      capture: ['core', 'oauth', 'rpc'],
      // The OAuth client (on the SDK's auth()): grants per issuer written with storage's atomic writer.
      oauth: ['core', 'storage'],
      storage: ['core'],
      render: ['core', 'github'],
      github: ['core'],
      badge: ['core'],
      // The scan is detection over parsed files plus its own renderers; canaries run inside a capture session.
      scan: ['core', 'render'],
      canary: ['core', 'capture', 'rpc'],
      // The audit log: chained records over the store's key (read from storage). The guard's store and call path write
      // through it; it never reaches back into the guard.
      audit: ['core', 'storage'],
      guard: ['audit', 'core', 'capture', 'storage', 'render', 'rpc'],
      // Identity resolution reads the disk offline (with the capture's launch plan); its guard gate persists in the
      // guard's store. Scan and guard never import it: the CLI hands them its results.
      identity: ['core', 'capture', 'guard'],
      // The gateway routes over the single guard's sessions; it reads client files as scan does, and matches profile
      // patterns with the capture's glob.
      gateway: ['audit', 'capture', 'core', 'guard', 'hosts', 'rpc', 'scan', 'storage'],
      // Consent reads client files as scan does, profile patterns as the gateway parses them, and follows the drift
      // the core's rename matching finds; it writes carries through storage's atomic writer.
      consent: ['capture', 'core', 'gateway', 'render', 'scan', 'storage'],
      // The review console serves the store's records as the approve view renders them, and decides through the same
      // store functions (and gateway ownership checks) as approve, with each capability's audit history beside it; its
      // page (console/page/) imports only its own modules.
      console: ['audit', 'core', 'gateway', 'guard', 'render', 'storage'],
      // Host profiles (what each model host refuses in a tool) and context cost: data and walkers over the core's snapshot.
      hosts: ['core'],
      // Attestation: signing and checking the surface statement (@sigstore/*), the registry entry and the package
      // registry's record of the artifact; the core computes every digest it compares.
      attest: ['core', 'identity', 'registry'],
      // The MCP Registry and package registries: server.json's fields and our pointer in it, and their HTTP reads.
      registry: ['core'],
      // The public library (package.json exports): a facade over the adapters, used by the CLI like any consumer.
      api: ['core', 'capture', 'hosts', 'identity', 'render', 'storage'],
      // The jest/vitest matchers (package exports ./jest and ./vitest): users of the public API, imported by nothing.
      testing: ['core', 'api'],
      // The two entry points sit on top and never reach into each other: what both need lives in an adapter below.
      cli: ['core', 'api', 'attest', 'audit', 'registry', 'badge', 'canary', 'capture', 'console', 'consent', 'gateway', 'guard', 'hosts', 'identity', 'oauth', 'render', 'rpc', 'scan', 'storage'],
      action: ['core', 'api', 'attest', 'badge', 'registry', 'capture', 'github', 'identity', 'render', 'storage'],
    };
    const offenders: string[] = [];
    for (const f of files(src)) {
      const layer = layerOf(relative(src, f));
      // core has its own tests above; any other folder must be placed in the table (a new one fails until it is).
      if (layer === 'core') continue;
      expect(`${layer} ${layer in below}`).toBe(`${layer} true`);
      for (const i of imports(f).filter((x) => x.startsWith('.'))) {
        const to = target(f, i);
        // The JSON schemas and package.json sit beside src, not in a layer.
        if (to.startsWith('..')) continue;
        if (layerOf(to) !== layer && !below[layer].includes(layerOf(to))) offenders.push(`${relative(src, f)} imports ${i}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("keeps the console's page (run in the browser) to its own modules, and the view model's types", () => {
    // src/console/page/ is compiled for the browser module by module (scripts/console-page.mjs): a run-time import of
    // anything else would not load there, and the server's code must never be shipped to the page.
    const page = files(join(src, 'console', 'page'));
    expect(page.length).toBeGreaterThan(0);
    const offenders = page.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      const typeOnly = new Set([...text.matchAll(/^import type [^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]));
      return imports(f)
        .filter((i) => !(typeOnly.has(i) && target(f, i) === 'console/model.js') && !(i.startsWith('./') && dirname(target(f, i)) === 'console/page'))
        .map((i) => `${relative(src, f)} imports ${i}`);
    });
    expect(offenders).toEqual([]);
  });

  it('has the CLI, the Action and the matchers capture, read and write snapshots, diff and render through src/api', () => {
    // Issue 29: one path. A function the API offers (re-exported or wrapped under its own name) is imported from api/
    // by its users, never from the module the API takes it from. Errors, rules and the model are shared types, not paths.
    const paths = ['capture', 'capture-complete', 'snapshot-files', 'diff', 'render'].map((n) => join(src, 'api', `${n}.ts`));
    const named = (list: string): string[] => list.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean);
    const offered = new Set(paths.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map((m) => m[1])));
    const taken = new Set<string>();
    for (const f of paths)
      for (const m of readFileSync(f, 'utf8').matchAll(/^(?:import|export) \{([^}]*)\} from '([^']+)'/gm))
        for (const n of named(m[1])) if ((m[0].startsWith('export') || offered.has(n)) && layerOf(target(f, m[2])) !== 'api') taken.add(`${n} ${target(f, m[2])}`);
    const offenders = files(src)
      .filter((f) => ['cli', 'action', 'testing'].includes(layerOf(relative(src, f))))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/^import \{([^}]*)\} from '([^']+)'/gm)].flatMap((m) =>
          named(m[1]).filter((n) => taken.has(`${n} ${target(f, m[2])}`)).map((n) => `${relative(src, f)} imports ${n} from ${m[2]}`),
        ),
      );
    expect(taken.size).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('has no import circle anywhere in src/, type-only imports included', () => {
    const graph = importGraph();
    const circles = stronglyConnected(graph).filter((c) => c.length > 1 || graph.get(c[0])?.has(c[0]));
    expect(circles.map((c) => c.sort().join(' <-> '))).toEqual([]);
  });

  it('finds a circle when there is one (the check above can fail)', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(stronglyConnected(graph).filter((c) => c.length > 1).map((c) => c.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('has no `any` in the source', () => {
    const offenders = files(src).filter((f) => /(:\s*any\b|<any>|\bas any\b|any\[\])/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** Every src file to the src files it imports, relative to src and without extension. */
function importGraph(): Map<string, Set<string>> {
  const key = (p: string): string => p.replace(/\.(js|ts)$/, '');
  const graph = new Map<string, Set<string>>();
  for (const f of files(src))
    graph.set(key(relative(src, f)), new Set(imports(f).filter((i) => i.startsWith('.')).map((i) => key(target(f, i))).filter((t) => !t.startsWith('..'))));
  return graph;
}

/** Tarjan's strongly connected components: each circle of imports comes out as one component. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    out.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
