// The console's page (src/console/page/) is served from src/console/assets.generated.ts: the committed file is what
// scripts/console-page.mjs makes of the sources, a hand-edited copy is caught, and the page loads only its own modules.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS } from '../../src/console/assets.generated.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const script = path.join(root, 'scripts', 'console-page.mjs');

describe('the console page', () => {
  it('is generated fresh from src/console/page/, and a hand-edited copy is caught', () => {
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
    const copy = path.join(tempDir('console-page'), 'assets.generated.ts');
    writeFileSync(copy, readFileSync(path.join(root, 'src', 'console', 'assets.generated.ts'), 'utf8').replace('createTextNode', 'createElement'));
    const r = spawnSync(process.execPath, [script, '--check', copy], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/is stale: run node scripts\/console-page.mjs/);
  });

  it('places text only as text: no innerHTML, outerHTML, insertAdjacentHTML, document.write or eval in its scripts', () => {
    const scripts = Object.entries(ASSETS).filter(([name]) => name.endsWith('.js'));
    expect(scripts.map(([n]) => n).sort()).toEqual(['api.js', 'dom.js', 'history.js', 'main.js', 'views.js']);
    for (const [name, { body }] of scripts) expect([name, body.match(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setAttribute\(\s*[`'"]on/g)]).toEqual([name, null]);
  });
});
