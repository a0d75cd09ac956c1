// Python launch targets resolve offline: a virtual environment's interpreter running `-m pkg`, or its console script,
// to the installed distribution's name, version and RECORD digest; a working-tree script to a manifest of the
// modules beside it that it imports. A real venv (python3 -m venv, offline via ensurepip, shared with the other Python
// tests: helpers/python-mcp.ts); skipped without python3.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { resolveIdentity } from '../../src/identity/resolve.js';
import { tempDir } from '../helpers/cli-harness.js';
import { pythonVenv } from '../helpers/python-mcp.js';
import { HANG_MS } from '../helpers/hang.js';

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const maybe = hasPython() ? describe : describe.skip;
const opts = { home: tempDir('home') };

maybe('python identities', () => {
  let venv: string;
  beforeAll(() => {
    // The venv the Python tests share (made once per machine): only read here, and its pip is what is resolved.
    const shared = pythonVenv();
    if (!shared.venv) throw new Error(`no venv: ${shared.reason}`);
    venv = shared.venv;
  }, HANG_MS.install);

  it('reads pip from the venv as `python -m pip` and as its console script, pinned by its RECORD', () => {
    const site = path.join(venv, 'lib', readdirSync(path.join(venv, 'lib')).find((n) => n.startsWith('python3'))!, 'site-packages');
    const dist = readdirSync(site).find((n) => /^pip-.*\.dist-info$/.test(n))!;
    const version = /^pip-(.*)\.dist-info$/.exec(dist)![1];
    const record = `sha256:${createHash('sha256').update(readFileSync(path.join(site, dist, 'RECORD'))).digest('hex')}`;
    const viaModule = resolveIdentity({ command: path.join(venv, 'bin', 'python'), args: ['-m', 'pip'], cwd: venv }, opts);
    expect(viaModule).toMatchObject({ kind: 'python', name: 'pip', version, integrity: record });
    const viaScript = resolveIdentity({ command: path.join(venv, 'bin', 'pip'), args: [], cwd: venv }, opts);
    expect(viaScript.integrity).toBe(record);
  });

  it('leaves `python3 -m mod` outside a venv and uvx unverified, saying why', () => {
    expect(resolveIdentity({ command: 'python3', args: ['-m', 'mcp_server_fetch'], cwd: venv }, opts).unverified).toMatch(/not a virtual environment's interpreter/);
    expect(resolveIdentity({ command: 'uvx', args: ['mcp-server-fetch==1.0.0'], cwd: venv }, opts).unverified).toMatch(/uvx resolves the package from the index at launch/);
  });

  it('hashes a working-tree script, the modules beside it that it imports, and its lockfile', () => {
    const dir = tempDir('pytree');
    writeFileSync(path.join(dir, 'pyproject.toml'), '[project]\nname = "t"\n');
    writeFileSync(path.join(dir, 'server.py'), 'import json\nfrom helpers import answer\n');
    writeFileSync(path.join(dir, 'helpers.py'), 'def answer():\n    return 42\n');
    writeFileSync(path.join(dir, 'unrelated.py'), '');
    const before = resolveIdentity({ command: 'python3', args: ['server.py'], cwd: dir }, opts);
    expect(Object.keys(before.files ?? {}).sort()).toEqual(['helpers.py', 'pyproject.toml', 'server.py']);
    writeFileSync(path.join(dir, 'helpers.py'), 'def answer():\n    return 43\n');
    expect(resolveIdentity({ command: 'python3', args: ['server.py'], cwd: dir }, opts).integrity).not.toBe(before.integrity);
  });
});
