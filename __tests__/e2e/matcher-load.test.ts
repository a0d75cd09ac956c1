// The built `mcp-contract/jest` loads only what a passing check runs: an unchanged in-process server is captured and
// compared without the classification or the renderers, which come in when a check fails (issue 29: the first check
// in a fresh test process within 1.2x the SDK client's listing, measured by `npm run bench`; here the behaviour behind
// it, which is what can regress silently).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE, ROOT, SERVERS, tempDir } from '../helpers/cli-harness.js';

const entry = path.join(ROOT, 'dist', 'jest', 'index.js');
const register = path.join(ROOT, '__tests__', 'fixtures', 'load-trace', 'register.mjs');
const dir = tempDir('matcher-load');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What each phase of the run needs, told apart by the code of the bundle files it loaded. */
const NEEDS: Record<string, RegExp> = {
  capture: /^function captureServer\(/m,
  classification: /^function diffSnapshots\(/m,
  'text renderer': /^function renderText\(/m,
};

// jest's expect stands in as the object the entry extends; the checks are the matchers jest would call.
const script = `import { appendFileSync } from 'node:fs';
let matchers;
globalThis.expect = { extend: (m) => (matchers = m) };
await import(${JSON.stringify(pathToFileURL(entry).href)});
const { notesServerV1, toolNames } = await import(${JSON.stringify(pathToFileURL(path.join(SERVERS, 'notes-sdk.mjs')).href)});
const check = (mode, names) => matchers.toMatchMcpContract.call({ snapshotState: { _updateSnapshot: mode } }, notesServerV1(names), 'notes.json');
const mark = (phase, r) => appendFileSync(process.env.LOAD_TRACE, \`phase \${phase} \${r.pass}\\n\`);
mark('write', await check('new', toolNames(20)));
mark('pass', await check('none', toolNames(20)));
mark('fail', await check('none', toolNames(19)));
`;

/** Per phase of the script: whether it passed, and which of NEEDS the bundle files first loaded in it hold. */
function phases(): Array<{ phase: string; pass: boolean; loaded: string[] }> {
  const trace = path.join(dir, 'trace.txt');
  writeFileSync(path.join(dir, 'run.mjs'), script);
  rmSync(trace, { force: true });
  const r = spawnSync(NODE, ['--import', register, 'run.mjs'], { cwd: dir, env: { PATH: process.env.PATH, LOAD_TRACE: trace }, encoding: 'utf8' });
  // The script's first check writes the missing snapshot, and says so; nothing else is printed.
  expect(r.stderr).toBe('mcp-contract: wrote notes.json\n');
  expect(r.status).toBe(0);
  const out: Array<{ phase: string; pass: boolean; loaded: string[] }> = [];
  let files: string[] = [];
  for (const line of readFileSync(trace, 'utf8').split('\n')) {
    const m = /^phase (\w+) (true|false)$/.exec(line);
    if (m) {
      const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      out.push({ phase: m[1], pass: m[2] === 'true', loaded: Object.entries(NEEDS).filter(([, re]) => re.test(text)).map(([name]) => name) });
      files = [];
    } else if (line.startsWith('file:') && fileURLToPath(line).startsWith(path.dirname(entry) + path.sep)) files.push(fileURLToPath(line));
  }
  return out;
}

(existsSync(entry) ? describe : describe.skip)('mcp-contract/jest loads what the check needs', () => {
  it('captures and compares with the entry alone; a failing check then loads the classification and the text renderer', () => {
    expect(phases()).toEqual([
      { phase: 'write', pass: true, loaded: ['capture'] },
      { phase: 'pass', pass: true, loaded: [] },
      { phase: 'fail', pass: false, loaded: ['classification', 'text renderer'] },
    ]);
  });
});
