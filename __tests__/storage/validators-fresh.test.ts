// The precompiled validators (scripts/validators.mjs) are what the shipped schemas give, and they judge every snapshot
// and config file in this repository exactly as Ajv compiling the same schemas at run time does.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { SNAPSHOT_VALIDATOR } from '../../src/storage/schemas.js';
import { CONFIG_VALIDATOR } from '../../src/storage/config-file.js';
import { codePointLength } from '../../src/storage/validator-runtime.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const script = path.join(root, 'scripts', 'validators.mjs');
const VALIDATORS = { snapshot: SNAPSHOT_VALIDATOR, config: CONFIG_VALIDATOR };

function jsonFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir)) {
    const p = path.join(dir, e);
    if (statSync(p).isDirectory()) jsonFiles(p, out);
    else if (e.endsWith('.json')) out.push(p);
  }
  return out;
}

describe('precompiled validators', () => {
  it('are fresh, and a hand-edited copy of either file is caught', () => {
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
    const dir = tempDir('validators');
    for (const file of ['validators.generated.ts', 'config-validator.generated.ts']) {
      const copy = path.join(dir, file);
      const committed = readFileSync(path.join(root, 'src', 'storage', file), 'utf8');
      // The copy as committed passes: the check compares each file with the generated text of its own name.
      writeFileSync(copy, committed);
      expect(spawnSync(process.execPath, [script, '--check', copy], { encoding: 'utf8' }).status).toBe(0);
      writeFileSync(copy, committed.replace('minLength', 'maxLength'));
      const r = spawnSync(process.execPath, [script, '--check', copy], { encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('is stale');
    }
  });

  // Issue 55: the config's code is three quarters of the generated whole, and a diff of two files reads no config.
  it("keep the config's validator in a module of its own, which only the config reader imports", () => {
    const generated = readFileSync(path.join(root, 'src', 'storage', 'validators.generated.ts'), 'utf8');
    expect(generated).toContain('mcp-contract snapshot');
    expect(generated).not.toContain('mcp-contract configuration');
    const importers = (dir: string): string[] =>
      readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.ts') && /(?:from|import\()\s*['"][^'"]*config-validator\.generated\.js['"]/.test(readFileSync(path.join(dir, f), 'utf8')))
        .map((f) => path.join(path.basename(dir), f));
    expect(importers(path.join(root, 'src'))).toEqual([path.join('src', 'storage', 'config-file.ts')]);
  });

  it('give the run-time compiler verdict and first error on every JSON file in the fixtures and examples', () => {
    const ajv = new Ajv({ allErrors: false, strict: false, validateSchema: false });
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
    ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    const runtime = {
      snapshot: ajv.compile(JSON.parse(readFileSync(path.join(root, 'schemas', 'snapshot.schema.json'), 'utf8'))),
      config: ajv.compile(JSON.parse(readFileSync(path.join(root, 'schemas', 'config.schema.json'), 'utf8'))),
    };
    const files = [...jsonFiles(path.join(root, '__tests__', 'fixtures')), ...jsonFiles(path.join(root, 'examples'))];
    let valid = 0;
    let invalid = 0;
    for (const f of files) {
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(f, 'utf8'));
      } catch {
        continue;
      }
      for (const name of ['snapshot', 'config'] as const) {
        const want = runtime[name](value);
        expect([f, name, VALIDATORS[name](value)]).toEqual([f, name, want]);
        expect(VALIDATORS[name].errors ?? null).toEqual(runtime[name].errors ?? null);
        if (want) valid++;
        else invalid++;
      }
    }
    // Both verdicts are exercised: real snapshots and configs pass, every other file fails one schema or both.
    expect(valid).toBeGreaterThan(10);
    expect(invalid).toBeGreaterThan(20);
  });

  it('count code points for minLength and maxLength, a surrogate pair as one and a lone surrogate as one', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => codePointLength(s) === [...s].length), { numRuns: 2000 });
    expect(codePointLength('\ud83d\ude00')).toBe(1);
    expect(codePointLength('\ud83d')).toBe(1);
    expect(VALIDATORS.snapshot({ format: 'mcp-contract/2', server: '', surfaces: {} })).toBe(false);
  });
});
